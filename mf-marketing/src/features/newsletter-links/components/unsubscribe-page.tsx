import { paths } from '@agency/contracts/pages';
import { Alert, Button, Link, PageMeta, Spinner, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import { newsletterLinksCopy } from '../../../copy/newsletter-links';
import { useUnsubscribe, useUnsubscribeState } from '../api/newsletter-links';
import { LinkPage, LinkPanel } from './link-panel';

const text = newsletterLinksCopy.unsubscribe;

/**
 * /unsubscribe/{token}: the link in every newsletter. Opening it only reads the state (which address, still
 * subscribed?); the visitor's press unsubscribes. No sign-in. Mail clients use the same address for RFC 8058's
 * one-click POST (List-Unsubscribe-Post), which needs no page at all.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (unsubscribe.isSuccess) heading.current?.focus();
  }, [unsubscribe.isSuccess]);
  const blank = !token.trim();
  const current = state.data;
  return (
    <LinkPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <LinkPanel>
        <h1 ref={heading} tabIndex={-1}>
          {text.title}
        </h1>
        {blank || state.isError ? <Alert tone="error">{text.failure}</Alert> : null}
        {!blank && state.isPending ? <Spinner label={text.loading} /> : null}
        {current && !current.subscribed ? (
          <Alert tone="success">{text.done(current.email)}</Alert>
        ) : null}
        {current?.subscribed ? (
          <>
            <p>{text.subscribed(current.email)}</p>
            {unsubscribe.isError ? <Alert tone="error">{text.retry}</Alert> : null}
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? <Spinner label={text.submitting} size={18} /> : text.submit}
            </Button>
          </>
        ) : null}
        <Link to={paths.privacy}>{newsletterLinksCopy.privacy}</Link>
      </LinkPanel>
    </LinkPage>
  );
}
