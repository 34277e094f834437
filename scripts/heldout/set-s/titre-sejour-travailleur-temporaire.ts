/**
 * HELD-OUT titre_sejour/travailleur-temporaire-controle-employeur: a "CARTE DE SÉJOUR TEMPORAIRE -
 * TRAVAILLEUR TEMPORAIRE" (one year at most, tied to a fixed-term job) as the EMPLOYER'S HR keeps
 * it: the employer is bound to check the permit with the prefecture before hiring (article L.
 * 5221-8 of the labour code), so the copy sits on the HR department's form: the employer's header
 * (a decoy company with its address), "Copie du titre autorisant à travailler" and the employee's
 * particulars as HR knows them ("Salarié(e) : Mme Maria LEROY": the married woman's usage name,
 * which is not on the card; the staff number, the post, the hiring date and the end of the
 * contract: decoys); the card's front above its back at about 130 %: French captions with English
 * after a slash, DOTTED DATES ("14.02.1985"), the type "CARTE DE SÉJOUR TEMPORAIRE" and the remark
 * "TRAVAILLEUR TEMPORAIRE - AUTORISE SON TITULAIRE À TRAVAILLER", on the back the DATE DE
 * DÉLIVRANCE, the prefecture, the foreign national's number (a decoy), TD1 MRZ "IRFRA"; the HR's
 * rectangular stamp "AUTHENTICITÉ VÉRIFIÉE AUPRÈS DE LA PRÉFECTURE LE ..." with the request number
 * (a decoy date and number), slightly rotated.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

interface Employer {
  name: string
  address: string
  post: string
}

const EMPLOYERS: Employer[] = [
  {address: 'Parc Innolin, 3 rue du Golf, 33700 Mérignac', name: 'AQUITAINE LOGISTIQUE FROID SAS', post: 'Préparateur de commandes'},
  {address: '12 avenue du Prado, 13008 Marseille', name: 'HÔTELLERIE DU VIEUX-PORT SARL', post: 'Employée polyvalente de restauration'},
  {address: '8 rue de la Soie, 69100 Villeurbanne', name: 'NUMERIKA INGÉNIERIE SAS', post: 'Ingénieur développement embarqué'},
  {address: 'Zone artisanale des Landes, 44360 Vigneux-de-Bretagne', name: 'MARAÎCHERS NANTAIS COOPÉRATIVE', post: 'Cheffe de culture saisonnière'},
]

const PREFECTURES: Record<string, string> = {
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '44': 'PRÉFECTURE DE LA LOIRE-ATLANTIQUE',
  '69': 'PRÉFECTURE DU RHÔNE',
}

export async function titreSejourTravailleurTemporaire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const code = typeof params.code === 'string' ? params.code : 'TUN'
  const employer = EMPLOYERS[typeof params.employer === 'number' ? params.employer % EMPLOYERS.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 40, 250))
  const expiry = addDays(addMonths(issued, 12), -1)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const agdref = `${randomInt(rng, 1, 9)}${randomDigits(rng, 9)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(', ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: code, number, optional1: agdref, sex: female ? 'F' : 'M', surname: person.surname})
  const hired = addDays(issued, randomInt(rng, 10, 30))
  const verified = addDays(hired, -randomInt(rng, 2, 6))
  const contractEnd = addDays(hired, randomInt(rng, 150, 300))
  const employee = `${person.civility} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}`
  const ink = hex('#1b2130')
  const lab = hex('#37507a')
  const soft = hex('#5f6672')

  const {doc, fonts} = await newDocument({author: employer.name, creator: 'RH - Dossier du personnel', date: verified, producer: 'Canon iR-ADV C3530', title: `Titre de travail ${surname}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549

  // The HR form's header.
  s.text(employer.name, L, 48, {color: ink, font: H.bold, size: 11})
  s.text(`${employer.address} - Direction des ressources humaines`, L, 61, {color: soft, size: 7.6})
  s.text('DOSSIER DU PERSONNEL', R, 48, {align: 'right', color: soft, font: H.bold, size: 8})
  s.text('Copie du titre autorisant à travailler', L, 90, {color: ink, font: H.bold, size: 13})
  const hr: [string, string, number, number][] = [
    ['Salarié(e)', employee, L, 112],
    ['Matricule', `${randomLetters(rng, 1)}${randomDigits(rng, 5)}`, 300, 112],
    ['Poste', employer.post, L, 138],
    ["Date d'embauche", slashDate(hired), 300, 138],
    ['Fin de contrat (CDD)', slashDate(contractEnd), 420, 138],
  ]
  for (const [label, value, x, y] of hr) {
    s.text(label, x, y, {color: soft, size: 7.4})
    s.text(value, x, y + 12, {color: ink, size: 9.2})
  }
  s.hline(L, R, 162, {color: hex('#c3c8cf'), width: 0.6})

  const x0 = L + 6
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const card = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: hex('#e6edf2'), lineWidth: 0.7, radius: 9, stroke: hex('#7e8b98')})
    for (let k = 0; k < 9; k++) s.hline(x0 + 8, x0 + CARD_W - 8, y + (CARD_H * (k + 0.5)) / 9, {color: hex('#d6e0e8'), width: 0.3})
  }

  const field = (y: number, xm: number, ym: number, caption: string, values: string[], valueMm = 2.3) => {
    s.text(caption, px(xm), y + size(ym), {color: lab, font: H.bold, size: size(1.4)})
    values.forEach((v, k) => s.text(v, px(xm), y + size(ym + 3 + k * 2.7), {color: ink, font: H.bold, size: size(valueMm)}))
  }

  // Front.
  const yf = 180
  card(yf)
  s.text('RÉPUBLIQUE FRANÇAISE', px(4), yf + size(5), {color: ink, font: H.bold, size: size(2)})
  s.text('TITRE DE SÉJOUR / RESIDENCE PERMIT', px(44), yf + size(5), {color: ink, font: H.bold, size: size(1.7)})
  s.box(px(3), yf + size(9), size(21), size(28), {fill: hex('#b3bfca')})
  s.circle(px(13.5), yf + size(18.5), size(4.8), {fill: hex('#8997a5')})
  s.box(px(6.8), yf + size(26), size(13.4), size(11), {fill: hex('#8997a5')})
  s.path(signaturePath(rng, size(18)), px(4), yf + size(40), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(yf, 27, 9.5, 'NOM / Surname', [surname], surname.length > 20 ? 2.1 : 2.5)
  field(yf, 27, 15.5, 'PRÉNOMS / Given names', [given], given.length > 24 ? 1.9 : 2.3)
  field(yf, 27, 22, 'SEXE / Sex', [female ? 'F' : 'M'], 2.1)
  field(yf, 40, 22, 'NATIONALITÉ / Nationality', [code], 2.1)
  field(yf, 60, 22, 'DATE DE NAISSANCE', [dotDate(person.birthDate)], 2.1)
  field(yf, 27, 28.5, 'TYPE DE TITRE / Type of permit', ['CARTE DE SÉJOUR TEMPORAIRE'], 1.9)
  field(yf, 27, 35, 'REMARQUES / Remarks', ['TRAVAILLEUR TEMPORAIRE', 'AUTORISE SON TITULAIRE À TRAVAILLER'], 1.7)
  field(yf, 4, 46.5, 'N° DU TITRE / Permit No.', [number], 2.2)
  field(yf, 46, 46.5, "VALABLE JUSQU'AU / Valid until", [dotDate(expiry)], 2.2)

  // Back.
  const yb = yf + CARD_H + 22
  card(yb)
  field(yb, 4, 5, 'LIEU DE NAISSANCE / Place of birth', [person.birthPlace], 1.9)
  field(yb, 52, 5, 'N° ÉTRANGER / Foreign national No', [agdref], 1.9)
  field(yb, 4, 12.5, 'ADRESSE / Address', address, 1.6)
  field(yb, 52, 12.5, 'DATE DE DÉLIVRANCE / Date of issue', [dotDate(issued)], 2)
  field(yb, 52, 20, 'DÉLIVRÉ PAR / Issued by', [prefecture], prefecture.length > 26 ? 1.4 : 1.7)
  s.box(x0 + 1, yb + size(33), CARD_W - 2, size(19.5), {fill: hex('#f3f6f8')})
  mrz.forEach((line, k) => s.text(line, px(4), yb + size(38 + k * 4.7), {color: ink, font: fonts.courier.regular, size: size(3.8)}))

  // The HR stamp, rotated, at the right of the back.
  const stamp = hex('#2a4aa0')
  const sx = 380
  const sy = yb + 60
  s.box(sx, sy, 160, 92, {lineWidth: 1.5, rotate: 5, stroke: stamp})
  s.text('AUTHENTICITÉ VÉRIFIÉE', sx + 10, sy + 22, {color: stamp, font: H.bold, rotate: 5, size: 9})
  s.text('AUPRÈS DE LA PRÉFECTURE', sx + 12, sy + 36, {color: stamp, font: H.bold, rotate: 5, size: 8})
  s.text(`LE ${slashDate(verified)}`, sx + 14, sy + 56, {color: stamp, font: H.bold, rotate: 5, size: 12})
  s.text(`Demande n° ${randomDigits(rng, 4)}-${randomDigits(rng, 6)}`, sx + 16, sy + 74, {color: stamp, rotate: 5, size: 7.6})

  let y = yb + CARD_H + 34
  s.paragraph(
    "Vérification de l'existence de l'autorisation de travail effectuée par l'employeur auprès du service de la main-d'œuvre étrangère de la préfecture, au moins deux jours ouvrables avant l'embauche (articles L. 5221-8 et R. 5221-41 du code du travail). Copie conservée pendant toute la durée du contrat.",
    L,
    y,
    R - L,
    {color: soft, leading: 9.8, size: 7.6},
  )
  y += 50
  s.text('Le responsable des ressources humaines', 330, y, {color: ink, size: 8.6})
  s.path(signaturePath(rng, 100), 340, y + 28, {lineWidth: 1, stroke: hex('#1d2a5e')})

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
    layout: 'titre_sejour/travailleur-temporaire-controle-employeur',
    notes: [
      "a temporary worker's residence permit copied front above back on the employer's HR form, with the HR stamp of the prefecture check",
      'French captions with English after a slash; dotted dates ("14.02.1985"); given names with commas',
      "decoys: the employee's name as HR knows it (a married woman's usage name), the hiring and contract end dates, the check date and request number in the stamp, the AGDREF number",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
