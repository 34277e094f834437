/**
 * A greffe's Kbis extract as the commercial courts print it today (invented court details, real
 * wording): the sections "IDENTIFICATION DE LA PERSONNE MORALE", "GESTION, DIRECTION,
 * ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES" (the manager's title alone on its line, then
 * "Nom, prénoms"), "RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL"; values in
 * a narrow right column that wrap, the capital with no-break spaces, a management number and
 * mention dates as decoys, and the extract's date only in "à jour au <date in words>".
 */
import {addMonths} from '../../../validation/dates.js'
import {LEGAL_FORM_LONG, addressText, managerTitle, registryName, type LegalForm} from '../../facts.js'
import {dmy, euros, longFr, sirenGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex, type PageCanvas} from '../../pdf.js'
import {ALNUM, DIGITS, code, int, pick, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {booleanParam, issueDate, labelValueRows, printedSiren, type LayoutResult} from '../common.js'

export async function kbisSections(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const person = company.manager
  const extractDate = issueDate(facts, params, rng, 25)
  const siren = printedSiren(facts, params)
  const greffe = company.registry
  const verification = code(rng, ALNUM, 10)
  const management = `${company.registeredOn.slice(0, 4)} B ${code(rng, DIGITS, 5)}`
  const pdf = await PdfBuilder.create({creator: 'Greffe', date: extractDate, producer: 'Editique greffe', title: 'Extrait Kbis'})
  const representative = registryName(person)
  const address = addressText(company.address, 'as-is')
  const collective = booleanParam(params, 'collectiveProcedure')
  const time = `${String(int(rng, 8, 17)).padStart(2, '0')}:${String(int(rng, 10, 59))}`

  const header = (page: PageCanvas, n: number) => {
    page.text(50, 46, `Greffe du Tribunal de Commerce de ${greffe}`, {font: 'serifBold', size: 10})
    page.text(50, 58, `${int(rng, 1, 40)} ${pick(rng, ['rue du Palais', 'place du Tribunal', 'quai de la Justice'])}`, {font: 'serif', size: 8.5})
    page.text(50, 69, `${company.address.postcode.slice(0, 2)}000 ${greffe.toUpperCase()} CEDEX`, {font: 'serif', size: 8.5})
    page.text(545, 46, `Code de vérification : ${verification}`, {align: 'right', font: 'serif', size: 8.5})
    page.text(545, 58, 'https://www.infogreffe.fr/controle', {align: 'right', color: GREY, font: 'serif', size: 8})
    page.text(545, 69, `N° de gestion ${management}`, {align: 'right', font: 'serif', size: 8.5})
    page.text(297, 818, `R.C.S. ${greffe} - Extrait Kbis du ${dmy(extractDate)} à ${time} - Page ${n} sur 2`, {align: 'center', color: GREY, font: 'serif', size: 7.5})
  }

  const section = (page: PageCanvas, y: number, title: string): number => {
    page.rect(50, y - 11, 495, 15, {fill: hex('#e8e8e8')})
    page.text(297, y, title, {align: 'center', font: 'serifBold', size: 9})
    return y + 20
  }

  const rows = (page: PageCanvas, y: number, list: [string, string][]) =>
    labelValueRows(page, 50, 300, 245, y, list, {label: {font: 'serif', size: 9}, value: {font: 'serif', size: 9}})

  const p1 = pdf.addPage()
  header(p1, 1)
  p1.text(297, 108, 'Extrait Kbis', {align: 'center', font: 'serifBold', size: 17})
  p1.text(297, 126, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", {align: 'center', font: 'serifBold', size: 9})
  p1.text(297, 141, `à jour au ${longFr(extractDate)}`, {align: 'center', font: 'serif', size: 9.5})

  let y = section(p1, 176, 'IDENTIFICATION DE LA PERSONNE MORALE')
  y = rows(p1, y, [
    ['Immatriculation au RCS, numéro', `${sirenGrouped(siren)} R.C.S. ${greffe}`],
    ["Date d'immatriculation", dmy(company.registeredOn)],
    ['Dénomination ou raison sociale', company.name],
    ['Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm]],
    ['Capital social', `${euros(company.capitalCents, {sep: '\u00a0', symbol: false})} Euros`],
    ['Adresse du siège', address],
    ['Durée de la personne morale', `Jusqu'au ${dmy(addMonths(company.registeredOn, 99 * 12))}`],
    ["Date de clôture de l'exercice social", pick(rng, ['31 décembre', '30 septembre'])],
  ])

  y = section(p1, y + 16, 'GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  p1.text(50, y, managerTitle(company), {font: 'serifBold', size: 9})
  y = rows(p1, y + 14, [
    ['Nom, prénoms', representative],
    ['Date et lieu de naissance', `Le ${dmy(person.birthDate)} à ${person.birthPlace}`],
    ['Nationalité', person.nationality],
    ['Domicile personnel', addressText(person.address, 'as-is')],
  ])

  y = section(p1, y + 16, "RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  rows(p1, y, [
    ["Adresse de l'établissement", address],
    ['Activité(s) exercée(s)', company.activity],
    ["Date de commencement d'activité", dmy(company.registeredOn)],
    ["- Origine du fonds ou de l'activité", 'Création'],
    ["- Mode d'exploitation", 'Exploitation directe'],
  ])

  const p2 = pdf.addPage()
  header(p2, 2)
  y = section(p2, 104, 'OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  const mentions = [
    `- Mention n° ${int(rng, 1000, 9999)} du ${dmy(addMonths(company.registeredOn, int(rng, 6, 30)))} : Dépôt de l'acte constitutif.`,
    `- Mention n° ${int(rng, 1000, 9999)} du ${dmy(addMonths(extractDate, -int(rng, 2, 9)))} : Dépôt des comptes annuels de l'exercice clos.`,
  ]
  if (collective) mentions.push(`- Jugement du ${dmy(addMonths(extractDate, -2))} prononçant l'ouverture d'une procédure de redressement judiciaire. Mandataire judiciaire : SELARL ALLIANCE MANDATAIRES.`)
  for (const mention of mentions) y = p2.paragraph(50, y, 495, mention, {after: 4, font: 'serif', size: 9})
  p2.text(360, y + 30, 'Le Greffier', {font: 'serifBold', size: 9})
  p2.signature(370, y + 38, rng, 80)
  p2.paragraph(50, y + 110, 495, "Le présent extrait est délivré par voie électronique et revêtu d'une signature électronique sécurisée. Sa vérification peut être faite sur le site www.infogreffe.fr au moyen du code de vérification figurant en tête de chaque page.", {color: GREY, font: 'serif', size: 7.5})
  p2.text(297, y + 160, "FIN DE L'EXTRAIT", {align: 'center', font: 'serifBold', size: 9})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: address,
      date_extrait: extractDate,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: LEGAL_FORM_LONG[company.legalForm as LegalForm],
      representant_legal: representative,
      siren,
    },
    layout: 'kbis/sections',
    notes: [
      "the manager's title alone on its line above \"Nom, prénoms\"",
      'activity only as "Activité(s) exercée(s)"; values wrap in a narrow right column',
      'management number, mention dates and the page footer\'s date as decoys',
    ],
    pdf: await pdf.save(),
    printed: {collectiveProcedure: collective},
    type: 'kbis',
  }
}
