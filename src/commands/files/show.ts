import {SvcCommand} from '../../lib/base-command.js'
import {documentIdArg} from '../../lib/args.js'
import {getDocument} from '../../lib/documents.js'
import {formatFlag} from '../../lib/flags.js'
import {renderJson, renderRecord} from '../../lib/output.js'

export default class FilesShow extends SvcCommand<typeof FilesShow> {
  static aliases = ['files info']
  static args = {id: documentIdArg({required: true})}
  static summary = "Show one document's full details."
  static description = `Prints the full single-document read: the list fields plus s3_path, bucket_name and bucket_path (documents that are not connectors), file_infos (connectors) and _access (what your key may do).`
  static examples = ['<%= config.bin %> files show 42', '<%= config.bin %> files info 42 --format table']
  static flags = {format: formatFlag('json')}

  async run(): Promise<void> {
    const document = await getDocument(await this.api(), this.args.id)
    this.log(this.flags.format === 'json' ? renderJson(document) : renderRecord(document, this.flags.format))
  }
}
