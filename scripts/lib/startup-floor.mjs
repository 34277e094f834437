// What any start of svc must do before oclif runs, one stage more per step (`node bench.mjs
// --levers`, README "Start-up levers"): 1, print a line on stdout with stderr opened (oclif's
// debug opens it for its colour check); 2, also read the @oclif/core bundle and its code cache and
// compile it, as bin/run.js does; 3, also evaluate it. The code cache is the one bin/run.js wrote
// (run svc first); the bundle is this checkout's dist/oclif-core.cjs.
const stage = Number(process.argv[2])
const fs = process.getBuiltinModule('node:fs')
const module = process.getBuiltinModule('node:module')
module.enableCompileCache?.()
if (stage >= 2) {
  const file = new URL('../../dist/oclif-core.cjs', import.meta.url).pathname
  const source = fs.readFileSync(file, 'utf8')
  // The name bin/run.js gives it (bundleCache there).
  let h = 0x81_1c_9d_c5
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01_00_01_93) >>> 0
  const cache = `${module.getCompileCacheDir()}/svc-bundle-${h.toString(36)}-${/^\/\/ svc-bundle (\w+)\n/.exec(source)[1]}.cache`
  const raw = fs.readFileSync(cache)
  const vm = process.getBuiltinModule('node:vm')
  const script = new vm.Script(`(function (exports, require, module) {${source}\n})`, {cachedData: raw.subarray(raw.indexOf(10) + 1), filename: file})
  if (script.cachedDataRejected) throw new Error(`${cache}: rejected by V8`)
  if (stage >= 3) {
    globalThis[Symbol.for('svc:bundle:import')] = (specifier, options) => import(specifier, options)
    const bundle = {exports: {}}
    script.runInThisContext().call(bundle.exports, bundle.exports, module.createRequire(file), bundle)
  }
}

process.getBuiltinModule('node:tty').isatty(process.stderr.fd)
process.stdout.write(`@svc/cli linux-x64 node-${process.version}\n`)
