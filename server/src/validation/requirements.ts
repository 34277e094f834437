/**
 * N1 requirements: one typed check per kind, evaluated on the documents of one thematic.
 * Each returns a verdict with a reason (in the run's language) and evidence.
 */
import {checksumHolds} from './checks.js'
import {doubtfulReading, misreadYear} from './doubt.js'
import {addDuration, endOf, startOf, subtractDuration} from './dates.js'
import {documentEvidence, documentKey, documentName, fieldEvidence, shownValue, unlinkedBorrowing, type ClassifiedDocument, type DossierView, type Evidence} from './dossier.js'
import type {ExtractedField} from './extract.js'
import {formatDate, formatDuration, label, t, type Language, type MessageKey} from './i18n.js'
import {toCents} from './parse.js'
import {fieldName, type Requirement, type Thematic} from './profile.js'
import {fold, literalPattern, stripAccents} from './text.js'

export type Verdict = 'fail' | 'not_applicable' | 'pass' | 'warning'

export interface RequirementResult {
  requirement_id: string
  label: string
  verdict: Verdict
  severity: 'blocking' | 'warn'
  reason: string
  evidence: Evidence[]
}

/** A grey-zone outcome (N1 or N2): the engine pauses with rule_clarification unless `key` was answered. */
export interface Clarification {
  /** The requirement or rule id (the prompt's rule_id). */
  rule_id: string
  label: string
  key: string
  reason: string
  evidence: Evidence[]
}

export type RequirementOutcome = {clarify: Clarification; result?: undefined} | {clarify?: undefined; result: RequirementResult}

export interface RequirementContext {
  view: DossierView
  thematic: Thematic
  language: Language
  /** Reference date, ISO. */
  refDate: string
  /** Thematics whose missing document the human chose to skip. */
  skipped: boolean
}

function fieldLabel(ctx: RequirementContext, id: string): string {
  return fieldName(ctx.thematic.documentTypes, id, ctx.language)
}

/** Evaluates one requirement: a result, or a question for a human (only `not_expired` with a `grace`). */
export function evaluateRequirement(req: Requirement, ctx: RequirementContext): RequirementOutcome {
  if (req.kind === 'not_expired' && req.grace) {
    const grey = graceQuestion(req, ctx)
    if (grey) return {clarify: grey}
  }

  return {result: unlinked(doubtful(check(req, ctx), req, ctx), ctx)}
}

/**
 * A verdict that rests on a value taken from another file only for want of another candidate
 * (dossier.ts companion: the back of a card that shares nothing with the front and whose names do
 * not say so) is a warning naming both files: it could be another person's card.
 */
function unlinked(result: RequirementResult, ctx: RequirementContext): RequirementResult {
  if (result.verdict !== 'pass' && result.verdict !== 'fail') return result
  const pair = unlinkedBorrowing(ctx.view, result.evidence)
  if (!pair) return result
  return {...result, reason: `${result.reason} ${t(ctx.language, 'companion.unlinked', pair)}`, verdict: 'warning'}
}

/** Failures that are about a field not found (not about a value or a count). */
const ABSENT = new WeakSet<RequirementResult>()
function absentField(result: RequirementResult): RequirementResult {
  ABSENT.add(result)
  return result
}

/**
 * A failure that rests on a doubtful OCR reading becomes a warning naming the document to check
 * (doubt.ts): a field not found on an OCR-read document, a value read by OCR below the trust
 * threshold, or any OCR amount in a comparison (a dropped digit is what makes net > gross). Also
 * for a requirement of severity warn: its failure is not blocking, but it still says "this is
 * wrong" where the truth is only "this could not be read with certainty".
 */
function doubtful(result: RequirementResult, req: Requirement, ctx: RequirementContext): RequirementResult {
  if (result.verdict !== 'fail') return result
  const evidence = ABSENT.has(result) ? result.evidence : result.evidence.filter((e) => e.field !== null)
  const doubt = doubtfulReading(ctx.view, evidence, ctx.view.profile.ocr.trustMin, req.kind === 'field_compare') ?? (req.kind === 'max_age' ? misreadYear(evidence, subtractDuration(ctx.refDate, req), ctx.refDate) : undefined)
  if (!doubt) return result
  return {...result, reason: `${result.reason} ${t(ctx.language, 'doubt.ocr', {file: ctx.view.nameOf(doubt)})}`, verdict: 'warning'}
}

