import {expect} from 'chai'
import {beginText, degrees, endText, moveText, PDFDocument, PDFHexString, PDFName, setFontAndSize, showText, StandardFonts} from 'pdf-lib'
import {getDocumentProxy} from 'unpdf'

import {encodeGrey} from '../../src/ingest/bench-ocr.js'
import {layoutFromTextItems, pageGraphics, normalizeExtractedText, readableCharCount, readTextLayer} from '../../src/ingest/pdf-layout.js'
import type {LayoutWord, PageLayout} from '../../src/validation/layout.js'
import {pageText} from '../../src/validation/layout.js'

/** Helvetica's ascent and descent as pdf.js reports them (fractions of the font size). */
const ASCENT = 0.718
const DESCENT = 0.207

async function layoutsOf(bytes: Uint8Array): Promise<PageLayout[]> {
  const pdf = await getDocumentProxy(bytes, {verbosity: 0})
  try {
    const layouts: PageLayout[] = []
    for (let n = 1; n <= pdf.numPages; n++) layouts.push(await readTextLayer(await pdf.getPage(n)))
    return layouts
  } finally {
    await pdf.loadingTask.destroy()
  }
}

function word(layout: PageLayout, text: string): LayoutWord {
  const found = layout.words.find((w) => w.text === text)
  if (!found) throw new Error(`no word "${text}" in ${JSON.stringify(layout.words.map((w) => w.text))}`)
  return found
}

