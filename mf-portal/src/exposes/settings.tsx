import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { SettingsPage } from '../features/settings/components/settings-page';

/** Guests are sent to /login?redirect=/settings (spec sections 2 and 6). */
export default function Settings() {
  return (
    <RequireSignIn loginTarget={`${paths.login}?redirect=${paths.settings}`}>
      <PortalLayout title={copy.settings.title}>
        <SettingsPage />
      </PortalLayout>
    </RequireSignIn>
  );
}
