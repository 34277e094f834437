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

for (const dir of ['dist', 'server/dist']) rmSync(join(root, dir), {force: true, recursive: true})
for (const project of projects) {
  execFileSync(process.execPath, [tsc, '-p', project], {cwd: root, stdio: 'inherit'})
}

// oclif.manifest.json for the CLI and each example plugin.
const {Plugin} = await import('@oclif/core/config')
for (const dir of [root, ...projects.filter((p) => p.startsWith('examples/')).map((p) => join(root, dirname(p)))]) {
  const manifestFile = join(dir, 'oclif.manifest.json')
  rmSync(manifestFile, {force: true})
  const plugin = new Plugin({errorOnManifestCreate: true, ignoreManifest: true, isRoot: true, root: dir, type: 'core'})
  await plugin.load()
  writeFileSync(manifestFile, JSON.stringify(plugin.manifest, null, 2) + '\n')
}
