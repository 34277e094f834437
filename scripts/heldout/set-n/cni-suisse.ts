/**
 * HELD-OUT cni/suisse-carte-identite: the SWISS identity card (the polycarbonate card of the
 * 2003-2023 model, still in the wallets of most Swiss living in France: cross-border workers of
 * the Genevois, the Jura, Alsace) of a Swiss manager, copied with the office copier's "ID CARD
 * COPY" function: the RECTO centred on the upper half of the A4 page and the VERSO centred on the
 * lower half, each enlarged to about 135 %, much white between them, the bank's red "REÇU LE 3
 * MARS 2026" rubber stamp (a decoy date, the month in capitals) between the two halves. Headings
 * in FIVE LANGUAGES on one line each (German · French · Italian · Romansh · English: "Name · Nom ·
 * Cognome · Num · Surname"), values in a typewriter face under them. Recto: "SCHWEIZERISCHE
 * EIDGENOSSENSCHAFT / CONFÉDÉRATION SUISSE / ..." with the cross, "IDENTITÄTSKARTE · CARTE
 * D'IDENTITÉ · ...", the card number in red at the top right ("C4817265": a letter and seven
 * digits, its caption "Nr. · N° · N. · Nr. · No."), the photo, the surname in capitals (the
 * married woman's official name is her married name; a particle "DE PURY", an umlaut "ZÜRCHER"),
 * the given names in MIXED CASE ("Laurent Marc", "Sandrine Élise"), the birth date "14.02.1985",
 * the signature. Verso: height "176 cm", sex, "Heimatort · Lieu d'origine" (the commune of origin
 * with its canton, "L'Abbaye VD": a place that is not the place of birth), the issuing authority
 * (the Swiss embassy or a consulate general in France), the issue date and the expiry date (ten
 * years less a day), the three-line TD1 MRZ "IDCHE" (umlauts spelled out: "ZUERCHER").
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.35
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const MONTHS_UPPER = ['JANV.', 'FÉVR.', 'MARS', 'AVR.', 'MAI', 'JUIN', 'JUIL.', 'AOÛT', 'SEPT.', 'OCT.', 'NOV.', 'DÉC.']

/** "14.02.1985". */
const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

