/**
 * The code cache bin/run.js keeps for the @oclif/core bundle (README, "Performance"): written in
 * Node's compile cache directory by the first run of each kind, used by the next ones, rewritten
 * when V8 rejects it, never needed for a correct answer.
 */
import {expect} from 'chai'
import {mkdtemp, readdir, readFile, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {basename, dirname, join} from 'node:path'

import {runCli} from '../helpers/cli.js'

/** The bundle's code cache files under a compile cache directory: [path, first line]. */
async function bundleCaches(dir: string): Promise<Array<[string, string]>> {
  const files = (await readdir(dir, {recursive: true})).filter((name) => /(^|\/)svc-bundle-[^/]+\.cache$/.test(name))
  return Promise.all(files.map(async (name): Promise<[string, string]> => [join(dir, name), (await readFile(join(dir, name), 'latin1')).split('\n', 1)[0]]))
}

describe('e2e: the code cache of the @oclif/core bundle', function () {
  this.timeout(120_000)

  it('is written by the first run of each kind (version, help, command) and changes no output', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'svc-compile-cache-'))
    const env = {NODE_COMPILE_CACHE: cache}
    const steps: Array<[string[], string]> = [
      [['--version'], 'v'],
      [['--version'], 'v'],
      [['files', 'list', '--help'], 'hv'],
      [['files', 'list'], 'chv'],
      [['--help'], 'chv'],
    ]
    for (const [args, covered] of steps) {
      const [cached, unbundled] = await Promise.all([runCli(args, {env}), runCli(args, {env: {SVC_OCLIF_BUNDLE: '0'}})])
      expect([cached.code, cached.stdout, cached.stderr], args.join(' ')).to.deep.equal([unbundled.code, unbundled.stdout, unbundled.stderr])
      const caches = await bundleCaches(cache)
      expect(caches.map(([, line]) => line), args.join(' ')).to.deep.equal([covered])
    }
  })

  it('a cache V8 rejects is replaced, with the same output, and those of earlier builds go', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'svc-compile-cache-'))
    const env = {NODE_COMPILE_CACHE: cache}
    const first = await runCli(['files', 'list', '--help'], {env})
    const [[file]] = await bundleCaches(cache)
    await writeFile(file, 'chv\nnot a V8 code cache')
    // An earlier build's cache, and a write that was interrupted.
    const earlier = file.replace(/-\w+\.cache$/, '-0123456789abcdef.cache')
    await writeFile(earlier, 'v\n')
    await writeFile(`${file}.12345`, 'v\n')
    const second = await runCli(['files', 'list', '--help'], {env})
    expect(second.stdout).to.equal(first.stdout)
    expect(await bundleCaches(cache)).to.deep.equal([[file, 'h']])
    expect((await readdir(dirname(file))).filter((name) => name.startsWith('svc-bundle-'))).to.deep.equal([basename(file)])
    expect((await readFile(file)).length).to.be.greaterThan(100_000)
  })

  it('is not written when Node compile cache is off, or with SVC_BUNDLE_CACHE=0', async () => {
    for (const extra of [{NODE_DISABLE_COMPILE_CACHE: '1'}, {SVC_BUNDLE_CACHE: '0'}]) {
      const cache = await mkdtemp(join(tmpdir(), 'svc-compile-cache-'))
      const result = await runCli(['--version'], {env: {NODE_COMPILE_CACHE: cache, ...extra}})
      expect(result.code).to.equal(0)
      expect(await bundleCaches(cache), JSON.stringify(extra)).to.deep.equal([])
    }
  })
})
