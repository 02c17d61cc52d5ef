import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { siteHealth } from '../../field/service';
import { endpointRoute } from '../../lib/endpoint-route';
import type { OfficeKit } from './kit';

/** Site health: the field data's p75 per page and per remote version, and the front-end error groups (docs/field-data.md). */
export function officeSiteHealthRoutes(app: FastifyInstance, ctx: AppContext, kit: OfficeKit): void {
  const { staff, security, errors, tags } = kit;
  endpointRoute(app, 'GET /api/office/site_health', {
    config: staff,
    schema: { tags, summary: 'Web Vitals p75 per page and per remote version (24 h, 7 days) and front-end error groups', security, errors },
    handler: async () => siteHealth(ctx.db),
  });
}
