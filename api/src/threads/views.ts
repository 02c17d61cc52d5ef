import type { EngagementFile } from '@agency/contracts/files';
import { requestCode, type Thread, type ThreadMessage } from '@agency/contracts/threads';
import { serviceLabel } from '@agency/contracts';
import type { Config } from '../config';
import type { requestMessages } from '../db/schema';

// The threads' wire format (contracts/src/threads.ts), made from typed rows: the only place its rules live.

type MessageRow = Pick<typeof requestMessages.$inferSelect, 'id' | 'fromStaff' | 'body' | 'createdAt'>;

/** A staff message whose writer's account is gone is signed by the agency. */
export const FORMER_STAFF = 'The agency';

/** One message as both sides read it: a staff message names its writer, a client's the client; with its files. */
export function messageWire(row: MessageRow & { staffName: string | null }, clientName: string, files: EngagementFile[] = []): ThreadMessage {
  return {
    id: row.id,
    from: row.fromStaff ? 'staff' : 'client',
    author: row.fromStaff ? row.staffName || FORMER_STAFF : clientName,
    body: row.body,
    sent_at: row.createdAt.toISOString(),
    files,
  };
}

/** The agency's click-to-chat link, its text naming the request the way the thread and the emails do. */
export function whatsappUrl(config: Config, requestId: number, subject: string): string {
  return `https://wa.me/${config.AGENCY_WHATSAPP}?text=${encodeURIComponent(`Hello, this is about my request ${requestCode(requestId)}: ${subject}`)}`;
}

export interface ThreadRequest {
  id: number;
  subject: string;
  service: string;
  status: string;
  client: string;
}

/** The thread: its messages oldest first, and every file of the engagement newest first. */
export function threadWire(config: Config, request: ThreadRequest, messages: ThreadMessage[], files: EngagementFile[]): Thread {
  return {
    request_id: request.id,
    code: requestCode(request.id),
    subject: request.subject,
    service_label: serviceLabel(request.service),
    client: request.client,
    status: request.status,
    messages,
    files,
    whatsapp_url: whatsappUrl(config, request.id, request.subject),
  };
}
