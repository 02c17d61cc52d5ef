import { paths, useAuthStore } from '@agency/shared-auth';
import { ButtonLink, Card, PageMeta, VisuallyHidden } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';

const Details = styled(Card)`
  max-width: 640px;
  dl { display: grid; grid-template-columns: minmax(6rem, max-content) 1fr; gap: 0.75rem 1.5rem; margin: 0 0 1.5rem; }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** /profile — Name, Email, Phone (the stored last_name) and a masked password. */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <PortalPage>
      <PageMeta title={copy.profile.metaTitle} description={copy.profile.metaDescription} />
      <h1>{copy.profile.title}</h1>
      <Details>
        <dl>
          <dt>{copy.profile.name}</dt>
          <dd>{user.first_name}</dd>
          <dt>{copy.profile.email}</dt>
          <dd>{user.email}</dd>
          <dt>{copy.profile.phone}</dt>
          <dd>{user.last_name}</dd>
          <dt>{copy.profile.password}</dt>
          <dd>
            <span aria-hidden="true">{copy.profile.maskedPassword}</span>
            <VisuallyHidden>
              {copy.profile.maskedPasswordLabel}
            </VisuallyHidden>
          </dd>
        </dl>
        <ButtonLink to={paths.settings} $variant="secondary">
          {copy.profile.edit}
        </ButtonLink>
      </Details>
    </PortalPage>
  );
}
