import { ApiError, errorMessage, loginWithRedirect, paths, useAsyncAction, useAuthStore } from '@agency/shared-auth';
import { Alert, Button, Link, PasswordField, Spinner, TextField } from '@agency/shared-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { addStudent } from '../api/add-student';
import { type GuestForm, type GuestFormErrors, hasGuestErrors, validateGuest } from '../lib/validate-guest';

const Rules = styled.div`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  p { margin: 0; }
  ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
`;

const EMPTY: GuestForm = { name: '', email: '', password: '', confirm: '' };

/**
 * The guest's 'Account set up' form: creates the account through add_student and signs it in. The form stays
 * shown on any refusal ('User with that email already exist' included) so the guest can correct it.
 */
export function GuestSignUpForm({ tutorialId }: { tutorialId: number }) {
  const signIn = useAuthStore((s) => s.signIn);
  const [form, setForm] = useState<GuestForm>(EMPTY);
  const [errors, setErrors] = useState<GuestFormErrors>({ rules: [] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useAsyncAction(addStudent);
  const formRef = useRef<HTMLFormElement>(null);
  const rulesId = useId();
  const takenId = useId();
  const [refused, setRefused] = useState(0);

  // Once the errors are rendered, take the user to the first field to correct.
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const set = (field: keyof GuestForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = validateGuest(form);
    setErrors(found);
    if (hasGuestErrors(found)) {
      setRefused((n) => n + 1);
      return;
    }
    const answer = await action.run({ id: tutorialId, password: form.password, email: form.email.trim(), name: form.name.trim() });
    if (!answer) return;
    if (!answer.message || !answer.user) {
      setRefusal(copy.guest.invalidForm);
      return;
    }
    signIn(answer.user);
  };

  const emailTaken = action.status === 'failure' && action.error instanceof ApiError && action.error.status === 409;
  const failure = refusal ?? (action.status === 'failure' && !emailTaken ? errorMessage(action.error, copy.guest.failure) : null);
  const sending = action.status === 'request';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <p>{copy.guest.intro}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {/* Said once, in the alert; the email field is marked invalid and described by it. */}
      {emailTaken ? (
        <div id={takenId}>
          <Alert tone="error">{copy.guest.emailTaken}</Alert>
        </div>
      ) : null}
      <TextField
        label={copy.guest.name}
        name="name"
        autoComplete="name"
        value={form.name}
        error={errors.name}
        onChange={set('name')}
        data-autofocus
      />
      <TextField
        label={copy.guest.email}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email ?? (emailTaken ? true : undefined)}
        onChange={set('email')}
        {...(emailTaken && !errors.email ? { 'aria-describedby': takenId } : {})}
      />
      <PasswordField
        label={copy.guest.password}
        name="password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password ?? (errors.rules.length > 0 ? true : undefined)}
        onChange={set('password')}
        {...(errors.rules.length > 0 ? { 'aria-describedby': rulesId } : {})}
      />
      {errors.rules.length > 0 ? (
        <Rules id={rulesId}>
          <p>{copy.guest.rulesIntro}</p>
          <ul>
            {errors.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Rules>
      ) : null}
      <PasswordField
        label={copy.guest.confirm}
        name="confirm"
        autoComplete="new-password"
        value={form.confirm}
        error={errors.confirm}
        onChange={set('confirm')}
      />
      <Button type="submit" $block disabled={sending}>
        {sending ? <Spinner label={copy.guest.submitting} size={18} /> : copy.guest.submit}
      </Button>
      <p>
        {copy.guest.haveAccount} <Link to={loginWithRedirect(paths.tutorialDetail(tutorialId))}>{copy.guest.login}</Link>
      </p>
    </form>
  );
}
