#!/usr/bin/env node
// Start-up levers, measured by `npm run bench` (README, "Performance"):
// - Node's compile cache keeps compiled bytecode between runs (Node >= 22.1).
// - @oclif/core is bundled at build time into one file, dist/oclif-core.js (scripts/bundle-core.mjs):
//   one file to read and compile instead of about a hundred. Every `import '@oclif/core'` from this
//   package (commands, hooks, the oclif plugins it ships, a plugin linked from inside it) resolves to
//   that file, so there is still one oclif in the process; plugins installed elsewhere keep their own
//   copy, as oclif intends. Without the bundle (not built), without module.registerHooks
//   (Node < 22.15) or with SVC_OCLIF_BUNDLE=0, @oclif/core loads as installed.
import {existsSync} from 'node:fs'
import module from 'node:module'

module.enableCompileCache?.()
const bundle = new URL('../dist/oclif-core.js', import.meta.url)
const root = new URL('..', import.meta.url).href
let core
if (module.registerHooks && process.env.SVC_OCLIF_BUNDLE !== '0' && existsSync(bundle)) {
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === '@oclif/core' && context.parentURL?.startsWith(root)) return {shortCircuit: true, url: bundle.href}
      return nextResolve(specifier, context)
    },
  })
  core = await import(bundle.href)
} else {
  core = await import('@oclif/core')
}

await core.execute({dir: import.meta.url})
