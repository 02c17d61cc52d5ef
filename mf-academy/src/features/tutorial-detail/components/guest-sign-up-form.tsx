import { ApiError, errorMessage, loginWithRedirect, paths } from '@agency/shared-auth';
import { paths as pagePaths } from '@agency/contracts/pages';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { Alert, Button, Link, MarketingConsentField, PasswordField, Spinner, TextField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { useAddStudent } from '../api/add-student';
import { failedRulesOf, GuestForm } from '../lib/guest-form';

const Rules = styled.div`
  margin: -0.5rem 0 1rem;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  p { margin: 0; }
  ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
`;

/**
 * The guest's 'Account set up' form: creates the account through add_student and signs it in (useAddStudent).
 * The form stays shown on any refusal ('User with that email already exist' included) so the guest can correct
 * it. Loaded lazily by the page (react-hook-form and zod are not in its first JavaScript); the page shows
 * GuestSignUpPlaceholder, the same fields inert, meanwhile: keep the two alike.
 */
export function GuestSignUpForm({ tutorialId }: { tutorialId: number }) {
  const form = useZodForm(GuestForm, { defaultValues: { name: '', email: '', password: '', confirm: '', marketing_consent: false } });
  const { errors } = form.formState;
  const join = useAddStudent(tutorialId);
  const rulesId = useId();
  const takenId = useId();

  // The page showed a placeholder while this form loaded: the dialog's own focus on open went there.
  useEffect(() => form.setFocus('name'), [form.setFocus]);

  const onSubmit = form.handleSubmit(async ({ name, email, password, marketing_consent }) => {
    try {
      const answer = await join.mutateAsync({ id: tutorialId, password, email, name, marketing_consent, notice_version: PRIVACY_NOTICE_VERSION });
      if (!answer.message || !answer.user) refuse(form, copy.guest.invalidForm);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) refuse(form, copy.guest.emailTaken, 'email');
      else refuse(form, errorMessage(error, copy.guest.failure));
    }
  });

  const rules = failedRulesOf(errors.password?.message);
  // The server's refusal of the email is said once, in the alert; the email field is marked invalid and described by it.
  const emailTaken = errors.email?.type === 'server' ? errors.email.message : undefined;
  const sending = join.isPending;
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{copy.guest.intro}</p>
      {refusal(form) ? <Alert tone="error">{refusal(form)}</Alert> : null}
      {emailTaken ? (
        <div id={takenId}>
          <Alert tone="error">{emailTaken}</Alert>
        </div>
      ) : null}
      <TextField label={copy.guest.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} data-autofocus />
      <TextField
        label={copy.guest.email}
        type="email"
        autoComplete="email"
        error={emailTaken ? true : errors.email?.message}
        {...form.register('email')}
        {...(emailTaken ? { 'aria-describedby': takenId } : {})}
      />
      <PasswordField
        label={copy.guest.password}
        autoComplete="new-password"
        error={rules.length > 0 ? true : errors.password?.message}
        {...form.register('password')}
        {...(rules.length > 0 ? { 'aria-describedby': rulesId } : {})}
      />
      {rules.length > 0 ? (
        <Rules id={rulesId}>
          <p>{copy.guest.rulesIntro}</p>
          <ul>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </Rules>
      ) : null}
      <PasswordField label={copy.guest.confirm} autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
      <MarketingConsentField privacyHref={pagePaths.privacy} {...form.register('marketing_consent')} />
      <Button type="submit" $block disabled={sending}>
        {sending ? <Spinner label={copy.guest.submitting} size={18} /> : copy.guest.submit}
      </Button>
      <p>
        {copy.guest.haveAccount} <Link to={loginWithRedirect(paths.tutorialDetail(tutorialId))}>{copy.guest.login}</Link>
      </p>
    </form>
  );
}
