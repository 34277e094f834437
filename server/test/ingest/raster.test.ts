import {expect} from 'chai'

import {degrees, PDFDocument} from 'pdf-lib'
import {getDocumentProxy} from 'unpdf'

import {encodeGrey, imageOnlyPdf, letterPdf, payslipPdf, photograph, renderPages} from '../../src/ingest/bench-ocr.js'
import {imageSize, ocrSize} from '../../src/ingest/image.js'
import {bandCuts} from '../../src/ingest/ocr.js'
import {pageGraphics} from '../../src/ingest/pdf-layout.js'
import {
  densestBand,
  flattenBackground,
  type GreyImage,
  pageGeometry,
  pdfCanvasFactory,
  invertDarkBars,
  removeRules,
  renderPdfPage,
  renderScale,
  rotatedSize,
  rotateGrey,
  scannedPageImage,
  stretchContrast,
  uprightScore,
  whitenDarkSurround,
} from '../../src/ingest/raster.js'

/** The clockwise turn that the geometry says levels the image (quarter + skew), folded into (-180, 180]. */
function correction(image: GreyImage): number {
  const {quarter, skew} = pageGeometry(image)
  const total = quarter + skew
  return total > 180 ? total - 360 : total
}

const fold = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180

describe('ingest: raster geometry', function () {
  this.timeout(60_000)
  let payslip: GreyImage
  let letter: GreyImage

  before(async () => {
    // 150 dpi keeps these tests fast; the geometry works on reduced copies anyway.
    ;[payslip] = await renderPages(await payslipPdf(), 150)
    ;[letter] = await renderPages(await letterPdf(), 150)
  })

  it('renders a page at the OCR resolution, less when the page is too large for the pixel limit', () => {
    expect(renderScale(595, 842, 40_000_000)).to.be.closeTo(300 / 72, 1e-9)
    const scale = renderScale(2384, 3370, 40_000_000)
    expect(2384 * 3370 * scale * scale).to.be.at.most(12_000_001)
    expect(renderScale(595, 842, 1_000_000) ** 2 * 595 * 842).to.be.closeTo(1_000_000, 1)
  })

  it('turns by quarters exactly, by other angles into the bounding box', () => {
    const image: GreyImage = {data: Uint8Array.from([1, 2, 3, 4, 5, 6]), height: 2, width: 3}
    expect([...rotateGrey(image, 90).data]).to.deep.equal([4, 1, 5, 2, 6, 3])
    expect([...rotateGrey(image, 180).data]).to.deep.equal([6, 5, 4, 3, 2, 1])
    expect([...rotateGrey(image, 270).data]).to.deep.equal([3, 6, 2, 5, 1, 4])
    expect(rotatedSize(3, 2, 90)).to.deep.equal({height: 3, width: 2})
    // Any other angle grows the image to the turned bounding box, corners white.
    const turned = rotateGrey({data: new Uint8Array(100 * 50).fill(0), height: 50, width: 100}, 10)
    expect([turned.width, turned.height]).to.deep.equal([107, 67])
    expect(turned.data[0]).to.equal(255)
    expect(turned.data[Math.floor(turned.height / 2) * turned.width + Math.floor(turned.width / 2)]).to.equal(0)
  })

  for (const turn of [0, 4, -3, 90, 93, 180, 177, 270, 266]) {
    it(`finds the turn that levels a page turned ${turn} degrees`, () => {
      const levelled = correction(rotateGrey(payslip, turn))
      // Upside down is settled later (uprightScore): here 180 and 0 are the same lines.
      const residual = fold(turn + levelled)
      expect(Math.min(Math.abs(residual), Math.abs(fold(residual + 180)))).to.be.below(0.3)
    })
  }

  it('finds the skew of a sparse letter photographed at -6 degrees, lighting and noise included', () => {
    const photo = stretchContrast(flattenBackground(photograph(letter, -6)))
    expect(correction(photo)).to.be.closeTo(6, 0.3)
  })

  it('tells upright lines from upside-down ones by their ascenders and descenders', () => {
    expect(uprightScore(payslip)).to.be.above(0.3)
    expect(uprightScore(rotateGrey(payslip, 180))).to.be.below(-0.3)
    expect(uprightScore(letter)).to.be.above(0.3)
    expect(uprightScore(rotateGrey(letter, 180))).to.be.below(-0.3)
  })

  it('picks a band of whole lines with the most ink for a trial read', () => {
    const band = densestBand(payslip)!
    expect(band.height).to.be.within(60, 300)
    expect(band.width).to.be.above(payslip.width / 2)
    expect(densestBand({data: new Uint8Array(100 * 100).fill(255), height: 100, width: 100})).to.equal(null)
  })

  it('evens out lighting: a shadowed corner becomes paper again', () => {
    const photo = photograph(letter, 0)
    const flat = stretchContrast(flattenBackground(photo))
    const corner = (image: GreyImage) => image.data[(image.height - 5) * image.width + image.width - 5]
    expect(corner(photo)).to.be.below(170)
    expect(corner(flat)).to.be.above(235)
  })

  it("keeps grey print dark on a page with areas of a second tone (an app's grey background between white cards)", () => {
    // 600 x 400: white cards (250, grain of a level or two) over a grey background (229) on a
    // third of the page, grey labels (150) and black values (40) on the cards.
    const width = 600
    const height = 400
    const data = new Uint8Array(width * height)
    let seed = 7
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % 3) - 1
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const background = y < 40 || (y > 180 && y < 240) || y > 380 || x < 20 || x > 580
        const label = !background && (y % 70 === 50 || y % 70 === 51) && x > 40 && x < 200
        const value = !background && (y % 70 === 60 || y % 70 === 61 || y % 70 === 62) && x > 40 && x < 300
        data[y * width + x] = label ? 150 : value ? 40 : background ? 229 + noise() : 250 + noise()
      }
    }

    const stretched = stretchContrast({data, height, width})
    const labelLevel = stretched.data[50 * width + 100]
    // The grain is the cards' (a level or two), not the two tones' spread: the labels stay dark
    // enough to read (whitening past the grey background made them 180 and more, measured).
    expect(labelLevel).to.be.below(150)
    expect(stretched.data[60 * width + 100]).to.be.below(20)
    expect(stretched.data[100 * width + 400]).to.equal(255)
  })

  it('reads image sizes from PNG and JPEG headers, and sizes images for OCR', async () => {
    const small: GreyImage = {data: new Uint8Array(640 * 480).fill(200), height: 480, width: 640}
    expect(imageSize(await encodeGrey(small, 'png'))).to.deep.equal({height: 480, width: 640})
    expect(imageSize(await encodeGrey(small, 'jpeg'))).to.deep.equal({height: 480, width: 640})
    expect(imageSize(new TextEncoder().encode('%PDF-1.7 not an image'))).to.equal(null)
    // A small photo is enlarged (at most twice), a large one reduced to an A4 page at 300 dpi.
    expect(ocrSize(640, 480, 40_000_000)).to.deep.equal({height: 960, width: 1280})
    expect(ocrSize(4000, 3000, 40_000_000)).to.deep.equal({height: 2631, width: 3508})
  })

  it('takes a bare scan from its image at its own resolution, placed as rendering would place it (/Rotate too)', async () => {
    const doc = await PDFDocument.load(await imageOnlyPdf([letter]))
    // The same scan on a page displayed a quarter turned: image drawn turned back in user space.
    const turned = await PDFDocument.load(await imageOnlyPdf([rotateGrey(letter, 270)]))
    const [page] = await doc.copyPages(turned, [0])
    page.setRotation(degrees(90))
    doc.addPage(page)
    const pdf = await getDocumentProxy(await doc.save(), {CanvasFactory: (await pdfCanvasFactory()) as never, verbosity: 0})
    try {
      for (const n of [1, 2]) {
        const pdfPage = await pdf.getPage(n)
        const scan = await scannedPageImage(pdfPage, await pageGraphics(pdfPage), 40_000_000)
        expect(scan, `page ${n}`).to.not.equal(null)
        const {image, pixelsPerPoint} = scan!
        // A 150 dpi scan is below 200 dpi: taken to 300 dpi.
        expect(pixelsPerPoint * 72).to.be.closeTo(300, 1e-6)
        const rendered = await renderPdfPage(pdfPage, pixelsPerPoint)
        expect([image.width, image.height]).to.deep.equal([rendered.width, rendered.height])
        let difference = 0
        for (let i = 0; i < image.data.length; i += 13) difference += Math.abs(image.data[i] - rendered.data[i])
        expect(difference / (image.data.length / 13), `page ${n} mean grey difference`).to.be.below(8)
      }
    } finally {
      await pdf.loadingTask.destroy()
    }
  })

  describe('ruled lines and bands', () => {
    /** A white image with dark rectangles [x, y, w, h, grey]. */
    function drawn(width: number, height: number, boxes: [number, number, number, number, number][]): GreyImage {
      const data = new Uint8Array(width * height).fill(255)
      for (const [x0, y0, w, h, grey] of boxes) for (let y = y0; y < y0 + h; y++) data.fill(grey, y * width + x0, y * width + x0 + w)
      return {data, height, width}
    }

    const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x]

    it("whitens a table's thin long rules, light grey ones too, and keeps print: thick strokes and short ones", () => {
      // 2 pixels per point: rules are at most 3 px thick and at least 40 px long.
      const image = drawn(400, 300, [
        [20, 100, 360, 2, 150], // a horizontal rule, light grey as a scanner renders a hairline
        [200, 20, 2, 260, 90], // a vertical rule crossing it
        [60, 60, 10, 30, 0], // a letter's thick stem, crossed by nothing
        [100, 150, 30, 2, 0], // a short thin stroke (a dash in the print)
        [300, 90, 8, 30, 0], // a stem that the horizontal rule crosses
      ])
      const clean = removeRules(image, 2)
      expect(at(clean, 50, 100)).to.equal(255)
      expect(at(clean, 201, 40)).to.equal(255)
      expect(at(clean, 65, 70)).to.equal(0)
      expect(at(clean, 110, 150)).to.equal(0)
      // The crossed stem keeps its pixels above and below the rule.
      expect(at(clean, 304, 95)).to.equal(0)
      expect(at(clean, 304, 110)).to.equal(0)
      // Nothing to remove: the same image back.
      const plain = drawn(100, 100, [[10, 10, 8, 30, 0]])
      expect(removeRules(plain, 2)).to.equal(plain)
    })

    it('turns a white-on-dark bar into print on paper, and leaves print, a photo and a rule alone', () => {
      const image = drawn(400, 300, [
        [20, 100, 360, 30, 20], // a dark bar across the page
        [300, 108, 40, 14, 255], // white print inside it
        [20, 200, 80, 60, 30], // a photo: dark, but narrow
        [20, 280, 360, 3, 0], // a rule: wide, but thin
      ])
      const out = invertDarkBars(image, 2)
      expect(at(out, 30, 110)).to.equal(235)
      expect(at(out, 310, 112)).to.equal(0)
      expect(at(out, 50, 230)).to.equal(30)
      expect(at(out, 50, 281)).to.equal(0)
      const plain = drawn(400, 300, [[20, 200, 80, 60, 30]])
      expect(invertDarkBars(plain, 2)).to.equal(plain)
    })

    it('makes the black around cards scanned with the lid open paper, and keeps the print on the cards', () => {
      const image = drawn(400, 300, [
        [0, 0, 400, 300, 30], // the lid open: black with...
        [200, 250, 1, 1, 240], // ...a speck of dust
        [40, 40, 160, 100, 225], // a card
        [44, 60, 8, 12, 0], // print 4 pixels from the card's edge
        [80, 60, 60, 12, 0], // a line of print
        [240, 160, 120, 80, 220], // the back of the card
      ])
      const out = whitenDarkSurround(image)
      // The surround takes the paper's level (the brightest 1 %: the cards).
      expect(at(out, 10, 10)).to.equal(225)
      expect(at(out, 300, 120)).to.equal(225)
      expect(at(out, 200, 250)).to.equal(225)
      // The cards and their print as they were, next to the edge too.
      expect(at(out, 45, 62)).to.equal(0)
      expect(at(out, 100, 65)).to.equal(0)
      expect(at(out, 41, 100)).to.equal(225)
      expect(at(out, 250, 200)).to.equal(220)
      // Found on a copy half the size: the black column beside the card's edge shares its copy's
      // pixel with the card, and is made paper too (not a dark rule left along the card).
      const large = whitenDarkSurround(drawn(1024, 768, [[0, 0, 1024, 768, 30], [101, 101, 400, 300, 225], [120, 150, 20, 30, 0]]))
      expect(at(large, 100, 200)).to.equal(225)
      expect(at(large, 101, 200)).to.equal(225)
      expect(at(large, 125, 160)).to.equal(0)
    })

    it('makes a black page photographed on a grey table paper, not a dark photo inside a page', () => {
      // The black page covers most of the picture, the table around it is lighter than 40 % of paper.
      const photo = drawn(400, 300, [
        [0, 0, 400, 300, 150],
        [40, 20, 320, 260, 20],
        [80, 60, 120, 80, 230],
        [90, 80, 60, 10, 0],
      ])
      const out = whitenDarkSurround(photo)
      expect(at(out, 60, 200)).to.equal(230)
      expect(at(out, 95, 85)).to.equal(0)
      expect(at(out, 10, 10)).to.equal(150)
      // A dark photo on a page (not at the page's edge, a fifth of it): print to keep.
      const page = drawn(400, 300, [[100, 80, 160, 100, 20], [20, 20, 80, 10, 0]])
      expect(whitenDarkSurround(page)).to.equal(page)
    })

    it('keeps white print on a dark ground at the edge (an app in dark mode), and a page of print on paper', () => {
      const boxes: [number, number, number, number, number][] = [[0, 0, 400, 120, 25]]
      for (let x = 20; x < 380; x += 14) boxes.push([x, 40, 8, 14, 250], [x, 80, 8, 14, 250])
      const header = drawn(400, 300, boxes)
      expect(whitenDarkSurround(header)).to.equal(header)
      const letter = drawn(400, 300, [[20, 20, 300, 12, 0], [20, 50, 280, 12, 0], [20, 80, 340, 12, 0]])
      expect(whitenDarkSurround(letter)).to.equal(letter)
    })

    /** A line of print: letters 8 pixels wide, 4 apart (print is never one long run of ink). */
    function printed(x0: number, y: number, width: number, height: number): [number, number, number, number, number][] {
      const letters: [number, number, number, number, number][] = []
      for (let x = x0; x + 8 <= x0 + width; x += 12) letters.push([x, y, 8, height, 0])
      return letters
    }

    it('cuts a page between lines of text, never through one, and not at all when print is dense', () => {
      const tops = [20, 60, 100, 140, 180, 220, 260, 340, 380, 420, 460, 500, 540]
      const [cut] = bandCuts(drawn(400, 600, tops.flatMap((y) => printed(20, y, 360, 14))), 2)
      // Between two lines, the one where half of the print is above.
      expect(tops.every((y) => cut < y || cut >= y + 14)).to.equal(true)
      expect(cut).to.be.within(234, 260)
      const dense: [number, number, number, number, number][] = []
      for (let y = 0; y < 600; y += 14) dense.push(...printed(20, y, 360, 14))
      expect(bandCuts(drawn(400, 600, dense), 2)).to.deep.equal([])
    })

    it('cuts a page into bands of about the same print, not of the same height', () => {
      // Print on the upper two thirds only: an even split of the height would leave one band with
      // a third of the print.
      const lines: [number, number, number, number, number][] = []
      for (let y = 20; y < 400; y += 30) lines.push(...printed(20, y, 360, 14))
      const [cut] = bandCuts(drawn(400, 600, lines), 2)
      expect(cut).to.be.within(185, 215)
    })

    it('cuts a photo between lines despite the dark surroundings down its sides and the grain of its paper', () => {
      const boxes: [number, number, number, number, number][] = [
        [0, 0, 50, 600, 40], // the table the sheet lies on, left...
        [350, 0, 50, 600, 40], // ...and right
      ]
      const tops = [20, 60, 100, 140, 180, 220, 260, 340, 380, 420, 460, 500, 540]
      for (const y of tops) boxes.push(...printed(70, y, 260, 14))
      const photo = drawn(400, 600, boxes)
      // Grain: a dark speck every 100 pixels of every row, on the paper (under 1 % of the row).
      for (let y = 0; y < 600; y++) for (let x = 60 + (y % 7); x < 340; x += 100) photo.data[y * 400 + x] = 90
      const [cut] = bandCuts(photo, 2)
      expect(tops.every((y) => cut < y || cut >= y + 14)).to.equal(true)
      expect(cut).to.be.within(234, 260)
    })
  })
})
