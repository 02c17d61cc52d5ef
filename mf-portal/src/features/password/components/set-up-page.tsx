import { errorMessage, paths, useAsyncAction } from '@agency/shared-auth';
import { Alert, ButtonLink, PageMeta, useParams } from '@agency/shared-ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { NarrowPage, NarrowPanel } from '../../../components/page-layout';
import { setPassword } from '../api/set-password';
import { NewSetUpLinkForm } from './new-set-up-link-form';
import { NewPasswordForm } from './new-password-form';

const EmailLine = styled.p`
  margin: 0 0 1rem;
  strong { overflow-wrap: anywhere; }
`;

/** /set-up/{token} and /set-up/{token}/{email} — the first password of an account made by a guest booking. */
export function SetUpPage() {
  const { token = '', email = '' } = useParams();
  const action = useAsyncAction(setPassword);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (action.status === 'success') outcome.current?.focus();
  }, [action.status]);

  const tokenProblem = !token.trim()
    ? copy.setUp.invalidToken
    : action.status === 'failure'
      ? errorMessage(action.error, copy.setUp.tokenFailure)
      : null;
  const offerNewLink = !token.trim() || (action.status === 'failure' && /token/i.test(tokenProblem ?? ''));

  return (
    <NarrowPage>
      <PageMeta title={copy.setUp.metaTitle} description={copy.setUp.metaDescription} />
      <NarrowPanel>
        <h1 ref={outcome} tabIndex={-1}>
          {copy.setUp.title}
        </h1>
        {action.status === 'success' ? (
          <>
            <Alert tone="success">{copy.setUp.success}</Alert>
            <ButtonLink to={paths.login}>{copy.setUp.login}</ButtonLink>
          </>
        ) : (
          <>
            <p>{copy.setUp.intro}</p>
            {tokenProblem ? <Alert tone="error">{tokenProblem}</Alert> : null}
            {token.trim() ? (
              <NewPasswordForm
                passwordLabel={copy.setUp.password}
                confirmLabel={copy.setUp.confirm}
                submitLabel={copy.setUp.submit}
                busy={action.status === 'request'}
                onValid={(password) => action.run(email ? { token, email, password } : { token, password })}
              >
                {email ? (
                  <EmailLine>
                    {copy.setUp.emailLabel}: <strong>{email}</strong>
                  </EmailLine>
                ) : null}
              </NewPasswordForm>
            ) : null}
            {offerNewLink ? <NewSetUpLinkForm initialEmail={email} /> : null}
          </>
        )}
      </NarrowPanel>
    </NarrowPage>
  );
}
