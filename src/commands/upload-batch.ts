import {Args, Flags} from '@oclif/core'

import {parseUuid} from '../lib/args.js'
import {SvcCommand, silentFlag} from '../lib/base-command.js'
import {failure, usageError} from '../lib/errors.js'
import {formatFlag, integerFlag} from '../lib/flags.js'
import {humanSize, renderRows} from '../lib/output.js'
import {ProgressBar} from '../lib/progress.js'
import {collectFiles, DEFAULT_CONCURRENCY, uploadCollected, uploadColumns} from '../lib/upload.js'

export default class UploadBatch extends SvcCommand<typeof UploadBatch> {
  static args = {paths: Args.string({description: 'Files and directories to upload (directories recursively; dotfiles skipped).', required: true})}
  static strict = false
  static summary = 'Upload files and folders of documents.'
  static description = `Streams each file in its own multipart request to {gateway_url}/api/v2/files/batch-upload, a few at a time (--concurrency). Without --space the files go to your own folder. Prints one result per file (id, name, status, error) and exits 1 if any file failed. A file is re-sent only if the connection could not be opened.`
  static examples = [
    '<%= config.bin %> upload-batch ./dossier --space 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    '<%= config.bin %> upload-batch kbis.pdf rib.pdf -s 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --format json',
  ]
  static flags = {
    concurrency: integerFlag({default: DEFAULT_CONCURRENCY, description: 'Files uploaded at the same time.', max: 16, min: 1}),
    format: formatFlag('table'),
    silent: silentFlag,
    space: Flags.string({char: 's', description: 'Target space (UUID); default: your own folder.', helpValue: '<uuid>', parse: parseUuid('--space')}),
  }

  async run(): Promise<void> {
    const {argv} = await this.parse(UploadBatch)
    const {concurrency, format, silent, space} = this.flags
    const files = await collectFiles(argv as string[])
    if (files.length === 0) throw usageError('No files to upload (directories are searched recursively; dotfiles are skipped).')
    const api = await this.api()
    const bytesTotal = files.reduce((sum, f) => sum + f.size, 0)
    this.progress(`Uploading ${files.length} file${files.length === 1 ? '' : 's'} (${humanSize(bytesTotal)}) to ${space ? `space ${space}` : 'your folder'}...`)
    const bar = process.stderr.isTTY && !silent ? new ProgressBar(process.stderr) : undefined
    const results = await uploadCollected(api, files, {
      concurrency,
      onProgress: (p) => bar?.update({bytes: p.bytesSent, bytesTotal: p.bytesTotal, done: p.filesDone, total: p.filesTotal}, p.filesDone === p.filesTotal),
      spaceId: space,
    }).finally(() => bar?.done())
    this.log(renderRows(results, uploadColumns(), format))
    const failed = results.filter((r) => r.status === 'failed')
    if (failed.length > 0) {
      const names = failed.map((r) => r.file_name).join(', ')
      throw failure(`${failed.length} of ${results.length} files failed to upload: ${names}.`, [], 'E_UPLOAD_FAILED')
    }

    this.progress(`Uploaded ${results.length} file${results.length === 1 ? '' : 's'}.`)
  }
}
