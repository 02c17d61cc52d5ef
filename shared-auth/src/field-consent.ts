import { hasConsent } from './consent';

/**
 * Whether this page view may send field data (Web Vitals and front-end errors, docs/field-data.md). The data is
 * anonymous (no cookie, no identifier, no address stored), yet it is not essential: it is sent only after the
 * visitor allowed it in the storage notice ("Allow speed data", `hasConsent('field-data')`, issue 30), and never
 * when the browser asks sites not to measure (Global Privacy Control or Do Not Track), whatever the notice's answer.
 */
export function fieldDataAllowed(
  nav: Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean } = navigator,
  allowed: () => boolean = () => hasConsent('field-data'),
): boolean {
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return false;
  return allowed();
}
