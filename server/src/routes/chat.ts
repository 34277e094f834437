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
import {recordQuestion} from '../chat/conversations.js'
import {MESSAGES} from '../chat/messages.js'
import {applyResponse, parseIntent, runPipeline, type PipelineState} from '../chat/pipeline.js'
import {claimPrompt} from '../chat/prompt-store.js'
import {isSpaceMember} from '../chat/corpus.js'
import {detectLanguage, type Language} from '../chat/text.js'
import {readJson, startSse} from '../http/io.js'
import {routes} from '../http/api.js'
import {notFound} from '../http/problem.js'
import {parseBody} from '../http/schema.js'

const debug = createDebug('svc-server:chat')

export function registerChatRoutes(router: Router, app: AppContext): void {
  router.post('/api/v1/chat', async ({req, res}) => {
    const {user} = await authenticate(app.db, req)
    const body = parseBody(routes.chat, await readJson(req))
    const query = body.query
    const scope = body.space_id ?? undefined
    // A space the user is not a member of is reported like a missing one.
    if (scope !== undefined && !await isSpaceMember(app.db, user.id, scope)) throw notFound(`Space ${scope} does not exist or you are not a member of it.`, 'space_not_found')
    const conversationId = await recordQuestion(app.db, user.id, body.conversation_id, query)
    const language: Language = body.language ?? detectLanguage(query)
    const state: PipelineState = {conversation_id: conversationId, intent: parseIntent(query), language, query}
    if (scope !== undefined) state.scope = scope
    await stream(app, res, user, state)
  })

  router.post('/api/agent-resume', async ({req, res}) => {
    const {user} = await authenticate(app.db, req)
    const body = parseBody(routes.agentResume, await readJson(req))
    const claimed = await claimPrompt(app.db, user.id, body.correlation_id, body.response.value)
    await stream(app, res, user, applyResponse(claimed.state, claimed.value))
  })
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
