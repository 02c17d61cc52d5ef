import { naira, startingPrices } from './prices';

/** The digital marketing page (/digital-marketing): smm, seo, adc, cm. */
export const digitalMarketingCopy = {
  metaTitle: 'Digital marketing: social media, SEO, ads and content | Think-Make-Solve Digital',
  metaDescription:
    'Social media management, search engine optimisation, digital ads campaigns and content marketing for Nigerian businesses, run by Think-Make-Solve Digital in Lagos.',
  eyebrow: 'Digital marketing',
  title: 'Be found. Be chosen.',
  lead: 'Your customers are on Instagram, Google and WhatsApp every day. We make sure they see you there, and we report every naira spent in plain numbers.',
  itemsHeading: 'Our marketing services',
  items: [
    {
      code: 'smm',
      title: 'Social media management',
      body: 'Consistent, on-brand posting and community care on Instagram, Facebook, X, TikTok and LinkedIn.',
      points: ['Monthly content calendar', 'Design and copy for every post', 'Replies to comments and DMs', 'Monthly growth report'],
      price: `${naira(startingPrices.smm)} a month`,
    },
    {
      code: 'seo',
      title: 'Search engine optimisation (SEO)',
      body: 'Rank on Google for what Nigerians actually search, from "best caterer in Lekki" to your product name.',
      points: ['Technical site audit', 'Keyword research for local search', 'On-page fixes and content plan', 'Google Business Profile set-up'],
      price: naira(startingPrices.seo),
    },
    {
      code: 'adc',
      title: 'Digital ads campaign',
      body: 'Paid campaigns on Google, Meta and TikTok that are built to convert, not just to get likes.',
      points: ['Audience and budget planning', 'Ad creatives and copy', 'A/B testing and weekly optimisation', 'Cost-per-lead reporting'],
      price: `${naira(startingPrices.adc)} plus ad spend`,
    },
    {
      code: 'cm',
      title: 'Content marketing materials',
      body: 'Articles, newsletters, e-books and case studies that earn trust before the first sales call.',
      points: ['Blog articles and newsletters', 'Case studies and white papers', 'Email sequences', 'Brand voice guide'],
      price: naira(startingPrices.cm),
    },
  ],
  ctaHeading: 'Not sure where to start?',
  ctaBody: 'Book a consultation. We will review your current channels for free and recommend the one change that will matter most.',
} as const;