/** A human's decision on a requirement in its grey zone: accept passes it, reject fails it. */
export function decidedRequirement(req: Requirement, c: Clarification, decision: 'accept' | 'reject', note: string | undefined, language: Language): RequirementResult {
  const suffix = note ? (language === 'en' ? `: ${note}` : ` : ${note}`) : ''
  return {
    evidence: c.evidence,
    label: c.label,
    reason: `${c.reason} ${t(language, decision === 'accept' ? 'rule.human.accept' : 'rule.human.reject', {note: suffix})}`,
    requirement_id: req.id,
    severity: req.severity,
    verdict: decision === 'accept' ? 'pass' : 'fail',
  }
}

/** The first document whose expired date is still inside the grace period (and issued in the window). */
function graceQuestion(req: Extract<Requirement, {kind: 'not_expired'}>, ctx: RequirementContext): Clarification | undefined {
  const grace = req.grace!
  for (const doc of ctx.view.ofThematic(ctx.thematic.id, req.documentType)) {
    if (grace.documentType && doc.document_type !== grace.documentType) continue
    const f = ctx.view.field(doc, req.field)
    if (!f || endOf(f.value) >= ctx.refDate) continue
    if (addDuration(endOf(f.value), grace) < ctx.refDate) continue
    const evidence = [fieldEvidence(doc, f)]
    let issued: string | undefined
    if (grace.issuedField) {
      const i = ctx.view.field(doc, grace.issuedField)
      if (!i) continue
      if ((grace.issuedFrom && i.value < grace.issuedFrom) || (grace.issuedTo && i.value > grace.issuedTo)) continue
      issued = i.value
      evidence.push(fieldEvidence(doc, i))
    }

    const lang = ctx.language
    return {
      evidence,
      key: `${req.id}|${documentKey(doc.doc)}|${f.value}`,
      label: label(req.label, lang),
      reason: t(lang, 'req.not_expired.grace', {
        date: formatDate(f.value, lang),
        grace: formatDuration(grace, lang),
        issued: issued ? formatDate(issued, lang) : '—',
        until: formatDate(addDuration(endOf(f.value), grace), lang),
      }),
      rule_id: req.id,
    }
  }

  return undefined
}

