// By path: pure helpers bundled here, so a shell built before they joined the shared package still works.
import { PASSWORD_MISMATCH, validateNewPassword } from '@agency/contracts/password-rules';
import { z } from 'zod';
import { rulesMessage } from '../../components/password-rules-list';

/**
 * A new password and its confirmation (client-only: the wire bodies carry the password alone), checked as the
 * contracts' rules say (spec section 5): a mismatch (on the confirmation), then the minimum length, then the
 * complexity list (on the password).
 */
export const NewPasswordForm = z.object({ password: z.string(), confirm: z.string() }).superRefine(({ password, confirm }, ctx) => {
  const { error, failedRules } = validateNewPassword(password, confirm);
  if (error) ctx.addIssue({ code: 'custom', path: [error === PASSWORD_MISMATCH ? 'confirm' : 'password'], message: error });
  else if (failedRules.length > 0) ctx.addIssue({ code: 'custom', path: ['password'], message: rulesMessage(failedRules) });
});
