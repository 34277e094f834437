/**
 * A run's engine state stored in parts (migration 007), so that a checkpoint writes what changed
 * since the previous one, not the whole state again. The engine hands over its whole state at
 * every checkpoint (validation/engine.ts); the state grows with the dossier (a 500-document run:
 * 38 checkpoints from 4 to 640 KB, 8 MB in all; 2,000 documents: 33 MB), but from one checkpoint
 * to the next only a few entries change: the documents just classified, the thematic just checked.
 *
 * A state is an object. Each of its maps (plain objects) is stored one entry per row
 * (`<key>/<entry>`), each of its lists one element per row (`<key>/<index>`), and everything else
 * in the manifest, which `runs.state` holds: `{"$parts": 1, "keys": [[name, kind, payload]...]}`,
 * the keys in their order, with the scalar's value (`s`), the map's entry names (`m`) or the
 * list's length (`l`). A value that is not an object is stored whole, as states were before.
 * The manifest is the truth: a row it does not name is ignored, and deleted by the next write
 * that knows of it.
 */
import type {Db} from '../db/database.js'

/** Marks a manifest (an engine state never has this key). */
const MANIFEST_MARK = '$parts'
/** Rows per INSERT: well under both backends' bound-parameter limits (3 columns each). */
const PARTS_PER_INSERT = 200

type ManifestKey = [name: string, kind: 's', value: unknown] | [name: string, kind: 'm', entries: string[]] | [name: string, kind: 'l', length: number]

interface Manifest {
  [MANIFEST_MARK]: 1
  keys: ManifestKey[]
}

/** What one write stores: the manifest for `runs.state`, the parts that changed, those to delete. */
export interface StatePlan {
  manifest: string
  upserts: [part: string, value: string][]
  deletes: string[]
  /** Call once the write is committed: the next plan is made against it. */
  commit(): void
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Plans each write of one run's state against what the previous writes stored. One per run
 * segment; seeded with the rows stored before (loadRunState) so that its first write is already
 * incremental.
 */
export class StateWriter {
  readonly #saved: Map<string, string>

  constructor(saved: Map<string, string> = new Map()) {
    this.#saved = saved
  }

  plan(state: unknown): StatePlan {
    if (!isMap(state)) return {commit() {}, deletes: [], manifest: JSON.stringify(state), upserts: []}
    const parts = new Map<string, string>()
    const keys: ManifestKey[] = []
    for (const [name, value] of Object.entries(state)) {
      if (Array.isArray(value)) {
        for (const [index, element] of value.entries()) parts.set(`${name}/${index}`, JSON.stringify(element))
        keys.push([name, 'l', value.length])
      } else if (isMap(value)) {
        const entries = Object.keys(value)
        for (const entry of entries) parts.set(`${name}/${entry}`, JSON.stringify(value[entry]))
        keys.push([name, 'm', entries])
      } else {
        keys.push([name, 's', value])
      }
    }

    const upserts: [string, string][] = []
    for (const [part, value] of parts) if (this.#saved.get(part) !== value) upserts.push([part, value])
    const deletes = [...this.#saved.keys()].filter((part) => !parts.has(part))
    const manifest: Manifest = {[MANIFEST_MARK]: 1, keys}
    return {
      commit: () => {
        for (const part of deletes) this.#saved.delete(part)
        for (const [part, value] of upserts) this.#saved.set(part, value)
      },
      deletes,
      manifest: JSON.stringify(manifest),
      upserts,
    }
  }
}

/** Writes a plan's parts (the caller holds the transaction that also stores its manifest). */
export async function writeStateParts(db: Db, runId: string, plan: StatePlan): Promise<void> {
  for (let start = 0; start < plan.deletes.length; start += PARTS_PER_INSERT) {
    await db.deleteFrom('run_state_parts').where('run_id', '=', runId).where('part', 'in', plan.deletes.slice(start, start + PARTS_PER_INSERT)).execute()
  }

  for (let start = 0; start < plan.upserts.length; start += PARTS_PER_INSERT) {
    const rows = plan.upserts.slice(start, start + PARTS_PER_INSERT).map(([part, value]) => ({part, run_id: runId, value}))
    await db
      .insertInto('run_state_parts')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['run_id', 'part']).doUpdateSet((eb) => ({value: eb.ref('excluded.value')})))
      .execute()
  }
}

/**
 * A run's stored state (`runs.state`: a manifest, or a state stored whole), and the rows stored for
 * it (to seed the next StateWriter). A part the manifest names but the table lacks is an error.
 */
export async function loadRunState<T = Record<string, unknown>>(db: Db, runId: string, stored: null | string): Promise<{state: null | T; parts: Map<string, string>}> {
  const parsed = stored ? (JSON.parse(stored) as unknown) : null
  if (!isMap(parsed) || parsed[MANIFEST_MARK] !== 1) return {parts: new Map(), state: parsed as null | T}
  const rows = await db.selectFrom('run_state_parts').select(['part', 'value']).where('run_id', '=', runId).execute()
  const parts = new Map(rows.map((row) => [row.part, row.value]))
  const read = (part: string) => {
    const value = parts.get(part)
    if (value === undefined) throw new Error(`The stored state of run ${runId} lacks its part ${part}.`)
    return JSON.parse(value) as unknown
  }

  const state: Record<string, unknown> = {}
  for (const [name, kind, payload] of (parsed as unknown as Manifest).keys) {
    if (kind === 's') state[name] = payload
    else if (kind === 'l') state[name] = Array.from({length: payload}, (_, index) => read(`${name}/${index}`))
    else state[name] = Object.fromEntries(payload.map((entry) => [entry, read(`${name}/${entry}`)]))
  }

  return {parts, state: state as T}
}
