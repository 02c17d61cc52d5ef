import { api, type UserInfo } from '@agency/shared-auth';

/** A signed-in user sends only the tutorial id; a guest also sends the new account's details. */
export type AddStudentInput = { id: number } | { id: number; name: string; email: string; password: string };

export interface AddStudentAnswer {
  /** 'success'; a null message means the server refused the form. */
  message: string | null;
  /** The (new) account, signed in: a guest is signed in with it. */
  user?: UserInfo;
  /** False for a paid tutorial not paid for yet. */
  is_student: boolean;
}

/** POST /api/add_student: enrols the signed-in user, or creates, signs in and (when free) enrols a guest. */
export function addStudent(input: AddStudentInput) {
  return api.post<AddStudentAnswer>('add_student', input);
}
