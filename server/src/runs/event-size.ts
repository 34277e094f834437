/**
 * No single run event larger than MAX_EVENT_BYTES (64 KB of JSON). A verdict's `evidence` lists
 * one entry per document it looked at, so it grows with the dossier (143 KB at 500 documents),
 * and the Python MCP SDK refuses SSE events over 1 MiB. An event that does not fit keeps the
 * first entries of its longest lists, and says so next to each cut list: `<name>_total` (the
 * full length) and `truncated: true` on the object that held it. The report keeps everything
 * (GET /api/v1/reports/:run_id); docs/protocol.md, "Event size".
 */

/** Largest JSON text of one event's data, in bytes (UTF-8). */
export const MAX_EVENT_BYTES = 64 * 1024

type Json = Record<string, unknown>

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** The longest array (by JSON size) anywhere in `value`, with the object and key that hold it. */
function largestArray(value: unknown, depth = 0): {holder: Json; key: string; size: number} | undefined {
  if (depth > 8 || !value || typeof value !== 'object') return undefined
  let best: {holder: Json; key: string; size: number} | undefined
  const consider = (candidate: typeof best) => {
    if (candidate && (!best || candidate.size > best.size)) best = candidate
  }

  if (Array.isArray(value)) {
    for (const item of value) consider(largestArray(item, depth + 1))
    return best
  }

  for (const [key, child] of Object.entries(value as Json)) {
    if (Array.isArray(child) && child.length > 1) consider({holder: value as Json, key, size: bytes(child)})
    consider(largestArray(child, depth + 1))
  }

  return best
}

/**
 * The event's data, within `max` bytes: unchanged when it fits (the common case: one
 * serialisation), else a copy whose longest lists are cut, each marked with its total.
 */
export function capEventData(data: Json, max = MAX_EVENT_BYTES): Json {
  let size = bytes(data)
  if (size <= max) return data
  const copy = structuredClone(data)
  for (let round = 0; round < 32 && size > max; round++) {
    const target = largestArray(copy)
    if (!target) break
    const list = target.holder[target.key] as unknown[]
    const totalKey = `${target.key}_total`
    if (typeof target.holder[totalKey] !== 'number') target.holder[totalKey] = list.length
    target.holder.truncated = true
    // Keep the share of the list that fits, judged by its average entry (never below one entry).
    const excess = size - max
    const keep = Math.max(1, Math.min(list.length - 1, Math.floor((list.length * (target.size - excess)) / target.size) - 1))
    target.holder[target.key] = list.slice(0, keep)
    size = bytes(copy)
  }

  if (size <= max) return copy
  // No list left to cut (a huge text?): the event's scalar fields, marked, rather than a broken stream.
  const scalars = Object.fromEntries(Object.entries(data).filter(([, value]) => (value === null || typeof value !== 'object') && String(value).length < 1024))
  return {...scalars, truncated: true}
}
