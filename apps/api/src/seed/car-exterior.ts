import type { BodyType } from './catalog-data';

/** Outside views of a car, drawn as SVG on a 1600×1200 canvas with the ground at GROUND_Y. */
export const GROUND_Y = 1010;

/** A point of a side profile: x from rear (0) to front (1), h = height above the ground, both × length. */
type Point = readonly [x: number, h: number];

interface SideProfile {
  length: number;
  body: readonly Point[];
  windows: readonly Point[];
  wheels: readonly [rear: number, front: number];
  wheelRadius: number;
}

// Proportions taken from typical cars of each body (a sedan is about 4.6 m long and 1.45 m high).
// biome-ignore format: outlines read best one per line
const SIDE: Record<BodyType, SideProfile> = {
  Sedán: {
    length: 1120,
    body: [[0, 0.06], [0, 0.17], [0.02, 0.205], [0.17, 0.215], [0.3, 0.305], [0.55, 0.31], [0.68, 0.215], [0.93, 0.185], [1, 0.14], [1, 0.06]],
    windows: [[0.19, 0.215], [0.31, 0.29], [0.54, 0.295], [0.655, 0.215]],
    wheels: [0.21, 0.8],
    wheelRadius: 0.075,
  },
  Hatchback: {
    length: 1000,
    body: [[0, 0.07], [0, 0.22], [0.03, 0.3], [0.1, 0.34], [0.55, 0.35], [0.7, 0.23], [0.93, 0.2], [1, 0.15], [1, 0.07]],
    windows: [[0.06, 0.24], [0.12, 0.32], [0.54, 0.33], [0.67, 0.23]],
    wheels: [0.17, 0.82],
    wheelRadius: 0.08,
  },
  SUV: {
    length: 1090,
    body: [[0, 0.09], [0, 0.25], [0.02, 0.37], [0.08, 0.4], [0.58, 0.405], [0.72, 0.27], [0.95, 0.25], [1, 0.19], [1, 0.09]],
    windows: [[0.04, 0.27], [0.09, 0.375], [0.57, 0.38], [0.69, 0.27]],
    wheels: [0.19, 0.81],
    wheelRadius: 0.085,
  },
  Camioneta: {
    length: 1140,
    body: [[0, 0.1], [0, 0.28], [0.01, 0.42], [0.05, 0.445], [0.62, 0.45], [0.74, 0.3], [0.96, 0.28], [1, 0.21], [1, 0.1]],
    windows: [[0.03, 0.3], [0.05, 0.42], [0.61, 0.425], [0.71, 0.3]],
    wheels: [0.18, 0.8],
    wheelRadius: 0.09,
  },
  'Pick-up': {
    length: 1180,
    body: [[0, 0.1], [0, 0.25], [0.36, 0.25], [0.37, 0.4], [0.62, 0.405], [0.74, 0.29], [0.96, 0.27], [1, 0.2], [1, 0.1]],
    windows: [[0.39, 0.29], [0.4, 0.38], [0.61, 0.385], [0.71, 0.29]],
    wheels: [0.18, 0.8],
    wheelRadius: 0.09,
  },
  'Station Wagon': {
    length: 1140,
    body: [[0, 0.07], [0, 0.2], [0.02, 0.29], [0.06, 0.31], [0.55, 0.32], [0.68, 0.22], [0.93, 0.19], [1, 0.15], [1, 0.07]],
    windows: [[0.05, 0.22], [0.08, 0.295], [0.54, 0.3], [0.655, 0.22]],
    wheels: [0.2, 0.8],
    wheelRadius: 0.078,
  },
  Coupé: {
    length: 1120,
    body: [[0, 0.06], [0, 0.16], [0.03, 0.2], [0.25, 0.25], [0.42, 0.28], [0.55, 0.275], [0.66, 0.2], [0.93, 0.17], [1, 0.13], [1, 0.06]],
    windows: [[0.2, 0.22], [0.41, 0.265], [0.54, 0.26], [0.64, 0.2]],
    wheels: [0.19, 0.79],
    wheelRadius: 0.075,
  },
  Minivan: {
    length: 1120,
    body: [[0, 0.08], [0, 0.25], [0.01, 0.38], [0.05, 0.41], [0.68, 0.41], [0.85, 0.27], [0.97, 0.24], [1, 0.18], [1, 0.08]],
    windows: [[0.03, 0.26], [0.05, 0.38], [0.67, 0.385], [0.82, 0.27]],
    wheels: [0.17, 0.82],
    wheelRadius: 0.08,
  },
};

