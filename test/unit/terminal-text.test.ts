/**
 * Terminal escape injection (issue 10, item 7): text from the service or a document never reaches
 * a terminal with control characters or escape sequences in it, in any output but exact JSON.
 * terminalSafe() itself, the render boundaries (tables, markdown, errors, validate, chat, forms,
 * status lines), and each command in-process against nock.
 */
import {expect} from 'chai'
import nock from 'nock'
import {writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {answerText, pickedNote, renderSources, serviceErrorNote} from '../../src/lib/chat-render.js'
import {SvcError} from '../../src/lib/errors.js'
import {choicesOf} from '../../src/lib/forms.js'
import {describeErrorBody} from '../../src/lib/http-errors.js'
import {errorText, jsonText, renderJson, renderMarkdown, renderRecord, renderTable} from '../../src/lib/output.js'
import {ProgressBar} from '../../src/lib/progress.js'
import {terminalSafe} from '../../src/lib/terminal-text.js'
import {runValidation} from '../../src/lib/validate-run.js'
import {renderValidateEvents} from '../../src/lib/validate-render.js'
import {BASE_URL, doc, GATEWAY_URL, problem, PROBLEM_HEADERS, SPACE, svc, tempDir} from '../helpers/oclif.js'

/** What a terminal could obey: C0 but tab and newline, DEL, C1. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/
/** A window title change (OSC ended by BEL), a screen clear (CSI) and an 8-bit CSI (C1). */
const EVIL = '\u001B]0;pwned\u0007\u001B[2J\u009B31m'
const evil = (text: string) => `${text}${EVIL}`

function expectClean(text: string): void {
  expect(text, JSON.stringify(text)).not.to.match(CONTROL)
  // Not even the printable rest of a sequence.
  expect(text).not.to.include('pwned')
  expect(text).not.to.include('[2J')
  expect(text).not.to.include('31m')
}

describe('terminal-safe text (issue 10, item 7)', () => {
  describe('terminalSafe', () => {
    const cases: [string, string, string][] = [
      ['OSC title ended by BEL', 'report\u001B]0;pwned\u0007.pdf', 'report.pdf'],
      ['OSC ended by ST (ESC \\)', 'a\u001B]8;;https://evil.test\u001B\\b', 'ab'],
      ['OSC 52 (clipboard write)', 'a\u001B]52;c;SGVsbG8=\u0007b', 'ab'],
      ['unterminated OSC: to the end', 'name\u001B]0;swallowed', 'name'],
      ['CSI clear screen', 'a\u001B[2Jb', 'ab'],
      ['CSI with parameters and intermediates', 'a\u001B[38;5;196mred\u001B[0m', 'ared'],
      ['CSI cursor up to rewrite lines', 'ok\u001B[1A\u001B[2Kfake', 'okfake'],
      ['C1 CSI (8-bit)', 'x\u009B2Jy', 'xy'],
      ['C1 OSC ended by C1 ST', 'x\u009D0;t\u009Cy', 'xy'],
      ['DCS', 'x\u001BPq#0;2\u001B\\y', 'xy'],
      ['APC', 'x\u001B_payload\u001B\\y', 'xy'],
      ['two-character escape (reset)', 'x\u001Bcy', 'xy'],
      ['charset selection', 'x\u001B(By', 'xy'],
      ['lone ESC at the end', 'x\u001B', 'x'],
      ['C0: NUL, BS, CR, BEL, VT, FF', 'a\u0000b\u0008c\rd\u0007e\u000Bf\u000Cg', 'abcdefg'],
      ['DEL and other C1', 'a\u007Fb\u0085c\u0084d', 'abcd'],
      ['C1 APC introducer: swallows to its terminator or the end', 'a\u009Fhidden', 'a'],
      ['newline and tab are kept', 'a\tb\nc', 'a\tb\nc'],
      ['printable Unicode is kept', 'Relevé d’identité ✓ — 950 €', 'Relevé d’identité ✓ — 950 €'],
    ]
    for (const [what, input, output] of cases) {
      it(what, () => expect(terminalSafe(input)).to.equal(output))
    }

    it('returns plain text unchanged (same string)', () => {
      const text = 'plain text, nothing to remove'
      expect(terminalSafe(text)).to.equal(text)
    })
  })

  describe('render boundaries', () => {
    const rows = [{name: evil('kbis.pdf'), size: '1 KB'}]
    const columns = [
      {get: (r: {name: string}) => r.name, header: 'name'},
      {get: (r: {size: string}) => r.size, header: 'size'},
    ]

    it('tables and markdown tables: cells are cleaned (and keep their text)', () => {
      for (const text of [renderTable(rows, columns, 200), renderMarkdown(rows, columns), renderRecord({detail: evil('x')}, 'table'), renderRecord({detail: evil('x')}, 'markdown')]) {
        expectClean(text)
      }

      expect(renderTable(rows, columns, 200)).to.include('kbis.pdf')
    })

    it('JSON stays exact: the same values, with C1 and DEL written as \\u escapes', () => {
      const value = {file_name: evil('kbis.pdf'), note: 'a\u007Fb\u0085c'}
      for (const text of [renderJson(value), jsonText(value)]) {
        expect(text).not.to.match(CONTROL)
        expect(JSON.parse(text)).to.deep.equal(value)
      }
    })

    it('error lines: SvcError messages and hints, problem detail/title, HTML titles', () => {
      const error = new SvcError(evil('Document not found'), {suggestions: [evil('Try again')]})
      expectClean(error.message)
      expectClean(error.suggestions.join('\n'))
      expectClean(errorText({message: evil('raw'), suggestions: [evil('hint')]}))
      expectClean(describeErrorBody(404, 'Not Found', 'application/problem+json', JSON.stringify(problem(404, evil('No document 42.'), 'not_found'))))
      expectClean(describeErrorBody(403, 'Forbidden', 'application/problem+json', JSON.stringify({title: evil('Forbidden')})))
      expectClean(describeErrorBody(502, 'Bad Gateway', 'text/html', `<html><title>${evil('Bad gateway')}</title></html>`))
      expectClean(describeErrorBody(500, 'Error', 'text/plain', evil('plain failure')))
    })

    it('validate rendering: reasons, values, labels, file names, hints (default and verbose)', () => {
      const events = [
        {data: {document_count: 1, dossier_id: evil('d'), language: 'en', level: 'both', profile: {label: evil('Profile')}, run_id: 'r1'}, event: 'validate:start'},
        {data: {confidence: 0.9, document_type: evil('kbis'), file_name: evil('kbis.pdf'), method: 'auto', thematic: evil('societe')}, event: 'validate:classification'},
        {data: {index: 1, label: evil('Société'), thematic: 'societe', total: 1}, event: 'validate:thematic_start'},
        {data: {document_id: 1, fields: [{confidence: 1, field: evil('siren'), method: 'pdf-text', page: 1, value: evil('123 456 789')}]}, event: 'validate:extraction'},
        {data: {label: evil('Kbis récent'), reason: evil('Émis il y a 20 jours'), verdict: 'pass'}, event: 'validate:verdict_n1'},
        {data: {label: evil('Société'), summary: evil('Conforme'), verdict: 'pass'}, event: 'validate:thematic_complete'},
        {data: {counts: {pass: 1}, hint: evil('N2 starts'), verdict: 'pass'}, event: 'validate:n1_complete'},
        {data: {label: evil('Same name'), reason: evil('Names differ'), verdict: 'fail'}, event: 'validate:n2_rule_verdict'},
        {data: {message: evil('slow')}, event: 'error'},
        {data: {correlation_id: evil('c'), message: evil('Which document?'), waiting_for: evil('form')}, event: 'chat_prompt'},
        {data: {hint: evil('resume'), reason: evil('boom')}, event: 'validate:failed'},
        {data: {global_verdict: 'fail', run_id: 'r1', summary: evil('1 failure')}, event: 'validate:complete'},
      ]
      const lines = [...renderValidateEvents(events, {verbose: true}), ...renderValidateEvents(events, {color: true, verbose: false})]
      expect(lines.join('\n')).to.include('Émis il y a 20 jours')
      // Colour codes are ours (SGR), added after the service's text was cleaned.
      expectClean(lines.join('\n').replaceAll(/\u001B\[\d+m/g, ''))
    })

    it('validate run: the stderr messages quoting the service are cleaned', async () => {
      const err: string[] = []
      const out: string[] = []
      const hints: string[] = []
      const prompt = {correlation_id: evil('r1:1'), message: evil('Which document?'), run_id: 'r1', type: 'form', waiting_for: evil('missing_document')}
      await runValidation(
        {dossierId: SPACE, json: true, level: 'both', policy: 'fail', verbose: false, color: false},
        {
          ask: async () => ({}),
          call: async (_args, onEvent) => {
            onEvent({data: {}, event: 'validate:start', run_id: evil('r1'), seq: 1})
            return {prompt, run_id: evil('r1'), status: 'paused'}
          },
          err: (line) => err.push(line),
          fetchReport: async () => ({}),
          onRunId: (_id, hint) => hints.push(hint),
          out: (line) => out.push(line),
          upload: async () => {},
        } as Parameters<typeof runValidation>[1],
      )
      expect(err.join('\n')).to.include('correlation_id r1:1')
      expectClean(err.join('\n'))
      expectClean(hints.join('\n'))
      // --json keeps the exact values.
      expect(JSON.parse(out.join('\n')).prompt.message).to.equal(prompt.message)
    })

    it('chat: answers, sources, service errors and the pick-first note', () => {
      const source = {document_id: 12, file_name: evil('bail.pdf'), page: 1, passage: evil('Le loyer est de 950 euros.'), score: 1, space_id: SPACE, space_name: evil('Dupont')}
      const sources = renderSources([source])
      expect(sources).to.include('bail.pdf').and.include('Dupont').and.include('Le loyer est de 950 euros.')
      expectClean(sources)
      expectClean(answerText(evil('La réponse')))
      expectClean(serviceErrorNote({code: evil('slow'), message: evil('Index warming up')}))
      expectClean(pickedNote({config: {options: [{label: evil('Yes'), value: 'approve'}]}, message: evil('Delete?')} as never, 'approve'))
    })

    it('forms: what is shown is cleaned, the value sent back is exact', () => {
      const choices = choicesOf({kind: 'choice', label: 'Type', name: 'document_type', options: [{label: evil('Kbis'), value: evil('kbis')}]} as never)
      expectClean(choices[0].name)
      expect(choices[0].value).to.equal(evil('kbis'))
    })

    it('status lines (the progress bar) are cleaned', () => {
      let written = ''
      const stream = {columns: 200, write: (text: string) => (written += text)} as unknown as NodeJS.WriteStream
      new ProgressBar(stream, '', 0).draw(evil('Waiting for 2 documents'), true)
      // The bar's own \r and erase-line codes stay; nothing of the service's.
      expect(written).to.equal('\rWaiting for 2 documents\u001B[K')
    })
  })

  describe('commands (nock)', () => {
    before(() => nock.disableNetConnect())
    afterEach(() => nock.cleanAll())
    after(() => nock.enableNetConnect())

    it('files list: table and markdown are clean; --format json is exact', async () => {
      const documents = [doc(1, {file_name: evil('kbis.pdf'), mime_type: evil('application/pdf')})]
      nock(BASE_URL).get('/api/v1/documents').query(true).times(3).reply(200, documents)
      for (const format of ['table', 'markdown']) {
        const {code, stdout} = await svc(['files', 'list', '-f', format], {rawOutput: true})
        expect(code).to.equal(0)
        expect(stdout).to.include('kbis.pdf')
        expectClean(stdout)
      }

      const {stdout} = await svc(['files', 'list', '-f', 'json'], {rawOutput: true})
      expect(JSON.parse(stdout)).to.deep.equal(documents)
    })

    it('files show and files check: field/value tables are clean', async () => {
      nock(BASE_URL).get('/api/v1/documents/1').times(2).reply(200, doc(1, {file_name: evil('kbis.pdf'), s3_path: evil('s3://b/k')}))
      for (const args of [['files', 'show', '1', '-f', 'table'], ['files', 'check', '1', '-f', 'markdown']]) {
        const {code, stdout} = await svc(args, {rawOutput: true})
        expect(code).to.equal(0)
        expect(stdout).to.include('kbis.pdf')
        expectClean(stdout)
      }
    })

    it("files rm: a problem's detail in the error line is clean", async () => {
      nock(BASE_URL).delete('/api/v1/documents/42').reply(404, problem(404, evil('No document 42.'), 'document_not_found'), PROBLEM_HEADERS)
      const {code, stderr} = await svc(['files', 'rm', '42', '--yes'], {rawOutput: true})
      expect(code).to.equal(1)
      expect(stderr).to.include('No document 42.')
      expectClean(stderr)
    })

    it('reports get: markdown is cleaned, JSON is printed as the service sent it (C1 as escapes)', async () => {
      const json = JSON.stringify({global_verdict: 'pass', reason: evil('ok'), run_id: 'r1', status: 'complete'})
      nock(BASE_URL).get('/api/v1/reports/r1').query({format: 'markdown'}).reply(200, `# Report\n\n${evil('Reason')}\n`, {'content-type': 'text/markdown'})
      nock(BASE_URL).get('/api/v1/reports/r1').query({format: 'json'}).reply(200, json, {'content-type': 'application/json'})
      const markdown = await svc(['reports', 'get', 'r1', '-f', 'markdown'], {rawOutput: true})
      expect(markdown.stdout).to.equal('# Report\n\nReason\n')
      const exact = await svc(['reports', 'get', 'r1'], {rawOutput: true})
      // The service's bytes, with the C1 character as a JSON escape: the same values.
      expect(exact.stdout).to.equal(`${json.replace('\u009B', '\\u009b')}\n`)
      expect(JSON.parse(exact.stdout)).to.deep.equal(JSON.parse(json))
    })

    it('chat: the streamed answer, the sources and a service error are clean; --json keeps the exact answer', async () => {
      const source = {document_id: 12, file_name: evil('bail.pdf'), page: 1, passage: evil('Le loyer.'), score: 1, space_id: null, space_name: null}
      const answer = evil('Le loyer est de 950 euros.')
      const body = [
        ['message', {delta: 'Le loyer est de 950 euros.'}],
        ['message', {delta: EVIL}],
        ['error', {code: 'slow', message: evil('Index warming up')}],
        ['sources', {sources: [source]}],
        ['done', {answer, conversation_id: 'c1', sources: [source]}],
      ]
        .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
        .join('')
      nock(BASE_URL).post('/api/v1/chat').times(2).reply(200, body, {'content-type': 'text/event-stream'})
      const {stdout, stderr} = await svc(['chat', 'loyer'], {rawOutput: true})
      expect(stdout).to.include('Le loyer est de 950 euros.').and.include('bail.pdf')
      expectClean(stdout)
      expect(stderr).to.include('Index warming up')
      expectClean(stderr)
      const json = await svc(['chat', 'loyer', '--json'], {rawOutput: true})
      expect(JSON.parse(json.stdout).answer).to.equal(answer)
      expect(json.stdout).not.to.match(CONTROL)
    })

    it("upload-batch: the service's file names and errors in the results table are clean", async () => {
      const dir = await tempDir()
      await writeFile(join(dir, 'a.pdf'), '%PDF-1.4 contents')
      nock(GATEWAY_URL)
        .post('/api/v2/files/batch-upload')
        .reply(200, {results: [{error: evil('Scanned too dark'), file_name: evil('a.pdf'), status: 'failed'}]})
      const {code, stdout, stderr} = await svc(['upload-batch', join(dir, 'a.pdf')], {env: {SVC_GATEWAY_URL: GATEWAY_URL}, rawOutput: true})
      expect(code).to.equal(1)
      expect(stdout).to.include('a.pdf')
      expectClean(stdout)
      expectClean(stderr)
    })

    it('spaces list: names are clean', async () => {
      nock(BASE_URL).get('/api/v1/spaces').query(true).reply(200, [{created_at: '2026-01-01T00:00:00Z', id: SPACE, name: evil('Dossier Dupont'), role: 'owner'}])
      const {code, stdout} = await svc(['spaces', 'list'], {rawOutput: true})
      expect(code).to.equal(0)
      expect(stdout).to.include('Dossier Dupont')
      expectClean(stdout)
    })
  })
})
