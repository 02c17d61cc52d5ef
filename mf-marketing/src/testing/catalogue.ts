import type { CaseStudy, CatalogueService, PricedPackage } from '@agency/contracts/catalogue';
import { SERVICES } from '@agency/contracts/services';

/**
 * Test data shaped like the API's seeded catalogue (issue 29): every service by its spec label, today's prices in
 * kobo, the three packages, the six FAQs and the two case studies. Tests answer the catalogue's endpoints with it
 * (mockApi) and change what they need; the pages themselves hold none of it.
 */

const PRICES: Partial<Record<string, number>> = {
  wd: 250_000_00, ma: 600_000_00, uid: 180_000_00, ve: 40_000_00, gd: 35_000_00, product: 300_000_00, smm: 120_000_00, seo: 150_000_00, adc: 100_000_00, cm: 60_000_00,
};
const NOTES: Partial<Record<string, string>> = { smm: 'a month', adc: 'plus ad spend' };
const GROUPS: Record<string, CatalogueService['group']> = {
  wd: 'build', ma: 'build', cc: 'build', dm: 'build', pm: 'build',
  uid: 'design', gd: 'design', product: 'design', ve: 'design', va: 'design',
  seo: 'market', adc: 'market', cm: 'market', smm: 'market', smn: 'market', em: 'market', cw: 'market',
  tutorship: 'learn',
};
const SUMMARIES: Partial<Record<string, string>> = {
  wd: 'Responsive business websites and landing pages that load fast on any phone.',
  ma: 'Android and iOS app screens, prototypes and builds for your customers.',
  uid: 'Research, wireframes and polished interfaces your users understand at a glance.',
  ve: 'Product videos, reels and event highlights cut, coloured and captioned.',
  gd: 'Brand identities that hold together everywhere your customers meet you.',
  product: 'Digital products designed around real users, tested before a line of code is written.',
  smm: 'Consistent, on-brand posting and community care on Instagram, Facebook, X, TikTok and LinkedIn.',
  seo: 'Rank on Google for what Nigerians actually search, from "best caterer in Lekki" to your product name.',
  adc: 'Paid campaigns on Google, Meta and TikTok that are built to convert, not just to get likes.',
  cm: 'Articles, newsletters, e-books and case studies that earn trust before the first sales call.',
};
const FEATURED = new Set(['wd', 'ma', 'uid', 've']);

/** Every service, in the spec's order, offered. */
export const SERVICES_FIXTURE: CatalogueService[] = SERVICES.filter((s) => s.code !== 'custom').map((s) => ({
  code: s.code as CatalogueService['code'],
  name: s.label,
  summary: SUMMARIES[s.code] ?? `${s.label} for Nigerian businesses.`,
  description: '',
  fromPrice: PRICES[s.code] ?? null,
  priceNote: NOTES[s.code] ?? '',
  offered: true,
  group: GROUPS[s.code]!,
  featured: FEATURED.has(s.code),
}));

/** The services answer, with `change` applied to the service of each code named. */
export function servicesAnswer(change: Partial<Record<string, Partial<CatalogueService>>> = {}, version = 1) {
  return { version, services: SERVICES_FIXTURE.map((s) => ({ ...s, ...change[s.code] })) };
}

export const PACKAGES_FIXTURE: PricedPackage[] = [
  {
    id: 'basic', name: 'Basic', services: 2, fromPrice: 71_250_00, percent: 5, popular: false,
    terms: '5% discount for two services',
    summary: 'For a small business taking its first serious step online.',
    features: ['Any two services from our list', 'A dedicated project lead', 'Two rounds of revisions per deliverable', 'Email and WhatsApp support'],
  },
  {
    id: 'standard', name: 'Standard', services: 3, fromPrice: 125_550_00, percent: 7, popular: true,
    terms: '6-7% discount for 3 or more services',
    summary: 'For growing brands that want design, build and marketing in one place.',
    features: ['Three or more services', 'A dedicated project lead', 'Three rounds of revisions per deliverable', 'Priority scheduling'],
  },
  {
    id: 'premium', name: 'Premium', services: 5, fromPrice: 319_500_00, percent: 10, popular: false,
    terms: '9-10% discount for 5 or more services, plus weekly feedback on progress',
    summary: 'For startups and companies running a full launch or rebrand.',
    features: ['Five or more services', 'Weekly feedback on progress', 'Unlimited revisions within scope', 'A monthly strategy call'],
  },
];
export const packagesAnswer = (packages: PricedPackage[] = PACKAGES_FIXTURE, version = 1) => ({ version, packages });

