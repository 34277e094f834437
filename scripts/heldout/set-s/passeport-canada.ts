/**
 * HELD-OUT passeport/canada: a CANADIAN passport's data page (the 2023 model) photocopied at about
 * 145 % with the facing page, plus the sticky note a bank adviser put on the copy: BILINGUAL
 * English / French captions ("Surname / Nom", "Given names / Prénoms", "Date of issue / Date de
 * délivrance"), values in capitals, dates with ENGLISH AND FRENCH MONTH ABBREVIATIONS separated by
 * a slash ("14 FEB /FÉV 1985", "03 JUL /JUIL 2023"), the nationality "CANADIAN/CANADIENNE", the place
 * of birth with the country code ("MONTRÉAL CAN"), the issuing authority ("GATINEAU", "PARIS"), the
 * passport number (two letters and six digits) at the top right, TD3 MRZ "P<CAN". On the facing
 * page the emergency contact filled in by hand (a decoy person who carries the holder's surname, a
 * phone number) and a consular note. The adviser's sticky note gives the customer's name as the
 * bank records it (the French usage name of a married woman, who kept her birth name on the
 * passport, as Quebec law requires) and a date (decoys).
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, capitalisedSurname, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.45
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const FR = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC']

/** "14 FEB /FÉV 1985" ("12 JAN /JAN 2030" when both agree). */
const caDate = (iso: string) => {
  const m = Number(iso.slice(5, 7)) - 1
  return `${iso.slice(8, 10)} ${EN[m]} /${FR[m]} ${iso.slice(0, 4)}`
}

const CONTACTS = ['Mère / Mother', 'Père / Father', 'Frère / Brother', 'Sœur / Sister']

