/**
 * Every exit code svc uses, in one place. Commands never call process.exit with a literal:
 * they throw an SvcError carrying one of these, and the base command turns it into the exit status.
 */
export const ExitCode = {
  /** The command did what was asked. */
  Success: 0,
  /** A failure: HTTP 4xx/5xx after retries, permission denied, a failed run, a HITL pause under `fail`. */
  Failure: 1,
  /** A usage error: an invalid flag value, a missing argument, an unknown flag. */
  Usage: 2,
  /** No usable credentials: no key at all, or a service key. */
  Auth: 4,
  /** Interrupted by Ctrl-C (SIGINT). */
  Interrupted: 130,
} as const

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode]