function check(req: Requirement, ctx: RequirementContext): RequirementResult {
  const {language: lang, view} = ctx
  const docs = view.ofThematic(ctx.thematic.id, req.documentType)
  const result = (verdict: Verdict, key: MessageKey, params: Record<string, unknown> = {}, evidence: Evidence[] = []): RequirementResult => ({
    evidence,
    label: label(req.label, lang),
    // The note goes inside the sentence: "Champs extraits : code de sécurité (non vérifié en ligne)."
    reason: req.note && verdict !== 'not_applicable' ? `${t(lang, key, params).replace(/\.$/, '')} (${label(req.note, lang)}).` : t(lang, key, params),
    requirement_id: req.id,
    severity: req.severity,
    verdict,
  })

  if (req.kind === 'document_present') {
    const all = view.ofThematic(ctx.thematic.id, req.documentType)
    if (all.length === 0 && !ctx.thematic.required) return result('not_applicable', 'req.na.thematic_optional')
    if (all.length >= req.min) return result('pass', 'req.present.pass', {count: all.length}, all.map((d) => documentEvidence(d)))
    if (ctx.skipped) return result('fail', 'req.present.skipped')
    return result('fail', 'req.present.fail', {thematic: label(ctx.thematic.label, lang)})
  }

  if (req.kind === 'min_count') {
    const typeLabel = req.documentType ? label(ctx.thematic.documentTypes.find((d) => d.id === req.documentType)?.label, lang) : label(ctx.thematic.label, lang)
    const params = {count: docs.length, min: req.min, type: typeLabel}
    return result(docs.length >= req.min ? 'pass' : 'fail', docs.length >= req.min ? 'req.count.pass' : 'req.count.fail', params, docs.map((d) => documentEvidence(d)))
  }

  if (docs.length === 0) return result('not_applicable', ctx.thematic.required ? 'req.na.no_document' : 'req.na.thematic_optional')

  // Documents of the thematic that carry a field (a thematic may mix types, e.g. payslips and a tax notice).
  const withField = (field: string) => docs.filter((d) => !req.documentType || d.document_type === req.documentType).filter((d) => hasFieldSpec(view, d, field))
  const missing = (doc: ClassifiedDocument, field: string) =>
    absentField(result('fail', view.unreadable(doc) ? 'req.field.unreadable' : 'req.field.missing', {field: fieldLabel(ctx, field), file: documentName(doc.doc)}, [documentEvidence(doc)]))

  switch (req.kind) {
    case 'max_age': {
      const candidates = withField(req.field)
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      const limit = subtractDuration(ctx.refDate, req)
      const values: [ClassifiedDocument, ExtractedField][] = []
      for (const doc of candidates) {
        const f = view.field(doc, req.field)
        if (!f) {
          if (req.pick === 'all') return missing(doc, req.field)
          continue
        }

        values.push([doc, f])
      }

      if (values.length === 0) return missing(candidates[0], req.field)
      // `latest`: only the most recent value must be recent enough (e.g. the last payslip).
      const checked = req.pick === 'latest' ? [values.reduce((a, b) => (endOf(b[1].value) > endOf(a[1].value) ? b : a))] : values
      const params = (f: ExtractedField) => ({
        date: formatDate(f.value, lang),
        field: fieldLabel(ctx, req.field),
        limit: formatDuration(req, lang),
        min: formatDate(limit, lang),
        ref: formatDate(ctx.refDate, lang),
      })
      for (const [doc, f] of checked) {
        if (endOf(f.value) < limit) return result('fail', 'req.max_age.fail', params(f), [fieldEvidence(doc, f)])
      }

      return result('pass', 'req.max_age.pass', params(checked[0][1]), checked.map(([d, f]) => fieldEvidence(d, f)))
    }

    case 'not_expired': {
      const candidates = withField(req.field)
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      const evidence: Evidence[] = []
      let last: ExtractedField | undefined
      for (const doc of candidates) {
        const f = view.field(doc, req.field)
        if (!f) return missing(doc, req.field)
        const params = {date: formatDate(f.value, lang), ref: formatDate(ctx.refDate, lang)}
        if (endOf(f.value) < ctx.refDate) return result('fail', 'req.not_expired.fail', params, [fieldEvidence(doc, f)])
        evidence.push(fieldEvidence(doc, f))
        last = f
      }

      return result('pass', 'req.not_expired.pass', {date: formatDate(last!.value, lang), ref: formatDate(ctx.refDate, lang)}, evidence)
    }

    case 'date_in_range': {
      const candidates = withField(req.start)
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      const evidence: Evidence[] = []
      let params: Record<string, unknown> = {}
      for (const doc of candidates) {
        const start = view.field(doc, req.start)
        const end = view.field(doc, req.end)
        if (!start) return missing(doc, req.start)
        if (!end) return missing(doc, req.end)
        params = {end: formatDate(end.value, lang), ref: formatDate(ctx.refDate, lang), start: formatDate(start.value, lang)}
        const ev = [fieldEvidence(doc, start), fieldEvidence(doc, end)]
        if (startOf(start.value) > ctx.refDate || endOf(end.value) < ctx.refDate) return result('fail', 'req.range.fail', params, ev)
        evidence.push(...ev)
      }

      return result('pass', 'req.range.pass', params, evidence)
    }

    case 'field_present': {
      const evidence: Evidence[] = []
      const candidates = docs.filter((d) => req.fields.some((f) => hasFieldSpec(view, d, f)))
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      for (const doc of candidates) {
        const absent = req.fields.filter((f) => hasFieldSpec(view, doc, f) && !view.field(doc, f))
        if (absent.length > 0) {
          return absentField(result(
            'fail',
            view.unreadable(doc) ? 'req.fields.unreadable' : 'req.fields.fail',
            {fields: absent.map((f) => fieldLabel(ctx, f)).join(', '), file: documentName(doc.doc)},
            [documentEvidence(doc)],
          ))
        }

        for (const f of req.fields) {
          const value = view.field(doc, f)
          if (value) evidence.push(fieldEvidence(doc, value))
        }
      }

      return result('pass', 'req.fields.pass', {fields: req.fields.map((f) => fieldLabel(ctx, f)).join(', ')}, evidence)
    }

    case 'regex_match': {
      const re = new RegExp(stripAccents(req.pattern), 'iu')
      const evidence: Evidence[] = []
      let first: {match: string; page: number; file: string} | undefined
      for (const doc of docs) {
        const hit = req.field ? matchField(view, doc, req.field, re) : matchLines(view, doc, re)
        if (!hit) return result('fail', 'req.regex.fail', {file: documentName(doc.doc)}, [documentEvidence(doc)])
        first ??= {...hit, file: documentName(doc.doc)}
        evidence.push({...documentEvidence(doc, hit.page), field: req.field ?? null, method: 'pdf-text', value: hit.match})
      }

      return result('pass', 'req.regex.pass', first, evidence)
    }

    case 'text_absent': {
      const re = new RegExp(stripAccents(req.pattern), 'iu')
      for (const doc of docs) {
        const hit = matchLines(view, doc, re)
        if (hit) {
          return result('fail', 'req.absent.fail', {file: documentName(doc.doc), match: hit.match, page: hit.page}, [
            {...documentEvidence(doc, hit.page), method: 'pdf-text', value: hit.match},
          ])
        }
      }

      return result('pass', 'req.absent.pass', {}, docs.map((d) => documentEvidence(d)))
    }

    case 'checksum': {
      const candidates = withField(req.field)
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      const evidence: Evidence[] = []
      let shown = ''
      for (const doc of candidates) {
        const f = view.field(doc, req.field)
        if (!f) {
          if (req.ifPresent) continue
          return missing(doc, req.field)
        }

        shown = shownValue(f)
        const params = {algo: req.algo, field: fieldLabel(ctx, req.field), value: shown}
        if (!checksumHolds(req.algo, f.value)) return result('fail', 'req.checksum.fail', params, [fieldEvidence(doc, f)])
        evidence.push(fieldEvidence(doc, f))
      }

      if (evidence.length === 0) return result('not_applicable', 'req.na.no_value', {field: fieldLabel(ctx, req.field)})
      return result('pass', 'req.checksum.pass', {algo: req.algo, field: fieldLabel(ctx, req.field), value: shown}, evidence)
    }

    case 'signed': {
      const markers = req.markers.map((m) => new RegExp(`(?<![\\p{L}])${literalPattern(m)}`, 'u'))
      const evidence: Evidence[] = []
      let how = ''
      for (const doc of docs) {
        if (doc.doc.pdf_signed) {
          evidence.push({...documentEvidence(doc), field: 'signature', method: 'pdf-signature', value: '/Type /Sig'})
          how ||= 'PDF /Sig'
          continue
        }

        const hit = markers.map((re) => matchLines(view, doc, re)).find(Boolean)
        if (!hit) return result('fail', 'req.signed.fail', {file: documentName(doc.doc)}, [documentEvidence(doc)])
        evidence.push({...documentEvidence(doc, hit.page), field: 'signature', method: 'pdf-text', value: hit.match})
        how ||= lang === 'en' ? `"${hit.match}"` : `« ${hit.match} »`
      }

      return result('pass', 'req.signed.pass', {how}, evidence)
    }

    case 'field_compare': {
      const candidates = withField(req.left)
      if (candidates.length === 0) return result('not_applicable', 'req.na.no_document')
      const evidence: Evidence[] = []
      let params: Record<string, unknown> = {}
      for (const doc of candidates) {
        const left = view.field(doc, req.left)
        const right = view.field(doc, req.right)
        if (!left) return missing(doc, req.left)
        if (!right) return missing(doc, req.right)
        const l = toCents(left.value)
        const r = toCents(right.value)
        params = {left: fieldLabel(ctx, req.left), lv: left.raw, op: OPERATORS[req.op], right: fieldLabel(ctx, req.right), rv: right.raw}
        const holds = {eq: l === r, gt: l > r, gte: l >= r, lt: l < r, lte: l <= r}[req.op]
        const ev = [fieldEvidence(doc, left), fieldEvidence(doc, right)]
        if (!holds) return result('fail', 'req.compare.fail', params, ev)
        evidence.push(...ev)
      }

      return result('pass', 'req.compare.pass', params, evidence)
    }
  }

  // Unreachable with a validated profile; kept so that a new kind without a check fails loudly.
  throw new Error(`Unknown requirement kind ${(req as {kind: string}).kind}`)
}

