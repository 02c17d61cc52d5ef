import { paths } from '@agency/contracts/pages';
import { siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';

/**
 * The double opt-in's one mail: neutral (anyone can type any address), nothing but the link and what it is for.
 * Transactional, not marketing: it carries no unsubscribe header (ignoring it is how to say no).
 */
export function newsletterConfirmEmail(config: Config, to: string, token: string): MailMessage {
  const link = siteLink(config, paths.newsletterConfirm(token));
  const privacy = siteLink(config, paths.privacy);
  return {
    to,
    subject: 'Confirm your newsletter subscription',
    text: [
      'Hello,',
      '',
      'Someone asked for the Think-Make-Solve Digital newsletter to be sent to this address. To confirm that it was you, open this link:',
      '',
      link,
      '',
      'If it was not you, ignore this email: nothing will be sent to you, and the address is deleted after a while.',
      '',
      'How we use your data:',
      privacy,
      '',
      'Think-Make-Solve Digital',
    ].join('\n'),
    links: [link, privacy],
  };
}

/**
 * A marketing mail to a confirmed subscriber: the unsubscribe link in the text, and the RFC 8058 headers, so a
 * mail client can unsubscribe in one click (a POST to the API, no sign-in) and the reader can from the link.
 */
export function marketingMail(config: Config, to: string, unsubscribeToken: string, content: { subject: string; text: string; links?: string[] }): MailMessage {
  const page = siteLink(config, paths.unsubscribe(unsubscribeToken));
  const oneClick = siteLink(config, `/api/unsubscribe/${encodeURIComponent(unsubscribeToken)}`);
  const mailto = `mailto:${config.AGENCY_INBOX}?subject=${encodeURIComponent('unsubscribe')}`;
  return {
    to,
    subject: content.subject,
    text: [content.text, '', '—', 'You get this email because you subscribed to the Think-Make-Solve Digital newsletter. Unsubscribe:', page].join('\n'),
    links: [...(content.links ?? []), page],
    headers: { 'List-Unsubscribe': `<${oneClick}>, <${mailto}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The first marketing mail: sent when the subscription is confirmed. */
export function newsletterWelcomeEmail(config: Config, to: string, unsubscribeToken: string): MailMessage {
  const privacy = siteLink(config, paths.privacy);
  return marketingMail(config, to, unsubscribeToken, {
    subject: 'You are subscribed to our newsletter',
    text: [
      'Hello,',
      '',
      'Thank you for confirming. You will get the Think-Make-Solve Digital newsletter: news, tips and offers for businesses in Nigeria, at most twice a month.',
      '',
      'How we use your data:',
      privacy,
    ].join('\n'),
    links: [privacy],
  });
}

export function newsletterAgencyEmail(config: Config, email: string): MailMessage {
  return { to: config.AGENCY_INBOX, subject: 'New newsletter subscriber', text: `${email} confirmed their newsletter subscription.` };
}

export function dataRequestAgencyEmail(config: Config, r: { id: number; kind: string; email: string; due: Date }): MailMessage {
  return {
    to: config.AGENCY_INBOX,
    subject: `Data request #${r.id} (${r.kind}) due ${r.due.toISOString().slice(0, 10)}`,
    text: [`A data request (${r.kind}) from ${r.email} waits in the office's queue of data requests.`, `Answer it by ${r.due.toISOString().slice(0, 10)} (30 days, NDPA).`].join('\n'),
  };
}
