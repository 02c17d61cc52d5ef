import type { UserInfo } from './types';

/** The key under which the signed-in user's info is kept on the device. */
export const USER_INFO_KEY = 'userInfo';

function isUserInfo(value: unknown): value is UserInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.length > 0 && typeof v.email === 'string' && v.id !== undefined;
}

export function readStoredUser(): UserInfo | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: UserInfo | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(USER_INFO_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(USER_INFO_KEY);
  } catch {
    // Storage can be full or blocked (private mode); the in-memory session still works.
  }
}
