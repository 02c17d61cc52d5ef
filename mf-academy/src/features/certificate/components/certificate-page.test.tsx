import { useAuthStore } from '@agency/shared-auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../../copy';
import { jsonResponse, renderAt, stubFetch } from '../../../testing/render';
import { CertificatePage } from './certificate-page';

const mockDoc = {
  internal: { pageSize: { getWidth: () => 210, getHeight: () => 297 } },
  setDrawColor: jest.fn(),
  setLineWidth: jest.fn(),
  rect: jest.fn(),
  setTextColor: jest.fn(),
  setFont: jest.fn(),
  setFontSize: jest.fn(),
  text: jest.fn(),
  save: jest.fn(),
};
const mockJsPDF = jest.fn(() => mockDoc);
jest.mock('jspdf', () => ({ jsPDF: mockJsPDF }));

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
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const renderPage = (id = 'DME2026-1') => renderAt(`/certificate/${id}`, '/certificate/:id', <CertificatePage />);

describe('CertificatePage', () => {
  beforeEach(() => {
    setWidth(1280);
    localStorage.clear();
    useAuthStore.setState({ user: null });
    for (const fn of Object.values(mockDoc)) if (typeof fn === 'function') fn.mockClear();
  });

  it('still verifies when the stored sign-in has expired: signs out quietly and asks again as a guest', async () => {
    useAuthStore.getState().signIn({ token: 'expired', first_name: 'Ada', last_name: '', email: 'ada@example.ng', id: 1 });
    const { calls } = stubFetch(() => (calls.length === 1 ? jsonResponse({ detail: 'Your session has expired. Please sign in again.' }, 401) : jsonResponse(ANSWER)));
    renderPage();
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer expired', null]);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('verifies without sign-in and shows the holder, title, instructor, end date, number and verify link', async () => {
    const { calls } = stubFetch(() => jsonResponse(ANSWER));
    renderPage();
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.heading);
    expect(screen.getByText('Digital Marketing Essentials')).toBeInTheDocument();
    expect(screen.getByText('Kelechi Umeh')).toBeInTheDocument();
    expect(screen.getByText('4 October 2026')).toBeInTheDocument();
    expect(screen.getByText('DME2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: window.location.href })).toHaveAttribute('href', window.location.href);
    expect(calls).toEqual([{ method: 'GET', url: expect.stringMatching(/\/api\/view_n_verify_cert\/DME2026-1$/), body: undefined, authorization: null }]);
  });

  it('downloads an A4 portrait PDF carrying the certificate texts', async () => {
    stubFetch(() => jsonResponse(ANSWER));
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: copy.certificate.download }));
    await waitFor(() => expect(mockDoc.save).toHaveBeenCalledWith('certificate-DME2026-1.pdf'));
    expect(mockJsPDF).toHaveBeenCalledWith({ orientation: 'portrait', unit: 'mm', format: 'a4' });
    const texts = mockDoc.text.mock.calls.map((call) => call[0]);
    expect(texts).toEqual(
      expect.arrayContaining([
        copy.certificate.heading,
        'Adaeze Okafor',
        'Digital Marketing Essentials',
        'Instructor: Kelechi Umeh',
        'Completed on 4 October 2026',
        'Certificate number: DME2026',
        `${copy.certificate.verify} ${window.location.href}`,
      ]),
    );
  });

  it("shows 'Invalide Certificate' when the holder is not a student, and on a 404", async () => {
    let attempt = 0;
    stubFetch(() =>
      ++attempt === 1 ? jsonResponse({ ...ANSWER, is_student: false, namer: '' }) : jsonResponse({ detail: 'Invalid Certificate' }, 404),
    );
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.invalid })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.certificate.download })).not.toBeInTheDocument();
    unmount();
    renderPage('nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.invalid })).toBeInTheDocument();
  });

  it("shows 'Something went wrong, please try again.' on another failure", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: copy.certificate.failure })).toBeInTheDocument();
  });

  it('shows only the desktop-only text at 800 px or less, following resizes', async () => {
    setWidth(800);
    const { calls } = stubFetch(() => jsonResponse(ANSWER));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.desktopOnly);
    expect(screen.queryByText('Adaeze Okafor')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    act(() => {
      setWidth(1024);
      window.dispatchEvent(new Event('resize'));
    });
    expect(await screen.findByText('Adaeze Okafor')).toBeInTheDocument();

    act(() => {
      setWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.certificate.desktopOnly);
    expect(screen.queryByText('Adaeze Okafor')).not.toBeInTheDocument();
  });
});
