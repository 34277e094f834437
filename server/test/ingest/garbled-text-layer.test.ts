import {expect} from 'chai'
import {PDFDocument, StandardFonts} from 'pdf-lib'

import {encodeGrey, LETTER_LINES, letterPdf, renderPages} from '../../src/ingest/bench-ocr.js'
import {extractDocument, replaceWords} from '../../src/ingest/extract-document.js'
import {readCheckedTextLayer} from '../../src/ingest/pdf-layout.js'
import {looksGarbled, textPlausibility} from '../../src/ingest/text-plausibility.js'
import type {LayoutWord, PageLayout} from '../../src/validation/layout.js'
import {ocrScratch} from './helpers/ocr-scratch.js'


/** Each letter three places further in the alphabet: what a font with its own codes and no character map gives. */
function shifted(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036F]/g, '').replace(/[a-z]/gi, (c) => {
    const base = c === c.toLowerCase() ? 97 : 65
    return String.fromCharCode(base + ((c.charCodeAt(0) - base + 3) % 26))
  })
}

/** Each letter replaced by a punctuation code, the other kind of font without a character map. */
function codes(text: string): string {
  return text.replace(/[a-zA-Zé]/g, (c) => String.fromCharCode(33 + (c.toLowerCase().charCodeAt(0) % 15)))
}

const words = (lines: readonly string[]) => lines.flatMap((l) => l.split(/\s+/))

function word(text: string, x: number, y: number, conf?: number): LayoutWord {
  return {h: 10, text, w: 6 * text.length, x, y, ...(conf === undefined ? {} : {conf})}
}

