/**
 * The dossier validation engine: classification of each document → N1 requirements per thematic
 * (levels 1/both) → N2 cross-document rules (levels 2/both) → report.
 *
 * The engine is a pure function of (documents, state, answer): everything it decided so far lives
 * in the JSON state it returns (and hands to `onCheckpoint` after each step), so a run can pause,
 * survive a restart and resume. On resume it continues from the paused step and never re-emits
 * the events of completed steps; only documents it has not seen yet are classified (Mode A).
 * See docs/protocol.md, "Validation".
 */
import {classify, documentTypeSpec, OTHER, thematicOfType, type Candidate} from './classify.js'
import {toIsoDate} from './dates.js'
import {documentKey, documentName, DossierView, isUnreadable, shownValue, type ClassifiedDocument, type EngineDocument} from './dossier.js'
import {label, t, type Language, type MessageKey} from './i18n.js'
import {defaultProfile, type Profile, type Thematic} from './profile.js'
import {buildReport, countVerdicts, thematicSummary, thematicVerdict, worstVerdict, type ReportBody, type ThematicReport} from './report.js'
import {maskSensitive} from './checks.js'
import {decidedRequirement, evaluateRequirement} from './requirements.js'
import {decidedResult, evaluateRule, type RuleClarification, type RuleResult} from './rules.js'
import {partsAt, partStarts} from './segment.js'

export type {EngineDocument} from './dossier.js'
export type {Language} from './i18n.js'
export type {Profile} from './profile.js'
export type {ReportBody, Report} from './report.js'
export type {Verdict} from './requirements.js'

export type Level = '1' | '2' | 'both'
export type EngineState = Record<string, unknown>
export type WaitingFor = 'classification_correction' | 'missing_document' | 'rule_clarification'

/** Same shape as FormField in src/lib/hitl.ts. */
export interface FormField {
  name: string
  label: string
  kind: 'boolean' | 'choice' | 'file' | 'text'
  required?: boolean
  options?: {label?: string; value: string}[]
  default?: string | boolean
  description?: string
}

/** A pause, without the run-level fields (run_id, correlation_id) that the orchestrator adds. */
export interface PausePrompt {
  type: 'form'
  waiting_for: WaitingFor
  message: string
  thematic?: string
  document_id?: number
  /** With document_id, for a part of a file that holds several documents: its pages, [first, last]. */
  pages?: [number, number]
  rule_id?: string
  config: {title: string; fields: FormField[]}
}

export interface EngineInput {
  documents: EngineDocument[]
  level: Level
  language: Language
  state: EngineState | null
  hitlResponse?: Record<string, unknown>
  refDate?: Date
  profile?: Profile
  signal?: AbortSignal
  onCheckpoint?: (state: EngineState) => void
}

export type EngineOutcome =
  | {status: 'paused'; prompt: PausePrompt; state: EngineState}
  | {status: 'complete' | 'failed'; report: ReportBody; state: EngineState}

export type Emit = (event: string, data: Record<string, unknown>) => void

/**
 * Thrown when a hitl_response does not fit the paused step (wrong keys or value). The run is
 * unchanged (still paused); the transport turns this into a tool error with `message`.
 */
export class HitlResponseError extends Error {
  readonly code = 'invalid_hitl_response'
  constructor(message: string) {
    super(message)
    this.name = 'HitlResponseError'
  }
}

// ---------------------------------------------------------------------------------------------
// State (JSON; versioned so that a future engine can migrate or refuse old runs)

interface ClassifiedState {
  document_type: string
  thematic: string | null
  confidence: number
  method: 'auto' | 'human'
  file_name: string
  /** A part of a file (segment.ts): its pages, [first, last]. */
  pages?: [number, number]
}

interface Pending {
  waiting_for: WaitingFor
  thematic?: string
  document_id?: number
  rule_id?: string
  /** The rule's question, or the document (documentKey) to classify. */
  key?: string
  clarification?: RuleClarification
  /** The prompt as shown, so that a re-call without an answer shows it again unchanged. */
  prompt: PausePrompt
}

