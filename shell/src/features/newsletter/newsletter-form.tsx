import { errorMessage, useAsyncAction } from '@agency/shared-auth';
import { Button, Input, Spinner, VisuallyHidden } from '@agency/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { newsletterCopy } from './copy';
import { subscribeToNewsletter } from './subscribe';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-width: 100%;
  /* The label only names the field (its text is visually hidden): it takes no place in the row. */
  & > label { display: contents; }
  /* The field takes the row and the button follows it; when the column is too narrow for both, the button
     drops below at full width rather than pushing the page wider. */
  input { flex: 1 1 12rem; min-width: 0; }
  button { flex: 1 0 auto; }
  @media (min-width: 420px) { button { flex-grow: 0; } }
`;

const Message = styled.p<{ $error?: boolean }>`
  width: 100%;
  margin: 0.25rem 0 0;
  color: ${({ $error }) => ($error ? '#ffb4ab' : 'inherit')};
  font-size: 0.9rem;
`;

/** Footer newsletter: the email must be non-empty (no format check, per spec); 'Subscribe Now' → spinner → 'Success!'. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const action = useAsyncAction(subscribeToNewsletter);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const newsEmail = email.trim();
    if (!newsEmail) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    const result = await action.run({ newsEmail });
    // run() resolves undefined on failure; an empty success body (null) still counts as subscribed.
    if (result !== undefined) setEmail('');
  };

  const failed = action.status === 'failure';
  return (
    <Form onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>
        <VisuallyHidden>{newsletterCopy.label}</VisuallyHidden>
      </label>
      <Input
        id={inputId}
        type="email"
        name="newsEmail"
        autoComplete="email"
        placeholder={newsletterCopy.placeholder}
        value={email}
        $invalid={emptyError}
        aria-invalid={emptyError || undefined}
        aria-describedby={messageId}
        onChange={(e) => {
          setEmail(e.target.value);
          setEmptyError(false);
          if (action.status !== 'request') action.reset();
        }}
      />
      <Button type="submit" disabled={action.status === 'request'}>
        {action.status === 'request' ? <Spinner label={newsletterCopy.sending} size={18} /> : action.status === 'success' ? newsletterCopy.success : newsletterCopy.submit}
      </Button>
      <Message id={messageId} role="status" $error={emptyError || failed}>
        {emptyError ? newsletterCopy.empty : failed ? errorMessage(action.error, newsletterCopy.failure) : ''}
      </Message>
    </Form>
  );
}
