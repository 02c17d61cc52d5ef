import { apiRequest } from '@agency/shared-auth';

// The back office's calls under /api/office, as the API answers them.

export interface Booking {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  service_label: string;
  subject: string;
  message: string;
  date: string;
  time: string;
  start: string | null;
  status: string;
  handled_at: string | null;
}

export interface Message {
  id: number;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled_at: string | null;
}

export interface Subscriber {
  id: number;
  email: string;
  created_at: string;
}

export interface OfficeRequest {
  id: number;
  created_at: string;
  client: string;
  email: string;
  service_label: string;
  subject: string;
  message: string;
  price: string;
  status: string;
  is_done: boolean;
  project_id: number | null;
}

export interface OfficeProject {
  id: number;
  request_id: number;
  client: string;
  email: string;
  service_label: string;
  subject: string;
  url: string;
  stages: string;
  current_stage: string;
  progress: number;
  is_done: boolean;
}

export interface OfficeTutorial {
  id: number;
  title: string;
  course_id: string;
  brief_description: string;
  description: string;
  amount: number;
  start_date: string;
  end_date: string;
  instructor: string;
  link: string;
  what_to_learn: string[];
  is_current: boolean;
  is_done: boolean;
  is_cert_awarded: boolean;
  students: number;
}

export type TutorialInput = Omit<OfficeTutorial, 'id' | 'is_done' | 'students'>;

export interface Student {
  id: number;
  name: string;
  email: string;
  enrolled_at: string;
  paid: boolean;
  certificate_id: string;
}

export interface Payment {
  id: number;
  reference: string;
  email: string;
  kind: string;
  item_ids: number[];
  amount_kobo: number;
  status: string;
  provider: string;
  created_at: string;
  paid_at: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  created_at: string;
  set_up: boolean;
}

const get = <T>(path: string) => apiRequest<T>('GET', `office/${path}`);
const post = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', `office/${path}`, body);
const patch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', `office/${path}`, body);

export const officeApi = {
  bookings: (all: boolean) => get<Booking[]>(`bookings?show=${all ? 'all' : 'new'}`),
  markBooking: (id: number, handled: boolean) => post(`bookings/${id}/handled`, { handled }),
  replyBooking: (id: number, subject: string, message: string) => post(`bookings/${id}/reply`, { subject, message }),
  messages: (all: boolean) => get<Message[]>(`messages?show=${all ? 'all' : 'new'}`),
  markMessage: (id: number, handled: boolean) => post(`messages/${id}/handled`, { handled }),
  replyMessage: (id: number, subject: string, message: string) => post(`messages/${id}/reply`, { subject, message }),
  subscribers: () => get<Subscriber[]>('subscribers'),
  requests: (status: string) => get<OfficeRequest[]>(status ? `requests?status=${encodeURIComponent(status)}` : 'requests'),
  quote: (id: number, price: number) => post(`requests/${id}/quote`, { price }),
  decline: (id: number) => post(`requests/${id}/decline`),
  completeRequest: (id: number) => post(`requests/${id}/done`),
  projects: () => get<OfficeProject[]>('projects'),
  startProject: (requestId: number, stages: string[], url: string) => post<OfficeProject>('projects', { request_id: requestId, stages, url }),
  updateProject: (id: number, change: { stages?: string[]; stage?: string; progress?: number; url?: string }) => patch<OfficeProject>(`projects/${id}`, change),
  completeProject: (id: number) => post<OfficeProject>(`projects/${id}/done`),
  tutorials: () => get<OfficeTutorial[]>('tutorials'),
  createTutorial: (input: TutorialInput) => post<OfficeTutorial>('tutorials', input),
  editTutorial: (id: number, input: Partial<TutorialInput>) => patch<OfficeTutorial>(`tutorials/${id}`, input),
  students: (id: number) => get<Student[]>(`tutorials/${id}/students`),
  finishTutorial: (id: number) => post<OfficeTutorial>(`tutorials/${id}/finish`, { award_certificates: true }),
  payments: (status: string) => get<Payment[]>(status ? `payments?status=${status}` : 'payments'),
  retryRefund: (reference: string) => post<{ refunded: boolean; status: string }>(`payments/${encodeURIComponent(reference)}/retry-refund`),
  audit: () => get<AuditEntry[]>('audit?limit=200'),
  staff: () => get<StaffMember[]>('staff'),
  invite: (email: string, name: string) => post('staff/invite', { email, name }),
};