export async function passeportCanada(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'GATINEAU'
  const contactName = typeof params.contact === 'string' ? params.contact : 'Marie'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 3200))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const mrz = td3({birthDate: person.birthDate, country: 'CAN', expiry, givenNames: person.givenNames, nationality: 'CAN', number, sex: female ? 'F' : 'M', surname: person.surname})
  const noted = addDays(facts.asOf, -randomInt(rng, 1, 14))
  const customer = `${female ? 'Mme' : 'M.'} ${person.usageName ? upper(person.usageName) : surname} ${person.givenNames[0]}`
  const relation = CONTACTS[randomInt(rng, 0, CONTACTS.length - 1)]

  const {doc, fonts} = await newDocument({author: '', creator: 'Xerox WorkCentre 7845', date: noted, producer: 'Xerox PDF', title: 'DOC_passport'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1a1d26')
  const cap = hex('#7a2130')
  const hand = hex('#23306e')
  const x0 = (s.width - PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  // The facing page: emergency contact and observations.
  const yo = 36
  s.box(x0, yo, PAGE_W, PAGE_H, {fill: hex('#f2eef0'), lineWidth: 0.5, stroke: hex('#a79aa0')})
  for (let k = 0; k < 9; k++) s.circle(px(62), yo + size(44), size(6 + k * 3.2), {lineWidth: 0.3, stroke: hex('#e3d8dc')})
  s.text('In case of emergency, notify / En cas d\'urgence, prière d\'aviser', px(6), yo + size(9), {color: cap, font: H.bold, size: size(1.9)})
  const lines: [string, string][] = [
    ['Name / Nom', `${contactName} ${capitalisedSurname(person.surname)}`],
    ['Relationship / Lien de parenté', relation],
    ['Telephone / Téléphone', `+1 ${randomInt(rng, 400, 999)} ${randomDigits(rng, 3)}-${randomDigits(rng, 4)}`],
  ]
  lines.forEach(([label, value], k) => {
    const y = yo + size(17 + k * 9)
    s.text(label, px(6), y, {color: cap, size: size(1.6)})
    s.hline(px(40), px(118), y + 2, {color: hex('#b6a8ae'), width: 0.5})
    s.text(value, px(42), y, {color: hand, font: fonts.times.italic, size: size(3.2)})
  })
  s.paragraph(
    'The Minister of Foreign Affairs of Canada requests, in the name of His Majesty the King, all those whom it may concern to allow the bearer to pass freely. / Le ministre des Affaires étrangères du Canada prie, au nom de Sa Majesté le Roi, les autorités intéressées de laisser passer librement le titulaire.',
    px(6),
    yo + size(52),
    size(113),
    {color: ink, font: fonts.times.italic, leading: size(2.6), size: size(1.85)},
  )

  // The data page.
  const y0 = yo + PAGE_H + 14
  const at = (ym: number) => y0 + size(ym)
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#eef0f4'), lineWidth: 0.5, stroke: hex('#9aa0ab')})
  for (let k = 0; k < 8; k++) s.circle(px(100), at(38), size(5 + k * 2.6), {lineWidth: 0.3, stroke: hex('#dadfe7')})
  s.text('CANADA', px(4), at(6.5), {color: ink, font: H.bold, size: size(3.2)})
  s.text('PASSPORT / PASSEPORT', px(30), at(6.3), {color: cap, font: H.bold, size: size(1.9)})

  const field = (xm: number, ym: number, caption: string, value: string, mm = 2.6) => {
    s.text(caption, px(xm), at(ym), {color: cap, size: size(1.45)})
    s.text(value, px(xm), at(ym + 3.4), {color: ink, font: H.bold, size: size(mm)})
  }

  field(38, 11, 'Type / Type', 'P', 2.2)
  field(52, 11, 'Issuing Country / Pays émetteur', 'CAN', 2.2)
  field(90, 11, 'Passport No. / N° de passeport', number, 2.8)
  s.box(px(4), at(12), size(31), size(40), {fill: hex('#bfc5cf')})
  s.circle(px(19.5), at(25), size(7), {fill: hex('#959dab')})
  s.box(px(9), at(35), size(21), size(17), {fill: hex('#959dab')})
  field(38, 18, 'Surname / Nom', surname, surname.length > 20 ? 2.4 : 2.8)
  field(38, 25, 'Given names / Prénoms', given, given.length > 24 ? 2.2 : 2.6)
  field(38, 32, 'Nationality / Nationalité', 'CANADIAN/CANADIENNE', 2.2)
  field(85, 32, 'Date of birth / Date de naissance', caDate(person.birthDate), 2.3)
  field(38, 39, 'Sex / Sexe', female ? 'F' : 'M', 2.2)
  field(52, 39, 'Place of birth / Lieu de naissance', person.birthPlace, 2.2)
  field(38, 46, 'Date of issue / Date de délivrance', caDate(issued), 2.3)
  field(85, 46, "Date of expiry / Date d'expiration", caDate(expiry), 2.3)
  field(38, 53, 'Issuing Authority / Autorité de délivrance', authority, 2.2)
  s.path(signaturePath(rng, size(26)), px(85), at(55), {lineWidth: 0.7, stroke: ink})
  s.box(x0 + 1, at(66), PAGE_W - 2, size(19), {fill: hex('#f7f8fa')})
  mrz.forEach((line, k) => s.text(line, px(4), at(73 + k * 5.6), {color: ink, font: fonts.courier.regular, size: size(3.6)}))

  // The adviser's sticky note over the facing page's corner.
  const nx = x0 + PAGE_W - 150
  const ny = yo + 12
  s.box(nx, ny, 140, 62, {fill: hex('#fdf1a6'), rotate: -3})
  s.text(customer, nx + 8, ny + 18, {color: hand, font: fonts.times.italic, rotate: 3, size: 11})
  s.text(`copie conforme ${slashDate(noted)}`, nx + 8, ny + 36, {color: hand, font: fonts.times.italic, rotate: 3, size: 10})
  s.text(`dossier n° ${randomDigits(rng, 6)}`, nx + 8, ny + 53, {color: hand, font: fonts.times.italic, rotate: 3, size: 10})

  s.text(`Xerox WorkCentre - ${slashDate(noted)} - page 1`, s.width / 2, 818, {align: 'center', color: hex('#999999'), size: 7})

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
    layout: 'passeport/canada',
    notes: [
      "a Canadian passport's data page photocopied at about 145 % under the facing page",
      'bilingual English / French captions; dates with English and French month abbreviations ("14 FEB /FÉV 1985"); "CANADIAN/CANADIENNE"',
      "decoys: the emergency contact carrying the holder's surname, the adviser's sticky note with the bank's name for the customer (a married woman's French usage name) and its date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
