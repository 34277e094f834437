import {runHook} from '@oclif/test'
import {expect} from 'chai'
import {mkdir, writeFile} from 'node:fs/promises'
import {join} from 'node:path'

import {
  ALLOWLIST_ENV,
  candidatesOf,
  checkInstallArgs,
  checkPreinstall,
  loadAllowlists,
  matches,
  PluginRefusedError,
  type PolicyConfig,
} from '../../src/hooks/plugins-preinstall/policy.js'
import {tempDir} from '../helpers/oclif.js'
import {ROOT} from '../helpers/service.js'

async function writeJson(path: string, value: unknown): Promise<string> {
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value))
  return path
}

/** A config with its own temp root (the "shipped" location) and config dir. */
async function policyConfig(): Promise<PolicyConfig> {
  const root = await tempDir('svc-cli-root-')
  const configDir = join(root, 'config')
  await mkdir(configDir)
  return {configDir, pjson: {oclif: {scope: 'svc'}}, root}
}

function refusal(fn: () => void): PluginRefusedError {
  try {
    fn()
  } catch (error) {
    expect(error).to.be.instanceOf(PluginRefusedError)
    return error as PluginRefusedError
  }

  throw new Error('expected a refusal')
}

describe('plugin allowlist: policy', () => {
  it('matches names and patterns (* = any run of characters, case ignored)', () => {
    expect(matches('@acme/*', '@acme/plugin-x')).to.equal(true)
    expect(matches('@acme/*', '@acmecorp/plugin-x')).to.equal(false)
    expect(matches('svc-plugin-foo', 'svc-plugin-foo')).to.equal(true)
    expect(matches('svc-plugin-foo', 'svc-plugin-foobar')).to.equal(false)
    expect(matches('svc-plugin-*', 'SVC-Plugin-Bar')).to.equal(true)
    expect(matches('https://github.com/acme/*', 'https://github.com/acme/tools')).to.equal(true)
    // Regex metacharacters in an entry are literal.
    expect(matches('a.b', 'axb')).to.equal(false)
  })

  it('has no restriction when no allowlist exists', async () => {
    const config = await policyConfig()
    expect(loadAllowlists(config, {})).to.deep.equal([])
    expect(() => checkPreinstall({name: 'anything', tag: 'latest', type: 'npm'}, config, {})).not.to.throw()
  })

  it('reads the shipped file, SVC_PLUGIN_ALLOWLIST and the config dir file, in that order', async () => {
    const config = await policyConfig()
    await writeJson(join(config.root, 'plugin-allowlist.json'), {allow: ['@acme/*']})
    await writeJson(join(config.configDir, 'plugin-allowlist.json'), {allow: ['@acme/plugin-a']})
    const fromEnv = await writeJson(join(config.root, 'env.json'), {allow: ['@acme/plugin-a', '@acme/plugin-b'], message: 'Ask #cli-tools.'})
    const lists = loadAllowlists(config, {[ALLOWLIST_ENV]: fromEnv})
    expect(lists.map((l) => l.source)).to.deep.equal([join(config.root, 'plugin-allowlist.json'), fromEnv, join(config.configDir, 'plugin-allowlist.json')])
    expect(lists[1].message).to.equal('Ask #cli-tools.')
  })

  it('requires every allowlist to allow the plugin: a user file narrows the shipped list but cannot widen it', async () => {
    const config = await policyConfig()
    await writeJson(join(config.root, 'plugin-allowlist.json'), {allow: ['@acme/*'], message: 'Company policy: ask IT.'})
    await writeJson(join(config.configDir, 'plugin-allowlist.json'), {allow: ['@acme/plugin-a', 'left-pad-plugin']})
    expect(() => checkPreinstall({name: '@acme/plugin-a', tag: 'latest', type: 'npm'}, config, {})).not.to.throw()
    // Allowed by the shipped list, refused by the user's own narrower list.
    const narrowed = refusal(() => checkPreinstall({name: '@acme/plugin-b', tag: 'latest', type: 'npm'}, config, {}))
    expect(narrowed.message).to.include(join(config.configDir, 'plugin-allowlist.json'))
    // In the user's list but not the shipped one: still refused, with the shipped list's message.
    const widened = refusal(() => checkPreinstall({name: 'left-pad-plugin', tag: 'latest', type: 'npm'}, config, {}))
    expect(widened.message).to.equal(`Plugin "left-pad-plugin" is not on the plugin allowlist (${join(config.root, 'plugin-allowlist.json')}); it was not installed.`)
    expect(widened.suggestions).to.deep.equal(['Allowed: @acme/*.', 'Company policy: ask IT.'])
    expect(widened.exitCode).to.equal(1)
  })

  it('checks repo installs by URL', async () => {
    const config = await policyConfig()
    const file = await writeJson(join(config.root, 'env.json'), {allow: ['https://github.com/acme/*']})
    expect(() => checkPreinstall({type: 'repo', url: 'https://github.com/acme/svc-tools'}, config, {[ALLOWLIST_ENV]: file})).not.to.throw()
    refusal(() => checkPreinstall({type: 'repo', url: 'https://github.com/evil/svc-tools'}, config, {[ALLOWLIST_ENV]: file}))
  })

  it('fails closed: a malformed list, a list of the wrong shape, or a missing SVC_PLUGIN_ALLOWLIST file refuses everything', async () => {
    const config = await policyConfig()
    const spec = {name: '@acme/plugin-a', tag: 'latest', type: 'npm'} as const
    const notJson = await writeJson(join(config.root, 'a.json'), '{"allow": [')
    expect(refusal(() => checkPreinstall(spec, config, {[ALLOWLIST_ENV]: notJson})).message).to.match(/is invalid: not JSON/)
    const wrongShape = await writeJson(join(config.root, 'b.json'), {allowed: ['@acme/*']})
    expect(refusal(() => checkPreinstall(spec, config, {[ALLOWLIST_ENV]: wrongShape})).message).to.include('"allow" must be an array')
    const emptyEntry = await writeJson(join(config.root, 'c.json'), {allow: ['']})
    refusal(() => checkPreinstall(spec, config, {[ALLOWLIST_ENV]: emptyEntry}))
    const missing = refusal(() => checkPreinstall(spec, config, {[ALLOWLIST_ENV]: join(config.root, 'nope.json')}))
    expect(missing.message).to.include('Cannot read the plugin allowlist')
    expect(missing.suggestions[0]).to.include(ALLOWLIST_ENV)
    // An empty list allows nothing.
    const empty = await writeJson(join(config.root, 'd.json'), {allow: []})
    refusal(() => checkPreinstall(spec, config, {[ALLOWLIST_ENV]: empty}))
  })

  it('knows what a `plugins install` argument can resolve to', async () => {
    const config = await policyConfig()
    expect(candidatesOf('foo', config)).to.deep.equal(['foo', '@svc/plugin-foo'])
    expect(candidatesOf('foo@1.2.3', config)).to.deep.equal(['foo', '@svc/plugin-foo'])
    expect(candidatesOf('@acme/plugin-x@next', config)).to.deep.equal(['@acme/plugin-x'])
    expect(candidatesOf('acme/svc-tools', config)).to.deep.equal(['https://github.com/acme/svc-tools'])
    expect(candidatesOf('https://github.com/acme/svc-tools', config)).to.deep.equal(['https://github.com/acme/svc-tools'])
    expect(candidatesOf('git+ssh://git@github.com/acme/x.git', config)).to.deep.equal(['git+ssh://git@github.com/acme/x.git'])
    expect(candidatesOf('foo', {...config, pjson: {oclif: {}}})).to.deep.equal(['foo'])
  })

  it('checks every plugin of `plugins install a b`, ignoring flags; an unscoped name passes when its expanded name is allowed', async () => {
    const config = await policyConfig()
    const file = await writeJson(join(config.root, 'env.json'), {allow: ['@svc/plugin-junit', '@acme/*']})
    const env = {[ALLOWLIST_ENV]: file}
    expect(() => checkInstallArgs(['--force', 'junit', '@acme/x'], config, env)).not.to.throw()
    expect(refusal(() => checkInstallArgs(['@acme/x', '-v', 'not-allowed-pkg'], config, env)).message).to.include('"not-allowed-pkg"')
  })
})

