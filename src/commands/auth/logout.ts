import {SvcCommand, silentFlag} from '../../lib/base-command.js'
import {credentialsPath, deleteCredentials} from '../../lib/credentials.js'

export default class AuthLogout extends SvcCommand<typeof AuthLogout> {
  static requiresAuth = false
  static summary = 'Remove the stored API key.'
  static description = `Deletes ~/.svc/credentials. Succeeds (exit 0) when there is nothing to remove. SVC_API_KEY is not affected: unset it yourself.`
  static examples = ['<%= config.bin %> auth logout']
  static flags = {silent: silentFlag}

  async run(): Promise<void> {
    const removed = await deleteCredentials()
    this.progress(removed ? `Removed the stored key (${credentialsPath()}).` : `No stored key (${credentialsPath()} does not exist).`)
    if (process.env.SVC_API_KEY?.trim()) this.warnLine('SVC_API_KEY is still set; svc keeps using it.')
  }
}
