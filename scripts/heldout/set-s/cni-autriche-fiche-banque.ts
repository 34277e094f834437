/**
 * HELD-OUT cni/autriche-fiche-controle-banque: an AUSTRIAN identity card (Personalausweis, the 2021
 * model) of an Austrian living in France, copied front above back at about 125 % onto a French
 * bank's IDENTITY CHECK SHEET (fiche de contrôle d'identité, filled in at the branch when a
 * customer opens an account): the bank's header and the sheet's fields at the top (the customer
 * as the bank knows him or her: "Mme Katharina MOREL", the married woman's FRENCH USAGE NAME, which
 * is not on the card; the customer number; the kind of document; the CHECK DATE and the adviser's
 * name: decoys); on the card TRILINGUAL German / English / French captions ("Name / Surname / Nom",
 * "Vorname(n) / Given name(s) / Prénom(s)"), values in capitals, DOTTED DATES ("14.02.1985"), the
 * document number (a letter and seven digits), "AUT"; on the back the date of issue, the authority
 * ("LPD WIEN", "BH INNSBRUCK-LAND", the embassy in Paris), the place of birth, the height, TD1 MRZ
 * "IDAUT"; under the copy the checklist of the security features and the adviser's signature.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.25
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const ADVISERS = ['Julien PERROT', 'Nadia BOUZID', 'Hélène CASTAING', 'Romain VIGUIER']

export async function cniAutricheFicheBanque(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const authority = typeof params.authority === 'string' ? params.authority : 'LPD WIEN'
  const issued = addDays(facts.asOf, -randomInt(rng, 60, 2400))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${randomLetters(rng, 1)}${randomDigits(rng, 7)}`
  const height = `${randomInt(rng, female ? 158 : 170, female ? 181 : 197)}`
  const mrz = td1({birthDate: person.birthDate, country: 'AUT', documentCode: 'ID', expiry, givenNames: person.givenNames, nationality: 'AUT', number, sex: female ? 'F' : 'M', surname: person.surname})
  const checked = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const adviser = ADVISERS[randomInt(rng, 0, ADVISERS.length - 1)]
  const customer = `${person.civility} ${person.givenNames[0]} ${person.usageName ? upper(person.usageName) : surname}`
  const ink = hex('#1b1e25')
  const cap = hex('#6a3a3a')
  const soft = hex('#5d636d')
  const bank = hex('#0f5c4a')

  const {doc, fonts} = await newDocument({author: 'Agence', creator: 'GED Agence - numérisation', date: checked, producer: 'Kofax Express', title: `Fiche contrôle identité ${checked}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // The bank's check sheet.
  s.box(L, 30, 24, 24, {fill: bank, radius: 4})
  s.text('BCV', L + 12, 46, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 8})
  s.text('Banque Coopérative du Val', L + 32, 41, {color: bank, font: H.bold, size: 11})
  s.text('Entrée en relation - conformité', L + 32, 53, {color: soft, size: 7.6})
  s.text("FICHE DE CONTRÔLE D'IDENTITÉ", R, 44, {align: 'right', color: ink, font: H.bold, size: 12})
  s.text('Document interne - à conserver au dossier client', R, 56, {align: 'right', color: soft, size: 7})

  const form: [string, string, number, number][] = [
    ['Client', customer, L, 84],
    ['N° client', randomDigits(rng, 10), 330, 84],
    ['Pièce présentée', "Carte d'identité étrangère (Autriche)", L, 112],
    ['Contrôlée le', slashDate(checked), 330, 112],
    ['Par', adviser, 440, 112],
  ]
  for (const [label, value, x, y] of form) {
    s.text(`${label} :`, x, y, {color: soft, size: 7.8})
    s.text(value, x, y + 12, {color: hex('#1c2f7a'), font: fonts.courier.bold, size: 9.5})
  }

  s.hline(L, R, 136, {color: hex('#b9bec6'), width: 0.6})
  s.text('Copie recto / verso de la pièce', L, 150, {color: soft, size: 7.4})

  const x0 = (s.width - CARD_W) / 2
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const card = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#f1e9e6'), lineWidth: 0.7, radius: 9, stroke: hex('#9b8f8b')})
    for (let k = 0; k < 6; k++) s.circle(px(70), y + size(30), size(5 + k * 3), {lineWidth: 0.3, stroke: hex('#e2d2cd')})
    s.box(x0, y + size(2.5), CARD_W, size(2), {fill: hex('#c8102e')})
  }

  const field = (y: number, xm: number, ym: number, caption: string, value: string, mm = 2.4) => {
    s.text(caption, px(xm), y + size(ym), {color: cap, size: size(1.45)})
    s.text(value, px(xm), y + size(ym + 3.3), {color: ink, font: H.bold, size: size(mm)})
  }

  // Front.
  const yf = 160
  card(yf)
  s.text('REPUBLIK ÖSTERREICH', px(4), yf + size(9), {color: ink, font: H.bold, size: size(2.5)})
  s.text('PERSONALAUSWEIS / IDENTITY CARD / CARTE D\'IDENTITÉ', px(4), yf + size(12.3), {color: cap, font: H.bold, size: size(1.5)})
  s.box(px(4), yf + size(15), size(22), size(28), {fill: hex('#c9bdb8')})
  s.circle(px(15), yf + size(24.5), size(5), {fill: hex('#a3958f')})
  s.box(px(8), yf + size(32), size(14), size(11), {fill: hex('#a3958f')})
  s.path(signaturePath(rng, size(20)), px(5), yf + size(46), {lineWidth: 0.7, stroke: ink})
  field(yf, 29, 15.5, 'Name / Surname / Nom', surname, surname.length > 18 ? 2.2 : 2.6)
  field(yf, 29, 22, 'Vorname(n) / Given name(s) / Prénom(s)', given, given.length > 22 ? 2 : 2.4)
  field(yf, 29, 28.5, 'Geschlecht / Sex / Sexe', female ? 'F' : 'M', 2.2)
  field(yf, 52, 28.5, 'Staatsangehörigkeit / Nationality', 'AUT', 2.2)
  field(yf, 29, 35, 'Geburtsdatum / Date of birth / Date de naissance', dotDate(person.birthDate), 2.3)
  field(yf, 29, 41.5, 'Dokumentnummer / Document No.', number, 2.5)
  field(yf, 62, 41.5, 'Ablaufdatum / Date of expiry', dotDate(expiry), 2.2)

  // Back.
  const yb = yf + CARD_H + 18
  card(yb)
  field(yb, 4, 8, 'Ausstellungsdatum / Date of issue / Date de délivrance', dotDate(issued), 2.3)
  field(yb, 4, 14.5, 'Behörde / Authority / Autorité', authority, authority.length > 22 ? 1.8 : 2.2)
  field(yb, 4, 21, 'Geburtsort / Place of birth / Lieu de naissance', person.birthPlace, 2.2)
  field(yb, 62, 21, 'Größe / Height', `${height} cm`, 2.2)
  s.box(x0 + 1, yb + size(30), CARD_W - 2, size(22.5), {fill: hex('#faf7f6')})
  mrz.forEach((l, k) => s.text(l, px(4), yb + size(36 + k * 5.4), {color: ink, font: fonts.courier.regular, size: size(3.7)}))

  // The checklist and the adviser's signature.
  let y = yb + CARD_H + 30
  s.text('Points de contrôle', L, y, {color: ink, font: H.bold, size: 9})
  const checks = ['Photographie conforme au client présent', 'Hologramme et encre optiquement variable vérifiés', 'Bande MRZ lue et cohérente', "Pièce en cours de validité à la date du contrôle", 'Pièce originale présentée (pas de copie)']
  checks.forEach((c, k) => {
    s.box(L, y + 8 + k * 15, 9, 9, {lineWidth: 0.7, stroke: ink})
    s.text('X', L + 4.5, y + 15.5 + k * 15, {align: 'center', color: hex('#1c2f7a'), font: H.bold, size: 8})
    s.text(c, L + 16, y + 15.5 + k * 15, {color: ink, size: 8.2})
  })
  s.text('Signature du conseiller', 380, y + 8, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 100), 385, y + 38, {lineWidth: 1, stroke: hex('#1c2f7a')})
  y += 100
  s.paragraph(
    'Conformément aux articles L. 561-5 et R. 561-5 du code monétaire et financier, la banque vérifie l\'identité de son client sur présentation de l\'original d\'un document officiel d\'identité en cours de validité comportant sa photographie et en conserve une copie.',
    L,
    y,
    R - L,
    {color: soft, leading: 9.4, size: 7.2},
  )
  s.text(`Banque Coopérative du Val - société coopérative de banque - agence ${person.address.city}`, s.width / 2, 818, {align: 'center', color: soft, size: 6.8})

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
    layout: 'cni/autriche-fiche-controle-banque',
    notes: [
      "an Austrian identity card copied front above back onto a French bank's identity check sheet",
      'trilingual German / English / French captions; dotted dates ("14.02.1985"); values in capitals',
      "decoys: the customer's name as the bank knows it (the French usage name of a married woman), the customer number, the check date, the adviser, the height",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
