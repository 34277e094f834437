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
import {currentLanguage, type Language} from './state.js'

export {chooseLanguage, currentLanguage, isLanguage, type Language, learnRunLanguage, localeLanguage, resetLanguage} from './state.js'
export type {Messages} from './en.js'

const CATALOGS: Record<Language, Messages> = {en, fr}

/** The catalog of a language (default: the current one). */
export function messages(language: Language = currentLanguage()): Messages {
  return CATALOGS[language]
}