export interface CarLook {
  carroceria: BodyType;
  /** Body colour and its darker shade, as hex. */
  paint: string;
  shade: string;
  placa: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A closed polygon whose corners are rounded with up to `radius` px, keeping the straight edges straight. */
function roundedPath(points: readonly (readonly [number, number])[], radius: number): string {
  const at = (i: number) => points[(i + points.length) % points.length] ?? [0, 0];
  const toward = (from: readonly [number, number], to: readonly [number, number], distance: number) => {
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const share = length === 0 ? 0 : Math.min(distance, length / 2) / length;
    return `${round(from[0] + (to[0] - from[0]) * share)} ${round(from[1] + (to[1] - from[1]) * share)}`;
  };
  const corners = points.map((point, i) => {
    const start = toward(point, at(i - 1), radius);
    const end = toward(point, at(i + 1), radius);
    return `${i === 0 ? 'M' : 'L'}${start} Q${round(point[0])} ${round(point[1])} ${end}`;
  });
  return `${corners.join(' ')} Z`;
}

function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5;
    return `<line x1="${cx}" y1="${cy}" x2="${round(cx + Math.cos(angle) * r * 0.58)}" y2="${round(cy + Math.sin(angle) * r * 0.58)}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1d"/>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.62)}" fill="#c9ccd1" stroke="#8a8f96" stroke-width="4"/>
<g stroke="#7b8088" stroke-width="${round(r * 0.12)}" stroke-linecap="round">${spokes}</g>
<circle cx="${cx}" cy="${cy}" r="${round(r * 0.16)}" fill="#5d6167"/>`;
}

const PAINT_GRADIENT = (look: CarLook) => `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${look.paint}"/><stop offset="0.55" stop-color="${look.paint}"/><stop offset="1" stop-color="${look.shade}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5f7f9c"/><stop offset="1" stop-color="#1d2935"/></linearGradient>`;

/** The car seen from its left side, facing right. */
export function sideView(look: CarLook): string {
  const profile = SIDE[look.carroceria];
  const { length } = profile;
  const left = (1600 - length) / 2;
  const toXY = ([x, h]: Point) => [left + x * length, GROUND_Y - h * length] as const;
  const body = roundedPath(profile.body.map(toXY), 60);
  const windows = profile.windows.map(toXY);
  const r = round(profile.wheelRadius * length);
  const wheelsX = profile.wheels.map((x) => round(left + x * length));
  const pillar = round(((windows[1]?.[0] ?? 0) + (windows[2]?.[0] ?? 0)) / 2);
  const sill = round(GROUND_Y - (profile.body[0]?.[1] ?? 0) * length - 18);
  const [frontX, frontY] = toXY([0.975, (profile.body[profile.body.length - 2]?.[1] ?? 0.15) + 0.01]);
  const [rearX, rearY] = toXY([0.005, (profile.body[1]?.[1] ?? 0.2) - 0.03]);
  return `<defs>${PAINT_GRADIENT(look)}<clipPath id="body-clip"><path d="${body}"/></clipPath></defs>
<ellipse cx="800" cy="${GROUND_Y + 6}" rx="${round(length * 0.56)}" ry="26" fill="#000" fill-opacity="0.35"/>
<path d="${body}" fill="url(#paint)" stroke="${look.shade}" stroke-width="5"/>
<path d="${roundedPath(windows, 24)}" fill="url(#glass)" stroke="#15191e" stroke-width="5"/>
<line x1="${pillar}" y1="${round((windows[1]?.[1] ?? 0) - 6)}" x2="${pillar}" y2="${sill}" stroke="${look.shade}" stroke-width="14"/>
<g clip-path="url(#body-clip)">${wheelsX.map((x) => `<circle cx="${x}" cy="${GROUND_Y - r}" r="${round(r * 1.2)}" fill="#141416"/>`).join('')}</g>
<rect x="${pillar + 30}" y="${round((windows[0]?.[1] ?? 0) + 24)}" width="46" height="12" rx="6" fill="${look.shade}"/>
<rect x="${pillar - 150}" y="${round((windows[0]?.[1] ?? 0) + 24)}" width="46" height="12" rx="6" fill="${look.shade}"/>
<ellipse cx="${round(frontX)}" cy="${round(frontY)}" rx="26" ry="15" fill="#fff7d6" stroke="#9a9a9a" stroke-width="3"/>
<rect x="${round(rearX)}" y="${round(rearY)}" width="22" height="34" rx="6" fill="#c1121f"/>
${wheelsX.map((x) => wheel(x, round(GROUND_Y - r), r)).join('\n')}`;
}

