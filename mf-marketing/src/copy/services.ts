import type { CatalogueService } from '@agency/contracts/catalogue';

/** The services page (/services). The services themselves (names, summaries, prices) come from the catalogue. */
export const servicesCopy = {
  metaTitle: 'Services | Think-Make-Solve Digital',
  metaDescription:
    'Web and mobile development, UI/UX and graphic design, video editing, digital marketing, cloud, database management and mentorship from Think-Make-Solve Digital in Lagos.',
  eyebrow: 'Services',
  title: 'Everything you need to grow online',
  lead: 'Pick a service and book it in minutes, or talk to us first. Every request gets a personal reply and a quote in naira within 24 hours.',
  quickHeading: 'Quick services',
  quickIntro: 'Our most requested work, with typical starting prices.',
  loading: 'Loading our services',
  failure: 'Our services could not be loaded right now.',
  empty: 'No services are listed at the moment. Tell us what you need and we will quote it.',
  listHeading: 'All services',
  /** Each group's heading, in the order shown (every group of the catalogue's services, SERVICE_GROUPS). */
  groups: { build: 'Build', design: 'Design', market: 'Market', learn: 'Learn' } satisfies Record<CatalogueService['group'], string>,
  listIntro: 'Choose a service to open the booking form with it already selected.',
  customHeading: 'Need something else?',
  customBody: 'Describe it in your own words: a chatbot, a school portal, a POS integration. We will tell you honestly if we can do it.',
  customButton: 'Make a custom request',
} as const;
