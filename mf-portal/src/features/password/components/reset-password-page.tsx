import { errorMessage, paths, useApiMutation } from '@agency/shared-auth';
import { Alert, ButtonLink, Link, PageMeta, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { resetToken } from '../api/reset-token';
import { NewPasswordForm } from './new-password-form';

/** /reset-password/reset/{token} — a new password from the emailed link; success offers the login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useApiMutation({ mutationFn: resetToken });
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reset.isSuccess) outcome.current?.focus();
  }, [reset.isSuccess]);

  return (
    <NarrowPage>
      <PageMeta title={copy.reset.metaTitle} description={copy.reset.metaDescription} />
      <NarrowPanel>
        {reset.isSuccess ? (
          <>
            <h1 ref={outcome} tabIndex={-1}>
              {copy.reset.title}
            </h1>
            <Alert tone="success">{copy.reset.success}</Alert>
            <ButtonLink to={paths.login}>{copy.reset.login}</ButtonLink>
          </>
        ) : (
          <>
            <h1>{copy.reset.title}</h1>
            <p>{copy.reset.intro}</p>
            {token.trim() ? (
              <NewPasswordForm
                passwordLabel={copy.reset.password}
                confirmLabel={copy.reset.confirm}
                submitLabel={copy.reset.submit}
                onValid={(password) => reset.mutateAsync({ token, password })}
                refusalText={(error) => errorMessage(error, copy.reset.tokenFailure)}
                refusalNote={<Link to={paths.forgotPassword}>{copy.reset.newLink}</Link>}
              />
            ) : (
              <>
                <Alert tone="error">{copy.reset.invalidToken}</Alert>
                <Link to={paths.forgotPassword}>{copy.reset.newLink}</Link>
              </>
            )}
          </>
        )}
      </NarrowPanel>
    </NarrowPage>
  );
}
