/** The provider's public contact details, shown in the footer and on the contact dialog. */
export const AGENCY_CONTACT = {
  name: 'Think-Make-Solve Digital',
  phone: '+234 803 555 0142',
  phoneHref: 'tel:+2348035550142',
  email: 'hello@thinkmakesolve.ng',
  address: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
} as const;
