/**
 * How issuers print values: French dates in their many shapes, amounts with French separators,
 * identifiers grouped by blocks. Every function takes the normalised value (ISO date, cents,
 * digits) and returns printed text that pdf-lib's standard fonts can encode (WinAnsi: no U+202F).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d ?? 1]
}

export const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** Abbreviations printed on French passports and cards ("FÉVR."), and their English ones. */
const MONTHS_FR_SHORT = ['JANV.', 'FÉVR.', 'MARS', 'AVR.', 'MAI', 'JUIN', 'JUIL.', 'AOÛT', 'SEPT.', 'OCT.', 'NOV.', 'DÉC.']
const MONTHS_FR_SHORT3 = ['JAN', 'FÉV', 'MAR', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEP', 'OCT', 'NOV', 'DÉC']
const MONTHS_EN_SHORT = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** 06/10/2026 */
export const dmy = (iso: string, sep = '/'): string => {
  const [y, m, d] = parts(iso)
  return `${pad(d)}${sep}${pad(m)}${sep}${y}`
}

/** 6 octobre 2026 (1er for the first day, as French writes it). */
export function longFr(iso: string, options: {first?: boolean} = {}): string {
  const [y, m, d] = parts(iso)
  const day = d === 1 && options.first !== false ? '1er' : String(d)
  return `${day} ${MONTHS_FR[m - 1]} ${y}`
}

/** October 6, 2026 / 6 October 2026 */
export function longEn(iso: string, style: 'uk' | 'us' = 'uk'): string {
  const [y, m, d] = parts(iso)
  return style === 'us' ? `${MONTHS_EN[m - 1]} ${d}, ${y}` : `${d} ${MONTHS_EN[m - 1]} ${y}`
}

/** "Octobre 2026" for a YYYY-MM month. */
export function monthFr(month: string): string {
  const [y, m] = parts(month)
  const name = MONTHS_FR[m - 1]
  return `${name[0].toUpperCase()}${name.slice(1)} ${y}`
}

/** French passport style: "14 FÉVR./FEB 1985". */
export const passportFr = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return `${pad(d)} ${MONTHS_FR_SHORT[m - 1]}/${MONTHS_EN_SHORT[m - 1]} ${y}`
}

/** UK passport style: "14 FEB /FÉV 85" (two-digit year). */
export const passportUk = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return `${pad(d)} ${MONTHS_EN_SHORT[m - 1]} /${MONTHS_FR_SHORT3[m - 1]} ${pad(y % 100)}`
}

/** 2021 identity card style: "05 06 1986". */
export const spaced = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return `${pad(d)} ${pad(m)} ${y}`
}

/** YYMMDD for an MRZ. */
export const mrzDate = (iso: string): string => {
  const [y, m, d] = parts(iso)
  return `${pad(y % 100)}${pad(m)}${pad(d)}`
}

/** Cents as the normalised amount of the ground truth: "2480.00". */
export const amountValue = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${pad(Math.abs(cents) % 100)}`

/**
 * Cents as printed in French: "2 480,00" (thousands separated by `sep`: a space or a no-break
 * space U+00A0, which WinAnsi encodes; Intl's U+202F would not be).
 */
export function euros(cents: number, options: {sep?: string; symbol?: boolean; decimals?: boolean} = {}): string {
  const sep = options.sep ?? ' '
  const negative = cents < 0
  const abs = Math.abs(cents)
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
  const text = options.decimals === false ? units : `${units},${pad(abs % 100)}`
  return `${negative ? '-' : ''}${text}${options.symbol === false ? '' : ' €'}`
}

/** 812 345 678 */
export const sirenGrouped = (siren: string): string => `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6, 9)}`

/** 812 345 678 00012 */
export const siretGrouped = (siret: string): string => `${sirenGrouped(siret.slice(0, 9))} ${siret.slice(9)}`

/** FR76 3000 4000 1200 0012 3456 789 */
export const ibanGrouped = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim()

/** "14 rue des Lilas, 75011 PARIS" from street lines, postcode and city. */
export function addressOneLine(lines: string[], postcode: string, city: string, cityCase: 'as-is' | 'upper' = 'upper'): string {
  return [...lines, `${postcode} ${cityCase === 'upper' ? city.toUpperCase() : city}`].join(', ')
}

/** Drops what WinAnsi cannot encode (narrow no-break space, typographic apostrophe variants). */
export function winAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0').replace(/[\u2010-\u2012]/g, '-')
}
