import { requestCode } from '@agency/contracts/threads';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import { oneLine } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { canEmailClient, requestClient } from '../requests/client-contact';
import { threadLink } from '../threads/notices';
import { roundLabel } from './views';

// The files domain's emails (issue 26), queued in the transaction that makes the change (the mail queue sends
// them): a deliverable to the client, straight to their thread page; a review to the agency's inbox, straight to
// the engagement page. Like the threads' emails, an address nobody proved is told that there is something to see,
// not what.

/** Queues "ready for your approval" to the request's client, when they can open the request (confirmed, theirs, not hidden). */
export async function queueDeliverableEmail(
  tx: DbOrTx,
  config: Config,
  requestId: number,
  file: { name: string; stage: string; round: number; roundsAllowed: number | null },
): Promise<void> {
  const request = await requestClient(tx, requestId);
  if (!request || !canEmailClient(request)) return;
  const code = requestCode(requestId);
  const link = threadLink(config, requestId, 'client');
  const proven = Boolean(request.verifiedAt);
  const message: MailMessage = {
    to: request.email,
    replyTo: config.AGENCY_INBOX,
    subject: oneLine(proven ? `Ready for your approval: ${file.name} (${code})` : `A file is ready for your approval (${code})`),
    text: [
      proven ? `Hello ${oneLine(request.name)},` : 'Hello,',
      '',
      proven
        ? `${oneLine(file.name)} is ready for your approval (${oneLine(roundLabel(file.stage, file.round, file.roundsAllowed))}) on your request ${code} (${oneLine(request.subject)}).`
        : `A file from Think-Make-Solve Digital is ready for your approval on your request ${code}.`,
      '',
      'Look at it, then approve it or say what should change, here (sign in first if asked):',
      '',
      link,
      '',
      'Think-Make-Solve Digital',
    ].join('\n'),
    links: [link],
  };
  await enqueueMail(tx, [message]);
}

/** Queues the client's review of a deliverable to the agency's inbox. */
export async function queueReviewEmail(
  tx: DbOrTx,
  config: Config,
  requestId: number,
  review: { client: string; subject: string; name: string; stage: string; round: number; decision: 'approved' | 'changes'; comment: string },
): Promise<void> {
  const code = requestCode(requestId);
  const link = threadLink(config, requestId, 'staff');
  const who = oneLine(review.client || 'The client');
  const what = review.decision === 'approved' ? `approved ${review.name}` : `asked for changes to ${review.name}`;
  const comment = review.comment ? ['', review.decision === 'approved' ? 'Their comment:' : 'What should change:', ...review.comment.split(/\r?\n/).map((line) => `> ${line}`)] : [];
  await enqueueMail(tx, [
    {
      to: config.AGENCY_INBOX,
      subject: oneLine(`${code}: ${who} ${what}`),
      text: [
        `${who} ${oneLine(what)} (${oneLine(roundLabel(review.stage, review.round))}) on request ${code} (${oneLine(review.subject)}).`,
        ...comment,
        '',
        'See it in the back office:',
        '',
        link,
        '',
        'Think-Make-Solve Digital',
      ].join('\n'),
      links: [link],
    },
  ]);
}