export async function cniSuisse(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const origin = typeof params.origin === 'string' ? params.origin : 'Lausanne VD'
  const authority = typeof params.authority === 'string' ? params.authority : 'Ambassade de Suisse à Paris'
  const female = person.civility === 'Mme'
  const surname = upper(person.usageName ?? person.surname)
  const given = person.givenNames.join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 3200))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${pick(rng, ['C', 'D', 'E'])}${randomDigits(rng, 7)}`
  const height = randomInt(rng, female ? 156 : 168, female ? 176 : 192)
  const mrz = td1({birthDate: person.birthDate, country: 'CHE', expiry, givenNames: person.givenNames, nationality: 'CHE', number, sex: female ? 'F' : 'M', surname})
  const received = addDays(facts.asOf, -randomInt(rng, 1, 18))

  const {doc, fonts} = await newDocument({author: '', creator: 'Xerox AltaLink C8130', date: received, producer: 'Xerox AltaLink C8130', title: `Copie ID ${randomDigits(rng, 6)}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#1b2330')
  const lab = hex('#3e5f86')
  const red = hex('#c3222c')
  const x0 = (s.width - CARD_W) / 2

  const card = (y0: number, tint: string) => {
    s.box(x0 + 2, y0 + 2, CARD_W, CARD_H, {fill: hex('#d3d3d3'), radius: size(3.2)})
    s.box(x0, y0, CARD_W, CARD_H, {fill: hex(tint), radius: size(3.2)})
    // Guilloche: fine waves in two blues, a rosette at the right.
    for (let k = 0; k < 30; k++) {
      const base = (CARD_H * (k + 0.5)) / 30
      let d = `M ${size(2.4).toFixed(1)} ${base.toFixed(1)}`
      for (let t = size(2.4) + 4; t <= CARD_W - size(2.4); t += 4) d += ` L ${t.toFixed(1)} ${(base + 1.8 * Math.sin(t / 11 + k * 0.9)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.2, stroke: k % 2 === 0 ? hex('#c6d6e6') : hex('#d5dfd0')})
    }
  }

  const px = (mm: number) => x0 + size(mm)
  const caption = (y0: number, xm: number, ym: number, text: string, mm = 1.12) => s.text(text, px(xm), y0 + size(ym), {color: lab, size: size(mm)})
  const value = (y0: number, xm: number, ym: number, text: string, mm = 2.7) => s.text(text, px(xm), y0 + size(ym), {color: ink, font: C.bold, size: size(mm)})

  // ---- Recto, centred on the upper half.
  const yR = s.height / 4 - CARD_H / 2
  card(yR, '#e4ecf3')
  s.circle(px(66), yR + size(36), size(10), {fill: hex('#d9e3ee')})
  s.circle(px(66), yR + size(36), size(7), {fill: hex('#e0e9f1')})
  s.text('SCHWEIZERISCHE EIDGENOSSENSCHAFT   CONFÉDÉRATION SUISSE', px(4), yR + size(5.2), {color: lab, font: H.bold, size: size(1.75)})
  s.text('CONFEDERAZIONE SVIZZERA   CONFEDERAZIUN SVIZRA', px(4), yR + size(7.7), {color: lab, font: H.bold, size: size(1.75)})
  s.text("IDENTITÄTSKARTE · CARTE D'IDENTITÉ · CARTA D'IDENTITÀ · CARTA D'IDENTITAD · IDENTITY CARD", px(4), yR + size(10.6), {color: ink, font: H.bold, size: size(1.22)})
  // The cross.
  s.box(px(75.5), yR + size(2.6), size(6.5), size(6.5), {fill: red})
  s.box(px(78.1), yR + size(3.6), size(1.3), size(4.5), {fill: WHITE})
  s.box(px(76.5), yR + size(5.2), size(4.5), size(1.3), {fill: WHITE})
  s.text('Nr. · N° · N. · Nr. · No.', px(82), yR + size(12.6), {align: 'right', color: lab, size: size(1.05)})
  s.text(number, px(82), yR + size(15.6), {align: 'right', color: red, font: C.bold, size: size(3)})

  // Photo.
  s.box(px(4), yR + size(14), size(23), size(30), {fill: hex('#c5ccd4')})
  s.circle(px(15.5), yR + size(24), size(6), {fill: hex('#a1a9b3')})
  s.box(px(8), yR + size(32), size(15), size(12), {fill: hex('#a1a9b3')})

  caption(yR, 30, 18.4, 'Name · Nom · Cognome · Num · Surname')
  value(yR, 30, 21.8, surname, 3)
  caption(yR, 30, 25.4, 'Vorname(n) · Prénom(s) · Nome(i) · Prenum(s) · Given name(s)')
  value(yR, 30, 28.8, given)
  caption(yR, 30, 32.4, 'Geburtsdatum · Date de naissance · Data di nascita · Data da naschientscha · Date of birth', 1.02)
  value(yR, 30, 35.8, swissDate(person.birthDate))
  caption(yR, 30, 40.2, 'Unterschrift · Signature · Firma · Suttascrizziun · Signature')
  s.path(signaturePath(rng, size(28)), px(31), yR + size(42.5), {lineWidth: 0.8, stroke: hex('#1f2f6b')})
  s.text('CHE', px(15.5), yR + size(48.5), {align: 'center', color: lab, font: H.bold, size: size(1.8)})

  // ---- Verso, centred on the lower half.
  const yV = (3 * s.height) / 4 - CARD_H / 2
  card(yV, '#e7eef0')
  caption(yV, 4, 5, 'Grösse · Taille · Statura · Grondezza · Height')
  value(yV, 4, 8.4, `${height} cm`, 2.5)
  caption(yV, 52, 5, 'Geschlecht · Sexe · Sesso · Schlattaina · Sex')
  value(yV, 52, 8.4, female ? 'F' : 'M', 2.5)
  caption(yV, 4, 12, "Heimatort · Lieu d'origine · Luogo di attinenza · Lieu d'origin · Place of origin")
  value(yV, 4, 15.4, origin, 2.5)
  caption(yV, 4, 19, 'Behörde · Autorité · Autorità · Autoritad · Authority')
  value(yV, 4, 22.4, authority, 2.3)
  caption(yV, 4, 26, "Ausstellungsdatum · Date d'émission · Data del rilascio · Data d'emissiun · Date of issue", 1.02)
  value(yV, 4, 29.4, swissDate(issued), 2.5)
  caption(yV, 4, 33, "Gültig bis · Valable jusqu'au · Valevole fino al · Valaivel fin · Date of expiry", 1.02)
  value(yV, 4, 36.4, swissDate(expiry), 2.5)
  s.box(x0 + size(1.2), yV + size(39), CARD_W - size(2.4), size(13.6), {fill: hex('#f4f6f6'), radius: size(2)})
  mrz.forEach((line, k) => s.text(line, px(4), yV + size(42.6 + k * 4.3), {color: ink, font: C.regular, size: size(3.55)}))

  // The bank's rubber stamp between the halves.
  const sx = 360
  const sy = s.height / 2 - 28
  const stampRed = hex('#c0262d')
  s.box(sx, sy, 150, 50, {lineWidth: 1.5, opacity: 0.85, rotate: 4, stroke: stampRed})
  s.text('REÇU LE', sx + 12, sy + 24, {color: stampRed, font: H.bold, opacity: 0.85, rotate: 4, size: 11})
  s.text(`${Number(received.slice(8, 10))} ${MONTHS_UPPER[Number(received.slice(5, 7)) - 1]} ${received.slice(0, 4)}`, sx + 12, sy + 42, {color: stampRed, font: H.bold, opacity: 0.85, rotate: 4, size: 12})
  s.text(`Copie carte ID - ${pad2(randomInt(rng, 8, 18))}:${pad2(randomInt(rng, 0, 59))} - 1/1`, 36, s.height - 18, {color: hex('#9a9a9a'), size: 6.5})

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
    layout: 'cni/suisse-carte-identite',
    notes: [
      'Swiss identity card (2003 model) copied with the copier\'s ID-card mode: recto centred on the upper half, verso on the lower half, about 135 %',
      'headings in five languages on one line ("Name · Nom · Cognome · Num · Surname"), values under them in a typewriter face; given names in mixed case',
      'issue and expiry dates on the verso, "14.02.1985" dates; the place of origin (Heimatort) and the issuing embassy or consulate as decoys',
      'card number in red top right with a five-language caption; the bank\'s "REÇU LE" stamp (a decoy date); TD1 MRZ "IDCHE"',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
