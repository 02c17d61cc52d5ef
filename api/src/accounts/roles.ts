import type { Db } from '../db/client';

export type Role = 'client' | 'staff';

/**
 * The role of an account, read by the 'staff' auth level. Until accounts carry a role, nobody is
 * staff, so every staff-only route answers 403 to a signed-in client.
 */
export async function roleOf(_db: Db, _userId: number): Promise<Role> {
  return 'client';
}
