/**
 * The privacy notice (/privacy): its text, once, in the repo. The marketing remote renders it and the API records
 * its `version` with every consent (and keeps each version's text in the privacy_notices table as proof of what
 * was shown). zod-free, so a page can import it without bundling zod.
 *
 * The version id is derived, never typed: the effective date plus a hash of the text. Any change to the text
 * makes a new version; change `date` too when the change is one people must be told about.
 */

/** How long the site keeps what it keeps, by default (each is a setting of the API; see docs/privacy.md). */
export const RETENTION_DEFAULTS = {
  /** A newsletter sign-up whose confirmation link was never followed. */
  unconfirmedNewsletterDays: 30,
  /** A guest account (made by a booking, contact or enrolment) that was never set up, with nothing paid. */
  unconfirmedGuestDays: 90,
  /** The body of a mail once it is sent (or given up on). */
  sentMailDays: 30,
  /** Emailed tokens, sessions and login-throttle entries once expired, used or revoked. */
  expiredTokenDays: 7,
  /** Payment intents that took no money (expired, failed, voided). */
  expiredIntentDays: 90,
  /** Payment records (the law's tax period: kept even after an account is erased). */
  financialRecordYears: 6,
} as const;

export interface NoticeSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface PrivacyNotice {
  /** The date the notice took effect, YYYY-MM-DD. */
  date: string;
  title: string;
  sections: NoticeSection[];
}

const r = RETENTION_DEFAULTS;
const agency = 'Think-Make-Solve Digital';
/** The Data Protection Officer's address (the notice names it; the portal's "Your data" links it). */
export const DPO_EMAIL = 'dpo@thinkmakesolve.ng';

/**
 * The notice's text. The prose is the UI's (t30-ui); the shape and the version mechanism are the API's.
 * An item written "Term: text" is shown with its term in bold.
 */
export const PRIVACY_NOTICE: PrivacyNotice = {
  date: '2026-11-26',
  title: 'Privacy notice',
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      paragraphs: [
        `${agency} ("we") is a digital agency at 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria (hello@thinkmakesolve.ng, +234 803 555 0142). We decide why and how the personal data described here is processed: we are its data controller under the Nigeria Data Protection Act 2023 (NDPA) and the General Application and Implementation Directive 2025 (GAID).`,
        `Our Data Protection Officer answers every question about your data: write to ${DPO_EMAIL}, or by post to the address above, marked "Data Protection Officer".`,
      ],
    },
    {
      id: 'what',
      heading: 'What we collect, why, and on what basis',
      paragraphs: ['We collect only what each purpose needs. For each purpose, the data and the lawful basis (NDPA section 25):'],
      items: [
        'Bookings and service requests: your name, email, phone, the service, the subject, your message and the date and time you chose, to prepare and deliver what you ask for. Basis: steps you asked for before a contract, then the contract.',
        'Contact messages: your name, email, subject and message, to answer you. Basis: our legitimate interest in answering the people who write to us.',
        'Your account: your name, email, phone, password (stored only as a one-way hash), your requests, projects, tutorials and certificates, to run the client portal and the academy. Basis: the contract.',
        'Payments: the amount, the reference and the outcome of each card payment; your card details go to Paystack and never reach us. Basis: the contract; the payment records are kept because tax law requires it (a legal obligation).',
        'Newsletter and marketing email: your email address, only after you ask for it (the newsletter form, or the unticked box on a form) and confirm it from the email we send. Basis: your consent, which you can withdraw at any time from the link in every newsletter or in your settings.',
        'Page speed (field data): if you allow it in the storage notice, anonymous measures of how fast pages load on your device (no name, no email, no cookie). Basis: your consent.',
        'Security: your sign-in sessions and a log of staff actions on personal data, to keep accounts safe and detect misuse. Basis: our legitimate interest and our duty to keep data secure (NDPA section 39).',
      ],
    },
    {
      id: 'storage',
      heading: 'What this site stores on your device',
      paragraphs: [
        'Only what the site needs to work: your sign-in session, your cart of unpaid requests, and your answer to the storage notice (so it is not asked again). We use no advertising or tracking cookies. The anonymous page-speed measure is sent only if you allow it.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Who receives your data',
      paragraphs: ['We never sell your data. It is shared only with the processors that help us run the service, under written contracts that bind them to the NDPA:'],
      items: [
        "Paystack: card payments (Paystack Payments Limited, Lagos). Paystack receives the payer's email and the amount.",
        'Our mail provider: sends the emails you ask for (confirmations, password links, receipts and, if you agreed, the newsletter).',
        'Our hosting provider: runs the servers and the database that hold the data described here.',
      ],
    },
    {
      id: 'retention',
      heading: 'Where we keep it, and for how long',
      paragraphs: [
        'Your data is kept in our database at our hosting provider, encrypted in transit. Where a processor keeps data outside Nigeria, the transfer follows NDPA sections 41 to 43 (adequate protection or appropriate safeguards).',
        'We keep personal data only as long as we need it, and delete it automatically after these periods:',
      ],
      items: [
        'Your account, its requests, projects and messages: while your account is open; erased or anonymised when you delete it.',
        `Newsletter sign-ups that were never confirmed: ${r.unconfirmedNewsletterDays} days.`,
        `Guest accounts that were never set up, with nothing paid: ${r.unconfirmedGuestDays} days.`,
        `The text of emails we sent you: ${r.sentMailDays} days after sending.`,
        `Expired links, sessions and sign-in attempts: ${r.expiredTokenDays} days after they expire.`,
        `Payment attempts that took no money: ${r.expiredIntentDays} days.`,
        `Payment records: ${r.financialRecordYears} years, as tax law requires, even after you delete your account (kept restricted).`,
        'Consent records: as long as the consent holds, and then as proof of it.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: ['Under NDPA sections 34 to 38 you may, free of charge:'],
      items: [
        'Access and portability: get a copy of everything we hold about you, as a machine-readable file, with your documents.',
        'Correction: correct or complete your details.',
        'Erasure: have your data erased, except what the law requires us to keep (we tell you what, and why).',
        'Restriction and objection: ask us to stop or limit a use of your data, and object to direct marketing at any time.',
        'Withdrawing consent: as easily as you gave it; what was done before stays lawful.',
      ],
    },
    {
      id: 'how',
      heading: 'How to use your rights',
      paragraphs: [
        'Signed in, open Settings, then "Your data": download your data, correct your details, turn the newsletter on or off, delete your account, and see the log of your requests. Every newsletter has an unsubscribe link that works without signing in.',
        `Or write to our Data Protection Officer at ${DPO_EMAIL}. We answer within 30 days, and tell you if we need to confirm who you are first.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        'If you think we have not handled your data lawfully, tell our Data Protection Officer first, and we will try to put it right. You may also complain to the Nigeria Data Protection Commission (NDPC), the regulator, at any time: https://ndpc.gov.ng.',
        'If a breach of security puts your rights at risk, we notify the NDPC within 72 hours and tell you without delay when the risk is high.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'When this notice changes, its version changes and we show the new version here. Each consent you give is recorded with the version you were shown.',
      ],
    },
  ],
};

/** FNV-1a (32 bit) of a string, as 8 hex digits: a stable fingerprint of the text, not a security measure. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The version id of a notice: its date and the fingerprint of its whole text, e.g. '2026-11-26.1a2b3c4d'. */
export const noticeVersion = (notice: PrivacyNotice) => `${notice.date}.${fingerprint(JSON.stringify(notice))}`;

/** The current notice's version id (recorded with every consent). */
export const PRIVACY_NOTICE_VERSION = noticeVersion(PRIVACY_NOTICE);
