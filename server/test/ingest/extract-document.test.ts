import {expect} from 'chai'
import {readdir, readFile} from 'node:fs/promises'
import {Worker} from 'node:worker_threads'
import {grayscale, PDFDocument, StandardFonts} from 'pdf-lib'

import {encodeGrey, imageOnlyPdf, letterPdf, photograph, renderPages} from '../../src/ingest/bench-ocr.js'
import {type ExtractedDocument, extractDocument, IngestError} from '../../src/ingest/extract-document.js'
import {rotateGrey, type GreyImage} from '../../src/ingest/raster.js'
import type {LayoutWord, PageLayout} from '../../src/validation/layout.js'
import {pageText} from '../../src/validation/layout.js'
import {ocrScratch} from './helpers/ocr-scratch.js'

/** Where the letter's words are in its text layer (points, top-left origin): what OCR must match. */
let truth: PageLayout
let letterScan: GreyImage
function find(layout: PageLayout, text: string): LayoutWord {
  const word = layout.words.find((w) => w.text === text)
  if (!word) throw new Error(`"${text}" not read; words: ${layout.words.map((w) => w.text).join(' ')}`)
  return word
}

/** The OCR words of the letter are where its text layer says, within `tolerance` points. */
function expectWhereTheTextLayerSays(layout: PageLayout, tolerance: number): void {
  for (const text of ['MARTIN', 'Claire', 'Lilas,', 'attestation', 'Signature']) {
    const read = find(layout, text)
    const printed = find(truth, text)
    expect(read.x, `${text} x`).to.be.closeTo(printed.x, tolerance)
    expect(read.y + read.h / 2, `${text} centre y`).to.be.closeTo(printed.y + printed.h / 2, tolerance)
  }
}

function expectConsistent(result: ExtractedDocument): void {
  expect(result.texts).to.deep.equal(result.layouts.map((l) => pageText(l)))
}

async function expectIngestError(promise: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (error_: unknown) => error_,
  )
  expect(error).to.be.instanceOf(IngestError)
  expect((error as Error).message).to.match(message)
}

