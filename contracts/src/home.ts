import { z } from 'zod';

export const FeedbackItem = z.object({ id: z.number().int(), text: z.string(), name: z.string() });
/** GET /api/home: the landing page's client feedback. */
export const HomeAnswer = z.object({ messages: z.array(FeedbackItem) });
export type FeedbackItem = z.infer<typeof FeedbackItem>;
export type HomeAnswer = z.infer<typeof HomeAnswer>;
