import { errorMessage, GENERIC_ERROR_MESSAGE, useAsyncAction } from '@agency/shared-auth';
import { Alert, Button, Spinner, TextField } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { accountToken } from '../api/account-token';

const Box = styled.section`
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
`;

/** Offered when a set-up link is invalid or expired: emails a fresh one (POST /api/account_token). */
export function NewSetUpLinkForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [emptyError, setEmptyError] = useState(false);
  const action = useAsyncAction(accountToken);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setEmptyError(!value);
    if (value) void action.run({ email: value });
  };

  return (
    <Box aria-labelledby="set-up-new-link">
      <h2 id="set-up-new-link">{copy.setUp.newLinkTitle}</h2>
      <p>{copy.setUp.newLinkIntro}</p>
      {action.status === 'success' ? <Alert tone="success">{copy.setUp.newLinkSent}</Alert> : null}
      {action.status === 'failure' ? <Alert tone="error">{errorMessage(action.error, GENERIC_ERROR_MESSAGE)}</Alert> : null}
      {action.status !== 'success' ? (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={copy.setUp.newLinkEmail}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={emptyError ? copy.setUp.newLinkEmpty : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" $variant="secondary" disabled={action.status === 'request'}>
            {action.status === 'request' ? <Spinner label={copy.common.sending} size={18} /> : copy.setUp.newLinkSubmit}
          </Button>
        </form>
      ) : null}
    </Box>
  );
}