/** The spec's six topics, as seeded. */
export const FAQS_FIXTURE = [
    {
      id: 'support',
      question: 'How do I report a technical issue?',
      answer:
        'Send an email to our support team with a short description of the problem, the page you were on and a screenshot if you can. We reply within 24 hours.',
    },
    {
      id: 'navigate',
      question: 'How do I find the content I need on the website?',
      answer:
        'Content is organised by category. Use the menu to go to Services, Packages or Tutorials, then pick the category you are interested in, such as design, digital marketing or mentorship.',
    },
    {
      id: 'contribute',
      question: 'Can I contribute content or tutorials to the website?',
      answer:
        'Not yet. For now, contributions are limited to our internal team so that every page and tutorial meets the same standard. We will announce it in our newsletter when we open contributions.',
    },
    {
      id: 'timeline',
      question: 'How long does it take to design a website?',
      answer:
        'A basic website usually takes two to four weeks. A complex website, such as an online store or a platform with user accounts and payments, can take two to six months. We agree the timeline with you before we start.',
    },
    {
      id: 'cost',
      question: 'How much do your services cost?',
      answer:
        'Every project is different, so we give you a personalised quote in naira after we understand what you need. Book a consultation or send a request and you will get your quote within 24 hours.',
    },
    {
      id: 'seo',
      question: 'Do you offer SEO services?',
      answer:
        'Yes. We offer search engine optimisation: technical audits, local keyword research, on-page improvements and Google Business Profile set-up, so your customers find you first.',
    },
  ];
export const faqsAnswer = (faqs = FAQS_FIXTURE, version = 1) => ({ version, faqs });

