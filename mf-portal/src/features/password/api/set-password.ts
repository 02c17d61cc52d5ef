import type { SetPasswordBody, Success } from '@agency/contracts';
import { api } from '@agency/shared-auth';

export type SetPasswordInput = SetPasswordBody;

/** POST /api/set_password — the first password of an account made by a guest booking or enrolment. */
export function setPassword(input: SetPasswordInput) {
  return api.post<Success>('set_password', input);
}
