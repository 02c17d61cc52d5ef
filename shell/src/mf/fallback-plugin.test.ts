import { remoteFallbackPlugin } from './fallback-plugin';

function Fallback({ remote }: { remote: string }) {
  return `fallback for ${remote}`;
}

describe('remoteFallbackPlugin', () => {
  const errorLoadRemote = remoteFallbackPlugin(Fallback, (remote) => remote === 'portal').errorLoadRemote as (args: unknown) => Promise<unknown>;

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed load of a known remote with a module rendering the fallback it was given', async () => {
    const module = (await errorLoadRemote({ id: 'portal/Dashboard', error: new Error('x'), lifecycle: 'onLoad' })) as {
      default: () => { type: unknown; props: unknown };
    };
    const element = module.default();
    expect(element.type).toBe(Fallback);
    expect(element.props).toEqual({ remote: 'portal' });
  });

  it('leaves other lifecycles, and remotes the manifest did not name, alone', async () => {
    expect(await errorLoadRemote({ id: 'portal/Dashboard', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
    expect(await errorLoadRemote({ id: 'admin/Page', error: new Error('x'), lifecycle: 'onLoad' })).toBeUndefined();
  });
});
