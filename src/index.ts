/**
 * The public API of the svc CLI, for plugin authors (see docs/plugins.md).
 * Everything exported here is stable within a major version; additions are backwards compatible.
 */
export {SvcCommand, silentFlag, type SvcArgs, type SvcFlags} from './lib/base-command.js'
// The oclif flag and argument builders, so that a plugin can depend on @svc/cli alone and share its oclif.
export {Args, Flags} from '@oclif/core'
export {ExitCode, type ExitCodeValue} from './lib/exit-codes.js'
export {SvcError, authError, failure, usageError, toSvcError, isParseError, InterruptedError, type SvcErrorOptions} from './lib/errors.js'
export {ApiClient, type ApiClientOptions, type RequestOptions} from './lib/http.js'
export {loadSettings, assertSafeTransport, DEFAULT_URL, type ServiceSettings} from './lib/settings.js'
export {resolveApiKey, assertUserKey, type ResolvedKey, type KeySource} from './lib/auth.js'
export {keyType, isServiceKey, maskKey, redact, type KeyType} from './lib/api-key.js'
export {formatFlag, onAmbiguousFlag, integerFlag} from './lib/flags.js'
export {
  ON_AMBIGUOUS_ENV,
  ON_AMBIGUOUS_MODES,
  VALIDATE_MODES,
  defaultOnAmbiguous,
  isOnAmbiguous,
  resolveOnAmbiguous,
  pickFirst,
  type ChatPrompt,
  type FormField,
  type OnAmbiguous,
} from './lib/hitl.js'
export {readSse, type SseEvent} from './lib/sse.js'
export {
  renderJson,
  renderRows,
  renderRecord,
  renderTable,
  renderMarkdown,
  humanSize,
  cell,
  terminalWidth,
  bold,
  dim,
  red,
  green,
  yellow,
  cyan,
  FORMATS,
  type Column,
  type Format,
} from './lib/output.js'
export {stdinIsTTY, canPrompt, colorEnabled} from './lib/tty.js'
// Prompts render on stderr, refuse to run without a TTY (naming the flag to use instead) and load @inquirer/prompts on first use.
export {confirm, input, password, select} from './lib/prompts.js'
export * as documents from './lib/documents.js'
// The chat client: one question through every prompt (runChat), the stream reader, the policies, the session loop.
export * as chat from './lib/chat.js'
export {runChatSession, lineQueries, terminalQueries, type ChatSessionOptions} from './lib/chat-session.js'
// Dossier validation: the pure event renderer (also driven by the benchmark), the client loop with its
// injectable I/O, the MCP tool call, and the form renderer. Heavy modules (the MCP SDK, inquirer) load on first use.
export {
  ValidateRenderer,
  renderValidateEvents,
  syntheticValidateStream,
  measureRenderThroughput,
  GLYPHS,
  type ValidateEvent,
  type RenderOptions,
} from './lib/validate-render.js'
export {runValidation, resumeCommand, type ValidateOptions, type ValidateDeps, type ValidatePolicy, type PauseSummary} from './lib/validate-run.js'
export {callValidateTool, ToolCallError, StreamBrokenError, type McpTarget, type SvcEvent, type ValidateToolArgs, type ValidateToolResult} from './lib/mcp-client.js'
export {askForm, checkFilePath} from './lib/forms.js'
