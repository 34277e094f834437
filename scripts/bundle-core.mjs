/**
 * Bundles @oclif/core into one ESM file, dist/oclif-core.js, with the same named exports. bin/run.js
 * loads it instead of the ~100 files of node_modules/@oclif/core (and points every
 * `import '@oclif/core'` of this package at it, so that there is one oclif in the process). Called by
 * scripts/build.mjs; when esbuild is missing it does nothing and bin/run.js uses @oclif/core as
 * installed. Figures: README, "Performance" (`npm run bench -- --levers`).
 *
 * The bundle also carries four start-up shims, each measured and each behaviour-preserving (tested
 * in test/unit/ecosystem-bundle.test.ts):
 * - builtins: Node's own modules come from process.getBuiltinModule() when the code that needs them
 *   first runs. An ESM `import fs from 'node:fs'` builds a facade of every export, which triggers
 *   fs's lazy ReadStream getter and loads the whole streams stack at start-up.
 * - semver: only oclif's Node-version check uses it, and in an ESM bundle that check stops (no
 *   __dirname) before calling it; evaluated on first use instead of at every start.
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
  semver: `let real
// Loaded (evaluated) on first use only.
module.exports = new Proxy({}, {get: (_, key) => (key === '__esModule' ? undefined : (real ??= require('semver'))[key])})`,
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

/** Writes `<root>/dist/oclif-core.js` (or `outfile`). Returns false (and says why) when it could not. */
export async function bundleOclifCore(root, {outfile = join(root, 'dist', 'oclif-core.js'), shims = ['builtins', 'ejs', 'minimatch', 'semver']} = {}) {
  const require = createRequire(join(root, 'package.json'))
  let esbuild
  try {
    esbuild = await import(require.resolve('esbuild'))
  } catch {
    console.error('build: esbuild not found, @oclif/core not bundled (start-up is slower, nothing else changes)')
    return false
  }

  // The names @oclif/core exports, as static ESM exports of the bundle.
  const names = Object.keys(require('@oclif/core')).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
  const contents = `import * as core from '@oclif/core'\nexport const {${names.join(', ')}} = core\nexport default core\n`
  await esbuild.build({
    // `require` for the CommonJS code inside (Node builtins before 22.3, the dev-only TypeScript loaders).
    banner: {js: "import {createRequire as __svcCreateRequire} from 'node:module'; const require = __svcCreateRequire(import.meta.url);"},
    bundle: true,
    // Only needed by oclif's development mode (running a plugin's TypeScript sources), never bundled.
    external: ['typescript', 'ts-node', 'tsx'],
    format: 'esm',
    legalComments: 'eof',
    logLevel: 'error',
    minify: process.env.SVC_BUNDLE_MINIFY !== '0',
    outfile,
    platform: 'node',
    plugins: [startupShims(new Set(shims))],
    stdin: {contents, resolveDir: root, sourcefile: 'oclif-core-entry.js'},
    target: 'node22',
  })
  return true
}