interface FrontProfile {
  width: number;
  /** Heights of the lower body and the cabin, and the gap under the body. */
  body: number;
  cabin: number;
  clearance: number;
}

const FRONT: Record<BodyType, FrontProfile> = {
  Sedán: { width: 640, body: 190, cabin: 160, clearance: 50 },
  Hatchback: { width: 600, body: 200, cabin: 170, clearance: 55 },
  SUV: { width: 680, body: 250, cabin: 190, clearance: 80 },
  Camioneta: { width: 720, body: 280, cabin: 200, clearance: 95 },
  'Pick-up': { width: 720, body: 270, cabin: 190, clearance: 95 },
  'Station Wagon': { width: 650, body: 195, cabin: 165, clearance: 55 },
  Coupé: { width: 660, body: 170, cabin: 130, clearance: 45 },
  Minivan: { width: 680, body: 250, cabin: 230, clearance: 70 },
};

/** The car seen from the front or from behind: lamps, grille or tailgate, and the plate. */
export function endView(look: CarLook, end: 'front' | 'rear'): string {
  const p = FRONT[look.carroceria];
  const left = 800 - p.width / 2;
  const bodyTop = GROUND_Y - p.clearance - p.body;
  const roof = bodyTop - p.cabin;
  const inset = p.width * 0.14;
  const glassInset = inset + 22;
  const lamp = end === 'front' ? '#fff7d6' : '#c1121f';
  const lampY = bodyTop + 34;
  const tyre = (x: number) =>
    `<rect x="${x}" y="${GROUND_Y - p.clearance - 40}" width="92" height="${p.clearance + 40}" rx="18" fill="#1b1b1d"/>`;
  const plateY = end === 'front' ? GROUND_Y - p.clearance - 92 : bodyTop + p.body * 0.42;
  const middle =
    end === 'front'
      ? `<rect x="${800 - p.width * 0.24}" y="${bodyTop + 28}" width="${p.width * 0.48}" height="${p.body * 0.34}" rx="18" fill="#202327" stroke="#8a8f96" stroke-width="4"/>
<circle cx="800" cy="${bodyTop + 28 + p.body * 0.17}" r="22" fill="#c9ccd1"/>`
      : `<line x1="${left + inset}" y1="${bodyTop + p.body * 0.3}" x2="${left + p.width - inset}" y2="${bodyTop + p.body * 0.3}" stroke="${look.shade}" stroke-width="5"/>
<circle cx="${left + p.width * 0.2}" cy="${GROUND_Y - p.clearance - 8}" r="14" fill="#3a3d42" stroke="#8a8f96" stroke-width="4"/>`;
  const right = left + p.width;
  const cabin = roundedPath(
    [
      [left + inset, bodyTop + 8],
      [left + inset + 26, roof],
      [right - inset - 26, roof],
      [right - inset, bodyTop + 8],
    ],
    40,
  );
  return `<defs>${PAINT_GRADIENT(look)}</defs>
<ellipse cx="800" cy="${GROUND_Y + 6}" rx="${p.width * 0.62}" ry="26" fill="#000" fill-opacity="0.35"/>
${tyre(left + 18)}${tyre(left + p.width - 110)}
<path d="${cabin}" fill="url(#paint)" stroke="${look.shade}" stroke-width="5"/>
<path d="M${left + glassInset} ${bodyTop} L${left + glassInset + 30} ${roof + 22} L${left + p.width - glassInset - 30} ${roof + 22} L${left + p.width - glassInset} ${bodyTop} Z" fill="url(#glass)"/>
<rect x="${left}" y="${bodyTop}" width="${p.width}" height="${p.body}" rx="42" fill="url(#paint)" stroke="${look.shade}" stroke-width="5"/>
<rect x="${left - 34}" y="${bodyTop - 34}" width="44" height="30" rx="10" fill="${look.shade}"/>
<rect x="${left + p.width - 10}" y="${bodyTop - 34}" width="44" height="30" rx="10" fill="${look.shade}"/>
<rect x="${left + 26}" y="${lampY}" width="${p.width * 0.2}" height="46" rx="20" fill="${lamp}" stroke="#6d7178" stroke-width="4"/>
<rect x="${left + p.width * 0.8 - 26}" y="${lampY}" width="${p.width * 0.2}" height="46" rx="20" fill="${lamp}" stroke="#6d7178" stroke-width="4"/>
${middle}
<rect x="${800 - 120}" y="${plateY}" width="240" height="62" rx="8" fill="#f7f7f2" stroke="#1d3557" stroke-width="5"/>
<text x="800" y="${plateY + 47}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="42" text-anchor="middle" fill="#111">${look.placa}</text>`;
}
