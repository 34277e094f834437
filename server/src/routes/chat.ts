/**
 * Chat over SSE (docs/protocol.md, "Chat"):
 * - POST /api/v1/chat {query, space_id?, language?, conversation_id?} → text/event-stream
 * - POST /api/agent-resume {correlation_id, response: {value}} → a fresh stream continuing the pipeline
 * Every client mistake is a 4xx problem+json before the stream starts; once it has started, a failure
 * is an `error` event followed by `done`, never a silently cut stream.
 */
import type {AppContext} from '../app.js'
import type {Router} from '../http/router.js'
import type {ServerResponse} from 'node:http'

import createDebug from 'debug'

import {authenticate, type User} from '../auth.js'
import {addMessage, openConversation} from '../chat/conversations.js'
import {MESSAGES} from '../chat/messages.js'
import {applyResponse, parseIntent, runPipeline, type PipelineState} from '../chat/pipeline.js'
import {claimPrompt} from '../chat/prompt-store.js'
import {isSpaceMember} from '../chat/corpus.js'
import {detectLanguage, type Language} from '../chat/text.js'
import {readJson, startSse} from '../http/io.js'
import {badRequest, notFound} from '../http/problem.js'
import {requireUuid} from '../http/validate.js'

const debug = createDebug('svc-server:chat')

/** The longest query accepted, in characters. */
const MAX_QUERY = 4000

export function registerChatRoutes(router: Router, app: AppContext): void {
  router.post('/api/v1/chat', async ({req, res}) => {
    const {user} = authenticate(app.db, req)
    const body = asObject(await readJson(req))
    if (typeof body.query !== 'string' || !body.query.trim()) throw badRequest('query must be a non-empty string.', 'invalid_query')
    const query = body.query.trim()
    if (query.length > MAX_QUERY) throw badRequest(`query must be at most ${MAX_QUERY} characters, got ${query.length}.`, 'invalid_query')
    let scope: string | undefined
    if (body.space_id !== undefined && body.space_id !== null) {
      scope = requireUuid(body.space_id, 'space_id')
      // A space the user is not a member of is reported like a missing one.
      if (!isSpaceMember(app.db, user.id, scope)) throw notFound(`Space ${scope} does not exist or you are not a member of it.`, 'space_not_found')
    }

    if (body.language !== undefined && body.language !== 'fr' && body.language !== 'en') {
      throw badRequest(`language must be "fr" or "en", got ${JSON.stringify(body.language)}.`, 'invalid_language')
    }

    if (body.conversation_id !== undefined && (typeof body.conversation_id !== 'string' || !body.conversation_id)) {
      throw badRequest('conversation_id must be a non-empty string.', 'invalid_conversation_id')
    }

    const conversationId = openConversation(app.db, user.id, body.conversation_id as string | undefined)
    const language = (body.language as Language | undefined) ?? detectLanguage(query)
    const state: PipelineState = {conversation_id: conversationId, intent: parseIntent(query), language, query}
    if (scope !== undefined) state.scope = scope
    addMessage(app.db, conversationId, 'user', query)
    await stream(app, res, user, state)
  })

  router.post('/api/agent-resume', async ({req, res}) => {
    const {user} = authenticate(app.db, req)
    const body = asObject(await readJson(req))
    if (typeof body.correlation_id !== 'string' || !body.correlation_id) {
      throw badRequest('correlation_id must be a non-empty string (the chat_prompt event carries it).', 'invalid_correlation_id')
    }

    const response = body.response
    if (!response || typeof response !== 'object' || Array.isArray(response) || typeof (response as {value?: unknown}).value !== 'string') {
      throw badRequest('response must be an object {"value": "<one of the prompt\'s option values>"}.', 'invalid_response')
    }

    const claimed = claimPrompt(app.db, user.id, body.correlation_id, (response as {value: string}).value)
    await stream(app, res, user, applyResponse(claimed.state, claimed.value))
  })
}

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.', 'invalid_body')
  return body as Record<string, unknown>
}

/** Runs the pipeline on an SSE response. A failure after the headers becomes `error` + `done`. */
async function stream(app: AppContext, res: ServerResponse, user: User, state: PipelineState): Promise<void> {
  const emit = startSse(res)
  try {
    await runPipeline({app, emit, user}, state)
  } catch (error) {
    debug('chat pipeline failed: %O', error)
    process.stderr.write(`svc-server: chat pipeline failed: ${(error as Error).message ?? error} (DEBUG=svc-server:chat for the stack)\n`)
    emit('error', {code: 'internal_error', message: MESSAGES.internalError(state.language)})
    emit('done', {answer: '', conversation_id: state.conversation_id, sources: []})
  } finally {
    res.end()
  }
}
