/**
 * The plugin allowlist: which plugins `svc plugins install` may install (see docs/plugins.md,
 * "Enterprise allowlist"). Used by the `plugins:preinstall` hook (the authoritative check, on the
 * name plugin-plugins resolved) and by the `prerun` check that refuses before npm is ever run.
 *
 * Every allowlist that exists applies, and a plugin must be allowed by all of them:
 *   1. `<cli root>/plugin-allowlist.json`, shipped with the CLI by the company;
 *   2. the file named by SVC_PLUGIN_ALLOWLIST;
 *   3. `<config dir>/plugin-allowlist.json` (e.g. ~/.config/svc/plugin-allowlist.json).
 * So a user's file or environment can narrow the shipped list but never widen it. With none of
 * them, any plugin may be installed (oclif's default). A list that exists but cannot be read or
 * parsed refuses every install (fail closed), as does SVC_PLUGIN_ALLOWLIST naming a missing file.
 *
 * Format: `{"allow": ["@acme/*", "svc-plugin-foo", "https://github.com/acme/*"], "message": "..."}`.
 * An entry is an npm package name or a git/tarball URL; `*` matches any run of characters;
 * matching ignores case. Only names are checked, not versions or tags. `message` (optional) is
 * printed with a refusal, e.g. whom to ask.
 */
import {readFileSync} from 'node:fs'
import {join} from 'node:path'

import {SvcError} from '../../lib/errors.js'
import {ExitCode} from '../../lib/exit-codes.js'
import {errorText} from '../../lib/output.js'

export const ALLOWLIST_ENV = 'SVC_PLUGIN_ALLOWLIST'
export const ALLOWLIST_FILE = 'plugin-allowlist.json'

export interface Allowlist {
  /** Where it was read from, for messages. */
  source: string
  allow: string[]
  message?: string
}

/** What is being installed, as plugin-plugins passes it to `plugins:preinstall`. */
export type PluginSpec = {name: string; tag?: string; type: 'npm'} | {type: 'repo'; url: string}

/** The parts of an oclif Config the policy needs (kept small so tests can pass a plain object). */
export interface PolicyConfig {
  root: string
  configDir: string
  pjson: {oclif: {scope?: string; pluginPrefix?: string; aliases?: Record<string, null | string>}}
}

/** The refusal: exit 1 (a policy refusal, like a permission error), printed once by us. */
export class PluginRefusedError extends SvcError {
  constructor(message: string, suggestions: string[]) {
    super(message, {code: 'E_PLUGIN_NOT_ALLOWED', exit: ExitCode.Failure, suggestions})
    this.name = 'PluginRefusedError'
  }
}

function parseAllowlist(text: string, source: string): Allowlist {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw invalid(source, `not JSON (${(error as Error).message})`)
  }

  const record = data as {allow?: unknown; message?: unknown}
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw invalid(source, 'expected an object like {"allow": ["@acme/*"]}')
  if (!Array.isArray(record.allow) || !record.allow.every((entry) => typeof entry === 'string' && entry.trim() !== '')) {
    throw invalid(source, '"allow" must be an array of package names or patterns')
  }

  if (record.message !== undefined && typeof record.message !== 'string') throw invalid(source, '"message" must be a string')
  return {allow: record.allow.map((entry: string) => entry.trim()), message: record.message as string | undefined, source}
}

function invalid(source: string, why: string): PluginRefusedError {
  return new PluginRefusedError(`The plugin allowlist ${source} is invalid: ${why}. No plugin can be installed until it is fixed.`, [
    'Fix the file, or ask whoever manages it.',
  ])
}

/** Reads one allowlist file; undefined when it does not exist (and `required` is false). */
function readAllowlist(path: string, required: boolean): Allowlist | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (!required && (code === 'ENOENT' || code === 'ENOTDIR')) return undefined
    throw new PluginRefusedError(`Cannot read the plugin allowlist ${path} (${code ?? (error as Error).message}). No plugin can be installed.`, [
      required ? `${ALLOWLIST_ENV} names this file; fix the path or unset it.` : 'Fix the file permissions, or ask whoever manages it.',
    ])
  }

  return parseAllowlist(text, path)
}

