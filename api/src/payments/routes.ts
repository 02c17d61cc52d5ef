import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The payments domain's routes, mounted under /api. */
export async function paymentsRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
