import type { LoginBody } from '@agency/contracts';
import { api, type UserInfo } from '@agency/shared-auth';

/** The spec sends the email address as `username`. */
export type LoginInput = LoginBody;

export function login(input: LoginInput) {
  return api.post<UserInfo>('login', input);
}
