/**
 * The validation report (JSON Schema: docs/report.schema.json) and verdict aggregation:
 * a blocking requirement that fails makes its thematic fail, a failing `warn` requirement makes it
 * a warning; the global verdict is the worst of the thematics and the N2 rules
 * (fail > warning > pass > not_applicable).
 */
import type {Evidence} from './dossier.js'
import {label, t, type Language} from './i18n.js'
import type {Profile} from './profile.js'
import type {RequirementResult, Verdict} from './requirements.js'
import type {RuleResult} from './rules.js'

export interface ThematicReport {
  thematic: string
  label: string
  verdict: Verdict
  summary: string
  document_ids: number[]
  requirements: RequirementResult[]
}

export interface ReportDocument {
  document_id: number
  file_name: string
  document_type: string
  thematic: string | null
  confidence: number
  method: 'auto' | 'human'
  /** A part of a file that holds several documents: its pages, [first, last]. */
  pages?: [number, number]
}

/** What the engine produces. The orchestrator adds run_id, dossier_id and generated_at (see Report). */
export interface ReportBody {
  status: 'complete' | 'failed'
  level: '1' | '2' | 'both'
  language: Language
  profile: {id: string; version: number; label: string}
  ref_date: string
  global_verdict: Verdict
  summary: string
  verdicts: {global: Verdict; thematics: ThematicReport[]; n2: RuleResult[]}
  documents: ReportDocument[]
  hitl: {waiting_for: string; answer: Record<string, unknown>; answered_at: string}[]
  failure?: {reason: string; step: string}
}

export interface Report extends ReportBody {
  run_id: string
  dossier_id: string
  generated_at: string
}

export type {Evidence}

const ORDER: Verdict[] = ['not_applicable', 'pass', 'warning', 'fail']

export function worstVerdict(verdicts: Verdict[]): Verdict {
  let worst: Verdict = 'not_applicable'
  for (const v of verdicts) if (ORDER.indexOf(v) > ORDER.indexOf(worst)) worst = v
  return worst
}

