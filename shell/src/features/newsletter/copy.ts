/**
 * The newsletter row's texts. The empty-field text is the contract's (NewsletterBody's message,
 * VALIDATION_MESSAGES.emptyNewsletter), shown from the schema: importing the messages module here would put
 * every spec message into /home's first load, since the form's chunk shares it.
 */
export const newsletterCopy = {
  label: 'Email address for the newsletter',
  placeholder: 'Your email address',
  submit: 'Subscribe Now',
  sending: 'Subscribing',
  success: 'Success!',
  /** Beside the spec's 'Success!': the newsletter is double opt-in (NDPA), nothing is sent before the address is confirmed. */
  confirmHint: 'Almost done: open the email we sent you and confirm your subscription.',
  failure: 'Subscription failed. Please try again.',
} as const;
