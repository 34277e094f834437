/**
 * The ground truth of a dossier: the verdict of every N1 requirement and N2 rule of the profile,
 * the global verdict and the pauses, computed from what the documents print (their truth fields),
 * the facts behind the names and addresses (tags), and the human's decisions.
 *
 * This is an independent reading of the profile's semantics (docs/validation-profile.md,
 * requirements.ts, rules.ts), not a call into the engine: requirements and rules are evaluated
 * by kind with the profile's own parameters (durations, thresholds, fields), on perfectly
 * extracted values. Where the engine compares names or addresses fuzzily, the oracle knows who
 * and where they are (tags): a married name is the same person, GAUTHIER for GAUTIER is a
 * near miss that a human must settle, another person is a failure.
 */
import {checksumHolds} from '../validation/checks.js'
import {addDuration, addMonths, endOf, monthDiff, startOf, subtractDuration} from '../validation/dates.js'
import {parseRef, type Profile, type Requirement, type Rule, type Thematic} from '../validation/profile.js'
import type {Tags} from './dossiers.js'
import type {Capture, ExpectedPause, Verdict} from './types.js'

export interface OracleDocument {
  file: string
  /** The true type ("other" for unrelated documents). */
  type: string
  fields: Record<string, string>
  unreadable: boolean
  capture: Capture
  /** What the printed text says beyond fields (statements, markers), by name. */
  printed: Record<string, boolean>
  tags: Tags
}

export interface Decisions {
  rules: Record<string, 'accept' | 'reject'>
  missing: Record<string, 'abandon' | 'skip'>
  /**
   * Rules a careful engine may ask about without being wrong (a hard but acceptable case, e.g. a
   * married name): the human's answer if it asks. They give optional pauses.
   */
  mayAsk?: Record<string, 'accept' | 'reject'>
}

export interface Expected {
  global: Verdict
  requirements: Record<string, Verdict>
  rules: Record<string, Verdict>
  pauses: ExpectedPause[]
  /** Requirements that fail with severity blocking (what makes a dossier unacceptable at N1). */
  blockingFailures: string[]
}

const ORDER: Verdict[] = ['not_applicable', 'pass', 'warning', 'fail']
const worst = (verdicts: Verdict[]): Verdict => verdicts.reduce<Verdict>((w, v) => (ORDER.indexOf(v) > ORDER.indexOf(w) ? v : w), 'not_applicable')

const cents = (amount: string): number => Math.round(Number(amount) * 100)
const digits = (value: string): string => value.replace(/\D/g, '')
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Text-level requirements read what the document says, not a field: each maps to a printed fact
 * the layouts record. An unknown one stops the build (the oracle must be taught it).
 */
function printedFact(req: Requirement): string {
  if (req.kind === 'signed') return 'signedMarker'
  if (req.kind === 'regex_match' && !req.field && /a jour de ses obligations/.test(fold(req.pattern))) return 'upToDateStatement'
  if (req.kind === 'text_absent' && /redressement judiciaire/.test(fold(req.pattern))) return 'collectiveProcedure'
  throw new Error(`the oracle does not know what printed text requirement ${req.id} (${req.kind}) looks for`)
}

interface Classified extends OracleDocument {
  thematic: string
}

class Evaluation {
  readonly pauses: ExpectedPause[] = []

  constructor(
    readonly profile: Profile,
    readonly asOf: string,
    readonly docs: Classified[],
    readonly decisions: Decisions,
  ) {}

  hasFieldSpec(doc: Classified, field: string): boolean {
    for (const thematic of this.profile.thematics) {
      const spec = thematic.documentTypes.find((d) => d.id === doc.type)
      if (spec) return spec.fields.some((f) => f.id === field)
    }

    return false
  }

  ofScope(scope: string): Classified[] {
    return this.docs.filter((d) => d.thematic === scope || d.type === scope)
  }

  /** A human decision on a grey zone: the pause it needs and the verdict it gives. */
  decide(ruleId: string): Verdict {
    const decision = this.decisions.rules[ruleId]
    if (!decision) throw new Error(`no human decision planned for ${ruleId}`)
    this.pauses.push({answer: {decision}, required: true, rule_id: ruleId, waiting_for: 'rule_clarification'})
    return decision === 'accept' ? 'pass' : 'fail'
  }

