/**
 * Lexical document classification with a calibrated confidence.
 *
 * Each document type of the profile scores its hints: keywords (counted once, ×titleBoost when in
 * the first `titleZone` characters; a long one there also with a letter wrong in eight, once,
 * unboosted: a title OCR garbled), regex patterns, negative keywords (subtracted) and file-name
 * hints. Scores go through a softmax with the profile's temperature, together with an "other"
 * class of fixed score, so a document that matches nothing is "other". The top type is accepted
 * only when its probability reaches `autoAcceptMin` and leads the runner-up by `marginMin`;
 * otherwise the run asks a human (classification_correction).
 */
import type {DocumentTypeSpec, Profile} from './profile.js'
import {findMrz, MRZ_CELL} from './mrz.js'
import {fold, foldLoose, literalPattern, normalizeText, stripAccents} from './text.js'

export const OTHER = 'other'

export interface Candidate {
  document_type: string
  thematic: string
  /** Probability 0..1 (softmax). */
  score: number
}

export interface Classification {
  document_type: string
  thematic: string | null
  confidence: number
  /** The best types, most likely first (at most 3, "other" excluded). */
  candidates: Candidate[]
  /** Top probability minus the runner-up's (the runner-up may be "other"). */
  margin: number
  accepted: boolean
  /** What matched, for explanations: `+5 "extrait kbis"`. */
  matched: string[]
}

interface CompiledType {
  spec: DocumentTypeSpec
  thematic: string
  /** `all`: the same pattern, global, for every occurrence (insideKeyword). */
  keywords: {re: RegExp; all: RegExp; w: number; t: string; compact: string}[]
  patterns: {re: RegExp; w: number; t: string}[]
  mrz?: {codes: string[]; w: number}
  negative: {re: RegExp; all: RegExp; w: number; t: string}[]
  filename: string[]
}

const compiledProfiles = new WeakMap<Profile, CompiledType[]>()

function compile(profile: Profile): CompiledType[] {
  let compiled = compiledProfiles.get(profile)
  if (compiled) return compiled
  compiled = []
  for (const thematic of profile.thematics) {
    for (const spec of thematic.documentTypes) {
      const literal = (k: {t: string; w: number}) => {
        // (A hyphen as OCR may read it, a space beside it: "VLS- Ts" for "VLS-TS"; so an elision's
        // apostrophe, a space after it: "AVIS D' IMPÔT".)
        const source = `(?<![\\p{L}\\p{N}])${literalPattern(k.t).replaceAll('-', '\\s?-\\s?').replaceAll("'", "'\\s?")}(?![\\p{L}\\p{N}])`
        return {all: new RegExp(source, 'gu'), re: new RegExp(source, 'u'), t: k.t, w: k.w}
      }
      compiled.push({
        filename: spec.hints.filename.map((f) => foldLoose(f)),
        keywords: spec.hints.keywords.map((k) => ({...literal(k), compact: compactKeyword(k.t)})),
        mrz: spec.hints.mrz,
        negative: spec.hints.negative.map(literal),
        patterns: spec.hints.patterns.map((p) => ({re: new RegExp(stripAccents(p.re), 'iu'), t: p.re, w: p.w})),
        spec,
        thematic: thematic.id,
      })
    }
  }

  compiledProfiles.set(profile, compiled)
  return compiled
}

/** Whether every occurrence of `negative` in `text` overlaps an occurrence of one of `keywords`. */
function insideKeyword(text: string, negative: RegExp, keywords: {all: RegExp}[]): boolean {
  const spans = keywords.flatMap((k) => [...text.matchAll(k.all)].map((m) => [m.index, m.index + m[0].length]))
  return [...text.matchAll(negative)].every((m) => spans.some(([start, end]) => m.index < end && m.index + m[0].length > start))
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

/** Classifies one document from its pages and file name. Deterministic. */
/**
 * Keywords at least this long (letters and digits) are also matched without spaces: long enough
 * that running words together cannot make one by chance.
 */
const COMPACT_KEYWORD_MIN = 14

/** Keywords at least this long (compact) are also found with a few letters wrong, in the title zone. */
const FUZZY_KEYWORD_MIN = 20

/**
 * Whether `pattern` occurs in `text` with at most one edit (a letter changed, added or dropped) per
 * eight letters: the least edit distance of `pattern` to any substring of `text` (Sellers).
 */
function nearMatch(pattern: string, text: string): boolean {
  const allowed = Math.floor(pattern.length / 8)
  let previous = Array.from({length: pattern.length + 1}, (_, i) => i)
  for (const char of text) {
    const current = [0]
    for (let i = 1; i <= pattern.length; i++) current.push(Math.min(previous[i] + 1, current[i - 1] + 1, previous[i - 1] + (pattern[i - 1] === char ? 0 : 1)))
    if (current[pattern.length] <= allowed) return true
    previous = current
  }

  return false
}

function compactKeyword(keyword: string): string {
  return foldLoose(keyword).replace(/[^a-z0-9]/g, '')
}

/** The text's letters and digits only, with the offset of each in the text. */
function compactText(text: string): {text: string; offsets: number[]} {
  let out = ''
  const offsets: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (/[a-z0-9]/.test(text[i])) {
      out += text[i]
      offsets.push(i)
    }
  }

  return {offsets, text: out}
}

