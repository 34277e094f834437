import {expect} from 'chai'
import {readFile} from 'node:fs/promises'
import {PDFDocument, type PDFPage, rgb, StandardFonts} from 'pdf-lib'

import {LETTER_LINES, renderPages} from '../../src/ingest/bench-ocr.js'
import {closeOcr, ocrPage, type Trial, trialsToReadAgain, turnedOverZone} from '../../src/ingest/ocr.js'
import {rotateGrey, type GreyImage} from '../../src/ingest/raster.js'
import {pageText} from '../../src/validation/layout.js'

const done = (ms: number, quality = 0.9): Trial => ({ms, quality, timedOut: false})

/**
 * A letter in capitals rendered at 200 dpi, with what `more` draws on its page: its line shapes
 * say nothing of the way up (no ascenders or descenders to tell), so trial reads decide it.
 */
async function capitalsLetter(more: (page: PDFPage) => void = () => {}): Promise<GreyImage> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595, 842])
  for (const [x, y, text] of LETTER_LINES) page.drawText(text.toUpperCase().replace('’', "'"), {font, size: 11, x, y})
  more(page)
  const [image] = await renderPages(await doc.save(), 200)
  return image
}
const cutOff = (ms: number): Trial => ({ms, quality: 0, timedOut: true})

describe('ingest: trial reads on a busy machine', () => {
  describe('trialsToReadAgain', () => {
    it('reads a trial cut off again when the other way took more than half the bound (the load slowed both)', () => {
      expect(trialsToReadAgain(cutOff(4100), done(3800), 4000, false)).to.deep.equal(['upright'])
      expect(trialsToReadAgain(done(2500), cutOff(4100), 4000, false)).to.deep.equal(['flipped'])
    })

    it('reads neither again when the other way was quick: that way reads, this one does not', () => {
      expect(trialsToReadAgain(cutOff(4100), done(900), 4000, false)).to.deep.equal([])
      expect(trialsToReadAgain(done(1500), cutOff(4100), 4000, false)).to.deep.equal([])
    })

    it('reads both again when both were cut off, unless across the lines', () => {
      expect(trialsToReadAgain(cutOff(4800), cutOff(4700), 4000, false)).to.deep.equal(['upright', 'flipped'])
      expect(trialsToReadAgain(cutOff(4800), cutOff(4700), 4000, true)).to.deep.equal([])
      expect(trialsToReadAgain(cutOff(4100), done(3800), 4000, true)).to.deep.equal([])
    })

    it('reads nothing again when neither was cut off', () => {
      expect(trialsToReadAgain(done(3900), done(3900), 4000, false)).to.deep.equal([])
    })
  })

  describe('ocrPage', function () {
    this.timeout(120_000)
    let capitals: GreyImage
    before(async () => {
      capitals = await capitalsLetter()
    })
    after(() => closeOcr())

    for (const turn of [0, 180]) {
      it(`reads a capitals page turned ${turn} degrees the right way up when the first trials are all cut off (a busy machine)`, async () => {
        // A first trial bound no trial can meet acts out a machine so loaded that every first trial
        // runs out: both ways are read again with the longer bound, and the page comes out right.
        // (Cut off and not read again, both ways scored 0 and the page stayed as it came.)
        const result = await ocrPage(rotateGrey(capitals, turn), {deadline: Date.now() + 100_000, page: 1, pixelsPerPoint: 200 / 72, trialMs: 1})
        expect(result.trials, 'two trials and two read again').to.equal(4)
        expect(result.rotation).to.equal((360 - turn) % 360)
        expect(pageText(result.layout)).to.match(/NOM ?: ?MARTIN/)
      })
    }

    it('reads it with two trials on an idle machine', async () => {
      const result = await ocrPage(rotateGrey(capitals, 180), {deadline: Date.now() + 100_000, page: 1, pixelsPerPoint: 200 / 72})
      expect(result.trials).to.equal(2)
      expect(result.rotation).to.equal(180)
    })
  })
})

