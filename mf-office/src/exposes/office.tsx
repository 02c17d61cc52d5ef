import { Route, Routes } from '@agency/shared-ui';
import { AcademyPage } from '../features/academy/academy-page';
import { AuditPage } from '../features/audit/audit-page';
import { InboxPage } from '../features/inbox/inbox-page';
import { OfficeLayout } from '../features/layout/office-layout';
import { PaymentsPage } from '../features/payments/payments-page';
import { ProjectsPage } from '../features/projects/projects-page';
import { RequestsPage } from '../features/requests/requests-page';
import { StaffPage } from '../features/staff/staff-page';

/** The whole back office, mounted by the shell at /office/* (for staff only); its sections are sub-routes. */
export default function Office() {
  return (
    <Routes>
      <Route element={<OfficeLayout />}>
        <Route index element={<InboxPage />} />
        <Route path="requests" element={<RequestsPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="academy" element={<AcademyPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="*" element={<InboxPage />} />
      </Route>
    </Routes>
  );
}
