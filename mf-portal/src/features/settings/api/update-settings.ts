import type { SettingsBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** `name` is stored as first_name and `phone` as last_name; `email` is read-only on the server. */
export type SettingsInput = SettingsBody;

/** POST /api/settings — answers the user info with a fresh token, stored as the login. */
export function updateSettings(input: SettingsInput) {
  return callEndpoint('POST /api/settings', { body: input });
}
