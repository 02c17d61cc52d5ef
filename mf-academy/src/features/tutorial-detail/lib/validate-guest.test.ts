import { PASSWORD_RULES } from '@agency/contracts/src/password-rules';
import { copy } from '../../../copy';
import { hasGuestErrors, validateGuest } from './validate-guest';

const VALID = { name: 'Chioma Eze', email: 'chioma@example.ng', password: 'Strong#2027', confirm: 'Strong#2027' };

describe('validateGuest', () => {
  it('accepts a complete form with a strong matching password', () => {
    const errors = validateGuest(VALID);
    expect(errors).toEqual({ rules: [] });
    expect(hasGuestErrors(errors)).toBe(false);
  });

  it('marks every empty field as required, spaces counting as empty for name and email', () => {
    expect(validateGuest({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: copy.guest.required,
      email: copy.guest.required,
      password: copy.guest.required,
      confirm: copy.guest.required,
      rules: [],
    });
  });

  it('puts a mismatch on the confirmation, a short password on the password', () => {
    expect(validateGuest({ ...VALID, confirm: 'Strong#2028' })).toEqual({ confirm: 'Password field did not match', rules: [] });
    expect(validateGuest({ ...VALID, password: 'Ab1!', confirm: 'Ab1!' })).toEqual({
      password: 'Password must be more than 5 characters long',
      rules: [],
    });
  });

  it('lists the complexity rules a password fails', () => {
    const errors = validateGuest({ ...VALID, password: 'lowercase', confirm: 'lowercase' });
    expect(errors.rules).toEqual([PASSWORD_RULES[1].message, PASSWORD_RULES[2].message, PASSWORD_RULES[3].message]);
    expect(hasGuestErrors(errors)).toBe(true);
  });
});
