import {Flags} from '@oclif/core'

import {documentIdArg} from '../../lib/args.js'
import {SvcCommand, silentFlag} from '../../lib/base-command.js'
import {deleteDocument, getDocument} from '../../lib/documents.js'
import {failure} from '../../lib/errors.js'
import {humanSize} from '../../lib/output.js'
import {confirm} from '../../lib/prompts.js'
import {safeText} from '../../lib/terminal-text.js'
import {canPrompt} from '../../lib/tty.js'

export default class FilesRm extends SvcCommand<typeof FilesRm> {
  static aliases = ['files delete']
  static args = {id: documentIdArg({required: true})}
  static summary = 'Delete a document.'
  static description = `Without --yes, reads the document, prints a preview (id, name, size, type) and asks for confirmation; the default answer is No. With --yes, sends the DELETE at once, with no read and no prompt. Without a terminal, --yes is required. Exits 1 on a permission error or an HTTP error after retries.`
  static examples = ['<%= config.bin %> files rm 42', '<%= config.bin %> files delete 42 --yes --silent']
  static flags = {
    silent: silentFlag,
    yes: Flags.boolean({char: 'y', default: false, description: 'Skip the confirmation prompt.'}),
  }

  async run(): Promise<void> {
    const {id} = this.args
    const api = await this.api()
    if (!this.flags.yes) {
      if (!canPrompt()) {
        throw failure(`Refusing to delete document ${id} without confirmation: standard input is not a terminal.`, [
          'Pass --yes to delete without a prompt.',
        ], 'E_CONFIRMATION_REQUIRED')
      }

      const doc = await getDocument(api, id)
      // The preview is the service's (and the uploader's) text: terminal-safe.
      process.stderr.write(
        `Document ${safeText(doc.id)}\n  name: ${safeText(doc.file_name)}\n  size: ${humanSize(doc.size)} (${safeText(doc.size)} bytes)\n  type: ${safeText(doc.mime_type)} (${safeText(doc.doc_type)})\n`,
      )
      if (doc._access && doc._access.can_delete === false) {
        throw failure(`Permission denied: your key may not delete document ${id}.`, [], 'E_FORBIDDEN')
      }

      const yes = await confirm(`Delete document ${id} (${safeText(doc.file_name)})? This cannot be undone.`, {
        default: false,
        flagHint: 'Pass --yes to delete without a prompt.',
      })
      if (!yes) {
        this.progress('Cancelled; nothing was deleted.')
        return
      }
    }

    await deleteDocument(api, id)
    this.progress(`Deleted document ${id}.`)
  }
}
