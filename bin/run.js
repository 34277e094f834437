#!/usr/bin/env node
// Node >= 22 (package.json "engines"), checked before anything else: on an older Node the first
// failure would otherwise be a stack trace from deep inside a dependency.
if (Number(process.versions.node.split('.')[0]) < 22) {
  process.stderr.write(`svc needs Node.js 22 or newer; this is Node.js ${process.version}. Install Node.js 22 LTS or newer (https://nodejs.org/en/download, or \`nvm install 22\`), then run svc again.\n`)
  process.exit(1)
}

// Start-up levers, measured by `npm run bench` (README, "Performance"):
// - Node's compile cache keeps compiled bytecode between runs (Node >= 22.1).
// - @oclif/core, got and the MCP SDK's client are bundled at build time into one file each,
//   dist/oclif-core.cjs, dist/got.cjs and dist/mcp-sdk.js (scripts/bundle-core.mjs): one file to
//   read and compile instead of about a hundred (the SDK: about 250). svc's own `import 'debug'`
//   gets the debug inside the first (dist/debug.js), which oclif has loaded already.
//   Every import of them from this package (commands, hooks, the oclif plugins it ships, a plugin
//   linked from inside it) resolves to those files (dist/oclif-core.js is the ESM face of the
//   first, dist/got.js of the second), so there is still one oclif in the process; plugins
//   installed elsewhere keep their own copy, as oclif intends. Without the bundles (not built), without module.registerHooks
//   (Node < 22.15) or with SVC_OCLIF_BUNDLE=0, they load as installed.
// - The @oclif/core and got bundles get a code cache of their own (loadBundle below).
// Builtins through process.getBuiltinModule (Node >= 22.3) rather than `import`: an ESM import of
// node:fs builds a facade of all its exports, which loads the whole streams stack at start-up.
const fs = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'))
const module = process.getBuiltinModule?.('node:module') ?? (await import('node:module')).default

module.enableCompileCache?.()
// Built by scripts/bundle-core.mjs: the @oclif/core bundle, and for each package, the file its imports resolve to.
const dist = new URL('../dist/', import.meta.url)
const root = new URL('..', import.meta.url).href
const core = new URL('oclif-core.cjs', dist)
const mcp = new URL('mcp-sdk.js', dist)
const bundles = new Map([
  ['@oclif/core', new URL('oclif-core.js', dist)],
  ['got', new URL('got.js', dist)],
  // The MCP SDK's client with zod (svc validate): see VENDORS in scripts/bundle-core.mjs.
  ['@modelcontextprotocol/sdk/client/index.js', mcp],
  ['zod', mcp],
])
// debug, as carried by the @oclif/core bundle: for svc's own modules only (dist/), which import it
// as an ES module (a CommonJS require of this face would get its namespace, not the function).
const own = new Map([['debug', new URL('debug.js', dist)]])
const ownModules = dist.href

/**
 * Node's compile cache holds what V8 compiles up front: for the 340 kB @oclif/core bundle, about a
 * tenth (V8 compiles a function when it is first called). So the bundle is compiled here, with a V8
 * code cache of its own made after start-up: every function that ran is in it (bundleCache).
 */
function loadBundle(file) {
  const loaded = loadedBundles.get(file.href)
  if (loaded) return loaded.exports
  const vm = process.getBuiltinModule('node:vm')
  const path = process.getBuiltinModule('node:url').fileURLToPath(file)
  const source = fs.readFileSync(file, 'utf8')
  const cache = bundleCache(path, source)
  const script = new vm.Script(`(function (exports, require, module) {${source}\n})`, {cachedData: cache?.data, filename: path})
  if (cache && (cache.stale || script.cachedDataRejected)) process.once('exit', () => cache.save(script))
  // The bundle's import() calls come here (see routeDynamicImports in scripts/bundle-core.mjs).
  globalThis[Symbol.for('svc:bundle:import')] = (specifier, options) => import(specifier, options)
  const bundle = {exports: {}}
  loadedBundles.set(file.href, bundle)
  script.runInThisContext().call(bundle.exports, bundle.exports, module.createRequire(file), bundle)
  return bundle.exports
}