/** Every allowlist in force, in the documented order (an empty array means no restriction). */
export function loadAllowlists(config: Pick<PolicyConfig, 'configDir' | 'root'>, env: NodeJS.ProcessEnv = process.env): Allowlist[] {
  const lists = [readAllowlist(join(config.root, ALLOWLIST_FILE), false)]
  const fromEnv = env[ALLOWLIST_ENV]?.trim()
  if (fromEnv) lists.push(readAllowlist(fromEnv, true))
  lists.push(readAllowlist(join(config.configDir, ALLOWLIST_FILE), false))
  return lists.filter((list): list is Allowlist => list !== undefined)
}

/** Whether an allowlist entry matches a package name or URL (`*` = any run of characters, case ignored). */
export function matches(pattern: string, candidate: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replaceAll(/[$()+.?[\\\]^{|}]/g, '\\$&')).join('.*')}$`, 'i')
  return regex.test(candidate)
}

function specLabel(spec: PluginSpec): string {
  return spec.type === 'npm' ? spec.name : spec.url
}

/**
 * Throws a PluginRefusedError unless every allowlist allows one of the candidates (the names an
 * install could resolve to). Does nothing when no allowlist exists.
 */
export function assertAllowed(candidates: string[], shown: string, lists: Allowlist[]): void {
  const refusing = lists.find((list) => !candidates.some((candidate) => list.allow.some((pattern) => matches(pattern, candidate))))
  if (!refusing) return
  const suggestions = [`Allowed: ${refusing.allow.join(', ')}.`]
  suggestions.push(refusing.message ?? 'Ask your administrator to add it to the allowlist.')
  throw new PluginRefusedError(`Plugin ${shown} is not on the plugin allowlist (${refusing.source}); it was not installed.`, suggestions)
}

/** The check of the `plugins:preinstall` hook, on what plugin-plugins is about to install. */
export function checkPreinstall(spec: PluginSpec, config: PolicyConfig, env: NodeJS.ProcessEnv = process.env): void {
  const lists = loadAllowlists(config, env)
  if (lists.length === 0) return
  assertAllowed([specLabel(spec)], `"${specLabel(spec)}"`, lists)
}

/**
 * What `svc plugins install <input>` may install, from the raw argument: plugin-plugins' own
 * rules (git URL, GitHub slug, scoped name, name@tag). An unscoped name may become
 * `@<scope>/<prefix>-<name>` when that package exists, so both names are candidates here; the
 * preinstall hook then checks the one actually chosen.
 */
export function candidatesOf(input: string, config: PolicyConfig): string[] {
  if (input.startsWith('git+ssh://') || input.endsWith('.git')) return [input]
  const aliases = config.pjson.oclif.aliases ?? {}
  const aliased = aliases[input] ?? input
  if (aliased.startsWith('@') && aliased.includes('/')) return [aliased.replace(/(?<!^)@.*$/, '')]
  if (aliased.includes('/')) return [aliased.includes(':') ? aliased : `https://github.com/${aliased}`]
  const name = aliased.replace(/(?<!^)@.*$/, '')
  const {pluginPrefix, scope} = config.pjson.oclif
  return scope ? [name, `@${scope}/${pluginPrefix ?? 'plugin'}-${name}`] : [name]
}

/** The early check, on the arguments of `plugins install` before plugin-plugins runs npm. */
export function checkInstallArgs(argv: string[], config: PolicyConfig, env: NodeJS.ProcessEnv = process.env): void {
  const inputs = argv.filter((arg) => !arg.startsWith('-'))
  if (inputs.length === 0) return
  const lists = loadAllowlists(config, env)
  if (lists.length === 0) return
  for (const input of inputs) assertAllowed(candidatesOf(input, config), `"${input}"`, lists)
}

/**
 * Prints a refusal the way svc prints every error (one `Error:` line, then hints) and marks it
 * so that oclif neither prints it again nor swallows it: a hook error only stops the command
 * when it carries a non-zero `oclif.exit`.
 */
export function reportRefusal(error: unknown): never {
  if (error instanceof SvcError) {
    process.stderr.write(errorText(error) + '\n')
    Object.assign(error, {skipOclifErrorHandling: true})
  }

  throw error
}
