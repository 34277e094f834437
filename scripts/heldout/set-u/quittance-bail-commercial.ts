/**
 * HELD-OUT quittance_loyer/bail-commercial-trimestriel: the QUARTERLY rent receipt of a company's
 * BUSINESS PREMISES (offices or a workshop let under a commercial lease, "bail 3-6-9", rent subject
 * to VAT, payable quarterly in advance) issued by the property manager of a commercial-property SCI
 * (four invented managers): the manager's letterhead at the top left with its address and
 * "Mandataire du bailleur :" the landlord SCI (decoy companies and addresses); the tenant's WINDOW
 * at the right (the company's name with its legal form, "NOVACODE SAS", over the premises' address
 * lines: the truth); "QUITTANCE DE LOYER - BAIL COMMERCIAL" and the quarter in words ("1er
 * trimestre 2028"); the references as LABEL : VALUE rows ("Référence locataire", "Bail commercial
 * du" the lease's start, "Échéance", "Date de règlement": decoys; "Date d'édition": the truth,
 * among them); the premises' description (the lot: a decoy); the amounts as VALUES IN COLUMNS under
 * "Montant HT | TVA 20 % | Montant TTC" (rent, service-charge provision, the property tax recharged
 * to the tenant in some quarters), the total; the receipt sentence with the amount in words; the
 * rent index clause with the index's quarter and value and the next revision date (decoys); the
 * manager's legal footer.
 */
