/**
 * Machine-readable zones (ICAO 9303): check digits, transliteration of names, and the three
 * formats our identity documents print: the French identity card of 1988-2021 (2 × 36), the
 * ID-1 card of 2021 (TD1, 3 × 30) and passports (TD3, 2 × 44).
 */
import {mrzDate} from './format.js'

/** ICAO check digit: weights 7, 3, 1; digits as themselves, A-Z as 10-35, '<' as 0. */
export function checkDigit(text: string): string {
  const weights = [7, 3, 1]
  let sum = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    const value = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55
    sum += value * weights[i % 3]
  }

  return String(sum % 10)
}

/**
 * A name as the MRZ writes it: upper-case, German umlauts spelled out (Ä → AE, as ICAO
 * recommends), other accents dropped, apostrophes removed, hyphens and spaces → '<'.
 */
export function mrzName(name: string): string {
  return name
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/ß/g, 'SS')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9]+/g, '<')
}

const fill = (text: string, length: number) => (text.length >= length ? text.slice(0, length) : text + '<'.repeat(length - text.length))

/** SURNAME<<GIVEN<NAMES truncated or padded to `length`. */
function nameField(surname: string, givenNames: string[], length: number): string {
  return fill(`${mrzName(surname)}<<${givenNames.map(mrzName).join('<')}`, length)
}

export interface FrenchCardMrz {
  surname: string
  givenNames: string[]
  /** 12 digits: YYMM of issue, 3-character office code, 5-digit sequence (the card number). */
  number: string
  /** 6 characters after the name on line 1 (department and office). */
  office: string
  birthDate: string
  sex: 'F' | 'M'
}

/** The 1988-2021 card: line 1 IDFRA + surname (25) + office (6); line 2 number, given names (14), birth, sex. */
export function frenchCardMrz(m: FrenchCardMrz): [string, string] {
  const line1 = `IDFRA${fill(mrzName(m.surname), 25)}${fill(m.office, 6)}`
  const numberPart = `${m.number}${checkDigit(m.number)}`
  const given = fill(m.givenNames.map(mrzName).join('<<'), 14)
  const birth = mrzDate(m.birthDate)
  const head = `${numberPart}${given}${birth}${checkDigit(birth)}${m.sex}`
  const line2 = `${head}${checkDigit(line1 + head)}`
  return [line1, line2]
}

export interface Td1 {
  documentCode?: string
  country: string
  number: string
  birthDate: string
  sex: 'F' | 'M'
  expiry: string
  nationality: string
  surname: string
  givenNames: string[]
  optional1?: string
  optional2?: string
}

/** ID-1 cards (the 2021 French identity card): 3 lines of 30. */
export function td1(m: Td1): [string, string, string] {
  const number = fill(m.number, 9)
  const opt1 = fill(m.optional1 ?? '', 15)
  const line1 = `${fill(m.documentCode ?? 'ID', 2)}${m.country}${number}${checkDigit(number)}${opt1}`
  const birth = mrzDate(m.birthDate)
  const expiry = mrzDate(m.expiry)
  const opt2 = fill(m.optional2 ?? '', 11)
  const composite = line1.slice(5, 30) + birth + checkDigit(birth) + expiry + checkDigit(expiry) + opt2
  const line2 = `${birth}${checkDigit(birth)}${m.sex}${expiry}${checkDigit(expiry)}${fill(m.nationality, 3)}${opt2}${checkDigit(composite)}`
  const line3 = nameField(m.surname, m.givenNames, 30)
  return [line1, line2, line3]
}

export interface Td3 {
  country: string
  number: string
  nationality: string
  birthDate: string
  sex: 'F' | 'M'
  expiry: string
  surname: string
  givenNames: string[]
  personalNumber?: string
}

/** Passports: 2 lines of 44. */
export function td3(m: Td3): [string, string] {
  const line1 = `P<${fill(m.country, 3)}${nameField(m.surname, m.givenNames, 39)}`
  const number = fill(m.number, 9)
  const birth = mrzDate(m.birthDate)
  const expiry = mrzDate(m.expiry)
  const personal = fill(m.personalNumber ?? '', 14)
  // An empty personal number has '<' as its check digit (ICAO 9303 part 4).
  const personalCheck = m.personalNumber ? checkDigit(personal) : '<'
  const numberPart = `${number}${checkDigit(number)}`
  const birthPart = `${birth}${checkDigit(birth)}`
  const expiryPart = `${expiry}${checkDigit(expiry)}${personal}${personalCheck}`
  const composite = checkDigit(numberPart + birthPart + expiryPart)
  const line2 = `${numberPart}${fill(m.nationality, 3)}${birthPart}${m.sex}${expiryPart}${composite}`
  return [line1, line2]
}
