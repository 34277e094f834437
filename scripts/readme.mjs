#!/usr/bin/env node
// Regenerates the command reference in README.md (between the COMMANDS markers) from
// oclif.manifest.json, so that the README says exactly what `svc help` says. Run after a build.
import {readFileSync, writeFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(readFileSync(join(root, 'oclif.manifest.json'), 'utf8'))
const readmePath = join(root, 'README.md')
const readme = readFileSync(readmePath, 'utf8')

const render = (text) => (text ?? '').replaceAll('<%= config.bin %>', 'svc').replaceAll('<%= command.id %>', '')
const commands = Object.values(manifest.commands)
  .filter((c) => !c.hidden)
  .sort((a, b) => a.id.localeCompare(b.id))

const out = []
for (const command of commands) {
  const id = command.id.replaceAll(':', ' ')
  const args = Object.values(command.args ?? {}).map((a) => (a.required ? `<${a.name}>` : `[${a.name}]`))
  // A non-strict command takes any number of its last argument (upload-batch <paths>...).
  if (command.strict === false && args.length > 0) args[args.length - 1] += '...'
  out.push(`### \`svc ${[id, ...args].join(' ')}\``, '', render(command.summary ?? command.description?.split('\n')[0] ?? ''), '')
  const flags = Object.values(command.flags ?? {}).filter((f) => !f.hidden)
  if (flags.length > 0) {
    out.push('| Flag | Description | Default |', '|---|---|---|')
    for (const flag of flags.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = `${flag.char ? `-${flag.char}, ` : ''}--${flag.name}${flag.type === 'option' ? `=${flag.helpValue ?? (flag.options ? flag.options.join('|') : '<value>')}` : ''}`
      const def = flag.default === undefined || flag.default === false ? '' : `\`${flag.default}\``
      out.push(`| \`${name.replaceAll('|', '\\|')}\` | ${render(flag.summary ?? flag.description ?? '').replaceAll('\n', ' ').replaceAll('|', '\\|')} | ${def} |`)
    }

    out.push('')
  }

  if (command.aliases?.length) out.push(`Aliases: ${command.aliases.map((a) => `\`svc ${a.replaceAll(':', ' ')}\``).join(', ')}`, '')
  if (command.examples?.length) {
    out.push('```sh', ...command.examples.map((e) => `$ ${render(typeof e === 'string' ? e : e.command)}`), '```', '')
  }
}

const start = '<!-- commands -->'
const end = '<!-- commandsstop -->'
const before = readme.slice(0, readme.indexOf(start) + start.length)
const after = readme.slice(readme.indexOf(end))
writeFileSync(readmePath, `${before}\n${out.join('\n')}\n${after}`)
