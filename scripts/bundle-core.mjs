/**
 * Bundles @oclif/core into one CommonJS file, dist/oclif-core.cjs, with dist/oclif-core.js as its
 * ESM face (the same named exports), and got (the HTTP client) into one ESM file, dist/got.js.
 * bin/run.js compiles the first itself, with a V8 code cache made after start-up (Node's compile
 * cache holds only what V8 compiles up front, a tenth of it), instead of loading the ~100 files of
 * node_modules/@oclif/core, and resolves every `import '@oclif/core'` and `import('got')` of this
 * package to these files (so there is still one oclif in the process). Called by scripts/build.mjs;
 * when esbuild is missing it does nothing and the packages load as installed. Figures: README,
 * "Performance" (`npm run bench -- --levers`).
 *
 * The @oclif/core bundle also carries start-up shims and patches (option `shims`), each measured
 * and behaviour-preserving (tested in test/unit/ecosystem-bundle.test.ts):
 * - builtins: Node's own modules come from process.getBuiltinModule() when the code that needs them
 *   first runs. An ESM `import fs from 'node:fs'` builds a facade of every export, which triggers
 *   fs's lazy ReadStream getter and loads the whole streams stack at start-up.
 * - lazy-builtins: a few builtins are loaded on first use only (LAZY_BUILTINS).
 * - semver, tinyglobby, lilconfig: required at start-up, used in rare paths; evaluated on first use.
 * - minimatch: oclif matches each dependency against each oclif.plugins entry, compiling a pattern
 *   per call; a pattern without glob syntax matches only itself.
 * - ejs: oclif renders every help string as a template; a string without a tag is its own output.
 * - collation, read-json, wsl: patches of oclif's own files (PATCHES).
 */
import {createHash} from 'node:crypto'
import {mkdir, readFile, writeFile} from 'node:fs/promises'
import {builtinModules, createRequire} from 'node:module'
import {basename, dirname, isAbsolute, join, relative, sep} from 'node:path'

const escape = (text) => text.replaceAll(/[$()*+.?[\\\]^{|}/]/g, '\\$&')
const BUILTIN = new RegExp(`^(node:)?(${builtinModules.map(escape).join('|')})$`)

// Each shim requires the real module by name: inside a shim, that name resolves to the real package
// (bundled too), so the bundle needs nothing from node_modules at run time.
export const SHIMS = {
  ejs: `const real = require('ejs')
// A string with no tag renders as itself; only templates are compiled.
const shim = Object.create(real)
shim.render = (template, data, options) =>
  typeof template === 'string' && !template.includes('<%') && !template.includes('%>') && !(options && (options.delimiter || options.openDelimiter || options.closeDelimiter))
    ? template
    : real.render(template, data, options)
module.exports = shim`,
  minimatch: `const real = require('minimatch')
// No glob syntax (and no options): the pattern matches only itself.
const LITERAL = /^(?![!#])[^*?[\\]{}()|\\\\]*$/
const minimatch = (path, pattern, options) =>
  options === undefined && typeof path === 'string' && typeof pattern === 'string' && LITERAL.test(pattern) ? path === pattern : real.minimatch(path, pattern, options)
module.exports = Object.assign(Object.create(real), {minimatch})`,
}

// CommonJS packages that @oclif/core requires at start-up but uses only in rare paths: evaluated on
// first use. semver: the Node-version check, which in an ESM bundle stops before using it (no
// __dirname). tinyglobby (with fdir and picomatch): finding commands of a plugin without a manifest.
// lilconfig: an oclif configuration outside package.json (its first line loads fs/promises).
for (const name of ['lilconfig', 'semver', 'tinyglobby']) {
  SHIMS[name] = `let real
// Evaluated on first use only.
module.exports = new Proxy({}, {get: (_, key) => (key === '__esModule' ? undefined : (real ??= require(${JSON.stringify(name)}))[key])})`
}

/**
 * The order of `a.localeCompare(b)` for command ids, without ICU's collator where that order is
 * known: ids made of a-z, 0-9, _ - : and ., under a default locale whose collation orders those
 * characters like ICU's root collation (punctuation, digits, letters). Anything else goes to
 * localeCompare. Self-contained: its source is appended to oclif's plugin.js (patch `collation`).
 */
