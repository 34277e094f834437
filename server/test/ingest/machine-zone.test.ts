import {expect} from 'chai'

import {scanPdf, scanSettings} from '../../src/corpus/capture.js'
import {passportFrance} from '../../src/corpus/layouts/identity/passeport.js'
import {mulberry32} from '../../src/corpus/rng.js'
import {extractDocument} from '../../src/ingest/extract-document.js'
import {findMrz} from '../../src/validation/mrz.js'
import {FACTS} from '../corpus/facts-fixture.js'
import {ocrScratch} from './helpers/ocr-scratch.js'

describe("ingest: an identity document's machine-readable zone read again with its alphabet", function () {
  this.timeout(120_000)
  const file = ocrScratch('svc-machine-zone-')

  it('reads both lines of a scanned passport whose zone the page read made "<<<<eeeeeeeeece" of', async () => {
    // The corpus's French passport, scanned upside down: read with the page, the first line's
    // fillers came back as letters and the second line not at all (no zone, measured).
    const passport = await passportFrance(FACTS, {issueDate: '2026-08-14'}, mulberry32(1))
    const rng = mulberry32(12)
    const scan = await scanPdf(passport.pdf, scanSettings(rng, '2026-09-01', 180), rng)
    const read = await extractDocument(await file('passeport.pdf', scan.bytes), 'application/pdf', {timeoutMs: 60_000})
    const zone = findMrz(read.texts.join('\n').split('\n'), {refDate: '2026-09-01'})
    expect(zone, 'a machine-readable zone').to.not.equal(undefined)
    expect(zone!.checks).to.include({birthDate: true, expiryDate: true})
    expect(zone!.fields).to.include({birthDate: '1985-03-14', surname: 'MARTIN'})
  })
})
