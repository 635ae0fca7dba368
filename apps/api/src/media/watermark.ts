/**
 * A brand's logo mark for watermarks: its initials in a roundel, in the brand's colour. Drawn
 * on a 100 x 100 canvas so it scales to the 40 or 50 px of the watermark rule.
 */
const INKS = ['#111111', '#1f2a44', '#6e1f2e', '#2f4f3a', '#e2702a', '#5b3a8a'];

export function initials(name: string): string {
  const words = name.replace(/&/g, ' ').split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [...name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function drawWatermark(brandId: number, brandName: string, size = 100): string {
  const ink = INKS[brandId % INKS.length];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<circle cx="50" cy="50" r="47" fill="${ink}" stroke="#ffffff" stroke-width="4"/>`,
    `<circle cx="50" cy="50" r="38" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 3"/>`,
    `<text x="50" y="51" text-anchor="middle" dominant-baseline="central" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="34" fill="#ffffff">${escapeXml(initials(brandName))}</text>`,
    '</svg>',
  ].join('');
}
