/**
 * Pending chat prompts (HITL), stored in SQLite with the pipeline state needed to continue, so
 * that they survive a restart. A prompt expires (1 h by default, SVC_CHAT_PROMPT_TTL_SECONDS)
 * and can be answered once: the answer is claimed with a conditional UPDATE, so two concurrent
 * resumes cannot both continue the pipeline.
 */
import {randomBytes} from 'node:crypto'

import type {Db} from '../db/database.js'

import {badRequest, HttpProblem, notFound} from '../http/problem.js'
import type {PipelineState} from './pipeline.js'

export interface PromptOption {
  value: string
  label: string
  description?: string
}

export type PromptKind = 'confirm' | 'select'

/** The `chat_prompt` event payload (docs/protocol.md, "Chat"). */
export interface ChatPromptPayload {
  type: 'choice'
  correlation_id: string
  message: string
  config: {kind: PromptKind; options: PromptOption[]}
  conversation_id: string
  expires_at: string
}

interface PromptRow {
  correlation_id: string
  user_id: string
  conversation_id: string
  kind: PromptKind
  message: string
  options: string
  state: string
  created_at: string
  expires_at: string
  answered_at: null | string
}

const DEFAULT_TTL_SECONDS = 3600

/** How long a prompt may wait for its answer. */
export function promptTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.SVC_CHAT_PROMPT_TTL_SECONDS)
  return (Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_TTL_SECONDS) * 1000
}

/** Stores a prompt and returns its event payload. Correlation ids are opaque random strings. */
export function createPrompt(
  db: Db,
  input: {userId: string; conversationId: string; kind: PromptKind; message: string; options: PromptOption[]; state: PipelineState},
  now = new Date(),
): ChatPromptPayload {
  const correlationId = `cp_${randomBytes(18).toString('base64url')}`
  const expiresAt = new Date(now.getTime() + promptTtlMs()).toISOString()
  db.prepare(
    `INSERT INTO chat_prompts (correlation_id, user_id, conversation_id, kind, message, options, state, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(correlationId, input.userId, input.conversationId, input.kind, input.message, JSON.stringify(input.options), JSON.stringify(input.state), now.toISOString(), expiresAt)
  return {
    config: {kind: input.kind, options: input.options},
    conversation_id: input.conversationId,
    correlation_id: correlationId,
    expires_at: expiresAt,
    message: input.message,
    type: 'choice',
  }
}

export interface ClaimedPrompt {
  state: PipelineState
  value: string
  conversationId: string
}

/**
 * Checks an answer and claims the prompt for it, in the order of docs/protocol.md: unknown (or
 * another user's) → 404, already answered → 409, expired → 410, value not among the options → 400.
 * An invalid value does not use the prompt up.
 */
export function claimPrompt(db: Db, userId: string, correlationId: string, value: string, now = new Date()): ClaimedPrompt {
  const row = db.prepare('SELECT * FROM chat_prompts WHERE correlation_id = ?').get(correlationId) as PromptRow | undefined
  // Another user's prompt is reported exactly like an unknown one: its existence is not revealed.
  if (!row || row.user_id !== userId) throw notFound(`No pending chat prompt has correlation_id ${JSON.stringify(correlationId)}.`, 'prompt_not_found')
  if (row.answered_at) throw new HttpProblem(409, 'prompt_already_answered', `The chat prompt ${correlationId} was already answered at ${row.answered_at}.`)
  if (Date.parse(row.expires_at) <= now.getTime()) {
    throw new HttpProblem(410, 'prompt_expired', `The chat prompt ${correlationId} expired at ${row.expires_at}; ask the question again.`)
  }

  const options = JSON.parse(row.options) as PromptOption[]
  const allowed = options.map((o) => o.value)
  if (!allowed.includes(value)) {
    throw badRequest(`response.value must be one of: ${allowed.join(', ')}; got ${JSON.stringify(value)}.`, 'invalid_response_value', {allowed_values: allowed})
  }

  const claimed = db
    .prepare('UPDATE chat_prompts SET answered_at = ?, response_value = ? WHERE correlation_id = ? AND answered_at IS NULL')
    .run(now.toISOString(), value, correlationId)
  if (Number(claimed.changes) !== 1) throw new HttpProblem(409, 'prompt_already_answered', `The chat prompt ${correlationId} was already answered.`)
  return {conversationId: row.conversation_id, state: JSON.parse(row.state) as PipelineState, value}
}
