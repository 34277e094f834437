/**
 * Field extraction with provenance, over positioned text (layout.ts, locate.ts, blocks.ts).
 *
 * For each field of a document type (profile), in order:
 * 1. its labels, in the profile's order, each at every place it occurs (reading order, page
 *    furniture skipped); for each occurrence the value is looked for inline after the label, then
 *    in the next segment to the right, then below the label, then at the start of the next line;
 * 2. the machine-readable zone of an identity document (`mrz`), which wins over the visual zone
 *    when its check digits hold (a disagreement is kept as `conflict`);
 * 3. fallbacks: the first well-formed value anywhere (`anywhere`), the addressee block for names
 *    and addresses printed without a label (`block`), the file name for dates (`filename`).
 * Every value records where it came from and how sure we are: label inline or right 0.95, below
 * 0.9, next line 0.85, address block 0.8, MRZ with valid check digits 0.99, bad checksum 0.7,
 * no label 0.6, file name 0.5; OCR multiplies by the words' OCR confidence.
 */
import * as fuzz from 'fuzzball'

import {addressBlocks, blockAddress, blockScore, DWELLING_KIND, endsWithLinkWord, isCountryLine, furnitureLines, hasLegalForm, isCompanyKindLine, isInstitutionName, isPageNumber, isPersonBlock, isPostcodeTown, isStreetLine, namesAPerson, PERSON_NEVER, type AddressBlock} from './blocks.js'
import {checksumHolds, ibanOfRib, repairOcrIban, type ChecksumAlgo} from './checks.js'
import {findMrz, MRZ_CELL, type MrzCheck, type MrzReading} from './mrz.js'
import {buildLines, layoutFromText, median, readByOcr, type LayoutWord, type PageLayout} from './layout.js'
import {
  below,
  belowFrom,
  boxOf,
  findLabel,
  indexLine,
  isGuessedWord,
  labelPattern,
  lineAbove,
  lineUnder,
  nextLine,
  ocrCanonical,
  right,
  segmentRest,
  textCells,
  wholeSegment,
  separatorLength,
  ANNOUNCING_PHRASE,
  wordConfidence,
  wordsIn,
  type Candidate,
  type IndexedLine,
  type IndexedSegment,
  type LabelHit,
} from './locate.js'
import {
  amountStyle,
  dateFromFileName,
  findAllDates,
  findAmount,
  findBic,
  findIban,
  findMonth,
  findPostcode,
  findSiren,
  findSiret,
  findTva,
  findYear,
  type Found,
} from './parse.js'
import {companyForm, icaoTransliteration, LEGAL_FORM_PHRASES} from './names.js'
import type {DocumentTypeSpec, FieldSpec, FieldType} from './profile.js'
import {readingPages, type SheetPart} from './sheets.js'
import {fold, foldLoose, isAllCaps, normalizeText} from './text.js'

export type ExtractionMethod = 'filename' | 'human' | 'mrz' | 'ocr' | 'pdf-text'

export interface ExtractedField {
  field: string
  type: FieldType
  /** Normalised value: ISO date, `YYYY-MM`, decimal amount `"1234.56"`, digits, electronic IBAN, text. */
  value: string
  /** The text as printed. */
  raw: string
  page: number | null
  /** Where on the page, in points from the top-left corner: [x0, y0, x1, y1]. */
  bbox?: [number, number, number, number] | null
  method: ExtractionMethod
  /** Which rule found it: `inline:<label>`, `right:<label>`, `below:<label>`, `next-line:<label>`, `mrz`, `block`, `anywhere:<type>`, `filename`, `compose`, `vat` (a SIREN from its VAT number). */
  extractor: string
  confidence: number
  /** Mean OCR confidence of the value's words (OCR only). */
  ocr_confidence?: number
  /** Whether the value passes its type's checksum (SIREN, SIRET, IBAN, TVA, BIC); absent for other types. */
  valid?: boolean
  sensitive?: boolean
  /** Another reading of the same field that disagrees (e.g. the visual zone against the MRZ). */
  conflict?: {value: string; method: ExtractionMethod; extractor: string; page: number | null}
}

const CONFIDENCE = {anywhere: 0.6, block: 0.8, filename: 0.5, invalid: 0.7, mrz: 0.99, 'next-line': 0.85, below: 0.9, inline: 0.95, right: 0.95}

/** Rest-of-text types: the value is the text itself (cut at another label), not a pattern in it. */
const FREE_TEXT = new Set<FieldType>(['name', 'company', 'text', 'address'])

/** What extraction needs to know beyond the document: the run's reference date (two-digit years). */
export interface ExtractOptions {
  refDate?: string
  /** Set by extractFields: an OCR-read document whose amounts have cents (see findAmount). */
  amountsLostComma?: boolean
  /** Set by extractFields: a document whose amounts are whole euros (see amountStyle). */
  wholeAmounts?: boolean
}

/** The document as extraction sees it. */
export interface ExtractInput {
  pages: string[]
  layout?: PageLayout[]
  file_name: string
}

type Finder = (text: string) => Found | undefined

function finder(field: FieldSpec, pattern: RegExp | undefined, options: ExtractOptions): Finder {
  switch (field.type) {
    case 'date': {
      const dateOptions = {refDate: options.refDate, twoDigitYear: field.dateKind}
      return (t) => findAllDates(t, dateOptions)[0]
    }

    case 'month': {
      return (t) => findMonth(t, {refDate: options.refDate})
    }

    case 'year': {
      return findYear
    }

    case 'amount': {
      return (t) => findAmount(t, false, options.amountsLostComma)
    }

    case 'siren': {
      return findSiren
    }

    case 'siret': {
      return findSiret
    }

    case 'iban': {
      return findIban
    }

    case 'bic': {
      return findBic
    }

    case 'tva': {
      return findTva
    }

    case 'postcode': {
      return findPostcode
    }

    default: {
      const re = pattern ?? (field.type === 'code' ? /[A-Z0-9][A-Z0-9-]{3,}/ : undefined)
      return (t) => {
        if (!re) return undefined
        const m = re.exec(t)
        if (m) return {index: m.index, raw: m[0], value: (m[1] ?? m[0]).trim()}
        if (field.type !== 'code') return undefined
        // OCR splits a code ("DJ YR5Y1CY", "QAAJ J D5A4NRHS56"): up to three short groups (one to
        // four characters) join the rest.
        const split = /(?<![A-Z0-9])((?:[A-Z0-9]{1,4} ){1,3})(?=[A-Z0-9])/u.exec(t)
        if (split) {
          const spaces = split[1].split(' ').length - 1
          const joinedText = t.slice(0, split.index) + split[1].replace(/ /g, '') + t.slice(split.index + split[1].length)
          const j = re.exec(joinedText)
          if (j && j.index <= split.index) return {index: j.index, raw: t.slice(j.index, j.index + j[0].length + spaces), value: (j[1] ?? j[0]).trim()}
        }

        // Longer groups ("S9DD48E 82] YQE7E", a J read as "]"): taken only when the groups joined
        // are the whole code, nothing more and nothing less.
        for (const run of t.matchAll(/(?<![A-Z0-9\]])[A-Z0-9\]]{2,8}(?: [A-Z0-9\]]{2,8}){1,3}(?![A-Z0-9\]])/gu)) {
          const joined = run[0].replace(/ /g, '').replace(/\]/g, 'J')
          const whole = re.exec(joined)
          if (whole && whole.index === 0 && whole[0].length === joined.length) return {index: run.index, raw: run[0], value: (whole[1] ?? whole[0]).trim()}
        }

        return undefined
      }
    }
  }
}

/** The checksum that validates a field type, when it has one. */
const FIELD_CHECKSUM: Partial<Record<FieldType, ChecksumAlgo>> = {bic: 'bic', iban: 'iban', siren: 'luhn_siren', siret: 'luhn_siret', tva: 'tva_key'}

function validity(type: FieldType, value: string): boolean | undefined {
  const algo = FIELD_CHECKSUM[type]
  return algo ? checksumHolds(algo, value) : undefined
}

/** Labels of a document type compiled once per spec object. */
interface Compiled {
  labels: Map<string, RegExp[]>
  /** Each field's labels in groups whose hits are read in the document's order (labelGroups). */
  labelGroups: Map<string, number[][]>
  /** Any label of the type at the start of a text: such text is a label, not a value. */
  anyLabelAtStart: RegExp
  /** The same over OCR-canonical text (ocrCanonical). */
  anyLabelAtStartOcr: RegExp
  /** Any label of the type followed by a colon, inside a text: where an inline free-text value stops. */
  nextLabel: RegExp
  patterns: Map<string, RegExp | undefined>
  /**
   * The document's own titles (its multi-word classification keywords of weight 4 or more,
   * folded): "BULLETIN DE SALAIRE" beside "Employeur" is the page's title, not the employer.
   */
  titles: string[]
  /** The type's labels of two words or more, folded (a value that is a piece of one is a label OCR cut). */
  longLabels: string[]
  /** The type's labels of one long word, folded ("domiciliation"): a cell OCR misspelt them in is no value (garbledLabelWord). */
  wordLabels: string[]
}

/** Classification keywords this heavy name the document itself (its title). */
const TITLE_KEYWORD_WEIGHT = 4

const compiledTypes = new WeakMap<DocumentTypeSpec, Compiled>()

/**
 * Words that head fields on real documents whatever the profile asks for: a segment made of them
 * is a label (or a table header), never a value ("Part salarié", "Salarié(e)", "Date").
 */
