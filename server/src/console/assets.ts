/**
 * The console's static files (CSS, JS, icon), served by the service itself (no CDN). They live
 * as plain files in server/src/console/assets/ (not compiled): the path below reaches them from
 * the sources (tests) and from server/dist/console (built) alike. Read once, on first use.
 */
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

export const ASSETS_DIR = join(import.meta.dirname, '..', '..', 'src', 'console', 'assets')

const TYPES: Record<string, string> = {
  'console.css': 'text/css; charset=utf-8',
  'console.js': 'text/javascript; charset=utf-8',
  'icon.svg': 'image/svg+xml',
}

export interface Asset {
  body: Buffer
  type: string
  etag: string
}

let cache: Map<string, Asset> | undefined

function load(): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  for (const [name, type] of Object.entries(TYPES)) {
    const body = readFileSync(join(ASSETS_DIR, name))
    assets.set(name, {body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`, type})
  }

  return assets
}

/** The asset of that name (only the listed files: a name is never a path). */
export function asset(name: string): Asset | undefined {
  cache ??= load()
  return cache.get(name)
}

/** `/assets/<name>?v=<etag>`: the version makes a new release's files bypass caches. */
export function assetUrl(name: string): string {
  const found = asset(name)
  return `/assets/${name}${found ? `?v=${found.etag.slice(1, 9)}` : ''}`
}
