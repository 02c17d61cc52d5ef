import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends after the data is committed. A mail failure must not undo or fail the request that caused it,
 * so failures are logged (with recipient and subject, never the body: it may hold a token) and swallowed.
 * Resolves to the number of messages sent.
 */
export async function deliverAll(mailer: Mailer, messages: MailMessage[], log: FastifyBaseLogger): Promise<number> {
  const results = await Promise.allSettled(messages.map((m) => mailer.send(m)));
  let sent = 0;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') sent += 1;
    else log.error({ err: result.reason, to: messages[i]!.to, subject: messages[i]!.subject }, 'mail not sent');
  });
  return sent;
}
