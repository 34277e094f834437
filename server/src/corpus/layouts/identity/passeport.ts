/**
 * Passports (type `passeport`): the data page of a French passport (bilingual labels, dates
 * "14 FÉVR./FEB 1985"), a United Kingdom one (labels "Surname / Nom (1)", dates "14 FEB /FÉV 85"
 * with two-digit years) and a German one (trilingual numbered labels, dates "14.02.1985"), each
 * with a TD3 machine-readable zone, drawn enlarged on an A4 page as a photocopy.
 */
import {addDays, addMonths} from '../../../validation/dates.js'
import {dmy, passportFr, passportUk} from '../../format.js'
import {td3} from '../../mrz.js'
import {GREY, MM, PdfBuilder, hex, type Color, type PageCanvas} from '../../pdf.js'
import {DIGITS, UPPER, code, int, pick, type Rng} from '../../rng.js'
import type {Facts, Person} from '../../types.js'
import {stringParam, type LayoutResult} from '../common.js'

/** A passport data page is 125 × 88 mm; drawn at 140 %. */
const SCALE = 1.4
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

class DataPage {
  constructor(
    readonly page: PageCanvas,
    readonly x: number,
    readonly y: number,
  ) {}

  px = (mm: number) => this.x + mm * MM * SCALE
  py = (mm: number) => this.y + mm * MM * SCALE

  text(xMm: number, yMm: number, text: string, options: {font?: 'mono' | 'sans' | 'sansBold' | 'sansOblique' | 'serif'; size?: number; color?: Color} = {}): void {
    this.page.text(this.px(xMm), this.py(yMm), text, {color: options.color, font: options.font ?? 'sans', size: (options.size ?? 2.6) * MM * SCALE})
  }

  /** A label line (small, possibly several languages) with the value beneath. */
  field(xMm: number, yMm: number, labelText: string, value: string, color: Color, labelSize = 1.8): void {
    this.text(xMm, yMm, labelText, {color, size: labelSize})
    this.text(xMm, yMm + 3.6, value, {font: 'sansBold', size: 2.9})
  }
}

function passportDates(facts: Facts, params: Record<string, unknown>, rng: Rng): {issued: string; expiry: string} {
  const issued = stringParam(params, 'issueDate') ?? addDays(facts.asOf, -int(rng, 200, 3000))
  const expiry = stringParam(params, 'expiryDate') ?? addDays(addMonths(issued, 120), -1)
  return {expiry, issued}
}

function passportFields(person: Person, surname: string, given: string, number: string, issued: string, expiry: string): Record<string, string> {
  return {date_delivrance: issued, date_expiration: expiry, date_naissance: person.birthDate, nom: surname, nom_complet: `${given} ${surname}`, numero_document: number, prenoms: given}
}

const sexOf = (person: Person): 'F' | 'M' => (person.civility === 'Mme' ? 'F' : 'M')

/** The page: the data page with its MRZ, and the facing observations page above it. */
async function passportPage(
  facts: Facts,
  rng: Rng,
  draw: (data: DataPage) => void,
  mrz: string[],
  colors: {background: string; guilloche: string},
  title: string,
): Promise<{pdf: Uint8Array; region: {x: number; y: number; width: number; height: number}}> {
  const pdf = await PdfBuilder.create({creator: 'Scanner', date: addDays(facts.asOf, -int(rng, 3, 40)), title})
  const page = pdf.addPage()
  const x = (page.width - PAGE_W) / 2
  // The facing page (observations), half visible as on a photocopy of the open passport.
  page.rect(x, 40, PAGE_W, PAGE_H * 0.9, {fill: hex('#f7f4ec'), lineWidth: 0.6, stroke: hex('#999999')})
  page.guilloche(x, 40, PAGE_W, PAGE_H * 0.9, hex(colors.guilloche), rng, 10)
  page.text(x + PAGE_W / 2, 70, 'OBSERVATIONS', {align: 'center', color: GREY, font: 'sansBold', size: 9})
  const data = new DataPage(page, x, 40 + PAGE_H * 0.9 + 12)
  page.rect(data.x, data.y, PAGE_W, PAGE_H, {fill: hex(colors.background), lineWidth: 0.8, stroke: hex('#777777')})
  page.guilloche(data.x, data.y, PAGE_W, PAGE_H * 0.75, hex(colors.guilloche), rng, 20)
  page.photo(data.px(5), data.py(16), 32 * MM * SCALE, 42 * MM * SCALE)
  draw(data)
  page.rect(data.x, data.py(70), PAGE_W, 18 * MM * SCALE, {fill: hex('#ffffff'), opacity: 0.9})
  mrz.forEach((line, i) => data.text(4, 77 + i * 6, line, {font: 'mono', size: 4.1}))
  return {pdf: await pdf.save(), region: {height: PAGE_H + 30, width: PAGE_W + 40, x: x - 20, y: data.y - 15}}
}

