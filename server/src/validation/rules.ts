/**
 * N2 cross-document rules: one typed check per kind over values gathered from the whole dossier
 * (references `<thematic or document type>.<field>`). A rule can land in a grey zone
 * (`clarify`), in which case the engine asks a human (rule_clarification) unless the same
 * question was already answered in this run.
 */
import {addMonths, endOf, monthDiff, startOf} from './dates.js'
import {documentEvidence, documentName, fieldEvidence, shownValue, type ClassifiedDocument, type DossierView, type Evidence} from './dossier.js'
import type {ExtractedField} from './extract.js'
import {formatDate, label, t, type Language, type MessageKey} from './i18n.js'
import {compareAddresses, compareNames, companyForm, nameVerdict, personForms, startsWithCivility, verdictScore, type NameVerdict} from './names.js'
import {formatEuros, toCents} from './parse.js'
import {fieldName, parseRef, typesOfScope, type Rule} from './profile.js'
import type {Clarification, Verdict} from './requirements.js'
import {doubtfulReading} from './doubt.js'
import {digitsOf, foldLoose} from './text.js'

export interface RuleResult {
  rule_id: string
  label: string
  verdict: Verdict
  reason: string
  evidence: Evidence[]
}

/** A grey-zone outcome: the engine pauses with `reason` unless `key` was already answered. */
export type RuleClarification = Clarification

export type RuleOutcome = {clarify: RuleClarification; result?: undefined} | {clarify?: undefined; result: RuleResult}

interface Value {
  doc: ClassifiedDocument
  field: ExtractedField
  value: string
  ref: string
}

/** Every value of a reference across the dossier, in document order. */
export function collect(view: DossierView, ref: string): Value[] {
  const parsed = parseRef(ref)
  if (parsed === '$refDate') return []
  const out: Value[] = []
  for (const doc of view.ofScope(parsed.scope)) {
    const field = view.field(doc, parsed.field)
    if (!field) continue
    const value = parsed.slice ? digitsOf(field.value).slice(parsed.slice[0], parsed.slice[1]) || field.value.slice(parsed.slice[0], parsed.slice[1]) : field.value
    out.push({doc, field, ref, value})
  }

  return out
}

/** Below this similarity, two person names are different people, not a misreading (see fuzzy_equal). */
const ANOTHER_PERSON_MAX = 0.5

/**
 * A person's name read surely: not by OCR, or vouched for by check digits (the MRZ), or by OCR
 * above `trustMin` as a well-formed name introduced by a civility and followed by two names at
 * least (a block of OCR noise, a label, "ETAM", never is one; nor "Mme Anne-Sophie", a given name
 * whose surname OCR lost).
 */
function sureName(v: Value, trustMin: number): boolean {
  if (v.field.method !== 'ocr' || v.field.valid === true) return true
  const names = v.value.split(/\s+/).slice(1).filter((w) => /\p{L}{2}/u.test(w))
  return (v.field.ocr_confidence ?? v.field.confidence) >= trustMin && startsWithCivility(v.value) && names.length >= 2
}

const pct = (n: number) => `${Math.round(n * 100)} %`
const fixed = (n: number) => n.toFixed(2)

