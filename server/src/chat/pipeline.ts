/**
 * The chat pipeline: understand the request, retrieve, and either answer or pause with a
 * `chat_prompt`. Its whole state is a small JSON object ({@link PipelineState}); a pause stores it
 * with the prompt, and agent-resume applies the answer to it and runs the pipeline again from the
 * top, so that one code path handles a fresh query, a resume and a second pause after a resume.
 */
import type {AppContext} from '../app.js'
import type {User} from '../auth.js'

import {deleteDocumentAs} from './actions.js'
import {chunks, extractiveAnswer, extractiveSummary, type Answer} from './answer.js'
import {Bm25Index, type Scored} from './bm25.js'
import {addMessage} from './conversations.js'
import {canDelete, matchDocuments, readableDocument, readableDocuments, readablePassages, searchReadablePassages, type Passage, type ReadableDocument} from './corpus.js'
import {MESSAGES} from './messages.js'
import {createPrompt, type PromptKind, type PromptOption} from './prompt-store.js'
import type {Language} from './text.js'

/** What the user asked for. `target` is the document name as written in the query. */
export type Intent = {kind: 'ask'} | {kind: 'delete'; target: string} | {kind: 'summarise'; target: string}

export interface PipelineState {
  conversation_id: string
  query: string
  language: Language
  intent: Intent
  /** Absent: every readable document. null: the user's space-less documents. Otherwise a space id. */
  scope?: null | string
  /** The document the request is about, once known (summarise, delete). */
  document_id?: number
  /** The answer to the delete confirmation. */
  decision?: 'approve' | 'reject'
  /** Which question the pipeline is paused on. */
  awaiting?: 'confirm' | 'document' | 'space'
}

/** Where the pipeline writes its events (an SSE response, or an array in tests). */
export type Emit = (event: string, data: unknown) => void

/** The option value that stands for the user's documents outside any space. */
export const PERSONAL_SCOPE = 'personal'

/** How close (relative to the best hit) a space's best hit must be for that space to compete. */
const COMPETING_SPACE_RATIO = 0.5
/** How many hits are looked at to decide whether the question spans several spaces. */
const SPACE_WINDOW = 8

