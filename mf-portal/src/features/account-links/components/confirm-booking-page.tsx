import { ApiError, errorMessage, paths, selectIsSignedIn, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, ButtonLink, Link, PageMeta, Spinner, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { useConfirmBooking } from '../api/confirm-booking';
import { isRetryable } from '../retryable';

/**
 * /confirm-booking/{token} — the link mailed to an account's address when a signed-out guest books under
 * it. Nothing is sent on arrival: mail scanners open links, and only the owner's press may add the booking.
 * The API needs no sign-in (the token is the proof), so neither does the page.
 */
export function ConfirmBookingPage() {
  const { token = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const action = useConfirmBooking();
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const text = copy.confirmBooking;

  useEffect(() => {
    // The button goes away on success: keep the keyboard and screen reader on the page, at its outcome.
    if (action.isSuccess) heading.current?.focus();
  }, [action.isSuccess]);

  const confirm = () => {
    // One press, one POST: the token is single use and a second answer would only say it is expired.
    if (sending.current) return;
    sending.current = true;
    action.mutate(
      { token },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const blank = !token.trim();
  const failed = action.isError;
  const verifyFirst = failed && action.error instanceof ApiError && action.error.status === 409;
  const failure = blank ? text.invalidToken : failed ? errorMessage(action.error, text.tokenFailure) : null;
  const canConfirm = !blank && !action.isSuccess && (!failed || isRetryable(action.error));

  return (
    <NarrowPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <NarrowPanel>
        <h1 ref={heading} tabIndex={-1}>
          {text.title}
        </h1>
        {action.isSuccess ? (
          <>
            <Alert tone="success">{text.success}</Alert>
            <ButtonLink to={paths.requests}>{text.toRequests}</ButtonLink>
          </>
        ) : (
          <>
            {!failure || canConfirm ? (
              <>
                <p>{text.intro}</p>
                <p>{text.notYou}</p>
              </>
            ) : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            {failure && !canConfirm && !verifyFirst ? (
              <>
                <p>{text.usedNote}</p>
                <Link to={paths.requests}>{text.toRequests}</Link>
              </>
            ) : null}
            {verifyFirst ? (
              <p>
                {text.verifyFirstNote}{' '}
                {signedIn ? text.resetSignedIn : <Link to={paths.forgotPassword}>{text.resetPassword}</Link>}
              </p>
            ) : null}
            {canConfirm ? (
              <Button onClick={confirm} disabled={action.isPending}>
                {action.isPending ? <Spinner label={text.submitting} size={18} /> : text.submit}
              </Button>
            ) : null}
          </>
        )}
      </NarrowPanel>
    </NarrowPage>
  );
}
