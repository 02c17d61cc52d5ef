import { CertificateAnswer as CertificateSchema } from '@agency/contracts';
import { api, apiKey, useApiQuery } from '@agency/shared-auth';

/** An API from before per-holder numbers answers without `certificate_number`; the page then shows the course's code. */
const Answer = CertificateSchema.partial({ certificate_number: true });
export type CertificateAnswer = ReturnType<typeof Answer.parse>;

const certificatePath = (id: string) => `view_n_verify_cert/${encodeURIComponent(id)}`;

/**
 * GET /api/view_n_verify_cert/{course_id}-{user id}: works without sign-in. `namer` is the holder and
 * `certificate_number` the holder's own number (TMS-{course_id}-{code}), both '' unless valid; the spec's
 * `course_id` is the course's code. Checked against the API's schema: a certificate is printed from it.
 */
export const getCertificate = async (id: string, signal?: AbortSignal) => Answer.parse(await api.get<unknown>(certificatePath(id), { signal }));

/** The certificate, cached under its API path. */
export function useCertificate(id: string) {
  return useApiQuery({ queryKey: apiKey(certificatePath(id)), queryFn: ({ signal }) => getCertificate(id, signal) });
}
