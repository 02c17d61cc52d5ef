import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { officeAcademyRoutes } from './areas/academy';
import { officeActivityRoutes } from './areas/activity';
import { officeAuditRoutes } from './areas/audit';
import { officeBillingRoutes } from './areas/billing';
import { officeConsultationsRoutes } from './areas/consultations';
import { officeFilesRoutes } from './areas/files';
import { officeInboxRoutes } from './areas/inbox';
import { officeKit } from './areas/kit';
import { officePaymentsRoutes } from './areas/payments';
import { officePrivacyRoutes } from './areas/privacy';
import { officeProjectsRoutes } from './areas/projects';
import { officeRequestsRoutes } from './areas/requests';
import { officeSiteHealthRoutes } from './areas/site-health';
import { officeStaffRoutes } from './areas/staff';
import { officeThreadsRoutes } from './areas/threads';
import { officeViewsRoutes } from './areas/views';
import { staffOnly } from './staff-auth';

/**
 * The back office's API under /api/office: staff only (see staff-auth.ts), every write recorded in the
 * audit log in the transaction that makes it. One file per area of the office under ./areas; the write rules
 * themselves live in the domains (requests/queries, portal/queries, academy/queries, payments/service) and are shared with
 * `pnpm admin`.
 */
export async function officeRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(
    async (scope) => {
      staffOnly(scope);
      const kit = officeKit(ctx);
      for (const area of [officeInboxRoutes, officeRequestsRoutes, officeProjectsRoutes, officeAcademyRoutes, officePaymentsRoutes, officeAuditRoutes, officeStaffRoutes, officeConsultationsRoutes, officePrivacyRoutes, officeSiteHealthRoutes, officeBillingRoutes, officeThreadsRoutes, officeViewsRoutes, officeActivityRoutes, officeFilesRoutes]) {
        area(scope, ctx, kit);
      }
    },
    { prefix: '/office' },
  );
}