/**
 * OCR's readings of a capital J inside a word in capitals ("TITRE DE SE) OUR", "SÉJ OUR", "FORME ]
 * URIDIQUE"): a bracket or parenthesis between capitals, or a J cut from the rest of its word, is
 * the J, so that the keywords are found.
 */
function repairOcrJ(text: string): string {
  return text.replace(/(?<=\p{Lu})[)\]] ?(?=\p{Lu}{2})|(?<=\p{Lu})J (?=\p{Lu}{2})|(?<=^|\s)\] ?(?=\p{Lu}{3})/gmu, 'J')
}

export function classify(profile: Profile, pages: string[], fileName: string): Classification {
  const config = profile.classification
  // The same normalisation as extraction (typographic apostrophes and quotes, ligatures, spaces).
  const joined = pages.join('\n')
  const text = fold(stripAccents(repairOcrJ(normalizeText(joined)))).replace(/\s+/g, ' ')
  const name = foldLoose(fileName)
  // A zone whose check digits hold names its document's kind by its code (the longest code a
  // type lists that starts it wins: `IR` a residence permit, `I` an identity card).
  // (Its cells alone, in the text's order: a card's other lines come between the zone's.)
  const zoneCells = joined.split(/\n|\s{2,}/u).filter((cell) => MRZ_CELL.test(cell.replace(/\s+/gu, '')))
  const zone = zoneCells.length >= 2 ? findMrz(zoneCells) : undefined
  // (One check digit OCR misread, every other holding, three at least: still a zone, whose code its
  // first line gives: a photo's "...<<<<0" for "...<<<<6" at a passport's composite.)
  const checks = zone ? Object.values(zone.checks) : []
  const vouched = zone !== undefined && (zone.valid || (checks.filter((held) => held === false).length === 1 && checks.filter(Boolean).length >= 3))
  const zoneCode = vouched ? zone.fields.documentCode.replace(/<+$/u, '') : undefined
  const zoneMatches = compile(profile).map((type) => type.mrz?.codes.filter((code) => zoneCode?.startsWith(code)).sort((a, b) => b.length - a.length)[0])
  const longestZoneMatch = Math.max(0, ...zoneMatches.map((code) => code?.length ?? 0))
  let compact: ReturnType<typeof compactText> | undefined
  const scored = compile(profile).map((type, index) => {
    let score = 0
    const matched: string[] = []
    for (const k of type.keywords) {
      let at = k.re.exec(text)?.index
      if (at === undefined && k.compact.length >= COMPACT_KEYWORD_MIN) {
        // Words that OCR split or glued ("ATTESTATION D'ASSURANC E", "Netimposable"): a long
        // keyword is also looked for with every space and mark taken out.
        compact ??= compactText(text)
        const found = compact.text.indexOf(k.compact)
        if (found >= 0) at = compact.offsets[found]
      }

      if (at === undefined && k.compact.length >= FUZZY_KEYWORD_MIN) {
        // A title OCR garbled ("ATTESTATION DE RÉGULARITÉ SEALE"): a long keyword with a few
        // letters wrong, in the title zone only, counts once, without the title's boost.
        compact ??= compactText(text)
        const zone = compact.offsets.findIndex((offset) => offset >= config.titleZone)
        if (nearMatch(k.compact, compact.text.slice(0, zone < 0 ? undefined : zone))) {
          score += k.w
          matched.push(`+${k.w} ~"${k.t}"`)
        }

        continue
      }

      if (at === undefined) continue
      const w = at < config.titleZone ? k.w * config.titleBoost : k.w
      score += w
      matched.push(`+${w} "${k.t}"`)
    }

    // (Where the first pattern that matched matched: for a zone's, where the zone stands.)
    let patternAt: number | undefined
    for (const p of type.patterns) {
      const found = p.re.exec(text)
      if (found) {
        score += p.w
        matched.push(`+${p.w} /${p.t}/`)
        patternAt ??= found.index
      }
    }

    // A machine-readable zone whose check digits hold names what the document is: the words of
    // another document printed with it (a passport's data page with its visa's sticker, "VLS-TS",
    // "Type de visa") do not argue against it.
    const code = zoneMatches[index]
    const zoneNamesType = type.mrz !== undefined && code !== undefined && code.length === longestZoneMatch
    for (const n of zoneNamesType ? [] : type.negative) {
      // (Not where it is part of one of the type's own keywords: "attestation d'assurance
      // habitation" is a home insurance certificate, which a proof of address may be.)
      if (n.re.test(text) && !insideKeyword(text, n.all, type.keywords)) {
        score -= n.w
        matched.push(`-${n.w} "${n.t}"`)
      }
    }

    if (zoneNamesType && type.mrz) {
      score += type.mrz.w
      matched.push(`+${type.mrz.w} machine-readable zone "${zoneCode}"`)
    }

    for (const f of type.filename) {
      if (name.includes(f)) {
        score += config.filenameWeight
        matched.push(`+${config.filenameWeight} file name "${f}"`)
      }
    }

    // (A type read by its machine-readable zone: its zone's pattern matched, there.)
    const zoneAt = type.mrz !== undefined ? patternAt : undefined
    return {matched, score: Math.max(0, score), type, zoneAt}
  })

  // Softmax over the types and the "other" class, shifted by the maximum for numerical stability.
  // A type that matched nothing at all has no evidence: it takes no probability (otherwise the
  // more types a profile has, the less sure every answer would be); "other" is the floor.
  const logits = [...scored.map((s) => s.score), config.otherScore].map((s) => s / config.temperature)
  const max = Math.max(...logits)
  const exps = logits.map((l, i) => (i < scored.length && scored[i].score <= 0 ? 0 : Math.exp(l - max)))
  const total = exps.reduce((a, b) => a + b, 0)
  const probabilities = exps.map((e) => e / total)
  const otherP = probabilities.at(-1)!

  const ranked = scored
    .map((s, i) => ({...s, p: probabilities[i]}))
    // Ties broken by profile order, so the result never depends on sort stability.
    .sort((a, b) => b.p - a.p || scored.indexOf(a) - scored.indexOf(b))
  const best = ranked[0]
  // Candidates: types that matched at least one hint (a zero score is no evidence at all).
  const candidates = ranked.filter((r) => r.score > 0).slice(0, 3).map((r) => ({document_type: r.type.spec.id, score: round(r.p), thematic: r.type.thematic}))

  if (best.p <= otherP) {
    return {accepted: false, candidates, confidence: round(otherP), document_type: OTHER, margin: round(otherP - best.p), matched: [], thematic: null}
  }

  const runnerUp = Math.max(ranked[1]?.p ?? 0, otherP)
  const margin = best.p - runnerUp
  // Two types' machine-readable zones on one page (a passport's data page and its visa's sticker),
  // the best type not the one a zone whose check digits hold names (the passport's zone misread by
  // OCR, or outweighed by the visa's words): two documents, and which one the file is for is the
  // clerk's to say.
  const bestNamedByZone = longestZoneMatch > 0 && (zoneMatches[scored.findIndex((s) => s.type === best.type)]?.length ?? 0) === longestZoneMatch
  // (Apart: a card's zone's third line, "PIOTROWSKA<<MAGDALENA", reads like a passport's first.)
  const zonesAt = scored.map((s) => s.zoneAt).filter((at) => at !== undefined)
  const twoZones = !bestNamedByZone && zonesAt.some((a) => zonesAt.some((b) => Math.abs(a - b) > ZONE_CHARACTERS))
  return {
    accepted: best.p >= config.autoAcceptMin && margin >= config.marginMin && !twoZones,
    candidates,
    confidence: round(best.p),
    document_type: best.type.spec.id,
    margin: round(margin),
    matched: best.matched,
    thematic: best.type.thematic,
  }
}

/** A machine-readable zone's characters at most (TD3's two lines of 44, TD1's three of 30, and the gaps): two patterns further apart are two zones. */
const ZONE_CHARACTERS = 100

/** The thematic of a document type id (undefined for "other" or an unknown id). */
export function thematicOfType(profile: Profile, documentType: string): string | undefined {
  return profile.thematics.find((t) => t.documentTypes.some((d) => d.id === documentType))?.id
}

export function documentTypeSpec(profile: Profile, documentType: string): DocumentTypeSpec | undefined {
  for (const t of profile.thematics) {
    const spec = t.documentTypes.find((d) => d.id === documentType)
    if (spec) return spec
  }

  return undefined
}
