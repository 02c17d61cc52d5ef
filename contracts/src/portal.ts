import { z } from 'zod';

const ServiceAndSubject = z.object({ service: z.string(), subject: z.string() });

export const Project = z.object({
  id: z.number().int(),
  levels: z.number().int().describe('Progress in percent'),
  url: z.string(),
  current_stage: z.string(),
  list_stages: z.string().describe('Comma-separated stage names'),
  is_done: z.boolean(),
  request: ServiceAndSubject,
  started_at: z.string().describe('When work started (ISO 8601)'),
  stage_dates: z.record(z.string(), z.string()).describe('When each stage was reached, by stage name (ISO 8601); stages not reached, or reached before dates were kept, are absent'),
  completed_at: z.string().nullable().describe('When the project was marked done (ISO 8601), else null'),
  request_id: z.number().int().optional().describe('Issue 26: the request (engagement) it delivers: its thread, files and activity'),
  approval_stages: z.array(z.string()).optional().describe('Issue 26: the stages that need the client\'s approval of a deliverable'),
  revision_rounds: z.number().int().positive().nullable().optional().describe('Issue 26: rounds of revisions per deliverable; null: unlimited'),
});

/** A client's service request (spec section 3). */
export const ServiceRequest = z.object({
  id: z.number().int(),
  date: z.string().describe('When the request was made (ISO 8601)'),
  price: z.string().describe('Naira; "0" (not quoted yet) or "paid" mean nothing to pay'),
  reference: z.string().describe('Status label: Pending, Quoted, Ongoing, Completed, …'),
  is_done: z.boolean(),
  request: ServiceAndSubject,
  due_kobo: z
    .number()
    .int()
    .optional()
    .describe('What is due NOW, in kobo (0: nothing): the due instalment(s) of an accepted proposal, else the quoted price until paid. The cart charges this'),
  due_label: z.string().optional().describe('What the due amount is: "Deposit (40%)", "Milestone: Design (30%)", "Full payment"; "" for a simple quote'),
  proposal_id: z.number().int().nullable().optional().describe('The current proposal version sent to the client (open or accepted), if any: the portal\'s proposal page shows it'),
});

/** GET /api/dashboard/:id; -1 selects the most recent unfinished project. */
export const ProjectId = z.object({ id: z.coerce.number().int().min(-1).max(2_147_483_647) });
export const DashboardAnswer = z.object({ project: Project.nullable(), projects: z.array(Project) });
export const RequestsAnswer = z.array(ServiceRequest);

export type Project = z.infer<typeof Project>;
export type ServiceRequest = z.infer<typeof ServiceRequest>;
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;
