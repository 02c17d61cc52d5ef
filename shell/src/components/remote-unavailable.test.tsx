import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../copy';
import { useRemoteAttempts } from '../mf/remote-attempts';
import { resetRemote } from '../mf/remotes';
import { renderWithProviders, resetStores } from '../testing/render';
import { RemoteFallbackFrame } from './remote-fallback-frame';
import { RemoteUnavailable } from './remote-unavailable';

jest.mock('../mf/remotes', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));

beforeEach(() => resetStores());

describe('RemoteUnavailable', () => {
  it('announces that this part of the site could not be loaded, and says the rest still works', () => {
    renderWithProviders(<RemoteUnavailable remote="portal" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded.');
    expect(alert).toHaveTextContent(copy.remote.unavailableBody);
  });

  it('Try again resets only that remote and starts a new attempt for it alone', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<RemoteUnavailable remote="portal" onRetry={onRetry} />);
    const { attempts: before, base } = useRemoteAttempts.getState();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(resetRemote).toHaveBeenCalledWith('portal');
    expect(resetRemote).toHaveBeenCalledTimes(1);
    const after = useRemoteAttempts.getState().attempts;
    expect(after.portal).toBe((before.portal ?? base) + 1);
    expect(after.marketing).toBe(before.marketing);
  });

  it('is framed by the surrounding slot when one asks to frame it', () => {
    renderWithProviders(
      <RemoteFallbackFrame.Provider value={(content) => <section aria-label="Framed">{content}</section>}>
        <RemoteUnavailable remote="booking" />
      </RemoteFallbackFrame.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Framed' })).toContainElement(screen.getByRole('alert'));
  });
});
