import { EmailBody } from '@agency/contracts';
import { errorMessage, GENERIC_ERROR_MESSAGE, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, Spinner, TextField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { useHydrated } from '@agency/shared-ui/hydrated';
import { accountToken } from '../api/account-token';

const Box = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
`;

/** Offered when a set-up link is invalid or expired: emails a fresh one (POST /api/account_token). */
export function NewSetUpLinkForm({ initialEmail }: { initialEmail: string }) {
  const form = useZodForm(EmailBody, { defaultValues: { email: initialEmail } });
  const send = useApiMutation({ mutationFn: accountToken });
  const refused = refusal(form);
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      refuse(form, errorMessage(error, GENERIC_ERROR_MESSAGE));
    }
  });

  return (
    <Box aria-labelledby="set-up-new-link">
      <h2 id="set-up-new-link">{copy.setUp.newLinkTitle}</h2>
      <p>{copy.setUp.newLinkIntro}</p>
      {send.isSuccess ? (
        <Alert tone="success">{copy.setUp.newLinkSent}</Alert>
      ) : (
        <>
          {refused ? <Alert tone="error">{refused}</Alert> : null}
          <form onSubmit={onSubmit} noValidate>
            <TextField label={copy.setUp.newLinkEmail} type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
            <Button type="submit" $variant="secondary" disabled={!hydrated || send.isPending}>
              {send.isPending ? <Spinner label={copy.common.sending} size={18} /> : copy.setUp.newLinkSubmit}
            </Button>
          </form>
        </>
      )}
    </Box>
  );
}