const PATTERNS: {kind: 'delete' | 'summarise'; re: RegExp}[] = [
  {kind: 'delete', re: /^(?:please\s+)?(?:delete|remove)\s+(?:the\s+)?(?:(?:document|file)\s+)?(.+?)[\s.!?]*$/iu},
  {kind: 'delete', re: /^(?:(?:peux-tu|pouvez-vous|merci de)\s+)?(?:supprimer?z?|effacer?z?)\s+(?:(?:le|la|les)\s+|l['’]\s*)?(?:(?:document|fichier)\s+)?(.+?)[\s.!?]*$/iu},
  {kind: 'summarise', re: /^(?:please\s+)?(?:summari[sz]e|give me a summary of|summary of)\s+(?:the\s+)?(?:(?:document|file)\s+)?(.+?)[\s.!?]*$/iu},
  {kind: 'summarise', re: /^(?:(?:peux-tu|pouvez-vous)\s+)?(?:fais un r[ée]sum[ée] d[eu]|r[ée]sum[ée] d[eu]|r[ée]sumer?z?)\s+(?:(?:le|la|les)\s+|l['’]\s*)?(?:(?:document|fichier)\s+)?(.+?)[\s.!?]*$/iu},
]

/** Reads the intent of a query: "delete X" / "supprime X", "summarise X" / "résume X", else a question. */
export function parseIntent(query: string): Intent {
  const text = query.trim()
  for (const {kind, re} of PATTERNS) {
    const match = re.exec(text)
    if (match?.[1]?.trim()) return {kind, target: match[1].trim()}
  }

  return {kind: 'ask'}
}

/** Applies a (validated) prompt answer to the state it paused with. */
export function applyResponse(state: PipelineState, value: string): PipelineState {
  const next: PipelineState = {...state, awaiting: undefined}
  if (state.awaiting === 'space') next.scope = value === PERSONAL_SCOPE ? null : value
  else if (state.awaiting === 'document') next.document_id = Number(value)
  else if (state.awaiting === 'confirm') next.decision = value === 'approve' ? 'approve' : 'reject'
  return next
}

export interface PipelineContext {
  app: AppContext
  user: User
  emit: Emit
}

/** Runs the pipeline until it answers (`message`… `sources`, `done`) or pauses (`chat_prompt`). */
export async function runPipeline(ctx: PipelineContext, state: PipelineState): Promise<void> {
  if (state.intent.kind === 'ask') return ask(ctx, state)
  return aboutDocument(ctx, state, state.intent)
}

async function ask(ctx: PipelineContext, state: PipelineState): Promise<void> {
  const {app, user} = ctx
  // The full-text index finds the candidate pages; BM25 ranks their passages (its idf is then over
  // the candidates, which all share a query term: what matters is which terms are rare among them).
  const passages = await searchReadablePassages(app.db, user.id, state.query, state.scope)
  const index = new Bm25Index<Passage>(passages, (p) => p.passage)
  const hits = index.search(state.query, 20)
  if (state.scope === undefined) {
    const spaces = competingSpaces(hits)
    if (spaces.length > 1) {
      const options = spaces.map((s) => ({description: MESSAGES.matchCount(state.language, s.count), label: s.label(state.language), value: s.value}))
      return await pause(ctx, state, 'space', 'select', MESSAGES.whichSpace(state.language), options)
    }
  }

  return answer(ctx, state, extractiveAnswer(state.query, hits, (t) => index.idf(t), state.language))
}

/** The spaces (and the space-less group) whose best hit is close to the overall best, best first. */
function competingSpaces(hits: Scored<Passage>[]): {value: string; count: number; label: (l: Language) => string}[] {
  if (hits.length === 0) return []
  const top = hits[0].score
  const groups = new Map<string, {best: number; count: number; name: null | string}>()
  for (const hit of hits.slice(0, SPACE_WINDOW)) {
    const key = hit.item.space_id ?? PERSONAL_SCOPE
    const group = groups.get(key) ?? {best: 0, count: 0, name: hit.item.space_name}
    group.best = Math.max(group.best, hit.score)
    group.count++
    groups.set(key, group)
  }

  return [...groups.entries()]
    .filter(([, g]) => g.best >= top * COMPETING_SPACE_RATIO)
    .sort((a, b) => b[1].best - a[1].best)
    .map(([value, g]) => ({count: g.count, label: (l: Language) => (value === PERSONAL_SCOPE ? MESSAGES.personalSpace(l) : (g.name ?? value)), value}))
}

async function aboutDocument(ctx: PipelineContext, state: PipelineState, intent: {kind: 'delete' | 'summarise'; target: string}): Promise<void> {
  const {app, user} = ctx
  const l = state.language
  if (state.document_id === undefined) {
    let candidates = matchDocuments(await readableDocuments(app.db, user.id, state.scope), intent.target)
    if (candidates.length === 0) return answer(ctx, state, {answer: MESSAGES.noSuchDocument(l, intent.target), sources: []})
    if (intent.kind === 'delete') {
      const allowed = await Promise.all(candidates.map((d) => canDelete(app.db, user, d)))
      const deletable = candidates.filter((_d, index) => allowed[index])
      if (deletable.length === 0) return answer(ctx, state, {answer: MESSAGES.notAllowedToDelete(l, candidates[0].file_name, candidates[0].id), sources: []})
      candidates = deletable
    }

    const spaces = groupBySpace(candidates)
    if (state.scope === undefined && candidates.length > 1 && spaces.length > 1) {
      const options = spaces.map((s) => ({
        description: MESSAGES.documentCount(l, s.docs.length),
        label: s.key === PERSONAL_SCOPE ? MESSAGES.personalSpace(l) : (s.docs[0].space_name ?? s.key),
        value: s.key,
      }))
      return await pause(ctx, state, 'space', 'select', MESSAGES.whichSpace(l), options)
    }

    if (candidates.length > 1) {
      const options = candidates.map((d) => ({description: MESSAGES.documentDescription(l, d.id, d.space_name, d.num_pages), label: d.file_name, value: String(d.id)}))
      return await pause(ctx, state, 'document', 'select', MESSAGES.whichDocument(l, intent.target), options)
    }

    state = {...state, document_id: candidates[0].id}
  }

  const doc = await readableDocument(app.db, user.id, state.document_id!)
  if (!doc) return answer(ctx, state, {answer: MESSAGES.documentGone(l, intent.target, state.document_id!), sources: []})
  if (intent.kind === 'summarise') {
    return answer(ctx, state, extractiveSummary(doc.file_name, await readablePassages(app.db, user.id, undefined, doc.id), l))
  }

  return deleteFlow(ctx, state, doc)
}

async function deleteFlow(ctx: PipelineContext, state: PipelineState, doc: ReadableDocument): Promise<void> {
  const l = state.language
  if (state.decision === undefined) {
    if (!await canDelete(ctx.app.db, ctx.user, doc)) return answer(ctx, state, {answer: MESSAGES.notAllowedToDelete(l, doc.file_name, doc.id), sources: []})
    const options = [
      {label: MESSAGES.approveLabel(l), value: 'approve'},
      {label: MESSAGES.rejectLabel(l), value: 'reject'},
    ]
    return await pause(ctx, state, 'confirm', 'confirm', MESSAGES.confirmDelete(l, doc.file_name, doc.id, doc.space_name), options)
  }

  if (state.decision === 'reject') return answer(ctx, state, {answer: MESSAGES.nothingDeleted(l, doc.file_name, doc.id), sources: []})
  const outcome = await deleteDocumentAs(ctx.app, ctx.user, doc.id)
  const text =
    outcome === 'deleted'
      ? MESSAGES.deleted(l, doc.file_name, doc.id)
      : outcome === 'forbidden'
        ? MESSAGES.notAllowedToDelete(l, doc.file_name, doc.id)
        : MESSAGES.documentGone(l, doc.file_name, doc.id)
  return answer(ctx, state, {answer: text, sources: []})
}

function groupBySpace(docs: ReadableDocument[]): {key: string; docs: ReadableDocument[]}[] {
  const groups = new Map<string, ReadableDocument[]>()
  for (const doc of docs) {
    const key = doc.space_id ?? PERSONAL_SCOPE
    groups.set(key, [...(groups.get(key) ?? []), doc])
  }

  // The space with the most matching documents first (pick-first takes it).
  return [...groups.entries()].map(([key, list]) => ({docs: list, key})).sort((a, b) => b.docs.length - a.docs.length)
}

/** Stores the prompt with the state to continue from, and ends this stream with `chat_prompt`. */
async function pause(ctx: PipelineContext, state: PipelineState, awaiting: NonNullable<PipelineState['awaiting']>, kind: PromptKind, message: string, options: PromptOption[]): Promise<void> {
  const payload = await createPrompt(ctx.app.db, {conversationId: state.conversation_id, kind, message, options, state: {...state, awaiting}, userId: ctx.user.id})
  ctx.emit('chat_prompt', payload)
}

/** Streams the answer in small `message` deltas, then `sources`, records it, and ends with `done`. */
async function answer(ctx: PipelineContext, state: PipelineState, result: Answer): Promise<void> {
  for (const delta of chunks(result.answer)) {
    ctx.emit('message', {delta})
    // Yield between deltas so that they leave as separate writes, as a generator would produce them.
    await new Promise((resolve) => setImmediate(resolve))
  }

  ctx.emit('sources', {sources: result.sources})
  await addMessage(ctx.app.db, state.conversation_id, 'assistant', result.answer, result.sources)
  ctx.emit('done', {answer: result.answer, conversation_id: state.conversation_id, sources: result.sources})
}
