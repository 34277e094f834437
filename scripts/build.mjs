#!/usr/bin/env node
// Builds the CLI, the reference service and the example plugins, then writes oclif.manifest.json.
// A manifest lets oclif start without importing every command module (see docs/architecture.md).
import {execFileSync} from 'node:child_process'
import {existsSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc')

const projects = ['tsconfig.json', 'server/tsconfig.json']
const examples = join(root, 'examples')
if (existsSync(examples)) {
  for (const name of readdirSync(examples)) {
    if (existsSync(join(examples, name, 'tsconfig.json'))) projects.push(`examples/${name}/tsconfig.json`)
  }
}

// SVC_BUILD_LENIENT=1 (development only, while several people work in one tree): keep going
// past type errors (tsc still emits) and do not wipe dist/, so that running tests keep working.
const lenient = process.env.SVC_BUILD_LENIENT === '1'
if (!lenient) for (const dir of ['dist', 'server/dist']) rmSync(join(root, dir), {force: true, recursive: true})
let failed = false
for (const project of projects) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], {cwd: root, stdio: 'inherit'})
  } catch {
    failed = true
    if (!lenient) process.exit(1)
    console.error(`build: type errors in ${project} (continuing: SVC_BUILD_LENIENT=1)`)
  }
}

// @oclif/core and got as one file each for bin/run.js (start-up speed; see scripts/bundle-core.mjs).
const {bundleVendors} = await import('./bundle-core.mjs')
await bundleVendors(root)

// oclif.manifest.json for the CLI and each example plugin.
const {Plugin} = await import('@oclif/core/config')
for (const dir of [root, ...projects.filter((p) => p.startsWith('examples/')).map((p) => join(root, dirname(p)))]) {
  const manifestFile = join(dir, 'oclif.manifest.json')
  rmSync(manifestFile, {force: true})
  const plugin = new Plugin({errorOnManifestCreate: !lenient, ignoreManifest: true, isRoot: true, root: dir, type: 'core'})
  await plugin.load()
  // Commands in id order: oclif lists them in whatever order its loader finished, which varied
  // between builds and made the committed manifest change on every build.
  const manifest = {...plugin.manifest, commands: Object.fromEntries(Object.entries(plugin.manifest.commands).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n')
}

if (failed) process.exitCode = 1