const GENERIC_LABEL =
  /^(?:part|taux|base|montant|total|cumul|date|nom|prenoms?|adresse|address|salarie|salariee|employeur|periode|emploi|qualification|matricule|reference|ref|objet|libelle|designation|quantite|prix|tva|ht|ttc|page|surname|given names?|name|sex|sexe|nationalite|nationality|signature|code|numero|n°|forme juridique|raison sociale|denomination(?: sociale)?|capital social|siege social|siren|siret)(?:\s+(?:part|salarie|salariee|employeur|patronale?|salariale?|de|du|des|d'|la|le|of|the))*\s*:?$/u

function compile(type: DocumentTypeSpec): Compiled {
  let c = compiledTypes.get(type)
  if (c) return c
  const labels = new Map<string, RegExp[]>()
  const patterns = new Map<string, RegExp | undefined>()
  const all: string[] = []
  const allOcr: string[] = []
  for (const field of type.fields) {
    const res = field.labels.map((l) => labelPattern(l.t))
    labels.set(field.id, res)
    all.push(...res.map((r) => r.source))
    allOcr.push(...field.labels.map((l) => labelPattern(ocrCanonical(foldLoose(l.t)).text).source))
    // Case matters in a value's pattern: "effet" is no policy number, "RCP1636548" is.
    patterns.set(field.id, field.pattern ? new RegExp(field.pattern, 'u') : undefined)
  }

  const any = all.length > 0 ? `(?:${all.join('|')})` : '(?!)'
  const anyOcr = allOcr.length > 0 ? `(?:${allOcr.join('|')})` : '(?!)'
  // A text that starts with a one-short-word label ("Au", "Du") is that label only with its colon:
  // "AU" alone is the first word of "AU PÉTRIN D'ANTAN SARL" at a line's end.
  const prepositions = type.fields.flatMap((f) => f.labels.filter((l) => isPrepositionLabel(l.t)).map((l) => labelPattern(l.t).source))
  const prep = prepositions.length > 0 ? `(?:${prepositions.join('|')})` : undefined
  const atStart = (labels: string) => new RegExp(`^\\s*(?:(?!${prep ?? '(?!)'}\\s*$)${labels}\\s*(?:[:/(]|$))`, 'u')
  c = {
    anyLabelAtStart: atStart(any),
    anyLabelAtStartOcr: atStart(anyOcr),
    labelGroups: new Map(type.fields.map((field) => [field.id, labelGroups(field)])),
    labels,
    nextLabel: new RegExp(`\\s${any}\\s*:`, 'u'),
    patterns,
    titles: type.hints.keywords.filter((k) => k.w >= TITLE_KEYWORD_WEIGHT && /\s/u.test(k.t.trim())).map((k) => fold(k.t)),
    longLabels: type.fields.flatMap((f) => f.labels.map((l) => fold(l.t).replace(/\*/g, '').trim())).filter((l) => /\s/u.test(l)),
    wordLabels: [...new Set(type.fields.flatMap((f) => f.labels.map((l) => fold(l.t).trim())).filter((l) => /^\p{L}{8,}$/u.test(l)))],
  }
  compiledTypes.set(type, c)
  return c
}

/** The document's lines, indexed, with page furniture and addressee blocks found once. */
export interface DocumentLines {
  lines: IndexedLine[]
  furniture: Set<number>
  blocks: AddressBlock[]
  pages: PageLayout[]
  /** Running text: the lines of each paragraph as one line (labels and values split by a line break). */
  paragraphs: IndexedLine[]
  /** Pages read apart from their sheet (sheets.ts, a sheet printed two pages per sheet): the sheet each came from. */
  parts?: Map<number, SheetPart>
}

/** The page of the document a page of the reading is on (the sheet of a two-up page). */
export function sheetPage(lines: DocumentLines, page: number): number
export function sheetPage(lines: DocumentLines, page: number | null): number | null
export function sheetPage(lines: DocumentLines, page: number | null): number | null {
  return page === null ? null : (lines.parts?.get(page)?.page ?? page)
}

/** A value's page and box on the document's page (sheets.ts): unchanged but for a two-up sheet's pages. */
function onSheet(lines: DocumentLines, field: ExtractedField): ExtractedField {
  if (!lines.parts) return field
  const part = field.page === null ? undefined : lines.parts.get(field.page)
  const box = field.bbox && part ? ([field.bbox[0] + part.dx, field.bbox[1], field.bbox[2] + part.dx, field.bbox[3]] as [number, number, number, number]) : field.bbox
  return {
    ...field,
    page: sheetPage(lines, field.page),
    ...(box === undefined ? {} : {bbox: box}),
    ...(field.conflict ? {conflict: {...field.conflict, page: sheetPage(lines, field.conflict.page)}} : {}),
  }
}

/** Positioned lines of a document: from its layout, or laid out from its plain text. */
export function documentLines(doc: ExtractInput): DocumentLines {
  const {pages, parts} = readingPages(
    (doc.layout && doc.layout.length > 0 ? doc.layout : layoutFromText(doc.pages)).map((page) => ({
      ...page,
      // One normalisation for all matching (ligatures, no-break spaces, quotes), so folded text
      // and offsets line up with the words.
      words: page.words.map((w) => ({...w, text: normalizeText(w.text)})).filter((w) => w.text.trim() !== ''),
    })),
  )
  const lines = pages.flatMap((page) => buildLines(page)).map((line, index) => indexLine(line, index))
  const furniture = furnitureLines(lines, pages)
  return {blocks: addressBlocks(lines, furniture), furniture, lines, pages, paragraphs: paragraphsOf(lines, furniture), ...(parts ? {parts} : {})}
}

/**
 * Paragraphs of running text: consecutive one-segment lines of a page, left-aligned and tightly
 * spaced, joined into one line (its words keep their places), so that "titulaire du contrat
 * d'assurance Responsabilité civile" / "professionnelle n° RCP1853352" reads as one sentence.
 */
function paragraphsOf(lines: IndexedLine[], furniture: Set<number>): IndexedLine[] {
  const out: IndexedLine[] = []
  let group: IndexedLine[] = []
  const flush = () => {
    if (group.length > 1) {
      const words = group.flatMap((l) => l.segments[0].words)
      const line = indexLine(
        {...group[0], segments: [{text: words.map((w) => w.text).join(' '), words, x0: Math.min(...group.map((l) => l.x0)), x1: Math.max(...group.map((l) => l.x1)), y0: group[0].y0, y1: group.at(-1)!.y1}], text: words.map((w) => w.text).join(' '), y1: group.at(-1)!.y1},
        group[0].index,
      )
      out.push(line)
    }

    group = []
  }

  for (const line of lines) {
    const previous = group.at(-1)
    const joins =
      previous &&
      line.segments.length === 1 &&
      !furniture.has(line.index) &&
      line.page === previous.page &&
      Math.abs(line.x0 - group[0].x0) <= 2 * line.h &&
      line.y0 - previous.y1 <= 0.8 * Math.max(line.h, previous.h)
    if (!joins) {
      flush()
      if (line.segments.length === 1 && !furniture.has(line.index)) group = [line]
      continue
    }

    group.push(line)
  }

  flush()
  return out
}

interface Context {
  field: FieldSpec
  compiled: Compiled
  doc: DocumentLines
  options: ExtractOptions
  find: Finder
  /** The value of the party this field identifies (FieldSpec.of), when read. */
  party?: ExtractedField
  /** For a field of another party than the issuer (FieldSpec.of): where the issuer was read, its legal mention. */
  issuerAt?: ExtractedField
  /** The date this one never precedes (FieldSpec.notBefore), when read. */
  floor?: string
  /** For a BIC: the country of the document's IBAN, when read with its check digits holding. */
  ibanCountry?: string
  /** For a SIREN read again: the one the document's VAT number holds (sirenOfVat). */
  vatSiren?: string
}

/**
 * An IBAN that wraps in a narrow column ("FR76 4097 8644 5172" over "8459 3385 843", a RIB's
 * coupon): when the IBAN a cell ends with fails its check digits, the groups of the cell under it
 * (starting at the same place) go on with it if the whole then holds them.
 */
function wrappedIban(ctx: Context, candidate: Candidate): Candidate | undefined {
  const found = findIban(candidate.text)
  if (!found || checksumHolds('iban', found.value) || candidate.text.slice(found.index + found.raw.length).trim() !== '') return undefined
  const under = lineUnder(ctx.doc.lines, candidate.line)
  const x0 = candidate.words[0]?.word.x ?? candidate.line.x0
  const cell = under?.segments.find((s) => Math.abs(s.x0 - x0) <= under.h && /^[A-Z0-9]{1,4}(?: [A-Z0-9]{1,4}){0,6}$/u.test(s.text.trim()))
  if (!under || !cell) return undefined
  const both = joined(candidate, segmentRest(under, under.segments.indexOf(cell), 0))
  const whole = findIban(both.text)
  return whole && checksumHolds('iban', whole.value) ? both : undefined
}

/**
 * An IBAN printed in boxes of four characters, each box a cell of its own ("FR76 ┃ 3078 ┃ 8205 ┃
 * ... ┃ 303" under "IBAN", a bank's agreement): the candidate ends with the country and check
 * digits (and maybe groups), and the cells after it on its line, each one group of one to four
 * characters, go on with it, as far as the whole holds its check digits. (The BIC's cell beside
 * it, eight or eleven characters, is no group.)
 */
function ibanAcrossCells(candidate: Candidate): Candidate | undefined {
  const found = findIban(candidate.text)
  if ((found && checksumHolds('iban', found.value)) || !/(?:^|\s)[A-Z]{2}\d{2}(?:\s+[A-Z0-9]{4})*\s*$/iu.test(candidate.text)) return undefined
  const {line} = candidate
  const last = candidate.words.at(-1)?.word
  const from = last ? line.segments.findIndex((s) => s.words.includes(last)) : -1
  if (from < 0) return undefined
  let cells = candidate
  // (Thirty-four characters at most: nine groups.)
  for (let i = from + 1; i < line.segments.length && i <= from + 9; i++) {
    if (!/^[A-Z0-9]{1,4}$/iu.test(line.segments[i].text.trim())) return undefined
    cells = joined(cells, segmentRest(line, i, 0))
    const whole = findIban(cells.text)
    if (whole && checksumHolds('iban', whole.value)) return cells
  }

  return undefined
}

/** The value in a candidate, as an extracted field, or undefined when the candidate holds none. */
function readCandidate(ctx: Context, candidate: Candidate, hit: LabelHit | undefined, occurrence = ctx.field.occurrence, sentence = false): ExtractedField | undefined {
  const {field} = ctx
  const wrapped = field.type === 'iban' ? (wrappedIban(ctx, candidate) ?? ibanAcrossCells(candidate)) : undefined
  if (wrapped) return readCandidate(ctx, wrapped, hit, occurrence, sentence)
  // Separators may also start the value's own cell (": Mme MARTIN" aligned after a tab).
  const offset = separatorLength(candidate.text)
  const text = candidate.text.slice(offset)

  if (!text.trim()) return undefined
  let found: Found | undefined
  let raw: string
  let value: string
  let words: Candidate['words'][number]['word'][]
  if (FREE_TEXT.has(field.type)) {
    let cut = text
    if (candidate.placement === 'inline') {
      const next = ctx.compiled.nextLabel.exec(fold(cut))
      if (next) cut = cut.slice(0, next.index)
    }

    const isName = field.type === 'name' || field.type === 'company'
    const ocr = candidate.words.some((w) => w.word.conf !== undefined)
    if (ocr) {
      // OCR's stray marks at the edge of a cell ("| Raison sociale"), and a capital split from the
      // rest of its word ("LES J ARDINS", "J ulien"; not a one-letter word or an elided particle).
      // (A frame's rule joined to the next caption, "— Titulaire du compte", is such a mark too.)
      cut = withoutLeaderWords(cut.replace(/^[|¦!—–]+\s*/u, ''), candidate)
      if (isName) cut = repairOcrName(cut)
      // OCR's "&" for "à" between words in lower case ("limitée & associé unique"): French text
      // joins lower-case words with "à"; "&" stands between names ("Dupont & Fils").
      if (field.type === 'text') cut = cut.replace(/(?<=\p{Ll}) & (?=\p{Ll})/gu, ' à ')
      // A cell below or after a line break that starts with a label is that label's, not a value.
      if (candidate.placement !== 'inline' && candidate.placement !== 'right' && isLabelText(ctx, cut)) return undefined
      // (So is a line below that is a key and its value, whatever the key: "Adresse : Parc
      // d'activités du Moulin ..." under the insured's label, whose own value OCR lost, is no name.)
      if (isName && candidate.placement !== 'inline' && candidate.placement !== 'right' && /^\p{L}[\p{L}'’ ]{1,30}\s:\s*\S/u.test(cut)) return undefined
      // So is a cell below in a row of labels, whose label OCR damaged ("+ Raison ┃ SIREN ┃ Forme
      // juridique" for "Raison sociale ┃ N° SIREN ┃ Forme juridique").
      if (candidate.placement === 'below' && inRowOfLabels(ctx, candidate)) return undefined
      // Nor is a label OCR misspelt ("Titulaire du compte ┃ Dorriciliation", titles over their values).
      if (garbledLabelWord(ctx, cut, candidate.words)) return undefined
    }

    // "BANQUE MARSEILLE ENTREPRISES": a capitalised label word followed by more capitals, with no
    // colon, is part of a value, not its label.
    if (candidate.placement === 'inline' && hit && !sentence && !labelHasColon(hit) && isAllCaps(hit.line.segments[hit.segment].text.slice(hit.start, hit.end)) && isAllCaps(cut)) {
      return undefined
    }

    // A person's cell right of their role that starts with its own caption ("Liquidatrice amiable ┃
    // Nom, prénoms : MARTIN Aurélie", the caption's "prénoms" garbled by OCR): the name follows it.
    if (field.type === 'name' && candidate.placement === 'right') {
      const caption = /^\s*(?:nom|name)\b[^:]{0,24}:\s*(?=\p{Lu})/iu.exec(cut)
      if (caption) cut = cut.slice(caption[0].length)
    }

    // "certifie que la société à responsabilité limitée à associé unique STRATÉGIES & TERRITOIRES,
    // immatriculée ...": the company's legal form, written out after the sentence's noun, comes
    // before its name.
    if (field.type === 'company' && sentence) cut = afterWrittenLegalForm(cut)
    // A company's name with the department that writes after a dash ("Alizé Énergie - Service
    // clients" over its postal box): the company.
    if (field.type === 'company') cut = cut.replace(CUSTOMER_DEPARTMENT, '')
    if (isName && hit && !labelHasColon(hit)) {
      // Inline without a colon, the value starts like a name: "Dénomination ou raison sociale"
      // is a label going on, not a company called "ou".
      if (candidate.placement === 'inline' && !/^[\p{Lu}\d"«(]/u.test(cut.trim())) return undefined
      // In a sentence ("déclare avoir reçu de Mme Claire MARTIN la somme de ..."), a name ends
      // where the sentence goes on.
      if (sentence || candidate.placement === 'inline') cut = nameInSentence(cut)
    }

    // "DE SAINT-EXUPÉRY Nicolas Yves, né(e) le 20/02/1989": a person's name ends where the mention
    // of their birth starts ("née MARTIN", a maiden name, has no date after it and stays).
    // (At the start, the mention is all there is: "NÉ(E) LE" under a name's title, the name lost.)
    if (field.type === 'name') cut = cut.replace(/(?:^|[,;]?\s+)(?:n[ée]e?\)?|n[ée]\(e\)|born)\s+(?:le|en|à|a|on|in)\b.*$/isu, '')

    if (field.type === 'address' && sentence) cut = addressInSentence(cut)
    // Text taken from a sentence ends with it: "... : Agence de communication. La présente
    // attestation est valable ..." (the next sentence starts with a capital after a full stop).
    if (field.type === 'text' && sentence) cut = cut.replace(/\.\s+\p{Lu}.*$/su, '')
    if (field.type === 'name' && candidate.placement === 'right' && hit) cut = withNameColumns(ctx, candidate, cut)

    const bulleted = field.type === 'text' && BULLET.test(cut.trimStart())
    cut = trimValue(cut)
    if (ctx.field.pattern) {
      const re = ctx.compiled.patterns.get(field.id)!
      const m = re.exec(cut)
      if (!m) return undefined
      cut = (m[1] ?? m[0]).trim()
    }

    const start = text.indexOf(cut)
    words = start < 0 ? candidate.words.map((w) => w.word) : wordsIn(candidate, offset + start, offset + start + cut.length)
    // Words OCR guessed, every one of them, are a leader's dots or a smudge read as letters ("TLL
    // LLL TTT TT" beside "Déduction de 10 % - déclarant 1"), no one's name.
    if (words.length > 0 && words.every((w) => isGuessedWord(w))) return undefined
    // "Salarié : M. ¦ DE LA FONTAINE Jean-Baptiste": a civility alone in its cell, the name in the next one.
    const rest = field.type === 'name' && CIVILITY_ONLY.test(fold(cut)) ? nextCell(candidate) : undefined
    if (rest) {
      const name = nameInSentence(rest.text)
      // (The civility as printed: "M." keeps the full stop that trimming took off.)
      const civility = words.at(-1)?.text ?? cut
      cut = `${fold(civility).startsWith(fold(cut)) ? civility : cut} ${name}`
      words = [...words, ...rest.words.slice(0, name.split(' ').length)]
    }

    // Given names listed with commas, the list parted by OCR after a comma ("Prénom(s): THOMAS, ┃
    // LOUIS"): it goes on in the next cell, when that is names too.
    const listed = field.type === 'name' && !rest && /,\s*$/u.test(text) ? nextCell(candidate) : undefined
    if (listed && /^\p{Lu}[\p{L}'’ ,-]*$/u.test(listed.text.trim()) && !isLabelText(ctx, listed.text)) {
      cut = `${cut}, ${trimValue(listed.text)}`
      words = [...words, ...listed.words]
    }

    // A civility and given names whose surname in capitals OCR set in a cell of its own a little
    // further ("Mme Sophie ┃ CHEVALIER"): that cell ends the name, when it is one word in capitals.
    const givenOnly = field.type === 'name' && !rest && !listed && PERSON_NAME_LINE.test(fold(cut)) && !cut.split(/\s+/u).slice(1).some((word) => isAllCaps(word) && /\p{L}{2}/u.test(word))
    const surname = givenOnly ? nextCell(candidate) : undefined
    if (surname && /^\p{Lu}[\p{Lu}'’-]+$/u.test(surname.text.trim()) && !isLabelText(ctx, surname.text)) {
      cut = `${cut} ${surname.text.trim()}`
      words = [...words, ...surname.words]
    }

    // A company's name in capitals that wraps in its table's cell ("Dénomination ┃ ASSOCIATION
    // SPORTIVE ET CULTURELLE DU VAL" over "FLEURI", nothing in the label's column beside it): the
    // next line goes on with it, when it is words in capitals too, a few, no number, no street,
    // and the name has no legal form yet (which ends a name).
    // (So does one under its label in a narrow sidebar: "EMPLOYEUR" over "TRANSPORTS ET LOGISTIQUE"
    // over "DU RHÔNE SAS", another column's line between them.)
    if (field.type === 'company' && (candidate.placement === 'right' || candidate.placement === 'inline' || candidate.placement === 'below') && cut === trimValue(text) && isAllCaps(cut) && !hasLegalForm(cut)) {
      const [wrap] = wrappedCell(ctx, candidate)
      const line = wrap ? ctx.doc.lines.find((l) => l.segments.includes(wrap)) : undefined
      const rest = wrap?.text.trim() ?? ''
      if (wrap && line && textCells(line)[0] === wrap && line.y0 - candidate.line.y1 <= 0.5 * line.h && isAllCaps(rest) && !/\d/u.test(rest) && rest.split(/\s+/u).length <= 4 && !isStreetLine(rest) && !isLabelText(ctx, rest)) {
        cut = `${cut} ${rest}`
        words = [...words, ...wrap.words]
      }
    }

    if (!isPlausibleText(ctx, cut)) return undefined
    const part = field.namePart ? partOfName(cut, field.namePart) : undefined
    if (part) {
      words = words.filter((w) => part.split(' ').includes(w.text))
      cut = part
    }

    raw = cut
    value = cut
    if (field.type === 'text' && cut === trimValue(text)) {
      // A cell that wraps onto the lines below ("Programmation informatique, développement de
      // logiciels et" / "d'applications"): the lines that start under it, with nothing to their left.
      const more = wrappedCell(ctx, candidate)
      if (more.length > 0) {
        // (A comma, a semicolon or a full stop that ended the first line stays between the parts:
        // "... à distance ;" / "accompagnement ...", "(article L." / "6313-1 du code du travail)".)
        const mark = /(\s*[,;.])\s*$/u.exec(text)?.[1]
        const first = mark ? `${cut}${mark}` : cut
        raw = [first, ...more.map((m) => m.text)].join('\n')
        // (The next items of a bulleted list, after a comma.)
        value = more
          .reduce((out, m) => (bulleted && BULLET.test(m.text) ? `${out.replace(/[\s,;]+$/, '')}, ${m.text.replace(BULLET, '')}` : `${out} ${m.text}`), first)
          .replace(/[\s,;:.-]+$/, '')
        words = [...words, ...more.flatMap((m) => m.words)]
      } else if (field.withAddress) {
        const address = extendAddress(ctx, candidate, cut)
        if (address && address.words.length > 0) {
          raw = address.raw
          value = address.value
          words = [...words, ...address.words]
        } else if (hit && candidate.placement === 'below') {
          // The address under a heading of its own beside the label's ("Banque ┃ Adresse de la
          // banque" over "Nuvo Pay SAS ┃ 18 rue de Châteaudun" / "75009 Paris").
          const beside = addressBeside(ctx, hit)
          if (beside) {
            raw = `${cut}\n${beside.raw}`
            value = `${cut}, ${beside.value}`
            words = [...words, ...beside.words]
          }
        }
      }
    }

    if (field.type === 'address') {
      const extended = extendAddress(ctx, candidate, cut, hit?.line.segments[hit.segment].x0)
      if (!extended) return undefined
      raw = extended.raw
      // (OCR's bracket, brace or bar for a J before the rest of its word, "avenue | ean } aurès":
      // no address holds such a mark.)
      value = ocr ? repairOcrAddressJ(extended.value) : extended.value
      words = [...words, ...extended.words]
      // The holder's name heading the address under its label ("Lieu de consommation" / "MME
      // ELODIE DE LA FONTAINE" / "RESIDENCE LES PINS" / ...) is who lives there, not where.
      const [first, ...rest] = raw.split('\n')
      // So is the kind of dwelling over its address ("Studio meublé" / "106 rue Victor Hugo" /
      // "69003 Lyon"): what is let, not a line of where.
      if (rest.length >= 2 && (PERSON_NAME_LINE.test(fold(first)) || DWELLING_KIND.test(first.trim())) && !/\d/.test(first.replace(/\b[TF]\d\b/u, ''))) {
        raw = rest.join('\n')
        value = joinAddressLines(rest)
        words = extended.words
      }
    }
  } else {
    found = nthValue(ctx.find, text, occurrence)
    if (!found && field.type === 'code' && occurrence === 1 && candidate.words.some((w) => w.word.conf !== undefined)) found = codeReadWithBracket(ctx, text)
    // A date alone in its cell at its label, two-digit year and dashes ("08-01-26" under "LE / ON"
    // on a visa's sticker): a date there, where in running text such a number is more often a
    // reference (parse.ts SHORT_DATE).
    const dashed = /^\d{2}-\d{2}-\d{2}$/u.exec(text.trim())
    if (!found && field.type === 'date' && hit && occurrence === 1 && dashed) {
      const slashed = ctx.find(dashed[0].replaceAll('-', '/'))
      if (slashed) found = {index: text.indexOf(dashed[0]), raw: dashed[0], value: slashed.value}
    }
    // On a document of whole euros, the cell right of an amount's label (or under it: a table's
    // cell, a section's first row) is its amount even as a bare number, which findAmount takes for
    // a count: OCR drops the thousands space ("Traitements et salaires   49974   856   50 830",
    // "Salaires ... (1AJ)   31988", "Montant déclaré   54202 |   17168"). Not a year.
    // (After the form's box code, its J misread by OCR: "1A)   33311" for "1AJ   33 311", even
    // its A: "14)   40861".)
    if (field.type === 'amount' && ctx.options.wholeAmounts && (candidate.placement === 'right' || candidate.placement === 'below') && occurrence === 1) {
      const box = /^(?:\d[A-Z]{1,2}[)\]|]?|\d[A-Z\d]{1,2}[)\]|])\s+(?=\d)/u.exec(text)?.[0] ?? ''
      // (A speck OCR read as a full stop or a comma after it is none of its digits: "25254.",
      // "54015,"; a comma with digits after it is its cents.)
      const bare = /^-?\d{3,7}(?!\d|[.,]\d)/u.exec(text.slice(box.length))
      if (bare && !/^(?:19[89]\d|20\d\d)$/u.test(bare[0]) && (!found || found.index > box.length)) found = {index: box.length, raw: bare[0], value: `${BigInt(bare[0])}.00`}
    }

    if (!found) return undefined
    // (Nor is a BIC of another country than the IBAN's the account's: an intermediary bank's, a
    // foreign currency's local details, "BIC THCLGB2L" beside a French IBAN.)
    if (field.type === 'bic' && ctx.ibanCountry && !bicOfCountry(found.value, ctx.ibanCountry)) return undefined
    if (field.type === 'siren' && ctx.vatSiren && found.value !== ctx.vatSiren) return undefined
    // (A date before one it never precedes is a year OCR misread, or another date.)
    if (field.type === 'date' && ctx.floor && /^\d{4}-\d{2}-\d{2}$/u.test(found.value) && found.value < ctx.floor) return undefined
    // (An amount that is never zero nor negative, a salary: such a figure is another row's.)
    if (field.type === 'amount' && field.positive && Number(found.value) <= 0) return undefined
    // A value far along a sentence belongs to something else ("Date ... , le directeur, né le ...").
    if (candidate.placement === 'inline' && found.index > 80) return undefined
    // Nor is a date the sentence says something lasts until ("valable six mois à compter de sa date
    // d'édition, soit jusqu'au 12/12/2026") the date its label names, unless the label says so.
    if (candidate.placement === 'inline' && field.type === 'date' && hit && !UNTIL.test(fold(hit.label)) && UNTIL_BEFORE.test(fold(text.slice(0, found.index)))) return undefined
    // Nor is an amount inside the running text of the line under the label its value ("NET À
    // PAYER AVANT IMPÔT" over "Impôt sur le revenu prélevé à la source - base 1 916,30 - ...", the
    // label's own amount lost by OCR): a phrase before it is another row's.
    if (candidate.placement === 'below' && field.type === 'amount' && (text.slice(0, found.index).match(/\p{L}{2,}/gu)?.length ?? 0) >= 3) return undefined
    // After a label that ends with a preposition ("la période du", "valable du", "à jour au"),
    // the first value follows it at once: one found after other words ("du ler janvier 2026 au
    // 31/12/2026", the first date unreadable) is another one.
    if (candidate.placement === 'inline' && hit && occurrence === 1 && endsWithPreposition(hit.label) && /\p{L}{2}/u.test(text.slice(0, found.index))) return undefined
    raw = found.raw
    value = found.value
    words = wordsIn(candidate, offset + found.index, offset + found.index + found.raw.length)
  }

  const placement = candidate.placement
  return makeField(ctx.field, {
    confidence: CONFIDENCE[placement],
    extractor: `${placement}:${hit?.label ?? ''}`,
    page: candidate.line.page,
    raw,
    value,
    words,
  })
}

/** Words saying a date is where something ends: "jusqu'au", "until", "gültig bis". */
const UNTIL = /(?:\bjusqu['’]?\s*(?:au|a|en)|\buntil|\bbis)\b/u
const UNTIL_BEFORE = new RegExp(`${UNTIL.source}\\s*$`, 'u')

function makeField(
  field: FieldSpec,
  found: {value: string; raw: string; page: number | null; confidence: number; extractor: string; words: Candidate['words'][number]['word'][]},
): ExtractedField {
  const ocrWords = found.words.filter((w) => w.conf !== undefined)
  // An IBAN read by OCR with a letter for a digit where only digits stand: put right when both its
  // checks then hold (checks.ts repairOcrIban), the extractor saying so.
  const repaired = field.type === 'iban' && ocrWords.length > 0 ? repairOcrIban(found.value) : undefined
  if (repaired) found = {...found, extractor: `${found.extractor}+checksum`, value: repaired}
  const valid = validity(field.type, found.value)
  const ocrConfidence = ocrWords.length > 0 ? wordConfidence(ocrWords) : undefined
  let confidence = valid === false ? Math.min(found.confidence, CONFIDENCE.invalid) : found.confidence
  if (ocrConfidence !== undefined) confidence *= ocrConfidence
  return {
    bbox: boxOf(found.words),
    confidence: Math.round(confidence * 1000) / 1000,
    extractor: found.extractor,
    field: field.id,
    method: ocrConfidence === undefined ? 'pdf-text' : 'ocr',
    page: found.page,
    raw: found.raw,
    type: field.type,
    value: found.value,
    ...(valid === undefined ? {} : {valid}),
    ...(ocrConfidence === undefined ? {} : {ocr_confidence: Math.round(ocrConfidence * 1000) / 1000}),
    ...(field.sensitive ? {sensitive: true} : {}),
  }
}

/** The label is the first thing in its run of words (after a bullet or a number), or follows a slash (bilingual labels). */
function startsItsSegment(hit: LabelHit): boolean {
  const before = hit.line.segments[hit.segment].folded.slice(0, hit.start)
  // (OCR's marks of a cell's rule, "| Raison sociale", "[Raison sociale", count for nothing.)
  // A slash may follow the other language's label without a space ("Name/Surname/Nom"); a
  // number may end with a comma where OCR read its full stop ("1, Name").
  // (A heading may start with its article: "L'EMPLOYEUR", "LE SALARIÉ".)
  // (Nor does a speck OCR read as an apostrophe: "'Adresse du siège"; after a letter it is an elision.)
  return before.trim() === '' || /^\s*(?:l'|le |la |les )$/u.test(before) || /(?:(?:^|\s)(?:[-•*·|¦![\]“”"‘’']+|\d{1,2}[.),])|\/)\s*$/u.test(before)
}

/**
 * Words after a label that qualify it rather than make another label: a preposition or "et"
 * ("au RNE", "et assimilés", "pour frais"). "de"/"du" only after a long label: "Date d'effet du
 * contrat" is the contract's first date, not the cover's, and "Date de début d'activité" is not "Date".
 */
function qualifiesLabel(label: string, rest: string): boolean {
  const words = fold(rest).trim()
  if (/^(?:au|aux|a|en|et|pour|sur|par|selon)\b/u.test(words)) return true
  // After a label of three words or more, "de ..." says whose ("Période de validité de
  // l'attestation"): such a label is specific enough not to become another by a complement.
  return /^(?:de|du|des|d')/u.test(words) && fold(label).trim().split(/\s+/).length >= 3
}

/** Words that link a label to the noun before it ("Nom de l'employeur", "Nom et prénom"). */
const LINK_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'a', 'au', 'aux', 'en', 'par', 'pour', 'et', 'ou', 'of', 'the', 'and', 'or', 'by'])

/**
 * "Allègement de cotisations employeur : 65,57 €", "Coût total employeur : ...": a label right after
 * a noun in lower case qualifies that noun (the employer's contributions, the employer's cost), it
 * is not the label of a value of its own; after a link word it is ("Nom de l'employeur : ...").
 */
function qualifiesPrecedingNoun(hit: LabelHit): boolean {
  const before = hit.line.segments[hit.segment].text.slice(0, hit.start).trimEnd()
  const word = /(?:^|[\s(])([\p{L}'’]+)$/u.exec(before)?.[1]
  if (!word || /['’]$/u.test(word)) return false
  // (So does a noun of a figure whatever its case: "Coût employeur : 6 283,41" at a cell's start.)
  if (AMOUNT_NOUNS.has(fold(word))) return true
  return /^\p{Ll}{3,}$/u.test(word) && !LINK_WORDS.has(fold(word)) && !DETERMINERS.has(fold(word))
}

/** Nouns of a figure that a party's label after them qualifies ("Coût employeur", "Part salariale"). */
const AMOUNT_NOUNS = new Set(['cout', 'total', 'montant', 'charges', 'part', 'taux', 'cotisations', 'contributions', 'allegement', 'exoneration'])

/** Words before a noun that are no noun: "du fait de ses activités déclarées, à savoir :". */
const DETERMINERS = new Set(['ses', 'son', 'leur', 'leurs', 'ces', 'cet', 'cette', 'nos', 'notre', 'vos', 'votre', 'its', 'their', 'his', 'her', 'our', 'your', 'this', 'these'])

/** Nouns a one-word amount label may follow and still be the total's: "Total brut", "Montant net". */
const TOTAL_NOUNS = new Set(['total', 'totaux', 'montant', 'salaire', 'remuneration', 'cumul', 'revenu', 'net', 'brut'])

/**
 * "TRAITEMENT BRUT ┃ 590 ┃ 4,922780 ┃ 2 904,44": a one-word amount label ("Brut") after another
 * noun in its cell qualifies that line item (a civil servant's base pay), not the payslip's total.
 */
function qualifiesLineItem(hit: LabelHit, label: string): boolean {
  if (/\s/u.test(label.trim()) || startsItsSegment(hit)) return false
  const cell = hit.line.segments[hit.segment]
  const word = /(?:^|\s)([\p{L}'.]+)$/u.exec(cell.text.slice(0, hit.start).trimEnd())?.[1]
  if (word === undefined || !/^\p{L}{3,}$/u.test(word) || TOTAL_NOUNS.has(fold(word)) || LINK_WORDS.has(fold(word))) return false
  // (Printed in the label's case, as one phrase is: "meer BRUT" is OCR's misreading of a word
  // before a label in capitals, no noun that label qualifies.)
  return isAllCaps(word) === isAllCaps(cell.text.slice(hit.start, hit.end))
}

/**
 * "OPTIMA PORTAGE SAS" over "Entreprise de portage salarial": a letterhead's line that says what
 * kind of company the name above it is (a generic noun, "Entreprise", "Société", "Établissement",
 * with its complement in lower case and no colon, the whole cell), under a name in larger type
 * that starts where it starts, is no label: a value right of it or under it is not the company's.
 */
function describesTheNameAbove(ctx: Context, hit: LabelHit): boolean {
  const segment = hit.line.segments[hit.segment]
  if (!startsItsSegment(hit) || !isCompanyKindLine(segment.text)) return false
  const {h} = hit.line
  // OCR may order a short line of the other column between them: two lines up, within three heights.
  for (let index = hit.line.index - 1; index >= Math.max(0, hit.line.index - 2); index--) {
    const above = ctx.doc.lines[index]
    if (above.page !== hit.line.page || hit.line.y0 - above.y1 > 3 * h) break
    if (above.h >= 1.3 * h && above.segments.some((s) => Math.abs(s.x0 - segment.x0) <= h)) return true
  }

  return false
}

/**
 * "Compte externe de retrait enregistré" / "IBAN FR76 **** **** 3 445" / "BIC BLCOFRPP - Banque
 * ...": a BIC's label on a line next to an IBAN's label whose number is not there whole (masked,
 * or cut short by OCR's reading of the stars) is another account's, a payout account on file.
 */
function besideMaskedIban(ctx: Context, hit: LabelHit): boolean {
  return [lineAbove(ctx.doc.lines, hit.line), lineUnder(ctx.doc.lines, hit.line)].some((line) => {
    const iban = line && /(?:^|\s)iban\b.*?\b([a-z]{2}\d{2}\b.*)$/u.exec(line.segments.map((s) => s.folded).join(' '))
    if (!iban) return false
    // (Masked with stars or dots, or the stars lost by OCR: fewer characters than the shortest
    // IBAN of a SEPA country; a misread digit, its check failing, is still the number.)
    return /[*•●✱]/u.test(iban[1]) || (iban[1].match(/[a-z0-9]/gu)?.length ?? 0) < 15
  })
}

/**
 * "Banque Lyonnaise de Commerce", "Banque Populaire", "Banque de Savoie": the label "Banque" (or
 * "Bank") followed in its cell, without a colon, by a capitalised word (after a link word or not)
 * is the first word of a bank's name, not its label.
 */
function startsABankName(hit: LabelHit): boolean {
  if (!/^(?:banque|bank)$/u.test(fold(hit.label).trim()) || labelHasColon(hit)) return false
  const rest = hit.line.segments[hit.segment].text.slice(hit.end)
  return /^\s+(?:(?:de |d'|d’|du |des )?\p{Lu}\p{Ll})/u.test(rest)
}

/**
 * The countries a BIC may name for an IBAN's country: its own, and for a French IBAN the overseas
 * departments' and territories' codes their banks' BICs carry ("BAOMMQMX" in Martinique,
 * "BMAYYTYX" in Mayotte) and Monaco's.
 */
const BIC_COUNTRIES_OF_IBAN: Record<string, readonly string[]> = {FR: ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF', 'MC']}

/** Whether a BIC's country goes with an IBAN's (BIC_COUNTRIES_OF_IBAN). */
function bicOfCountry(bic: string, ibanCountry: string): boolean {
  return (BIC_COUNTRIES_OF_IBAN[ibanCountry] ?? [ibanCountry]).includes(bic.slice(4, 6))
}

/**
 * An IBAN and its BIC side by side ("FR76 3091 2327 5621 4168 8073 926 ┃ CNATFRPPXXX"), the BIC's
 * heading lost (OCR's "BI", a photo's blur): the BIC in a cell right of a whole IBAN on its line.
 */
function fromBicBesideIban(ctx: Context): ExtractedField | undefined {
  if (ctx.field.type !== 'bic') return undefined
  const ofCountry = (value: Found) => !ctx.ibanCountry || bicOfCountry(value.value, ctx.ibanCountry)
  for (const line of ctx.doc.lines) {
    const at = line.segments.findIndex((segment) => {
      const found = findIban(segment.text)
      return found !== undefined && checksumHolds('iban', found.value)
    })
    if (at < 0) continue
    for (let si = at + 1; si < line.segments.length; si++) {
      const candidate = segmentRest(line, si, 0)
      const value = ctx.find(candidate.text)
      if (value && value.index === 0 && ofCountry(value)) return makeField(ctx.field, {confidence: CONFIDENCE.right, extractor: 'right:IBAN', page: line.page, raw: value.raw, value: value.value, words: wordsIn(candidate, 0, value.raw.length)})
    }

    // (Or alone in the cell right under it, of the IBAN's country: an app's card, "FR76 1695 ..."
    // over "NUVOFRP2", the captions lost by a photo's blur.)
    const under = lineUnder(ctx.doc.lines, line)
    const cell = under?.segments.find((seg) => Math.abs(seg.x0 - line.segments[at].x0) <= Math.max(line.h, under.h))
    if (under && cell) {
      const candidate = segmentRest(under, under.segments.indexOf(cell), 0)
      const value = ctx.find(candidate.text)
      if (value && value.index === 0 && value.raw.trim() === candidate.text.trim() && ofCountry(value)) return makeField(ctx.field, {confidence: CONFIDENCE.below, extractor: 'below:IBAN', page: under.page, raw: value.raw, value: value.value, words: wordsIn(candidate, 0, value.raw.length)})
    }
  }

  return undefined
}

/** A label whose last word is a preposition that a value follows ("valable du", "à jour au", "Fait à * le"). */
function endsWithPreposition(label: string): boolean {
  return /(?:^|\s|')(?:du|au|aux|le|des|from|on)$/u.test(fold(label).trim())
}

/**
 * "la date d'effet initiale est fixée au 01/01/2021": a label followed by a word that makes it
 * another date or amount (initial, original, previous, planned) is that other one's.
 */
function qualifiedOtherwise(hit: LabelHit): boolean {
  const rest = hit.line.segments[hit.segment].folded.slice(hit.end)
  // (A date's words that make it a deadline, its colon lost by OCR: "Date limite de paiement
  // 09/08/2026", "Date d'échéance", not the document's date.)
  // (Nor is the second taxpayer's row the household's first: "Traitements et salaires - Déclarant 2".)
  // (Nor is a group contract's subscriber its insured: "Souscripteur du contrat groupe" is the
  // federation that took it out for its members, the insured is the member, "Adhérent".)
  // (Nor is a company in liquidation's "Siège de la liquidation", the liquidator's home, its seat.)
  return (
    /^\s*(?:initiale?s?|originale?s?|d'origine|premiere|precedente?|anterieure?|ancienne?|prevue?|previsionnelle?|limite|d'echeance|d'exigibilite|de prelevement|de la liquidation)\b/u.test(rest) ||
    (/^souscripteur$/u.test(fold(hit.label).trim()) && /^\s*(?:du |au )?contrat (?:groupe|collectif)\b/u.test(rest)) ||
    /^\s*[-–]?\s*(?:du )?declarante? 2\b/u.test(rest)
  )
}

/**
 * "Salaires, pensions, rentes nets": a row of an amount whose title goes on to say "net" where the
 * label does not ("Salaires") is a net amount, another row than the label's.
 */
function netOtherwise(hit: LabelHit): boolean {
  return !/\bnet/u.test(fold(hit.label)) && /\bnet(?:te)?s?\b/u.test(hit.line.segments[hit.segment].folded.slice(hit.end))
}

/** A label of one word of one or two letters ("Du", "Au"). */
function isPrepositionLabel(label: string): boolean {
  return /^\p{L}{1,2}$/u.test(label.trim())
}

/**
 * Whether a preposition's hit stands where a label stands: first in its cell, or before a colon;
 * never after words ("Valable du - au" over "15.03.2021 - 15.03.2031" is a range's label, its
 * "au" no cell of its own).
 */
function standsAsLabel(hit: LabelHit): boolean {
  return (startsItsSegment(hit) || labelHasColon(hit)) && !/\p{L}/u.test(hit.line.segments[hit.segment].folded.slice(0, hit.start))
}

/**
 * The surname or the given names of a name written `SURNAME Given Names` (a civility before it
 * left out): the words in capitals first, then a word written with lower case. Undefined when the
 * case tells no parts apart (`FAURE`, `Maxime`, `FAURE MAXIME`).
 */
function partOfName(name: string, part: 'given_names' | 'surname'): string | undefined {
  const words = name.split(/\s+/).filter((w) => !CIVILITY_ONLY.test(fold(w)))
  const capitals = words.findIndex((w) => !(isAllCaps(w) && /\p{L}{2}|^\p{L}['’]/u.test(w)))
  if (capitals < 1 || !/^\p{Lu}\p{Ll}/u.test(words[capitals]) || words.slice(capitals).some((w) => isAllCaps(w) && /\p{L}{2}/u.test(w))) return undefined
  return (part === 'surname' ? words.slice(0, capitals) : words.slice(capitals)).join(' ')
}

/** Labels written in lower case are sentence fragments, found mid-sentence ("l'entreprise", "reçu de"). */
function isSentenceLabel(label: string): boolean {
  return /^\p{Ll}/u.test(label)
}

/** A colon (or "=") comes right after the label, possibly after a bilingual tail. */
function labelHasColon(hit: LabelHit): boolean {
  const seg = hit.line.segments[hit.segment]
  const rest = seg.text.slice(hit.end)
  // (A phrase that announces the value at the end of its cell stands for the colon OCR lost: "...
  // activités déclarées, à savoir".)
  return /[:=]/.test(rest.slice(0, separatorLength(rest))) || (ANNOUNCING_PHRASE.test(rest) && !/[\p{L}\p{N}]/u.test(rest.slice(separatorLength(rest))))
}

/**
 * "Nom d'usage : DUBOIS" is not "Nom : ...", nor "Date d'impression : ..." a "Date : ...": a label
 * followed by more words and then a colon is the beginning of a longer, different label.
 */
function continuesIntoLongerLabel(hit: LabelHit): boolean {
  const rest = hit.line.segments[hit.segment].text.slice(hit.end)
  const skip = separatorLength(rest)
  if (/[:=]/.test(rest.slice(0, skip))) return false
  // (Saying which period is no other label: "Montant net imposable du mois : 4196,96 EUR".)
  if (PERIOD_QUALIFIER.test(fold(rest.slice(skip)))) return false
  // (Nor is saying that it is this document's: "Période de validité de la présente attestation :
  // du 01.06.2026 au 31.05.2027".)
  if (OWN_DOCUMENT.test(fold(rest.slice(skip)))) return false
  return /^\s*[\p{L}'][\p{L}' .-]{0,30}?\s*:/u.test(rest.slice(skip))
}

/**
 * Whether a document number's label stands inside a sentence: another document's number ("...
 * n'est valable que sur présentation du passeport n° T60045156 ...", a receipt's small print); a
 * document prints its own number as a field.
 */
function numberInSentence(ctx: Context, hit: LabelHit): boolean {
  if (ctx.field.mrz !== 'document_number' || startsItsSegment(hit)) return false
  // (Running text before it: five words in small letters or more, not a bilingual caption's.)
  const before = hit.line.segments[hit.segment].text.slice(0, hit.start)
  return (before.match(/(?<![\p{L}'’])\p{Ll}{3,}/gu)?.length ?? 0) >= 5
}

/**
 * Whether a label followed by "n°" heads that thing's number ("Logement n° 3341", "Contrat n°
 * ..."), not the address, name or date the field wants (a number's own label, "N°" or "numéro" at
 * its end, and codes excepted).
 */
function headsANumberInstead(ctx: Context, label: string, hit: LabelHit): boolean {
  if (ctx.field.type === 'code' || ctx.field.type === 'iban' || /(?:n°|numero)\s*$/u.test(fold(label))) return false
  return /^\s*(?:n°|n o\b|no\.?\s|numero\b|num\.)/u.test(hit.line.segments[hit.segment].folded.slice(hit.end))
}

/** Words after a label that say its period, before the colon: the label still. */
const PERIOD_QUALIFIER = /^\s*(?:du mois|de la periode|de la paie|mensuel(?:le)?|pour le mois|ce mois)(?: de [\p{L}]+(?: \d{4})?)?\s*:/u

/** Words after a label that say it is the document's own, folded: "de la présente attestation :", "du présent certificat :". */
const OWN_DOCUMENT = /^\s*(?:de la |de l'|du |de cette |de ce )(?:presente? |present )?(?:attestation|certificat|document)\s*:/u

/** A heading of year-to-date figures, folded: "Cumuls annuels", "Cumuls 2026", "Cumul", as OCR misreads them too ("Cumuts", "Cumuis"). */
const YEAR_TO_DATE = /^cumu\p{L}{0,4}\b/u

/**
 * "Cumuls annuels ┃ Brut ┃ Net imposable ┃ ...": the cells of a header row that starts with
 * "Cumul(s)" head year-to-date amounts, not the month's.
 */
function headsYearToDate(hit: LabelHit): boolean {
  const [first] = textCells(hit.line)
  const segment = hit.line.segments[hit.segment]
  // (A row whose label has its amount beside it is a row of its own, a side panel's heading at its
  // left: "Cumuls depuis le 01/01/2026 ┃ Net à payer avant impôt sur le revenu ┃ 1 257,72".)
  const headerRow = !hit.line.segments.slice(hit.segment + 1).some((cell) => /\d/.test(cell.text))
  // (Or the label's own cell starts with it: "Cumuls annuels - Brut : 26 865,58 Net imposable : ...".)
  // (Or the label comes after another year-to-date figure in the cell right of that heading:
  // "Cumuts 2029 ┃ brut 20 804,56 - net imposable 17 094,32", the cell parted by OCR.)
  const listed = first !== undefined && hit.line.segments.indexOf(first) === hit.segment - 1 && /\d/u.test(segment.folded.slice(0, hit.start))
  return ((headerRow || listed) && first !== undefined && first !== segment && YEAR_TO_DATE.test(first.folded.trim())) || YEAR_TO_DATE.test(segment.folded.slice(0, hit.start).trim())
}

/**
 * "Nature des revenus ┃ Case ┃ Déclarant 1 ┃ Pers. à charge" over "Salaires ... ┃ 1AJ ┃ 40 861": a
 * label cell in a row of three cells or more with a number right under it heads a column of
 * amounts; the cell after it is the next column's heading, never a person's or a company's name.
 */
function headsNumberColumn(ctx: Context, hit: LabelHit): boolean {
  const {line} = hit
  if (line.segments.length < 3) return false
  const cell = line.segments[hit.segment]
  const below = ctx.doc.lines[line.index + 1]
  if (!below || below.page !== line.page || below.y0 - line.y1 > 2 * line.h) return false
  return below.segments.some((s) => s.x0 < cell.x1 && s.x1 > cell.x0 && isNumberCell(s))
}

/** A cell that is a number (an amount, a count), not words: a digit and no word of three letters. */
function isNumberCell(cell: IndexedSegment): boolean {
  return /\d/.test(cell.text) && !/\p{L}{3}/u.test(cell.text)
}

/**
 * A label with no colon followed in its cell by a link word and three words more or another
 * ("Assureur des architectes et des maîtres d'œuvre"): a noun with its complement, a phrase, not a
 * label before its value. (A label's own longer form is shorter: "Titulaire du compte", "Raison
 * sociale de l'entreprise".)
 */
function runsOnAsPhrase(hit: LabelHit): boolean {
  if (labelHasColon(hit)) return false
  const rest = hit.line.segments[hit.segment].text.slice(hit.end).trim()
  const words = rest.split(/\s+/u).filter(Boolean)
  return words.length >= 4 && /^(?:des|de|du|d'|pour|en|et)$/u.test(fold(words[0])) && !/[:=]/u.test(rest)
}

/** A title in capitals (its whole cell) over a row whose cells under its row's titles are printed larger (smallTitlesOver). */
function titleOverLargerValue(ctx: Context, hit: LabelHit): boolean {
  const under = lineUnder(ctx.doc.lines, hit.line)
  return isAllCaps(hit.line.segments[hit.segment].text) && under !== undefined && smallTitlesOver(hit.line, under)
}

/**
 * Whether a label's cell is the first of a row of two cells (key and value) in a key-value table:
 * a row within two lines above or below starts its two cells where this one does.
 */
function keyOfKeyValueRow(ctx: Context, hit: LabelHit): boolean {
  const {line} = hit
  const cells = textCells(line)
  // (A key is words in lower case after its first: "SOCIÉTÉ DE DISTRIBUTION DU LITTORAL SAS ┃
  // Monsieur LE ROUX Hervé" is two blocks side by side, a company's name beside a person's.)
  if (hit.segment !== 0 || cells.length !== 2 || !/^\s+\p{Ll}/u.test(line.segments[0].text.slice(hit.end))) return false
  return [-2, -1, 1, 2].some((step) => {
    const other = ctx.doc.lines[line.index + step]
    if (!other || other.page !== line.page || Math.abs(other.y0 - line.y0) > 4 * Math.max(line.h, other.h)) return false
    return cellsStartAlike(cells, textCells(other), columnTolerance(line, other))
  })
}

/** Two rows of as many cells, each starting where the other row's cell of the same rank does (within `tolerance`). */
function cellsStartAlike(a: IndexedSegment[], b: IndexedSegment[], tolerance: number): boolean {
  return a.length === b.length && a.every((cell, i) => Math.abs(b[i].x0 - cell.x0) <= tolerance)
}

/** Lines looked at above a label for the heading of its panel. */
const PANEL_ROWS = 12

/**
 * "Cumuls 2026" over "Brut ┃ 17.342,42" and "Net imposable ┃ 13.956,22": a key-value row in a
 * panel whose heading says "Cumul(s)" holds a year-to-date amount, not the month's. The heading is
 * the first line above, left-aligned with the label, with nothing in the column of the row's value
 * (a row above has a value there and is one more row of the panel).
 */
function inYearToDatePanel(ctx: Context, hit: LabelHit): boolean {
  const {line} = hit
  const label = line.segments[hit.segment]
  // (Or the amount after the label in its own cell: "Cumuls 2029" over "Brut : 18 881,35" over
  // "Net imposable : 15 078,10", a side panel's rows.)
  const value = line.segments[hit.segment + 1] ?? (/\d/u.test(label.text.slice(hit.end)) ? label : undefined)
  if (!value) return false
  const tolerance = Math.max(line.h, 4)
  for (let i = line.index - 1; i >= 0 && i >= line.index - PANEL_ROWS; i--) {
    const above = ctx.doc.lines[i]
    if (above.page !== line.page) break
    const at = above.segments.findIndex((s) => Math.abs(s.x0 - label.x0) <= tolerance)
    if (at < 0) continue
    // (The panel's rows above, a label and its amount in one cell, lead up to its heading.)
    if (value === label && /^[^\d:]+:\s*-?\d/u.test(above.segments[at].text.trim())) continue
    const isRow = above.segments.slice(at + 1).some((s) => s.x0 < value.x1)
    if (isRow) continue
    // A heading with column headings over the row's amounts ("Cumuls ┃ Mois ┃ Année", "Mois" lost
    // by OCR) heads a table whose columns say which amount is the year's.
    const amounts = line.segments.slice(hit.segment + 1).filter((s) => isNumberCell(s))
    // (A column heading is words: numbers over the row's are the next panel's, a table beside.)
    if (above.segments.slice(at + 1).some((s) => !/\d/.test(s.text) && amounts.some((a) => s.x0 < a.x1 && s.x1 > a.x0))) return false
    return YEAR_TO_DATE.test(above.segments[at].folded.trim())
  }

  return false
}

/**
 * An address inside a sentence ends with its city: "situé 64 ter rue de l'Église, 29200 Brest,
 * déclare..." keeps up to "Brest".
 */
function addressInSentence(text: string): string {
  const m = /((?:0[1-9]|[1-8]\d|9[0-8])\d{3})\s+([\p{Lu}][\p{L}'-]*(?:[ -](?:[\p{Lu}][\p{L}'-]*|sur|sous|en|le|la|les|de|du|des|d'[\p{L}-]+))*)/u.exec(text)
  return m ? text.slice(0, m.index + m[0].length) : text
}

/**
 * A person listed in a table row ("Présidente | LEFÈVRE | Marie-Hélène | 04/1969") is spread over
 * the cells under the name headers ("Nom", "Prénoms"): the value is those cells together.
 */
function withNameColumns(ctx: Context, candidate: Candidate, first: string): string {
  const line = candidate.line
  const above = ctx.doc.lines[line.index - 1]
  if (!above || above.page !== line.page) return first
  const start = line.segments.findIndex((s) => s.words.includes(candidate.words[0]?.word))
  if (start < 0) return first
  const headerOver = (seg: IndexedSegment) => above.segments.find((s) => Math.min(s.x1, seg.x1) - Math.max(s.x0, seg.x0) > 0)?.folded
  if (!/^(?:nom|surname)\b/u.test(headerOver(line.segments[start]) ?? '') && !/^(?:prenoms?|given names?)\b/u.test(headerOver(line.segments[start]) ?? '')) return first
  const parts = [first]
  for (const seg of line.segments.slice(start + 1)) {
    const header = headerOver(seg)
    if (!header || !/^(?:nom|prenoms?|nom de naissance|nom d'usage|surname|given names?)\b/u.test(header) || /\d/.test(seg.text)) break
    parts.push(seg.text)
  }

  return parts.join(' ')
}

/** A line that starts with a civility and a name: a person's name line. */
const PERSON_NAME_LINE = /^(?:m\.?|mr\.?|mme|mlle|monsieur|madame|mademoiselle)\s+\p{L}/u

/** A civility and nothing else: the name that goes with it is further on. */
const CIVILITY_ONLY = /^(?:m|mr|mme|mlle|mrs|ms|monsieur|madame|mademoiselle)\.?$/u

/** The cell right after a candidate's last word on its line, when near and starting with a capital. */
function nextCell(candidate: Candidate): IndexedSegment | undefined {
  const last = candidate.words.at(-1)?.word
  const line = candidate.line
  const index = line.segments.findIndex((s) => last !== undefined && s.words.includes(last))
  const next = line.segments[index + 1]
  if (index < 0 || !next || next.x0 - line.segments[index].x1 > 4 * line.h || !/^\p{Lu}/u.test(next.text)) return undefined
  return next
}

/**
 * Legal forms written out as word sequences, folded, longest first; each also without its noun
 * ("à responsabilité limitée" after "la société"), and what may follow one ("à associé unique").
 */
const WRITTEN_LEGAL_FORMS = [
  ...new Set(
    LEGAL_FORM_PHRASES.flatMap((phrase) => {
      const words = phrase.replace(/'/g, "' ").split(/\s+/)
      return /^(?:societe|entreprise)$/.test(words[0]) && words.length > 1 ? [words, words.slice(1)] : [words]
    }).map((words) => words.join(' ')),
  ),
]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length)
const LEGAL_FORM_SUFFIXES = [['a', 'associe', 'unique'], ['unipersonnelle']]

/**
 * The text after a legal form written out at its start, when the rest starts with a capital (a
 * name); else the text as it is. Matched word by word on folded words, cut in the text as printed.
 */
function afterWrittenLegalForm(text: string): string {
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({end: m.index + m[0].length, word: fold(m[0]).replace(/[,;]$/, '')}))
  const startsWith = (at: number, words: string[]) => words.every((word, i) => spans[at + i]?.word === word || (word.endsWith("'") && spans[at + i]?.word.startsWith(word)))
  const form = WRITTEN_LEGAL_FORMS.find((words) => startsWith(0, words))
  if (!form) return text
  let taken = form.length
  const suffix = LEGAL_FORM_SUFFIXES.find((words) => startsWith(taken, words))
  if (suffix) taken += suffix.length
  const rest = text.slice(spans[taken - 1].end).trimStart()
  return /^[\p{Lu}\d"«]/u.test(rest) ? rest : text
}

/** Particles and links that stay inside a name written in a sentence. */
const NAME_LINKS = new Set(['de', 'du', 'des', "d'", 'van', 'von', 'ben', 'ou', 'et', 'epouse', 'nee', 'ne', 'veuve', 'dit', 'dite'])

/** The name at the start of a sentence fragment: up to punctuation or the first lower-case word that is not a particle. */
/** Particles of four letters or more, written in lower case inside a name ("Maria della Rovere"). */
const LONG_PARTICLES = new Set(['della', 'delle', 'dello', 'degli', 'dela', 'veuve', 'epouse', 'divorcee'])

function nameInSentence(text: string): string {
  const out: string[] = []
  for (const word of text.split(/\s+/)) {
    if (!word) continue
    const bare = word.replace(/[,;()]+$/, '')
    const folded = fold(bare)
    if (out.length > 0 && /^\p{Ll}/u.test(bare) && !NAME_LINKS.has(folded) && !/^(?:m\.|mme|mlle)$/.test(folded)) break
    out.push(bare)
    if (bare !== word) break
  }

  return out.join(' ')
}

/** A heading's article before its first word, folded: "l'employeur", "le salarie". */
const LEADING_ARTICLE = /^(?:l'|le |la |les )(?=\S)/u

/** Text that is a label (of the type, or a generic one), also with OCR's confusions folded away ("Sumame" is "Surname"). */
function isLabelText(ctx: Context, text: string): boolean {
  // (OCR's mark of a frame's edge before a heading is no part of it: "] Etablissement"; nor is
  // the article a heading may start with: "LE SALARIÉ".)
  const folded = fold(text).trim().replace(/^[[\]|¦]+\s*/u, '').replace(LEADING_ARTICLE, '')
  const canonical = ocrCanonical(folded).text
  return GENERIC_LABEL.test(folded) || ctx.compiled.anyLabelAtStart.test(folded) || ctx.compiled.anyLabelAtStartOcr.test(canonical) || GENERIC_LABEL.test(canonical)
}

/**
 * Whether a text read by OCR is one of the type's one-word labels misspelt ("Dorriciliation" for
 * "Domiciliation", its m read "rr"): one word, capitalised or in capitals, a letter or two off a
 * long label.
 */
function garbledLabelWord(ctx: Context, text: string, words: Candidate['words']): boolean {
  const word = text.trim()
  // (In capitals too: "ADMINISTRATION ┃ ETABLISSEN", a header row's next title, its end garbled.)
  if (!/^\p{Lu}(?:\p{Ll}{7,}|\p{Lu}{7,})$/u.test(word) || !readByOcr(words.map(({word}) => word))) return false
  const folded = fold(word)
  return ctx.compiled.wordLabels.some((label) => label !== folded && fuzz.ratio(label, folded) >= 85)
}

/**
 * Whether a candidate's cell stands in a row of labels: no digit on the line, and another of its
 * cells is a label (a table's header row under a section's heading).
 */
function inRowOfLabels(ctx: Context, candidate: Candidate): boolean {
  const cells = textCells(candidate.line)
  if (cells.length < 2 || /\d/.test(candidate.line.text)) return false
  const first = candidate.words[0].word
  return cells.some((cell) => !cell.words.includes(first) && isLabelText(ctx, cell.text))
}

/**
 * A label, or a heading made like one: a label word of any document ("Adresse", "Date", "Montant",
 * "Lieu") followed by "de"/"du"/"d'" and more ("Adresse d'installation", "Date de facture").
 */
function isLabelPhrase(ctx: Context, text: string): boolean {
  return isLabelText(ctx, text) || /^(?:adresse|date|montant|total|periode|lieu|numero|reference)\s+(?:de|du|des|d')/u.test(fold(text).trim())
}

/** Free text that can be a value: has letters, is not itself a label or a table header. */
function isPlausibleText(ctx: Context, text: string): boolean {
  if (!/\p{L}|\d/u.test(text)) return false
  // A text (an activity, a bank's branch, a legal form) is words: a number alone is another
  // field's cell ("15629", the bank code OCR set where the branch's name was).
  // So is a company's name: an amount is another field's value ("Coût employeur : 7 654,20 €").
  if ((ctx.field.type === 'text' || ctx.field.type === 'company') && !/\p{L}{2}/u.test(text)) return false
  // A company's name is a few words: a line of running text is none ("Nous soussignés, Mutuelle
  // Française des Concepteurs, société d'assurance mutuelle dont le siège est ...").
  // (Words of letters: a SIRET's groups after the name are cut later.)
  if (ctx.field.type === 'company' && text.split(/\s+/u).filter((w) => /\p{L}{2}/u.test(w)).length > 12) return false
  if (isLabelText(ctx, text)) return false
  // Nor is a piece of a label OCR cut ("Account" or "unt holder" of "Account holder"), nor a link
  // word alone ("de").
  const folded = fold(text).trim()
  if (FREE_TEXT.has(ctx.field.type) && folded.length >= 4 && ctx.compiled.longLabels.some((l) => l.startsWith(`${folded} `) || (l.endsWith(folded) && l.length > folded.length && /\s/u.test(folded)))) return false
  if (FREE_TEXT.has(ctx.field.type) && LINK_WORDS.has(folded)) return false
  // Nor is a numbered section's heading in capitals a name or a text ("1. LE TITULAIRE", "II -
  // L'ASSURÉ"; OCR's "L LE TITULAIRE" for "1. LE TITULAIRE"): the next block's title, under a
  // label that went on ("Banque des professionnels", a bank's tagline).
  if (ctx.field.type !== 'address' && FREE_TEXT.has(ctx.field.type) && isAllCaps(text) && /^(?:(?:\d{1,2}|[IVX]{1,4})\s*[.)-]|[1lIL|][.,]?)\s+(?:LE|LA|LES|L['’]|DU|DES|\p{Lu}{3,}\b)/u.test(text.trim()) && !/\d/u.test(text.trim().slice(3))) return false
  // Nor is free text a heading made like a label ("Adresse de la banque" beside "Banque").
  if (ctx.field.type === 'text' && isLabelPhrase(ctx, text)) return false
  if (ctx.field.type === 'name' || ctx.field.type === 'company') {
    if (isDocumentTitle(ctx, text)) return false
    // Nor is one word in lower case a party's name: a word of a sentence or a label OCR left
    // alone where a name was ("sociale", "limitation"). (An issuer's may be: a logo's "libre".)
    if (ctx.field.block !== 'issuer' && /^\p{Ll}[\p{Ll}'’-]*$/u.test(text.trim())) return false
    // Nor, an issuer's either, words in lower case after a link word: a sentence's end ("...
    // Fournisseur" / "d'électricité verte", a legal mention's last line; "et de gaz").
    if (/^(?:d['’]|l['’]|de|du|des|et|la|le|les|à|au|aux|en|pour|par)(?:\s|(?<=['’]))/u.test(text.trim()) && !/\p{Lu}/u.test(text)) return false
    // Nor is a postcode and its town anyone's name ("Titulaire ┃ 75017 PARIS", the holder's name
    // lost by OCR, the last line of the address under it taken).
    if (isPostcodeTown(text)) return false
    // The rest of a bilingual label that OCR cut in two ("2. Vornamen/Given ¦ names/Prénoms").
    if (text.includes('/') && text.split('/').some((part) => part.trim() !== '' && isLabelText(ctx, part))) return false
    // A parenthesis closed at the end that never opened is the end of a heading OCR garbled
    // ("SALARIÉ(E)" read "PB saree)"; inside a name it may be a J, "LES) ARDINS"), and a date is a
    // line of the document's ("Édité le 09/10/2026"): no one's name.
    if (/\)\s*$/u.test(text) && (text.match(/\)/g)?.length ?? 0) > (text.match(/\(/g)?.length ?? 0)) return false
    if (/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/.test(text)) return false
    // Nor is a label in three languages ("Taille / Height / Estatura", the next column's title).
    if ((text.match(/\s\/\s/gu)?.length ?? 0) >= 2) return false
  }

  // A legal form alone ("Entrepreneur individuel", "SAS": the value of a "Forme" row) names no company.
  if (ctx.field.type === 'company' && /\p{L}/u.test(text) && companyForm(text) === '') return false

  // Nor is a company with its legal form anyone's name ("Salarié(e) ┃ SELARL PHARMACIE DES
  // ARCADES": the employer's block beside the employee's label, on one line of a scan).
  if (ctx.field.type === 'name' && PERSON_NEVER.test(fold(text))) return false
  if (ctx.field.type === 'name') {
    // (Nor has it a colon between its words: "Offre : Fibre Essentielle" is a row of the bill.)
    if (/\S\s*:\s*\S/u.test(text)) return false
    // A person's name: letters, a few words, no amounts or dates, and at least one word written
    // like a name (a capital, then letters; not an abbreviation with its dot, not a civility):
    // "Pers. à charge" in the next header cell is no one.
    const words = text.split(/\s+/)
    if (/\d/.test(text) || words.length > 8) return false
    // Nor has it a word of four letters or more in lower case, but for particles and links ("de
    // la", "épouse", "della"): "Date et lieu de naissance", "Nom de naissance" are labels.
    // (An elided article counts for nothing: "Référence de l'avis" is a label, not someone.)
    if (words.some((w) => /^(?:\p{Ll}['’])?\p{Ll}{4,}/u.test(w) && !NAME_LINKS.has(fold(w)) && !LONG_PARTICLES.has(fold(w)))) return false
    if (!words.some((w) => /^\p{Lu}[\p{L}'’-]+$/u.test(w) && !CIVILITY_ONLY.test(fold(w)))) return false
  }

  return true
}

/** Below this OCR confidence, a word of two or three capitals at a value's edge is a leader's dots read as letters. */
const UNSURE_SHORT_WORD = 0.4

/**
 * A value without the words OCR made of the dots of a leader before it ("piéfosenentenned Parc
 * d'activités", "jaspaipies Restauration traditionnelle", "ERE L'ECHOPPE"): letters only, three or
 * more, guessed rather than read (locate.ts isGuessedWord), at the start or the end of the value.
 */
function withoutLeaderWords(text: string, candidate: Candidate): string {
  // (Also two or three capitals read unsure, below 0.4: "LLL", "TLE TTT TTT" before "Bâtiment C".)
  const leaders = new Set(
    candidate.words
      .filter(({word}) => (isGuessedWord(word) && /^[\p{L}.,…'’]{3,}$/u.test(word.text)) || (word.conf !== undefined && word.conf < UNSURE_SHORT_WORD && /^\p{Lu}{2,3}$/u.test(word.text)))
      .map(({word}) => word.text),
  )
  if (leaders.size === 0) return text
  const words = text.split(' ')
  while (words.length > 1 && leaders.has(words[0])) words.shift()
  while (words.length > 1 && leaders.has(words.at(-1)!)) words.pop()
  return words.join(' ')
}

/** OCR's reading of a capital J as a bracket, a brace or a bar, apart from the rest of its word ("] ulien", "| ean", "} aurès"). */
const OCR_J_MARK = /(?<![\p{L}.'])[\]|}] ?(?=\p{Ll}{2})/gu

/**
 * An address as OCR reads it, its J read as a bracket, a brace or a bar before the rest of its word
 * ("avenue | ean } aurès", OCR_J_MARK), or apart from it in capitals, as a J or such a mark ("122
 * AVENUE ] EAN J AURES"): joined again. Not a building's, a stair's or an entrance's letter
 * ("BÂTIMENT J", "ESCALIER J").
 */
function repairOcrAddressJ(text: string): string {
  return text.replace(OCR_J_MARK, 'J').replace(/(?<![\p{L}.'])(?:[\]|}]|J) (?=\p{Lu}{2})/gu, (mark, at: number) => {
    const before = fold(text.slice(0, at)).trim().split(/\s+/u).at(-1) ?? ''
    return /^(?:batiment|bat|escalier|esc|entree|porte|lot|hall|aile|appartement|appt|apt|bloc|tour|immeuble|villa|zone)\.?$/u.test(before) ? mark : 'J'
  })
}

/**
 * A name as OCR reads it, repaired where the damage is unambiguous: a capital split from the rest
 * of its word ("LES J ARDINS", "J ulien", "] ulien" or "| ean" with the J read as a bracket or a
 * bar; not a one-letter word or an elided particle: A, D, L, M, N, O, Y stay apart).
 */
function repairOcrName(text: string): string {
  // (A speck between a civility and the given name read as an apostrophe: "Madame'Agnès".)
  // (A civility OCR misread, "Mme" as "Mrne", "Mire", "Mrre" or "Mne", before a capital.)
  // (A civility's full stop and a given name's J OCR read as one mark: "M] ulien" for "M. Julien".)
  return text
    .replace(/^(?:mrne|mire|mrre|mne)(?= \p{Lu})/iu, 'Mme')
    .replace(/^M\] ?(?=\p{Ll}{2})/u, 'M. J')
    .replace(/^(madame|monsieur|mademoiselle|mme|mlle|m\.)['’](?=\p{Lu})/iu, '$1 ')
    .replace(OCR_J_MARK, 'J').replace(/(?<![\p{L}.'])([BCEFGHIJKPQRSTUVWXZ]) (?=\p{L}{2})/gu, '$1')
}

/** Whether a text is the document's own title ("BULLETIN DE SALAIRE", "Attestation de vigilance"). */
function isDocumentTitle(ctx: Context, text: string): boolean {
  const folded = fold(text).replace(/\s+/g, ' ').trim()
  return ctx.compiled.titles.some((title) => folded.startsWith(title))
}

/**
 * A line that is a pair of its own, a short label, a colon and its value ("Tél. : 01 38 21 15 26",
 * "Fax : ...", "E-mail : ..."), or a way to reach someone: not the cell above going on.
 */
function isLabelledPair(text: string): boolean {
  return /^[\p{L}][\p{L}.'’-]*(?:\s[\p{L}.'’-]+){0,2}\s?:\s*\S/u.test(text) || /^(?:t[ée]l[ée]?(?:phone)?|fax|e-?mail|courriel|www\.|https?:)/iu.test(text.trim())
}

/**
 * The lines a cell wraps onto: below the candidate's line, starting under its value (within two
 * word heights), tightly spaced, with nothing to their left (no label of their own); at most three.
 */
function wrappedCell(ctx: Context, candidate: Candidate): IndexedSegment[] {
  if (candidate.words.length === 0) return []
  const x0 = Math.min(...candidate.words.map((w) => w.word.x))
  const more: IndexedSegment[] = []
  // A sentence read across its line break already holds the next line: the cell goes on below
  // the line of its last word.
  const lastWord = candidate.words.at(-1)!.word
  const valueRight = Math.max(...candidate.words.map((w) => w.word.x + w.word.w))
  let bottom = ctx.doc.lines.find((l) => l.index >= candidate.line.index && l.segments.some((seg) => seg.words.includes(lastWord))) ?? candidate.line
  for (let i = bottom.index + 1; i < ctx.doc.lines.length && more.length < 3; i++) {
    const line = ctx.doc.lines[i]
    if (line.page !== bottom.page || ctx.doc.furniture.has(line.index)) break
    // OCR's marks of the table's rules ("|" lines) are looked past.
    const cells = textCells(line)
    if (cells.length === 0) continue
    if (line.y0 - bottom.y1 > 0.8 * Math.max(line.h, bottom.h)) break
    // (A line of another column further right, set between the cell's lines by its height, "ARRÊT
    // DE TRAVAIL - MALADIE" beside a sidebar's wrapped name: looked past.)
    if (cells.every((seg) => seg.x0 > valueRight + line.h)) continue
    // In a grid, the other columns may wrap too: the cell under the value is the one that goes on.
    const first = line.segments.length === cells.length ? cells[0] : (cells.find((seg) => Math.abs(seg.x0 - x0) <= 2 * line.h) ?? cells[0])
    // A line starting with a number is a new item (an address under a bank's name), not the cell
    // going on; unless the line above ends with a comma: the text goes on ("Nuvo Pay SAS, 18 rue
    // de Châteaudun," / "75009 Paris").
    const previous = (more.at(-1)?.text ?? candidate.text).trimEnd()
    // (A capital after a line with no full stop, whose first word would not have fitted at the
    // end of that line within the page's text, is the sentence wrapped, not a new one: "...
    // électricité, mesurages loi" / "Carrez et loi Boutin". An initial's full stop ends no
    // sentence: "(article L." / "6313-1 du code du travail)".)
    const previousEnd = more.at(-1)?.x1 ?? lastWord.x + lastWord.w
    const initial = /(?:^|[\s(])\p{Lu}\.$/u.test(previous)
    const sentenceEnd = /[.!?]$/u.test(previous) && !initial
    const wrapped = !sentenceEnd && first.words.length > 0 && previousEnd + 0.3 * bottom.h + first.words[0].w > textRightEdge(ctx, line.page)
    // (Nor after running words so wrapped, lower case or an initial at the end: a name in capitals
    // over a street is two items, whatever their widths.)
    const newItem = /^\d/.test(first.text) && !previous.endsWith(',') && !(wrapped && (initial || /\p{Ll}$/u.test(previous)))
    const newSentence = startsSentence(previous, first.text) && !wrapped
    if (Math.abs(first.x0 - x0) > 2 * line.h || ctx.compiled.anyLabelAtStart.test(first.folded) || /:\s*$/.test(first.text) || newItem || newSentence || isLabelledPair(first.text)) break
    if (captionsOverValues(ctx, line, cells)) break
    // Nor is a row of headings in capitals printed smaller than the cell, over the next row's
    // values printed larger ("Entretien de parcs et jardins" over "ORIGINE DU FONDS OU DE
    // L'ACTIVITÉ ┃ MODE D'EXPLOITATION" over "Transfert d'un établissement ..."): the next row's
    // titles. (By both sides: OCR's boxes of capitals are shorter than mixed case's at one size.)
    if (headingOverValues(ctx, line, cells, bottom)) break
    more.push(first)
    bottom = line
  }

  return more
}

/** Each document's text right edge per page (textRightEdge), measured once. */
const rightEdges = new WeakMap<DocumentLines, Map<number, number>>()

/** Where the text of a page ends on the right: the furthest end of its lines (furniture aside). */
function textRightEdge(ctx: Context, page: number): number {
  let edges = rightEdges.get(ctx.doc)
  if (!edges) {
    edges = new Map()
    for (const line of ctx.doc.lines) if (!ctx.doc.furniture.has(line.index)) edges.set(line.page, Math.max(edges.get(line.page) ?? 0, line.x1))
    rightEdges.set(ctx.doc, edges)
  }

  return edges.get(page) ?? 0
}

/** A line of headings in capitals, a fifth smaller than the line above it and than a line under it with a cell under its first heading. */
function headingOverValues(ctx: Context, line: IndexedLine, cells: IndexedSegment[], above: IndexedLine): boolean {
  if (!cells.every((cell) => isAllCaps(cell.text)) || line.h >= 0.8 * above.h) return false
  const under = lineUnder(ctx.doc.lines, line)
  return under !== undefined && line.h < 0.8 * under.h && textCells(under).some((cell) => Math.abs(cell.x0 - cells[0].x0) <= 2 * line.h)
}

/**
 * Whether a line's cells are captions over their values: two or more, without digits, each with a
 * value holding digits right under it on the next line ("CODE BANQUE ┃ CODE GUICHET" over "30912
 * ┃ 44731", a cash machine's RIB): a header row, not a cell above going on.
 */
function captionsOverValues(ctx: Context, line: IndexedLine, cells: IndexedSegment[]): boolean {
  if (cells.length < 2 || cells.some((cell) => /\d/.test(cell.text))) return false
  const next = ctx.doc.lines[line.index + 1]
  if (!next || next.page !== line.page || next.y0 - line.y1 > 1.5 * Math.max(line.h, next.h)) return false
  return cells.every((cell) => next.segments.some((seg) => Math.abs(seg.x0 - cell.x0) <= 2 * line.h && /\d/.test(seg.text)))
}

/**
 * An address continues below its first line, left-aligned, until the line with the postcode and
 * city (at most four lines in all). Without a postcode in reach, the first line alone is kept
 * only when it has one itself.
 */
/**
 * Address lines as one address: "14 rue des Lilas, 21000 Dijon"; a line cut inside a street name
 * ("38 ter avenue de la" / "Gare, 72000 Le Mans") goes on with a space.
 */
function joinAddressLines(parts: string[]): string {
  return parts.reduce((out, part) => (out === '' ? part : /\b(?:de|du|des|la|le|les|d'|l'|et|en|sur|sous|aux?)$/iu.test(out) ? `${out} ${part}` : `${out}, ${part}`), '')
}

function extendAddress(ctx: Context, candidate: Candidate, first: string, labelX0?: number): {raw: string; value: string; words: Candidate['words'][number]['word'][]} | undefined {
  const postcode = findPostcode(first)
  // A postcode at the very end: the town is on the next line, under the value ("..., 63000" /
  // "Clermont-Ferrand", a cell that wrapped).
  const townNext = postcode !== undefined && first.slice(postcode.index + postcode.raw.length).trim() === ''
  if (postcode && !townNext) return {raw: first, value: first, words: []}
  const {lines} = ctx.doc
  const start = candidate.line
  // A continuation line starts under the value (a form) or at the start of the label's line
  // (text that flows back to the margin).
  const valueWords = wordsIn(candidate, candidate.text.indexOf(first), candidate.text.indexOf(first) + first.length)
  // (Under its label, the value's column only: the cell left of it is another column's, "Titulaire
  // du contrat ┃ Adresse de consommation" over "Offre : ... ┃ 27 PLACE DU MARCHE".)
  const ownWords = valueWords.length > 0 ? valueWords : candidate.words.map((w) => w.word)
  const valueX0 = Math.min(...ownWords.map((w) => w.x))
  // (Back at the margin of the label's cell, not the line's: a receipt book's stub prints its
  // column left of the receipt, "930,00 € ┃ Adresse du logement : 123 ter ..." over "29200 Brest".)
  let starts = candidate.placement === 'below' ? [valueX0] : [valueX0, labelX0 ?? start.x0]
  // The column the address is in once a line went on: the value's own words' extent at first.
  let column = {x0: valueX0, x1: Math.max(...ownWords.map((w) => w.x + w.w))}
  const parts = [first]
  const words: Candidate['words'][number]['word'][] = []
  let bottom = start
  for (let i = start.index + 1; i < lines.length && parts.length < 4; i++) {
    const line = lines[i]
    if (line.page !== start.page || ctx.doc.furniture.has(line.index)) break
    // OCR's marks of a table's rules ("|" lines) are looked past.
    const cells = textCells(line)
    if (cells.length === 0) continue
    // (So is a speck OCR read as a letter or two, a third as tall as the address's line or less.)
    if (line.ocr && line.h < 0.35 * bottom.h && (line.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) <= 2) continue
    if (line.y0 - bottom.y1 > 1.3 * Math.max(line.h, bottom.h)) break
    let seg = cells.find((s) => starts.some((x0) => Math.abs(s.x0 - x0) <= 2 * line.h))
    // A label at the margin beside the address's next line, in the value's column: another row's,
    // or the row's own label in another language ("Registered office ┃ 2e étage" over "Adresse du
    // siège ┃ 69 rue du Commerce"): the address goes on in its column.
    // (So is any cell at the margin beside one in the value's column: a label's translation under
    // it, "Siège social à l'étranger ┃ Industriestraße 14" over "Registered office abroad ┃ 79576
    // Weil am Rhein".)
    const valueCell = cells.find((s) => Math.abs(s.x0 - starts[0]) <= 2 * line.h)
    if (seg && valueCell && seg !== valueCell) seg = valueCell
    // A line of another column, printed between two of the address's (a consumption site's
    // address left of the addressee's block): looked past. Also under the first line when that
    // column is left of the label's cell (a receipt book's stub, "1 010,00 €" printed between
    // "Adresse du logement : Escalier 2, ..." and "44000 Nantes").
    const leftOfLabel = labelX0 !== undefined && cells.every((cell) => cell.x1 < labelX0 - line.h)
    if (!seg && (parts.length > 1 || leftOfLabel) && cells.every((cell) => cell.x1 < column.x0 || cell.x0 > column.x1)) continue
    if (!seg) break
    const text = readByOcr(seg.words) ? repairOcrPostcode(seg.text.trim()) : seg.text.trim()
    if (ctx.compiled.anyLabelAtStart.test(seg.folded) || /:\s*$/.test(text) || captionsOverValues(ctx, line, cells)) break
    if (townNext) {
      const town = /^\p{Lu}[\p{L}'’ -]*(?:\s+cedex(?:\s+\d{1,2})?)?$/iu.test(text) && text.split(/\s+/).length <= 5 && !isLabelText(ctx, text)
      return town ? {raw: `${first}\n${text}`, value: `${first} ${text}`, words: [...seg.words]} : {raw: first, value: first, words: []}
    }

    parts.push(text)
    words.push(...seg.words)
    bottom = line
    // (Its next lines stay in the column of this one: under the value, or back at the margin.)
    starts = [seg.x0]
    column = {x0: seg.x0, x1: seg.x1}
    // An address abroad ends with its country, whatever its postcode's form ("4050-038 Porto" /
    // "PORTUGAL"); after a postcode of five digits, the country under it is the address's too.
    if (isCountryLine(text)) return {raw: parts.join('\n'), value: joinAddressLines(parts), words}
    if (findPostcode(text)) {
      const country = countryUnder(ctx, line, seg)
      if (country) return {raw: [...parts, country.text.trim()].join('\n'), value: joinAddressLines([...parts, country.text.trim()]), words: [...words, ...country.words]}
      return {raw: parts.join('\n'), value: joinAddressLines(parts), words}
    }
  }

  return townNext ? {raw: first, value: first, words: []} : undefined
}

/** The country's name right under an address's postcode line, in its column (isCountryLine): the address abroad's last line. */
function countryUnder(ctx: Context, line: IndexedLine, seg: IndexedSegment): IndexedSegment | undefined {
  const under = lineUnder(ctx.doc.lines, line)
  if (!under || under.y0 - line.y1 > 1.3 * Math.max(line.h, under.h)) return undefined
  return textCells(under).find((cell) => Math.abs(cell.x0 - seg.x0) <= 2 * under.h && isCountryLine(cell.text))
}

/**
 * A code OCR read with a J as a bracket or a bar, split where it stood ("5YZY66VC] SPZUKF" for
 * "5YZY66VCJSPZUKF"): the code as printed, when the run of capitals and digits at the start of
 * the value, the bracket made a J and its gaps closed, is wholly one. Only with such a mark: a
 * code's groups apart are printed so.
 */
function codeReadWithBracket(ctx: Context, text: string): Found | undefined {
  const run = /^(\s*)([A-Z0-9\]|]+(?: [A-Z0-9\]|]+)*)/u.exec(text)
  if (!run || !/[\]|]/u.test(run[2])) return undefined
  const repaired = run[2].replace(/[\]|]/gu, 'J').replace(/ /gu, '')
  const found = ctx.find(repaired)
  return found && found.index === 0 && found.raw.length === repaired.length ? {index: run[1].length, raw: run[2], value: found.value} : undefined
}

/** Letters OCR reads for digits, and the digit each stands for. */
const DIGIT_LOOKALIKES: Record<string, string> = {B: '8', G: '6', I: '1', O: '0', S: '5', T: '7', Z: '2', l: '1', o: '0', '|': '1'}

/**
 * An address line as OCR read it with a letter for one digit of its postcode, at its start and
 * before the town in capitals ("T4000 ANNECY" for "74000 ANNECY", "3I000 TOULOUSE"): the postcode
 * as printed. One letter at most, four digits read: otherwise the line is left as it is.
 */
export function repairOcrPostcode(text: string): string {
  const m = /^([\dBGIOSTZlo|]{5})(?=\s+\p{Lu}{2})/u.exec(text)
  if (!m || (m[1].match(/\d/g)?.length ?? 0) !== 4) return text
  const digits = [...m[1]].map((ch) => DIGIT_LOOKALIKES[ch] ?? ch).join('')
  return findPostcode(digits) ? digits + text.slice(5) : text
}

/**
 * The address under the heading right of a label in its header row, when that heading names an
 * address ("Adresse de la banque"), down to its postcode and town.
 */
function addressBeside(ctx: Context, hit: LabelHit): ReturnType<typeof extendAddress> {
  const heading = hit.line.segments[hit.segment + 1]
  if (!heading || !/^adresse\b/u.test(heading.folded.trim())) return undefined
  const under = below(ctx.doc.lines, {...hit, end: heading.folded.length, segment: hit.segment + 1, start: 0})
  if (!under || !/\d/.test(under.text)) return undefined
  const first = trimValue(under.text)
  const address = extendAddress(ctx, under, first)
  if (!address) return undefined
  const start = under.text.indexOf(first)
  return {...address, words: [...wordsIn(under, start, start + first.length), ...address.words]}
}

/** The n-th value in `text` ("du 01/01/2025 au 31/12/2025": n = 2 gives the second date). */
function nthValue(find: Finder, text: string, n: number): Found | undefined {
  let offset = 0
  for (let i = 1; ; i++) {
    const found = find(text.slice(offset))
    if (!found) return undefined
    if (i >= n) return {...found, index: found.index + offset}
    offset += found.index + Math.max(1, found.raw.length)
  }
}

/** Segments from `from` to the end of a line as one candidate (a table row's cells, joined by three spaces). */
function restOfLine(line: IndexedLine, from: number, placement: Candidate['placement']): Candidate {
  const words: Candidate['words'] = []
  let text = ''
  for (const seg of line.segments.slice(from)) {
    if (text) text += '   '
    for (const [i, w] of seg.words.entries()) words.push({start: text.length + seg.starts[i], word: w})
    text += seg.text
  }

  return {line, placement, text, words}
}

/** Lines looked at above a row for its table's header (a payslip's line items, a photo's rows split in two). */
const TABLE_ROWS = 30

/** A column heading of amounts a document replaces or compares: "Avis initial du 23/07/2026", "Ancien montant", "Before". */
const SUPERSEDED_COLUMN = /^(?:(?:avis|montants?|declaration|situation|valeurs?|revenus?)\s+)?(?:initial|initiale|initiaux|initiales|avant|ancien|ancienne|anciens|precedent|precedente|before|previous|original|originale)\b/u

/** A column heading of the differences between two others: "Écart", "Variation". */
const DIFFERENCE_COLUMN = /^(?:ecarts?|differences?|variations?|delta|evolution)\b/u

/** A payslip's column of deductions or of the employer's share: "À déduire", "Retenues", "Part employeur". */
const DEDUCTION_COLUMN = /^(?:a ?deduire|retenues?|part (?:employeur|patronale)|charges? patronales?|cotisations? patronales?)\b/u

/**
 * The first cell of a row's value, right of its label: "Revenu fiscal de référence ┃ 29 564 ┃
 * 33 770 ┃ + 4 206" under "Éléments ┃ Avis initial du 23/07/2026 ┃ Avis rectificatif ┃ Écart"
 * holds the amount now in force in the rectified notice's column. A number cell under a heading
 * that says what was replaced ("initial", "ancien", "avant") or the difference ("Écart") is passed
 * over when another number cell of the row is not; the heading is the nearest line above with words
 * over two of the row's numbers or more.
 */
function currentColumn(ctx: Context, hit: LabelHit): number {
  const {line} = hit
  const from = pastFormerColumns(ctx, line, hit.segment + 1)
  const numbers = line.segments.map((seg, i) => ({i, seg})).filter(({i, seg}) => i >= from && isNumberCell(seg))
  if (numbers.length < 2) return from
  const passedOver = (h: IndexedSegment | undefined) => h !== undefined && [SUPERSEDED_COLUMN, DIFFERENCE_COLUMN, DEDUCTION_COLUMN].some((re) => re.test(h.folded.trim()))
  // (The other headings lost by OCR, the first number's alone saying it was replaced: the next
  // number, when no header row with two headings or more stands above.)
  let lone: number | undefined
  for (let i = line.index - 1; i >= 0 && i >= line.index - TABLE_ROWS; i--) {
    const above = ctx.doc.lines[i]
    if (above.page !== line.page) break
    const headings = numbers.map(({seg}) => above.segments.find((h) => /\p{L}{3}/u.test(h.text) && h.x0 < seg.x1 && h.x1 > seg.x0))
    const present = headings.filter((h) => h !== undefined)
    const distinct = new Set(present)
    // (Two headings OCR ran together over every number, "Adéduire Part employeut", a short cell:
    // one heading still.)
    const [only] = distinct
    if (only && distinct.size === 1 && present.length === headings.length && only.words.length <= 4 && passedOver(only)) return line.segments.length
    // (A line of running text across the columns is above the table: no heading of it.)
    if (distinct.size < present.length) break
    if (distinct.size < 2) {
      if (lone === undefined && headings[0] && headings.slice(1).every((h) => h === undefined)) lone = passedOver(headings[0]) ? numbers[1].i : from
      continue
    }

    const first = headings.map((h) => passedOver(h)).indexOf(false)
    // (Every number under such a heading: the row holds no value of its own, "TOTAL BRUT ┃ 493,97
    // ┃ 1541,90" under "À déduire ┃ Part employeur", its amount to pay lost by OCR.)
    if (first < 0) return line.segments.length
    return first > 0 ? numbers[first].i : from
  }

  return lone ?? from
}

/** Two candidates as one text (a sentence or an identifier that wraps onto the next line). */
function joined(a: Candidate, b: Candidate): Candidate {
  const offset = a.text.length + 1
  return {line: a.line, placement: a.placement, text: `${a.text} ${b.text}`, words: [...a.words, ...b.words.map((w) => ({...w, start: w.start + offset}))]}
}

/** The candidates around one occurrence of a label, in the order they are tried. */
function candidatesAt(ctx: Context, hit: LabelHit, sentence: boolean): Candidate[] {
  const out: Candidate[] = []
  const inline = segmentRest(hit.line, hit.segment, hit.end)
  // Marks after the label with no letter or digit ("Prénoms)" read for "Prénom(s)", a stray "|")
  // hold no value: the value is elsewhere, as after a bare label.
  const after = inline.text.slice(separatorLength(inline.text)).trim()
  // (Nor do a heading's translation beside a parallel heading's: "ASSURE Insu red ┃ CONTRAT Policy".)
  const cellRight = currentColumnRight(ctx, hit, right(hit))
  const labelTranslated = TRANSLATED_HEADING.test(hit.line.segments[hit.segment].text.trim())
  const rightTranslated = cellRight !== undefined && TRANSLATED_HEADING.test(cellRight.text.trim())
  // (Or a name's label in capitals with one word of its translation OCR garbled, "NOM Sumae" for
  // "NOM / Surname", over the name in capitals.)
  const garbledTranslation = ctx.field.type === 'name' && labelTranslated && /^\p{Lu}\p{Ll}+$/u.test(after) && isAllCaps(below(ctx.doc.lines, hit)?.text ?? '')
  const translated = labelTranslated && !labelHasColon(hit) && (rightTranslated || garbledTranslation)
  const rest = /[\p{L}\p{N}]/u.test(after) && !translated ? after : ''
  const next = nextLine(ctx.doc.lines, hit)
  const endsLine = hit.segment === hit.line.segments.length - 1
  // What follows may be the other half of a bilingual label that OCR read without its slash
  // ("NOM Sumame"): then the value is elsewhere, as after any label.
  // Lower-case words after a label, with no colon, to the end of its cell, and a cell further
  // right: the label goes on ("Activité(s) exercée(s)", "Adresse du siège social") and the value
  // is that cell.
  // (In capitals too, after a link word: "ADRESSE DE L'ÉTABLISSEMENT".)
  const goesOn = /^\p{Ll}/u.test(rest) || (isAllCaps(rest) && /^(?:DE|DU|DES|D['’])/u.test(rest))
  // (A link word alone ends the cell: "TITULAIRE DU ┃ PTE", the label's last word parted from it
  // and garbled by OCR; the cell right is the label's end, the value below.)
  const dangling = /^(?:de|du|des|d['’]|of)$/iu.test(rest)
  const r0 = rest && FREE_TEXT.has(ctx.field.type) && !sentence && !labelHasColon(hit) && goesOn && !dangling ? cellRight : undefined
  // (Unless that cell is a label itself: "Adresse du site de consommation   Point de livraison :",
  // or the next title of a row of small titles over larger values.)
  const under = lineUnder(ctx.doc.lines, hit.line)
  // (Or a heading made like a label: "Agence gestionnaire (domiciliation) ┃ Adresse de l'agence".)
  const valueRight = r0 && !/:\s*$/.test(r0.text) && !isLabelPhrase(ctx, r0.text) && !(under && smallTitlesOver(hit.line, under))
  if (valueRight) return [r0]
  // With no value cell further right, the value is below the label ("Adresse du site de
  // consommation" over its address, the colon lost by OCR), not its last words.
  // (Or right of the label above it, when this one is its translation printed under it.)
  if (rest && FREE_TEXT.has(ctx.field.type) && !sentence && !labelHasColon(hit) && goesOn) {
    // (A heading, that is: a few words, no figure. "Banque à distance Pro (internet et application)
    // - abonnement 11,90 € HT par mois" is a row of a list, whatever is under it another row.)
    const labelCell = hit.line.segments[hit.segment].text
    if (/\d/u.test(labelCell) || labelCell.trim().split(/\s+/u).length > 8) return []
    const translation = endsLine && textCells(hit.line)[0] === hit.line.segments[hit.segment] ? valueOfLabelAbove(ctx, hit) : undefined
    const cell = below(ctx.doc.lines, hit)
    return [translation, cell].filter((c) => c !== undefined)
  }
  if (rest && !isLabelText(ctx, rest)) {
    // Running text that wraps: "SIRET 739 090 116" / "00024, dont le siège...", "la société LE" /
    // "COMPTOIR DES HALLES, SIREN ..." (a name in a sentence is read across the break first).
    const wrapped = endsLine && next && !startsParagraph(ctx, next.line) && !(ctx.field.type === 'text' && startsSentence(inline.text, next.text)) ? joined(inline, next) : undefined
    if (wrapped && sentence && FREE_TEXT.has(ctx.field.type)) out.push(wrapped)
    out.push(inline)
    // (Free text outside a sentence does not wrap this way: "NOM Sumame" / "MARTIN" is a label and its value.)
    if (wrapped && !FREE_TEXT.has(ctx.field.type)) out.push(wrapped)
    // Words after the label in its own run: a longer label ("Date d'affiliation" is not "Date")
    // or a sentence, whose value is not elsewhere; but after a comma or a parenthesis, the row's
    // title goes on ("Salaires, gains associés, indemnités   52 499") and the value is to the right.
    // (Not when that cell is another column's heading, "IBAN (identifiant international de compte)
    // ┃ BIC" over the values: the label's gloss in parentheses ends it, its value is below.)
    const r = /^[,;(]/u.test(rest) && !(cellRight && isLabelText(ctx, cellRight.text)) ? cellRight : undefined
    if (r && !FREE_TEXT.has(ctx.field.type)) out.push(restOfLine(hit.line, hit.segment + 1, 'right'))
    // Words that qualify the label and hold no value of its type ("Date d'immatriculation au RNE
    // ┃ 13/07/2016", "Salaires et assimilés (1AJ, 1BJ) ┃ 17 961"): the label goes on, its value
    // is the next cell, else below it.
    // So do any words when the field's value has a fixed format ("Numéro fiscal du déclarant 1"
    // over its thirteen digits): only a value of that format is taken there.
    // So do a label of two words or more and capitalised words with no digit after it: the label in
    // another language, its slash lost by OCR ("Datum van afgifte Ausstellu Inq").
    const anotherLabel = /^\p{Lu}/u.test(rest) && !/\d/.test(rest) && !sentence && fold(hit.label).trim().split(/\s+/).length >= 2
    const gloss = /^\([^()]*\)$/u.test(rest)
    if (!r && !FREE_TEXT.has(ctx.field.type) && (qualifiesLabel(hit.label, rest) || ctx.field.pattern || anotherLabel || gloss) && !ctx.find(rest)) {
      // (A cell to the right that starts with the same label, "Numéro fiscal du déclarant 2", heads
      // its own column: the value is below. So is it when no value of the type stands to the right:
      // "Début de validité de la présente attestation ┃ Fin de validité de la présente attestation"
      // over "1er janvier 2026 ┃ 31 décembre 2026".)
      const cell = cellRight
      const rightOf = cell && labelPattern(hit.label).exec(fold(cell.text))?.index !== 0 ? restOfLine(hit.line, currentColumn(ctx, hit), 'right') : undefined
      // (The cell to the right is still tried first: a tax notice's bare number, "1A)   33311", is
      // an amount only there.)
      if (rightOf) out.push(rightOf)
      const cellUnder = rightOf && ctx.find(rightOf.text) ? undefined : sentence ? undefined : below(ctx.doc.lines, hit)
      if (cellUnder) out.push(cellUnder)
    }

    // A section's title alone on its line over indented rows ("Traitements, salaires, pensions et
    // rentes" / "Montant déclaré ┃ 54 202 ┃ 17 168"): the value is on its first row.
    const sub = !r && !FREE_TEXT.has(ctx.field.type) ? firstRowOfSection(ctx, hit) : undefined
    if (sub) out.push(sub)
    return out
  }

  // Typed values may sit in any segment further right (a table row: "Net imposable   2 012,34").
  const r = cellRight
  // (A typed value is not under its label when the cell there has its own label and colon before
  // it: "Montant net des heures supplémentaires exonérées : 280,46" under a header row whose values
  // OCR lost.)
  // (Nor, after a label inside a sentence, a name or a text from a cell with a key of its own to
  // its left: "... dans le cadre des activités déclarées :" over the rows of a form, "ADRESSE ┃
  // Pépinière d'entreprises ...".)
  const firstBelow = sentence ? undefined : below(ctx.doc.lines, hit)
  const anotherLabels = (c: Candidate) =>
    FREE_TEXT.has(ctx.field.type)
      ? !startsItsSegment(hit) && c.line.segments.some((seg) => seg.x1 <= c.words[0].word.x && isLabelText(ctx, seg.text))
      : /^\p{L}[^:\d]{2,80}?\s?:\s*\S/u.test(c.text)
  const cellBelow = firstBelow && !anotherLabels(firstBelow) ? firstBelow : undefined
  // (A text under its heading may be a table's column: its rows, not its title.)
  const b = cellBelow && ctx.field.type === 'text' ? (tableColumnBelow(ctx, hit, cellBelow) ?? cellBelow) : cellBelow
  // A heading over its block ("Employeur" above the company's name and address) with something
  // unrelated far away on its line (a title on the right): the value is below.
  const label = hit.line.segments[hit.segment]
  const labelHeight = label.words[0].h
  // (OCR's mark of a rule before the value, "| JULIEN ANDRE", is taller than print: not that word.)
  const rightWord = r?.words.find(({word}) => /[\p{L}\p{N}]/u.test(word.text))?.word
  const headingFirst =
    rightWord &&
    b &&
    !labelHasColon(hit) &&
    rightWord.x - label.x1 > 120 &&
    rightWord.h > 1.25 * labelHeight &&
    Math.abs(b.words[0].word.x - label.x0) <= labelHeight &&
    !inValueColumn(ctx, hit, rightWord.x)
  // A label in a table's header row ("Matricule | Nom et prénom | Emploi | Classification") has
  // its value in the row below; the next cell to the right is another header.
  // (OCR's marks of a ruled line, "|", are no cells.)
  const cells = textCells(hit.line)
  const isTitle = (seg: IndexedSegment) => !/\d/.test(seg.text) && seg.words.length <= 4
  // (So are the cells up to the label when the row under has a cell starting under each of them,
  // whatever is further right, another block: "Matricule ┃ Nom et prénom ┃ GROUPE HOSPITALIER
  // PRIVÉ ATLANTIQUE SAS" over "16470 ┃ HAMIDI Nathalie ┃ 25 TER QUAI ...".)
  const heads = cells.slice(0, cells.indexOf(label) + 1)
  const underCells = under ? textCells(under) : []
  const headsColumns =
    heads.length >= 2 && under !== undefined && heads.every((seg) => isTitle(seg) && underCells.some((cell) => Math.abs(cell.x0 - seg.x0) <= columnTolerance(hit.line, under)))
  // (So are headings led by their articles, side by side: "L'EMPLOYEUR ┃ LE SALARIÉ", the second
  // misread "Le sauanié" by OCR, over the two parties' blocks.)
  // (Or headings in capitals each followed by its translation in small letters: "ASSURÉ Insured ┃
  // CONTRAT Policy", the second's translation misread "~\" olicy" by OCR, over two panels.)
  const parallelHeadings =
    r !== undefined &&
    !labelHasColon(hit) &&
    isTitle(label) &&
    ((LEADING_ARTICLE.test(label.folded.trim()) && LEADING_ARTICLE.test(fold(r.text).trim())) || (labelTranslated && rightTranslated))
  // (So are small titles in capitals over larger values, two columns of them: "NOM ET PRÉNOM(S) ┃
  // ACTIVITÉ" over "MERCIER Gaëlle Anne ┃ Conseil en systèmes ...". A key-value table's next row
  // is no taller, and its keys are seldom all capitals.)
  // (Or not in capitals, when no cell under them is a label: "Dénomination ┃ Forme juridique" over
  // "CAP GESTION CONSEIL ┃ Société à responsabilité limitée", the cards of a State's website. Not
  // as OCR read it: its boxes' heights go with the letters' shapes, and a key-value table's next
  // row, "Fone juridique" for "Forme juridique", may come out taller.)
  const titlesOverValues =
    r !== undefined &&
    under !== undefined &&
    cells.length === 2 &&
    cells[0] === label &&
    // (A title in capitals may run to six words: "PRÉSIDENTE ┃ DATE ET LIEU DE NAISSANCE".)
    (isTitle(cells[1]) || (isAllCaps(cells[1].text) && !/\d/u.test(cells[1].text) && cells[1].words.length <= 6)) &&
    (cells.every((cell) => isAllCaps(cell.text)) || (!cells.some((cell) => readByOcr(cell.words)) && !underCells.some((cell) => isLabelText(ctx, cell.text)))) &&
    smallTitlesOver(hit.line, under)
  // (Never a label with its colon and a cell right of it, beside a column of something else:
  // "Quartier ┃ Dénomination : ┃ BABEL TRADUCTIONS" over "BP 124 ┃ Forme juridique : ┃ ...".)
  // (Not a table's last row, of values in words, under its other rows, each cell under one of the
  // row above: "Domiciliation ┃ BFV LYON ENTREPRISES ┃ BANQUE LYON CENTRE" under "BIC ┃
  // BFVEFRP1XXX ┃ BLCOFRPPXXX".)
  // (Looked at only for a row of titles.)
  // (valueRow: the row above's cells when they start where this row's do, else undefined.)
  const valueRow = (): IndexedSegment[] | undefined => {
    const above = lineAbove(ctx.doc.lines, hit.line)
    const aboveCells = above ? textCells(above) : []
    return cellsStartAlike(cells, aboveCells, Math.max(hit.line.h, 4)) ? aboveCells : undefined
  }

  // (Nor two titles in capitals under a row laid out as theirs whose first cell is a key in
  // capitals too: a key-value table printed all in capitals, "DÉPÔT DES STATUTS ┃ 27/06/2025" over
  // "DENOMINATION ┃ VERT PAYSAGE", an overseas registry's Kbis. Under a row of values, "50 000,00
  // euros ┃ Jusqu'au 10/05/2123", they are the next titles of a grid of titles over values.)
  const underKeyRow = () => {
    const key = valueRow()?.[0]
    return key !== undefined && isAllCaps(key.text) && !/\d/u.test(key.text)
  }

  const headerRow = !(labelHasColon(hit) && r !== undefined) && ((cells.length >= 3 && cells.every((seg) => isTitle(seg)) && !valueRow()) || headsColumns || parallelHeadings || (titlesOverValues && !underKeyRow()))
  // A label over its value in a column of its own, a table beside it whose title happens to share
  // the label's line: the value is below, and that title, across the table's first column, is none
  // of the label's ("Salarié(e)   Santé" over "FONTAINE Hélène   2010   Sécurité sociale ...").
  // (Names and text only: a table's row title has its amount or date right across its columns.)
  const acrossAColumn =
    r !== undefined &&
    b !== undefined &&
    FREE_TEXT.has(ctx.field.type) &&
    !labelHasColon(hit) &&
    Math.abs(b.words[0].word.x - label.x0) <= labelHeight &&
    !isLabelText(ctx, b.text) &&
    columnBetween(ctx, hit, b, r.words[0].word.x)
  if (acrossAColumn) {
    out.push(b)
    return out
  }

  // A label printed under its other language's, closer to it than to the next row ("Insured ┃
  // FLORALIES DU MARAIS SAS" over "Assuré", then "Address ┃ ..."): the value right of that one.
  // (Also in smaller print beside its value's second line: "Registered office ┃ 2e étage" over
  // "Adresse du siège ┃ 69 rue du Commerce", "64000 Pau" under that.)
  const translation = textCells(hit.line)[0] === label && ((!r && endsLine) || (r !== undefined && translationBesideValue(ctx, hit, r))) ? valueOfLabelAbove(ctx, hit) : undefined
  if (translation) out.push(translation)
  // Under a heading, a period's key and the amount beside it: that amount, before the cell under
  // the heading (which may be the key's own cell, or the previous column's amount OCR ran into it).
  const keyed = b && ctx.field.type === 'amount' ? keyedValueBelow(hit, b) : undefined
  if (keyed) out.push(keyed)
  // A section's heading in a row of headings over a panel of captioned cells ("SALARIÉ(E) /
  // EMPLOYEE" over "Nom / Name" over "MARTIN, Gaëlle"): a name's own caption first under it, the
  // name under that. (A role's heading, that is: under a name's own caption, "Prénoms / Given
  // names" on a passport, the name is the first line, whatever is printed larger under it.)
  // (So is a company's under its role's heading: "EMPLOYEUR / EMPLOYER" over "Raison sociale /
  // Company name" over the employer's name.)
  const captions = PANEL_CAPTIONS[ctx.field.type]
  const captioned = b && headerRow && captions && !captions.own.test(fold(hit.label)) ? captionedValue(ctx, hit, b, captions.caption) : undefined
  if (captioned) out.push(captioned)
  if (b && (headingFirst || headerRow)) out.push(b)
  // (In a header row the cell to the right is the next column's title: "Banque ┃ Guichet ┃ ...".)
  // (Nor, for a typed value, past two titles or more: "Net imposable ┃ Montant net social ┃ Heures
  // payées ┃ dont HC exonérées ┃ 1637,90" is a header row, the number another row's that a curved
  // page raised to it.)
  const pastTitles = !FREE_TEXT.has(ctx.field.type) && titlesBeforeValue(hit) >= 2
  if (r && !(headerRow && ctx.field.type === 'text') && !pastTitles) out.push(FREE_TEXT.has(ctx.field.type) ? r : restOfLine(hit.line, currentColumn(ctx, hit), 'right'))
  // Below only when nothing follows the label on its own line, or what follows held no value:
  // a form cell, a table header over its value row.
  if (b && !headingFirst && !headerRow) out.push(b)
  // A date or an amount under a line of words without a digit (a date and place of issue whose
  // place OCR boxed apart, above the date): the next line under it. (Not a code: a BIC may be
  // all letters, "ENTREPRISES".)
  const underWords = b && (ctx.field.type === 'date' || ctx.field.type === 'amount') && !/\d/.test(b.text) ? belowFrom(ctx.doc.lines, hit, b.line) : undefined
  if (underWords) out.push(underWords)
  // A sentence that wraps right after its label ("à jour au" / "20 octobre 2026").
  if (!r && endsLine && next && next.line !== b?.line) out.push(next)
  // A label ending its sentence with a colon over a bulleted list, however indented ("... des
  // activités professionnelles suivantes :" / "• Entretien de parcs et jardins"): the list.
  const list = !r && endsLine && ctx.field.type === 'text' && labelHasColon(hit) ? bulletBelow(ctx, hit) : undefined
  if (list) out.push(list)
  // A sentence ending with its label and a colon over an indented block ("... pour le logement
  // situé :" / "3 rue du Faubourg Saint-Antoine" / "74000 Annecy", set off by a blank line): the block.
  // (Or an activity's description so set off: "... au titre des activités suivantes :" over
  // "Organisation et vente de voyages ...", indented, on its lines.)
  // (Running words, not a name in capitals nor a company's: "STRATÉGIES & TERRITOIRES SAS" under
  // "... dans le cadre des activités déclarées :" heads a form whose captions OCR lost.)
  // (A label that says what follows announces it with or without its colon, which OCR may lose:
  // "... des activités suivantes".)
  const announces = labelHasColon(hit) || /\bsuivant(?:e|s|es)?\s*$/u.test(fold(hit.label))
  const block = !r && endsLine && !b && announces ? indentedBlockUnder(ctx, hit) : undefined
  const announced = block && ctx.field.type === 'text' && (isAllCaps(block.text) || hasLegalForm(block.text)) ? undefined : block
  if (announced) out.push(announced)
  // A typed value printed larger than its label and a little lower, right of it ("Revenu fiscal
  // de référence" over a big "22 851 €" aligned to the right of its box): OCR puts it on the
  // next line.
  // So is a name or a text in a two-column table whose value OCR put on a line of its own,
  // nothing in the label column beside it ("Gérant" / "LE GALL Yannick", the cell a little lower).
  if (!r && endsLine) {
    const lower = FREE_TEXT.has(ctx.field.type) ? valueCellBelow(ctx, hit) : rightBelow(ctx.doc.lines, hit)
    if (lower) out.push(lower)
    // Or higher: OCR boxed the value taller (an accent, "22 août 2026"), and it joined the line
    // above, beside another block's words.
    const higher = FREE_TEXT.has(ctx.field.type) ? undefined : rightAbove(ctx.doc.lines, hit)
    if (higher) out.push(higher)
    // Or lower in the label's column, right of the label's start (a framed box's amount printed
    // large and to the right under its title: "Revenu fiscal de référence" over "57 956 €").
    const inColumn = !b && (ctx.field.type === 'amount' || ctx.field.type === 'date') ? belowInColumn(ctx, hit) : undefined
    if (inColumn) out.push(inColumn)
  }

  // So is it when the cell right of the label is another column's, far off and with no value of
  // the field's type ("Revenu fiscal de référence ┃ virement prévu à partir du 07/08/2027", the
  // right column's line beside the box): the value printed larger, before that column.
  // (So is a side panel's year-to-date heading there, "NET IMPOSABLE ┃ Cumuls 2029": the month's
  // amount a little lower, whatever its size, left of the panel however far right.)
  const yearToDateRight = r !== undefined && YEAR_TO_DATE.test(fold(r.text).trim())
  const otherColumn = r !== undefined && !FREE_TEXT.has(ctx.field.type) && r.words[0].word.x - label.x1 > 10 * labelHeight && !ctx.find(r.text) ? r.words[0].word.x : undefined
  const larger = otherColumn !== undefined ? rightBelow(ctx.doc.lines, hit, otherColumn) : undefined
  // (Not the next row's, a label of its own at its start: "NET À PAYER ... ┃ 2.908,02".)
  const ownRow = larger !== undefined && textCells(larger.line).some((cell) => cell.x0 < label.x1)
  if (larger && !ownRow && (yearToDateRight || median(larger.words.map(({word}) => word.h)) >= 1.25 * labelHeight)) out.push(larger)

  // A value printed over its caption in a row of boxes: nothing of the field's type after the label.
  if (!FREE_TEXT.has(ctx.field.type) && !(r !== undefined && ctx.find(r.text))) {
    const over = valueOverCaption(ctx, hit)
    if (over) out.push(over)
  }

  return out
}

/**
 * The value over its caption in a row of boxes, each caption centred under its value ("32 082 €
 * ┃ 1,00 ┃ 6 693 €" over "Revenu fiscal de référence ┃ Nombre de parts ┃ Impôt sur le revenu net",
 * a non-resident's tax notice): the label is its cell's whole text, the line right above has as
 * many cells as the captions' line, each centred over its caption, and nothing lies under the
 * label on the next line (the captions of a grid over their values).
 */
function valueOverCaption(ctx: Context, hit: LabelHit): Candidate | undefined {
  const caption = hit.line.segments[hit.segment]
  if (hit.start > 0 || caption.text.slice(hit.end).replace(/[\s:*()\d]/gu, '') !== '') return undefined
  const above = ctx.doc.lines[hit.line.index - 1]
  if (!above || above.page !== hit.line.page || hit.line.y0 - above.y1 > 2 * hit.line.h) return undefined
  const captions = textCells(hit.line)
  const values = textCells(above)
  if (captions.length < 2 || values.length !== captions.length) return undefined
  const centredOver = (value: IndexedSegment, cell: IndexedSegment) => (value.x0 + value.x1) / 2 > cell.x0 && (value.x0 + value.x1) / 2 < cell.x1
  if (!values.every((value, k) => centredOver(value, captions[k]))) return undefined
  const under = ctx.doc.lines[hit.line.index + 1]
  if (under && under.page === hit.line.page && under.y0 - hit.line.y1 < 2 * hit.line.h && textCells(under).some((cell) => cell.x0 < caption.x1 && cell.x1 > caption.x0)) return undefined
  const index = captions.indexOf(caption)
  return index < 0 ? undefined : wholeSegment(above, above.segments.indexOf(values[index]), 'below')
}

/**
 * The value under a caption `caption` under a heading: when the caption is a name's ("Nom /
 * Name"), or whatever OCR made of it ("Narre", "N") is printed in type smaller than what stands
 * under it (a caption's small type, the value's larger). Specks OCR boxed as lines of their own
 * between them are passed over.
 */
function captionedValue(ctx: Context, hit: LabelHit, caption: Candidate, captionPattern: RegExp): Candidate | undefined {
  // (Another column's caption OCR set a little lower may come between: "Entreprise cliente".)
  let value = belowFrom(ctx.doc.lines, hit, caption.line, 2)
  if (value && (value.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 2) value = belowFrom(ctx.doc.lines, hit, value.line, 2)
  if (!value) return undefined
  const height = (c: Candidate) => median(c.words.map(({word}) => word.h))
  // (Whatever OCR made of a caption is a word or two; a name or a company's, under a title, is
  // longer than what it took for one, and no label.)
  const words = (c: Candidate) => c.text.trim().split(/\s+/u).length
  const garbled = words(caption) <= 2 && words(value) > words(caption) && height(value) >= 1.4 * height(caption) && !isLabelText(ctx, value.text)
  // (A caption may keep a speck OCR read beside it: "Company name Li".)
  const text = caption.text.trim().replace(/\s+\S{1,2}$/u, '')
  return captionPattern.test(text) || garbled ? value : undefined
}

/** A customer department after a company's name and a dash: "- Service clients", "– Relation clientèle". */
const CUSTOMER_DEPARTMENT = /\s+[-–—]\s+(?:service|relation|direction|d[ée]partement|p[ôo]le|centre)s?\s+(?:des\s+|de\s+la\s+)?(?:clients?|client[eè]le|consommateurs?|abonn[ée]s?|usagers?|particuliers)\b.*$/iu

/**
 * The captions of a panel's cells by the type of the value under them (captionedValue): `caption`,
 * one alone in its cell in one language or two ("Nom / Name", "Raison sociale / Company name");
 * `own`, a field's label (folded) that is such a caption itself, not a role's heading ("Prénoms",
 * "Dénomination"), whose value is the first line under it.
 */
const PANEL_CAPTIONS: Partial<Record<FieldType, {caption: RegExp; own: RegExp}>> = {
  company: {
    caption: /^(?:raison sociale|d[ée]nomination(?: sociale)?|soci[ée]t[ée]|company(?: name)?|legal name)(?:\s*\/\s*(?:raison sociale|d[ée]nomination|company(?: name)?|legal name))?\s*:?$/iu,
    own: /^(?:raison sociale|denomination|company|legal name|nom ou denomination)/u,
  },
  name: {
    caption: /^(?:nom(?:\s+(?:et|,)?\s*pr[ée]noms?(?:\(s\))?)?|name|surname|full name)(?:\s*\/\s*(?:nom|name|surname|full name)(?:\s+\S+){0,2})?\s*:?$/iu,
    own: /^(?:nom|prenom|given|surname|name|full name)/u,
  },
}

/**
 * A heading in capitals followed by its translation, no two capitals in a row after it: "ASSURÉ
 * Insured", "CONTRAT Policy" (a name in capitals has no word in small letters after it).
 */
const TRANSLATED_HEADING = /^[\p{Lu}'’-]{3,}(?:\s+[\p{Lu}'’-]{2,})*\s+(?!.*\p{Lu}{2})\S.*$/u

/** The cells of words (no digit, three letters or more, read) right of a label before its line's first cell with a digit. */
function titlesBeforeValue(hit: LabelHit): number {
  let titles = 0
  for (const cell of hit.line.segments.slice(hit.segment + 1)) {
    if (/\d/.test(cell.text)) break
    // (Words OCR guessed every one of are a leader's dots, "TLE ┃ LTT": no title.)
    if (/\p{L}{3}/u.test(cell.text) && cell.words.some((w) => !isGuessedWord(w))) titles++
  }

  return titles
}

/** A period's key in a small panel of figures: "Mois", "Month", "Période". */
const PERIOD_KEY = /^(?:mois|month|periode|period|ce mois|du mois)$/u

/** The same key at the end of a cell, after an amount and a mark OCR ran into it: "2890,06 / Mois". */
const PERIOD_KEY_AT_END = /[\s/|]\s*(?:mois|month)$/u

/**
 * "Net imposable ┃ Montant net social" over "Mois ┃ 1 096,64 ┃ Mois ┃ 1 176,83" and "Année ┃
 * 3 335,20 ┃ ...": under a heading, a key saying the period and the amount beside it, before the
 * next heading's column. The month's row only: the year's is a running total.
 */
function keyedValueBelow(hit: LabelHit, under: Candidate): Candidate | undefined {
  const {line} = under
  const at = line.segments.findIndex((seg) => seg.words.includes(under.words[0]?.word))
  const value = line.segments[at + 1]
  if (at < 0 || !value || !isNumberCell(value)) return undefined
  // The key alone in its cell, or after the previous column's amount OCR ran into it ("2890,06 / Mois").
  const key = line.segments[at].folded.trim()
  if (!PERIOD_KEY.test(key) && !(/\d/.test(key) && PERIOD_KEY_AT_END.test(key))) return undefined
  const nextHeading = hit.line.segments[hit.segment + 1]
  if (nextHeading && value.x0 >= nextHeading.x0) return undefined
  return wholeSegment(line, at + 1, 'below')
}

/**
 * Whether `next` starts a sentence after `text`, whose full stop it lacks ("activités suivantes :
 * Coiffure, soins esthétiques" / "La présente attestation est valable ..."): a capitalised word
 * after text that does not go on (no comma, dash or link word at its end).
 */
function startsSentence(text: string, next: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(next.trimStart()) && !/(?:[,;–-]|\b(?:de|du|des|la|le|les|et|ou|en|au|aux|à|d'|l'))\s*$/iu.test(text)
}

/**
 * Whether a line starts a paragraph: further below the line above than the lines of its own
 * paragraph are apart (a blank line between "... de café et de thé" and "La présente
 * attestation est valable ...", whose full stop OCR lost): a sentence does not go on there.
 */
function startsParagraph(ctx: Context, line: IndexedLine): boolean {
  const above = ctx.doc.lines[line.index - 1]
  // (The next line of print: not a speck OCR read as a letter.)
  const below = ctx.doc.lines.slice(line.index + 1, line.index + 3).find((l) => (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3)
  if (!above || !below || above.page !== line.page || below.page !== line.page) return false
  const pitch = below.y0 - line.y0
  return pitch > 0 && below.y0 - line.y1 <= 1.5 * Math.max(line.h, below.h) && line.y0 - above.y0 > 1.35 * pitch
}

/**
 * The first row of a section whose title is the hit's line (one cell, no digit): the next line,
 * close under it, starting a little further right (indented), its first cell a title without
 * digits, values in the cells after it.
 */
function firstRowOfSection(ctx: Context, hit: LabelHit): Candidate | undefined {
  const cells = textCells(hit.line)
  if (cells.length !== 1 || /\d/.test(hit.line.text)) return undefined
  const next = ctx.doc.lines[hit.line.index + 1]
  if (!next || next.page !== hit.line.page || next.y0 - hit.line.y1 > 1.5 * hit.line.h) return undefined
  const [title, ...values] = textCells(next)
  const indent = title ? title.x0 - cells[0].x0 : 0
  if (!title || values.length === 0 || /\d/.test(title.text) || indent < 0.3 * hit.line.h || indent > 6 * hit.line.h) return undefined
  return restOfLine(next, next.segments.indexOf(values[0]), 'below')
}

/** A list item's bullet at the start of a line ("• ", "- ", "▪ "). */
const BULLET = /^[•·▪◦‣∙►➢–-]\s+/u

/** A value without a list item's bullet, and without the separators and marks at its ends. */
function trimValue(text: string): string {
  return text.trimStart().replace(BULLET, '').replace(/^[\s:;,.-]+|[\s,;:.-]+$/g, '')
}

/** The first item of a bulleted list on the line right under the hit's line, starting right of its margin. */
function bulletBelow(ctx: Context, hit: LabelHit): Candidate | undefined {
  const line = lineUnder(ctx.doc.lines, hit.line)
  if (!line) return undefined
  const [first] = textCells(line)
  if (!first || first.x0 < hit.line.x0 - line.h || !BULLET.test(first.text)) return undefined
  return wholeSegment(line, line.segments.indexOf(first), 'next-line')
}

/**
 * How far apart two rows' cells may start and still be one column: the larger line's height (OCR's
 * boxes of a line of small or broken words are low), at least 4 points.
 */
function columnTolerance(a: IndexedLine, b: IndexedLine): number {
  return Math.max(a.h, b.h, 4)
}

/**
 * Whether a cell starting at `x` right of a label is in the value column of a two-column table:
 * a row just above or below (same page, within two lines) starts in the label's column and has a
 * cell where this one starts ("Dénomination   MÉDIANE COMMUNICATION" over "Forme juridique
 * Société à responsabilité limitée"). Then a taller first word there is the value (an accented
 * capital, a descender make OCR's boxes taller), not a title beside a heading.
 */
function inValueColumn(ctx: Context, hit: LabelHit, x: number): boolean {
  const label = hit.line.segments[hit.segment]
  // (Nearest rows first; up to six lines away, as a curved page may part each of the rows around
  // from its value: "Nom, prénoms" / "MERCIER Sophie Louise" 4 pt lower, and so on.)
  for (const index of [-1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6].map((d) => hit.line.index + d)) {
    const line = ctx.doc.lines[index]
    if (!line || line.page !== hit.line.page || line.segments.length < 2) continue
    const tolerance = columnTolerance(hit.line, line)
    if (Math.abs(line.segments[0].x0 - label.x0) > tolerance) continue
    // (Within that column, not only at its start: OCR may have lost the value's first word.)
    if (line.segments.slice(1).some((seg) => seg.x0 - tolerance <= x && x < seg.x1)) return true
  }

  return false
}

/** An English adjective before the noun it qualifies in a label: "Insured activities". */
const ENGLISH_QUALIFIER = /^(?:insured|covered|declared|guaranteed|main|business)$/u

/**
 * A heading's text given as a table (`3. ACTIVITÉS GARANTIES` over `Code ┃ Activité (nomenclature
 * ...)` over `1.4 ┃ Maçonnerie et béton armé`, `3.3 ┃ Carrelage ...`): when the cell under the
 * heading is a title in a header row (two cells or more, no digit) that names its column after the
 * heading's noun (`Activité`, `Libellé de l'activité`: blocks side by side, a bank's name beside
 * its customer's, are no table) and the lines under it are rows of that table (close under each
 * other, none starting left of the header, each with a cell starting under that title), the cells
 * of that title's column, one item each, joined by commas.
 */
function tableColumnBelow(ctx: Context, hit: LabelHit, candidate: Candidate): Candidate | undefined {
  const header = candidate.line
  const titles = textCells(header)
  const own = titles.find((cell) => cell.words.includes(candidate.words[0].word))
  if (!own || titles.length < 2 || /\d/.test(header.text) || own.words.length !== candidate.words.length) return undefined
  // (The noun's stem: "Activités garanties" and "Insured activities" name the column "Activité /
  // Activity", wherever it stands in the header row under them: "Code NAF ┃ Activité ┃ CA déclaré".)
  const labelWords = fold(hit.label).trim().split(/\s+/u)
  const noun = (labelWords.length > 1 && ENGLISH_QUALIFIER.test(labelWords[0]) ? labelWords[1] : labelWords[0]).slice(0, 6)
  const title = noun.length >= 4 ? titles.find((cell) => cell.folded.includes(noun)) : undefined
  if (!title) return undefined
  const items: {line: IndexedLine; cell: IndexedSegment}[] = []
  let previous = header
  for (let i = header.index + 1; i < ctx.doc.lines.length; i++) {
    const line = ctx.doc.lines[i]
    const tolerance = columnTolerance(header, line)
    if (line.page !== header.page || line.y0 - previous.y1 > 1.5 * Math.max(line.h, previous.h)) break
    const cells = textCells(line)
    if (cells.length < 2 || cells[0].x0 < titles[0].x0 - tolerance) break
    const item = cells.find((cell) => Math.abs(cell.x0 - title.x0) <= tolerance)
    if (!item) break
    items.push({cell: item, line})
    previous = line
  }

  if (items.length === 0) return undefined
  let text = ''
  const words: Candidate['words'] = []
  for (const {cell} of items) {
    if (text) text += ', '
    for (const [wi, word] of cell.words.entries()) words.push({start: text.length + cell.starts[wi], word})
    text += cell.text
  }

  return {line: items[0].line, placement: 'below', text, words}
}

/**
 * Whether a row of two titles stands over a row of values printed larger: the line under has a
 * cell starting under each title (within a line height), and those cells' words are as tall as
 * the titles' or taller, one of them a tenth taller or more (both titles' words of the same
 * height, within 15 %).
 */
function smallTitlesOver(titles: IndexedLine, values: IndexedLine): boolean {
  const cells = textCells(titles)
  const heights = cells.map((cell) => cellHeight(cell))
  if (cells.length !== 2 || Math.abs(heights[0] - heights[1]) > 0.15 * Math.max(...heights)) return false
  const tolerance = columnTolerance(titles, values)
  const under = cells.map((cell) => textCells(values).find((v) => Math.abs(v.x0 - cell.x0) <= tolerance))
  // (One of the two values may be printed no larger than its title, only not smaller: a broker's
  // block in small print under "INTERMÉDIAIRE", beside the insured's name in bold under "ASSURÉ".)
  return under.every((cell, i) => cell !== undefined && cellHeight(cell) >= heights[i]) && under.some((cell, i) => cellHeight(cell!) >= 1.1 * heights[i])
}

/** A cell's print size: the median height of its words. */
function cellHeight(cell: IndexedSegment): number {
  return median(cell.words.map((w) => w.h))
}

/** Whether a text starts with a label of another field of the type, and with none of this field's. */
function labelOfAnotherField(ctx: Context, text: string): boolean {
  const folded = fold(text)
  const startsWith = (patterns: RegExp[] | undefined) => (patterns ?? []).some((re) => re.exec(folded)?.index === 0)
  if (startsWith(ctx.compiled.labels.get(ctx.field.id))) return false
  return [...ctx.compiled.labels].some(([id, patterns]) => id !== ctx.field.id && startsWith(patterns))
}

/**
 * The value right of the label on the line just above, when the hit's label is that label's
 * translation printed under it: the line above starts where the label does and has a cell right
 * of its first, and the label stands closer to it than to the line under (a row's pair of labels,
 * then the next row), or between it and a line under laid out the same way.
 */
function valueOfLabelAbove(ctx: Context, hit: LabelHit): Candidate | undefined {
  const label = hit.line.segments[hit.segment]
  const above = ctx.doc.lines[hit.line.index - 1]
  const under = nextRowUnder(ctx, hit.line, label)
  if (!above || above.page !== hit.line.page || !under) return undefined
  const cells = textCells(above)
  if (cells.length < 2 || Math.abs(cells[0].x0 - label.x0) > columnTolerance(hit.line, above) || /\d/.test(cells[0].text)) return undefined
  // (A label of another field above is the row before, not this label in another language:
  // "Dénomination ou raison sociale ┃ L'ATELIER DES BOUCLES" over "Forme juridique", whose value
  // OCR lost.)
  if (labelOfAnotherField(ctx, cells[0].text)) return undefined
  const gapAbove = hit.line.y0 - above.y1
  const gapUnder = under.y0 - hit.line.y1
  // (Or, whatever the gaps as OCR boxed them, the label stands in a key-value table's key column
  // between two rows whose values start at the same place: a row's second line, not a row.)
  const underCells = textCells(under)
  const betweenRows =
    underCells.length >= 2 &&
    Math.abs(underCells[0].x0 - label.x0) <= columnTolerance(hit.line, under) &&
    Math.abs(underCells[1].x0 - cells[1].x0) <= columnTolerance(above, under)
  // (Boxes OCR drew taller may overlap the line above: that is closer still.)
  if (hit.line.y0 <= above.y0 || (gapAbove >= 0.8 * gapUnder && !betweenRows)) return undefined
  return restOfLine(above, above.segments.indexOf(cells[1]), 'right')
}

/**
 * The first line of the block a sentence's last line announces: under it within three and a half
 * lines (a blank line between, or a box's margin: OCR's boxes are shorter than the text layer's),
 * on the same page, indented past the sentence's left edge.
 */
function indentedBlockUnder(ctx: Context, hit: LabelHit): Candidate | undefined {
  const line = hit.line
  // (Past a speck OCR read as a line of its own, no letter nor digit in it: a '"' in the margin.)
  let next = line.index + 1
  while (ctx.doc.lines[next]?.ocr && ctx.doc.lines[next].segments.every((seg) => !/[\p{L}\p{N}]/u.test(seg.text))) next++
  const under = ctx.doc.lines[next]
  if (!under || under.page !== line.page || ctx.doc.furniture.has(under.index) || under.y0 - line.y1 > 3.5 * Math.max(line.h, under.h)) return undefined
  const cells = textCells(under)
  if (cells.length === 0 || cells[0].x0 < line.x0 + line.h) return undefined
  return wholeSegment(under, under.segments.indexOf(cells[0]), 'below')
}

/**
 * The next row under a label's line: the line under it, past the lines that only go on in the
 * value column ("Legal form ┃ Société par actions simplifiée" over "Forme juridique", then
 * "(simplified joint-stock company)" under the value: the value's own translation, not a row).
 */
function nextRowUnder(ctx: Context, line: IndexedLine, label: IndexedSegment): IndexedLine | undefined {
  let from = line
  for (let under = lineUnder(ctx.doc.lines, from); under; under = lineUnder(ctx.doc.lines, from)) {
    const cells = textCells(under)
    // (A line beside the label's, OCR's box of its own value set apart, is no such line; one that
    // only touches its bottom, as OCR boxed them, still goes on in the value column.)
    if (cells.length === 0 || cells[0].x0 <= label.x1 + columnTolerance(line, under) || under.y0 < line.y0 + line.h / 2) return under
    from = under
  }

  return undefined
}

/**
 * Whether a label with a cell right of it is another language's label printed under the row's
 * own, beside the value's second line, on a text layer: in smaller print than the first cell of
 * the line just above, which starts where it does, closer to it than a line's height and well
 * before half the way from it to the next row (a key-value table's rows are evenly spaced:
 * "Capital social ┃ 1 000,00 Euros" over "Adresse du siège ┃ ..." is two rows, half the way
 * each; a translation under its label stands about a third of the way), and whose second cell
 * starts where the cell right of the label does.
 */
function translationBesideValue(ctx: Context, hit: LabelHit, right: Candidate): boolean {
  const label = hit.line.segments[hit.segment]
  const above = ctx.doc.lines[hit.line.index - 1]
  const nextRow = nextRowUnder(ctx, hit.line, label)
  if (!above || above.page !== hit.line.page || !nextRow) return false
  const cells = textCells(above)
  // (Keys with their colons are rows of their own: "Siret : ┃ 931..." over "Adresse : ┃ 115 bis ...".)
  if (cells.length < 2 || /\d/.test(cells[0].text) || /:\s*$/u.test(cells[0].text) || labelHasColon(hit)) return false
  // (On a text layer only: OCR's boxes are as tall as the letters' shapes make them, and a
  // scanned Kbis's "Capital social ┃ 10 000,00 Euros" over "Adresse du siège ┃ 40 rue des
  // Artisans" would pass for a label and its translation.)
  if ([...cells, label].some((cell) => readByOcr(cell.words))) return false
  const tolerance = columnTolerance(hit.line, above)
  return (
    Math.abs(cells[0].x0 - label.x0) <= tolerance &&
    cellHeight(label) <= 0.8 * cellHeight(cells[0]) &&
    hit.line.y0 - above.y1 < cellHeight(label) &&
    hit.line.y0 - above.y0 < 0.42 * (nextRow.y0 - above.y0) &&
    Math.abs(cells[1].x0 - right.words[0].word.x) <= tolerance
  )
}

/**
 * Whether a column stands between a label's value below it and the cell at `rightX` on the label's
 * line: on the value's line and on one of the two lines after it, a cell that starts past the end
 * of what the label's column holds there (the value, or a longer cell of that column), well apart
 * from it, and ends before `rightX`, the two starting at the same place. A two-column table has
 * nothing there: its keys start under the label, its values under the value (and a key that OCR
 * cut in two has its words close together).
 */
function columnBetween(ctx: Context, hit: LabelHit, under: Candidate, rightX: number): boolean {
  const label = hit.line.segments[hit.segment]
  const starts: number[] = []
  for (let i = under.line.index; i <= under.line.index + 2; i++) {
    const line = ctx.doc.lines[i]
    if (!line || line.page !== hit.line.page) break
    const cells = textCells(line)
    const gap = 3 * Math.max(line.h, hit.line.h)
    const between = cells.find((cell, ci) => {
      const before = cells[ci - 1]
      const columnEnd = Math.max(label.x1, line === under.line ? under.words.at(-1)!.word.x + under.words.at(-1)!.word.w : label.x1)
      return ci > 0 && before.x1 + gap <= cell.x0 && columnEnd + gap <= cell.x0 && cell.x1 < rightX
    })
    if (between) starts.push(between.x0)
    else if (line === under.line) return false
  }

  const tolerance = Math.max(hit.line.h, 4)
  const [first, ...others] = starts
  return first !== undefined && others.some((x) => Math.abs(x - first) <= tolerance)
}

/**
 * The first cell of the next line when it stands in the value column of the label's table (see
 * inValueColumn), right of the label and its top within two label line heights of the label's
 * bottom: nothing in the label column beside it.
 */
function valueCellBelow(ctx: Context, hit: LabelHit): Candidate | undefined {
  const line = ctx.doc.lines[hit.line.index + 1]
  if (!line || line.page !== hit.line.page || line.y0 - hit.line.y1 > 2 * hit.line.h) return undefined
  const first = line.segments[0]
  if (first.x0 <= hit.line.segments[hit.segment].x1 || !inValueColumn(ctx, hit, first.x0)) return undefined
  return wholeSegment(line, 0, 'right')
}

/**
 * The cell right of a label on the next line, when it starts beyond the label's end (and before
 * `nextColumn`) and its top is within two label line heights of the label's bottom (the same box,
 * a value printed lower).
 */
function rightBelow(lines: IndexedLine[], hit: LabelHit, nextColumn = Infinity): Candidate | undefined {
  const label = hit.line.segments[hit.segment]
  // Lines of another column may come in between (the left column's rows beside a box).
  for (let i = hit.line.index + 1; i <= hit.line.index + 3 && i < lines.length; i++) {
    const line = lines[i]
    if (line.page !== hit.line.page || line.y0 - hit.line.y1 > 2 * hit.line.h) return undefined
    // (Before the next column, when it is known, however far right: a wide row's amount column.)
    const index = line.segments.findIndex((seg) => seg.x0 >= label.x1 && (seg.x0 - label.x1 < 20 * hit.line.h || nextColumn < Infinity) && seg.x0 < nextColumn - hit.line.h)
    // (With the cells after it: a period's two dates, "01/09/2025 ┃ 31/08/2026", the second the end's.)
    if (index >= 0) return restOfLine(line, index, 'right')
  }

  return undefined
}

/**
 * The first cell under a label, within three lines and four label line heights, that starts in the
 * label's column: at or right of the label's start and left of the next column (the nearest cell
 * starting right of the label on its line or the two lines around it).
 */
function belowInColumn(ctx: Context, hit: LabelHit): Candidate | undefined {
  const label = hit.line.segments[hit.segment]
  const around = [hit.line.index - 1, hit.line.index, hit.line.index + 1].map((i) => ctx.doc.lines[i]).filter((l) => l?.page === hit.line.page)
  const nextColumn = Math.min(...around.flatMap((l) => textCells(l).filter((c) => c.x0 > label.x1).map((c) => c.x0)), Infinity)
  for (let i = hit.line.index + 1; i <= hit.line.index + 3 && i < ctx.doc.lines.length; i++) {
    const line = ctx.doc.lines[i]
    if (line.page !== hit.line.page || line.y0 - hit.line.y1 > 4 * hit.line.h) return undefined
    const cell = textCells(line).find((c) => c.x0 >= label.x0 - hit.line.h && c.x0 < nextColumn)
    if (cell) return wholeSegment(line, line.segments.indexOf(cell), 'below')
  }

  return undefined
}

/**
 * The cell right of a label on the line above, when that cell reaches down beside the label (it
 * overlaps the label's height by a third or more) and starts beyond the label's end, within
 * twenty label line heights: OCR's taller box put it on the line above.
 */
function rightAbove(lines: IndexedLine[], hit: LabelHit): Candidate | undefined {
  const label = hit.line.segments[hit.segment]
  for (let i = hit.line.index - 1; i >= hit.line.index - 2 && i >= 0; i--) {
    const line = lines[i]
    if (line.page !== hit.line.page) return undefined
    const index = line.segments.findIndex(
      (seg) => seg.x0 >= label.x1 && seg.x0 - label.x1 < 20 * hit.line.h && Math.min(seg.y1, label.y1) - Math.max(seg.y0, label.y0) >= (label.y1 - label.y0) / 3,
    )
    if (index >= 0) return wholeSegment(line, index, 'right')
  }

  return undefined
}

/** Running text read as whole paragraphs: a label and its value on either side of a line break. */
function fromParagraphs(ctx: Context): ExtractedField | undefined {
  const regexes = ctx.compiled.labels.get(ctx.field.id) ?? []
  for (const [li, re] of regexes.entries()) {
    const label = ctx.field.labels[li]
    const sentence = isSentenceLabel(label.t)
    // Names and free text run on in a paragraph only after a sentence fragment ("reçu de").
    if (FREE_TEXT.has(ctx.field.type) && !sentence) continue
    for (const hit of findLabel(ctx.doc.paragraphs, label.t, re)) {
      if (isPrepositionLabel(label.t) && !standsAsLabel(hit)) continue
      // (Nor, as on lines, is a date's one-word label inside running text: "a souscrit, à la date
      // du 31 décembre 2025, ..." is a reference date, not the certificate's.)
      if (ctx.field.type === 'date' && !/\s/u.test(label.t.trim()) && !startsItsSegment(hit) && !labelHasColon(hit)) continue
      if (continuesIntoLongerLabel(hit) || qualifiedOtherwise(hit) || keyedAsFormer(hit)) continue
      if (headsANumberInstead(ctx, label.t, hit) || numberInSentence(ctx, hit)) continue
      // (Nor is an amount in a year-to-date sentence the month's: "Cumuls 2029 : brut 36 643,25 -
      // net imposable 30 071,59 - ...", read when OCR lost the month's column title.)
      if (ctx.field.type === 'amount' && headsYearToDate(hit)) continue
      const value = readCandidate(ctx, segmentRest(hit.line, hit.segment, hit.end), hit, label.occurrence ?? ctx.field.occurrence, sentence)
      if (value) return {...value, extractor: value.extractor.replace(/^inline:/, 'sentence:')}
    }
  }

  return undefined
}

/**
 * Whether a label hit is a value in a key-value table: the whole second cell of a two-cell line
 * whose first cell is another key ("Statut professionnel ¦ Employé": the status, not the label
 * of the employee's name), in a table where the line above or below is laid out the same way
 * (its second cell starting at the same place).
 */
function isValueCell(ctx: Context, hit: LabelHit): boolean {
  const {line} = hit
  // (OCR may cut a key in several cells: "Le ¦ fe ¦ conne ¦ Employé" for "Catégorie   Employé".)
  if (line.segments.length < 2 || hit.segment !== line.segments.length - 1) return false
  const cell = line.segments[hit.segment]
  if (hit.start > 0 || hit.end < cell.folded.trimEnd().length) return false
  const keys = line.segments.slice(0, hit.segment)
  const key = keys[0]
  // (Two small titles over larger values are a header row: "MINISTÈRE ┃ ADMINISTRATION OU
  // ÉTABLISSEMENT" over "MINISTÈRE DE L'ÉDUCATION NATIONALE ┃ RECTORAT DE L'ACADÉMIE DE NANTES".)
  const under = ctx.doc.lines[line.index + 1]
  if (under && under.page === line.page && smallTitlesOver(line, under)) return false
  // (A key OCR cut in two cells is a label too: "Titulaire du ┃ compte ┃ IBAN".)
  if (keys.some((k) => /\d/.test(k.text) || isLabelText(ctx, k.text)) || isLabelText(ctx, keys.map((k) => k.text).join(' '))) return false
  const sameLayout = (other: IndexedLine | undefined) => {
    if (other === undefined || other.page !== line.page || other.segments.length < 2) return false
    const tolerance = columnTolerance(line, other)
    return (
      Math.abs(other.segments[0].x0 - key.x0) <= tolerance &&
      other.segments.slice(1).some((seg) => Math.abs(seg.x0 - cell.x0) <= tolerance) &&
      // The row beside has values before that cell ("Code établissement   Code guichet ¦
      // Domiciliation" over "16958 ¦ 00001 ¦ ..."): a header row, whose cells are labels.
      other.segments.every((seg) => seg.x0 >= cell.x0 - tolerance || !/\d/.test(seg.text))
    )
  }

  return sameLayout(ctx.doc.lines[line.index - 1]) || sameLayout(ctx.doc.lines[line.index + 1])
}

/** Rows looked at under a table's header for its line items. */
const LINE_ITEM_ROWS = 5

/**
 * "Date ┃ Libellé ┃ Débit ┃ Crédit" over rows of dated entries: a date label that is one cell of
 * a table's header row (three cells or more, no digits) with a date in its column on two rows or
 * more in a row below heads a column of line items (the rent's due date, a payment's date), not the
 * document's own date; a header over one row of values (an invoice's "Date ┃ N° ┃ Montant") still
 * is. (Not amounts: a payslip's "Net imposable" over the month's row and the year's reads the first.)
 */
function headsLineItems(ctx: Context, hit: LabelHit): boolean {
  const cells = textCells(hit.line)
  if (cells.length < 3 || !cells.every((seg) => !/\d/.test(seg.text))) return false
  const label = hit.line.segments[hit.segment]
  let values = 0
  for (let i = hit.line.index + 1; i < ctx.doc.lines.length && i <= hit.line.index + LINE_ITEM_ROWS; i++) {
    const line = ctx.doc.lines[i]
    if (line.page !== hit.line.page) break
    const cell = textCells(line).find((seg) => seg.x0 < label.x1 && seg.x1 > label.x0 - columnTolerance(hit.line, line))
    // Rows one after the other: the next header of a form ("N° du document ┃ Date d'expiration") ends them.
    if (!cell || ctx.find(cell.text)?.index !== 0) break
    values++
  }

  return values >= 2
}

function fromLabels(ctx: Context): ExtractedField | undefined {
  // Each group's hits are found once, when first needed (the second pass reads the same ones).
  const regexes = ctx.compiled.labels.get(ctx.field.id) ?? []
  const groups = ctx.compiled.labelGroups.get(ctx.field.id) ?? []
  const found: LabelGroupHit[][] = []
  const hitsOf = (gi: number) =>
    (found[gi] ??= groups[gi]
      .flatMap((li) => findLabel(ctx.doc.lines, ctx.field.labels[li].t, regexes[li]).map((hit) => ({below: underParty(ctx, hit), hit, li})))
      .sort((a, b) => underPartyFirst(a.below, b.below) || a.hit.line.index - b.hit.line.index || a.hit.start - b.hit.start))
  // An amount's label after "Total" ("Total des traitements et salaires", a couple's) is a sum of
  // what other rows give apart ("Salaires - déclarant 1"): it is read when no other row is.
  // (So is a name under a signatory's caption, "Le représentant légal" over a signature OCR read
  // as letters: read when no other label gives one.)
  return (
    fromLabelHits(ctx, groups.length, hitsOf, false) ??
    (ctx.field.type === 'amount' ? fromLabelHits(ctx, groups.length, hitsOf, true) : undefined) ??
    (ctx.field.type === 'name' ? fromLabelHits(ctx, groups.length, hitsOf, false, true) : undefined)
  )
}

/** A name's label with its article, alone in its cell, no colon: a signatory's caption over a signature ("Le représentant légal", "La Présidente"). */
function signatoryCaption(hit: LabelHit): boolean {
  const cell = hit.line.segments[hit.segment].folded
  return /^(?:le|la|l')\s*$/u.test(cell.slice(0, hit.start)) && !/[\p{L}\p{N}:]/u.test(cell.slice(hit.end))
}

/** Whether a field's value was read on a line: on its page, the line's middle within the value's box. */
function onFieldLine(line: IndexedLine, value: ExtractedField): boolean {
  const box = value.bbox
  if (!box || value.page !== line.page) return false
  const middle = (line.y0 + line.y1) / 2
  return middle >= box[1] && middle <= box[3]
}

/** How many of its lines under a party's name a label is still its (FieldSpec.of). */
const PARTY_LINES = 8

/**
 * How far under the party's name a label stands, in points (FieldSpec.of): on its page, below it
 * within PARTY_LINES lines and starting where the name starts (its block) or where the name's line
 * starts (its label's column: "Raison sociale ┃ PIXEL NOMADE" over "SIRET ┃ 896 208 519 00042");
 * undefined elsewhere.
 */
function underParty(ctx: Context, hit: LabelHit): number | undefined {
  const party = ctx.party
  const box = party?.bbox
  if (!party || !box || party.page !== hit.line.page) return undefined
  const below = hit.line.y0 - box[3]
  if (below < -hit.line.h / 2 || below > PARTY_LINES * 1.6 * hit.line.h) return undefined
  const x0 = hit.line.segments[hit.segment].x0
  const nameLine = ctx.doc.lines.find((line) => onFieldLine(line, party))
  const starts = [box[0], ...(nameLine ? [nameLine.segments[0].x0] : [])]
  return starts.some((start) => Math.abs(x0 - start) <= 2 * hit.line.h) ? below : undefined
}

/** Sort order of two hits by how far under the party's name they stand (underParty, computed once a hit): those under it first, nearest first; 0 between others. */
function underPartyFirst(da: number | undefined, db: number | undefined): number {
  if (da === undefined || db === undefined) return da === db ? 0 : da === undefined ? 1 : -1
  return da - db
}

/** A row's key that names a former thing: a previous permit, an earlier address, the business's previous operator. */
const FORMER_KEY = /\b(?:precedente?s?|ancienn?e?s?|anterieure?s?|previous|former|old)\b/u

/** A column heading naming the new or current thing, beside a former one's ("Vos nouvelles coordonnées"). */
const CURRENT_KEY = /\b(?:nouvelles?|nouveaux?|actuelle?s?|new|current)\b/u

/** Every word of FORMER_KEY and CURRENT_KEY: what two parallel headings differ by (inFormerColumn). */
const AGE_WORDS = new RegExp(`${FORMER_KEY.source}|${CURRENT_KEY.source}`, 'gu')

/**
 * The age of the column a cell stands in: the first heading above it at its left edge, through
 * the rows of its table, that names a former thing or a new one ("Vos anciennes coordonnées ┃ Vos
 * nouvelles coordonnées" over a bank merger's table); undefined when none does.
 */
function columnAge(ctx: Context, line: IndexedLine, cell: {x0: number}): 'current' | 'former' | undefined {
  return columnHeading(ctx, line, cell)?.age
}

/** The heading columnAge finds, with its line. */
function columnHeading(ctx: Context, line: IndexedLine, cell: {x0: number}): {age: 'current' | 'former'; line: IndexedLine} | undefined {
  const tolerance = Math.max(line.h, 4)
  for (let i = line.index - 1; i >= 0 && i >= line.index - PANEL_ROWS; i--) {
    const above = ctx.doc.lines[i]
    if (above.page !== line.page) break
    const at = above.segments.find((seg) => Math.abs(seg.x0 - cell.x0) <= tolerance)
    // (Past the table's top: a cell across the column's edge, a paragraph's line. A line with
    // nothing at the edge is looked past: another column's cell, a row a photo's bend split.)
    if (!at && above.segments.some((seg) => seg.x0 < cell.x0 - tolerance && seg.x1 > cell.x0)) break
    if (!at) continue
    if (FORMER_KEY.test(at.folded)) return {age: 'former', line: above}
    if (CURRENT_KEY.test(at.folded)) return {age: 'current', line: above}
  }

  return undefined
}

/**
 * The index of the first cell of a row from `from` that is not in a column of former values
 * ("IBAN ┃ FR76 3045 ... ┃ FR76 3078 ...", the first under "Vos anciennes coordonnées"); the
 * row's length when every one is.
 */
function pastFormerColumns(ctx: Context, line: IndexedLine, from: number): number {
  let index = from
  while (index < line.segments.length && columnAge(ctx, line, line.segments[index]) === 'former') index++
  return index
}

/** The cell right of a label (`cell`, locate.ts right), past a column of former values (pastFormerColumns). */
function currentColumnRight(ctx: Context, hit: LabelHit, cell: Candidate | undefined): Candidate | undefined {
  const first = cell?.words[0]?.word
  if (!cell || !first) return cell
  const at = hit.line.segments.findIndex((seg) => seg.words.includes(first))
  const index = at < 0 ? at : pastFormerColumns(ctx, hit.line, at)
  if (index === at) return cell
  return index < hit.line.segments.length ? wholeSegment(hit.line, index, 'right') : undefined
}

/**
 * Whether a label stands in the cells after a row's key that names a former thing ("Titre de
 * séjour précédent : ┃ n° AX3014813, valable jusqu'au 05/08/2026", "Ancienne adresse"): what
 * it labels there is that thing's, not the document's.
 */
function keyedAsFormer(hit: LabelHit): boolean {
  // (Or before it in its own cell: "Old Passport No. with Date and Place of Issue", the previous
  // passport's, on an Indian passport's last page.)
  const before = fold(hit.line.segments[hit.segment].text.slice(0, hit.start))
  return FORMER_KEY.test(before) || (hit.segment > 0 && FORMER_KEY.test(hit.line.segments.slice(0, hit.segment).map((seg) => seg.folded).join(' ')))
}

/**
 * Whether a label stands in a column headed as a former thing's, a current one's beside it: a
 * moving bill's `VOTRE ANCIEN LOGEMENT ┃ VOTRE NOUVEAU LOGEMENT` cards, each with its `Adresse`;
 * the former home's is not the document's.
 */
function inFormerColumn(ctx: Context, hit: LabelHit): boolean {
  // (Only beside the current thing's heading, the same words but the age: a form's rows under its
  // `Ancienne dénomination ┃ NOUVELLE ÉTAPE` row are the form's, not a former thing's.)
  const heading = columnHeading(ctx, hit.line, hit.line.segments[hit.segment])
  if (heading?.age !== 'former') return false
  const rest = (text: string) => text.replace(AGE_WORDS, ' ').replace(/\s+/gu, ' ').trim()
  const former = heading.line.segments.find((seg) => FORMER_KEY.test(seg.folded))
  return heading.line.segments.some((seg) => seg !== former && CURRENT_KEY.test(seg.folded) && former !== undefined && rest(seg.folded) === rest(former.folded))
}

/** A label's hit, with the index of that label among the field's. */
interface LabelGroupHit {
  hit: LabelHit
  li: number
}

/** Whether a label hit follows "Total" in its cell. */
function afterTotal(hit: LabelHit): boolean {
  return /^total\b/u.test(hit.line.segments[hit.segment].folded.slice(0, hit.start).trim())
}

/**
 * The field's labels in their order, as groups whose hits are taken in the document's order: a
 * label and its feminine ("Gérant", "Gérante") name the same thing, and the first printed is the
 * first officer (an SCI's "Gérante" above its "Gérant").
 */
function labelGroups(field: FieldSpec): number[][] {
  const groups: number[][] = []
  const folded = field.labels.map((l) => fold(l.t).trim())
  for (const [li, label] of folded.entries()) {
    const group = groups.find((g) => g.some((lj) => folded[lj] === `${label}e` || label === `${folded[lj]}e`))
    if (group) group.push(li)
    else groups.push([li])
  }

  return groups
}

function fromLabelHits(ctx: Context, groups: number, hitsOf: (gi: number) => LabelGroupHit[], totals: boolean, captions = false): ExtractedField | undefined {
  for (let gi = 0; gi < groups; gi++) {
    for (const {hit, li} of hitsOf(gi)) {
      const label = ctx.field.labels[li]
      const occurrence = label.occurrence ?? ctx.field.occurrence
      if (ctx.field.type === 'amount' && afterTotal(hit) !== totals) continue
      if (ctx.field.type === 'name' && signatoryCaption(hit) !== captions) continue
      if (ctx.doc.furniture.has(hit.line.index) || isPageNumber(hit.line.segments[hit.segment])) continue
      if (continuesIntoLongerLabel(hit) || qualifiedOtherwise(hit)) continue
      if (headsANumberInstead(ctx, label.t, hit)) continue
      if (numberInSentence(ctx, hit)) continue
      if (ctx.field.type === 'amount' && (netOtherwise(hit) || headsYearToDate(hit) || inYearToDatePanel(ctx, hit) || qualifiesLineItem(hit, label.t))) continue
      if (isValueCell(ctx, hit) || keyedAsFormer(hit) || inFormerColumn(ctx, hit)) continue
      if (ctx.issuerAt && onFieldLine(hit.line, ctx.issuerAt)) continue
      if (ctx.field.type === 'date' && headsLineItems(ctx, hit)) continue
      if ((ctx.field.type === 'name' || ctx.field.type === 'company') && headsNumberColumn(ctx, hit)) continue
      if (ctx.field.type === 'company' && describesTheNameAbove(ctx, hit)) continue
      if (ctx.field.type === 'bic' && besideMaskedIban(ctx, hit)) continue
      if (startsABankName(hit)) continue
      // Names and free text hang off a label that starts its run of words ("Salarié : ...", the
      // second half of "NOM / Surname"); mid-sentence hits ("Part salarié") are not their labels.
      // A label written in lower case in the profile is a sentence fragment ("l'entreprise",
      // "reçu de"): it may stand anywhere.
      const sentence = isSentenceLabel(label.t)
      // A sentence label with its article after "de" is a noun's complement ("Responsabilité civile
      // de l'entreprise" in a title), not the start of what it names ("certifie que l'entreprise :").
      if (sentence && /^(?:l'|la |le |les )/u.test(fold(label.t)) && /(?:^|\s)de\s*$/u.test(hit.line.segments[hit.segment].folded.slice(0, hit.start))) continue
      if (FREE_TEXT.has(ctx.field.type) && !sentence && !startsItsSegment(hit) && (!labelHasColon(hit) || qualifiesPrecedingNoun(hit))) continue
      // Nor is a noun its complement runs on after, in a phrase of its own ("Assureur des
      // architectes et des maîtres d'œuvre", a letterhead's tagline).
      // (A title in capitals over a value printed larger is no phrase: "PRÉSIDENTE DU CONSEIL
      // D'ADMINISTRATION ET DIRECTRICE GÉNÉRALE ┃ NATIONALITÉ" over "NGUYEN Sophie Marie ┃ Française".)
      // (Nor is a key of a key-value table's row: "Président du conseil d'administration et
      // directeur ┃ DUPRÉ Rémi Jacques" between "Date de clôture ... ┃ 31 décembre" and the next row.)
      if (FREE_TEXT.has(ctx.field.type) && !sentence && runsOnAsPhrase(hit) && !titleOverLargerValue(ctx, hit) && !keyOfKeyValueRow(ctx, hit)) continue
      // A label that is one short word ("Du", "Au") is a preposition in running text ("fixée au
      // 01/01/2021", "à jour au ..."): it is a label only where a label stands.
      if (isPrepositionLabel(label.t) && !standsAsLabel(hit)) continue
      // Nor is a date's one-word label inside running text ("a souscrit, à la date du 31 décembre
      // 2025, ...": a reference date, the noun "date").
      if (ctx.field.type === 'date' && !/\s/u.test(label.t.trim()) && !startsItsSegment(hit) && !labelHasColon(hit)) continue
      for (const candidate of candidatesAt(ctx, hit, sentence)) {
        const value = readCandidate(ctx, candidate, hit, occurrence, sentence)
        if (value) return value
      }
    }
  }

  return undefined
}

function fromAnywhere(ctx: Context): ExtractedField | undefined {
  let fallback: ExtractedField | undefined
  const find = ctx.field.type === 'amount' ? (t: string) => findAmount(t, true) : ctx.find
  for (const line of ctx.doc.lines) {
    if (ctx.doc.furniture.has(line.index)) continue
    for (const [si] of line.segments.entries()) {
      const candidate = segmentRest(line, si, 0)
      for (let n = 1; ; n++) {
        const found = nthValue(find, candidate.text, n)
        if (!found) break
        const value = makeField(ctx.field, {
          confidence: CONFIDENCE.anywhere,
          extractor: `anywhere:${ctx.field.type}`,
          page: line.page,
          raw: found.raw,
          value: found.value,
          words: wordsIn(candidate, found.index, found.index + found.raw.length),
        })
        // Without a label, prefer a value whose checksum holds (a random 9-digit number is rarely a SIREN).
        if (value.valid !== false) return value
        fallback ??= value
      }
    }
  }

  return fallback
}

/** Below this OCR confidence, an amount or a month read is checked against the values the document repeats. */
export const REPEAT_CHECK_BELOW = 0.9

/**
 * An amount or a month OCR read unsure, as the document prints it elsewhere: a payslip repeats its
 * gross pay as the base of every contribution, its taxable net in the summary and as the base of
 * the tax, its period in the footer and on the next page. When the reading (below
 * REPEAT_CHECK_BELOW) is rare in the document, and exactly one other value of its type occurs
 * at least twice and twice as often as it, and differs from it by one digit misread or by one digit
 * the reading lacks ("4613,14" once, "4643,14" eleven times; "379,82" once, "3779,82" twice; "Août
 * 2006" once, "Août 2026" in the footer and on page 2), that value is taken and the first reading
 * kept as `conflict` (shown in the report). OCR drops digits far more often than it adds them, so
 * a value with one digit fewer is not taken ("857,49" nine times, the "4" of "4 857,49" lost in a
 * column, does not replace "4857,49"); a month is corrected in its year only. Dates are left alone:
 * an identity document's issue and expiry dates may differ by one digit of the year.
 */
function withRepeatedReading(field: FieldSpec, value: ExtractedField, counted: (field: FieldSpec) => Map<string, number>): ExtractedField {
  if ((field.type !== 'amount' && field.type !== 'month') || (value.ocr_confidence ?? 1) >= REPEAT_CHECK_BELOW) return value
  const counts = counted(field)
  const own = counts.get(value.value) ?? 0
  const misread = (other: string) => (field.type === 'month' ? other.slice(4) === value.value.slice(4) && oneDigitOff(value.value.slice(0, 4), other.slice(0, 4)) : oneDigitOff(value.value, other))
  const repeated = [...counts].filter(([other, n]) => n >= 2 && n >= 2 * own && misread(other))
  if (repeated.length !== 1) return value
  return {
    ...value,
    conflict: {extractor: value.extractor, method: value.method, page: value.page, value: value.value},
    extractor: `${value.extractor}+repeated`,
    value: repeated[0][0],
  }
}

/** How many times each value of a field's type is printed in the document (every segment, furniture too). */
function valueCounts(field: FieldSpec, lines: DocumentLines, options: ExtractOptions): Map<string, number> {
  const find = finder(field, undefined, options)
  const counts = new Map<string, number>()
  for (const line of lines.lines) {
    for (const seg of line.segments) {
      for (let n = 1; ; n++) {
        const found = nthValue(find, seg.text, n)
        if (!found) break
        counts.set(found.value, (counts.get(found.value) ?? 0) + 1)
      }
    }
  }

  return counts
}

/** Whether `other`'s digits are `reading`'s with one digit misread, or with one digit `reading` lacks. */
function oneDigitOff(reading: string, other: string): boolean {
  const a = reading.replace(/\D/g, '')
  const b = other.replace(/\D/g, '')
  if (a.length === b.length) return [...a].filter((d, i) => d !== b[i]).length === 1
  if (b.length !== a.length + 1) return false
  return [...b].some((_, i) => b.slice(0, i) + b.slice(i + 1) === a)
}

/** A legal form written out: "Société anonyme", "Société par actions simplifiée (unipersonnelle)". */
const WRITTEN_LEGAL_FORM = /^(?:societe (?:anonyme|par actions simplifiee|a responsabilite limitee|d'assurance mutuelle|cooperative|civile|en nom collectif)|entreprise unipersonnelle|mutuelle d'assurance)\b/u

/** A state heading, not an issuer: "RÉPUBLIQUE FRANÇAISE", "Liberté", "MINISTÈRE DE ...". */
const STATE_HEADING = /^(?:republique|francaise|liberte|egalite|fraternite|ministere|direction generale|prefecture|page)\b/u
/** The same headings with their spaces taken out (a name may start with "Française"). */
const STATE_HEADING_WORDS = /^(?:republique|liberte|egalite|fraternite|ministere|directiongenerale|prefecture)/u

/**
 * The organisation that issued the document: the name its legal mentions start with ("VOLTANE
 * Énergie SA au capital de ...", "Mutuelle Centrale ... - Société d'assurance mutuelle", "Vauban
 * Assurances SA, entreprise régie par le Code des assurances"), else the
 * first line of its letterhead (top left of page 1).
 */
function issuerLine(doc: DocumentLines): {text: string; line: IndexedLine; segment: IndexedSegment} | undefined {
  const first = doc.pages[0]
  const height = first?.height ?? 842
  const onPage = doc.lines.filter((l) => l.page === (first?.page ?? 1))
  for (const [at, line] of [...onPage.entries()].reverse()) {
    if (line.y0 < height * 0.8) break
    // A line that goes on from the one above (close under it, aligned, that one not ended by a
    // full stop) is inside the mention, not its start: "... Siège social : 19 rue Louis-le-Grand,
    // 75002" / "Paris - Entreprise soumise au contrôle de l'ACPR".
    // (The line above in the same column: OCR may box a stray mark between them, "-".)
    const above = onPage
      .slice(Math.max(0, at - 3), at)
      .reverse()
      .find((other) => line.y0 - other.y1 < 0.8 * line.h && Math.abs(other.segments[0].x0 - line.segments[0].x0) <= line.h)
    // It goes on only if the line above ran to the paragraph's right edge (it wrapped) without a full
    // stop: a shorter line above is a line of its own ("Service clients : ... Cedex 9" over "Eaux
    // de France Services - Société par actions simplifiée au capital ...").
    if (above && above.x1 >= line.x1 - line.h && !/[.!?]\s*$/u.test(above.text)) continue
    for (const [index, segment] of line.segments.entries()) {
      const name = legalMentionName(segment, line.segments[index + 1])
      if (name) {
        const mention = {line, segment, text: name}
        // The same name in the letterhead, printed larger, read by OCR with more confidence than
        // the small print of the mention ("Syndicat Intercormunal ..." at the foot): the letterhead's.
        const head = letterheadLine(doc)
        const sameName = head !== undefined && head.line !== line && fuzz.ratio(fold(head.text), fold(mention.text)) >= 85
        return sameName && wordConfidence(head.segment.words) > wordConfidence(segment.words) ? head : mention
      }
    }
  }

  // No mention at the foot: the letter's first sentence may say who writes it ("ARTIMUT
  // Assurances Mutuelles, société d'assurance mutuelle dont le siège est ..., atteste que ..."),
  // its name in full where the letterhead has a logo's lower-case word ("artimut").
  for (const line of onPage) {
    if (line.y0 > height * 0.5) break
    const name = legalMentionName(line.segments[0], line.segments[1], true)
    if (name && line.segments[0].x0 < (first?.width ?? 595) * 0.25) return {line, segment: line.segments[0], text: name}
  }

  return letterheadLine(doc)
}

/**
 * The name a legal mention starts with, in a cell (and the next: OCR may part the name from its
 * mention, "Orvalis Assurances ¦ SA au capital de ..."), else undefined. `opening`: in a sentence
 * that opens a paragraph, where only the name followed by a comma and its legal form says who it is.
 */
function legalMentionName(segment: IndexedSegment, next: IndexedSegment | undefined, opening = false): string | undefined {
  // (An opening sentence may start with the formula of an attestation: "Nous soussignés, Mutuelle
  // Française des Concepteurs, société d'assurance mutuelle, attestons ...".)
  const joined = [segment.text, next?.text].filter(Boolean).join(' ')
  const text = opening ? joined.replace(/^(?:nous|je)\s+soussign\p{L}*\s*,\s*/iu, '') : joined
  // (After a legal form, "au" may be lost by OCR: "Hélia Energies SA ¦ capital de ...".)
  const m = opening
    ? /^(.{3,70}?),\s*(?:société|societe|entreprise|mutuelle)\s+(?:anonyme|par actions simplifiée|à responsabilité limitée|d'assurance mutuelle|coopérative|d'assurance|mutuelle)\b/iu.exec(text)
    : /^(.{3,70}?)\s+(?:(?:sa |sas |sarl )?au capital\b|(?:sa|sas|sasu|sarl|eurl|sam|se) capital\b|[-–]\s|,\s*(?:société|societe|sa|sas)\b|(?:sa|sas|sasu|sarl|sam|se|s\.a\.|s\.a\.s\.|ltd|plc|dac|gmbh|spa|srl),\s|société (?:anonyme|par actions simplifiée|à responsabilité limitée|d'assurance mutuelle|coopérative)\b)/iu.exec(text)
  // A name, not an identifier ("779 838 366 RCS Lyon" is the registration, not the issuer),
  // nor a legal form written out, which OCR may leave in a cell of its own once it took the
  // dash before it for a line ("MAVIA Assurances ¦ Société anonyme au capital de ...").
  // (A name has a capital: "assurances -", the end of a mention OCR set on a line of its own, is none.)
  // (Eight words at most, its link words aside: a public body's name is long, "Syndicat
  // Intercommunal d'Adduction d'Eau de la Vallée de l'Hérault - Établissement public ...".)
  // (The name starts after a sentence that ends in the same line: "... de la décision" /
  // "d'individualisation des frais d'eau. Hydrelis Comptage SAS au capital de ...".)
  const name = m?.[1].split(/(?<=\p{Ll}{3}[.!?])\s+(?=\p{Lu})/u).at(-1) ?? ''
  const words = fold(name).split(/\s+/u).filter((w) => !LINK_WORDS.has(w))
  // (Nor does a name start with a mark: "- - Talon à joindre à votre règlement par chèque - -" is
  // a tear-off slip's heading between dashes.)
  // (Nor is a tear-off slip's heading, its dashes lost by OCR: "Talon à joindre à votre règlement".)
  // (Nor a legal form alone: "SAS au capital de 150 000 € - RCS ..." goes on from the mention's
  // line above, "ARMOR FIOUL SERVICES - ZI de la Tourelle ...", whose start is the name.)
  if (!m || m[1].length > segment.text.length || !/\p{L}{3}/u.test(name) || !/\p{Lu}/u.test(name) || /\d{3}/.test(name) || words.length > 8 || WRITTEN_LEGAL_FORM.test(fold(name).trim()) || companyForm(name) === '' || !/^[\p{L}\d"«(]/u.test(name.trim()) || TEAR_OFF.test(fold(name).trim())) return undefined
  // (Without the acronym it may give itself after its name: "Mutuelle des Artisans du Bâtiment (MAB)".)
  // (In an opening sentence, the name is the sentence's start: no sentence before it, no lower-case start.)
  if (opening && (name !== m[1] || !/^\p{Lu}/u.test(name) || name.includes(','))) return undefined
  // (Nor with the comma before its legal form: "Alizé Assurances Mutuelles, société d'assurance mutuelle".)
  return name
    .trim()
    .replace(/\s*,$/u, '')
    .replace(/(?<=\S\s+\S+)\s*\(\p{Lu}[\p{Lu}&.]{1,9}\)$/u, '')
}

/** A tear-off slip's heading, folded: "Talon à joindre ...", "Coupon à retourner", "Partie à détacher". */
const TEAR_OFF = /^(?:talon|coupon|volet|partie|bulletin) (?:a|de|du) (?:joindre|retourner|detacher|conserver|paiement|reglement)\b/u

/** The first line of the letterhead, top left of page 1, past the State's headings. */
function letterheadLine(doc: DocumentLines): {text: string; line: IndexedLine; segment: IndexedSegment} | undefined {
  const first = doc.pages[0]
  const height = first?.height ?? 842
  for (const line of doc.lines) {
    if (line.page !== (first?.page ?? 1)) continue
    if (line.y0 > height * 0.15) break
    const segment = line.segments[0]
    // (Also as OCR parted its words: "REPUB LIQUE FRANÇAISE".)
    // (Nor a caption over its number, "Attestation n°" at the right, a photo's tilt setting it
    // first: a caption ends with its "n°" or its colon.)
    if (segment.x0 > (first?.width ?? 595) * 0.5 || STATE_HEADING.test(segment.folded) || STATE_HEADING_WORDS.test(segment.folded.replace(/\s+/gu, '')) || !/\p{L}{3}/u.test(segment.text) || CAPTION_END.test(segment.folded)) continue
    // A long name wraps: "Syndicat Intercommunal d'Eau Potable" over "du Pays de Brocéliande",
    // right under it and aligned, going on with a link word in small letters (a tagline under a
    // name starts with a capital: "Service public de l'eau potable").
    // (Its next line in its column: a line of another column may come between, "Votre
    // intermédiaire : ┃ CABINET FRET-ASSUR" beside the name's two lines.)
    const next = doc.lines.slice(line.index + 1, line.index + 3).find((l) => l.page === line.page && l.segments.some((seg) => Math.abs(seg.x0 - segment.x0) <= line.h))
    const goesOn = next?.segments.find((seg) => Math.abs(seg.x0 - segment.x0) <= line.h)
    // (Or ending with one: "Communauté de communes Gâtine et" over "Thouet".)
    // (Or in capitals of the same size, a few words without a figure: "MUTUELLE DES TRANSPORTEURS"
    // over "ROUTIERS", a tagline in smaller letters under them.)
    const sameType = goesOn !== undefined && next !== undefined && isAllCaps(segment.text) && isAllCaps(goesOn.text) && !/\d/u.test(goesOn.text) && goesOn.words.length <= 3 && Math.abs(next.h - line.h) <= 0.15 * line.h
    const wraps = /^(?:de|du|des|d['’]|et)\s/u.test(goesOn?.text ?? '') || endsWithLinkWord(segment.text) || sameType
    if (next && goesOn && next.y0 - line.y1 < 0.8 * line.h && Math.abs(goesOn.x0 - segment.x0) <= line.h && wraps) {
      return {line, segment: {...segment, words: [...segment.words, ...goesOn.words]}, text: `${segment.text} ${goesOn.text}`}
    }

    return {line, segment, text: segment.text}
  }

  return undefined
}

/** The end of a caption, folded: its number sign or its colon ("Attestation n°", "Client :"). */
const CAPTION_END = /(?:(?<![\p{L}\p{N}])n\s?[°o]\.?|:)\s*$/u

/** A sentence that ends by announcing who it is about: "..., attestons que :", "We certify that:". */
const INTRODUCES_PARTY = /\b(?:que|qu'|that)\s*:\s*$/u

/**
 * "Nous soussignés, ..., attestons que :" over an indented "ATELIER CÉLESTIN ARCHITECTURE SARL",
 * then its SIREN and address: a certificate's sentence that ends with a colon sets off the party
 * it certifies, as a block indented under it. Its first line is that party's name (a company's
 * without a civility, a person's with or without one).
 */
function fromIntroducedBlock(ctx: Context): ExtractedField | undefined {
  const kind = ctx.field.block
  // (The block's first line is a name: never an address, even of a field kept with the party's block.)
  if ((kind !== 'company' && kind !== 'person') || ctx.field.type === 'address') return undefined
  const {lines} = ctx.doc
  for (const intro of lines) {
    if (ctx.doc.furniture.has(intro.index) || !INTRODUCES_PARTY.test(fold(intro.text))) continue
    const next = lines[intro.index + 1]
    if (!next || next.page !== intro.page || next.y0 - intro.y1 > 2.5 * intro.h) continue
    // The paragraph's left edge: the line that starts it, when the announcement ends a paragraph.
    const left = Math.min(intro.segments[0].x0, lines[intro.index - 1]?.page === intro.page ? lines[intro.index - 1].segments[0].x0 : Infinity)
    const segment = next.segments[0]
    if (segment.x0 < left + intro.h) continue
    const ocr = readByOcr(segment.words)
    const name = ocr ? repairOcrName(segment.text) : segment.text.trim()
    const civility = CIVILITY_ONLY.test(fold(name.split(/\s+/)[0]))
    if (kind === 'company' && civility) continue
    if (isLabelText(ctx, name) || !isPlausibleText(ctx, name)) continue
    return makeField(ctx.field, {confidence: CONFIDENCE.block, extractor: 'introduced', page: next.page, raw: segment.text, value: name, words: segment.words})
  }

  return undefined
}

/** Headings of a party other than the one a person's block is read for: a rent receipt's landlord, an agent, a sender. */
const OTHER_PARTY_HEADING = /^(?:le |la |l')?(?:bailleur|bailleresse|proprietaire|mandataire|gestionnaire|agence|syndic|emetteur|expediteur|landlord|owner|lessor|sender)s?\b/u

/**
 * A block whose name stands right under another party's heading ("Bailleur" over "Mme Martine
 * BRUNEAU" on a rent receipt): that party's, not the person the field is for (whose own heading
 * is one of the field's labels, read before any block).
 */
function underOtherParty(ctx: Context, name: {line: IndexedLine; segment: IndexedSegment}): boolean {
  const above = lineAbove(ctx.doc.lines, name.line)
  if (!above || above.page !== name.line.page || name.line.y0 - above.y1 > 2.5 * name.line.h) return false
  return above.segments.some((seg) => Math.abs(seg.x0 - name.segment.x0) <= 2 * name.line.h && OTHER_PARTY_HEADING.test(seg.folded.trim()) && !(ctx.compiled.labels.get(ctx.field.id) ?? []).some((re) => re.test(seg.folded)))
}

/** Whether a cell left of a block's name line is an address's label ("Adresse du siège", "Domicile"). */
function addressKeyBefore(name: {line: IndexedLine; segment: IndexedSegment}): boolean {
  return name.line.segments.some((seg) => seg.x1 <= name.segment.x0 && /^(?:adresse|address|domicile|siege)\b/u.test(seg.folded.trim()))
}

/** How far down page 1 a document's number printed by its title may stand (a fifth of the page). */
const TITLE_AREA = 0.2

/**
 * A document's number printed by its title with a bare "N°" (a prefecture's receipt: "RÉCÉPISSÉ DE
 * DEMANDE DE CARTE DE SÉJOUR" over "N° R17268531257" in its framed title): in the top fifth of
 * page 1, a cell that is "N°" and the number alone, or "N°" with the number in the next cell, of
 * the field's format. Only for an identity document's number (FieldSpec.mrz), after its labels.
 */
function fromTitleNumber(ctx: Context): ExtractedField | undefined {
  if (ctx.field.mrz !== 'document_number') return undefined
  const first = ctx.doc.pages[0]
  for (const line of ctx.doc.lines) {
    if (line.page !== (first?.page ?? 1) || line.y0 > (first?.height ?? 842) * TITLE_AREA) continue
    for (const [si, seg] of line.segments.entries()) {
      const key = /^(n[°o]\s*:?\s*)(\S*)\s*$/u.exec(seg.folded.trim())
      if (!key) continue
      const lead = seg.text.length - seg.text.trimStart().length
      const candidate = key[2] ? segmentRest(line, si, lead + key[1].length) : line.segments[si + 1] ? wholeSegment(line, si + 1, 'right') : undefined
      const text = candidate?.text.trim() ?? ''
      const found = candidate ? ctx.find(text) : undefined
      if (!candidate || !found || found.index !== 0 || found.raw.length !== text.length) continue
      const start = candidate.text.indexOf(text)
      return makeField(ctx.field, {confidence: CONFIDENCE.block, extractor: 'title-number', page: line.page, raw: found.raw, value: found.value, words: wordsIn(candidate, start, start + text.length)})
    }
  }

  return undefined
}

/** A name or an address printed without a label, in the addressee block of the document. */
function fromBlock(ctx: Context): ExtractedField | undefined {
  const kind = ctx.field.block
  if (!kind) return undefined
  const fromIssuer = () => {
    const issuer = issuerLine(ctx.doc)
    if (!issuer || !isPlausibleText(ctx, issuer.text)) return undefined
    return makeField(ctx.field, {confidence: CONFIDENCE.block, extractor: 'issuer', page: issuer.line.page, raw: issuer.text, value: issuer.text, words: issuer.segment.words})
  }

  if (kind === 'issuer') return fromIssuer()

  const width = (page: number) => ctx.doc.pages.find((p) => p.page === page)?.width ?? 595
  const ranked = ctx.doc.blocks
    .map((block, order) => ({block, order, score: blockScore(block, kind === 'company' ? 'company' : 'person', width(block.page))}))
    .filter((b) => b.score > 0 || (kind !== 'person' && b.block.name))
    // A company is never the block of a person ("Monsieur FAURE Julien", the payslip's employee).
    .filter((b) => kind !== 'company' || !isPersonBlock(b.block))
    // Nor is it a public body's or a bank's, the letter's sender ("Urssaf - Centre national Cesu").
    .filter((b) => kind !== 'company' || !b.block.name || !isInstitutionName(b.block.name.text))
    // A heading over an address ("Adresse d'installation", its colon lost by OCR) is no one's name.
    .filter((b) => !b.block.name || !isLabelPhrase(ctx, b.block.name.text))
    // Nor is an address's first line printed right of its label ("Adresse du siège d'exploitation
    // ┃ Ferme de la Varenne" over "28200 CHÂTEAUDUN"): a place, the name's label lost by OCR.
    .filter((b) => !b.block.name || !addressKeyBefore(b.block.name))
    // Nor is a person's the block under another party's heading ("Bailleur" over the landlord).
    .filter((b) => kind !== 'person' || !b.block.name || !underOtherParty(ctx, b.block.name))
    .sort((a, b) => b.score - a.score || a.order - b.order)
  const best = ranked[0]?.block
  // A person's name alone in its cell with a civility, no address under it (a payslip's employee
  // box: "Mme LEROY Anne-Sophie" over "Emploi : Tourier"), before a block that is a letterhead's:
  // printed as one, with a legal form, or standing in the left part of the page where a sender's
  // address is. (A window's block on the right, "Claire DUBOIS" without a civility, stays the
  // person's: the civility's cell may be another party's, a landlord's.)
  const letterheadLike = (block: AddressBlock) => !namesAPerson(block) && (block.letterhead === true || (block.name !== undefined && hasLegalForm(block.name.text)) || block.x0 < width(block.page) * 0.4)
  const named = kind === 'person' && ctx.field.type === 'name' && (!best || letterheadLike(best)) ? civilityNameCell(ctx) : undefined
  if (named && !underOtherParty(ctx, named)) {
    const ocr = readByOcr(named.segment.words)
    const name = ocr ? repairOcrName(named.segment.text.trim()) : named.segment.text.trim()
    if (isPlausibleText(ctx, name)) return makeField(ctx.field, {confidence: CONFIDENCE.block, extractor: 'civility-cell', page: named.line.page, raw: named.segment.text, value: name, words: named.segment.words})
  }

  // (A party that issued the document is named by its letterhead when no block names it: a
  // payslip's employer, "GROUPEMENT D'EMPLOYEURS DES LACS" / "ALPINS" over its address on one line.)
  // (A name, that is: two words or more, eight letters at least, not ending on a link word nor a
  // public body's, an Urssaf issuing a household employer's payslip; not OCR's remains of a
  // letterhead, "Pig", "REPUB", "Fonction publique de".)
  const orIssuer = () => {
    if (kind !== 'company' || !ctx.field.orIssuer) return undefined
    const issuer = fromIssuer()
    const words = issuer?.value.split(/\s+/u).filter((w) => /\p{L}{2}/u.test(w)) ?? []
    const letters = issuer?.value.match(/\p{L}/gu)?.length ?? 0
    return issuer && words.length >= 2 && letters >= 8 && !endsWithLinkWord(issuer.value) && !isInstitutionName(issuer.value) ? issuer : undefined
  }
  if (!best) return orIssuer()
  if (ctx.field.type === 'address') {
    const read = blockAddress(best)
    // (OCR's J apart from its word, as at a label: "122 AVENUE ] EAN J AURES".)
    const value = best.addressLines.some((l) => readByOcr(l.segment.words)) ? repairOcrAddressJ(read) : read
    return makeField(ctx.field, {
      confidence: CONFIDENCE.block,
      extractor: 'block',
      page: best.page,
      raw: best.addressLines.map((l) => l.text).join('\n'),
      value,
      words: best.addressLines.flatMap((l) => l.segment.words),
    })
  }

  if (!best.name) return orIssuer()
  // (Nor is an addressee's block without a legal form, the employee's "HAMIDI Yannick" over their
  // address in the window, its civility not printed, when a letterhead names the issuer.)
  if (kind === 'company' && ctx.field.orIssuer && !best.letterhead && !hasLegalForm(best.name.text) && best.x0 >= width(best.page) * 0.4) {
    const issuer = orIssuer()
    if (issuer) return issuer
  }

  const ocr = readByOcr(best.name.segment.words)
  const name = ocr ? repairOcrName(best.name.text) : best.name.text
  if (!isPlausibleText(ctx, name)) return orIssuer()
  return makeField(ctx.field, {confidence: CONFIDENCE.block, extractor: 'block', page: best.page, raw: best.name.text, value: name, words: best.name.segment.words})
}

/** A civility, then a name: capitalised words, with particles between them ("M. DE LA FONTAINE Jean"). */
const CIVILITY_NAME = /^(?:M\.|Mme|Mlle|Monsieur|Madame|Mademoiselle)\s+\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|du|des|da|dos|di|van|von|le|la)\s+)?\p{Lu}[\p{L}'’-]*){1,4}$/u

/**
 * The one cell in the upper half of page 1 that is a civility and a name, nothing else (no digit,
 * no colon, no words in lower case): a person's name printed on its own. (Two are two parties, a
 * private employer's and the employee's, their headings lost: neither.)
 */
function civilityNameCell(ctx: Context): {line: IndexedLine; segment: IndexedSegment} | undefined {
  const first = ctx.doc.pages[0]
  const found: {line: IndexedLine; segment: IndexedSegment}[] = []
  for (const line of ctx.doc.lines) {
    if (line.page !== (first?.page ?? 1) || line.y0 > (first?.height ?? 842) / 2 || ctx.doc.furniture.has(line.index)) continue
    for (const segment of line.segments) {
      // (As OCR's split capitals put back: "M. J ean-Michel LE ROUX" is a name too.)
      const text = readByOcr(segment.words) ? repairOcrName(segment.text.trim()) : segment.text.trim()
      if (CIVILITY_NAME.test(text) && !underOtherFieldsHeading(ctx, line, segment)) found.push({line, segment})
    }
  }

  return found.length === 1 ? found[0] : undefined
}

/**
 * Whether a cell stands under another field's label as its heading, within three line heights
 * ("EMPLOYEUR" over "Mme Pauline ESNAULT"): that field's value, not this one's.
 */
function underOtherFieldsHeading(ctx: Context, line: IndexedLine, cell: IndexedSegment): boolean {
  const above = lineAbove(ctx.doc.lines, line)
  if (!above || line.y0 - above.y1 > 3 * line.h) return false
  const heading = above.segments.find((seg) => seg.x0 < cell.x1 && seg.x1 > cell.x0)
  if (!heading) return false
  const text = fold(heading.text).trim()
  return [...ctx.compiled.labels].some(([id, res]) => id !== ctx.field.id && res.some((re) => re.exec(text)?.index === 0))
}

/**
 * File names that scanners, phones and messaging apps give: the date in them is when the page was
 * captured ("Numérisation_2026-09-26.pdf", "IMG_20261020_161123.jpg", "WhatsApp Image 2026-09-24
 * at 10.43.34.jpeg", "PXL_20261024_090451905.jpg", "20261120_151400.jpg"), not the document's.
 */
const CAPTURE_FILE_NAME =
  /^(?:(?:img|pxl|dsc|dscn|dscf|p|vid|mvimg|scan|scanned|scanne|numerisation|num[ée]risation|hp|ricoh|canon|epson|brother|brn[0-9a-f]*|xerox|kyocera|sharp|konica|lexmark|whatsapp image|screenshot|capture d.[ée]cran|capture|photo|image|signal|telegram|camscanner|cam ?scanner|genius ?scan|adobe ?scan|scanned document)[\s_-]*(?:\d{4}[-_.]?\d{2}[-_.]?\d{2}|\d{8,})|\d{8}[_-]\d{6})/iu

export function isCaptureFileName(fileName: string): boolean {
  return CAPTURE_FILE_NAME.test(fileName.replace(/^.*[\\/]/, '').trim())
}

function fromFileName(field: FieldSpec, fileName: string): ExtractedField | undefined {
  if (field.type !== 'date' && field.type !== 'month' && field.type !== 'year') return undefined
  if (isCaptureFileName(fileName)) return undefined
  const found = dateFromFileName(fileName, field.type)
  if (!found) return undefined
  return {
    bbox: null,
    confidence: CONFIDENCE.filename,
    extractor: 'filename',
    field: field.id,
    method: 'filename',
    page: null,
    raw: found.raw,
    type: field.type,
    value: found.value,
  }
}

/** Which check digit vouches for each MRZ field (names are vouched for by the composite digit only). */
const MRZ_FIELDS = {
  birth_date: {check: 'birthDate', key: 'birthDate'},
  document_number: {check: 'documentNumber', key: 'documentNumber'},
  expiry_date: {check: 'expiryDate', key: 'expiryDate'},
  given_names: {check: undefined, key: 'givenNames'},
  issue_date: {check: undefined, key: 'issueDate'},
  nationality: {check: undefined, key: 'nationality'},
  surname: {check: undefined, key: 'surname'},
} as const satisfies Record<NonNullable<FieldSpec['mrz']>, {check: MrzCheck | undefined; key: keyof MrzReading['fields']}>

/** A name's letters, folded, its words parted by single spaces (the MRZ's fillers, hyphens and commas alike). */
function nameLetters(text: string): string {
  return fold(text).replace(/[^a-z]+/g, ' ').trim()
}

/** Two readings of a value say the same thing (accents, hyphens and a truncated MRZ name aside). */
function agree(type: FieldType, mrzValue: string, visual: string): boolean {
  if (type === 'name') {
    const a = nameLetters(mrzValue)
    const b = nameLetters(visual)
    // ICAO 9303 writes Ä, Ö, Ü as AE, OE, UE and ß as SS: "MUELLER" is "MÜLLER" (not "MULLER":
    // a lost umlaut is a misreading the MRZ corrects).
    const transliterated = nameLetters(icaoTransliteration(visual))
    // (An apostrophe is left out, not made a filler, by most issuers: "D'ALMEIDA" is "DALMEIDA".)
    const elided = nameLetters(fold(visual).replace(/['’]/gu, ''))
    return a === b || a === transliterated || a === elided || (a.length >= 10 && b.startsWith(a))
  }

  return mrzValue.replace(/\s/g, '').toUpperCase() === visual.replace(/\s/g, '').toUpperCase()
}


/** A cell of the document (not the zone) whose letters are the MRZ's name's, as printed there with its marks; undefined when none or not one spelling. */
function printedName(lines: DocumentLines, mrzName: string): string | undefined {
  const letters = nameLetters(mrzName)
  if (!letters) return undefined
  const spellings = new Set<string>()
  for (const line of lines.lines) {
    for (const seg of line.segments) {
      // (As OCR read it, a capital split from the rest of its word joined again: "ASHWORTH-J ONES".)
      const text = readByOcr(seg.words) ? repairOcrName(seg.text.trim()) : seg.text.trim()
      // (Or with the letters the zone writes out: "BJØRNSTAD" for "BJOERNSTAD".)
      const same = nameLetters(text) === letters || nameLetters(icaoTransliteration(text)) === letters
      if (!MRZ_CELL.test(text.replace(/\s+/gu, '')) && text !== mrzName && same && /[-'’\u00C0-\u017F]/u.test(text)) spellings.add(text)
    }
  }

  return spellings.size === 1 ? [...spellings][0] : undefined
}

/** OCR confidence from which a name read at its label outweighs the MRZ's unchecked line of names. */
const SURE_VISUAL_NAME = 0.9
/** How like the MRZ's name (fuzz ratio of their letters) a visual reading must be to be a misreading of it rather than another cell. */
const MISREAD_NAME_MIN = 50

/** Where a document's machine-readable zone was read: its format, page and lowest edge. */
interface MrzZone {
  format: MrzReading['format']
  page: number | null
  bottom: number
}

/**
 * The machine-readable zone of an identity document, against its visual zone: when the check
 * digits that vouch for a value hold (its own digit and the composite one), the MRZ wins and a
 * disagreeing visual reading is kept as `conflict`; when they fail, the visual reading stays (the
 * MRZ's is the conflict), and the MRZ only fills a field the visual zone did not give. Returns
 * where the zone was read.
 */
function applyMrz(type: DocumentTypeSpec, lines: DocumentLines, byId: Map<string, ExtractedField>, options: ExtractOptions): MrzZone | undefined {
  // (A line's MRZ-like cell alone: a card's back printed beside its front puts the zone's lines
  // at the end of the front's, "LIEU DE NAISSANCE / Place of birth ┃ IDFRAZXS7RZLN58<<<<<<<".)
  const cellOf = lines.lines.map((l) => l.segments.find((seg) => MRZ_CELL.test(seg.text.replace(/\s+/gu, ''))))
  // (The type's own zone first: a passport's, not the visa's sticker beside it.)
  const mrzOptions = {codes: type.hints.mrz?.codes, refDate: options.refDate}
  let reading = findMrz(
    lines.lines.map((l, i) => cellOf[i]?.text ?? l.text),
    mrzOptions,
  )
  // The front's lines may come between the zone's ("SIGNATURE DU TITULAIRE / Holder's
  // signature"): its cells alone then, taken when every check digit holds.
  if (!reading?.valid) {
    const cells = lines.lines.flatMap((l, i) => {
      const cell = cellOf[i]
      return cell ? [{index: l.index, text: cell.text}] : []
    })
    const compact = cells.length >= 2 ? findMrz(cells.map((c) => c.text), mrzOptions) : undefined
    if (compact?.valid) reading = {...compact, lineIndexes: compact.lineIndexes.map((k) => cells[k].index)}
  }

  if (!reading) return undefined
  const mrzLines = reading.lineIndexes.map((i) => lines.lines[i]).filter(Boolean)
  const words = mrzLines.flatMap((l) => l.segments.flatMap((s) => s.words))
  const page = mrzLines[0]?.page ?? null
  for (const field of type.fields) {
    if (!field.mrz) continue
    const {check, key} = MRZ_FIELDS[field.mrz]
    let raw = reading.fields[key]
    // A visa's number is printed on its sticker after the issuing state ("FRA828567940"), its
    // zone holds the digits alone: as printed, when the sticker shows it.
    if (field.mrz === 'document_number' && raw && (reading.format === 'MRV_A' || reading.format === 'MRV_B')) {
      const printed = `${reading.fields.issuingState}${raw}`
      if (lines.lines.some((l) => l.text.replace(/\s+/gu, '').includes(printed))) raw = printed
    }

    // A number longer than the zone's nine places goes on in its optional data, after the check
    // digit (or a filler): "87701123 5 WM8" on a Portuguese citizen card, "I<PRT8770112356WM8<<<"
    // in its zone. As printed, when a cell says the zone's number and then what follows it there.
    if (field.mrz === 'document_number' && raw && reading.format === 'TD1') raw = printedLongNumber(lines.lines, mrzLines, raw) ?? raw

    // A month-only issue date (2 × 36 card) is no date for a date field.
    if (!raw || (field.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(raw))) continue
    const vouched = (check === undefined || reading.checks[check] !== false) && reading.checks.composite !== false && (check !== undefined || reading.valid)
    const fromMrz = makeField(field, {confidence: vouched ? CONFIDENCE.mrz : CONFIDENCE.anywhere, extractor: 'mrz', page, raw, value: raw, words})
    fromMrz.method = 'mrz'
    delete fromMrz.ocr_confidence
    const visual = byId.get(field.id)
    if (!visual) {
      // A name the zone writes without its marks ("ANDREI MIHAI" for "ANDREI-MIHAI", "HELENE" for
      // "HÉLÈNE"), its label lost: as printed in a cell of its own that says the same letters.
      const printed = field.type === 'name' ? printedName(lines, raw) : undefined
      byId.set(field.id, printed ? {...fromMrz, raw: printed, value: printed} : fromMrz)
      continue
    }

    if (agree(field.type, raw, visual.value)) {
      // Both zones say the same: the visual spelling (accents, hyphens) with the MRZ's certainty.
      // (`valid`: the check digits vouch for it, as for a SIREN or an IBAN.)
      if (vouched) byId.set(field.id, {...visual, confidence: Math.max(visual.confidence, CONFIDENCE.mrz), extractor: `${visual.extractor}+mrz`, valid: true})
      continue
    }

    const conflictOf = (f: ExtractedField) => ({extractor: f.extractor, method: f.method, page: f.page, value: f.value})
    // A surname read where the MRZ writes the given names (or the other way round) is the other
    // part's cell, taken under a label that means one in a language and the other in another
    // ("NOME / NAME", the given name on an Italian card; "Name", the surname on a German one):
    // the MRZ's own part then, vouched or not.
    const other = field.mrz === 'surname' ? reading.fields.givenNames : field.mrz === 'given_names' ? reading.fields.surname : undefined
    const otherPart = other !== undefined && field.type === 'name' && agree(field.type, other, visual.value)
    // A name has no check digit of its own: the zone's digits vouch for the line they are on, not
    // for the names' line, which OCR may misread as it may any other ("ANATIS<LOUTSE" on a scan
    // whose line 2 holds). A name OCR read at a label with every word sure stays then.
    // (Letters only: "LE) EUNE", its J read as a parenthesis, is no sure reading; nor is one that
    // lost an umlaut the MRZ writes out, "JORG" for the MRZ's "JOERG" of "JÖRG".)
    const lostUmlaut = nameLetters(fold(raw).replace(/([aou])e/gu, '$1')) === nameLetters(visual.value)
    // (Read by OCR both: a text layer's MRZ is the document's own, as printed.)
    const sureVisual =
      check === undefined &&
      field.type === 'name' &&
      visual.method === 'ocr' &&
      !lostUmlaut &&
      (visual.ocr_confidence ?? 1) >= SURE_VISUAL_NAME &&
      /^(?:right|below|inline):/u.test(visual.extractor) &&
      /^[\p{L}\s,'’.-]+$/u.test(visual.value) &&
      // (A misreading is like what it misread: a name with half its letters or more unlike the
      // zone's is another cell, a label's end under the name's label, "E OF BIRTH" for WÓJCIK.)
      fuzz.ratio(nameLetters(visual.value), nameLetters(raw)) >= MISREAD_NAME_MIN
    byId.set(field.id, (vouched && !sureVisual) || otherPart ? {...fromMrz, conflict: conflictOf(visual)} : {...visual, conflict: conflictOf(fromMrz)})
  }

  return {bottom: Math.max(...mrzLines.map((l) => l.y1)), format: reading.format, page}
}

/**
 * A printed document number that is the zone's (`number`) and more, the more being what the zone
 * holds right after the number and its check digit: the cell as printed, else undefined.
 */
function printedLongNumber(lines: IndexedLine[], zone: IndexedLine[], number: string): string | undefined {
  const zoneText = zone.map((l) => l.text.replace(/\s+/gu, '')).join('\n')
  for (const line of lines) {
    for (const seg of line.segments) {
      const compact = seg.text.replace(/\s+/gu, '')
      // (Not the zone's own cells, which may share a line with the printed ones.)
      if (compact.includes('<')) continue
      const more = compact.startsWith(number) ? compact.slice(number.length) : ''
      if (/^[A-Z0-9]{1,5}$/u.test(more) && new RegExp(`${number}[0-9<]${more}(?:<|$)`, 'mu').test(zoneText)) return seg.text.trim()
    }
  }

  return undefined
}

/** The longest an identity document is valid for, in years (ten for most, fifteen for a few). */
const MAX_VALIDITY_YEARS = 15

/**
 * "12/07/2024 ┃ 11/07/2029" and "22 08 2023 - 22 08 2033" ("Valid from - until"): an identity
 * document prints its issue and expiry dates side by side, in that order. Its labels lost (small
 * print, another script), a line of two dates whose second is the expiry the MRZ vouched for,
 * the first a few years before it, gives the issue date: the one date of the past left unread.
 */
function issueBeforeExpiry(type: DocumentTypeSpec, lines: DocumentLines, byId: Map<string, ExtractedField>, options: ExtractOptions, zone: MrzZone | undefined): void {
  const expiryField = type.fields.find((f) => f.mrz === 'expiry_date')
  const expiry = expiryField ? byId.get(expiryField.id) : undefined
  if (!expiry || !/\bmrz$/u.test(expiry.extractor) || !/^\d{4}-\d{2}-\d{2}$/.test(expiry.value)) return
  // (A date of the past read on or after the expiry is the expiry itself, read at the issue date's
  // label across the row: "Date of issue ┃ 05/01/2030", the issue date lost by OCR. Not the issue
  // date: dropped, and looked for as if unread.)
  // (Nor is one read under a passport's zone, which ends its data page: another document's copied
  // under it, a consular card's "Délivrée le 14/09/2026", the passport's caption lost by OCR.)
  const underZone = (page: number | null | undefined, top: number) => zone?.format === 'TD3' && page === zone.page && top > zone.bottom
  const unread = type.fields.filter((f) => {
    const value = byId.get(f.id)
    return f.type === 'date' && f.dateKind === 'past' && !f.mrz && ((value?.value ?? expiry.value) >= expiry.value || (value?.bbox ? underZone(value.page, value.bbox[1]) : false))
  })
  if (unread.length !== 1) return
  const [field] = unread
  byId.delete(field.id)
  const expiryYear = Number(expiry.value.slice(0, 4))
  // (The expiry's separator misread by OCR, "28 0712029": its digits, one off at most, after the issue date.)
  const [y, m, d] = expiry.value.split('-')
  const expiryDigits = `${d}${m}${y}`
  // Every line's dates, read once for both ways of finding the issue date below.
  const dated = lines.lines.filter((line) => !underZone(line.page, line.y0)).map((line) => {
    const candidate = restOfLine(line, 0, 'right')
    return {candidate, dates: findAllDates(candidate.text, {refDate: options.refDate}), line}
  })
  for (const {candidate, dates, line} of dated) {
    const rest = dates.length === 1 ? candidate.text.slice(dates[0].index + dates[0].raw.length).replace(/\D/gu, '') : ''
    const expiryLost = rest.length >= 7 && fuzz.distance(rest, expiryDigits) <= 1
    if (!(dates.length === 2 && dates[1].value === expiry.value) && !expiryLost) continue
    const [issue] = dates
    const years = expiryYear - Number(issue.value.slice(0, 4))
    if (issue.value >= expiry.value || years < 1 || years > MAX_VALIDITY_YEARS) continue
    const words = wordsIn(candidate, issue.index, issue.index + issue.raw.length)
    byId.set(field.id, makeField(field, {confidence: CONFIDENCE.block, extractor: 'beside-expiry', page: line.page, raw: issue.raw, value: issue.value, words}))
    return
  }

  // Its labels lost and its dates on lines of their own ("17 Mar 2019" over "16 Mar 2029", an
  // American passport's captions too small for OCR): a document is valid for whole years, so the
  // one date printed a whole number of years before the expiry, or that less a day, is its issue.
  // (A year of two digits where the document prints years of four, in dates written the same way,
  // is one OCR cut short: "28 SET/SEP 20", the expiry's "2031" lost at the edge, is no issue date
  // of 2020 beside "17 JUL 1975". A British passport's "03 MAY /MAI 23" beside a copy's
  // "06/03/2029" stays.)
  const spelt = (raw: string) => /\p{L}{3}/u.test(raw)
  const fullYears = new Set(dated.flatMap(({dates}) => dates.filter((date) => /\d{4}/u.test(date.raw)).map((date) => spelt(date.raw))))
  const found = new Map<string, {line: IndexedLine; candidate: Candidate; date: ReturnType<typeof findAllDates>[number]}>()
  for (const {candidate, dates, line} of dated) {
    for (const date of dates) {
      if (fullYears.has(spelt(date.raw)) && !/\d{4}/u.test(date.raw)) continue
      if (wholeYearsBefore(date.value, expiry.value) && !found.has(date.value)) found.set(date.value, {candidate, date, line})
    }
  }

  if (found.size !== 1) return
  const [{candidate, date, line}] = found.values()
  const words = wordsIn(candidate, date.index, date.index + date.raw.length)
  byId.set(field.id, makeField(field, {confidence: CONFIDENCE.block, extractor: 'whole-years-before-expiry', page: line.page, raw: date.raw, value: date.value, words}))
}

/** Whether `expiry` is a whole number of years (1 to MAX_VALIDITY_YEARS) after `issue`, or that less a day. */
function wholeYearsBefore(issue: string, expiry: string): boolean {
  const [y, m, d] = issue.split('-').map(Number)
  for (let years = 1; years <= MAX_VALIDITY_YEARS; years++) {
    const anniversary = new Date(Date.UTC(y + years, m - 1, d))
    const dayBefore = new Date(anniversary.getTime() - 86_400_000)
    if ([anniversary, dayBefore].some((date) => date.toISOString().slice(0, 10) === expiry)) return true
  }

  return false
}

/** A field's reading context with nothing more than the document (what extractFields adds per field aside). */
function fieldContext(compiled: Compiled, lines: DocumentLines, field: FieldSpec, options: ExtractOptions): Context {
  return {compiled, doc: lines, field, find: finder(field, compiled.patterns.get(field.id), options), options}
}

/**
 * A French VAT number is "FR", a key and the company's SIREN: a document that prints both for its
 * company (a tax certificate) has one SIREN for it. When the SIREN read is another one (a
 * chartered accountant's own in the band over the certificate it files, "Cabinet ... - SIREN
 * 438219076 - TVA ...", before the certificate's "SIREN : 694888934"), the SIREN is read again at
 * its labels as the one the VAT number holds. When no label gives it (OCR lost the digits after
 * "SIREN :"), or none was read, it is the VAT number's own (extractor `vat`): the same printed
 * identifier, where another company's SIREN would fail the dossier's same-SIREN rule.
 */
function sirenOfVat(type: DocumentTypeSpec, compiled: Compiled, lines: DocumentLines, options: ExtractOptions, byId: Map<string, ExtractedField>): void {
  const vat = [...byId.values()].find((v) => v.type === 'tva' && v.valid === true && /^FR\d{11}$/u.test(v.value))
  if (!vat) return
  const vatSiren = vat.value.slice(-9)
  for (const field of type.fields) {
    const siren = byId.get(field.id)
    if (field.type !== 'siren' || siren?.value === vatSiren) continue
    const again = siren ? fromLabels({...fieldContext(compiled, lines, field, options), vatSiren}) : undefined
    byId.set(field.id, again ?? {...vat, extractor: 'vat', field: field.id, type: 'siren', valid: validity('siren', vatSiren), value: vatSiren})
  }
}

/** An account's national details on one row: bank code, branch code, account number, RIB key (5, 5, 11 and 2 characters). */
const NATIONAL_DETAILS = /(?<![0-9A-Z])(\d{5}) +(\d{5}) +([0-9A-Z]{11}) +(\d{2})(?![0-9A-Z])/gu

/**
 * An IBAN that no label gave, or whose check digits fail (OCR misread a box of it, or read a
 * box's rule as a mark between two), is the one the document's national details make when their
 * RIB key holds ("Code banque ┃ Code guichet ┃ N° de compte ┃ Clé RIB" over "30912 ┃ 91449 ┃
 * 18755902152 ┃ 82", a French RIB's other form): every such row must agree.
 */
function ibanOfNationalDetails(type: DocumentTypeSpec, lines: DocumentLines, byId: Map<string, ExtractedField>): void {
  for (const field of type.fields) {
    const read = byId.get(field.id)
    if (field.type !== 'iban' || read?.valid === true) continue
    // (The country of the IBAN as printed, read or not: a Monegasque account's national details
    // are a French RIB's, its IBAN "MC58 1762.8901 ...", OCR's specks between its groups.)
    const printed = read?.value.slice(0, 2) ?? lines.lines.map((line) => /\b(MC|FR)\s?\d{2}\s?[0-9A-Z]{4}\b/u.exec(line.text)?.[1]).find((c) => c !== undefined)
    if (printed !== undefined && printed !== 'FR' && printed !== 'MC') continue
    const country = printed ?? 'FR'
    const found: {iban: string; line: IndexedLine; words: LayoutWord[]}[] = []
    for (const line of lines.lines) {
      if (lines.furniture.has(line.index)) continue
      const row = restOfLine(line, 0, 'right')
      for (const m of row.text.matchAll(NATIONAL_DETAILS)) {
        const iban = ibanOfRib(m[1], m[2], m[3], m[4], country)
        if (!iban) continue
        const end = m.index + m[0].length
        found.push({iban, line, words: row.words.filter(({start}) => start >= m.index && start < end).map(({word}) => word)})
      }
    }

    if (found.length === 0 || found.some((f) => f.iban !== found[0].iban)) continue
    const [{iban, line, words}] = found
    const made = makeField(field, {confidence: CONFIDENCE.right, extractor: 'rib', page: line.page, raw: words.map((w) => w.text).join(' '), value: iban, words})
    byId.set(field.id, read ? {...made, conflict: {extractor: read.extractor, method: read.method, page: read.page, value: read.value}} : made)
  }
}

/**
 * Extracts every field of a document type from a document. Fields not found are absent from the
 * result (never a guessed value).
 */
export function extractFields(type: DocumentTypeSpec, doc: ExtractInput, options: ExtractOptions = {}, lines: DocumentLines = documentLines(doc)): ExtractedField[] {
  const compiled = compile(type)
  const byId = new Map<string, ExtractedField>()
  if (type.fields.some((f) => f.type === 'amount')) {
    const style = amountStyle(lines.lines.map((l) => l.text))
    options = {...options, wholeAmounts: style.wholeEuros, ...(lines.lines.some((line) => line.ocr) ? {amountsLostComma: style.cents} : {})}
  }

  // The values each type prints, counted once for all the fields of that type (withRepeatedReading).
  const countsByType = new Map<FieldType, Map<string, number>>()
  const counted = (field: FieldSpec) => {
    let counts = countsByType.get(field.type)
    if (!counts) countsByType.set(field.type, (counts = valueCounts(field, lines, options)))
    return counts
  }

  for (const field of type.fields) {
    // A field that only composes others waits for them; one with its own labels is read first.
    if (field.compose && field.labels.length === 0 && !field.block) continue
    const floor = field.notBefore === undefined ? undefined : byId.get(field.notBefore)?.value
    const iban = field.type === 'bic' ? [...byId.values()].find((v) => v.type === 'iban' && v.valid === true) : undefined
    const issuerField = field.of === undefined ? undefined : type.fields.find((f) => f.block === 'issuer' && f.id !== field.of)
    const issuerAt = issuerField ? byId.get(issuerField.id) : undefined
    const ctx: Context = {
      ...fieldContext(compiled, lines, field, options),
      party: field.of === undefined ? undefined : byId.get(field.of),
      ...(floor ? {floor} : {}),
      ...(iban ? {ibanCountry: iban.value.slice(0, 2)} : {}),
      ...(issuerAt ? {issuerAt} : {}),
    }
    const value =
      fromLabels(ctx) ??
      fromParagraphs(ctx) ??
      fromTitleNumber(ctx) ??
      fromBicBesideIban(ctx) ??
      (field.anywhere ? fromAnywhere(ctx) : undefined) ??
      fromIntroducedBlock(ctx) ??
      fromBlock(ctx) ??
      (field.filename ? fromFileName(field, doc.file_name) : undefined)
    if (value) byId.set(field.id, value.method === 'ocr' ? withRepeatedReading(field, value, counted) : value)
  }

  sirenOfVat(type, compiled, lines, options, byId)
  ibanOfNationalDetails(type, lines, byId)

  // "Déclarant 1 : DE SAINT-EXUPÉRY Nicolas Yves": a surname or given names with no label of their
  // own are the part of the whole name, read at the label of the field they compose.
  for (const field of type.fields) {
    if (!field.namePart || byId.has(field.id)) continue
    const whole = type.fields.find((f) => f.compose?.includes(field.id) && f.labels.length > 0)
    if (!whole) continue
    const ctx = fieldContext(compiled, lines, {...whole, namePart: field.namePart}, options)
    const part = fromLabels(ctx)
    if (part) byId.set(field.id, {...part, field: field.id})
  }

  // A block with no label is one party's: when a company and a person were both read from the same
  // unlabelled block (a payslip's labels lost on a scan, the employee's name over an address), it is
  // the person's, unless its name carries a legal form.
  for (const field of type.fields) {
    const company = byId.get(field.id)
    if (field.type !== 'company' || company?.extractor !== 'block' || hasLegalForm(company.value)) continue
    const person = type.fields.map((f) => byId.get(f.id)).find((v) => v?.type === 'name' && v.extractor === 'block' && fold(v.value) === fold(company.value))
    if (person) byId.delete(field.id)
  }

  if (type.fields.some((f) => f.mrz)) {
    const zone = applyMrz(type, lines, byId, options)
    issueBeforeExpiry(type, lines, byId, options, zone)
  }

  const out: ExtractedField[] = []
  for (const field of type.fields) {
    if (field.compose && !byId.has(field.id)) {
      const usage = new Set(type.fields.filter((f) => f.usageName).map((f) => f.id))
      const required = field.compose.filter((id) => !usage.has(id))
      const parts = field.compose
        .map((id) => {
          const part = byId.get(id)
          // A usage name is an alternative surname: "MARTIN" + "ép. DUBOIS" reads "MARTIN épouse DUBOIS".
          if (part && usage.has(id) && !/\b(?:epouse|ep|nee|veuve)\b/u.test(fold(part.value))) return {...part, raw: `épouse ${part.raw}`, value: `épouse ${part.value}`}
          return part
        })
        .filter((p): p is ExtractedField => p !== undefined)
      if (required.every((id) => byId.has(id))) {
        byId.set(field.id, {
          bbox: null,
          confidence: Math.min(...parts.map((p) => p.confidence)),
          extractor: 'compose',
          field: field.id,
          method: parts.every((p) => p.method === parts[0].method) ? parts[0].method : 'pdf-text',
          page: parts[0].page,
          raw: parts.map((p) => p.raw).join(' '),
          type: field.type,
          value: parts.map((p) => p.value).join(' '),
          // Vouched for as a whole when every part is (the MRZ vouches for surname and given names).
          ...(parts.every((p) => p.valid === true || p.method === 'mrz') ? {valid: true} : {}),
        })
      }
    }

    const value = byId.get(field.id)
    if (value) out.push(onSheet(lines, value))
  }

  return out
}