interface RunState {
  v: 1
  profile: {id: string; version: number}
  level: Level
  language: Language
  ref_date: string
  status: 'complete' | 'failed' | 'paused' | 'running'
  classified: Record<string, ClassifiedState>
  answers: {
    document_types: Record<string, string>
    rules: Record<string, {decision: 'accept' | 'reject'; note?: string}>
    missing: Record<string, 'abandon' | 'skip'>
  }
  hitl: {waiting_for: WaitingFor; answer: Record<string, unknown>; answered_at: string}[]
  pending: Pending | null
  n1: ThematicReport[]
  n1_done: boolean
  n2: RuleResult[]
  failure: {reason: string; step: string} | null
  /**
   * Per multi-page file id: the first page of each document it holds (segment.ts), decided when
   * the run first saw the file, so that a resumed run reads the same parts. Absent in states saved
   * before parts existed: a file those classified whole stays whole.
   */
  parts?: Record<string, number[]>
}

function newState(input: EngineInput, profile: Profile): RunState {
  return {
    answers: {document_types: {}, missing: {}, rules: {}},
    classified: {},
    failure: null,
    hitl: [],
    language: input.language,
    level: input.level,
    n1: [],
    n1_done: false,
    n2: [],
    pending: null,
    profile: {id: profile.id, version: profile.version},
    ref_date: toIsoDate(input.refDate ?? new Date()),
    status: 'running',
    v: 1,
  }
}

function loadState(raw: EngineState): RunState {
  const state = structuredClone(raw) as unknown as RunState
  if (state.v !== 1) throw new Error(`Unsupported engine state version ${String(state.v)}`)
  return state
}

// ---------------------------------------------------------------------------------------------

/** Signals a pause from deep inside the pipeline. */
class Pause {
  constructor(readonly pending: Pending) {}
}

/** Signals a terminal failure (empty dossier, unreadable document, abandoned run). */
class Failure {
  constructor(
    readonly reason: string,
    readonly step: string,
  ) {}
}

export async function runEngine(input: EngineInput, emit: Emit): Promise<EngineOutcome> {
  const profile = input.profile ?? defaultProfile()
  const state = input.state ? loadState(input.state) : newState(input, profile)
  const lang = state.language
  const checkpoint = () => input.onCheckpoint?.(structuredClone(state) as unknown as EngineState)
  const snapshot = () => structuredClone(state) as unknown as EngineState

  if (input.hitlResponse !== undefined) applyAnswer(state, profile, input.hitlResponse)
  // A finished run is final: its report again, no events.
  if (state.status === 'complete') return {report: reportOf(state, profile, input.documents), state: snapshot(), status: 'complete'}

  // A failed run retries from the step that failed; a paused run continues from its step.
  // Retrying after "abandon" means trying again: ask for the missing document again.
  if (state.status === 'failed') {
    for (const [thematic, decision] of Object.entries(state.answers.missing)) if (decision === 'abandon') delete state.answers.missing[thematic]
  }

  state.failure = null
  state.pending = null
  state.status = 'running'

  // The step being worked on, for the report of an unexpected failure.
  const at = {step: 'classification'}
  try {
    await pipeline(state, profile, input, emit, checkpoint, at)
    at.step = 'report'
    state.status = 'complete'
    checkpoint()
    return {report: reportOf(state, profile, input.documents), state: snapshot(), status: 'complete'}
  } catch (error) {
    if (error instanceof Pause) {
      state.status = 'paused'
      state.pending = error.pending
      checkpoint()
      return {prompt: error.pending.prompt, state: snapshot(), status: 'paused'}
    }

    if (input.signal?.aborted && error === input.signal.reason) {
      // Cancelled between two steps (the only place it is checked): the state is consistent, save it.
      checkpoint()
      throw error
    }

    let failure: Failure
    if (error instanceof Failure) {
      failure = error
    } else {
      // An internal error still ends with a report (status failed); the run is resumable.
      const message = (error as Error)?.message ?? String(error)
      emit('error', {code: 'internal_error', message: t(lang, 'fail.internal', {message}), recoverable: true})
      failure = new Failure(t(lang, 'fail.internal', {message}), at.step)
    }

    state.status = 'failed'
    state.failure = {reason: failure.reason, step: failure.step}
    checkpoint()
    return {report: reportOf(state, profile, input.documents), state: snapshot(), status: 'failed'}
  }
}

