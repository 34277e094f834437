/**
 * Text handling for chat retrieval: French/English tokenisation with accent folding, stopwords,
 * a light plural stemmer, sentence splitting, ~400-character passages and language detection.
 * Pure functions, no I/O.
 */

export type Language = 'en' | 'fr'

/** Lower-cased, accents folded (é → e, ç → c), ligatures expanded (œ → oe), NBSPs as spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/\p{Mn}/gu, '')
    .replaceAll('œ', 'oe')
    .replaceAll('Œ', 'OE')
    .replaceAll('æ', 'ae')
    .replaceAll('Æ', 'AE')
    .replaceAll(/[\u00A0\u202F]/g, ' ')
    .toLowerCase()
}

// Folded forms (no accents), so that "à", "été", "où" match whatever the writer typed.
const FRENCH = `a au aux avec ce ces cet cette dans de des du elle elles en et est etaient etait ete etre eu il ils je
  la le les leur leurs lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sont
  sur ta te tes toi ton tu un une vos votre vous y c d j l m n s t quel quelle quels quelles quoi comment combien
  ai as avons avez ont suis es sommes etes fait faire peut dont cela ca ceci si plus tres tout tous toute toutes`
const ENGLISH = `a about an and are as at be been but by can could did do does for from had has have how i if in into is
  it its me my no not of on or our so than that the their them then there these they this those to was we were what
  when where which who whom why will with would you your yours he she his her him also any all there's what's it's`

export const FRENCH_STOPWORDS = new Set(FRENCH.split(/\s+/).filter(Boolean))
export const ENGLISH_STOPWORDS = new Set(ENGLISH.split(/\s+/).filter(Boolean))
const STOPWORDS = new Set([...FRENCH_STOPWORDS, ...ENGLISH_STOPWORDS])

/** Raw word tokens of a text, folded, stopwords kept (for language detection and name matching). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * A very light stemmer shared by French and English: drops a plural `s`/`x` so that
 * "factures" matches "facture" and "invoices" matches "invoice". Short words and `ss` are kept.
 */
export function stem(word: string): string {
  if (word.length > 3 && /[sx]$/.test(word) && !word.endsWith('ss') && !/^\d+$/.test(word)) return word.slice(0, -1)
  return word
}

/** Index terms of a text: folded words without stopwords or single letters, stemmed. */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const word of words(text)) {
    if (STOPWORDS.has(word)) continue
    if (word.length < 2 && !/\d/.test(word)) continue
    out.push(stem(word))
  }

  return out
}

/**
 * Sentences of a text, trimmed, with runs of spaces collapsed. They end at . ! ? and at line
 * breaks, except a line break followed by a lower-case letter: that is a wrapped line (PDF text
 * is hard-wrapped), not the end of a heading or table line.
 */
export function sentences(text: string): string[] {
  return text
    .replaceAll(/[ \t]*\n\s*(?=\p{Ll})/gu, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replaceAll(/\s+/g, ' ').trim())
    .reduce<string[]>((out, unit) => {
      // A list number ("1.") belongs to the item that follows it.
      if (out.length > 0 && /^\d{1,3}[.)]$/.test(out.at(-1)!)) out[out.length - 1] += ` ${unit}`
      else out.push(unit)
      return out
    }, [])
    .filter((s) => s.length > 1)
}

/**
 * Splits a page into passages of about `size` characters, on sentence boundaries when it can
 * (and on words for a sentence longer than that), so that a passage is a readable excerpt.
 * Units without end punctuation (headings, table lines) stay on their own line, so that
 * {@link sentences} finds the same units in the passage again.
 */
export function passages(text: string, size = 400): string[] {
  const out: string[] = []
  let current = ''
  const flush = () => {
    if (current.trim()) out.push(current.trim())
    current = ''
  }

  const join = (before: string, next: string) => (before ? `${before}${/[.!?]$/.test(before) ? ' ' : '\n'}${next}` : next)

  for (const sentence of sentences(text)) {
    if (sentence.length > size) {
      flush()
      let piece = ''
      for (const word of sentence.split(' ')) {
        if (piece && piece.length + word.length + 1 > size) {
          out.push(piece)
          piece = ''
        }

        piece = piece ? `${piece} ${word}` : word
      }

      current = piece
      continue
    }

    if (current && current.length + sentence.length + 1 > size) flush()
    current = join(current, sentence)
  }

  flush()
  return out
}

/**
 * The language of a query: English when it has more English than French stopwords (or an English
 * verb we know), otherwise French, the service's default language.
 */
export function detectLanguage(text: string): Language {
  const tokens = words(text)
  let en = 0
  let fr = 0
  for (const token of tokens) {
    if (ENGLISH_STOPWORDS.has(token) && !FRENCH_STOPWORDS.has(token)) en++
    if (FRENCH_STOPWORDS.has(token) && !ENGLISH_STOPWORDS.has(token)) fr++
  }

  if (en === fr && tokens.length > 0) {
    if (/^(summari[sz]e|delete|remove|show|find|list|what|who|when|where|which)$/.test(tokens[0])) return 'en'
  }

  return en > fr ? 'en' : 'fr'
}