export function evaluateRule(rule: Rule, view: DossierView, language: Language, refDate: string): RuleOutcome {
  const lang = language
  const done = (verdict: Verdict, key: MessageKey, params: Record<string, unknown>, evidence: Evidence[], certain = false): RuleOutcome => {
    // Values compared across documents that OCR read (names, amounts) are not enough to reject
    // the dossier: the failure becomes a warning naming the document to check (doubt.ts).
    // Names read by OCR are compared strictly (a misread letter is common at any confidence).
    const doubt = verdict === 'fail' && rule.severity === 'blocking' && !certain ? doubtfulReading(view, evidence, view.profile.ocr.trustMin, rule.kind === 'fuzzy_equal') : undefined
    return {
      result: {
        evidence,
        label: label(rule.label, lang),
        reason: doubt ? `${t(lang, key, params)} ${t(lang, 'doubt.ocr', {file: view.nameOf(doubt)})}` : t(lang, key, params),
        rule_id: rule.id,
        // A failed rule of severity "warn" is a warning, never a failure of the dossier.
        verdict: verdict === 'fail' && (rule.severity === 'warn' || doubt) ? 'warning' : verdict,
      },
    }
  }
  const ev = (values: Value[]) => values.map((v) => fieldEvidence(v.doc, v.field))

  switch (rule.kind) {
    case 'same_value': {
      const values = rule.values.flatMap((r) => collect(view, r))
      if (values.length < rule.minValues) return done('not_applicable', 'rule.na.values', {count: values.length, min: rule.minValues}, ev(values))
      const norm = (v: string) => (rule.normalize === 'digits' ? digitsOf(v) : foldLoose(v))
      const distinct = [...new Set(values.map((v) => norm(v.value)))]
      if (distinct.length === 1) return done('pass', 'rule.same.pass', {count: values.length, value: shown(values[0])}, ev(values))
      return done('fail', 'rule.same.fail', {values: values.map((v) => `${shown(v)} (${documentName(v.doc.doc)})`).join(', ')}, ev(values))
    }

    case 'fuzzy_equal': {
      const values = rule.values.flatMap((r) => collect(view, r))
      if (values.length < rule.minValues) return done('not_applicable', 'rule.na.values', {count: values.length, min: rule.minValues}, ev(values))
      // The worst pair decides (a failure, then a question, then the lowest score); comparing
      // with the first value (the reference document) keeps it linear.
      const [first, ...rest] = values
      const rank: Record<NameVerdict, number> = {clarify: 1, fail: 0, pass: 2}
      let worst = {score: 1, value: first, verdict: 'pass' as NameVerdict}
      for (const v of rest) {
        const comparison = compareNames(first.value, v.value, rule.as)
        const verdict = nameVerdict(comparison, rule.passMin, rule.clarifyMin)
        const score = verdictScore(comparison, verdict)
        if (rank[verdict] < rank[worst.verdict] || (rank[verdict] === rank[worst.verdict] && score < worst.score)) worst = {score, value: v, verdict}
      }

      const params = {a: first.value, b: worst.value.value, count: values.length, min: fixed(rule.passMin), score: fixed(worst.score)}
      if (worst.verdict === 'pass') return done('pass', 'rule.fuzzy.pass', params, ev(values))
      // The pair that decides is the evidence (and what a doubtful OCR reading is looked for in).
      if (worst.verdict === 'fail') {
        // OCR misreads letters; it does not turn one person into another. When both names are
        // read surely (a text layer, the MRZ, or OCR above trustMin) and the one read by OCR is a
        // well-formed name with its civility ("Monsieur BERTRAND Sylvain" against "Gaël LE ROUX"),
        // sharing almost nothing, the failure stands: the document is another person's.
        const another = rule.as === 'person' && worst.score < ANOTHER_PERSON_MAX && [first, worst.value].every((v) => sureName(v, view.profile.ocr.trustMin))
        return done('fail', 'rule.fuzzy.fail', params, ev([first, worst.value]), another)
      }
      // A near match that OCR may have made (a letter misread on a scan) is not worth a question:
      // a warning names the document to check.
      const doubt = doubtfulReading(view, ev([first, worst.value]), view.profile.ocr.trustMin, true)
      if (doubt) return {result: {...done('warning', 'rule.fuzzy.grey', params, ev([first, worst.value])).result!, reason: `${t(lang, 'rule.fuzzy.grey', params)} ${t(lang, 'doubt.ocr', {file: view.nameOf(doubt)})}`}}
      const norm = rule.as === 'person' ? (s: string) => personForms(s)[0] : companyForm
      const pair = [norm(first.value), norm(worst.value.value)].sort()
      return {
        clarify: {
          evidence: ev([first, worst.value]),
          // The question is about the names, not the rule: two rules comparing the same names ask once.
          key: `${rule.as}|${pair.join('|')}`,
          label: label(rule.label, lang),
          reason: t(lang, 'rule.fuzzy.grey', params),
          rule_id: rule.id,
        },
      }
    }

    case 'ratio_band': {
      const values = collect(view, rule.value)
      const references = collect(view, rule.reference)
      if (values.length === 0 || references.length === 0) {
        // Say which side is missing ("3 values found, 2 needed" read as a contradiction).
        const missing = parseRef(values.length === 0 ? rule.value : rule.reference)
        const field = missing === '$refDate' ? '' : fieldName(typesOfScope(view.profile, missing.scope), missing.field, lang)
        return done('not_applicable', 'rule.na.missing', {field}, ev([...values, ...references]))
      }

      const cents = values.map((v) => toCents(v.value))
      const aggregate = {
        latest: cents.at(-1)!,
        max: Math.max(...cents),
        mean: Math.round(cents.reduce((a, b) => a + b, 0) / cents.length),
        min: Math.min(...cents),
        sum: cents.reduce((a, b) => a + b, 0),
      }[rule.aggregate]
      const reference = toCents(references[0].value)
      const ratio = reference === 0 ? Number.POSITIVE_INFINITY : Math.abs(aggregate * rule.multiply - reference) / Math.abs(reference)
      const band = rule.bands.find((b) => b.lte === undefined || ratio <= b.lte)!
      const params = {multiply: rule.multiply, ratio: pct(ratio), reference: formatEuros(reference), value: formatEuros(aggregate)}
      const evidence = ev([...values, references[0]])
      if (band.verdict === 'clarify') {
        return {clarify: {evidence, key: `${rule.id}|${aggregate}|${reference}`, label: label(rule.label, lang), reason: t(lang, 'rule.ratio.grey', params), rule_id: rule.id}}
      }

      return done(band.verdict, 'rule.ratio', params, evidence)
    }

    case 'date_order': {
      let checked = 0
      const evidence: Evidence[] = []
      for (const pair of rule.pairs) {
        const before = dateValues(view, pair.before, refDate, lang)
        const after = dateValues(view, pair.after, refDate, lang)
        if (before.length === 0 || after.length === 0) continue
        checked++
        const months = (pair.offsetYears ?? 0) * 12 + (pair.offsetMonths ?? 0)
        // Every "before" value (shifted by the offset) must be on or before every "after" value.
        for (const b of before) {
          for (const a of after) {
            const shifted = months ? addMonths(startOf(b.date), months) : startOf(b.date)
            if (shifted > endOf(a.date)) {
              const params = {after: a.label, av: formatDate(a.date, lang), before: months ? `${b.label} + ${months / 12 >= 1 && months % 12 === 0 ? `${months / 12} ${lang === 'en' ? 'years' : 'ans'}` : `${months} ${lang === 'en' ? 'months' : 'mois'}`}` : b.label, bv: formatDate(b.date, lang)}
              return done('fail', 'rule.dates.fail', params, [b.evidence, a.evidence].filter((e): e is Evidence => e !== undefined))
            }
          }
        }

        // The same value may appear in several pairs: list it once.
        for (const v of [...before, ...after]) {
          if (v.evidence && !evidence.some((e) => e.document_id === v.evidence!.document_id && e.page === v.evidence!.page && e.field === v.evidence!.field)) evidence.push(v.evidence)
        }
      }

      if (checked === 0) return done('not_applicable', 'rule.na.values', {count: 0, min: 2}, [])
      return done('pass', 'rule.dates.pass', {count: checked}, evidence)
    }

    case 'address_match': {
      const values = rule.values.flatMap((r) => collect(view, r))
      if (values.length < 2) return done('not_applicable', 'rule.na.values', {count: values.length, min: 2}, ev(values))
      const [first, ...rest] = values
      let outcome: RuleOutcome | undefined
      for (const v of rest) {
        const cmp = compareAddresses(first.value, v.value)
        if (!cmp.postcodeMatch) {
          const o = done(rule.onPostcodeMismatch, 'rule.address.postcode', {a: first.value, b: v.value}, ev([first, v]))
          if (rule.onPostcodeMismatch === 'fail') return o
          outcome ??= o
        } else if (cmp.streetSimilarity < rule.streetMin) {
          const o = done(rule.onStreetMismatch, 'rule.address.street', {a: first.value, b: v.value, score: fixed(cmp.streetSimilarity)}, ev([first, v]))
          if (rule.onStreetMismatch === 'fail') return o
          outcome ??= o
        }
      }

      return outcome ?? done('pass', 'rule.address.pass', {count: values.length}, ev(values))
    }

    case 'consecutive_months': {
      const values = collect(view, rule.field)
      const months = [...new Set(values.map((v) => v.value.slice(0, 7)))].sort()
      const last = months.slice(-rule.count)
      // The documents whose month was not found count as evidence too: on a scan, the missing
      // month may be OCR's (doubt.ts), and the failure is then a warning.
      const parsed = parseRef(rule.field)
      const unread = parsed === '$refDate' ? [] : view.ofScope(parsed.scope).filter((doc) => !values.some((v) => v.doc === doc)).map((doc) => documentEvidence(doc))
      if (last.length < rule.count) return done('fail', 'rule.months.few', {count: last.length, min: rule.count}, [...ev(values), ...unread])
      for (let i = 1; i < last.length; i++) {
        if (monthDiff(last[i - 1], last[i]) !== 1) return done('fail', 'rule.months.gap', {months: last.map((m) => formatDate(m, lang)).join(', ')}, [...ev(values), ...unread])
      }

      if (rule.sameValue) {
        const same = collect(view, rule.sameValue)
        const distinct = [...new Set(same.map((v) => digitsOf(v.value) || foldLoose(v.value)))]
        if (distinct.length > 1) {
          const field = parseRef(rule.sameValue) as {field: string; scope: string}
          return done(rule.onSameValueMismatch, 'rule.months.same', {field: fieldName(typesOfScope(view.profile, field.scope), field.field, lang), values: same.map((v) => shown(v)).join(', ')}, ev([...values, ...same]))
        }
      }

      return done('pass', 'rule.months.pass', {count: rule.count, last: formatDate(last.at(-1)!, lang)}, ev(values))
    }
  }

  throw new Error(`Unknown rule kind ${(rule as {kind: string}).kind}`)
}

