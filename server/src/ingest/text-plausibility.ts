/**
 * Whether a PDF's text layer reads as language or as glyph codes. A font embedded without its
 * character map (no ToUnicode, a custom encoding) prints the right shapes while its text layer
 * holds other characters ("Fhuwlilfdw" for "Certificat", or runs of punctuation), and a scanner
 * app's invisible OCR layer can be as bad: the page looks fine and every field is missed. Such a
 * page is read by OCR instead (extract-document.ts).
 *
 * The test needs no dictionary: in French and English text (and in the German, Spanish or Italian
 * a foreign document may hold) almost every pair of adjacent letters is one of about half of the
 * 676 possible pairs, while letters substituted by a font's private codes fall on pairs at random.
 */

/**
 * Letter pairs (accents removed, lower case) that make up 99 % of the pairs of English prose
 * (400 package READMEs, code blocks and addresses removed) and of French prose (issuers' wording,
 * interface messages); 353 of 676.
 */
const COMMON_PAIRS = new Set(
  (
    'ab ac ad af ag ai aj ak al am an ap ar as at au av aw ax ay ba be bi bj bl bo br bs bu by ca cc ce ch ci ck cl co cp cr cs ct cu cy ' +
    'da dd de df dg di dk dl dm do dr ds dt du dy ea eb ec ed ee ef eg eh ei el em en eo ep eq er es et eu ev ew ex ey ez fa fc fe ff fi ' +
    'fl fo fr fs ft fu fy ga ge gf gg gh gi gl gn go gr gs gt gu ha hd he hi hm ho hr hs ht hu ia ib ic id ie if ig ik il im in io ip iq ' +
    'ir is it iv ix iz ja je jo js ju jv ka kb ke ki kn ks kw la lb lc ld le lf lg li lk ll lo lp ls lt lu lv ly ma mb md me mg mi ml mm ' +
    'mn mo mp ms mu my na nc nd ne nf ng ni nk nl nm nn no np nq ns nt nu nv ny oa ob oc od oe of og oi oj ok ol om on oo op or os ot ou ' +
    'ov ow ox oy pa pd pe ph pi pl pm pn po pp pr ps pt pu pv px py qu ra rc rd re rf rg ri rk rl rm rn ro rp rr rs rt ru rv rw ry sa sb ' +
    'sc sd se sf sh si sk sl sm sn so sp sq sr ss st su sv sw sy ta tc td te tf th ti tl tm tn to tp tr ts tt tu tw ty ua ub uc ud ue uf ' +
    'ug ui ul um un up ur us ut uv ux va vc ve vi vo vr wa we wh wi wn wo wr ws xa xc xe xi xp xt xx ye yi yl yn yo yp ys yt yv yw yy za ze'
  ).split(' '),
)

/** Fewer letter pairs than this say too little either way (a page of figures, a short label). */
const MIN_PAIRS = 40
/** Fewer characters than this say too little for the symbol test. */
const MIN_CHARS = 80
/**
 * Below this share of common pairs, letters are not language when their vowels are few too (the
 * corpus's text layers: 0.96 or more; Polish or Czech prose, with pairs French and English lack,
 * about 0.75 with its vowels).
 */
export const MIN_COMMON_PAIR_SHARE = 0.85
/** Fewer vowels than this among the letters (0.41-0.47 in the corpus's text layers, 0.35 or more in other European prose) is a sign of substituted letters. */
export const MIN_VOWEL_SHARE = 0.33
/** Below this share of common pairs, letters are not language whatever their vowels. */
export const FEW_COMMON_PAIRS = 0.6
/** Above this share of symbols (neither letters nor digits), the characters are not text (forms stay under 0.1). */
export const MAX_SYMBOL_SHARE = 0.4

export interface TextPlausibility {
  /** Adjacent letter pairs inside words. */
  pairs: number
  /** The share of them that are common in European languages (1 when there are none). */
  commonPairShare: number
  /** Readable characters that are neither letters nor digits, leaders (`....`, `____`) left out, over all readable characters. */
  symbolShare: number
  /** Readable characters counted (leaders left out). */
  chars: number
  /** The share of vowels (a e i o u y, accents removed) among the letters of words (0 when there are none). */
  vowelShare: number
}

/** Measures the words of a text layer (each word's text; spaces separate them). */
export function textPlausibility(words: readonly string[]): TextPlausibility {
  let pairs = 0
  let common = 0
  let letterCount = 0
  let vowels = 0
  let chars = 0
  let symbols = 0
  for (const raw of words) {
    // Leaders and rules typed as characters are layout, not text: runs of one symbol inside a word,
    // and words of one symbol (". . . . ." is a word per dot).
    const word = /^([^\p{L}\p{N}])\1*$/u.test(raw) ? '' : raw.replace(/([^\p{L}\p{N}])\1{2,}/gu, '')
    for (const char of word) {
      if (/[\s\p{Cc}\p{Co}\uFFFD]/u.test(char)) continue
      chars++
      if (!/[\p{L}\p{N}]/u.test(char)) symbols++
    }

    // Codes and acronyms are not prose: a word with digits (1AJ, 8TK, a reference), or of four
    // capitals at most (PRLV, CB, VIR, SARL), says nothing about the letters of a language.
    const code = /\d/.test(word) || /^[\p{Lu}]{1,4}[.:,;]?$/u.test(word)
    const letters = code ? [] : (word.normalize('NFD').replace(/[\u0300-\u036F]/g, '').toLowerCase().match(/[a-z]{2,}/g) ?? [])
    for (const run of letters) {
      letterCount += run.length
      for (const letter of run) if ('aeiouy'.includes(letter)) vowels++
      for (let i = 0; i + 1 < run.length; i++) {
        pairs++
        if (COMMON_PAIRS.has(run.slice(i, i + 2))) common++
      }
    }
  }

  return {chars, commonPairShare: pairs === 0 ? 1 : common / pairs, pairs, symbolShare: chars === 0 ? 0 : symbols / chars, vowelShare: letterCount === 0 ? 0 : vowels / letterCount}
}

/** Whether the words are clearly not language: enough of them, and letters in uncommon pairs (with few vowels, or very uncommon), or mostly symbols. */
export function looksGarbled(words: readonly string[]): boolean {
  const measured = textPlausibility(words)
  if (measured.pairs >= MIN_PAIRS) {
    if (measured.commonPairShare < FEW_COMMON_PAIRS) return true
    if (measured.commonPairShare < MIN_COMMON_PAIR_SHARE && measured.vowelShare < MIN_VOWEL_SHARE) return true
  }

  return measured.chars >= MIN_CHARS && measured.symbolShare > MAX_SYMBOL_SHARE
}
