/**
 * The MCP server of the service: tools `validate_dossier` and `update_spaces` (admin-only).
 * One server per HTTP request (stateless Streamable HTTP), bound to the caller authenticated
 * by X-API-Key before the MCP layer ran.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js'
import type {CallToolResult, ServerNotification} from '@modelcontextprotocol/sdk/types.js'

import type {AppContext} from '../app.js'
import type {Principal} from '../auth.js'
import {message, ToolError} from '../runs/messages.js'
import {runManager} from '../runs/manager.js'
import {CallNotifier, type Notification} from './notifier.js'
import {updateSpacesInput, updateSpacesOutput, validateDossierInput, validateDossierOutput} from './schemas.js'
import {updateSpaces} from './update-spaces.js'

/** `_meta` key carrying a tool error's machine-readable code (conflict, not_found, forbidden, ...). */
export const ERROR_CODE_META = 'svc.dev/error_code'

const VERSION = '1.2.0'

function toolError(error: ToolError): CallToolResult {
  return {_meta: {[ERROR_CODE_META]: error.code}, content: [{text: error.message, type: 'text'}], isError: true}
}

function structured<T extends Record<string, unknown>>(value: T): CallToolResult & {structuredContent: T} {
  return {content: [{text: JSON.stringify(value), type: 'text'}], structuredContent: value}
}

export function createMcpServer(app: AppContext, principal: Principal): McpServer {
  const server = new McpServer(
    {name: 'svc', title: 'svc document and dossier validation service', version: VERSION},
    {
      capabilities: {tools: {}},
      instructions:
        'validate_dossier validates the dossier held by one space. Events stream as notifications/svc/event {run_id, seq, event, data}. ' +
        'When the result status is paused, answer the prompt: upload a missing document then re-call with run_id (Mode A), ' +
        'or re-call with run_id and hitl_response (Mode B). The report: GET /api/v1/reports/<run_id>?format=json|markdown.',
    },
  )

  server.registerTool(
    'validate_dossier',
    {
      annotations: {idempotentHint: false, openWorldHint: false, readOnlyHint: false, title: 'Validate a dossier'},
      description:
        'Classifies every document of the dossier (a space), runs the N1 per-thematic requirements and the N2 cross-document rules, ' +
        'and produces a report. Streams validate:* events (notifications/svc/event). May pause (status paused, prompt = chat_prompt form) ' +
        'for a missing document, a classification correction or a rule clarification; resume by re-calling with run_id. ' +
        'A re-call with the run_id of a running run follows it; of a complete run returns its status; of a failed run retries it.',
      inputSchema: validateDossierInput,
      outputSchema: validateDossierOutput,
      title: 'Validate a dossier',
    },
    async (args, extra) => {
      const notifier = new CallNotifier(
        (notification: Notification) => extra.sendNotification(notification as unknown as ServerNotification),
        extra._meta?.progressToken,
      )
      extra.signal.addEventListener('abort', () => notifier.close(), {once: true})
      try {
        const result = await runManager(app).call(principal.user, args, notifier, extra.signal)
        await notifier.drain()
        return structured({...result})
      } catch (error) {
        await notifier.drain()
        if (error instanceof ToolError) return toolError(error)
        throw error
      } finally {
        notifier.close()
      }
    },
  )

  server.registerTool(
    'update_spaces',
    {
      annotations: {destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false, title: 'Rebuild the document-to-space mapping'},
      description:
        'Admin-only. Rebuilds the document-to-space mapping from folder ownership (a space root folder -> that space; a home folder -> no space) and returns counts.',
      inputSchema: updateSpacesInput,
      outputSchema: updateSpacesOutput,
      title: 'Rebuild the document-to-space mapping',
    },
    async (args) => {
      if (!principal.user.is_admin) return toolError(new ToolError('admin_only', `${message('not_admin', 'en')} / ${message('not_admin', 'fr')}`))
      return structured({...(await updateSpaces(app.db, {dryRun: args.dry_run}))})
    },
  )

  return server
}
