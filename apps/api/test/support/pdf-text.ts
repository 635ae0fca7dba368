import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader would: its page count and each page's text, lines kept. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: string[]; info: Record<string, unknown> }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, info: info as Record<string, unknown> };
}
