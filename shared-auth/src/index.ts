/**
 * The shared singleton: the auth store, the one API client and the cross-remote contract — things that
 * must exist once per page. Stateless helpers (card-payment, format; and @agency/contracts' password-rules and
 * cart-discount) are not exported here: remotes import them by path ('@agency/shared-auth/format'), so each remote bundles
 * the version it was built and tested with, whatever shell build is deployed. Those files must reach the
 * store and client through this entry ('@agency/shared-auth'), never relatively, or each remote bundles
 * a private copy (see card-payment.tsx).
 */
export { api, apiRequest, ApiError, errorMessage, logout } from './api-client';
export { AnswerShapeError, type CallOptions, createEndpointClient, type EndpointClient, endpointPath } from './endpoint-client';
/** @deprecated Kept for remotes built before the data layer moved to TanStack Query (see `useApiQuery`); new code must not use it. */
export { type AsyncAction, type AsyncStatus, useAsyncAction } from './async-action';
export { type AuthState, firstWordOfName, selectIsSignedIn, selectIsStaff, useAuthStore } from './auth-store';
export { AGENCY_CONTACT } from './contact';
export {
  type BookingOptions,
  type BookingPurpose,
  type DialogRequest,
  isOfficePath,
  loginWithRedirect,
  openBookingDialog,
  openContactDialog,
  pages,
  paths,
  type SiteDialogsState,
  useSiteDialogs,
} from './contract';
export { fieldDataAllowed } from './field-consent';
export { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE } from './messages';
export {
  apiKey,
  createRenderQueryClient,
  dehydrateRendered,
  fetchRenderedQueries,
  hydrateRendered,
  invalidateApi,
  type QueryClient,
  queryClient,
  RenderQueryProvider,
  type UseMutationResult,
  type UseQueryResult,
  useApiGet,
  useApiMutation,
  useApiQuery,
} from './query';
export { configureRuntime, getRuntimeConfig, type RuntimeConfig } from './runtime-config';
export {
  isServiceCode,
  NO_SERVICE,
  normalizeServiceCode,
  SERVICES,
  type ServiceChoice,
  type ServiceCode,
  type ServiceCodeOrAlias,
  serviceLabel,
} from '@agency/contracts/services';
export type { UserInfo } from './types';
export { USER_INFO_KEY } from './user-storage';
