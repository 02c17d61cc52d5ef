import { api, type UserInfo } from '@agency/shared-auth';

/** The spec sends the email address as `username`. */
export interface LoginInput {
  username: string;
  password: string;
}

export function login(input: LoginInput) {
  return api.post<UserInfo>('login', input);
}
