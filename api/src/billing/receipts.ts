import { and, eq, inArray } from 'drizzle-orm';
import { cartDiscountPercent } from '@agency/contracts/cart-discount';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Config } from '../config';
import { instalments, payments, proposals, serviceRequests, tutorials } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { type DocumentRow, documentEmail, issueDocument } from './documents';
import { naira, ngn, vatOfGross } from './money';
import { getBillingSettings } from './settings';

interface Part {
  description: string;
  grossKobo: number;
  chargeVat: boolean;
  vatRateBp: number;
  requestId: number | null;
}

/**
 * The documents of a delivered payment, in its delivery's transaction: an invoice for each simple quote it pays
 * (a quote is invoiced as it is paid), then one receipt for the whole payment (its lines, the cart discount, and
 * the VAT inside what was paid), mailed to the client with the PDFs attached. Each instalment it paid points at
 * the receipt.
 */
export async function issueDeliveryDocuments(tx: DbOrTx, config: Config | null, paymentId: number): Promise<DocumentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw new Error(`Payment ${paymentId} not found.`);
  const settings = await getBillingSettings(tx);
  const paidAt = payment.paidAt ?? new Date();
  const parts: Part[] = [];
  const invoices: DocumentRow[] = [];
  if (payment.kind === 'tutorial') {
    const [tutorial] = await tx.select({ title: tutorials.title }).from(tutorials).where(eq(tutorials.id, payment.itemIds[0]!)).limit(1);
    parts.push({ description: `Tutorial: ${tutorial?.title ?? payment.itemIds[0]}`, grossKobo: payment.amountKobo, chargeVat: settings.chargeVat, vatRateBp: settings.vatRateBp, requestId: null });
  } else {
    const paid = payment.instalmentIds.length ? await tx.select().from(instalments).where(inArray(instalments.id, payment.instalmentIds)) : [];
    const proposalIds = [...new Set(paid.map((p) => p.proposalId))];
    const props = proposalIds.length ? await tx.select().from(proposals).where(inArray(proposals.id, proposalIds)) : [];
    const requests = await tx.select().from(serviceRequests).where(inArray(serviceRequests.id, payment.itemIds));
    for (const request of requests.sort((a, b) => a.id - b.id)) {
      const billed = paid.filter((p) => p.requestId === request.id);
      if (billed.length > 0) {
        for (const ins of billed) {
          const proposal = props.find((p) => p.id === ins.proposalId)!;
          parts.push({ description: `${ins.label}: ${proposal.title} (request #${request.id})`, grossKobo: ins.amountKobo, chargeVat: proposal.chargeVat, vatRateBp: proposal.vatRateBp, requestId: request.id });
        }
        continue;
      }
      // A simple quote: invoiced now, as it is paid.
      const gross = request.price * 100;
      const vat = vatOfGross(gross, settings.chargeVat, settings.vatRateBp);
      const invoice = await issueDocument(tx, {
        kind: 'invoice',
        userId: payment.userId,
        title: `${request.service}: ${request.subject}`,
        description: `Quote for request #${request.id}: ${request.subject}`,
        lines: [{ description: `${request.service}: ${request.subject} (request #${request.id})`, quantity: 1, unit_kobo: gross - vat, amount_kobo: gross - vat }],
        netKobo: gross - vat,
        vatKobo: vat,
        totalKobo: gross,
        vatRateBp: settings.chargeVat ? settings.vatRateBp : null,
        notes: [`Paid with payment ${payment.reference}.`],
        requestId: request.id,
        issuedAt: paidAt,
      });
      invoices.push(invoice);
      parts.push({ description: `${request.service}: ${request.subject} (request #${request.id}, invoice ${invoice.number})`, grossKobo: gross, chargeVat: settings.chargeVat, vatRateBp: settings.vatRateBp, requestId: request.id });
    }
  }

  // The discount shared out over the parts (the last takes the rounding), then each part's VAT at its own rate.
  const subtotal = parts.reduce((sum, p) => sum + p.grossKobo, 0);
  let left = payment.amountKobo;
  let vatKobo = 0;
  parts.forEach((part, i) => {
    const share = i === parts.length - 1 ? left : Math.round((part.grossKobo * payment.amountKobo) / Math.max(subtotal, 1));
    left -= share;
    vatKobo += vatOfGross(share, part.chargeVat, part.vatRateBp);
  });
  const rates = new Set(parts.filter((p) => p.chargeVat).map((p) => p.vatRateBp));
  const percent = payment.kind === 'requests' ? cartDiscountPercent(payment.itemIds.length) : 0;
  const adjustments = subtotal !== payment.amountKobo ? [{ description: `Multi-item discount (${percent}%)`, amount_kobo: payment.amountKobo - subtotal }] : [];
  const receipt = await issueDocument(tx, {
    kind: 'receipt',
    userId: payment.userId,
    title: `Payment ${payment.reference}`,
    description: parts.map((p) => p.description).join('; '),
    lines: parts.map((p) => ({ description: p.description, quantity: 1, unit_kobo: p.grossKobo, amount_kobo: p.grossKobo })),
    adjustments,
    netKobo: payment.amountKobo - vatKobo,
    vatKobo,
    totalKobo: payment.amountKobo,
    vatRateBp: rates.size === 0 ? null : rates.size === 1 ? [...rates][0]! : settings.vatRateBp,
    notes: [
      `Paid ${ngn(payment.amountKobo)} on ${paidAt.toISOString().slice(0, 10)} by ${payment.channel ?? payment.provider} (reference ${payment.reference}).`,
      'Amounts in the lines include VAT where it is charged.',
    ],
    paymentId: payment.id,
    requestId: parts.length === 1 ? parts[0]!.requestId : null,
    issuedAt: paidAt,
  });
  if (payment.instalmentIds.length) await tx.update(instalments).set({ receiptId: receipt.id }).where(and(inArray(instalments.id, payment.instalmentIds), eq(instalments.paymentId, payment.id)));
  if (config && receipt.data.client.email) {
    const mail = documentEmail(config, receipt, [`Thank you: we have received your payment of ${naira(payment.amountKobo)}.`], false);
    for (const invoice of invoices) mail.attachments!.push(...(documentEmail(config, invoice, [], false).attachments ?? []));
    await enqueueMail(tx, [mail]);
  }
  return receipt;
}
