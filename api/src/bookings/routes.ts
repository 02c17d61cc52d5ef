import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The bookings domain's routes, mounted under /api. */
export async function bookingsRoutes(_api: FastifyInstance, _ctx: AppContext): Promise<void> {}
