import type { UserInfo as UserInfoAnswer } from '@agency/contracts';

/**
 * The login answer as stored for the signed-in user (its schema: @agency/contracts). `role` may be
 * missing on users stored before roles existed, and `id` is the database's number on a sign-in stored
 * before public ids (the API still leads such a user's certificate links to the new address).
 */
export type UserInfo = Omit<UserInfoAnswer, 'role' | 'id'> & Partial<Pick<UserInfoAnswer, 'role'>> & { id: UserInfoAnswer['id'] | number };
