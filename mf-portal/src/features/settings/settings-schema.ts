import { SettingsBody } from '@agency/contracts';
// By path: a pure helper bundled here, so a shell built before it joined the shared package still works.
import { failedPasswordRules } from '@agency/contracts/password-rules';
import { rulesMessage } from '../../components/password-rules-list';
import { copy } from '../../copy';

/**
 * The settings form: the contract's body (every field required, 'Do not leave form field empty'), then the
 * spec's password checks in its order (section 5) once nothing is empty: too short, the untouched mask, the
 * complexity list.
 */
export const SettingsForm = SettingsBody.superRefine((input, ctx) => {
  const password = input.password ?? '';
  if (password && !password.trim()) ctx.addIssue({ code: 'custom', path: ['password'], message: copy.settings.empty });
  if ([input.name, input.email, input.phone, password].some((value) => !value?.trim())) return;
  const problem =
    password.length < 5 ? copy.settings.short : password === copy.settings.maskedPassword ? copy.settings.masked : rulesMessage(failedPasswordRules(password));
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
