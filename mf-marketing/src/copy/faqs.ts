/** The FAQs page (/faqs). The questions and answers (the spec's six topics, as seeded) come from the catalogue. */
export const faqsCopy = {
  metaTitle: 'Frequently asked questions | Think-Make-Solve Digital',
  metaDescription:
    'Answers about support, finding content, contributions, website design timelines, pricing and SEO services at Think-Make-Solve Digital.',
  eyebrow: 'FAQs',
  title: 'Frequently asked questions',
  lead: 'Quick answers to what clients and students ask us most.',
  loading: 'Loading the questions',
  failure: 'The questions could not be loaded right now.',
  empty: 'No questions are listed yet. Send us yours and we will answer within 24 hours.',
  /** The FAQ (its catalogue id) that is followed by the support email address. */
  supportFaq: 'support',
  supportEmail: 'Support email:',
  moreHeading: 'Still have a question?',
  moreBody: 'Send us a message and a real person will answer within 24 hours.',
} as const;
