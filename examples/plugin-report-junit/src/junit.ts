/**
 * Turns a dossier validation report (GET /api/v1/reports/:run_id?format=json, see the svc docs,
 * "Validation") into JUnit XML, the format CI systems (GitLab, Jenkins, GitHub test reporters,
 * Azure DevOps) display as test results.
 *
 * Mapping: one <testsuite> per N1 thematic and one for the N2 cross-document rules; one
 * <testcase> per requirement or rule. fail -> <failure>, warning -> a passing test case with a
 * `verdict=warning` property and the reason in <system-out> (JUnit has no "warning"),
 * not_applicable -> <skipped>. A run that could not produce a verdict (status `failed`) adds an
 * <error> test case, so that CI never shows a failed run as green.
 */

export type Verdict = 'fail' | 'not_applicable' | 'pass' | 'warning'

export interface Evidence {
  document_id?: number
  file_name?: string
  page?: number | null
  field?: string
  value?: unknown
  method?: string
  confidence?: number
}

export interface RequirementVerdict {
  requirement_id: string
  label?: string
  verdict: Verdict
  severity?: string
  reason?: string
  evidence?: Evidence[]
}

export interface ThematicVerdict {
  thematic: string
  label?: string
  verdict: Verdict
  summary?: string
  document_ids?: number[]
  requirements?: RequirementVerdict[]
}

export interface RuleVerdict {
  rule_id: string
  label?: string
  verdict: Verdict
  reason?: string
  evidence?: Evidence[]
}

/** The parts of the report this plugin reads; unknown fields are ignored (the report grows additively). */
export interface Report {
  run_id: string
  dossier_id?: string
  status: 'complete' | 'failed'
  level?: string
  language?: string
  profile?: {id?: string; version?: string; label?: string}
  generated_at?: string
  global_verdict?: Verdict
  summary?: string
  verdicts?: {global?: Verdict; thematics?: ThematicVerdict[]; n2?: RuleVerdict[]}
  failure?: {reason?: string; step?: string}
}

export interface JunitCounts {
  tests: number
  failures: number
  errors: number
  skipped: number
  warnings: number
}

interface Case {
  classname: string
  name: string
  verdict: Verdict | 'error'
  reason: string
  details: string
  properties: [string, string][]
}

interface Suite {
  name: string
  id: string
  properties: [string, string][]
  cases: Case[]
}

