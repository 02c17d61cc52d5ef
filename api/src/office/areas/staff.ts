import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit';
import { office as S } from '@agency/contracts';
import { inviteStaff, listStaff, staffInviteEmail } from '../staff';
import type { OfficeKit } from './kit';

/** The signed-in staff member, staff accounts and invitations. */
export function officeStaffRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags, actorOf, send } = kit;

  endpointRoute(app, 'GET /api/office/me', {
    config: staff,
    schema: { tags, summary: 'The signed-in staff member', security, errors },
    handler: async (request) => ({
      id: request.user!.id,
      email: request.user!.email,
      name: request.user!.firstName,
      role: 'staff' as const,
    }),
  });

  endpointRoute(app, 'GET /api/office/staff', {
    config: staff,
    schema: { tags, summary: 'Staff accounts', security, errors },
    handler: async () =>
      (await listStaff(ctx.db)).map((s) => ({ id: s.id, email: s.email, name: s.name, created_at: s.createdAt.toISOString(), set_up: s.setUp })),
  });

  endpointRoute(app, 'POST /api/office/staff/invite', {
    config: staff,
    schema: { tags, summary: 'Invite a staff member: a new account and an emailed set-up link', security, errors: { ...errors, 409: S.Detail, 503: S.Detail } },
    handler: async (request) => {
      const actor = actorOf(request);
      const { user, link } = await inviteStaff(ctx.db, ctx.config, request.body);
      await recordAudit(ctx.db, actor, 'staff.invite', `user ${user.id}`, null, { email: user.email, role: user.role });
      await send(staffInviteEmail(user.email, request.body.name, link, actor.email));
      return { id: user.id, email: user.email };
    },
  });
}
