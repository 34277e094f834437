import {expect} from 'chai'

import {scanPdf, scanSettings} from '../../src/corpus/capture.js'
import {declarativeSituation} from '../../src/corpus/layouts/personal/avis-imposition.js'
import {mulberry32} from '../../src/corpus/rng.js'
import {extractDocument} from '../../src/ingest/extract-document.js'
import type {GreyImage} from '../../src/ingest/raster.js'
import {unreadPrint} from '../../src/ingest/unread-print.js'
import {FACTS} from '../corpus/facts-fixture.js'
import {ocrScratch} from './helpers/ocr-scratch.js'

/** A white page with black rectangles (x, y, width, height in pixels). */
function sheet(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(255)
  for (const [x, y, w, h] of boxes) for (let row = y; row < y + h; row++) data.fill(0, row * width + x, row * width + x + w)
  return {data, height, width}
}

/** A line of print at (x, y): `letters` glyph-like strokes 9 pt high, at 4 pixels a point. */
function printLine(x: number, y: number, letters: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = []
  for (let i = 0; i < letters; i++) {
    const at = x + i * 22
    out.push([at, y, 5, 36], [at + 5, y, 10, 5], [at + 5, y + 31, 10, 5], [at + 14, y, 5, 36])
  }

  return out
}

describe('ingest: print the page read left out (unread-print.ts)', function () {
  this.timeout(120_000)

  it('finds a line of print no word read covers, not the lines read, a 2D code, a photo or specks', () => {
    const seed = (i: number) => ((i * 2_654_435_761) >>> 0) % 100 < 50
    const code: [number, number, number, number][] = []
    for (let r = 0; r < 24; r++) for (let c = 0; c < 24; c++) if (seed(r * 24 + c)) code.push([1200 + c * 12, 600 + r * 12, 12, 12])
    const specks: [number, number, number, number][] = Array.from({length: 60}, (_, i) => [(i * 97) % 1900, 900 + ((i * 53) % 300), 3, 3])
    const image = sheet(2000, 1400, [
      ...printLine(100, 100, 20),
      ...printLine(1500, 300, 10),
      ...code,
      [300, 600, 400, 400],
      ...specks,
    ])
    const read = [{x0: 98, x1: 545, y0: 98, y1: 138}]
    const found = unreadPrint(image, read, 4)
    expect(found).to.have.length(1)
    expect(found[0].x0).to.be.within(1490, 1500)
    expect(found[0].y0).to.be.within(292, 300)
    expect(found[0].x1).to.be.within(1715, 1730)
    // Once read, nothing is left.
    expect(unreadPrint(image, [...read, {x0: 1498, x1: 1720, y0: 298, y1: 338}], 4)).to.deep.equal([])
  })

  it('finds a line of light grey print, and a grey label right above a word OCR boxed taller than its line', () => {
    const image = sheet(2000, 1400, [])
    // A grey label (level 170: paper's side of a global threshold) over a line of black print.
    for (const [x, y, w, h] of printLine(100, 100, 12)) for (let row = y; row < y + h; row++) image.data.fill(170, row * 2000 + x, row * 2000 + x + w)
    for (const [x, y, w, h] of printLine(100, 150, 25)) for (let row = y; row < y + h; row++) image.data.fill(0, row * 2000 + x, row * 2000 + x + w)
    // The words read of the black line, the first, under the whole label, boxed up to its bottom (an accent).
    const read = [
      {x0: 98, x1: 370, y0: 130, y1: 188},
      {x0: 380, x1: 500, y0: 148, y1: 188},
      {x0: 510, x1: 650, y0: 148, y1: 188},
    ]
    const found = unreadPrint(image, read, 4)
    expect(found).to.have.length(1)
    expect(found[0].y0).to.be.within(96, 100)
    expect(found[0].y1).to.be.within(128, 140)
  })

  describe('on a scan of a tax notice whose last values stand above its 2D-Doc seal', () => {
    const file = ocrScratch('svc-unread-print-')

    it('reads the dates tesseract set aside with the seal', async () => {
      // The corpus's "avis de situation déclarative", scanned upside down: without reading again
      // what the page's read left out, both dates above the seal are lost (measured).
      const notice = await declarativeSituation(FACTS, {incomeYear: 2025, issueDate: '2026-08-14'}, mulberry32(3))
      const rng = mulberry32(1)
      const scan = await scanPdf(notice.pdf, scanSettings(rng, '2026-09-01', 180), rng)
      const read = await extractDocument(await file('avis.pdf', scan.bytes), 'application/pdf', {timeoutMs: 60_000})
      expect(read.method).to.equal('ocr')
      expect(read.texts[0]).to.match(/Date d.établissement :?\s+14\/08\/2026/)
      expect(read.texts[0]).to.match(/recouvrement de l.avis d.impôt :?\s+21\/08\/2026/)
    })
  })
})
