/** The about page (/about). */
export const aboutCopy = {
  metaTitle: 'About us | Think-Make-Solve Digital, Lagos',
  metaDescription:
    'Meet Think-Make-Solve Digital, a Lagos agency of designers, engineers and marketers building websites, apps and campaigns for Nigerian businesses since 2019.',
  eyebrow: 'About us',
  title: 'We think, we make, we solve',
  lead: 'Think-Make-Solve Digital is a Lagos-based agency helping Nigerian businesses and startups grow with technology that works, on the networks and devices their customers really use.',
  storyHeading: 'Our story',
  story: [
    'We started in 2019 in a shared office in Lekki, building websites for market traders, churches and small schools. Clients kept coming back, and asked us for more: an app, a logo, a campaign.',
    'Today we are a team of 18 designers, engineers, marketers and teachers. We have delivered more than 120 projects for clients in Lagos, Abuja, Port Harcourt, Ibadan and the diaspora, and mentored over 300 students into tech careers.',
  ],
  approachHeading: 'How we work',
  approach: [
    { title: 'Think', body: 'We listen first. Every project starts with your customers, your numbers and your constraints.' },
    { title: 'Make', body: 'We design and build in short steps, showing you real progress every week.' },
    { title: 'Solve', body: 'We measure the result and keep improving until the problem is actually solved.' },
  ],
  valuesHeading: 'What we stand for',
  values: [
    { title: 'Clear prices', body: 'Quotes in naira, agreed before we start. No surprise invoices.' },
    { title: 'Fast answers', body: 'A reply to every request and message within 24 hours.' },
    { title: 'Built for Nigeria', body: 'Pages that load on 3G, payments that work locally, support in the languages you speak.' },
    { title: 'Sharing what we know', body: 'Our mentorship programme trains the next generation of Nigerian tech talent.' },
  ],
  ctaHeading: 'Let us build something together',
  ctaBody: 'Tell us about your business. We will reply within 24 hours.',
} as const;