describe('ingest: extractDocument', function () {
  this.timeout(60_000)
  const file = ocrScratch('svc-ingest-test-')

  before(async () => {
    const letter = await letterPdf()
    const text = await extractDocument(await file('letter.pdf', letter), 'application/pdf')
    truth = text.layouts[0]
    ;[letterScan] = await renderPages(letter, 200)
  })

  it('reads a PDF with a text layer without OCR', async () => {
    const result = await extractDocument(await file('text.pdf', await letterPdf()), 'application/pdf')
    expect(result).to.include({method: 'pdf-text', numPages: 1})
    expect(result.detail).to.equal(undefined)
    expect(result.texts[0]).to.include('Nom : MARTIN')
    expectConsistent(result)
  })

  it('reads an image-only PDF by OCR: the right words at the right places', async () => {
    const result = await extractDocument(await file('scan.pdf', await imageOnlyPdf([letterScan])), 'application/pdf')
    expect(result).to.include({method: 'ocr', numPages: 1})
    const [layout] = result.layouts
    expect(layout).to.include({method: 'ocr', page: 1, rotation: 0})
    expect(layout.width).to.be.closeTo(595, 1)
    expect(layout.height).to.be.closeTo(842, 1)
    expect(layout.confidence).to.be.above(0.8)
    expect(layout.words.every((w) => w.conf !== undefined && w.conf >= 0 && w.conf <= 1)).to.equal(true)
    expect(result.texts[0]).to.match(/Nom ?: ?MARTIN/)
    expectWhereTheTextLayerSays(layout, 3)
    expectConsistent(result)
  })

  it('reads a PDF with a text page and a scanned page as mixed', async () => {
    const doc = await PDFDocument.load(await letterPdf())
    const scan = await PDFDocument.load(await imageOnlyPdf([letterScan]))
    const [scanned] = await doc.copyPages(scan, [0])
    doc.addPage(scanned)
    const result = await extractDocument(await file('mixed.pdf', await doc.save()), 'application/pdf')
    expect(result).to.include({method: 'mixed', numPages: 2})
    expect(result.layouts.map((l) => l.method)).to.deep.equal(['pdf-text', 'ocr'])
    expect(result.texts[1]).to.match(/attestation de domicile/)
    expectConsistent(result)
  })

  it('reads a scan stamped with a line of text ("Scanned with ...") by OCR, not by its text layer', async () => {
    const doc = await PDFDocument.load(await imageOnlyPdf([letterScan]))
    const font = await doc.embedFont(StandardFonts.Helvetica)
    doc.getPage(0).drawText('Scanned with PocketScanner Pro', {font, size: 8, x: 220, y: 20})
    const result = await extractDocument(await file('stamped.pdf', await doc.save()), 'application/pdf')
    expect(result.method).to.equal('ocr')
    expect(result.texts[0]).to.match(/attestation de domicile/)
    expect(result.texts[0]).to.match(/Scanned with/)
  })

  it('reads a PNG scan, in points under the A4 convention', async () => {
    const result = await extractDocument(await file('scan.png', await encodeGrey(letterScan, 'png')), 'image/png')
    expect(result).to.include({method: 'ocr', numPages: 1})
    // A 200 dpi A4 scan: its long side is 842 pt, so the points are the printed page's.
    expect(result.layouts[0].height).to.be.closeTo(842, 1)
    expectWhereTheTextLayerSays(result.layouts[0], 3)
    expectConsistent(result)
  })

  it('reads a phone photo (JPEG) skewed 4 degrees, unevenly lit, in the frame of the levelled page', async () => {
    const photo = photograph(letterScan, 4)
    const result = await extractDocument(await file('photo.jpg', await encodeGrey(photo, 'jpeg', 80)), 'image/jpeg')
    expect(result.method).to.equal('ocr')
    const [layout] = result.layouts
    expect(layout.rotation).to.equal(0)
    expect(result.texts[0]).to.match(/Nom ?: ?MARTIN/)
    expect(result.texts[0]).to.match(/attestation de domicile/)
    // Levelled: words of one line share their centre line.
    const attestation = find(layout, 'attestation')
    const domicile = find(layout, 'domicile')
    expect(Math.abs(attestation.y + attestation.h / 2 - (domicile.y + domicile.h / 2))).to.be.below(2)
    expectConsistent(result)
  })

  it('reads a nearly blank photo on grainy paper in seconds (paper grain would wreck a global threshold)', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    page.drawText('RELEVE D IDENTITE BANCAIRE', {font, size: 14, x: 72, y: 760})
    page.drawText('IBAN FR76 3000 6000 0112 3456 7890 189', {font, size: 11, x: 72, y: 730})
    const [rib] = await renderPages(await doc.save(), 200)
    const started = Date.now()
    const result = await extractDocument(await file('rib.jpg', await encodeGrey(photograph(rib, 0), 'jpeg', 85)), 'image/jpeg')
    expect(Date.now() - started).to.be.below(20_000)
    expect(result.texts[0]).to.match(/RELEVE D IDENTITE BANCAIRE/)
    expect(result.texts[0]).to.match(/IBAN/)
  })

  for (const turn of [90, 180]) {
    it(`reads a scan turned ${turn} degrees and records the turn that set it upright`, async () => {
      const turned = rotateGrey(letterScan, turn)
      const result = await extractDocument(await file(`turned-${turn}.png`, await encodeGrey(turned, 'png')), 'image/png')
      const [layout] = result.layouts
      expect(layout.rotation).to.equal((360 - turn) % 360)
      expect(layout.width).to.be.below(layout.height)
      expect(result.texts[0]).to.match(/Nom ?: ?MARTIN/)
      expectWhereTheTextLayerSays(layout, 3)
    })
  }

  it("reads upright a copy made with the copier's lid open (a passport's pages in a dark surround)", async () => {
    // The band a trial read compares holds the dark surround and reads as badly both ways: the
    // line shapes decide the way up (fixtures/README.md).
    const pdf = await readFile(new URL('fixtures/passport-copy-lid-open.pdf', import.meta.url))
    const result = await extractDocument(await file('lid-open.pdf', new Uint8Array(pdf)), 'application/pdf')
    expect(result.layouts[0].rotation).to.equal(0)
    expect(result.texts[0]).to.match(/PASAPORTE/)
    expect(result.texts[0]).to.match(/VIDAL SERRA/)
  })

  it('reads cards scanned with the lid open, the page black around them, as print on paper', async () => {
    // A residence card's front and back (light grey, fine grey print) on an even black page: the
    // black, most of the page, was taken for paper, and everything lighter than it for paper too,
    // the cards' print with it (set ab, docs/ocr.md).
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.HelveticaBold)
    const lines: [string, string][][] = [
      [['NOM / Surname', 'SHARMA'], ['PRÉNOMS / Given names', 'ARJUN KUMAR'], ['N° DU TITRE / Permit No.', '20AD89384']],
      [['LIEU DE NAISSANCE / Place of birth', 'BENGALURU (INDE)'], ['DATE DE DÉLIVRANCE / Date of issue', '12 06 2029'], ['DÉLIVRÉ PAR / Issued by', 'PRÉFECTURE DE LA HAUTE-GARONNE']],
    ]
    for (const card of lines) {
      const page = doc.addPage([243, 153])
      page.drawRectangle({color: grayscale(0.88), height: 153, width: 243, x: 0, y: 0})
      for (const [k, [label, value]] of card.entries()) {
        page.drawText(label, {color: grayscale(0.45), font, size: 5, x: 14, y: 128 - k * 40})
        page.drawText(value, {color: grayscale(0.4), font, size: 8, x: 14, y: 118 - k * 40})
      }
    }

    const cards = await renderPages(await doc.save(), 300)
    const black: GreyImage = {data: Uint8Array.from({length: 2480 * 3508}, (_, i) => 38 + ((Math.imul(i ^ (i >>> 7), 2_654_435_761) >>> 0) % 5)), height: 3508, width: 2480}
    for (const [n, card] of cards.entries()) {
      const [left, top] = n === 0 ? [200, 400] : [1200, 1500]
      for (let y = 0; y < card.height; y++) black.data.set(card.data.subarray(y * card.width, (y + 1) * card.width), (top + y) * black.width + left)
    }

    const result = await extractDocument(await file('cards-on-black.pdf', await imageOnlyPdf([black])), 'application/pdf')
    const text = result.texts[0]
    for (const value of ['SHARMA', '20AD89384', '12 06 2029', 'HAUTE-GARONNE']) expect(text).to.include(value)
  })

  it('leaves no tesseract file in the working directory', async () => {
    const leftovers = (await readdir(process.cwd())).filter((name) => name.includes('traineddata'))
    expect(leftovers).to.deep.equal([])
  })

  it('refuses a PDF with more pages than the limit', async () => {
    const doc = await PDFDocument.create()
    for (let i = 0; i < 300; i++) doc.addPage([595, 842])
    await expectIngestError(extractDocument(await file('long.pdf', await doc.save()), 'application/pdf', {maxPages: 200}), /^The PDF has 300 pages; the limit is 200\.$/)
  })

  it('refuses an image over the pixel limit, saying its size', async () => {
    const big: GreyImage = {data: new Uint8Array(3000 * 2000).fill(255), height: 2000, width: 3000}
    await expectIngestError(
      extractDocument(await file('big.png', await encodeGrey(big, 'png')), 'image/png', {maxPixels: 4_000_000}),
      /^The image is 3000 x 2000 pixels \(6\.0 MP\); the limit is 4\.0 MP\.$/,
    )
  })

  it('fails a corrupt PDF or image with a readable one-line message', async () => {
    await expectIngestError(extractDocument(await file('corrupt.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj <<\ngarbage')), 'application/pdf'), /^The file is not a readable PDF \(.+\)\.$/)
    const truncated = (await encodeGrey(letterScan, 'png')).subarray(0, 60)
    await expectIngestError(extractDocument(await file('truncated.png', truncated), 'image/png'), /^The image could not be decoded/)
    await expectIngestError(extractDocument(await file('not-a.jpg', new TextEncoder().encode('hello')), 'image/jpeg'), /^The file is not a readable JPEG or PNG image\.$/)
  })

  it('stops between pages past the time limit', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    for (let i = 0; i < 3; i++) doc.addPage([595, 842]).drawText('Page with enough text to be read from its layer', {font, x: 50, y: 700})
    await expectIngestError(extractDocument(await file('slow.pdf', await doc.save()), 'application/pdf', {timeoutMs: 1}), /^Reading the PDF took longer than 0 s \(stopped at page [12] of 3\)\.$/)
  })

  it('says why nothing was read: a blank scan, OCR off, a type it does not read, an empty text file', async () => {
    const blank: GreyImage = {data: new Uint8Array(1240 * 1754).fill(255), height: 1754, width: 1240}
    const blankScan = await extractDocument(await file('blank.pdf', await imageOnlyPdf([blank])), 'application/pdf')
    expect(blankScan).to.include({detail: 'No text found, even by OCR.', method: 'none', numPages: 1})
    expect(blankScan.texts).to.deep.equal([''])
    // Scanned with the lid open: black with sensor noise, nothing to read (and no minutes spent on it).
    const black: GreyImage = {data: Uint8Array.from({length: 1240 * 1754}, (_, i) => 14 + ((i * 2_654_435_761) >>> 28)), height: 1754, width: 1240}
    const started = Date.now()
    const lidOpen = await extractDocument(await file('black.pdf', await imageOnlyPdf([black])), 'application/pdf')
    expect(lidOpen).to.include({detail: 'No text found, even by OCR.', method: 'none'})
    expect(Date.now() - started).to.be.below(5000)
    const off = await extractDocument(await file('scan-off.pdf', await imageOnlyPdf([letterScan])), 'application/pdf', {ocr: false})
    expect(off).to.include({detail: 'Page 1 has no text layer and OCR is off.', method: 'none'})
    const docx = await extractDocument(await file('a.docx', new Uint8Array([80, 75, 3, 4])), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(docx).to.include({method: 'none', numPages: null})
    expect(docx.detail).to.match(/are stored but not read/)
    const empty = await extractDocument(await file('empty.txt', new Uint8Array()), 'text/plain')
    expect(empty).to.include({detail: 'The file holds no text.', method: 'none'})
  })

  it('lays out a text file line by line', async () => {
    const result = await extractDocument(await file('note.txt', new TextEncoder().encode('Nom : MARTIN\nIBAN    FR76 3000 6000 0112 3456 7890 189')), 'text/plain')
    expect(result).to.include({method: 'pdf-text', numPages: 1})
    expect(result.texts[0]).to.equal('Nom : MARTIN\nIBAN   FR76 3000 6000 0112 3456 7890 189')
    expectConsistent(result)
  })

  it('works inside a worker thread (OCR included), as ingestion runs it', async () => {
    const scan = await file('worker-scan.png', await encodeGrey(letterScan, 'png'))
    const worker = new Worker(new URL('helpers/extract-worker.ts', import.meta.url), {workerData: {mime: 'image/png', path: scan}})
    try {
      const reply = await new Promise<{error?: string; method?: string; text?: string}>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      expect(reply.error).to.equal(undefined)
      expect(reply.method).to.equal('ocr')
      expect(reply.text).to.match(/Nom ?: ?MARTIN/)
    } finally {
      await worker.terminate()
    }
  })
})
