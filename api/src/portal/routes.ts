import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The portal domain's routes, mounted under /api. */
export async function portalRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
