// The shared fetch stub, plus the signed-in client the portal's tests share.
export { type SentCall, stubApi } from '@agency/shared-ui/src/testing';
export { DEMO_USER } from './render';