async function pipeline(state: RunState, profile: Profile, input: EngineInput, emit: Emit, checkpoint: () => void, at: {step: string}): Promise<void> {
  const lang = state.language
  const yieldAndCheck = async () => {
    // Yield to the event loop between steps so that a long run does not starve the server
    // (heartbeats, other requests), and stop promptly when the run is cancelled.
    await new Promise((resolve) => setImmediate(resolve))
    input.signal?.throwIfAborted()
  }

  // 1. Classification (only documents not seen yet: on resume, the new upload of Mode A).
  // A file that holds several documents is read as its parts (segment.ts), each a document.
  const documents = documentsOf(state, profile, [...input.documents].sort((a, b) => a.id - b.id))
  if (documents.length === 0) throw new Failure(t(lang, 'fail.empty'), 'classification')
  const present = new Set(documents.map((d) => documentKey(d)))
  for (const id of Object.keys(state.classified)) if (!present.has(id)) delete state.classified[id]

  // Checkpoint classification in about 20 batches: the state grows with every document, so
  // saving it after each one would make a large dossier cost quadratic time. A crash loses at most
  // one batch, which is cheap to redo.
  const unseen = documents.filter((d) => !state.classified[documentKey(d)]).length
  const batch = Math.max(1, Math.ceil(unseen / 20))
  let sinceCheckpoint = 0
  for (const doc of documents) {
    const key = documentKey(doc)
    if (state.classified[key]) continue
    const answered = state.answers.document_types[key]
    // Nothing readable (an image-only page OCR could not read, a blank scan, a failed ingestion):
    // not the end of the run, a question for a human; its fields are then reported unreadable.
    if (!answered && isUnreadable(doc)) throw new Pause(classificationPrompt(profile, lang, doc, 0, [], true))
    let entry: ClassifiedState
    let candidates: Candidate[]
    if (answered) {
      candidates = classify(profile, doc.pages, doc.file_name).candidates
      entry = {confidence: 1, document_type: answered, file_name: doc.file_name, method: 'human', thematic: answered === OTHER ? null : (thematicOfType(profile, answered) ?? null), ...pagesOf(doc)}
    } else {
      const result = classify(profile, doc.pages, doc.file_name)
      candidates = result.candidates
      if (!result.accepted) throw new Pause(classificationPrompt(profile, lang, doc, result.confidence, result.candidates))
      entry = {confidence: result.confidence, document_type: result.document_type, file_name: doc.file_name, method: 'auto', thematic: result.thematic, ...pagesOf(doc)}
    }

    state.classified[key] = entry
    emit('validate:classification', {
      ...pagesOf(doc),
      candidates,
      confidence: entry.confidence,
      document_id: doc.id,
      document_type: entry.document_type,
      document_type_label: typeLabel(profile, entry.document_type, lang),
      file_name: doc.file_name,
      method: entry.method,
      thematic: entry.thematic,
      // The thematic's label in the run's language, for summaries that name it (the CLI's "identity 1, address 1").
      thematic_label: entry.thematic ? label(profile.thematics.find((th) => th.id === entry.thematic)?.label, lang) || null : null,
    })
    if (++sinceCheckpoint >= batch) {
      checkpoint()
      sinceCheckpoint = 0
    }

    await yieldAndCheck()
  }

  if (sinceCheckpoint > 0) checkpoint()

  const view = new DossierView(profile, classifiedDocuments(state, documents), state.ref_date)

  // 2. N1, thematic by thematic.
  if (state.level !== '2' && !state.n1_done) {
    const total = profile.thematics.length
    for (let index = state.n1.length; index < total; index++) {
      const thematic = profile.thematics[index]
      at.step = `n1:${thematic.id}`
      const docs = view.ofThematic(thematic.id)
      const presence = thematic.requirements.find((r) => r.kind === 'document_present')
      const asks = thematic.required && presence?.kind === 'document_present' && presence.onMissing === 'ask'
      const answer = state.answers.missing[thematic.id]
      if (docs.length === 0 && asks) {
        if (answer === 'abandon') throw new Failure(t(lang, 'fail.abandoned', {thematic: label(thematic.label, lang)}), `n1:${thematic.id}`)
        if (answer !== 'skip') throw new Pause(missingPrompt(lang, thematic))
      }

      // Evaluate first, emit after: a requirement in its grey zone pauses the run before any event
      // of this thematic, so that resuming never repeats them.
      const context = {language: lang, refDate: state.ref_date, skipped: answer === 'skip', thematic, view}
      const requirements = thematic.requirements.map((req) => {
        const outcome = evaluateRequirement(req, context)
        if (!outcome.clarify) return outcome.result
        const decided = state.answers.rules[outcome.clarify.key]
        if (!decided) throw new Pause(rulePrompt(lang, outcome.clarify))
        return decidedRequirement(req, outcome.clarify, decided.decision, decided.note, lang)
      })

      const thematicLabel = label(thematic.label, lang)
      emit('validate:thematic_start', {index: index + 1, label: thematicLabel, thematic: thematic.id, total})
      for (const doc of docs) {
        emit('validate:extraction', {
          ...pagesOf(doc.doc),
          document_id: doc.doc.id,
          fields: view.fields(doc).map((f) => ({
            confidence: f.confidence,
            field: f.field,
            method: f.method,
            page: f.page,
            raw: f.sensitive ? shownValue(f) : f.raw,
            value: shownValue(f),
            ...(f.bbox ? {bbox: f.bbox} : {}),
            ...(f.ocr_confidence === undefined ? {} : {ocr_confidence: f.ocr_confidence}),
            ...(f.conflict ? {conflict: {method: f.conflict.method, value: f.sensitive ? maskSensitive(f.conflict.value) : f.conflict.value}} : {}),
          })),
          ...(view.unreadable(doc) ? {unreadable: true} : {}),
          thematic: thematic.id,
        })
      }

      for (const result of requirements) emit('validate:verdict_n1', {thematic: thematic.id, ...result})
      const verdict = thematicVerdict(requirements, docs.length)
      const summary = thematicSummary(requirements, verdict, lang)
      emit('validate:thematic_complete', {counts: countVerdicts(requirements.map((r) => r.verdict)), index: index + 1, label: thematicLabel, summary, thematic: thematic.id, total, verdict})
      state.n1.push({document_ids: [...new Set(docs.map((d) => d.doc.id))], label: thematicLabel, requirements, summary, thematic: thematic.id, verdict})
      checkpoint()
      await yieldAndCheck()
    }

    const verdicts = state.n1.map((th) => th.verdict)
    const next = state.level === 'both' && profile.rules.length > 0 ? 'n2' : null
    emit('validate:n1_complete', {counts: countVerdicts(verdicts), hint: t(lang, next ? 'n1.hint.next' : 'n1.hint.end'), next, verdict: worstVerdict(verdicts)})
    state.n1_done = true
    checkpoint()
  }

  // 3. N2, rule by rule.
  if (state.level !== '1') {
    for (let index = state.n2.length; index < profile.rules.length; index++) {
      const rule = profile.rules[index]
      at.step = `n2:${rule.id}`
      const outcome = evaluateRule(rule, view, lang, state.ref_date)
      let result: RuleResult
      if (outcome.clarify) {
        const answer = state.answers.rules[outcome.clarify.key]
        if (!answer) throw new Pause(rulePrompt(lang, outcome.clarify))
        result = decidedResult(outcome.clarify, answer.decision, answer.note, lang)
      } else {
        result = outcome.result
      }

      emit('validate:n2_rule_verdict', {...result})
      state.n2.push(result)
      checkpoint()
      await yieldAndCheck()
    }
  }
}

