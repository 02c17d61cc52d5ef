import { VALIDATION_MESSAGES } from '@agency/contracts/src/messages';

export const newsletterCopy = {
  label: 'Email address for the newsletter',
  placeholder: 'Your email address',
  submit: 'Subscribe Now',
  sending: 'Subscribing',
  success: 'Success!',
  /** Also the API's answer to a blank address. */
  empty: VALIDATION_MESSAGES.emptyNewsletter,
  failure: 'Subscription failed. Please try again.',
} as const;
