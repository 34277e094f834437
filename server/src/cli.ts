import {parseArgs} from 'node:util'
import {resolve} from 'node:path'

import {createApiKey, ensureUser, type KeyType} from './auth.js'
import {databaseConfigFromEnv, openAndMigrate, openDatabase, redactUrl} from './db/database.js'
import {startService} from './app.js'
import {blobStoreConfigFromEnv, openBlobStore} from './storage/config.js'

const USAGE = `Usage:
  svc-server start [--host 127.0.0.1] [--port 8787] [--data-dir DIR] [--max-upload-mb 50]
  svc-server keys create --data-dir DIR --email E [--type live|test|service] [--admin] [--prefix P]
  svc-server demo --data-dir DIR
  svc-server migrate [--data-dir DIR]

The data directory defaults to $SVC_DATA_DIR or ./.svc-data.
Database: SQLite at <data-dir>/svc.db, or PostgreSQL 15+ when SVC_DATABASE_URL=postgres://user:pass@host:5432/db
(pool size SVC_DATABASE_POOL_MAX, 10); every subcommand uses it, and \`migrate\` applies pending migrations
(\`start\`, \`keys create\` and \`demo\` also apply them before anything else).

Ingestion (documents are read in worker threads after the upload answered): SVC_INGEST_CONCURRENCY (1),
SVC_INGEST_MAX_PAGES (200), SVC_INGEST_TIMEOUT_MS (120000), SVC_INGEST_MAX_PIXELS, SVC_OCR=0 (no OCR).
Validation runs wait at most SVC_RUN_DOCUMENT_WAIT_MS (600000) for documents still being read; a run whose
process stopped renewing its lease for SVC_RUN_LEASE_MS (30000) is taken over by another.
Uploaded files: under <data-dir>/files, or in an S3-compatible bucket when SVC_STORAGE_URL=s3://bucket/prefix
(SVC_S3_ENDPOINT, SVC_S3_REGION, SVC_S3_FORCE_PATH_STYLE=1, SVC_S3_TIMEOUT_MS, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY;
every subcommand uses it; the data directory then holds only scratch files). See docs/deploy.md.`

function dataDirOf(value: string | undefined): string {
  return resolve(value ?? process.env.SVC_DATA_DIR ?? '.svc-data')
}

/** `--max-upload-mb N` (MiB, fractions allowed) in bytes; undefined keeps the service default (50 MiB). */
export function maxUploadBytesOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const mb = Number(value)
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`--max-upload-mb must be a positive number, got ${value}`)
  return Math.max(1, Math.floor(mb * 1024 * 1024))
}

/** The svc-server command line. Returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, sub, ...rest] = argv
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }

  if (command === 'start') {
    const {values} = parseArgs({
      args: [sub, ...rest].filter((a) => a !== undefined),
      options: {'data-dir': {type: 'string'}, host: {type: 'string'}, 'max-upload-mb': {type: 'string'}, port: {type: 'string'}},
    })
    const port = Number(values.port ?? process.env.SVC_PORT ?? 8787)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0-65535, got ${values.port}`)
    const maxUploadBytes = maxUploadBytesOf(values['max-upload-mb'] ?? process.env.SVC_MAX_UPLOAD_MB)
    // Checked now, so that a malformed value stops the start-up rather than the first validation.
    const {documentWaitMsFromEnv, runLeaseMsFromEnv} = await import('./runs/manager.js')
    documentWaitMsFromEnv()
    runLeaseMsFromEnv()
    const service = await startService({
      dataDir: dataDirOf(values['data-dir']),
      host: values.host ?? '127.0.0.1',
      port,
      // Absent, not undefined: an explicit undefined would override the service's default.
      ...(maxUploadBytes === undefined ? {} : {maxUploadBytes}),
    })
    // Runs a stopped or crashed process left `running` go on from their last checkpoint now, not
    // only when someone re-calls them (docs/protocol.md, "Crashes, full disks and recovery").
    const {runManager} = await import('./runs/manager.js')
    await runManager(service.context).takeOverInterrupted()
    // Several replicas on one PostgreSQL: also later, the runs of a replica that died.
    runManager(service.context).watchForAbandonedRuns()
    process.stdout.write(`svc-server listening on ${service.url} (data: ${service.context.dataDir}; files: ${service.context.blobs.description})\n`)
    const stop = async () => {
      await service.close()
      process.exit(0)
    }

    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    return new Promise<number>(() => {})
  }

  if (command === 'keys' && sub === 'create') {
    const {values} = parseArgs({
      args: rest,
      options: {
        admin: {type: 'boolean'},
        'data-dir': {type: 'string'},
        email: {type: 'string'},
        name: {type: 'string'},
        password: {type: 'string'},
        prefix: {type: 'string'},
        type: {type: 'string'},
      },
    })
    if (!values.email) throw new Error('--email is required')
    const type = (values.type ?? 'live') as KeyType
    if (!['live', 'service', 'test'].includes(type)) throw new Error(`--type must be live, test or service, got ${values.type}`)
    // It stores no file, but a deployment's settings are checked the same by every subcommand.
    blobStoreConfigFromEnv()
    const db = await openDatabase(dataDirOf(values['data-dir']))
    try {
      const user = await ensureUser(db, values.email, {admin: values.admin, name: values.name, password: values.password})
      process.stdout.write(`${await createApiKey(db, user.id, {prefix: values.prefix, type})}\n`)
    } finally {
      await db.destroy()
    }

    return 0
  }

  if (command === 'migrate') {
    const {values} = parseArgs({args: [sub, ...rest].filter((a) => a !== undefined), options: {'data-dir': {type: 'string'}}})
    const config = databaseConfigFromEnv()
    const dataDir = dataDirOf(values['data-dir'])
    const {applied, db} = await openAndMigrate(dataDir, config)
    await db.destroy()
    const where = config.url ? redactUrl(config.url) : `${dataDir}/svc.db`
    process.stdout.write(`svc-server: database ${where} is up to date${applied.length > 0 ? ` (applied ${applied.join(', ')})` : ' (nothing to apply)'}\n`)

    return 0
  }

  if (command === 'demo') {
    const {values} = parseArgs({args: [sub, ...rest].filter((a) => a !== undefined), options: {'data-dir': {type: 'string'}}})
    const {seedDemo} = await import('./demo.js')
    // A missing bucket or a wrong endpoint: one line now, before anything is seeded.
    const store = openBlobStore(dataDirOf(values['data-dir']))
    try {
      await store.check()
    } finally {
      store.close()
    }

    const result = await seedDemo(dataDirOf(values['data-dir']))
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
    return 0
  }

  process.stderr.write(`svc-server: unknown command "${argv.join(' ')}"\n${USAGE}\n`)
  return 2
}
