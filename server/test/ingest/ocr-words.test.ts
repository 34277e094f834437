import {expect} from 'chai'

import {isThousandsGroup} from '../../src/ingest/ocr.js'

/** A word as tesseract gives it, with what isThousandsGroup reads of it. */
const word = (text: string, x0: number, width = 20, height = 20) => ({bbox: {x0, x1: x0 + width, y0: 100, y1: 100 + height}, text}) as never

describe('ingest: OCR words kept', () => {
  it('keeps the leading group of an amount read unsure ("5" of "5 714,74"), and no other short unsure word', () => {
    expect(isThousandsGroup('5', word('5', 100), word('714,74', 130, 90))).to.equal(true)
    expect(isThousandsGroup('12', word('12', 100), word('345.67', 135, 90))).to.equal(true)
    // Too far from the figures that follow: a column of its own (a count, a rate).
    expect(isThousandsGroup('5', word('5', 100), word('714,74', 200, 90))).to.equal(false)
    // Not followed by three digits and cents.
    expect(isThousandsGroup('5', word('5', 100), word('71,40', 130, 70))).to.equal(false)
    expect(isThousandsGroup('5', word('5', 100), word('EUR', 130, 50))).to.equal(false)
    expect(isThousandsGroup('5', word('5', 100), undefined)).to.equal(false)
    expect(isThousandsGroup('ab', word('ab', 100), word('714,74', 130, 90))).to.equal(false)
  })
})
