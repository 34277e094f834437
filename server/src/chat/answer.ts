/**
 * Extractive answers: the chat never invents text. An answer is the best sentences of the best
 * passages, each followed by a citation `[n]` that points into the sources list.
 */
import type {Scored} from './bm25.js'
import type {Passage} from './corpus.js'

import {MESSAGES} from './messages.js'
import {fold, sentences, tokenize, type Language} from './text.js'

/** One source of an answer (the `sources` event and `done.sources`): a passage and its score. */
export interface Source extends Passage {
  score: number
}

export interface Answer {
  answer: string
  sources: Source[]
}

/** How many sentences an answer or a summary quotes at most. */
const MAX_SENTENCES = 3
/** A quoted sentence scores at least this fraction of the best sentence. */
const MIN_RELATIVE_SCORE = 0.4
/** How many of the best passages an answer draws from. */
const TOP_PASSAGES = 5

/** Numbers sources in order of first citation. */
class Citations {
  readonly sources: Source[] = []
  private readonly keys = new Map<string, number>()

  cite(passage: Passage, score: number): number {
    const key = `${passage.document_id}:${passage.page}:${passage.passage}`
    let n = this.keys.get(key)
    if (n === undefined) {
      this.sources.push({...pick(passage), score: Math.round(score * 1000) / 1000})
      n = this.sources.length
      this.keys.set(key, n)
    }

    return n
  }
}

function pick(p: Passage): Omit<Source, 'score'> {
  return {document_id: p.document_id, file_name: p.file_name, page: p.page, passage: p.passage, space_id: p.space_id, space_name: p.space_name}
}

/**
 * Answers a question from retrieved passages: sentences that contain the query's terms, weighted
 * by how rare the terms are (idf) and how well their passage ranked. At most two per passage.
 */
export function extractiveAnswer(query: string, hits: Scored<Passage>[], idf: (term: string) => number, language: Language): Answer {
  const terms = [...new Set(tokenize(query))]
  const candidates: {hit: Scored<Passage>; sentence: string; score: number}[] = []
  for (const [rank, hit] of hits.slice(0, TOP_PASSAGES).entries()) {
    for (const sentence of sentences(hit.item.passage)) {
      const present = new Set(tokenize(sentence))
      let score = 0
      for (const term of terms) if (present.has(term)) score += idf(term)
      if (score > 0) candidates.push({hit, score: score * (1 + 0.1 * (TOP_PASSAGES - rank)), sentence})
    }
  }

  candidates.sort((a, b) => b.score - a.score)
  const chosen: typeof candidates = []
  const seen = new Set<string>()
  const perPassage = new Map<Passage, number>()
  for (const candidate of candidates) {
    // Weak extras (a heading that shares one common word with the query) would only add noise.
    if (candidate.score < candidates[0].score * MIN_RELATIVE_SCORE) break
    const key = fold(candidate.sentence)
    if (seen.has(key) || (perPassage.get(candidate.hit.item) ?? 0) >= 2) continue
    seen.add(key)
    perPassage.set(candidate.hit.item, (perPassage.get(candidate.hit.item) ?? 0) + 1)
    chosen.push(candidate)
    if (chosen.length === MAX_SENTENCES) break
  }

  if (chosen.length === 0) return {answer: MESSAGES.nothingFound(language), sources: []}
  const citations = new Citations()
  const lines = chosen.map((c) => `- ${c.sentence} [${citations.cite(c.hit.item, c.hit.score)}]`)
  return {answer: [MESSAGES.answerIntro(language), ...lines].join('\n'), sources: citations.sources}
}

/**
 * Summarises one document extractively: the sentences that carry the document's most frequent
 * terms (a centroid summary), with a bonus for the opening sentences, quoted in document order.
 */
export function extractiveSummary(fileName: string, passages: Passage[], language: Language): Answer {
  const all: {passage: Passage; sentence: string; order: number; terms: string[]}[] = []
  for (const passage of passages) {
    for (const sentence of sentences(passage.passage)) all.push({order: all.length, passage, sentence, terms: [...new Set(tokenize(sentence))]})
  }

  if (all.length === 0) return {answer: MESSAGES.summaryEmpty(language, fileName), sources: []}
  const tf = new Map<string, number>()
  for (const s of all) for (const t of s.terms) tf.set(t, (tf.get(t) ?? 0) + 1)
  const scored = all.map((s) => {
    const weight = s.terms.reduce((sum, t) => sum + (tf.get(t) ?? 0), 0) / Math.sqrt(Math.max(1, s.terms.length))
    return {...s, score: weight * (s.order < 2 ? 1.5 : 1)}
  })
  const best = scored
    .filter((s) => s.terms.length > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.order - b.order)
  if (best.length === 0) return {answer: MESSAGES.summaryEmpty(language, fileName), sources: []}
  const top = Math.max(...best.map((s) => s.score))
  const citations = new Citations()
  const lines = best.map((s) => `- ${s.sentence} [${citations.cite(s.passage, s.score / top)}]`)
  return {answer: [MESSAGES.summaryIntro(language, fileName), ...lines].join('\n'), sources: citations.sources}
}

/** Cuts an answer into small pieces for the `message` events (a few words each, whitespace kept). */
export function chunks(text: string, wordsPerChunk = 4): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [text]
  const leading = /^\s+/.exec(text)?.[0] ?? ''
  const out: string[] = []
  for (let i = 0; i < pieces.length; i += wordsPerChunk) out.push(pieces.slice(i, i + wordsPerChunk).join(''))
  if (leading && out.length > 0) out[0] = leading + out[0]
  return out
}
