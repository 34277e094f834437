/**
 * A controllable stand-in for the validation engine, for transport tests only (pauses on demand,
 * holds a run in `running`, fails or throws once). It follows the engine contract: a JSON state,
 * a checkpoint after each step, no re-emitted events for completed steps on resume.
 * The real engine is tested through the same transport in runs-real.test.ts.
 */
import type {RunEngineFn} from '../../src/runs/manager.js'

export type WaitingFor = 'classification_correction' | 'missing_document' | 'rule_clarification'

export interface FakeEngineOptions {
  pause?: WaitingFor
  /** Awaited after classification (the run stays `running` until it resolves). */
  hold?: (signal?: AbortSignal) => Promise<void>
  /** Like hold, but only in an execution that received a hitl_response. */
  holdOnAnswer?: (signal?: AbortSignal) => Promise<void>
  /** Like hold, but only in a resumed execution (a state was given). */
  holdOnResume?: (signal?: AbortSignal) => Promise<void>
  /** The first execution ends `failed`; a retry completes. */
  failOnce?: boolean
  /** The first execution throws (an internal error); a retry completes. */
  throwOnce?: boolean
  /** Counts executions. */
  calls?: {n: number}
}

interface FakeState {
  classified: number[]
  answered: boolean
  n1: boolean
  failedOnce: boolean
  thrownOnce: boolean
  cancelled?: boolean
  hitl: {waiting_for: string; answer: Record<string, unknown>; answered_at: string}[]
}

function report(status: 'complete' | 'failed', state: FakeState, failure?: {reason: string; step: string}) {
  return {
    documents: [],
    global_verdict: status === 'failed' ? 'fail' : 'pass',
    hitl: state.hitl,
    language: 'en',
    level: 'both',
    profile: {id: 'fake', label: 'Fake', version: 1},
    ref_date: '2025-06-15',
    status,
    summary: status === 'failed' ? failure!.reason : 'All good.',
    verdicts: {global: status === 'failed' ? 'fail' : 'pass', n2: [], thematics: []},
    ...(failure ? {failure} : {}),
  }
}

const PROMPTS: Record<WaitingFor, Record<string, unknown>> = {
  classification_correction: {
    config: {fields: [{kind: 'choice', label: 'Type', name: 'document_type', options: [{label: 'Kbis', value: 'kbis'}, {label: 'Other', value: 'other'}], required: true}], title: 'Type?'},
    document_id: 1,
    message: 'Which type?',
    type: 'form',
    waiting_for: 'classification_correction',
  },
  missing_document: {
    config: {fields: [{kind: 'file', label: 'File', name: 'file', required: true}], title: 'Missing'},
    message: 'Upload the missing document.',
    thematic: 'identite',
    type: 'form',
    waiting_for: 'missing_document',
  },
  rule_clarification: {
    config: {
      fields: [
        {kind: 'choice', label: 'Decision', name: 'decision', options: [{value: 'accept'}, {value: 'reject'}], required: true},
        {kind: 'text', label: 'Note', name: 'note', required: false},
      ],
      title: 'Clarify',
    },
    message: 'Do the names match?',
    rule_id: 'R1',
    type: 'form',
    waiting_for: 'rule_clarification',
  },
}

export function fakeEngine(options: FakeEngineOptions = {}): RunEngineFn {
  return (async (input, emit) => {
    if (options.calls) options.calls.n++
    const state: FakeState = (input.state as unknown as FakeState | null) ?? {answered: false, classified: [], failedOnce: false, hitl: [], n1: false, thrownOnce: false}
    const save = () => input.onCheckpoint?.(structuredClone(state) as unknown as Record<string, unknown>)
    const done = (status: 'complete' | 'failed', failure?: {reason: string; step: string}) =>
      ({report: report(status, state, failure), state: structuredClone(state), status}) as never

    if (input.hitlResponse) {
      state.answered = true
      state.hitl.push({answer: input.hitlResponse, answered_at: '2025-06-15T10:00:00.000Z', waiting_for: options.pause ?? 'none'})
    }

    for (const doc of input.documents) {
      if (state.classified.includes(doc.id)) continue
      emit('validate:classification', {confidence: 0.9, document_id: doc.id, document_type: 'kbis', file_name: doc.file_name, method: 'auto', thematic: 'immatriculation'})
      state.classified.push(doc.id)
      save()
    }

    if (options.hold) {
      try {
        await options.hold(input.signal)
      } catch (error) {
        // Cancelled (the service is stopping): checkpoint, as the real engine does, then stop.
        state.cancelled = true
        save()
        throw error
      }
    }

    if (options.holdOnAnswer && input.hitlResponse) await options.holdOnAnswer(input.signal)
    if (options.holdOnResume && input.state) await options.holdOnResume(input.signal)
    input.signal?.throwIfAborted()
    if (options.throwOnce && !state.thrownOnce) {
      state.thrownOnce = true
      save()
      throw new Error('boom (fake engine)')
    }

    if (options.pause && !state.answered) {
      const uploaded = options.pause === 'missing_document' && input.documents.some((d) => d.file_name.startsWith('missing'))
      if (!uploaded) return {prompt: PROMPTS[options.pause], state: structuredClone(state), status: 'paused'} as never
      state.answered = true
    }

    if (options.failOnce && !state.failedOnce) {
      state.failedOnce = true
      save()
      return done('failed', {reason: 'The dossier could not be read.', step: 'n1:identite'})
    }

    if (!state.n1) {
      emit('validate:thematic_start', {index: 1, label: 'Identity', thematic: 'identite', total: 1})
      emit('validate:thematic_complete', {counts: {fail: 0, not_applicable: 0, pass: 1, warning: 0}, index: 1, label: 'Identity', summary: 'ok', thematic: 'identite', total: 1, verdict: 'pass'})
      emit('validate:n1_complete', {counts: {fail: 0, not_applicable: 0, pass: 1, warning: 0}, hint: 'N2 starts.', next: 'n2', verdict: 'pass'})
      state.n1 = true
      save()
    }

    emit('validate:n2_rule_verdict', {evidence: [], label: 'Same SIREN', reason: 'same', rule_id: 'R1', verdict: 'pass'})
    return done('complete')
  }) as RunEngineFn
}

/** A gate a test opens when it wants the held run to go on. */
export function gate(): {wait: (signal?: AbortSignal) => Promise<void>; open: () => void; entered: Promise<void>} {
  let open!: () => void
  let entered!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  const enteredPromise = new Promise<void>((resolve) => {
    entered = resolve
  })
  return {
    entered: enteredPromise,
    open,
    wait: (signal) =>
      new Promise<void>((resolve, reject) => {
        entered()
        signal?.addEventListener('abort', () => reject(signal.reason), {once: true})
        void opened.then(resolve)
      }),
  }
}
