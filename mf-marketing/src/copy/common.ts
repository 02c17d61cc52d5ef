/** Texts shared by several marketing pages. */
export const commonCopy = {
  brand: 'Think-Make-Solve Digital',
  bookConsultation: 'Book Consultation',
  requestServices: 'Request Services',
  request: 'Request',
  getStarted: 'Get started',
  comingSoon: 'Coming soon',
  contactUs: 'Contact Us',
  responsePromise: 'We respond to every request within 24 hours.',
  fromPrice: 'From',
  /** Screen-reader context that keeps repeated button labels distinct. */
  withPackage: (name: string) => `with the ${name} package`,
  forService: (name: string) => `for ${name}`,
} as const;
