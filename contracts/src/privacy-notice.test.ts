import { noticeVersion, PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from './privacy-notice';

describe('the privacy notice version', () => {
  it('is the date plus a fingerprint of the text', () => {
    expect(PRIVACY_NOTICE_VERSION).toMatch(new RegExp(`^${PRIVACY_NOTICE.date}\\.[0-9a-f]{8}$`));
  });

  it('changes whenever the text changes, even by one letter', () => {
    const edited = structuredClone(PRIVACY_NOTICE);
    edited.sections[0]!.paragraphs[0] += '.';
    expect(noticeVersion(edited)).not.toBe(PRIVACY_NOTICE_VERSION);
    expect(noticeVersion(structuredClone(PRIVACY_NOTICE))).toBe(PRIVACY_NOTICE_VERSION);
  });
});