/** Characters XML 1.0 does not allow at all (control characters other than tab, LF, CR). */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Escapes text for an XML attribute or element. */
export function xmlEscape(value: unknown): string {
  return String(value ?? '')
    .replaceAll(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

function evidenceLines(evidence: Evidence[] = []): string {
  return evidence
    .map((e) => {
      const where = [e.file_name ?? (e.document_id === undefined ? undefined : `document ${e.document_id}`), e.page ? `p.${e.page}` : undefined].filter(Boolean).join(' ')
      const what = e.field ? `${e.field}=${typeof e.value === 'string' ? e.value : JSON.stringify(e.value ?? null)}` : ''
      const how = [e.method, typeof e.confidence === 'number' ? `confidence ${e.confidence}` : undefined].filter(Boolean).join(', ')
      return `- ${[where, what].filter(Boolean).join(': ')}${how ? ` (${how})` : ''}`
    })
    .join('\n')
}

function suitesOf(report: Report): Suite[] {
  const suites: Suite[] = []
  for (const thematic of report.verdicts?.thematics ?? []) {
    const label = thematic.label ?? thematic.thematic
    const requirements = thematic.requirements ?? []
    const cases: Case[] = requirements.map((r) => ({
      classname: `svc.n1.${thematic.thematic}`,
      details: evidenceLines(r.evidence),
      name: r.label ? `${r.requirement_id}: ${r.label}` : r.requirement_id,
      properties: r.severity ? [['severity', r.severity]] : [],
      reason: r.reason ?? '',
      verdict: r.verdict,
    }))
    // A thematic with no requirement verdicts (e.g. no document for it) still shows its own verdict.
    if (cases.length === 0) {
      cases.push({classname: `svc.n1.${thematic.thematic}`, details: '', name: label, properties: [], reason: thematic.summary ?? '', verdict: thematic.verdict})
    }

    suites.push({
      cases,
      id: thematic.thematic,
      name: `N1 ${label}`,
      properties: [
        ['thematic', thematic.thematic],
        ['verdict', thematic.verdict],
        ...(thematic.summary ? ([['summary', thematic.summary]] as [string, string][]) : []),
      ],
    })
  }

  const rules = report.verdicts?.n2 ?? []
  if (rules.length > 0) {
    suites.push({
      cases: rules.map((r) => ({
        classname: 'svc.n2',
        details: evidenceLines(r.evidence),
        name: r.label ? `${r.rule_id}: ${r.label}` : r.rule_id,
        properties: [],
        reason: r.reason ?? '',
        verdict: r.verdict,
      })),
      id: 'n2',
      name: 'N2 cross-document rules',
      properties: [],
    })
  }

  if (report.status === 'failed') {
    const reason = report.failure?.reason ?? report.summary ?? 'The run could not produce a verdict.'
    suites.push({
      cases: [{classname: 'svc.run', details: report.failure?.step ? `step: ${report.failure.step}` : '', name: 'validation run', properties: [], reason, verdict: 'error'}],
      id: 'run',
      name: 'svc validation run',
      properties: [],
    })
  }

  return suites
}

function countsOf(cases: Case[]): JunitCounts {
  return {
    errors: cases.filter((c) => c.verdict === 'error').length,
    failures: cases.filter((c) => c.verdict === 'fail').length,
    skipped: cases.filter((c) => c.verdict === 'not_applicable').length,
    tests: cases.length,
    warnings: cases.filter((c) => c.verdict === 'warning').length,
  }
}

function properties(list: [string, string][], indent: string): string[] {
  if (list.length === 0) return []
  return [`${indent}<properties>`, ...list.map(([name, value]) => `${indent}  <property name="${xmlEscape(name)}" value="${xmlEscape(value)}"/>`), `${indent}</properties>`]
}

function caseXml(c: Case): string[] {
  const open = `    <testcase classname="${xmlEscape(c.classname)}" name="${xmlEscape(c.name)}" time="0"`
  const body: string[] = [...properties([['verdict', c.verdict], ...c.properties], '      ')]
  const text = [c.reason, c.details].filter(Boolean).join('\n')
  if (c.verdict === 'fail') body.push(`      <failure message="${xmlEscape(c.reason)}" type="${xmlEscape(c.properties.find(([k]) => k === 'severity')?.[1] ?? 'fail')}">${xmlEscape(text)}</failure>`)
  else if (c.verdict === 'error') body.push(`      <error message="${xmlEscape(c.reason)}" type="run_failed">${xmlEscape(text)}</error>`)
  else if (c.verdict === 'not_applicable') body.push(`      <skipped message="${xmlEscape(c.reason || 'not applicable')}"/>`)
  else if (c.verdict === 'warning') body.push(`      <system-out>${xmlEscape(`WARNING: ${text}`)}</system-out>`)
  else if (text) body.push(`      <system-out>${xmlEscape(text)}</system-out>`)
  return [`${open}>`, ...body, '    </testcase>']
}

/** The JUnit XML document for a report, and its counts (for the summary line and --fail-on-verdict). */
export function reportToJunit(report: Report): {xml: string; counts: JunitCounts} {
  const suites = suitesOf(report)
  const counts = countsOf(suites.flatMap((s) => s.cases))
  const timestamp = report.generated_at ? ` timestamp="${xmlEscape(report.generated_at)}"` : ''
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`svc validation ${report.run_id}`)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="0"${timestamp}>`,
  ]
  for (const suite of suites) {
    const c = countsOf(suite.cases)
    lines.push(
      `  <testsuite name="${xmlEscape(suite.name)}" id="${xmlEscape(suite.id)}" tests="${c.tests}" failures="${c.failures}" errors="${c.errors}" skipped="${c.skipped}" time="0"${timestamp}>`,
      ...properties(
        [
          ['run_id', report.run_id],
          ...(report.dossier_id ? ([['dossier_id', report.dossier_id]] as [string, string][]) : []),
          ...(report.global_verdict ? ([['global_verdict', report.global_verdict]] as [string, string][]) : []),
          ...suite.properties,
        ],
        '    ',
      ),
      ...suite.cases.flatMap((testCase) => caseXml(testCase)),
      '  </testsuite>',
    )
  }

  lines.push('</testsuites>')
  return {counts, xml: `${lines.join('\n')}\n`}
}

/** Whether the report should fail the CI job under `--fail-on-verdict <threshold>`. */
export function failsThreshold(report: Report, counts: JunitCounts, threshold: 'fail' | 'warning'): boolean {
  if (report.status === 'failed' || counts.errors > 0) return true
  const global = report.global_verdict ?? report.verdicts?.global
  if (counts.failures > 0 || global === 'fail') return true
  return threshold === 'warning' && (counts.warnings > 0 || global === 'warning')
}
