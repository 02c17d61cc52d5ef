import { api } from '@agency/shared-auth';

/** POST /api/confirm_booking — adds a guest booking made under the account's address to the account. */
export function confirmBooking(input: { token: string }) {
  return api.post<{ success: string }>('confirm_booking', input);
}
