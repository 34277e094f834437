/**
 * The README's first command (`npm run demo`) must keep working: it drives the real service and CLI
 * through the main job (validate pauses on a missing document, the upload answers it, the run resumes).
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'
import {join} from 'node:path'

import {cliEnv, tempHome} from '../helpers/cli.js'
import {ROOT} from '../helpers/service.js'

describe('e2e: npm run demo (scripts/demo.mjs)', function () {
  this.timeout(120_000)

  it('validates the seeded dossier end to end: pause, upload, resume, report', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'demo.mjs')], {env: cliEnv(await tempHome()), stdio: ['ignore', 'pipe', 'pipe']})
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise((resolve) => child.once('close', resolve))
    expect(code, out).to.equal(0)
    expect(out).to.include('waiting for: missing_document')
    expect(out).to.match(/\$ svc upload-batch \S+missing-\S+\.pdf --space/)
    expect(out).to.match(/--run-id [0-9a-f-]{36}/)
    expect(out).to.include('Global verdict: ✓ pass')
    expect(out).to.include('# Validation report')
  })
})
