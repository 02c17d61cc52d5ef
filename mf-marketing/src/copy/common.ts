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
  /** A service the catalogue gives no "from" price: quoted for each request. */
  priceOnRequest: 'Priced on request',
  retry: 'Try again',
  /** `?preview=draft`: staff see the catalogue's unpublished draft on the real pages. */
  previewLabel: 'Preview',
  previewBanner: 'Preview of unpublished changes',
  previewLeave: 'Leave preview',
  /** Screen-reader context that keeps repeated button labels distinct. */
  withPackage: (name: string) => `with the ${name} package`,
  forService: (name: string) => `for ${name}`,
} as const;
