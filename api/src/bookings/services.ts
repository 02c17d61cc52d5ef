/** The spec's service codes (section 3) and their labels. */
export const SERVICES = {
  seo: 'SEO, SEM',
  adc: 'Ads campaign',
  cm: 'Content marketing',
  smm: 'Social media management',
  smn: 'Social media network',
  em: 'Email Marketing',
  cw: 'Copy/Content writing',
  wd: 'Web development',
  ma: 'Mobile app development',
  uid: 'UI/UX Designs',
  gd: 'Graphic Designs',
  ve: 'Video editing',
  va: 'Video ads creation',
  pm: 'Project Management',
  product: 'Product Design',
  cc: 'Cloud Computing',
  dm: 'Database Management',
  tutorship: 'Tutorship/Mentorship',
  custom: 'Make a Special Request',
} as const;

export type ServiceCode = keyof typeof SERVICES;

/** The services page sends 'pd' for Product Design; it is stored as 'product'. */
const ALIASES: Record<string, ServiceCode> = { pd: 'product' };

/** The stored code for a code sent by the site, or null when it is not a service. */
export function serviceCode(code: string): ServiceCode | null {
  const c = code.trim();
  if (Object.hasOwn(SERVICES, c)) return c as ServiceCode;
  return ALIASES[c] ?? null;
}

/** A stored service's label; a code the list does not know (an old row) shows as it was stored. */
export function serviceLabel(stored: string): string {
  const code = serviceCode(stored);
  return code ? SERVICES[code] : stored;
}
