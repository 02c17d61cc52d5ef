import { z } from 'zod';
import { Notice } from './activity';
import { iso, wholeMessages } from './common';
import { EngagementFile } from './files';

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
export const [EMPTY_MESSAGE] = wholeMessages('Write a message first.');

export const ThreadMessage = z.object({
  id: z.number().int(),
  from: z.enum(['client', 'staff']).describe('Which side wrote it'),
  author: z.string().describe("The writer's name as the other side sees it (a staff member's name, or the client's)"),
  body: z.string().describe('May be "" when the message carries files'),
  sent_at: iso,
  files: z.array(EngagementFile).describe('The files sent with it'),
});

export const Thread = z.object({
  request_id: z.number().int(),
  code: z.string().describe('The request as both sides name it (requestCode), e.g. "REQ-0042"'),
  subject: z.string(),
  service_label: z.string(),
  client: z.string().describe("The client's name"),
  status: z.string().describe('The request\'s status label: Pending, Quoted, Ongoing, Completed, Declined'),
  messages: z.array(ThreadMessage).describe('Oldest first'),
  files: z.array(EngagementFile).describe('Every file of the engagement, newest first (deliverables included)'),
  whatsapp_url: z.string().describe("https://wa.me/<agency number>?text=… prefilled with the request's code: click-to-chat for the client"),
});

/** The most files one message carries. */
export const MESSAGE_FILES_MAX = 10;

/**
 * A message: its text, and the files the writer uploaded to the engagement just before (not yet sent with another
 * message). Text or at least one file: neither is EMPTY_MESSAGE.
 */
export const NewMessage = z
  .object({
    body: z.string().trim().max(MESSAGE_MAX).refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').default(''),
    files: z.array(z.number().int().positive().max(2_147_483_647)).max(MESSAGE_FILES_MAX).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.body === '' && value.files.length === 0) ctx.addIssue({ code: 'custom', path: ['body'], message: EMPTY_MESSAGE });
  });

/** One thread with messages the reader has not read (written by the other side after the reader last opened it). */
export const UnreadThread = z.object({
  request_id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  client: z.string(),
  unread: z.number().int().positive(),
  last_at: iso.describe('When the newest unread message was sent'),
});

/**
 * GET …/threads/unread: the reader's notification centre. `threads`: unread messages by thread, newest first;
 * `notices`: the reader's latest notices (read or not, newest first, at most 20); `total` counts the unread
 * messages plus the unread notices (the bell's number).
 */
export const UnreadAnswer = z.object({
  total: z.number().int().nonnegative(),
  threads: z.array(UnreadThread),
  notices: z.array(Notice),
  unread_notices: z.number().int().nonnegative(),
});

export type ThreadMessage = z.infer<typeof ThreadMessage>;
export type Thread = z.infer<typeof Thread>;
export type NewMessage = z.input<typeof NewMessage>;
export type UnreadThread = z.infer<typeof UnreadThread>;
export type UnreadAnswer = z.infer<typeof UnreadAnswer>;
