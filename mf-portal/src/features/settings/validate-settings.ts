// By path: a pure helper bundled here, so a shell built before it joined the shared package still works.
import { failedPasswordRules } from '@agency/contracts/src/password-rules';
import { copy } from '../../copy';
import type { SettingsInput } from './api/update-settings';

export interface SettingsProblem {
  message: string | null;
  /** Which fields to highlight. */
  fields: Array<keyof SettingsInput>;
  failedRules: string[];
}

/** Settings' own checks (spec section 5), in order: empty fields, short password, the untouched mask, complexity. */
export function validateSettings(input: SettingsInput): SettingsProblem | null {
  const empty = (Object.keys(input) as Array<keyof SettingsInput>).filter((k) => !input[k].trim());
  if (empty.length > 0) return { message: copy.settings.empty, fields: empty, failedRules: [] };
  if (input.password.length < 5) return { message: copy.settings.short, fields: ['password'], failedRules: [] };
  if (input.password === copy.settings.maskedPassword) return { message: copy.settings.masked, fields: ['password'], failedRules: [] };
  const failedRules = failedPasswordRules(input.password);
  if (failedRules.length > 0) return { message: null, fields: ['password'], failedRules };
  return null;
}
