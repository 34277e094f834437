/**
 * HELD-OUT passeport/madagascar-trilingue-appli-scan: a MALAGASY passport (five years of validity)
 * of a Malagasy living in France, issued in Antananarivo or by the embassy in Paris, CAPTURED OPEN
 * WITH A PHONE'S SCANNING APPLICATION: the app detected the booklet's edges, cropped it and enlarged
 * it to the width of the page (about 155 %), so the two facing pages fill the sheet: at the top the
 * page of the MINISTER'S REQUEST in MALAGASY, FRENCH and ENGLISH with the holder's signature; under it
 * the DATA PAGE. Captions in MALAGASY / FRENCH / ENGLISH over the values ("Anarana / Nom / Surname",
 * "Fanampin'anarana / Prénoms / Given names", "Daty nahaterahana / Date de naissance / Date of
 * birth"); LONG SURNAMES ("RANDRIANARISOA", "ANDRIAMANANTENA") and given names in capitals; dates
 * with slashes ("14/02/1985"); the number a letter and eight digits; the holder's NATIONAL IDENTITY
 * CARD number as "Laharana manokana / N° personnel / Personal No." (twelve digits, grouped by three:
 * a decoy); the authority (AMBASSADE PARIS or ANTANANARIVO); TD3 MRZ "P<MDG". At the foot the app's
 * mark and the capture's name with its date and time ("ScanFacile 12-05-2030 18.42": a decoy date).
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.55

const REQUEST = [
  "Ny Minisitry ny Raharaham-bahiny ao amin'ny Repoblikan'i Madagasikara dia mangataka amin'ireo manam-pahefana sivily sy miaramila rehetra mba hamela ny tompon'ity pasipaoro ity handeha malalaka sy hanome azy ny fanampiana sy fiarovana ilainy.",
  "Le Ministre des Affaires étrangères de la République de Madagascar prie les autorités civiles et militaires de laisser passer librement le titulaire du présent passeport et de lui prêter aide et protection en cas de besoin.",
  'The Minister of Foreign Affairs of the Republic of Madagascar requests all civil and military authorities to allow the bearer of this passport to pass freely and to afford the bearer such assistance and protection as may be necessary.',
]

export async function passeportMadagascar(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'ANTANANARIVO'
  const authority = typeof params.authority === 'string' ? params.authority : 'ANTANANARIVO'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1600))
  const expiry = addDays(addMonths(issued, 60), -1)
  const number = `${randomLetters(rng, 1)}${randomDigits(rng, 8)}`
  const cin = `${randomInt(rng, 1, 5)}${randomDigits(rng, 11)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'MDG', expiry, givenNames: person.givenNames, nationality: 'MDG', number, personalNumber: cin, sex: female ? 'F' : 'M', surname: person.surname})
  const captured = addDays(facts.asOf, -randomInt(rng, 0, 20))
  const clock = `${String(randomInt(rng, 7, 22)).padStart(2, '0')}.${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const ink = hex('#1c1d21')
  const cap = hex('#4e5562')
  const red = hex('#b3262c')
  const green = hex('#1f6a3a')

  const {doc, fonts} = await newDocument({author: '', creator: 'ScanFacile 6.2 (Android)', date: captured, producer: 'ScanFacile PDF', title: `ScanFacile ${captured.slice(8, 10)}-${captured.slice(5, 7)}-${captured.slice(0, 4)} ${clock}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k = MM * SCALE
  const PW = 125 * k
  const PH = 88 * k
  const x0 = (s.width - PW) / 2
  const y1 = 26
  const y2 = y1 + PH + 5

  const page = (y0: number, tint: RGB, wave: RGB) => {
    s.box(x0, y0, PW, PH, {fill: tint, lineWidth: 0.6, stroke: hex('#9c9a92')})
    for (let i = 0; i < 16; i++) {
      const base = (PH * (i + 0.5)) / 16
      let d = `M 0 ${base.toFixed(1)}`
      for (let t = 10; t <= PW; t += 10) d += ` L ${t} ${(base + 3 * Math.sin(t / 31 + i * 0.9)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.35, stroke: wave})
    }
  }

  const text = (value: string, u: number, v: number, y0: number, font: PDFFont, sizeMm: number, color: RGB, room = 110) => {
    const size = Math.min(sizeMm * k, (room * k) / font.widthOfTextAtSize(value, 1))
    s.text(value, x0 + u * k, y0 + v * k, {color, font, size})
  }

  // The page of the request.
  page(y1, hex('#f1f4ec'), hex('#dde6d3'))
  text("REPOBLIKAN'I MADAGASIKARA", 62.5 - H.bold.widthOfTextAtSize("REPOBLIKAN'I MADAGASIKARA", 2.6) / 2, 8, y1, H.bold, 2.6, red)
  let v = 16
  REQUEST.forEach((para, j) => {
    const font = j === 0 ? H.bold : j === 1 ? H.regular : H.italic
    for (const line of wrap(para, 112 * k, font, 1.9 * k)) {
      text(line, 6.5, v, y1, font, 1.9, ink)
      v += 2.75
    }

    v += 2.4
  })
  text("Sonian'ny tompony / Signature du titulaire / Holder's signature", 6.5, 72, y1, H.regular, 1.5, cap)
  s.path(signaturePath(rng, 34 * k), x0 + 10 * k, y1 + 75 * k, {lineWidth: 1, stroke: hex('#1f2a5a')})

  // The data page.
  page(y2, hex('#f5efe3'), hex('#e6dcc8'))
  text("REPOBLIKAN'I MADAGASIKARA - RÉPUBLIQUE DE MADAGASCAR - REPUBLIC OF MADAGASCAR", 4, 5.5, y2, H.bold, 1.9, red, 117)
  text('PASIPAORO / PASSEPORT / PASSPORT', 4, 9.6, y2, H.bold, 1.9, green)
  s.box(x0 + 4 * k, y2 + 14 * k, 30 * k, 38 * k, {fill: hex('#c8c0b2')})
  s.circle(x0 + 19 * k, y2 + 27 * k, 7 * k, {fill: hex('#978d7f')})
  s.box(x0 + 10 * k, y2 + 37 * k, 18 * k, 15 * k, {fill: hex('#978d7f')})
  const field = (u: number, vv: number, caption: string, value: string, sizeMm = 2.5, room = 40) => {
    text(caption, u, vv, y2, H.regular, 1.45, cap, room)
    text(value, u, vv + 3.7, y2, H.bold, sizeMm, ink, room)
  }

  field(38, 14, 'Karazana / Type / Type', 'P', 2.4, 18)
  field(58, 14, 'Kaody / Code / Code', 'MDG', 2.4, 20)
  field(82, 14, "Laharan'ny pasipaoro / N° du passeport / Passport No.", number, 2.7, 40)
  field(38, 22, 'Anarana / Nom / Surname', surname, 2.9, 84)
  field(38, 30, "Fanampin'anarana / Prénoms / Given names", given, 2.7, 84)
  field(38, 38, 'Zom-pirenena / Nationalité / Nationality', 'MALAGASY', 2.4, 40)
  field(82, 38, 'Daty nahaterahana / Date de naissance / Date of birth', slashDate(person.birthDate), 2.4, 40)
  field(38, 46, 'Lahy na vavy / Sexe / Sex', female ? 'F' : 'M', 2.4, 19)
  field(60, 46, 'Toerana nahaterahana / Lieu de naissance / Place of birth', place, 2.4, 60)
  field(38, 54, 'Daty namoahana / Date de délivrance / Date of issue', slashDate(issued), 2.4, 40)
  field(82, 54, "Daty hahataperany / Date d'expiration / Date of expiry", slashDate(expiry), 2.4, 40)
  field(38, 62, 'Manampahefana / Autorité / Authority', authority, 2.3, 40)
  field(82, 62, 'Laharana manokana / N° personnel / Personal No.', cin.replace(/(\d{3})(?=\d)/g, '$1 '), 2.3, 40)
  s.path(signaturePath(rng, 24 * k), x0 + 6 * k, y2 + 56 * k, {lineWidth: 0.8, stroke: hex('#1f2a5a')})
  s.box(x0, y2 + 70 * k, PW, 18 * k, {fill: hex('#fbf8f1')})
  const mrzSize = Math.min(3.5, 117 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => text(line, 4, 77 + j * 6, y2, fonts.courier.regular, mrzSize, ink, 118))

  // The app's mark.
  const grey = hex('#9a9a9a')
  s.text(`ScanFacile ${captured.slice(8, 10)}-${captured.slice(5, 7)}-${captured.slice(0, 4)} ${clock}`, x0, y2 + PH + 18, {color: grey, size: 7.5})
  s.text('Numérisé avec ScanFacile', x0 + PW, y2 + PH + 18, {align: 'right', color: grey, font: H.italic, size: 7.5})

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
    layout: 'passeport/madagascar-trilingue-appli-scan',
    notes: [
      "a Malagasy passport captured open with a phone's scanning app (cropped and enlarged to the page's width): the page of the request above the data page",
      'Malagasy / French / English captions over the values; long surnames ("RANDRIANARISOA"); dates with slashes; five years of validity; TD3 MRZ "P<MDG"',
      "decoys: the national identity card's number as the personal number, the app's capture name with its date and time",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
