/**
 * Page furniture and address blocks, on positioned lines.
 *
 * - Furniture: page numbers ("Page 1/2", "1 / 3", "- 2 -") and lines repeated at the top or the
 *   bottom of several pages (running headers and footers) are not content: extraction skips them,
 *   so a footer's SIRET or date is never taken for the document's.
 * - Address blocks: real documents print the addressee as a block without any label (tax notices,
 *   bills, payslips, bank details, for a window envelope): a name line, one to three street lines,
 *   then a line starting with a postcode and a city. Found from the postcode line upwards, left
 *   aligned and tightly spaced.
 */
import type {PageLayout} from './layout.js'
import type {IndexedLine, IndexedSegment} from './locate.js'
import {fold, isAllCaps} from './text.js'

const PAGE_NUMBER = /^(?:page|p\.|pages?)?\s*\d{1,3}\s*(?:\/|sur|of|de)\s*\d{1,3}$|^[-–]\s*\d{1,3}\s*[-–]$|^page\s+\d{1,3}$/iu

/** Lines (by index) that are page furniture: page numbers, and headers/footers repeated across pages. */
export function furnitureLines(lines: IndexedLine[], pages: PageLayout[]): Set<number> {
  const furniture = new Set<number>()
  const heightOf = new Map(pages.map((p) => [p.page, p.height]))
  const key = (line: IndexedLine) => fold(line.text).replace(/\d+/g, '#').replace(/\s+/g, ' ').trim()
  const inMargin = (line: IndexedLine) => {
    const height = heightOf.get(line.page) ?? 842
    return line.y1 < height * 0.09 || line.y0 > height * 0.9
  }

  const seen = new Map<string, Set<number>>()
  for (const line of lines) {
    if (line.segments.length === 1 && PAGE_NUMBER.test(line.text.trim())) furniture.add(line.index)
    if (!inMargin(line)) continue
    const k = key(line)
    if (!seen.has(k)) seen.set(k, new Set())
    seen.get(k)!.add(line.page)
  }

  if (pages.length > 1) {
    for (const line of lines) if (inMargin(line) && (seen.get(key(line))?.size ?? 0) > 1) furniture.add(line.index)
  }

  return furniture
}

/** A segment that is only a page number, inside a line with other content ("Réf. 123    Page 1/2"). */
export function isPageNumber(segment: IndexedSegment): boolean {
  return PAGE_NUMBER.test(segment.text.trim())
}

