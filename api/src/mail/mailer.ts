/** An email the site sends. Attachments cover the booking's .ics invite. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The links the template itself wrote into `text`, each on a line of its own: only these become clickable
   * in the HTML version. Anything else in the text (a visitor's words, a staff reply) stays plain text, so
   * nobody can make the agency's mail carry a clickable link of their choosing.
   */
  links?: string[];
  /** Where a reply goes (the agency's copy of a contact message replies to the sender). */
  replyTo?: string;
  /** A binary file (a PDF invoice or receipt) goes as base64 text with `encoding: 'base64'`: the message is stored as JSON in the outbox. */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
  /**
   * Extra headers. Every marketing mail carries `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058; see
   * privacy/newsletter.ts `marketingMail`); transactional mail carries none.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close?: () => Promise<void>;
}
