import {SvcCommand} from '../../lib/base-command.js'
import {assertUserKey, findConfiguredKey} from '../../lib/auth.js'
import {credentialsPath, readStoredCredentials} from '../../lib/credentials.js'
import {authError} from '../../lib/errors.js'
import {formatFlag} from '../../lib/flags.js'
import {authStatus, clientForKey, whoIs} from '../../lib/me.js'
import {renderJson, renderRecord} from '../../lib/output.js'

export default class AuthStatus extends SvcCommand<typeof AuthStatus> {
  static requiresAuth = false
  static summary = 'Show which API key is in use and who it belongs to.'
  static description = `Prints the user (email, name, admin; empty when the service does not say who the key belongs to: it is then checked with GET /api/v1/documents?limit=1), the key type (live or test), where the key came from (env: SVC_API_KEY, or file: ~/.svc/credentials) and the service URL. Only the key's masked prefix is shown, never the key. Never prompts: with no configured key it exits 4.`
  static examples = ['<%= config.bin %> auth status', '<%= config.bin %> auth status --format json']
  static flags = {format: formatFlag('table')}

  async run(): Promise<void> {
    const configured = await findConfiguredKey((message) => this.warnLine(message))
    if (!configured) throw authError('Not logged in: set SVC_API_KEY or run `svc auth login`.')
    assertUserKey(configured.key, configured.source)
    const {baseUrl} = this.settings()
    const me = await whoIs(clientForKey(configured.key, this.settings(), this.config.version), configured.key, configured.source)
    const status = authStatus(me, configured.key, configured.source, baseUrl, credentialsPath())
    if (configured.source === 'env' && (await readStoredCredentials(() => {}).catch(() => undefined))) {
      this.warnLine(`SVC_API_KEY takes precedence over the key stored in ${credentialsPath()}.`)
    }

    this.log(this.flags.format === 'json' ? renderJson(status) : renderRecord({...status}, this.flags.format))
  }
}
