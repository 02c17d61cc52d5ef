import { CertificateAnswer as CertificateSchema } from '@agency/contracts';
import { ApiError, useApiQuery } from '@agency/shared-auth';
import { callEndpointAs, endpointKey } from '@agency/shared-auth/endpoints';

/**
 * An API from before per-holder numbers answers without `certificate_number` (the page then shows the course's
 * code), one from before public ids without `certificate_id` (the address asked for is then the certificate's).
 */
const Answer = CertificateSchema.partial({ certificate_number: true, certificate_id: true });
export type CertificateAnswer = ReturnType<typeof Answer.parse>;

export const certificatePath = (id: string) => `view_n_verify_cert/${encodeURIComponent(id)}`;

/**
 * GET /api/view_n_verify_cert/{course_id}-{user's public id}: works without sign-in; 404 for anything but a
 * valid certificate, and `certificate_id` is the address the certificate lives at (an old link's new one). `namer` is the holder and
 * `certificate_number` the holder's own number (TMS-{course_id}-{code}), both '' unless valid; the spec's
 * `course_id` is the course's code. Checked against the API's schema: a certificate is printed from it.
 */
export const getCertificate = (id: string, signal?: AbortSignal) => callEndpointAs(Answer, 'GET /api/view_n_verify_cert/:id', { params: { id }, signal });

/**
 * The certificate, cached under its API path; null when there is none (the API's 404). A 404 is an answer, not a
 * failure: the server renders "Invalide Certificate" with it (a failed query renders as loading there) and hands
 * it over to the browser like any answer.
 */
export function useCertificate(id: string) {
  return useApiQuery<CertificateAnswer | null>({
    queryKey: endpointKey('GET /api/view_n_verify_cert/:id', { params: { id } }),
    queryFn: async ({ signal }) => {
      try {
        return await getCertificate(id, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
