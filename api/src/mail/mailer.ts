/** An email the site sends. Attachments cover the booking's .ics invite. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the agency's copy of a contact message replies to the sender). */
  replyTo?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close?: () => Promise<void>;
}
