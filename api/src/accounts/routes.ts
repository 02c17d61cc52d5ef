import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The accounts domain's routes, mounted under /api. */
export async function accountsRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
