/** The reference service as a library, for tests and embedding. */
export {startService, createContext, type RunningService, type ServiceOptions, type AppContext} from './app.js'
export {createApiKey, ensureUser, type KeyType} from './auth.js'
export {openDatabase} from './db/database.js'
export {ingestQueue, waitForIngest, type IngestQueue} from './ingest/queue.js'
export {ingestSettings, type IngestOverrides, type IngestSettings} from './ingest/settings.js'
