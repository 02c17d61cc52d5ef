/** Every user-visible text of the marketing remote, once. Spec texts are verbatim (typos included). */
export const copy = {
  home: {
    metaTitle: 'Think-Make-Solve Digital | Web, mobile, design and marketing agency in Nigeria',
    metaDescription: 'Think-Make-Solve Digital builds websites, mobile apps, brands, marketing campaigns and cloud systems for Nigerian businesses and startups.',
    hero: 'Think-Make-Solve',
    feedbackHeading: 'What our clients say',
    feedbackLoading: 'Loading client feedback',
    feedbackError: 'Client feedback could not be loaded right now.',
  },
} as const;
