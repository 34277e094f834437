import {Errors} from '@oclif/core'

import {ExitCode, type ExitCodeValue} from './exit-codes.js'
import {terminalSafe} from './terminal-text.js'

export interface SvcErrorOptions {
  /** Exit status of the process. */
  exit?: ExitCodeValue | number
  /** Machine-readable code, e.g. `E_NOT_FOUND`, `E_SERVICE_KEY`. */
  code?: string
  /** Lines printed after the error message, telling the user what to do. */
  suggestions?: string[]
  /** HTTP status of the failed request, when the error came from the service. */
  status?: number
  /** The request that failed (URL without secrets), for debug output. */
  request?: {method: string; url: string}
  cause?: unknown
}

/**
 * The one error class of svc. It carries the exit code (`oclif.exit`), so that the base command
 * and oclif's handler agree on it, and it prints as one line plus optional hints. Its message and
 * hints often quote the service (a problem's detail, a file name, a tool's refusal), so they are
 * made terminal-safe here, whoever builds the error (see terminal-text.ts).
 */
export class SvcError extends Errors.CLIError {
  readonly request?: {method: string; url: string}
  readonly status?: number
  readonly suggestions: string[]

  constructor(message: string, options: SvcErrorOptions = {}) {
    super(terminalSafe(message), {exit: options.exit ?? ExitCode.Failure, code: options.code})
    this.name = 'SvcError'
    this.status = options.status
    this.request = options.request
    this.suggestions = (options.suggestions ?? []).map((suggestion) => terminalSafe(suggestion))
    if (options.cause !== undefined) (this as {cause?: unknown}).cause = options.cause
  }

  get exitCode(): number {
    return this.oclif.exit ?? ExitCode.Failure
  }
}

export function usageError(message: string, suggestions: string[] = []): SvcError {
  return new SvcError(message, {code: 'E_USAGE', exit: ExitCode.Usage, suggestions})
}

export function authError(message: string, suggestions: string[] = []): SvcError {
  return new SvcError(message, {code: 'E_AUTH', exit: ExitCode.Auth, suggestions})
}

export function failure(message: string, suggestions: string[] = [], code = 'E_FAILED'): SvcError {
  return new SvcError(message, {code, exit: ExitCode.Failure, suggestions})
}

export class InterruptedError extends SvcError {
  constructor(message = 'Interrupted.', suggestions: string[] = []) {
    super(message, {code: 'E_INTERRUPTED', exit: ExitCode.Interrupted, suggestions})
  }
}

const PARSE_ERROR_NAMES = new Set([
  'ArgInvalidOptionError',
  'CLIParseError',
  'FailedFlagValidationError',
  'FlagInvalidOptionError',
  'InvalidArgsSpecError',
  'NonExistentFlagsError',
  'RequiredArgsError',
  'UnexpectedArgsError',
])

/** Whether an error came from oclif's argument parser (a usage error, exit 2). */
export function isParseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return PARSE_ERROR_NAMES.has(error.constructor.name) || 'parse' in error
}

/**
 * Normalises anything thrown into an SvcError with the right exit code.
 * Prompt cancellation (Ctrl-C inside a prompt) becomes exit 130.
 */
export function toSvcError(error: unknown): SvcError {
  if (error instanceof Error) cleanParseMessage(error)
  if (error instanceof SvcError) return error
  if (error instanceof Error && error.name === 'ExitPromptError') return new InterruptedError()
  if (error instanceof Error && error.name === 'AbortPromptError') return new InterruptedError()
  if (isParseError(error)) {
    const message = (error as Error).message
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !/^See more help with --help/.test(l))
      .join(' ')
      .replace(/: (\S+)\s{2,}/, ': $1 — ')
    return usageError(message, ['See more help with --help.'])
  }

  if (error instanceof Errors.CLIError) {
    return new SvcError(firstLine(error.message), {cause: error, exit: error.oclif?.exit ?? ExitCode.Failure})
  }

  const message = error instanceof Error ? error.message : String(error)
  return new SvcError(firstLine(message) || 'Unexpected error.', {cause: error})
}

/**
 * An error thrown while parsing the command line: a usage error (exit 2). An SvcError keeps its
 * own exit code (a flag's parser may choose one); anything else keeps its message.
 */
export function toUsageError(error: unknown): SvcError {
  if (error instanceof SvcError) return error
  const svcError = toSvcError(error)
  if (svcError.exitCode === ExitCode.Usage) return svcError
  return usageError(svcError.message, ['See more help with --help.'])
}

/**
 * oclif wraps an error thrown while parsing a flag as "Parsing --flag \n\t<message>\nSee more help
 * with --help" (mutating the original error). Keep one line: "--flag: <message>", or the original
 * message when it already names the flag.
 */
function cleanParseMessage(error: Error): void {
  const match = /^Parsing --([\w-]+)\s*\n\t([\s\S]*?)\n?See more help with --help$/.exec(error.message)
  if (!match) return
  const inner = match[2].trim()
  error.message = inner.includes(`--${match[1]}`) ? inner : `--${match[1]}: ${inner}`
  // Mark it as a parse error, so that a plain Error from a flag parser maps to a usage error (exit 2).
  Object.assign(error, {parse: (error as {parse?: unknown}).parse ?? {}})
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  )
}
