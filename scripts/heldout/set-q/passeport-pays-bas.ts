/**
 * HELD-OUT passeport/pays-bas-paspoort: a DUTCH passport's data page (the 2021 model), SCANNED IN
 * COLOUR by its holder and printed on A4 in PORTRAIT with the data page ROTATED A QUARTER TURN
 * (the page read from the bottom up, as a phone scanning app saves a landscape page into a
 * portrait PDF), at about 150 %; TRILINGUAL Dutch / English / French captions, NUMBERED ("1. Naam /
 * Surname / Nom"), values in capitals; the married woman's surname is her BIRTH NAME with "e/v
 * MOREL" ("echtgenote van", spouse of) on the line under it; given names in capitals; dates with
 * DUTCH / ENGLISH month abbreviations ("14 MRT/MAR 1985", "03 OKT/OCT 2019"); the height "1,72
 * m"; the document number (nine characters, letters and digits, no letter O) in the top right
 * corner; the PERSONAL NUMBER (BSN, nine digits: a decoy number) labelled "Persoonsnummer"; the
 * authority ("Burg. van Utrecht", "Ambassade Parijs"); TD3 MRZ "P<NLD" with the personal number in
 * its optional field. The scanning app's footer (file name, date and time: a decoy) runs along the
 * page's foot, unrotated.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const NL_MONTHS = ['JAN', 'FEB', 'MRT', 'APR', 'MEI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC']
const EN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "14 MRT/MAR 1985". */
const nlDate = (iso: string) => {
  const m = Number(iso.slice(5, 7)) - 1
  const nl = NL_MONTHS[m]
  return `${iso.slice(8, 10)} ${nl === EN_MONTHS[m] ? nl : `${nl}/${EN_MONTHS[m]}`} ${iso.slice(0, 4)}`
}

const NUMBER_CHARS = 'ABCDEFGHIJKLMNPRSTUVWXYZ0123456789'

