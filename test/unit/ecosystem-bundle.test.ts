/**
 * The start-up bundles (scripts/bundle-core.mjs, loaded by bin/run.js) must be the packages they
 * bundle: the same exports, and shims and patches that give exactly the answers of the code they
 * stand in for. Run after a build (dist/oclif-core.cjs and its face dist/oclif-core.js, dist/got.js).
 */
import {Config} from '@oclif/core'
import {expect} from 'chai'
import {spawnSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {ROOT} from '../helpers/service.js'

const require = createRequire(join(ROOT, 'package.json'))

interface BundleCore {
  knownPluginRoots: (root: string) => string[]
  LAZY_BUILTINS: string[]
  lazyBuiltin: (name: string) => string
  GOT_LAZY_BUILTINS: string[]
  PATCHES: Record<string, {file: string; find: string; package?: string; replace: string}>
  routeDynamicImports: (code: string, require: NodeJS.Require) => Promise<string>
  SHIMS: Record<string, string>
  svcCompareIds: ((a: string, b: string) => number) & {root?: boolean}
  svcRootCollation: (env: NodeJS.ProcessEnv) => boolean
}

const bundleCore = async () => (await import(pathToFileURL(join(ROOT, 'scripts', 'bundle-core.mjs')).href)) as BundleCore

/** Evaluates CommonJS source with a real `require`, as the bundle would at run time. */
function evaluate(source: string): Record<string, unknown> {
  const module = {exports: {} as Record<string, unknown>}
  new Function('module', 'exports', 'require', source)(module, module.exports, require)
  return module.exports
}

/** Evaluates one shim's CommonJS source. */
async function loadShim(name: 'ejs' | 'lilconfig' | 'minimatch' | 'semver'): Promise<Record<string, unknown>> {
  return evaluate((await bundleCore()).SHIMS[name])
}

/** The characters of simple command ids; every one of them, and every pair over a sample of them. */
const SIMPLE = '_-:.0123456789abcdefghijklmnopqrstuvwxyz'
const SHORT_IDS = ['', ...SIMPLE, ...[...'_-:.09ahyz'].flatMap((a) => [...'_-:.09ahyz'].map((b) => a + b))]
const IDS = ['files:list', 'files:ls', 'files', 'plugins:install', 'plugins:inspect', 'plugins', 'autocomplete:script', 'auth:login', 'a-b', 'ab', 'a_b', 'a.b', 'a:b', 'v2:x', 'v10:x', 'x1', 'x-1', ...SHORT_IDS]

describe('ecosystem: the @oclif/core start-up bundle', () => {
  it('exports every name @oclif/core exports, as the same kind of value', async () => {
    const bundle = (await import(pathToFileURL(join(ROOT, 'dist', 'oclif-core.js')).href)) as Record<string, unknown>
    const core = require('@oclif/core') as Record<string, unknown>
    for (const name of Object.keys(core)) {
      expect(bundle, name).to.have.property(name)
      expect(typeof bundle[name], name).to.equal(typeof core[name])
    }
  })

  it('exports every name got exports, the default (the client) included', async () => {
    const bundle = (await import(pathToFileURL(join(ROOT, 'dist', 'got.js')).href)) as Record<string, unknown>
    const got = (await import('got')) as Record<string, unknown>
    expect(Object.keys(bundle).sort()).to.deep.equal(Object.keys(got).sort())
    expect(typeof bundle.default).to.equal('function')
    expect(typeof (bundle.default as {extend?: unknown}).extend).to.equal('function')
  })

  it('exports what svc imports from the MCP SDK and zod (dist/mcp-sdk.js, the face of dist/mcp-sdk.cjs), as the same kinds of value', async () => {
    const bundle = (await import(pathToFileURL(join(ROOT, 'dist', 'mcp-sdk.js')).href)) as Record<string, unknown>
    const {Client} = (await import('@modelcontextprotocol/sdk/client/index.js')) as Record<string, unknown>
    const zod = (await import('zod')) as Record<string, unknown>
    // zod's makers by name: its `z` namespace would keep all of zod (its locales too) in the bundle.
    expect(Object.keys(bundle).sort()).to.deep.equal(['Client', 'literal', 'object', 'unknown'])
    expect(typeof bundle.Client).to.equal(typeof Client)
    for (const name of ['literal', 'object', 'unknown']) expect(typeof bundle[name], name).to.equal(typeof zod[name])
    const {literal, object, unknown} = bundle as unknown as typeof import('zod')
    const schema = object({method: literal('notifications/svc/event'), params: unknown().optional()})
    expect([schema.safeParse({method: 'notifications/svc/event'}).success, schema.safeParse({method: 'other'}).success]).to.deep.equal([true, false])
  })

  it('svc:zod-jitless: zod in the MCP SDK bundle builds and parses its schemas without writing code (no Function constructor), with the same results', () => {
    // In a process of its own: zod keeps its configuration on globalThis.
    const script = `let calls = 0
const Real = Function
globalThis.Function = new Proxy(Real, {construct: (t, a) => (calls++, Reflect.construct(t, a)), apply: (t, s, a) => (calls++, Reflect.apply(t, s, a))})
const {literal, object, unknown} = require(${JSON.stringify(join(ROOT, 'dist', 'mcp-sdk.cjs'))})
const schema = object({method: literal('notifications/svc/event'), params: unknown().optional()})
const results = [schema.safeParse({method: 'notifications/svc/event', params: 1}).success, schema.safeParse({method: 'x'}).error.issues[0].path]
console.log(JSON.stringify({calls, results}))`
    const {stderr, stdout} = spawnSync(process.execPath, ['-e', script], {encoding: 'utf8'})
    expect(JSON.parse(stdout || stderr)).to.deep.equal({calls: 0, results: [true, ['method']]})
  })

  it("sdk-lazy-ajv patch: the bundle's Client still makes its default validator (ajv) when given none, and it still validates", async () => {
    const {Client} = (await import(pathToFileURL(join(ROOT, 'dist', 'mcp-sdk.js')).href)) as {Client: new (info: object) => Record<string, unknown>}
    type Validator = {getValidator: (schema: object) => (input: unknown) => {valid: boolean}}
    const bundled = new Client({name: 'svc', version: '1'})._jsonSchemaValidator as Validator
    const check = bundled.getValidator({properties: {seq: {type: 'integer'}}, required: ['seq'], type: 'object'})
    expect([check({seq: 1}).valid, check({seq: '1'}).valid, check({}).valid]).to.deep.equal([true, false, false])
  })

  it('ejs shim: renders every help text of svc exactly like ejs, and skips only strings without a tag', async () => {
    const shim = (await loadShim('ejs')) as {render: (t: string, d: object, o?: object) => string}
    const ejs = require('ejs') as {render: (t: string, d: object, o?: object) => string}
    const config = await Config.load({root: ROOT})
    const manifest = JSON.parse(readFileSync(join(ROOT, 'oclif.manifest.json'), 'utf8')) as {commands: Record<string, Record<string, unknown>>}
    const texts = Object.values(manifest.commands).flatMap((c) => [c.summary, c.description, ...((c.examples as string[]) ?? []), ...Object.values(c.flags as Record<string, {description?: string}>).map((f) => f.description)])
    const tricky = ['plain', '', '50% off', 'a %> b', '<%% literal %%>', 'line\n  indented\n', '<%= config.bin %> files list', "<%- 'x' %>", 'tab\tand trailing space ']
    const context = {command: {id: 'files:list'}, config}
    for (const text of [...texts.filter((t): t is string => typeof t === 'string'), ...tricky]) {
      expect(shim.render(text, context), JSON.stringify(text)).to.equal(ejs.render(text, context))
    }

    // A custom delimiter is always handed to ejs.
    expect(shim.render('[?= 1 + 1 ?]', {}, {closeDelimiter: ']', delimiter: '?', openDelimiter: '['})).to.equal('2')
  })

  it('minimatch shim: the same answers as minimatch for names and patterns', async () => {
    const shim = (await loadShim('minimatch')) as {minimatch: (p: string, g: string, o?: object) => boolean}
    const {minimatch} = require('minimatch') as {minimatch: (p: string, g: string, o?: object) => boolean}
    const names = ['@oclif/plugin-help', '@oclif/plugin-plugins', 'debug', 'got', '@svc/plugin-report-junit', '@acme/x', 'a+b', 'plugin-help', '@oclif/plugin-help-extra']
    const patterns = ['@oclif/plugin-help', '@oclif/plugin-*', '@oclif/*', '*', 'debug', '!debug', '#comment', '@oclif/plugin-{help,plugins}', '@(oclif)/plugin-help', 'a+b', '+(a)', '@svc/plugin-?eport-junit', 'got']
    for (const name of names) for (const pattern of patterns) expect(shim.minimatch(name, pattern), `${name} ~ ${pattern}`).to.equal(minimatch(name, pattern))
    expect(shim.minimatch('A', 'a', {nocase: true})).to.equal(true)
  })

  it('semver shim: loads semver on first use and answers like it', async () => {
    const shim = (await loadShim('semver')) as {satisfies: (v: string, r: string) => boolean; __esModule?: unknown}
    expect(shim.__esModule).to.equal(undefined)
    expect(shim.satisfies('24.1.0', '>=22')).to.equal(true)
    expect(shim.satisfies('20.1.0', '>=22')).to.equal(false)
  })

  it('semver, lilconfig shims: evaluate the package on first use only, and answer like it', async () => {
    const shim = (await loadShim('lilconfig')) as {lilconfig: unknown; __esModule?: unknown}
    expect(shim.__esModule).to.equal(undefined)
    expect(shim.lilconfig).to.equal((require('lilconfig') as {lilconfig: unknown}).lilconfig)
  })

  it('collation patch: the order of localeCompare for command ids, in this process', async () => {
    const {svcCompareIds} = await bundleCore()
    for (const a of IDS) for (const b of IDS) expect(svcCompareIds(a, b), `${a} ~ ${b}`).to.equal(Math.sign(a.localeCompare(b)))
    // Ids outside the simple set go to localeCompare.
    for (const [a, b] of [['Files', 'files'], ['é', 'e'], ['a b', 'a-b'], ['Z', 'a']]) expect(svcCompareIds(a, b)).to.equal(Math.sign(a.localeCompare(b)))
  })

  it('collation patch: the order of ICU for simple ids in every locale it takes the short cut for', async function () {
    this.timeout(60_000)
    const {svcCompareIds, svcRootCollation} = await bundleCore()
    const candidates = ['en_US', 'en_GB', 'de_DE', 'de_AT', 'de_CH', 'fr_FR', 'fr_CA', 'es_ES', 'es_MX', 'it_IT', 'pt_BR', 'pt_PT', 'nl_NL', 'ja_JP', 'zh_CN', 'zh_TW', 'zh_HK', 'ru_RU', 'pl_PL', 'sv_SE', 'sv_FI', 'fi_FI', 'tr_TR', 'ko_KR', 'uk_UA', 'el_GR', 'ro_RO']
    const saved = svcCompareIds.root
    svcCompareIds.root = true
    try {
      for (const locale of candidates) {
        expect(svcRootCollation({LANG: `${locale}.UTF-8`}), locale).to.equal(process.platform === 'linux')
        const icu = new Intl.Collator(locale.replace('_', '-')).compare
        for (const a of SHORT_IDS) for (const b of SHORT_IDS) if (svcCompareIds(a, b) !== Math.sign(icu(a, b))) expect.fail(`${locale}: ${a} ~ ${b}`)
      }
    } finally {
      svcCompareIds.root = saved
    }
  })

  it('collation patch: takes the short cut only for the default locales that ICU derives as root-ordered', async function () {
    if (process.platform !== 'linux') this.skip()
    const {svcRootCollation} = await bundleCore()
    const cases: Array<[NodeJS.ProcessEnv, boolean]> = [
      [{}, true],
      [{LANG: 'C'}, true],
      [{LANG: 'C.UTF-8'}, true],
      [{LANG: 'POSIX'}, true],
      [{LANG: 'en_US.UTF-8'}, true],
      [{LANG: ''}, true],
      [{LANG: 'da_DK.UTF-8'}, false],
      [{LANG: 'lt_LT.UTF-8'}, false],
      [{LANG: 'cs_CZ.UTF-8'}, false],
      [{LANG: 'en_US.UTF-8@euro'}, false],
      [{LANG: 'en_US_POSIX'}, false],
      [{LANG: 'en_US.UTF-8', LC_ALL: 'da_DK.UTF-8'}, false],
      [{LANG: 'C.UTF-8', LC_MESSAGES: 'cy_GB.UTF-8'}, false],
      [{LANG: 'da_DK.UTF-8', LC_ALL: ''}, true],
      [{LANG: 'da_DK.UTF-8', LC_COLLATE: 'C'}, false],
      [{LANG: 'C', NODE_ICU_DATA: '/opt/icu'}, false],
      [{LANG: 'C', NODE_OPTIONS: '--icu-data-dir=/opt/icu'}, false],
    ]
    for (const [env, expected] of cases) expect(svcRootCollation(env), JSON.stringify(env)).to.equal(expected)

    // The premise, checked against this Node's ICU: a process started with that environment
    // collates with the locale it names, in the root order when the short cut is taken.
    const probe = `const c = new Intl.Collator(); process.stdout.write(c.resolvedOptions().locale.split('-')[0] + ' ' + [...${JSON.stringify(SIMPLE)}].sort(c.compare).join(''))`
    const premises: Array<[NodeJS.ProcessEnv, string]> = [
      [{}, 'en'],
      [{LANG: 'C.UTF-8'}, 'en'],
      [{LANG: 'en_US.UTF-8'}, 'en'],
      [{LANG: 'de_DE.UTF-8'}, 'de'],
      [{LANG: 'da_DK.UTF-8'}, 'da'],
      [{LANG: 'en_US.UTF-8', LC_ALL: 'da_DK.UTF-8'}, 'da'],
      [{LANG: 'C.UTF-8', LC_MESSAGES: 'cy_GB.UTF-8'}, 'cy'],
      [{LANG: 'da_DK.UTF-8', LC_ALL: ''}, 'und'],
    ]
    const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(LANG|LC_.*|NODE_OPTIONS|NODE_ICU_DATA)$/.test(key)))
    for (const [env, language] of premises) {
      const [resolved, order] = spawnSync(process.execPath, ['-e', probe], {encoding: 'utf8', env: {...clean, ...env}}).stdout.split(' ')
      expect(resolved, JSON.stringify(env)).to.equal(language)
      if (svcRootCollation(env)) expect(order, JSON.stringify(env)).to.equal(SIMPLE)
    }
  })

  it('patches: each still applies to the installed package (else the bundle would carry the original code)', async () => {
    const {PATCHES} = await bundleCore()
    for (const [name, patch] of Object.entries(PATCHES)) {
      // Where the bundler finds it (the patch applies to the copy under node_modules/<package>/).
      const source = readFileSync(join(ROOT, 'node_modules', patch.package ?? '@oclif/core', patch.file), 'utf8')
      expect(source.split(patch.find).length - 1, name).to.equal(1)
    }
  })

  it('plugin-roots patch: the bundle finds the same plugin directories as @oclif/core, with a known root or a linked one', async () => {
    const {knownPluginRoots} = await bundleCore()
    const pjson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {oclif: {plugins: string[]}}
    expect(knownPluginRoots(ROOT)).to.deep.equal(pjson.oclif.plugins)
    // A CLI whose plugin is a symlink: require.resolve answers with the real path, so must the bundle.
    const linked = mkdtempSync(join(tmpdir(), 'svc-plugin-roots-'))
    writeFileSync(join(linked, 'package.json'), JSON.stringify({dependencies: {'@oclif/plugin-help': '*'}, name: 'linked-cli', oclif: {plugins: ['@oclif/plugin-help']}, version: '1.0.0'}))
    mkdirSync(join(linked, 'node_modules', '@oclif'), {recursive: true})
    symlinkSync(join(ROOT, 'node_modules', '@oclif', 'plugin-help'), join(linked, 'node_modules', '@oclif', 'plugin-help'), 'dir')
    const bundle = require(join(ROOT, 'dist', 'oclif-core.cjs')) as typeof import('@oclif/core')
    for (const root of [ROOT, linked]) {
      const roots = async (core: typeof import('@oclif/core')) => {
        const config = await core.Config.load({root})
        return Object.fromEntries([...config.plugins.values()].map((plugin) => [plugin.name, plugin.root]))
      }

      const [bundled, installed] = await Promise.all([roots(bundle), roots(await import('@oclif/core'))])
      expect(bundled, root).to.deep.equal(installed)
      expect(Object.keys(bundled), root).to.include('@oclif/plugin-help')
    }
  })

  it('debug rider: dist/debug.js is the debug package the bundle carries, with the names an import of debug has', async () => {
    const face = (await import(pathToFileURL(join(ROOT, 'dist', 'debug.js')).href)) as Record<string, unknown> & {default: ((ns: string) => {enabled: boolean; namespace: string}) & {enable: (ns: string) => void; disable: () => string}}
    const installed = (await import('debug')) as Record<string, unknown>
    // (Node also names the CommonJS module itself 'module.exports'.)
    for (const name of Object.keys(installed).filter((key) => key !== 'module.exports')) expect(face, name).to.have.property(name)
    expect(face.default).to.equal((require(join(ROOT, 'dist', 'oclif-core.cjs')) as Record<symbol, unknown>)[Symbol.for('svc:bundle:debug')])
    const before = face.default.disable()
    try {
      face.default.enable('svc-probe:*')
      expect([face.default('svc-probe:x').enabled, face.default('other').enabled, face.default('svc-probe:x').namespace]).to.deep.equal([true, false, 'svc-probe:x'])
    } finally {
      face.default.enable(before)
    }
  })

  it('wsl patch: is-wsl, resolved from wsl-utils, is what wsl-utils calls isWsl', async () => {
    const wslUtils = (await import(pathToFileURL(require.resolve('wsl-utils')).href)) as {isWsl: boolean}
    const isWsl = (await import(pathToFileURL(createRequire(require.resolve('wsl-utils')).resolve('is-wsl')).href)) as {default: boolean}
    expect(isWsl.default).to.equal(wslUtils.isWsl)
  })

  it('read-json patch: readFileSync gives the text and the errors of fs/promises readFile', async () => {
    const {readFile} = await import('node:fs/promises')
    const file = join(ROOT, 'package.json')
    expect(readFileSync(file, 'utf8')).to.equal(await readFile(file, 'utf8'))
    for (const path of [join(ROOT, 'no-such-file.json'), ROOT]) {
      const sync = (() => {
        try {
          readFileSync(path, 'utf8')
        } catch (error) {
          return error as NodeJS.ErrnoException
        }
      })()
      const async = await readFile(path, 'utf8').then(() => undefined, (error: NodeJS.ErrnoException) => error)
      expect([sync?.code, sync?.message], path).to.deep.equal([async?.code, async?.message])
    }
  })

  it('lazy builtins: the same names and values as the builtin, which loads on first use only', async () => {
    const {LAZY_BUILTINS, lazyBuiltin} = await bundleCore()
    for (const name of LAZY_BUILTINS) {
      const shim = evaluate(lazyBuiltin(name))
      const real = process.getBuiltinModule(`node:${name}`) as Record<string, unknown>
      expect(Object.keys(shim), name).to.deep.equal(Object.keys(real))
      // (Not fs.F_OK and the like: deprecated getters, which warn.)
      for (const key of Object.getOwnPropertyNames(real).filter((k) => !/^[FRWX]_OK$/.test(k))) expect(shim[key], `${name}.${key}`).to.equal(real[key])
    }

    // In a fresh process: evaluating the shim does not load child_process; the first use does.
    const source = JSON.stringify(lazyBuiltin('child_process'))
    const script = `const m = {exports: {}}; new Function('module', 'exports', 'require', ${source})(m, m.exports, require)
const loaded = () => process.moduleLoadList.includes('NativeModule child_process')
const before = loaded(); typeof m.exports.spawn; process.stdout.write(JSON.stringify([before, loaded()]))`
    expect(JSON.parse(spawnSync(process.execPath, ['-e', script], {encoding: 'utf8'}).stdout)).to.deep.equal([false, true])
  })

  it('the CommonJS bundle: every import() goes through the one bin/run.js provides, strings and comments untouched', async () => {
    const {routeDynamicImports} = await bundleCore()
    const routed = await routeDynamicImports('const a = import(x); const s = "import()"; // import(y)\nawait import(`z`, {with: {type: "json"}})', require)
    expect(routed.split('\n').slice(1).join('\n')).to.equal('const a = __svcImport(x); const s = "import()"; // import(y)\nawait __svcImport(`z`, {with: {type: "json"}})')
    const bundle = readFileSync(join(ROOT, 'dist', 'oclif-core.cjs'), 'utf8')
    expect(bundle).to.match(/^\/\/ svc-bundle \w{16}\n/)
    // Only the fallback of the first lines (the bundle loaded by require) calls import() itself.
    expect(bundle.split('import(').length - 1).to.equal(1 + (bundle.match(/"import\(\)"/g)?.length ?? 0))
  })
})
