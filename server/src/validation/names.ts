/**
 * Normalisation and similarity of person names, company names and French addresses, for the
 * N2 rules (fuzzy_equal, address_match). Similarities are in 0..1.
 */
import * as fuzz from 'fuzzball'

import {findPostcode} from './parse.js'
import {fold, normalizeText} from './text.js'

const TITLES = new Set(['m', 'mr', 'mme', 'mlle', 'monsieur', 'madame', 'mademoiselle', 'dr', 'docteur', 'me', 'maitre'])

function words(text: string): string[] {
  return fold(normalizeText(text))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/**
 * The forms a person's name may take: "Mme Claire MARTIN épouse DUBOIS" → ["claire martin dubois",
 * "claire martin", "claire dubois"]. Titles are dropped, accents folded, hyphens split;
 * "épouse", "née", "veuve" introduce an alternative surname.
 */
export function personForms(name: string): string[] {
  const tokens = words(name).filter((w) => !TITLES.has(w))
  const marker = tokens.findIndex((w) => w === 'epouse' || w === 'nee' || w === 'ne' || w === 'veuve' || w === 'ep')
  if (marker < 0) return [tokens.join(' ')]
  const before = tokens.slice(0, marker)
  const after = tokens.slice(marker + 1)
  // "Claire MARTIN épouse DUBOIS": given names are the leading tokens of `before` except its last (the surname).
  const given = before.slice(0, -1)
  const forms = [[...before, ...after], before, [...given, ...after]]
  return [...new Set(forms.map((f) => f.join(' ')).filter(Boolean))]
}

const LEGAL_FORMS = new Set(['sas', 'sasu', 'sarl', 'eurl', 'sa', 'sci', 'snc', 'sca', 'scop', 'selarl', 'ei', 'eirl', 'societe', 'ste', 'cie', 'et', 'compagnie'])

/** A company name without its legal form, punctuation, "&"/"et", accents and case. */
export function companyForm(name: string): string {
  return words(name.replace(/&/g, ' et '))
    .filter((w) => !LEGAL_FORMS.has(w))
    .join(' ')
}

/** Token-set similarity (word order and extra words do not count), 0..1. */
export function tokenSimilarity(a: string, b: string): number {
  if (!a || !b) return 0
  return fuzz.token_set_ratio(a, b, {full_process: false}) / 100
}

/** Similarity of two person names: the best over their forms (maiden and married names). */
export function personSimilarity(a: string, b: string): number {
  let best = 0
  for (const x of personForms(a)) for (const y of personForms(b)) best = Math.max(best, tokenSimilarity(x, y))
  return best
}

export function companySimilarity(a: string, b: string): number {
  return tokenSimilarity(companyForm(a), companyForm(b))
}

const STREET_TYPES: Record<string, string> = {
  all: 'allee',
  av: 'avenue',
  ave: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  ch: 'chemin',
  chem: 'chemin',
  crs: 'cours',
  fbg: 'faubourg',
  imp: 'impasse',
  pl: 'place',
  r: 'rue',
  rte: 'route',
  sq: 'square',
  st: 'saint',
  ste: 'sainte',
}

export interface Address {
  street: string
  postcode?: string
  city: string
}

/** Splits "12 bd Voltaire, 75011 Paris" into a normalised street, postcode and city. */
export function parseAddress(text: string): Address {
  const normal = normalizeText(text)
  const postcode = findPostcode(normal)
  const street = postcode ? normal.slice(0, postcode.index) : normal
  const city = postcode ? normal.slice(postcode.index + postcode.raw.length) : ''
  return {
    city: words(city).join(' '),
    postcode: postcode?.value,
    street: words(street)
      .map((w) => STREET_TYPES[w] ?? w)
      .join(' '),
  }
}

export interface AddressComparison {
  postcodeMatch: boolean
  cityMatch: boolean
  streetSimilarity: number
}

export function compareAddresses(a: string, b: string): AddressComparison {
  const x = parseAddress(a)
  const y = parseAddress(b)
  return {
    cityMatch: x.city === y.city,
    postcodeMatch: x.postcode !== undefined && x.postcode === y.postcode,
    streetSimilarity: x.street && y.street ? fuzz.token_sort_ratio(x.street, y.street, {full_process: false}) / 100 : 0,
  }
}
