import type {Hook} from '@oclif/core'

import {defaultOnAmbiguous, isOnAmbiguous, ON_AMBIGUOUS_ENV} from '../../lib/hitl.js'

/**
 * Sets the `--on-ambiguous` default for every command, third-party plugins' included: when the
 * user has not chosen a policy (flag or SVC_ON_AMBIGUOUS), SVC_ON_AMBIGUOUS becomes `prompt` if
 * standard input is a TTY and `fail` otherwise. Commands read it through the flag's `env`, or
 * through `resolveOnAmbiguous()` when they do not declare the flag.
 */
const hook: Hook.Init = async function () {
  if (isOnAmbiguous(process.env[ON_AMBIGUOUS_ENV])) return
  process.env[ON_AMBIGUOUS_ENV] = defaultOnAmbiguous(Boolean(process.stdin.isTTY))
}

export default hook