describe('ingest: PDF text layer with positions', () => {
  it('places each word of "Nom :" and "MARTIN" in points from the top-left corner, in reading order', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    page.drawText('Nom :', {font, size: 12, x: 72, y: 700})
    page.drawText('MARTIN', {font, size: 12, x: 200, y: 700})
    page.drawText('Adresse : 12 rue des Lilas', {font, size: 10, x: 72, y: 680})
    const [layout] = await layoutsOf(await doc.save())

    expect(layout).to.include({height: 842, method: 'pdf-text', page: 1, width: 595})
    expect(layout.rotation).to.equal(undefined)
    expect(layout.words.map((w) => w.text)).to.deep.equal(['Nom', ':', 'MARTIN', 'Adresse', ':', '12', 'rue', 'des', 'Lilas'])
    const top = 842 - 700 - 12 * ASCENT
    const nom = word(layout, 'Nom')
    expect(nom.x).to.be.closeTo(72, 0.5)
    expect(nom.y).to.be.closeTo(top, 0.5)
    expect(nom.w).to.be.closeTo(font.widthOfTextAtSize('Nom', 12), 0.5)
    expect(nom.h).to.be.closeTo(12 * (ASCENT + DESCENT), 0.5)
    // The colon's place is estimated from glyph widths within the item "Nom :".
    expect(word(layout, ':').x).to.be.closeTo(72 + font.widthOfTextAtSize('Nom ', 12), 1)
    const martin = word(layout, 'MARTIN')
    expect(martin.x).to.be.closeTo(200, 0.5)
    expect(martin.y).to.be.closeTo(top, 0.5)
    expect(martin.w).to.be.closeTo(font.widthOfTextAtSize('MARTIN', 12), 0.5)
    // A word in the middle of a longer item: within a point of where Helvetica puts it.
    expect(word(layout, 'Lilas').x).to.be.closeTo(72 + font.widthOfTextAtSize('Adresse : 12 rue des ', 10), 1)
    expect(pageText(layout)).to.equal('Nom :   MARTIN\nAdresse : 12 rue des Lilas')
    expect(readableCharCount(layout)).to.equal('Nom:MARTINAdresse:12ruedesLilas'.length)
  })

  it('reads a page with /Rotate 90 in its displayed frame (landscape, text upright)', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    page.setRotation(degrees(90))
    // Drawn turned a quarter counter-clockwise in user space, so it reads upright once displayed.
    // /Rotate 90 maps user (ux, uy) to displayed (uy, ux).
    page.drawText('Nom :', {font, rotate: degrees(90), size: 12, x: 120, y: 72})
    page.drawText('MARTIN', {font, rotate: degrees(90), size: 12, x: 120, y: 300})
    const [layout] = await layoutsOf(await doc.save())

    expect(layout).to.include({height: 595, width: 842})
    expect(layout.rotation).to.equal(undefined)
    expect(pageText(layout)).to.equal('Nom :   MARTIN')
    expect(word(layout, 'Nom').x).to.be.closeTo(72, 0.5)
    expect(word(layout, 'Nom').y).to.be.closeTo(120 - 12 * ASCENT, 0.5)
    expect(word(layout, 'MARTIN').x).to.be.closeTo(300, 0.5)
  })

  it('turns a page whose text all reads sideways so that it reads left to right, and records the turn', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    // A landscape table printed sideways on a portrait page: the text reads bottom to top.
    page.drawText('Salaire de base', {font, rotate: degrees(90), size: 10, x: 100, y: 72})
    page.drawText('1 850,00', {font, rotate: degrees(90), size: 10, x: 100, y: 400})
    page.drawText('Net a payer', {font, rotate: degrees(90), size: 10, x: 130, y: 72})
    // A stamp at 30 degrees is left out rather than breaking the lines.
    page.drawText('COPIE', {font, rotate: degrees(30), size: 30, x: 300, y: 300})
    const [layout] = await layoutsOf(await doc.save())

    expect(layout).to.include({height: 595, rotation: 90, width: 842})
    expect(pageText(layout)).to.equal('Salaire de base   1 850,00\nNet a payer')
    expect(word(layout, 'Salaire').x).to.be.closeTo(72, 0.5)
    expect(word(layout, '1').x).to.be.closeTo(400, 0.5)
  })

  it("sets upright a block turned a quarter or a half beside the page's text (a card's back copied sideways or upside down), where it then stands clear", async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const page = doc.addPage([595, 842])
    // The front, upright at the left.
    page.drawText('ICELAND NAFNSKIRTEINI / IDENTITY CARD', {font, size: 9, x: 60, y: 720})
    page.drawText('Surname', {font, size: 8, x: 60, y: 700})
    page.drawText('JONSSON', {font, size: 10, x: 60, y: 688})
    page.drawText('Given names', {font, size: 8, x: 60, y: 670})
    page.drawText('GUNNAR THOR', {font, size: 10, x: 60, y: 658})
    // The back turned a quarter (reading bottom to top) at the right, two lines of it.
    page.drawText('Date of issue', {font, rotate: degrees(90), size: 8, x: 420, y: 560})
    page.drawText('26.08.2027', {font, rotate: degrees(90), size: 10, x: 432, y: 560})
    // An upside-down line lower down.
    page.drawText('IDISLL7200611', {font, rotate: degrees(180), size: 10, x: 300, y: 300})
    const [layout] = await layoutsOf(await doc.save())
    // (The page still reads as its front does.)
    expect(layout.rotation).to.equal(undefined)
    const issue = word(layout, 'issue')
    const date = word(layout, '26.08.2027')
    // Upright: the label left to right, its value on the line under it, starting under it.
    expect(word(layout, 'Date').x).to.be.lessThan(issue.x)
    expect(Math.abs(word(layout, 'Date').y - issue.y)).to.be.lessThan(1)
    expect(date.y).to.be.greaterThan(issue.y)
    expect(date.x).to.be.closeTo(word(layout, 'Date').x, 1)
    // Where the block stood: right of the front, near its place on the page.
    expect(word(layout, 'Date').x).to.be.greaterThan(300)
    expect(date.y).to.be.within(230, 320)
    expect(word(layout, 'IDISLL7200611').y).to.be.within(520, 560)
    // A turned block that would cover the page's text is left out, as before.
    const crowded = await PDFDocument.create()
    const cfont = await crowded.embedFont(StandardFonts.Helvetica)
    const cpage = crowded.addPage([595, 842])
    for (let y = 100; y < 800; y += 12) cpage.drawText('ligne de texte de la page courante qui occupe toute la largeur de la page', {font: cfont, size: 10, x: 40, y})
    cpage.drawText('Document a conserver sans limitation de duree', {font: cfont, rotate: degrees(90), size: 7, x: 20, y: 200})
    const [full] = await layoutsOf(await crowded.save())
    expect(full.words.some((w) => w.text === 'conserver')).to.equal(false)
  })

  it('expands ligatures and keeps a word drawn twice for fake bold once', async () => {
    const doc = await PDFDocument.create()
    const page = doc.addPage([595, 842])
    // Helvetica with code 128 mapped to the glyph /fi, which pdf.js reads as U+FB01.
    const encoding = doc.context.obj({BaseEncoding: 'WinAnsiEncoding', Differences: [128, PDFName.of('fi')], Type: 'Encoding'})
    const fontRef = doc.context.register(doc.context.obj({BaseFont: 'Helvetica', Encoding: encoding, Subtype: 'Type1', Type: 'Font'}))
    page.node.setFontDictionary(PDFName.of('Lig'), fontRef)
    const finance = PDFHexString.of('80' + Buffer.from('nancement').toString('hex'))
    page.pushOperators(beginText(), setFontAndSize('Lig', 12), moveText(72, 700), showText(finance), endText())
    page.pushOperators(beginText(), setFontAndSize('Lig', 12), moveText(72.4, 700), showText(finance), endText())
    page.pushOperators(beginText(), setFontAndSize('Lig', 12), moveText(72, 680), showText(PDFHexString.of(Buffer.from('Total').toString('hex'))), endText())
    const [layout] = await layoutsOf(await doc.save())

    expect(layout.words.map((w) => w.text)).to.deep.equal(['financement', 'Total'])
    expect(normalizeExtractedText('\uFB01n\uFB02ux e\u0301t\u00E9\u00A0:')).to.equal('finflux été :')
  })

  it('gives no words for a page without a text layer', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([595, 842]).drawRectangle({height: 100, width: 100, x: 50, y: 50})
    const [layout] = await layoutsOf(await doc.save())
    expect(layout.words).to.deep.equal([])
    expect(readableCharCount(layout)).to.equal(0)
  })

  it('does not count private-use glyph codes (a font without a Unicode map) as readable', () => {
    const layout = layoutFromTextItems(
      [{fontName: 'f', str: '\uE001\uE002\uE003 \uE004\uE005 ok', transform: [10, 0, 0, 10, 50, 700], width: 80}],
      {f: {ascent: 0.7, descent: -0.2, fontFamily: 'sans-serif', vertical: false}},
      {height: 842, transform: [1, 0, 0, -1, 0, 842], width: 595},
      1,
    )
    expect(layout.words).to.have.length(3)
    expect(readableCharCount(layout)).to.equal(2)
  })

  it('sees what a page paints: how much images cover (a scan: all of it; a logo: little), text over them', async () => {
    const doc = await PDFDocument.create()
    const png = await doc.embedPng(await encodeGrey({data: new Uint8Array(40 * 40).fill(90), height: 40, width: 40}, 'png'))
    doc.addPage([595, 842]).drawImage(png, {height: 842, width: 595, x: 0, y: 0})
    const logo = doc.addPage([595, 842])
    logo.drawImage(png, {height: 60, width: 60, x: 40, y: 760})
    logo.drawImage(png, {height: 60, width: 60, x: 140, y: 760})
    logo.drawText('Letterhead', {size: 10, x: 40, y: 740})
    doc.addPage([595, 842])
    const pdf = await getDocumentProxy(await doc.save(), {verbosity: 0})
    try {
      const [scan, letterhead, blank] = [await pageGraphics(await pdf.getPage(1)), await pageGraphics(await pdf.getPage(2)), await pageGraphics(await pdf.getPage(3))]
      expect(scan).to.include({hasText: false, paintsOverImages: false})
      expect(scan.coverage).to.be.closeTo(1, 1e-6)
      expect(scan.images).to.have.length(1)
      expect(scan.images[0].matrix).to.deep.equal([595, 0, 0, 842, 0, 0])
      expect(letterhead).to.include({hasText: true, hiddenText: false, paintsOverImages: true})
      expect(letterhead.coverage).to.be.closeTo((2 * 60 * 60) / (595 * 842), 1e-6)
      expect(blank).to.deep.equal({coverage: 0, hasText: false, hiddenText: false, images: [], paintsOverImages: false})
    } finally {
      await pdf.loadingTask.destroy()
    }
  })
})
