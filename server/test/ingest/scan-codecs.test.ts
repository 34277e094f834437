import {expect} from 'chai'
import {readFile} from 'node:fs/promises'
import {join} from 'node:path'

import {closeOcr, extractDocument} from '../../src/ingest/extract-document.js'
import {openPdfDocument} from '../../src/ingest/pdfjs.js'
import {pdfCanvasFactory, renderPdfPage} from '../../src/ingest/raster.js'

const fixtures = join(import.meta.dirname, 'fixtures')

/** The share of page 1's pixels that are ink (darker than mid-grey), rendered at 40 dpi. */
async function inkShare(file: string): Promise<number> {
  const pdf = await openPdfDocument(new Uint8Array(await readFile(join(fixtures, file))), {CanvasFactory: await pdfCanvasFactory(), verbosity: 0})
  try {
    const image = await renderPdfPage(await pdf.getPage(1), 40 / 72)
    let ink = 0
    for (const value of image.data) if (value < 128) ink++
    return ink / image.data.length
  } finally {
    await pdf.loadingTask.destroy()
  }
}

describe('ingest: scans compressed as JBIG2, CCITT fax and JPEG 2000 (fixtures/README.md)', function () {
  this.timeout(60_000)
  after(closeOcr)

  // Without PDF.js's WebAssembly decoders (unpdf's own build) each of these pages is blank.
  for (const [file, codec] of [
    ['jbig2_symbol_offset.pdf', 'JBIG2'],
    ['ccitt_EndOfBlock_false.pdf', 'CCITT fax'],
    ['bug_jpx.pdf', 'JPEG 2000'],
  ] as const) {
    it(`decodes a ${codec} image: the page is not blank`, async () => {
      const share = await inkShare(file)
      expect(share, `${file}: ink ${share}`).to.be.above(0.005)
      expect(share).to.be.below(0.6)
    })
  }

  it('reads a CCITT fax scan by OCR instead of finding no text', async () => {
    const result = await extractDocument(join(fixtures, 'ccitt_EndOfBlock_false.pdf'), 'application/pdf')
    expect(result.method).to.equal('ocr')
    expect(result.texts[0]).to.include('-1')
  })
})