const OPERATORS = {eq: '=', gt: '>', gte: '≥', lt: '<', lte: '≤'}

function hasFieldSpec(view: DossierView, doc: ClassifiedDocument, field: string): boolean {
  for (const thematic of view.profile.thematics) {
    const spec = thematic.documentTypes.find((d) => d.id === doc.document_type)
    if (spec) return spec.fields.some((f) => f.id === field)
  }

  return false
}

/**
 * The first match in a document's text: line by line, then across line breaks (a sentence that
 * wraps: "est à jour de ses" / "obligations ..."), each page's lines joined with spaces.
 */
function matchLines(view: DossierView, doc: ClassifiedDocument, re: RegExp): {match: string; page: number} | undefined {
  const lines = view.lines(doc)
  for (const line of lines) {
    const m = re.exec(line.folded)
    if (m) return {match: line.text.slice(m.index, m.index + m[0].length), page: line.page}
  }

  const pages = [...new Set(lines.map((l) => l.page))]
  for (const page of pages) {
    const onPage = lines.filter((l) => l.page === page)
    const text = onPage.map((l) => l.text.replace(/\s+/g, ' ')).join(' ')
    const m = re.exec(fold(text))
    if (m) return {match: text.slice(m.index, m.index + m[0].length), page}
  }

  return undefined
}

function matchField(view: DossierView, doc: ClassifiedDocument, field: string, re: RegExp): {match: string; page: number} | undefined {
  const f = view.field(doc, field)
  if (!f) return undefined
  const m = re.exec(fold(f.value))
  return m ? {match: f.value.slice(m.index, m.index + m[0].length), page: f.page ?? 1} : undefined
}

