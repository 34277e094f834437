import {SvcCommand} from '../../lib/base-command.js'
import {documentIdArg} from '../../lib/args.js'
import {getDocument, toCheckSummary} from '../../lib/documents.js'
import {formatFlag} from '../../lib/flags.js'
import {renderJson, renderRecord} from '../../lib/output.js'

export default class FilesCheck extends SvcCommand<typeof FilesCheck> {
  static aliases = ['files validate']
  static args = {id: documentIdArg({required: true})}
  static summary = "Print a document's integrity and indexation summary."
  static description = `Reads the document (GET /api/v1/documents/:id) and prints id, file_name, doc_status, search_enabled, num_pages, mime_type and size. Works with any user API key; no tool layer is involved.`
  static examples = ['<%= config.bin %> files check 42', '<%= config.bin %> files validate 42 --format table']
  static flags = {format: formatFlag('json')}

  async run(): Promise<void> {
    const summary = toCheckSummary(await getDocument(await this.api(), this.args.id))
    this.log(this.flags.format === 'json' ? renderJson(summary) : renderRecord({...summary}, this.flags.format))
  }
}
