import { requestCode } from '@agency/contracts/threads';
import { paths } from '@agency/contracts/pages';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import { oneLine } from '../lib/text-fields';
import { enqueueMail } from '../mail/outbox';
import { requestClient } from '../requests/client-contact';
import { notify } from '../notices/queries';

// The client is told of each change of their project (issue 26): a notice in their notification centre and an email
// (queued in the transaction that makes the change), both linking to the dashboard.

interface Told {
  requestId: number;
  kind: 'stage' | 'project';
  notice: string;
  subject: (code: string) => string;
  lines: (subject: string) => string[];
}

async function tell(db: DbOrTx, config: Config | null, told: Told): Promise<void> {
  await notify(db, told.requestId, { client: true }, told.kind, told.notice);
  if (!config) return;
  const client = await requestClient(db, told.requestId);
  if (!client || client.erasedAt) return;
  // An address nobody proved is told that the project moved, not what it is about (as the threads' emails do).
  const proven = Boolean(client.verifiedAt);
  const code = requestCode(told.requestId);
  const link = siteLink(config, paths.dashboard);
  await enqueueMail(db, [
    {
      to: client.email,
      replyTo: config.AGENCY_INBOX,
      subject: oneLine(told.subject(code)),
      text: [
        proven && client.name ? `Hello ${oneLine(client.name)},` : 'Hello,',
        '',
        ...told.lines(proven ? ` (${oneLine(client.subject)})` : ''),
        '',
        'Follow it on your dashboard (sign in first if asked):',
        '',
        link,
        '',
        'Think-Make-Solve Digital',
      ].join('\n'),
      links: [link],
    },
  ]);
}

/** The project reached `stage`, `progress` % done. */
export function tellStageReached(db: DbOrTx, config: Config | null, requestId: number, stage: string, progress: number): Promise<void> {
  return tell(db, config, {
    requestId,
    kind: 'stage',
    notice: `Your project reached ${stage} (${progress}%).`,
    subject: (code) => `Your project ${code} reached ${stage}`,
    lines: (about) => [`Your project for request ${requestCode(requestId)}${about} reached the stage ${stage}: it is ${progress}% done.`],
  });
}

/** The project is done. */
export function tellProjectDone(db: DbOrTx, config: Config | null, requestId: number): Promise<void> {
  return tell(db, config, {
    requestId,
    kind: 'project',
    notice: 'Your project is complete.',
    subject: (code) => `Your project ${code} is complete`,
    lines: (about) => [`Your project for request ${requestCode(requestId)}${about} is complete: every stage is done.`],
  });
}
