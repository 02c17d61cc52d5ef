import { Art } from './art';

/** The about page's illustration: think, make and solve as three linked steps over the Lagos skyline and the Lekki-Ikoyi link bridge. */
export function StudioArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="140" fill="#eef1fb" />
      <g fill="#c9d3f0">
        <rect x="70" y="176" width="22" height="70" rx="2" />
        <rect x="96" y="150" width="28" height="96" rx="2" />
        <rect x="128" y="188" width="18" height="58" rx="2" />
        <rect x="250" y="160" width="26" height="86" rx="2" />
        <rect x="280" y="134" width="20" height="112" rx="2" />
        <rect x="304" y="180" width="26" height="66" rx="2" />
      </g>
      <path d="M40 246h320" stroke="#1739a6" strokeWidth="4" strokeLinecap="round" />
      <path d="M200 246V150" stroke="#1739a6" strokeWidth="6" strokeLinecap="round" />
      <g stroke="#1739a6" strokeWidth="1.6" opacity=".7">
        <path d="M200 156 120 246M200 166 140 246M200 176 160 246M200 186 178 246" />
        <path d="M200 156 280 246M200 166 260 246M200 176 240 246M200 186 222 246" />
      </g>
      <path d="M20 262c40-8 80 8 120 0s80-8 120 0 80 8 120 0" stroke="#93c5fd" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M88 92c30-34 80-50 112-50s82 16 112 50" stroke="#c2410c" strokeWidth="3" strokeDasharray="2 8" strokeLinecap="round" fill="none" />
      <g>
        <circle cx="80" cy="104" r="34" fill="#fff" stroke="#1739a6" strokeWidth="3" />
        <path d="M80 86a13 13 0 0 1 8 23v5h-16v-5a13 13 0 0 1 8-23z" fill="#f59e0b" />
        <path d="M74 119h12M76 124h8" stroke="#141a33" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="200" cy="60" r="38" fill="#1739a6" />
        <path d="M184 76l22-22 8 8-22 22h-8z" fill="#fff" />
        <path d="M206 54l5-5a4 4 0 0 1 6 0l2 2a4 4 0 0 1 0 6l-5 5z" fill="#f59e0b" />
        <path d="M180 44h18M180 51h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="320" cy="104" r="34" fill="#fff" stroke="#146c2e" strokeWidth="3" />
        <path d="M305 105l10 10 20-22" stroke="#146c2e" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </Art>
  );
}