  requirement(req: Requirement, thematic: Thematic, docs: Classified[]): Verdict {
    const typed = docs.filter((d) => !req.documentType || d.type === req.documentType)
    const withField = (field: string) => typed.filter((d) => this.hasFieldSpec(d, field))
    switch (req.kind) {
      case 'document_present': {
        // A missing document fails whether the human skipped it or not (skipping only lets the run go on).
        if (docs.length === 0 && !thematic.required) return 'not_applicable'
        return typed.length >= req.min ? 'pass' : 'fail'
      }

      case 'min_count': {
        return typed.length >= req.min ? 'pass' : 'fail'
      }

      default:
    }

    if (docs.length === 0) return 'not_applicable'
    switch (req.kind) {
      case 'max_age': {
        const candidates = withField(req.field)
        if (candidates.length === 0) return 'not_applicable'
        const limit = subtractDuration(this.asOf, req)
        const values = candidates.map((d) => d.fields[req.field]).filter((v): v is string => v !== undefined)
        if (req.pick === 'all' && values.length < candidates.length) return 'fail'
        if (values.length === 0) return 'fail'
        const checked = req.pick === 'latest' ? [values.reduce((a, b) => (endOf(b) > endOf(a) ? b : a))] : values
        return checked.every((v) => endOf(v) >= limit) ? 'pass' : 'fail'
      }

      case 'not_expired': {
        const candidates = withField(req.field)
        if (candidates.length === 0) return 'not_applicable'
        for (const doc of candidates) {
          const value = doc.fields[req.field]
          if (!value) return 'fail'
          if (endOf(value) >= this.asOf) continue
          const grace = req.grace
          const issued = grace?.issuedField ? doc.fields[grace.issuedField] : undefined
          const inGrace =
            grace !== undefined &&
            (!grace.documentType || grace.documentType === doc.type) &&
            addDuration(endOf(value), grace) >= this.asOf &&
            (!grace.issuedField || (issued !== undefined && (!grace.issuedFrom || issued >= grace.issuedFrom) && (!grace.issuedTo || issued <= grace.issuedTo)))
          if (inGrace) {
            if (this.decide(req.id) === 'fail') return 'fail'
            continue
          }

          return 'fail'
        }

        return 'pass'
      }

      case 'date_in_range': {
        const candidates = withField(req.start)
        if (candidates.length === 0) return 'not_applicable'
        for (const doc of candidates) {
          const start = doc.fields[req.start]
          const end = doc.fields[req.end]
          if (!start || !end) return 'fail'
          if (startOf(start) > this.asOf || endOf(end) < this.asOf) return 'fail'
        }

        return 'pass'
      }

      case 'field_present': {
        const candidates = typed.filter((d) => req.fields.some((f) => this.hasFieldSpec(d, f)))
        if (candidates.length === 0) return 'not_applicable'
        return candidates.every((d) => req.fields.every((f) => !this.hasFieldSpec(d, f) || d.fields[f] !== undefined)) ? 'pass' : 'fail'
      }

      case 'regex_match': {
        if (req.field) {
          const re = new RegExp(fold(req.pattern), 'u')
          return typed.every((d) => d.fields[req.field!] !== undefined && re.test(fold(d.fields[req.field!]))) ? 'pass' : 'fail'
        }

        const fact = printedFact(req)
        return typed.every((d) => d.printed[fact] === true) ? 'pass' : 'fail'
      }

      case 'text_absent': {
        const fact = printedFact(req)
        return typed.some((d) => d.printed[fact] === true) ? 'fail' : 'pass'
      }

      case 'checksum': {
        const candidates = withField(req.field)
        if (candidates.length === 0) return 'not_applicable'
        let checked = 0
        for (const doc of candidates) {
          const value = doc.fields[req.field]
          if (value === undefined) {
            if (req.ifPresent) continue
            return 'fail'
          }

          if (!checksumHolds(req.algo, value)) return 'fail'
          checked++
        }

        return checked === 0 ? 'not_applicable' : 'pass'
      }

      case 'signed': {
        const fact = printedFact(req)
        return typed.every((d) => d.printed[fact] === true) ? 'pass' : 'fail'
      }

      case 'field_compare': {
        const candidates = withField(req.left)
        if (candidates.length === 0) return 'not_applicable'
        for (const doc of candidates) {
          const left = doc.fields[req.left]
          const right = doc.fields[req.right]
          if (left === undefined || right === undefined) return 'fail'
          const l = cents(left)
          const r = cents(right)
          const holds = {eq: l === r, gt: l > r, gte: l >= r, lt: l < r, lte: l <= r}[req.op]
          if (!holds) return 'fail'
        }

        return 'pass'
      }
    }
  }

