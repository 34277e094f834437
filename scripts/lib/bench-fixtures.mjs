// The data `npm run bench` measures against (scripts/bench.mjs), seeded into the reference
// service's data directory with the built service's own code (server/dist), so that every request
// of the benchmark goes to the real svc-server over 127.0.0.1.
import {randomUUID} from 'node:crypto'
import {closeSync, ftruncateSync, openSync, writeSync} from 'node:fs'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {pathToFileURL} from 'node:url'

const BENCH_SPACE = 'Bench: 1000 documents'
const BENCH_DOSSIER = 'Bench: 10-document dossier'

/**
 * Adds to the demo user (`svc-server demo` first): `documents` connector documents in a space of
 * their own (rows only, no files: what `files list` reads), and a dossier of 10 generated PDFs
 * that validates to the end without pausing (stored and read by the ingestion queue, as uploads
 * are). Returns the dossier's id.
 */
export async function seedBenchData(root, dataDir, email, {documents = 1000} = {}) {
  const load = (path) => import(pathToFileURL(join(root, 'server', 'dist', path)).href)
  const [{createContext}, {ensureUser}, {storeConnector, storeDocument}, {createSpace}, {makeDossier}] = await Promise.all([
    load('app.js'),
    load('auth.js'),
    load('documents/ingest.js'),
    load('documents/spaces.js'),
    load('fixtures/dossier.js'),
  ])
  const ctx = await createContext({dataDir})
  try {
    const user = await ensureUser(ctx.db, email)
    const space = await createSpace(ctx.db, user, BENCH_SPACE)
    // One transaction: a thousand single-row commits take seconds on SQLite.
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= documents; i++) {
        await storeConnector({...ctx, db: trx}, {fileInfos: {kind: 'url', url: `https://example.com/bench/${i}`}, fileName: `bench-document-${String(i).padStart(4, '0')}`, spaceId: space.id, user})
      }
    })
    // 11 documents by default (3 payslips): 2 payslips make it 10, still a complete dossier.
    const dossier = await createSpace(ctx.db, user, BENCH_DOSSIER)
    const {files} = await makeDossier({overrides: {payslips: 2}, variant: 'valid'})
    for (const file of files) await storeDocument(ctx, {bytes: file.bytes, fileName: file.name, mime: file.mime, spaceId: dossier.id, user})
    return {dossierId: dossier.id, dossierSize: files.length}
  } finally {
    // The ingestion queue that read the documents (started by the first storeDocument).
    for (const close of ctx.onClose) await close()
    await ctx.db.destroy()
  }
}

/**
 * One `validate_dossier` call as JSON-RPC over MCP Streamable HTTP (stateless: no initialize
 * needed), the request curl makes in the benchmark. Resolves with the raw SSE body.
 */
export async function callValidate(url, key, args) {
  const response = await fetch(`${url}/mcp`, {
    body: JSON.stringify(validateRequest(args)),
    headers: {accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'x-api-key': key},
    method: 'POST',
  })
  if (!response.ok) throw new Error(`POST /mcp answered ${response.status}: ${await response.text()}`)
  return response.text()
}

/**
 * With `progressToken`, the call as svc makes it (the MCP SDK asks for progress, so the service
 * sends a progress notification after each event, twice the messages); without, the bare call.
 */
export function validateRequest(args, {progressToken} = {}) {
  return {id: 1, jsonrpc: '2.0', method: 'tools/call', params: {...(progressToken === undefined ? {} : {_meta: {progressToken}}), arguments: args, name: 'validate_dossier'}}
}

/**
 * Makes a complete run's stored event stream `events` events long: its events between
 * validate:start and validate:complete are repeated (seq renumbered) in the service's own
 * database. A re-call with that run_id then has the service replay the whole recording, which
 * both the CLI and curl read end to end. Returns the number of events.
 */
export function lengthenRecordedRun(dataDir, runId, events) {
  const db = new DatabaseSync(join(dataDir, 'svc.db'))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const run = db.prepare('SELECT segment_start_seq, status FROM runs WHERE id = ?').get(runId)
    if (run?.status !== 'complete') throw new Error(`run ${runId} is ${run?.status ?? 'missing'}, not complete`)
    const rows = db.prepare('SELECT event, data, created_at FROM run_events WHERE run_id = ? AND seq >= ? ORDER BY seq').all(runId, run.segment_start_seq)
    const [first, last] = [rows[0], rows.at(-1)]
    const middle = rows.slice(1, -1)
    if (first?.event !== 'validate:start' || last?.event !== 'validate:complete' || middle.length === 0) throw new Error(`run ${runId}: unexpected recording`)
    const recorded = [first]
    while (recorded.length < events - 1) recorded.push(middle[(recorded.length - 1) % middle.length])
    recorded.push(last)
    db.exec('BEGIN')
    db.prepare('DELETE FROM run_events WHERE run_id = ?').run(runId)
    const insert = db.prepare('INSERT INTO run_events (run_id, seq, event, data, created_at) VALUES (?, ?, ?, ?, ?)')
    recorded.forEach((row, index) => insert.run(runId, index + 1, row.event, row.data, row.created_at))
    db.prepare('UPDATE runs SET segment_start_seq = 1, last_seq = ? WHERE id = ?').run(recorded.length, runId)
    db.exec('COMMIT')
    return recorded.length
  } finally {
    db.close()
  }
}

/** The run_id in a validate_dossier SSE answer (its result). */
export function runIdOf(sse) {
  const match = /"run_id":"([0-9a-f-]{36})"/.exec(sse)
  if (!match) throw new Error(`no run_id in the answer: ${sse.slice(0, 300)}`)
  return match[1]
}

/** A file of `bytes` bytes with non-zero content (written for real: a sparse file reads faster than any disk). */
export function writeBigFile(path, bytes) {
  const fd = openSync(path, 'w')
  try {
    const block = Buffer.alloc(4 * 1024 * 1024)
    for (let i = 0; i < block.length; i += 16) block.write(randomUUID().slice(0, 16), i, 'latin1')
    let written = 0
    while (written < bytes) written += writeSync(fd, block, 0, Math.min(block.length, bytes - written))
    ftruncateSync(fd, bytes)
  } finally {
    closeSync(fd)
  }
}
