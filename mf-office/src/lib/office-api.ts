import type { office } from '@agency/contracts';

// The back office's shapes under /api/office: every one is the API's own schema (@agency/contracts). The calls
// live with the feature that makes them (features/<name>/api.ts).

export type Booking = office.Booking;
export type Message = office.Message;
export type Subscriber = office.Subscriber;
export type OfficeRequest = office.OfficeRequest;
export type OfficeProject = office.OfficeProject;
export type OfficeTutorial = office.OfficeTutorial;
export type Student = office.Student;
export type Payment = office.Payment;
export type AuditEntry = office.AuditEntry;
export type StaffMember = office.StaffMember;
