import {expect} from 'chai'
import {PDFDocument, setTextRenderingMode, StandardFonts, TextRenderingMode} from 'pdf-lib'

import {encodeGrey, LETTER_LINES, letterPdf, renderPages} from '../../src/ingest/bench-ocr.js'
import {extractDocument, SCANNER_OCR_CONFIDENCE} from '../../src/ingest/extract-document.js'
import {ocrScratch} from './helpers/ocr-scratch.js'


describe("ingest: a scanner's searchable PDF (its OCR as a hidden text layer over the scan)", function () {
  this.timeout(60_000)
  const file = ocrScratch('svc-scanner-layer-')
  let scanPng: Uint8Array

  before(async () => {
    const [image] = await renderPages(await letterPdf(), 150)
    scanPng = await encodeGrey(image, 'png')
  })

  /** The letter as a scan with its text laid over it: `invisible` (rendering mode 3) after the image, else before it (under it), or `visible` over a background. */
  async function scanWithText(how: 'invisible' | 'under' | 'visible'): Promise<string> {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    const image = await doc.embedPng(scanPng)
    const text = () => {
      for (const [x, y, line] of LETTER_LINES) page.drawText(line, {font, size: 11, x, y})
    }

    if (how === 'under') text()
    page.drawImage(image, {height: 842, width: 595, x: 0, y: 0})
    if (how === 'invisible') {
      page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible))
      text()
    }

    if (how === 'visible') text()
    return file(`${how}.pdf`, await doc.save())
  }

  it('takes its text layer, invisible over the scan, as an OCR reading, not as exact text', async () => {
      const result = await extractDocument(await scanWithText('invisible'), 'application/pdf')
      expect(result.method).to.equal('ocr')
      const [layout] = result.layouts
      expect(layout).to.include({confidence: SCANNER_OCR_CONFIDENCE, method: 'ocr'})
      expect(layout.words.every((w) => w.conf === SCANNER_OCR_CONFIDENCE)).to.equal(true)
      // The scanner's words themselves (not read again).
      expect(result.texts[0]).to.include('Nom : MARTIN')
  })

  it('keeps text drawn before a full-page image exact (the image may be a transparent overlay: a "COPIE" stamp)', async () => {
    const result = await extractDocument(await scanWithText('under'), 'application/pdf')
    expect(result.layouts[0].method).to.equal('pdf-text')
  })

  it('keeps text printed over a full-page background image exact', async () => {
    const result = await extractDocument(await scanWithText('visible'), 'application/pdf')
    expect(result.method).to.equal('pdf-text')
    expect(result.layouts[0].words.every((w) => w.conf === undefined)).to.equal(true)
  })
})
