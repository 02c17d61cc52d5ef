import type { ServiceRequest } from '../types/service-request';

/** A quoted request as GET /api/requests answers it. */
export const serviceRequest = (id: number, price = '1000', subject = `Request ${id}`): ServiceRequest => ({
  id,
  date: '2026-11-21T12:27:00.000Z',
  price,
  reference: 'Quoted',
  is_done: false,
  request: { service: 'seo', subject },
});
