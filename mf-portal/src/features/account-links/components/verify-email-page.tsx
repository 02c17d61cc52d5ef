import { setUpPath } from '@agency/contracts/pages';
import { apiKey, errorMessage, paths, selectIsSignedIn, useApiQuery, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, ButtonLink, Link, PageMeta, useParams } from '@agency/shared-ui';
import { useState } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { forgetVerifyAttempt, hasVerifyAttempt, verifyEmailOnce } from '../api/verify-email';
import { isRetryable } from '../retryable';

/**
 * /verify-email/{token} — the link mailed when a guest creates an account with a password. Unless this
 * browser is signed in to that very account, confirming ends every session of the account and removes the
 * password whoever made it chose (it may not be the owner): the page then leads to the set-up page. So a
 * signed-in visitor's token is sent on arrival, but a signed-out one confirms with a press (mail scanners open
 * links, and must not remove the password of a guest who did make the account). Sent once: the query dedupes
 * the page's own repeats, and verifyEmailOnce keeps the one POST's outcome even when a sign-in or sign-out
 * empties the cache.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const blank = !token.trim();
  const [pressed, setPressed] = useState(false);
  const started = signedIn || pressed || hasVerifyAttempt(token);
  const verify = useApiQuery({
    queryKey: apiKey(`verify_email/${token}`),
    queryFn: () => verifyEmailOnce(token),
    enabled: !blank && started,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const text = copy.verifyEmail;
  // Opened outside a session of that account: the password nobody had proved is gone; the owner chooses one.
  const setUp = verify.data?.set_up?.startsWith(setUpPath('')) ? verify.data.set_up : undefined;
  const status = !started ? 'waiting' : verify.isFetching || verify.isPending ? 'checking' : verify.status;

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
        {!failure && status === 'waiting' ? (
          <>
            <p>{text.intro}</p>
            <p>{text.pressNote}</p>
            <Button onClick={() => setPressed(true)}>{text.confirm}</Button>
          </>
        ) : null}
        {!failure && status === 'checking' ? (
          <Alert tone="info">{text.checking}</Alert>
        ) : null}
        {!failure && status === 'success' ? (
          <>
            <Alert tone="success">{text.success}</Alert>
            <p>{text.successNote}</p>
            {setUp ? (
              <>
                <p>{text.passwordRemoved}</p>
                <ButtonLink to={setUp}>{text.choosePassword}</ButtonLink>
              </>
            ) : signedIn ? (
              <ButtonLink to={paths.dashboard}>{text.toDashboard}</ButtonLink>
            ) : (
              <ButtonLink to={paths.login}>{text.login}</ButtonLink>
            )}
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
