import { api } from '@agency/shared-auth';

export interface SetPasswordInput {
  token: string;
  email?: string;
  password: string;
}

/** POST /api/set_password — the first password of an account made by a guest booking or enrolment. */
export function setPassword(input: SetPasswordInput) {
  return api.post<{ success: string }>('set_password', input);
}
