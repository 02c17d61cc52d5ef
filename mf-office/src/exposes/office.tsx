import { Route, Routes } from '@agency/shared-ui';
import { AcademyPage } from '../features/academy/academy-page';
import { AuditPage } from '../features/audit/audit-page';
import { BillingPage } from '../features/billing/billing-page';
import { ProposalsPage } from '../features/billing/proposals-page';
import { AvailabilityPage } from '../features/calendar/availability-page';
import { CalendarPage } from '../features/calendar/calendar-page';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { EngagementPage } from '../features/engagement/engagement-page';
import { InboxPage } from '../features/inbox/inbox-page';
import { OfficeLayout } from '../features/layout/office-layout';
import { PaymentsPage } from '../features/payments/payments-page';
import { DataRequestsPage } from '../features/privacy/data-requests-page';
import { ProjectsPage } from '../features/projects/projects-page';
import { RequestsPage } from '../features/requests/requests-page';
import { SiteHealthPage } from '../features/site-health/site-health-page';
import { StaffPage } from '../features/staff/staff-page';

/** The whole back office, mounted by the shell at /office/* (for staff only); its sections are sub-routes. */
export default function Office() {
  return (
    <Routes>
      <Route element={<OfficeLayout />}>
        <Route index element={<InboxPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="availability" element={<AvailabilityPage />} />
        <Route path="requests" element={<RequestsPage />} />
        <Route path="requests/:id" element={<EngagementPage />} />
        <Route path="requests/:id/proposal" element={<ProposalsPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="academy" element={<AcademyPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="catalogue/*" element={<CataloguePage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="data-requests" element={<DataRequestsPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="site-health" element={<SiteHealthPage />} />
        <Route path="*" element={<InboxPage />} />
      </Route>
    </Routes>
  );
}
