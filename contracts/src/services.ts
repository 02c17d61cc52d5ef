/**
 * Service codes and labels (spec section 3). The one list the booking dialog, marketing pages and the API
 * agree on. No imports, so remotes can import this file by path without bundling zod.
 */
export const SERVICES = [
  { code: 'seo', label: 'SEO, SEM' },
  { code: 'adc', label: 'Ads campaign' },
  { code: 'cm', label: 'Content marketing' },
  { code: 'smm', label: 'Social media management' },
  { code: 'smn', label: 'Social media network' },
  { code: 'em', label: 'Email Marketing' },
  { code: 'cw', label: 'Copy/Content writing' },
  { code: 'wd', label: 'Web development' },
  { code: 'ma', label: 'Mobile app development' },
  { code: 'uid', label: 'UI/UX Designs' },
  { code: 'gd', label: 'Graphic Designs' },
  { code: 've', label: 'Video editing' },
  { code: 'va', label: 'Video ads creation' },
  { code: 'pm', label: 'Project Management' },
  { code: 'product', label: 'Product Design' },
  { code: 'cc', label: 'Cloud Computing' },
  { code: 'dm', label: 'Database Management' },
  { code: 'tutorship', label: 'Tutorship/Mentorship' },
  { code: 'custom', label: 'Make a Special Request' },
] as const;

export type ServiceCode = (typeof SERVICES)[number]['code'];
/** 'pd' is the services page's second code for Product Design. */
export type ServiceCodeOrAlias = ServiceCode | 'pd';
/** 'select' stands for no service chosen. */
export const NO_SERVICE = 'select' as const;
export type ServiceChoice = ServiceCode | typeof NO_SERVICE;

const CODES = new Set<string>(SERVICES.map((s) => s.code));

export function isServiceCode(value: unknown): value is ServiceCode {
  return typeof value === 'string' && CODES.has(value);
}

/** Maps the alias 'pd' to 'product' and anything unknown to 'select'. */
export function normalizeServiceCode(value: string | null | undefined): ServiceChoice {
  if (value === 'pd') return 'product';
  return isServiceCode(value) ? value : NO_SERVICE;
}

/** The stored code for a code sent by the site ('pd' is Product Design), or null when it is not a service. */
export function serviceCode(value: string): ServiceCode | null {
  const normalized = normalizeServiceCode(value.trim());
  return normalized === NO_SERVICE ? null : normalized;
}

/** A code's label; a code the list does not know (an old row) shows as it was stored. */
export function serviceLabel(code: string): string {
  const normalized = normalizeServiceCode(code);
  return SERVICES.find((s) => s.code === normalized)?.label ?? code;
}
