/** The decorative hero illustration: a browser, a phone and a growth chart in the theme colours. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <circle cx="300" cy="70" r="60" fill="#fff1e8" />
      <rect x="20" y="40" width="280" height="190" rx="14" fill="#ffffff" stroke="#c9cfe0" strokeWidth="2" />
      <path d="M20 54a14 14 0 0 1 14-14h252a14 14 0 0 1 14 14v16H20z" fill="#1739a6" />
      <circle cx="38" cy="55" r="4" fill="#fff" />
      <circle cx="52" cy="55" r="4" fill="#fff" />
      <circle cx="66" cy="55" r="4" fill="#fff" />
      <rect x="40" y="90" width="120" height="14" rx="7" fill="#141a33" />
      <rect x="40" y="114" width="160" height="10" rx="5" fill="#c9cfe0" />
      <rect x="40" y="132" width="140" height="10" rx="5" fill="#c9cfe0" />
      <rect x="40" y="160" width="80" height="28" rx="14" fill="#c2410c" />
      <path d="M190 205l30-30 25 18 40-48" fill="none" stroke="#146c2e" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="300" y="110" width="84" height="160" rx="14" fill="#0d1330" />
      <rect x="308" y="126" width="68" height="122" rx="6" fill="#f3f5fb" />
      <rect x="316" y="138" width="52" height="30" rx="4" fill="#1739a6" />
      <rect x="316" y="176" width="40" height="8" rx="4" fill="#c9cfe0" />
      <rect x="316" y="190" width="48" height="8" rx="4" fill="#c9cfe0" />
      <circle cx="342" cy="226" r="10" fill="#f59e0b" />
    </svg>
  );
}
