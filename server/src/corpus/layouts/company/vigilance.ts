/**
 * Social-security compliance certificates (type `attestation_vigilance`): the Urssaf letter of the
 * 2010s (everything in sentences, "Fait à Montreuil, le ..."), the current Urssaf certificate
 * (identification grid, statement, security code and a staff table), and the MSA one (the
 * agricultural scheme, for landscapers and other farm-related companies).
 */
import {addDays, addMonths, endOf} from '../../../validation/dates.js'
import {addressText} from '../../facts.js'
import {dmy, euros, longFr, monthFr, siretGrouped} from '../../format.js'
import {GREY, PdfBuilder, hex, type PageCanvas} from '../../pdf.js'
import {int, type Rng} from '../../rng.js'
import type {Facts} from '../../types.js'
import {issueDate, printedSiret, type LayoutResult} from '../common.js'

interface Caisse {
  name: string
  city: string
  postcode: string
  street: string
}

/** The regional Urssaf of a company, by department (the seat address it prints). */
function urssafOf(postcode: string): Caisse {
  const dept = postcode.slice(0, 2)
  const table: [string[], Caisse][] = [
    [['75', '77', '78', '91', '92', '93', '94', '95'], {city: 'Montreuil', name: 'Urssaf Île-de-France', postcode: '93518', street: '22-24 rue de Lagny'}],
    [['69', '38', '42', '74', '73', '01'], {city: 'Lyon', name: 'Urssaf Rhône-Alpes', postcode: '69283', street: '6 rue du 19 Mars 1962'}],
    [['13', '06', '83', '84'], {city: 'Marseille', name: "Urssaf Provence-Alpes-Côte d'Azur", postcode: '13417', street: '20 avenue Viton'}],
    [['31', '34', '30', '11', '66'], {city: 'Toulouse', name: 'Urssaf Midi-Pyrénées', postcode: '31061', street: '3 rue Alexandre Fourtanier'}],
    [['44', '49', '72', '85', '53'], {city: 'Nantes', name: 'Urssaf Pays de la Loire', postcode: '44933', street: '3 rue Gaëtan Rondeau'}],
    [['33', '64', '40', '47', '24'], {city: 'Bordeaux', name: 'Urssaf Aquitaine', postcode: '33073', street: '3 rue Théodore Blanc'}],
    [['59', '62'], {city: 'Lille', name: 'Urssaf Nord Pas-de-Calais', postcode: '59863', street: '293 avenue du Président Hoover'}],
    [['35', '29', '22', '56'], {city: 'Rennes', name: 'Urssaf Bretagne', postcode: '35052', street: '15 rue du Général de Gaulle'}],
    [['67', '68'], {city: 'Strasbourg', name: 'Urssaf Alsace', postcode: '67013', street: '16 rue Contades'}],
    [['21', '71', '58', '89'], {city: 'Dijon', name: 'Urssaf Bourgogne', postcode: '21044', street: '8 boulevard Georges Clemenceau'}],
    [['63', '03', '15', '43'], {city: 'Clermont-Ferrand', name: 'Urssaf Auvergne', postcode: '63053', street: '4 rue Gilbert Morel'}],
    [['37', '45', '41', '18', '28', '36'], {city: 'Orléans', name: 'Urssaf Centre-Val de Loire', postcode: '45952', street: '2 place Saint-Laurent'}],
    [['17', '86', '79', '16'], {city: 'Poitiers', name: 'Urssaf Poitou-Charentes', postcode: '86043', street: '3 avenue de la Fraternité'}],
  ]
  return table.find(([depts]) => depts.includes(dept))?.[1] ?? table[0][1]
}

/** The MSA caisse of a department (a few regions; the others fall back to the Île-de-France one). */
function msaOf(postcode: string): string {
  const table: [string[], string][] = [
    [['44', '85'], 'MSA Loire-Atlantique - Vendée'],
    [['35', '22', '56'], 'MSA Portes de Bretagne'],
    [['29'], "MSA d'Armorique"],
    [['69', '01'], 'MSA Ain-Rhône'],
    [['31', '09', '65', '32'], 'MSA Midi-Pyrénées Sud'],
    [['33', '24', '47'], 'MSA Gironde'],
    [['49', '53', '72'], 'MSA Mayenne - Orne - Sarthe'],
    [['13'], 'MSA Provence Azur'],
    [['37', '18', '36'], 'MSA Berry-Touraine'],
    [['63', '03', '15', '43'], 'MSA Auvergne'],
  ]
  return table.find(([depts]) => depts.includes(postcode.slice(0, 2)))?.[1] ?? 'MSA Île-de-France'
}

