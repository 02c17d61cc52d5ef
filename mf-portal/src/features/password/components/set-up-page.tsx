import { errorMessage, paths, useApiMutation } from '@agency/shared-auth';
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

const refusalText = (error: unknown) => errorMessage(error, copy.setUp.tokenFailure);

/** /set-up/{token} and /set-up/{token}/{email} — the first password of an account made by a guest booking. */
export function SetUpPage() {
  const { token = '', email = '' } = useParams();
  const setUp = useApiMutation({ mutationFn: setPassword });
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (setUp.isSuccess) outcome.current?.focus();
  }, [setUp.isSuccess]);

  const blank = !token.trim();
  const offerNewLink = blank || (setUp.isError && /token/i.test(refusalText(setUp.error)));

  return (
    <NarrowPage>
      <PageMeta title={copy.setUp.metaTitle} description={copy.setUp.metaDescription} />
      <NarrowPanel>
        <h1 ref={outcome} tabIndex={-1}>
          {copy.setUp.title}
        </h1>
        {setUp.isSuccess ? (
          <>
            <Alert tone="success">{copy.setUp.success}</Alert>
            <ButtonLink to={paths.login}>{copy.setUp.login}</ButtonLink>
          </>
        ) : (
          <>
            <p>{copy.setUp.intro}</p>
            {blank ? (
              <Alert tone="error">{copy.setUp.invalidToken}</Alert>
            ) : (
              <NewPasswordForm
                passwordLabel={copy.setUp.password}
                confirmLabel={copy.setUp.confirm}
                submitLabel={copy.setUp.submit}
                onValid={(password) => setUp.mutateAsync(email ? { token, email, password } : { token, password })}
                refusalText={refusalText}
              >
                {email ? (
                  <EmailLine>
                    {copy.setUp.emailLabel}: <strong>{email}</strong>
                  </EmailLine>
                ) : null}
              </NewPasswordForm>
            )}
            {offerNewLink ? <NewSetUpLinkForm initialEmail={email} /> : null}
          </>
        )}
      </NarrowPanel>
    </NarrowPage>
  );
}
