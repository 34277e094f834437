/**
 * The web console in a real browser: Chromium (Debian's /usr/bin/chromium, installed by .ci/run)
 * driven by playwright-core, against the real svc-server on a free port, with the real svc binary
 * for the command-line half. One story, in order: sign in with the keyboard, create a key, use it
 * with svc, upload (file picker and drag and drop), download, answer a paused run (Mode B) and
 * read its printable report, a missing document (Mode A: abandon, skip, or upload it and
 * continue), delete with confirmation, refuse forged requests (CSRF, another site's form) while a
 * link from another site arrives signed in (SameSite=Lax), revoke the key and see svc refused,
 * switch language, then a phone-sized pass. Every page is checked with axe-core (no serious or
 * critical violation) and for CSP violations, and saved as a screenshot in test-results/console/.
 * Chromium runs with its HOME in a temp directory; the test fails if any of its processes
 * outlives it.
 */
import {expect} from 'chai'

import {existsSync} from 'node:fs'
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {chromium, type BrowserContext, type Page} from 'playwright-core'

import {makeDocument, makeDossier} from '../../server/src/fixtures/dossier.js'
import {runCli, tempHome} from '../helpers/cli.js'
import {ROOT, startTestService, type TestService} from '../helpers/service.js'
import {TODAY} from './validate-fixtures.js'

const CHROMIUM = process.env.SVC_CHROMIUM ?? '/usr/bin/chromium'
const SHOTS = join(ROOT, 'test-results', 'console')
const EMAIL = 'alice@console.test'
const PASSWORD = 'correct-horse-battery'
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** A site that is not the service's (127.0.0.1): Playwright answers it, nothing goes to the network. */
const OTHER_SITE = 'http://other-site.test'

/** Processes whose command line names `dir`: with the profile and HOME in it, every process of this test's Chromium (crashpad included). */
async function processesNaming(dir: string): Promise<{pid: number; command: string}[]> {
  const found: {pid: number; command: string}[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')
    if (command.includes(dir)) found.push({command: command.replaceAll('\0', ' '), pid: Number(entry)})
  }

  return found
}

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: string[]
}