/** The Urssaf security code: 15 upper-case letters and digits. */
function securityCode(rng: Rng): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let out = ''
  for (let i = 0; i < 15; i++) out += alphabet[Math.floor(rng() * alphabet.length)]
  return out
}

/** The last day of the month before the issue: the date up to which declarations are checked. */
const checkedUntil = (issued: string) => endOf(addMonths(issued, -1).slice(0, 7))

function staff(rng: Rng): number {
  return int(rng, 1, 9)
}

/** Notes on where the "à jour de ses obligations" statement wraps, if it does. */
function statementNotes(page: PageCanvas, width: number, text: string, size: number): string[] {
  const lines = page.paragraphLines(width, text, {size})
  const wrapped = !lines.some((line) => line.includes('à jour de ses obligations'))
  return wrapped ? ['the "à jour de ses obligations" statement wraps across two lines'] : []
}

function urssafLogo(page: PageCanvas, x: number, y: number, region: string): void {
  const blue = hex('#0f4c9c')
  page.path(x, y, 'M 0 28 C 10 0, 30 0, 40 14 C 30 6, 14 10, 8 30 Z', {fill: hex('#e2001a')})
  page.text(x + 44, y + 22, 'urssaf', {color: blue, font: 'sansBold', size: 22})
  page.text(x + 44, y + 34, region.replace(/^Urssaf /, ''), {color: blue, size: 8})
}

// ---------------------------------------------------------------------------------------------

/** The 2010s Urssaf letter: the company's identity inside the certifying sentence. */
export async function vigilanceLetter(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const caisse = urssafOf(company.address.postcode)
  const siret = printedSiret(facts, params)
  const security = securityCode(rng)
  const pdf = await PdfBuilder.create({author: caisse.name, creator: 'urssaf.fr', date: issued, title: 'Attestation de vigilance'})
  const page = pdf.addPage()
  urssafLogo(page, 50, 40, caisse.name)
  page.text(545, 52, caisse.name, {align: 'right', font: 'sansBold', size: 9})
  page.text(545, 63, caisse.street, {align: 'right', size: 8.5})
  page.text(545, 74, `${caisse.postcode} ${caisse.city.toUpperCase()} CEDEX`, {align: 'right', size: 8.5})
  page.text(545, 85, 'www.urssaf.fr', {align: 'right', color: GREY, size: 8.5})

  page.text(330, 140, `${company.name} ${company.legalForm}`, {font: 'sansBold', size: 10})
  let ay = 153
  for (const line of [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]) {
    page.text(330, ay, line, {size: 10})
    ay += 13
  }

  page.text(50, 230, `Vos références : ${siret.slice(0, 9)} / ${String(int(rng, 100_000, 999_999))}`, {size: 8.5})
  page.text(50, 242, 'Affaire suivie par : Service Attestations', {size: 8.5})
  page.text(297, 290, 'ATTESTATION DE VIGILANCE', {align: 'center', font: 'sansBold', size: 14})
  page.text(297, 306, 'Articles L. 243-15 et D. 243-15 du code de la sécurité sociale', {align: 'center', color: GREY, size: 8.5})

  const address = addressText(company.address, 'as-is')
  const statement = `Le Directeur de l'${caisse.name} atteste que l'entreprise ${company.name}, SIRET ${siretGrouped(siret)}, dont le siège est situé ${address}, est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales auprès de nos services au ${longFr(checkedUntil(issued))}.`
  let y = page.paragraph(50, 350, 495, statement, {after: 10, size: 10.5})
  const employees = staff(rng)
  const payroll = Math.round(facts.pay.grossCents * employees * int(rng, 95, 110) / 100) * 3
  y = page.paragraph(50, y, 495, `Au titre de la dernière période déclarée, l'entreprise a déclaré employer ${employees} salarié(s) pour un montant total de rémunérations de ${euros(payroll)}.`, {after: 10, size: 10.5})
  y = page.paragraph(50, y, 495, `Code de sécurité : ${security}`, {after: 10, font: 'sansBold', size: 10.5})
  y = page.paragraph(50, y, 495, "Le donneur d'ordre peut vérifier l'authenticité de cette attestation sur le site www.urssaf.fr, rubrique « Vérifier une attestation », au moyen du code de sécurité ci-dessus.", {after: 24, size: 9})
  page.text(330, y + 10, `Fait à ${caisse.city}, le ${longFr(issued)}`, {size: 10.5})
  page.text(330, y + 28, 'Le Directeur,', {size: 10.5})
  page.signature(340, y + 36, rng, 90)
  page.text(297, 812, `${caisse.name} - ${caisse.street} - ${caisse.postcode} ${caisse.city} Cedex`, {align: 'center', color: GREY, size: 7})

  return {
    fields: {adresse: address, code_securite: security, date_emission: issued, denomination: company.name, siret},
    layout: 'attestation_vigilance/urssaf-letter',
    notes: ['company name, SIRET and address inside one sentence', 'two dates: the "à jour" date (end of last month) and the issue date in "Fait à ..., le <date in words>"', ...statementNotes(page, 495, statement, 10.5)],
    pdf: await pdf.save(),
    printed: {upToDateStatement: true},
    type: 'attestation_vigilance',
  }
}

