import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { BRAND_STACK, brandFontFaces, FALLBACK_FACES } from './brand-font';

describe('brand typeface', () => {
  it('gives each stand-in the metrics capsize computes from the two fonts, so the swap shifts nothing', () => {
    const { fontFaces } = createFontStack([plusJakartaSans, arial, roboto], { fontFaceFormat: 'styleObject' });
    const expected = fontFaces.map(({ '@font-face': face }) => ({
      sizeAdjust: face.sizeAdjust,
      ascentOverride: face.ascentOverride,
      descentOverride: face.descentOverride,
      lineGapOverride: face.lineGapOverride ?? '0%',
    }));
    expect(FALLBACK_FACES.map(({ sizeAdjust, ascentOverride, descentOverride, lineGapOverride }) => ({ sizeAdjust, ascentOverride, descentOverride, lineGapOverride }))).toEqual(expected);
  });

  it('swaps in the self-hosted variable font and lists the stand-ins before any platform font', () => {
    expect(brandFontFaces.match(/font-display: swap/g)).toHaveLength(2);
    expect(brandFontFaces).toMatch(/format\('woff2-variations'\)/);
    expect(brandFontFaces).not.toMatch(/https?:\/\//);
    expect(brandFontFaces).toContain('size-adjust: 104.9796%');
    expect(BRAND_STACK.split(', ').slice(0, 3)).toEqual(["'Plus Jakarta Sans Variable'", "'Plus Jakarta Sans Fallback Arial'", "'Plus Jakarta Sans Fallback Roboto'"]);
  });
});
