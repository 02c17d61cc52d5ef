import { PASSWORD_RULES } from '@agency/contracts/password-rules';
import { copy } from '../../../copy';
import { failedRulesOf, GuestForm } from './guest-form';

const VALID = { name: 'Chioma Eze', email: 'chioma@example.ng', password: 'Strong#2027', confirm: 'Strong#2027', marketing_consent: false };

const issuesOf = (form: typeof VALID) => {
  const result = GuestForm.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the guest sign-up form schema', () => {
  it('accepts a complete form with a strong matching password, trimming name and email', () => {
    expect(GuestForm.parse({ ...VALID, name: ' Chioma Eze ', email: ' chioma@example.ng ' })).toEqual(VALID);
  });

  it('marks every empty field as required, spaces counting as empty for name and email', () => {
    expect(issuesOf({ name: ' ', email: '', password: '', confirm: '', marketing_consent: false })).toEqual({
      name: copy.guest.required,
      email: copy.guest.required,
      password: copy.guest.required,
      confirm: copy.guest.required,
    });
  });

  it('puts a mismatch on the confirmation, a short password on the password', () => {
    expect(issuesOf({ ...VALID, confirm: 'Strong#2028' })).toEqual({ confirm: 'Password field did not match' });
    expect(issuesOf({ ...VALID, password: 'Ab1!', confirm: 'Ab1!' })).toEqual({ password: 'Password must be more than 5 characters long' });
    expect(failedRulesOf('Password must be more than 5 characters long')).toEqual([]);
  });

  it('lists the complexity rules a password fails', () => {
    const { password } = issuesOf({ ...VALID, password: 'lowercase', confirm: 'lowercase' }) as { password?: string };
    expect(failedRulesOf(password)).toEqual([PASSWORD_RULES[1].message, PASSWORD_RULES[2].message, PASSWORD_RULES[3].message]);
  });
});
