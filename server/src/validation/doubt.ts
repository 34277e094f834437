/**
 * When a failure rests on a reading that OCR may have got wrong, it is not a rejection.
 *
 * A scan or a phone photo is read by OCR, which drops a digit ("963,04" for "3 963,04"), splits a
 * word or misses a line while reporting a fair confidence. A dossier must not be rejected on such
 * a reading: the worst error for the people who use this is rejecting a valid dossier. So a
 * blocking failure whose evidence includes a doubtful reading becomes a `warning` whose reason
 * says which document to check by hand. Doubtful:
 * - a field the document should carry but that was not found, on a document read by OCR (not on
 *   one where OCR read nothing at all: that document is unusable and the failure stands);
 * - a value read by OCR below the profile's `ocr.trustMin` confidence (N1), or any value read by
 *   OCR in a cross-document comparison (N2: names and amounts read on two documents), unless its
 *   check digits vouch for it (a SIREN, an IBAN) or the identity document's MRZ does;
 * - a value read by OCR whose check digits fail (a misread character, most likely);
 * - a date read by OCR too old only by its year, when one misread digit of that year would make it
 *   recent enough ("2006" or "2020" for "2026": misreadYear).
 * Text-layer readings are exact: their failures stand.
 */
import type {DossierView, Evidence} from './dossier.js'

/**
 * Whether a document was read by OCR (at least one page with words). A document of which OCR read
 * nothing at all (a black or blank scan) is not a doubtful reading but an unusable document: what
 * it should prove is missing, and the failure stands.
 */
export function readByOcr(view: DossierView, evidence: Pick<Evidence, 'document_id' | 'page'>): boolean {
  const doc = view.documentOf(evidence)
  return doc?.doc.layout?.some((p) => p.method === 'ocr' && p.words.length > 0) ?? false
}

/**
 * The evidence item that makes a failure doubtful, if any. `strict`: every OCR value is
 * doubtful (cross-document comparisons); otherwise only those below `trustMin`.
 */
export function doubtfulReading(view: DossierView, evidence: Evidence[], trustMin: number, strict: boolean): Evidence | undefined {
  for (const e of evidence) {
    if (e.field === null) {
      if (readByOcr(view, e)) return e
      continue
    }

    if (e.method !== 'ocr') continue
    const doc = view.documentOf(e)
    // Check digits that hold vouch for the reading whatever OCR's confidence; check digits that
    // fail on an OCR reading are first of all a sign of a misread character ("IBAN ••••7011: invalid
    // key" is far more often an 8 read as a 0 than a wrong IBAN).
    const valid = doc ? view.field(doc, e.field)?.valid : undefined
    if (valid === true) continue
    if (valid === false) return e
    if (strict || (e.ocr_confidence ?? e.confidence) < trustMin) return e
  }

  return undefined
}

/** How much too old a date must be read for its year to be taken for a misreading (misreadYear). */
const MISREAD_YEARS_AT_LEAST = 2

/**
 * The evidence item of a date read by OCR that fails a recency requirement (its date before
 * `earliest`) only by a year one digit away from one that passes: OCR's 0 for a 2 or a 6 ("2006",
 * "2020" for "2026"), seen on held-out scans and photos of tax notices, Kbis extracts and bills.
 * The same day and month with that other year must fall between `earliest` and `latest` (the
 * reference date), and the date read must be two years or more before `earliest`: a document of
 * last month read as six years old is a misreading far more often than a six-year-old document,
 * while one a few months too old is most likely too old (its failure stands). Not a proof either
 * way: the failure becomes a warning that asks.
 */
export function misreadYear(evidence: Evidence[], earliest: string, latest: string): Evidence | undefined {
  return evidence.find((e) => {
    if (e.method !== 'ocr' || !e.value || !/^\d{4}-\d{2}(?:-\d{2})?$/u.test(e.value)) return false
    // (Two years or more too old: a year's misread digit, not a document a few months too old.)
    if (`${Number(e.value.slice(0, 4)) + MISREAD_YEARS_AT_LEAST}${e.value.slice(4)}` > earliest.slice(0, e.value.length)) return false
    const year = e.value.slice(0, 4)
    const rest = e.value.slice(4)
    for (let i = 0; i < 4; i++) {
      for (let digit = 0; digit <= 9; digit++) {
        const other = `${year.slice(0, i)}${digit}${year.slice(i + 1)}`
        if (other === year) continue
        const date = `${other}${rest}`
        if (date >= earliest.slice(0, date.length) && date <= latest.slice(0, date.length)) return true
      }
    }

    return false
  })
}
