/** Every HTTP limit the service reads is documented, with its default, where operators look. */
import {expect} from 'chai'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import {DEFAULT_HTTP_LIMITS, HTTP_LIMIT_VARIABLES} from '../../src/http/limits.js'

const ROOT = join(import.meta.dirname, '..', '..', '..')

describe('hardening: the limits are documented', () => {
  const security = readFileSync(join(ROOT, 'docs', 'security.md'), 'utf8')
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

  for (const name of HTTP_LIMIT_VARIABLES) {
    it(`${name} is in docs/security.md and in the README's environment table`, () => {
      expect(security).to.include(`\`${name}\``)
      expect(readme).to.match(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'))
    })
  }

  it('docs/security.md states the defaults the code uses', () => {
    const d = DEFAULT_HTTP_LIMITS
    const rows: [string, number][] = [
      ['SVC_HTTP_HEADERS_TIMEOUT_MS', d.headersTimeoutMs],
      ['SVC_HTTP_BODY_IDLE_TIMEOUT_MS', d.bodyIdleTimeoutMs],
      ['SVC_HTTP_BODY_TIMEOUT_MS', d.bodyTimeoutMs],
      ['SVC_HTTP_BODY_MIN_RATE', d.bodyMinBytesPerSecond],
      ['SVC_HTTP_KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs],
      ['SVC_HTTP_MAX_CONNECTIONS_PER_ADDRESS', d.maxConnectionsPerAddress],
      ['SVC_RATE_LOGIN_PER_ADDRESS', d.loginPerAddress.max],
      ['SVC_RATE_LOGIN_PER_ACCOUNT', d.loginPerAccount.max],
      ['SVC_RATE_LOGIN_WINDOW_S', d.loginPerAddress.windowS],
      ['SVC_RATE_BAD_KEY_PER_ADDRESS', d.badKeyPerAddress.max],
      ['SVC_RATE_BAD_KEY_WINDOW_S', d.badKeyPerAddress.windowS],
      ['SVC_RATE_SIGNUP_PER_ADDRESS', d.signupPerAddress.max],
      ['SVC_RATE_SIGNUP_WINDOW_S', d.signupPerAddress.windowS],
    ]
    for (const [name, value] of rows) expect(security, name).to.match(new RegExp(`^\\| \`${name}\` \\| \`${value}\``, 'm'))
  })
})
