/**
 * A garment drawn flat on a 400 x 500 (4:5) canvas, seen from the front and from the back, the
 * way a shop photographs it. Paths are SVG path data.
 */
export interface GarmentView {
  /** Filled in the product colour. */
  body: string[];
  /** Filled a shade darker: the inside of a hood or a collar, a pocket, a visor. */
  shade?: string[];
  /** Filled off-white: soles, footbeds, labels, buckles. */
  light?: string[];
  /** Seams and edges, drawn as lines in the outline colour. */
  detail?: string[];
  /** Topstitching, drawn as dashed lines. */
  stitch?: string[];
}

/** A square-ish region [x, y, width] of the canvas (height follows the 4:5 ratio). */
export type Crop = readonly [x: number, y: number, width: number];

/** Close-ups show the material: ribbed knit, woven twill, sneaker mesh, or smooth. */
export type Texture = 'knit' | 'twill' | 'mesh' | 'smooth';

export interface Garment {
  front: GarmentView;
  back: GarmentView;
  /** What a close-up frames: a detail of the front, then one of the back. */
  closeUps: { front: Crop; back: Crop };
  texture: Texture;
}

/** Short vertical lines between x1 and x2 every `step`: the ribbing of a cuff or a hem band. */
export function ribs(x1: number, x2: number, y1: number, y2: number, step = 10): string[] {
  const lines: string[] = [];
  for (let x = x1 + step; x < x2; x += step) lines.push(`M${x} ${y1} L${x} ${y2}`);
  return lines;
}

/** A circle as path data (buttons, eyelets). */
export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
