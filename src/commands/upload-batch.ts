import {Args, Flags} from '@oclif/core'

import {parseUuid} from '../lib/args.js'
import {SvcCommand, silentFlag} from '../lib/base-command.js'
import {failure, usageError} from '../lib/errors.js'
import {formatFlag, integerFlag} from '../lib/flags.js'
import {humanSize, renderRows} from '../lib/output.js'
import {ProgressBar, renderCountBar} from '../lib/progress.js'
import {assertUploadableSpace} from '../lib/spaces.js'
import {collectFiles, DEFAULT_CONCURRENCY, uploadCollected, uploadColumns, waitForProcessing, type UploadResult} from '../lib/upload.js'

/** --wait-timeout's default: ten minutes, several documents read by OCR at the service's default limits. */
const DEFAULT_WAIT_SECONDS = 600

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export default class UploadBatch extends SvcCommand<typeof UploadBatch> {
  static args = {paths: Args.string({description: 'Files and directories to upload (directories recursively; dotfiles skipped).', required: true})}
  static strict = false
  static summary = 'Upload files and folders of documents.'
  static description = `Streams each file in its own multipart request to {gateway_url}/api/v2/files/batch-upload, a few at a time (--concurrency). Without --space the files go to your own folder. Prints one result per file (id, name, status, doc_status, error) and exits 1 if any file failed. A file is re-sent only if the connection could not be opened.
The service answers as soon as a file is stored: its document is "processing" while its text is read. With --wait the command then follows the documents until each is ready or failed (at most --wait-timeout seconds) and prints their final doc_status; it exits 1 if a document could not be read (naming it and why) or was still processing at the deadline.`
  static examples = [
    '<%= config.bin %> upload-batch ./dossier --space 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    '<%= config.bin %> upload-batch kbis.pdf rib.pdf -s 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --format json',
    '<%= config.bin %> upload-batch ./scans -s 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --wait --wait-timeout 900',
  ]
  static flags = {
    concurrency: integerFlag({default: DEFAULT_CONCURRENCY, description: 'Files uploaded at the same time.', max: 16, min: 1}),
    format: formatFlag('table'),
    silent: silentFlag,
    space: Flags.string({char: 's', description: 'Target space (UUID); default: your own folder.', helpValue: '<uuid>', parse: parseUuid('--space')}),
    wait: Flags.boolean({default: false, description: 'After uploading, wait until every document is processed (ready or failed) and print the final doc_status.'}),
    // No default in the flag, so that run() can tell it was given (without --wait: a usage error).
    'wait-timeout': Flags.integer({
      description: `With --wait: give up after this many seconds (exit 1; the documents go on being processed). Default ${DEFAULT_WAIT_SECONDS}.`,
      helpValue: '<seconds>',
      max: 86_400,
      min: 1,
    }),
  }

  async run(): Promise<void> {
    const {argv} = await this.parse(UploadBatch)
    const {concurrency, format, silent, space, wait} = this.flags
    if (this.flags['wait-timeout'] !== undefined && !wait) throw usageError('--wait-timeout applies to --wait; add --wait or drop it.')
    const files = await collectFiles(argv as string[])
    if (files.length === 0) throw usageError('No files to upload (directories are searched recursively; dotfiles are skipped).')
    const api = await this.api()
    // A space that does not exist (or is read-only for us) fails once here, not once per file.
    if (space) await assertUploadableSpace(api, space)
    const bytesTotal = files.reduce((sum, f) => sum + f.size, 0)
    this.progress(`Uploading ${plural(files.length, 'file')} (${humanSize(bytesTotal)}) to ${space ? `space ${space}` : 'your folder'}...`)
    const tty = process.stderr.isTTY && !silent
    const bar = tty ? new ProgressBar(process.stderr) : undefined
    const results = await uploadCollected(api, files, {
      concurrency,
      onProgress: (p) => bar?.update({bytes: p.bytesSent, bytesTotal: p.bytesTotal, done: p.filesDone, total: p.filesTotal}, p.filesDone === p.filesTotal),
      spaceId: space,
    }).finally(() => bar?.done())
    const uploaded = results.filter((r) => r.status === 'uploaded')
    const processing = uploaded.filter((r) => r.doc_status === 'processing')
    let timedOut = false
    if (wait && processing.length > 0) {
      const seconds = this.flags['wait-timeout'] ?? DEFAULT_WAIT_SECONDS
      this.progress(`Waiting for ${plural(processing.length, 'document')} to be processed (at most ${seconds} s)...`)
      const line = tty ? new ProgressBar(process.stderr, 'Processing') : undefined
      try {
        const waited = await waitForProcessing(api, results, {
          onProgress: (p) => line?.draw(renderCountBar('Processing', p, process.stderr.columns || 80), p.done === p.total),
          timeoutMs: seconds * 1000,
        })
        timedOut = waited.timedOut
      } finally {
        line?.done()
      }
    }

    this.log(renderRows(results, uploadColumns(), format))
    const problems = outcome(results, {timedOut, wait, waitSeconds: this.flags['wait-timeout'] ?? DEFAULT_WAIT_SECONDS})
    if (problems) throw failure(problems, [], 'E_UPLOAD_FAILED')
    if (!wait && processing.length > 0) {
      this.progress(
        `Uploaded ${plural(results.length, 'file')}; ${plural(processing.length, 'document')} ${processing.length === 1 ? 'is' : 'are'} still being processed (--wait waits for them; \`${this.config.bin} files check <id>\` shows one).`,
      )
    } else {
      this.progress(`Uploaded ${plural(results.length, 'file')}.${wait && uploaded.length > 0 ? ` ${plural(uploaded.length, 'document')} ready.` : ''}`)
    }
  }
}

/** The one-line error for what went wrong (upload failures, documents that could not be read, the wait's deadline), or undefined. */
function outcome(results: UploadResult[], context: {wait: boolean; timedOut: boolean; waitSeconds: number}): string | undefined {
  const parts: string[] = []
  const notUploaded = results.filter((r) => r.status === 'failed')
  if (notUploaded.length > 0) parts.push(`${notUploaded.length} of ${results.length} files failed to upload: ${notUploaded.map((r) => r.file_name).join(', ')}`)
  const uploaded = results.filter((r) => r.status === 'uploaded')
  if (context.wait) {
    const unreadable = uploaded.filter((r) => r.doc_status === 'failed')
    if (unreadable.length > 0) {
      const list = unreadable.map((r) => `${r.file_name} (id ${r.id}${r.status_detail ? `: ${r.status_detail.replace(/\.$/, '')}` : ''})`).join(', ')
      parts.push(`${unreadable.length} of ${uploaded.length} documents could not be processed: ${list}`)
    }

    const stuck = uploaded.filter((r) => r.doc_status === 'processing')
    if (context.timedOut && stuck.length > 0) {
      parts.push(
        `${stuck.length} of ${uploaded.length} documents were still processing after ${context.waitSeconds} s (--wait-timeout): ${stuck.map((r) => `${r.file_name} (id ${r.id})`).join(', ')}`,
      )
    }
  }

  return parts.length > 0 ? `${parts.join('; ')}.` : undefined
}
