import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The spec's user info (the login answer and the stored sign-in): the phone goes out as `last_name`, as the spec has it.
 * `id` is the user's public id (random, not the database's sequence: certificate addresses carry it).
 */
export function userInfo(user: Pick<UserRow, 'publicId' | 'email' | 'firstName' | 'phone' | 'role'>, token: string) {
  return { token, first_name: user.firstName, last_name: user.phone, email: user.email, id: user.publicId, role: user.role };
}
