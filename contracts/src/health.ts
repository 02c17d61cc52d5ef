import { z } from 'zod';

const Check = z.enum(['ok', 'failed']);
export const ReadinessChecks = z.object({ database: Check, migrations: Check, mailQueue: Check });
/** GET /api/health: the process answers. */
export const HealthAnswer = z.object({ status: z.literal('ok') });
/** GET /api/ready: 200 when ready for traffic, 503 with a `detail` otherwise. */
export const ReadyAnswer = z.object({ status: z.literal('ready'), checks: ReadinessChecks });
export const NotReadyAnswer = z.object({ detail: z.string(), checks: ReadinessChecks });

export type ReadinessChecks = z.infer<typeof ReadinessChecks>;