export const CASE_STUDIES_FIXTURE: CaseStudy[] = [
  {
    slug: 'ojafresh-marketplace',
    title: 'OjaFresh marketplace',
    client: 'OjaFresh, Ikeja',
    summary:
      'An online store and delivery tracker for a farm-to-table grocer that had outgrown three WhatsApp numbers and a spreadsheet. Orders grew 3× in the first quarter after launch.',
    facts: [
      { label: 'Client', value: 'OjaFresh, a farm-to-table grocer in Ikeja' },
      { label: 'Sector', value: 'Grocery and home delivery' },
      { label: 'Timeline', value: '10 weeks, launched March 2025' },
      { label: 'Team', value: 'A designer, two engineers and an SEO specialist' },
    ],
    challenge: [
      'OjaFresh buys vegetables, fruit and grains straight from farms in Ogun and Oyo states and delivers them across Ikeja, Maryland and Gbagada. Every order came in through one of three WhatsApp numbers and was copied into a spreadsheet by hand.',
      'On a busy Saturday the team lost track of who had paid by transfer, riders phoned customers for directions, and about one order in five arrived late or with something missing. Customers loved the produce, but reordering meant scrolling back through old chats.',
      'The founder wanted a shop that works on an entry-level Android phone over 3G, takes card, transfer and USSD payments, and tells customers exactly where their basket is.',
    ],
    steps: [
      {
        title: 'Research at the packing centre',
        body: 'We spent two Saturdays at the Ikeja packing centre and interviewed 14 regular customers to learn how people really order: by recipe, by budget and by habit.',
      },
      {
        title: 'A shop that loads on 3G',
        body: 'We designed and built a lightweight web shop with saved baskets, one-tap reorder and prices that follow the farm-gate price each morning.',
      },
      {
        title: 'Payments and delivery on one screen',
        body: 'Card, bank transfer and USSD through Paystack, a live tracker for customers, and a route list for riders that groups orders by street.',
      },
      {
        title: 'Found on Google',
        body: 'Local SEO for searches such as “fresh food delivery Ikeja”, 30 neighbourhood landing pages and a Google Business Profile with real photos of the produce.',
      },
    ],
    results: [
      { value: '3×', label: 'orders in the first quarter after launch' },
      { value: '4%', label: 'late or incomplete deliveries, down from 19%' },
      { value: '41%', label: 'of customers reorder within two weeks' },
      { value: '1.8 s', label: 'to load the shop on a mid-range phone over 3G' },
    ],
    services: ['wd', 'uid', 'seo'],
    quote: {
      text: 'Saturdays used to be chaos. Now the orders, the payments and the riders are on one screen, and customers have stopped calling to ask where their tomatoes are.',
      name: 'Bisi Adeyemi',
      role: 'Founder, OjaFresh',
    },
    artLabel: 'The OjaFresh web shop in a browser, with its live delivery tracker on a phone',
    image: null,
  },
  {
    slug: 'kolo-savings-app',
    title: 'Kolo savings app',
    client: 'Kolo Cooperative, Ibadan',
    summary:
      'An Android and iOS app that lets 8,000 cooperative members save daily and track their contributions, even where the network drops.',
    facts: [
      { label: 'Client', value: 'Kolo Cooperative, a thrift and credit society in Ibadan' },
      { label: 'Sector', value: 'Cooperative finance' },
      { label: 'Timeline', value: '16 weeks, launched June 2025' },
      { label: 'Team', value: 'A product designer, three engineers and a cloud engineer' },
    ],
    challenge: [
      'Kolo’s 8,000 members, mostly market traders, artisans and civil servants, saved every day through 40 collectors who went from stall to stall with paper cards.',
      'Reconciling those cards took the finance team a full week each month. Disputes over missing entries were common, and members could not see their balance without a trip to the office in Bodija.',
      'Many members use entry-level phones in areas with patchy data, so an app that needed a constant connection would have failed on day one.',
    ],
    steps: [
      {
        title: 'Designed with the collectors',
        body: 'We walked the Bodija, Oja’ba and Moniya markets with six collectors and tested the contribution flow on paper before drawing a single screen.',
      },
      {
        title: 'Offline first',
        body: 'Contributions are recorded on the phone and sync when a signal returns; the member gets an SMS receipt on the spot, so there is proof either way.',
      },
      {
        title: 'One app for Android and iOS',
        body: 'A single codebase for members and collectors, in English and Yoruba, with a large-text mode for older members.',
      },
      {
        title: 'A cloud back office',
        body: 'A secure back office on the cloud that reconciles every contribution automatically and flags gaps for the finance team the same day.',
      },
    ],
    results: [
      { value: '8,000', label: 'members saving through the app' },
      { value: '1 day', label: 'to reconcile the month, down from a week' },
      { value: '92%', label: 'fewer disputed contributions' },
      { value: '₦46m', label: 'saved by members in the first six months' },
    ],
    services: ['ma', 'product', 'cc'],
    quote: {
      text: 'Our members trust the app because it works even when the network does not. Month-end used to take a week; now it is done before lunch.',
      name: 'Folake Ogunleye',
      role: 'Secretary, Kolo Cooperative',
    },
    artLabel: 'The Kolo savings app on two phones: a member’s balance and a collector recording a contribution offline',
    image: null,
  },
];

const summaryOf = ({ slug, title, client, summary, services, image, artLabel }: CaseStudy) => ({ slug, title, client, summary, services, image, artLabel });
export const workAnswer = (studies: CaseStudy[] = CASE_STUDIES_FIXTURE, version = 1) => ({ version, caseStudies: studies.map(summaryOf), logos: [] });

/** GET /api/catalogue/work/:slug's answer for one of the studies, with the next one (in order, wrapping). */
export function caseStudyAnswer(slug: string, studies: CaseStudy[] = CASE_STUDIES_FIXTURE, version = 1) {
  const index = studies.findIndex((s) => s.slug === slug);
  const next = studies.length > 1 ? studies[(index + 1) % studies.length]! : null;
  return { version, caseStudy: studies[index]!, next: next ? { slug: next.slug, title: next.title } : null };
}
