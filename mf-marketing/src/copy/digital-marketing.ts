/** The digital marketing page (/digital-marketing): smm, seo, adc, cm. */
export const digitalMarketingCopy = {
  metaTitle: 'Digital marketing: social media, SEO, ads and content | Think-Make-Solve Digital',
  metaDescription:
    'Social media management, search engine optimisation, digital ads campaigns and content marketing for Nigerian businesses, run by Think-Make-Solve Digital in Lagos.',
  eyebrow: 'Digital marketing',
  title: 'Be found. Be chosen.',
  lead: 'Your customers are on Instagram, Google and WhatsApp every day. We make sure they see you there, and we report every naira spent in plain numbers.',
  itemsHeading: 'Our marketing services',
  /** The services the page offers, in order; their names, summaries and prices come from the catalogue. */
  codes: ['smm', 'seo', 'adc', 'cm'],
  /** What each service includes (page copy, beside the catalogue's summary). */
  points: {
    smm: ['Monthly content calendar', 'Design and copy for every post', 'Replies to comments and DMs', 'Monthly growth report'],
    seo: ['Technical site audit', 'Keyword research for local search', 'On-page fixes and content plan', 'Google Business Profile set-up'],
    adc: ['Audience and budget planning', 'Ad creatives and copy', 'A/B testing and weekly optimisation', 'Cost-per-lead reporting'],
    cm: ['Blog articles and newsletters', 'Case studies and white papers', 'Email sequences', 'Brand voice guide'],
  },
  loading: 'Loading our marketing services',
  failure: 'Our marketing services could not be loaded right now.',
  ctaHeading: 'Not sure where to start?',
  ctaBody: 'Book a consultation. We will review your current channels for free and recommend the one change that will matter most.',
} as const;
