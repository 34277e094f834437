/**
 * Help quality, for every command of svc (core commands from oclif.manifest.json and the example
 * plugin's), present and future: a summary, a description and examples; every example is a real
 * invocation that oclif's parser accepts (right command or alias, known flags, valid values);
 * global flags are grouped apart. Built commands are loaded (run `npm run build` first).
 */
import {Config, Flags, Parser, type Command} from '@oclif/core'
import {expect} from 'chai'
import {readFileSync} from 'node:fs'
import {mkdir, mkdtemp, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {ROOT} from '../helpers/service.js'

type Example = string | {command: string; description?: string}

interface ManifestCommand {
  id: string
  summary?: string
  description?: string
  examples?: Example[]
  aliases: string[]
  hidden?: boolean
}

function manifest(dir: string): ManifestCommand[] {
  const data = JSON.parse(readFileSync(join(dir, 'oclif.manifest.json'), 'utf8')) as {commands: Record<string, ManifestCommand>}
  return Object.values(data.commands)
}

const PLUGIN_ROOT = join(ROOT, 'examples', 'plugin-report-junit')
const OPERATORS = new Set(['$(', '&&', ')', ';', '<', '>', '>>', '|', '||'])

/** Shell-like tokens: quotes and backslashes honoured; operators (pipes, redirections, `$(`, `)`) as their own tokens. */
export function shellTokens(line: string): string[] {
  const tokens: string[] = []
  let current: string | undefined
  const push = () => {
    if (current !== undefined) tokens.push(current)
    current = undefined
  }

  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    const two = line.slice(i, i + 2)
    if (ch === '"' || ch === "'") {
      const end = line.indexOf(ch, i + 1)
      if (end === -1) throw new Error(`unbalanced quote in: ${line}`)
      current = (current ?? '') + line.slice(i + 1, end).replaceAll(/\\(.)/g, ch === '"' ? '$1' : '\\$1')
      i = end
    } else if (ch === '\\') {
      current = (current ?? '') + line[++i]
    } else if (/\s/.test(ch)) {
      push()
    } else if (['$(', '&&', '||', '>>'].includes(two)) {
      push()
      tokens.push(two)
      i++
    } else if ('|;<>)'.includes(ch)) {
      push()
      tokens.push(ch)
    } else {
      current = (current ?? '') + ch
    }
  }

  push()
  return tokens
}

/** The argv of every `svc ...` invocation in an example (after `|`, inside `$(...)`, before a redirection). */
export function svcInvocations(line: string, bin = 'svc'): string[][] {
  const tokens = shellTokens(line)
  const invocations: string[][] = []
  let commandPosition = true
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if (OPERATORS.has(token)) {
      // A redirection's target is a file name, not a command.
      if (token === '<' || token === '>' || token === '>>') i++
      commandPosition = token !== '<' && token !== '>' && token !== '>>' ? true : commandPosition
      continue
    }

    if (commandPosition && /^[A-Za-z_]\w*=/.test(token) && !token.includes('$(')) continue
    if (commandPosition && token === bin) {
      const argv: string[] = []
      while (i + 1 < tokens.length && !OPERATORS.has(tokens[i + 1])) argv.push(tokens[++i])
      invocations.push(argv)
    }

    commandPosition = false
  }

  return invocations
}

function render(example: Example, id: string): string {
  const text = typeof example === 'string' ? example : example.command
  return text.replaceAll(/<%[=-]\s*config\.bin\s*%>/g, 'svc').replaceAll(/<%[=-]\s*command\.id\s*%>/g, id.replaceAll(':', ' '))
}

