/**
 * HELD-OUT passeport/portugal-passaporte-consulado: a PORTUGUESE electronic passport (the PEP model,
 * five years of validity) of a Portuguese living in France, issued by the CONSULATE GENERAL IN
 * PARIS, photocopied OPEN at about 125 %: the facing page of OBSERVATIONS at the top (the
 * observation "O titular é também portador do Cartão de Cidadão n.º ..." with the citizen card's
 * number: a decoy identifier, and the consulate's round violet stamp with its own date: a decoy),
 * the DATA PAGE under it. Captions in PORTUGUESE / ENGLISH / FRENCH over the values ("Apelido(s) /
 * Surname / Nom", "Nome(s) próprio(s) / Given names / Prénoms"); TWO SURNAMES ("DA SILVA PEREIRA");
 * the given names with their accents ("JOÃO MIGUEL"); dates with BILINGUAL MONTHS ("14 FEV/FEB
 * 1985"); the number two letters and six digits; "N.º de identificação civil / Personal No." (the
 * civil identification number: a decoy identifier); the authority "CONSULADO GERAL PARIS"; TD3 MRZ
 * "P<PRT".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const MONTHS = ['JAN', 'FEV/FEB', 'MAR', 'ABR/APR', 'MAI/MAY', 'JUN', 'JUL', 'AGO/AUG', 'SET/SEP', 'OUT/OCT', 'NOV', 'DEZ/DEC']

/** "14 FEV/FEB 1985". */
const bilingual = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function passeportPortugal(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'LISBOA'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1500))
  const expiry = addMonths(issued, 60)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const civil = `${randomDigits(rng, 8)}`
  const citizenCard = `${civil} ${randomInt(rng, 0, 9)} ${randomLetters(rng, 2)}${randomInt(rng, 0, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'PRT', expiry, givenNames: person.givenNames, nationality: 'PRT', number, personalNumber: civil, sex: female ? 'F' : 'M', surname: person.surname})
  const stamped = addDays(issued, -randomInt(rng, 12, 40))
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 15))
  const ink = hex('#1c1d22')
  const cap = hex('#4f5563')
  const green = hex('#1e5e3a')
  const red = hex('#a3242b')

  const {doc, fonts} = await newDocument({author: '', creator: 'Brother MFC-L2710DW', date: copied, producer: 'Brother iPrint&Scan', title: `Scan${copied.replaceAll('-', '')}${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const PW = 125 * k
  const PH = 88 * k
  const x0 = (s.width - PW) / 2
  const y1 = 44
  const y2 = y1 + PH + 6

  const page = (y0: number, tint: RGB, wave: RGB) => {
    s.box(x0 - 5, y0 - 5, PW + 10, PH + 10, {fill: hex('#3b3b3b'), radius: 5})
    s.box(x0, y0, PW, PH, {fill: tint})
    for (let i = 0; i < 20; i++) {
      const base = (PH * (i + 0.5)) / 20
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 8; t <= PW; t += 8) d += ` L ${t} ${(base + 2.4 * Math.sin(t / 23 + i * 0.7)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.3, stroke: wave})
    }
  }

  const text = (value: string, u: number, v: number, y0: number, font: PDFFont, sizeMm: number, color: RGB, room = 100) => {
    const size = Math.min(sizeMm * k, (room * k) / font.widthOfTextAtSize(value, 1))
    s.text(value, x0 + u * k, y0 + v * k, {color, font, size})
  }

  // The observations page.
  page(y1, hex('#eef3ee'), hex('#d7e4d9'))
  text('OBSERVAÇÕES / OBSERVATIONS / OBSERVATIONS', 8, 9, y1, H.bold, 2.4, green)
  for (let i = 0; i < 7; i++) s.hline(x0 + 8 * k, x0 + 117 * k, y1 + (20 + i * 9) * k, {color: hex('#b8c7bb'), width: 0.4})
  text('O titular é também portador do Cartão de Cidadão', 10, 18.5, y1, fonts.courier.regular, 2.6, ink)
  text(`n.º ${citizenCard}`, 10, 27.5, y1, fonts.courier.regular, 2.6, ink)
  // The consulate's round stamp.
  const cx = x0 + 90 * k
  const cy = y1 + 56 * k
  const violet = hex('#553c99')
  s.circle(cx, cy, 19 * k, {lineWidth: 1.2, stroke: violet})
  s.circle(cx, cy, 13 * k, {lineWidth: 0.6, stroke: violet})
  s.text('CONSULADO GERAL', cx, cy - 14.5 * k, {align: 'center', color: violet, font: H.bold, size: 2.3 * k})
  s.text('DE PORTUGAL EM PARIS', cx, cy + 17 * k, {align: 'center', color: violet, font: H.bold, size: 2.1 * k})
  s.text(slashDate(stamped), cx, cy + 1.2 * k, {align: 'center', color: violet, font: H.bold, size: 2.6 * k})
  s.path(signaturePath(rng, 30 * k), x0 + 14 * k, y1 + 60 * k, {lineWidth: 0.9, stroke: hex('#23306e')})
  text('O Cônsul-Geral Adjunto', 14, 76, y1, H.italic, 2, cap)

  // The data page.
  page(y2, hex('#f4efe6'), hex('#e5dccb'))
  text('REPÚBLICA PORTUGUESA', 4, 6, y2, H.bold, 3, red)
  text('PASSAPORTE / PASSPORT / PASSEPORT', 70, 6, y2, H.bold, 2, green, 52)
  s.box(x0 + 4 * k, y2 + 12 * k, 30 * k, 38 * k, {fill: hex('#c9c2b6')})
  s.circle(x0 + 19 * k, y2 + 25 * k, 7 * k, {fill: hex('#9a9184')})
  s.box(x0 + 10 * k, y2 + 35 * k, 18 * k, 15 * k, {fill: hex('#9a9184')})
  const field = (u: number, v: number, caption: string, value: string, sizeMm = 2.6, room = 50) => {
    text(caption, u, v, y2, H.regular, 1.5, cap, room)
    text(value, u, v + 3.6, y2, H.bold, sizeMm, ink, room)
  }

  field(38, 11, 'Tipo / Type / Type', 'P', 2.4, 16)
  field(56, 11, 'Código / Code / Code', 'PRT', 2.4, 20)
  field(82, 11, 'Passaporte N.º / Passport No. / N° du passeport', number, 2.8, 40)
  field(38, 19, 'Apelido(s) / Surname / Nom', surname, 3, 80)
  field(38, 27, 'Nome(s) próprio(s) / Given names / Prénoms', given, 2.8, 80)
  field(38, 35, 'Nacionalidade / Nationality / Nationalité', 'PORTUGUESA', 2.4, 36)
  field(82, 35, 'Data de nascimento / Date of birth / Date de naissance', bilingual(person.birthDate), 2.4, 40)
  field(38, 43, 'Sexo / Sex / Sexe', female ? 'F' : 'M', 2.4, 16)
  field(56, 43, 'Local de nascimento / Place of birth / Lieu de naissance', place, 2.4, 60)
  field(38, 51, 'Data de emissão / Date of issue / Date de délivrance', bilingual(issued), 2.4, 40)
  field(82, 51, 'N.º de identificação civil / Personal No. / N° personnel', civil, 2.4, 40)
  field(38, 59, "Data de validade / Date of expiry / Date d'expiration", bilingual(expiry), 2.4, 40)
  field(82, 59, 'Autoridade / Authority / Autorité', 'CONSULADO GERAL PARIS', 2.2, 40)
  s.path(signaturePath(rng, 26 * k), x0 + 6 * k, y2 + 55 * k, {lineWidth: 0.8, stroke: hex('#1f2a5a')})
  s.box(x0, y2 + 70 * k, PW, 18 * k, {fill: hex('#fbf9f4')})
  const mrzSize = Math.min(3.6, 117 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => text(line, 4, 77 + j * 6, y2, fonts.courier.regular, mrzSize, ink))

  s.text(`Copie réalisée le ${slashDate(copied)}`, s.width / 2, y2 + PH + 26, {align: 'center', color: hex('#8a8a8a'), size: 7.5})

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
    layout: 'passeport/portugal-passaporte-consulado',
    notes: [
      "a Portuguese electronic passport issued by the consulate general in Paris, photocopied open: the observations page with the consulate's stamp above the data page",
      'Portuguese / English / French captions over the values; two surnames ("DA SILVA PEREIRA"); dates with bilingual months ("14 FEV/FEB 1985"); five years of validity; TD3 MRZ "P<PRT"',
      "decoys: the civil identification number, the citizen card's number in the observations, the consulate stamp's date, the copy's date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
