/**
 * Normalisation and comparison of person names, company names and French addresses, for the
 * N2 rules (fuzzy_equal, address_match). Similarities are in 0..1.
 *
 * Person names are compared as a surname and given names, not as a bag of words: "Claire
 * GAUTIER" and "Claire GAUTHIER" share 96 % of their letters but are two families. See
 * comparePersons for the scale.
 */
import * as fuzz from 'fuzzball'

import {findPostcode, type Found} from './parse.js'
import {fold, normalizeText} from './text.js'

/** Civilities and titles, folded and without their dot; only dropped at the start of a name. */
const CIVILITIES = new Set([
  'm',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mme',
  'mmes',
  'mlle',
  'mlles',
  'mm',
  'monsieur',
  'messieurs',
  'madame',
  'mesdames',
  'mademoiselle',
  'dr',
  'docteur',
  'pr',
  'professeur',
  'me',
  'maitre',
])
/** Words between two civilities: "M. ou Mme", "M. et Mme", "M. & Mme", "M./Mme". */
const CIVILITY_JOINERS = new Set(['ou', 'et', '&', '/'])
/** Words that introduce another surname of the same person: "DUBOIS née MARTIN", "MARTIN épouse DUBOIS". */
const SURNAME_MARKERS = new Set(['epouse', 'ep', 'epse', 'nee', 'ne', 'veuve', 'vve', 'divorcee', 'divorce'])
/** Lower-case particles that belong to the surname that follows them ("Charles de GAULLE"). */
const PARTICLES = new Set(['de', 'du', 'des', 'd', 'le', 'la', 'les', 'l', 'van', 'von', 'der', 'den', 'di', 'da', 'del', 'della', 'dos', 'das', 'ben', 'bin', 'ibn', 'el', 'al', 'mac', 'mc', 'st', 'saint', 'sainte'])

