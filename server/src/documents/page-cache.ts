/**
 * Pages of the document list (`GET /api/v1/documents`) that a service read, kept for the next
 * caller who asks for the same page while nothing in it changed.
 *
 * Why: reading a page of 50 rows is most of a list call's cost (on SQLite about 90 µs of the
 * 270 µs a call costs the service; on PostgreSQL the page query is the costlier of its two round
 * trips), and the same first pages are asked again and again (every clerk's screen, every
 * `svc files list`). The list call reads its scopes' counts row anyway (for `total`); that row also
 * carries `version` (insert, delete, move) and `content_version` (a listed column changed:
 * migration 008), both bumped by triggers in the transaction that makes the change. A page is kept
 * under the scopes and versions it was read after, and given again only to a call that reads the
 * same versions: it is then the page the database would give. Because the versions are in the
 * database, a change committed through another replica makes every replica's copy stale at once;
 * no invalidation message is needed.
 *
 * The page must be read after the versions (never alongside them): a page read before a change
 * and kept under the versions read after it would be given out as current. A page read after a
 * change and kept under older versions is harmless: versions only grow, so only calls that read
 * those versions before the change committed can get it.
 *
 * Bounded: SVC_LIST_CACHE_MB (default 16, 0 turns it off), least recently used pages go first; a
 * page larger than an eighth of the cache is not kept.
 *
 * A page is kept the second time it is read, not the first (the cache remembers the keys of pages
 * read once lately, a few thousand): a walk through every page by cursor (`svc files list` over a
 * whole space, an export, a crawler) reads each page once, and kept at once those pages pushed out
 * the pages that are asked again and again. Not keeping them also saves the garbage collector
 * moving pages that are then dropped unused (32 clients, random pages of 100k documents: service
 * CPU 331-346 -> 323-330 µs a page).
 */
import type {Db} from '../db/database.js'

/**
 * A page of the list as the route sends it: its rows' Document JSON joined by commas (the inside
 * of the `data` array), how many rows, and the last row's id (for the `next` cursor). One string a
 * page rather than one per row: a kept page is then one object for the garbage collector to trace
 * instead of a hundred, and a page given again is not joined again.
 */
export interface ListPage {
  body: string
  count: number
  lastId: number | undefined
}

/** A visible scope as the counts row gives it (documents/store.ts). */
export interface VersionedScope {
  kind: 'owner' | 'space'
  id: string
  version: number
  contentVersion: number
}

export const DEFAULT_LIST_CACHE_MB = 16

/** SVC_LIST_CACHE_MB (whole megabytes, 0 .. 4096), or the default; a malformed value is one line naming it. */
export function listCacheMbFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SVC_LIST_CACHE_MB
  if (raw === undefined || raw.trim() === '') return DEFAULT_LIST_CACHE_MB
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > 4096) throw new Error(`SVC_LIST_CACHE_MB must be a whole number of megabytes from 0 to 4096 (0 turns the list cache off), got "${raw}".`)
  return value
}

/** Bytes a kept page costs besides its text (its objects and the map's entry), roughly. */
const PAGE_OVERHEAD_BYTES = 128

/** Bytes of cache per remembered key of a page read once (16 MB: 4,096 keys, about 0.5 MB). */
const BYTES_PER_SEEN_KEY = 4096

export class PageCache {
  readonly #pages = new Map<string, {page: ListPage; bytes: number}>()
  #bytes = 0
  /** Keys of pages read once lately and not kept (oldest first): the next read of one keeps it. */
  readonly #seenOnce = new Set<string>()
  readonly #maxSeen: number

  constructor(readonly maxBytes: number) {
    this.#maxSeen = Math.max(64, Math.floor(maxBytes / BYTES_PER_SEEN_KEY))
  }

  get bytes(): number {
    return this.#bytes
  }

  get(key: string): ListPage | undefined {
    const kept = this.#pages.get(key)
    if (!kept) return undefined
    // Most recently used last: the first entry is the one to drop.
    this.#pages.delete(key)
    this.#pages.set(key, kept)
    return kept.page
  }

  /** A page just read: kept when it was read before lately, else only its key remembered. */
  set(key: string, page: ListPage): void {
    if (!this.#seenOnce.delete(key)) {
      this.#seenOnce.add(key)
      if (this.#seenOnce.size > this.#maxSeen) this.#seenOnce.delete(this.#seenOnce.values().next().value!)
      return
    }

    const bytes = 2 * (key.length + page.body.length) + PAGE_OVERHEAD_BYTES
    if (bytes > this.maxBytes / 8) return
    const old = this.#pages.get(key)
    if (old) {
      this.#pages.delete(key)
      this.#bytes -= old.bytes
    }

    while (this.#bytes + bytes > this.maxBytes && this.#pages.size > 0) {
      const [oldest, dropped] = this.#pages.entries().next().value!
      this.#pages.delete(oldest)
      this.#bytes -= dropped.bytes
    }

    this.#pages.set(key, {bytes, page})
    this.#bytes += bytes
  }
}

/** The key of a page: its scopes with their versions, and where the page is. */
export function pageKey(scopes: VersionedScope[], page: {after: number; limit: number; offset: number}): string {
  let key = `${page.after}:${page.offset}:${page.limit}`
  for (const scope of scopes) key += `|${scope.kind}:${scope.id}:${scope.version}:${scope.contentVersion}`
  return key
}

const caches = new WeakMap<Db, PageCache | null>()

/** Sets the cache size of a database's service (startService: SVC_LIST_CACHE_MB); 0 turns it off. */
export function configurePageCache(db: Db, megabytes: number): void {
  replacePageCache(db, megabytes > 0 ? new PageCache(megabytes * 1024 * 1024) : undefined)
}

/** Puts this cache (undefined: none) in place of the database's, which it returns (tests: off for a while, then back as it was). */
export function replacePageCache(db: Db, cache: PageCache | undefined): PageCache | undefined {
  const previous = pageCacheOf(db)
  caches.set(db, cache ?? null)
  return previous
}

/** The page cache of this database (the default size unless configured), or undefined when off. */
export function pageCacheOf(db: Db): PageCache | undefined {
  let cache = caches.get(db)
  if (cache === undefined) caches.set(db, (cache = new PageCache(DEFAULT_LIST_CACHE_MB * 1024 * 1024)))
  return cache ?? undefined
}
