import {tokenize} from './text.js'

/** Okapi BM25 parameters: the usual k1 = 1.2 (term saturation) and b = 0.75 (length normalisation). */
const K1 = 1.2
const B = 0.75

export interface Scored<T> {
  item: T
  score: number
}

/**
 * An in-memory BM25 index over a small collection: the passages of the pages the database's
 * full-text index found for one question (chat/corpus.ts searchReadablePassages). Built per query
 * over those candidates only, so its cost follows the matches, not the corpus.
 */
export class Bm25Index<T> {
  private readonly docs: {item: T; length: number; tf: Map<string, number>}[] = []
  private readonly df = new Map<string, number>()
  private totalLength = 0

  constructor(items: Iterable<T>, text: (item: T) => string) {
    for (const item of items) {
      const tf = new Map<string, number>()
      const terms = tokenize(text(item))
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1)
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1)
      this.docs.push({item, length: terms.length, tf})
      this.totalLength += terms.length
    }
  }

  get size(): number {
    return this.docs.length
  }

  /** Inverse document frequency, BM25+ style (never negative, so common terms still count a little). */
  idf(term: string): number {
    const n = this.docs.length
    const df = this.df.get(term) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /** The items with a positive score for the query, best first (ties keep collection order). */
  search(query: string, limit = 10): Scored<T>[] {
    const terms = [...new Set(tokenize(query))]
    if (terms.length === 0 || this.docs.length === 0) return []
    const avg = this.totalLength / this.docs.length || 1
    const scored: Scored<T>[] = []
    for (const doc of this.docs) {
      let score = 0
      for (const term of terms) {
        const f = doc.tf.get(term)
        if (!f) continue
        score += (this.idf(term) * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * doc.length) / avg))
      }

      if (score > 0) scored.push({item: doc.item, score})
    }

    return scored.sort((a, b) => b.score - a.score).slice(0, limit)
  }
}
