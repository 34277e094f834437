/**
 * HELD-OUT passeport/cote-divoire-avec-carte-consulaire: an IVORIAN passport (the ECOWAS biometric
 * model) of an Ivorian living in France, photocopied at about 130 % at the top of an A4 page, with
 * the holder's CONSULAR REGISTRATION CARD (the embassy's "carte consulaire", front and back) copied
 * under it on the same page, as the holder hands both in at the branch. The data page: "CEDEAO /
 * ECOWAS" and "RÉPUBLIQUE DE CÔTE D'IVOIRE / REPUBLIC OF CÔTE D'IVOIRE" at the top, "PASSEPORT /
 * PASSPORT"; captions in FRENCH / ENGLISH over the values ("Nom / Surname", "Prénoms / Given
 * names"); the dates with the MONTH ABBREVIATED IN FRENCH AND ENGLISH, without accents ("15 MAI/MAY
 * 1985", "03 FEV/FEB 2029", "12 DEC/DEC 2026"); the number two digits, two letters and five digits
 * ("21AC48213"); the place of birth, the authority ("ONECI"), the NATIONAL IDENTIFICATION NUMBER
 * ("N° personnel / Personal No.", eleven digits, also in the MRZ's optional data: a decoy); valid
 * five years; TD3 MRZ "P<CIV". The consular card (a decoy document): the embassy's name, its own
 * number ("PAR-2026-004512"), the holder's name again, the birth date in figures, the profession,
 * the ADDRESS IN FRANCE, its own ISSUE and EXPIRY DATES (decoys); on its back the PERSON TO CONTACT
 * in an emergency (a decoy person with an Ivorian phone number), the consul's signature and the
 * embassy's round stamp.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3

const FR = ['JAN', 'FEV', 'MAR', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOU', 'SEP', 'OCT', 'NOV', 'DEC']
const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "15 MAI/MAY 1985". */
const bilingual = (iso: string) => {
  const m = Number(iso.slice(5, 7)) - 1
  return `${iso.slice(8, 10)} ${FR[m]}/${EN[m]} ${iso.slice(0, 4)}`
}

const PROFESSIONS: [string, string][] = [
  ['Gérant de société', 'Gérante de société'],
  ["Chef d'entreprise", "Cheffe d'entreprise"],
  ['Consultant en gestion', 'Consultante en gestion'],
  ['Commerçant', 'Commerçante'],
]
const CONTACTS = ['KOUAMÉ Akissi (sœur)', 'KONAN Yao Bernard (frère)', 'OUATTARA Salif (père)', 'KONÉ Aminata (mère)']

