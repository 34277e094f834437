/**
 * Bundles @oclif/core into one ESM file, dist/oclif-core.js, with the same named exports, and got
 * (the HTTP client) into dist/got.js. bin/run.js loads the first instead of the ~100 files of
 * node_modules/@oclif/core, and resolves every `import '@oclif/core'` and `import('got')` of this
 * package to these files (so there is still one oclif in the process). Called by scripts/build.mjs;
 * when esbuild is missing it does nothing and the packages load as installed. Figures: README,
 * "Performance" (`npm run bench -- --levers`).
 *
 * The bundles also carry start-up shims, measured together and each behaviour-preserving (tested
 * in test/unit/ecosystem-bundle.test.ts):
 * - builtins: Node's own modules come from process.getBuiltinModule() when the code that needs them
 *   first runs. An ESM `import fs from 'node:fs'` builds a facade of every export, which triggers
 *   fs's lazy ReadStream getter and loads the whole streams stack at start-up.
 * - semver, tinyglobby: required at start-up, used in rare paths; evaluated on first use.
 * - minimatch: oclif matches each dependency against each oclif.plugins entry, compiling a pattern
 *   per call; a pattern without glob syntax matches only itself.
 * - ejs: oclif renders every help string as a template; a string without a tag is its own output.
 */
import {builtinModules, createRequire} from 'node:module'
import {join} from 'node:path'

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
for (const name of ['semver', 'tinyglobby']) {
  SHIMS[name] = `let real
// Evaluated on first use only.
module.exports = new Proxy({}, {get: (_, key) => (key === '__esModule' ? undefined : (real ??= require(${JSON.stringify(name)}))[key])})`
}

/** The esbuild plugin that swaps in the shims above (and the real modules inside them). */
function startupShims(enabled) {
  return {
    name: 'svc-startup-shims',
    setup(build) {
      if (enabled.has('builtins')) {
        // From inside a builtin shim, the builtin itself (external: Node provides it).
        build.onResolve({filter: BUILTIN}, (args) =>
          args.namespace === 'svc-builtin' ? {external: true, path: args.path} : {namespace: 'svc-builtin', path: args.path.replace(/^node:/, '')},
        )
        build.onLoad({filter: /.*/, namespace: 'svc-builtin'}, (args) => {
          const id = JSON.stringify(`node:${args.path}`)
          return {contents: `module.exports = process.getBuiltinModule?.(${id}) ?? require(${id})`, loader: 'js'}
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

/** The packages bundled for start-up, each into dist/<file>; bin/run.js resolves `name` to it. */
export const VENDORS = [
  {
    // CommonJS: its export names become static ESM exports.
    entry: (require) => {
      const names = Object.keys(require('@oclif/core')).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
      return `import * as core from '@oclif/core'\nexport const {${names.join(', ')}} = core\nexport default core\n`
    },
    file: 'oclif-core.js',
    name: '@oclif/core',
  },
  // The HTTP client of every command that talks to the service (imported on first request).
  {entry: () => "export * from 'got'\nexport {default} from 'got'\n", file: 'got.js', name: 'got'},
]

/**
 * Writes dist/oclif-core.js and dist/got.js (or one bundle, with `only`/`outfile`, for experiments).
 * Returns false (and says why) when esbuild is missing.
 */
export async function bundleVendors(root, {only, outfile, shims = ['builtins', 'ejs', 'minimatch', 'semver', 'tinyglobby']} = {}) {
  const require = createRequire(join(root, 'package.json'))
  let esbuild
  try {
    esbuild = await import(require.resolve('esbuild'))
  } catch {
    console.error('build: esbuild not found, dependencies not bundled (start-up is slower, nothing else changes)')
    return false
  }

  for (const vendor of VENDORS.filter((v) => !only || v.name === only)) {
    await esbuild.build({
      // `require` for the CommonJS code inside (Node builtins before 22.3, the dev-only TypeScript loaders).
      // (From process.getBuiltinModule: the bundles only load where module.registerHooks exists, Node >= 22.15.)
      banner: {js: "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);"},
      bundle: true,
      // Only needed by oclif's development mode (running a plugin's TypeScript sources), never bundled.
      external: ['typescript', 'ts-node', 'tsx'],
      format: 'esm',
      legalComments: 'eof',
      logLevel: 'error',
      minify: process.env.SVC_BUNDLE_MINIFY !== '0',
      outfile: outfile ?? join(root, 'dist', vendor.file),
      platform: 'node',
      plugins: [startupShims(new Set(shims))],
      stdin: {contents: vendor.entry(require), resolveDir: root, sourcefile: `${vendor.file}-entry.js`},
      target: 'node22',
    })
  }

  return true
}
