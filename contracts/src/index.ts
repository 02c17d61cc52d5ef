/**
 * Every wire shape of the API, defined once. The API validates and documents with these schemas; the
 * remotes take their types from them (`z.infer`) and parse answers with them where a wrong shape would
 * break a page. Stateless: each remote bundles its own copy (never a Module Federation singleton).
 * The zod-free helpers (services, password-rules, cart-discount) can also be imported by path, so a
 * remote that needs only them does not bundle zod.
 */
export * from './academy';
export * from './accounts';
export * from './bookings';
export * as billing from './billing';
export * as consultations from './consultations';
export { ENDPOINTS, type Endpoint, type EndpointKey, endpointOf } from './endpoints';
export * from './cart-discount';
export { Detail, iso, isSpecMessage, MISSING_FIELD, requiredText, RowId, Success, textField, TokenParam, VALIDATION_MESSAGES } from './common';
export * from './field';
export * from './health';
export * from './home';
export * as office from './office';
export * from './password-rules';
export * from './payments';
export * from './portal';
export * from './privacy';
export { noticeVersion, PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION, RETENTION_DEFAULTS, type PrivacyNotice, type NoticeSection } from './privacy-notice';
export * from './services';
export * as threads from './threads';
export * as files from './files';
export * as activity from './activity';
export * as catalogue from './catalogue';
