import { EventEmitter } from 'node:events';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mailer';

/** Tells this process's mail queue that rows were written, so it need not wait for its next poll. */
export const outboxSignal = new EventEmitter();

/**
 * Queues mail in the caller's transaction: it is sent once that transaction commits, and never if it
 * rolls back. The request answers without waiting for the mail server; see src/mail/queue.ts.
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(mailOutbox).values(messages.map((message) => ({ message })));
  outboxSignal.emit('queued');
}
