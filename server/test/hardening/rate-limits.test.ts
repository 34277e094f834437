/**
 * Issue 10, item 13: `POST /api/auth/login` took 100 failed logins in 3.5 s and API-key failures
 * were not limited at all. Failures are now counted per client address and per account and
 * answered 429 problem+json with Retry-After; a valid key is never slowed.
 */
import {expect} from 'chai'

import {httpLimits} from '../../src/http/limits.js'
import {addressKey, FailureLimiter} from '../../src/http/rate-limit.js'
import {startHardened, type HardenedService} from './service.js'

interface Problem {
  code: string
  detail: string
  retry_after?: number
}

describe('hardening: rate limits on logins and API keys (issue 10, item 13)', function () {
  this.timeout(30_000)

  describe('with small limits', () => {
    let h: HardenedService
    let aliceKey: string

    before(async () => {
      h = await startHardened({
        http: {badKeyPerAddress: {max: 4, windowS: 60}, loginPerAccount: {max: 3, windowS: 60}, loginPerAddress: {max: 8, windowS: 60}},
      })
      aliceKey = (await h.user('alice@example.com', 'alice-secret')).key
      for (const name of ['bob', 'carol', 'dave']) await h.user(`${name}@example.com`, `${name}-secret`)
    })

    after(() => h.close())

    const login = (email: string, password: string) =>
      fetch(`${h.url}/api/auth/login`, {body: JSON.stringify({email, password}), headers: {'content-type': 'application/json'}, method: 'POST'})

    async function expect429(res: Response, code: string): Promise<Problem> {
      const problem = (await res.json()) as Problem
      expect(res.status, JSON.stringify(problem)).to.equal(429)
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/)
      expect(problem.code).to.equal(code)
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).to.be.within(1, 60)
      expect(problem.retry_after).to.equal(retryAfter)
      expect(problem.detail).to.match(/Try again in \d+ s\.$/)
      return problem
    }

    it('an account: 3 wrong passwords are 401, then 429 with Retry-After, even for the right password', async () => {
      for (let i = 0; i < 3; i++) expect((await login('alice@example.com', `wrong-${i}`)).status).to.equal(401)
      await expect429(await login('alice@example.com', 'wrong-again'), 'too_many_logins')
      // The password is not even checked while limited: guessing stops.
      await expect429(await login('alice@example.com', 'alice-secret'), 'too_many_logins')
      // The account's email in another case is the same account.
      await expect429(await login('ALICE@example.com', 'wrong'), 'too_many_logins')
    })

    it('parallel guesses cannot slip past the limit: of 10 at once on one account, 3 are checked', async () => {
      const statuses = (await Promise.all(Array.from({length: 10}, (_, i) => login('dave@example.com', `guess-${i}`)))).map((r) => r.status)
      expect(statuses.filter((s) => s === 401)).to.have.length(3)
      expect(statuses.filter((s) => s === 429)).to.have.length(7)
    })

    it('an address: failures on different accounts add up to the per-address limit', async () => {
      // 6 failures so far from 127.0.0.1 (alice 3, dave 3); the limit is 8.
      for (let i = 0; i < 2; i++) expect((await login('bob@example.com', `wrong-${i}`)).status).to.equal(401)
      await expect429(await login('carol@example.com', 'wrong'), 'too_many_logins')
    })

    it('API keys: 4 unknown keys are 401, then 429 with Retry-After; a valid key from the same address still works', async () => {
      const me = (key: string) => fetch(`${h.url}/api/v1/me`, {headers: {'x-api-key': key}})
      for (let i = 0; i < 4; i++) {
        const res = await me(`sk_live_guess${i}`)
        expect(res.status).to.equal(401)
        expect(((await res.json()) as Problem).code).to.equal('invalid_api_key')
      }

      await expect429(await me('sk_live_guess-more'), 'too_many_invalid_keys')
      const started = Date.now()
      const ok = await me(aliceKey)
      expect(ok.status).to.equal(200)
      expect(Date.now() - started, 'a valid key is not slowed').to.be.below(1000)
      // A missing key is not a guess: still the plain 401.
      const missing = await fetch(`${h.url}/api/v1/me`)
      expect(missing.status).to.equal(401)
    })
  })

  describe('with the default limits', () => {
    let h: HardenedService
    before(async () => {
      h = await startHardened()
      await h.user('suite@example.com', 'suite-secret')
    })
    after(() => h.close())

    // Successes are not counted, so more of them than the per-address (20) and per-account (10)
    // limits pass; 25 rather than a suite's 50 because each costs a real scrypt.
    it('successful logins from one address are never limited, past both default limits', async () => {
      const statuses: number[] = []
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({length: 5}, () =>
            fetch(`${h.url}/api/auth/login`, {
              body: JSON.stringify({email: 'suite@example.com', password: 'suite-secret'}),
              headers: {'content-type': 'application/json'},
              method: 'POST',
            }),
          ),
        )
        statuses.push(...answers.map((r) => r.status))
      }

      expect(statuses.every((s) => s === 200), statuses.join(',')).to.equal(true)
    })
  })

  describe('the pieces', () => {
    it('FailureLimiter: a burst of max, then one failure per window/max; a refund gives one back', () => {
      let now = 0
      const limiter = new FailureLimiter({max: 3, windowS: 30}, () => now)
      for (let i = 0; i < 3; i++) {
        expect(limiter.retryAfterS('a')).to.equal(0)
        limiter.fail('a')
      }

      expect(limiter.retryAfterS('a')).to.equal(10)
      expect(limiter.retryAfterS('b'), 'keys are independent').to.equal(0)
      now += 4000
      expect(limiter.retryAfterS('a')).to.equal(6)
      now += 6000
      expect(limiter.retryAfterS('a')).to.equal(0)
      limiter.fail('a')
      expect(limiter.retryAfterS('a')).to.equal(10)
      limiter.refund('a')
      expect(limiter.retryAfterS('a')).to.equal(0)
    })

    it('FailureLimiter with max 0 is off', () => {
      const limiter = new FailureLimiter({max: 0, windowS: 60})
      for (let i = 0; i < 100; i++) limiter.fail('a')
      expect(limiter.retryAfterS('a')).to.equal(0)
    })

    it('addressKey: IPv4-mapped IPv6 as IPv4, IPv6 as its /64', () => {
      expect(addressKey('::ffff:127.0.0.1')).to.equal('127.0.0.1')
      expect(addressKey('10.1.2.3')).to.equal('10.1.2.3')
      expect(addressKey('2001:db8:1:2:3:4:5:6')).to.equal('2001:db8:1:2::/64')
      expect(addressKey('2001:db8:1:2::9')).to.equal(addressKey('2001:db8:1:2:ffff::1'))
      expect(addressKey('::1')).to.equal('0:0:0:0::/64')
      expect(addressKey('fe80::1%eth0')).to.equal('fe80:0:0:0::/64')
    })

    it('httpLimits reads SVC_HTTP_* and SVC_RATE_*, and refuses a malformed value in one line naming the variable', () => {
      const limits = httpLimits({}, {SVC_HTTP_BODY_IDLE_TIMEOUT_MS: '5000', SVC_HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0', SVC_RATE_LOGIN_PER_ACCOUNT: '5', SVC_RATE_LOGIN_WINDOW_S: '60'})
      expect(limits.bodyIdleTimeoutMs).to.equal(5000)
      expect(limits.maxConnectionsPerAddress).to.equal(0)
      expect(limits.loginPerAccount).to.deep.equal({max: 5, windowS: 60})
      expect(limits.loginPerAddress.windowS).to.equal(60)
      expect(() => httpLimits({}, {SVC_HTTP_HEADERS_TIMEOUT_MS: '10s'})).to.throw('SVC_HTTP_HEADERS_TIMEOUT_MS must be an integer from 100 to 3600000, got "10s".')
      expect(() => httpLimits({}, {SVC_RATE_BAD_KEY_PER_ADDRESS: '-1'})).to.throw(/^SVC_RATE_BAD_KEY_PER_ADDRESS must be an integer/)
    })
  })
})
