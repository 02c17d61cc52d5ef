import { naira, packageFromPrice } from './prices';

/** The packages page and the landing page's package cards (spec sections 2 and 9). */
export const packagesCopy = {
  metaTitle: 'Packages | Think-Make-Solve Digital',
  metaDescription:
    'Basic, Standard and Premium service packages from Think-Make-Solve Digital, Lagos: save 5% on two services, 6-7% on three or more and 9-10% on five or more.',
  eyebrow: 'Packages',
  title: 'Bundle services, pay less',
  lead: 'Most projects need more than one skill: a website and a logo, an app and the ads that launch it. Combine services in one package and we take a discount off the total, automatically, when you check out.',
  cardsHeading: 'Choose a package',
  cardsIntro: 'Every package gets the same team, the same quality checks and an answer within 24 hours. The difference is how much you save.',
  popular: 'Most popular',
  fromLabel: 'From',
  items: [
    {
      id: 'basic',
      name: 'Basic',
      services: 2,
      price: naira(packageFromPrice(2)),
      priceNote: 'for two services, discount included',
      terms: '5% discount for two services',
      summary: 'For a small business taking its first serious step online.',
      features: ['Any two services from our list', 'A dedicated project lead', 'Two rounds of revisions per deliverable', 'Email and WhatsApp support'],
    },
    {
      id: 'standard',
      name: 'Standard',
      services: 3,
      price: naira(packageFromPrice(3)),
      priceNote: 'for three services, discount included',
      terms: '6-7% discount for 3 or more services',
      summary: 'For growing brands that want design, build and marketing in one place.',
      features: ['Three or more services', 'A dedicated project lead', 'Three rounds of revisions per deliverable', 'Priority scheduling'],
    },
    {
      id: 'premium',
      name: 'Premium',
      services: 5,
      price: naira(packageFromPrice(5)),
      priceNote: 'for five services, discount included',
      terms: '9-10% discount for 5 or more services, plus weekly feedback on progress',
      summary: 'For startups and companies running a full launch or rebrand.',
      features: ['Five or more services', 'Weekly feedback on progress', 'Unlimited revisions within scope', 'A monthly strategy call'],
    },
  ],
  howHeading: 'How the discount works',
  howSteps: [
    'Request the services you need, one at a time or all at once. Each request gets its own quote in naira.',
    'Accepted requests with a price appear in your cart on the Requests page.',
    'At check-out the discount is applied to the total: 5% for two items, 7% for three or four, 10% for five or more.',
  ],
  ctaHeading: 'Not sure which package fits?',
  ctaBody: 'Tell us what you are planning. We will suggest the smallest package that does the job, with a quote, within 24 hours.',
} as const;
