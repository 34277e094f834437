/**
 * HELD-OUT passeport/belgique: the data page of a Belgian passport (2014-2022 model), photocopied
 * open at about 145 % on an A4 page with the facing page (visas) half visible above it. The data
 * page: "ROYAUME DE BELGIQUE  KONINKRIJK BELGIË  KÖNIGREICH BELGIEN  KINGDOM OF BELGIUM" and
 * "PASSEPORT  PASPOORT  REISEPASS  PASSPORT" across the top, the photo at the left, and NUMBERED
 * labels in FOUR languages (French / Dutch / German / English) in small grey type with the value
 * under each: "Type", "Code", "N° du passeport / Paspoortnummer / Passnummer / Passport No."
 * ("EM123456"), "1. Nom / Naam / Name / Surname", "2. Prénoms / Voornamen / Vornamen / Given
 * names" (upper case), "3. Nationalité ..." ("BELGE"), "5. Sexe ...", "4. Date de naissance ...",
 * "6. Lieu de naissance ...", "7. Date de délivrance ...", "8. Date d'expiration ..." (seven
 * years of validity), "9. Autorité ..." (the municipality) and the national register number
 * ("85.02.14-123.45"); dates as "14 FÉV/FEB 1985" (French and English month abbreviations); the
 * TD3 machine-readable zone "P<BEL" with the national number in the personal-number field.
 */