describe('plugin allowlist: hooks (runHook)', () => {
  const saved: Record<string, string | undefined> = {}
  let configHome: string

  beforeEach(async () => {
    for (const key of [ALLOWLIST_ENV, 'XDG_CONFIG_HOME', 'NO_COLOR']) saved[key] = process.env[key]
    configHome = await tempDir('svc-config-home-')
    process.env.XDG_CONFIG_HOME = configHome
    process.env.NO_COLOR = '1'
    delete process.env[ALLOWLIST_ENV]
  })

  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })

  it('plugins:preinstall lets anything through when there is no allowlist', async () => {
    const {error} = await runHook('plugins:preinstall', {plugin: {name: 'whatever', tag: 'latest', type: 'npm'}}, {root: ROOT})
    expect(error).to.equal(undefined)
  })

  it('plugins:preinstall refuses a plugin not on the list with exit 1 and one Error line (not swallowed by oclif)', async () => {
    process.env[ALLOWLIST_ENV] = await writeJson(join(configHome, 'allow.json'), {allow: ['@acme/*']})
    const {error, stderr} = await runHook('plugins:preinstall', {plugin: {name: 'not-allowed-pkg', tag: 'latest', type: 'npm'}}, {root: ROOT})
    expect((error as {oclif?: {exit?: number}})?.oclif?.exit).to.equal(1)
    expect((error as {skipOclifErrorHandling?: boolean}).skipOclifErrorHandling).to.equal(true)
    expect(stderr).to.equal(`Error: Plugin "not-allowed-pkg" is not on the plugin allowlist (${process.env[ALLOWLIST_ENV]}); it was not installed.\n  Allowed: @acme/*.\n  Ask your administrator to add it to the allowlist.\n`)
  })

  it('plugins:preinstall reads <config dir>/plugin-allowlist.json', async () => {
    await mkdir(join(configHome, 'svc'), {recursive: true})
    await writeJson(join(configHome, 'svc', 'plugin-allowlist.json'), {allow: ['@acme/*']})
    const allowed = await runHook('plugins:preinstall', {plugin: {name: '@acme/plugin-a', tag: 'latest', type: 'npm'}}, {root: ROOT})
    expect(allowed.error).to.equal(undefined)
    const refused = await runHook('plugins:preinstall', {plugin: {name: '@other/plugin-a', tag: 'latest', type: 'npm'}}, {root: ROOT})
    expect((refused.error as {oclif?: {exit?: number}})?.oclif?.exit).to.equal(1)
  })

  it('prerun refuses `plugins install <not allowed>` before the command runs, and ignores other commands', async () => {
    process.env[ALLOWLIST_ENV] = await writeJson(join(configHome, 'allow.json'), {allow: ['@acme/*']})
    const install = {id: 'plugins:install'} as never
    const refused = await runHook('prerun', {argv: ['not-allowed-pkg'], Command: install}, {root: ROOT})
    expect((refused.error as {oclif?: {exit?: number}})?.oclif?.exit).to.equal(1)
    expect(refused.stderr).to.include('Error: Plugin "not-allowed-pkg" is not on the plugin allowlist')
    const allowed = await runHook('prerun', {argv: ['@acme/x'], Command: install}, {root: ROOT})
    expect(allowed.error).to.equal(undefined)
    const other = await runHook('prerun', {argv: ['not-allowed-pkg'], Command: {id: 'files:list'} as never}, {root: ROOT})
    expect(other.error).to.equal(undefined)
  })
})