// (A comma or a full stop OCR read after the postcode, "34000, MONTPELLIER", is a speck.)
const POSTCODE_CITY = /^(?:f-|fr-)?((?:0[1-9]|[1-8]\d|9[0-8])\d{3})[,.]?\s+\p{L}[\p{L}' -]*/u
const STREET =
  /\d|^(?:rue|r\.|avenue|av\.?|bd|boulevard|chemin|ch\.|allee|impasse|imp\.?|place|pl\.|route|rte|quai|cours|lieu[- ]dit|residence|res\.|b\p{L}t\p{L}{0,2}ments?|bat\.?|app?art\p{L}*|appt?\.?|apt\.?|escaliers?|esc\.?|etage|bp|cs|tsa|zi|za|zac|chez|c\/o|hameau|domaine|lotissement|villa|square|passage|faubourg|fbg|esplanade|parc|montee|sentier|voie|cite|porte|tour|immeuble|centre (?:d'affaires|commercial|d'activites?)|zone (?:industrielle|artisanale|commerciale|d'activites?)|technopole)\b/u
/**
 * A line giving a person's other name under theirs ("Nom de naissance : LE ROUX", "née DURAND"),
 * or the person a letter to a company is for ("À l'attention de Mme Nadia BOUZIANE, trésorière").
 */
const NAME_ASIDE = /^(?:nom de naissance|nom d'usage|nom de jeune fille|nom marital|nee|a l'attention de|attn)\b/u
const CIVILITY = /^(?:m\.|mr\.?|mme|mlle|monsieur|madame|mademoiselle|m ou mme|m\. ou mme|m\. et mme|m et mme)\s/u
/** The second holder's line of a couple's address block: "OU MME GUILLOU PAULINE", "ET M. MARTIN". */
const PARTNER = /^(?:ou|et)\s+(?:m|mr|mme|mlle|monsieur|madame)\b/u
/**
 * Legal forms of companies and farms, folded: what a company's name may carry. (With the farming
 * forms: an EARL, a GAEC, an SCEA employs and is insured as a company is.)
 */
// (A building's co-owners' syndicate is a legal person too, employer of its caretaker.)
const LEGAL_FORMS = ['sas', 'sasu', 'sarl', 'eurl', 'sa', 'sci', 'snc', 'scp', 'sca', 'scs', 'scic', 'selarl', 'selas', 'scop', 'earl', 'gaec', 'scea', 'gfa', 'cuma', 'societe', 'ste', 'syndicat des coproprietaires']
const LEGAL_FORM = new RegExp(String.raw`\b(?:${LEGAL_FORMS.join('|')})\b`, 'u')
/** The legal forms no person's name holds: all but SA and Ste, which a name may ("SA", "Ste-Marie"). */
export const PERSON_NEVER = new RegExp(String.raw`\b(?:${LEGAL_FORMS.filter((form) => form !== 'sa' && form !== 'ste').join('|')})\b`, 'u')
/** The organisation words of ORGANISATION that no trade name holds. */
const INSTITUTION = /\b(?:banque|bank|caisse|succursale|urssaf|greffe|tribunal|impots|finances|publiques|sip|sie|dgfip|tresorerie|prefecture|mairie|www|cedex)\b/u
const ORGANISATION = /\b(?:service|direction|centre|agence|banque|bank|caisse|succursale|urssaf|greffe|tribunal|impots|finances|publiques|tel|www|contact|siege|cedex|sip|sie|dgfip|tresorerie|prefecture|mairie)\b/u

export interface AddressBlock {
  page: number
  /** The name line, when the block starts with one (a person's or a company's name). */
  name?: {text: string; line: IndexedLine; segment: IndexedSegment}
  /** Street lines then the postcode-and-city line. */
  addressLines: {text: string; line: IndexedLine; segment: IndexedSegment}[]
  /** A letterhead's block: its name printed larger over a blank line, or over a tagline. */
  letterhead?: boolean
  x0: number
  y0: number
}

/** Every address block of a document, in reading order. */
export function addressBlocks(lines: IndexedLine[], skip: Set<number> = new Set()): AddressBlock[] {
  const blocks: AddressBlock[] = []
  for (const line of lines) {
    if (skip.has(line.index)) continue
    for (const segment of line.segments) {
      // (Or an address abroad, its country's name alone on its last line: "FLAT 4" / "21 BAKER
      // STREET" / "LONDON NW1 6XE" / "ROYAUME-UNI", a non-resident's tax notice; the town's line
      // above it, with a postcode of the country's form or none.)
      const abroad = !POSTCODE_CITY.test(segment.folded) && isCountryLine(segment.text)
      if (!POSTCODE_CITY.test(segment.folded) && !abroad) continue
      // Walk up: segments left-aligned with the postcode line, each close to the one below it.
      const stack: {text: string; line: IndexedLine; segment: IndexedSegment}[] = [{line, segment, text: segment.text}]
      let bottom = line
      let x0 = segment.x0
      const x1 = Math.max(segment.x1, x0 + 100)
      let letterhead = false
      for (let i = line.index - 1; i >= 0 && stack.length < 6; i--) {
        const above = lines[i]
        if (above.page !== line.page || skip.has(above.index)) break
        // A speck OCR read between two of the block's lines ("." under a street line), no letter
        // or digit in it: looked past.
        if (above.ocr && above.segments.every((s) => !/[\p{L}\p{N}]/u.test(s.text))) continue
        if (bottom.y0 - above.y1 > 1.2 * Math.max(above.h, bottom.h)) {
          // A letterhead's name printed larger over its address, a blank line between them
          // ("DÉPARTEMENT D'ILLE-ET-VILAINE" / / "134 avenue des Champs Pierreux"): the block's name.
          // (Past a line of another column between them: "Mois de paie : 01/2027" at the right.)
          for (let j = i; j >= 0 && j >= i - 2 && stack.length >= 2; j--) {
            const candidate = lines[j]
            const name = letterheadName(candidate, bottom, x0)
            if (name) stack.unshift({line: candidate, segment: name, text: name.text})
            letterhead ||= name !== undefined
            if (name || !outsideColumn(candidate, x0, x1)) break
          }

          break
        }

        const aligned = above.segments.find((s) => Math.abs(s.x0 - x0) <= 1.5 * above.h)
        // A line of another column, interleaved with the block's lines: look past it.
        if (!aligned && outsideColumn(above, x0, x1)) continue
        // A person's other name, labelled, between the name and the street ("Madame Noémie
        // FONTAINE" / "Nom de naissance : LE ROUX" / "111 ter rue de la République"): passed over.
        if (aligned && NAME_ASIDE.test(aligned.folded)) {
          bottom = above
          continue
        }

        // A labelled line ("Adresse : ...", "Adresse :") is a form field, not part of an addressee
        // block; a name or a street line with a colon OCR read after it ("Mme Chloé GAUTIER:",
        // "129 IMPASSE DU MOULIN:") still is.
        if (!aligned || /:\s*\S/.test(aligned.text) || (/:\s*$/.test(aligned.text) && !CIVILITY.test(aligned.folded) && !STREET.test(aligned.folded))) break
        // An identifier, digits alone, between the name and the street ("643 766 793 00035", a SIRET
        // whose label OCR lost) is no line of the address: passed over.
        if (/^[\d\s.-]+$/u.test(aligned.text) && (aligned.text.match(/\d/gu)?.length ?? 0) >= 9) {
          bottom = above
          continue
        }

        stack.unshift({line: above, segment: aligned, text: aligned.text.replace(/\s*:\s*$/, '')})
        bottom = above
        x0 = aligned.x0
      }

      // From the top: an optional name line, then street lines down to the postcode line.
      let start = 0
      // Lines above the last non-street line belong to something else (a heading): keep the street part.
      // (A company's name with its legal form is no street line for a number in it: "SCI DU 12 RUE
      // DES LILAS", named after its building.)
      for (let i = stack.length - 2; i >= 0; i--) {
        if (!STREET.test(stack[i].segment.folded) || hasLegalFormLine(stack[i].segment.folded)) {
          start = i
          break
        }
      }

      // A person's or a company's name above a line OCR made unrecognisable ("APPARTEMENTS" for
      // "APPARTEMENT 3"): the name is the line with the civility or the legal form.
      const named = stack.findIndex((entry, i) => i < start && (CIVILITY.test(entry.segment.folded) || LEGAL_FORM.test(entry.segment.folded)))
      if (named >= 0) start = named
      // A letterhead's tagline, what the company does, under its name printed larger ("OPTIMA
      // PORTAGE" over "Entreprise de portage salarial", "Armateur - transport de passagers"): the
      // name is the line above.
      // (A fifth larger as OCR measured a name in capitals: its boxes follow the letters' shapes,
      // and capitals have neither the ascenders nor the descenders of the tagline's letters.)
      const larger = stack[start - 1]?.line.ocr && isAllCaps(stack[start - 1].segment.text) ? 1.2 : 1.3
      const tagline = start > 0 && isTagline(stack[start].segment.text) && stack[start - 1].line.h >= larger * stack[start].line.h ? stack[start] : undefined
      if (tagline) start--
      letterhead ||= tagline !== undefined
      // A couple's window lines, "M DUPRE SEBASTIEN" over "OU MME GUILLOU PAULINE": the block is
      // the first's, and the partner's line is no street line.
      if (start > 0 && PARTNER.test(stack[start].segment.folded)) start--
      // A name wrapped after a link word ("CENTRE SOCIAL ET CULTUREL LES" over "COQUELICOTS"): the
      // two lines are the name. (In the same type: a title twice as large, "BULLETIN DE" whose
      // "PAIE" OCR lost, over the employer's name, is the page's.)
      let first = withNameRest(stack[start])
      const sameType = (a: IndexedLine, b: IndexedLine) => Math.max(a.h, b.h) <= 1.5 * Math.min(a.h, b.h)
      if (start > 0 && endsWithLinkWord(stack[start - 1].segment.text) && !STREET.test(stack[start - 1].segment.folded) && sameType(stack[start - 1].line, first.line)) {
        const above = stack[start - 1].segment
        first = nameOverTwoLines(above, above.text, first.segment, first.segment.text, first.line)
      }

      // A name in capitals that wraps onto the next line after a link word or a street's kind
      // ("SYNDICAT DES COPROPRIÉTAIRES RÉSIDENCE LE" over "PARC DES ÉTANGS", "... DU 18 BOULEVARD"
      // over "GAMBETTA", a syndicate named after its building): that line is the name's end, not
      // the address's first line. (Words in capitals without a digit, above the street's line.)
      let wrapped = 0
      const next = stack[start + 1]
      if (next && start + 2 < stack.length && isAllCaps(first.text) && isAllCaps(next.text) && !/\d/u.test(next.text) && (endsWithLinkWord(first.text) || NAME_ENDS_IN_STREET_KIND.test(first.segment.folded))) {
        first = nameOverTwoLines(first.segment, first.text, next.segment, next.text, next.line)
        wrapped = 1
      }

      const isName = start < stack.length - 1 && (wrapped > 0 || hasLegalFormLine(first.segment.folded) || !STREET.test(first.segment.folded)) && /\p{L}/u.test(first.text) && first.text.split(/\s+/).length <= 8
      const addressLines = stack.slice(isName ? start + 1 + wrapped : start === 0 && !STREET.test(stack[0].segment.folded) ? 1 : start).filter((entry) => entry !== tagline && !PARTNER.test(entry.segment.folded))
      // (Abroad, a street's line with a number over the town's, and a name with its civility or a
      // company's legal form over them: a country's name under a column of captions or names is no
      // address, nor are lines OCR merged, "FLA BAKER" over "21 STREET".)
      if (abroad && !(isName && namedAbroad(first.segment.folded) && addressLines.slice(0, -2).some((entry) => STREET.test(entry.segment.folded) && /\d/u.test(entry.text)))) continue
      blocks.push({
        addressLines,
        name: isName ? first : undefined,
        ...(letterhead && isName ? {letterhead} : {}),
        page: line.page,
        x0: first.segment.x0,
        y0: first.line.y0,
      })
    }
  }

  return blocks
}

/** Words of a surname that are no name alone: "M LE" is a name OCR cut after its particle. */
const PARTICLES = new Set(['le', 'la', 'de', 'du', 'des', 'van', 'von', 'der', 'den', 'di', 'da', 'el', 'al', 'ben', 'ou', 'et'])

/**
 * Whether an addressee's line abroad names someone: a civility, with or without its full stop
 * ("M LE ROUX THOMAS", "MME OU M RENAUD INES"), then a word that is no particle; or a company's
 * legal form.
 */
function namedAbroad(folded: string): boolean {
  if (LEGAL_FORM.test(folded)) return true
  const after = /^(?:m|mr|mme|mlle|mrs|ms|miss|monsieur|madame|mademoiselle)\.?\s+(.+)$/u.exec(folded.trim())?.[1]
  const words = after?.split(/\s+/u).filter((word) => !/^(?:m|mr|mme)\.?$/u.test(word)) ?? []
  return words.some((word) => word.length >= 2 && !PARTICLES.has(word))
}

/**
 * A name printed over two lines of a block as one entry: the upper line's segment and text, then
 * the lower's, on the lower line (where the block goes on), spanning both.
 */
function nameOverTwoLines(upper: IndexedSegment, upperText: string, lower: IndexedSegment, lowerText: string, line: IndexedLine): {text: string; line: IndexedLine; segment: IndexedSegment} {
  const text = `${upperText.trim()} ${lowerText.trim()}`
  const starts = [...upper.starts, ...lower.starts.map((at) => at + upperText.trim().length + 1)]
  return {line, segment: {...lower, folded: fold(text), starts, text, words: [...upper.words, ...lower.words], x0: Math.min(upper.x0, lower.x0), y0: upper.y0}, text}
}

/**
 * A name line with the rest of the name OCR set apart a little further on its line ("Mme
 * Anne-Sophie ¦ CHEVALIER", a word gap read one and a half line heights wide): the next cell when it
 * starts within two line heights and is words without digits or a colon (at most three).
 */
function withNameRest(entry: {text: string; line: IndexedLine; segment: IndexedSegment}): {text: string; line: IndexedLine; segment: IndexedSegment} {
  const {line, segment} = entry
  const next = line.segments[line.segments.indexOf(segment) + 1]
  // (OCR only: a text layer's gaps are as printed.)
  if (!line.ocr || !next || next.x0 - segment.x1 > 2 * line.h || /[\d:]/u.test(next.text) || next.text.trim().split(/\s+/).length > 3 || !/^\p{Lu}/u.test(next.text.trim())) return entry
  const text = `${segment.text} ${next.text}`
  const merged: IndexedSegment = {
    ...segment,
    folded: fold(text),
    starts: [...segment.starts, ...next.starts.map((start) => start + segment.text.length + 1)],
    text,
    words: [...segment.words, ...next.words],
    x1: next.x1,
    y0: Math.min(segment.y0, next.y0),
    y1: Math.max(segment.y1, next.y1),
  }
  return {line, segment: merged, text}
}

/**
 * How likely a block is the addressee of the kind wanted: a person (civility, no legal form) or a
 * company (legal form), placed where an addressee is printed (right half, top of page 1), not an
 * organisation's own letterhead.
 */
export function blockScore(block: AddressBlock, kind: 'company' | 'person', pageWidth: number): number {
  const name = block.name ? fold(block.name.text) : ''
  let score = 0
  if (!block.name) score -= 3
  if (kind === 'person') {
    if (CIVILITY.test(name)) score += 3
    // (A surname in capitals then given names, "D'ALMEIDA Yannick", is a person's name written
    // as forms write it, without a civility: not a letterhead's name in capitals.)
    else if (block.name && SURNAME_GIVEN_NAMES.test(block.name.text.trim())) score += 1
    if (LEGAL_FORM.test(name)) score -= 2
    // (A letterhead's name, printed larger or over a tagline, is a company's or a body's: "du
    // Pays de Brocéliande" over "Service public de l'eau potable".)
    if (block.letterhead) score -= 3
  } else if (LEGAL_FORM.test(name)) {
    score += 2
  }

  // (Words a trade name may hold are no letterhead's when a legal form follows: "BOULANGERIES
  // RÉUNIES DU CENTRE SAS", "AGENCE DU PARC SARL" are companies, "Centre des finances publiques" is not.)
  if (ORGANISATION.test(name) && !(LEGAL_FORM.test(name) && !INSTITUTION.test(name))) score -= 2
  if (block.x0 > pageWidth * 0.4) score += 1
  if (block.page === 1) score += 1
  return score
}

/**
 * A kind of dwelling and its qualifiers in lower case or its size: "Studio meublé", "Appartement
 * T2", "Maison individuelle" (never "Maison de la Culture", a building's name, nor "Studio A107").
 */
export const DWELLING_KIND = /^(?:[Ss]tudio|[Aa]ppartement|[Mm]aison|[Cc]hambre|[Ll]ogement|[Pp]avillon|[Ll]oft|[Dd]uplex)(?:\s+(?:\p{Ll}[\p{Ll}'’-]*|[TF]\d))*$/u

/** A line ending with a link word: a name that goes on on the next line. */
const LINK_WORD_END = /(?:\b(?:de|du|des|la|le|les|et|d['’]|l['’])|\s&)\s*$/u

/**
 * Whether a name's line ends with a word that links it to the next line ("CENTRE SOCIAL ET
 * CULTUREL LES" over "COQUELICOTS", "Communauté de communes Gâtine et" over "Thouet", "DUPONT &"
 * over "FILS"): the name wraps there. The one list of such words for address blocks and
 * letterheads alike.
 */
export function endsWithLinkWord(text: string): boolean {
  return LINK_WORD_END.test(fold(text).trimEnd())
}

/** A name line that ends with a number and a street's kind, its street's name on the next line ("... DU 18 BOULEVARD"). */
const NAME_ENDS_IN_STREET_KIND = /\b\d+(?:\s?(?:bis|ter))?\s+(?:rue|avenue|boulevard|place|allee|quai|chemin|cours|impasse|route)\s*$/u

/** A line with a legal form that starts with no number: a company's name, even with a number in it ("SCI DU 12 RUE ..."). */
function hasLegalFormLine(folded: string): boolean {
  return LEGAL_FORM.test(folded) && !/^\d/u.test(folded.trim())
}

/** Whether every cell of a line stands outside the column from x0 to x1: a line of another column beside a block's. */
function outsideColumn(line: IndexedLine, x0: number, x1: number): boolean {
  return line.segments.every((s) => s.x1 < x0 - line.h || s.x0 > x1)
}

/** "D'ALMEIDA Yannick", "COLLIN Marie-Hélène Anne": a surname in capitals, then given names capitalised. */
const SURNAME_GIVEN_NAMES = /^[\p{Lu}'’-]+(?: [\p{Lu}'’-]+)* \p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)*$/u

/**
 * The segment of `above` that is a letterhead's name over the block starting at `top`, a blank
 * line apart: left-aligned with the block, printed a quarter larger or more, within three of its
 * own line heights, words (eight at most, no digit, no colon), no street, no document's title.
 */
function letterheadName(above: IndexedLine, top: IndexedLine, x0: number): IndexedSegment | undefined {
  if (above.page !== top.page || above.h < 1.25 * top.h || top.y0 - above.y1 > 3 * above.h) return undefined
  const segment = above.segments.find((s) => Math.abs(s.x0 - x0) <= 1.5 * above.h)
  if (!segment || /[\d:]/u.test(segment.text) || segment.text.split(/\s+/u).length > 8 || STREET.test(segment.folded) || DOCUMENT_TITLE.test(segment.folded)) return undefined
  return segment
}

/** Words of a document's title, folded: a title over a block is not its name. */
const DOCUMENT_TITLE = /\b(?:attestation|bulletin|releve|facture|avis|quittance|certificat|extrait|identite|carte|passeport|titre|echeancier|contrat|justificatif)\b/u

/**
 * A letterhead's line that says what kind of company the name above it is: a generic noun with its
 * complement in lower case, no colon ("Entreprise de portage salarial", "Société de gestion de
 * portefeuille", "Établissement de paiement"). Narrower than a tagline (isTagline): it decides
 * whether a label's hit ("Entreprise", "Société") is a label, where "Raison sociale" under a name
 * printed larger still is one.
 */
export function isCompanyKindLine(text: string): boolean {
  return /^(?:entreprise|soci[eé]t[eé]|[ée]tablissement)\s+(?:de|d['’])\s*\p{Ll}[^:]*$/iu.test(text.trim()) && /^\p{Lu}\p{Ll}/u.test(text.trim())
}

/**
 * A letterhead's tagline, what the company under its name does: words in lower case after a first
 * capitalised one, two to eight, no digit, no colon ("Entreprise de portage salarial", "Armateur -
 * transport de passagers", "Armement à la pêche hauturière").
 */
function isTagline(text: string): boolean {
  // (Not the kind of a dwelling, "Studio meublé", over its address under a heading.)
  if (DWELLING_KIND.test(text.trim())) return false
  const words = text.trim().split(/\s+/u)
  return words.length >= 2 && words.length <= 8 && /^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.slice(1).every((word) => /^(?:[-–&]|\p{Ll}[\p{Ll}'’-]*)$/u.test(word))
}

/**
 * Whether a name is a public body's or a bank's, with no legal form ("Urssaf - Centre national
 * Cesu", "Centre des finances publiques"): the sender of a letter, never the company it is about.
 */
export function isInstitutionName(name: string): boolean {
  const folded = fold(name)
  return INSTITUTION.test(folded) && !LEGAL_FORM.test(folded)
}

/** Whether a name carries a company's legal form ("SAS", "SARL", "Société ..."). */
export function hasLegalForm(name: string): boolean {
  return LEGAL_FORM.test(fold(name))
}

/** Whether a block is a person's: its name starts with a civility ("Monsieur FAURE Julien", "Mme MARTIN"). */
export function isPersonBlock(block: AddressBlock): boolean {
  if (block.name === undefined) return false
  const folded = fold(block.name.text)
  // OCR may drop the civility's dot: "M François N'DIAYE" (an M, then a given name).
  return CIVILITY.test(folded) || (/^M\s+\p{Lu}\p{Ll}/u.test(block.name.text) && !LEGAL_FORM.test(folded))
}

/**
 * A country's name alone on a line, in French or English, the last line of an address abroad
 * ("ALLEMAGNE", "Portugal", "ROYAUME-UNI"): the countries a French bank's customers most often
 * have an office or a home in (the European Economic Area, Switzerland, the United Kingdom,
 * French-speaking countries, and where French people work abroad: North America, the Gulf, Asia,
 * Oceania, Latin America).
 */
const COUNTRY_LINE =
  /^(?:allemagne|germany|deutschland|autriche|austria|belgique|belgium|bulgarie|bulgaria|chypre|cyprus|croatie|croatia|danemark|denmark|espagne|spain|espana|estonie|estonia|finlande|finland|grece|greece|hongrie|hungary|irlande|ireland|islande|iceland|italie|italy|italia|lettonie|latvia|liechtenstein|lituanie|lithuania|luxembourg|malte|malta|monaco|norvege|norway|pays-bas|netherlands|nederland|pologne|poland|portugal|republique tcheque|tchequie|czech republic|czechia|roumanie|romania|slovaquie|slovakia|slovenie|slovenia|suede|sweden|suisse|switzerland|schweiz|royaume-uni|united kingdom|uk|maroc|morocco|algerie|algeria|tunisie|tunisia|senegal|cote d'ivoire|canada|etats-unis|etats-unis d'amerique|united states|usa|andorre|andorra|emirats arabes unis|united arab emirates|singapour|singapore|hong kong|chine|china|japon|japan|coree du sud|inde|india|australie|australia|nouvelle-zelande|new zealand|bresil|brazil|mexique|mexico|argentine|chili|qatar|arabie saoudite|saudi arabia|koweit|bahrein|oman|israel|liban|lebanon|egypte|egypt|turquie|turkey|afrique du sud|south africa|madagascar|maurice|mauritius|cameroun|cameroon|gabon|mali|vietnam|viet nam|thailande|thailand)$/u

/** Whether a line is a country's name alone (COUNTRY_LINE), the last line of an address abroad. */
export function isCountryLine(text: string): boolean {
  return COUNTRY_LINE.test(fold(text).trim().replace(/[.,]$/u, ''))
}

/** A postcode and its town, nothing else (a cedex's number after it): an address's last line alone. */
const POSTCODE_TOWN = new RegExp(`${POSTCODE_CITY.source}(?:\\s+\\d{1,2})?$`, 'u')

/** Whether a text is a postcode and its town, nothing else ("75017 PARIS", "69003 Lyon Cedex 03"). */
export function isPostcodeTown(text: string): boolean {
  return POSTCODE_TOWN.test(fold(text).trim())
}

/** Whether a line reads as an address's street line (a number, or a street's or a building's word). */
export function isStreetLine(text: string): boolean {
  return STREET.test(fold(text))
}

/**
 * Whether a block's name is a person's by its form: a civility, or a surname in capitals then given
 * names ("D'ALMEIDA Yannick").
 */
export function namesAPerson(block: AddressBlock): boolean {
  return isPersonBlock(block) || (block.name !== undefined && SURNAME_GIVEN_NAMES.test(block.name.text.trim()) && !LEGAL_FORM.test(fold(block.name.text)))
}

/** The address of a block as one string: "14 rue des Lilas, 21000 Dijon". */
export function blockAddress(block: AddressBlock): string {
  // (Specks OCR reads after a line's last number: "APPARTEMENT 29°", "34000, MONTPELLIER".)
  return block.addressLines.map((l) => l.text.trim().replace(/^(\d{5})[,.](?=\s)/u, '$1').replace(/(?<=\d)[°º'`]$/u, '')).join(', ')
}
