import { AddStudentAnswer } from '@agency/contracts';
import { z } from 'zod';

/**
 * POST /api/add_student's answer as the page reads it: the contract's, plus the spec's refused form (a null
 * `message`, no `user`: spec section 8's 'Invalide form'), which the API no longer sends but the page still handles.
 * Loaded with the call, so zod stays out of the tutorial page's first load.
 */
export const AddStudentReading = AddStudentAnswer.extend({ message: z.literal('success').nullable(), user: AddStudentAnswer.shape.user.optional() });
