import { DPO_EMAIL, PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';

/** The privacy page (/privacy): the page's own texts around the versioned notice (contracts' privacy-notice). */
export const privacyCopy = {
  metaTitle: 'Privacy notice | Think-Make-Solve Digital',
  metaDescription:
    'What Think-Make-Solve Digital collects, why, who receives it, how long it is kept, and how to use your rights under the Nigeria Data Protection Act 2023.',
  eyebrow: 'Privacy',
  title: 'Privacy notice',
  lead: 'How Think-Make-Solve Digital looks after the personal data you give us, and how to use your rights under the Nigeria Data Protection Act 2023.',
  version: (version: string, date: string) => `Version ${version}, in force since ${date}.`,
  contents: 'On this page',
  notice: PRIVACY_NOTICE,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  dpoEmail: DPO_EMAIL,
} as const;
