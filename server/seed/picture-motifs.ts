import { between, hsl, pick, type Random } from './seeded-drawing';

/**
 * The objects of the demo product pictures, and which one a post's title or category calls for. Each is
 * drawn around (0, 0), about 560 × 440, resting on y = 220. Fills: #m the object's gradient, #md its dark
 * side, #a the accent, #gl a gloss.
 */

export type Motif =
  | 'phone'
  | 'laptop'
  | 'shirt'
  | 'sofa'
  | 'plant'
  | 'bottle'
  | 'dumbbell'
  | 'books'
  | 'car'
  | 'teddy'
  | 'blocks'
  | 'bowl'
  | 'ring'
  | 'paw'
  | 'hammer'
  | 'camera'
  | 'briefcase'
  | 'megaphone'
  | 'palette'
  | 'spray'
  | 'balloons'
  | 'parcel';

export const MOTIF_DRAWINGS: Record<Motif, (random: Random) => string> = {
  phone: () => `
    <rect x="-125" y="-225" width="250" height="445" rx="38" fill="url(#md)"/>
    <rect x="-117" y="-217" width="234" height="429" rx="32" fill="url(#m)"/>
    <rect x="-103" y="-198" width="206" height="392" rx="20" fill="#0d1320"/>
    <rect x="-97" y="-192" width="194" height="380" rx="16" fill="url(#a)" opacity=".9"/>
    <rect x="-32" y="-188" width="64" height="14" rx="7" fill="#0d1320"/>
    ${[0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2].map((column) => `<rect x="${-74 + column * 54}" y="${-140 + row * 62}" width="40" height="40" rx="11" fill="#fff" opacity="${0.25 + ((row + column) % 3) * 0.12}"/>`))
      .join('')}
    <rect x="-70" y="150" width="140" height="22" rx="11" fill="#fff" opacity=".3"/>
    <rect x="122" y="-120" width="7" height="60" rx="3" fill="url(#md)"/>
    <path d="M-97 -192 L40 -192 L-97 60 Z" fill="url(#gl)"/>`,
  laptop: (random) => `
    <rect x="-235" y="-215" width="470" height="310" rx="18" fill="url(#md)"/>
    <rect x="-222" y="-202" width="444" height="284" rx="10" fill="#0f1724"/>
    ${Array.from({ length: 8 }, (_, line) => `<rect x="${-195 + (line % 3) * 22}" y="${-175 + line * 31}" width="${Math.round(between(random, 90, 300))}" height="12" rx="6" fill="${line % 2 ? 'url(#a)' : '#7dd3fc'}" opacity=".85"/>`).join('')}
    <path d="M-222 -202 L60 -202 L-222 40 Z" fill="url(#gl)"/>
    <path d="M-290 100 L290 100 L318 138 Q320 150 306 150 L-306 150 Q-320 150 -318 138 Z" fill="url(#m)"/>
    <rect x="-60" y="103" width="120" height="10" rx="5" fill="url(#md)"/>`,
  shirt: () => `
    <path d="M-95 -210 L-215 -160 L-285 -35 L-190 10 L-160 -40 L-160 215 L160 215 L160 -40 L190 10 L285 -35 L215 -160 L95 -210 Q0 -140 -95 -210 Z" fill="url(#m)"/>
    <path d="M-95 -210 Q0 -140 95 -210 L70 -218 Q0 -170 -70 -218 Z" fill="url(#md)"/>
    <path d="M-160 -40 L-190 10 M160 -40 L190 10" stroke="url(#md)" stroke-width="6"/>
    <path d="M0 -160 L0 215" stroke="url(#md)" stroke-width="4" opacity=".5"/>
    ${[-110, -50, 10, 70, 130].map((y) => `<circle cx="14" cy="${y}" r="7" fill="url(#a)"/>`).join('')}
    <path d="M-150 -60 Q-60 40 -150 200 M150 -60 Q60 40 150 200" stroke="#fff" stroke-width="10" opacity=".12" fill="none"/>`,
  sofa: () => `
    <rect x="-270" y="-150" width="540" height="220" rx="46" fill="url(#md)"/>
    <rect x="-250" y="-135" width="240" height="170" rx="34" fill="url(#m)"/>
    <rect x="10" y="-135" width="240" height="170" rx="34" fill="url(#m)"/>
    <rect x="-300" y="-40" width="90" height="220" rx="40" fill="url(#m)"/>
    <rect x="210" y="-40" width="90" height="220" rx="40" fill="url(#m)"/>
    <rect x="-215" y="40" width="430" height="110" rx="26" fill="url(#m)"/>
    <path d="M0 45 L0 150" stroke="url(#md)" stroke-width="6"/>
    <rect x="-260" y="170" width="22" height="50" rx="6" fill="#3b2a1e"/>
    <rect x="238" y="170" width="22" height="50" rx="6" fill="#3b2a1e"/>
    <rect x="-120" y="-70" width="110" height="90" rx="22" fill="url(#a)" transform="rotate(-8 -65 -25)"/>`,
  plant: (random) => `
    ${Array.from({ length: 7 }, (_, leaf) => {
      const angle = -75 + leaf * 25 + between(random, -6, 6);
      return `<path d="M0 -20 Q40 -140 0 -260 Q-40 -140 0 -20 Z" fill="${leaf % 2 ? 'url(#a)' : 'url(#m)'}" transform="rotate(${angle.toFixed(1)} 0 -20)"/>`;
    }).join('')}
    <path d="M-120 0 L120 0 L95 220 L-95 220 Z" fill="#c0663a"/>
    <rect x="-135" y="-25" width="270" height="45" rx="10" fill="#d97a48"/>
    <path d="M-110 20 L-92 210" stroke="#fff" stroke-width="10" opacity=".15"/>`,
  bottle: () => `
    <rect x="-38" y="-225" width="76" height="55" rx="10" fill="url(#a)"/>
    <path d="M-30 -172 L30 -172 L30 -130 Q110 -100 110 -20 L110 190 Q110 220 80 220 L-80 220 Q-110 220 -110 190 L-110 -20 Q-110 -100 -30 -130 Z" fill="url(#m)"/>
    <rect x="-110" y="-10" width="220" height="150" fill="#fff" opacity=".88"/>
    <rect x="-80" y="25" width="160" height="18" rx="9" fill="url(#a)"/>
    <rect x="-60" y="60" width="120" height="10" rx="5" fill="url(#md)" opacity=".6"/>
    <rect x="-70" y="82" width="140" height="10" rx="5" fill="url(#md)" opacity=".4"/>
    <path d="M-88 -60 Q-95 60 -88 190" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".28" fill="none"/>
    <rect x="150" y="40" width="90" height="180" rx="26" fill="url(#md)"/>
    <rect x="170" y="15" width="50" height="30" rx="8" fill="url(#a)"/>`,
  dumbbell: () => `
    <rect x="-200" y="85" width="400" height="34" rx="12" fill="#8a94a6"/>
    <rect x="-200" y="89" width="400" height="10" rx="5" fill="#fff" opacity=".35"/>
    ${[-1, 1]
      .map(
        (side) => `
      <rect x="${side > 0 ? 160 : -250}" y="-10" width="90" height="224" rx="20" fill="url(#m)"/>
      <rect x="${side > 0 ? 120 : -160}" y="20" width="40" height="164" rx="12" fill="url(#md)"/>
      <rect x="${side > 0 ? 172 : -238}" y="2" width="16" height="200" rx="8" fill="#fff" opacity=".2"/>`,
      )
      .join('')}`,
  books: (random) => `
    ${[0, 1, 2]
      .map((book) => {
        const width = 420 - book * 40 + Math.round(between(random, -20, 20));
        const y = 140 - book * 95;
        const fill = ['url(#m)', 'url(#a)', 'url(#md)'][book] ?? 'url(#m)';
        const tilt = (book - 1) * between(random, 2, 6);
        return `<g transform="rotate(${tilt.toFixed(1)} 0 ${y + 40})">
          <rect x="${-width / 2}" y="${y}" width="${width}" height="80" rx="10" fill="${fill}"/>
          <rect x="${-width / 2 + 14}" y="${y + 12}" width="${width - 28}" height="56" rx="4" fill="#fbf7ee"/>
          <path d="M${-width / 2 + 14} ${y + 26} H${width / 2 - 14} M${-width / 2 + 14} ${y + 40} H${width / 2 - 14} M${-width / 2 + 14} ${y + 54} H${width / 2 - 14}" stroke="#d8cfbd" stroke-width="3"/>
          <rect x="${-width / 2}" y="${y}" width="70" height="80" rx="10" fill="${fill}"/>
          <rect x="${-width / 2 + 24}" y="${y + 16}" width="12" height="48" rx="4" fill="#fff" opacity=".45"/>
        </g>`;
      })
      .join('')}`,
  car: () => `
    <path d="M-300 120 L-300 40 Q-300 0 -260 -10 L-170 -25 L-95 -110 Q-80 -125 -55 -125 L95 -125 Q125 -125 145 -105 L215 -30 L270 -15 Q300 -5 300 30 L300 120 Q300 140 280 140 L-280 140 Q-300 140 -300 120 Z" fill="url(#m)"/>
    <path d="M-145 -30 L-85 -100 L-10 -100 L-10 -30 Z" fill="#bfe3f5"/>
    <path d="M10 -30 L10 -100 L90 -100 Q110 -100 125 -85 L175 -30 Z" fill="#bfe3f5"/>
    <path d="M-145 -30 L-85 -100 L-40 -100 L-110 -30 Z" fill="#fff" opacity=".45"/>
    <path d="M-290 40 H290" stroke="url(#md)" stroke-width="5"/>
    <rect x="-40" y="0" width="40" height="8" rx="4" fill="url(#md)"/>
    <rect x="265" y="5" width="28" height="22" rx="6" fill="#ffe9a8"/>
    <rect x="-298" y="5" width="20" height="22" rx="6" fill="#ff6b6b"/>
    ${[-175, 175].map((x) => `<circle cx="${x}" cy="140" r="68" fill="#1d2330"/><circle cx="${x}" cy="140" r="34" fill="#aeb6c4"/><circle cx="${x}" cy="140" r="10" fill="#1d2330"/>`).join('')}`,
  teddy: () => `
    <circle cx="-95" cy="-175" r="48" fill="url(#m)"/><circle cx="95" cy="-175" r="48" fill="url(#m)"/>
    <circle cx="-95" cy="-175" r="24" fill="url(#a)"/><circle cx="95" cy="-175" r="24" fill="url(#a)"/>
    <ellipse cx="0" cy="95" rx="150" ry="130" fill="url(#m)"/>
    <ellipse cx="0" cy="110" rx="90" ry="80" fill="url(#a)" opacity=".7"/>
    <ellipse cx="-150" cy="60" rx="50" ry="80" fill="url(#md)" transform="rotate(25 -150 60)"/>
    <ellipse cx="150" cy="60" rx="50" ry="80" fill="url(#md)" transform="rotate(-25 150 60)"/>
    <ellipse cx="-90" cy="205" rx="62" ry="36" fill="url(#md)"/><ellipse cx="90" cy="205" rx="62" ry="36" fill="url(#md)"/>
    <circle cx="0" cy="-95" r="120" fill="url(#m)"/>
    <ellipse cx="0" cy="-60" rx="56" ry="42" fill="url(#a)"/>
    <ellipse cx="0" cy="-78" rx="20" ry="14" fill="#2a1a14"/>
    <circle cx="-45" cy="-120" r="12" fill="#2a1a14"/><circle cx="45" cy="-120" r="12" fill="#2a1a14"/>
    <path d="M-18 -45 Q0 -30 18 -45" stroke="#2a1a14" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  blocks: (random) => `
    ${[
      { x: -230, y: 40, letter: 'A', fill: 'url(#m)' },
      { x: 10, y: 40, letter: 'B', fill: 'url(#a)' },
      { x: -110, y: -140, letter: 'C', fill: 'url(#md)' },
    ]
      .map(({ x, y, letter, fill }) => {
        const tilt = between(random, -7, 7).toFixed(1);
        return `<g transform="rotate(${tilt} ${x + 90} ${y + 90})">
          <rect x="${x}" y="${y}" width="180" height="180" rx="22" fill="${fill}"/>
          <rect x="${x + 22}" y="${y + 22}" width="136" height="136" rx="14" fill="#fff" opacity=".9"/>
          <text x="${x + 90}" y="${y + 128}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="110" text-anchor="middle" fill="${fill}">${letter}</text>
        </g>`;
      })
      .join('')}`,
  bowl: (random) => `
    ${[-60, 0, 60].map((x) => `<path d="M${x} -120 q-22 -40 0 -80 q22 -40 0 -80" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity=".45"/>`).join('')}
    <ellipse cx="0" cy="-20" rx="260" ry="70" fill="#e8692a"/>
    ${Array.from({ length: 26 }, () => `<circle cx="${between(random, -220, 220).toFixed(0)}" cy="${between(random, -70, 10).toFixed(0)}" r="${between(random, 10, 22).toFixed(0)}" fill="${pick(random, ['#f08a3c', '#d9531e', '#f6b04b', '#3d9a4b', '#c2371b'] as const)}"/>`).join('')}
    <path d="M-280 -10 Q-270 200 0 210 Q270 200 280 -10 Z" fill="url(#m)"/>
    <path d="M-280 -10 Q0 40 280 -10" stroke="url(#md)" stroke-width="10" fill="none"/>
    <path d="M-235 40 Q-210 150 -120 185" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity=".3"/>
    <ellipse cx="0" cy="212" rx="110" ry="16" fill="url(#md)"/>`,
  ring: () => `
    <ellipse cx="0" cy="80" rx="190" ry="130" fill="none" stroke="#8a6416" stroke-width="52"/>
    <ellipse cx="0" cy="72" rx="190" ry="130" fill="none" stroke="url(#gold)" stroke-width="44"/>
    <ellipse cx="-60" cy="-10" rx="60" ry="14" fill="#fff" opacity=".45" transform="rotate(-24 -60 -10)"/>
    <path d="M-70 -100 L-40 -150 L40 -150 L70 -100 L0 -20 Z" fill="url(#a)"/>
    <path d="M-70 -100 L70 -100 M-40 -150 L-20 -100 L0 -20 L20 -100 L40 -150" stroke="#fff" stroke-width="3" opacity=".7" fill="none"/>
    <path d="M-40 -150 L-20 -100 L-70 -100 Z" fill="#fff" opacity=".5"/>
    <rect x="-60" y="-70" width="120" height="24" rx="6" fill="url(#gold)"/>`,
  paw: () => `
    <path d="M0 -10 C90 -10 150 80 150 140 C150 210 80 215 0 190 C-80 215 -150 210 -150 140 C-150 80 -90 -10 0 -10 Z" fill="url(#m)"/>
    <ellipse cx="-170" cy="-60" rx="52" ry="68" fill="url(#m)" transform="rotate(-25 -170 -60)"/>
    <ellipse cx="-70" cy="-150" rx="54" ry="72" fill="url(#m)" transform="rotate(-8 -70 -150)"/>
    <ellipse cx="70" cy="-150" rx="54" ry="72" fill="url(#m)" transform="rotate(8 70 -150)"/>
    <ellipse cx="170" cy="-60" rx="52" ry="68" fill="url(#m)" transform="rotate(25 170 -60)"/>
    <ellipse cx="-60" cy="40" rx="30" ry="18" fill="#fff" opacity=".25"/>`,
  hammer: () => `
    <g transform="rotate(-28)">
      <rect x="-24" y="-120" width="48" height="380" rx="20" fill="#b07a46"/>
      <rect x="-24" y="120" width="48" height="140" rx="20" fill="url(#a)"/>
      <rect x="-14" y="-110" width="12" height="360" rx="6" fill="#fff" opacity=".25"/>
      <path d="M-150 -200 L110 -200 Q150 -200 150 -160 L150 -120 Q150 -95 125 -95 L-150 -95 Q-170 -95 -170 -120 L-170 -175 Q-170 -200 -150 -200 Z" fill="url(#steel)"/>
      <path d="M110 -200 Q190 -230 250 -150 Q200 -170 150 -120 Z" fill="url(#steel)"/>
      <rect x="-160" y="-190" width="290" height="16" rx="8" fill="#fff" opacity=".4"/>
    </g>`,
  camera: () => `
    <rect x="-110" y="-200" width="130" height="60" rx="14" fill="url(#md)"/>
    <rect x="-280" y="-150" width="560" height="360" rx="44" fill="url(#m)"/>
    <rect x="-280" y="-60" width="560" height="190" fill="#1d2330"/>
    <circle cx="0" cy="30" r="150" fill="#2c3444"/>
    <circle cx="0" cy="30" r="118" fill="#0d1118"/>
    <circle cx="0" cy="30" r="80" fill="url(#a)"/>
    <circle cx="0" cy="30" r="42" fill="#0d1118"/>
    <circle cx="-26" cy="2" r="18" fill="#fff" opacity=".55"/>
    <rect x="170" y="-125" width="80" height="40" rx="10" fill="#f6f1e0" opacity=".9"/>
    <circle cx="-220" cy="-105" r="16" fill="#ff5a4e"/>`,
  briefcase: () => `
    <path d="M-80 -140 L-80 -185 Q-80 -205 -60 -205 L60 -205 Q80 -205 80 -185 L80 -140" stroke="url(#md)" stroke-width="26" fill="none"/>
    <rect x="-280" y="-150" width="560" height="370" rx="36" fill="url(#m)"/>
    <rect x="-280" y="-20" width="560" height="22" fill="url(#md)"/>
    <rect x="-45" y="-40" width="90" height="62" rx="12" fill="url(#gold)"/>
    <rect x="-250" y="-130" width="500" height="40" rx="20" fill="#fff" opacity=".12"/>`,
  megaphone: () => `
    <path d="M-200 -60 L120 -210 Q150 -222 150 -190 L150 170 Q150 202 120 190 L-200 60 Z" fill="url(#m)"/>
    <rect x="-270" y="-75" width="90" height="150" rx="24" fill="url(#md)"/>
    <ellipse cx="150" cy="-10" rx="40" ry="185" fill="url(#a)"/>
    <path d="M-150 60 L-110 200 Q-105 220 -85 215 L-50 205 Q-35 200 -40 180 L-70 95 Z" fill="url(#md)"/>
    ${[0, 1, 2].map((wave) => `<path d="M${215 + wave * 38} -90 Q${255 + wave * 40} -10 ${215 + wave * 38} 70" stroke="url(#a)" stroke-width="14" stroke-linecap="round" fill="none" opacity="${0.9 - wave * 0.25}"/>`).join('')}`,
  palette: (random) => `
    <path d="M0 -210 C170 -210 290 -100 280 20 C272 110 190 110 150 90 C110 70 70 110 100 160 C130 210 60 225 0 220 C-160 215 -285 110 -285 -10 C-285 -130 -160 -210 0 -210 Z" fill="#e9cfa3"/>
    <path d="M0 -210 C170 -210 290 -100 280 20 C272 110 190 110 150 90" stroke="#c9a774" stroke-width="8" fill="none"/>
    ${[
      [-170, -40],
      [-110, -135],
      [0, -160],
      [110, -120],
      [-160, 90],
      [-40, 110],
    ]
      .map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${between(random, 34, 44).toFixed(0)}" fill="${hsl(index * 60 + between(random, 0, 40), 75, 52)}"/>`)
      .join('')}
    <g transform="rotate(35 150 -40)"><rect x="135" y="-250" width="30" height="300" rx="12" fill="url(#md)"/><path d="M135 50 L165 50 L150 110 Z" fill="url(#a)"/></g>`,
  spray: () => `
    <path d="M-40 -150 L40 -150 L40 -110 L-40 -110 Z" fill="url(#md)"/>
    <path d="M-60 -230 L90 -230 Q110 -230 110 -210 L110 -195 L20 -195 L0 -150 L-60 -150 Z" fill="url(#a)"/>
    <path d="M-30 -150 L-60 -180" stroke="url(#md)" stroke-width="18" stroke-linecap="round"/>
    <path d="M-80 -110 L80 -110 Q120 -60 120 0 L120 190 Q120 220 90 220 L-90 220 Q-120 220 -120 190 L-120 0 Q-120 -60 -80 -110 Z" fill="url(#m)"/>
    <rect x="-120" y="10" width="240" height="120" fill="#fff" opacity=".85"/>
    <circle cx="0" cy="70" r="34" fill="url(#a)"/>
    ${[0, 1, 2, 3, 4].map((drop) => `<circle cx="${150 + drop * 28}" cy="${-212 + (drop % 2 ? -18 : 14)}" r="${9 - drop}" fill="url(#a)" opacity=".6"/>`).join('')}
    <path d="M-95 -40 Q-100 80 -95 190" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".25" fill="none"/>`,
  balloons: (random) => `
    ${[
      [-130, -80, 'url(#m)'],
      [10, -140, 'url(#a)'],
      [140, -60, 'url(#md)'],
    ]
      .map(([x, y, fill]) => {
        const cx = Number(x) + between(random, -15, 15);
        const cy = Number(y);
        return `<path d="M${cx.toFixed(0)} ${cy + 120} Q${(cx + 30).toFixed(0)} ${cy + 200} ${(cx * 0.3).toFixed(0)} 215" stroke="#6b7280" stroke-width="3" fill="none"/>
          <ellipse cx="${cx.toFixed(0)}" cy="${cy}" rx="100" ry="120" fill="${fill}"/>
          <path d="M${(cx - 12).toFixed(0)} ${cy + 132} L${(cx + 12).toFixed(0)} ${cy + 132} L${cx.toFixed(0)} ${cy + 116} Z" fill="${fill}"/>
          <ellipse cx="${(cx - 38).toFixed(0)}" cy="${cy - 50}" rx="22" ry="36" fill="#fff" opacity=".35" transform="rotate(-20 ${(cx - 38).toFixed(0)} ${cy - 50})"/>`;
      })
      .join('')}`,
  parcel: () => `
    <path d="M-230 -80 L0 -160 L230 -80 L0 0 Z" fill="url(#m)"/>
    <path d="M-230 -80 L0 0 L0 220 L-230 140 Z" fill="url(#md)"/>
    <path d="M230 -80 L0 0 L0 220 L230 140 Z" fill="url(#m)"/>
    <path d="M-115 -120 L115 -40 L115 180" stroke="url(#a)" stroke-width="34" fill="none"/>
    <path d="M115 -120 L-115 -40 L-115 180" stroke="url(#a)" stroke-width="34" fill="none" opacity=".85"/>
    <path d="M-40 -175 Q-120 -250 -60 -260 Q0 -250 0 -165 Q0 -250 60 -260 Q120 -250 40 -175 Z" fill="url(#a)"/>`,
};

/** Words in a title or a category name, and the object they call for; the first match wins. */
const MOTIF_WORDS: ReadonlyArray<readonly [Motif, RegExp]> = [
  ['phone', /\b(i?phones?|smartphones?|tecno|infinix|samsung|android|mobile|tablet|ipad)\b/],
  ['laptop', /\b(laptops?|macbook|computers?|pc|web|websites?|developers?|development|software|apps?|electronics)\b/],
  ['camera', /\b(cameras?|photo\w*|videograph\w*|shoots?|drones?)\b/],
  ['car', /\b(cars?|toyota|honda|lexus|automotive|vehicles?|tyres?|tires?|mechanic|spare parts?)\b/],
  ['shirt', /\b(shirts?|t-shirts?|ankara|aso-oke|dress(es)?|fabrics?|cloth\w*|fashion|agbada|kaftans?|senator|gowns?|jeans|wears?|tailor\w*)\b/],
  ['bowl', /\b(food|rice|jollof|soups?|egusi|yam|grocer\w*|meals?|catering|chin-chin|suya|beans|garri|kitchen)\b/],
  ['megaphone', /\b(marketing|adverts?|advertising|promo\w*|seo|social media)\b/],
  ['palette', /\b(design\w*|graphics?|logos?|brand\w*|art|paint\w*)\b/],
  ['spray', /\b(clean\w*|laundry|wash\w*|fumigat\w*)\b/],
  ['balloons', /\b(events?|party|parties|weddings?|birthdays?|decor\w*|planning)\b/],
  ['sofa', /\b(sofas?|couch|chairs?|furniture|home)\b/],
  ['plant', /\b(plants?|garden\w*|flowers?|pots?)\b/],
  ['bottle', /\b(bottles?|oils?|creams?|lotions?|perfumes?|shea|soaps?|beauty|health|skincare|juices?|zobo|drinks?)\b/],
  ['dumbbell', /\b(dumbbells?|gym|fitness|sports?|weights?|workouts?|yoga|wellness|trainers?)\b/],
  ['books', /\b(books?|novels?|media|writing|translation|tutor\w*|lessons?|education|textbooks?|study)\b/],
  ['teddy', /\b(baby|babies|kids?|teddy|child(ren)?|diapers?)\b/],
  ['blocks', /\b(toys?|games?|lego|puzzles?)\b/],
  ['paw', /\b(pets?|dogs?|cats?|pupp(y|ies)|paws?)\b/],
  ['ring', /\b(rings?|jewel\w*|gold|necklaces?|beads?|bracelets?|earrings?|accessories|watch(es)?)\b/],
  ['hammer', /\b(hammers?|tools?|hardware|repairs?|fix\w*|plumb\w*|electrician|drills?|carpent\w*)\b/],
  ['briefcase', /\b(office|consult\w*|professional|legal|law(yers?)?|business|accounting|briefcases?)\b/],
];

export function motifFor(title: string, category: string): Motif {
  for (const text of [title.toLowerCase(), category.toLowerCase()]) {
    const found = MOTIF_WORDS.find(([, words]) => words.test(text));
    if (found) return found[0];
  }
  return 'parcel';
}
