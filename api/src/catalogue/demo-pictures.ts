import path from 'node:path';
import type { CatalogueImage } from '@agency/contracts/catalogue';

// The demo's uploaded picture (issue 29): the OjaFresh case study shows a picture staff "uploaded", so `npm start`
// shows what an upload gives every page (a <picture> with AVIF, WebP and JPEG in each width, width and height,
// alt text) where the other case study shows its built illustration. Its converted files are in the repository
// (api/demo/catalogue/<id>/), made once by `pnpm --filter @agency/api run demo:pictures` through the upload's own
// converter: a demo seed converts nothing, so every seeded test site starts as fast as before.

/** Where the converted files of the demo pictures are kept, one folder per image id. */
export const DEMO_PICTURES_DIR = path.resolve(import.meta.dirname, '../../demo/catalogue');

export interface DemoPicture {
  /** The case study that shows it. */
  caseStudy: string;
  /** The upload's file name, as the office lists it. */
  name: string;
  image: CatalogueImage;
  /** The picture, drawn: what the converter is given (an SVG the size of the upload). */
  svg: () => string;
}

const W = 960;
const H = 600;

/** Produce in crates at the packing centre, a rider's phone with the delivery tracker in front. */
function packingCentre(): string {
  const tomatoes = Array.from({ length: 14 }, (_, i) => {
    const x = 70 + (i % 7) * 38 + (i > 6 ? 19 : 0);
    const y = 330 - (i > 6 ? 30 : 0);
    return `<circle cx="${x}" cy="${y}" r="21" fill="url(#tomato)"/><path d="M${x - 6} ${y - 19} l6 5 l6 -5" stroke="#2f6b2a" stroke-width="3" fill="none"/>`;
  }).join('');
  const peppers = Array.from({ length: 9 }, (_, i) => {
    const x = 380 + (i % 5) * 34 + (i > 4 ? 17 : 0);
    const y = 335 - (i > 4 ? 28 : 0);
    return `<ellipse cx="${x}" cy="${y}" rx="13" ry="19" fill="${i % 2 ? '#f2a81d' : '#e4572e'}"/><rect x="${x - 2}" y="${y - 25}" width="4" height="8" fill="#2f6b2a"/>`;
  }).join('');
  const greens = Array.from({ length: 6 }, (_, i) => {
    const x = 610 + i * 40;
    return `<path d="M${x} 350 C ${x - 30} 300, ${x - 10} 250, ${x} 240 C ${x + 10} 250, ${x + 30} 300, ${x} 350 Z" fill="${i % 2 ? '#3f8f3a' : '#58a84b'}"/><path d="M${x} 350 L${x} 262" stroke="#2f6b2a" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e7c8"/><stop offset="1" stop-color="#e9cf9f"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8793f"/><stop offset="1" stop-color="#8a552a"/></linearGradient>
    <radialGradient id="tomato" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ff8a6b"/><stop offset="0.6" stop-color="#d63a22"/><stop offset="1" stop-color="#9e2412"/></radialGradient>
    <radialGradient id="light" cx="0.75" cy="0.1" r="0.8"><stop offset="0" stop-color="#fff7e0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#3b2a14" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <g filter="url(#soft)" opacity="0.55">
    <rect x="40" y="60" width="250" height="150" rx="8" fill="#d9b77e"/>
    <rect x="320" y="40" width="300" height="170" rx="8" fill="#cfa96c"/>
    <rect x="650" y="70" width="260" height="140" rx="8" fill="#d9b77e"/>
  </g>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
  <g filter="url(#shadow)">
    <rect x="40" y="280" width="300" height="150" rx="10" fill="url(#wood)"/>
    <rect x="355" y="280" width="230" height="150" rx="10" fill="url(#wood)"/>
    <rect x="600" y="280" width="250" height="150" rx="10" fill="url(#wood)"/>
  </g>
  ${tomatoes}${peppers}${greens}
  <g stroke="#6e4120" stroke-width="4" opacity="0.7">
    <line x1="40" y1="380" x2="340" y2="380"/><line x1="355" y1="380" x2="585" y2="380"/><line x1="600" y1="380" x2="850" y2="380"/>
  </g>
  <rect x="0" y="430" width="${W}" height="${H - 430}" fill="#7a4a24"/>
  <rect x="0" y="430" width="${W}" height="10" fill="#5e3619"/>
  <g filter="url(#shadow)" transform="translate(690 200) rotate(-6)">
    <rect width="200" height="380" rx="28" fill="#1d2433"/>
    <rect x="12" y="16" width="176" height="348" rx="18" fill="#f4f7f2"/>
    <rect x="12" y="16" width="176" height="54" rx="18" fill="#2e7d32"/>
    <rect x="28" y="34" width="90" height="12" rx="6" fill="#e8f5e9"/>
    <rect x="26" y="86" width="148" height="150" rx="12" fill="#dfeadb"/>
    <path d="M40 210 C 70 170, 100 200, 120 150 S 160 120, 165 100" stroke="#2e7d32" stroke-width="5" fill="none" stroke-dasharray="10 7"/>
    <circle cx="165" cy="100" r="9" fill="#e4572e"/>
    <circle cx="40" cy="210" r="7" fill="#2e7d32"/>
    <rect x="26" y="250" width="148" height="14" rx="7" fill="#c8e6c9"/>
    <rect x="26" y="250" width="104" height="14" rx="7" fill="#2e7d32"/>
    <rect x="26" y="278" width="120" height="10" rx="5" fill="#9aa59a"/>
    <rect x="26" y="298" width="90" height="10" rx="5" fill="#c3cbc3"/>
    <rect x="26" y="324" width="148" height="28" rx="14" fill="#e4572e"/>
  </g>
</svg>`;
}

export const DEMO_PICTURES: readonly DemoPicture[] = [
  {
    caseStudy: 'ojafresh-marketplace',
    name: 'ojafresh-packing-centre.png',
    image: {
      id: 'demo-ojafresh-packing-centre',
      width: W,
      height: H,
      widths: [360, 640, 960],
      alt: 'Crates of tomatoes, peppers and greens at the OjaFresh packing centre, with a rider’s phone showing the delivery tracker',
    },
    svg: packingCentre,
  },
];
