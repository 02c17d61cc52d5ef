import type { CatalogueContent, CatalogueService } from './catalogue';
import { SERVICES } from './services';

/**
 * The catalogue's first version (issue 29): the public copy the pages carried as code before the catalogue, so the
 * site reads the same after the move. Services are named by the spec's labels (SERVICES), one name everywhere;
 * prices are the pages' old starting prices in kobo; packages, FAQs and case studies are the marketing remote's old
 * copy; testimonials are the landing page's client feedback. Written once, the first time the API starts on a database
 * without a catalogue (api/src/catalogue/store.ts `ensureCatalogue`). Here, beside the contract, so that the remotes'
 * tests answer the catalogue's endpoints with the same content (their testing/catalogue.ts), never a copy of it.
 */

type Seed = Pick<CatalogueService, 'summary' | 'description' | 'group'> & { naira?: number; priceNote?: string };

const label = (code: CatalogueService['code']) => SERVICES.find((s) => s.code === code)!.label;

/** In the spec's order (SERVICES), which is the catalogue's. */
const SERVICE_SEEDS: Record<CatalogueService['code'], Seed> = {
  seo: {
    group: 'market',
    naira: 150_000,
    summary: 'Rank on Google for what Nigerians actually search, from "best caterer in Lekki" to your product name.',
    description: 'A technical site audit, keyword research for local search, on-page fixes with a content plan, and your Google Business Profile set up.',
  },
  adc: {
    group: 'market',
    naira: 100_000,
    priceNote: 'plus ad spend',
    summary: 'Paid campaigns on Google, Meta and TikTok that are built to convert, not just to get likes.',
    description: 'Audience and budget planning, ad creatives and copy, A/B testing with weekly optimisation, and cost-per-lead reporting.',
  },
  cm: {
    group: 'market',
    naira: 60_000,
    summary: 'Articles, newsletters, e-books and case studies that earn trust before the first sales call.',
    description: 'Blog articles and newsletters, case studies and white papers, email sequences and a brand voice guide.',
  },
  smm: {
    group: 'market',
    naira: 120_000,
    priceNote: 'a month',
    summary: 'Consistent, on-brand posting and community care on Instagram, Facebook, X, TikTok and LinkedIn.',
    description: 'A monthly content calendar, design and copy for every post, replies to comments and DMs, and a monthly growth report.',
  },
  smn: {
    group: 'market',
    summary: 'Your business pages set up and linked on Instagram, Facebook, X, TikTok, LinkedIn and WhatsApp Business, so customers find one brand everywhere.',
    description: 'Profiles created or cleaned up, consistent names, photos and contact details, WhatsApp Business catalogue and quick replies, and links between every page and your website.',
  },
  em: {
    group: 'market',
    summary: 'Newsletters and automated emails that bring customers back, sent to a list you own.',
    description: 'List set-up and sign-up forms, welcome and abandoned-cart sequences, monthly newsletters and plain reports of opens, clicks and sales.',
  },
  cw: {
    group: 'market',
    summary: 'Website pages, product descriptions and posts written for Nigerian customers, in a voice that sounds like your brand.',
    description: 'Web pages, product and service descriptions, social captions, company profiles and proposals, edited and proofread.',
  },
  wd: {
    group: 'build',
    naira: 250_000,
    summary: 'Responsive business websites and landing pages that load fast on any phone.',
    description: 'Business websites, online stores and landing pages, built to load fast over 3G, take Paystack payments and rank on Google.',
  },
  ma: {
    group: 'build',
    naira: 600_000,
    summary: 'Android and iOS app screens, prototypes and builds for your customers.',
    description: 'Apps for Android and iOS from one codebase, designed for entry-level phones and patchy networks, published to both stores.',
  },
  uid: {
    group: 'design',
    naira: 180_000,
    summary: 'Research, wireframes and polished interfaces your users understand at a glance.',
    description: 'User research, wireframes, clickable prototypes and final screens for web and mobile, tested with your customers.',
  },
  gd: {
    group: 'design',
    naira: 35_000,
    summary: 'Brand identities that hold together everywhere your customers meet you.',
    description: 'Logos and brand guidelines, flyers, banners and packaging, social media graphics and templates, pitch decks and company profiles.',
  },
  ve: {
    group: 'design',
    naira: 40_000,
    summary: 'Product videos, reels and event highlights cut, coloured and captioned.',
    description: 'Reels, TikToks and YouTube videos, product demos and explainers, event and wedding highlights, with subtitles in English, Pidgin, Yoruba, Igbo or Hausa.',
  },
  va: {
    group: 'design',
    summary: 'Short video ads for Instagram, TikTok and YouTube, scripted and edited to stop the scroll and sell.',
    description: 'Scripts, shooting or editing your footage, captions and every size each platform needs, ready for your ad campaign.',
  },
  pm: {
    group: 'build',
    summary: 'A project lead who plans, schedules and reports on your digital project until it ships on time and on budget.',
    description: 'A plan with milestones, weekly progress reports, one person to call, and vendors and freelancers kept to their dates.',
  },
  product: {
    group: 'design',
    naira: 300_000,
    summary: 'Digital products designed around real users, tested before a line of code is written.',
    description: 'User research and journey maps, wireframes and clickable prototypes, design systems for web and mobile, and usability testing with your customers.',
  },
  cc: {
    group: 'build',
    summary: 'Hosting, migrations and monitoring on AWS, Google Cloud or Azure, sized for your traffic and your budget.',
    description: 'Cloud set-up and migration, backups, monitoring and alerts, and a setup that stays up on salary day.',
  },
  dm: {
    group: 'build',
    summary: 'Database design, backups, tuning and migrations that keep your records safe, fast and available.',
    description: 'Schema design, performance tuning, automated backups with tested restores, and migrations without downtime.',
  },
  tutorship: {
    group: 'learn',
    summary: 'Live classes and one-to-one mentoring in design, development and marketing from people who do the work.',
    description: 'Group tutorials of up to 20 students with projects and a certificate, or a mentor who meets you weekly and reviews your work.',
  },
};