export function countVerdicts(verdicts: Verdict[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = {fail: 0, not_applicable: 0, pass: 0, warning: 0}
  for (const v of verdicts) counts[v]++
  return counts
}

export function thematicVerdict(requirements: RequirementResult[], documentCount: number): Verdict {
  if (requirements.some((r) => r.verdict === 'fail' && r.severity === 'blocking')) return 'fail'
  if (requirements.some((r) => r.verdict === 'warning' || (r.verdict === 'fail' && r.severity === 'warn'))) return 'warning'
  if (requirements.every((r) => r.verdict === 'not_applicable')) return documentCount === 0 ? 'not_applicable' : requirements.length === 0 ? 'pass' : 'not_applicable'
  return 'pass'
}

export function thematicSummary(requirements: RequirementResult[], verdict: Verdict, language: Language): string {
  const ids = (pred: (r: RequirementResult) => boolean) => requirements.filter(pred).map((r) => r.requirement_id)
  switch (verdict) {
    case 'fail': {
      const failed = ids((r) => r.verdict === 'fail' && r.severity === 'blocking')
      return t(language, 'thematic.summary.fail', {fail: failed.length, ids: failed.join(', ')})
    }

    case 'warning': {
      const warned = ids((r) => r.verdict === 'warning' || (r.verdict === 'fail' && r.severity === 'warn'))
      return t(language, 'thematic.summary.warning', {ids: warned.join(', '), warning: warned.length})
    }

    case 'pass': {
      const applicable = requirements.filter((r) => r.verdict !== 'not_applicable')
      return t(language, 'thematic.summary.pass', {pass: applicable.length, total: applicable.length})
    }

    default: {
      return t(language, 'thematic.summary.na')
    }
  }
}

export function buildReport(input: {
  status: 'complete' | 'failed'
  level: '1' | '2' | 'both'
  language: Language
  profile: Profile
  refDate: string
  n1: ThematicReport[]
  n2: RuleResult[]
  documents: ReportDocument[]
  hitl: ReportBody['hitl']
  failure: {reason: string; step: string} | null
}): ReportBody {
  const lang = input.language
  const verdicts = [...input.n1.map((th) => th.verdict), ...input.n2.map((r) => r.verdict)]
  // A failed run has no verdict of its own: "fail" is the safe reading for a CI gate.
  const global = input.status === 'failed' ? 'fail' : worstVerdict(verdicts)
  const counts = countVerdicts(verdicts)
  const summary =
    input.status === 'failed' && input.failure
      ? input.failure.reason
      : t(lang, 'global.summary', {
          fail: counts.fail,
          rules: input.n2.length,
          thematics: input.n1.length,
          warning: counts.warning,
        })
  const report: ReportBody = {
    documents: input.documents,
    global_verdict: global,
    hitl: input.hitl,
    language: lang,
    level: input.level,
    profile: {id: input.profile.id, label: label(input.profile.label, lang), version: input.profile.version},
    ref_date: input.refDate,
    status: input.status,
    summary,
    verdicts: {global, n2: input.n2, thematics: input.n1},
  }
  if (input.failure) report.failure = input.failure
  return report
}

const GLYPH: Record<Verdict, string> = {fail: '✗', not_applicable: '—', pass: '✓', warning: '⚠'}

/** The report as Markdown (GET /api/v1/reports/:run_id?format=markdown). */
export function reportToMarkdown(report: Report): string {
  const en = report.language === 'en'
  const L = (fr: string, english: string) => (en ? english : fr)
  const cell = (s: unknown) => String(s ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')
  const out: string[] = []
  out.push(`# ${L('Rapport de validation', 'Validation report')} ${report.run_id}`, '')
  out.push(`- ${L('Dossier', 'Dossier')}: ${report.dossier_id}`)
  out.push(`- ${L('Profil', 'Profile')}: ${report.profile.label} (${report.profile.id} v${report.profile.version})`)
  out.push(`- ${L('Niveau', 'Level')}: ${report.level} · ${L('Date de référence', 'Reference date')}: ${report.ref_date} · ${L('Généré le', 'Generated at')}: ${report.generated_at}`)
  out.push(`- ${L('Statut', 'Status')}: ${report.status}`)
  out.push(`- ${L('Verdict global', 'Global verdict')}: ${GLYPH[report.global_verdict]} ${report.global_verdict}`, '')
  out.push(report.summary, '')
  if (report.failure) out.push(`> ${L('Échec', 'Failure')} (${report.failure.step}): ${report.failure.reason}`, '')

  if (report.documents.length > 0) {
    out.push(`## ${L('Documents', 'Documents')}`, '', `| id | ${L('fichier', 'file')} | type | ${L('thématique', 'thematic')} | ${L('confiance', 'confidence')} | ${L('méthode', 'method')} |`, '|---|---|---|---|---|---|')
    for (const d of report.documents) out.push(`| ${d.document_id} | ${cell(d.file_name)}${d.pages ? ` (p. ${d.pages[0] === d.pages[1] ? d.pages[0] : d.pages.join('-')})` : ''} | ${d.document_type} | ${d.thematic ?? '—'} | ${d.confidence.toFixed(2)} | ${d.method} |`)
    out.push('')
  }

  if (report.verdicts.thematics.length > 0) {
    out.push(`## N1`, '')
    for (const th of report.verdicts.thematics) {
      out.push(`### ${GLYPH[th.verdict]} ${th.label} (${th.thematic})`, '', th.summary, '')
      out.push(`| ${L('exigence', 'requirement')} | verdict | ${L('sévérité', 'severity')} | ${L('motif', 'reason')} | ${L('preuves', 'evidence')} |`, '|---|---|---|---|---|')
      for (const r of th.requirements) out.push(`| ${r.requirement_id} ${cell(r.label)} | ${GLYPH[r.verdict]} ${r.verdict} | ${r.severity} | ${cell(r.reason)} | ${cell(evidenceText(r.evidence))} |`)
      out.push('')
    }
  }

  if (report.verdicts.n2.length > 0) {
    out.push(`## N2`, '', `| ${L('règle', 'rule')} | verdict | ${L('motif', 'reason')} | ${L('preuves', 'evidence')} |`, '|---|---|---|---|')
    for (const r of report.verdicts.n2) out.push(`| ${r.rule_id} ${cell(r.label)} | ${GLYPH[r.verdict]} ${r.verdict} | ${cell(r.reason)} | ${cell(evidenceText(r.evidence))} |`)
    out.push('')
  }

  if (report.hitl.length > 0) {
    out.push(`## ${L('Interventions humaines', 'Human answers')}`, '')
    for (const h of report.hitl) out.push(`- ${h.answered_at} ${h.waiting_for}: \`${JSON.stringify(h.answer)}\``)
    out.push('')
  }

  return `${out.join('\n').trimEnd()}\n`
}

function evidenceText(evidence: Evidence[]): string {
  return evidence
    .slice(0, 6)
    .map((e) => `${e.file_name}${e.page ? ` p.${e.page}` : ''}${e.field ? ` ${e.field}=${e.value}` : ''} (${e.method}, ${e.confidence})`)
    .join('; ')
}
