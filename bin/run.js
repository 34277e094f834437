#!/usr/bin/env node
// Start-up levers, measured by `npm run bench` (README, "Performance"):
// - Node's compile cache keeps compiled bytecode between runs (Node >= 22.1).
// - @oclif/core and got are bundled at build time into one file each, dist/oclif-core.js and
//   dist/got.js (scripts/bundle-core.mjs): one file to read and compile instead of about a hundred.
//   Every import of them from this package (commands, hooks, the oclif plugins it ships, a plugin
//   linked from inside it) resolves to those files, so there is still one oclif in the process;
//   plugins installed elsewhere keep their own copy, as oclif intends. Without the bundles (not
//   built), without module.registerHooks (Node < 22.15) or with SVC_OCLIF_BUNDLE=0, they load as
//   installed.
// Builtins through process.getBuiltinModule (Node >= 22.3) rather than `import`: an ESM import of
// node:fs builds a facade of all its exports, which loads the whole streams stack at start-up.
const {existsSync} = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'))
const module = process.getBuiltinModule?.('node:module') ?? (await import('node:module')).default

module.enableCompileCache?.()
// Built by scripts/bundle-core.mjs: the package name and its one-file bundle.
const dist = new URL('../dist/', import.meta.url)
const root = new URL('..', import.meta.url).href
const bundles = new Map([['@oclif/core', new URL('oclif-core.js', dist)], ['got', new URL('got.js', dist)]])
let core
if (module.registerHooks && process.env.SVC_OCLIF_BUNDLE !== '0' && existsSync(bundles.get('@oclif/core'))) {
  for (const [name, file] of bundles) if (!existsSync(file)) bundles.delete(name)
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const bundle = bundles.get(specifier)
      if (bundle && context.parentURL?.startsWith(root)) return {shortCircuit: true, url: bundle.href}
      return nextResolve(specifier, context)
    },
  })
  core = await import(bundles.get('@oclif/core').href)
} else {
  core = await import('@oclif/core')
}

// Not awaited at the top level: when the reader of a pipe goes away (`svc files list | head -1`), a
// pending write never settles, and a top-level await would end with Node's "unsettled top-level
// await" warning and exit 13 instead of a quiet exit. execute() handles its own errors and exit codes.
core.execute({dir: import.meta.url})
