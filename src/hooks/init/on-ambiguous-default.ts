import type {Hook} from '@oclif/core'

import {defaultOnAmbiguous, isOnAmbiguous, ON_AMBIGUOUS_ENV} from '../../lib/on-ambiguous.js'
import {fd0IsTTY} from '../../lib/tty.js'

/**
 * Sets the `--on-ambiguous` default for every command, third-party plugins' included: when the
 * user has not chosen a policy (flag or SVC_ON_AMBIGUOUS), SVC_ON_AMBIGUOUS becomes `prompt` if
 * standard input is a TTY and `fail` otherwise. Commands read it through the flag's `env`, or
 * through `resolveOnAmbiguous()` when they do not declare the flag (which falls back to the TTY rule
 * for a value that is no mode).
 *
 * It runs on every start (`svc --version` too): it imports only dependency-free modules and asks
 * fd0IsTTY() rather than creating process.stdin (README, "Start-up levers").
 */
const hook: Hook.Init = async function () {
  const value = process.env[ON_AMBIGUOUS_ENV]?.trim()
  if (isOnAmbiguous(value)) return
  // A value that is no mode is the user's mistake, not an absent choice: it is left as it is, so
  // that the commands with --on-ambiguous refuse it (exit 2) like the same flag on the command line.
  if (value) return
  process.env[ON_AMBIGUOUS_ENV] = defaultOnAmbiguous(fd0IsTTY())
}

export default hook
