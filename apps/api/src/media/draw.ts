import { SILHOUETTES } from './silhouettes';

export const PICTURE_RATIO = 5 / 4;
const BACKGROUNDS = ['#efece6', '#e9ecef', '#f1ede8', '#e8ebe6', '#efe9ee'];

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * (value >> 16) + 0.7152 * ((value >> 8) & 0xff) + 0.0722 * (value & 0xff)) / 255;
}

/**
 * The SVG of picture `position` of a product: its garment kind in its colour on a light
 * background. Later positions vary the framing (zoom, mirror) so a gallery is not 5 copies.
 */
export function drawPicture(kind: string, colour: string, position: number, width: number): string {
  const shape = SILHOUETTES[kind] ?? SILHOUETTES.tee!;
  const height = Math.round(width * PICTURE_RATIO);
  const outline = luminance(colour) < 0.25 ? shade(colour, 0.35) : shade(colour, -0.35);
  const background = BACKGROUNDS[(position - 1) % BACKGROUNDS.length];
  const transform = [
    '',
    'translate(200 250) scale(1.25) translate(-200 -250)',
    'translate(400 0) scale(-1 1)',
    'translate(200 250) scale(0.85) translate(-200 -250)',
    'translate(200 250) rotate(-6) translate(-200 -250)',
  ][(position - 1) % 5];
  const paths = (list: string[], fill: string) =>
    list
      .map(
        (d) =>
          `<path d="${d}" fill="${fill}" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>`,
      )
      .join('');
  const lines = shape.detail
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${outline}" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">`,
    `<rect width="400" height="500" fill="${background}"/>`,
    `<ellipse cx="200" cy="462" rx="150" ry="14" fill="#000" fill-opacity="0.06"/>`,
    `<g transform="${transform}">${paths(shape.body, colour)}${paths(shape.light, '#f7f7f5')}${lines}</g>`,
    '</svg>',
  ].join('');
}
