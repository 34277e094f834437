/**
 * HELD-OUT cni/belge-eid: a photocopy of the BELGIAN electronic identity card (eID, 2020 model)
 * of a Belgian living in France, recto and verso laid on the copier glass by hand and copied at
 * 140 %: the recto at the top left, the verso lower and to the right (overlapping the recto's
 * column), a faint copier shadow along the page's left edge. Recto: the EU flag with "BE", the
 * country in FOUR languages ("BELGIË  BELGIQUE  BELGIEN  BELGIUM") and the card's title in four
 * languages ("IDENTITEITSKAART  CARTE D'IDENTITÉ  PERSONALAUSWEIS  IDENTITY CARD"), the photo at
 * the left, the chip, a ghost photo; the labels in the language(s) of the card with English
 * (French cards "Nom / Name", Dutch cards "Naam / Name", Brussels cards "Nom / Naam" and
 * "Prénoms / Voornamen") in small type, the value UNDER each: surname (the birth name: Belgian
 * cards print no married name), given names in mixed case ("Thomas Pieter"), sex, nationality
 * ("Belge" / "Belg"), date of birth "14 02 1985", the CARD NUMBER "592-1234567-89" (twelve
 * digits, dashes) and the validity as ONE RANGE "14 02 2021 - 14 02 2031" under "Valable du - au
 * / Valid from - until" (issue and expiry dates in one value), the holder's signature. Verso: the
 * NATIONAL REGISTER NUMBER "85.02.14-123.45" (a decoy for the card number), the place of birth,
 * the place of issue (the embassy in Paris for Belgians abroad), and the TD1 machine-readable zone
 * "IDBEL" whose twelve-digit card number overflows the nine-character number field (first nine
 * digits, "<", the last three and the check digit in the optional data), the national number in
 * the optional data of line 2, real check digits. The scanner's footer line (a decoy date).
 */
import {checkDigit, mrzName} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

type Language = 'fr' | 'fr-nl' | 'nl'

const LABELS: Record<Language, Record<string, string>> = {
  fr: {
    birth: 'Date de naissance / Date of birth',
    card: 'N° de carte / Card No',
    given: 'Prénoms / Given names',
    issuedAt: 'Lieu de délivrance / Place of issue',
    name: 'Nom / Name',
    national: 'N° national / National Number',
    nationality: 'Nationalité / Nationality',
    place: 'Lieu de naissance / Place of birth',
    sex: 'Sexe / Sex',
    signature: 'Signature du titulaire / Holder\'s signature',
    validity: 'Valable du - au / Valid from - until',
  },
  'fr-nl': {
    birth: 'Date de naissance / Geboortedatum',
    card: 'N° de carte / Kaartnummer',
    given: 'Prénoms / Voornamen',
    issuedAt: 'Lieu de délivrance / Plaats van afgifte',
    name: 'Nom / Naam',
    national: 'N° national / Rijksregisternr.',
    nationality: 'Nationalité / Nationaliteit',
    place: 'Lieu de naissance / Geboorteplaats',
    sex: 'Sexe / Geslacht',
    signature: 'Signature / Handtekening',
    validity: 'Valable du - au / Geldig van - tot',
  },
  nl: {
    birth: 'Geboortedatum / Date of birth',
    card: 'Kaartnummer / Card No',
    given: 'Voornamen / Given names',
    issuedAt: 'Plaats van afgifte / Place of issue',
    name: 'Naam / Name',
    national: 'Rijksregisternr. / National Number',
    nationality: 'Nationaliteit / Nationality',
    place: 'Geboorteplaats / Place of birth',
    sex: 'Geslacht / Sex',
    signature: 'Handtekening houder / Holder\'s signature',
    validity: 'Geldig van - tot / Valid from - until',
  },
}

const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`
const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`
const fill = (text: string, n: number) => (text.length >= n ? text.slice(0, n) : text + '<'.repeat(n - text.length))

/** The Belgian national register number: YYMMDD, a 3-digit serial (odd for men), a mod-97 key. */
function nationalNumber(birth: string, male: boolean, rng: () => number): string {
  let serial = randomInt(rng, 1, 996)
  if ((serial % 2 === 1) !== male) serial += 1
  const body = `${yymmdd(birth)}${String(serial).padStart(3, '0')}`
  const key = 97 - Number(BigInt(`${birth.startsWith('2') ? '2' : ''}${body}`) % 97n)
  return `${body}${String(key).padStart(2, '0')}`
}

/** A twelve-digit card number: ten digits and their mod-97 remainder (97 for 0). */
function cardNumber(rng: () => number): string {
  const body = `59${randomInt(rng, 1, 9)}${randomDigits(rng, 7)}`
  const rest = Number(BigInt(body) % 97n)
  return `${body}${String(rest === 0 ? 97 : rest).padStart(2, '0')}`
}

