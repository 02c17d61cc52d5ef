import { paths } from '@agency/contracts/pages';
import { Alert, Button, Link, PageMeta, Spinner, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import { newsletterLinksCopy } from '../../../copy/newsletter-links';
import { useConfirmNewsletter } from '../api/newsletter-links';
import { LinkPage, LinkPanel } from './link-panel';

const text = newsletterLinksCopy.confirm;

/**
 * /newsletter/confirm/{token}: the double opt-in's link. Nothing is sent on arrival (mail scanners open links);
 * the owner's press confirms. No sign-in: the token is the proof.
 */
export function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmNewsletter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirm.isSuccess) heading.current?.focus();
  }, [confirm.isSuccess]);
  const blank = !token.trim();
  return (
    <LinkPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <LinkPanel>
        <h1 ref={heading} tabIndex={-1}>
          {text.title}
        </h1>
        {confirm.isSuccess ? (
          <Alert tone="success">{text.success}</Alert>
        ) : (
          <>
            {!blank && !confirm.isError ? <p>{text.intro}</p> : null}
            {blank || confirm.isError ? <Alert tone="error">{text.failure}</Alert> : null}
            {!blank && !confirm.isError ? (
              <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
                {confirm.isPending ? <Spinner label={text.submitting} size={18} /> : text.submit}
              </Button>
            ) : null}
          </>
        )}
        <Link to={paths.privacy}>{newsletterLinksCopy.privacy}</Link>
      </LinkPanel>
    </LinkPage>
  );
}