/** Among the quick cards of the services and home pages. */
const FEATURED = new Set(['wd', 'ma', 'uid', 've']);

const services: CatalogueService[] = SERVICES.filter((s) => s.code !== 'custom').map(({ code }) => {
  const c = code as CatalogueService['code'];
  const seed = SERVICE_SEEDS[c];
  return {
    code: c,
    name: label(c),
    summary: seed.summary,
    description: seed.description,
    fromPrice: seed.naira === undefined ? null : seed.naira * 100,
    priceNote: seed.priceNote ?? '',
    offered: true,
    group: seed.group,
    featured: FEATURED.has(c),
  };
});

/** The landing page's client feedback, as GET /api/home answered it before the catalogue. */
export const SEED_TESTIMONIALS: CatalogueContent['testimonials'] = [
  {
    id: 1,
    name: 'Tolu Adebayo, founder of Kora Foods',
    text: 'They rebuilt our ordering site in five weeks. Orders from Lagos and Abuja doubled in the first quarter, and the team still answers the same day when we need a change.',
  },
  {
    id: 2,
    name: 'Chinedu Eze, operations lead at Swiftlink Logistics',
    text: 'The driver app they designed cut our delivery confirmation time from hours to minutes. Clear weekly updates, no surprises on the invoice.',
  },
  {
    id: 3,
    name: 'Amina Bello, creative director at Zaria Threads',
    text: 'Our product photos, lookbook and Instagram ads finally look like one brand. Engagement is up and our customers noticed.',
  },
  {
    id: 4,
    name: 'Ifeoma Nwosu, product manager',
    text: 'The UI/UX mentorship gave me a portfolio I was proud to show. I landed my current role two months after the cohort ended.',
  },
  {
    id: 5,
    name: 'Segun Alabi, CEO of PayGrid',
    text: 'Their cloud team moved our database and APIs to a setup that no longer falls over on salary day. Worth every naira.',
  },
];

export const SEED_CONTENT: CatalogueContent = {
  services,
  packages: [
    {
      id: 'basic',
      name: 'Basic',
      services: 2,
      summary: 'For a small business taking its first serious step online.',
      terms: '5% discount for two services',
      features: ['Any two services from our list', 'A dedicated project lead', 'Two rounds of revisions per deliverable', 'Email and WhatsApp support'],
      popular: false,
    },
    {
      id: 'standard',
      name: 'Standard',
      services: 3,
      summary: 'For growing brands that want design, build and marketing in one place.',
      terms: '6-7% discount for 3 or more services',
      features: ['Three or more services', 'A dedicated project lead', 'Three rounds of revisions per deliverable', 'Priority scheduling'],
      popular: true,
    },
    {
      id: 'premium',
      name: 'Premium',
      services: 5,
      summary: 'For startups and companies running a full launch or rebrand.',
      terms: '9-10% discount for 5 or more services, plus weekly feedback on progress',
      features: ['Five or more services', 'Weekly feedback on progress', 'Unlimited revisions within scope', 'A monthly strategy call'],
      popular: false,
    },
  ],
  faqs: [
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
  ],
  testimonials: SEED_TESTIMONIALS,
  caseStudies: [
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
      summary: 'An Android and iOS app that lets 8,000 cooperative members save daily and track their contributions, even where the network drops.',
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
  ],
  // The landing page's strip of client wordmarks; their art ships with the marketing remote until staff upload logos.
  logos: [
    { id: 'ojafresh', name: 'OjaFresh', image: null },
    { id: 'kolo-cooperative', name: 'Kolo Cooperative', image: null },
    { id: 'kora-foods', name: 'Kora Foods', image: null },
    { id: 'swiftlink-logistics', name: 'Swiftlink Logistics', image: null },
    { id: 'zaria-threads', name: 'Zaria Threads', image: null },
    { id: 'paygrid', name: 'PayGrid', image: null },
  ],
  heroes: [],
  business: {
    name: 'Think-Make-Solve Digital',
    phone: '+234 803 555 0142',
    email: 'hello@thinkmakesolve.ng',
    street: '12 Admiralty Way, Lekki Phase 1',
    locality: 'Lagos',
    region: 'Lagos',
    country: 'NG',
    hours: [
      { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' },
      { days: ['Sa'], opens: '10:00', closes: '14:00' },
    ],
  },
};