function shown(v: Value): string {
  return v.value === v.field.value ? shownValue(v.field) : v.value
}

interface DateValue {
  date: string
  label: string
  evidence?: Evidence
}

function dateValues(view: DossierView, ref: string, refDate: string, lang: Language): DateValue[] {
  if (ref === '$refDate') return [{date: refDate, label: lang === 'en' ? 'the reference date' : 'la date de référence'}]
  const {scope} = parseRef(ref) as {scope: string}
  const types = typesOfScope(view.profile, scope)
  return collect(view, ref).map((v) => ({date: v.value, evidence: fieldEvidence(v.doc, v.field), label: `${fieldName(types, v.field.field, lang)} (${documentName(v.doc.doc)})`}))
}

/** Applies a human decision to a grey-zone rule. */
export function decidedResult(c: RuleClarification, decision: 'accept' | 'reject', note: string | undefined, language: Language): RuleResult {
  const suffix = note ? ` : ${note}` : ''
  return {
    evidence: c.evidence,
    label: c.label,
    reason: `${c.reason} ${t(language, decision === 'accept' ? 'rule.human.accept' : 'rule.human.reject', {note: language === 'en' ? suffix.replace(' : ', ': ') : suffix})}`,
    rule_id: c.rule_id,
    verdict: decision === 'accept' ? 'pass' : 'fail',
  }
}
