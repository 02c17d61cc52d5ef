import type { OfficeProject } from '../lib/office-api';

/** A project as the office's list answers it: Ngozi's bakery shop, just started; `overrides` change any field. */
export const officeProject = (overrides: Partial<OfficeProject> = {}): OfficeProject => ({
  id: 3,
  request_id: 12,
  client: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  service: 'wd',
  service_label: 'Web development',
  subject: 'Bakery shop',
  url: '',
  stages: 'Design,Build,Launch',
  current_stage: 'Design',
  progress: 1,
  is_done: false,
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});
