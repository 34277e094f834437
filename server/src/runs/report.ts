/**
 * The stored report of a finished run: the engine's report body plus the run's identity. It is
 * serialised once (runs.report) and served as those exact bytes on every GET.
 */
import type {EngineState} from '../validation/engine.js'
import type {RunLanguage, RunRow} from './store.js'

export type Report = Record<string, unknown> & {
  run_id: string
  dossier_id: string
  status: 'complete' | 'failed'
  global_verdict: string
  summary: string
  generated_at: string
  failure?: {reason: string; step: string}
}

/** The engine's body with run_id and dossier_id first and generated_at set now. */
export function finalReport(run: Pick<RunRow, 'dossier_id' | 'id'>, body: Record<string, unknown>): Report {
  const {dossier_id: _d, generated_at: _g, run_id: _r, ...rest} = body
  return {run_id: run.id, dossier_id: run.dossier_id, ...rest, generated_at: new Date().toISOString()} as Report
}

/** `{id, label}` of the profile a run uses (the engine records it in its state; default otherwise). */
export async function profileOf(state: EngineState | null, language: RunLanguage = 'fr'): Promise<{id: string; label: string}> {
  const profile = await loadProfile(state)
  return {id: profile.id, label: profile.label[language] ?? profile.label.fr}
}

async function loadProfile(state: EngineState | null) {
  const {defaultProfile, getProfile} = await import('../validation/profile.js')
  const id = (state?.profile as {id?: unknown} | undefined)?.id
  try {
    return typeof id === 'string' ? getProfile(id) : defaultProfile()
  } catch {
    return defaultProfile()
  }
}

/**
 * The report of a run that could not finish for a reason outside the engine (an unusable
 * state, a database error): status `failed`, no verdicts, and `failure` saying why and where.
 * Built with the engine's own builder so that it has the published shape. The run stays resumable.
 */
export async function failedReport(
  run: Pick<RunRow, 'language' | 'level'>,
  context: {reason: string; step: string; refDate?: Date},
): Promise<Record<string, unknown>> {
  const refDate = (context.refDate ?? new Date()).toISOString().slice(0, 10)
  const failure = {reason: context.reason, step: context.step}
  try {
    const [{buildReport}, profile] = await Promise.all([import('../validation/report.js'), loadProfile(null)])
    const input = {documents: [], failure, hitl: [], language: run.language, level: run.level, n1: [], n2: [], profile, refDate, status: 'failed' as const}
    return buildReport(input) as unknown as Record<string, unknown>
  } catch {
    // The profile itself cannot be loaded (the likely cause of the failure): the same shape, by hand.
    return {
      status: 'failed',
      level: run.level,
      language: run.language,
      profile: {id: 'unknown', label: '', version: 0},
      ref_date: refDate,
      global_verdict: 'fail',
      summary: context.reason,
      verdicts: {global: 'fail', n2: [], thematics: []},
      documents: [],
      hitl: [],
      failure,
    }
  }
}
