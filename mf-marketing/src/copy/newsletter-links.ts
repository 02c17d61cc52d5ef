/** The newsletter's emailed links: the confirmation (double opt-in) and the unsubscribe page. */
export const newsletterLinksCopy = {
  confirm: {
    metaTitle: 'Confirm your subscription | Think-Make-Solve Digital',
    metaDescription: 'Confirm that you want to receive the Think-Make-Solve Digital newsletter.',
    title: 'Confirm your subscription',
    intro: 'Press the button to start receiving our newsletter at this address. If you did not ask for it, close this page: you will receive nothing.',
    submit: 'Confirm my subscription',
    submitting: 'Confirming',
    success: 'You are subscribed. Every newsletter has a link to unsubscribe.',
    failure: 'This link is invalid or has expired. Subscribe again from the form at the bottom of any page.',
    home: 'Go to the home page',
  },
  unsubscribe: {
    metaTitle: 'Unsubscribe | Think-Make-Solve Digital',
    metaDescription: 'Stop receiving the Think-Make-Solve Digital newsletter.',
    title: 'Unsubscribe from the newsletter',
    loading: 'Checking the link',
    subscribed: (email: string) => `${email} receives our newsletter. Press the button to stop it.`,
    submit: 'Unsubscribe',
    submitting: 'Unsubscribing',
    done: (email: string) => `${email} will receive no more newsletters. No sign-in is needed, and nothing else was changed.`,
    failure: 'This link is invalid. To stop the newsletter, write to us or sign in and open Settings, then "Your data".',
    retry: 'Something went wrong. Please try again.',
    home: 'Go to the home page',
  },
  privacy: 'Privacy notice',
} as const;