/** The Belgian card's TD1 zone: a twelve-digit number overflows into the optional data (ICAO 9303 part 5). */
function belgianMrz(card: string, birth: string, male: boolean, expiry: string, national: string, surname: string, given: string[]): [string, string, string] {
  const line1 = fill(`IDBEL${card.slice(0, 9)}<${card.slice(9)}${checkDigit(card)}`, 30)
  const b = yymmdd(birth)
  const e = yymmdd(expiry)
  const head = `${b}${checkDigit(b)}${male ? 'M' : 'F'}${e}${checkDigit(e)}BEL${national}`
  const composite = checkDigit(line1.slice(5, 30) + head.slice(0, 7) + head.slice(8, 15) + head.slice(18, 29))
  const line2 = `${head}${composite}`
  const line3 = fill(`${mrzName(surname)}<<${given.map(mrzName).join('<')}`, 30)
  return [line1, line2, line3]
}

export async function cniBelgeEid(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const language: Language = params.language === 'nl' || params.language === 'fr-nl' ? params.language : 'fr'
  const t = LABELS[language]
  const issued = addDays(facts.asOf, -randomInt(rng, 100, 2400))
  const expiry = addMonths(issued, 120)
  const male = person.civility === 'M.'
  const card = cardNumber(rng)
  const cardPrinted = `${card.slice(0, 3)}-${card.slice(3, 10)}-${card.slice(10)}`
  const national = nationalNumber(person.birthDate, male, rng)
  const nationalPrinted = `${national.slice(0, 2)}.${national.slice(2, 4)}.${national.slice(4, 6)}-${national.slice(6, 9)}.${national.slice(9)}`
  const surname = person.surname
  const given = person.givenNames.join(' ')
  const mrz = belgianMrz(card, person.birthDate, male, expiry, national, surname, person.givenNames)
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const nationality = language === 'nl' ? 'Belg' : 'Belge'
  const sex = male ? 'M' : language === 'fr' ? 'F' : language === 'nl' ? 'V' : 'F/V'

  const {doc, fonts} = await newDocument({author: 'scan', creator: 'Brother MFC-L8690CDW', date: scanned, producer: 'Brother iPrint&Scan', title: `Scan_${scanned.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const ink = hex('#1f2530')
  const labelInk = hex('#56606e')
  const tint = hex('#edf1f4')
  const warm = hex('#f6ece4')

  /** A label (shrunk to fit `maxMm`) and its value under it. */
  const field = (x: number, y: number, xm: number, ym: number, lab: string, value: string, maxMm = 50, valueMm = 2.6) => {
    let ls = 1.35
    while (H.regular.widthOfTextAtSize(lab, size(ls)) > size(maxMm) && ls > 0.95) ls -= 0.05
    s.text(lab, px(x, xm), px(y, ym), {color: labelInk, size: size(ls)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3.3), {color: ink, font: H.bold, size: size(valueMm)})
  }

  /** The card's background: a cool tint, a warm band, fine curved security lines. */
  const background = (x: number, y: number) => {
    s.box(x, y, CARD_W, CARD_H, {fill: tint, lineWidth: 0.8, radius: 10, stroke: hex('#858a92')})
    s.box(x + CARD_W * 0.62, y + 3, CARD_W * 0.37, CARD_H - 6, {fill: warm, opacity: 0.6, radius: 8})
    for (let k = 0; k < 20; k++) {
      const r = 30 + k * 9
      s.path(`M ${(CARD_W - r).toFixed(1)} ${CARD_H.toFixed(1)} A ${r} ${r} 0 0 1 ${CARD_W.toFixed(1)} ${(CARD_H - r).toFixed(1)}`, x, y, {lineWidth: 0.22, stroke: hex('#d2d9e2')})
    }
  }

  // Copier shadow.
  s.box(0, 0, 7, s.height, {fill: hex('#e6e6e6')})

  // Recto.
  const rx = 34
  const ry = 58
  background(rx, ry)
  s.box(px(rx, 3), px(ry, 3), size(10), size(7), {fill: hex('#003399')})
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6
    s.circle(px(rx, 8) + Math.cos(a) * size(2.3), px(ry, 6.5) + Math.sin(a) * size(2.3), size(0.27), {fill: hex('#ffcc00')})
  }

  s.text('BE', px(rx, 8), px(ry, 7.4), {align: 'center', color: WHITE, font: H.bold, size: size(2.1)})
  s.text('BELGIË   BELGIQUE   BELGIEN   BELGIUM', px(rx, 15), px(ry, 5.6), {color: ink, font: H.bold, size: size(2.3)})
  s.text("IDENTITEITSKAART   CARTE D'IDENTITÉ   PERSONALAUSWEIS   IDENTITY CARD", px(rx, 15), px(ry, 9), {color: labelInk, font: H.bold, size: size(1.3)})
  // Tricolour stripe.
  s.box(px(rx, 15), px(ry, 10.4), size(6), size(0.8), {fill: hex('#111111')})
  s.box(px(rx, 21), px(ry, 10.4), size(6), size(0.8), {fill: hex('#f5c400')})
  s.box(px(rx, 27), px(ry, 10.4), size(6), size(0.8), {fill: hex('#d2232a')})
  // Photo, chip, ghost photo.
  s.box(px(rx, 3), px(ry, 14), size(24), size(31), {fill: hex('#c4c9d0')})
  s.circle(px(rx, 15), px(ry, 24), size(5.4), {fill: hex('#a6adb8')})
  s.box(px(rx, 7.5), px(ry, 32), size(15), size(13), {fill: hex('#a6adb8')})
  s.box(px(rx, 71), px(ry, 14), size(10), size(8), {fill: hex('#d9c88f'), lineWidth: 0.4, radius: 3, stroke: hex('#9c8a4d')})
  s.hline(px(rx, 71), px(rx, 81), px(ry, 18), {color: hex('#9c8a4d'), width: 0.4})
  s.vline(px(rx, 76), px(ry, 14), px(ry, 22), {color: hex('#9c8a4d'), width: 0.4})
  s.box(px(rx, 72), px(ry, 39), size(10), size(11), {fill: hex('#e6e0e3')})
  s.circle(px(rx, 77), px(ry, 43), size(2.4), {fill: hex('#d8d0d5')})

  const fx = 30
  field(rx, ry, fx, 15, t.name, surname, 38, 2.9)
  field(rx, ry, fx, 21.5, t.given, given, 40, 2.6)
  field(rx, ry, fx, 28, t.sex, sex, 12, 2.4)
  field(rx, ry, fx + 13, 28, t.nationality, nationality, 26, 2.4)
  field(rx, ry, fx, 34.5, t.birth, spaced(person.birthDate), 40, 2.5)
  field(rx, ry, fx, 41, t.card, cardPrinted, 40, 2.5)
  field(rx, ry, fx, 47.5, t.validity, `${spaced(issued)} - ${spaced(expiry)}`, 40, 2.3)
  s.text(t.signature, px(rx, 3), px(ry, 47), {color: labelInk, size: size(1.0)})
  s.path(signaturePath(rng, size(18)), px(rx, 4), px(ry, 46.2), {lineWidth: 0.8, stroke: hex('#1b2a6b')})

  // Verso, lower and to the right.
  const vx = s.width - CARD_W - 30
  const vy = ry + CARD_H + 64
  background(vx, vy)
  field(vx, vy, 4, 6, t.national, nationalPrinted, 40, 2.6)
  field(vx, vy, 4, 13, t.place, person.birthPlace, 40, 2.5)
  field(vx, vy, 46, 13, t.issuedAt, 'Paris (Ambassade)', 34, 2.3)
  s.circle(px(vx, 72), px(vy, 7), size(4), {fill: hex('#e2dbea'), lineWidth: 0.3, stroke: hex('#b6a7c9')})
  s.box(vx + 1, px(vy, 31), CARD_W - 2, size(21.5), {fill: hex('#fbfbfc')})
  mrz.forEach((line, k) => s.text(line, px(vx, 4.2), px(vy, 37 + k * 4.7), {color: ink, font: fonts.courier.regular, size: size(4.05)}))

  s.text(`Numérisé le ${slashDate(scanned)} - ${String(randomInt(rng, 8, 19)).padStart(2, '0')}h${String(randomInt(rng, 0, 59)).padStart(2, '0')} - page 1`, 30, s.height - 24, {color: hex('#a0a0a0'), size: 6.5})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: cardPrinted,
      prenoms: given,
    },
    layout: 'cni/belge-eid',
    notes: [
      'Belgian eID: recto top left, verso lower right on one page; country and title in four languages',
      'labels in the card language(s) with English ("Nom / Name", "Naam / Name", "Prénoms / Voornamen"), value under each; given names in mixed case',
      'issue and expiry dates as ONE range "14 02 2021 - 14 02 2031" under "Valable du - au"',
      'card number "592-1234567-89" (dashes) and the national register number "85.02.14-123.45" as a decoy',
      'MRZ TD1 "IDBEL" with the twelve-digit card number overflowing into the optional data; no married name printed',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
