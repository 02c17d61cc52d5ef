import { z } from 'zod';
import { iso, requiredText } from './common';

// Issue 26: one thread per engagement (a client's service request, and its project once started) between the
// client and the agency's staff. The client reads and writes it at /api/requests/:id/thread (their own requests
// only); staff at /api/office/requests/:id/thread (any request). Reading a thread marks it read for the reader.

/**
 * How the client, staff, emails and WhatsApp messages name a request: "REQ-0042". (The spec's `reference` field
 * of a request is its status label, so this is not called a reference.)
 */
export const requestCode = (requestId: number) => `REQ-${String(requestId).padStart(4, '0')}`;

/** What a message must hold: trimmed, 1 to 5,000 characters. */
export const MESSAGE_MAX = 5_000;
export const EMPTY_MESSAGE = 'Write a message first.';

export const ThreadMessage = z.object({
  id: z.number().int(),
  from: z.enum(['client', 'staff']).describe('Which side wrote it'),
  author: z.string().describe("The writer's name as the other side sees it (a staff member's name, or the client's)"),
  body: z.string(),
  sent_at: iso,
});

export const Thread = z.object({
  request_id: z.number().int(),
  code: z.string().describe('The request as both sides name it (requestCode), e.g. "REQ-0042"'),
  subject: z.string(),
  service_label: z.string(),
  client: z.string().describe("The client's name"),
  status: z.string().describe('The request\'s status label: Pending, Quoted, Ongoing, Completed, Declined'),
  messages: z.array(ThreadMessage).describe('Oldest first'),
  whatsapp_url: z.string().describe("https://wa.me/<agency number>?text=… prefilled with the request's code: click-to-chat for the client"),
});

export const NewMessage = z.object({ body: requiredText(MESSAGE_MAX, EMPTY_MESSAGE) });

/** One thread with messages the reader has not read (written by the other side after the reader last opened it). */
export const UnreadThread = z.object({
  request_id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  client: z.string(),
  unread: z.number().int().positive(),
  last_at: iso.describe('When the newest unread message was sent'),
});

/** GET …/threads/unread: the reader's unread messages, newest thread first. */
export const UnreadAnswer = z.object({ total: z.number().int().nonnegative(), threads: z.array(UnreadThread) });

export type ThreadMessage = z.infer<typeof ThreadMessage>;
export type Thread = z.infer<typeof Thread>;
export type NewMessage = z.infer<typeof NewMessage>;
export type UnreadThread = z.infer<typeof UnreadThread>;
export type UnreadAnswer = z.infer<typeof UnreadAnswer>;
