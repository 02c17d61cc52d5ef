import type { ServiceCode } from '@agency/shared-auth';

/** The case-study page (/work/{slug}): one entry per recent project on the landing page. */
export interface CaseStudy {
  slug: string;
  title: string;
  client: string;
  summary: string;
  facts: readonly { label: string; value: string }[];
  challenge: readonly string[];
  steps: readonly { title: string; body: string }[];
  results: readonly { value: string; label: string }[];
  services: readonly ServiceCode[];
  quote: { text: string; name: string; role: string };
  artLabel: string;
}

export const workCopy = {
  eyebrow: 'Case study',
  factsLabel: 'Project facts',
  challengeHeading: 'The challenge',
  approachHeading: 'What we did',
  resultsHeading: 'Results',
  servicesHeading: 'Services used',
  servicesNote: 'Each of these can be booked on its own or combined in a package, which takes a discount off the total.',
  quoteHeading: 'In the client’s words',
  ctaHeading: 'Planning something similar?',
  ctaBody: 'Book a free 30-minute consultation. We will look at your numbers, tell you honestly what would move them and send a plan with a quote in naira within 24 hours.',
  nextLabel: 'Next case study',
  backHome: 'Back to the home page',
  metaTitle: (title: string) => `${title}: case study | Think-Make-Solve Digital`,
  notFoundTitle: 'Case study not found',
  notFoundBody: 'We could not find a project at this address. The link may be incomplete, or the case study may have moved. Here is the work we can show you:',
  notFoundMeta: 'This case study does not exist. See the recent projects of Think-Make-Solve Digital, a Lagos digital agency.',
} as const;

export const caseStudies: readonly CaseStudy[] = [
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
  },
];

/** The case study at /work/{slug}, or undefined for an unknown slug. */
export const findCaseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug);
