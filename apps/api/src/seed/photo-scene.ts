import { type CabinLook, dashboardView, engineView, interiorView } from './car-cabin';
import { type CarLook, endView, GROUND_Y, sideView } from './car-exterior';
import type { BodyType } from './catalog-data';
import type { ColorName } from './vehicle-data';

export const PHOTO_VIEWS = [
  'Vista lateral',
  'Vista frontal',
  'Vista posterior',
  'Interior',
  'Tablero',
  'Motor',
] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/** Paint and its shade for each colour name the listings use. */
const PAINTS: Record<ColorName, readonly [string, string]> = {
  Blanco: ['#f4f4f1', '#b9bcbf'],
  Negro: ['#26272b', '#0d0d0f'],
  Plata: ['#c6cacf', '#7f868e'],
  Gris: ['#6f757d', '#3d4147'],
  Rojo: ['#c0202b', '#6f0f16'],
  Azul: ['#2257b0', '#102c5c'],
  Beige: ['#dccaa6', '#a18e6b'],
  Verde: ['#2f7a46', '#163d22'],
  Naranja: ['#ec6a1e', '#8f3a0b'],
};

export interface PhotoSubject {
  marca: string;
  modelo: string;
  anio: number;
  color: ColorName;
  carroceria: BodyType;
  placa: string;
  tag: string;
  motor: string;
  electric: boolean;
  premium: boolean;
}

/** Where a car was photographed: the sky (Lima's grey one included), the floor and the buildings behind. */
export interface Backdrop {
  sky: readonly [string, string];
  ground: readonly [string, string];
  skyline: readonly number[];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function exterior(backdrop: Backdrop, car: string): string {
  const width = 1600 / backdrop.skyline.length;
  const buildings = backdrop.skyline
    .map(
      (height, i) =>
        `<rect x="${Math.round(i * width)}" y="${760 - height}" width="${Math.ceil(width) - 6}" height="${height}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.sky[0]}"/><stop offset="1" stop-color="${backdrop.sky[1]}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.ground[0]}"/><stop offset="1" stop-color="${backdrop.ground[1]}"/></linearGradient></defs>
<rect width="1600" height="760" fill="url(#sky)"/>
<g fill="#4a5563" fill-opacity="0.22">${buildings}</g>
<rect y="760" width="1600" height="440" fill="url(#ground)"/>
<line x1="0" y1="${GROUND_Y + 60}" x2="1600" y2="${GROUND_Y + 60}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>
${car}`;
}

function drawing(subject: PhotoSubject, backdrop: Backdrop, view: PhotoView): string {
  const [paint, shade] = PAINTS[subject.color];
  const car: CarLook = { carroceria: subject.carroceria, paint, shade, placa: escapeXml(subject.placa) };
  const cabin: CabinLook = {
    paint,
    shade,
    sky: backdrop.sky,
    seat: subject.premium ? '#c9b18a' : '#34363b',
    marca: escapeXml(subject.marca),
    motor: escapeXml(subject.motor),
    electric: subject.electric,
  };
  switch (view) {
    case 'Vista lateral':
      return exterior(backdrop, sideView(car));
    case 'Vista frontal':
      return exterior(backdrop, endView(car, 'front'));
    case 'Vista posterior':
      return exterior(backdrop, endView(car, 'rear'));
    case 'Interior':
      return interiorView(cabin);
    case 'Tablero':
      return dashboardView(cabin);
    case 'Motor':
      return engineView(cabin);
  }
}

/**
 * One demo photo: the view of the car with its name and year in large type and "n / N · view" below, so
 * every photo of every car can be told apart at a glance.
 */
export function photoSvg(
  subject: PhotoSubject,
  backdrop: Backdrop,
  view: PhotoView,
  index: number,
  total: number,
): string {
  const name = `${subject.marca} ${subject.modelo}`;
  // DejaVu Sans Bold glyphs average about 0.68 em: shrink long names to stay inside the title panel.
  const titleSize = Math.min(84, Math.floor(1240 / (name.length * 0.68)));
  const font = 'font-family="DejaVu Sans, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">
<rect width="1600" height="1200" fill="#dfe4ea"/>
${drawing(subject, backdrop, view)}
<rect x="160" y="36" width="1280" height="232" rx="36" fill="#ffffff" fill-opacity="0.82"/>
<text x="800" y="140" ${font} font-weight="bold" font-size="${titleSize}" text-anchor="middle" fill="#14213d">${escapeXml(name)}</text>
<text x="800" y="236" ${font} font-weight="bold" font-size="72" text-anchor="middle" fill="#c1121f">${subject.anio}</text>
<rect y="1108" width="1600" height="92" fill="#000000" fill-opacity="0.6"/>
<text x="40" y="1168" ${font} font-size="36" fill="#ffffff">MotorPlaza · ${escapeXml(subject.tag)}</text>
<text x="1560" y="1168" ${font} font-size="36" text-anchor="end" fill="#ffffff">${index} / ${total} · ${view}</text>
</svg>`;
}
