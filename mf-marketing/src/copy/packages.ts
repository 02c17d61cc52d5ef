const COUNT_WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten' };

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
  /** Under a tier's "From" figure: what it is the price of. */
  priceNote: (services: number) => `for ${COUNT_WORDS[services] ?? services} services, discount included`,
  loading: 'Loading our packages',
  failure: 'Our packages could not be loaded right now.',
  empty: 'No packages are offered at the moment. Ask us for a quote on the services you need.',
  howHeading: 'How the discount works',
  howSteps: [
    'Request the services you need, one at a time or all at once. Each request gets its own quote in naira.',
    'Accepted requests with a price appear in your cart on the Requests page.',
    'At check-out the discount is applied to the total: 5% for two items, 7% for three or four, 10% for five or more.',
  ],
  ctaHeading: 'Not sure which package fits?',
  ctaBody: 'Tell us what you are planning. We will suggest the smallest package that does the job, with a quote, within 24 hours.',
} as const;
