import {Flags} from '@oclif/core'

import {parseUuid} from '../../lib/args.js'
import {SvcCommand, silentFlag} from '../../lib/base-command.js'
import {documentColumns, listAllDocuments, listDocuments} from '../../lib/documents.js'
import {formatFlag, integerFlag} from '../../lib/flags.js'
import {messages} from '../../lib/i18n/index.js'
import {renderRows} from '../../lib/output.js'

export default class FilesList extends SvcCommand<typeof FilesList> {
  static aliases = ['files ls']
  static summary = 'List the documents your API key can access.'
  static description = `One row per document: id, file_name, mime_type, size, doc_type, doc_status, num_pages, space_id, created_at (and folder_id with --format markdown). With --format json the output is an array of Document objects, each with its id.`
  static examples = [
    '<%= config.bin %> files list',
    '<%= config.bin %> files ls --space 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --limit 20 --offset 40',
    '<%= config.bin %> files list --all --format json',
    '<%= config.bin %> files list -f markdown > documents.md',
  ]
  static flags = {
    all: Flags.boolean({description: 'Follow pages until every document is listed (ignores --limit).', default: false}),
    format: formatFlag('table'),
    limit: integerFlag({description: 'Page size (server default 50).', min: 1}),
    offset: integerFlag({default: 0, description: 'Pagination offset (default 0).'}),
    silent: silentFlag,
    space: Flags.string({char: 's', description: 'Only documents in this space (UUID).', helpValue: '<id>', parse: parseUuid('--space')}),
  }

  async run(): Promise<void> {
    const {all, format, limit, offset, space} = this.flags
    const api = await this.api()
    const page = all ? {documents: await listAllDocuments(api, {offset, space})} : await listDocuments(api, {limit, offset, space})
    const {documents} = page
    if (documents.length === 0 && format !== 'json') {
      this.progress(space ? `No documents in space ${space}.` : 'No documents.')
      return
    }

    this.log(renderRows(documents, documentColumns(format === 'table'), format))
    // One page of several: say so (stderr), and how to get the rest.
    const shown = offset + documents.length
    if (!all && page.total !== undefined && shown < page.total) this.progress(messages().morePages(documents.length, page.total, shown))
  }
}