export function svcCompareIds(a, b) {
  const order = '_-:.0123456789abcdefghijklmnopqrstuvwxyz'
  const simple = /^[a-z0-9_:.-]*$/
  svcCompareIds.root ??= svcRootCollation(process.env)
  if (!svcCompareIds.root || !simple.test(a) || !simple.test(b)) return a.localeCompare(b)
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return order.indexOf(a[i]) < order.indexOf(b[i]) ? -1 : 1
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

/**
 * Whether the default collation orders simple ids like ICU's root collation. On Linux, ICU takes
 * the default locale from the first of LC_ALL, LC_MESSAGES and LANG that is set; unset, empty, C
 * and POSIX mean the root collation (V8 turns C into en-US), and the languages listed have no
 * tailoring for these characters (test/unit/ecosystem-bundle.test.ts checks each against ICU). A
 * modifier (@...), another platform or another ICU data file: no.
 */
export function svcRootCollation(env) {
  if (process.platform !== 'linux' || !process.versions.icu || env.NODE_ICU_DATA) return false
  if (`${process.execArgv.join(' ')} ${env.NODE_OPTIONS ?? ''}`.includes('icu-data-dir')) return false
  const locale = env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? ''
  return /^(?:(?:C|POSIX|(?:en|de|fr|es|it|pt|nl|ja|zh|ru|pl|sv|fi|tr|ko|uk|el|ro)(?:_[A-Za-z0-9]+)?)(?:\.[\w-]+)?)?$/.test(locale)
}

/**
 * Text patches of @oclif/core's compiled files, each with the same results. When a patch's text is
 * not found (another @oclif/core version), the build says so and bundles that file as installed.
 * - collation: each plugin's commands are sorted with String#localeCompare, whose first call makes
 *   ICU build its collator: about 9 ms, the largest single start-up cost. svcCompareIds gives the
 *   same order without it.
 * - read-json: oclif reads each plugin's package.json and manifest with fs/promises' readFile,
 *   whose module loads readline's internals, and which takes four thread-pool round trips per
 *   file; readFileSync reads the same text (and fails with the same errors).
 * - wsl: oclif's platform check imports wsl-utils, which loads child_process, powershell-utils and
 *   node:util's lazy parts (worker_threads among them), for one value: wsl-utils' `isWsl`, which is
 *   is-wsl's default export (resolved from wsl-utils). The patch imports is-wsl.
 */
export const PATCHES = {
  collation: {
    append: `\n${svcCompareIds}\n${svcRootCollation}\n`,
    file: 'lib/config/plugin.js',
    find: '.sort((a, b) => a.id.localeCompare(b.id))',
    replace: '.sort((a, b) => svcCompareIds(a.id, b.id))',
  },
  'read-json': {
    file: 'lib/util/fs.js',
    find: "const contents = await (0, promises_1.readFile)(path, 'utf8');",
    replace: "const contents = (0, node_fs_1.readFileSync)(path, 'utf8');",
  },
  wsl: {file: 'lib/util/os.js', find: "(await import('wsl-utils')).isWsl", replace: "(await import('is-wsl')).default"},
  // got (with its lazy builtins GOT_LAZY_BUILTINS): the two places that would load them anyway.
  // - http2-constants: got's HTTP/2 client reads eight constants from node:http2 when it loads;
  //   they are fixed protocol values, written in as the building Node has them.
  // - tls-identity: every request's options name tls.checkServerIdentity as the default check; a
  //   function that calls it does the same check, and loads node:tls only when a TLS socket calls it.
  'http2-constants': {
    file: 'dist/source/core/utils/http2-client.js',
    find: 'const { HTTP2_HEADER_AUTHORITY, HTTP2_HEADER_METHOD, HTTP2_HEADER_PATH, HTTP2_HEADER_SCHEME, HTTP2_HEADER_STATUS, HTTP2_METHOD_CONNECT, NGHTTP2_CANCEL, NGHTTP2_NO_ERROR, } = http2.constants;',
    package: 'got',
    replace: `const { HTTP2_HEADER_AUTHORITY, HTTP2_HEADER_METHOD, HTTP2_HEADER_PATH, HTTP2_HEADER_SCHEME, HTTP2_HEADER_STATUS, HTTP2_METHOD_CONNECT, NGHTTP2_CANCEL, NGHTTP2_NO_ERROR, } = ${http2Constants()};`,
  },
  // The MCP SDK's Client: ajv (its default validator of tool output schemas, with ajv-formats:
  // 135 kB) is evaluated when a Client is made without a jsonSchemaValidator of its own, not when
  // the SDK loads (svc gives its own: mcp-client.ts): uncached evaluation of the bundle 31 -> 22 ms.
  'sdk-lazy-ajv': {
    file: 'dist/esm/client/index.js',
    find: "import { AjvJsonSchemaValidator } from '../validation/ajv-provider.js';",
    package: '@modelcontextprotocol/sdk',
    replace: `let svcAjvProvider;
class AjvJsonSchemaValidator {
    constructor(...args) {
        svcAjvProvider ??= require('../validation/ajv-provider.js');
        return new svcAjvProvider.AjvJsonSchemaValidator(...args);
    }
}`,
  },
  'tls-identity': {
    file: 'dist/source/core/options.js',
    find: 'checkServerIdentity: https.checkServerIdentity ?? checkServerIdentity,',
    package: 'got',
    replace: 'checkServerIdentity: https.checkServerIdentity ?? svcCheckServerIdentity,',
    append: '\nfunction svcCheckServerIdentity(hostname, cert) {\n    return checkServerIdentity(hostname, cert);\n}\n',
  },
}

// - plugin-roots: oclif finds each core plugin's directory with require.resolve (through the module
//   hooks of bin/run.js) and a walk up from its entry: about half of loading the configuration.
//   For the plugins svc ships (KNOWN_ROOTS, listed at build time when that walk ends at
//   <root>/node_modules/<name>), the directory is the first place require.resolve looks, so when it
//   is there (a real directory, not a symlink, which require.resolve would have followed) it is
//   the answer; anywhere else (hoisted, linked), oclif looks as before.
PATCHES['plugin-roots'] = {
  append: `
function svcKnownRoot(name, root) {
    if (!name || !root || !SVC_KNOWN_ROOTS.includes(name)) return undefined;
    const fs = require('node:fs');
    const dir = (0, node_path_1.join)(root, 'node_modules', name);
    try {
        if (fs.realpathSync.native(dir) === dir && fs.statSync((0, node_path_1.join)(dir, 'package.json')).isFile()) return dir;
    } catch {
        // Not there: require.resolve, as oclif does.
    }
    return undefined;
}
`,
  file: 'lib/util/find-root.js',
  find: 'async function findRoot(name, root) {\n    if (name) {',
  replace: "async function findRoot(name, root) {\n    const svcKnown = svcKnownRoot(name, root);\n    if (svcKnown) {\n        debug(name)(`Found root at ${svcKnown} (known at build time)`);\n        return svcKnown;\n    }\n    if (name) {",
}

/**
 * The core plugins (package.json oclif.plugins) whose directory oclif finds at
 * <root>/node_modules/<name>: its walk up from the entry require.resolve gives stops at the first
 * directory whose name ends like the plugin's (findPluginRoot), which must be the package's own.
 */
export function knownPluginRoots(root) {
  const require = createRequire(join(root, 'package.json'))
  const pjson = require('./package.json')
  const known = []
  for (const name of pjson.oclif?.plugins ?? []) {
    const dir = join(root, 'node_modules', name)
    let entry
    try {
      entry = require.resolve(name, {paths: [root]})
    } catch {
      continue
    }

    const inside = relative(dir, dirname(entry))
    if (inside.startsWith('..') || isAbsolute(inside)) continue
    const base = basename(name)
    if (inside.split(sep).some((part) => part.endsWith(base))) continue
    known.push(name)
  }

  return known
}

// - list-format (got's type checks, @sindresorhus/is): two Intl.ListFormat made when it loads,
//   about 10 ms of ICU set-up, for the message of a failed check only; made on first use.
PATCHES['list-format'] = {
  file: 'distribution/index.js',
  find: "const andFormatter = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });\nconst orFormatter = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });",
  package: '@sindresorhus/is',
  replace:
    "let svcAndFormatter, svcOrFormatter;\nconst andFormatter = { format: (list) => (svcAndFormatter ??= new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })).format(list) };\nconst orFormatter = { format: (list) => (svcOrFormatter ??= new Intl.ListFormat('en', { style: 'long', type: 'disjunction' })).format(list) };",
}

// - form-data-check (got): a request body is checked with `instanceof FormData`, whose first use
//   loads Node's fetch implementation (undici, ~35 ms) for an upload that sends a stream. A FormData
//   has an append method (from its prototype): anything without one is not a FormData, and only a
//   body with one is checked with instanceof.
PATCHES['form-data-check'] = {
  file: 'dist/source/core/index.js',
  find: 'if (!(options.body instanceof FormData)) {',
  package: 'got',
  replace: "if (typeof options.body?.append !== 'function' || !(options.body instanceof FormData)) {",
}

/** The constants got's HTTP/2 client reads, with the values of the Node that builds (patch `http2-constants`). */
function http2Constants() {
  const {constants} = process.getBuiltinModule('node:http2')
  const names = ['HTTP2_HEADER_AUTHORITY', 'HTTP2_HEADER_METHOD', 'HTTP2_HEADER_PATH', 'HTTP2_HEADER_SCHEME', 'HTTP2_HEADER_STATUS', 'HTTP2_METHOD_CONNECT', 'NGHTTP2_CANCEL', 'NGHTTP2_NO_ERROR']
  return JSON.stringify(Object.fromEntries(names.map((name) => [name, constants[name]])))
}

/**
 * Builtins that @oclif/core requires at start-up and uses only in some paths: child_process (the
 * Windows shell check), perf_hooks (performance tracing, off unless asked), readline (arguments
 * from stdin) and fs/promises (file flags and arguments; see patch `read-json`); loading them costs
 * about 3 ms. And fs, which is loaded already, but whose lazy parts (fs/promises, Dir, streams) the
 * bundle's ESM interop would load by reading every property descriptor.
 */
export const LAZY_BUILTINS = ['child_process', 'fs', 'fs/promises', 'perf_hooks', 'readline']

/**
 * Builtins that got requires when it loads and needs only for https:// (https, tls) or HTTP/2
 * (http2, off in svc): together about 30 ms, most of got's cost for a command that calls an
 * http:// service (see patches `http2-constants` and `tls-identity`).
 */
export const GOT_LAZY_BUILTINS = ['crypto', 'dns', 'http2', 'https', 'os', 'tls', 'util', 'zlib']

/**
 * The source of a lazy builtin shim: an object with the builtin's exports (their names as in the
 * Node that builds), each a getter (and setter) that loads the builtin on first use.
 */
export function lazyBuiltin(name) {
  const real = process.getBuiltinModule(`node:${name}`)
  const names = Object.getOwnPropertyNames(real).map((key) => [key, Object.getOwnPropertyDescriptor(real, key).enumerable])
  const id = JSON.stringify(`node:${name}`)
  return `let real
// Loaded on first use only.
const load = () => (real ??= process.getBuiltinModule?.(${id}) ?? require(${id}))
for (const [name, enumerable] of ${JSON.stringify(names)}) {
  Object.defineProperty(module.exports, name, {configurable: true, enumerable, get: () => load()[name], set: (value) => { load()[name] = value }})
}`
}

/** The esbuild plugin that swaps in the shims above (and the real modules inside them). */
function startupShims(enabled, lazyBuiltins = LAZY_BUILTINS, knownRoots = []) {
  return {
    name: 'svc-startup-shims',
    setup(build) {
      const patches = Object.entries(PATCHES).filter(([name]) => enabled.has(name))
      for (const [name, patch] of patches) {
        const where = [...(patch.package ?? '@oclif/core').split('/'), ...patch.file.split('/')].map(escape).join('[\\\\/]')
        const path = new RegExp(`[\\\\/]node_modules[\\\\/]${where}$`)
        build.onLoad({filter: path}, async (args) => {
          const source = await readFile(args.path, 'utf8')
          if (!source.includes(patch.find)) {
            console.error(`build: start-up patch "${name}" does not apply to ${args.path} (bundled as installed)`)
            return undefined
          }
          const known = name === 'plugin-roots' ? `const SVC_KNOWN_ROOTS = ${JSON.stringify(knownRoots)};\n` : ''
          return {contents: source.replace(patch.find, patch.replace) + (patch.append ?? '') + known, loader: 'js'}
        })
      }

      if (enabled.has('wsl')) {
        // is-wsl as wsl-utils (which depends on it) resolves it.
        build.onResolve({filter: /^is-wsl$/}, async (args) => {
          if (!/[\\/]@oclif[\\/]core[\\/]lib[\\/]util[\\/]os\.js$/.test(args.importer)) return undefined
          const wsl = await build.resolve('wsl-utils', {kind: args.kind, resolveDir: args.resolveDir})
          if (wsl.errors.length > 0) return {errors: wsl.errors}
          return build.resolve('is-wsl', {kind: args.kind, resolveDir: dirname(wsl.path)})
        })
      }

      if (enabled.has('builtins')) {
        // From inside a builtin shim, the builtin itself (external: Node provides it).
        build.onResolve({filter: BUILTIN}, (args) =>
          args.namespace === 'svc-builtin' ? {external: true, path: args.path} : {namespace: 'svc-builtin', path: args.path.replace(/^node:/, '')},
        )
        build.onLoad({filter: /.*/, namespace: 'svc-builtin'}, (args) => {
          const id = JSON.stringify(`node:${args.path}`)
          if (!enabled.has('lazy-builtins') || !lazyBuiltins.includes(args.path)) {
            return {contents: `module.exports = process.getBuiltinModule?.(${id}) ?? require(${id})`, loader: 'js'}
          }

          return {contents: lazyBuiltin(args.path), loader: 'js'}
        })
      }

      const names = Object.keys(SHIMS).filter((name) => enabled.has(name))
      if (names.length === 0) return
      build.onResolve({filter: new RegExp(`^(${names.join('|')})$`)}, async (args) => {
        if (args.pluginData?.real) return undefined
        // From inside a shim, the real package.
        if (args.namespace === 'svc-shim') return build.resolve(args.path, {kind: args.kind, pluginData: {real: true}, resolveDir: args.resolveDir})
        return {namespace: 'svc-shim', path: args.path, pluginData: {resolveDir: args.resolveDir}}
      })
      build.onLoad({filter: /.*/, namespace: 'svc-shim'}, (args) => ({contents: SHIMS[args.path], loader: 'js', resolveDir: args.pluginData.resolveDir}))
    },
  }
}

/** Modules of a bundle's own, by specifier (a vendor's `virtual`): their imports resolve from the package root. */
function virtualModules(modules, root) {
  return {
    name: 'svc-virtual-modules',
    setup(build) {
      const names = Object.keys(modules)
      if (names.length === 0) return
      build.onResolve({filter: new RegExp(`^(${names.map(escape).join('|')})$`)}, (args) => ({namespace: 'svc-virtual', path: args.path}))
      build.onLoad({filter: /.*/, namespace: 'svc-virtual'}, (args) => ({contents: modules[args.path], loader: 'js', resolveDir: root}))
    },
  }
}

/** Where the @oclif/core bundle keeps the debug package it carries (see its VENDORS entry). */
export const DEBUG_KEY = 'svc:bundle:debug'

/**
 * The packages bundled for start-up, each into dist/<file>; bin/run.js resolves `name` to
 * dist/<facade ?? file>. @oclif/core is CommonJS: bin/run.js compiles it itself, with a code cache
 * made after start-up (`loadBundle` there), and oclif-core.js, its ESM face, hands that instance
 * to every module of the package that imports @oclif/core.
 */
export const VENDORS = [
  {
    // The debug package oclif logs with rides along (DEBUG_KEY), for svc's own `import 'debug'`
    // (dist/debug.js): one instance, loaded at start-up anyway, instead of a second copy of debug,
    // supports-color, has-flag and ms as ES module imports (~4 ms of a command's start-up).
    entry: () => `module.exports = require('@oclif/core')\nObject.defineProperty(module.exports, Symbol.for(${JSON.stringify(DEBUG_KEY)}), {value: require('debug')})\n`,
    facade: 'oclif-core.js',
    file: 'oclif-core.cjs',
    format: 'cjs',
    name: '@oclif/core',
    riders: [{file: 'debug.js', key: DEBUG_KEY, name: 'debug'}],
  },
  // The HTTP client of every command that talks to the service (imported on first request).
  // Its builtins for https:// and HTTP/2 only are loaded on first use (GOT_LAZY_BUILTINS).
  // keepNames: got's option checks (@sindresorhus/is) name the expected types after their predicate
  // functions, which minified names would turn into "predicate returns truthy for any value".
  // CommonJS, compiled by bin/run.js with a code cache of its own like @oclif/core's (dist/got.js
  // is its ESM face, `loader: true`): as an ES module, V8 compiled each of got's functions on its
  // first call in every run (~20 ms of CPU for `svc files list`, README "Start-up levers").
  {
    entry: () => "export * from 'got'\nexport {default} from 'got'\n",
    facade: 'got.js',
    file: 'got.cjs',
    format: 'cjs',
    keepNames: true,
    lazyBuiltins: GOT_LAZY_BUILTINS,
    loader: true,
    name: 'got',
  },
  // The official MCP SDK's Client and the zod it validates with (svc validate, imported on first
  // call): one file instead of about 250 modules (zod, zod-to-json-schema, ajv...), whose loading
  // was most of validate's start-up. `aliases`: the other specifiers bin/run.js resolves to it
  // (each module imports only the names it needs from it).
  {
    aliases: ['zod'],
    // (Not the SDK's StreamableHTTPClientTransport: svc has its own, src/lib/mcp-transport.ts.)
    // zod's schema makers by name, not its `z` namespace: that object keeps every export of zod
    // (its locales included) in the bundle, 632 kB instead of 277 kB (uncached evaluation 42 -> 31 ms).
    // svc:zod-jitless first (an ES module's imports are evaluated in order): zod's parsers without
    // their JIT (zod's `jitless` option, meant for places where eval is not allowed), set before the
    // SDK builds its schemas, which read it then. The JIT writes a parser function per object schema
    // on its first parse, and a validate call parses a few messages, each of another schema: the
    // same checks interpreted cost ~6 ms less CPU per `svc validate` (100 -> 95 ms). (zod keeps its
    // configuration on globalThis: any other zod in the process parses without JIT too, with the
    // same results.)
    entry: () => "import 'svc:zod-jitless'\nexport {Client} from '@modelcontextprotocol/sdk/client/index.js'\nexport {literal, object, unknown} from 'zod'\n",
    virtual: {'svc:zod-jitless': "import {config} from 'zod'\nconfig({jitless: true})\n"},
    // CommonJS with a code cache, as got (`loader`): dist/mcp-sdk.js is its ESM face.
    facade: 'mcp-sdk.js',
    file: 'mcp-sdk.cjs',
    format: 'cjs',
    loader: true,
    name: '@modelcontextprotocol/sdk/client/index.js',
    without: ['lazy-builtins'],
  },
]

/** Where bin/run.js leaves the instance it loaded, for the facade (and the import() of the bundle). */
export const GLOBAL_KEY = 'svc:bundle:@oclif/core'
export const IMPORT_KEY = 'svc:bundle:import'
/** The function bin/run.js provides to compile a CommonJS bundle with its code cache (`loader` vendors). */
export const LOAD_KEY = 'svc:bundle:load'

/**
 * The ESM face of a CommonJS bundle: the instance bin/run.js loaded, else the bundle itself (for a
 * module that imports it directly); its export names are the package's.
 */
function facadeSource(vendor, require, file) {
  // A loader bundle's names are those of its entry (the bundle itself, evaluated here); the others', the package's.
  const names = Object.keys(require(vendor.loader ? file : vendor.name)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default' && name !== '__esModule')
  const fallback = `process.getBuiltinModule('node:module').createRequire(import.meta.url)(${JSON.stringify(`./${vendor.file}`)})`
  if (vendor.loader) {
    // Compiled by bin/run.js (its code cache) when it runs, else required as it is.
    return `// Generated by scripts/bundle-core.mjs: the ESM face of ${vendor.file} (see bin/run.js).
const load = globalThis[Symbol.for(${JSON.stringify(LOAD_KEY)})]
const bundle = load ? load(new URL(${JSON.stringify(`./${vendor.file}`)}, import.meta.url)) : ${fallback}
export const {${names.join(', ')}} = bundle
${Object.hasOwn(require(file), 'default') ? 'export default bundle.default\n' : ''}`
  }

  return `// Generated by scripts/bundle-core.mjs: the ESM face of ${vendor.file} (see bin/run.js).
const core = globalThis[Symbol.for(${JSON.stringify(GLOBAL_KEY)})] ?? ${fallback}
export const {${names.join(', ')}} = core
export default core
`
}

/**
 * The ESM face of a package carried inside a CommonJS bundle (`riders`): the copy in the instance
 * bin/run.js loaded, else in the bundle itself; its export names are the package's.
 */
function riderSource(vendor, rider, require) {
  const names = Object.keys(require(rider.name)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
  return `// Generated by scripts/bundle-core.mjs: ${rider.name} as carried by ${vendor.file} (see bin/run.js).
const core = globalThis[Symbol.for(${JSON.stringify(GLOBAL_KEY)})] ?? process.getBuiltinModule('node:module').createRequire(import.meta.url)(${JSON.stringify(`./${vendor.file}`)})
const rider = core[Symbol.for(${JSON.stringify(rider.key)})]
export const {${names.join(', ')}} = rider
export default rider
`
}

/**
 * A script compiled by vm has no import() of its own (Node's hook for it is experimental): each
 * import() of the CommonJS bundle calls the one bin/run.js provides, else (the bundle loaded by
 * require) Node's. Found with TypeScript's parser, so that strings and comments are left alone.
 */
export async function routeDynamicImports(code, require) {
  const ts = (await import(require.resolve('typescript'))).default
  const calls = (text) => {
    const found = []
    const source = ts.createSourceFile('bundle.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) found.push(node.expression.getStart(source))
      ts.forEachChild(node, visit)
    }

    visit(source)
    return found
  }

  for (const at of calls(code).reverse()) code = `${code.slice(0, at)}__svcImport${code.slice(at + 'import'.length)}`
  if (calls(code).length > 0) throw new Error('build: an import() of the @oclif/core bundle was not routed')
  return `var __svcImport = globalThis[Symbol.for(${JSON.stringify(IMPORT_KEY)})] ?? ((specifier, options) => import(specifier, options));\n${code}`
}

/**
 * The first line of a CommonJS bundle: `// svc-bundle <id>`, a digest of the rest, which names its
 * code cache (bin/run.js).
 */
function withId(code) {
  return `// svc-bundle ${createHash('sha256').update(code).digest('hex').slice(0, 16)}\n${code}`
}

/**
 * Writes dist/oclif-core.cjs (+ its facade dist/oclif-core.js) and dist/got.js (or one bundle, with
 * `only`/`outfile`, for experiments). Returns false (and says why) when esbuild is missing.
 */
export async function bundleVendors(root, {only, outfile, shims = ['builtins', 'collation', 'ejs', 'form-data-check', 'http2-constants', 'lazy-builtins', 'lilconfig', 'list-format', 'minimatch', 'plugin-roots', 'read-json', 'sdk-lazy-ajv', 'semver', 'tinyglobby', 'tls-identity', 'wsl']} = {}) {
  const require = createRequire(join(root, 'package.json'))
  let esbuild
  try {
    esbuild = await import(require.resolve('esbuild'))
  } catch {
    console.error('build: esbuild not found, dependencies not bundled (start-up is slower, nothing else changes)')
    return false
  }

  const knownRoots = knownPluginRoots(root)
  for (const vendor of VENDORS.filter((v) => !only || v.name === only)) {
    const file = outfile ?? join(root, 'dist', vendor.file)
    const {outputFiles} = await esbuild.build({
      // Paths inside the bundle relative to the package, whatever the working directory.
      absWorkingDir: root,
      // `require` for the CommonJS code inside (Node builtins before 22.3, the dev-only TypeScript loaders).
      // (From process.getBuiltinModule: the bundles only load where module.registerHooks exists, Node >= 22.15.)
      banner: vendor.format === 'esm' ? {js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);"} : undefined,
      bundle: true,
      // Only needed by oclif's development mode (running a plugin's TypeScript sources), never bundled.
      external: ['typescript', 'ts-node', 'tsx'],
      format: vendor.format,
      keepNames: vendor.keepNames ?? false,
      legalComments: 'eof',
      logLevel: 'error',
      minify: process.env.SVC_BUNDLE_MINIFY !== '0',
      outfile: file,
      platform: 'node',
      plugins: [startupShims(new Set(shims.filter((name) => !vendor.without?.includes(name))), vendor.lazyBuiltins, knownRoots), virtualModules(vendor.virtual ?? {}, root)],
      stdin: {contents: vendor.entry(require), resolveDir: root, sourcefile: `${vendor.file}-entry.js`},
      target: 'node22',
      write: false,
    })
    const code = vendor.format === 'cjs' ? withId(await routeDynamicImports(outputFiles[0].text, require)) : outputFiles[0].text
    await mkdir(dirname(file), {recursive: true})
    await writeFile(file, code)
    if (vendor.facade) await writeFile(join(dirname(file), vendor.facade), facadeSource(vendor, require, file))
    for (const rider of vendor.riders ?? []) await writeFile(join(dirname(file), rider.file), riderSource(vendor, rider, require))
  }

  return true
}
