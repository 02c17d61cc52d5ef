import { Art } from './art';

/** Services: four tiles (web, mobile, UI, video) joined to one hub, the agency. */
export function ServicesArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="130" fill="#eef1fb" />
      <path d="M120 90 200 150 280 90M120 210l80-60 80 60" stroke="#c9cfe0" strokeWidth="3" strokeDasharray="4 6" fill="none" />
      <g transform="translate(62 40)">
        <rect width="116" height="84" rx="14" fill="#fff" stroke="#c9cfe0" strokeWidth="2" />
        <path d="M0 14A14 14 0 0 1 14 0h88a14 14 0 0 1 14 14v8H0z" fill="#1739a6" />
        <rect x="14" y="34" width="56" height="8" rx="4" fill="#141a33" />
        <rect x="14" y="48" width="84" height="6" rx="3" fill="#c9cfe0" />
        <rect x="14" y="62" width="36" height="12" rx="6" fill="#c2410c" />
      </g>
      <g transform="translate(246 26)">
        <rect width="64" height="112" rx="14" fill="#141a33" />
        <rect x="6" y="10" width="52" height="92" rx="8" fill="#fff" />
        <circle cx="32" cy="40" r="14" fill="#f59e0b" />
        <rect x="14" y="62" width="36" height="6" rx="3" fill="#c9cfe0" />
        <rect x="14" y="74" width="28" height="6" rx="3" fill="#c9cfe0" />
      </g>
      <g transform="translate(62 176)">
        <rect width="116" height="84" rx="14" fill="#fff" stroke="#c9cfe0" strokeWidth="2" />
        <rect x="12" y="12" width="40" height="60" rx="6" fill="#e0e7ff" />
        <rect x="60" y="12" width="44" height="26" rx="6" fill="#fff1e8" />
        <rect x="60" y="46" width="44" height="26" rx="6" fill="#e6f4ea" />
        <path d="M20 30h24M20 40h16" stroke="#1739a6" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g transform="translate(222 176)">
        <rect width="116" height="84" rx="14" fill="#0d1330" />
        <rect x="10" y="10" width="96" height="48" rx="6" fill="#c2410c" />
        <path d="M50 24l16 10-16 10z" fill="#fff" />
        <rect x="10" y="66" width="96" height="5" rx="2.5" fill="#334155" />
        <rect x="10" y="66" width="40" height="5" rx="2.5" fill="#f59e0b" />
      </g>
      <circle cx="200" cy="150" r="26" fill="#1739a6" />
      <path d="M188 150h24M200 138v24" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </Art>
  );
}

