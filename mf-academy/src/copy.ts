/** Every user-visible text of the academy remote, once. Spec texts are verbatim (typos included). */
export const copy = {
  pending: {
    title: 'This page is on its way',
    body: 'Tutorials, enrolment and certificates are being built. Meanwhile you can reach us through Contact Us.',
  },
} as const;
