import { errorMessage, paths, useAsyncAction } from '@agency/shared-auth';
import { Alert, ButtonLink, Link, PageMeta, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { resetToken } from '../api/reset-token';
import { NewPasswordForm } from './new-password-form';

/** /reset-password/reset/{token} — a new password from the emailed link; success offers the login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const action = useAsyncAction(resetToken);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (action.status === 'success') outcome.current?.focus();
  }, [action.status]);

  const failure = action.status === 'failure' ? errorMessage(action.error, copy.reset.tokenFailure) : null;
  return (
    <NarrowPage>
      <PageMeta title={copy.reset.metaTitle} description={copy.reset.metaDescription} />
      <NarrowPanel>
        {action.status === 'success' ? (
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
            {!token.trim() ? <Alert tone="error">{copy.reset.invalidToken}</Alert> : null}
            {failure ? (
              <Alert tone="error">
                {failure} <Link to={paths.forgotPassword}>{copy.reset.newLink}</Link>
              </Alert>
            ) : null}
            {token.trim() ? (
              <NewPasswordForm
                passwordLabel={copy.reset.password}
                confirmLabel={copy.reset.confirm}
                submitLabel={copy.reset.submit}
                busy={action.status === 'request'}
                onValid={(password) => action.run({ token, password })}
              />
            ) : (
              <Link to={paths.forgotPassword}>{copy.reset.newLink}</Link>
            )}
          </>
        )}
      </NarrowPanel>
    </NarrowPage>
  );
}
