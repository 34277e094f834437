import {SvcCommand, silentFlag} from '../../lib/base-command.js'
import {authError} from '../../lib/errors.js'
import {login, readKeyFromStdin} from '../../lib/me.js'
import {maskKey} from '../../lib/api-key.js'
import {password} from '../../lib/prompts.js'
import {canPrompt, stdinIsTTY} from '../../lib/tty.js'
import {terminalSafe} from '../../lib/terminal-text.js'

export default class AuthLogin extends SvcCommand<typeof AuthLogin> {
  static requiresAuth = false
  static summary = 'Store an API key in ~/.svc/credentials.'
  static description = `Reads a user key (<prefix>_live_* or <prefix>_test_*) from a hidden prompt, or from standard input when it is piped, checks it (GET /api/v1/me when the service has it, else GET /api/v1/documents?limit=1), and stores it with mode 0600. Service keys are refused (exit 4); a key the service rejects is not stored (exit 1). SVC_API_KEY, when set, still takes precedence over the stored key.`
  static examples = ['<%= config.bin %> auth login', 'echo "$SVC_KEY" | <%= config.bin %> auth login']
  static flags = {silent: silentFlag}

  async run(): Promise<void> {
    if (process.env.SVC_API_KEY?.trim()) this.warnLine('SVC_API_KEY is set: it takes precedence over the stored key until you unset it.')
    let key: string
    // An empty answer (Enter pressed too soon) asks again; the key is never echoed, not even as `*`.
    if (canPrompt()) key = await password('API key (input hidden):', 'Pipe the key on standard input instead.', (value) => value.trim() !== '' || 'No key typed: paste your API key (<prefix>_live_* or <prefix>_test_*), or press Ctrl-C to cancel.')
    else if (stdinIsTTY()) throw authError('Cannot prompt for the key (SVC_NO_INPUT=1).', ['Pipe it instead: `echo "$KEY" | svc auth login`.'])
    else key = await readKeyFromStdin()
    const {file, me} = await login(key, this.settings(), this.config.version)
    const who = me.email ? ` as ${terminalSafe(me.email)} (${maskKey(key.trim())})` : ` (${maskKey(key.trim())}; checked with ${me.checkedWith}: the service does not say whose key it is)`
    this.progress(`Logged in to ${this.settings().baseUrl}${who}. Key stored in ${file}.`)
  }
}
