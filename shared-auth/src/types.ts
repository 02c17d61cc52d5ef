import type { UserInfo as UserInfoAnswer } from '@agency/contracts';

/**
 * The login answer as stored for the signed-in user (its schema: @agency/contracts). `role` may be
 * missing on users stored before roles existed.
 */
export type UserInfo = Omit<UserInfoAnswer, 'role'> & Partial<Pick<UserInfoAnswer, 'role'>>;
