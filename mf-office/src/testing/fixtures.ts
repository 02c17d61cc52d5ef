import type { EngagementFile } from '@agency/contracts/files';
import type { OfficeProject, OfficeRequest, StaffMember } from '../lib/office-api';

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
  stage_list: [
    { name: 'Design', needs_approval: true, reached_at: '2026-11-21T10:00:00.000Z', state: 'current' },
    { name: 'Build', needs_approval: false, reached_at: null, state: 'upcoming' },
    { name: 'Launch', needs_approval: false, reached_at: null, state: 'upcoming' },
  ],
  revision_rounds: 2,
  ...overrides,
});

/** A request as the office's list answers it: Ngozi's bakery site, pending, nobody assigned, nothing unread. */
export const officeRequest = (overrides: Partial<OfficeRequest> = {}): OfficeRequest => ({
  id: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  client: 'Ngozi Eze',
  email: 'ngozi@example.ng',
  service: 'wd',
  service_label: 'Web development',
  subject: 'Bakery shop',
  message: '',
  price: '0',
  status: 'Pending',
  is_done: false,
  project_id: null,
  code: `REQ-${String(overrides.id ?? 12).padStart(4, '0')}`,
  assignee: null,
  unread: 0,
  ...overrides,
});

/** A staff account as GET /api/office/staff answers it. */
export const staffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  email: 'bola@thinkmakesolve.ng',
  name: 'Bola',
  created_at: '2026-01-05T09:00:00.000Z',
  set_up: true,
  ...overrides,
});

/** A file of Ngozi's request as the office reads it (a staff PDF, not a deliverable); `overrides` change any field. */
export const engagementFile = (overrides: Partial<EngagementFile> = {}): EngagementFile => ({
  id: 40,
  name: 'Homepage.pdf',
  type: 'application/pdf',
  size: 1_258_291,
  from: 'staff',
  author: 'Bola',
  uploaded_at: '2026-11-22T09:00:00.000Z',
  message_id: null,
  deliverable: null,
  download_path: '/api/office/requests/12/files/40',
  ...overrides,
});