/** Packages: three tiers as stacked cards, the middle one raised, beside a stack of naira coins. */
export function PackagesArt() {
  const tiers = [
    { x: 40, y: 96, h: 150, fill: '#fff', bar: '#c9cfe0' },
    { x: 250, y: 96, h: 150, fill: '#fff', bar: '#c9cfe0' },
  ];
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="160" r="130" fill="#eef1fb" />
      {tiers.map((t) => (
        <g key={t.x} transform={`translate(${t.x} ${t.y})`}>
          <rect width="110" height={t.h} rx="14" fill={t.fill} stroke="#c9cfe0" strokeWidth="2" />
          <rect x="16" y="18" width="48" height="8" rx="4" fill="#141a33" />
          <rect x="16" y="36" width="70" height="14" rx="7" fill={t.bar} />
          {[66, 82, 98].map((y) => (
            <g key={y}>
              <circle cx="21" cy={y + 3} r="4" fill="#146c2e" />
              <rect x="32" y={y} width="58" height="6" rx="3" fill="#e2e6f0" />
            </g>
          ))}
          <rect x="16" y="120" width="78" height="16" rx="8" fill="none" stroke="#1739a6" strokeWidth="2" />
        </g>
      ))}
      <g transform="translate(132 52)">
        <rect x="4" y="10" width="136" height="206" rx="16" fill="#0d1330" opacity=".15" />
        <rect width="136" height="206" rx="16" fill="#fff" stroke="#1739a6" strokeWidth="3" />
        <rect x="70" y="14" width="54" height="16" rx="8" fill="#e0e7ff" />
        <rect x="18" y="22" width="44" height="8" rx="4" fill="#141a33" />
        <text x="18" y="70" fontSize="28" fontWeight="800" fill="#141a33">
          ₦
        </text>
        <rect x="42" y="50" width="74" height="20" rx="6" fill="#141a33" />
        <rect x="18" y="84" width="100" height="18" rx="6" fill="#e6f4ea" />
        {[114, 132, 150].map((y) => (
          <g key={y}>
            <circle cx="23" cy={y + 3} r="4.5" fill="#146c2e" />
            <rect x="34" y={y} width="78" height="7" rx="3.5" fill="#e2e6f0" />
          </g>
        ))}
        <rect x="18" y="174" width="100" height="20" rx="10" fill="#1739a6" />
      </g>
      <g transform="translate(310 200)">
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(0 ${-i * 12})`}>
            <ellipse cx="30" cy="40" rx="30" ry="10" fill="#b45309" />
            <ellipse cx="30" cy="36" rx="30" ry="10" fill="#f59e0b" />
          </g>
        ))}
        <text x="30" y="17" fontSize="13" fontWeight="800" textAnchor="middle" fill="#7c2d12">
          ₦
        </text>
      </g>
    </Art>
  );
}

/** Design: a pen-tool curve with its handles, colour swatches and a type specimen. */
export function DesignArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="130" fill="#fff1e8" />
      <rect x="46" y="50" width="240" height="180" rx="16" fill="#fff" stroke="#c9cfe0" strokeWidth="2" />
      <path d="M80 190C110 90 170 90 196 140s80 40 70-60" stroke="#1739a6" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M150 96l46 44 44 20" stroke="#94a3b8" strokeWidth="1.5" />
      <rect x="190" y="134" width="12" height="12" fill="#fff" stroke="#1739a6" strokeWidth="2.5" />
      <circle cx="150" cy="96" r="5" fill="#c2410c" />
      <circle cx="240" cy="160" r="5" fill="#c2410c" />
      <rect x="74" y="184" width="12" height="12" fill="#fff" stroke="#1739a6" strokeWidth="2.5" />
      <rect x="260" y="74" width="12" height="12" fill="#fff" stroke="#1739a6" strokeWidth="2.5" />
      <g transform="translate(292 66) rotate(20)">
        <path d="M0 0l16 0 6 40-14 18-14-18z" fill="#141a33" />
        <path d="M8 58v10" stroke="#141a33" strokeWidth="3" />
        <circle cx="8" cy="28" r="4" fill="#f59e0b" />
      </g>
      <g transform="translate(270 186)">
        <rect width="100" height="76" rx="12" fill="#0d1330" />
        <text x="14" y="52" fontSize="38" fontWeight="800" fill="#fff">
          Aa
        </text>
        <circle cx="80" cy="22" r="7" fill="#f59e0b" />
        <circle cx="80" cy="42" r="7" fill="#c2410c" />
      </g>
      {['#1739a6', '#c2410c', '#f59e0b', '#146c2e'].map((fill, i) => (
        <rect key={fill} x={70 + i * 34} y="244" width="26" height="26" rx="8" fill={fill} />
      ))}
    </Art>
  );
}

/** Digital marketing: a campaign's reach climbing on a chart, a megaphone and a search result ranked first. */
export function MarketingArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="130" fill="#eef1fb" />
      <g transform="translate(54 58)">
        <rect width="200" height="150" rx="16" fill="#fff" stroke="#c9cfe0" strokeWidth="2" />
        <rect x="16" y="16" width="70" height="8" rx="4" fill="#141a33" />
        <rect x="16" y="30" width="44" height="6" rx="3" fill="#c9cfe0" />
        {[
          { x: 24, h: 30 },
          { x: 58, h: 46 },
          { x: 92, h: 40 },
          { x: 126, h: 66 },
          { x: 160, h: 88 },
        ].map((bar) => (
          <rect key={bar.x} x={bar.x} y={134 - bar.h} width="22" height={bar.h} rx="5" fill={bar.x === 160 ? '#1739a6' : '#c7d2fe'} />
        ))}
        <path d="M34 96l34-16 34 6 34-26 36-28" stroke="#c2410c" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="172" cy="32" r="6" fill="#c2410c" />
      </g>
      <g transform="translate(236 150)">
        <rect width="126" height="100" rx="14" fill="#0d1330" />
        <rect x="12" y="14" width="102" height="14" rx="7" fill="#fff" />
        <circle cx="102" cy="21" r="4" stroke="#1739a6" strokeWidth="2" fill="none" />
        <rect x="12" y="40" width="14" height="14" rx="4" fill="#f59e0b" />
        <text x="19" y="51" fontSize="10" fontWeight="800" textAnchor="middle" fill="#0d1330">
          1
        </text>
        <rect x="32" y="42" width="70" height="6" rx="3" fill="#e0e7ff" />
        <rect x="32" y="52" width="50" height="4" rx="2" fill="#475569" />
        <rect x="12" y="66" width="90" height="5" rx="2.5" fill="#334155" />
        <rect x="12" y="78" width="70" height="5" rx="2.5" fill="#334155" />
      </g>
      <g transform="translate(262 44) rotate(-12)">
        <path d="M0 22h18l44-22v64L18 42H0z" fill="#f59e0b" />
        <rect x="-8" y="20" width="14" height="24" rx="4" fill="#b45309" />
        <path d="M12 42l8 26h12l-6-24" fill="#b45309" />
        <path d="M74 14c8 6 8 30 0 36M84 6c14 10 14 42 0 52" stroke="#1739a6" strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
    </Art>
  );
}

/** Mentorship: a lesson on a laptop, a mentor's speech bubble and a graduation cap. */
export function MentorshipArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="130" fill="#e6f4ea" />
      <g transform="translate(60 80)">
        <rect width="210" height="134" rx="12" fill="#0d1330" />
        <rect x="10" y="10" width="190" height="114" rx="6" fill="#fff" />
        <rect x="22" y="22" width="60" height="8" rx="4" fill="#141a33" />
        <path d="M24 48l12 10-12 10" stroke="#1739a6" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="44" y="54" width="70" height="8" rx="4" fill="#c2410c" />
        <rect x="34" y="72" width="110" height="8" rx="4" fill="#c7d2fe" />
        <rect x="34" y="88" width="84" height="8" rx="4" fill="#c7d2fe" />
        <rect x="150" y="96" width="40" height="18" rx="9" fill="#146c2e" />
        <path d="M162 105l5 5 10-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M-14 134h238l-14 14H0z" fill="#334155" />
      </g>
      <g transform="translate(250 40)">
        <path d="M0 14A14 14 0 0 1 14 0h96a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14H40l-18 18V68h-8A14 14 0 0 1 0 54z" fill="#1739a6" />
        <rect x="16" y="18" width="84" height="8" rx="4" fill="#fff" />
        <rect x="16" y="34" width="60" height="8" rx="4" fill="#c7d2fe" />
      </g>
      <g transform="translate(282 190)">
        <path d="M40 0l44 18-44 18L-4 18z" fill="#141a33" />
        <path d="M14 28v20c0 8 52 8 52 0V28L40 38z" fill="#334155" />
        <path d="M80 20v26" stroke="#f59e0b" strokeWidth="3" />
        <circle cx="80" cy="50" r="5" fill="#f59e0b" />
      </g>
    </Art>
  );
}

/** FAQs: a question asked and answered in two speech bubbles, with a help badge. */
export function FaqsArt() {
  return (
    <Art viewBox="0 0 400 300">
      <circle cx="200" cy="150" r="130" fill="#fff1e8" />
      <g transform="translate(48 54)">
        <path d="M0 16A16 16 0 0 1 16 0h168a16 16 0 0 1 16 16v62a16 16 0 0 1-16 16H60l-26 24V94H16A16 16 0 0 1 0 78z" fill="#fff" stroke="#c9cfe0" strokeWidth="2" />
        <circle cx="38" cy="46" r="20" fill="#1739a6" />
        <text x="38" y="55" fontSize="26" fontWeight="800" textAnchor="middle" fill="#fff">
          ?
        </text>
        <rect x="72" y="32" width="104" height="9" rx="4.5" fill="#141a33" />
        <rect x="72" y="50" width="80" height="8" rx="4" fill="#c9cfe0" />
      </g>
      <g transform="translate(150 150)">
        <path d="M0 16A16 16 0 0 1 16 0h170a16 16 0 0 1 16 16v60a16 16 0 0 1-16 16h-12v24l-26-24H16A16 16 0 0 1 0 76z" fill="#1739a6" />
        <rect x="18" y="22" width="120" height="9" rx="4.5" fill="#fff" />
        <rect x="18" y="40" width="150" height="8" rx="4" fill="#c7d2fe" />
        <rect x="18" y="56" width="96" height="8" rx="4" fill="#c7d2fe" />
      </g>
      <g transform="translate(300 62)">
        <circle cx="26" cy="26" r="26" fill="#146c2e" />
        <path d="M14 27l8 8 16-17" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </Art>
  );
}