describe('ingest: the bounded read of a page the trials found unreadable, on a busy machine', function () {
  this.timeout(120_000)
  // The capitals letter above twelve rows of ink blots, denser than its lines: the trial reads of
  // the densest band read nothing either way up, so the page's full read is bounded (noise can
  // keep tesseract busy for minutes); the letter itself reads.
  let blotted: GreyImage
  before(async () => {
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    blotted = await capitalsLetter((page) => {
      for (let row = 0; row < 12; row++) {
        for (let x = 40; x < 555; ) {
          const width = 2 + random() * 7
          page.drawRectangle({color: rgb(0, 0, 0), height: 4, width, x, y: 400 - row * 20 - random() * 3})
          x += width + 0.8 + random() * 2
        }
      }
    })
  })
  after(() => closeOcr())
  const options = {page: 1, pixelsPerPoint: 200 / 72}

  it('reads it within its bound', async () => {
    // (Bounds no load can run out: what the fixture is, whatever the machine's load.)
    const result = await ocrPage(blotted, {...options, deadline: Date.now() + 100_000, trialMs: 60_000, unreadableMs: 60_000})
    expect(result.boundedRead).to.equal('read')
    expect(pageText(result.layout)).to.match(/NOM ?: ?MARTIN/)
  })

  it('reads nothing when the bounded read runs out and the trials saw an idle machine', async () => {
    // (A trial bound no load can bring a trial near: the trials see an idle machine.)
    const result = await ocrPage(blotted, {...options, deadline: Date.now() + 100_000, trialMs: 60_000, unreadableMs: 1})
    expect(result.boundedRead).to.equal('ranOut')
    expect(result.layout.words).to.deep.equal([])
  })

  it('reads it again with a longer bound when it ran out and the trials saw a busy machine', async () => {
    // The first trials cut off (a bound none can meet) are what a loaded machine does to them;
    // the bounded read run out then is the load's doing too, not the page's.
    const result = await ocrPage(blotted, {...options, deadline: Date.now() + 100_000, trialMs: 1, unreadableMs: 1})
    expect(result.boundedRead).to.equal('readAgain')
    expect(pageText(result.layout)).to.match(/NOM ?: ?MARTIN/)
  })

})

describe('ingest: a machine-readable zone read upside down', function () {
  this.timeout(120_000)
  after(() => closeOcr())

  it('knows a zone read turned over by its fillers (">>>>", no "<" on the page)', () => {
    expect(turnedOverZone([{text: '0>>>>>>>>>>22>22>C/CCITENVCOHO9SYHFIOCHOHOSOTE'}, {text: 'PASSPORT'}])).to.equal(true)
    expect(turnedOverZone([{text: 'P<GBRHARGREAVES<<OLIVER<JAMES<<<<<<<<<<<<<<<<<'}, {text: '0>>>>>>>>>>22>22>C/CCITENVCOHO9SYHFIOCHOHOSOTE'}])).to.equal(false)
    // Nor an arrow or a table's ">>" in a short word.
    expect(turnedOverZone([{text: 'Suite >>>>'}, {text: 'Total'}])).to.equal(false)
  })

  it("reads a passport's copy made upside down, the copier's lid open, the right way up", async () => {
    // Both trial reads come out as bad (the dark surround is in the band): the zone's fillers,
    // read as ">", say the page is upside down.
    const pdf = await readFile(new URL('fixtures/passport-copy-lid-open.pdf', import.meta.url))
    const [page] = await renderPages(new Uint8Array(pdf), 200)
    const result = await ocrPage(rotateGrey(page, 180), {deadline: Date.now() + 100_000, page: 1, pixelsPerPoint: 200 / 72})
    expect(result.rotation).to.equal(180)
    expect(pageText(result.layout)).to.match(/PASAPORTE/)
  })
})
