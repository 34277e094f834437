/**
 * The README's first command (`npm run demo`) must keep working: it drives the real service and CLI
 * through the main job (validate pauses on a missing document, the upload answers it, the run resumes).
 * Redirected, as here, it is plain text; it shows the pause as the CLI says it (not JSON) and ends
 * with the verdict and what to do next (issue 11, C11).
 */
import {expect} from 'chai'
import {spawn} from 'node:child_process'
import {join} from 'node:path'

import {cliEnv, tempHome} from '../helpers/cli.js'
import {ROOT} from '../helpers/service.js'

describe('e2e: npm run demo (scripts/demo.mjs)', function () {
  this.timeout(120_000)

  it('validates the seeded dossier end to end: pause, upload, resume; plain text, ending with the verdict and next steps', async () => {
    // FORCE_COLOR must not matter either: the demo's own styling follows its stdout, a pipe here.
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'demo.mjs')], {env: cliEnv(await tempHome(), {FORCE_COLOR: '1', NO_COLOR: ''}), stdio: ['ignore', 'pipe', 'pipe']})
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise((resolve) => child.once('close', resolve))
    expect(code, out).to.equal(0)
    // No escape sequence anywhere (bold banners were written to files).
    expect(out).to.not.include('\u001B')
    // The pause as a user sees it: one message and the command that answers it, no JSON.
    expect(out).to.match(/Error: The run is paused: .+\(missing_document, correlation_id \S+\)\./)
    expect(out).to.match(/To answer: svc validate \S+ --run-id [0-9a-f-]{36}/)
    expect(out).to.not.match(/^\s*"(waiting_for|correlation_id|event)":/m)
    expect(out).to.match(/\$ svc upload-batch \S+missing-\S+\.pdf --space/)
    expect(out).to.match(/--run-id [0-9a-f-]{36}/)
    expect(out).to.include('Global verdict: ✓ pass')
    // It ends with the verdict and the next steps, not a long report.
    const tail = out.trimEnd().split('\n').slice(-10).join('\n')
    expect(tail).to.match(/== Verdict: PASS/)
    expect(tail).to.include('== Next steps').and.include('svc reports get').and.include('svc --help')
    expect(out).to.not.include('# Validation report')
  })
})
