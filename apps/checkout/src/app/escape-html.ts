/** Text for HTML: the five characters that could end an attribute or open a tag, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
