import { and, eq } from 'drizzle-orm';
import { paths } from '@agency/contracts/pages';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import { billingDocuments, type DocumentData, payments, refunds, users } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { lagosYear, naira, percentOfBp, vatOfGross } from './money';
import { type DocumentKind, nextDocumentNumber } from './numbering';
import { renderDocumentPdf } from './pdf';
import { getBillingDetails, getBillingSettings } from './settings';

export type DocumentRow = typeof billingDocuments.$inferSelect;

export interface NewDocument {
  kind: DocumentKind;
  userId: number;
  title: string;
  description: string;
  lines: DocumentData['lines'];
  adjustments?: DocumentData['adjustments'];
  netKobo: number;
  vatKobo: number;
  totalKobo: number;
  /** The VAT rate printed beside the VAT line; null when no VAT is charged. */
  vatRateBp: number | null;
  notes?: string[];
  requestId?: number | null;
  proposalId?: number | null;
  instalmentId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  issuedAt?: Date;
}

/**
 * Issues a document in the caller's transaction: the next number of its kind for the Lagos year, the agency's and
 * the client's details as they are now, copied into the stored data with the lines and amounts, and the PDF made
 * from that data. Nothing later changes it: the row is never updated.
 */
export async function issueDocument(tx: DbOrTx, d: NewDocument): Promise<DocumentRow> {
  if (d.netKobo + d.vatKobo !== d.totalKobo) throw new Error(`A document's net and VAT must add up to its total (${d.netKobo} + ${d.vatKobo} ≠ ${d.totalKobo}).`);
  const issuedAt = d.issuedAt ?? new Date();
  const number = await nextDocumentNumber(tx, d.kind, lagosYear(issuedAt));
  const settings = await getBillingSettings(tx);
  const [user] = await tx.select({ name: users.firstName, email: users.email }).from(users).where(eq(users.id, d.userId)).limit(1);
  const details = await getBillingDetails(tx, d.userId);
  const data: DocumentData = {
    kind: d.kind,
    number,
    issued_at: issuedAt.toISOString(),
    agency: { name: settings.agencyName, address: settings.address, rc_number: settings.rcNumber, tin: settings.tin, email: settings.email, phone: settings.phone },
    client: { name: user?.name ?? '', email: user?.email ?? '', business_name: details.business_name, address: details.address, tin: details.tin },
    title: d.title,
    lines: d.lines,
    adjustments: d.adjustments ?? [],
    vat_label: d.vatRateBp === null ? 'VAT (not charged)' : `VAT (${percentOfBp(d.vatRateBp)})`,
    net_kobo: d.netKobo,
    vat_kobo: d.vatKobo,
    total_kobo: d.totalKobo,
    notes: d.notes ?? [],
  };
  const pdf = await renderDocumentPdf(data);
  const [row] = await tx
    .insert(billingDocuments)
    .values({
      kind: d.kind,
      number,
      userId: d.userId,
      issuedAt,
      requestId: d.requestId ?? null,
      proposalId: d.proposalId ?? null,
      instalmentId: d.instalmentId ?? null,
      paymentId: d.paymentId ?? null,
      refundId: d.refundId ?? null,
      description: d.description,
      netKobo: d.netKobo,
      vatKobo: d.vatKobo,
      totalKobo: d.totalKobo,
      data,
      pdf,
    })
    .returning();
  return row!;
}

export const pdfAttachment = (doc: Pick<DocumentRow, 'number' | 'pdf'>) => ({
  filename: `${doc.number}.pdf`,
  content: Buffer.from(doc.pdf).toString('base64'),
  contentType: 'application/pdf',
  encoding: 'base64' as const,
});

const KIND_WORDS: Record<DocumentKind, string> = { invoice: 'invoice', receipt: 'receipt', credit_note: 'credit note' };

