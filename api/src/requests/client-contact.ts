import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { serviceRequests, users } from '../db/schema';

// Who an email about a request goes to (issue 26: thread batches, deliverables, stage changes), read once.

/** A request with its client's address and the facts that decide whether, and how much, they may be told. */
export async function requestClient(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({
      id: serviceRequests.id,
      subject: serviceRequests.subject,
      userId: serviceRequests.userId,
      confirmedAt: serviceRequests.confirmedAt,
      hiddenAt: serviceRequests.clientHiddenAt,
      email: users.email,
      name: users.firstName,
      verifiedAt: users.emailVerifiedAt,
      erasedAt: users.erasedAt,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(eq(serviceRequests.id, requestId))
    .limit(1);
  return row;
}

export type RequestClient = NonNullable<Awaited<ReturnType<typeof requestClient>>>;

/**
 * Whether the client may be emailed about the request at all: it is theirs to open (confirmed, not hidden from their
 * list) on an account that is theirs (not erased). An address nobody proved (`verifiedAt` null) is told that
 * something happened, never what the request is about.
 */
export const canEmailClient = (request: RequestClient) => Boolean(request.confirmedAt) && !request.hiddenAt && !request.erasedAt;