export async function passeportCoteDivoire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const k = typeof params.holder === 'number' ? params.holder % 4 : 0
  const place = typeof params.place === 'string' ? params.place : 'ABIDJAN'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 1500))
  const expiry = addDays(addMonths(issued, 60), -1)
  const number = `${issued.slice(2, 4)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const nni = `${randomInt(rng, 1, 2)}${randomDigits(rng, 10)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'CIV', expiry, givenNames: person.givenNames, nationality: 'CIV', number, personalNumber: nni, sex: female ? 'F' : 'M', surname: person.surname})
  const cardIssued = addDays(facts.asOf, -randomInt(rng, 100, 900))
  const cardExpiry = addDays(addMonths(cardIssued, 36), -1)
  const cardNumber = `PAR-${cardIssued.slice(0, 4)}-${randomDigits(rng, 6)}`
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 15))
  const ink = hex('#1a1a1a')
  const cap = hex('#4f4a44')
  const orange = hex('#e07a1f')
  const green = hex('#1f8a4c')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C3826', date: copied, producer: 'Canon iR-ADV C3826 PDF', title: `SCAN${copied.replaceAll('-', '')}${randomDigits(rng, 3)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const mm = (v: number) => v * MM * SCALE
  const PW = mm(125)
  const PH = mm(88)
  const x0 = (s.width - PW) / 2
  const y0 = 46

  // The data page.
  s.box(x0 - 5, y0 - 5, PW + 10, PH + 10, {fill: hex('#3b3b3b'), radius: 5})
  s.box(x0, y0, PW, PH, {fill: hex('#f7f1e6')})
  for (let i = 0; i < 26; i++) {
    const base = (PH * (i + 0.5)) / 26
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 8; t <= PW; t += 8) d += ` L ${t} ${(base + 2.2 * Math.sin(t / 23 + i)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.3, stroke: i % 2 ? hex('#f0d9bd') : hex('#d8eadc')})
  }

  const px = (v: number) => x0 + mm(v)
  const py = (v: number) => y0 + mm(v)
  s.text('CEDEAO', px(4), py(5), {color: green, font: H.bold, size: mm(1.9)})
  s.text('ECOWAS', px(4), py(8), {color: green, font: H.bold, size: mm(1.9)})
  s.text("RÉPUBLIQUE DE CÔTE D'IVOIRE", px(66), py(4.8), {align: 'center', color: ink, font: H.bold, size: mm(2.6)})
  s.text("REPUBLIC OF CÔTE D'IVOIRE", px(66), py(8.2), {align: 'center', color: cap, font: H.bold, size: mm(2)})
  s.text('PASSEPORT', px(121), py(4.8), {align: 'right', color: orange, font: H.bold, size: mm(2.4)})
  s.text('PASSPORT', px(121), py(8.2), {align: 'right', color: green, font: H.bold, size: mm(2)})

  s.box(px(4), py(13), mm(32), mm(41), {fill: hex('#c9c2b8')})
  s.circle(px(20), py(27), mm(7.5), {fill: hex('#8f877d')})
  s.box(px(9.5), py(38), mm(21), mm(16), {fill: hex('#8f877d')})
  s.box(px(106), py(56), mm(14), mm(17), {fill: hex('#e8dfd2')})
  s.circle(px(113), py(62), mm(3.4), {fill: hex('#d6cbbd')})
  s.text('Signature du titulaire / Holder\'s signature', px(4), py(59), {color: cap, size: mm(1.35)})
  s.path(signaturePath(rng, mm(28)), px(5), py(61), {lineWidth: 0.8, stroke: hex('#20264f')})

  const field = (xm: number, ym: number, caption: string, value: string, room: number, valueMm = 2.7) => {
    s.text(caption, px(xm), py(ym), {color: cap, size: Math.min(mm(1.45), mm(room) / H.regular.widthOfTextAtSize(caption, 1))})
    s.text(value, px(xm), py(ym + 3.6), {color: ink, font: H.bold, size: Math.min(mm(valueMm), mm(room) / H.bold.widthOfTextAtSize(value, 1))})
  }

  field(40, 13, 'Type / Type', 'P', 12)
  field(55, 13, 'Code du pays / Country code', 'CIV', 24)
  field(84, 13, 'N° de passeport / Passport No.', number, 36, 3)
  field(40, 20.5, 'Nom / Surname', surname, 80)
  field(40, 28, 'Prénoms / Given names', given, 80)
  field(40, 35.5, 'Nationalité / Nationality', 'IVOIRIENNE', 40)
  field(84, 35.5, 'Sexe / Sex', female ? 'F' : 'M', 14)
  field(100, 35.5, 'Taille / Height', `${female ? randomInt(rng, 155, 175) : randomInt(rng, 166, 190)} cm`, 20, 2.4)
  field(40, 43, 'Date de naissance / Date of birth', bilingual(person.birthDate), 42)
  field(84, 43, 'Lieu de naissance / Place of birth', place, 36, 2.4)
  field(40, 50.5, 'Date de délivrance / Date of issue', bilingual(issued), 42)
  field(84, 50.5, 'Autorité / Authority', 'ONECI', 20, 2.4)
  field(40, 58, "Date d'expiration / Date of expiry", bilingual(expiry), 42)
  field(40, 65.5, 'N° personnel / Personal No.', nni, 42, 2.4)

  s.box(x0, py(71), PW, mm(17), {fill: hex('#fbf8f2')})
  const mrzSize = Math.min(mm(3.7), mm(116) / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => s.text(line, px(4.5), py(77.5 + i * 5.6), {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The consular card, front and back, under the passport.
  const CS = 1.08
  const cw = 85.6 * MM * CS
  const ch = 54 * MM * CS
  const gap = 18
  const cx1 = (s.width - 2 * cw - gap) / 2
  const cx2 = cx1 + cw + gap
  const cy = y0 + PH + 46
  const c = (v: number) => v * MM * CS
  for (const x of [cx1, cx2]) {
    s.box(x, cy, cw, ch, {fill: hex('#f3f6f1'), lineWidth: 0.6, radius: 8, stroke: hex('#8d948a')})
    s.box(x + 1, cy + c(3), cw - 2, c(2), {fill: orange})
    s.box(x + 1, cy + c(5), cw - 2, c(2), {fill: WHITE})
    s.box(x + 1, cy + c(7), cw - 2, c(2), {fill: green})
  }

  s.text("RÉPUBLIQUE DE CÔTE D'IVOIRE - Union - Discipline - Travail", cx1 + cw / 2, cy + c(13), {align: 'center', color: ink, font: H.bold, size: c(2)})
  s.text("AMBASSADE DE CÔTE D'IVOIRE EN FRANCE", cx1 + cw / 2, cy + c(16.3), {align: 'center', color: cap, size: c(1.9)})
  s.text('CARTE CONSULAIRE', cx1 + c(5), cy + c(21.5), {color: orange, font: H.bold, size: c(2.8)})
  s.text(`N° ${cardNumber}`, cx1 + cw - c(4), cy + c(21.5), {align: 'right', color: ink, font: H.bold, size: c(2.2)})
  s.box(cx1 + c(4), cy + c(24), c(17), c(22), {fill: hex('#c9c9c2')})
  s.circle(cx1 + c(12.5), cy + c(31), c(4), {fill: hex('#8f8f88')})
  s.box(cx1 + c(7), cy + c(37), c(11), c(9), {fill: hex('#8f8f88')})
  const home = [...person.address.lines, `${person.address.postcode} ${upper(person.address.city)}`].join(', ')
  const rows: [string, string][] = [
    ['Nom :', surname],
    ['Prénoms :', given],
    ['Né(e) le :', `${slashDate(person.birthDate)} à ${place}`],
    ['Profession :', PROFESSIONS[k][female ? 1 : 0]],
    ['Adresse :', home],
  ]
  let ry = cy + c(26)
  for (const [label, value] of rows) {
    s.text(label, cx1 + c(23), ry, {color: cap, size: c(1.75)})
    const size = Math.min(c(2.05), (cw - c(40)) / H.bold.widthOfTextAtSize(value, 1))
    s.text(value, cx1 + c(37), ry, {color: ink, font: H.bold, size})
    ry += c(3.6)
  }

  s.text(`Délivrée le ${slashDate(cardIssued)}`, cx1 + c(4), cy + ch - c(3.5), {color: ink, size: c(1.9)})
  s.text(`Valable jusqu'au ${slashDate(cardExpiry)}`, cx1 + cw - c(4), cy + ch - c(3.5), {align: 'right', color: ink, size: c(1.9)})

  // Back: emergency contact, the consul's signature and stamp.
  s.text("En cas d'urgence, prévenir :", cx2 + c(5), cy + c(15), {color: cap, size: c(2)})
  s.text(CONTACTS[k], cx2 + c(5), cy + c(19.5), {color: hex('#233a8a'), font: fonts.times.italic, size: c(2.7)})
  s.text(`+225 07 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, cx2 + c(5), cy + c(24), {color: hex('#233a8a'), font: fonts.times.italic, size: c(2.7)})
  s.text('Cette carte ne remplace pas le passeport. Elle doit être renouvelée à expiration.', cx2 + c(5), cy + c(30), {color: cap, size: c(1.6)})
  s.text('Le Consul Général', cx2 + cw - c(22), cy + c(36), {align: 'center', color: ink, size: c(1.9)})
  s.path(signaturePath(rng, c(22)), cx2 + cw - c(33), cy + c(38), {lineWidth: 0.8, stroke: hex('#20264f')})
  s.circle(cx2 + c(20), cy + c(43), c(8), {lineWidth: 1.2, stroke: hex('#6b4fa3')})
  s.circle(cx2 + c(20), cy + c(43), c(5.8), {lineWidth: 0.6, stroke: hex('#6b4fa3')})
  s.text('AMBASSADE', cx2 + c(20), cy + c(42.2), {align: 'center', color: hex('#6b4fa3'), font: H.bold, size: c(1.4)})
  s.text('SERVICE CONSULAIRE', cx2 + c(20), cy + c(44.7), {align: 'center', color: hex('#6b4fa3'), font: H.bold, size: c(1.1)})

  s.text(`Copie - ${randomLetters(rng, 2)}${randomDigits(rng, 4)}`, s.width - 40, 818, {align: 'right', color: hex('#9a9a9a'), size: 7})

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
    layout: 'passeport/cote-divoire-avec-carte-consulaire',
    notes: [
      "an Ivorian ECOWAS passport's data page photocopied at about 130 % above the holder's consular registration card (front and back) on the same page",
      'French / English captions over the values; dates with the month abbreviated in French and English without accents ("15 MAI/MAY 1985"); five years of validity; TD3 MRZ "P<CIV" with the national identification number as optional data',
      "decoys: the national identification number, the height, the consular card's number, issue and expiry dates and the address in France, the emergency contact",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
