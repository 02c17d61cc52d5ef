import type { AddStudentBody } from '@agency/contracts';
import { invalidateApi, useApiMutation, useAuthStore } from '@agency/shared-auth';
import { callEndpointAs } from '@agency/shared-auth/endpoints';
import { tutorialDetailPath } from './get-tutorial-detail';

/**
 * A signed-in user sends only the tutorial id; a guest also sends the new account's details, the unticked
 * newsletter box and the privacy notice version the form linked.
 */
export type AddStudentInput =
  | Pick<AddStudentBody, 'id'>
  | (Required<Pick<AddStudentBody, 'id' | 'name' | 'email' | 'password'>> & Pick<AddStudentBody, 'marketing_consent' | 'notice_version'>);

/**
 * POST /api/add_student: enrols the signed-in user, or creates, signs in and (when free) enrols a guest.
 * The answer's `user` is the (new) account, signed in; `is_student` is false for a paid tutorial not paid
 * for yet. The spec also allows a null `message` for a refused form, which the pages still handle.
 */
export function addStudent(input: AddStudentInput) {
  return callEndpointAs(() => import('../lib/add-student-answer').then((module) => module.AddStudentReading), 'POST /api/add_student', {
    body: input,
  });
}

/** What changes once someone joins a tutorial: the tutorial (now with its class link) and the portal's dashboard. */
export function invalidateEnrolment(tutorialId: number) {
  void invalidateApi(tutorialDetailPath(tutorialId));
  void invalidateApi('dashboard');
}

/**
 * add_student as a mutation. A guest's new account is signed in before anything is asked again (a sign-in
 * empties the page's cache, so the tutorial is then asked as the new student, never once more as a guest).
 */
export function useAddStudent(tutorialId: number) {
  return useApiMutation({
    mutationFn: addStudent,
    onSuccess: (answer) => {
      // Spec section 8: 'Invalide form' — nothing was created or changed.
      if (!answer.message) return;
      const { user, signIn } = useAuthStore.getState();
      if (!user && answer.user) signIn(answer.user);
      invalidateEnrolment(tutorialId);
    },
  });
}
