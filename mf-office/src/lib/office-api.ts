import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';

// The back office's calls under /api/office; every shape is the API's own schema (@agency/contracts).

export type Booking = office.Booking;
export type Message = office.Message;
export type Subscriber = office.Subscriber;
export type OfficeRequest = office.OfficeRequest;
export type OfficeProject = office.OfficeProject;
export type OfficeTutorial = office.OfficeTutorial;
export type TutorialInput = Omit<OfficeTutorial, 'id' | 'is_done' | 'students'>;
export type Student = office.Student;
export type Payment = office.Payment;
export type AuditEntry = office.AuditEntry;
export type StaffMember = office.StaffMember;

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