import {mrzName, td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.45
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE
const MONTHS = ['JAN/JAN', 'FÉV/FEB', 'MARS/MAR', 'AVR/APR', 'MAI/MAY', 'JUIN/JUN', 'JUIL/JUL', 'AOÛT/AUG', 'SEPT/SEP', 'OCT/OCT', 'NOV/NOV', 'DÉC/DEC']

const belgianDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** The Belgian national register number: YYMMDD, a 3-digit serial (odd for men), a mod-97 key. */
function nationalNumber(birth: string, male: boolean, rng: () => number): string {
  const yymmdd = `${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}`
  let serial = randomInt(rng, 1, 997)
  if ((serial % 2 === 1) !== male) serial += 1
  const body = `${yymmdd}${String(serial).padStart(3, '0')}`
  const key = 97 - Number(BigInt(`${birth.startsWith('2') ? '2' : ''}${body}`) % 97n)
  return `${body}${String(key).padStart(2, '0')}`
}

export async function passeportBelgique(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const authority = typeof params.authority === 'string' ? params.authority : 'BRUXELLES'
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 2300))
  const expiry = addDays(addMonths(issued, 84), -1)
  const male = person.civility === 'M.'
  const number = `${pick(rng, ['EM', 'EN', 'EP', 'ER'])}${randomDigits(rng, 6)}`
  const surname = person.surname
  const given = person.givenNames.join(' ').toUpperCase()
  const national = nationalNumber(person.birthDate, male, rng)
  const nationalPrinted = `${national.slice(0, 2)}.${national.slice(2, 4)}.${national.slice(4, 6)}-${national.slice(6, 9)}.${national.slice(9)}`
  const mrz = td3({birthDate: person.birthDate, country: 'BEL', expiry, givenNames: person.givenNames, nationality: 'BEL', number, personalNumber: national, sex: male ? 'M' : 'F', surname})

  const {doc, fonts} = await newDocument({author: 'Scan', creator: 'RICOH MP C3004ex', date: addDays(facts.asOf, -randomInt(rng, 1, 25)), producer: 'RICOH MP C3004ex', title: 'Scan passeport'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const ink = hex('#24262b')
  const labelInk = hex('#6d5a78')
  const px = (mm: number) => x0 + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE

  // Facing page (visas), half visible.
  const fy = 60
  const fh = PAGE_H * 0.82
  s.box(x0, fy, PAGE_W, fh, {fill: hex('#f6f1f4'), lineWidth: 0.7, stroke: hex('#9a9a9a')})
  for (let k = 0; k < 16; k++) {
    const amp = 2 + rng() * 4
    const period = 30 + rng() * 30
    let d = `M 0 ${(fh * (k + 0.5)) / 16}`
    for (let t = 4; t <= PAGE_W; t += 6) d += ` L ${t} ${((fh * (k + 0.5)) / 16 + amp * Math.sin((t / period) * 2 * Math.PI)).toFixed(1)}`
    s.path(d, x0, fy, {lineWidth: 0.3, stroke: hex('#dccbd6')})
  }

  s.text('VISAS', x0 + PAGE_W / 2, fy + 28, {align: 'center', color: hex('#9b8aa0'), font: H.bold, size: 10})
  s.text('8', x0 + PAGE_W - 14, fy + fh - 10, {color: hex('#9b8aa0'), size: 8})

  // Data page.
  const y0 = fy + fh + 10
  const py = (mm: number) => y0 + mm * MM * SCALE
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#f3eef3'), lineWidth: 0.8, stroke: hex('#7d7d7d')})
  for (let k = 0; k < 22; k++) s.path(`M 0 ${k * 10} Q ${PAGE_W / 3} ${k * 10 - 14} ${PAGE_W / 2} ${k * 10} T ${PAGE_W} ${k * 10}`, x0, y0 + 6, {lineWidth: 0.3, stroke: hex('#e2d6e2')})
  s.text('ROYAUME DE BELGIQUE   KONINKRIJK BELGIË   KÖNIGREICH BELGIEN   KINGDOM OF BELGIUM', px(4), py(4.6), {color: ink, font: H.bold, size: size(2.05)})
  s.text('PASSEPORT   PASPOORT   REISEPASS   PASSPORT', px(4), py(8.2), {color: labelInk, font: H.bold, size: size(2)})

  // Photo.
  s.box(px(4), py(13), size(31), size(40), {fill: hex('#d9d4da')})
  s.circle(px(19.5), py(27), size(7.5), {fill: hex('#b7b0b9')})
  s.box(px(8.5), py(38), size(22), size(15), {fill: hex('#b7b0b9')})

  /** A label (shrunk to fit before `maxMm`, the next field or the page's edge) and its value under it. */
  const field = (xm: number, ym: number, lab: string, value: string, valueSize = 2.7, maxMm = 122) => {
    let ls = 1.4
    while (H.regular.widthOfTextAtSize(lab, size(ls)) > size(maxMm - xm - 1) && ls > 1) ls -= 0.05
    s.text(lab, px(xm), py(ym), {color: labelInk, size: size(ls)})
    s.text(value, px(xm), py(ym + 3.4), {color: ink, font: H.bold, size: size(valueSize)})
  }

  field(38, 12.5, 'Type / Type / Typ / Type', 'P', 2.7, 57)
  field(58, 12.5, 'Code / Code / Code / Code', 'BEL', 2.7, 78)
  field(79, 12.5, 'N° du passeport / Paspoortnummer / Passnummer / Passport No.', number)
  field(38, 20, '1. Nom / Naam / Name / Surname', surname)
  field(38, 27.5, '2. Prénoms / Voornamen / Vornamen / Given names', given)
  field(38, 35, '3. Nationalité / Nationaliteit / Staatsangehörigkeit / Nationality', 'BELGE', 2.7, 86)
  field(87, 35, '5. Sexe / Geslacht / Geschlecht / Sex', male ? 'M' : 'F')
  field(38, 42.5, '4. Date de naissance / Geboortedatum / Geburtsdatum / Date of birth', belgianDate(person.birthDate), 2.5, 86)
  field(87, 42.5, '6. Lieu de naissance / Geboorteplaats / Geburtsort / Place of birth', person.birthPlace, 2.4)
  field(38, 50, '7. Date de délivrance / Datum van afgifte / Ausstellungsdatum / Date of issue', belgianDate(issued), 2.5, 86)
  field(38, 57.5, "8. Date d'expiration / Vervaldatum / Ablaufdatum / Date of expiry", belgianDate(expiry), 2.5, 86)
  field(87, 50, '9. Autorité / Overheid / Behörde / Authority', authority, 2.4)
  field(87, 57.5, 'N° national / Rijksregisternr. / Nationalregisternr.', nationalPrinted, 2.3)
  s.text('10. Signature / Handtekening / Unterschrift / Signature', px(4), py(56), {color: labelInk, size: size(1.2)})
  s.path(signaturePath(rng, size(26)), px(6), py(57), {lineWidth: 0.9, stroke: hex('#1b2a6b')})

  // MRZ.
  s.box(x0, py(68), PAGE_W, size(20), {fill: hex('#fbfafb')})
  mrz.forEach((mrzLine, k) => s.text(mrzLine, px(4.5), py(75.5 + k * 6.2), {color: ink, font: fonts.courier.regular, size: size(3.85)}))

  s.text('Copie de la page de données du passeport - usage administratif', x0, y0 + PAGE_H + 22, {color: GREY, size: 7.5})
  // The holder's name as it is spelled in the MRZ (for the notes only).
  const mrzSurname = mrzName(surname)

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
    layout: 'passeport/belgique',
    notes: [
      'numbered labels in four languages (FR / NL / DE / EN), value under each',
      'dates "14 FÉV/FEB 1985"; seven-year validity',
      'national register number beside the authority (a decoy for the document number)',
      `MRZ P<BEL with the national number in the personal-number field (surname spelled ${mrzSurname})`,
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
