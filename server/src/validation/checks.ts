/**
 * Checksums of French and banking identifiers. Each returns whether the value is well-formed
 * and its check digits match; none throws on garbage input.
 */
import {electronicFormatIBAN, isValidBIC, validateIBAN, ValidationErrorsIBAN} from 'ibantools'

import {digitsOf} from './text.js'

/** Luhn (mod 10) over a string of digits. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }

    sum += d
  }

  return sum % 10 === 0
}

/** SIREN: 9 digits, Luhn. */
export function isValidSiren(value: string): boolean {
  const digits = digitsOf(value)
  return digits.length === 9 && luhn(digits)
}

/** SIRET: 14 digits, Luhn; La Poste's establishments (SIREN 356000000) use a digit sum multiple of 5. */
export function isValidSiret(value: string): boolean {
  const digits = digitsOf(value)
  if (digits.length !== 14) return false
  if (digits.startsWith('356000000') && digits !== '35600000000048') {
    return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0
  }

  return luhn(digits)
}

/** The key of a French intra-community VAT number for a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export function tvaKey(siren: string): number {
  return (12 + 3 * (Number(digitsOf(siren)) % 97)) % 97
}

/** French VAT number `FRkk SIREN`: the SIREN is valid and the key matches. */
export function isValidTva(value: string): boolean {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase()
  const match = /^FR(\d{2})(\d{9})$/.exec(compact)
  if (!match) return false
  return isValidSiren(match[2]) && Number(match[1]) === tvaKey(match[2])
}

export interface IbanCheck {
  valid: boolean
  /** Why it is invalid, for the reason message (`format`, `checksum`, `rib_key`). */
  problem?: 'checksum' | 'format' | 'rib_key'
}

/** IBAN: ISO 13616 mod 97 plus the national format; for FR also the RIB key (via ibantools). */
export function checkIban(value: string): IbanCheck {
  const iban = electronicFormatIBAN(value) ?? ''
  const result = validateIBAN(iban)
  if (result.valid) return {valid: true}
  const codes = new Set(result.errorCodes)
  // A malformed IBAN also "fails" its checksum: report the format first.
  const format = [ValidationErrorsIBAN.NoIBANProvided, ValidationErrorsIBAN.NoIBANCountry, ValidationErrorsIBAN.WrongBBANLength, ValidationErrorsIBAN.WrongBBANFormat, ValidationErrorsIBAN.ChecksumNotNumber]
  if (format.some((code) => codes.has(code))) return {problem: 'format', valid: false}
  if (codes.has(ValidationErrorsIBAN.WrongIBANChecksum)) return {problem: 'checksum', valid: false}
  if (codes.has(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) return {problem: 'rib_key', valid: false}
  return {problem: 'format', valid: false}
}

export function isValidBic(value: string): boolean {
  return isValidBIC(value.replace(/\s/g, '').toUpperCase())
}

/** Computes the two IBAN check digits for a country and BBAN (used by the fixture generator). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let remainder = 0
  for (const ch of rearranged) remainder = (remainder * 10 + Number(ch)) % 97
  return String(98 - remainder).padStart(2, '0')
}

/** The French RIB key of bank code, branch code and account number (letters mapped per the RIB table). */
export function ribKey(bank: string, branch: string, account: string): string {
  const map = (s: string) =>
    s.toUpperCase().replace(/[A-Z]/g, (c) => String('123456789123456789234567890'.charAt(c.charCodeAt(0) - 65)))
  const b = BigInt(map(bank))
  const g = BigInt(map(branch))
  const c = BigInt(map(account))
  const key = 97n - ((89n * b + 15n * g + 3n * c) % 97n)
  return String(key).padStart(2, '0')
}

/**
 * The IBAN of an account's national French details (bank code, branch code, account number and RIB
 * key, as a RIB prints them under their titles: "30912 ┃ 91449 ┃ 18755902152 ┃ 82"), when the key
 * holds; undefined otherwise. `country` is FR, or MC for a Monegasque account (the same BBAN).
 */
export function ibanOfRib(bank: string, branch: string, account: string, key: string, country = 'FR'): string | undefined {
  if (!/^\d{5}$/u.test(bank) || !/^\d{5}$/u.test(branch) || !/^[0-9A-Z]{11}$/u.test(account) || !/^\d{2}$/u.test(key)) return undefined
  if (ribKey(bank, branch, account) !== key) return undefined
  const bban = `${bank}${branch}${account}${key}`
  return `${country}${ibanCheckDigits(country, bban)}${bban}`
}

/** Letters OCR reads for digits ("S" for 5, "O" for 0, "B" for 8...). */
const DIGIT_LOOKALIKES: Record<string, string> = {A: '4', B: '8', D: '0', G: '6', I: '1', L: '1', O: '0', Q: '0', S: '5', T: '7', Z: '2'}

/**
 * A French IBAN as OCR read it, with letters where its structure has digits (check digits, bank
 * and branch codes, RIB key: "FR76 1382 S065 ..."), put right when that alone makes both its
 * checksum and its RIB key hold; undefined otherwise. The account number, which may hold letters,
 * is left as read; two independent checks make a wrong repair about one in ten thousand.
 */
export function repairOcrIban(value: string): string | undefined {
  const read = value.toUpperCase()
  if (!read.startsWith('FR') || read.length !== 27 || checkIban(read).valid) return undefined
  const hasDigit = (index: number) => (index >= 2 && index < 14) || index >= 25
  const repaired = [...read].map((char, index) => (hasDigit(index) ? (DIGIT_LOOKALIKES[char] ?? char) : char)).join('')
  // (checkIban holds a French IBAN to its RIB key as well as to its checksum.)
  return repaired !== read && /^FR\d{12}[A-Z0-9]{11}\d{2}$/.test(repaired) && checkIban(repaired).valid ? repaired : undefined
}

/** Completes a SIREN-like prefix of 8 digits with the Luhn check digit. */
export function completeLuhn(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(prefix + d)) return prefix + d
  throw new Error(`no Luhn digit for ${prefix}`)
}

/** Masks all but the last 4 alphanumerics of a sensitive value (IBAN, NIR) for reports and events. */
export function maskSensitive(value: string): string {
  const compact = value.replace(/\s/g, '')
  if (compact.length <= 4) return compact
  return `••••${compact.slice(-4)}`
}

/** The checksum algorithms a profile can name (requirement kind `checksum`, field validation). */
export type ChecksumAlgo = 'bic' | 'iban' | 'luhn_siren' | 'luhn_siret' | 'tva_key'

/** Whether `value` passes the named checksum. */
export function checksumHolds(algo: ChecksumAlgo, value: string): boolean {
  switch (algo) {
    case 'luhn_siren': {
      return isValidSiren(value)
    }

    case 'luhn_siret': {
      return isValidSiret(value)
    }

    case 'iban': {
      return checkIban(value).valid
    }

    case 'tva_key': {
      return isValidTva(value)
    }

    case 'bic': {
      return isValidBic(value)
    }
  }
}
