import { billing as B, office as S } from '@agency/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createProposal, listProposals, proposalRow, proposalWire, reviseProposal, sendProposal, updateDraft } from '../../billing/proposals';
import { billingFor, officeBilling } from '../../billing/reads';
import { cancelRetainer } from '../../billing/retainers';
import { getBillingDetails, getBillingSettings, settingsWire, updateBillingSettings } from '../../billing/settings';
import type { AppContext } from '../../context';
import { retainers, users } from '../../db/schema';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, notFound } from '../../lib/errors';
import { audited, recordAudit } from '../audit';
import type { OfficeKit } from './kit';

/** Proposals (write, send, revise), the agency's and each client's billing, and the billing settings. */
export function officeBillingRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, tags, actorOf } = kit;
  const errors = { ...kit.errors, 409: S.Detail };
  const { db, config } = ctx;
  const state = (p: { id: number; status: string; version: number; totalKobo: number }) => ({ proposal: p.id, status: p.status, version: p.version, total_kobo: p.totalKobo });

  endpointRoute(app, 'GET /api/office/proposals', {
    config: staff,
    schema: { tags, summary: 'Every proposal, newest first, optionally by status', security, querystring: B.ProposalsQuery, errors },
    handler: async (request) => Promise.all((await listProposals(db, { status: request.query.status })).map((row) => proposalWire(db, row))),
  });

  endpointRoute(app, 'GET /api/office/requests/:id/proposals', {
    config: staff,
    schema: { tags, summary: 'A request’s proposal versions, newest first', security, params: S.RowId, errors },
    handler: async (request) => Promise.all((await listProposals(db, { requestId: request.params.id })).map((row) => proposalWire(db, row))),
  });

  endpointRoute(app, 'POST /api/office/requests/:id/proposals', {
    config: staff,
    schema: { tags, summary: 'Write a proposal for a request: a draft (the next version when it has one already)', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const row = await audited(db, actorOf(request), 'proposal.create', `request ${id}`, async (tx) => {
        const made = await createProposal(tx, request.user!.id, id, request.body);
        return { before: null, after: state(made), result: made };
      });
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'GET /api/office/proposals/:id', {
    config: staff,
    schema: { tags, summary: 'A proposal, as the client reads it', security, params: S.RowId, errors },
    handler: async (request) => proposalWire(db, await proposalRow(db, request.params.id)),
  });

  endpointRoute(app, 'PUT /api/office/proposals/:id', {
    config: staff,
    schema: { tags, summary: 'Replace a draft proposal whole (409 once sent: revise it instead)', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const row = await audited(db, actorOf(request), 'proposal.update', `proposal ${id}`, async (tx) => {
        const before = state(await proposalRow(tx, id));
        const updated = await updateDraft(tx, id, request.body);
        return { before, after: state(updated), result: updated };
      });
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'POST /api/office/proposals/:id/send', {
    config: staff,
    schema: { tags, summary: 'Send a draft: its text is fixed, older open versions are superseded, the client is emailed a link', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const row = await audited(db, actorOf(request), 'proposal.send', `proposal ${id}`, async (tx) => {
        const before = state(await proposalRow(tx, id));
        const sent = await sendProposal(tx, config, id);
        return { before, after: state(sent), result: sent };
      });
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'POST /api/office/proposals/:id/revise', {
    config: staff,
    schema: { tags, summary: 'Start a new version (a draft copy) of a sent proposal', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const row = await audited(db, actorOf(request), 'proposal.revise', `proposal ${id}`, async (tx) => {
        const made = await reviseProposal(tx, request.user!.id, id);
        return { before: null, after: state(made), result: made };
      });
      return proposalWire(db, row);
    },
  });

  endpointRoute(app, 'GET /api/office/billing', {
    config: staff,
    schema: { tags, summary: 'The agency’s month (invoices issued, payments received, refunds processed; outstanding now) and every client’s figures', security, querystring: B.OfficeBillingQuery, errors },
    handler: async (request) => officeBilling(db, request.query.month),
  });

  endpointRoute(app, 'POST /api/office/retainers/:id/cancel', {
    config: staff,
    schema: {
      tags,
      summary: 'Staff stop a client’s retainer (the client asked by phone, say): Paystack’s POST /subscription/disable, as the client’s own cancel; audited',
      security,
      params: S.RowId,
      errors: { ...errors, 502: S.Detail, 503: S.Detail },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const [row] = await db.select({ userId: retainers.userId, status: retainers.status }).from(retainers).where(eq(retainers.id, id)).limit(1);
      if (!row) throw notFound('Retainer not found.');
      try {
        const after = await cancelRetainer(db, config, request.log, row.userId, id);
        await recordAudit(db, actorOf(request), 'retainer.cancel', `retainer ${id}`, { status: row.status }, { status: after.status });
        return after;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  });

  endpointRoute(app, 'GET /api/office/billing/clients/:id', {
    config: staff,
    schema: { tags, summary: 'One client’s billing: documents, payments, refunds, what is due, proposals', security, params: S.RowId, errors },
    handler: async (request) => {
      const { id } = request.params;
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound(`Client ${id} not found.`);
      const proposals = await Promise.all((await listProposals(db, {})).filter((p) => p.userId === id).map((row) => proposalWire(db, row)));
      return {
        ...(await billingFor(db, id)),
        client: { user_id: user.id, name: user.firstName, email: user.email, details: await getBillingDetails(db, id) },
        proposals,
      };
    },
  });

  endpointRoute(app, 'GET /api/office/billing-settings', {
    config: staff,
    schema: { tags, summary: 'The agency’s details and VAT printed on documents', security, errors },
    handler: async () => settingsWire(await getBillingSettings(db)),
  });

  endpointRoute(app, 'PATCH /api/office/billing-settings', {
    config: staff,
    schema: { tags, summary: 'Change the agency’s details or VAT for documents and proposals from now on', security, errors },
    handler: async (request) => {
      const row = await audited(db, actorOf(request), 'billing.settings', 'billing settings', async (tx) => {
        const before = settingsWire(await getBillingSettings(tx));
        const after = settingsWire(await updateBillingSettings(tx, request.body));
        return { before, after, result: after };
      });
      return row;
    },
  });
}
