/**
 * Tax compliance certificates (type `attestation_fiscale`, DGFiP form 3666): the paper form
 * (labels above values in boxes, ticked taxes), the letter a service des impôts des entreprises
 * writes (values inside sentences), and the certificate downloaded from the professional space of
 * impots.gouv.fr (tables; the only one that prints the VAT number).
 */
import {addDays} from '../../../validation/dates.js'
import {addressText, tvaOf} from '../../facts.js'
import {dmy, longFr, sirenGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex, type PageCanvas} from '../../pdf.js'
import {ALNUM, code, int, pick, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, printedSiren, type LayoutResult} from '../common.js'

/** The SIE (service des impôts des entreprises) of a company's city. */
function sieOf(city: string, rng: Rng): {name: string; address: string; city: string} {
  const suffix = city === 'Paris' || city === 'Lyon' || city === 'Marseille' ? ` ${pick(rng, ['3e', '6e', '11e', 'Centre'])}` : pick(rng, ['', ' Est', ' Nord', ' Ouest'])
  return {
    address: `Centre des finances publiques, ${int(rng, 2, 60)} ${pick(rng, ['rue de la Paix', 'avenue Maréchal Foch', 'boulevard Carnot', 'place de la Préfecture'])}`,
    city,
    name: `SIE de ${city}${suffix}`,
  }
}

const COMPTABLES = ['Hélène Marchand', 'Jean-Luc Berthier', 'Sylvie Roussel', 'Patrick Nguyen', 'Anne Lefort']

function taxesOf(facts: Facts): string[] {
  return ['Impôt sur les sociétés', 'Taxe sur la valeur ajoutée', ...(facts.company.legalForm === 'EURL' ? [] : ['Cotisation foncière des entreprises'])]
}

function box(page: PageCanvas, x: number, y: number, w: number, h: number, label: string, value: string): number {
  page.rect(x, y, w, h, {lineWidth: 0.7, stroke: hex('#333333')})
  page.text(x + 4, y + 10, label, {font: 'sansBold', size: 7.5})
  page.paragraph(x + 6, y + 24, w - 12, value, {leading: 12, size: 10})
  return y + h
}

// ---------------------------------------------------------------------------------------------

/** The paper form 3666-SD: boxes with the label on top and the value beneath. */
export async function fiscaleForm(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const siren = printedSiren(facts, params)
  const sie = sieOf(company.address.city, rng)
  const pdf = await PdfBuilder.create({author: 'DGFiP', creator: 'DGFiP', date: issued, title: '3666-SD Attestation de régularité fiscale'})
  const page = pdf.addPage()
  page.republique(50, 40, 0.9)
  page.text(150, 54, 'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', {font: 'sansBold', size: 9})
  page.text(545, 48, 'N° 3666-SD', {align: 'right', font: 'sansBold', size: 10})
  page.text(545, 60, '(01-2024)', {align: 'right', size: 8})
  page.text(297, 130, 'ATTESTATION DE RÉGULARITÉ FISCALE', {align: 'center', font: 'sansBold', size: 14})
  page.text(297, 146, '(article L. 2141-2 du code de la commande publique - article D. 8222-5 du code du travail)', {align: 'center', color: GREY, size: 8})

  let y = box(page, 50, 170, 495, 44, 'DÉSIGNATION DU SERVICE DES IMPÔTS', `${sie.name} - ${sie.address}, ${company.address.postcode} ${company.address.city.toUpperCase()}`)
  page.text(50, y + 20, 'IDENTIFICATION DU DEMANDEUR', {font: 'sansBold', size: 9})
  y = Math.max(box(page, 50, y + 28, 330, 44, 'Dénomination ou raison sociale', `${company.name} ${company.legalForm}`), box(page, 380, y + 28, 165, 44, 'N° SIREN', sirenGrouped(siren)))
  y = box(page, 50, y, 495, 44, 'Adresse du siège', addressText(company.address))

  y = page.paragraph(50, y + 30, 495, `Le comptable public soussigné certifie que l'entreprise désignée ci-dessus a souscrit ses déclarations fiscales et a acquitté les impôts et taxes exigibles à la date de la présente attestation, au titre des impôts suivants :`, {after: 10, size: 10})
  for (const [i, tax] of ['Impôt sur les sociétés', 'Impôt sur le revenu (bénéfices professionnels)', 'Taxe sur la valeur ajoutée', 'Cotisation foncière des entreprises'].entries()) {
    const ticked = taxesOf(facts).includes(tax)
    page.rect(70, y + i * 18 - 9, 10, 10, {lineWidth: 0.7, stroke: hex('#333333')})
    if (ticked) page.text(72, y + i * 18, 'X', {font: 'sansBold', size: 9})
    page.text(88, y + i * 18, tax, {size: 10})
  }

  y += 90
  box(page, 50, y, 160, 48, 'Date', dmy(issued))
  box(page, 215, y, 160, 90, 'Cachet du service', '')
  page.stamp(295, y + 52, ['DGFIP', sie.name.toUpperCase(), 'COMPTABLE PUBLIC'], hex('#3a3a8c'))
  box(page, 380, y, 165, 90, 'Signature du comptable public', '')
  page.signature(400, y + 40, rng, 100)
  page.paragraph(50, y + 120, 495, "Cette attestation ne préjuge pas de la régularité de la situation de l'entreprise au regard des impositions qui ne sont pas encore exigibles. Sa durée de validité est de six mois à compter de sa date de délivrance.", {color: GREY, size: 8})

  return {
    fields: {date_emission: issued, denomination: `${company.name} ${company.legalForm}`, siren},
    layout: 'attestation_fiscale/form-3666',
    notes: ['form with boxes: labels above values', 'issue date in a box labelled "Date"', 'no VAT number printed'],
    pdf: await pdf.save(),
    type: 'attestation_fiscale',
  }
}

