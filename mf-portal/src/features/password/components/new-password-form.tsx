import { Alert, Button, PasswordField, Spinner } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { type ReactNode, useId } from 'react';
import { failedRulesIn, PasswordRulesList } from '../../../components/password-rules-list';
import { copy } from '../../../copy';
import { useHydrated } from '@agency/shared-ui/hydrated';
import { NewPasswordForm as Schema } from '../new-password-schema';

export interface NewPasswordFormProps {
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** Sends a password that passed the spec's checks; a rejection becomes the form's refusal. */
  onValid: (password: string) => Promise<unknown>;
  /** The refusal's text for a failed send. */
  refusalText: (error: unknown) => string;
  /** Follows the refusal's text in its alert (the way to a new link). */
  refusalNote?: ReactNode;
  /** Shown above the fields (the email on the set-up page). */
  children?: ReactNode;
}

/** A new password and its confirmation, checked before anything is sent (spec section 5). */
export function NewPasswordForm({ passwordLabel, confirmLabel, submitLabel, onValid, refusalText, refusalNote, children }: NewPasswordFormProps) {
  const form = useZodForm(Schema, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const rulesId = useId();
  const rules = failedRulesIn(errors.password?.message);
  const refused = refusal(form);
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onValid(password);
    } catch (error) {
      refuse(form, refusalText(error));
    }
  });

  return (
    <>
      {refused ? (
        <Alert tone="error">
          {refused}
          {refusalNote ? <> {refusalNote}</> : null}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        {children}
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          error={rules.length > 0 ? true : errors.password?.message}
          {...form.register('password')}
          {...(rules.length > 0 ? { 'aria-describedby': rulesId } : {})}
        />
        <PasswordRulesList id={rulesId} rules={rules} />
        <PasswordField label={confirmLabel} autoComplete="new-password" error={errors.confirm?.message} {...form.register('confirm')} />
        <Button type="submit" $block disabled={!hydrated || isSubmitting}>
          {isSubmitting ? <Spinner label={copy.common.sending} size={18} /> : submitLabel}
        </Button>
      </form>
    </>
  );
}