function words(text: string): string[] {
  return fold(normalizeText(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/** A name's words as written (case kept), without punctuation around them; hyphens and apostrophes stay inside. */
function writtenWords(name: string): string[] {
  return normalizeText(name)
    // An elided particle printed without its apostrophe, as tax notices print names: "N DIAYE",
    // "D ALMEIDA", "O CONNOR" are N'DIAYE, D'ALMEIDA, O'CONNOR (a lone capital before a capitalised
    // surname; initials keep their dot: "C. MARTIN").
    .replace(/(?<![\p{L}.])([DLNO]) (?=\p{Lu}{2})/gu, "$1'")
    .replace(/[,;()[\]"«»:]+/g, ' ')
    .replace(/\//g, ' / ')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}&/]+|[^\p{L}.]+$/gu, ''))
    .filter((w) => /[\p{L}&/]/u.test(w))
}

const key = (word: string) => fold(word).replace(/[^\p{L}]/gu, '')

/** Civilities long enough to be recognised with a letter misread ("Morsieur", "Madarne"). */
const LONG_CIVILITIES = ['monsieur', 'madame', 'mademoiselle']

/**
 * A long civility with one letter misread by OCR ("Morsieur PERRIN Mathieu"): written with a
 * capital then lower case, as civilities are (a surname in capitals never is one).
 */
function isMisreadCivility(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}{4,}$/u.test(word)) return false
  // "rn" for "m" is OCR's commonest confusion ("Madarne").
  const k = key(word).replace(/rn/g, 'm')
  return LONG_CIVILITIES.some((c) => editSimilarity(k, c) >= 0.85)
}

/** Whether a name starts with a civility or title ("M.", "Mme", "Monsieur", "Dr") followed by a name. */
export function startsWithCivility(name: string): boolean {
  const list = writtenWords(name)
  return list.length >= 2 && CIVILITIES.has(key(list[0])) && withoutCivility(list).some((w) => /\p{L}{2}/u.test(w))
}

/** Drops "M.", "Mme", "M. ou Mme", "Monsieur et Madame", "Dr" at the start of a name. */
function withoutCivility(list: string[]): string[] {
  let i = 0
  while (i < list.length) {
    const k = key(list[i])
    if ((CIVILITIES.has(k) || (i === 0 && isMisreadCivility(list[i]))) && i + 1 < list.length) i++
    else if ((CIVILITY_JOINERS.has(list[i]) || CIVILITY_JOINERS.has(k)) && i > 0 && CIVILITIES.has(key(list[i + 1] ?? ''))) i++
    else break
  }

  return list.slice(i)
}

/**
 * The forms a person's name may take: "Mme Claire MARTIN épouse DUBOIS" → ["claire martin dubois",
 * "claire martin", "claire dubois"]. Civilities are dropped, accents folded, hyphens split;
 * "épouse", "née", "veuve" introduce an alternative surname. The first form is the whole name.
 */
export function personForms(name: string): string[] {
  const tokens = words(withoutCivility(writtenWords(name)).join(' '))
  const marker = tokens.findIndex((w) => SURNAME_MARKERS.has(w))
  if (marker < 0) return [tokens.join(' ')]
  const before = tokens.slice(0, marker)
  const after = tokens.slice(marker + 1)
  // "Claire MARTIN épouse DUBOIS": given names are the leading tokens of `before` except its last (the surname).
  const given = before.slice(0, -1)
  const forms = [[...before, ...after], before, [...given, ...after]]
  return [...new Set(forms.map((f) => f.join(' ')).filter(Boolean))]
}

/** One way to read a person's name: which words are the surname and which the given names. */
export interface PersonReading {
  /** Folded parts of the surname ("le", "gall"); compared joined ("legall" = "LE GALL" = "Le Gall" = "LEGALL"). */
  surname: string[]
  /** Folded given names in order, hyphenated ones split ("jean", "baptiste"); a single letter is an initial. */
  given: string[]
}

type WordCase = 'initial' | 'lower' | 'other' | 'upper'

function caseOf(word: string): WordCase {
  const letters = word.replace(/[^\p{L}]/gu, '')
  if (letters.length === 1) return 'initial'
  const upper = [...letters].filter((c) => c !== c.toLowerCase()).length
  if (upper === 0) return 'lower'
  // "McDONALD": one lower-case letter in a capitalised surname.
  return upper >= 2 && letters.length - upper <= 1 ? 'upper' : 'other'
}

/** A written word's folded parts: "Jean-Baptiste" → ["jean", "baptiste"], "N'DIAYE" → ["n", "diaye"], "J.-B." → ["j", "b"]. */
const partsOf = (word: string): string[] => words(word)

/**
 * The possible readings of a person's name. The surname is the word(s) in capitals when the
 * name mixes cases ("Claire MARTIN", "MARTIN Claire", "Charles de GAULLE"); when it does not
 * ("CLAIRE MARTIN", "Claire Martin"), every split into leading or trailing surname words is a
 * reading, and the comparison keeps the best. "née", "épouse", "veuve" add the other surname;
 * an MRZ-style "MARTIN<<CLAIRE<MARIE" is read as written.
 */
export function personReadings(name: string): PersonReading[] {
  if (name.includes('<<')) {
    const [surname, ...rest] = name.split('<<')
    return [{given: words(rest.join(' ').replace(/</g, ' ')), surname: words(surname.replace(/</g, ' '))}]
  }

  const list = withoutCivility(writtenWords(name)).filter((w) => /\p{L}/u.test(w))
  const marker = list.findIndex((w) => SURNAME_MARKERS.has(key(w)))
  const main = marker < 0 ? list : list.slice(0, marker)
  const readings = splitReadings(main)
  if (marker >= 0) {
    // The other surname, possibly followed by given names ("DUBOIS née MARTIN Claire").
    const other = list.slice(marker + 1)
    const otherReadings = other.length > 0 ? splitReadings(other, true) : []
    const base = [...readings]
    for (const r of base) {
      for (const o of otherReadings) {
        const given = r.given.length > 0 ? r.given : o.given
        readings.push({given, surname: o.surname}, {given, surname: [...r.surname, ...o.surname]})
      }
    }
  }

  const seen = new Set<string>()
  return readings.filter((r) => {
    const id = `${r.surname.join(' ')}|${r.given.join(' ')}`
    return r.surname.length > 0 && !seen.has(id) && seen.add(id)
  })
}

/** Readings of words without marker. `surnameFirst`: after "née", the surname comes first. */
function splitReadings(list: string[], surnameFirst = false): PersonReading[] {
  if (list.length === 0) return []
  const cases = list.map((w) => caseOf(w))
  const upper = cases.map((c) => c === 'upper')
  const mixed = upper.some(Boolean) && cases.some((c, i) => c === 'other' || (c === 'lower' && !PARTICLES.has(key(list[i]))))
  if (mixed) {
    // The capitals are the surname, with the lower-case particles right before them.
    const inSurname = list.map((w, i) => {
      if (upper[i]) return true
      if (cases[i] !== 'lower' || !PARTICLES.has(key(w))) return false
      let j = i + 1
      while (j < list.length && cases[j] === 'lower' && PARTICLES.has(key(list[j]))) j++
      return j < list.length && upper[j]
    })
    return [{given: list.filter((_, i) => !inSurname[i]).flatMap((w) => partsOf(w)), surname: list.filter((_, i) => inSurname[i]).flatMap((w) => partsOf(w))}]
  }

  if (list.length === 1) return [{given: [], surname: partsOf(list[0])}]
  const readings: PersonReading[] = []
  const reading = (surname: string[], given: string[]) => {
    // An initial is never a surname ("C MARTIN").
    if (surname.some((w) => caseOf(w) === 'initial')) return
    readings.push({given: given.flatMap((w) => partsOf(w)), surname: surname.flatMap((w) => partsOf(w))})
  }

  for (let k = 1; k < list.length; k++) {
    reading(list.slice(0, k), list.slice(k))
    if (!surnameFirst) reading(list.slice(-k), list.slice(0, -k))
  }

  if (surnameFirst) reading(list, [])
  return readings
}

/**
 * Similarity of two strings from their edit distance with insertions and deletions (a
 * substitution counts two): 1 − distance / (|a| + |b|). "gautier"/"gauthier" 0.93, "dupont"/
 * "dupond" 0.83, "martin"/"dupont" 0.17.
 */
export function editSimilarity(a: string, b: string): number {
  if (a === b) return 1
  if (!a || !b) return 0
  let previous = Array.from({length: b.length + 1}, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] : Math.min(previous[j], current[j - 1]) + 1
    }

    previous = current
  }

  return 1 - previous[b.length] / (a.length + b.length)
}

export type SurnameMatch = 'different' | 'near' | 'partial' | 'same'
export type GivenMatch = 'different' | 'initials' | 'missing' | 'near' | 'other_order' | 'partial' | 'same'

export interface PersonComparison {
  /** 0..1, the best over the readings: the surname's similarity times the given names' factor (see comparePersons). */
  score: number
  /** The best score among readings whose surnames are the same (0 when none): only these may pass. */
  sameSurnameScore: number
  surname: SurnameMatch
  given: GivenMatch
}

/** "ST JUST" and "SAINT-JUST" are one surname. */
const SURNAME_ABBREVIATIONS: Record<string, string> = {st: 'saint', ste: 'sainte'}

/** Surname similarity: 1 when equal once joined; 0.9 when one holds the other's words and more; else the edit similarity. */
function compareSurnames(a: string[], b: string[]): {match: SurnameMatch; similarity: number} {
  const x = a.map((w) => SURNAME_ABBREVIATIONS[w] ?? w).join('')
  const y = b.map((w) => SURNAME_ABBREVIATIONS[w] ?? w).join('')
  if (x === y) return {match: 'same', similarity: 1}
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.every((w) => long.includes(w))) return {match: 'partial', similarity: 0.9}
  const similarity = editSimilarity(x, y)
  return {match: 'near', similarity}
}

/** Factors of the given names, on top of the surname (see comparePersons). */
export const GIVEN_FACTOR: Record<GivenMatch, number> = {
  // Low enough that a near surname with another given name (GAUTIER 0.93 × 0.78 = 0.73) falls
  // below the grey zone, high enough that the same surname with another one stays in it.
  different: 0.78,
  initials: 0.95,
  missing: 0.93,
  // Upper bound: a typo ("Clare") takes its edit similarity, at most this much.
  near: 0.91,
  other_order: 0.88,
  partial: 0.9,
  same: 1,
}

/** Whether given name `a` stands for `b`: equal, or an initial of it (either way). */
function givenAgree(a: string, b: string): 'initial' | 'same' | undefined {
  if (a === b) return 'same'
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 'initial'
  return undefined
}

/**
 * How two lists of given names agree. Extra given names on one side do not count ("Claire"
 * = "Claire Marie Louise"); initials stand for names ("C." = "Claire", "J.-B." = "Jean-Baptiste")
 * but weigh a little less; "JB" (initials run together) and a name other than the first one
 * ("Louise" for "Claire Marie Louise") are left to a human.
 */
function compareGiven(a: string[], b: string[]): {match: GivenMatch; factor: number} {
  if (a.length === 0 || b.length === 0) return {factor: GIVEN_FACTOR.missing, match: 'missing'}
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  // In order, from the first given name on both sides.
  let initials = false
  let j = 0
  let inOrder = true
  for (const name of short) {
    while (j < long.length && !givenAgree(name, long[j])) j++
    if (j >= long.length) {
      inOrder = false
      break
    }

    if (givenAgree(name, long[j]) === 'initial') initials = true
    j++
  }

  const firstAgrees = givenAgree(short[0], long[0]) !== undefined
  if (inOrder && firstAgrees) return initials ? {factor: GIVEN_FACTOR.initials, match: 'initials'} : {factor: GIVEN_FACTOR.same, match: 'same'}
  // "JB" for "Jean Baptiste".
  if (short.length === 1 && short[0].length <= 3 && long.length >= short[0].length && long.slice(0, short[0].length).map((n) => n[0]).join('') === short[0]) {
    return {factor: GIVEN_FACTOR.partial, match: 'initials'}
  }

  if (firstAgrees) return {factor: GIVEN_FACTOR.partial, match: 'partial'}
  if (short.every((n) => long.some((m) => givenAgree(n, m)))) return {factor: GIVEN_FACTOR.other_order, match: 'other_order'}
  const near = editSimilarity(short[0], long[0])
  if (near >= 0.8) return {factor: Math.min(near, GIVEN_FACTOR.near), match: 'near'}
  return {factor: GIVEN_FACTOR.different, match: 'different'}
}

/**
 * Compares two person names over their readings (personReadings) and keeps the best pair.
 * score = surname similarity × given-name factor:
 *
 * | surname | given names | score |
 * |---|---|---|
 * | same (after folding; "LE GALL" = "LEGALL", "N'DIAYE" = "NDIAYE") | same, or extra ones on one side | 1 |
 * | same | initials (C. / Claire, J.-B. / Jean-Baptiste) | 0.95 |
 * | same | none on one side ("M. ou Mme DUBOIS") | 0.93 |
 * | same | initials run together (JB), or the first agrees and a later one differs | 0.9 |
 * | same | one side's name is not the other's first (Louise / Claire Marie Louise) | 0.88 |
 * | same | a typo in the first (Clare / Claire) | its edit similarity, ≤ 0.91 |
 * | same | different (Jean / Claire: a spouse?) | 0.78 |
 * | one holds the other's words and more (MARTIN / MARTIN-DUBOIS) | | 0.9 × factor |
 * | other (GAUTIER / GAUTHIER 0.93, DUPONT / DUPOND 0.83, MARTIN / DUBOIS 0.17) | | edit similarity × factor |
 *
 * A surname that is not the same never passes on its score (nameVerdict): it is at best a
 * question for a human.
 */
export function comparePersons(a: string, b: string): PersonComparison {
  // ICAO 9303 writes Ä, Ö, Ü as AE, OE, UE and ß as SS (a passport's MRZ: "JOERG SCHAEFER"); a
  // name printed with them is also compared written that way.
  const as = [...new Set([a, icaoTransliteration(a)])]
  const bs = [...new Set([b, icaoTransliteration(b)])]
  if (as.length === 1 && bs.length === 1) return comparePersonsAsWritten(a, b)
  let best: PersonComparison | undefined
  for (const x of as) {
    for (const y of bs) {
      const c = comparePersonsAsWritten(x, y)
      if (!best || c.score > best.score) best = {...c, sameSurnameScore: Math.max(c.sameSurnameScore, best?.sameSurnameScore ?? 0)}
    }
  }

  return best!
}

/**
 * The letters machine-readable zones write out (ICAO 9303 part 3): Ä, Ö, Ü as AE, OE, UE, ß as
 * SS, and the Nordic Å, Æ, Ø as AA, AE, OE (a Norwegian card's "BJØRNSTAD" is "BJOERNSTAD"), Þ as TH,
 * Ð as D (an Icelandic card's "GUÐMUNDSDÓTTIR" is "GUDMUNDSDOTTIR").
 */
export function icaoTransliteration(name: string): string {
  return name.replace(/[äÄöÖüÜßåÅæÆøØþÞðÐ]/g, (c) => ICAO_LETTERS[c])
}

const ICAO_LETTERS: Record<string, string> = {Å: 'AA', Ä: 'AE', Æ: 'AE', Ð: 'D', Ö: 'OE', Ø: 'OE', Þ: 'TH', Ü: 'UE', ß: 'SS', å: 'aa', ä: 'ae', æ: 'ae', ð: 'd', ö: 'oe', ø: 'oe', þ: 'th', ü: 'ue'}

function comparePersonsAsWritten(a: string, b: string): PersonComparison {
  let best: PersonComparison = {given: 'different', sameSurnameScore: 0, score: 0, surname: 'different'}
  let sameSurnameScore = 0
  for (const x of personReadings(a)) {
    for (const y of personReadings(b)) {
      const surname = compareSurnames(x.surname, y.surname)
      const given = compareGiven(x.given, y.given)
      const score = surname.similarity * given.factor
      if (surname.match === 'same') sameSurnameScore = Math.max(sameSurnameScore, score)
      const candidate = {given: given.match, sameSurnameScore: 0, score, surname: surname.similarity < 0.5 ? 'different' : surname.match}
      if (score > best.score || (score === best.score && candidate.surname === 'same' && best.surname !== 'same')) best = candidate
    }
  }

  return {...best, sameSurnameScore}
}

/** Similarity of two person names (comparePersons' score). */
export function personSimilarity(a: string, b: string): number {
  return comparePersons(a, b).score
}

/** Legal forms written out, folded, removed before comparing company names (and skipped before a name in a sentence, extract.ts). */
export const LEGAL_FORM_PHRASES = [
  'societe par actions simplifiee unipersonnelle',
  'societe par actions simplifiee',
  'entreprise unipersonnelle a responsabilite limitee',
  'societe a responsabilite limitee',
  'societe anonyme',
  'societe civile immobiliere',
  'societe civile professionnelle',
  'societe civile',
  'societe en nom collectif',
  'societe en commandite par actions',
  'societe en commandite simple',
  "societe d'exercice liberal a responsabilite limitee",
  'societe cooperative ouvriere de production',
  'societe cooperative',
  'entreprise individuelle a responsabilite limitee',
  'entreprise individuelle',
  'entrepreneur individuel',
  'exploitation agricole a responsabilite limitee',
  "groupement agricole d'exploitation en commun",
  "societe civile d'exploitation agricole",
  'micro entreprise',
  'auto entrepreneur',
]
const LEGAL_FORM_PATTERNS = LEGAL_FORM_PHRASES.map((p) => new RegExp(String.raw`(?<!\p{L})${p.replace(/[-']/g, ' ')}(?!\p{L})`, 'gu'))
const LEGAL_FORMS = new Set([
  'sas',
  'sasu',
  'sarl',
  'sarlu',
  'eurl',
  'sa',
  'sci',
  'scp',
  'snc',
  'sca',
  'scs',
  'scop',
  'scic',
  'selarl',
  'selas',
  // Farming forms.
  'earl',
  'gaec',
  'scea',
  'gfa',
  'cuma',
  'ei',
  'eirl',
  // Local public companies: a semi-public company, a local public company ("SEM Calorys Métropole").
  'sem',
  'semop',
  'spl',
  'spla',
  'societe',
  'ste',
  'cie',
  'compagnie',
  'et',
  // Elided articles ("L'ATELIER").
  'l',
  'd',
  // Foreign legal forms on EU documents.
  'ltd',
  'limited',
  'plc',
  'dac',
  'llc',
  'inc',
  'gmbh',
  'ag',
  'bv',
  'nv',
  'srl',
  'sl',
  'spa',
])

/** Articles and the prepositions joined to them, which a company's name may or may not be written with. */
const COMPANY_ARTICLES = new Set(['le', 'la', 'les', 'du', 'de', 'des', 'au', 'aux'])

/** Words company names abbreviate. */
const COMPANY_ABBREVIATIONS: Record<string, string> = {etabl: 'etablissements', ets: 'etablissements', st: 'saint'}

/** A company name without its legal form (short or written out), share capital, punctuation, "&"/"et", accents and case. */
export function companyForm(name: string): string {
  let text = ` ${fold(normalizeText(name))} `
    // S.A.S., S.A.R.L.: acronyms written with dots.
    .replace(/(?<![\p{L}])((?:\p{L}\.){2,})/gu, (m) => m.replace(/\./g, ''))
    .replace(/&/g, ' et ')
    // "SAS au capital de 10 000 €, RCS Paris ...": what follows is not the name.
    .replace(/\s(au capital|capital social|rcs|siren|siret)\b.*$/s, ' ')
    .replace(/[-']/g, ' ')
  for (const phrase of LEGAL_FORM_PATTERNS) text = text.replace(phrase, ' ')
  return words(text)
    .filter((w) => !LEGAL_FORMS.has(w))
    .map((w) => COMPANY_ABBREVIATIONS[w] ?? w)
    .join(' ')
}

/** Token-set similarity (word order and extra words do not count), 0..1. */
export function tokenSimilarity(a: string, b: string): number {
  if (!a || !b) return 0
  return fuzz.token_set_ratio(a, b, {full_process: false}) / 100
}

/** Two words of company names stand for each other from this edit similarity on ("ATELIERS" / "ATELIER" 0.93). */
const COMPANY_WORD_MIN = 0.85
/** A name that holds all the other's words and more ("ATELIER MARTIN ET FILS" / "ATELIER MARTIN"): a question, not a match. */
const COMPANY_SUBSET_FACTOR = 0.85

/**
 * Similarity of two company names once their legal forms are gone, word by word:
 * - the same words in any order: 1;
 * - every word matched to one of the other side (edit similarity ≥ 0.85, "ATELIERS" for
 *   "ATELIER"): the lowest of those similarities;
 * - one name's words all within the other, which has more: 0.85 × that (0.85 for "MARTIN" /
 *   "ATELIER MARTIN");
 * - otherwise the share of letters in matched words ("MARTIN BTP" / "ATELIER MARTIN" 0.55).
 */
export function companySimilarity(a: string, b: string): number {
  const x = companyForm(a).split(' ').filter(Boolean)
  const y = companyForm(b).split(' ').filter(Boolean)
  if (x.length === 0 || y.length === 0) return 0
  if ([...x].sort().join(' ') === [...y].sort().join(' ')) return 1
  // The same letters spaced differently: "O'KAFÉ" / "OKAFE", "LES J ARDINS" / "LES JARDINS".
  if (x.join('') === y.join('')) return 1
  // The same words but an article ("ATELIER DU CHÊNE" / "ATELIER CHÊNE", a word OCR dropped).
  const content = (words: string[]) => words.filter((w) => !COMPANY_ARTICLES.has(w)).sort().join(' ')
  if (content(x) !== '' && content(x) === content(y)) return 1
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  const unused = new Set(long.map((_, i) => i))
  const matched: {similarity: number; letters: number}[] = []
  for (const word of short) {
    let best = {index: -1, similarity: 0}
    for (const i of unused) {
      const similarity = editSimilarity(word, long[i])
      if (similarity > best.similarity) best = {index: i, similarity}
    }

    if (best.similarity >= COMPANY_WORD_MIN) {
      unused.delete(best.index)
      matched.push({letters: word.length + long[best.index].length, similarity: best.similarity})
    }
  }

  const lowest = Math.min(...matched.map((m) => m.similarity))
  if (matched.length === short.length) return unused.size === 0 ? lowest : COMPANY_SUBSET_FACTOR * lowest
  const letters = [...x, ...y].reduce((n, w) => n + w.length, 0)
  return matched.reduce((n, m) => n + m.similarity * m.letters, 0) / letters
}

export type NameVerdict = 'clarify' | 'fail' | 'pass'

export interface NameComparison {
  /** The similarity that decides between a question and a failure. */
  score: number
  /** The similarity that may pass: a person's only counts readings with the same surname. */
  passScore: number
}

/** Compares two names as the fuzzy_equal rule does. */
export function compareNames(a: string, b: string, as: 'company' | 'person'): NameComparison {
  if (as === 'company') {
    const score = companySimilarity(a, b)
    return {passScore: score, score}
  }

  const c = comparePersons(a, b)
  return {passScore: c.sameSurnameScore, score: Math.max(c.score, c.sameSurnameScore)}
}

/**
 * fuzzy_equal's verdict: passScore at or above passMin passes; else score at or above
 * clarifyMin is a question for a human (a surname one letter away, GAUTIER / GAUTHIER, however
 * high its score); else it fails.
 */
export function nameVerdict(c: NameComparison, passMin: number, clarifyMin: number): NameVerdict {
  if (c.passScore >= passMin) return 'pass'
  return c.score >= clarifyMin ? 'clarify' : 'fail'
}

/** The similarity to show with a verdict: the one that decided it. */
export function verdictScore(c: NameComparison, verdict: NameVerdict): number {
  return verdict === 'pass' ? c.passScore : c.score
}

const STREET_TYPES: Record<string, string> = {
  all: 'allee',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  ch: 'chemin',
  chem: 'chemin',
  crs: 'cours',
  fbg: 'faubourg',
  imp: 'impasse',
  pl: 'place',
  r: 'rue',
  rte: 'route',
  sq: 'square',
  st: 'saint',
  ste: 'sainte',
}

export interface Address {
  street: string
  postcode?: string
  city: string
}

/**
 * An address abroad's postcode, when it has no French one: the last group of four digits, with
 * Portugal's three after a dash ("4050-038 Porto") or a country's letter before it ("L-2453
 * Luxembourg", "B-1000 Bruxelles"). (A street's number is shorter, before the street's name.)
 */
function foreignPostcode(text: string): Found | undefined {
  const all = [...text.matchAll(/(?<![\p{L}\d-])(?:[A-Z]{1,2}-)?\d{4}(?:-\d{3})?(?![\d-])/giu)]
  const m = all.at(-1)
  return m ? {index: m.index, raw: m[0], value: m[0].toUpperCase()} : undefined
}

/** Splits "12 bd Voltaire, 75011 Paris" into a normalised street, postcode and city. */
export function parseAddress(text: string): Address {
  const normal = normalizeText(text)
  const postcode = findPostcode(normal) ?? foreignPostcode(normal)
  const street = postcode ? normal.slice(0, postcode.index) : normal
  const city = postcode ? normal.slice(postcode.index + postcode.raw.length) : ''
  return {
    city: words(city).join(' '),
    postcode: postcode?.value,
    street: words(street)
      .map((w) => STREET_TYPES[w] ?? w)
      .join(' '),
  }
}

export interface AddressComparison {
  postcodeMatch: boolean
  cityMatch: boolean
  streetSimilarity: number
}

export function compareAddresses(a: string, b: string): AddressComparison {
  // (The same address word for word is the same address, abroad too, where the postcode may be
  // none or of a form parseAddress does not know: "VILLA 12 STREET 27, AL BARSHA 2, DUBAI, EMIRATS
  // ARABES UNIS" twice is no postcode mismatch.)
  const letters = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '')
  if (letters(a) === letters(b) && /\p{L}/u.test(a)) return {cityMatch: true, postcodeMatch: true, streetSimilarity: 1}
  const x = parseAddress(a)
  const y = parseAddress(b)
  return {
    cityMatch: x.city === y.city,
    postcodeMatch: x.postcode !== undefined && x.postcode === y.postcode,
    streetSimilarity: x.street && y.street ? streetSimilarity(x.street, y.street) : 0,
  }
}

function streetSimilarity(a: string, b: string): number {
  // OCR splits a word where two letters stand apart ("J ean J aurès"): the same letters in the
  // same order with different spacing are the same street. Only equality counts, so "12 rue" and
  // "1 2 rue" match but no new near-miss is let through.
  if (a.replaceAll(' ', '') === b.replaceAll(' ', '')) return 1
  return fuzz.token_sort_ratio(a, b, {full_process: false}) / 100
}
