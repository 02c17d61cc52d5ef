import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The academy domain's routes, mounted under /api. */
export async function academyRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
