import { circle, type Garment } from './types';

/**
 * A low-top sneaker in profile, toe to the left as shops show it: a thick white cupsole, a
 * laced vamp rising to the tongue, the collar dipping at the ankle and a heel counter.
 */
export const sneaker: Garment = {
  front: {
    body: [
      'M46 326 Q40 296 66 288 L146 268 Q176 262 196 240 L226 210 Q244 198 262 208 L290 236 Q302 220 322 220 L342 224 Q358 232 358 262 Q362 296 360 326 Z',
    ],
    shade: ['M226 210 Q230 188 252 184 Q270 186 268 206 L262 208 Q244 198 226 210 Z'],
    light: ['M36 326 L364 326 Q370 350 352 364 L60 364 Q34 362 36 326 Z'],
    detail: [
      'M104 314 Q210 304 300 248',
      'M96 288 Q120 304 112 326',
      'M332 222 Q318 272 326 326',
      'M40 346 L362 346',
      'M158 262 Q196 240 234 206',
      'M168 264 L184 250',
      'M182 250 L198 236',
      'M196 236 L212 222',
      'M210 222 L226 210',
    ],
    stitch: ['M56 316 L350 316', 'M300 236 Q316 228 338 232'],
  },
  back: {
    body: ['M148 214 Q150 188 200 184 Q250 188 252 214 L262 340 L138 340 Z'],
    shade: ['M164 214 Q200 198 236 214 Q200 232 164 214 Z'],
    light: [
      'M130 340 L270 340 L266 384 Q200 394 134 384 Z',
      'M188 188 L212 188 L212 262 L188 262 Z',
      circle(200, 250, 4),
    ],
    detail: ['M152 284 Q200 304 248 284', 'M134 362 L266 362'],
    stitch: ['M146 330 L254 330'],
  },
  closeUps: { front: [140, 168, 150], back: [124, 170, 152] },
  texture: 'mesh',
};

/** A slide: a moulded footbed and one broad strap; seen from the side, then from above. */
export const slide: Garment = {
  front: {
    body: ['M84 316 Q96 244 176 234 Q248 228 264 312 Z'],
    light: [
      'M44 340 Q40 316 66 314 L336 310 Q362 314 360 338 Q358 360 334 362 L70 364 Q46 362 44 340 Z',
    ],
    detail: ['M60 326 L344 322', 'M48 348 L356 346', 'M132 282 Q172 268 222 272'],
    stitch: ['M96 306 Q110 256 176 248 Q236 242 252 306'],
  },
  back: {
    light: [
      'M200 84 Q270 88 272 200 L266 398 Q262 444 200 446 Q138 444 134 398 L128 200 Q130 88 200 84 Z',
    ],
    body: ['M122 150 Q200 134 278 150 L274 262 Q200 278 126 262 Z'],
    detail: [
      'M200 100 Q256 104 258 200 L252 392 Q248 430 200 432 Q152 430 148 392 L142 200 Q144 104 200 100 Z',
      'M164 206 L236 206',
    ],
    stitch: ['M130 160 Q200 146 270 160', 'M132 252 Q200 266 268 252'],
  },
  closeUps: { front: [90, 196, 176], back: [110, 110, 180] },
  texture: 'smooth',
};