// ---------------------------------------------------------------------------------------------

/** The letter from the SIE: the company's identity in sentences, "Fait à ..., le ...". */
export async function fiscaleLetter(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const siren = printedSiren(facts, params)
  const sie = sieOf(company.address.city, rng)
  const comptable = pick(rng, COMPTABLES)
  const pdf = await PdfBuilder.create({author: sie.name, creator: 'DGFiP', date: issued, title: 'Attestation de régularité fiscale'})
  const page = pdf.addPage()
  page.republique(50, 40, 0.9)
  page.text(50, 125, 'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', {font: 'sansBold', size: 8.5})
  page.text(50, 137, sie.name.toUpperCase(), {font: 'sansBold', size: 8.5})
  page.text(50, 149, sie.address, {size: 8})
  page.text(50, 160, `${company.address.postcode} ${company.address.city.toUpperCase()}`, {size: 8})
  page.text(50, 176, `Affaire suivie par : ${comptable}`, {color: GREY, size: 8})
  page.text(50, 187, `Réf. : ARF-${issued.slice(0, 4)}-${code(rng, '0123456789', 6)}`, {color: GREY, size: 8})

  page.text(330, 140, `${company.name} ${company.legalForm}`, {font: 'serifBold', size: 11})
  let ay = 154
  for (const line of [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]) {
    page.text(330, ay, line, {font: 'serif', size: 11})
    ay += 14
  }

  page.text(330, 236, `${company.address.city}, le ${longFr(issued)}`, {font: 'serif', size: 11})
  page.text(50, 276, 'Objet : attestation de régularité fiscale', {font: 'serifBold', size: 11})
  const body = [
    'Madame, Monsieur,',
    `Je soussigné(e), ${comptable}, comptable public responsable du ${sie.name}, certifie que la société ${company.name}, ${company.legalForm}, immatriculée sous le numéro SIREN ${sirenGrouped(siren)}, dont le siège est situé ${addressText(company.address, 'as-is')}, a souscrit l'ensemble de ses déclarations fiscales et s'est acquittée des impôts et taxes exigibles (impôt sur les sociétés, taxe sur la valeur ajoutée) à la date du ${longFr(addDays(issued, -1))}.`,
    "La présente attestation est délivrée pour servir et valoir ce que de droit, notamment dans le cadre d'une demande de financement ou d'une candidature à un marché public.",
    "Je vous prie d'agréer, Madame, Monsieur, l'expression de ma considération distinguée.",
  ]
  let y = 310
  for (const paragraph of body) y = page.paragraph(50, y, 495, paragraph, {after: 10, font: 'serif', size: 11})
  page.text(330, y + 14, `Fait à ${company.address.city}, le ${longFr(issued)}`, {font: 'serif', size: 11})
  page.text(330, y + 32, 'Le comptable public,', {font: 'serif', size: 11})
  page.signature(340, y + 40, rng, 100)
  page.text(330, y + 84, comptable, {font: 'serif', size: 11})
  page.text(297, 812, `${sie.name} - ${sie.address}`, {align: 'center', color: GREY, size: 7})

  return {
    fields: {date_emission: issued, denomination: `${company.name}, ${company.legalForm}`, siren},
    layout: 'attestation_fiscale/sie-letter',
    notes: ['values inside sentences', 'three dates: the letter date, the "à la date du" of the statement (the day before) and "Fait à ..., le <date in words>"', 'no VAT number printed'],
    pdf: await pdf.save(),
    type: 'attestation_fiscale',
  }
}

