import { circle, ribs, type Garment } from './types';

const TEE_SIDES =
  'L298 112 L350 172 L318 206 L290 184 L292 424 L108 424 L110 184 L82 206 L50 172 L102 112 Z';

/** Short sleeves, a ribbed crew neck dipping lower at the front. */
export const tee: Garment = {
  front: {
    body: [`M164 96 Q200 130 236 96 ${TEE_SIDES}`],
    shade: ['M164 96 Q200 86 236 96 Q200 130 164 96 Z'],
    detail: ['M158 100 Q200 144 242 100'],
    stitch: ['M110 410 L290 410', 'M60 162 L90 196', 'M340 162 L310 196'],
  },
  back: {
    body: [`M164 96 Q200 106 236 96 ${TEE_SIDES}`],
    light: ['M190 108 L210 108 L210 124 L190 124 Z'],
    detail: ['M160 101 Q200 114 240 101', 'M110 150 Q200 162 290 150'],
    stitch: ['M110 410 L290 410', 'M60 162 L90 196', 'M340 162 L310 196'],
  },
  closeUps: { front: [126, 70, 150], back: [130, 76, 140] },
  texture: 'knit',
};

const CREW_SIDES =
  'L294 112 Q326 128 336 170 L358 380 L358 398 L320 402 L316 386 L300 230 L300 406 L100 406 L100 230 L84 386 L80 402 L42 398 L42 380 L64 170 Q74 128 106 112 Z';
const CREW_BANDS = [
  'M100 384 L300 384',
  'M42 380 L84 386',
  'M316 386 L358 380',
  ...ribs(100, 300, 386, 406, 8),
];

/** Long sleeves with ribbed cuffs and hem band, a round neck. */
export const sweatshirt: Garment = {
  front: {
    body: [`M166 98 Q200 124 234 98 ${CREW_SIDES}`],
    shade: ['M166 98 Q200 88 234 98 Q200 124 166 98 Z'],
    detail: ['M156 102 Q200 140 244 102', ...CREW_BANDS],
    stitch: ['M106 112 Q120 150 112 230', 'M294 112 Q280 150 288 230'],
  },
  back: {
    body: [`M166 98 Q200 108 234 98 ${CREW_SIDES}`],
    detail: ['M158 103 Q200 118 242 103', ...CREW_BANDS],
    stitch: ['M106 112 Q120 150 112 230', 'M294 112 Q280 150 288 230'],
  },
  closeUps: { front: [124, 74, 152], back: [90, 290, 130] },
  texture: 'knit',
};

const HOODIE_SIDES =
  'L296 146 Q328 160 338 200 L358 384 L358 400 L320 404 L316 388 L302 240 L302 432 L98 432 L98 240 L84 388 L80 404 L42 400 L42 384 L62 200 Q72 160 104 146 Z';
const HOODIE_BANDS = [
  'M98 412 L302 412',
  'M42 384 L84 388',
  'M316 388 L358 384',
  ...ribs(98, 302, 414, 432, 8),
];

/** A hood around the face opening, drawstrings and a kangaroo pocket. */
export const hoodie: Garment = {
  front: {
    body: [`M150 134 Q140 56 200 50 Q260 56 250 134 ${HOODIE_SIDES}`],
    shade: ['M168 138 Q160 80 200 74 Q240 80 232 138 Q200 166 168 138 Z'],
    detail: [
      'M160 140 Q150 68 200 62 Q250 68 240 140',
      'M138 326 L262 326 L280 398 L120 398 Z',
      'M150 326 L132 398',
      'M250 326 L268 398',
      ...HOODIE_BANDS,
    ],
    light: [circle(184, 232, 5), circle(216, 232, 5)],
    stitch: ['M184 156 L184 226', 'M216 156 L216 226', 'M144 334 L256 334'],
  },
  back: {
    body: [`M150 134 Q140 56 200 50 Q260 56 250 134 ${HOODIE_SIDES}`],
    detail: ['M200 52 L200 168', 'M148 132 Q200 190 252 132', ...HOODIE_BANDS],
    stitch: ['M192 56 L192 164', 'M208 56 L208 164'],
  },
  closeUps: { front: [126, 200, 160], back: [112, 40, 176] },
  texture: 'knit',
};

const JACKET_SIDES =
  'L294 118 Q330 134 340 190 L358 396 L320 402 L302 236 L302 434 L98 434 L98 236 L80 402 L42 396 L60 190 Q70 134 106 118 Z';
const JACKET_BANDS = ['M98 414 L302 414', 'M44 376 L82 382', 'M318 382 L356 376'];

/** A zipped jacket: stand collar, flap chest pockets, side pockets, banded hem and cuffs. */
export const jacket: Garment = {
  front: {
    body: [`M160 104 L240 104 ${JACKET_SIDES}`],
    shade: ['M156 106 Q200 88 244 106 L240 124 Q200 110 160 124 Z'],
    light: ['M195 126 L205 126 L205 150 L195 150 Z'],
    detail: [
      'M200 118 L200 434',
      'M120 204 L176 204 L176 226 L120 226 Z',
      'M224 204 L280 204 L280 226 L224 226 Z',
      'M116 300 L140 362',
      'M284 300 L260 362',
      ...JACKET_BANDS,
    ],
    stitch: ['M190 124 L190 412', 'M210 124 L210 412', 'M124 230 L124 262', 'M276 230 L276 262'],
  },
  back: {
    body: [`M160 104 Q200 96 240 104 ${JACKET_SIDES}`],
    shade: ['M156 106 Q200 90 244 106 L240 118 Q200 106 160 118 Z'],
    detail: ['M104 176 Q200 196 296 176', ...JACKET_BANDS],
    stitch: ['M104 184 Q200 204 296 184', 'M104 404 L296 404'],
  },
  closeUps: { front: [160, 150, 150], back: [110, 80, 180] },
  texture: 'twill',
};