describe('web console in Chromium (end to end)', function () {
  this.timeout(120_000)
  let service: TestService
  let context: BrowserContext
  let page: Page
  let profileDir: string
  let home: string
  let key: string
  let space: string
  let files: {name: string; bytes: Uint8Array}[]
  let filesDir: string
  const cspViolations: string[] = []
  /** Everything the service writes while the test runs, its debug traces included. */
  let serviceLog = ''
  /** Every URL the browser requested. */
  const requested: string[] = []
  const env = () => ({SVC_URL: service.url})

  before(async function () {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: apt-get install chromium (or set SVC_CHROMIUM).`)
    await mkdir(SHOTS, {recursive: true})
    // The screenshots are for review, never for the repository.
    await writeFile(join(ROOT, 'test-results', '.gitignore'), '*\n')
    service = await startTestService({env: {DEBUG: 'svc-server:*'}})
    for (const stream of [service.process.stdout, service.process.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        serviceLog += chunk.toString('utf8')
      })
    }

    await service.createKey(EMAIL, {admin: true, password: PASSWORD})
    home = await tempHome()
    profileDir = await mkdtemp(join(tmpdir(), 'svc-chromium-'))
    context = await chromium.launchPersistentContext(join(profileDir, 'profile'), {
      acceptDownloads: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      // Its crash database and caches go to the temp dir, not the real HOME (and name it, for the leak check in after()).
      env: {...process.env, HOME: profileDir, XDG_CACHE_HOME: join(profileDir, 'cache'), XDG_CONFIG_HOME: join(profileDir, 'config')},
      executablePath: CHROMIUM,
      headless: true,
      locale: 'en-GB',
      timeout: 30_000,
      viewport: {height: 900, width: 1280},
    })
    context.setDefaultTimeout(20_000)
    context.on('request', (request) => requested.push(request.url()))
    // The leak check in after() finds the browser by its directory: it must see it now.
    expect((await processesNaming(profileDir)).length, 'Chromium processes naming the profile directory').to.be.greaterThan(0)
    page = context.pages()[0] ?? (await context.newPage())
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) cspViolations.push(message.text())
    })
    const dossier = await makeDossier({refDate: TODAY, variant: 'ambiguous'})
    files = dossier.files
    filesDir = await mkdtemp(join(tmpdir(), 'svc-console-files-'))
    for (const file of files) await writeFile(join(filesDir, file.name), file.bytes)
  })

  after(async function () {
    this.timeout(60_000)
    // Bounded: a browser that does not close in time is killed below like any leftover.
    await Promise.race([context?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]).catch(() => {})
    await service?.stop()
    let leftovers = profileDir ? await processesNaming(profileDir) : []
    for (let waited = 0; leftovers.length > 0 && waited < 10_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      leftovers = await processesNaming(profileDir)
    }

    for (const {pid} of leftovers) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }

    for (const dir of [profileDir, home, filesDir]) if (dir) await rm(dir, {force: true, recursive: true})
    expect(
      leftovers.map(({command, pid}) => `${pid} ${command.slice(0, 120)}`),
      'Chromium processes left running after the test (killed now)',
    ).to.deep.equal([])
  })

  /** axe-core on the current page (injected through the debugger, which the page's CSP does not govern). */
  async function checkPage(name: string, target: Page = page): Promise<void> {
    await target.screenshot({fullPage: true, path: join(SHOTS, `${name}.png`)})
    await target.evaluate(await readFile(AXE_SOURCE, 'utf8'))
    const violations = (await target.evaluate(`axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
      .then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' '))})))`)) as AxeViolation[]
    expect(violations, `${name}: ${JSON.stringify(violations, null, 2)}`).to.deep.equal([])
    expect(cspViolations, name).to.deep.equal([])
  }

  it('signs in with the keyboard alone', async () => {
    await page.goto(`${service.url}/sign-up`)
    await page.getByLabel('Invitation code').waitFor()
    await checkPage('00-sign-up')
    await page.goto(service.url)
    expect(new URL(page.url()).pathname).to.equal('/sign-in')
    await checkPage('01-sign-in')
    // Tab order: skip link, brand, language switch, then the form.
    await page.keyboard.press('Tab')
    expect(await page.evaluate('document.activeElement.className')).to.equal('skip')
    for (let i = 0; i < 6 && (await page.evaluate('document.activeElement.id')) !== 'email'; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate('document.activeElement.id')).to.equal('email')
    await page.keyboard.type(EMAIL)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/spaces')
    await page.getByRole('heading', {level: 1, name: 'Spaces'}).waitFor()
  })

  it('creates a key: shown once with its copy button and the exact lines to use it', async () => {
    await page.getByRole('link', {name: 'API keys'}).click()
    await page.getByLabel('Label').fill('laptop')
    await page.getByLabel('live: production work').check()
    await page.getByRole('button', {name: 'Create the key'}).click()
    await page.getByRole('heading', {name: 'Your new key'}).waitFor()
    key = await page.locator('#new-key').inputValue()
    expect(key).to.match(/^sk_live_[\w-]{32}$/)
    expect(await page.locator('#use-login').innerText()).to.equal(`export SVC_URL=${service.url}\nsvc auth login`)
    expect(await page.locator('#use-env').innerText()).to.equal(`export SVC_URL=${service.url}\nexport SVC_API_KEY=${key}`)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: service.url})
    await page.getByRole('button', {name: 'Copy the key'}).click()
    await page.locator('#copy-status', {hasText: 'Copied.'}).waitFor()
    expect(await page.evaluate('navigator.clipboard.readText()')).to.equal(key)
    await checkPage('02-key-created')
    await page.getByRole('link', {name: 'I have stored it'}).click()
    const table = await page.locator('#keys').innerText()
    expect(table).to.include('sk_live_…').and.include('laptop').and.not.include(key)
    await checkPage('03-keys')
  })

  it('the new key works with the real svc binary at once', async () => {
    const login = await runCli(['auth', 'login'], {env: env(), home, input: `${key}\n`})
    expect(login.code, login.stderr).to.equal(0)
    const created = await runCli(['spaces', 'create', 'Console <dossier>', '--format', 'json'], {env: env(), home})
    expect(created.code, created.stderr).to.equal(0)
    space = (JSON.parse(created.stdout) as {id: string}).id
    const listed = await runCli(['files', 'list', '--format', 'json'], {env: env(), home})
    expect(listed.code, listed.stderr).to.equal(0)
  })

  it('uploads with the file picker and by drag and drop, then shows processing until ready', async () => {
    await page.getByRole('link', {name: 'Spaces'}).click()
    await page.getByRole('link', {name: 'Console <dossier>'}).click()
    await page.getByRole('heading', {level: 1, name: 'Console <dossier>'}).waitFor()
    const [dropped, ...picked] = files
    await page.getByLabel('Choose files').setInputFiles(picked.map((f) => join(filesDir, f.name)))
    await page.getByRole('button', {name: 'Upload', exact: true}).click()
    await page.locator('#upload-status', {hasText: `${picked.length} file(s) uploaded, 0 failed.`}).waitFor()
    // A drop event carrying a real File, as a desktop drag would.
    await page.evaluate(`(() => {
      const bytes = Uint8Array.from(atob(${JSON.stringify(Buffer.from(dropped.bytes).toString('base64'))}), (c) => c.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(new File([bytes], ${JSON.stringify(dropped.name)}, {type: 'application/pdf'}))
      document.querySelector('form[data-upload]').dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: data}))
    })()`)
    await page.locator('#upload-status', {hasText: '1 file(s) uploaded, 0 failed.'}).waitFor()
    for (const file of files) await page.locator('#documents td', {hasText: file.name}).first().waitFor()
    // The documents section refreshes itself until nothing is processing.
    await page.locator('#documents:not([data-refresh])').waitFor({timeout: 60_000})
    expect(await page.locator('#documents').innerText()).to.not.include('processing')
    await checkPage('04-space')
  })

  it('downloads a document with the session cookie, byte for byte', async () => {
    const file = files[1]
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', {name: `Download ${file.name}`}).click()])
    expect(download.suggestedFilename()).to.equal(file.name)
    const saved = await readFile((await download.path())!)
    expect(Buffer.compare(saved, Buffer.from(file.bytes))).to.equal(0)
  })

  it('answers a paused run from the browser and opens its printable report', async () => {
    const dumped = await runCli(['validate', space, '--on-ambiguous', 'dump', '--language', 'en'], {env: env(), home})
    expect(dumped.code, dumped.stderr).to.equal(0)
    const prompt = JSON.parse(dumped.stdout) as {run_id: string; waiting_for: string; config: {fields: {name: string; options: {label?: string; value: string}[]}[]}}
    expect(prompt.waiting_for).to.equal('classification_correction')
    await page.reload()
    await page.locator('#runs').getByRole('link', {name: prompt.run_id.slice(0, 8)}).click()
    await page.getByRole('heading', {name: 'The run needs your answer'}).waitFor()
    await checkPage('05-run-question')
    const option = prompt.config.fields[0].options.find((o) => o.value === 'attestation_vigilance')!
    await page.getByRole('radio', {name: option.label ?? option.value}).check()
    await page.getByRole('button', {name: 'Send my answer'}).click()
    // The run goes on in the service; the page refreshes itself until the report is there.
    await page.getByRole('heading', {level: 1, name: /Validation report/}).waitFor({timeout: 60_000})
    const global = await page.locator('#global-verdict').innerText()
    expect(global).to.match(/Global verdict: [✓✗⚠—] (pass|fail|to check|not applicable)/)
    const legend = await page.locator('.legend').innerText()
    for (const glyph of ['✓', '✗', '⚠', '—']) expect(legend).to.include(glyph)
    expect(await page.locator('#n1-title').isVisible()).to.equal(true)
    expect(await page.locator('#n2-title').isVisible()).to.equal(true)
    // Evidence names the document, the page and the value read.
    expect(await page.locator('ul.evidence li', {hasText: /\.pdf, page \d+: .+ = /}).count()).to.be.greaterThan(0)
    expect(await page.locator('section[aria-labelledby="hitl-title"]').innerText()).to.include('attestation_vigilance')
    await checkPage('06-report')
    await page.evaluate('window.scrollTo(0, 0)')
    await page.screenshot({path: join(SHOTS, '06-report-top.png')})
    await page.emulateMedia({media: 'print'})
    expect(await page.locator('header.top').isVisible()).to.equal(false)
    await page.screenshot({fullPage: true, path: join(SHOTS, '07-report-print.png')})
    await page.emulateMedia({media: 'screen'})
    // The same report over the API, for the same run.
    const report = await runCli(['reports', 'get', prompt.run_id], {env: env(), home})
    expect(report.code, report.stderr).to.equal(0)
    const words: Record<string, string> = {fail: '✗ fail', not_applicable: '— not applicable', pass: '✓ pass', warning: '⚠ to check'}
    expect(global).to.include(words[(JSON.parse(report.stdout) as {global_verdict: string}).global_verdict])
  })

  it('Mode A from the browser: a missing document stops the run; abandon, skip, or upload it and continue', async () => {
    const created = await runCli(['spaces', 'create', 'Missing piece', '--format', 'json'], {env: env(), home})
    expect(created.code, created.stderr).to.equal(0)
    const missingSpace = (JSON.parse(created.stdout) as {id: string}).id
    const dossier = await makeDossier({refDate: TODAY, variant: 'missing'})
    const dir = await mkdtemp(join(tmpdir(), 'svc-console-missing-'))
    try {
      for (const file of dossier.files) await writeFile(join(dir, file.name), file.bytes)
      const missing = await makeDocument('attestation_rc_pro', {refDate: TODAY})
      await writeFile(join(dir, missing.name), missing.bytes)
      const openSpace = async () => {
        await page.goto(`${service.url}/spaces/${missingSpace}`)
        await page.getByRole('heading', {level: 1, name: 'Missing piece'}).waitFor()
      }

      const upload = async (names: string[]) => {
        await page.getByLabel('Choose files').setInputFiles(names.map((name) => join(dir, name)))
        await page.getByRole('button', {name: 'Upload', exact: true}).click()
        await page.locator('#upload-status', {hasText: `${names.length} file(s) uploaded, 0 failed.`}).waitFor()
        await page.locator('#documents:not([data-refresh])').waitFor({timeout: 60_000})
      }

      /** Starts a run from the space page; it pauses for the missing certificate. */
      const validateUntilQuestion = async () => {
        await page.getByRole('button', {name: 'Validate this dossier'}).click()
        await page.waitForURL(/\/runs\/[0-9a-f-]{36}$/)
        await page.getByRole('heading', {name: 'The run needs your answer'}).waitFor({timeout: 60_000})
        expect(await page.locator('#run-status').innerText()).to.equal('paused: waiting for an answer')
        return new URL(page.url()).pathname
      }

      await openSpace()
      await upload(dossier.files.map((f) => f.name))

      // 1. Abandon: the run ends failed, saying why.
      await validateUntilQuestion()
      await checkPage('11-run-missing-document')
      await page.getByRole('button', {name: 'Abandon the run'}).click()
      await page.getByRole('heading', {level: 1, name: /Validation report/}).waitFor({timeout: 60_000})
      expect(await page.locator('#run-status').innerText()).to.equal('failed')
      expect(await page.getByRole('alert').innerText()).to.match(/The run failed at step .+: Validation abandoned: missing document for /)

      // 2. Skip: the run goes on without it and completes; the report records the decision.
      await openSpace()
      await validateUntilQuestion()
      await page.getByRole('button', {name: 'Continue without it'}).click()
      await page.getByRole('heading', {level: 1, name: /Validation report/}).waitFor({timeout: 60_000})
      expect(await page.locator('#run-status').innerText()).to.equal('complete')
      expect(await page.locator('section[aria-labelledby="hitl-title"]').innerText()).to.include('missing_document').and.include('skip')

      // 3. Mode A proper: upload the missing piece into the space from the browser, then continue.
      await openSpace()
      const runPath = await validateUntilQuestion()
      await page.getByRole('link', {name: 'Open the space to upload it'}).click()
      await upload([missing.name])
      await page.goto(`${service.url}${runPath}`)
      await page.getByRole('button', {name: 'I uploaded it: continue'}).click()
      await page.getByRole('heading', {level: 1, name: /Validation report/}).waitFor({timeout: 60_000})
      expect(await page.locator('#run-status').innerText()).to.equal('complete')
      // The report now reads the uploaded certificate; no decision was needed.
      const documents = page.locator('section[aria-labelledby="docs-title"]')
      expect(await documents.innerText()).to.include(missing.name)
      expect(await page.locator('section[aria-labelledby="hitl-title"]').count()).to.equal(0)
      await checkPage('12-report-after-mode-a')
    } finally {
      await rm(dir, {force: true, recursive: true})
    }
  })

  it('deletes a document after a confirmation page', async () => {
    await page.goto(`${service.url}/spaces/${space}`)
    const file = files[0]
    await page.getByRole('link', {name: `Delete ${file.name}`}).click()
    await page.getByText('This cannot be undone.').waitFor()
    await checkPage('08-delete-confirm')
    await page.getByRole('button', {name: 'Delete permanently'}).click()
    await page.getByRole('status').filter({hasText: /Document \d+ was deleted\./}).waitFor()
    expect(await page.locator('#documents').innerText()).to.not.include(file.name)
  })

  it('refuses state-changing requests without the CSRF token (API keys unaffected)', async () => {
    const form = await page.request.post(`${service.url}/keys`, {form: {label: 'forged', type: 'live'}, maxRedirects: 0})
    expect(form.status()).to.equal(403)
    const upload = (await page.evaluate(`(async () => {
      const body = new FormData()
      body.set('space_id', ${JSON.stringify(space)})
      body.append('files', new Blob(['x'], {type: 'text/plain'}), 'forged.txt')
      const res = await fetch('/api/v2/files/batch-upload', {method: 'POST', body, headers: {'x-csrf-token': 'forged'}})
      return res.status
    })()`)) as number
    expect(upload).to.equal(403)
    const withKey = await runCli(['files', 'list', '--space', space, '--format', 'json'], {env: env(), home})
    expect(withKey.code, withKey.stderr).to.equal(0)
    expect(withKey.stdout).to.not.include('forged')
  })

  it('a link from another site arrives signed in (SameSite=Lax); that site\'s form cannot change anything', async () => {
    await context.route(`${OTHER_SITE}/**`, (route) =>
      route.fulfill({
        body: `<!doctype html><html lang="en"><title>Elsewhere</title>
<a id="link" href="${service.url}/keys">the console</a>
<form id="forged" method="post" action="${service.url}/keys"><input name="label" value="forged-cross-site"><input name="type" value="live"><button>go</button></form>`,
        contentType: 'text/html',
      }),
    )
    try {
      await page.goto(`${OTHER_SITE}/`)
      await page.locator('#link').click()
      await page.waitForURL(`${service.url}/keys`)
      // Still signed in: with SameSite=Strict this navigation would land on the sign-in page.
      await page.getByRole('heading', {level: 1, name: 'API keys'}).waitFor()
      await page.goto(`${OTHER_SITE}/`)
      await page.locator('#forged button').click()
      await page.waitForURL((url) => url.origin === service.url)
      await page.goto(`${service.url}/keys`)
      expect(await page.locator('#keys').innerText()).to.not.include('forged-cross-site')
    } finally {
      await context.unroute(`${OTHER_SITE}/**`)
    }
  })

  it('revokes the key: svc is refused at once (exit 1, one line)', async () => {
    await page.goto(`${service.url}/keys`)
    await page.getByRole('button', {name: /^Revoke key sk_live_… laptop/}).click()
    await page.getByRole('status').filter({hasText: 'stops working now'}).waitFor()
    expect(await page.locator('#keys').innerText()).to.match(/revoked/)
    const refused = await runCli(['files', 'list'], {env: env(), home})
    expect(refused.code).to.equal(1)
    expect(refused.stderr).to.match(/revoked/i)
    expect(refused.stderr.trim().split('\n')[0]).to.not.match(/^\s+at /)
  })

  it('switches to French and back', async () => {
    await page.getByRole('button', {name: 'Language: Français'}).click()
    await page.getByRole('heading', {level: 1, name: 'Clés d’API'}).waitFor()
    expect(await page.getAttribute('html', 'lang')).to.equal('fr')
    await checkPage('09-keys-fr')
    await page.goto(`${service.url}/admin`)
    await checkPage('10-admin-fr')
    await page.getByRole('button', {name: /^Langue\s*: English$/}).click()
    await page.getByRole('heading', {level: 1, name: 'Administration'}).waitFor()
    expect(await page.getAttribute('html', 'lang')).to.equal('en')
  })

  it('no secret reaches the service\'s log (debug traces included) or a URL the browser requested', async () => {
    const session = (await context.cookies(service.url)).find((c) => c.name === 'svc_session')!.value
    await page.goto(`${service.url}/keys`)
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content'))!
    expect(serviceLog.length, 'the service logged nothing at all: the check would prove nothing').to.be.greaterThan(0)
    for (const [what, secret] of Object.entries({csrf, key, password: PASSWORD, session})) {
      expect(secret.length, what).to.be.greaterThan(8)
      expect(serviceLog.includes(secret), `${what} found in the service's log`).to.equal(false)
      const inUrl = requested.find((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)))
      expect(inUrl, `${what} found in a URL`).to.equal(undefined)
    }

    expect(requested.length).to.be.greaterThan(50)
  })

  it('is usable on a phone-sized screen: no sideways scrolling, same checks', async () => {
    const phone = await context.newPage()
    phone.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) cspViolations.push(message.text())
    })
    await phone.setViewportSize({height: 800, width: 360})
    try {
      for (const [path, name] of [
        ['/spaces', 'phone-spaces'],
        [`/spaces/${space}`, 'phone-space'],
        ['/keys', 'phone-keys'],
      ] as const) {
        await phone.goto(`${service.url}${path}`)
        const overflow = (await phone.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number
        expect(overflow, `${path} scrolls sideways by ${overflow}px`).to.be.at.most(1)
        await checkPage(name, phone)
      }

      await phone.goto(`${service.url}/spaces/${space}`)
      await phone.locator('#runs a').first().click()
      await phone.getByRole('heading', {level: 1, name: /Validation report/}).waitFor()
      const overflow = (await phone.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number
      expect(overflow, `report scrolls sideways by ${overflow}px`).to.be.at.most(1)
      await checkPage('phone-report', phone)
    } finally {
      await phone.close()
    }
  })
})
