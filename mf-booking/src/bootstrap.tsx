import { openBookingDialog, openContactDialog } from '@agency/shared-auth';
import { renderStandalone } from '@agency/shared-ui/src/standalone';
import Dialogs from './exposes/dialogs';

// Standalone development of the booking remote: two buttons open its dialogs.
renderStandalone(
  {
    '*': (
      <main style={{ padding: '2rem' }}>
        <button type="button" onClick={() => openBookingDialog('seo')}>
          Request Service (SEO preselected)
        </button>{' '}
        <button type="button" onClick={() => openContactDialog()}>
          Contact Us
        </button>
      </main>
    ),
  },
  <Dialogs />,
);
