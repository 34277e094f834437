/**
 * Unit tests of the chat client: SSE parsing, the resume loop (base and edge), the policies, and
 * `svc chat` in-process against nock.
 */
import {expect} from 'chai'
import nock from 'nock'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {Readable} from 'node:stream'

import {policyAnswerer, readChatStream, runChat, type ChatSource} from '../../src/lib/chat.js'
import {renderSources} from '../../src/lib/chat-render.js'
import {SvcError} from '../../src/lib/errors.js'
import {ApiClient} from '../../src/lib/http.js'
import {loadSettings} from '../../src/lib/settings.js'
import * as publicApi from '../../src/index.js'
import {BASE_URL, LIVE_KEY, problem, PROBLEM_HEADERS, SPACE, svc} from '../helpers/oclif.js'

const EDGE_URL = 'https://edge.svc.test'
const SSE = {'content-type': 'text/event-stream; charset=utf-8'}

const sse = (...events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('')

const source: ChatSource = {document_id: 12, file_name: 'bail.pdf', page: 1, passage: 'Le loyer mensuel est de 950 euros.', score: 1.2, space_id: SPACE, space_name: 'Dupont'}
const answerEvents = (answer: string, conversation = 'conv-1') => [
  ...answer.split(/(?<= )/).map((delta): [string, unknown] => ['message', {delta}]),
  ['sources', {sources: [source]}] as [string, unknown],
  ['done', {answer, conversation_id: conversation, sources: [source]}] as [string, unknown],
]

const spacePrompt = {
  config: {kind: 'select', options: [{label: 'Dupont', value: SPACE}, {label: 'Martin', value: 'martin-id'}]},
  correlation_id: 'cp_space',
  message: 'Which space?',
  type: 'choice',
}
const confirmPrompt = {
  config: {kind: 'confirm', options: [{label: 'Yes, delete it', value: 'approve'}, {label: 'No, keep it', value: 'reject'}]},
  correlation_id: 'cp_confirm',
  message: 'Delete bail.pdf?',
  type: 'choice',
}

function client(env: NodeJS.ProcessEnv = {}): ApiClient {
  return new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_URL: BASE_URL, ...env}), userAgent: 'svc/test'})
}

