import { serviceLabel } from '@agency/contracts';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { consultations } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { readSettings } from './availability';
import { consultationLines, icsAttachment, inviteOf, issueManageToken, oneFull } from './service';
import { whenLabel } from './time';

const KINDS = [
  { column: 'reminded24hAt', hours: 24, label: 'tomorrow' },
  { column: 'reminded1hAt', hours: 1, label: 'in one hour' },
] as const;

/**
 * Sends the reminders due at `now`: 24 hours and 1 hour before each booked consultation. Each is claimed by an
 * UPDATE … WHERE reminded_… IS NULL in the transaction that queues its mail, so it goes once even with several
 * API processes; a cancelled one is never reminded, and a reschedule clears the marks for the new time (the old
 * time's reminder can no longer match). A reminder whose moment passed while nothing ran is still sent while the
 * consultation lies ahead (the 24-hour one only if the 1-hour one is not due yet). Answers how many went.
 */
export async function sendDueReminders(db: Db, config: Config, now: Date): Promise<number> {
  let sent = 0;
  for (const kind of KINDS) {
    const column = consultations[kind.column];
    const due = await db
      .select({ id: consultations.id })
      .from(consultations)
      .where(
        and(
          eq(consultations.status, 'booked'),
          isNull(column),
          gt(consultations.startsAt, now),
          lte(consultations.startsAt, new Date(now.getTime() + kind.hours * 3_600_000)),
          ...(kind.hours === 24 ? [gt(consultations.startsAt, new Date(now.getTime() + 3_600_000))] : []),
        ),
      );
    for (const { id } of due) {
      const went = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(consultations)
          .set({ [kind.column]: now })
          .where(and(eq(consultations.id, id), eq(consultations.status, 'booked'), isNull(column), gt(consultations.startsAt, now)))
          .returning({ id: consultations.id });
        if (!claimed.length) return false;
        // Only tokens' hashes are kept: the reminder carries a new link (the earlier ones keep working).
        const token = await issueManageToken(tx, id, now);
        const row = await oneFull(tx, id);
        const settings = await readSettings(tx);
        const { lines, links } = consultationLines(row, settings, config, token);
        await enqueueMail(tx, [
          {
            to: row.email,
            subject: `Reminder: your consultation ${kind.label}, ${whenLabel(row.c.day, row.c.startTime)}`,
            text: ['Hello,', '', `A reminder of your consultation with Think-Make-Solve Digital ${kind.label}.`, '', `Request #${row.c.requestId}, ${serviceLabel(row.service)}`, ...lines, '', 'Think-Make-Solve Digital'].join('\n'),
            links,
            attachments: icsAttachment(inviteOf(row, settings, config)),
          },
        ]);
        return true;
      });
      if (went) sent++;
    }
  }
  return sent;
}

/** Runs `sendDueReminders` every `everyMs` until stopped (the API starts one beside the mail queue). */
export function startReminders(db: Db, config: Config, now: () => Date, log: { error: (obj: object, msg: string) => void }, everyMs = 60_000) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDueReminders(db, config, now())
      .catch((error: unknown) => log.error({ err: error }, 'consultation reminders failed; they are tried again next minute'))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
