import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';
import type { Tutorial } from '../../../types/tutorial';

/**
 * The certificate answer: `namer` is the holder and `certificate_number` the holder's own number
 * (TMS-{course_id}-{code}), both '' unless valid. The spec's `course_id` is the course's code.
 */
export interface CertificateAnswer {
  tutorial: Omit<Tutorial, 'link'>;
  course_id: string;
  is_student: boolean;
  namer: string;
  certificate_number?: string;
}

/** GET /api/view_n_verify_cert/{course_id}-{user id}: works without sign-in. */
export const getCertificate = publicCall((id: string) => api.get<CertificateAnswer>(`view_n_verify_cert/${encodeURIComponent(id)}`));
