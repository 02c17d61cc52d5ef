import { billing as B, RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError, notFound } from '../lib/errors';
import { accountRateLimit } from '../lib/rate-limit';
import { detailAnswers, signedIn } from '../lib/route-schema';
import { acceptProposal, clientProposal, declineProposal, PROPOSAL_NOT_FOUND, proposalRow, proposalWire } from './proposals';
import { billingFor, documentForDownload } from './reads';
import { cancelRetainer, cardLink, completeSandbox, subscribe } from './retainers';
import { sandboxEnabled } from '../payments/service';
import { getBillingDetails, putBillingDetails } from './settings';

/** The client's side of billing (issue 25), mounted under /api: their proposals, documents and billing details. */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const security = signedIn;
  const tags = ['billing'];
  const errors = detailAnswers(400, 401, 404, 409);

  endpointRoute(app, 'GET /api/proposals/:id', {
    config: { auth: 'user' },
    schema: { tags, summary: 'A proposal sent to the signed-in client (staff may read any that was sent); another client’s reads as missing', security, params: RowId, errors },
    handler: async (request) => {
      const user = request.user!;
      const row = user.role === 'staff' ? await proposalRow(db, request.params.id) : await clientProposal(db, user.id, request.params.id);
      if (row.status === 'draft' && user.role !== 'staff') throw notFound(PROPOSAL_NOT_FOUND);
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'POST /api/proposals/:id/accept', {
    config: { auth: 'user', rateLimit: accountRateLimit(config) },
    schema: {
      tags,
      summary: 'Accepts a proposal: the typed full name, time, address, browser and the SHA-256 of its exact text are recorded; the project starts and the first amount falls due',
      security,
      params: RowId,
      errors,
    },
    handler: async (request) => {
      const user = request.user!;
      const row = await db.transaction((tx) =>
        acceptProposal(tx, config, user.id, request.params.id, { fullName: request.body.full_name, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }),
      );
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'POST /api/proposals/:id/decline', {
    config: { auth: 'user', rateLimit: accountRateLimit(config) },
    schema: { tags, summary: 'Declines a proposal, with a comment for the agency', security, params: RowId, errors },
    handler: async (request) => {
      const row = await db.transaction((tx) => declineProposal(tx, config, request.user!.id, request.params.id, request.body.comment));
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'POST /api/proposals/:id/subscribe', {
    config: { auth: 'user', rateLimit: accountRateLimit(config) },
    schema: {
      tags,
      summary: 'Starts the monthly retainer of an accepted retainer proposal: its Paystack plan (made once), then the first month’s payment initialized with that plan',
      security,
      params: RowId,
      errors: { ...errors, ...detailAnswers(502, 503) },
    },
    handler: async (request, reply) => {
      try {
        return await subscribe(db, config, request.user!, request.params.id);
      } catch (error) {
        // A provider outage deserves its own words (the app's handler hides every 5xx).
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  });

  endpointRoute(app, 'POST /api/retainers/sandbox/complete', {
    config: { auth: 'user' },
    schema: { tags, summary: 'SANDBOX ONLY (never in production): pays a retainer’s first month without Paystack, through the same once-per-reference path', security, errors },
    handler: async (request) => {
      if (!sandboxEnabled(config)) throw notFound();
      return completeSandbox(db, config, request.user!.id, request.body.reference);
    },
  });

  endpointRoute(app, 'POST /api/retainers/:id/cancel', {
    config: { auth: 'user', rateLimit: accountRateLimit(config) },
    schema: {
      tags,
      summary: 'Cancels the signed-in client’s retainer: Paystack’s POST /subscription/disable; non-renewing until the paid month ends, or cancelled',
      security,
      params: RowId,
      errors: { ...detailAnswers(401, 404), ...detailAnswers(502, 503) },
    },
    handler: async (request, reply) => {
      try {
        return await cancelRetainer(db, config, request.log, request.user!.id, request.params.id);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  });

  endpointRoute(app, 'POST /api/retainers/:id/card-link', {
    config: { auth: 'user', rateLimit: accountRateLimit(config) },
    schema: {
      tags,
      summary: 'A link to Paystack’s page where the client changes the card their retainer charges (after a failed renewal, say)',
      security,
      params: RowId,
      errors: { ...detailAnswers(401, 404, 409), ...detailAnswers(502, 503) },
    },
    handler: async (request, reply) => {
      try {
        return await cardLink(db, config, request.user!.id, request.params.id);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  });

  endpointRoute(app, 'GET /api/billing', {
    config: { auth: 'user' },
    schema: { tags, summary: 'The signed-in client’s invoices, receipts, credit notes, payments, refunds and what is outstanding', security, errors: detailAnswers(401) },
    handler: async (request) => billingFor(db, request.user!.id),
  });

  endpointRoute(app, 'GET /api/billing/documents/:number', {
    config: { auth: 'user' },
    schema: {
      tags,
      summary: 'An issued invoice, receipt or credit note as its A4 PDF (INV-2026-0001 …): its client’s, or any for staff',
      security,
      params: B.DocumentNumber,
      produces: ['application/pdf'],
      errors: detailAnswers(400, 401, 404),
    },
    handler: async (request, reply) => {
      const doc = await documentForDownload(db, request.params.number, request.user!);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(doc.pdf));
    },
  });

  endpointRoute(app, 'GET /api/me/billing_details', {
    config: { auth: 'user' },
    schema: { tags, summary: 'The business name, address and TIN printed on the client’s documents', security, errors: detailAnswers(401) },
    handler: async (request) => getBillingDetails(db, request.user!.id),
  });

  endpointRoute(app, 'PUT /api/me/billing_details', {
    config: { auth: 'user' },
    schema: { tags, summary: 'Sets the business name, address and TIN for documents issued from now on (issued ones never change)', security, errors: detailAnswers(400, 401) },
    handler: async (request) => putBillingDetails(db, request.user!.id, request.body),
  });
}
