import { Art, type ArtProps } from './art';

const HISTORY = [
  { day: 'Today', amount: '₦1,500' },
  { day: 'Yesterday', amount: '₦1,500' },
  { day: 'Mon 9 June', amount: '₦2,000' },
] as const;

const MEMBERS = [
  { name: 'Iya Bisi', amount: '₦1,500', done: true },
  { name: 'Tunde A.', amount: '₦1,000', done: true },
  { name: 'Ngozi O.', amount: '₦2,000', done: false },
] as const;

/** Kolo: the member's savings screen and the collector's offline contribution screen on two phones. */
export function KoloArt({ label, className }: ArtProps) {
  return (
    <Art viewBox="0 0 640 400" label={label} className={className}>
      <rect width="640" height="400" fill="#eef2fb" />
      <circle cx="110" cy="70" r="150" fill="#dbe3fb" />
      <circle cx="600" cy="380" r="140" fill="#fde8d7" />
      <g transform="translate(120 30)">
        <rect x="8" y="14" width="176" height="350" rx="28" fill="#0d1330" opacity=".18" />
        <rect width="176" height="350" rx="28" fill="#141a33" />
        <rect x="9" y="12" width="158" height="326" rx="20" fill="#fff" />
        <rect x="66" y="18" width="44" height="8" rx="4" fill="#141a33" />
        <text x="22" y="50" fontSize="9" fill="#4a5170">
          Ẹ kú àárọ̀,
        </text>
        <text x="22" y="64" fontSize="12" fontWeight="800" fill="#141a33">
          Iya Bisi
        </text>
        <circle cx="148" cy="56" r="10" fill="#f59e0b" />
        <text x="148" y="60" fontSize="9" fontWeight="800" textAnchor="middle" fill="#141a33">
          IB
        </text>
        <rect x="20" y="76" width="136" height="80" rx="14" fill="#0f766e" />
        <text x="32" y="98" fontSize="9" fill="#ccfbf1">
          Total savings
        </text>
        <text x="32" y="122" fontSize="20" fontWeight="800" fill="#fff">
          ₦184,500
        </text>
        <text x="32" y="142" fontSize="8" fill="#ccfbf1">
          +₦10,500 this week
        </text>
        <circle cx="50" cy="196" r="24" fill="none" stroke="#e2e8f0" strokeWidth="7" />
        <circle cx="50" cy="196" r="24" fill="none" stroke="#0f766e" strokeWidth="7" strokeDasharray="124 151" strokeLinecap="round" transform="rotate(-90 50 196)" />
        <text x="50" y="200" fontSize="10" fontWeight="800" textAnchor="middle" fill="#141a33">
          82%
        </text>
        <text x="84" y="190" fontSize="9" fontWeight="700" fill="#141a33">
          Target: rent
        </text>
        <text x="84" y="204" fontSize="8" fill="#4a5170">
          of ₦225,000
        </text>
        <text x="22" y="244" fontSize="9" fontWeight="700" fill="#141a33">
          Contributions
        </text>
        {HISTORY.map((row, i) => (
          <g key={row.day} transform={`translate(20 ${254 + i * 26})`}>
            <rect width="136" height="22" rx="7" fill="#f3f5fb" />
            <circle cx="12" cy="11" r="6" fill="#146c2e" />
            <path d="M9 11l2 2 4-4" stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" />
            <text x="24" y="14.5" fontSize="8" fill="#141a33">
              {row.day}
            </text>
            <text x="128" y="14.5" fontSize="8" fontWeight="800" textAnchor="end" fill="#0f766e">
              {row.amount}
            </text>
          </g>
        ))}
      </g>
      <g transform="translate(330 58) rotate(4)">
        <rect x="8" y="14" width="176" height="330" rx="28" fill="#0d1330" opacity=".18" />
        <rect width="176" height="330" rx="28" fill="#141a33" />
        <rect x="9" y="12" width="158" height="306" rx="20" fill="#fff" />
        <rect x="66" y="18" width="44" height="8" rx="4" fill="#141a33" />
        <text x="22" y="50" fontSize="9" fill="#4a5170">
          Collector · Bodija Market
        </text>
        <rect x="20" y="58" width="118" height="18" rx="9" fill="#fff7ed" stroke="#fdba74" />
        <circle cx="31" cy="67" r="3.5" fill="#c2410c" />
        <text x="40" y="70" fontSize="8" fontWeight="700" fill="#9a3412">
          Offline · 12 saved
        </text>
        {MEMBERS.map((row, i) => (
          <g key={row.name} transform={`translate(20 ${88 + i * 34})`}>
            <rect width="136" height="28" rx="8" fill={row.done ? '#f0fdf4' : '#f3f5fb'} />
            <text x="10" y="17.5" fontSize="9" fontWeight="700" fill="#141a33">
              {row.name}
            </text>
            <text x="106" y="17.5" fontSize="9" textAnchor="end" fill="#141a33">
              {row.amount}
            </text>
            <circle cx="120" cy="14" r="7" fill={row.done ? '#146c2e' : '#cbd5e1'} />
          </g>
        ))}
        <text x="22" y="208" fontSize="9" fill="#4a5170">
          Amount
        </text>
        <text x="22" y="236" fontSize="24" fontWeight="800" fill="#141a33">
          ₦2,000
        </text>
        <rect x="20" y="252" width="136" height="30" rx="15" fill="#0f766e" />
        <text x="88" y="271" fontSize="10" fontWeight="800" textAnchor="middle" fill="#fff">
          Record
        </text>
      </g>
      <g transform="translate(430 294)">
        <rect x="4" y="6" width="186" height="58" rx="14" fill="#0d1330" opacity=".15" />
        <rect width="186" height="58" rx="14" fill="#fff" />
        <rect x="12" y="12" width="34" height="34" rx="10" fill="#0f766e" />
        <path d="M20 24h18v14H20zM20 24l9 7 9-7" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
        <text x="56" y="26" fontSize="9" fontWeight="800" fill="#141a33">
          SMS receipt
        </text>
        <text x="56" y="40" fontSize="8" fill="#4a5170">
          ₦2,000 received from
        </text>
        <text x="56" y="51" fontSize="8" fill="#4a5170">
          Ngozi O. Thank you!
        </text>
      </g>
    </Art>
  );
}
