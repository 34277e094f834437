/**
 * SVC_RUN_LEASE_MS (docs/deploy.md): how long a run stays with a replica that stopped renewing its
 * lease. Parsed with its bounds; a malformed value stops `svc-server start` with one line naming
 * it, before anything listens.
 */
import {execFile} from 'node:child_process'
import {mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {promisify} from 'node:util'

import {expect} from 'chai'

import {DEFAULT_LEASE_MS, runLeaseMsFromEnv} from '../../src/runs/manager.js'
import {SERVER_BIN} from '../../../test/helpers/service.js'

const run = promisify(execFile)

describe('runs: the lease setting (SVC_RUN_LEASE_MS)', function () {
  this.timeout(30_000)

  it('defaults to 30 s and takes whole milliseconds from 1000 to 600000', () => {
    expect(runLeaseMsFromEnv({})).to.equal(DEFAULT_LEASE_MS).and.equal(30_000)
    expect(runLeaseMsFromEnv({SVC_RUN_LEASE_MS: ' '})).to.equal(30_000)
    expect(runLeaseMsFromEnv({SVC_RUN_LEASE_MS: '2000'})).to.equal(2000)
    expect(runLeaseMsFromEnv({SVC_RUN_LEASE_MS: '1000'})).to.equal(1000)
    expect(runLeaseMsFromEnv({SVC_RUN_LEASE_MS: '600000'})).to.equal(600_000)
    for (const bad of ['999', '600001', '1500.5', 'abc', '-3000']) {
      expect(() => runLeaseMsFromEnv({SVC_RUN_LEASE_MS: bad}), bad).to.throw(`SVC_RUN_LEASE_MS must be a number of milliseconds from 1000 to 600000, got "${bad}".`)
    }
  })

  it('svc-server start refuses a malformed value in one line, exit 1', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'svc-lease-'))
    try {
      const failed = await run(process.execPath, [SERVER_BIN, 'start', '--port', '0', '--data-dir', dataDir], {
        env: {...process.env, DEBUG: '', SVC_DATABASE_URL: '', SVC_RUN_LEASE_MS: '10'},
        timeout: 20_000,
      }).then(
        () => undefined,
        (error: {code: number; stderr: string; stdout: string}) => error,
      )
      expect(failed, 'it must not start').to.not.equal(undefined)
      expect(failed!.code).to.equal(1)
      expect(failed!.stderr).to.equal('svc-server: SVC_RUN_LEASE_MS must be a number of milliseconds from 1000 to 600000, got "10".\n')
      expect(failed!.stdout).to.not.include('listening')
    } finally {
      await rm(dataDir, {force: true, recursive: true})
    }
  })
})
