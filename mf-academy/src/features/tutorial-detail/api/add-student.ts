import type { AddStudentAnswer, AddStudentBody } from '@agency/contracts';
import { api } from '@agency/shared-auth';

/** A signed-in user sends only the tutorial id; a guest also sends the new account's details. */
export type AddStudentInput = Pick<AddStudentBody, 'id'> | Required<AddStudentBody>;

/**
 * POST /api/add_student: enrols the signed-in user, or creates, signs in and (when free) enrols a guest.
 * The answer's `user` is the (new) account, signed in; `is_student` is false for a paid tutorial not paid
 * for yet. The spec also allows a null `message` for a refused form, which the pages still handle.
 */
export function addStudent(input: AddStudentInput) {
  return api.post<AddStudentAnswer>('add_student', input);
}
