import {Command, Flags, Interfaces} from '@oclif/core'
import createDebug from 'debug'

import {redact} from './api-key.js'
import {assertUserKey, findConfiguredKey, resolveApiKey, type ResolvedKey} from './auth.js'
import {toSvcError, toUsageError, type SvcError} from './errors.js'
import {ExitCode} from './exit-codes.js'
import {ApiClient} from './http.js'
import {errorText, yellow} from './output.js'
import {loadSettings, type ServiceSettings} from './settings.js'

export type SvcFlags<T extends typeof Command> = Interfaces.InferredFlags<(typeof SvcCommand)['baseFlags'] & T['flags']>
export type SvcArgs<T extends typeof Command> = Interfaces.InferredArgs<T['args']>

const debug = createDebug('svc:command')

/**
 * The base class of every svc command, core or plugin. It
 *
 * - resolves the API key (SVC_API_KEY, then ~/.svc/credentials, then a hidden prompt on a TTY)
 *   and rejects service keys (`<prefix>_svc_*`) before any request, exit 4;
 * - gives an {@link ApiClient} bound to SVC_URL / SVC_GATEWAY_URL / SVC_EDGE_URL;
 * - maps every error to one line on stderr and the documented exit code (see exit-codes.ts),
 *   printed once; `DEBUG=svc*` adds the stack;
 * - turns Ctrl-C into exit 130, after printing {@link interruptHint} when a command sets one.
 *
 * Subclasses set `static requiresAuth = false` when they run without a key (auth login, logout).
 *
 * @example
 * export default class Hello extends SvcCommand<typeof Hello> {
 *   async run() {
 *     const me = await (await this.api()).get('/api/v1/me')
 *     this.log(JSON.stringify(me))
 *   }
 * }
 */
export abstract class SvcCommand<T extends typeof Command = typeof Command> extends Command {
  /** Flags every svc command has. Declared here so that plugin commands get them too. */
  static baseFlags = {}

  /** Whether the command needs an API key. When true, a service key is rejected at start-up. */
  static requiresAuth = true

  protected args!: SvcArgs<T>
  protected flags!: SvcFlags<T>
  /** Printed (on stderr) when the user presses Ctrl-C, e.g. how to resume a run. */
  protected interruptHint?: string

  private client?: ApiClient
  private resolvedKey?: ResolvedKey
  private settingsCache?: ServiceSettings

  /** The API client, resolving the key on first use (which may prompt on a TTY). */
  protected async api(): Promise<ApiClient> {
    if (this.client) return this.client
    const {key} = await this.apiKey()
    this.client = new ApiClient({apiKey: key, settings: this.settings(), userAgent: `svc/${this.config.version} node/${process.version}`})
    return this.client
  }

  /** The resolved API key and where it came from. */
  protected async apiKey(): Promise<ResolvedKey> {
    this.resolvedKey ??= await resolveApiKey((message) => this.warnLine(message))
    return this.resolvedKey
  }

  protected override async catch(error: Error & {exitCode?: number}): Promise<unknown> {
    // this.exit(n) from a command: not an error to print.
    if ((error as {code?: string}).code === 'EEXIT') throw error
    const svcError = toSvcError(error)
    this.printError(svcError)
    Object.assign(svcError, {skipOclifErrorHandling: true})
    throw svcError
  }

  public override async init(): Promise<void> {
    await super.init()
    process.once('SIGINT', () => this.onInterrupt())
    const ctor = this.constructor as typeof SvcCommand
    if (ctor.requiresAuth) {
      // "Rejected at startup": a service key in the environment or the credential file fails
      // before flags are even looked at, and before any request.
      const configured = await findConfiguredKey((message) => this.warnLine(message))
      if (configured) {
        assertUserKey(configured.key, configured.source)
        this.resolvedKey = configured
      }
    }

    // Whatever the parser throws is a usage error (exit 2), including oclif's plain CLIErrors for
    // a flag given without its value ("Flag --level expects one of these values") or twice.
    const {args, flags} = await this.parse({
      args: this.ctor.args,
      baseFlags: (this.ctor as typeof SvcCommand).baseFlags,
      enableJsonFlag: this.ctor.enableJsonFlag,
      flags: this.ctor.flags,
      strict: this.ctor.strict,
    }).catch((error: unknown) => {
      throw toUsageError(error)
    })
    this.flags = flags as SvcFlags<T>
    this.args = args as SvcArgs<T>
  }

  /** Prints progress to stderr (never stdout), unless the command's --silent flag is set. */
  protected progress(message: string): void {
    if ((this.flags as {silent?: boolean} | undefined)?.silent) return
    process.stderr.write(`${message}\n`)
  }

  /** The service addresses and network settings from the environment. */
  protected settings(): ServiceSettings {
    this.settingsCache ??= loadSettings()
    return this.settingsCache
  }

  /** A warning line on stderr. */
  protected warnLine(message: string): void {
    process.stderr.write(`${yellow('Warning:', process.stderr)} ${message}\n`)
  }

  private onInterrupt(): void {
    if (this.interruptHint) process.stderr.write(`\n${this.interruptHint}\n`)
    else process.stderr.write('\nInterrupted.\n')
    process.exit(ExitCode.Interrupted)
  }

  private printError(error: SvcError): void {
    const key = this.resolvedKey?.key ?? process.env.SVC_API_KEY
    process.stderr.write(redact(errorText(error), key) + '\n')
    if (debug.enabled || createDebug.enabled('svc')) {
      const cause = (error as {cause?: unknown}).cause
      const stack = cause instanceof Error ? cause.stack : error.stack
      process.stderr.write(redact(`${stack}\n`, key))
    }
  }
}

/** `--silent`: suppress progress and success messages (never data or errors). */
export const silentFlag = Flags.boolean({description: 'Suppress progress and success messages.', default: false, helpGroup: 'OUTPUT'})
