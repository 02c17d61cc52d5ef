import { paths } from '@agency/shared-auth';
import { ButtonLink, PageMeta } from '@agency/shared-ui';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';

/** /reset-password/request-sent — confirms the reset email went out. */
export function RequestSentPage() {
  return (
    <NarrowPage>
      <PageMeta title={copy.requestSent.metaTitle} description={copy.requestSent.metaDescription} />
      <NarrowPanel>
        <h1>{copy.requestSent.title}</h1>
        <p>{copy.requestSent.note}</p>
        <ButtonLink to={paths.home}>{copy.requestSent.home}</ButtonLink>
      </NarrowPanel>
    </NarrowPage>
  );
}