// ---------------------------------------------------------------------------------------------

/** The current Urssaf certificate: identification grid, statement, security code, staff table. */
export async function vigilanceGrid(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const caisse = urssafOf(company.address.postcode)
  const siret = printedSiret(facts, params)
  const security = securityCode(rng)
  const pdf = await PdfBuilder.create({author: caisse.name, creator: 'urssaf.fr', date: issued, title: `Attestation de vigilance ${siret}`})
  const page = pdf.addPage()
  urssafLogo(page, 50, 36, caisse.name)
  page.text(545, 48, `Délivrée le ${dmy(issued)}`, {align: 'right', font: 'sansBold', size: 9.5})
  page.text(545, 60, `Code de sécurité : ${security}`, {align: 'right', size: 9})
  page.rect(50, 96, 495, 40, {fill: hex('#0f4c9c')})
  page.text(297, 114, 'ATTESTATION DE VIGILANCE', {align: 'center', color: hex('#ffffff'), font: 'sansBold', size: 14})
  page.text(297, 128, 'Article L. 243-15 du code de la sécurité sociale', {align: 'center', color: hex('#ffffff'), size: 8.5})

  page.text(50, 166, "Identification de l'entreprise", {font: 'sansBold', size: 10})
  const address = addressText(company.address, 'as-is')
  let y = page.table(50, 174, [
    {header: 'Raison sociale', width: 150},
    {header: 'SIRET', width: 120},
    {header: 'Adresse', width: 225},
  ], [[company.name, siret, address]], {headerFill: hex('#dbe5f4'), size: 9})

  const statement = `L'${caisse.name} atteste que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales au ${dmy(checkedUntil(issued))}.`
  y = page.paragraph(50, y + 24, 495, statement, {after: 12, size: 10})

  page.text(50, y + 6, 'Effectif et rémunérations déclarés', {font: 'sansBold', size: 10})
  const rows: string[][] = []
  for (let k = 3; k >= 1; k--) {
    const month = addMonths(issued, -k).slice(0, 7)
    const employees = int(rng, 1, 6)
    rows.push([monthFr(month), String(employees), euros(facts.pay.grossCents * employees + int(rng, 0, 40_000))])
  }

  y = page.table(50, y + 14, [
    {header: 'Période', width: 165},
    {header: 'Effectif', align: 'right', width: 120},
    {header: 'Masse salariale', align: 'right', width: 210},
  ], rows, {headerFill: hex('#dbe5f4'), size: 9})

  page.rect(50, y + 24, 495, 64, {stroke: hex('#0f4c9c'), lineWidth: 0.8})
  page.paragraph(60, y + 40, 475, `Vérifiez l'authenticité de cette attestation sur urssaf.fr > Vérifier une attestation, avec le SIRET et le code de sécurité ${security}. Cette attestation ne dispense pas le donneur d'ordre de ses autres obligations de vigilance.`, {size: 8.5})
  page.matrix(475, 700, 62, rng)
  page.text(50, 740, `Le Directeur de l'${caisse.name}`, {size: 9})
  page.signature(60, 748, rng, 80)
  page.text(297, 815, `${caisse.name} - ${caisse.postcode} ${caisse.city} Cedex - 1/1`, {align: 'center', color: GREY, size: 7})

  return {
    fields: {adresse: address, code_securite: security, date_emission: issued, denomination: company.name, siret},
    layout: 'attestation_vigilance/urssaf-grid',
    notes: ['identification as a table: header row "Raison sociale | SIRET | Adresse", values in the row beneath', 'issue date top right ("Délivrée le"), security code printed twice', ...statementNotes(page, 495, statement, 10)],
    pdf: await pdf.save(),
    printed: {upToDateStatement: true},
    type: 'attestation_vigilance',
  }
}

