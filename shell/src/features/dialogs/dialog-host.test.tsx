import { useSiteDialogs } from '@agency/shared-auth';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { loadExposed, resetRemote } from '../../mf/remotes';
import { renderWithProviders, resetStores } from '../../testing/render';
import { DialogHost } from './dialog-host';

jest.mock('../../mf/remotes', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));

const load = jest.mocked(loadExposed);

/** Stands in for mf-booking's dialog host: renders whatever the contract store asks for. */
function FakeBookingDialogs() {
  const current = useSiteDialogs((s) => s.current);
  return current ? <p>{`booking remote shows the ${current.kind} dialog`}</p> : null;
}

beforeEach(() => {
  resetStores();
  load.mockReset();
  load.mockResolvedValue({ default: FakeBookingDialogs } as never);
});

describe('the dialog host', () => {
  it('loads no booking code before a dialog is asked for', () => {
    renderWithProviders(<DialogHost />);
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the booking remote on the first request, which then shows the dialog', async () => {
    renderWithProviders(<DialogHost />);
    act(() => useSiteDialogs.getState().openBooking('seo'));
    expect(await screen.findByText('booking remote shows the booking dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('booking', 'Dialogs');
  });

  it('keeps the booking remote mounted after the dialog closes, so the next request is instant', async () => {
    renderWithProviders(<DialogHost />);
    act(() => useSiteDialogs.getState().openContact());
    await screen.findByText('booking remote shows the contact dialog');
    act(() => useSiteDialogs.getState().close());
    act(() => useSiteDialogs.getState().openBooking());
    expect(screen.getByText('booking remote shows the booking dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('while the booking remote is still loading', () => {
    let arrive: (module: unknown) => void = () => {};
    beforeEach(() => {
      load.mockReset();
      load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)) as never);
    });

    it.each([
      ['openBooking', copy.dialogs.bookingTitle, 'booking'],
      ['openContact', copy.dialogs.contactTitle, 'contact'],
    ] as const)('%s opens its dialog frame at once, named and busy, and the remote takes its place', async (open, title, kind) => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState()[open]());
      const frame = screen.getByRole('dialog', { name: title });
      expect(frame).toHaveAttribute('data-placement', 'top');
      expect(screen.getByRole('status', { name: copy.dialogs.loading })).toBeInTheDocument();
      await act(async () => arrive({ default: FakeBookingDialogs }));
      expect(await screen.findByText(`booking remote shows the ${kind} dialog`)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("is titled for what was clicked: 'Book a consultation' for a consultation, the service request's title otherwise", () => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState().openBooking(null, { purpose: 'consultation' }));
      expect(screen.getByRole('dialog', { name: copy.dialogs.consultationTitle })).toBeInTheDocument();
      act(() => useSiteDialogs.getState().openBooking('seo', { purpose: 'request' }));
      expect(screen.getByRole('dialog', { name: copy.dialogs.bookingTitle })).toBeInTheDocument();
    });

    it('its Close button cancels the request, so nothing pops up when the code arrives', async () => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState().openBooking('seo'));
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(useSiteDialogs.getState().current).toBeNull();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => arrive({ default: FakeBookingDialogs }));
      expect(screen.queryByText(/booking remote shows/)).not.toBeInTheDocument();
    });
  });

  // The loading frame shows first; React keeps a Suspense fallback up for a moment before swapping it, so the
  // fallback dialog can take longer than findBy's default second on a busy machine.
  describe('when the booking remote cannot be loaded', () => {
    const slow = { timeout: 5000 };
    beforeEach(() => {
      load.mockReset();
      load.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: FakeBookingDialogs } as never);
      jest.spyOn(console, 'error').mockImplementation(() => {});
    });

    it('shows the fallback inside a dialog of its own', async () => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState().openContact());
      const dialog = await screen.findByRole('dialog', { name: copy.remote.dialogTitle }, slow);
      expect(dialog).toHaveTextContent('This part of the site could not be loaded.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('closing that dialog clears the request', async () => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState().openContact());
      await screen.findByRole('dialog', { name: copy.remote.dialogTitle }, slow);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(useSiteDialogs.getState().current).toBeNull();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('Try again loads the booking remote afresh and shows the requested dialog', async () => {
      renderWithProviders(<DialogHost />);
      act(() => useSiteDialogs.getState().openBooking('gd'));
      await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, slow));
      expect(resetRemote).toHaveBeenCalledWith('booking');
      expect(await screen.findByText('booking remote shows the booking dialog')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: copy.remote.dialogTitle })).not.toBeInTheDocument();
    });
  });
});
