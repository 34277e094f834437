/**
 * Pending chat prompts (HITL), stored in SQLite with the pipeline state needed to continue, so
 * that they survive a restart. A prompt expires (1 h by default, SVC_CHAT_PROMPT_TTL_SECONDS)
 * and can be answered once: the answer is claimed with a conditional UPDATE, so two concurrent
 * resumes cannot both continue the pipeline.
 */
import {randomBytes} from 'node:crypto'

import {changed, type Db} from '../db/database.js'

import {badRequest, HttpProblem, notFound} from '../http/problem.js'
import type {PipelineState} from './pipeline.js'
import type {Selectable} from 'kysely'
import type {ChatPromptsTable} from '../db/schema.js'

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

/** A row of `chat_prompts` (db/schema.ts). */
type PromptRow = Selectable<ChatPromptsTable>

const DEFAULT_TTL_SECONDS = 3600

/** How long a prompt may wait for its answer. */
export function promptTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.SVC_CHAT_PROMPT_TTL_SECONDS)
  return (Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_TTL_SECONDS) * 1000
}

/** Stores a prompt and returns its event payload. Correlation ids are opaque random strings. */
export async function createPrompt(
  db: Db,
  input: {userId: string; conversationId: string; kind: PromptKind; message: string; options: PromptOption[]; state: PipelineState},
  now = new Date(),
): Promise<ChatPromptPayload> {
  const correlationId = `cp_${randomBytes(18).toString('base64url')}`
  const expiresAt = new Date(now.getTime() + promptTtlMs()).toISOString()
  await db
    .insertInto('chat_prompts')
    .values({
      conversation_id: input.conversationId,
      correlation_id: correlationId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      kind: input.kind,
      message: input.message,
      options: JSON.stringify(input.options),
      state: JSON.stringify(input.state),
      user_id: input.userId,
    })
    .execute()
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
export async function claimPrompt(db: Db, userId: string, correlationId: string, value: string, now = new Date()): Promise<ClaimedPrompt> {
  const row: PromptRow | undefined = await db.selectFrom('chat_prompts').selectAll().where('correlation_id', '=', correlationId).executeTakeFirst()
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

  const claimed = await db
    .updateTable('chat_prompts')
    .set({answered_at: now.toISOString(), response_value: value})
    .where('correlation_id', '=', correlationId)
    .where('answered_at', 'is', null)
    .executeTakeFirst()
  if (changed(claimed) !== 1) throw new HttpProblem(409, 'prompt_already_answered', `The chat prompt ${correlationId} was already answered.`)
  return {conversationId: row.conversation_id, state: JSON.parse(row.state) as PipelineState, value}
}
