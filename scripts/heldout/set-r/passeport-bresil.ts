/**
 * HELD-OUT passeport/bresil: a BRAZILIAN passport's data page (the 2015 blue model) photocopied in
 * colour at about 150 % together with the lower part of the FACING PAGE: TRILINGUAL Portuguese /
 * English / French captions ("Sobrenome / Surname / Nom"), values in capitals; the COMPOUND SURNAME
 * ("OLIVEIRA COSTA"); dates with PORTUGUESE / ENGLISH month abbreviations ("14 FEV/FEB 1985", "03
 * OUT/OCT 2023"); the place of birth with its state ("SÃO PAULO/SP"); the FILIATION: the father's and
 * the mother's full names, which carry the holder's surnames (decoy persons); the identity number
 * (RG, a decoy); the passport number ("GB123456") at the top right; the authority ("DPF/SP",
 * "CONSULADO-GERAL EM PARIS"); TD3 MRZ "P<BRA". On the facing page, "OBSERVAÇÕES / OBSERVATIONS /
 * OBSERVATIONS" and a French border police ENTRY STAMP ("ENTRÉE - ROISSY CDG - 12.09.2025": a decoy
 * date), slightly rotated.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, dotDate} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const PT_MONTHS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ']
const EN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "14 FEV/FEB 1985" (one abbreviation when both languages agree: "10 MAR 2023"). */
const brDate = (iso: string) => {
  const m = Number(iso.slice(5, 7)) - 1
  const pt = PT_MONTHS[m]
  return `${iso.slice(8, 10)} ${pt === EN_MONTHS[m] ? pt : `${pt}/${EN_MONTHS[m]}`} ${iso.slice(0, 4)}`
}

const upperPt = (text: string) => text.toLocaleUpperCase('pt-BR')

