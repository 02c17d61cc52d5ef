import { Art } from './art';

/** Brand identity: logo, colours, type and a business card for a Lekki restaurant. */
export function BrandSample() {
  return (
    <Art viewBox="0 0 400 280">
      <rect width="400" height="280" fill="#fdf6ec" />
      <rect x="20" y="20" width="190" height="150" rx="12" fill="#7c2d12" />
      <path d="M80 92h70a35 35 0 0 1-70 0z" fill="#fbbf24" />
      <path d="M98 78c-6-8 6-12 0-22M115 78c-6-8 6-12 0-22M132 78c-6-8 6-12 0-22" stroke="#fde68a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <text x="115" y="150" fontSize="15" fontWeight="800" textAnchor="middle" fill="#fff7ed" letterSpacing="1">
        MAMA NKECHI’S
      </text>
      <g transform="translate(226 20)">
        {['#7c2d12', '#fbbf24', '#15803d', '#fdf6ec'].map((fill, i) => (
          <g key={fill} transform={`translate(0 ${i * 38})`}>
            <rect width="34" height="30" rx="6" fill={fill} stroke="#e7d8c3" />
            <text x="44" y="19" fontSize="11" fill="#44403c">
              {fill.toUpperCase()}
            </text>
          </g>
        ))}
      </g>
      <text x="20" y="232" fontSize="54" fontWeight="800" fill="#7c2d12">
        Aa
      </text>
      <text x="98" y="210" fontSize="12" fontWeight="700" fill="#44403c">
        Display · Extra bold
      </text>
      <text x="98" y="228" fontSize="11" fill="#57534e">
        Jollof, pepper soup and
      </text>
      <text x="98" y="243" fontSize="11" fill="#57534e">
        small chops since 1998
      </text>
      <g transform="translate(262 176) rotate(-6)">
        <rect width="122" height="74" rx="8" fill="#fff" stroke="#e7d8c3" />
        <circle cx="22" cy="24" r="10" fill="#fbbf24" />
        <text x="38" y="28" fontSize="9" fontWeight="800" fill="#7c2d12">
          Mama Nkechi’s
        </text>
        <text x="12" y="54" fontSize="8" fill="#57534e">
          12 Admiralty Way, Lekki
        </text>
        <text x="12" y="65" fontSize="8" fill="#57534e">
          0803 555 0142
        </text>
      </g>
    </Art>
  );
}

/** UI design: a logistics dashboard card and its mobile companion. */
export function UiSample() {
  const bars = [46, 70, 58, 90, 76, 104, 88];
  return (
    <Art viewBox="0 0 400 280">
      <rect width="400" height="280" fill="#eef2ff" />
      <rect x="20" y="22" width="250" height="236" rx="14" fill="#fff" />
      <rect x="20" y="22" width="56" height="236" rx="14" fill="#1e1b4b" />
      <rect x="34" y="40" width="28" height="28" rx="8" fill="#818cf8" />
      {[92, 120, 148, 176].map((y) => (
        <rect key={y} x="38" y={y} width="20" height="8" rx="4" fill="#4338ca" />
      ))}
      <text x="90" y="48" fontSize="11" fontWeight="800" fill="#1e1b4b">
        Deliveries this week
      </text>
      <text x="90" y="76" fontSize="24" fontWeight="800" fill="#1e1b4b">
        1,284
      </text>
      <rect x="178" y="60" width="56" height="18" rx="9" fill="#dcfce7" />
      <text x="206" y="73" fontSize="9" fontWeight="800" textAnchor="middle" fill="#166534">
        +18%
      </text>
      {bars.map((h, i) => (
        <rect key={h} x={92 + i * 23} y={214 - h} width="14" height={h} rx="4" fill={i === 5 ? '#4f46e5' : '#c7d2fe'} />
      ))}
      <path d="M90 222h166" stroke="#e0e7ff" strokeWidth="2" />
      <g transform="translate(286 40)">
        <rect width="96" height="196" rx="18" fill="#1e1b4b" />
        <rect x="6" y="8" width="84" height="180" rx="12" fill="#fff" />
        <text x="14" y="32" fontSize="8" fill="#4a5170">
          Next drop
        </text>
        <text x="14" y="48" fontSize="11" fontWeight="800" fill="#1e1b4b">
          Wuse II
        </text>
        <rect x="14" y="58" width="68" height="52" rx="8" fill="#e0e7ff" />
        <path d="M20 100c14-20 26-6 38-26s14-8 18-10" stroke="#4f46e5" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="14" y="120" width="68" height="8" rx="4" fill="#e5e7eb" />
        <rect x="14" y="134" width="48" height="8" rx="4" fill="#e5e7eb" />
        <rect x="14" y="154" width="68" height="20" rx="10" fill="#4f46e5" />
        <text x="48" y="167.5" fontSize="8" fontWeight="800" textAnchor="middle" fill="#fff">
          Confirm drop
        </text>
      </g>
    </Art>
  );
}

/** Video editing: a 16:9 frame with a lower third, subtitles and the timeline. */
export function VideoSample() {
  return (
    <Art viewBox="0 0 400 280">
      <rect width="400" height="280" fill="#0d1330" />
      <defs>
        <linearGradient id="video-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#7c2d12" />
        </linearGradient>
      </defs>
      <rect x="16" y="16" width="368" height="207" rx="8" fill="url(#video-sky)" />
      <circle cx="290" cy="110" r="40" fill="#fde68a" opacity=".9" />
      <path d="M16 180c60-30 120-20 180-6s120 10 188-14v63H16z" fill="#431407" />
      <path d="M120 223v-70a22 22 0 0 1 44 0v70z" fill="#1c0a03" />
      <circle cx="142" cy="118" r="16" fill="#1c0a03" />
      <path d="M164 160l40-22 6 10-40 22z" fill="#1c0a03" />
      <rect x="210" y="128" width="50" height="34" rx="4" fill="#facc15" transform="rotate(-12 235 145)" />
      <rect x="30" y="150" width="176" height="36" fill="#fff" />
      <rect x="30" y="150" width="6" height="36" fill="#c2410c" />
      <text x="44" y="165" fontSize="11" fontWeight="800" fill="#141a33">
        Amina Bello
      </text>
      <text x="44" y="179" fontSize="9" fill="#4a5170" textLength="154" lengthAdjust="spacingAndGlyphs">
        Creative director, Zaria Threads
      </text>
      <rect x="90" y="196" width="220" height="20" rx="4" fill="#000" opacity=".6" />
      <text x="200" y="210" fontSize="10" textAnchor="middle" fill="#fff" textLength="200" lengthAdjust="spacingAndGlyphs">
        Every piece is finished by hand in Zaria.
      </text>
      <path d="M30 244l10 6-10 6z" fill="#fff" />
      <rect x="52" y="247" width="270" height="6" rx="3" fill="#334155" />
      <rect x="52" y="247" width="98" height="6" rx="3" fill="#f97316" />
      <circle cx="150" cy="250" r="6" fill="#fff" />
      <text x="332" y="254" fontSize="9" fill="#e2e8f0">
        0:14 / 0:45
      </text>
      <g transform="translate(16 264)">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <rect key={i} x={i * 46} width="42" height="10" rx="2" fill={i % 3 === 0 ? '#7c2d12' : '#1e293b'} />
        ))}
      </g>
    </Art>
  );
}
