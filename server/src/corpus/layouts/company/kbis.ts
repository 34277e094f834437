/**
 * Registry extracts (type `kbis`): the two-page "Extrait Kbis" a greffe delivers, the
 * "attestation d'immatriculation" of the national register (RNE, INPI style), and the compact
 * one-page extract with dotted leaders some registries print (in Alsace-Moselle the register is
 * kept by the tribunal judiciaire).
 */
import {addDays, addMonths} from '../../../validation/dates.js'
import {LEGAL_FORM_LONG, addressText, managerTitle, registryName, type LegalForm} from '../../facts.js'
import {dmy, euros, longFr, sirenGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex, type PageCanvas} from '../../pdf.js'
import {ALNUM, code, int, pick, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {booleanParam, issueDate, labelValueRows, printedSiren, printedSiret, sectionTitle, type LayoutResult} from '../common.js'

const TIME = (rng: Rng) => `${String(int(rng, 8, 17)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}:${String(int(rng, 0, 59)).padStart(2, '0')}`

function kbisFields(facts: Facts, siren: string, extractDate: string, representative: string, address: string): Record<string, string> {
  const company = facts.company
  return {
    activite: company.activity,
    adresse_siege: address,
    date_extrait: extractDate,
    date_immatriculation: company.registeredOn,
    denomination: company.name,
    forme_juridique: LEGAL_FORM_LONG[company.legalForm as LegalForm],
    representant_legal: representative,
    siren,
  }
}

const MANDATAIRES = ['MJ ASSOCIÉS', 'ALLIANCE MANDATAIRES', 'DUVAL & FILS']

/** The collective-procedure mention a register prints after an insolvency judgment. */
function procedureMention(facts: Facts, extractDate: string): string {
  const judgment = addDays(extractDate, -47)
  return `Jugement du ${dmy(judgment)} prononçant l'ouverture d'une procédure de redressement judiciaire. Date de cessation des paiements : ${dmy(addMonths(judgment, -2))}. Mandataire judiciaire : SELARL ${MANDATAIRES[Number(facts.company.siren[4]) % MANDATAIRES.length]}, administrateur judiciaire : Maître Paul ROCHE. Tribunal de commerce de ${facts.company.registry}.`
}

// ---------------------------------------------------------------------------------------------

/** Greffe extract, two pages: header and footer with page numbers, labels left and values right. */
export async function kbisGreffe(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const person = company.manager
  const extractDate = issueDate(facts, params, rng, 25)
  const siren = printedSiren(facts, params)
  const greffe = company.registry
  const verification = code(rng, ALNUM.toLowerCase() + ALNUM, 10)
  const time = TIME(rng)
  const pdf = await PdfBuilder.create({creator: 'Infogreffe', date: extractDate, producer: 'GTC Editique', title: `Extrait Kbis ${company.name}`})
  const representative = registryName(person)
  const address = addressText(company.address, 'as-is')
  const collective = booleanParam(params, 'collectiveProcedure')

  const header = (page: PageCanvas, n: number) => {
    page.text(50, 48, `Greffe du Tribunal de Commerce de ${greffe.toUpperCase()}`, {font: 'sansBold', size: 10})
    page.text(50, 60, `${int(rng, 1, 40)} ${pick(rng, ['quai de Bondy', 'rue Servient', 'boulevard du Palais', 'place de la Justice', 'rue de la Cité'])} - ${company.address.postcode.slice(0, 2)}000 ${greffe.toUpperCase()}`, {color: GREY, size: 8})
    page.text(545, 48, `Code de vérification : ${verification}`, {align: 'right', size: 8})
    page.text(545, 58, 'https://www.infogreffe.fr/controle', {align: 'right', color: GREY, size: 8})
    page.line(50, 70, 545, 70, {width: 0.8})
    page.text(297, 820, `R.C.S. ${greffe} - ${dmy(extractDate)} - ${time} - page ${n}/2`, {align: 'center', color: GREY, size: 7.5})
    page.text(545, 806, `Page ${n}/2`, {align: 'right', size: 8})
  }

  const p1 = pdf.addPage()
  header(p1, 1)
  p1.text(297, 104, 'Extrait Kbis', {align: 'center', font: 'sansBold', size: 16})
  p1.text(297, 122, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES", {align: 'center', font: 'sansBold', size: 9})
  p1.text(297, 137, `à jour au ${longFr(extractDate)}`, {align: 'center', size: 9.5})

  let y = sectionTitle(p1, 50, 170, 495, 'IDENTIFICATION DE LA PERSONNE MORALE')
  y = labelValueRows(p1, 50, 250, 295, y, [
    ['Immatriculation au RCS, numéro', `${sirenGrouped(siren)} R.C.S. ${greffe}`],
    ["Date d'immatriculation", dmy(company.registeredOn)],
    ['Dénomination ou raison sociale', company.name],
    ['Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm]],
    ['Capital social', `${euros(company.capitalCents, {symbol: false})} Euros`],
    ['Adresse du siège', address],
    ['Activités principales', company.activity],
    ['Durée de la personne morale', `Jusqu'au ${dmy(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`],
    ["Date de clôture de l'exercice social", pick(rng, ['31 décembre', '30 juin', '31 mars'])],
  ])

  y = sectionTitle(p1, 50, y + 14, 495, 'GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES')
  y = labelValueRows(p1, 50, 250, 295, y, [
    ['Qualité', managerTitle(company)],
    ['Nom, prénoms', representative],
    ['Date et lieu de naissance', `Le ${dmy(person.birthDate)} à ${person.birthPlace}`],
    ['Nationalité', person.nationality],
    ['Domicile personnel', addressText(person.address, 'as-is')],
  ])
  if (company.legalForm === 'SA') {
    y = labelValueRows(p1, 50, 250, 295, y + 8, [
      ['Commissaire aux comptes titulaire', `${pick(rng, ['AUDIT & SYNTHÈSE', 'CABINET FIDUCIAIRE DU CENTRE', 'EXPERTIS AUDIT'])} SAS`],
      ['Adresse', `${int(rng, 2, 80)} avenue de la Gare ${company.address.postcode} ${company.address.city}`],
    ])
  }

  y = sectionTitle(p1, 50, y + 14, 495, "RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL")
  labelValueRows(p1, 50, 250, 295, y, [
    ["Adresse de l'établissement", address],
    ['Activité(s) exercée(s)', company.activity],
    ["Date de commencement d'activité", dmy(company.registeredOn)],
    ["Origine du fonds ou de l'activité", 'Création'],
    ["Mode d'exploitation", 'Exploitation directe'],
  ])

  const p2 = pdf.addPage()
  header(p2, 2)
  y = sectionTitle(p2, 50, 100, 495, 'IMMATRICULATION HORS RESSORT')
  p2.text(50, y, 'Néant', {size: 9})
  y = sectionTitle(p2, 50, y + 26, 495, 'OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES')
  const mentions = [
    `- Mention n° 1 du ${dmy(company.registeredOn)} : Immatriculation suite à création.`,
    `- Mention n° ${int(rng, 2, 9)} du ${dmy(addMonths(company.registeredOn, int(rng, 10, 40)))} : Dépôt des comptes annuels.`,
  ]
  if (collective) mentions.push(`- Mention n° ${int(rng, 10, 14)} : ${procedureMention(facts, extractDate)}`)
  for (const mention of mentions) y = p2.paragraph(50, y, 495, mention, {after: 4, size: 9})

  y += 30
  p2.paragraph(50, y, 495, "Le Greffier", {font: 'sansBold', size: 9})
  p2.signature(60, y + 10, rng, 80)
  p2.paragraph(
    50,
    y + 70,
    495,
    "Extrait délivré par voie électronique, revêtu d'une signature électronique sécurisée conformément aux articles R.123-150 et suivants du code de commerce. Sa vérification peut être effectuée sur le site www.infogreffe.fr au moyen du code de vérification figurant en haut de chaque page.",
    {color: GREY, size: 7.5},
  )
  p2.text(297, 740, "FIN DE L'EXTRAIT", {align: 'center', font: 'sansBold', size: 9})

  return {
    fields: kbisFields(facts, siren, extractDate, representative, address),
    layout: 'kbis/greffe-2p',
    notes: ['two pages; labels in a left column, values in a right column', 'the extract date is in "à jour au <date in words>"'],
    pdf: await pdf.save(),
    printed: {collectiveProcedure: collective},
    type: 'kbis',
  }
}

// ---------------------------------------------------------------------------------------------

/** Attestation of registration in the national register of companies (RNE), INPI style. */
export async function kbisRne(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const person = company.manager
  const extractDate = issueDate(facts, params, rng, 25)
  const siren = printedSiren(facts, params)
  const collective = booleanParam(params, 'collectiveProcedure')
  const pdf = await PdfBuilder.create({creator: 'RNE', date: extractDate, producer: 'INPI - data.inpi.fr', title: `Attestation RNE ${siren}`})
  const page = pdf.addPage()
  const blue = hex('#1d3f8f')
  page.logo(50, 40, 'rn', '', blue, {shape: 'square', size: 34})
  page.text(92, 52, 'Registre national', {color: blue, font: 'sansBold', size: 11})
  page.text(92, 65, 'des entreprises', {color: blue, font: 'sansBold', size: 11})
  page.text(545, 52, `Date de délivrance : ${dmy(extractDate)}`, {align: 'right', size: 8.5})
  page.text(545, 64, `N° d'attestation : RNE-${code(rng, '0123456789', 10)}`, {align: 'right', color: GREY, size: 8})

  page.rect(50, 92, 495, 46, {fill: hex('#eef2fb')})
  page.text(297, 112, "ATTESTATION D'IMMATRICULATION", {align: 'center', color: blue, font: 'sansBold', size: 14})
  page.text(297, 128, 'au Registre national des entreprises (RNE)', {align: 'center', color: blue, size: 10})

  page.paragraph(
    50,
    162,
    495,
    `L'Institut national de la propriété industrielle, teneur du Registre national des entreprises, atteste que l'entreprise désignée ci-dessous y est immatriculée, au vu des informations enregistrées à la date de délivrance de la présente attestation.`,
    {size: 9},
  )

  const title = (y: number, text: string) => {
    page.rect(50, y - 11, 495, 16, {fill: blue})
    page.text(56, y, text, {color: hex('#ffffff'), font: 'sansBold', size: 9.5})
    return y + 20
  }

  let y = title(212, "Identité de l'entreprise")
  const address = addressText(company.address, 'as-is')
  y = labelValueRows(page, 56, 230, 310, y, [
    ['SIREN', sirenGrouped(siren)],
    ['Dénomination', company.name],
    ['Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm]],
    ['Date d\'immatriculation au RNE', dmy(company.registeredOn)],
    ["Date de début d'activité", dmy(company.registeredOn)],
    ['Code APE', `${company.naf.slice(0, 2)}.${company.naf.slice(2)}`],
    ['Capital social', euros(company.capitalCents)],
    ['Adresse du siège', address],
    ['Activité principale', company.activity],
  ], {label: {color: GREY}, value: {font: 'sansBold'}})

  y = title(y + 14, 'Représentants légaux')
  const given = person.givenNames.join(', ')
  const surname = person.usageName ? `${person.surname} (nom d'usage : ${person.usageName})` : person.surname
  y = page.table(56, y - 6, [
    {header: 'Qualité', width: 130},
    {header: 'Nom', width: 140},
    {header: 'Prénoms', width: 125},
    {header: 'Date de naissance', width: 88},
  ], [[managerTitle(company), surname, given, `${person.birthDate.slice(5, 7)}/${person.birthDate.slice(0, 4)}`]], {headerFill: hex('#dfe6f5'), size: 8.5})

  y = title(y + 24, 'Établissement principal')
  y = labelValueRows(page, 56, 230, 310, y, [
    ['SIRET', printedSiret(facts, params)],
    ['Adresse', address],
    ['Nom commercial', company.name],
  ], {label: {color: GREY}})

  if (collective) {
    y = title(y + 14, 'Procédures collectives')
    y = page.paragraph(56, y, 480, procedureMention(facts, extractDate), {size: 8.5})
  }

  page.paragraph(
    50,
    Math.max(y + 30, 700),
    495,
    "Les informations figurant sur cette attestation sont issues du Registre national des entreprises. Elle ne se substitue pas à l'extrait Kbis délivré par le greffe pour les sociétés commerciales. Vérification : data.inpi.fr, rubrique Entreprises.",
    {color: GREY, size: 7.5},
  )
  page.text(297, 815, `INPI - 15 rue des Minimes - CS 50001 - 92677 Courbevoie Cedex - www.inpi.fr - 1/1`, {align: 'center', color: GREY, size: 7})
  const representative = `${person.usageName ? `${person.surname} ${person.usageName}` : person.surname} ${given}`

  return {
    fields: kbisFields(facts, siren, extractDate, representative, address),
    layout: 'kbis/rne',
    notes: ['national register attestation, not a greffe extract', 'representative in a table (surname and given names in separate cells)', 'date labelled "Date de délivrance"'],
    pdf: await pdf.save(),
    printed: {collectiveProcedure: collective},
    type: 'kbis',
  }
}

// ---------------------------------------------------------------------------------------------

/** Compact one-page extract with dotted leaders, as some registries still print it. */
export async function kbisCompact(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const person = company.manager
  const extractDate = issueDate(facts, params, rng, 25)
  const siren = printedSiren(facts, params)
  const collective = booleanParam(params, 'collectiveProcedure')
  const pdf = await PdfBuilder.create({creator: 'Registre du commerce', date: extractDate, producer: 'RCS Editions', title: 'Extrait Kbis'})
  const page = pdf.addPage()
  const serif = {font: 'serif' as const, size: 10.5}
  // In Alsace and Moselle the register is kept by the tribunal judiciaire, elsewhere by the commercial court's greffe.
  const alsaceMoselle = ['57', '67', '68'].includes(company.address.postcode.slice(0, 2))
  const court = alsaceMoselle ? 'TRIBUNAL JUDICIAIRE' : 'GREFFE DU TRIBUNAL DE COMMERCE'
  page.text(297, 60, `${court} DE ${company.registry.toUpperCase()}`, {align: 'center', font: 'serifBold', size: 12})
  page.text(297, 75, 'Registre du Commerce et des Sociétés', {align: 'center', font: 'serifItalic', size: 11})
  page.line(200, 84, 395, 84, {width: 0.5})
  page.text(297, 116, 'Extrait Kbis', {align: 'center', font: 'serifBold', size: 18})
  page.text(297, 134, `Extrait du registre délivré le ${dmy(extractDate)}`, {align: 'center', ...serif})

  const representative = `${person.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${person.givenNames.join(' ')} ${person.usageName ? `${person.usageName} née ${person.surname}` : person.surname}`
  const address = addressText(company.address)
  const rows: [string, string][] = [
    ['Numéro d\'immatriculation', `${sirenGrouped(siren)} RCS ${company.registry.toUpperCase()}`],
    ['Date d\'immatriculation', dmy(company.registeredOn)],
    ['Dénomination', company.name],
    ['Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm]],
    ['Capital', euros(company.capitalCents, {decimals: false})],
    ['Siège', address],
    ['Activité', company.activity],
    [managerTitle(company).split(' ')[0], representative],
  ]
  let y = 176
  for (const [label, value] of rows) {
    const lines = page.wrap(value, 300, serif)
    page.leader(60, y, 240, label, lines[0], serif)
    lines.slice(1).forEach((line, i) => page.text(240, y + (i + 1) * 14, line, serif))
    y += 14 * lines.length + 8
  }

  if (collective) {
    y += 6
    page.text(60, y, 'Procédure collective', {font: 'serifBold', size: 10.5})
    y = page.paragraph(60, y + 15, 475, procedureMention(facts, extractDate), serif)
  } else {
    y += 6
  }

  page.paragraph(60, y + 20, 475, `Pour extrait certifié conforme, à ${company.registry}, le ${longFr(extractDate)}.`, serif)
  page.text(400, y + 60, 'Le Greffier', {font: 'serifItalic', size: 10.5})
  page.signature(400, y + 68, rng, 90)
  page.stamp(190, y + 95, [alsaceMoselle ? 'TRIBUNAL JUDICIAIRE' : 'TRIBUNAL DE COMMERCE', company.registry.toUpperCase(), 'GREFFE - RCS'])
  page.text(297, 800, 'Le présent extrait ne vaut que pour les inscriptions portées au registre à sa date de délivrance.', {align: 'center', font: 'serifItalic', size: 8})

  return {
    fields: kbisFields(facts, siren, extractDate, representative, address),
    layout: 'kbis/compact',
    notes: ['one page with dotted leaders between labels and values', 'the date is in "Extrait du registre délivré le"', 'manager as "Madame/Monsieur given names SURNAME"'],
    pdf: await pdf.save(),
    printed: {collectiveProcedure: collective},
    type: 'kbis',
  }
}