// ---------------------------------------------------------------------------------------------

/** French passport: bilingual labels, "14 FÉVR./FEB 1985". */
export async function passportFrance(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const person = facts.person
  const {expiry, issued} = passportDates(facts, params, rng)
  const number = `${issued.slice(2, 4)}${code(rng, UPPER, 2)}${code(rng, DIGITS, 5)}`
  const given = person.givenNames.join(', ')
  const mrz = td3({birthDate: person.birthDate, country: 'FRA', expiry, givenNames: person.givenNames, nationality: 'FRA', number, sex: sexOf(person), surname: person.surname})
  const blue = hex('#2b3f73')
  const {pdf, region} = await passportPage(
    facts,
    rng,
    (d) => {
      d.text(4, 5, 'RÉPUBLIQUE FRANÇAISE', {font: 'sansBold', size: 3.2})
      d.text(64, 5, 'PASSEPORT / PASSPORT', {font: 'sansBold', size: 3})
      d.field(40, 10, 'Type / Type', 'P', blue)
      d.field(56, 10, 'Code du pays / Country code', 'FRA', blue)
      d.field(90, 10, 'Passeport n° / Passport No', number, blue)
      d.field(40, 18, 'Nom / Surname', person.surname, blue)
      if (person.usageName) d.field(84, 18, "Nom d'usage / Alternative name", `ép. ${person.usageName}`, blue)
      d.field(40, 26, 'Prénoms / Given names', given, blue)
      d.field(40, 34, 'Nationalité / Nationality', 'Française', blue)
      d.field(84, 34, 'Sexe / Sex', sexOf(person), blue)
      d.field(40, 42, 'Date de naissance / Date of birth', passportFr(person.birthDate), blue)
      d.field(84, 42, 'Lieu de naissance / Place of birth', person.birthPlace, blue)
      d.field(40, 50, 'Date de délivrance / Date of issue', passportFr(issued), blue)
      d.field(84, 50, "Date d'expiration / Date of expiry", passportFr(expiry), blue)
      d.field(40, 58, 'Autorité / Authority', pick(rng, ['Préfecture du Rhône', 'Préfecture de Police', 'Préfecture du Finistère', 'Préfecture de la Gironde']), blue)
      d.text(5, 64, 'Signature du titulaire / Holder\'s signature', {color: blue, size: 1.7})
    },
    mrz,
    {background: '#eef0f6', guilloche: '#b7bfdb'},
    'Passeport',
  )
  return {
    fields: passportFields(person, person.surname, given, number, issued, expiry),
    layout: 'passeport/fr',
    mrz,
    notes: ['data page enlarged 140 %, facing page above', 'bilingual labels, value beneath', 'dates "14 FÉVR./FEB 1985"', 'MRZ TD3 2 × 44'],
    pdf,
    photoRegion: region,
    type: 'passeport',
  }
}

// ---------------------------------------------------------------------------------------------

/** United Kingdom passport: "Surname / Nom (1)", dates "14 FEB /FÉV 85". */
export async function passportUnitedKingdom(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const person = facts.person
  const {expiry, issued} = passportDates(facts, params, rng)
  const number = `${int(rng, 1, 9)}${code(rng, DIGITS, 8)}`
  const given = person.givenNames.join(' ').toUpperCase()
  const surname = person.surname.toUpperCase()
  const mrz = td3({birthDate: person.birthDate, country: 'GBR', expiry, givenNames: person.givenNames, nationality: 'GBR', number, sex: sexOf(person), surname})
  const maroon = hex('#5a1d2b')
  const {pdf, region} = await passportPage(
    facts,
    rng,
    (d) => {
      d.text(4, 5, 'UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND', {font: 'sansBold', size: 2.6})
      d.field(40, 10, 'Type/Type', 'P', maroon)
      d.field(54, 10, 'Code/Code', 'GBR', maroon)
      d.field(78, 10, 'Passport No./Passeport No.', number, maroon)
      d.field(40, 18, 'Surname/Nom (1)', surname, maroon)
      d.field(40, 26, 'Given names/Prénoms (2)', given, maroon)
      d.field(40, 34, 'Nationality/Nationalité (3)', 'BRITISH CITIZEN', maroon)
      d.field(40, 42, 'Date of birth/Date de naissance (4)', passportUk(person.birthDate), maroon)
      d.field(90, 42, 'Sex/Sexe (5)', sexOf(person), maroon)
      d.field(40, 50, 'Place of birth/Lieu de naissance (6)', person.birthPlace.replace(/ \(.*\)$/, '').toUpperCase(), maroon)
      d.field(40, 58, 'Date of issue/Date de délivrance (7)', passportUk(issued), maroon)
      d.field(84, 58, 'Authority/Autorité (8)', 'HMPO', maroon)
      d.field(84, 50, "Date of expiry/Date d'expiration (9)", passportUk(expiry), maroon)
      d.text(5, 64, "Holder's signature/Signature du titulaire (10)", {color: maroon, size: 1.7})
    },
    mrz,
    {background: '#f4eef0', guilloche: '#d6b6c0'},
    'Passport',
  )
  return {
    fields: passportFields(person, surname, given, number, issued, expiry),
    layout: 'passeport/uk',
    mrz,
    notes: ['English first, French second: "Surname/Nom (1)"', 'dates with two-digit years: "14 FEB /FÉV 85"', 'expiry (9) printed to the right of the issue date (7)'],
    pdf,
    photoRegion: region,
    type: 'passeport',
  }
}