/**
 * The run's documents: each file, or its parts. Where a file is cut is decided once (kept in the
 * state), and a file that a state saved before parts existed classified whole stays whole, so
 * that a resumed run never reads a file otherwise than before (nor emits its classification twice).
 */
function documentsOf(state: RunState, profile: Profile, files: EngineDocument[]): EngineDocument[] {
  const parts = (state.parts ??= {})
  const present = new Set(files.map((f) => String(f.id)))
  for (const id of Object.keys(parts)) if (!present.has(id)) delete parts[id]
  return files.flatMap((file) => {
    const id = String(file.id)
    if (file.pages.length < 2 || state.classified[id] || state.answers.document_types[id]) return [file]
    parts[id] ??= partStarts(profile, file, state.ref_date)
    return partsAt(file, parts[id])
  })
}

/** `pages: [first, last]` for a part of a file (events, state, prompts), nothing for a whole file. */
function pagesOf(doc: EngineDocument): {pages?: [number, number]} {
  return doc.part ? {pages: [doc.part.first_page, doc.part.last_page]} : {}
}

function classifiedDocuments(state: RunState, documents: EngineDocument[]): ClassifiedDocument[] {
  const out: ClassifiedDocument[] = []
  for (const doc of documents) {
    const c = state.classified[documentKey(doc)]
    if (!c || c.document_type === OTHER) continue
    out.push({confidence: c.confidence, doc, document_type: c.document_type, method: c.method, thematic: c.thematic})
  }

  return out
}

