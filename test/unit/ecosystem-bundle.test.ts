/**
 * The start-up bundles (scripts/bundle-core.mjs, loaded by bin/run.js) must be the packages they
 * bundle: the same exports, and shims that give exactly the answers of the modules they stand in
 * for. Run after a build (dist/oclif-core.js, dist/got.js).
 */
import {Config} from '@oclif/core'
import {expect} from 'chai'
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

import {ROOT} from '../helpers/service.js'

const require = createRequire(join(ROOT, 'package.json'))

/** Evaluates one shim's CommonJS source with a real `require`, as the bundle would at run time. */
async function loadShim(name: 'ejs' | 'minimatch' | 'semver'): Promise<Record<string, unknown>> {
  const {SHIMS} = (await import(pathToFileURL(join(ROOT, 'scripts', 'bundle-core.mjs')).href)) as {SHIMS: Record<string, string>}
  const module = {exports: {} as Record<string, unknown>}
  new Function('module', 'exports', 'require', SHIMS[name])(module, module.exports, require)
  return module.exports
}

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
})
