import { LoginBody } from '@agency/contracts';
import { copy } from '../../copy';

/**
 * The login form (spec section 5): the contract's body (both fields required, 'Password or email field cannot
 * be empty'), then a password under 5 characters is refused locally. No email format check.
 */
export const LoginForm = LoginBody.superRefine(({ password }, ctx) => {
  if (password.length < 5) ctx.addIssue({ code: 'custom', path: ['password'], message: copy.login.shortPassword });
});
