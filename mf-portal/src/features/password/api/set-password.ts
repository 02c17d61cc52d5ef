import type { SetPasswordBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

export type SetPasswordInput = SetPasswordBody;

/** POST /api/set_password — the first password of an account made by a guest booking or enrolment. */
export function setPassword(input: SetPasswordInput) {
  return callEndpoint('POST /api/set_password', { body: input });
}
