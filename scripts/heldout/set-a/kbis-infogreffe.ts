/**
 * HELD-OUT kbis/infogreffe: the Kbis extract as a greffe delivers it through Infogreffe: court
 * letterhead top left, "Code de vérification" and "N° de gestion" top right, "Extrait Kbis" with
 * the long title and "à jour au <date in words>", section titles in grey bands, labels in a left
 * column (long ones wrap on two lines) and values at a fixed tab, the seat address on two or three
 * lines, the capital as "5 000,00 Euros", the manager's title as the label of the name row
 * ("Président  DUPONT Jean Pierre") with "Nom d'usage" in a row of its own, a second page with
 * the mentions and "Le Greffier".
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {
  addDays,
  addMonths,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  longDate,
  newDocument,
  pad2,
  pick,
  randomDigits,
  randomInt,
  randomLetters,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  wrap,
} from '../util.js'

export async function kbisInfogreffe(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 25))
  const greffe = company.registry
  const verification = `${randomLetters(rng, 3).toLowerCase()}${randomDigits(rng, 3)}${randomLetters(rng, 4)}`
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const time = `${pad2(randomInt(rng, 8, 18))}:${pad2(randomInt(rng, 0, 59))}:${pad2(randomInt(rng, 0, 59))}`
  const siren = company.siren
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const given = person.givenNames.join(' ')
  const nameRow = `${person.surname} ${given}`

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de Commerce de ${greffe}`, creator: 'Infogreffe', date: extract, producer: 'GIE Infogreffe', title: 'Extrait Kbis'})
  const H = fonts.helvetica
  const band = hex('#e4e4e4')

  const header = (s: Sheet, n: number) => {
    s.text(`Greffe du Tribunal de Commerce de ${greffe}`, 40, 40, {font: H.bold, size: 9})
    s.text(`${randomInt(rng, 1, 30)} ${pick(rng, ['rue du Palais de Justice', 'place de la Bourse', 'avenue du Tribunal'])}`, 40, 51, {size: 8})
    s.text(`${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${greffe.toUpperCase()} CEDEX`, 40, 61, {size: 8})
    s.text(`Code de vérification : ${verification}`, 555, 40, {align: 'right', size: 8})
    s.text('https://www.infogreffe.fr/controle', 555, 51, {align: 'right', color: GREY, size: 7.5})
    s.text(`N° de gestion ${gestion}`, 555, 61, {align: 'right', size: 8})
    s.text(`R.C.S. ${greffe} - ${slashDate(extract)} - ${time} - page ${n}/2`, s.width / 2, 815, {align: 'center', color: GREY, size: 7})
  }

  const section = (s: Sheet, y: number, title: string) => {
    s.box(40, y - 10, 515, 14, {fill: band})
    s.text(title, 44, y, {font: H.bold, size: 8})
    return y + 18
  }

  const rows = (s: Sheet, y: number, list: [string, string | string[]][]) => {
    for (const [label, value] of list) {
      const labelLines = wrap(label, 165, H.regular, 8.5)
      labelLines.forEach((l, i) => s.text(l, 44, y + i * 10.5, {size: 8.5}))
      const values = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, 330, H.regular, 8.5))
      values.forEach((l, i) => s.text(l, 220, y + i * 10.5, {size: 8.5}))
      y += Math.max(labelLines.length, values.length) * 10.5 + 4
    }

    return y
  }

  const p1 = Sheet.add(doc, fonts)
  header(p1, 1)
  p1.text('Extrait Kbis', p1.width / 2, 100, {align: 'center', font: H.bold, size: 15})
  p1.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES", p1.width / 2, 116, {align: 'center', font: H.bold, size: 8.5})
  p1.text(`à jour au ${longDate(extract)}`, p1.width / 2, 130, {align: 'center', size: 9})

  let y = section(p1, 160, 'IDENTIFICATION DE LA PERSONNE MORALE')
  y = rows(p1, y, [
    ['Immatriculation au RCS, numéro', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} R.C.S. ${greffe}`],
    ["Date d'immatriculation", slashDate(company.registeredOn)],
    ['Dénomination ou raison sociale', company.name],
    ['Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm]],
    ['Capital social', `${frAmount(company.capitalCents)} Euros`],
    ['Adresse du siège', addressPrinted],
    ['Activités principales', company.activity],
    ['Durée de la personne morale', `Jusqu'au ${slashDate(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`],
    ["Date de clôture de l'exercice social", pick(rng, ['31 décembre', '30 septembre', '31 mars'])],
  ])

  y = section(p1, y + 10, 'GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES')
  const manager: [string, string][] = [[managerTitle(company), nameRow]]
  if (person.usageName) manager.push(["Nom d'usage", person.usageName])
  manager.push(['Date et lieu de naissance', `Le ${slashDate(person.birthDate)} à ${person.birthPlace}`], ['Nationalité', person.nationality], ['Domicile personnel', [...person.address.lines, `${person.address.postcode} ${person.address.city}`].join(' ')])
  y = rows(p1, y, manager)
  if (company.legalForm === 'SA' || rng() < 0.3) {
    y = rows(p1, y + 4, [
      ['Commissaire aux comptes titulaire', `${pick(rng, ['EXCO AUDIT', 'FIDUCIAIRE DE LA VALLÉE', 'MAZARINE AUDIT'])} SARL`],
      ['Adresse', `${randomInt(rng, 2, 90)} rue de la Gare ${company.address.postcode} ${company.address.city}`],
    ])
  }

  y = section(p1, y + 10, "RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL")
  rows(p1, y, [
    ["Adresse de l'établissement", addressPrinted],
    ['Activité(s) exercée(s)', company.activity],
    ["Date de commencement d'activité", slashDate(company.registeredOn)],
    ["Origine du fonds ou de l'activité", 'Création'],
    ["Mode d'exploitation", 'Exploitation directe'],
  ])

  const p2 = Sheet.add(doc, fonts)
  header(p2, 2)
  y = section(p2, 100, 'IMMATRICULATION HORS RESSORT')
  p2.text('Néant', 44, y, {size: 8.5})
  y = section(p2, y + 26, 'OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES')
  for (const m of [
    `- Mention n° 1 du ${slashDate(company.registeredOn)} : Société constituée sans activité antérieure.`,
    `- Mention n° ${randomInt(rng, 2, 30)} du ${slashDate(addMonths(company.registeredOn, randomInt(rng, 8, 30)))} : Dépôt des comptes annuels de l'exercice clos.`,
  ])
    y = p2.paragraph(m, 44, y, 505, {leading: 11, size: 8.5}) + 4

  p2.text('Le Greffier', 380, y + 40, {font: H.bold, size: 9})
  p2.path(signaturePath(rng, 80), 390, y + 50, {lineWidth: 1, stroke: hex('#1d2b5c')})
  p2.paragraph(
    "Le présent extrait a valeur d'original. Il est délivré par voie électronique et revêtu d'une signature électronique sécurisée. Son authenticité peut être contrôlée sur www.infogreffe.fr au moyen du code de vérification figurant en tête de chaque page.",
    44,
    y + 110,
    505,
    {color: GREY, leading: 9.5, size: 7.5},
  )
  p2.text("FIN DE L'EXTRAIT", p2.width / 2, y + 160, {align: 'center', font: H.bold, size: 8.5})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: addressPrinted.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: LEGAL_FORM_LONG[company.legalForm as LegalForm],
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/infogreffe',
    notes: ['address over 2-3 lines in the value column', 'manager title as the label of the name row', 'section titles in grey bands'],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
