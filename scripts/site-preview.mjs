// Draws the dealership's link preview (og:image of the pages that are not a vehicle's): a 1200 × 630
// JPEG with the brand's mark and wordmark, kept in the repository as apps/web/app/assets/site-preview.jpg
// (docs/decisions/0069-link-previews.md). Run it again after changing the brand: node scripts/site-preview.mjs
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '../apps/web/app/assets/site-preview.jpg');
const FONT = "font-family='DejaVu Sans, Liberation Sans, sans-serif'";

const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='630' viewBox='0 0 1200 630'>
  <defs>
    <linearGradient id='sky' x1='0' y1='0' x2='1' y2='1'>
      <stop offset='0' stop-color='#1b2f52'/>
      <stop offset='1' stop-color='#0f1b2d'/>
    </linearGradient>
  </defs>
  <rect width='1200' height='630' fill='url(#sky)'/>
  <rect y='582' width='1200' height='48' fill='#b71f24'/>
  <g transform='translate(120 175) scale(5)'>
    <rect width='36' height='36' rx='9' fill='#b71f24'/>
    <path d='M9 26V11l9 9.5 9-9.5v15' fill='none' stroke='#fff' stroke-width='3.6' stroke-linecap='round' stroke-linejoin='round'/>
  </g>
  <text x='350' y='300' ${FONT} font-size='104' font-weight='800' letter-spacing='-2' fill='#ffffff'>Motor<tspan fill='#ff9496'>Plaza</tspan></text>
  <text x='354' y='372' ${FONT} font-size='40' fill='#d9e0ec'>Autos nuevos y seminuevos en Lima</text>
  <text x='120' y='500' ${FONT} font-size='32' fill='#b0bfd8'>Compra tu auto · Vende tu auto · Financiamiento</text>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 86, progressive: true, mozjpeg: true }).toFile(OUT);
console.info(`Wrote ${OUT}`);