export async function passeportPaysBas(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const spouse = person.usageName ? upper(person.usageName) : undefined
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'Burg. van Amsterdam'
  const issued = addDays(facts.asOf, -randomInt(rng, 100, 3400))
  const expiry = addDays(addMonths(issued, 120), -1)
  let number = 'NBCDFHJKLPRSTVWX'[randomInt(rng, 0, 15)]
  number += 'BCDFHJKLMNPRSTVWXYZ'[randomInt(rng, 0, 18)]
  for (let k = 0; k < 6; k++) number += NUMBER_CHARS[randomInt(rng, 0, NUMBER_CHARS.length - 1)]
  number += randomDigits(rng, 1)
  const bsn = `${randomInt(rng, 1, 9)}${randomDigits(rng, 8)}`
  const height = `1,${randomInt(rng, female ? 58 : 68, female ? 78 : 94)} m`
  const mrz = td3({birthDate: person.birthDate, country: 'NLD', expiry, givenNames: person.givenNames, nationality: 'NLD', number, personalNumber: bsn, sex: female ? 'F' : 'M', surname: person.surname})
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const time = `${pad2(randomInt(rng, 8, 22))}.${pad2(randomInt(rng, 0, 59))}`

  const {doc, fonts} = await newDocument({author: '', creator: 'ScanPocket 6.2', date: scanned, producer: 'ScanPocket PDF', title: `Scan ${scanned} ${time}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1c1a22')
  const cap = hex('#3f5b8c')

  // The data page is drawn turned a quarter anticlockwise: page coordinates (u across, v down the
  // passport page) map to the sheet as x = X0 + v, y = Y0 - u; text runs upwards (rotate 90).
  const X0 = (s.width - PAGE_H) / 2
  const Y0 = (s.height + PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const at = (um: number, vm: number): [number, number] => [X0 + size(vm), Y0 - size(um)]
  const put = (text: string, um: number, vm: number, style: {bold?: boolean; mm: number; color?: ReturnType<typeof hex>; courier?: boolean}) => {
    const [x, y] = at(um, vm)
    s.text(text, x, y, {color: style.color ?? ink, font: style.courier ? fonts.courier.regular : style.bold ? H.bold : H.regular, rotate: 90, size: size(style.mm)})
  }

  s.box(X0 - 5, Y0 - PAGE_W - 5, PAGE_H + 10, PAGE_W + 10, {fill: hex('#3a3a3a')})
  s.box(X0, Y0 - PAGE_W, PAGE_H, PAGE_W, {fill: hex('#f1ece4')})
  for (let k = 0; k < 18; k++) s.vline(X0 + (PAGE_H * (k + 0.5)) / 18, Y0 - PAGE_W + 4, Y0 - 4, {color: hex('#e6dccd'), width: 0.5})
  s.box(X0, Y0 - PAGE_W, size(6), PAGE_W, {fill: hex('#e07a2f')})

  // Header.
  put('KONINKRIJK DER NEDERLANDEN', 4, 11, {bold: true, mm: 2.6})
  put('KINGDOM OF THE NETHERLANDS / ROYAUME DES PAYS-BAS', 4, 14.6, {color: cap, mm: 1.6})
  put('PASPOORT / PASSPORT / PASSEPORT', 4, 18.2, {color: cap, mm: 1.6})
  put(number, 88, 11, {bold: true, color: hex('#7a1f1f'), mm: 3})
  put('Documentnummer / Document No. / N° du document', 88, 14.2, {color: cap, mm: 1.2})

  // Photo.
  const [phx, phy] = at(4, 22)
  s.box(phx, phy - size(28), size(36), size(28), {fill: hex('#bfc5cc')})
  const [hx, hy] = at(18, 36)
  s.circle(hx, hy, size(7), {fill: hex('#8f99a3')})

  const field = (n: number | undefined, caption: string, value: string[], um: number, vm: number, mm = 2.6) => {
    put(n === undefined ? caption : `${n}. ${caption}`, um, vm, {color: cap, mm: 1.25})
    value.forEach((v, k) => put(v, um, vm + 3.5 + k * 3.3, {bold: true, mm}))
  }

  field(undefined, 'Type / Type / Type', ['P'], 40, 22, 2.4)
  field(undefined, 'Code / Code / Code', ['NLD'], 58, 22, 2.4)
  field(1, 'Naam / Surname / Nom', spouse ? [surname, `e/v ${spouse}`] : [surname], 40, 28.5)
  const vGiven = spouse ? 38.5 : 35.5
  field(2, 'Voornamen / Given names / Prénoms', [given], 40, vGiven, given.length > 24 ? 2.2 : 2.6)
  const v3 = vGiven + 7
  field(3, 'Nationaliteit / Nationality / Nationalité', ['NEDERLANDSE'], 40, v3, 2.3)
  field(4, 'Geboortedatum / Date of birth / Date de naissance', [nlDate(person.birthDate)], 85, v3, 2.3)
  field(5, 'Geboorteplaats / Place of birth / Lieu de naissance', [person.birthPlace], 40, v3 + 7, 2.3)
  field(6, 'Geslacht / Sex / Sexe', [female ? 'V/F' : 'M/M'], 80, v3 + 7, 2.3)
  field(7, 'Lengte / Height / Taille', [height], 100, v3 + 7, 2.3)
  field(8, 'Datum van afgifte / Date of issue / Date de délivrance', [nlDate(issued)], 40, v3 + 14, 2.3)
  field(9, 'Geldig tot / Date of expiry / Date d\'expiration', [nlDate(expiry)], 85, v3 + 14, 2.3)
  field(10, 'Instantie / Authority / Autorité', [authority], 40, v3 + 21, 2.3)
  field(11, 'Persoonsnummer / Personal No. / N° personnel', [bsn.replace(/(\d{4})(\d{2})(\d{3})/, '$1.$2.$3')], 85, v3 + 21, 2.3)
  const [sx, sy] = at(12, 62)
  s.path(signaturePath(rng, size(7)), sx, sy, {lineWidth: 0.7, stroke: ink})

  // MRZ.
  const [mx, my] = at(0, 71)
  s.box(mx, my - PAGE_W, size(17), PAGE_W, {fill: hex('#f8f6f2')})
  mrz.forEach((line, k) => put(line, 4, 76.5 + k * 5.6, {courier: true, mm: 3.75}))

  // The scanning app's footer, unrotated.
  s.hline(40, s.width - 40, 806, {color: hex('#cccccc'), width: 0.4})
  s.text(`ScanPocket - Scan ${slashDate(scanned)} ${time.replace('.', ':')} - passeport.pdf`, 40, 818, {color: hex('#8a8a8a'), size: 7})
  s.text('1/1', s.width - 40, 818, {align: 'right', color: hex('#8a8a8a'), size: 7})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'passeport/pays-bas-paspoort',
    notes: [
      "a Dutch passport's data page scanned by a phone app and saved turned a quarter turn on a portrait A4 page (text runs upwards)",
      'numbered trilingual Dutch / English / French captions; dates with Dutch / English months ("14 MRT/MAR 1985"); height "1,72 m"',
      'married woman: the birth name with "e/v <spouse\'s name>" under it; decoys: the personal number (BSN), the scan date and time in the footer',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
