/**
 * Small real PDFs with a text layer, made with pdf-lib: demo content and test fixtures. Lines
 * are wrapped to the page; text must fit WinAnsi (pdf-lib's standard fonts), so characters
 * outside it (e.g. U+202F) are replaced by a space.
 */
import {PDFDocument, StandardFonts} from 'pdf-lib'

const PAGE: [number, number] = [595, 842] // A4 in points
const MARGIN = 56
const SIZE = 11
const LEADING = 15

/** A PDF whose page i holds the text pages[i] (paragraphs split on newlines). */
export async function makeTextPdf(pages: string[], options: {title?: string} = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  if (options.title) doc.setTitle(options.title)
  doc.setCreator('svc reference service')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const width = PAGE[0] - 2 * MARGIN
  for (const text of pages) {
    const page = doc.addPage(PAGE)
    let y = PAGE[1] - MARGIN
    for (const paragraph of winAnsi(text).split('\n')) {
      for (const line of wrap(paragraph, (s) => font.widthOfTextAtSize(s, SIZE), width)) {
        if (y < MARGIN) break
        page.drawText(line, {font, size: SIZE, x: MARGIN, y})
        y -= LEADING
      }
    }
  }

  return doc.save()
}

function winAnsi(text: string): string {
  return text.replaceAll(/[^\n\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/g, ' ')
}

function wrap(paragraph: string, measure: (s: string) => number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (measure(candidate) <= width || !line) {
      line = candidate
    } else {
      lines.push(line)
      line = word
    }
  }

  lines.push(line)
  return lines
}
