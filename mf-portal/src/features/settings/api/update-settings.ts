import type { SettingsBody } from '@agency/contracts';
import { api, type UserInfo } from '@agency/shared-auth';

/** `name` is stored as first_name and `phone` as last_name; `email` is read-only on the server. */
export type SettingsInput = SettingsBody;

/** POST /api/settings — answers the user info with a fresh token, stored as the login. */
export function updateSettings(input: SettingsInput) {
  return api.post<UserInfo>('settings', input);
}