/** The bundles loadBundle has evaluated, by URL: each once per process. */
const loadedBundles = new Map()

/**
 * The code cache of a bundle, in Node's compile cache directory (none when that cache is off): one
 * file per bundle path and build id (the bundle's first line; V8 itself checks its version, its
 * flags and the source length). Its first line lists the kinds of run it covers (version, help,
 * command: each runs other parts of oclif); a run of another kind, or a rejected cache, writes it
 * again at exit, with what that run compiled too.
 */
function bundleCache(path, source) {
  const dir = module.getCompileCacheDir?.()
  const id = /^\/\/ svc-bundle (\w+)\n/.exec(source)?.[1]
  if (!dir || !id || process.env.SVC_BUNDLE_CACHE === '0') return undefined
  const prefix = `svc-bundle-${hash(path)}-`
  const file = `${dir}/${prefix}${id}.cache`
  let found
  try {
    found = fs.readFileSync(file)
  } catch {
    // None yet.
  }

  const header = found?.indexOf(10) ?? -1
  const covered = header > 0 ? found.toString('latin1', 0, header) : ''
  const kind = runKind(process.argv.slice(2))
  return {
    data: header > 0 ? found.subarray(header + 1) : undefined,
    save(script) {
      try {
        const cover = script.cachedDataRejected ? kind : [...new Set(covered + kind)].sort().join('')
        const temp = `${file}.${process.pid}`
        fs.writeFileSync(temp, Buffer.concat([Buffer.from(`${cover}\n`), script.createCachedData()]))
        fs.renameSync(temp, file)
        // The caches of earlier builds of this bundle (and what an interrupted write left).
        for (const name of fs.readdirSync(dir)) if (name.startsWith(prefix) && `${dir}/${name}` !== file) fs.rmSync(`${dir}/${name}`, {force: true})
      } catch {
        // Not written (a read-only directory): the next start compiles the bundle again.
      }
    },
    stale: !covered.includes(kind),
  }
}

/** v: --version, h: help, c: a command (which parts of oclif run). */
function runKind(argv) {
  if (argv[0] === '--version') return 'v'
  return argv.length === 0 || argv[0] === 'help' || argv.some((arg) => arg === '--help' || arg === '-h') ? 'h' : 'c'
}

/** FNV-1a: names the cache of one bundle path. */
function hash(text) {
  let h = 0x81_1c_9d_c5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01_00_01_93) >>> 0
  return h.toString(36)
}

let oclif
if (module.registerHooks && process.env.SVC_OCLIF_BUNDLE !== '0' && fs.existsSync(core) && fs.existsSync(bundles.get('@oclif/core'))) {
  for (const map of [bundles, own]) for (const [name, file] of map) if (!fs.existsSync(file)) map.delete(name)
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      // svc's own modules (dist/), as files of the real directory bin/run.js runs from: a relative
      // import from one of them, or an absolute URL inside it (oclif's import of a command or a
      // hook), is that file. Node's own resolution would only confirm it with a stat and a
      // realpath per import (about 2 ms of a command's CPU for its 20 to 30 modules).
      if (specifier.startsWith(ownModules)) return {shortCircuit: true, url: specifier}
      if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith(ownModules)) return {shortCircuit: true, url: new URL(specifier, context.parentURL).href}
      const bundle = bundles.get(specifier) ?? (context.parentURL?.startsWith(ownModules) ? own.get(specifier) : undefined)
      if (bundle && context.parentURL?.startsWith(root)) return {shortCircuit: true, url: bundle.href}
      return nextResolve(specifier, context)
    },
  })
  oclif = loadBundle(core)
  globalThis[Symbol.for('svc:bundle:@oclif/core')] = oclif
  // For the faces of the other CommonJS bundles (dist/got.js): the same code cache.
  globalThis[Symbol.for('svc:bundle:load')] = loadBundle
} else {
  oclif = await import('@oclif/core')
}

// Not awaited at the top level: when the reader of a pipe goes away (`svc files list | head -1`), a
// pending write never settles, and a top-level await would end with Node's "unsettled top-level
// await" warning and exit 13 instead of a quiet exit. execute() handles its own errors and exit codes.
oclif.execute({dir: import.meta.url})
