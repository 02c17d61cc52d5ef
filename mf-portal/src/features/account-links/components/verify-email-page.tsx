import { errorMessage, paths, selectIsSignedIn, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, ButtonLink, Link, PageMeta, useParams } from '@agency/shared-ui';
import { useEffect, useState } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { forgetVerifyAttempt, verifyEmailOnce } from '../api/verify-email';
import { isRetryable } from '../retryable';

type Outcome = { status: 'checking' } | { status: 'success' } | { status: 'failure'; error: unknown };

/**
 * /verify-email/{token} — the link mailed when a guest creates an account with a password. Opening it is
 * the proof asked for, so the token is sent on arrival, once (see verifyEmailOnce).
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const text = copy.verifyEmail;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" trigger
  useEffect(() => {
    if (!token.trim()) return;
    let current = true;
    verifyEmailOnce(token).then(
      () => current && setOutcome({ status: 'success' }),
      (error: unknown) => current && setOutcome({ status: 'failure', error }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = () => {
    forgetVerifyAttempt(token);
    setOutcome({ status: 'checking' });
    setAttempt((n) => n + 1);
  };

  const blank = !token.trim();
  const failure = blank ? text.invalidToken : outcome.status === 'failure' ? errorMessage(outcome.error, text.tokenFailure) : null;
  const canRetry = !blank && outcome.status === 'failure' && isRetryable(outcome.error);

  return (
    <NarrowPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <NarrowPanel>
        <h1>{text.title}</h1>
        {!failure && outcome.status === 'checking' ? (
          <Alert tone="info">{text.checking}</Alert>
        ) : null}
        {!failure && outcome.status === 'success' ? (
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
