/**
 * Issue 11, group C (the rough edges a new user found), the parts that unit tests can pin:
 * languages (lib/i18n), the optional-field label, the confirmation's default, the spinner, the
 * "Did you mean" distance, table cutting, reports get on a terminal or a pipe, the files list
 * page hint and an invalid SVC_ON_AMBIGUOUS. End-to-end and pseudo-terminal tests of the same
 * items: test/e2e/rough-edges.test.ts and test/e2e/pty-rough-edges.test.ts.
 */
import {expect} from 'chai'
import nock from 'nock'
import {PassThrough} from 'node:stream'

import {closest, editDistance} from '../../src/hooks/init/command-line.js'
import {defaultChoice, renderSources} from '../../src/lib/chat-render.js'
import {checkFilePath, textQuestion} from '../../src/lib/forms.js'
import {chooseLanguage, currentLanguage, learnRunLanguage, localeLanguage, messages, resetLanguage} from '../../src/lib/i18n/index.js'
import {renderTable, type Column} from '../../src/lib/output.js'
import {Spinner} from '../../src/lib/progress.js'
import {BASE_URL, doc, svc} from '../helpers/oclif.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('rough edges (issue 11 C): languages', () => {
  afterEach(() => resetLanguage())

  it('the locale: LC_ALL, else LC_MESSAGES, else LANG; fr* is French, anything else English', () => {
    expect(localeLanguage({LANG: 'fr_FR.UTF-8'})).to.equal('fr')
    expect(localeLanguage({LANG: 'fr'})).to.equal('fr')
    expect(localeLanguage({LANG: 'fr_CA@euro'})).to.equal('fr')
    expect(localeLanguage({LANG: 'en_GB.UTF-8'})).to.equal('en')
    expect(localeLanguage({LANG: 'C.UTF-8'})).to.equal('en')
    expect(localeLanguage({LANG: 'french'})).to.equal('en')
    expect(localeLanguage({})).to.equal('en')
    expect(localeLanguage({LANG: 'en_US.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8'})).to.equal('fr')
    expect(localeLanguage({LANG: 'fr_FR.UTF-8', LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8'})).to.equal('en')
    // An empty variable is not set.
    expect(localeLanguage({LANG: 'fr_FR.UTF-8', LC_ALL: ''})).to.equal('fr')
  })

  it('--language wins over the run language, which wins over the locale', () => {
    const env = {LANG: 'fr_FR.UTF-8'}
    expect(currentLanguage(env)).to.equal('fr')
    learnRunLanguage('en')
    expect(currentLanguage(env)).to.equal('en')
    chooseLanguage('fr')
    learnRunLanguage('en')
    expect(currentLanguage(env)).to.equal('fr')
    chooseLanguage(undefined)
    expect(currentLanguage({LANG: 'C'})).to.equal('en')
    learnRunLanguage('de')
    expect(currentLanguage({LANG: 'C'})).to.equal('en')
  })

  it("the CLI's own words exist in both languages: the form, the chat's sources, the run's messages", async () => {
    chooseLanguage('fr')
    expect(messages().form.pathOrDecline).to.equal('[chemin, ou « skip » / « abandon »]')
    expect(await checkFilePath('/nonexistent/x.pdf')).to.equal("/nonexistent/x.pdf n'existe pas.")
    const sources = [{document_id: 12, file_name: 'bail.pdf', page: 1, passage: 'Loyer.', score: 1, space_id: null, space_name: 'Dupont'}]
    expect(renderSources(sources).split('\n')[0]).to.equal('Sources :')
    expect(messages().run.uploading('a.pdf', 'd')).to.equal('Envoi de a.pdf dans le dossier d...')
    chooseLanguage('en')
    expect(messages().form.pathOrDecline).to.equal('[path, or "skip" / "abandon"]')
    expect(await checkFilePath('/nonexistent/x.pdf')).to.equal('/nonexistent/x.pdf does not exist.')
    expect(renderSources(sources).split('\n')[0]).to.equal('Sources:')
    expect(messages().run.uploading('a.pdf', 'd')).to.equal('Uploading a.pdf to dossier d...')
  })
})

describe('rough edges (issue 11 C): forms and prompts', () => {
  afterEach(() => resetLanguage())

  it('an optional field whose label already says so is not marked twice ("Note (optional) (optional)")', () => {
    chooseLanguage('en')
    expect(textQuestion('Note (optional)', false)).to.equal('Note (optional)')
    expect(textQuestion('Commentaire (facultatif)', false)).to.equal('Commentaire (facultatif)')
    expect(textQuestion('Note', false)).to.equal('Note (optional)')
    expect(textQuestion('Note', true)).to.equal('Note')
    chooseLanguage('fr')
    expect(textQuestion('Commentaire', false)).to.equal('Commentaire (facultatif)')
  })

  it("a chat confirmation (delete) starts on the option that does nothing, as files rm's default No", () => {
    const confirm = {config: {kind: 'confirm', options: [{label: 'Yes, delete it', value: 'approve'}, {label: 'No, keep it', value: 'reject'}]}, type: 'choice' as const}
    expect(defaultChoice(confirm)).to.equal('reject')
    const other = {config: {kind: 'confirm', options: [{label: 'Go', value: 'approve'}, {label: 'Stop', value: 'stop'}]}, type: 'choice' as const}
    expect(defaultChoice(other)).to.equal('stop')
    // Any other question keeps the first option.
    expect(defaultChoice({config: {kind: 'select', options: [{value: 'a'}, {value: 'b'}]}, type: 'choice'})).to.equal(undefined)
  })
})

describe('rough edges (issue 11 C): the spinner', () => {
  function fakeStream() {
    const stream = Object.assign(new PassThrough(), {columns: 80, isTTY: true}) as unknown as NodeJS.WriteStream
    let written = ''
    ;(stream as unknown as PassThrough).on('data', (d: Buffer) => (written += d.toString()))
    return {stream, written: () => written}
  }

  it('appears after the delay of silence, is erased by output, and never before the delay', async () => {
    const {stream, written} = fakeStream()
    const spinner = new Spinner(() => 'Waiting for the service', {delayMs: 60, intervalMs: 10, stream})
    spinner.start()
    await sleep(30)
    expect(written()).to.equal('')
    await sleep(120)
    expect(written()).to.match(/\r[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Waiting for the service…\u001B\[K/)
    spinner.touch()
    expect(written().endsWith('\r\u001B[K')).to.equal(true)
    const length = written().length
    await sleep(30)
    expect(written().length, 'silence counted again from the output').to.equal(length)
    spinner.stop()
    await sleep(120)
    expect(written().length, 'nothing after stop').to.be.at.most(length + '\r\u001B[K'.length)
  })

  it('waits while suspended (a prompt, a status line) and while the cursor is mid-line', async () => {
    const {stream, written} = fakeStream()
    let atStart = false
    const spinner = new Spinner(() => 'x', {atLineStart: () => atStart, delayMs: 20, intervalMs: 5, stream})
    spinner.start()
    await sleep(80)
    expect(written()).to.equal('')
    atStart = true
    spinner.suspend()
    await sleep(80)
    expect(written()).to.equal('')
    spinner.resume()
    await sleep(80)
    expect(written()).to.include('x…')
    spinner.stop()
  })
})

describe('rough edges (issue 11 C): "Did you mean"', () => {
  it('the nearest command by edit distance', () => {
    expect(editDistance('fils:list', 'files:list')).to.equal(1)
    expect(editDistance('', 'abc')).to.equal(3)
    expect(closest('fils:list', ['files:list', 'files:rm', 'spaces:list', 'chat'])).to.equal('files:list')
    expect(closest('valdate', ['validate', 'chat', 'resume'])).to.equal('validate')
    expect(closest('x', [])).to.equal(undefined)
  })
})

describe('rough edges (issue 11 C): tables', () => {
  interface Row {
    id: string
    file_name: string
    mime_type: string
    space_id: string
  }
  const rows: Row[] = [{file_name: 'attestation-de-domicile-dupont-2026.pdf', id: '12', mime_type: 'application/vnd.openxmlformats', space_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'}]
  const columns: Column<Row>[] = [
    {get: (r) => r.id, header: 'id', keep: 9},
    {get: (r) => r.file_name, header: 'file_name', keep: 10},
    {get: (r) => r.mime_type, header: 'mime_type', keep: 1},
    {get: (r) => r.space_id, header: 'space_id', keep: 4},
  ]

  it('without a width (not a terminal) nothing is ever cut', () => {
    const table = renderTable(rows, columns, undefined)
    expect(table).to.not.include('…')
    expect(table).to.include('attestation-de-domicile-dupont-2026.pdf').and.include('3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93')
  })

  it('on a narrow terminal the least useful columns are cut first, the file name last', () => {
    const full = renderTable(rows, columns, undefined).split('\n')[1].length
    // A little too narrow: only the MIME type is cut.
    const lines = renderTable(rows, columns, full - 10).split('\n')
    expect(lines[1]).to.include('attestation-de-domicile-dupont-2026.pdf').and.include('3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93').and.match(/application\/vnd\S*…/)
    // Narrower: the MIME type down to 8, then the space id; the file name still whole.
    const narrower = renderTable(rows, columns, full - 40).split('\n')
    expect(narrower[1]).to.include('attestation-de-domicile-dupont-2026.pdf').and.include('…')
    expect(narrower[1]).to.not.include('3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93')
    for (const line of narrower) expect(line.length).to.be.at.most(full - 40)
  })

  it('files list piped: the full values whatever COLUMNS says (in-process: stdout is not a TTY)', async () => {
    nock(BASE_URL)
      .get('/api/v1/documents')
      .query(true)
      .reply(200, {data: [doc(1, {file_name: 'a-very-long-file-name-that-a-terminal-would-cut-somewhere.pdf'})], pagination: {limit: 50, offset: 0, total: 1}})
    const {code, stdout} = await svc(['files', 'list'], {env: {COLUMNS: '60'}})
    expect(code).to.equal(0)
    expect(stdout).to.include('a-very-long-file-name-that-a-terminal-would-cut-somewhere.pdf').and.include('3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93')
    expect(stdout).to.not.include('…')
  })
})

describe('rough edges (issue 11 C): commands', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('files list without --all says on stderr that more pages exist, and how to get them', async () => {
    nock(BASE_URL)
      .get('/api/v1/documents')
      .query(true)
      .reply(200, {data: Array.from({length: 50}, (_, i) => doc(i + 1)), pagination: {limit: 50, offset: 0, total: 102}})
    const first = await svc(['files', 'list', '--format', 'json'])
    expect(first.code).to.equal(0)
    expect(JSON.parse(first.stdout)).to.have.length(50)
    expect(first.stderr.trim()).to.equal('50 of 102 shown; use --all or --offset 50')
    nock(BASE_URL)
      .get('/api/v1/documents')
      .query({limit: 50, offset: 100})
      .reply(200, {data: [doc(101), doc(102)], pagination: {limit: 50, offset: 100, total: 102}})
    const last = await svc(['files', 'list', '--offset', '100', '--limit', '50'])
    expect(last.stderr).to.equal('')
    nock(BASE_URL)
      .get('/api/v1/documents')
      .query(true)
      .reply(200, {data: [doc(1), doc(2)], pagination: {limit: 2, offset: 0, total: 5}})
    const french = await svc(['files', 'list', '--limit', '2'], {env: {LANG: 'fr_FR.UTF-8'}})
    expect(french.stderr.trim()).to.equal('2 sur 5 affichés ; utilisez --all ou --offset 2')
  })

  it('reports get: indented JSON on a terminal, one line when piped (same values)', async () => {
    const report = {global_verdict: 'pass', run_id: 'r1', status: 'complete', verdicts: {n2: [{rule_id: 'x'}]}}
    const saved = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY')
    try {
      for (const tty of [true, false]) {
        Object.defineProperty(process.stdout, 'isTTY', {configurable: true, value: tty})
        nock(BASE_URL).get('/api/v1/reports/r1').query({format: 'json'}).reply(200, JSON.stringify(report, null, 4), {'content-type': 'application/json'})
        const {code, stdout} = await svc(['reports', 'get', 'r1'])
        expect(code).to.equal(0)
        expect(JSON.parse(stdout)).to.deep.equal(report)
        if (tty) expect(stdout).to.equal(`${JSON.stringify(report, null, 2)}\n`)
        else expect(stdout).to.equal(`${JSON.stringify(report)}\n`)
      }
    } finally {
      if (saved) Object.defineProperty(process.stdout, 'isTTY', saved)
      else delete (process.stdout as {isTTY?: boolean}).isTTY
    }
  })

  it('an invalid SVC_ON_AMBIGUOUS is a usage error (exit 2) before any request, like the flag; a valid one is used', async () => {
    for (const args of [['validate', '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'], ['chat', 'hello']]) {
      const {code, stderr} = await svc(args, {env: {SVC_ON_AMBIGUOUS: 'promt'}})
      expect(code, stderr).to.equal(2)
      expect(stderr).to.include('SVC_ON_AMBIGUOUS must be one of: prompt, fail, dump, pick-first, fail-with-token, resume-file; got "promt".')
    }
  })
})
