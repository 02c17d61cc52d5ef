import { openBookingDialog, openContactDialog } from '@agency/shared-auth';
import { renderStandalone, standalonePages } from '@agency/shared-ui/standalone';
import Dialogs from './exposes/dialogs';
import { routes } from './routes';

// Standalone development of the booking remote: its page table (/book, /contact), and elsewhere two buttons that open its dialogs.
renderStandalone(
  {
    ...standalonePages(routes, (module) => import(/* webpackExclude: /\.test\.tsx$/ */ `./exposes/${module}.tsx`)),
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
