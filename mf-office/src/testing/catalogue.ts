import { CATALOGUE_CODES, type CatalogueContent, type OfficeCatalogue, type VersionInfo } from '@agency/contracts/catalogue';
import { serviceLabel } from '@agency/contracts/services';

/**
 * A whole draft as GET /api/office/catalogue answers it (every service the contract requires, once): Web development
 * from ₦350,000, Mobile app development from ₦600,000, the rest quoted only; three FAQs; nothing else yet.
 */
export const catalogueContent = (overrides: Partial<CatalogueContent> = {}): CatalogueContent => ({
  services: CATALOGUE_CODES.map((code) => ({
    code,
    name: serviceLabel(code),
    summary: `${serviceLabel(code)} for Nigerian businesses.`,
    description: '',
    fromPrice: code === 'wd' ? 35_000_000 : code === 'ma' ? 60_000_000 : null,
    priceNote: '',
    offered: true,
    group: 'build' as const,
    featured: code === 'wd',
  })),
  packages: [],
  faqs: [
    { id: 'how-long', question: 'How long does a website take?', answer: 'Four to eight weeks.' },
    { id: 'payment', question: 'How do I pay?', answer: 'By card through Paystack.' },
    { id: 'support', question: 'Do you offer support?', answer: 'Yes, for a year.' },
  ],
  testimonials: [],
  caseStudies: [],
  logos: [],
  heroes: [],
  business: {
    name: 'Think-Make-Solve Digital',
    phone: '+234 800 000 0000',
    email: 'hello@thinkmakesolve.ng',
    street: '12 Allen Avenue',
    locality: 'Ikeja',
    region: 'Lagos',
    country: 'NG',
    hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' }],
  },
  ...overrides,
});

/** A published version as the office lists it: version 3, published by Bola, the current one. */
export const versionInfo = (overrides: Partial<VersionInfo> = {}): VersionInfo => ({
  version: 3,
  publishedAt: '2026-11-20T09:00:00.000Z',
  publishedBy: 'Bola',
  note: '',
  rollbackOf: null,
  current: true,
  ...overrides,
});

/** GET /api/office/catalogue: the draft (changed since version 3 unless `unpublished` says otherwise). */
export const officeCatalogue = (overrides: Partial<OfficeCatalogue> = {}): OfficeCatalogue => ({
  draft: catalogueContent(),
  draftUpdatedAt: '2026-11-21T10:00:00.000Z',
  draftUpdatedBy: 'Bola',
  published: versionInfo(),
  unpublished: true,
  ...overrides,
});
