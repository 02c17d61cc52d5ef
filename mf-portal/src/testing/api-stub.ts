// The shared fetch stub, plus the signed-in client the portal's tests share.
export { type SentCall, stubApi } from '@agency/shared-ui/src/testing';

export const DEMO_USER = { token: 'tok-1', first_name: 'Adaeze Okafor', last_name: '+2348031234567', email: 'demo@example.ng', id: 3 };