describe('ingest: a text layer that is not text', function () {
  this.timeout(60_000)
  const file = ocrScratch('svc-garbled-test-')

  describe('textPlausibility, looksGarbled', () => {
    it('takes French and English prose, forms and a passport for text', () => {
      expect(looksGarbled(words(LETTER_LINES.map(([, , text]) => text)))).to.equal(false)
      const english = 'This certificate confirms that the insured company holds professional liability insurance with us for the period stated below, subject to the terms of the policy.'
      expect(looksGarbled(words([english]))).to.equal(false)
      const form = ['IBAN : FR76 3000 4000 0312 3456 7890 143', 'BIC : BNPAFRPPXXX', 'Titulaire du compte : SARL BOULANGERIE DUPONT', 'Domiciliation : BNP PARIBAS LYON BELLECOUR', 'Relevé d’identité bancaire', 'Code banque Code guichet Numéro de compte Clé RIB']
      expect(looksGarbled(words(form))).to.equal(false)
      const passport = ['PASSPORT', 'PASSEPORT', 'United Kingdom of Great Britain and Northern Ireland', 'Surname / Nom', 'SMITH', 'Given names / Prénoms', 'JOHN JAMES', 'Date of birth', '12 MAR /MARS 85', 'P<GBRSMITH<<JOHN<JAMES<<<<<<<<<<<<<<<<<<<<<<', '9876543210GBR8503127M3104231<<<<<<<<<<<<<<08']
      expect(looksGarbled(words(passport))).to.equal(false)
      const german = 'Hiermit bestätigen wir, dass die Gesellschaft ihren steuerlichen Pflichten nachgekommen ist und keine Rückstände bestehen.'
      expect(looksGarbled(words([german]))).to.equal(false)
      // Pairs French and English lack (cz, dz, zw), and abbreviations, with the vowels of prose (a real PDF, pdf.js's issue5801).
      const polish = 'PLAN_LATO_2014_2015 Grupa Rozkład - II B stac. II-go st. IMD W2 P7 poniedziałek Wt Śr czwartek piątek So N'
      expect(textPlausibility(words([polish])).commonPairShare).to.be.below(0.85)
      expect(looksGarbled(words([polish]))).to.equal(false)
    })

    it('finds letters moved to other letters, and letters printed as punctuation codes', () => {
      const letter = LETTER_LINES.map(([, , text]) => text)
      expect(textPlausibility(words(letter.map((l) => shifted(l)))).commonPairShare).to.be.below(0.6)
      expect(looksGarbled(words(letter.map((l) => shifted(l))))).to.equal(true)
      expect(looksGarbled(words(letter.map((l) => codes(l))))).to.equal(true)
    })

    it('says nothing about too little text, figures, or leaders', () => {
      expect(looksGarbled(['Qxzv', 'Wkjq'])).to.equal(false)
      expect(looksGarbled(words(['12 345,67 € 1 234,00 € 31/10/2026 01/10/2026 2 480,00 € 3 115,14 €', '.......... .......... __________ ..........']))).to.equal(false)
      expect(textPlausibility(['Nom', '..........', 'MARTIN']).symbolShare).to.equal(0)
      // A table of contents whose leaders are a word per dot (a real PDF, pdf.js's bug886717).
      const contents = Array.from({length: 30}, (_, i) => `${i + 1} Chapter ${i + 1} ${'. '.repeat(20)}${i * 7 + 3}`)
      expect(looksGarbled(words(contents))).to.equal(false)
    })
  })

  describe('replaceWords', () => {
    const layout: PageLayout = {height: 842, method: 'pdf-text', page: 1, width: 595, words: [word('Nom', 72, 60), word('PDUWLQ', 110, 60), word('Lyon', 340, 120)]}

    it('swaps the garbled words for the words read that no kept word covers, and keeps the rest', () => {
      const read: PageLayout = {
        confidence: 0.9,
        height: 842,
        method: 'ocr',
        page: 1,
        width: 595,
        words: [word('Nom', 73, 61, 0.95), word('MARTIN', 111, 59, 0.93), word('Lyon', 341, 121, 0.9), word('Signature', 340, 400, 0.9)],
      }
      const merged = replaceWords(layout, [layout.words[1]], read)
      expect(merged.words.map((w) => w.text).sort()).to.deep.equal(['Lyon', 'MARTIN', 'Nom', 'Signature'])
      expect(merged.words.find((w) => w.text === 'Nom')!.conf).to.equal(undefined)
      expect(merged).to.include({confidence: 0.9, method: 'ocr'})
    })

    it('takes the whole reading when the frames differ and most words are garbled, else keeps the text layer', () => {
      const turned: PageLayout = {height: 595, method: 'ocr', page: 1, rotation: 90, width: 842, words: [word('MARTIN', 100, 100, 0.9)]}
      expect(replaceWords(layout, layout.words.slice(0, 2), turned)).to.equal(turned)
      expect(replaceWords(layout, [layout.words[1]], turned)).to.equal(layout)
    })
  })

  describe('extractDocument', () => {
    /** The letter as an image, with its text layer in a font whose codes are not its letters, where the letter prints them. */
    async function letterWithTextLayer(encode: (text: string) => string): Promise<string> {
      const [image] = await renderPages(await letterPdf(), 200)
      const doc = await PDFDocument.create()
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([595, 842])
      // The text layer first, the image of the page over it (as scanner applications stack them).
      for (const [x, y, text] of LETTER_LINES) page.drawText(encode(text), {font, size: 11, x, y})
      page.drawImage(await doc.embedPng(await encodeGrey(image, 'png')), {height: 842, width: 595, x: 0, y: 0})
      return file(`letter-${encode.name}.pdf`, await doc.save())
    }

    it('finds the garbled words of a text layer, and none in a good one', async () => {
      const {getDocumentProxy} = await import('unpdf')
      for (const [bytes, garbled] of [
        [await letterPdf(), 0],
        [await (async () => {
          const doc = await PDFDocument.create()
          const font = await doc.embedFont(StandardFonts.Helvetica)
          const bold = await doc.embedFont(StandardFonts.HelveticaBold)
          const page = doc.addPage([595, 842])
          // The body is text; the bold font's codes are not its letters.
          for (const [x, y, text] of LETTER_LINES) page.drawText(text, {font, size: 11, x, y})
          page.drawText(shifted('Attestation de domicile établie pour servir et valoir ce que de droit auprès de tout organisme'), {font: bold, size: 11, x: 72, y: 400})
          return doc.save()
        })(), 16],
      ] as const) {
        const pdf = await getDocumentProxy(new Uint8Array(bytes), {verbosity: 0})
        const checked = await readCheckedTextLayer(await pdf.getPage(1))
        expect(checked.garbled.length).to.equal(garbled)
        if (garbled) expect(checked.garbled.map((w) => w.text)).to.include('Dwwhvwdwlrq')
        await pdf.loadingTask.destroy()
      }
    })

    it('reads by OCR a page whose text layer is letters moved to other letters, in place of those words', async () => {
      const result = await extractDocument(await letterWithTextLayer(shifted), 'application/pdf')
      expect(result.method).to.equal('ocr')
      expect(result.layouts[0].method).to.equal('ocr')
      expect(result.texts[0]).to.match(/Nom ?: ?MARTIN/)
      expect(result.texts[0]).to.match(/12 rue des Lilas/)
      expect(result.texts[0]).not.to.include('PDUWLQ')
      expect(result.layouts[0].words.every((w) => w.conf !== undefined)).to.equal(true)
    })

    it('reads by OCR a page whose text layer is punctuation codes', async () => {
      const result = await extractDocument(await letterWithTextLayer(codes), 'application/pdf')
      expect(result.method).to.equal('ocr')
      expect(result.texts[0], result.texts[0]).to.match(/attestation de domicile/)
    })

    it('keeps the garbled text layer, and says so, when OCR is off', async () => {
      const result = await extractDocument(await letterWithTextLayer(shifted), 'application/pdf', {ocr: false})
      expect(result.method).to.equal('pdf-text')
      expect(result.texts[0]).to.include('PDUWLQ')
      expect(result.detail).to.equal('Page 1 has a text layer that is not text (a font without its character map) and OCR is off.')
    })
  })
})