function typeLabel(profile: Profile, documentType: string, lang: Language): string {
  if (documentType === OTHER) return t(lang, 'prompt.class.other')
  return label(documentTypeSpec(profile, documentType)?.label, lang)
}

// ---------------------------------------------------------------------------------------------
// Pauses and answers

const percent = (n: number) => `${Math.round(n * 100)} %`

function classificationPrompt(profile: Profile, lang: Language, doc: EngineDocument, confidence: number, candidates: Candidate[], unreadable = false): Pending {
  // The candidates first (most likely first), then every other type of the profile, then "other".
  const first = candidates.map((c) => c.document_type)
  const rest = profile.thematics.flatMap((th) => th.documentTypes.map((d) => d.id)).filter((id) => !first.includes(id))
  const options = [
    ...candidates.map((c) => ({label: `${typeLabel(profile, c.document_type, lang)} (${percent(c.score)})`, value: c.document_type})),
    ...rest.map((id) => ({label: typeLabel(profile, id, lang), value: id})),
    {label: t(lang, 'prompt.class.other'), value: OTHER},
  ]
  const prompt: PausePrompt = {
    config: {
      fields: [{default: first[0], label: t(lang, 'prompt.class.field'), kind: 'choice', name: 'document_type', options, required: true}],
      title: t(lang, 'prompt.class.title', {file: documentName(doc)}),
    },
    document_id: doc.id,
    ...pagesOf(doc),
    message: unreadable
      ? t(lang, 'prompt.class.unreadable', {file: documentName(doc)})
      : t(lang, 'prompt.class.message', {confidence: percent(confidence), file: documentName(doc), min: percent(profile.classification.autoAcceptMin)}),
    type: 'form',
    waiting_for: 'classification_correction',
  }
  return {document_id: doc.id, key: documentKey(doc), prompt, waiting_for: 'classification_correction'}
}

function missingPrompt(lang: Language, thematic: Thematic): Pending {
  const types = thematic.documentTypes.map((d) => label(d.label, lang)).join(', ')
  const thematicLabel = label(thematic.label, lang)
  const prompt: PausePrompt = {
    config: {
      fields: [{description: t(lang, 'prompt.missing.file.description'), kind: 'file', label: t(lang, 'prompt.missing.file', {types}), name: 'file', required: true}],
      title: t(lang, 'prompt.missing.title', {thematic: thematicLabel}),
    },
    message: t(lang, 'prompt.missing.message', {thematic: thematicLabel, types}),
    thematic: thematic.id,
    type: 'form',
    waiting_for: 'missing_document',
  }
  return {prompt, thematic: thematic.id, waiting_for: 'missing_document'}
}

function rulePrompt(lang: Language, clarification: RuleClarification): Pending {
  const prompt: PausePrompt = {
    config: {
      fields: [
        {
          kind: 'choice',
          label: t(lang, 'prompt.rule.decision'),
          name: 'decision',
          options: [
            {label: t(lang, 'prompt.rule.accept'), value: 'accept'},
            {label: t(lang, 'prompt.rule.reject'), value: 'reject'},
          ],
          required: true,
        },
        {kind: 'text', label: t(lang, 'prompt.rule.note'), name: 'note', required: false},
      ],
      title: t(lang, 'prompt.rule.title', {rule: `${clarification.rule_id} ${clarification.label}`}),
    },
    message: t(lang, 'prompt.rule.message', {reason: clarification.reason}),
    rule_id: clarification.rule_id,
    type: 'form',
    waiting_for: 'rule_clarification',
  }
  return {clarification, key: clarification.key, prompt, rule_id: clarification.rule_id, waiting_for: 'rule_clarification'}
}

/**
 * Applies a Mode B answer (or a missing-document decision) to the paused step. The keys decide the
 * branch: `document_type` → classification_correction, `decision` → rule_clarification,
 * `missing_document` ("skip" | "abandon") → missing_document. Anything else throws HitlResponseError.
 */
