/** Lower-case ASCII slug: accents stripped, anything else becomes single hyphens. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}
