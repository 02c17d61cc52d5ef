import { apiKey, errorMessage, paths, selectIsSignedIn, useApiQuery, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, ButtonLink, Link, PageMeta, useParams } from '@agency/shared-ui';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { forgetVerifyAttempt, verifyEmailOnce } from '../api/verify-email';
import { isRetryable } from '../retryable';

/**
 * /verify-email/{token} — the link mailed when a guest creates an account with a password. Opening it is
 * the proof asked for, so the token is sent on arrival, once: the query dedupes the page's own repeats, and
 * verifyEmailOnce keeps the one POST's outcome even when a sign-in or sign-out empties the cache.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const blank = !token.trim();
  const verify = useApiQuery({
    queryKey: apiKey(`verify_email/${token}`),
    queryFn: () => verifyEmailOnce(token),
    enabled: !blank,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const text = copy.verifyEmail;
  const status = verify.isFetching || verify.isPending ? 'checking' : verify.status;

  const retry = () => {
    forgetVerifyAttempt(token);
    void verify.refetch();
  };

  const failure = blank ? text.invalidToken : status === 'error' ? errorMessage(verify.error, text.tokenFailure) : null;
  const canRetry = !blank && status === 'error' && isRetryable(verify.error);

  return (
    <NarrowPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <NarrowPanel>
        <h1>{text.title}</h1>
        {!failure && status === 'checking' ? (
          <Alert tone="info">{text.checking}</Alert>
        ) : null}
        {!failure && status === 'success' ? (
          <>
            <Alert tone="success">{text.success}</Alert>
            <p>{text.successNote}</p>
            {signedIn ? <ButtonLink to={paths.dashboard}>{text.toDashboard}</ButtonLink> : <ButtonLink to={paths.login}>{text.login}</ButtonLink>}
          </>
        ) : null}
        {failure ? (
          <>
            <Alert tone="error">{failure}</Alert>
            {canRetry ? (
              <Button onClick={retry}>{copy.common.retry}</Button>
            ) : (
              <>
                <p>{text.newLinkNote}</p>
                {signedIn ? <p>{text.newLinkSignedIn}</p> : <Link to={paths.forgotPassword}>{text.newLink}</Link>}
              </>
            )}
          </>
        ) : null}
      </NarrowPanel>
    </NarrowPage>
  );
}
