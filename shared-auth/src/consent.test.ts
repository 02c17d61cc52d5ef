import { hasConsent, onConsentChange, readConsent, STORAGE_CONSENT_KEY, writeConsent } from './consent';

beforeEach(() => localStorage.clear());

describe('the storage consent', () => {
  it('allows nothing non-essential before the visitor answers', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('field-data')).toBe(false);
  });

  it('remembers the answer on the device, and a refusal stays a refusal', () => {
    writeConsent({ 'field-data': false }, new Date('2026-11-26T11:00:00Z'));
    expect(readConsent()).toEqual({ v: 1, at: '2026-11-26T11:00:00.000Z', purposes: { 'field-data': false } });
    expect(hasConsent('field-data')).toBe(false);
    writeConsent({ 'field-data': true });
    expect(hasConsent('field-data')).toBe(true);
  });

  it('ignores a malformed record', () => {
    localStorage.setItem(STORAGE_CONSENT_KEY, '{"purposes":{"field-data":true}}');
    expect(hasConsent('field-data')).toBe(false);
  });

  it('tells listeners in this tab when the answer changes, until they unsubscribe', () => {
    const seen: boolean[] = [];
    const stop = onConsentChange((c) => seen.push(c?.purposes['field-data'] ?? false));
    writeConsent({ 'field-data': true });
    stop();
    writeConsent({ 'field-data': false });
    expect(seen).toEqual([true]);
  });
});
