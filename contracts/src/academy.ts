import { z } from 'zod';
import { MarketingConsentFields } from './privacy';
import { UserInfo } from './accounts';

/** A tutorial (spec section 3). `amount` is naira; 0 means free. */
export const Tutorial = z.object({
  id: z.number().int(),
  title: z.string(),
  brief_description: z.string(),
  description: z.string(),
  amount: z.number().int().describe('Naira; 0 means free'),
  is_current: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  link: z.string().describe("The class link; '' unless the caller is an enrolled student"),
  is_done: z.boolean(),
  is_cert_awarded: z.boolean(),
  course_id: z.string(),
  instructor: z.string(),
});

export const TutorialDetail = Tutorial.extend({
  is_student: z.boolean(),
  what_to_learn: z.array(z.string()),
  is_not_aut: z.boolean().describe('True when the call carries no valid sign-in'),
});

export const TutorialList = z.array(Tutorial);

const TutorialIdValue = z.coerce.number().int().positive().max(2_147_483_647);
export const TutorialId = z.object({ id: TutorialIdValue });

/** POST /api/add_student: the signed-in user sends only the id; a guest sends name, email and password too. */
export const AddStudentBody = z.object({
  id: TutorialIdValue,
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  password: z.string().max(128).optional(),
  ...MarketingConsentFields,
});
export const AddStudentAnswer = z.object({ message: z.literal('success'), user: UserInfo, is_student: z.boolean() });

export const RegisterStudentBody = z.object({ id: TutorialIdValue });
/**
 * POST /api/register_student (spec: "bearer if signed in"): signed in, enrols in a free tutorial (is_student
 * true); a guest has no account to enrol, so nothing is written and is_student is false (guests enrol, and
 * create their account, through add_student).
 */
export const RegisterStudentAnswer = z.object({ message: z.literal('success'), is_student: z.boolean() });

export const CertificateId = z.object({ id: z.string().max(80) });
/**
 * GET /api/view_n_verify_cert/:id, for `{course_id}-{user id}` (the user's public id, UserInfo's `id`). Only a
 * valid certificate answers 200; any other id answers 404 `Invalid Certificate`, the same whoever it names.
 */
export const CertificateAnswer = z.object({
  tutorial: Tutorial.omit({ link: true }),
  course_id: z.string(),
  is_student: z.boolean(),
  namer: z.string(),
  certificate_number: z
    .string()
    .describe("The holder's own certificate number (TMS-{course_id}-{six characters}), unique per holder and stable; '' unless is_student"),
  certificate_id: z
    .string()
    .describe('The address the certificate lives at, `{course_id}-{public user id}`: an old link (`{course_id}-{sequential user id}`) is answered with the new one to go to'),
});

export type Tutorial = z.infer<typeof Tutorial>;
export type TutorialList = z.infer<typeof TutorialList>;
export type TutorialDetail = z.infer<typeof TutorialDetail>;
export type AddStudentBody = z.infer<typeof AddStudentBody>;
export type AddStudentAnswer = z.infer<typeof AddStudentAnswer>;
export type CertificateAnswer = z.infer<typeof CertificateAnswer>;