/** The mail that carries a document as a PDF attachment, to the client it was issued to. */
export function documentEmail(config: Config, doc: DocumentRow, lead: string[], pay: boolean): MailMessage {
  const billing = siteLink(config, paths.billing);
  const requests = siteLink(config, paths.requests);
  const name = doc.data.client.name;
  return {
    to: doc.data.client.email,
    subject: `Your ${KIND_WORDS[doc.kind]} ${doc.number} from ${doc.data.agency.name}`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      ...lead,
      '',
      `Your ${KIND_WORDS[doc.kind]} ${doc.number} is attached as a PDF.${pay ? ' Sign in to pay it from your requests:' : ' Every document is also on your billing page:'}`,
      '',
      pay ? requests : billing,
      '',
      doc.data.agency.name,
    ].join('\n'),
    links: [pay ? requests : billing],
    attachments: [pdfAttachment(doc)],
  };
}

/** Queues a document's mail in the issuing transaction (sent once it commits). */
export async function mailDocument(tx: DbOrTx, config: Config, doc: DocumentRow, lead: string[], pay = false): Promise<void> {
  if (!doc.data.client.email) return;
  await enqueueMail(tx, [documentEmail(config, doc, lead, pay)]);
}

/**
 * The credit note for a processed refund of (part of) a payment: its VAT is the refunded share of the payment
 * receipt's VAT. b-pay's refund flow calls this when Paystack reports the refund processed (refund.processed), in
 * that transaction; `refundId` links the refund row to its note.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  input: { paymentId: number; amountKobo: number; reason: string; refundId?: number | null; config?: Config },
): Promise<DocumentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).limit(1);
  if (!payment) throw notFound(`Payment ${input.paymentId} not found.`);
  if (!Number.isInteger(input.amountKobo) || input.amountKobo <= 0 || input.amountKobo > payment.amountKobo) {
    throw badRequest('A credit note is for a positive amount no larger than the payment.');
  }
  const [receipt] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.paymentId, payment.id), eq(billingDocuments.kind, 'receipt')))
    .limit(1);
  const settings = await getBillingSettings(tx);
  const vatKobo = receipt
    ? Math.round((receipt.vatKobo * input.amountKobo) / receipt.totalKobo)
    : vatOfGross(input.amountKobo, settings.chargeVat, settings.vatRateBp);
  const rate = receipt ? (receipt.vatKobo > 0 ? rateFromLabel(receipt.data.vat_label) : null) : settings.chargeVat ? settings.vatRateBp : null;
  const doc = await issueDocument(tx, {
    kind: 'credit_note',
    userId: payment.userId,
    title: `Credit note for payment ${payment.reference}`,
    description: `Refund of ${naira(input.amountKobo)}: ${input.reason}`,
    lines: [{ description: `Refund: ${input.reason}`, quantity: 1, unit_kobo: input.amountKobo - vatKobo, amount_kobo: input.amountKobo - vatKobo }],
    netKobo: input.amountKobo - vatKobo,
    vatKobo,
    totalKobo: input.amountKobo,
    vatRateBp: rate,
    notes: [receipt ? `Credits receipt ${receipt.number} (payment ${payment.reference}).` : `Credits payment ${payment.reference}.`, 'The amount is returned to the card or account that paid.'],
    paymentId: payment.id,
    refundId: input.refundId ?? null,
    requestId: receipt?.requestId ?? null,
  });
  if (input.refundId) await tx.update(refunds).set({ creditNoteId: doc.id }).where(eq(refunds.id, input.refundId));
  if (input.config) await mailDocument(tx, input.config, doc, [`We have refunded ${naira(input.amountKobo)} of your payment ${payment.reference}: ${input.reason}`]);
  return doc;
}

/** The basis points printed in a stored 'VAT (7.5%)' label (documents keep what they printed). */
function rateFromLabel(label: string): number | null {
  const match = /\(([\d.]+)%\)/.exec(label);
  return match ? Math.round(Number(match[1]) * 100) : null;
}
