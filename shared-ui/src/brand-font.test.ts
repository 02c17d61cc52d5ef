import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { BRAND_STACK, brandFontFaces, FALLBACK_FACES } from './brand-font';

import { execFileSync } from 'node:child_process';

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
    expect(brandFontFaces.match(/font-display: swap/g)).toHaveLength(3);
    expect(brandFontFaces).toMatch(/format\('woff2-variations'\)/);
    expect(brandFontFaces).not.toMatch(/https?:\/\//);
    expect(brandFontFaces).toContain('size-adjust: 104.9796%');
    expect(BRAND_STACK.split(', ').slice(0, 3)).toEqual(["'Plus Jakarta Sans Variable'", "'Plus Jakarta Sans Fallback Arial'", "'Plus Jakarta Sans Fallback Roboto'"]);
  });

  it('draws the naira sign from its own small file, at every weight, and from no other brand face', async () => {
    const bytes = readFileSync(path.join(__dirname, 'fonts', 'plus-jakarta-sans-naira-wght.woff2'));
    expect(bytes.length).toBeLessThan(2048);
    const font = fontkit.create(bytes) as fontkit.Font;
    expect(font.hasGlyphForCodePoint(0x20a6)).toBe(true);
    expect(font.variationAxes.wght).toMatchObject({ min: 200, max: 800 });
    // Each face's unicode-range: only the naira face covers U+20A6, so the browser fetches nothing else for it.
    const ranges = [...brandFontFaces.matchAll(/url\(([^)]*)\) format\('woff2-variations'\)[\s\S]*?unicode-range: ([^;]*);/g)].map((m) => ({ url: m[1]!, range: m[2]! }));
    const covers = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
        return code >= Number.parseInt(from!, 16) && code <= Number.parseInt(to!, 16);
      });
    expect(ranges).toHaveLength(3);
    expect(ranges.filter((r) => covers(r.range, 0x20a6)).map((r) => r.range)).toEqual(['U+20A6']);
    // The € beside it in latin, and ₫ (U+20AB) in latin-ext, are still covered.
    expect(ranges.filter((r) => covers(r.range, 0x20ab))).toHaveLength(1);
  });

  it('is exactly what scripts/naira-font.cjs cuts from the installed font package (regenerate it when that moves)', () => {
    // In a process of its own: harfbuzz's wasm does not run inside jest's sandbox.
    const out = execFileSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'naira-font.cjs'), '--check'], { encoding: 'utf8' });
    expect(out.trim()).toBe('up to date');
  });
});
