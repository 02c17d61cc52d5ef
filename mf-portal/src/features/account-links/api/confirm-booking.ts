import type { Success, TokenBody as TokenSchema } from '@agency/contracts';
import { api, invalidateApi, useApiMutation } from '@agency/shared-auth';
import type { z } from 'zod';

/** POST /api/confirm_booking — adds a guest booking made under the account's address to the account. */
export function confirmBooking(input: z.infer<typeof TokenSchema>) {
  return api.post<Success>('confirm_booking', input);
}

/** Confirms the booking; the account's requests (on any screen, in any remote) reload with it. */
export function useConfirmBooking() {
  return useApiMutation({ mutationFn: confirmBooking, onSuccess: () => void invalidateApi('requests') });
}
