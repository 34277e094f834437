/**
 * Renders the validation stream for people: one `validate:*` event in, zero or more lines out.
 * Pure (no I/O, no globals): the command, the benchmark and plugins drive it the same way.
 *
 * Default output: a header (run_id, level, document count), phase banners, a classification
 * summary, `[N1/i/total]` thematic banners with each thematic's verdict glyph and summary, the N1
 * recap with the hint that N2 starts, N2 rule verdicts, and the global verdict with the run_id.
 * `verbose` adds per-document classification, extraction provenance and per-requirement N1
 * verdicts. Glyphs: ✓ pass, ✗ fail, ⚠ warning, — not applicable.
 *
 * @example
 * const renderer = new ValidateRenderer({verbose: false, color: false})
 * for (const event of events) for (const line of renderer.render(event)) console.log(line)
 */
import {messages, type Language} from './i18n/index.js'
import {paint, type Style} from './output.js'
import {safeText} from './terminal-text.js'

export type Verdict = 'fail' | 'not_applicable' | 'pass' | 'warning'

/** One event of the stream, as carried by `notifications/svc/event`. */
export interface ValidateEvent {
  event: string
  data: Record<string, unknown>
  seq?: number
  run_id?: string
}

export interface RenderOptions {
  /** Per-document classification, extraction provenance, per-requirement N1 verdicts. */
  verbose?: boolean
  /** ANSI colours (the caller decides: a TTY and no NO_COLOR). */
  color?: boolean
  /** Language of the client's own words (--language); without it, the run's (from validate:start), else `fallbackLanguage`. */
  language?: Language
  /** The language until the run says its own (the locale's); default en. */
  fallbackLanguage?: Language
  /**
   * Whether a pause (chat_prompt) and a failed run (validate:failed) get their own lines. The
   * command turns them off: it says each once itself, with the exact svc command to run next.
   * Default true (a plain rendering of the stream, as plugins and the benchmark use it).
   */
  endMessages?: boolean
  /** The CLI's name in hints (`svc`). */
  bin?: string
}

export const GLYPHS: Record<Verdict, string> = {fail: '✗', not_applicable: '—', pass: '✓', warning: '⚠'}

const VERDICT_COLOR: Record<Verdict, Style> = {fail: 'red', not_applicable: 'dim', pass: 'green', warning: 'yellow'}

type Phase = 'classification' | 'n1' | 'n2' | 'none'

/** Every value from an event is the service's (or a document's) text: never raw on a terminal. */
const str = (value: unknown): string => safeText(value)
const pct = (value: unknown): string => (typeof value === 'number' ? `${Math.round(value * 100)}%` : '')
/** " (p. 1-2)" for a part of a file that holds several documents (`pages: [first, last]`, optional), else nothing. */
const pagesOf = (value: unknown): string =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isSafeInteger(n) && n > 0) ? ` (p. ${value[0] === value[1] ? value[0] : `${value[0]}-${value[1]}`})` : ''

export class ValidateRenderer {
  private phase: Phase = 'none'
  private language: Language
  private classified = 0
  private byThematic = new Map<string, number>()
  private humanAnswers = 0
  private unclassified = 0
  /** The thematic's requirements that did not pass (fail, warning), shown under its verdict without --verbose. */
  private notPassed: string[] = []
  private readonly bin: string

  constructor(private readonly options: RenderOptions = {}) {
    this.language = options.language ?? options.fallbackLanguage ?? 'en'
    this.bin = options.bin ?? 'svc'
  }

