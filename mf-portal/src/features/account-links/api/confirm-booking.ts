import type { TokenBody } from '@agency/contracts';
import { invalidateApi, useApiMutation } from '@agency/shared-auth';
import { callEndpoint } from '@agency/shared-auth/endpoints';

/** POST /api/confirm_booking — adds a guest booking made under the account's address to the account. */
export function confirmBooking(input: TokenBody) {
  return callEndpoint('POST /api/confirm_booking', { body: input });
}

/** Confirms the booking; the account's requests (on any screen, in any remote) reload with it. */
export function useConfirmBooking() {
  return useApiMutation({ mutationFn: confirmBooking, onSuccess: () => void invalidateApi('requests') });
}
