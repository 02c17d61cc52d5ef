import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { refundPayment, refundsByPayment, refundTotals, refundWire } from '../../payments/refunds';
import { findPayment, refundDuplicate } from '../../payments/service';
import { recordAudit } from '../audit';
import { office as S } from '@agency/contracts';
import { listPayments } from '../work';
import type { OfficeKit } from './kit';

/** Payments and refunds. */
export function officePaymentsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf, iso } = kit;

  endpointRoute(app, 'GET /api/office/payments', {
    config: staff,
    schema: { tags, summary: 'Payments and refunds, optionally by status', security, querystring: S.PaymentsQuery, errors },
    handler: async (request) => {
      const rows = await listPayments(ctx.db, request.query.status ? [request.query.status] : undefined);
      const refunds = await refundsByPayment(
        ctx.db,
        rows.map((p) => p.id),
      );
      return rows.map((p) => ({
        id: p.id,
        reference: p.reference,
        email: p.email,
        kind: p.kind,
        item_ids: p.itemIds,
        items: p.items,
        amount_kobo: p.amountKobo,
        currency: p.currency,
        status: p.status,
        void_reason: p.voidReason,
        provider: p.provider,
        channel: p.channel,
        created_at: p.createdAt.toISOString(),
        paid_at: iso(p.paidAt),
        expires_at: iso(p.expiresAt),
        ...refundTotals(p.amountKobo, p.status, refunds.get(p.id) ?? []),
        refunds: (refunds.get(p.id) ?? []).map(refundWire),
      }));
    },
  });

  endpointRoute(app, 'POST /api/office/payments/:id/refund', {
    config: staff,
    schema: {
      tags,
      summary:
        "Refunds a paid payment fully or partly, with a reason, through Paystack's Refund API: pending until Paystack's refund.processed (credit note) or refund.failed event; a sandbox payment's refund is processed at once. Refuses more than is still refundable (409).",
      security,
      params: S.RowId,
      errors: { ...errors, 409: S.Detail },
    },
    handler: async (request) => {
      const refund = await refundPayment(ctx.db, ctx.config, request.log, actorOf(request), {
        paymentId: request.params.id,
        amountKobo: request.body.amount_kobo,
        reason: request.body.reason,
      });
      return refundWire(refund);
    },
  });

  endpointRoute(app, 'POST /api/office/payments/:reference/retry-refund', {
    config: staff,
    schema: { tags, summary: 'Ask Paystack again to refund a payment that is refund_due', security, params: S.Reference, errors: { ...errors, 409: S.Detail } },
    handler: async (request) => {
      const { reference } = request.params;
      const before = await findPayment(ctx.db, reference);
      if (!before) throw new HttpError(404, 'Payment not found.');
      if (before.status !== 'refund_due') throw new HttpError(409, `This payment is ${before.status}, not due a refund.`);
      // Paystack is called outside any transaction; the attempt and its outcome are recorded either way.
      const refunded = await refundDuplicate(ctx.db, ctx.config, request.log, reference);
      const after = await findPayment(ctx.db, reference);
      await recordAudit(ctx.db, actorOf(request), 'payment.refund', `payment ${reference}`, { status: before.status, amount_kobo: before.amountKobo }, {
        status: after!.status,
        amount_kobo: after!.amountKobo,
        refunded,
      });
      return { refunded, status: after!.status };
    },
  });
}
