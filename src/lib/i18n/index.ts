/**
 * The CLI's own words in French and English (issue 11, C7). The language is, in this order:
 * `--language` (chooseLanguage), the run's language (learnRunLanguage: validate:start says it),
 * else the locale: the first of LC_ALL, LC_MESSAGES, LANG that is set (POSIX order); `fr*` is
 * French, anything else English. Only the CLI's words are translated: what the service sends
 * (messages, labels, reasons, prompts) is shown as it comes.
 *
 * The state is per process (one command per process); the init hook resets it, so that
 * in-process test runs do not inherit a previous run's language.
 */
import {en, type Messages} from './en.js'
import {fr} from './fr.js'

export type Language = 'en' | 'fr'
export type {Messages} from './en.js'

const CATALOGS: Record<Language, Messages> = {en, fr}

let chosen: Language | undefined
let ofRun: Language | undefined

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr'
}

/** The locale's language: LC_ALL, else LC_MESSAGES, else LANG (the first that is set and not empty). */
export function localeLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name]
    if (value) return /^fr(?:[_.@-]|$)/i.test(value) ? 'fr' : 'en'
  }

  return 'en'
}

/** `--language` (undefined: not given). Also forgets a previous run's language. */
export function chooseLanguage(language: string | undefined): void {
  chosen = isLanguage(language) ? language : undefined
  ofRun = undefined
}

/** The language the service says the run or answer is in (used unless --language was given). */
export function learnRunLanguage(language: unknown): void {
  if (isLanguage(language)) ofRun = language
}

/** Forgets both (a new command starts). */
export function resetLanguage(): void {
  chosen = undefined
  ofRun = undefined
}

export function currentLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  return chosen ?? ofRun ?? localeLanguage(env)
}

/** The catalog of a language (default: the current one). */
export function messages(language: Language = currentLanguage()): Messages {
  return CATALOGS[language]
}
