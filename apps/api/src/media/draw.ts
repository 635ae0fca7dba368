import { GARMENTS, type Crop, type GarmentView, type Texture } from './silhouettes';

export const PICTURE_RATIO = 5 / 4;
const STUDIO = '#efece6';
const LIGHT = '#f7f7f5';
const CANVAS = 400;

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * (value >> 16) + 0.7152 * ((value >> 8) & 0xff) + 0.0722 * (value & 0xff)) / 255;
}

/** What a picture of the gallery shows: a side of the garment, whole or a detail of it. */
export interface Shot {
  side: 'front' | 'back';
  /** A close-up of a detail rather than the whole garment. */
  closeUp: boolean;
  /** Laid flat at an angle, as the last picture of a gallery. */
  flatLay: boolean;
}

/** Front, back, a detail of the front, a detail of the back, then the front laid flat. */
export function shotAt(position: number): Shot {
  const index = (position - 1) % 5;
  return {
    side: index === 1 || index === 3 ? 'back' : 'front',
    closeUp: index === 2 || index === 3,
    flatLay: index === 4,
  };
}

/**
 * The material's weave over a close-up's frame, as one path of fine lines clipped to the
 * garment (a fill pattern of small tiles took seconds to rasterise at 1100 px).
 */
function weaveLines(texture: Texture, crop: Crop, ink: string): string {
  const [x, y, width] = crop;
  const height = width * PICTURE_RATIO;
  const lines: string[] = [];
  let style = `stroke="${ink}" stroke-width="0.9"`;
  switch (texture) {
    case 'knit':
      for (let at = x; at <= x + width; at += 4) lines.push(`M${at} ${y}V${y + height}`);
      break;
    case 'twill':
      for (let at = x - height; at <= x + width; at += 5)
        lines.push(`M${at} ${y + height}L${at + height} ${y}`);
      break;
    case 'mesh':
      // Rows of dots: round caps on dashes of no length.
      for (let at = y; at <= y + height; at += 5) lines.push(`M${x} ${at}H${x + width}`);
      style = `stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-dasharray="0 5"`;
      break;
    case 'smooth':
      return '';
  }
  return `<path d="${lines.join('')}" fill="none" ${style} opacity="0.22" clip-path="url(#garment)"/>`;
}

function drawView(
  view: GarmentView,
  colour: string,
  outline: string,
  stroke: number,
  weave: string,
): string {
  const filled = (list: string[] | undefined, fill: string) =>
    (list ?? [])
      .map(
        (d) =>
          `<path d="${d}" fill="${fill}" stroke="${outline}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
      )
      .join('');
  const lines = (list: string[] | undefined, dash: string) =>
    (list ?? [])
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${outline}" stroke-width="${dash ? stroke * 0.6 : stroke * 0.8}" stroke-linecap="round"${dash}/>`,
      )
      .join('');
  const folds = luminance(colour) < 0.12 ? shade(colour, 0.14) : shade(colour, -0.16);
  return [
    filled(view.body, colour),
    // Light from the top left: the body's own paths again, under a soft gradient.
    view.body.map((d) => `<path d="${d}" fill="url(#volume)"/>`).join(''),
    weave,
    filled(view.shade, folds),
    filled(view.light, LIGHT),
    lines(view.detail, ''),
    lines(view.stitch, ` stroke-dasharray="${stroke * 1.6} ${stroke * 1.2}"`),
  ].join('');
}

const viewBoxOf = (crop: Crop | null) =>
  crop ? `${crop[0]} ${crop[1]} ${crop[2]} ${crop[2] * PICTURE_RATIO}` : `0 0 400 500`;

/**
 * The SVG of picture `position` of a product: its garment kind in its colour, photographed as
 * a shop does it (front, back, two close-ups, flat lay) on a light studio background.
 */
export function drawPicture(kind: string, colour: string, position: number, width: number): string {
  const garment = GARMENTS[kind] ?? GARMENTS.tee!;
  const shot = shotAt(position);
  const height = Math.round(width * PICTURE_RATIO);
  const outline = luminance(colour) < 0.25 ? shade(colour, 0.35) : shade(colour, -0.35);
  const crop = shot.closeUp ? garment.closeUps[shot.side] : null;
  // Lines keep about their printed weight when a close-up enlarges the canvas.
  const stroke = crop ? Math.max(1.6, (4 * crop[2] * 1.8) / CANVAS) : 4;
  const background = shot.flatLay
    ? luminance(colour) > 0.6
      ? '#d9d4ca'
      : shade(colour, 0.8)
    : STUDIO;
  const view = garment[shot.side];
  const weave = crop ? weaveLines(garment.texture, crop, outline) : '';
  const drawing = drawView(view, colour, outline, stroke, weave);
  const placed = shot.flatLay
    ? `<g transform="translate(200 250) rotate(-8) scale(0.86) translate(-200 -250)">${drawing}</g>`
    : drawing;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBoxOf(crop)}">`,
    '<defs>',
    '<linearGradient id="volume" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.16"/>',
    '<stop offset="0.55" stop-color="#fff" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.12"/>',
    '</linearGradient>',
    weave &&
      `<clipPath id="garment">${view.body.map((d) => `<path d="${d}"/>`).join('')}</clipPath>`,
    '</defs>',
    `<rect x="-400" y="-500" width="1200" height="1500" fill="${background}"/>`,
    crop || shot.flatLay
      ? ''
      : `<ellipse cx="200" cy="466" rx="150" ry="12" fill="#000" fill-opacity="0.06"/>`,
    placed,
    '</svg>',
  ].join('');
}
