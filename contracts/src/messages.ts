import { PASSWORD_TOO_SHORT } from './password-rules';

// No zod here: the remotes' copy modules import these texts by path ('@agency/contracts/messages').

/**
 * The issue message of a required field left missing, null or blank where the spec names the missing
 * fields together: the API turns every such issue of one request into "Please fill in the required
 * fields: name, email." (api/src/lib/validation.ts).
 */
export const MISSING_FIELD = 'is required';

/**
 * The spec's validation texts (section 5) that a schema gives as its issue message. The API answers one
 * of these as the whole `detail`, never prefixed with the field's name, exactly as the forms word it.
 */
export const VALIDATION_MESSAGES = {
  emptyLogin: 'Password or email field cannot be empty',
  emptySettings: 'Do not leave form field empty',
  emptyEmail: 'Email field cannot be empty',
  invalidToken: 'Invalid token',
  resetShortPassword: PASSWORD_TOO_SHORT,
  emptyNewsletter: 'Please enter your email address.',
} as const;