export async function passeportBresil(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upperPt(person.surname)
  const given = person.givenNames.map((g) => upperPt(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'DPF/SP'
  const parents = Array.isArray(params.parents) ? (params.parents as string[]) : ['', '']
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const rg = `${randomDigits(rng, 2)}.${randomDigits(rng, 3)}.${randomDigits(rng, 3)}-${randomInt(rng, 0, 9)}`
  const entry = addDays(issued, randomInt(rng, 30, Math.max(31, Math.round((Date.parse(facts.asOf) - Date.parse(issued)) / 86_400_000) - 20)))
  const mrz = td3({birthDate: person.birthDate, country: 'BRA', expiry, givenNames: person.givenNames, nationality: 'BRA', number, sex: female ? 'F' : 'M', surname: person.surname})

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C5535', date: addDays(facts.asOf, -randomInt(rng, 1, 15)), producer: 'Canon PDF', title: 'Passaporte'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const ink = hex('#1b1f2a')
  const cap = hex('#2f5a3a')
  const x0 = (s.width - PAGE_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)

  // The facing page (its lower part) with the entry stamp.
  const yo = 40
  const obsH = 250
  s.box(x0, yo, PAGE_W, obsH, {fill: hex('#eef1ea'), lineWidth: 0.5, stroke: hex('#9aa596')})
  for (let k = 0; k < 14; k++) s.hline(x0 + 8, x0 + PAGE_W - 8, yo + 10 + k * 17, {color: hex('#dfe5d9'), width: 0.4})
  s.text('OBSERVAÇÕES / OBSERVATIONS / OBSERVATIONS', x0 + PAGE_W / 2, yo + 24, {align: 'center', color: cap, font: H.bold, size: 9})
  const stamp = hex('#3b4fa0')
  const sx = x0 + 150
  const sy = yo + 80
  s.box(sx, sy, 190, 96, {lineWidth: 1.6, rotate: -4, stroke: stamp})
  s.text('POLICE AUX FRONTIÈRES', sx + 14, sy + 26, {color: stamp, font: H.bold, rotate: -4, size: 9.5})
  s.text('ROISSY CDG - T2E', sx + 16, sy + 44, {color: stamp, font: H.bold, rotate: -4, size: 10})
  s.text(`ENTRÉE  ${dotDate(entry)}`, sx + 18, sy + 64, {color: stamp, font: H.bold, rotate: -4, size: 11})
  s.text(`A ${randomDigits(rng, 3)}`, sx + 20, sy + 82, {color: stamp, font: H.bold, rotate: -4, size: 8})

  // The data page.
  const y0 = yo + obsH + 24
  const at = (ym: number) => y0 + size(ym)
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#e6eef3'), lineWidth: 0.5, stroke: hex('#8f9ea8')})
  for (let k = 0; k < 10; k++) s.circle(px(95), at(40), size(5 + k * 2.4), {lineWidth: 0.3, stroke: hex('#cbd9e2')})
  s.text('REPÚBLICA FEDERATIVA DO BRASIL', px(4), at(6.5), {color: ink, font: H.bold, size: size(3)})
  s.text('PASSAPORTE / PASSPORT / PASSEPORT', px(4), at(10.5), {color: cap, font: H.bold, size: size(1.7)})

  const field = (xm: number, ym: number, caption: string, value: string, mm = 2.6) => {
    s.text(caption, px(xm), at(ym), {color: cap, size: size(1.35)})
    s.text(value, px(xm), at(ym + 3.4), {color: ink, font: H.bold, size: size(mm)})
  }

  field(40, 13, 'Tipo / Type / Type', 'P', 2.3)
  field(53, 13, 'País emissor / Issuing country / Pays émetteur', 'BRA', 2.3)
  field(88, 13, 'Passaporte nº / Passport No. / N° du passeport', number, 2.8)
  s.box(px(4), at(14), size(31), size(40), {fill: hex('#b8c4cc')})
  s.circle(px(19.5), at(27), size(7), {fill: hex('#8e9ba5')})
  s.box(px(9), at(37), size(21), size(17), {fill: hex('#8e9ba5')})
  field(40, 20, 'Sobrenome / Surname / Nom', surname, surname.length > 22 ? 2.4 : 2.8)
  field(40, 27, 'Nome / Given names / Prénoms', given, given.length > 24 ? 2.3 : 2.7)
  field(40, 34, 'Nacionalidade / Nationality / Nationalité', female ? 'BRASILEIRA' : 'BRASILEIRO', 2.3)
  field(82, 34, 'Data de nascimento / Date of birth / Date de naissance', brDate(person.birthDate), 2.3)
  field(40, 41, 'Sexo / Sex / Sexe', female ? 'F' : 'M', 2.3)
  field(58, 41, 'Naturalidade / Place of birth / Lieu de naissance', person.birthPlace, 2.3)
  field(40, 48, 'Data de expedição / Date of issue / Date de délivrance', brDate(issued), 2.3)
  field(82, 48, 'Válido até / Date of expiry / Date d\'expiration', brDate(expiry), 2.3)
  field(40, 55, 'Autoridade / Authority / Autorité', authority, 2.2)
  field(82, 55, 'Identidade nº / Personal No. / N° personnel', rg, 2.2)
  s.text('Filiação / Filiation / Filiation', px(4), at(62), {color: cap, size: size(1.35)})
  s.lines(parents, px(4), at(65.4), {color: ink, font: H.bold, leading: size(3), size: size(2.1)})
  s.path(signaturePath(rng, size(24)), px(84), at(62), {lineWidth: 0.7, stroke: ink})

  // MRZ.
  s.box(x0 + 1, at(71), PAGE_W - 2, size(16.5), {fill: hex('#f4f7f9')})
  mrz.forEach((line, k) => s.text(line, px(4), at(77 + k * 5.4), {color: ink, font: fonts.courier.regular, size: size(3.6)}))

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
    layout: 'passeport/bresil',
    notes: [
      "a Brazilian passport's data page photocopied at about 150 % with the facing observations page",
      'trilingual Portuguese / English / French captions; dates with Portuguese / English months ("14 FEV/FEB 1985"); compound surname',
      "decoys: the parents' full names (filiation) carrying the holder's surnames, the identity number (RG), the border police entry stamp and its date",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
