import {Help} from '@oclif/core'

/**
 * svc's help: oclif's, plus, on the root page (`svc`, `svc --help`), where to start and a few
 * examples, so that a new user sees what to type first (package.json `oclif.helpClass`).
 */
export default class SvcHelp extends Help {
  override formatRoot(): string {
    const bin = this.config.bin
    const steps: [string, string][] = [
      [`${bin} auth login`, 'store your API key (from the web console)'],
      [`${bin} spaces list`, 'your spaces: each holds one dossier'],
      [`${bin} upload-batch ./dossier -s <id> --wait`, 'upload its documents'],
      [`${bin} validate <id>`, `validate it; then ${bin} reports get <run_id>`],
    ]
    const width = Math.max(...steps.map(([command]) => command.length))
    const start = [
      ...steps.map(([command, what], i) => `${i + 1}. ${command.padEnd(width)}  ${what}`),
      `Help on any command: ${bin} <command> --help (or -h). Exit codes: 0 done, 1 failed, 2 usage, 4 no key, 127 unknown command, 130 Ctrl-C.`,
    ]
    const examples = [
      `$ ${bin} files list --all --format json`,
      `$ ${bin} validate 3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93 --language en`,
      `$ ${bin} chat "Quel est le loyer mensuel ?"`,
      `$ ${bin} reports get 7c9e6679-7425-40de-944b-e07fc1f90ae7 -f markdown > report.md`,
    ]
    return [super.formatRoot(), this.section('GETTING STARTED', start.join('\n')), this.section('EXAMPLES', examples.join('\n'))].join('\n\n')
  }
}
