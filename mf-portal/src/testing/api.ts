// Every signed-in page's frame asks for the client's unread messages and notices (the bell, issue 26): the portal's tests
// answer it with none unless a test says otherwise, and leave it out when they assert the calls a page made.
import type { threads } from '@agency/contracts';
import { mockApi, ok, type SentCall } from '@agency/contracts/testing/msw';

export const NO_UNREAD: threads.UnreadAnswer = { total: 0, threads: [], notices: [], unread_notices: 0 };

/** `mockApi`, with GET /api/threads/unread answered (no unread message) unless `routes` answers it. */
export const mockPortalApi = (routes: Parameters<typeof mockApi>[0]) => mockApi({ 'GET /api/threads/unread': ok(NO_UNREAD), ...routes });

/** The calls a page made, without the frame's unread count. */
export const pageCalls = (sent: SentCall[]) => sent.filter((call) => call.path !== '/api/threads/unread');
