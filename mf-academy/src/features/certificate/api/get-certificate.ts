import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';
import type { Tutorial } from '../../../types/tutorial';

/** The certificate answer; `course_id` is the certificate number and `namer` the holder ('' unless valid). */
export interface CertificateAnswer {
  tutorial: Omit<Tutorial, 'link'>;
  course_id: string;
  is_student: boolean;
  namer: string;
}

/** GET /api/view_n_verify_cert/{course_id}-{user id}: works without sign-in. */
export const getCertificate = publicCall((id: string) => api.get<CertificateAnswer>(`view_n_verify_cert/${encodeURIComponent(id)}`));
