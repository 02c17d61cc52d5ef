import { DPO_EMAIL, PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { screen, within } from '@testing-library/react';
import { privacyCopy } from '../../../copy';
import { renderPage } from '../../../testing/render';
import { PrivacyPage } from './privacy-page';

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('the privacy page', () => {
  it('has one h1, its own title, and shows the version every consent records', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(privacyCopy.metaTitle);
    expect(screen.getByText(new RegExp(`Version ${PRIVACY_NOTICE_VERSION.replace('.', '\\.')}`))).toBeInTheDocument();
  });

  it('names the agency, its address and the DPO, with a working email link', () => {
    renderPage(<PrivacyPage />);
    const who = section(/who we are/i);
    expect(who).toHaveTextContent('12 Admiralty Way, Lekki Phase 1, Lagos');
    expect(within(who).getByRole('link', { name: DPO_EMAIL })).toHaveAttribute('href', `mailto:${DPO_EMAIL}`);
  });

  it('gives a lawful basis for each purpose, the recipients, the retention periods, the rights and the NDPC route', () => {
    renderPage(<PrivacyPage />);
    const what = section(/what we collect/i);
    for (const purpose of ['Bookings', 'Contact messages', 'Your account', 'Payments', 'Newsletter', 'Page speed']) {
      const term = within(what).getByText(new RegExp(`^${purpose}`), { selector: 'strong' });
      expect(term.closest('li')?.textContent).toMatch(/Basis:/);
    }
    expect(section(/who receives/i)).toHaveTextContent(/Paystack.*mail provider.*hosting provider/s);
    expect(section(/how long/i)).toHaveTextContent(/6 years/);
    expect(section(/^your rights/i)).toHaveTextContent(/portability.*Correction.*Erasure/s);
    expect(section(/how to use/i)).toHaveTextContent(/Settings, then "Your data"/);
    expect(within(section(/complaints/i)).getByRole('link', { name: 'https://ndpc.gov.ng' })).toHaveAttribute('href', 'https://ndpc.gov.ng');
  });

  it('links each section from the contents', () => {
    renderPage(<PrivacyPage />);
    const contents = screen.getByRole('navigation', { name: privacyCopy.contents });
    expect(within(contents).getAllByRole('link')).toHaveLength(PRIVACY_NOTICE.sections.length);
    for (const s of PRIVACY_NOTICE.sections) expect(document.getElementById(s.id)).not.toBeNull();
  });
});
