import { fail, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { currentLocation, renderAt } from '../../../testing/render';
import { CertificatePage } from './certificate-page';

const mockDownload = jest.fn((_content: unknown, _fileName: string) => Promise.resolve());
jest.mock('../lib/certificate-pdf', () => ({ downloadCertificatePdf: (content: unknown, fileName: string) => mockDownload(content, fileName) }));

/** The holder's certificate address: the course id and the holder's public id. */
const CERT_ID = 'DME2026-3d5c0f8a2b7e4c19a6f1e08b7d2c4a53';

const ANSWER = {
  tutorial: {
    id: 3,
    title: 'Digital Marketing Essentials',
    brief_description: 'SEO, social media and paid ads.',
    description: 'A practical course.',
    amount: 30000,
    is_current: false,
    start_date: '2026-09-01',
    end_date: '2026-10-04',
    is_done: true,
    is_cert_awarded: true,
    course_id: 'DME2026',
    instructor: 'Kelechi Umeh',
  },
  course_id: 'DME2026',
  is_student: true,
  namer: 'Adaeze Okafor',
  certificate_number: 'TMS-DME2026-7KX4QP',
  certificate_id: CERT_ID,
};

const VERIFY_URL = `http://localhost/certificate/${CERT_ID}`;
const CERT = 'GET /api/view_n_verify_cert/:id';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const renderPage = (id = CERT_ID) => renderAt(`/certificate/${id}`, '/certificate/:id', <CertificatePage />);

describe('CertificatePage', () => {
  beforeEach(() => {
    setWidth(1280);
    localStorage.clear();
    useAuthStore.setState({ user: null });
    mockDownload.mockClear();
  });

  it('still verifies when the stored sign-in has expired: signs out quietly and asks again as a guest', async () => {
    useAuthStore.getState().signIn({ token: 'expired', first_name: 'Ada', last_name: '', email: 'ada@example.ng', id: 1 });
    const calls = mockApi({ [CERT]: [fail(401, 'Your session has expired. Please sign in again.'), ok(ANSWER)] });
    renderPage();
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.auth)).toEqual(['Bearer expired', null]);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('verifies without sign-in and shows the holder, title, instructor, dates, own number and verify link', async () => {
    const calls = mockApi({ [CERT]: ok(ANSWER) });
    renderPage();
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.heading);
    expect(screen.getByText('Digital Marketing Essentials')).toBeInTheDocument();
    expect(screen.getByText('Kelechi Umeh')).toBeInTheDocument();
    expect(screen.getByText('1 September 2026')).toBeInTheDocument();
    expect(screen.getByText('4 October 2026')).toBeInTheDocument();
    expect(screen.getByText('TMS-DME2026-7KX4QP')).toBeInTheDocument();
    expect(screen.queryByText('DME2026')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: VERIFY_URL })).toHaveAttribute('href', VERIFY_URL);
    expect(calls).toEqual([{ method: 'GET', path: `/api/view_n_verify_cert/${CERT_ID}`, search: '', body: undefined, auth: null }]);
  });

  it('offers LinkedIn’s add-to-profile form with the name, issuer, date, number and verify URL, in a new tab', async () => {
    mockApi({ [CERT]: ok(ANSWER) });
    renderPage();
    const link = await screen.findByRole('link', { name: `${copy.certificate.linkedIn} (opens in a new tab)` });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Digital Marketing Essentials',
      organizationName: 'Think-Make-Solve Digital',
      issueYear: '2026',
      issueMonth: '10',
      certUrl: VERIFY_URL,
      certId: 'TMS-DME2026-7KX4QP',
    });
  });

  it('downloads the PDF with the certificate’s content and the verify URL, without the page’s query or fragment', async () => {
    mockApi({ [CERT]: ok(ANSWER) });
    renderAt('/certificate/DME2026-1?utm_source=mail#top', '/certificate/:id', <CertificatePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: copy.certificate.download }));
    await waitFor(() => expect(mockDownload).toHaveBeenCalledTimes(1));
    expect(mockDownload).toHaveBeenCalledWith(
      {
        holder: 'Adaeze Okafor',
        title: 'Digital Marketing Essentials',
        instructor: 'Kelechi Umeh',
        startDate: '1 September 2026',
        endDate: '4 October 2026',
        number: 'TMS-DME2026-7KX4QP',
        verifyUrl: VERIFY_URL,
      },
      `certificate-${CERT_ID}.pdf`,
    );
  });

  it('says so when the PDF cannot be made, and lets the user try again', async () => {
    mockApi({ [CERT]: ok(ANSWER) });
    mockDownload.mockRejectedValueOnce(new Error('no canvas'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: copy.certificate.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.certificate.downloadFailure);
    await user.click(screen.getByRole('button', { name: copy.certificate.download }));
    await waitFor(() => expect(mockDownload).toHaveBeenCalledTimes(2));
  });

  it("shows 'Invalide Certificate' when the holder is not a student, and on a 404", async () => {
    mockApi({ [CERT]: [ok({ ...ANSWER, is_student: false, namer: '' }), fail(404, 'Invalid Certificate')] });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.invalid })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.certificate.download })).not.toBeInTheDocument();
    unmount();
    renderPage('nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.invalid })).toBeInTheDocument();
  });

  it('checks the answer against the contract: one the page cannot print from is a failure, not a blank certificate', async () => {
    // Outside the contract, so sent raw (mockApi refuses to stub an answer the API could not send).
    mockApi({ [CERT]: raw(200, JSON.stringify({ ...ANSWER, namer: null }), { 'content-type': 'application/json' }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.failure })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.certificate.download })).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong, please try again.' on another failure", async () => {
    mockApi({ [CERT]: raw(500) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.failure })).toBeInTheDocument();
  });

  it('at 800 px or less verifies the certificate above the desktop-only text, and still offers the PDF and LinkedIn', async () => {
    setWidth(800);
    mockApi({ [CERT]: ok(ANSWER) });
    renderPage();
    // What a phone that scanned the QR code came for: valid, holder, course, date and number.
    const verification = await screen.findByRole('region', { name: copy.certificate.heading });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.heading);
    expect(verification).toHaveTextContent(copy.certificate.valid);
    expect(verification).toHaveTextContent('Adaeze Okafor');
    expect(verification).toHaveTextContent('Digital Marketing Essentials');
    expect(verification).toHaveTextContent('4 October 2026');
    expect(verification).toHaveTextContent('TMS-DME2026-7KX4QP');
    // The spec's message stays, below the verification.
    const desktopOnly = screen.getByRole('heading', { level: 2, name: copy.certificate.desktopOnly });
    expect(verification.compareDocumentPosition(desktopOnly) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const download = screen.getByRole('button', { name: copy.certificate.download });
    expect(screen.getByText(copy.certificate.smallScreenNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${copy.certificate.linkedIn} (opens in a new tab)` })).toHaveAttribute(
      'href',
      expect.stringContaining('certId=TMS-DME2026-7KX4QP'),
    );
    // Not the full certificate.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.setup().click(download);
    await waitFor(() => expect(mockDownload).toHaveBeenCalledWith(expect.objectContaining({ holder: 'Adaeze Okafor', verifyUrl: VERIFY_URL }), `certificate-${CERT_ID}.pdf`));
  });

  it("on a small screen says 'Invalide Certificate' above the desktop-only text, and offers nothing to download", async () => {
    setWidth(390);
    mockApi({ [CERT]: fail(404, 'Invalid Certificate') });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.invalid })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.certificate.desktopOnly })).toBeInTheDocument();
    expect(screen.queryByText(copy.certificate.valid)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.certificate.download })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('moves an old link (`{course}-{sequential id}`) to the address the API answers, without asking again', async () => {
    const calls = mockApi({ [CERT]: ok(ANSWER) });
    renderPage('DME2026-1');
    await waitFor(() => expect(currentLocation()).toBe(`/certificate/${CERT_ID}`));
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: VERIFY_URL })).toHaveAttribute('href', VERIFY_URL);
    expect(calls.map((c) => c.path)).toEqual(['/api/view_n_verify_cert/DME2026-1']);
  });

  it('follows resizes across 800 px without asking the API again', async () => {
    setWidth(800);
    const calls = mockApi({ [CERT]: ok(ANSWER) });
    renderPage();
    expect(await screen.findByRole('button', { name: copy.certificate.download })).toBeInTheDocument();

    act(() => {
      setWidth(1024);
      window.dispatchEvent(new Event('resize'));
    });
    expect(await screen.findByRole('article')).toHaveTextContent('Adaeze Okafor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.heading);

    act(() => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('heading', { level: 2, name: copy.certificate.desktopOnly })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
