import { naira, startingPrices } from './prices';

/** The services page (/services). Service labels come from SERVICES in @agency/shared-auth. */
export const servicesCopy = {
  metaTitle: 'Services | Think-Make-Solve Digital',
  metaDescription:
    'Web and mobile development, UI/UX and graphic design, video editing, digital marketing, cloud, database management and mentorship from Think-Make-Solve Digital in Lagos.',
  eyebrow: 'Services',
  title: 'Everything you need to grow online',
  lead: 'Pick a service and book it in minutes, or talk to us first. Every request gets a personal reply and a quote in naira within 24 hours.',
  quickHeading: 'Quick services',
  quickIntro: 'Our most requested work, with typical starting prices.',
  quick: [
    { code: 'wd', title: 'Web design', body: 'Responsive business websites and landing pages that load fast on any phone.', price: naira(startingPrices.wd) },
    { code: 'ma', title: 'Mobile design', body: 'Android and iOS app screens, prototypes and builds for your customers.', price: naira(startingPrices.ma) },
    { code: 'uid', title: 'UI/UX design', body: 'Research, wireframes and polished interfaces your users understand at a glance.', price: naira(startingPrices.uid) },
    { code: 've', title: 'Video editing', body: 'Product videos, reels and event highlights cut, coloured and captioned.', price: naira(startingPrices.ve) },
  ],
  listHeading: 'All services',
  listIntro: 'Choose a service to open the booking form with it already selected.',
  groups: [
    { id: 'build', title: 'Build', codes: ['wd', 'ma', 'cc', 'dm', 'pm'] },
    { id: 'design', title: 'Design', codes: ['uid', 'gd', 'pd', 've', 'va'] },
    { id: 'market', title: 'Market', codes: ['seo', 'adc', 'cm', 'smm', 'smn', 'em', 'cw'] },
    { id: 'learn', title: 'Learn', codes: ['tutorship'] },
  ],
  customHeading: 'Need something else?',
  customBody: 'Describe it in your own words: a chatbot, a school portal, a POS integration. We will tell you honestly if we can do it.',
  customButton: 'Make a custom request',
} as const;
