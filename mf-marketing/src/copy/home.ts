/** The landing page (/ and /home). */
export const homeCopy = {
  metaTitle: 'Think-Make-Solve Digital | Web, mobile, design and marketing agency in Nigeria',
  metaDescription:
    'Think-Make-Solve Digital builds websites, mobile apps, brands, marketing campaigns and cloud systems for Nigerian businesses and startups.',
  hero: 'Think-Make-Solve',
  heroTagline: 'A Lagos digital agency that thinks through your problem, makes the product and solves it for good.',
  heroLead:
    'Websites, mobile apps, design, digital marketing, cloud and mentorship for businesses and startups across Nigeria. Tell us what you need and we reply within 24 hours.',
  heroSecondary: 'Explore our services',
  clientsHeading: 'Trusted by growing businesses across Nigeria',
  aboutHeading: 'About us',
  aboutBody:
    'Think-Make-Solve Digital started in Lekki in 2019 as three friends fixing websites for market traders and churches. Today we are a team of designers, engineers and marketers who have shipped more than 120 projects for clients in Lagos, Abuja, Port Harcourt and beyond.',
  aboutLink: 'More about us',
  stats: [
    { value: '120+', label: 'projects delivered' },
    { value: '24 hrs', label: 'response time' },
    { value: '300+', label: 'students mentored' },
  ],
  purposeHeading: 'Vision, mission and goal',
  purpose: [
    {
      id: 'vision',
      title: 'Our vision',
      body: 'An Africa where every business, from a Yaba start-up to a family shop in Onitsha, competes online on equal terms.',
    },
    {
      id: 'mission',
      title: 'Our mission',
      body: 'To design, build and market digital products that are fast, honest and affordable, and to teach the next generation of Nigerian tech talent while we do it.',
    },
    {
      id: 'goal',
      title: 'Our goal',
      body: 'To help 1,000 Nigerian businesses grow their revenue online by 2030, with measurable results on every project we take.',
    },
  ],
  servicesHeading: 'What we do',
  servicesIntro: 'Three practices under one roof, and more on the way.',
  services: [
    {
      id: 'design',
      title: 'Design',
      body: 'Graphic design, video editing and product design that make your brand look as good as it works.',
      link: 'Explore design',
    },
    {
      id: 'marketing',
      title: 'Digital marketing',
      body: 'Social media management, SEO, ad campaigns and content that bring the right customers to you.',
      link: 'Explore digital marketing',
    },
    {
      id: 'mentorship',
      title: 'Mentorship/Tutorship',
      body: 'Hands-on classes and one-to-one mentoring in design, development and marketing.',
      link: 'Explore mentorship',
    },
  ],
  comingSoon: [
    { id: 'embedded', title: 'Embedded System', body: 'Firmware and connected devices for agriculture, logistics and energy.' },
    { id: 'community', title: 'Online Community', body: 'A space for our clients and students to learn, share and hire.' },
  ],
  packagesHeading: 'Our packages',
  packagesIntro: 'Combine services and save. Every package comes with a dedicated project lead.',
  packagesLink: 'Compare packages',
  feedbackHeading: 'What our clients say',
  feedbackLoading: 'Loading client feedback',
  feedbackError: 'Client feedback could not be loaded right now.',
  feedbackEmpty: 'No feedback yet. Be our next happy client.',
  feedbackRetry: 'Try again',
  projectsHeading: 'Recent projects',
  projectsIntro: 'Two launches from this year, with the numbers our clients measured after go-live.',
  projectsAll: 'See all our work',
  ctaHeading: 'Have a project in mind?',
  ctaBody: 'Book a free 30-minute consultation. We will listen, ask the right questions and send a clear plan and quote.',
} as const;
