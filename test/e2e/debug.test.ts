/**
 * `DEBUG=svc*` shows each request (method, URL, status, time) on stderr, and the API key never
 * appears anywhere: not with svc's debug output, not with everyone's (`DEBUG=*`, oclif's too),
 * not on errors.
 */
import {expect} from 'chai'

import {runCli} from '../helpers/cli.js'
import {startTestService, type TestService} from '../helpers/service.js'

describe('e2e: DEBUG=svc* request tracing', function () {
  this.timeout(60_000)
  let service: TestService
  let key: string

  before(async () => {
    service = await startTestService()
    key = await service.createKey('debug@svc.local')
  })
  after(async () => service?.stop())

  const secretOf = (apiKey: string) => apiKey.split('_').slice(2).join('_')

  it('shows method, URL, status and timing of each request, without the key', async () => {
    const result = await runCli(['files', 'list', '--limit', '5'], {env: {DEBUG: 'svc*', SVC_API_KEY: key, SVC_URL: service.url}})
    expect(result.code, result.stderr).to.equal(0)
    const port = new URL(service.url).port
    expect(result.stderr).to.match(new RegExp(`svc:http GET http://127\\.0\\.0\\.1:${port}/api/v1/documents\\?limit=5&offset=0 -> 200 \\(\\d+ms\\)`))
    expect(result.stderr + result.stdout).not.to.include(key)
    expect(result.stderr + result.stdout).not.to.include(secretOf(key))
  })

  it('traces error statuses too', async () => {
    const result = await runCli(['files', 'show', '999999'], {env: {DEBUG: 'svc*', SVC_API_KEY: key, SVC_URL: service.url}})
    expect(result.code).to.equal(1)
    expect(result.stderr).to.match(/svc:http GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/documents\/999999 -> 404 \(\d+ms\)/)
    expect(result.stderr).to.match(/Error: .*\(HTTP 404\)/)
  })

  it('prints nothing extra without DEBUG', async () => {
    const result = await runCli(['files', 'list'], {env: {SVC_API_KEY: key, SVC_URL: service.url}})
    expect(result.code).to.equal(0)
    expect(result.stderr).not.to.include('svc:http')
  })

  it('never shows the key with DEBUG=* either (oclif and every library), on success and on a rejected key', async () => {
    const ok = await runCli(['files', 'list'], {env: {DEBUG: '*', SVC_API_KEY: key, SVC_URL: service.url}})
    expect(ok.code).to.equal(0)
    expect(ok.stderr).to.include('svc:http GET')
    expect(ok.stderr + ok.stdout).not.to.include(secretOf(key))

    const unknown = 'acme_live_NotAKnownKey0123456789abcdef'
    const rejected = await runCli(['files', 'list'], {env: {DEBUG: '*', SVC_API_KEY: unknown, SVC_URL: service.url}})
    expect(rejected.code).to.equal(1)
    expect(rejected.stderr).to.match(/Error: .*\(HTTP 401\)/)
    expect(rejected.stderr + rejected.stdout).not.to.include('NotAKnownKey0123456789abcdef')
  })

  it('traces a network failure with the reason, without the key', async () => {
    const result = await runCli(['files', 'list'], {env: {DEBUG: 'svc*', SVC_API_KEY: key, SVC_RETRIES: '0', SVC_URL: 'http://127.0.0.1:9'}})
    expect(result.code).to.equal(1)
    expect(result.stderr).to.match(/svc:http GET http:\/\/127\.0\.0\.1:9\/api\/v1\/documents\S* failed: .*ECONNREFUSED/)
    expect(result.stderr).to.include('Error: Cannot reach the service at http://127.0.0.1:9 (connection refused).')
    expect(result.stderr).not.to.include(secretOf(key))
  })
})