// ---------------------------------------------------------------------------------------------

/** The MSA (agricultural scheme) certificate: a different issuer with its own wording. */
export async function vigilanceMsa(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const company = facts.company
  const issued = issueDate(facts, params, rng, 60)
  const siret = printedSiret(facts, params)
  const security = securityCode(rng)
  const caisseName = msaOf(company.address.postcode)
  const green = hex('#5b8c2a')
  const pdf = await PdfBuilder.create({author: caisseName, creator: 'msa.fr', date: issued, title: 'Attestation de vigilance MSA'})
  const page = pdf.addPage()
  page.circle(74, 66, 24, {fill: green})
  page.text(74, 72, 'msa', {align: 'center', color: hex('#ffffff'), font: 'sansBold', size: 16})
  page.text(106, 60, 'LA MUTUALITÉ SOCIALE AGRICOLE', {color: green, font: 'sansBold', size: 9})
  page.text(106, 72, caisseName, {size: 9})
  page.text(545, 60, `Édité le ${dmy(issued)}`, {align: 'right', size: 9})

  page.text(297, 140, 'ATTESTATION DE VIGILANCE', {align: 'center', font: 'sansBold', size: 13})
  page.text(297, 155, '(articles L. 243-15 et D. 243-15 du code de la sécurité sociale, L. 725-3-1 du code rural)', {align: 'center', color: GREY, size: 8})

  const address = addressText(company.address)
  const rows: [string, string][] = [
    ['Raison sociale', `${company.name} ${company.legalForm}`],
    ['N° SIRET', siretGrouped(siret)],
    ['Adresse', address],
    ["Date d'affiliation", dmy(addDays(company.registeredOn, int(rng, 5, 40)))],
    ['Nombre de salariés', String(staff(rng))],
  ]
  let y = 190
  for (const [label, value] of rows) {
    page.rect(50, y - 12, 160, 18, {fill: hex('#eef4e6')})
    page.text(56, y, label, {font: 'sansBold', size: 9})
    page.text(220, y, value, {size: 9.5})
    y += 22
  }

  const statement = `La caisse de Mutualité sociale agricole certifie que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales dues au titre de l'emploi de salariés agricoles à la date du ${dmy(checkedUntil(issued))}.`
  y = page.paragraph(50, y + 20, 495, statement, {after: 14, size: 10})
  page.rect(50, y, 495, 26, {stroke: green, lineWidth: 1})
  page.text(60, y + 17, `Code de sécurité : ${security}`, {font: 'monoBold', size: 11})
  y = page.paragraph(50, y + 48, 495, "Authenticité vérifiable sur msa.fr, rubrique Employeur > Attestations, au moyen du numéro SIRET et du code de sécurité.", {size: 8.5})
  page.text(360, y + 30, `Pour le Directeur général, le ${dmy(issued)}`, {size: 9})
  page.signature(380, y + 38, rng, 80, green)
  page.text(297, 815, `${caisseName} - Service Recouvrement - 1/1`, {align: 'center', color: GREY, size: 7})

  return {
    fields: {adresse: address, code_securite: security, date_emission: issued, denomination: `${company.name} ${company.legalForm}`, siret},
    layout: 'attestation_vigilance/msa',
    notes: ['issued by the MSA, not an Urssaf', 'date labelled "Édité le"', ...statementNotes(page, 495, statement, 10)],
    pdf: await pdf.save(),
    printed: {upToDateStatement: true},
    type: 'attestation_vigilance',
  }
}
