/**
 * Seeded randomness for the corpus: mulberry32 streams derived from a string key, so that each
 * dossier and each document draws from its own stream (adding a dossier does not change the
 * others, and a document regenerated alone gives the same bytes).
 */

export type Rng = () => number

/** mulberry32: a small, fast 32-bit generator; good enough for test data, fully deterministic. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a of a string, mixed with the corpus seed: the seed of a named stream. */
export function seedOf(seed: number, key: string): number {
  let h = 0x811c9dc5 ^ seed
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }

  return h >>> 0
}

export function streamOf(seed: number, key: string): Rng {
  return mulberry32(seedOf(seed, key))
}

/** An integer in [min, max] (both included). */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list')
  return items[Math.floor(rng() * items.length)]
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }

  return out
}

/** A string of `length` characters drawn from `alphabet`. */
export function code(rng: Rng, alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng() * alphabet.length)]
  return out
}

export const DIGITS = '0123456789'
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const ALNUM = UPPER + DIGITS
