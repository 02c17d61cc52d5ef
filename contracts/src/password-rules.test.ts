import { failedPasswordRules, PASSWORD_MISMATCH, PASSWORD_RULES, PASSWORD_TOO_SHORT, validateNewPassword } from './password-rules';

describe('password rules', () => {
  it("lists the spec's five complexity messages in order", () => {
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([
      'at least 1 lowercase alphabetical character',
      'at least 1 uppercase alphabetical character',
      'at least 1 numeric character',
      'at least one special character',
      'eight characters or longer',
    ]);
  });

  it('passes a password with every kind of character and eight of them', () => {
    expect(failedPasswordRules('Lagos@2026')).toEqual([]);
    expect(failedPasswordRules('aB3!aB3!')).toEqual([]);
  });

  it('names exactly the rules a password fails', () => {
    expect(failedPasswordRules('lagos2026')).toEqual(['at least 1 uppercase alphabetical character', 'at least one special character']);
    expect(failedPasswordRules('LAGOS@2026')).toEqual(['at least 1 lowercase alphabetical character']);
    expect(failedPasswordRules('Ab1!')).toEqual(['eight characters or longer']);
    // Only !@#$%^&* count as special characters.
    expect(failedPasswordRules('Lagos-2026')).toEqual(['at least one special character']);
  });

  it('checks a mismatch first, then the minimum length, then complexity', () => {
    expect(validateNewPassword('Lagos@2026', 'Lagos@2025')).toEqual({ error: PASSWORD_MISMATCH, failedRules: [] });
    expect(validateNewPassword('Ab1!', 'Ab1!')).toEqual({ error: PASSWORD_TOO_SHORT, failedRules: [] });
    expect(validateNewPassword('lagos2026', 'lagos2026')).toEqual({
      error: null,
      failedRules: ['at least 1 uppercase alphabetical character', 'at least one special character'],
    });
    expect(validateNewPassword('Lagos@2026', 'Lagos@2026')).toEqual({ error: null, failedRules: [] });
  });

  it('agrees with the texts of the spec', () => {
    expect(PASSWORD_MISMATCH).toBe('Password field did not match');
    expect(PASSWORD_TOO_SHORT).toBe('Password must be more than 5 characters long');
  });
});
