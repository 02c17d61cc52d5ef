import { NotReadyAnswer, type ReadinessChecks } from '@agency/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { latestMigrationMillis } from '../db/client';

export interface Lifecycle {
  /** Set when shutdown begins: the load balancer must stop sending traffic here. */
  draining: boolean;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];
}

/** Liveness and readiness for load balancers and orchestrators, mounted under /api. Neither needs auth. */
export function healthRoutes(api: FastifyInstance, ctx: AppContext, lifecycle: Lifecycle): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const latest = latestMigrationMillis();

  endpointRoute(app, 'GET /api/health', {
    config: { auth: 'public' },
    schema: { tags: ['operations'], summary: 'Alive: the process answers' },
    handler: async () => ({ status: 'ok' as const }),
  });

  endpointRoute(app, 'GET /api/ready', {
    config: { auth: 'public' },
    schema: {
      tags: ['operations'],
      summary: 'Ready for traffic: database reachable, migrations applied, mail queue running, not shutting down',
      errors: { 503: NotReadyAnswer },
    },
    handler: async (_request, reply) => {
      const problems: string[] = [];
      const checks: ReadinessChecks = { database: 'ok', migrations: 'ok', mailQueue: 'ok' };
      try {
        const [row] = rowsOf(await ctx.db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
        if (Number(row?.last ?? 0) < latest) {
          checks.migrations = 'failed';
          problems.push('database migrations are not all applied');
        }
      } catch (error) {
        checks.database = 'failed';
        checks.migrations = 'failed';
        problems.push(`database unreachable (${(error as Error).message.split('\n')[0]})`);
      }
      if (!ctx.mailQueue.isRunning()) {
        checks.mailQueue = 'failed';
        problems.push('the mail queue is not running');
      }
      if (lifecycle.draining) problems.unshift('shutting down');
      if (problems.length) return reply.status(503).send({ detail: `Not ready: ${problems.join('; ')}.`, checks });
      return { status: 'ready' as const, checks };
    },
  });
}
