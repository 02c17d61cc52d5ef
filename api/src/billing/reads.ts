import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BillingAnswer, DueItem, OfficeBilling } from '@agency/contracts/billing';
import type { DbOrTx } from '../accounts/account-tokens';
import { billingDetails, billingDocuments, instalments, payments, refunds, serviceRequests, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { ownRequest } from '../requests/queries';
import { dueNow } from './due';
import { lagosDay } from './money';
import { officeRetainers, retainersOf } from './retainers';

const RECEIVED = ['paid', 'refund_due', 'refunded'] as const;

/** What the client owes now: each due instalment (with its invoice), and each simple quote not paid yet. */
async function dueItems(db: DbOrTx, userId: number): Promise<DueItem[]> {
  const requests = await db.select().from(serviceRequests).where(ownRequest(userId));
  const billed = await dueNow(db, requests.map((r) => r.id));
  const items: DueItem[] = [];
  const due = await db
    .select({ ins: instalments, invoice: billingDocuments.number })
    .from(instalments)
    .leftJoin(billingDocuments, eq(billingDocuments.id, instalments.invoiceId))
    .where(and(eq(instalments.userId, userId), eq(instalments.status, 'due')));
  for (const { ins, invoice } of due) {
    if (!requests.some((r) => r.id === ins.requestId)) continue;
    items.push({ request_id: ins.requestId, proposal_id: ins.proposalId, instalment_id: ins.id, label: ins.label, amount_kobo: ins.amountKobo, due_at: ins.dueAt?.toISOString() ?? null, invoice_number: invoice });
  }
  for (const r of requests) {
    if (billed.get(r.id)?.governed || r.paidAt || r.price <= 0 || r.status === 'Declined') continue;
    items.push({ request_id: r.id, proposal_id: null, instalment_id: null, label: `Quote for request #${r.id}: ${r.subject}`, amount_kobo: r.price * 100, due_at: null, invoice_number: null });
  }
  return items.sort((a, b) => a.request_id - b.request_id);
}

/** A client's billing: every document, payment, refund and what is outstanding. */
export async function billingFor(db: DbOrTx, userId: number): Promise<BillingAnswer> {
  const docs = await db.select().from(billingDocuments).where(eq(billingDocuments.userId, userId)).orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.id));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...RECEIVED]), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt), desc(payments.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(desc(refunds.createdAt), desc(refunds.id));
  const due = await dueItems(db, userId);
  const refOf = (paymentId: number | null) => paid.find((p) => p.id === paymentId)?.reference ?? null;
  return {
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      issued_at: d.issuedAt.toISOString(),
      description: d.description,
      net_kobo: d.netKobo,
      vat_kobo: d.vatKobo,
      total_kobo: d.totalKobo,
      request_id: d.requestId,
      proposal_id: d.proposalId,
      payment_reference: refOf(d.paymentId),
      pdf_path: `/api/billing/documents/${d.number}`,
    })),
    payments: paid.map((p) => {
      const receipt = docs.find((d) => d.kind === 'receipt' && d.paymentId === p.id);
      const refunded = refundRows.filter((r) => r.paymentId === p.id && r.status === 'processed').reduce((sum, r) => sum + r.amountKobo, 0);
      const status = refunded === 0 ? p.status : refunded >= p.amountKobo ? 'refunded' : 'partially_refunded';
      return {
        reference: p.reference,
        amount_kobo: p.amountKobo,
        paid_at: p.paidAt!.toISOString(),
        method: p.channel ?? (p.provider === 'sandbox' ? 'sandbox' : 'unknown'),
        status,
        description: receipt?.description ?? (p.kind === 'tutorial' ? 'Tutorial' : `Requests ${p.itemIds.map((id) => `#${id}`).join(', ')}`),
        receipt_number: receipt?.number ?? null,
        refunded_kobo: refunded,
      };
    }),
    refunds: refundRows.map((r) => ({
      id: r.id,
      payment_reference: refOf(r.paymentId) ?? '',
      amount_kobo: r.amountKobo,
      reason: r.reason,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      processed_at: r.processedAt?.toISOString() ?? null,
      credit_note_number: docs.find((d) => d.id === r.creditNoteId)?.number ?? null,
    })),
    due,
    outstanding_kobo: due.reduce((sum, d) => sum + d.amount_kobo, 0),
    retainers: await retainersOf(db, userId),
  };
}

