import type { UserInfo } from './types';
import { USER_INFO_KEY } from './user-storage';

type AuthStoreModule = typeof import('./auth-store');

const ADA: UserInfo = { token: 'tok-ada', first_name: 'Ada  Nwanne', last_name: '08030000000', email: 'ada@example.com', id: 7 };
const BAYO: UserInfo = { token: 'tok-bayo', first_name: 'Bayo', last_name: '08031111111', email: 'bayo@example.com', id: 8 };

/** Loads the store afresh, as the site does when it starts, so it reads whatever the device holds now. */
function startSite(): AuthStoreModule {
  let mod: AuthStoreModule | undefined;
  jest.isolateModules(() => {
    mod = require('./auth-store') as AuthStoreModule;
  });
  return mod!;
}

const stored = () => localStorage.getItem(USER_INFO_KEY);

beforeEach(() => localStorage.clear());

describe('the auth store', () => {
  it('restores the user stored under "userInfo" when the site starts', () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(ADA));
    const { useAuthStore, selectIsSignedIn } = startSite();
    expect(useAuthStore.getState().user).toEqual(ADA);
    expect(selectIsSignedIn(useAuthStore.getState())).toBe(true);
  });

  it('starts signed out when nothing is stored', () => {
    const { useAuthStore, selectIsSignedIn } = startSite();
    expect(useAuthStore.getState().user).toBeNull();
    expect(selectIsSignedIn(useAuthStore.getState())).toBe(false);
  });

  it.each([
    ['broken JSON', '{"token":'],
    ['an entry without a token', JSON.stringify({ ...ADA, token: '' })],
    ['a bare string', JSON.stringify('tok-ada')],
  ])('starts signed out when the stored user info is %s', (_case, raw) => {
    localStorage.setItem(USER_INFO_KEY, raw);
    expect(startSite().useAuthStore.getState().user).toBeNull();
  });

  it('stores the user on the device on sign-in', () => {
    const { useAuthStore } = startSite();
    useAuthStore.getState().signIn(ADA);
    expect(useAuthStore.getState().user).toEqual(ADA);
    expect(JSON.parse(stored()!)).toEqual(ADA);
  });

  it('a stored sign-in survives a restart of the site', () => {
    startSite().useAuthStore.getState().signIn(ADA);
    expect(startSite().useAuthStore.getState().user).toEqual(ADA);
  });

  it('clears login state and removes the stored user info on sign-out', () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(ADA));
    const { useAuthStore } = startSite();
    useAuthStore.getState().signOut();
    expect(useAuthStore.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps the session in memory when the device refuses to store it', () => {
    const { useAuthStore } = startSite();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => useAuthStore.getState().signIn(ADA)).not.toThrow();
    expect(useAuthStore.getState().user).toEqual(ADA);
  });

  it('follows a sign-in or sign-out made in another tab', () => {
    const { useAuthStore } = startSite();
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(BAYO));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_KEY }));
    expect(useAuthStore.getState().user).toEqual(BAYO);

    localStorage.removeItem(USER_INFO_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_KEY }));
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('ignores storage changes to other keys', () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(ADA));
    const { useAuthStore } = startSite();
    localStorage.removeItem(USER_INFO_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: 'Cart7' }));
    expect(useAuthStore.getState().user).toEqual(ADA);
  });
});

describe('firstWordOfName', () => {
  it('gives the first word of the first name, as the dashboard greets the user', () => {
    const { firstWordOfName } = startSite();
    expect(firstWordOfName(ADA)).toBe('Ada');
    expect(firstWordOfName({ ...ADA, first_name: '  Chioma ' })).toBe('Chioma');
  });

  it('gives an empty string when signed out', () => {
    expect(startSite().firstWordOfName(null)).toBe('');
  });
});
