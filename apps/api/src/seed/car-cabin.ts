/** Inside views of a car (seats, dashboard, engine bay), drawn as SVG on a 1600×1200 canvas. */

export interface CabinLook {
  paint: string;
  shade: string;
  /** Sky colours seen through the windshield, top and bottom. */
  sky: readonly [string, string];
  /** Upholstery colour. */
  seat: string;
  marca: string;
  /** Engine label of the version, e.g. "2.8 TD" or "EV". */
  motor: string;
  electric: boolean;
}

const CABIN_GRADIENTS = (look: CabinLook) => `<linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#2b2e33"/><stop offset="1" stop-color="#0f1113"/></linearGradient>
<linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="1" stop-color="${look.sky[1]}"/></linearGradient>`;

function seat(x: number, look: CabinLook): string {
  return `<rect x="${x + 95}" y="470" width="180" height="110" rx="40" fill="${look.seat}" stroke="#00000055" stroke-width="6"/>
<rect x="${x}" y="560" width="370" height="560" rx="90" fill="${look.seat}" stroke="#00000055" stroke-width="6"/>
<line x1="${x + 130}" y1="600" x2="${x + 130}" y2="1100" stroke="#00000033" stroke-width="8"/>
<line x1="${x + 240}" y1="600" x2="${x + 240}" y2="1100" stroke="#00000033" stroke-width="8"/>`;
}

/** From the back seat: both front seats, the console and the road ahead. */
export function interiorView(look: CabinLook): string {
  return `<defs>${CABIN_GRADIENTS(look)}</defs>
<rect y="280" width="1600" height="920" fill="url(#cabin)"/>
<path d="M240 520 L380 300 L1220 300 L1360 520 Z" fill="url(#outside)"/>
<rect x="740" y="310" width="120" height="40" rx="14" fill="#1b1d20"/>
<path d="M120 660 Q800 470 1480 660 L1480 760 L120 760 Z" fill="#23262a"/>
<rect x="700" y="760" width="200" height="440" rx="30" fill="#1b1d20"/>
<circle cx="800" cy="860" r="34" fill="#3b3f45" stroke="#8a8f96" stroke-width="6"/>
${seat(300, look)}${seat(930, look)}`;
}

function gauge(cx: number, cy: number, needle: number): string {
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const angle = Math.PI * (0.75 + (i * 1.5) / 8);
    const x = (r: number) => Math.round(cx + Math.cos(angle) * r);
    const y = (r: number) => Math.round(cy + Math.sin(angle) * r);
    return `<line x1="${x(62)}" y1="${y(62)}" x2="${x(80)}" y2="${y(80)}"/>`;
  }).join('');
  const angle = Math.PI * (0.75 + needle * 1.5);
  return `<circle cx="${cx}" cy="${cy}" r="92" fill="#0b0c0e" stroke="#6d7178" stroke-width="6"/>
<g stroke="#e6e6e6" stroke-width="5">${ticks}</g>
<line x1="${cx}" y1="${cy}" x2="${Math.round(cx + Math.cos(angle) * 70)}" y2="${Math.round(cy + Math.sin(angle) * 70)}" stroke="#ff4d2e" stroke-width="7" stroke-linecap="round"/>`;
}

/** The driver's place: steering wheel (on the left, as in Peru), gauges and the central screen. */
export function dashboardView(look: CabinLook): string {
  return `<defs>${CABIN_GRADIENTS(look)}<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1f5fa8"/><stop offset="1" stop-color="#0c2340"/></linearGradient></defs>
<rect y="280" width="1600" height="920" fill="url(#cabin)"/>
<path d="M0 280 L1600 280 L1600 420 Q800 360 0 420 Z" fill="url(#outside)"/>
<path d="M0 430 Q800 380 1600 430 L1600 860 L0 860 Z" fill="#23262a"/>
${gauge(470, 600, 0.35)}${gauge(690, 600, 0.2)}
<rect x="930" y="500" width="400" height="250" rx="22" fill="url(#screen)" stroke="#0a0a0a" stroke-width="8"/>
<path d="M960 700 Q1060 600 1150 650 T1300 560" fill="none" stroke="#9fd3ff" stroke-width="8"/>
<circle cx="1150" cy="650" r="14" fill="#ffb703"/>
<rect x="1380" y="520" width="150" height="70" rx="16" fill="#141517"/>
<rect x="60" y="520" width="150" height="70" rx="16" fill="#141517"/>
<circle cx="580" cy="820" r="250" fill="none" stroke="#121315" stroke-width="56"/>
<path d="M340 840 L500 800 L660 800 L820 840 M580 860 L580 1060" stroke="#121315" stroke-width="50" fill="none" stroke-linecap="round"/>
<circle cx="580" cy="820" r="70" fill="#1d1f22" stroke="#8a8f96" stroke-width="5"/>
<text x="580" y="834" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="38" text-anchor="middle" fill="#c9ccd1">${look.marca.charAt(0)}</text>
<rect x="1040" y="900" width="120" height="200" rx="40" fill="#1b1d20"/>
<circle cx="1100" cy="930" r="40" fill="${look.seat}" stroke="#000" stroke-width="4"/>`;
}

/** Under the open hood: engine cover with its label, battery and fluid reservoirs. */
export function engineView(look: CabinLook): string {
  const cables = look.electric
    ? '<path d="M560 760 C700 900 900 900 1040 760" fill="none" stroke="#f77f00" stroke-width="30" stroke-linecap="round"/>'
    : '<path d="M520 640 L520 560 M620 640 L620 560 M720 640 L720 560" stroke="#1b1b1d" stroke-width="26" stroke-linecap="round"/>';
  return `<defs>${CABIN_GRADIENTS(look)}<linearGradient id="hood" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${look.paint}"/><stop offset="1" stop-color="${look.shade}"/></linearGradient></defs>
<rect y="280" width="1600" height="920" fill="url(#cabin)"/>
<path d="M180 280 L1420 280 L1320 420 L280 420 Z" fill="url(#hood)" stroke="${look.shade}" stroke-width="6"/>
<path d="M140 440 L1460 440 L1380 1120 L220 1120 Z" fill="#1a1c1f" stroke="#3b3f45" stroke-width="8"/>
<circle cx="300" cy="560" r="70" fill="#2e3237" stroke="#6d7178" stroke-width="6"/>
<circle cx="1300" cy="560" r="70" fill="#2e3237" stroke="#6d7178" stroke-width="6"/>
<rect x="440" y="600" width="720" height="330" rx="50" fill="#3a3e44" stroke="#9aa0a8" stroke-width="8"/>
${cables}
<text x="800" y="800" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="84" text-anchor="middle" fill="#e9ecef">${look.motor}</text>
<text x="800" y="870" font-family="DejaVu Sans, sans-serif" font-size="40" text-anchor="middle" fill="#adb5bd">${look.marca}</text>
<rect x="1200" y="660" width="180" height="150" rx="12" fill="#111" stroke="#555" stroke-width="5"/>
<circle cx="1240" cy="650" r="16" fill="#d00000"/><circle cx="1340" cy="650" r="16" fill="#343a40"/>
<rect x="230" y="660" width="150" height="190" rx="24" fill="#e9ecef" fill-opacity="0.85"/>
<circle cx="305" cy="650" r="26" fill="#ffb703"/>
<circle cx="620" cy="1000" r="30" fill="#ffd60a"/>
<rect x="300" y="980" width="1000" height="90" rx="16" fill="#101113" stroke="#3b3f45" stroke-width="6"/>`;
}
