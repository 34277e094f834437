/**
 * Small real PDFs for end-to-end tests, generated with pdf-lib (one line of text per page), and
 * a helper to write a folder of them.
 */
import {mkdir, mkdtemp, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {dirname, join} from 'node:path'

export async function makePdf(text: string, pages = 1): Promise<Uint8Array> {
  const {PDFDocument, StandardFonts} = await import('pdf-lib')
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842])
    page.drawText(`${text} (page ${i} of ${pages})`, {font, size: 14, x: 50, y: 780})
  }

  return pdf.save()
}

/** Writes `files` (relative path -> page count) as PDFs under a new temp folder; returns the folder. */
export async function pdfFolder(files: Record<string, number>, extra: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-pdfs-'))
  for (const [path, pages] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), {recursive: true})
    await writeFile(join(dir, path), await makePdf(`Document ${path}`, pages))
  }

  for (const [path, content] of Object.entries(extra)) {
    await mkdir(dirname(join(dir, path)), {recursive: true})
    await writeFile(join(dir, path), content)
  }

  return dir
}
