import { consultations as C, RowId } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { readSettings, settingsWire } from '../../consultations/availability';
import { changeSettings, createBlock, deleteBlock, listBlocks } from '../../consultations/office';
import { sendIcs } from '../../consultations/routes';
import { cancelConsultation, changeConsultation, consultationsBetween, inviteOf, oneFull, officeWire, rescheduleConsultation } from '../../consultations/service';
import { addDays } from '../../consultations/time';
import { endpointRoute } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { OfficeKit } from './kit';

/** The office's consultations calendar (day/week), host, mode and link, reschedule and cancel; blocks; availability settings. */
export function officeConsultationsRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, actorOf } = kit;
  const tags = ['office'];
  const { db, config } = ctx;
  const refused = { ...errors, 409: C.SlotRefused };
  const deps = () => ({ db, config, now: ctx.now() });

  endpointRoute(app, 'GET /api/office/consultations', {
    config: staff,
    schema: { tags, summary: 'Consultations from one day to another (WAT), cancelled ones included', security, querystring: C.OfficeConsultationsQuery, errors },
    handler: async (request) => {
      const { from, to } = request.query;
      if (to < from || addDays(from, 62) < to) throw badRequest('Choose a range of at most 62 days, ending on or after its start.');
      const now = ctx.now();
      const settings = await readSettings(db);
      return (await consultationsBetween(db, from, addDays(to, 1))).map((row) => officeWire(row, settings, now));
    },
  });

  endpointRoute(app, 'PATCH /api/office/consultations/:id', {
    config: staff,
    schema: { tags, summary: 'Set the host, the meeting mode or the meeting link', security, params: RowId, errors },
    handler: async (request) => {
      const d = deps();
      const done = await changeConsultation(d, request.params.id, request.body, actorOf(request));
      return officeWire(done.row, done.settings, d.now);
    },
  });

  endpointRoute(app, 'POST /api/office/consultations/:id/reschedule', {
    config: staff,
    schema: { tags, summary: 'Move a consultation to another free slot (the client is emailed)', security, params: RowId, errors: refused },
    handler: async (request) => {
      const d = deps();
      const done = await rescheduleConsultation(d, request.params.id, request.body, { kind: 'staff', actor: actorOf(request) });
      return officeWire(done.row, done.settings, d.now);
    },
  });

  endpointRoute(app, 'POST /api/office/consultations/:id/cancel', {
    config: staff,
    schema: { tags, summary: 'Cancel a consultation (the client is emailed)', security, params: RowId, errors: refused },
    handler: async (request) => {
      const d = deps();
      const done = await cancelConsultation(d, request.params.id, request.body.reason, { kind: 'staff', actor: actorOf(request) });
      return officeWire(done.row, done.settings, d.now);
    },
  });

  endpointRoute(app, 'GET /api/office/consultations/:id/ics', {
    config: staff,
    schema: { tags, summary: 'A consultation’s calendar file (.ics)', security, params: RowId, produces: ['text/calendar'], errors },
    handler: async (request, reply) => {
      const invite = inviteOf(await oneFull(db, request.params.id), await readSettings(db), config);
      // A download of personal data (the client's name, email and meeting): recorded, for a breach's who-saw-what.
      await recordAudit(db, actorOf(request), 'personal_data.download', `consultation ${request.params.id}`, null, { file: `consultation-${request.params.id}.ics` });
      return sendIcs(reply, invite, `consultation-${request.params.id}.ics`);
    },
  });

  endpointRoute(app, 'GET /api/office/blocks', {
    config: staff,
    schema: { tags, summary: 'Blocked times (from yesterday on, by default)', security, querystring: C.BlocksQuery, errors },
    handler: async (request) => listBlocks(db, request.query, ctx.now()),
  });

  endpointRoute(app, 'POST /api/office/blocks', {
    config: staff,
    schema: { tags, summary: 'Block a day or a time range (no booking is offered or accepted in it)', security, errors },
    handler: async (request) => createBlock(db, request.body, actorOf(request)),
  });

  endpointRoute(app, 'DELETE /api/office/blocks/:id', {
    config: staff,
    schema: { tags, summary: 'Remove a block', security, params: RowId, errors },
    handler: async (request) => {
      await deleteBlock(db, request.params.id, actorOf(request));
      return { success: 'success' as const };
    },
  });

  endpointRoute(app, 'GET /api/office/availability-settings', {
    config: staff,
    schema: { tags, summary: 'Working hours, slot length, buffer, notice, default video room, office address', security, errors },
    handler: async () => settingsWire(await readSettings(db)),
  });

  endpointRoute(app, 'PATCH /api/office/availability-settings', {
    config: staff,
    schema: { tags, summary: 'Change the availability settings', security, errors },
    handler: async (request) => changeSettings(db, request.body, actorOf(request)),
  });
}