// ---------------------------------------------------------------------------------------------

/** Downloaded from the professional space of impots.gouv.fr: identification and tax tables. */
export async function fiscaleOnline(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const siren = printedSiren(facts, params)
  const tva = tvaOf(siren)
  const sie = sieOf(company.address.city, rng)
  const navy = hex('#000091')
  const pdf = await PdfBuilder.create({author: 'DGFiP', creator: 'impots.gouv.fr', date: issued, producer: 'Espace professionnel', title: 'Attestation de régularité fiscale'})
  const page = pdf.addPage()
  page.republique(50, 36, 0.8)
  page.text(140, 50, 'impots.gouv.fr', {color: navy, font: 'sansBold', size: 14})
  page.text(140, 63, 'Espace professionnel', {color: GREY, size: 9})
  page.text(545, 50, `Édition du ${dmy(issued)}`, {align: 'right', font: 'sansBold', size: 9})
  page.text(545, 62, `à ${String(int(rng, 8, 18)).padStart(2, '0')}h${String(int(rng, 0, 59)).padStart(2, '0')}`, {align: 'right', color: GREY, size: 8})

  page.text(50, 128, 'ATTESTATION DE RÉGULARITÉ FISCALE', {color: navy, font: 'sansBold', size: 15})
  page.line(50, 136, 545, 136, {color: navy, width: 1.2})

  page.text(50, 162, 'Identification de l\'entreprise', {font: 'sansBold', size: 10})
  let y = page.table(50, 170, [
    {header: 'Dénomination', width: 185},
    {header: 'SIREN', width: 110},
    {header: 'N° TVA intracommunautaire', width: 200},
  ], [[company.name, siren, tva]], {headerFill: hex('#e3e3fd'), size: 9})
  y = page.table(50, y + 8, [
    {header: 'Adresse du siège', width: 295},
    {header: 'Service gestionnaire', width: 200},
  ], [[addressText(company.address), sie.name]], {headerFill: hex('#e3e3fd'), size: 9})

  y = page.paragraph(50, y + 26, 495, `L'entreprise désignée ci-dessus est à jour de ses obligations fiscales déclaratives et de paiement à la date d'édition du présent document, au regard des impôts suivants :`, {after: 6, size: 10})
  const rows = taxesOf(facts).map((tax) => [tax, dmy(addDays(issued, -int(rng, 5, 60))), 'À jour'])
  y = page.table(50, y, [
    {header: 'Impôt', width: 245},
    {header: 'Dernière échéance', width: 130},
    {header: 'Situation', width: 120},
  ], rows, {headerFill: hex('#e3e3fd'), size: 9})

  page.paragraph(50, y + 30, 495, `Document délivré en ligne et authentifié. Identifiant de vérification : ${code(rng, ALNUM, 16)}. L'attestation est valable six mois à compter de sa date d'édition.`, {color: GREY, size: 8})
  page.matrix(483, 720, 62, rng)
  page.text(297, 815, 'Direction générale des Finances publiques - impots.gouv.fr - Page 1/1', {align: 'center', color: GREY, size: 7})

  return {
    fields: {date_emission: issued, denomination: company.name, siren, tva_intracom: tva},
    layout: 'attestation_fiscale/online',
    notes: ['tables: header row then values', 'date labelled "Édition du"', 'prints the VAT number'],
    pdf: await pdf.save(),
    type: 'attestation_fiscale',
  }
}