/** The document a download asks for: the owner's, or any for staff; another client's reads as missing. */
export async function documentForDownload(db: DbOrTx, number: string, viewer: { id: number; role: string }) {
  const [doc] = await db.select().from(billingDocuments).where(eq(billingDocuments.number, number)).limit(1);
  if (!doc || (viewer.role !== 'staff' && doc.userId !== viewer.id)) throw notFound('Document not found.');
  return doc;
}

/** Where a Lagos calendar month starts and ends, as instants (WAT is UTC+1 all year). */
function monthRange(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - 3_600_000);
  const end = new Date(Date.UTC(y, m, 1) - 3_600_000);
  return [start, end];
}

/** The agency's month (issued, paid, refunded in it; outstanding now) and every client's all-time figures. */
export async function officeBilling(db: DbOrTx, month: string | undefined, now = new Date()): Promise<OfficeBilling> {
  const which = month ?? lagosDay(now).slice(0, 7);
  const [start, end] = monthRange(which);
  const inMonth = (column: unknown) => sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
  const [issued] = await db
    .select({ sum: sql<string>`coalesce(sum(${billingDocuments.totalKobo}), 0)` })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.kind, 'invoice'), inMonth(billingDocuments.issuedAt)));
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountKobo}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), inMonth(payments.paidAt)));
  const [refunded] = await db
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.status, 'processed'), inMonth(refunds.processedAt)));

  // Every client with any billing: all-time figures each.
  const invoicedBy = await db
    .select({ userId: billingDocuments.userId, sum: sql<string>`sum(${billingDocuments.totalKobo})` })
    .from(billingDocuments)
    .where(eq(billingDocuments.kind, 'invoice'))
    .groupBy(billingDocuments.userId);
  const paidBy = await db
    .select({ userId: payments.userId, sum: sql<string>`sum(${payments.amountKobo})` })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .groupBy(payments.userId);
  const refundedBy = await db
    .select({ userId: refunds.userId, sum: sql<string>`sum(${refunds.amountKobo})` })
    .from(refunds)
    .where(eq(refunds.status, 'processed'))
    .groupBy(refunds.userId);
  const owing = await db
    .select({ userId: serviceRequests.userId })
    .from(serviceRequests)
    .where(and(isNotNull(serviceRequests.confirmedAt), sql`${serviceRequests.paidAt} is null`, sql`${serviceRequests.price} > 0`))
    .groupBy(serviceRequests.userId);
  const ids = [...new Set([...invoicedBy, ...paidBy, ...refundedBy, ...owing].map((r) => r.userId))];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.firstName, email: users.email, business: billingDetails.businessName, role: users.role })
        .from(users)
        .leftJoin(billingDetails, eq(billingDetails.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  const sumOf = (rows: { userId: number; sum: string }[], id: number) => Number(rows.find((r) => r.userId === id)?.sum ?? 0);
  const clients = [];
  let outstanding = 0;
  for (const person of people) {
    const owed = (await dueItems(db, person.id)).reduce((sum, d) => sum + d.amount_kobo, 0);
    outstanding += owed;
    const row = {
      user_id: person.id,
      name: person.name,
      email: person.email,
      business_name: person.business ?? '',
      invoiced_kobo: sumOf(invoicedBy, person.id),
      paid_kobo: sumOf(paidBy, person.id),
      refunded_kobo: sumOf(refundedBy, person.id),
      outstanding_kobo: owed,
    };
    if (row.invoiced_kobo || row.paid_kobo || row.refunded_kobo || row.outstanding_kobo) clients.push(row);
  }
  clients.sort((a, b) => b.outstanding_kobo - a.outstanding_kobo || a.email.localeCompare(b.email));
  return { month: which, issued_kobo: Number(issued?.sum ?? 0), paid_kobo: Number(paid?.sum ?? 0), refunded_kobo: Number(refunded?.sum ?? 0), outstanding_kobo: outstanding, clients, retainers: await officeRetainers(db) };
}
