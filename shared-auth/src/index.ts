export { api, apiRequest, ApiError, errorMessage, logout } from './api-client';
export { type AsyncAction, type AsyncStatus, useAsyncAction } from './async-action';
export { type AuthState, firstWordOfName, selectIsSignedIn, useAuthStore } from './auth-store';
export { AGENCY_CONTACT } from './contact';
export {
  type DialogRequest,
  loginWithRedirect,
  openBookingDialog,
  openContactDialog,
  paths,
  type SiteDialogsState,
  useSiteDialogs,
} from './contract';
export { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE } from './messages';
export { formatNaira } from './money';
export {
  failedPasswordRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH,
  PASSWORD_RULES,
  PASSWORD_TOO_SHORT,
  validateNewPassword,
} from './password-rules';
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
} from './services';
export type { UserInfo } from './types';
export { USER_INFO_KEY } from './user-storage';