describe('chat client', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  describe('readChatStream', () => {
    it('delivers deltas, sources and errors, ignores unknown events, and ends at done', async () => {
      const body = sse(['message', {delta: 'Le loyer '}], ['future_event', {x: 1}], ['message', {delta: 'est de 950 €.'}], ['error', {code: 'slow', message: 'Index is warming up.'}], ['sources', {sources: [source]}], ['done', {answer: 'Le loyer est de 950 €.', conversation_id: 'c1', sources: [source]}])
      // Cut the bytes at awkward places, including inside a multi-byte character.
      const bytes = Buffer.from(body)
      const pieces = [bytes.subarray(0, 7), bytes.subarray(7, 60), bytes.subarray(60, bytes.indexOf(0xe2) + 1), bytes.subarray(bytes.indexOf(0xe2) + 1)]
      const deltas: string[] = []
      const errors: unknown[] = []
      let sources: ChatSource[] = []
      const end = await readChatStream(Readable.from(pieces), {onDelta: (d) => deltas.push(d), onError: (e) => errors.push(e), onSources: (s) => (sources = s)})
      expect(deltas).to.deep.equal(['Le loyer ', 'est de 950 €.'])
      expect(errors).to.deep.equal([{code: 'slow', message: 'Index is warming up.'}])
      expect(sources).to.deep.equal([source])
      expect(end).to.deep.equal({done: {answer: 'Le loyer est de 950 €.', conversation_id: 'c1', sources: [source]}, kind: 'done'})
    })

    it('returns the prompt of a chat_prompt event', async () => {
      const end = await readChatStream(Readable.from([sse(['chat_prompt', spacePrompt])]), {})
      expect(end).to.deep.equal({kind: 'prompt', prompt: spacePrompt})
    })

    it('reports a stream that ends without done as broken (exit 1)', async () => {
      const error = await readChatStream(Readable.from([sse(['message', {delta: 'Le loyer'}])]), {}).catch((e: unknown) => e)
      expect(error).to.be.instanceOf(SvcError)
      expect((error as SvcError).message).to.equal('The chat stream broke: it ended before the done event. The answer is incomplete; it was not re-sent.')
      expect((error as SvcError).exitCode).to.equal(1)
      expect((error as SvcError).code).to.equal('E_STREAM_BROKEN')
    })

    it('reports a connection that fails mid-stream as broken', async () => {
      const failing = new Readable({read() {}})
      failing.push(sse(['message', {delta: 'Le'}]))
      setTimeout(() => failing.destroy(Object.assign(new Error('socket hang up'), {code: 'ECONNRESET'})), 5)
      const error = (await readChatStream(failing, {}).catch((e: unknown) => e)) as SvcError
      expect(error.message).to.equal('The chat stream broke: the connection failed (ECONNRESET). The answer is incomplete; it was not re-sent.')
    })

    it('rejects an event whose data is not JSON', async () => {
      const error = (await readChatStream(Readable.from(['event: done\ndata: {oops\n\n']), {}).catch((e: unknown) => e)) as SvcError
      expect(error.code).to.equal('E_PROTOCOL')
    })
  })

  describe('runChat', () => {
    it('posts the query, resumes each prompt with the key and the chosen value, and loops until done', async () => {
      const scope = nock(BASE_URL, {reqheaders: {'content-type': /application\/json/, 'x-api-key': LIVE_KEY}})
        .post('/api/v1/chat', {conversation_id: 'conv-0', language: 'en', query: 'delete bail', space_id: SPACE})
        .reply(200, sse(['chat_prompt', spacePrompt]), SSE)
        .post('/api/agent-resume', {correlation_id: 'cp_space', response: {value: SPACE}})
        .reply(200, sse(['chat_prompt', confirmPrompt]), SSE)
        .post('/api/agent-resume', {correlation_id: 'cp_confirm', response: {value: 'approve'}})
        .reply(200, sse(...answerEvents('Deleted bail.pdf.')), SSE)
      const seen: string[] = []
      const outcome = await runChat(client(), {conversationId: 'conv-0', language: 'en', query: 'delete bail', spaceId: SPACE}, {
        onPrompt(prompt) {
          seen.push(prompt.correlation_id!)
          return prompt.config!.options![0].value
        },
      })
      scope.done()
      expect(seen).to.deep.equal(['cp_space', 'cp_confirm'])
      expect(outcome).to.deep.include({errors: [], prompts: 2, status: 'done'})
      expect(outcome.status === 'done' && outcome.done.answer).to.equal('Deleted bail.pdf.')
    })

    it('sends only the query when no space, language or conversation is given', async () => {
      const scope = nock(BASE_URL).post('/api/v1/chat', (body) => JSON.stringify(body) === '{"query":"loyer"}').reply(200, sse(...answerEvents('950 €')), SSE)
      await runChat(client(), {query: 'loyer'}, {onPrompt: () => undefined})
      scope.done()
    })

    it('resumes through SVC_EDGE_URL when it is set, with the key, and the chat itself on the base URL', async () => {
      const base = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', spacePrompt]), SSE)
      const edge = nock(EDGE_URL, {reqheaders: {'content-type': /application\/json/, 'x-api-key': LIVE_KEY}})
        .post('/api/agent-resume', {correlation_id: 'cp_space', response: {value: 'martin-id'}})
        .reply(200, sse(...answerEvents('Orange')), SSE)
      const outcome = await runChat(client({SVC_EDGE_URL: EDGE_URL}), {query: 'facture'}, {onPrompt: () => 'martin-id'})
      base.done()
      edge.done()
      expect(outcome.status).to.equal('done')
    })

    it('keeps reading a stream that lasts longer than SVC_TIMEOUT (which bounds the wait for headers only)', async () => {
      nock.enableNetConnect('127.0.0.1')
      const server = createServer((_req, res) => {
        res.writeHead(200, SSE)
        res.flushHeaders()
        let n = 0
        const timer = setInterval(() => {
          if (++n <= 4) res.write(sse(['message', {delta: `${n} `}]))
          else {
            clearInterval(timer)
            res.end(sse(['done', {answer: '1 2 3 4 ', conversation_id: 'c', sources: []}]))
          }
        }, 100)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const slow = new ApiClient({apiKey: LIVE_KEY, settings: loadSettings({SVC_TIMEOUT: '250', SVC_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`}), userAgent: 'svc/test'})
        const outcome = await runChat(slow, {query: 'q'}, {onPrompt: () => undefined})
        expect(outcome.status === 'done' && outcome.done.answer).to.equal('1 2 3 4 ')
      } finally {
        server.closeAllConnections()
        server.close()
        nock.disableNetConnect()
      }
    })

    it('stops with the chat paused when the policy gives no answer, without resuming', async () => {
      const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', spacePrompt]), SSE)
      const outcome = await runChat(client(), {query: 'facture'}, {onPrompt: () => undefined})
      scope.done()
      expect(outcome).to.deep.equal({errors: [], prompt: spacePrompt, prompts: 1, status: 'paused'})
    })

    it('turns a 4xx answer to the resume into a one-line error (exit 1)', async () => {
      const scope = nock(BASE_URL)
        .post('/api/v1/chat')
        .reply(200, sse(['chat_prompt', spacePrompt]), SSE)
        .post('/api/agent-resume')
        .reply(410, problem(410, 'The chat prompt cp_space expired at 2026-01-01T00:00:00.000Z; ask the question again.', 'prompt_expired'), PROBLEM_HEADERS)
      const error = (await runChat(client(), {query: 'facture'}, {onPrompt: () => SPACE}).catch((e: unknown) => e)) as SvcError
      scope.done()
      expect(error.message).to.equal('The chat prompt cp_space expired at 2026-01-01T00:00:00.000Z; ask the question again. (HTTP 410)')
      expect(error.exitCode).to.equal(1)
    })
  })

  describe('policies', () => {
    const ask = async () => 'asked'
    it('prompt asks, pick-first takes options[0] (approve for a confirmation), fail and dump stop', async () => {
      expect(await policyAnswerer('prompt', ask)(spacePrompt as never)).to.equal('asked')
      expect(await policyAnswerer('pick-first', ask)(spacePrompt as never)).to.equal(SPACE)
      expect(await policyAnswerer('pick-first', ask)(confirmPrompt as never)).to.equal('approve')
      expect(await policyAnswerer('fail', ask)(spacePrompt as never)).to.equal(undefined)
      expect(await policyAnswerer('dump', ask)(spacePrompt as never)).to.equal(undefined)
      const error = (await policyAnswerer('pick-first', ask)({config: {options: []}, correlation_id: 'cp_x', type: 'choice'}).catch((e: unknown) => e)) as SvcError
      expect(error.message).to.include('cp_x')
    })

    it('is part of the public API for plugins', () => {
      expect(publicApi.chat.runChat).to.equal(runChat)
      expect(publicApi.chat.RESUME_PATH).to.equal('/api/agent-resume')
      expect(publicApi.runChatSession).to.be.a('function')
    })

    it('renders sources numbered like the citations, with the page, space and an excerpt', () => {
      expect(renderSources([source, {...source, document_id: 3, file_name: 'n.txt', page: 2, passage: 'x'.repeat(300), space_id: null, space_name: null}])).to.equal(
        [
          'Sources:',
          '  [1] bail.pdf, page 1 (Dupont), document 12',
          '      "Le loyer mensuel est de 950 euros."',
          '  [2] n.txt, page 2, document 3',
          `      "${'x'.repeat(109)}…"`,
        ].join('\n'),
      )
      expect(renderSources([])).to.equal('')
    })
  })
})

describe('svc chat (in-process, nock)', () => {
  before(() => nock.disableNetConnect())
  afterEach(() => nock.cleanAll())
  after(() => nock.enableNetConnect())

  it('answers a one-shot query: the answer streamed to stdout, then its sources', async () => {
    const scope = nock(BASE_URL, {reqheaders: {'x-api-key': LIVE_KEY}}).post('/api/v1/chat', {query: 'loyer'}).reply(200, sse(...answerEvents("D'après vos documents :\n- Le loyer est de 950 euros. [1]")), SSE)
    const {code, stdout, stderr} = await svc(['chat', 'loyer'])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.equal(["D'après vos documents :", '- Le loyer est de 950 euros. [1]', 'Sources:', '  [1] bail.pdf, page 1 (Dupont), document 12', '      "Le loyer mensuel est de 950 euros."', ''].join('\n'))
    expect(stderr).to.equal('')
  })

  it('reads piped queries one per line, follows the conversation, and writes one JSON object per answer with --json', async () => {
    const scope = nock(BASE_URL)
      .post('/api/v1/chat', {language: 'fr', query: 'loyer', space_id: SPACE})
      .reply(200, sse(...answerEvents('950 €', 'conv-9')), SSE)
      .post('/api/v1/chat', {conversation_id: 'conv-9', language: 'fr', query: 'dépôt de garantie', space_id: SPACE})
      .reply(200, sse(...answerEvents('950 € aussi', 'conv-9')), SSE)
    const {code, stdout} = await svc(['chat', '--json', '--language', 'fr', '-s', SPACE], {stdin: 'loyer\n\n  dépôt de garantie  \n'})
    scope.done()
    expect(code).to.equal(0)
    const lines = stdout.trimEnd().split('\n').map((l) => JSON.parse(l))
    expect(lines).to.deep.equal([
      {answer: '950 €', conversation_id: 'conv-9', query: 'loyer', sources: [source]},
      {answer: '950 € aussi', conversation_id: 'conv-9', query: 'dépôt de garantie', sources: [source]},
    ])
  })

  it('defaults to fail without a TTY: exit 1 with the correlation id on the first ambiguous query, later queries unasked', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat', {query: 'facture'}).reply(200, sse(['chat_prompt', spacePrompt]), SSE)
    const {code, stderr} = await svc(['chat'], {stdin: 'facture\nloyer\n'})
    scope.done()
    expect(code).to.equal(1)
    // One message: the question, and the exact commands that answer it (issue 11, C9).
    expect(stderr).to.match(/Error: The chat is paused: .+ \(correlation_id: cp_space\)\.\n/)
    expect(stderr).to.include("To answer: svc chat facture (in a terminal), or add --on-ambiguous fail-with-token to answer later with `svc resume`.")
    expect(stderr.match(/paused/gi)).to.have.length(1)
  })

  it('fail with --json: the pause as a JSON line and exit 0 (the spec suppresses the exit code in --json mode)', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', spacePrompt]), SSE)
    const {code, stdout, stderr} = await svc(['chat', 'facture', '--json', '--on-ambiguous', 'fail'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal({correlation_id: 'cp_space', prompt: spacePrompt, query: 'facture', status: 'paused'})
    expect(stderr).to.include('cp_space')
  })

  it('dump prints the chat_prompt payload as JSON on stdout and exits 0, without resuming', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', confirmPrompt]), SSE)
    const {code, stdout} = await svc(['chat', '"delete bail.pdf"', '--on-ambiguous', 'dump'])
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout)).to.deep.equal(confirmPrompt)
  })

  it('pick-first answers config.options[0].value (approve) and says so on stderr', async () => {
    const scope = nock(BASE_URL)
      .post('/api/v1/chat')
      .reply(200, sse(['chat_prompt', confirmPrompt]), SSE)
      .post('/api/agent-resume', {correlation_id: 'cp_confirm', response: {value: 'approve'}})
      .reply(200, sse(...answerEvents('Deleted bail.pdf.')), SSE)
    const {code, stdout, stderr} = await svc(['chat', '"delete bail.pdf"', '--on-ambiguous', 'pick-first'])
    scope.done()
    expect(code).to.equal(0)
    expect(stdout).to.match(/^Deleted bail\.pdf\.\n/)
    expect(stderr).to.include('Delete bail.pdf? → Yes, delete it (pick-first)')
  })

  it('prompt without a terminal cannot show a picker: exit 1 naming the modes that work', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', spacePrompt]), SSE)
    const {code, stderr} = await svc(['chat', 'facture', '--on-ambiguous', 'prompt'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr).to.include('Cannot prompt: standard input is not a terminal. Use --on-ambiguous pick-first, dump or fail when standard input is not a terminal.')
  })

  it('takes the policy from SVC_ON_AMBIGUOUS when the flag is absent', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['chat_prompt', spacePrompt]), SSE)
    const {code, stdout} = await svc(['chat', 'facture'], {env: {SVC_ON_AMBIGUOUS: 'dump'}})
    scope.done()
    expect(code).to.equal(0)
    expect(JSON.parse(stdout).correlation_id).to.equal('cp_space')
  })

  it('a broken stream exits 1, says so, and is never re-sent', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').once().reply(200, sse(['message', {delta: 'Le loyer '}]), SSE)
    const {code, stderr} = await svc(['chat', 'loyer'])
    scope.done()
    expect(nock.pendingMocks()).to.deep.equal([])
    expect(code).to.equal(1)
    expect(stderr).to.include('Error: The chat stream broke: it ended before the done event.')
  })

  it('an error event is shown and makes the exit code 1 once the stream is done', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(200, sse(['error', {code: 'internal_error', message: 'The service failed while answering; try again.'}], ['done', {answer: '', conversation_id: 'c', sources: []}]), SSE)
    const {code, stderr} = await svc(['chat', 'loyer'])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr).to.include('Service error: The service failed while answering; try again. (internal_error)')
    expect(stderr).to.include('Error: The service reported an error while answering 1 question.')
  })

  it('an HTTP problem before the stream exits 1 with its detail', async () => {
    const scope = nock(BASE_URL).post('/api/v1/chat').reply(404, problem(404, `Space ${SPACE} does not exist or you are not a member of it.`, 'space_not_found'), PROBLEM_HEADERS)
    const {code, stderr} = await svc(['chat', 'loyer', '--space', SPACE])
    scope.done()
    expect(code).to.equal(1)
    expect(stderr).to.include(`Error: Space ${SPACE} does not exist or you are not a member of it. (HTTP 404)`)
  })

  for (const [args, text] of [
    [['--language', 'de'], '--language'],
    [['--on-ambiguous', 'sometimes'], 'Expected --on-ambiguous to be one of: prompt, fail, dump, pick-first'],
    [['--space', 'nope'], '--space must be a UUID'],
  ] as const) {
    it(`exits 2 on an invalid flag value: ${args.join(' ')}`, async () => {
      const {code, stderr} = await svc(['chat', 'loyer', ...args])
      expect(code).to.equal(2)
      expect(stderr).to.include(text)
    })
  }
})
