import { circle, type Garment } from './types';

const TROUSERS = 'M126 70 L274 70 L292 450 L222 450 L200 196 L178 450 L108 450 Z';
const LOOPS = ['M150 68 L150 94', 'M250 68 L250 94', 'M128 68 L128 94', 'M272 68 L272 94'];

/** Full-length legs to the ankle: waistband, fly, slanted pockets, hemmed cuffs. */
export const trousers: Garment = {
  front: {
    body: [TROUSERS],
    light: [circle(200, 81, 5)],
    detail: [
      'M126 92 L274 92',
      'M200 92 L200 196',
      'M140 92 Q150 130 128 150',
      'M260 92 Q250 130 272 150',
      ...LOOPS,
    ],
    stitch: ['M212 96 Q216 170 200 180', 'M110 436 L176 436', 'M224 436 L290 436'],
  },
  back: {
    body: [TROUSERS],
    detail: [
      'M126 92 L274 92',
      'M200 92 L200 196',
      'M128 124 L200 138 L272 124',
      'M142 148 L188 154 L186 206 L146 202 Z',
      'M258 148 L212 154 L214 206 L254 202 Z',
      ...LOOPS,
    ],
    stitch: ['M148 160 L184 164', 'M252 160 L216 164', 'M110 436 L176 436', 'M224 436 L290 436'],
  },
  closeUps: { front: [126, 50, 148], back: [120, 100, 160] },
  texture: 'twill',
};

const SHORTS = 'M118 140 L282 140 L304 340 L216 350 L200 250 L184 350 L96 340 Z';

/** Legs stop above the knee: elastic waist with drawstring, side pockets, wide hems. */
export const shorts: Garment = {
  front: {
    body: [SHORTS],
    light: [circle(188, 214, 4), circle(212, 214, 4)],
    detail: [
      'M118 168 L282 168',
      'M192 168 Q190 194 188 210',
      'M208 168 Q210 194 212 210',
      'M130 170 Q142 204 120 226',
      'M270 170 Q258 204 280 226',
      'M200 168 L200 240',
    ],
    stitch: ['M100 322 L184 332', 'M216 332 L300 322', 'M120 150 L280 150'],
  },
  back: {
    body: [SHORTS],
    detail: ['M118 168 L282 168', 'M200 168 L200 250', 'M224 194 L270 190 L274 240 L228 244 Z'],
    stitch: ['M100 322 L184 332', 'M216 332 L300 322', 'M120 150 L280 150', 'M228 204 L270 200'],
  },
  closeUps: { front: [124, 130, 152], back: [190, 160, 120] },
  texture: 'twill',
};
