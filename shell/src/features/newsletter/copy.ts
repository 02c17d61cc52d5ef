export const newsletterCopy = {
  label: 'Email address for the newsletter',
  placeholder: 'Your email address',
  submit: 'Subscribe Now',
  sending: 'Subscribing',
  success: 'Success!',
  empty: 'Please enter your email address.',
  failure: 'Subscription failed. Please try again.',
} as const;
