import type { files } from '@agency/contracts';
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

/** A file of request 42's engagement as the API answers it: the client's own unless `change` says otherwise. */
export const engagementFile = (id: number, change: Partial<files.EngagementFile> = {}): files.EngagementFile => ({
  id,
  name: `file-${id}.pdf`,
  type: 'application/pdf',
  size: 250_000,
  from: 'client',
  author: 'Adaeze Okafor',
  uploaded_at: '2026-11-28T09:00:00.000Z',
  message_id: null,
  deliverable: null,
  download_path: `/api/requests/42/files/${id}`,
  ...change,
});

/** A staff deliverable of a stage awaiting the client's answer, in round `round` of `allowed`. */
export const deliverableFile = (id: number, name: string, deliverable: Partial<files.Deliverable> = {}): files.EngagementFile =>
  engagementFile(id, {
    name,
    from: 'staff',
    author: 'Ada',
    deliverable: { stage: 'Design', round: 1, rounds_allowed: 3, status: 'awaiting', reviews: [], ...deliverable },
  });
