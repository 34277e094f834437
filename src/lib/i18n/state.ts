/**
 * Which language the CLI speaks (see index.ts), without its catalogs: the `init` hook resets it on
 * every start, `svc --version` included, and must not load the strings to do so.
 */
export type Language = 'en' | 'fr'

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
