import { z } from 'zod';
import { iso } from './common';

// Issue 26: what happened on an engagement, in order (the activity timeline), and the notification centre's
// notices (the bell), for the events that are not messages (messages are counted by thread: threads.ts).

export const ActivityKind = z.enum(['request', 'proposal', 'payment', 'project', 'stage', 'file', 'deliverable', 'review', 'message']);

/** One event of an engagement's timeline. */
export const ActivityItem = z.object({
  at: iso,
  kind: ActivityKind,
  text: z.string().describe('What happened, in a sentence the reader understands: "Stage reached: Design", "You approved Homepage v2.pdf (round 2)"'),
  by: z.string().nullable().describe('Who did it (a name), null for the system'),
});

/** GET …/requests/:id/activity: the engagement's events, OLDEST first. */
export const ActivityAnswer = z.object({ request_id: z.number().int(), code: z.string(), items: z.array(ActivityItem) });

export const NoticeKind = z.enum(['stage', 'deliverable', 'review', 'file', 'project', 'assignment']);

/** One notice of the reader's notification centre (not messages: those are UnreadThread). */
export const Notice = z.object({
  id: z.number().int(),
  kind: NoticeKind,
  request_id: z.number().int(),
  code: z.string().describe('requestCode: "REQ-0042"'),
  text: z.string(),
  at: iso,
  read: z.boolean(),
});

/** POST …/notices/read: marks these notices (or every notice of the reader, when `ids` is absent) read. */
export const NoticesRead = z.object({ ids: z.array(z.number().int().positive()).max(200).optional() });

export type ActivityKind = z.infer<typeof ActivityKind>;
export type ActivityItem = z.infer<typeof ActivityItem>;
export type ActivityAnswer = z.infer<typeof ActivityAnswer>;
export type NoticeKind = z.infer<typeof NoticeKind>;
export type Notice = z.infer<typeof Notice>;
export type NoticesRead = z.infer<typeof NoticesRead>;
