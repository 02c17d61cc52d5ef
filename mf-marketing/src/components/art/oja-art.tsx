import { Art, type ArtProps } from './art';

const PRODUCE = [
  { name: 'Tomatoes, 1 kg', price: '₦2,400', fill: '#dc2626', leaf: '#15803d' },
  { name: 'Ugu, 3 bunches', price: '₦1,500', fill: '#16a34a', leaf: '#166534' },
  { name: 'Yam tuber', price: '₦3,800', fill: '#a16207', leaf: '#65a30d' },
  { name: 'Ripe plantain', price: '₦2,000', fill: '#eab308', leaf: '#4d7c0f' },
] as const;

/** OjaFresh: the web shop in a browser frame and the delivery tracker on a phone. */
export function OjaArt({ label, className }: ArtProps) {
  return (
    <Art viewBox="0 0 640 400" label={label} className={className}>
      <rect width="640" height="400" fill="#e7f4ea" />
      <circle cx="590" cy="40" r="150" fill="#fde7c4" />
      <circle cx="30" cy="390" r="110" fill="#cfe9d6" />
      <g transform="translate(34 40)">
        <rect x="6" y="12" width="470" height="318" rx="14" fill="#0d1330" opacity=".14" />
        <rect width="470" height="318" rx="14" fill="#fff" />
        <path d="M0 14A14 14 0 0 1 14 0h442a14 14 0 0 1 14 14v22H0z" fill="#eef1f7" />
        <circle cx="18" cy="18" r="5" fill="#f87171" />
        <circle cx="34" cy="18" r="5" fill="#fbbf24" />
        <circle cx="50" cy="18" r="5" fill="#34d399" />
        <rect x="130" y="8" width="210" height="20" rx="10" fill="#fff" />
        <text x="235" y="22" fontSize="10" textAnchor="middle" fill="#4a5170">
          ojafresh.ng
        </text>
        <circle cx="32" cy="58" r="10" fill="#146c2e" />
        <path d="M27 60c4-9 10-10 12-9-1 6-6 9-12 9z" fill="#bbf7d0" />
        <text x="48" y="63" fontSize="14" fontWeight="800" fill="#0f3d1e">
          OjaFresh
        </text>
        <g fill="#4a5170" fontSize="10">
          <text x="250" y="62">Shop</text>
          <text x="285" y="62">Recipes</text>
          <text x="332" y="62">Track order</text>
        </g>
        <rect x="410" y="48" width="40" height="20" rx="10" fill="#146c2e" />
        <text x="430" y="62" fontSize="10" fontWeight="700" textAnchor="middle" fill="#fff">
          ₦ 3
        </text>
        <rect x="20" y="82" width="430" height="112" rx="12" fill="#146c2e" />
        <text x="38" y="114" fontSize="19" fontWeight="800" fill="#fff">
          Farm-fresh food,
        </text>
        <text x="38" y="137" fontSize="19" fontWeight="800" fill="#fff">
          at your door today
        </text>
        <text x="38" y="157" fontSize="10" fill="#dcfce7">
          Order by 10 am in Ikeja, Maryland and Gbagada
        </text>
        <rect x="38" y="166" width="78" height="20" rx="10" fill="#f59e0b" />
        <text x="77" y="180" fontSize="10" fontWeight="800" textAnchor="middle" fill="#0d1330">
          Shop now
        </text>
        <ellipse cx="370" cy="176" rx="66" ry="12" fill="#0f3d1e" opacity=".35" />
        <path d="M310 140h120l-12 40h-96z" fill="#b45309" />
        <path d="M316 150h108M320 162h100" stroke="#92400e" strokeWidth="3" />
        <circle cx="335" cy="130" r="17" fill="#dc2626" />
        <circle cx="365" cy="124" r="19" fill="#ef4444" />
        <path d="M385 138c10-30 30-34 44-28-6 18-24 28-44 28z" fill="#facc15" />
        <path d="M356 106c4 4 14 4 18 0" stroke="#15803d" strokeWidth="4" strokeLinecap="round" fill="none" />
        <circle cx="402" cy="132" r="9" fill="#16a34a" />
        {PRODUCE.map((item, i) => (
          <g key={item.name} transform={`translate(${20 + i * 109} 208)`}>
            <rect width="100" height="94" rx="10" fill="#f6f8f4" stroke="#dbe4d8" />
            <circle cx="50" cy="32" r="18" fill={item.fill} />
            <path d="M44 15c3 4 9 4 12 0" stroke={item.leaf} strokeWidth="4" strokeLinecap="round" fill="none" />
            <text x="10" y="68" fontSize="9" fill="#141a33">
              {item.name}
            </text>
            <text x="10" y="84" fontSize="11" fontWeight="800" fill="#146c2e">
              {item.price}
            </text>
            <circle cx="84" cy="80" r="9" fill="#146c2e" />
            <path d="M80 80h8M84 76v8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </g>
        ))}
      </g>
      <g transform="translate(462 112)">
        <rect x="5" y="10" width="140" height="262" rx="22" fill="#0d1330" opacity=".2" />
        <rect width="140" height="262" rx="22" fill="#141a33" />
        <rect x="8" y="10" width="124" height="242" rx="15" fill="#fff" />
        <rect x="8" y="10" width="124" height="140" rx="15" fill="#eaf1e4" />
        <path d="M8 60h124M8 104h124M44 10v140M98 10v140" stroke="#fff" strokeWidth="7" />
        <path d="M30 128C44 104 60 108 70 84s30-24 46-50" stroke="#146c2e" strokeWidth="3.5" strokeDasharray="6 5" fill="none" strokeLinecap="round" />
        <circle cx="30" cy="128" r="6" fill="#146c2e" />
        <path d="M116 22a10 10 0 0 1 10 10c0 8-10 16-10 16s-10-8-10-16a10 10 0 0 1 10-10z" fill="#c2410c" />
        <circle cx="116" cy="32" r="3.5" fill="#fff" />
        <circle cx="70" cy="84" r="9" fill="#f59e0b" stroke="#fff" strokeWidth="3" />
        <text x="18" y="172" fontSize="9" fill="#4a5170">
          Arriving in
        </text>
        <text x="18" y="192" fontSize="18" fontWeight="800" fill="#141a33">
          6 min
        </text>
        <text x="18" y="208" fontSize="9" fill="#4a5170">
          Rider Musa, Allen Ave
        </text>
        <rect x="18" y="218" width="104" height="6" rx="3" fill="#e5e7eb" />
        <rect x="18" y="218" width="80" height="6" rx="3" fill="#146c2e" />
        <rect x="18" y="230" width="104" height="16" rx="8" fill="#146c2e" />
        <text x="70" y="241" fontSize="8" fontWeight="700" textAnchor="middle" fill="#fff">
          Call rider
        </text>
      </g>
    </Art>
  );
}