describe('help: every command is documented, with examples that parse', function () {
  this.timeout(60_000)
  let config: Config
  const commands = [...manifest(ROOT), ...manifest(PLUGIN_ROOT)]

  before(async () => {
    // The example plugin, linked through a temp data dir as `svc plugins link` records it.
    const dataHome = await mkdtemp(join(tmpdir(), 'svc-help-data-'))
    await mkdir(join(dataHome, 'svc'))
    const plugins = [{name: '@svc/plugin-report-junit', root: PLUGIN_ROOT, type: 'link'}]
    await writeFile(join(dataHome, 'svc', 'package.json'), JSON.stringify({name: '@svc/cli', oclif: {plugins, schema: 1}, private: true}))
    const saved = process.env.XDG_DATA_HOME
    process.env.XDG_DATA_HOME = dataHome
    try {
      config = await Config.load({root: ROOT})
    } finally {
      if (saved === undefined) delete process.env.XDG_DATA_HOME
      else process.env.XDG_DATA_HOME = saved
    }
  })

  it('finds the commands (core and the example plugin)', () => {
    const ids = commands.map((c) => c.id)
    expect(ids).to.include.members(['files:list', 'files:show', 'files:check', 'files:rm', 'report:junit'])
  })

  for (const command of commands) {
    describe(command.id.replaceAll(':', ' '), () => {
      it('has a one-line summary, a description and at least one example', () => {
        expect(command.summary, 'summary').to.be.a('string').and.not.equal('')
        expect(command.summary, 'summary is one line').not.to.include('\n')
        expect(command.description, 'description').to.be.a('string').and.not.equal('')
        expect(command.description!.trim(), 'description says more than the summary').not.to.equal(command.summary!.trim())
        expect(command.examples ?? [], 'examples').not.to.be.empty
      })

      it('has examples that run: each calls this command (or an alias) with arguments and flags its parser accepts', async () => {
        const loaded = config.findCommand(command.id)
        expect(loaded, `${command.id} is loadable`).not.to.equal(undefined)
        const Cmd = (await loaded!.load()) as Command.Class
        const flags = {...Cmd.baseFlags, ...Cmd.flags, ...(Cmd.enableJsonFlag ? {json: Flags.boolean()} : {})}
        for (const example of command.examples ?? []) {
          const line = render(example, command.id)
          const invocations = svcInvocations(line)
          expect(invocations, `no svc invocation in example: ${line}`).not.to.be.empty
          for (const argv of invocations) {
            // The longest run of leading words that names a command (aliases included).
            let words = argv.length
            while (words > 0 && !config.findCommand(argv.slice(0, words).join(':'))) words--
            const target = config.findCommand(argv.slice(0, words).join(':'))
            expect([command.id, ...command.aliases], `example calls another command: ${line}`).to.include(target?.id)
            try {
              await Parser.parse(argv.slice(words), {args: Cmd.args ?? {}, context: {config} as never, flags, strict: Cmd.strict ?? true})
            } catch (error) {
              throw new Error(`example does not parse: ${line}\n  ${(error as Error).message.split('\n')[0]}`, {cause: error})
            }
          }
        }
      })

      it('groups global (base) flags apart', async () => {
        const Cmd = (await config.findCommand(command.id)!.load()) as Command.Class
        for (const [name, flag] of Object.entries(Cmd.baseFlags ?? {})) {
          expect((flag as {helpGroup?: string}).helpGroup, `base flag --${name} of ${command.id}`).to.equal('GLOBAL')
        }
      })
    })
  }
})

describe('help: the example-checking tokenizer', () => {
  it('finds svc after a pipe, inside $(...), and stops at redirections', () => {
    expect(svcInvocations('printf "a\\nb\\n" | svc chat --language en --json')).to.deep.equal([['chat', '--language', 'en', '--json']])
    expect(svcInvocations('SPACE=$(svc spaces create "Dossier ACME" --format json | jq -r .id)')).to.deep.equal([['spaces', 'create', 'Dossier ACME', '--format', 'json']])
    expect(svcInvocations('svc files list -f markdown > documents.md')).to.deep.equal([['files', 'list', '-f', 'markdown']])
    expect(svcInvocations('svc report policy --json < /dev/null')).to.deep.equal([['report', 'policy', '--json']])
    expect(svcInvocations('SVC_URL=http://x svc files list')).to.deep.equal([['files', 'list']])
    expect(svcInvocations('echo svc files list')).to.deep.equal([])
  })

  it('rejects an example that does not parse (the check is not vacuous)', async () => {
    const config = await Config.load({root: ROOT})
    const Cmd = (await config.findCommand('files:list')!.load()) as Command.Class
    let failed = false
    try {
      await Parser.parse(['--limit', 'many'], {args: Cmd.args ?? {}, context: {config} as never, flags: {...Cmd.baseFlags, ...Cmd.flags}, strict: true})
    } catch {
      failed = true
    }

    expect(failed).to.equal(true)
  })
})
