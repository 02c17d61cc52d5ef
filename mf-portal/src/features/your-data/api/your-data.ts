import type { ConsentsAnswer, DataRequest, NewDataRequestBody } from '@agency/contracts';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { queryClient, useApiMutation, useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey, endpointQuery } from '@agency/shared-auth/endpoints';

/** GET /api/me/consents: the newsletter's state and the consent history. */
export const useConsents = () => useApiQuery(endpointQuery('GET /api/me/consents'));

/** GET /api/me/data-requests: the log of the user's data requests, as the office handles them. */
export const useDataRequests = () => useApiQuery(endpointQuery('GET /api/me/data-requests'));

/** PUT /api/me/consents: on or off, as easily one way as the other; the answer is the new state. */
export const useSetNewsletter = () =>
  useApiMutation({
    mutationFn: (newsletter: boolean) => callEndpoint('PUT /api/me/consents', { body: { newsletter, notice_version: PRIVACY_NOTICE_VERSION } }),
    onSuccess: (answer: ConsentsAnswer) => queryClient.setQueryData(endpointKey('GET /api/me/consents'), answer),
  });

/** POST /api/me/data-requests: a request a person answers; it joins the log. */
export const useAskDataRequest = () =>
  useApiMutation({
    mutationFn: (body: NewDataRequestBody) => callEndpoint('POST /api/me/data-requests', { body }),
    onSuccess: (request: DataRequest) =>
      queryClient.setQueryData(endpointKey('GET /api/me/data-requests'), (list: DataRequest[] | undefined) => [request, ...(list ?? []).filter((r) => r.id !== request.id)]),
  });

/** GET /api/me/data-export, saved as a JSON file. Returns the export (its documents are listed on the page). */
export async function downloadExport() {
  const data = await callEndpoint('GET /api/me/data-export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `thinkmakesolve-data-${data.generated_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  // Logged as an access request: the log shows it.
  void queryClient.invalidateQueries({ queryKey: endpointKey('GET /api/me/data-requests') });
  return data;
}

export const useDownloadExport = () => useApiMutation({ mutationFn: downloadExport });

/** POST /api/me/erase with the typed password. */
export const useErase = () => useApiMutation({ mutationFn: (password: string) => callEndpoint('POST /api/me/erase', { body: { password } }) });
