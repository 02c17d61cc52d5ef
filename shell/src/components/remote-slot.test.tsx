import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../copy';
import { loadExposed, resetRemote } from '../mf/remotes';
import { fakeExposed, renderWithProviders, resetStores } from '../testing/render';
import { RemoteSlot } from './remote-slot';

jest.mock('../mf/remotes', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));

const load = jest.mocked(loadExposed);

/** A remote page with a bug: it throws while rendering. */
function Broken(): never {
  throw new Error('render failure');
}

beforeEach(() => {
  resetStores();
  load.mockReset();
});

describe('RemoteSlot', () => {
  it('renders the exposed module of the remote it names, with the props given', async () => {
    load.mockResolvedValue({ default: ({ greeting }: { greeting?: string }) => <h1>{greeting}</h1> } as never);
    renderWithProviders(<RemoteSlot remote="marketing" expose="Home" props={{ greeting: 'Welcome' }} />);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', 'Home');
  });

  it('shows a loading indicator while the remote loads', async () => {
    let finish!: (module: ReturnType<typeof fakeExposed>) => void;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    renderWithProviders(<RemoteSlot remote="portal" expose="Login" />);
    expect(screen.getByRole('status', { name: copy.remote.loading })).toBeInTheDocument();
    finish(fakeExposed('Login page'));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: copy.remote.loading })).not.toBeInTheDocument();
  });

  it('shows the fallback with Try again when the remote cannot be loaded', async () => {
    load.mockRejectedValue(new Error('ChunkLoadError'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RemoteSlot remote="academy" expose="Tutorials" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not be loaded.');
    expect(screen.getByRole('heading', { name: copy.remote.unavailableTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Try again forgets the failed remote and loads it again', async () => {
    load.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(fakeExposed('Tutorials page') as never);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RemoteSlot remote="academy" expose="Tutorials" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(resetRemote).toHaveBeenCalledWith('academy');
    expect(await screen.findByRole('heading', { name: 'Tutorials page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback when the loaded page throws while rendering, and recovers on Try again', async () => {
    load.mockResolvedValueOnce({ default: Broken } as never).mockResolvedValueOnce(fakeExposed('Services page') as never);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RemoteSlot remote="marketing" expose="Services" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.remote.unavailableTitle);
    await userEvent.click(screen.getByRole('button', { name: copy.remote.retry }));
    expect(await screen.findByRole('heading', { name: 'Services page' })).toBeInTheDocument();
  });

  it('a failure in one remote leaves the others on the page working', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'portal') throw new Error('portal is down');
      return fakeExposed(`${remote} content`) as never;
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <RemoteSlot remote="marketing" expose="Home" />
        <RemoteSlot remote="portal" expose="Login" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'marketing content' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'portal'));
  });
});
