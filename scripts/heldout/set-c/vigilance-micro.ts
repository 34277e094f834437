/**
 * HELD-OUT attestation_vigilance/micro-entrepreneur: the vigilance certificate a micro-entrepreneur
 * (auto-entrepreneur) downloads from the Urssaf's micro-enterprise site: the "urssaf" wordmark and
 * "autoentrepreneur.urssaf.fr" at the top, "ATTESTATION DE VIGILANCE" with "Travailleur
 * indépendant - Micro-entrepreneur" under it, a section "Identification du cotisant" of label /
 * value rows at a tab with colons, where the business is the person ("Nom et prénom(s) : DUPONT
 * Jean", NOM Prénom, no company name), "N° SIRET", "Adresse" on two or three lines (the home),
 * "Date de début d'activité" (a decoy date), "Activité"; the statement "L'Urssaf atteste que le
 * cotisant désigné ci-dessus est à jour ... au 31 janvier 2026" (long date, a decoy), the last
 * declared turnover in a small table ("4e trimestre 2025"), the security code in a framed line,
 * and the issue date only in the footer, next to a time ("Édité le 14/02/2026 à 10:32:07").
 */
import {
  addDays,
  addMonths,
  addressLines,
  type Facts,
  type GeneratedDocument,
  GREY,
  groupedSiret,
  hex,
  longDate,
  newDocument,
  pad2,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  slashDate,
  subjectOf,
  truthAddress,
  upper,
  lastDayOf,
  euroSpace,
} from '../util.js'

export async function vigilanceMicro(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const company = facts.company
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 2, 60))
  const checked = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const started = company.registeredOn
  const holder = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const code = Array.from({length: 15}, () => alphabet[Math.floor(rng() * alphabet.length)]).join('')
  const [y0, m0] = issued.split('-').map(Number)
  const quarter = Math.floor((m0 - 1) / 3)
  const lastQuarter = quarter === 0 ? `4e trimestre ${y0 - 1}` : `${quarter === 1 ? '1er' : `${quarter}e`} trimestre ${y0}`
  const turnover = randomInt(rng, 42, 188) * 10000
  const dues = Math.round(turnover * 0.212)

  const {doc, fonts} = await newDocument({author: 'Urssaf', creator: 'autoentrepreneur.urssaf.fr', date: issued, producer: 'iText 7.2', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const blue = hex('#1d3e8a')
  const L = 50
  const R = 545

  s.path('M 0 26 C 9 0, 28 0, 38 13 C 28 6, 13 9, 7 28 Z', L, 38, {fill: hex('#e2001a')})
  s.text('urssaf', L + 42, 60, {color: blue, font: H.bold, size: 21})
  s.text('autoentrepreneur.urssaf.fr', R, 52, {align: 'right', color: blue, font: H.bold, size: 9})
  s.text('Le site officiel des micro-entrepreneurs', R, 63, {align: 'right', color: GREY, size: 7.5})

  s.text('ATTESTATION DE VIGILANCE', L, 124, {color: blue, font: H.bold, size: 17})
  s.text('Travailleur indépendant - Micro-entrepreneur', L, 142, {font: H.bold, size: 10.5})
  s.text('Articles L. 243-15 et D. 243-15 du code de la sécurité sociale et L. 8222-1 du code du travail', L, 156, {color: GREY, size: 7.5})

  let y = 192
  s.text('Identification du cotisant', L, y, {color: blue, font: H.bold, size: 11})
  s.hline(L, R, y + 6, {color: blue, width: 0.8})
  y += 26
  const tab = L + 150
  const row = (label: string, values: string[]) => {
    s.text(label, L, y, {color: GREY, size: 9})
    s.text(':', tab - 10, y, {color: GREY, size: 9})
    values.forEach((v, i) => s.text(v, tab, y + i * 12, {font: i === 0 && label.startsWith('Nom') ? H.bold : H.regular, size: 9.5}))
    y += 12 * values.length + 7
  }

  row('Nom et prénom(s)', [holder])
  row('N° SIRET', [groupedSiret(company.siret)])
  row('Adresse', addressLines(address))
  row("Date de début d'activité", [slashDate(started)])
  row('Activité', [company.activity])
  row('N° de compte cotisant', [`${company.address.postcode.slice(0, 2)}7 ${randomDigits(rng, 13)}`])

  y += 14
  y = s.paragraph(
    `L'Urssaf atteste que le cotisant désigné ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales au ${longDate(checked)}.`,
    L,
    y,
    R - L,
    {leading: 14, size: 10},
  )

  y += 18
  s.text('Dernière déclaration de chiffre d’affaires', L, y, {color: blue, font: H.bold, size: 10})
  y = s.table({
    columns: [{width: 165}, {align: 'right', width: 165}, {align: 'right', width: 165}],
    font: H.regular,
    frame: true,
    header: [['Période', "Chiffre d'affaires déclaré", 'Cotisations et contributions']],
    headerFill: hex('#e8edf7'),
    headerFont: H.bold,
    rows: [[lastQuarter, euroSpace(turnover).replace(',00 €', ' €'), euroSpace(dues)]],
    size: 8.5,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 28
  s.box(L, y, R - L, 28, {lineWidth: 0.9, stroke: blue})
  s.text(`Code de sécurité : ${code}`, L + 12, y + 18, {font: H.bold, size: 10.5})
  y = s.paragraph(
    "Le donneur d'ordre peut vérifier l'authenticité de cette attestation sur www.urssaf.fr, rubrique « Vérifier une attestation », à l'aide du numéro SIRET et du code de sécurité. Cette attestation ne vaut pas attestation d'assurance ni de régularité fiscale.",
    L,
    y + 48,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )

  s.text(`Édité le ${slashDate(issued)} à ${pad2(randomInt(rng, 8, 19))}:${pad2(randomInt(rng, 0, 59))}:${pad2(randomInt(rng, 0, 59))}`, L, 812, {color: GREY, size: 7})
  s.text('Urssaf Caisse nationale - autoentrepreneur.urssaf.fr - Page 1/1', R, 812, {align: 'right', color: GREY, size: 7})

  return {
    fields: {adresse: truthAddress(addressLines(address)), code_securite: code, date_emission: issued, denomination: holder, siret: company.siret},
    layout: 'attestation_vigilance/micro-entrepreneur',
    notes: ['the business is the person: "Nom et prénom(s)"', 'issue date only in the footer with a time', 'decoys: start of activity, "à jour au <long date>"'],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
