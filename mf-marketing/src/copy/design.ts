/** The design page (/design): graphic design (gd), video editing (ve), product design (product). */
export const designCopy = {
  metaTitle: 'Design services: graphic design, video editing and product design | Think-Make-Solve Digital',
  metaDescription:
    'Logos, brand identities, social graphics, video editing and digital product design from a Lagos design team. Request a design service from Think-Make-Solve Digital.',
  eyebrow: 'Design',
  title: 'Design that people remember',
  lead: 'From a first logo to a full product, our designers turn your idea into visuals that look right on a billboard in Ikeja and on a cracked phone screen in Kano.',
  galleryHeading: 'Recent design work',
  galleryIntro: 'A few pieces from this year: a restaurant brand, a logistics product and a fashion film.',
  gallery: [
    { id: 'brand', title: 'Brand identity', caption: 'Logo, colours, type and stationery for Mama Nkechi’s Kitchen, Lekki' },
    { id: 'ui', title: 'UI design', caption: 'Delivery dashboard and driver app for Swiftlink Logistics, Abuja' },
    { id: 'video', title: 'Video editing', caption: 'Lookbook film for Zaria Threads, with a lower third and subtitles' },
  ],
  itemsHeading: 'Our design services',
  /** The services the page offers, in order; their names, summaries and prices come from the catalogue. */
  codes: ['gd', 've', 'product'],
  /** What each service includes (page copy, beside the catalogue's summary). */
  points: {
    gd: ['Logos and brand guidelines', 'Flyers, banners and packaging', 'Social media graphics and templates', 'Pitch decks and company profiles'],
    ve: ['Reels, TikToks and YouTube videos', 'Product demos and explainer videos', 'Event and wedding highlights', 'Subtitles in English, Pidgin, Yoruba, Igbo or Hausa'],
    product: ['User research and journey maps', 'Wireframes and clickable prototypes', 'Design systems for web and mobile', 'Usability testing with your customers'],
  },
  loading: 'Loading our design services',
  failure: 'Our design services could not be loaded right now.',
  processHeading: 'How a design project runs',
  process: [
    { title: 'Brief', body: 'A 30-minute call to understand your audience, goals and deadline.' },
    { title: 'Concepts', body: 'Two or three directions within a week, for you to choose from.' },
    { title: 'Refine', body: 'Revisions on the chosen direction until it is right.' },
    { title: 'Deliver', body: 'Final files in every format you need, with the source files.' },
  ],
  ctaHeading: 'Ready to look the part?',
  ctaBody: 'Book a consultation and we will send a design plan and quote within 24 hours.',
} as const;