function applyAnswer(state: RunState, profile: Profile, response: Record<string, unknown>): void {
  const lang = state.language
  const pending = state.pending
  if (!pending || state.status !== 'paused') throw new HitlResponseError(t(lang, 'hitl.not_paused'))
  if (typeof response !== 'object' || response === null || Array.isArray(response)) throw new HitlResponseError(expected(lang, pending, profile))
  const keys = Object.keys(response)
  const answeredAt = new Date().toISOString()

  if (pending.waiting_for === 'classification_correction') {
    const value = response.document_type
    const allowed = [...profile.thematics.flatMap((th) => th.documentTypes.map((d) => d.id)), OTHER]
    if (!keys.includes('document_type') || typeof value !== 'string' || !allowed.includes(value) || keys.some((k) => k !== 'document_type')) {
      throw new HitlResponseError(expected(lang, pending, profile))
    }

    // The document's key (a part of a file: its pages too); states saved before parts have only the id.
    state.answers.document_types[pending.key ?? String(pending.document_id)] = value
    state.hitl.push({answer: {document_id: pending.document_id, ...(pending.prompt.pages ? {pages: pending.prompt.pages} : {}), document_type: value}, answered_at: answeredAt, waiting_for: pending.waiting_for})
    return
  }

  if (pending.waiting_for === 'rule_clarification') {
    const {decision, note} = response
    if (
      (decision !== 'accept' && decision !== 'reject') ||
      (note !== undefined && note !== null && typeof note !== 'string') ||
      keys.some((k) => k !== 'decision' && k !== 'note')
    ) {
      throw new HitlResponseError(expected(lang, pending, profile))
    }

    const answer = {decision, ...(typeof note === 'string' && note.trim() ? {note: note.trim()} : {})} as {decision: 'accept' | 'reject'; note?: string}
    state.answers.rules[pending.key!] = answer
    state.hitl.push({answer: {rule_id: pending.rule_id, ...answer}, answered_at: answeredAt, waiting_for: pending.waiting_for})
    return
  }

  const value = response.missing_document
  if ((value !== 'skip' && value !== 'abandon') || keys.some((k) => k !== 'missing_document')) throw new HitlResponseError(expected(lang, pending, profile))
  state.answers.missing[pending.thematic!] = value
  state.hitl.push({answer: {missing_document: value, thematic: pending.thematic}, answered_at: answeredAt, waiting_for: pending.waiting_for})
}

function expected(lang: Language, pending: Pending, profile: Profile): string {
  const key: MessageKey = {classification_correction: 'hitl.class_expected', missing_document: 'hitl.missing_expected', rule_clarification: 'hitl.rule_expected'}[
    pending.waiting_for
  ] as MessageKey
  const values = [...profile.thematics.flatMap((th) => th.documentTypes.map((d) => d.id)), OTHER].join(', ')
  return t(lang, key, {values})
}

/** The pending pause of a state, if any (for the orchestrator to check an answer's shape early). */
export function pendingPrompt(state: EngineState | null): PausePrompt | undefined {
  const s = state as unknown as RunState | null
  return s?.status === 'paused' ? (s.pending?.prompt ?? undefined) : undefined
}

function reportOf(state: RunState, profile: Profile, documents: EngineDocument[]): ReportBody {
  const byId = new Map(documents.map((d) => [d.id, d]))
  const docs = Object.entries(state.classified)
    .map(([key, c]) => ({
      confidence: c.confidence,
      // The key is the id, with the part's pages after a colon (documentKey).
      document_id: Number.parseInt(key, 10),
      document_type: c.document_type,
      file_name: byId.get(Number.parseInt(key, 10))?.file_name ?? c.file_name,
      method: c.method,
      ...(c.pages ? {pages: c.pages} : {}),
      thematic: c.thematic,
    }))
    .sort((a, b) => a.document_id - b.document_id || (a.pages?.[0] ?? 0) - (b.pages?.[0] ?? 0))
  return buildReport({
    documents: docs,
    failure: state.failure,
    hitl: state.hitl,
    language: state.language,
    level: state.level,
    n1: state.n1,
    n2: state.n2,
    profile,
    refDate: state.ref_date,
    status: state.status === 'failed' ? 'failed' : 'complete',
  })
}