  /** Every value of a reference, with the document it comes from, in reference then document order. */
  values(ref: string): {doc: Classified; value: string}[] {
    const parsed = parseRef(ref)
    if (parsed === '$refDate') return []
    return this.ofScope(parsed.scope)
      .filter((d) => d.fields[parsed.field] !== undefined)
      .map((doc) => {
        const raw = doc.fields[parsed.field]
        const value = parsed.slice ? digits(raw).slice(parsed.slice[0], parsed.slice[1]) || raw.slice(parsed.slice[0], parsed.slice[1]) : raw
        return {doc, value}
      })
  }

  rule(rule: Rule): Verdict {
    const asked = this.pauses.length
    const verdict = this.ruleVerdict(rule)
    const optional = this.decisions.mayAsk?.[rule.id]
    if (optional && this.pauses.length === asked) this.pauses.push({answer: {decision: optional}, required: false, rule_id: rule.id, waiting_for: 'rule_clarification'})
    return verdict === 'fail' && rule.severity === 'warn' ? 'warning' : verdict
  }

  private ruleVerdict(rule: Rule): Verdict {
    switch (rule.kind) {
      case 'same_value': {
        const values = rule.values.flatMap((r) => this.values(r))
        if (values.length < rule.minValues) return 'not_applicable'
        const norm = (v: string) => (rule.normalize === 'digits' ? digits(v) : fold(v).replace(/\s+/g, ' ').trim())
        return new Set(values.map((v) => norm(v.value))).size === 1 ? 'pass' : 'fail'
      }

      case 'fuzzy_equal': {
        const values = rule.values.flatMap((r) => this.values(r))
        if (values.length < rule.minValues) return 'not_applicable'
        const tagOf = (d: Classified) => (rule.as === 'person' ? (d.tags.person ?? 'self') : (d.tags.company ?? 'self'))
        const [first, ...rest] = values
        const outcomes = rest.map((v) => {
          const a = tagOf(first.doc)
          const b = tagOf(v.doc)
          if (a === b) return 'same'
          return a === 'other' || b === 'other' ? 'different' : 'grey'
        })
        if (outcomes.includes('different')) return 'fail'
        if (outcomes.includes('grey')) return this.decide(rule.id)
        return 'pass'
      }

      case 'ratio_band': {
        const values = this.values(rule.value).map((v) => cents(v.value))
        const references = this.values(rule.reference).map((v) => cents(v.value))
        if (values.length === 0 || references.length === 0) return 'not_applicable'
        const aggregate = {
          latest: values.at(-1)!,
          max: Math.max(...values),
          mean: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
          min: Math.min(...values),
          sum: values.reduce((a, b) => a + b, 0),
        }[rule.aggregate]
        const reference = references[0]
        const ratio = reference === 0 ? Number.POSITIVE_INFINITY : Math.abs(aggregate * rule.multiply - reference) / Math.abs(reference)
        const band = rule.bands.find((b) => b.lte === undefined || ratio <= b.lte)!
        return band.verdict === 'clarify' ? this.decide(rule.id) : band.verdict
      }

      case 'date_order': {
        let checked = 0
        for (const pair of rule.pairs) {
          const before = pair.before === '$refDate' ? [this.asOf] : this.values(pair.before).map((v) => v.value)
          const after = pair.after === '$refDate' ? [this.asOf] : this.values(pair.after).map((v) => v.value)
          if (before.length === 0 || after.length === 0) continue
          checked++
          const months = (pair.offsetYears ?? 0) * 12 + (pair.offsetMonths ?? 0)
          for (const b of before) for (const a of after) if ((months ? addMonths(startOf(b), months) : startOf(b)) > endOf(a)) return 'fail'
        }

        return checked === 0 ? 'not_applicable' : 'pass'
      }

      case 'address_match': {
        const values = rule.values.flatMap((r) => this.values(r))
        if (values.length < 2) return 'not_applicable'
        const postcode = (v: string) => /(?<!\d)\d{5}(?!\d)/.exec(v)?.[0]
        const [first, ...rest] = values
        let outcome: Verdict = 'pass'
        for (const v of rest) {
          if (postcode(first.value) !== postcode(v.value)) {
            if (rule.onPostcodeMismatch === 'fail') return 'fail'
            outcome = worst([outcome, 'warning'])
          } else if ((first.doc.tags.address ?? '') !== (v.doc.tags.address ?? '')) {
            if (rule.onStreetMismatch === 'fail') return 'fail'
            outcome = worst([outcome, 'warning'])
          }
        }

        return outcome
      }

      case 'consecutive_months': {
        const values = this.values(rule.field)
        const months = [...new Set(values.map((v) => v.value.slice(0, 7)))].sort()
        const last = months.slice(-rule.count)
        if (last.length < rule.count) return 'fail'
        for (let i = 1; i < last.length; i++) if (monthDiff(last[i - 1], last[i]) !== 1) return 'fail'
        if (rule.sameValue) {
          const same = new Set(this.values(rule.sameValue).map((v) => digits(v.value) || fold(v.value)))
          if (same.size > 1) return rule.onSameValueMismatch
        }

        return 'pass'
      }
    }
  }
}

