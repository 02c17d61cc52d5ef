// By path: pure helpers bundled here, so a shell built before they joined the shared package still works.
import { validateNewPassword } from '@agency/contracts/src/password-rules';
import { Button, PasswordField, Spinner } from '@agency/shared-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { copy } from '../../../copy';
import { PasswordRulesList } from '../../../components/password-rules-list';

export interface NewPasswordFormProps {
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  busy: boolean;
  /** Called only with a password that passes the spec's checks. */
  onValid: (password: string) => void;
  /** Shown above the fields (the email on the set-up page). */
  children?: ReactNode;
}

/** A new password and its confirmation, checked before anything is sent (spec section 5). */
export function NewPasswordForm({ passwordLabel, confirmLabel, submitLabel, busy, onValid, children }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; message: string | null; rules: string[] } | null>(null);
  const passwordId = useId();
  const confirmId = useId();
  const rulesId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewPassword(password, confirm);
    if (!result.error && result.failedRules.length === 0) {
      setProblem(null);
      onValid(password);
      return;
    }
    const field = result.error && password !== confirm ? 'confirm' : 'password';
    setProblem({ field, message: result.error, rules: result.failedRules });
    document.getElementById(field === 'confirm' ? confirmId : passwordId)?.focus();
  };

  const rules = problem?.rules ?? [];
  const passwordError = problem?.field === 'password' ? (problem.message ?? rules.length > 0) : undefined;
  const confirmError = problem?.field === 'confirm' ? (problem.message ?? undefined) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <PasswordField
        id={passwordId}
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        error={passwordError}
        {...(rules.length > 0 ? { 'aria-describedby': rulesId } : {})}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordRulesList id={rulesId} rules={rules} />
      <PasswordField
        id={confirmId}
        label={confirmLabel}
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        error={confirmError}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" $block disabled={busy}>
        {busy ? <Spinner label={copy.common.sending} size={18} /> : submitLabel}
      </Button>
    </form>
  );
}
