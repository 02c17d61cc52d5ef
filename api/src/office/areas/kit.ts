import type { AppContext } from '../../context';
import { detailAnswers, signedIn } from '../../lib/route-schema';
import { enqueueMail } from '../../mail/outbox';
import type { MailMessage } from '../../mail/mailer';
import type { Actor } from '../audit';

/** What every back-office route shares: its access level, documentation, the acting staff member, mail. */
export function officeKit(ctx: AppContext) {
  return {
    staff: { auth: 'staff' as const },
    security: signedIn,
    errors: detailAnswers(400, 401, 403, 404),
    tags: ['office'],
    actorOf: (request: { user: { id: number; email: string } | null }): Actor => ({ id: request.user!.id, email: request.user!.email }),
    // Queued like every mail of the API: the mail queue sends it, retrying while the mail server is down.
    send: async (message: MailMessage) => {
      await ctx.db.transaction(async (tx) => enqueueMail(tx, [message]));
    },
    iso: (d: Date | null) => (d ? d.toISOString() : null),
  };
}

export type OfficeKit = ReturnType<typeof officeKit>;
