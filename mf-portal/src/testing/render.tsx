// The site's shared test helpers, the signed-in client the portal's tests share, and a clean slate per test.
import type { UserInfo } from '@agency/contracts';
import { queryClient } from '@agency/shared-auth';
import { forgetCarts } from '../features/cart/stores/cart-store';

export { currentLocation, renderAt } from '@agency/shared-ui/testing';

/** As POST /api/login answers it (the contract's UserInfo). */
export const DEMO_USER: UserInfo = { token: 'tok-1', first_name: 'Adaeze Okafor', last_name: '+2348031234567', email: 'demo@example.ng', id: '3d5c0f8a2b7e4c19a6f1e08b7d2c4a53', role: 'client' };

// No test sees another's cached answers or the carts it read.
afterEach(() => {
  queryClient.clear();
  forgetCarts();
});
