/**
 * Flat garment silhouettes drawn on a 400 x 500 (4:5) canvas, one per garment kind. Each
 * shape is a list of paths; `detail` paths are drawn as lines in the outline colour.
 */
export interface Silhouette {
  body: string[];
  detail: string[];
  /** Light parts such as a sneaker sole. */
  light: string[];
}

export const SILHOUETTES: Record<string, Silhouette> = {
  tee: {
    body: [
      'M150 110 L112 124 L52 178 L92 232 L130 206 L130 420 L270 420 L270 206 L308 232 L348 178 L288 124 L250 110 Q200 146 150 110 Z',
    ],
    detail: ['M150 110 Q200 146 250 110'],
    light: [],
  },
  hoodie: {
    body: [
      'M152 128 Q146 58 200 52 Q254 58 248 128 L292 140 L338 206 L352 402 L314 408 L296 246 L288 432 L112 432 L104 246 L86 408 L48 402 L62 206 L108 140 Z',
    ],
    detail: [
      'M160 128 Q200 168 240 128',
      'M150 330 L250 330 L262 392 L138 392 Z',
      'M186 150 L182 210',
      'M214 150 L218 210',
    ],
    light: [],
  },
  jacket: {
    body: [
      'M160 108 L200 140 L240 108 L292 124 L338 192 L356 402 L318 408 L298 238 L292 432 L108 432 L102 238 L82 408 L44 402 L62 192 L108 124 Z',
    ],
    detail: [
      'M200 140 L200 432',
      'M160 108 L182 176 L200 140 L218 176 L240 108',
      'M128 300 L168 300',
      'M232 300 L272 300',
    ],
    light: [],
  },
  trousers: {
    body: ['M128 72 L272 72 L290 448 L226 448 L200 186 L174 448 L110 448 Z'],
    detail: ['M128 96 L272 96', 'M200 96 L200 186'],
    light: [],
  },
  sneaker: {
    body: [
      'M58 318 Q64 252 118 244 L188 232 Q226 190 268 206 L300 252 Q344 266 348 304 L348 338 L58 338 Z',
    ],
    detail: ['M150 240 L176 300', 'M180 232 L204 292', 'M238 214 L250 270'],
    light: ['M52 338 L354 338 L354 362 Q200 374 52 362 Z'],
  },
  cap: {
    body: [
      'M96 300 Q96 176 200 170 Q304 176 304 300 Z',
      'M236 300 Q330 292 364 318 Q300 334 236 318 Z',
    ],
    detail: ['M200 170 L200 300', 'M150 184 Q130 240 132 300', 'M250 184 Q270 240 268 300'],
    light: [],
  },
  bag: {
    body: ['M116 196 L284 196 L300 424 L100 424 Z'],
    detail: ['M156 196 Q156 120 200 120 Q244 120 244 196', 'M116 250 L284 250'],
    light: [],
  },
};
