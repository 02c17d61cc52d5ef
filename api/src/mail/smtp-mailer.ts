import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through the SMTP server in `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, ...(a.encoding ? { encoding: a.encoding } : {}) })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
