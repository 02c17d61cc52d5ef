import type { LoginBody } from '@agency/contracts';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** The spec sends the email address as `username`. */
export type LoginInput = LoginBody;

export function login(input: LoginInput) {
  return callEndpoint('POST /api/login', { body: input });
}
