/**
 * HELD-OUT passeport/italie: an ITALIAN passport (electronic passport of the 2010s-2020s) of a
 * holder living in France, PHOTOCOPIED OPEN at about 135 % on a portrait A4 page: the FACING PAGE
 * above (the holder's residence "PARIGI (FRANCIA)", height and eye colour as NUMBERED trilingual
 * fields 11 to 13, a blank "observations" area with the consulate's round stamp) and the DATA
 * PAGE below: "REPUBBLICA ITALIANA", "PASSAPORTO / PASSPORT / PASSEPORT", the photo, and
 * TRILINGUAL captions (Italian / English / French) NUMBERED as ICAO numbers them on one line each
 * ("Cognome / Surname / Nom (1)", "Nome / Given names / Prénoms (2)" ...), the values under them
 * in capitals: the passport number ("YB1234567": two letters and seven digits), the surname with a
 * particle or an apostrophe ("DE LUCA", "D'ANGELO"), the given names with an accent ("NICCOLÒ
 * ANDREA"), "ITALIANA", dates with ITALIAN / ENGLISH MONTHS "14 FEB/FEB 1985", "03 GIU/JUN 2021"
 * (the issue date at (7), the expiry ten years later at (8)), the place of birth "NAPOLI (NA)", the
 * authority (a consulate general in France or a Questura), the signature (10); the TD3 MRZ
 * "P<ITA". The married woman's passport carries her birth name (Italian women keep it); her French
 * usage name is not on it.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const MONTHS = ['GEN/JAN', 'FEB/FEB', 'MAR/MAR', 'APR/APR', 'MAG/MAY', 'GIU/JUN', 'LUG/JUL', 'AGO/AUG', 'SET/SEP', 'OTT/OCT', 'NOV/NOV', 'DIC/DEC']

/** "14 FEB/FEB 1985". */
const itDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function passeportItalie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'ROMA (RM)'
  const authority = typeof params.authority === 'string' ? params.authority : 'MINISTRO AFFARI ESTERI'
  const residence = typeof params.residence === 'string' ? params.residence : 'PARIGI (FRANCIA)'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 3300))
  const expiry = addMonths(issued, 120)
  const number = `Y${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const mrz = td3({birthDate: person.birthDate, country: 'ITA', expiry, givenNames: person.givenNames, nationality: 'ITA', number, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const height = randomInt(rng, female ? 155 : 166, female ? 176 : 190)
  const eyes = ['CASTANI', 'VERDI', 'AZZURRI', 'NERI'][randomInt(rng, 0, 3)]

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH IM C3000', date: copied, producer: 'RICOH IM C3000', title: `Copie_${slashDate(copied).replaceAll('/', '')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const yTop = 58
  const yData = yTop + PAGE_H + 4
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const ink = hex('#1d1d24')
  const lab = hex('#5a4a6e')

  const paper = (y0: number) => {
    s.box(x0 - 3, y0 - 3, PAGE_W + 6, PAGE_H + 6, {fill: hex('#a6a6a6')})
    s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#f0ecf2')})
    for (let k = 0; k < 24; k++) {
      const base = (PAGE_H * (k + 0.5)) / 24
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 5; t <= PAGE_W; t += 5) d += ` L ${t} ${(base + 2.2 * Math.sin(t / 17 + k * 0.9)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.25, stroke: k % 2 ? hex('#ddd3e3') : hex('#d7e2d8')})
    }
  }

  const field = (y0: number, xm: number, ym: number, caption: string, value: string, valueMm = 2.6) => {
    s.text(caption, px(xm), y0 + size(ym), {color: lab, size: size(1.25)})
    if (value) s.text(value, px(xm), y0 + size(ym + 3.4), {color: ink, font: H.bold, size: size(valueMm)})
  }

  // ---- Facing page.
  paper(yTop)
  s.text('REPUBBLICA ITALIANA', px(62.5), yTop + size(7), {align: 'center', color: lab, font: H.bold, size: size(2.2)})
  field(yTop, 6, 14, 'Residenza / Residence / Domicile (11)', residence)
  field(yTop, 6, 23, 'Statura / Height / Taille (12)', `${height}`)
  field(yTop, 50, 23, 'Colore degli occhi / Colour of eyes / Couleur des yeux (13)', eyes)
  s.text('Osservazioni / Observations / Observations', px(6), yTop + size(33), {color: lab, size: size(1.25)})
  for (let k = 0; k < 5; k++) s.hline(px(6), px(119), yTop + size(40 + k * 8), {color: hex('#cbbfd2'), width: 0.4})
  // The consulate's round stamp.
  const cx = px(95)
  const cy = yTop + size(60)
  s.circle(cx, cy, size(13), {lineWidth: 1.2, stroke: hex('#5b5f9e')})
  s.circle(cx, cy, size(9.5), {lineWidth: 0.6, stroke: hex('#5b5f9e')})
  s.text('CONSOLATO', cx, cy - size(1), {align: 'center', color: hex('#5b5f9e'), font: H.bold, size: size(2)})
  s.text("D'ITALIA", cx, cy + size(2.6), {align: 'center', color: hex('#5b5f9e'), font: H.bold, size: size(2)})
  s.text('3', px(120), yTop + size(85), {align: 'right', color: lab, size: size(1.8)})

  // ---- Data page.
  paper(yData)
  s.circle(px(98), yData + size(38), size(11), {fill: hex('#e3dbe8')})
  s.text('REPUBBLICA ITALIANA', px(38), yData + size(6), {color: ink, font: H.bold, size: size(2.5)})
  s.text('PASSAPORTO   PASSPORT   PASSEPORT', px(38), yData + size(9.8), {color: lab, font: H.bold, size: size(1.8)})
  s.box(px(4), yData + size(13), size(30), size(39), {fill: hex('#c9c3cc')})
  s.circle(px(19), yData + size(26), size(7.5), {fill: hex('#a59fa8')})
  s.box(px(9.5), yData + size(37), size(19), size(15), {fill: hex('#a59fa8')})

  field(yData, 38, 13.5, 'Tipo / Type / Type', 'P')
  field(yData, 55, 13.5, 'Codice Paese / Code / Code', 'ITA')
  field(yData, 80, 13.5, 'Passaporto N. / Passport No. / Passeport N°', number, 2.9)
  field(yData, 38, 20.5, 'Cognome / Surname / Nom (1)', surname, 2.9)
  field(yData, 38, 27.5, 'Nome / Given names / Prénoms (2)', given, 2.9)
  field(yData, 38, 34.5, 'Cittadinanza / Nationality / Nationalité (3)', 'ITALIANA')
  field(yData, 90, 34.5, 'Sesso / Sex / Sexe (5)', female ? 'F' : 'M')
  field(yData, 38, 41.5, 'Data di nascita / Date of birth / Date de naissance (4)', itDate(person.birthDate))
  field(yData, 38, 48.5, 'Luogo di nascita / Place of birth / Lieu de naissance (6)', place)
  field(yData, 38, 55.5, 'Data di rilascio / Date of issue / Date de délivrance (7)', itDate(issued))
  field(yData, 82, 55.5, 'Autorità / Authority / Autorité (9)', authority, authority.length > 18 ? 2 : 2.4)
  field(yData, 38, 62.5, "Data di scadenza / Date of expiry / Date d'expiration (8)", itDate(expiry))
  field(yData, 4, 56, 'Firma del titolare / Signature (10)', '')
  s.path(signaturePath(rng, size(26)), px(5), yData + size(57.5), {lineWidth: 0.8, stroke: hex('#2a2a5a')})

  s.box(x0, yData + size(69), PAGE_W, size(19), {fill: hex('#f7f5f8')})
  mrz.forEach((line, k) => s.text(line, px(4.5), yData + size(76.5 + k * 6.4), {color: ink, font: fonts.courier.regular, size: size(4.1)}))

  s.text(`Copie - ${slashDate(copied)}`, 36, s.height - 20, {color: hex('#9a9a9a'), size: 6.5})

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
    layout: 'passeport/italie',
    notes: [
      'Italian passport photocopied open: the facing page (residence, height, eye colour, a consulate stamp) above the data page, about 135 %',
      'trilingual Italian / English / French captions numbered as ICAO numbers them; values in capitals under them',
      'dates with Italian / English months "14 FEB/FEB 1985", "03 GIU/JUN 2021"; number with two letters and seven digits',
      "the married woman's passport carries her birth name; residence abroad and the copier's date as decoys; TD3 MRZ \"P<ITA\"",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