// ---------------------------------------------------------------------------------------------

/** German passport: trilingual numbered labels, dates "14.02.1985". */
export async function passportGermany(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const person = facts.person
  const {expiry, issued} = passportDates(facts, params, rng)
  // German document numbers use digits and consonants only (no vowels that could spell words).
  const number = code(rng, 'CFGHJKLMNPRTVWXYZ', 1) + code(rng, 'CFGHJKLMNPRTVWXYZ0123456789', 8)
  const given = person.givenNames.join(' ').toUpperCase()
  const surname = person.surname.toUpperCase()
  const mrz = td3({birthDate: person.birthDate, country: 'D', expiry, givenNames: person.givenNames, nationality: 'D', number, sex: sexOf(person), surname})
  const wine = hex('#4d1f2a')
  const {pdf, region} = await passportPage(
    facts,
    rng,
    (d) => {
      d.text(4, 4.5, 'BUNDESREPUBLIK DEUTSCHLAND  FEDERAL REPUBLIC OF GERMANY  RÉPUBLIQUE FÉDÉRALE D\'ALLEMAGNE', {font: 'sansBold', size: 1.9})
      d.text(4, 8, 'REISEPASS / PASSPORT / PASSEPORT', {font: 'sansBold', size: 2.6})
      // Trilingual labels are long: smaller type, and the right-hand column starts further left.
      d.field(40, 11, 'Typ/Type/Type', 'P', wine, 1.6)
      d.field(56, 11, 'Kode/Code/Code', 'D', wine, 1.6)
      d.field(76, 11, 'Pass-Nr./Passport No./Passeport No.', number, wine, 1.6)
      d.field(40, 19, '1. Name/Surname/Nom', surname, wine, 1.6)
      d.field(40, 27, '2. Vornamen/Given names/Prénoms', given, wine, 1.6)
      d.field(40, 35, '3. Geburtstag/Date of birth/Date de naissance', dmy(person.birthDate, '.'), wine, 1.6)
      d.field(86, 35, '4. Geschlecht/Sex/Sexe', sexOf(person), wine, 1.6)
      d.field(40, 43, '5. Staatsangehörigkeit/Nationality/Nationalité', 'DEUTSCH', wine, 1.6)
      d.field(86, 43, '6. Geburtsort/Place of birth/Lieu de naissance', person.birthPlace.replace(/ \(.*\)$/, '').toUpperCase(), wine, 1.5)
      d.field(40, 51, '7. Ausstellungsdatum/Date of issue/Date de délivrance', dmy(issued, '.'), wine, 1.6)
      d.field(40, 59, "8. Gültig bis/Date of expiry/Date d'expiration", dmy(expiry, '.'), wine, 1.6)
      d.field(86, 51, '9. Behörde/Authority/Autorité', pick(rng, ['Stadt München', 'Stadt Köln', 'Stadt Stuttgart', 'Stadt Hamburg']), wine, 1.6)
      d.text(5, 64, '10. Unterschrift der Inhaberin/des Inhabers', {color: wine, size: 1.6})
    },
    mrz,
    {background: '#f5efe9', guilloche: '#d8b9a8'},
    'Reisepass',
  )
  return {
    fields: passportFields(person, surname, given, number, issued, expiry),
    layout: 'passeport/de',
    mrz,
    notes: ['trilingual numbered labels (German / English / French)', 'dates "14.02.1985"', 'umlauts spelled out in the MRZ (MÜLLER → MUELLER)'],
    pdf,
    photoRegion: region,
    type: 'passeport',
  }
}