function thematicVerdict(results: {verdict: Verdict; severity: 'blocking' | 'warn'}[], documentCount: number): Verdict {
  if (results.some((r) => r.verdict === 'fail' && r.severity === 'blocking')) return 'fail'
  if (results.some((r) => r.verdict === 'warning' || (r.verdict === 'fail' && r.severity === 'warn'))) return 'warning'
  if (results.every((r) => r.verdict === 'not_applicable')) return documentCount === 0 ? 'not_applicable' : results.length === 0 ? 'pass' : 'not_applicable'
  return 'pass'
}

/** The expected outcome of validating `documents` (in upload order) on `asOf`, level both. */
export function expectedOutcome(profile: Profile, asOf: string, documents: OracleDocument[], decisions: Decisions): Expected {
  const thematicOf = (type: string) => profile.thematics.find((t) => t.documentTypes.some((d) => d.id === type))?.id
  const classificationPauses: ExpectedPause[] = []
  for (const doc of documents) {
    if (doc.unreadable) classificationPauses.push({answer: {document_type: doc.type}, file: doc.file, required: true, waiting_for: 'classification_correction'})
    else if (doc.type === 'other') classificationPauses.push({answer: {document_type: 'other'}, file: doc.file, required: false, waiting_for: 'classification_correction'})
    else if (doc.capture === 'photo') classificationPauses.push({answer: {document_type: doc.type}, file: doc.file, required: false, waiting_for: 'classification_correction'})
  }

  const classified: Classified[] = documents.filter((d) => d.type !== 'other').map((d) => ({...d, thematic: thematicOf(d.type) ?? ''}))
  const evaluation = new Evaluation(profile, asOf, classified, decisions)
  evaluation.pauses.push(...classificationPauses)

  const requirements: Record<string, Verdict> = {}
  const thematicVerdicts: Verdict[] = []
  const blockingFailures: string[] = []
  for (const thematic of profile.thematics) {
    const docs = classified.filter((d) => d.thematic === thematic.id)
    const presence = thematic.requirements.find((r) => r.kind === 'document_present')
    if (docs.length === 0 && thematic.required && presence?.kind === 'document_present' && presence.onMissing === 'ask') {
      const decision = decisions.missing[thematic.id]
      if (!decision) throw new Error(`no missing-document decision planned for thematic ${thematic.id}`)
      if (decision === 'abandon') throw new Error('an abandoned run has no verdicts to expect')
      evaluation.pauses.push({answer: {missing_document: decision}, required: true, thematic: thematic.id, waiting_for: 'missing_document'})
    }

    const results = thematic.requirements.map((req) => {
      const verdict = evaluation.requirement(req, thematic, docs)
      requirements[req.id] = verdict
      if (verdict === 'fail' && req.severity === 'blocking') blockingFailures.push(req.id)
      return {severity: req.severity, verdict}
    })
    thematicVerdicts.push(thematicVerdict(results, docs.length))
  }

  const rules: Record<string, Verdict> = {}
  for (const rule of profile.rules) rules[rule.id] = evaluation.rule(rule)

  return {
    blockingFailures,
    global: worst([...thematicVerdicts, ...Object.values(rules)]),
    pauses: evaluation.pauses,
    requirements,
    rules,
  }
}
