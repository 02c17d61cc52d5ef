import { guideCopy } from '@agency/shared-ui';

/**
 * Every user-visible text of the booking remote, once. Spec texts are verbatim (typos included); a required
 * field left blank says the shared guide's text (shared-ui/GUIDE.md), as in every other remote.
 */
export const copy = {
  actions: {
    next: 'Next',
    cancel: guideCopy.cancel,
    previous: 'Previous',
    submit: 'Submit',
    done: 'Done',
    tryAgain: 'Try again',
    another: 'Make another request',
  },
  booking: {
    /** The spec's service request ("Request Service" in the top bar, a service's own button), and a remote built before 1.4 of shared-auth. */
    title: 'Request Service',
    /** Opened from "Book Consultation" or a package's "Get started". */
    consultationTitle: 'Book a consultation',
    /** A package's "Get started" carries the package: said under the title and put in the subject. */
    packageNote: (name: string) => `You chose the ${name} package. We will talk it through at the consultation.`,
    packageSubject: (name: string) => `${name} package`,
    discard: {
      confirmTitle: 'Discard this booking?',
      confirmBody: 'What you have typed so far will be lost.',
      confirmAction: 'Discard',
    },
    stepOf: (step: number, total: number, name: string) => `Step ${step} of ${total}: ${name}`,
    steps: ['Contact details', 'Service and subject', 'Date and time', 'Message', 'Summary'] as const,
    progressLabel: 'Booking progress',
    summaryIntro: 'Check your request, then submit it. Use Edit to change a part.',
    edit: 'Edit',
    editSection: (name: string) => `Edit ${name}`,
    noMessage: 'No message',
    schedule: {
      atTime: (time: string) => `${time} WAT`,
      inYourZone: (time: string, abbreviation: string) => `${time} your time (${abbreviation})`,
    },
    mode: {
      legend: 'How shall we meet?',
      summaryLabel: 'Meeting',
      hints: {
        video: 'We send you the meeting link.',
        phone: 'We call you on the number you gave.',
        office: 'Come to our office; the address is in your email.',
      },
    },
    fields: {
      name: 'Name',
      email: 'Email',
      phoneCountry: 'Phone country',
      phone: 'Phone number',
      service: 'Service',
      noService: 'Select a service',
      /** Under the select, once a priced service is chosen: its catalogue price ("From ₦35,000"). */
      fromPrice: 'From',
      customRequest: 'Your special request',
      customRequestHint: 'Tell us what you need; it is sent with your message.',
      subject: 'Subject',
      date: 'Date',
      time: 'Time',
      message: 'Message',
      messageHint: 'Optional',
    },
    /** Prefixes the special request in the message the agency receives. */
    customRequestPrefix: 'Special request:',
    missing: {
      summary: 'Some required fields are missing. Fill in the highlighted fields, then submit again.',
      name: guideCopy.required,
      email: guideCopy.required,
      phone: guideCopy.required,
      date: guideCopy.required,
      time: guideCopy.required,
      services: guideCopy.required,
      subject: guideCopy.required,
    },
    invalid: {
      /** The API's own text for the same refusal. */
      email: 'Please enter a valid email address.',
      /** A refused slot without the API's detail. */
      time: 'This time is no longer available. Choose another time.',
    },
    sending: 'Sending your request',
    successTitle: 'Your request was successful',
    successBody: 'Your request was received. You will get a response within 24hrs of your request.',
    /** The result step's recap of the booked consultation (issue 27). */
    result: {
      recapHeading: 'Your consultation',
      when: 'When',
      yourTime: (zone: string) => `Your time (${zone})`,
      meeting: 'Meeting',
      where: 'Where',
      linkLater: 'We will send the meeting link before the meeting.',
      calendarHeading: 'Add to calendar',
      google: 'Google Calendar',
      outlook: 'Outlook',
      ics: 'Download .ics (Apple, others)',
      newTab: '(opens in a new tab)',
      nextHeading: 'What happens next',
      next: (email: string) =>
        `We have emailed the details to ${email}, with a link to reschedule or cancel. If you are new here, the same email has a link to set up your account, where you can follow your request.`,
      manage: 'Reschedule or cancel',
    },
    failureTitle: 'Request not successful.',
    failureBody: 'There was an error with your request. Please try again later.',
  },
  /** The forms as pages of their own (/book and /contact), which post without JavaScript (issue 28). */
  pages: {
    book: {
      metaTitle: 'Book a consultation | Think-Make-Solve Digital',
      metaDescription: 'Book a free consultation with Think-Make-Solve Digital: choose a service and a time, and we will call, meet or video-call you.',
      heading: 'Book a consultation',
      intro: 'Tell us who you are and what you need, then choose a time. Every field except the message is required.',
      slot: 'Date and time (WAT)',
      slotHint: 'Times are Lagos time (WAT).',
      noSlot: 'Choose a date and time',
      slotsLoading: 'Loading the free times',
      noSlots: 'No time is free in the next two weeks. Call or email us and we will find one.',
      slotsFailed: 'The free times could not be loaded. Reload the page, or call or email us.',
      /** The result of a booking sent from the page, when the page does not know the address it was sent to. */
      nextNoEmail:
        'We have emailed the details to you, with a link to reschedule or cancel. If you are new here, the same email has a link to set up your account, where you can follow your request.',
      another: 'Book another consultation',
    },
    contact: {
      metaTitle: 'Contact us | Think-Make-Solve Digital',
      metaDescription: 'Send Think-Make-Solve Digital a message, or call or email us in Lagos. We answer within 24 hours.',
      heading: 'Contact us',
      another: 'Send another message',
    },
  },
  contact: {
    title: 'Contact Us',
    intro: 'Send us a message and we will get back to you.',
    fields: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    missing: {
      summary: 'Some required fields are missing. Fill in the highlighted fields, then submit again.',
      name: guideCopy.required,
      email: guideCopy.required,
      subject: guideCopy.required,
      message: guideCopy.required,
    },
    reachUs: 'Or reach us directly:',
    sending: 'Sending your message',
    successTitle: 'Your message was submitted successfully',
    successBody: 'Your message was received. You will get a response within 24hrs of your request.',
    failureTitle: 'Unsuccessful',
    failureBody: 'There was an error with your request. Please try again later.',
  },
} as const;
