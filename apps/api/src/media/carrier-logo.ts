/**
 * A carrier's logo: a pictogram on a roundel, drawn on a 64 x 64 canvas. Home services get a
 * van, relay services a shop front, express services a bolt; the colour follows the code so
 * two carriers of one kind still look apart.
 */
const INKS = ['#1f2a44', '#e2702a', '#2f4f3a', '#6e1f2e', '#5b3a8a', '#0b6e99'];

const PICTOGRAMS = {
  home: 'M12 22h24v16h4l6 6v8h-4a5 5 0 0 1-10 0H24a5 5 0 0 1-10 0h-2z M40 42v4h4v-2l-2-2z',
  relay: 'M14 20h36l4 10H10z M14 32h36v16H36V38h-8v10H14z',
  express: 'M36 10L16 36h14l-4 18 22-28H34z',
} as const;

export type CarrierPictogram = keyof typeof PICTOGRAMS;

const inkOf = (code: string) =>
  INKS[[...code].reduce((sum, char) => sum + char.charCodeAt(0), 0) % INKS.length];

export function drawCarrierLogo(code: string, pictogram: CarrierPictogram, size = 64): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    `<rect width="64" height="64" rx="14" fill="${inkOf(code)}"/>`,
    `<path d="${PICTOGRAMS[pictogram]}" fill="#ffffff"/>`,
    '</svg>',
  ].join('');
}
