/** Kinds of API keys, told apart by their prefix: `<prefix>_svc_*`, `<prefix>_live_*`, `<prefix>_test_*`. */
export type KeyType = 'live' | 'service' | 'test' | 'unknown'

const KEY_SHAPE = /^[A-Za-z0-9]+_(svc|live|test)_/

export function keyType(key: string): KeyType {
  const match = KEY_SHAPE.exec(key)
  if (!match) return 'unknown'
  if (match[1] === 'svc') return 'service'
  return match[1] as 'live' | 'test'
}

/** Service keys are for servers; the CLI must refuse them before any request is made. */
export function isServiceKey(key: string): boolean {
  return keyType(key) === 'service'
}

/**
 * A key as it may be shown to a person: the prefix and type, never the secret part.
 * `acme_live_8f3k…` becomes `acme_live_****`.
 */
export function maskKey(key: string): string {
  const match = /^([A-Za-z0-9]+_(?:svc|live|test)_)/.exec(key)
  return match ? `${match[1]}****` : '****'
}

/** Replaces every occurrence of the key in a text (for logs, errors and debug traces). */
export function redact(text: string, key: string | undefined): string {
  if (!key || key.length < 4) return text
  return text.split(key).join(maskKey(key))
}
