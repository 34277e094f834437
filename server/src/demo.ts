import {createApiKey, ensureUser} from './auth.js'
import {openDatabase} from './db/database.js'

/** Seeds a demo user, key, space and documents. Filled in by the documents and validation work. */
export async function seedDemo(dataDir: string): Promise<Record<string, unknown>> {
  const db = openDatabase(dataDir)
  const user = ensureUser(db, 'demo@svc.local', {name: 'Demo User', password: 'demo-password'})
  const apiKey = createApiKey(db, user.id, {prefix: 'demo', type: 'live'})
  db.close()
  return {api_key: apiKey, email: user.email}
}