  /** The lines for one event (possibly none). Unknown events render nothing. */
  render(event: ValidateEvent): string[] {
    const d = event.data ?? {}
    switch (event.event) {
      case 'validate:start': {
        if (!this.options.language && (d.language === 'fr' || d.language === 'en')) this.language = d.language
        // A run started again (a re-call, a replica taking it over) during classification: the
        // documents classified so far are summed up first, not lost.
        const before = this.phase === 'classification' ? [this.classificationSummary()] : []
        this.phase = 'none'
        const w = this.words()
        const profile = (d.profile ?? {}) as {label?: string}
        const tail = [str(profile.label), d.as_of ? `${w.asOf} ${str(d.as_of)}` : '', d.resumed ? w.resumed : ''].filter(Boolean).join(', ')
        const lines = [
          ...before,
          // Parts the service left out are left out, rather than shown as "level , 0 documents".
          this.paint('bold', `${w.validating} ${str(d.dossier_id)}${this.colon()} ${[`${w.run} ${str(d.run_id ?? event.run_id)}`, d.level === undefined ? '' : `${w.level} ${w.levels[str(d.level)] ?? str(d.level)}`, d.document_count === undefined ? '' : w.documents(Number(d.document_count))].filter(Boolean).join(', ')}${tail ? ` (${tail})` : ''}`),
        ]
        const processing = Number(d.documents_processing ?? 0)
        if (processing > 0) lines.push(this.paint('dim', `  ${w.processing(processing)}`))
        return lines
      }

      case 'validate:classification': {
        const lines = this.enter('classification')
        this.classified++
        const thematic = str(d.thematic)
        // The summary names thematics by their label (in the run's language), not their id.
        const thematicName = str(d.thematic_label) || thematic
        if (thematic) this.byThematic.set(thematicName, (this.byThematic.get(thematicName) ?? 0) + 1)
        else this.unclassified++
        if (d.method === 'human') this.humanAnswers++
        if (this.options.verbose) {
          const type = str(d.document_type_label ?? d.document_type)
          const human = d.method === 'human' ? `, ${this.words().answeredByHuman}` : ''
          lines.push(`  • ${str(d.file_name)}${pagesOf(d.pages)} → ${type}${thematic ? ` (${thematicName})` : ''} ${pct(d.confidence)}${human}`)
        }

        return lines
      }

      case 'validate:thematic_start': {
        const lines = this.enter('n1')
        this.notPassed = []
        // The spec's banner is [N1/i/total]; a service that leaves out the position gets [N1].
        const position = str(d.index) && str(d.total) ? `/${str(d.index)}/${str(d.total)}` : ''
        lines.push(this.paint('cyan', `[N1${position}] ${str(d.label ?? d.thematic)}`))
        return lines
      }

      case 'validate:extraction': {
        if (!this.options.verbose) return []
        const fields = Array.isArray(d.fields) ? (d.fields as Record<string, unknown>[]) : []
        return fields.map(
          (f) =>
            `    ${this.paint('dim', '↳')} ${str(f.field)} = ${str(f.value)} ${this.paint('dim', `(#${str(d.document_id)} p.${str(f.page)}, ${str(f.method)}, ${pct(f.confidence)})`)}`,
        )
      }

      case 'validate:verdict_n1': {
        const line = `    ${this.glyph(d.verdict)} ${str(d.label ?? d.requirement_id)}${d.reason ? `${this.colon()} ${str(d.reason)}` : ''}`
        if (this.options.verbose) return [line]
        // Without --verbose, a thematic that fails says why: each requirement that did not pass, in one line.
        if (d.verdict === 'fail' || d.verdict === 'warning') this.notPassed.push(line)
        return []
      }

      case 'validate:thematic_complete': {
        const reasons = this.notPassed
        this.notPassed = []
        return [`  ${this.glyph(d.verdict)} ${str(d.label ?? d.thematic)}${d.summary ? `${this.colon()} ${str(d.summary)}` : ''}`, ...reasons]
      }

      case 'validate:n1_complete': {
        const c = (d.counts ?? {}) as Record<Verdict, number>
        const lines = [
          `${this.paint('bold', this.words().recap)}${this.colon()} ${GLYPHS.pass} ${c.pass ?? 0}  ${GLYPHS.fail} ${c.fail ?? 0}  ${GLYPHS.warning} ${c.warning ?? 0}  ${GLYPHS.not_applicable} ${c.not_applicable ?? 0} → ${this.glyph(d.verdict)} ${this.verdictWord(d.verdict)}`,
        ]
        if (d.hint) lines.push(this.paint('dim', str(d.hint)))
        return lines
      }

      case 'validate:n2_rule_verdict': {
        const lines = this.enter('n2')
        lines.push(`  ${this.glyph(d.verdict)} ${str(d.label ?? d.rule_id)}${d.reason ? `${this.colon()} ${str(d.reason)}` : ''}`)
        return lines
      }

      case 'validate:complete': {
        const lines = this.enter('none')
        const w = this.words()
        lines.push(this.paint('bold', `${w.global}${this.colon()} ${this.glyph(d.global_verdict)} ${this.verdictWord(d.global_verdict)}`))
        if (d.summary) lines.push(`  ${str(d.summary)}`)
        lines.push(
          `run_id: ${str(d.run_id ?? event.run_id)}`,
          this.paint('dim', `${w.report}${this.colon()} ${this.bin} reports get ${str(d.run_id ?? event.run_id)}`),
        )
        return lines
      }

      case 'validate:failed': {
        const lines = this.enter('none')
        if (this.options.endMessages === false) return lines
        lines.push(this.paint('red', `${this.words().failed}${this.colon()} ${str(d.reason)}`), `run_id: ${str(d.run_id ?? event.run_id)}`)
        if (d.hint) lines.push(this.paint('dim', str(d.hint)))
        return lines
      }

      case 'error': {
        return [this.paint('yellow', `${GLYPHS.warning} ${str(d.message ?? d.code)}`)]
      }

      case 'chat_prompt': {
        const lines = this.enter('none')
        if (this.options.endMessages === false) return lines
        lines.push(this.paint('yellow', `⏸ ${this.words().paused} (${str(d.waiting_for)}, correlation_id ${str(d.correlation_id)})${this.colon()} ${str(d.message)}`))
        return lines
      }

      default: {
        return []
      }
    }
  }

  /** Enters a phase: closes the previous one (the classification summary) and prints the banner. */
  private enter(phase: Phase): string[] {
    if (phase === this.phase) return []
    const lines: string[] = []
    if (this.phase === 'classification') lines.push(this.classificationSummary())
    this.phase = phase
    const w = this.words()
    if (phase === 'classification') lines.push(this.banner(w.classification))
    else if (phase === 'n1') lines.push(this.banner(w.n1))
    else if (phase === 'n2') lines.push(this.banner(w.n2))
    return lines
  }

  private classificationSummary(): string {
    const w = this.words()
    const parts = [...this.byThematic].map(([thematic, n]) => `${thematic} ${n}`)
    if (this.unclassified > 0) parts.push(`${w.unclassified} ${this.unclassified}`)
    const human = this.humanAnswers > 0 ? ` (${this.humanAnswers} ${w.answeredByHuman})` : ''
    const summary = `  ${w.classified(this.classified)}${parts.length > 0 ? `${this.colon()} ${parts.join(', ')}` : ''}${human}`
    this.classified = 0
    this.unclassified = 0
    this.humanAnswers = 0
    this.byThematic = new Map()
    return summary
  }

  private banner(title: string): string {
    return this.paint('bold', `── ${title} ──`)
  }

  private glyph(verdict: unknown): string {
    const v = verdict as Verdict
    const glyph = GLYPHS[v]
    return glyph ? this.paint(VERDICT_COLOR[v], glyph) : '?'
  }

  private verdictWord(verdict: unknown): string {
    return this.words().verdicts[verdict as Verdict] ?? str(verdict)
  }

  /** The language of the client's own words: --language, else the run's, else the fallback. */
  get wordsLanguage(): Language {
    return this.language
  }

  private words() {
    return messages(this.language).validate
  }

  /** French puts a space before a colon. */
  private colon(): string {
    return messages(this.language).colon
  }

  private paint(style: Style, text: string): string {
    return this.options.color ? paint(style, text) : text
  }
}

/** Renders a whole stream at once. */
export function renderValidateEvents(events: Iterable<ValidateEvent>, options: RenderOptions = {}): string[] {
  const renderer = new ValidateRenderer(options)
  const lines: string[] = []
  for (const event of events) for (const line of renderer.render(event)) lines.push(line)
  return lines
}

/**
 * A long, realistic synthetic stream (for the benchmark): `documents` classifications, then
 * thematics with extractions and requirement verdicts, then N2 rules, then validate:complete.
 */
export function syntheticValidateStream(documents = 1000): ValidateEvent[] {
  const runId = '00000000-0000-4000-8000-000000000001'
  const events: ValidateEvent[] = []
  const push = (event: string, data: Record<string, unknown>) => events.push({data, event, run_id: runId, seq: events.length + 1})
  const verdicts: Verdict[] = ['pass', 'pass', 'pass', 'warning', 'fail', 'not_applicable']
  const thematics = ['identite', 'domicile', 'revenus', 'societe', 'urssaf', 'fiscal', 'assurance', 'banque']
  push('validate:start', {document_count: documents, dossier_id: runId, language: 'fr', level: 'both', profile: {id: 'financement-pro-tpe', label: 'Financement'}, resumed: false, run_id: runId})
  for (let i = 0; i < documents; i++) {
    const thematic = thematics[i % thematics.length]
    push('validate:classification', {candidates: [], confidence: 0.93, document_id: i + 1, document_type: `${thematic}_doc`, document_type_label: `Pièce ${thematic}`, file_name: `piece-${i + 1}.pdf`, method: 'auto', thematic})
  }

  for (const [t, thematic] of thematics.entries()) {
    push('validate:thematic_start', {index: t + 1, label: `Thématique ${thematic}`, thematic, total: thematics.length})
    for (let i = t; i < documents; i += thematics.length) {
      push('validate:extraction', {document_id: i + 1, fields: [{confidence: 0.95, field: 'date_emission', method: 'pdf-text', page: 1, raw: '12/03/2025', value: '2025-03-12'}], thematic})
      push('validate:verdict_n1', {evidence: [], label: 'Pièce récente', reason: 'Émise il y a 20 jours', requirement_id: `${thematic}.recent`, severity: 'blocking', thematic, verdict: verdicts[i % verdicts.length]})
    }

    push('validate:thematic_complete', {counts: {fail: 0, not_applicable: 0, pass: 1, warning: 0}, index: t + 1, label: `Thématique ${thematic}`, summary: 'Conforme', thematic, total: thematics.length, verdict: verdicts[t % verdicts.length]})
  }

  push('validate:n1_complete', {counts: {fail: 1, not_applicable: 1, pass: 5, warning: 1}, hint: 'N2 commence.', next: 'n2', verdict: 'fail'})
  for (let r = 0; r < Math.max(5, documents / 10); r++) {
    push('validate:n2_rule_verdict', {evidence: [], label: `Règle ${r}`, reason: 'Valeurs identiques', rule_id: `rule_${r}`, verdict: verdicts[r % verdicts.length]})
  }

  push('validate:complete', {global_verdict: 'fail', run_id: runId, status: 'complete', summary: '1 exigence bloquante non satisfaite'})
  return events
}

/**
 * How fast the renderer goes: renders a synthetic stream of about `events` events (verbose,
 * with colour: the most work per event) and returns events per second. Used by `npm run bench`.
 */
export function measureRenderThroughput(events = 100_000): {events: number; ms: number; eventsPerSecond: number; lines: number} {
  const stream = syntheticValidateStream(Math.max(10, Math.round(events / 2.6)))
  const started = process.hrtime.bigint()
  let lines = 0
  const renderer = new ValidateRenderer({color: true, verbose: true})
  for (const event of stream) lines += renderer.render(event).length
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  return {events: stream.length, eventsPerSecond: Math.round(stream.length / (ms / 1000)), lines, ms: Math.round(ms * 100) / 100}
}
