import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { packageRoot } from '../../../paths';

/**
 * A PDFKit document with the shop's embedded font: DejaVu Sans cut down to the Latin scripts
 * (fonts/LICENSE.txt), so every European name, é, ß and € print the same on every machine —
 * PDF's built-in Helvetica knows only Windows-1252.
 */

export const FONT = 'regular';
export const BOLD = 'bold';

const FONT_DIR = join(packageRoot(), 'src/services/orders/documents/fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  });

export interface PdfMeta {
  title: string;
  author: string;
  /** The document's language (PDF /Lang), e.g. `fr-FR`. */
  lang: string;
}

export interface Pdf {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves to its bytes. */
  finish: () => Promise<Buffer>;
}

export function createPdf(meta: PdfMeta, options: { compress?: boolean } = {}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    // Page footers ("page 1 of 2") are written once the page count is known.
    bufferPages: true,
    compress: options.compress ?? true,
    lang: meta.lang,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont(FONT, regular);
  doc.registerFont(BOLD, bold);
  doc.font(FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