import {addDays, addMonths, euroWords, type Facts, frAmount, frDecimal, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MANAGERS = [
  {address: '14 quai Jules Courmont, 69002 Lyon', card: 'CPI 6901 2017 000 019 442', color: '#1d4e89', name: "ATRIUM GESTION D'ENTREPRISE", owner: 'SCI LES TERRASSES DU PARC', town: 'Lyon'},
  {address: '3 allée Baco, 44000 Nantes', card: 'CPI 4401 2019 000 038 107', color: '#7a3b12', name: 'OUEST PATRIMOINE TERTIAIRE', owner: 'SCI ERDRE BUREAUX', town: 'Nantes'},
  {address: '22 cours Pierre Puget, 13006 Marseille', card: 'CPI 1301 2018 000 024 963', color: '#0f5e4f', name: 'CABINET MISTRAL IMMOBILIER PROFESSIONNEL', owner: 'SCI DU VALLON DES AUFFES', town: 'Marseille'},
  {address: '61 rue Nationale, 59000 Lille', card: 'CPI 5901 2020 000 051 228', color: '#55286f', name: 'NORD ACTIVITÉS GESTION', owner: 'SCI LES ENTREPÔTS DE LA DEÛLE', town: 'Lille'},
]

const ORDINAL = ['1er', '2e', '3e', '4e']

export async function quittanceBailCommercial(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const m = MANAGERS[typeof params.manager === 'number' ? params.manager % 4 : 0]
  const month = Number(facts.asOf.slice(5, 7))
  const quarter = Math.floor((month - 1) / 3)
  const start = `${facts.asOf.slice(0, 4)}-${String(quarter * 3 + 1).padStart(2, '0')}-01`
  const end = addDays(addMonths(start, 3), -1)
  const paid = addDays(start, randomInt(rng, 2, 12))
  const issued = addDays(paid, randomInt(rng, 1, 9))
  const leaseStart = `${Number(start.slice(0, 4)) - randomInt(rng, 1, 7)}-${String(randomInt(rng, 1, 12)).padStart(2, '0')}-01`
  const revision = addMonths(leaseStart, 12 * Math.ceil((Date.parse(issued) - Date.parse(leaseStart)) / (365.25 * 86_400_000)))
  const tenant = `${company.name} ${company.legalForm}`
  const premises = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const rent = randomInt(rng, 24, 90) * 10_000
  const charges = randomInt(rng, 30, 120) * 1000
  const foncier = quarter === 3 ? randomInt(rng, 80, 260) * 1000 : 0
  const rows: [string, number][] = [
    ['Loyer principal', rent],
    ['Provision sur charges et prestations', charges],
  ]
  if (foncier) rows.push(['Taxe foncière refacturée (année en cours)', foncier])
  const ht = rows.reduce((sum, [, v]) => sum + v, 0)
  const vat = Math.round(ht * 0.2)
  const total = ht + vat
  const reference = `L${randomDigits(rng, 5)}`
  const lot = `Lot n° ${randomInt(rng, 2, 18)} - ${['bureaux', 'bureaux et local d\'archives', 'local d\'activité et bureaux', 'atelier et bureau'][randomInt(rng, 0, 3)]} - ${randomInt(rng, 60, 420)} m²`
  const indexQuarter = `${['1er', '2e', '3e', '4e'][randomInt(rng, 0, 3)]} trimestre ${Number(start.slice(0, 4)) - 1}`
  const brand = hex(m.color)
  const ink = hex('#1c1e22')
  const soft = hex('#5f636b')
  const rule = hex('#c4c8cf')

  const {doc, fonts} = await newDocument({author: m.name, creator: 'Gestion Tertiaire Pro', date: issued, producer: 'GTP Editions', title: `Quittance ${reference} ${start.slice(0, 7)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549

  // Letterhead, and the landlord it acts for.
  s.box(L, 34, 4, 50, {fill: brand})
  s.text(m.name, L + 12, 46, {color: brand, font: H.bold, size: m.name.length > 30 ? 10.5 : 12.5})
  s.lines(['Administration de biens - immobilier d\'entreprise', m.address, `Tél. ${['04 78', '02 40', '04 91', '03 20'][typeof params.manager === 'number' ? params.manager % 4 : 0]} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], L + 12, 59, {color: soft, leading: 10, size: 7.8})
  s.text('Mandataire du bailleur :', L, 112, {color: soft, size: 7.8})
  s.text(m.owner, L, 124, {color: ink, font: H.bold, size: 9})
  s.text(`${m.address.split(',')[1]?.trim() ?? ''} - SIREN ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`, L, 135, {color: soft, size: 7.6})

  // The tenant's window.
  s.lines([tenant, ...premises], 320, 112, {color: ink, leading: 12.5, size: 10})

  s.text('QUITTANCE DE LOYER - BAIL COMMERCIAL', L, 200, {color: ink, font: H.bold, size: 14})
  s.text(`${ORDINAL[quarter]} trimestre ${start.slice(0, 4)}`, L, 216, {color: brand, font: H.bold, size: 10.5})

  let y = 240
  const refs: [string, string][] = [
    ['Référence locataire', reference],
    ['Bail commercial du', slashDate(leaseStart)],
    ['Échéance', slashDate(start)],
    ['Date de règlement', slashDate(paid)],
    ["Date d'édition", slashDate(issued)],
  ]
  for (const [label, value] of refs) {
    s.text(`${label} :`, L, y, {color: soft, size: 8.6})
    s.text(value, L + 120, y, {color: ink, font: H.bold, size: 8.8})
    y += 13
  }

  s.text('Désignation des locaux', 320, 240, {color: soft, size: 8.6})
  s.paragraph(lot, 320, 253, R - 320, {color: ink, leading: 11, size: 8.8})

  y = s.table({
    columns: [{width: 190}, {width: 110}, {align: 'right', width: 70}, {align: 'right', width: 60}, {align: 'right', width: R - L - 430}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Période', 'Montant HT', 'TVA 20 %', 'Montant TTC']],
    headerFill: hex('#eceef2'),
    headerFont: H.bold,
    rowHeight: 18,
    rowRules: true,
    rows: [
      ...rows.map(([label, v]) => [label, `${slashDate(start)} - ${slashDate(end)}`, frAmount(v), frAmount(Math.round(v * 0.2)), frAmount(v + Math.round(v * 0.2))]),
      [{font: H.bold, text: 'Total du terme'}, '', {font: H.bold, text: frAmount(ht)}, {font: H.bold, text: frAmount(vat)}, {font: H.bold, text: frAmount(total)}],
    ],
    ruleColor: rule,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 18,
  })

  y = s.paragraph(
    `${m.name}, agissant pour le compte de ${m.owner}, bailleur, reconnaît avoir reçu de ${tenant} la somme de ${euroWords(total)} (${frAmount(total)} € TTC) en paiement du loyer, des charges et accessoires du ${ORDINAL[quarter]} trimestre ${start.slice(0, 4)} pour les locaux désignés ci-dessus, et lui en donne quittance, sous réserve de tous droits et actions.`,
    L,
    y + 22,
    R - L,
    {color: ink, leading: 12.5, size: 9},
  )

  y = s.paragraph(
    `Clause d'indexation : loyer révisé annuellement selon l'indice des loyers des activités tertiaires (ILAT) ; indice de référence : ${indexQuarter}, ${frDecimal(randomInt(rng, 13_000, 14_200) / 100, 2)}. Prochaine révision le ${slashDate(revision)}. Dépôt de garantie détenu : ${frAmount(rent)} € HT.`,
    L,
    y + 10,
    R - L,
    {color: soft, leading: 11, size: 8},
  )

  s.text('Le mandataire', 380, y + 24, {color: soft, size: 8.4})
  s.path(signaturePath(rng, 100), 384, y + 58, {lineWidth: 1, stroke: brand})
  s.paragraph(`${m.name} - SAS au capital de ${randomInt(rng, 40, 300)} 000 € - ${m.address} - carte professionnelle « gestion immobilière » ${m.card} délivrée par la CCI - garantie financière ${randomInt(rng, 200, 900)} 000 €. La présente quittance annule tout reçu délivré pour acompte sur le même terme ; elle ne libère le preneur que si le règlement a été effectivement encaissé.`, L, 792, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: premises.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/bail-commercial-trimestriel',
    notes: [
      "a company's quarterly rent receipt for its business premises under a commercial lease, from a commercial-property manager",
      'the tenant is the company ("NOVACODE SAS") in a window over the premises\' address; "Date d\'édition" among label : value references; amounts as values in columns HT / TVA / TTC',
      "decoys: the manager and the landlord SCI with their addresses, the lease's start, the due and payment dates, the lot, the quarter's days, the index and the next revision",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
