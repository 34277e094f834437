/**
 * `svc-server demo`: seeds a demo user, a fresh API key, a space "Demo dossier" with a few small
 * PDFs (stored through the upload code path, then read by the ingestion queue: storeDocument
 * waits until each is `ready`) and one connector document. Safe to run again: the user, space and
 * documents are reused, only a new key is issued.
 */
import {createContext, type AppContext} from './app.js'
import {createApiKey, ensureUser, type User} from './auth.js'
import type {DatabaseConfig} from './db/database.js'
import {storeConnector, storeDocument} from './documents/ingest.js'
import {makeTextPdf} from './documents/sample-pdf.js'
import {createSpace, ownedSpaceNamed} from './documents/spaces.js'

export const DEMO_EMAIL = 'demo@svc.local'
export const DEMO_PASSWORD = 'demo-password'
export const DEMO_SPACE = 'Demo dossier'

/** Seeds the demo and returns what to print (JSON). */
export async function seedDemo(dataDir: string, database?: DatabaseConfig): Promise<Record<string, unknown>> {
  const ctx = await createContext({dataDir, ...(database ? {database} : {})})
  try {
    const user = await ensureUser(ctx.db, DEMO_EMAIL, {name: 'Demo User', password: DEMO_PASSWORD})
    const apiKey = await createApiKey(ctx.db, user.id, {label: 'demo', prefix: 'demo', type: 'live'})
    const spaceId = await seedDocumentsDemo(ctx, user)
    const result: Record<string, unknown> = {
      api_key: apiKey,
      email: user.email,
      password: DEMO_PASSWORD,
      space_id: spaceId,
      start_command: `svc-server start --data-dir ${dataDir}`,
      url_hint: 'http://127.0.0.1:8787',
    }
    // Other demo parts (e.g. a validation dossier) add their seeding and fields here.
    // The validation dossier: dossier_id, missing_file (the PDF to give when the run pauses), validate_command.
    Object.assign(result, await (await import('./fixtures/demo-dossier.js')).seedValidationDemo(ctx, user))
    return result
  } finally {
    // The ingestion queue that read the documents (started by the first storeDocument).
    for (const close of ctx.onClose) await close()
    await ctx.db.destroy()
  }
}

/** The "Demo dossier" space of the user (created once) with its documents. Returns its id. */
export async function seedDocumentsDemo(ctx: AppContext, user: User): Promise<string> {
  const existing = await ownedSpaceNamed(ctx.db, user, DEMO_SPACE)
  const spaceId = existing?.id ?? (await createSpace(ctx.db, user, DEMO_SPACE)).id
  const present = new Set((await ctx.db.selectFrom('documents').select('file_name').where('space_id', '=', spaceId).execute()).map((r) => r.file_name))
  for (const sample of SAMPLES) {
    if (present.has(sample.name)) continue
    const bytes = await makeTextPdf(sample.pages, {title: sample.name})
    await storeDocument(ctx, {bytes, fileName: sample.name, mime: 'application/pdf', spaceId, user})
  }

  if (!present.has(CONNECTOR.name)) {
    await storeConnector(ctx, {fileInfos: {kind: 'url', url: CONNECTOR.url}, fileName: CONNECTOR.name, spaceId, user})
  }

  return spaceId
}

const CONNECTOR = {name: 'Company website', url: 'https://example.com/'}

const SAMPLES = [
  {
    name: 'welcome.pdf',
    pages: [
      'Welcome to svc\nThis demo space holds a few small documents so that you can try the svc command-line client: list them, show one, check that it is indexed, and delete one.',
      'Next steps\nRun svc files list --space <space_id> to see them, then svc files check <id> for the indexation summary.',
    ],
  },
  {
    name: 'invoice-2026-0042.pdf',
    pages: [
      'INVOICE 2026-0042\nIssued 15 March 2026 by Atelier Demo SARL, 12 rue des Lilas, 75011 Paris.\nWebsite redesign: 2 400,00 EUR\nVAT 20%: 480,00 EUR\nTotal due: 2 880,00 EUR, payable within 30 days.',
    ],
  },
  {
    name: 'meeting-notes.pdf',
    pages: [
      'Project kick-off, 3 March 2026\nAttendees: Alice Martin, Bruno Petit, Chloe Durand.',
      'Decisions\n1. The dossier is complete when the registration extract, the insurance certificate and the bank details are in the space.\n2. Documents are checked before the end of the month.',
      'Actions\nAlice uploads the registration extract. Bruno asks the insurer for the certificate. Chloe reviews the bank details.',
    ],
  },
]
