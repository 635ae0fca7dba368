import { circle, ribs, type Garment } from './types';

const CROWN = 'M96 300 Q96 172 200 166 Q304 172 304 300 Z';

/** A six-panel cap in three-quarter view: the visor juts out front, a strap closes the back. */
export const cap: Garment = {
  front: {
    body: [CROWN, circle(200, 166, 8)],
    shade: ['M222 300 Q320 290 366 318 Q304 342 222 322 Z'],
    light: ['M146 232 L194 228 L194 264 L146 268 Z'],
    detail: ['M200 174 L200 300', 'M150 180 Q128 240 132 300', 'M250 180 Q272 240 268 300'],
    stitch: ['M236 310 Q306 302 352 318', 'M98 292 L302 292'],
  },
  back: {
    body: [CROWN, circle(200, 166, 8)],
    shade: [
      'M34 318 Q80 290 178 300 L178 320 Q96 340 34 318 Z',
      'M170 300 Q170 256 200 254 Q230 256 230 300 Z',
    ],
    light: ['M156 286 L244 286 L244 300 L156 300 Z'],
    detail: ['M200 174 L200 254', 'M150 180 Q128 240 132 300', 'M250 180 Q272 240 268 300'],
    stitch: ['M98 292 L156 292', 'M244 292 L302 292'],
  },
  closeUps: { front: [120, 184, 140], back: [130, 200, 140] },
  texture: 'twill',
};

const DOME = 'M112 312 Q104 150 200 140 Q296 150 288 312 Z';
const CUFF = 'M98 300 L302 300 L306 380 L94 380 Z';

/** A knitted beanie: a ribbed dome over a folded cuff. */
export const beanie: Garment = {
  front: {
    body: [DOME, CUFF],
    light: ['M176 322 L224 322 L224 356 L176 356 Z'],
    detail: [
      ...ribs(98, 176, 304, 376, 9),
      ...ribs(215, 302, 304, 376, 9),
      'M150 298 Q144 210 172 150',
      'M250 298 Q256 210 228 150',
    ],
  },
  back: {
    body: [DOME, CUFF],
    detail: [
      ...ribs(98, 302, 304, 376, 9),
      'M200 142 L200 298',
      'M150 298 Q144 210 172 150',
      'M250 298 Q256 210 228 150',
    ],
  },
  closeUps: { front: [140, 270, 120], back: [120, 120, 160] },
  texture: 'knit',
};

const POUCH =
  'M96 236 Q96 208 124 208 L276 208 Q304 208 304 236 L304 404 Q304 428 280 428 L120 428 Q96 428 96 404 Z';
const STRAP = 'M118 212 Q116 78 200 74 Q284 78 282 212 L268 212 Q268 92 200 90 Q132 92 132 212 Z';

/** A shoulder bag: a flap with a buckle in front, a slip pocket behind, one long strap. */
export const bag: Garment = {
  front: {
    body: [STRAP, POUCH],
    shade: ['M96 236 Q96 208 124 208 L276 208 Q304 208 304 236 L304 298 Q200 326 96 298 Z'],
    light: ['M186 300 L214 300 L214 336 L186 336 Z'],
    detail: ['M100 404 L300 404', 'M194 310 L206 310'],
    stitch: ['M104 290 Q200 316 296 290', 'M104 416 L296 416'],
  },
  back: {
    body: [STRAP, POUCH],
    detail: ['M104 252 L296 252', 'M100 404 L300 404'],
    stitch: ['M104 262 L296 262', 'M104 416 L296 416', 'M106 220 L294 220'],
  },
  closeUps: { front: [134, 236, 132], back: [96, 196, 150] },
  texture: 'twill',
};

const PACK =
  'M118 150 Q118 100 200 96 Q282 100 282 150 L294 420 Q294 444 270 444 L130 444 Q106 444 106 420 Z';
const HANDLE = 'M180 100 Q180 70 200 70 Q220 70 220 100 L212 100 Q212 80 200 80 Q188 80 188 100 Z';

/** A backpack: zipped front pocket and top handle in front, padded straps behind. */
export const backpack: Garment = {
  front: {
    body: [HANDLE, PACK],
    shade: ['M140 290 Q140 276 154 276 L246 276 Q260 276 260 290 L264 420 L136 420 Z'],
    light: ['M184 212 L216 212 L216 236 L184 236 Z', circle(262, 296, 4), circle(130, 172, 4)],
    detail: [
      'M126 172 Q200 124 274 172',
      'M142 296 L258 296',
      'M110 260 L136 262',
      'M290 260 L264 262',
    ],
    stitch: ['M112 426 L288 426'],
  },
  back: {
    body: [HANDLE, PACK],
    shade: [
      'M150 118 Q126 250 148 424 L176 424 Q158 250 178 118 Z',
      'M250 118 Q274 250 252 424 L224 424 Q242 250 222 118 Z',
    ],
    // Padding between the straps (straps are drawn over the back, lines would cross them).
    detail: ['M178 200 L222 200', 'M176 270 L224 270', 'M176 340 L224 340', 'M200 150 L200 392'],
    stitch: ['M112 426 L288 426'],
  },
  closeUps: { front: [124, 150, 152], back: [120, 90, 160] },
  texture: 'twill',
};
