/**
 * HELD-OUT facture_domicile/reseau-chaleur-r1-r2: the bill of an URBAN HEATING NETWORK (a public
 * service delegated by a town to an operator; four invented operators) to a subscriber whose home
 * is connected to it: the operator's logo and "Service public de distribution de chaleur", the
 * invoice's references as a two-column grid at the left (invoice number, "Date de facture" in
 * figures, subscriber number, contract), the WINDOW at the right with the subscriber and address
 * in POSTAL CAPITALS WITHOUT ACCENTS ("MME CLAIRE DUBOIS"); "Point de livraison" with the same
 * address in mixed case and the substation's code; the SUBSCRIBED POWER in kW; the THERMAL
 * METER's two readings in MWh with their dates (decoys) and the consumption; the amounts table
 * with the R1 ENERGY TERM (MWh x price) and the R2 SUBSCRIPTION TERM (kW x yearly price x days /
 * 365), the meter rental at another VAT rate, VAT at 5,5 % and 20 %, the total; the due date and
 * the direct-debit date (decoys); the operator's seat and the delegating town hall's address (a
 * decoy address) in the foot.
 */
import {addDays, addressLines, envelopeName, type Facts, frAmount, frDecimal, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, WHITE} from '../util.js'

interface Operator {
  brand: string
  legal: string
  network: string
  seat: string
  townHall: string
  color: string
}

const OPERATORS: Operator[] = [
  {brand: 'Calorys Métropole', color: '#b23a1e', legal: 'SEM Calorys Métropole', network: 'Réseau de chaleur urbain de la Métropole', seat: '4 rue des Forges, 21000 Dijon', townHall: 'Hôtel de Métropole, 40 avenue du Drapeau, 21000 Dijon'},
  {brand: 'Thermeo Rive Gauche', color: '#0f5c74', legal: 'Thermeo Rive Gauche SAS', network: 'Réseau de chaleur Rive Gauche', seat: '12 quai de Queyries, 33100 Bordeaux', townHall: 'Hôtel de ville, place Pey-Berland, 33000 Bordeaux'},
  {brand: 'Énergies Urbaines du Val', color: '#4c6b1f', legal: 'Régie des Énergies Urbaines du Val', network: 'Réseau de chaleur bois du Val', seat: '2 allée des Chaufferies, 38100 Grenoble', townHall: 'Hôtel de ville, 11 boulevard Jean Pain, 38000 Grenoble'},
  {brand: 'Chaleur des Coteaux', color: '#7b2d6b', legal: 'Chaleur des Coteaux SPL', network: 'Réseau de chaleur des Coteaux', seat: '9 rue de la Centrale, 44000 Nantes', townHall: 'Hôtel de ville, 2 rue de l\'Hôtel de Ville, 44000 Nantes'},
]

export async function factureReseauChaleur(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const op = OPERATORS[typeof raw.operator === 'number' ? raw.operator % OPERATORS.length : 0]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 6, 45))
  const periodEnd = addDays(issued, -randomInt(rng, 4, 9))
  const periodStart = addDays(periodEnd, -randomInt(rng, 59, 62))
  const due = addDays(issued, 15)
  const debit = addDays(issued, 10)
  const holder = envelopeName(name)
  const window = addressLines(address, 'postal')
  const site = addressLines(address)
  const power = randomInt(rng, 6, 14)
  const from = randomInt(rng, 12_000, 60_000) / 1000
  const used = randomInt(rng, 450, 2600) / 1000
  const to = from + used
  const r1Price = randomInt(rng, 6800, 9400) / 100
  const r2Price = randomInt(rng, 4200, 7600) / 100
  const days = Math.round((Date.parse(periodEnd) - Date.parse(periodStart)) / 86_400_000) + 1
  const r1 = Math.round(used * r1Price * 100)
  const r2 = Math.round(((power * r2Price * days) / 365) * 100)
  const rental = randomInt(rng, 180, 390)
  const vat55 = Math.round((r1 + r2) * 0.055)
  const vat20 = Math.round(rental * 0.2)
  const total = r1 + r2 + rental + vat55 + vat20
  const invoice = `CH${issued.slice(2, 4)}${randomDigits(rng, 7)}`
  const subscriber = `AB-${randomDigits(rng, 6)}`
  const dark = hex(op.color)
  const ink = hex('#1f2225')
  const soft = hex('#63686e')

  const {doc, fonts} = await newDocument({author: op.legal, creator: 'Facturation Réseaux Chaleur', date: issued, producer: 'Editique RC', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Logo.
  s.circle(L + 16, 52, 16, {fill: dark})
  s.path('M -5 6 C -9 -2 -1 -6 0 -12 C 3 -6 9 -2 5 6 Z', L + 16, 54, {fill: WHITE})
  s.text(op.brand, L + 40, 50, {color: dark, font: H.bold, size: 14})
  s.text(`Service public de distribution de chaleur - ${op.network}`, L + 40, 63, {color: soft, size: 7.6})

  // References grid.
  let y = 102
  const refs: [string, string][] = [
    ['Facture n°', invoice],
    ['Date de facture', slashDate(issued)],
    ['N° d\'abonné', subscriber],
    ['Contrat', `Abonnement chauffage et eau chaude - ${power} kW`],
  ]
  for (const [label, value] of refs) {
    s.text(label, L, y, {color: soft, size: 8})
    s.text(value, L + 84, y, {color: ink, font: H.bold, size: 8.4})
    y += 13
  }

  // Window.
  s.lines([holder, ...window], 325, 114, {color: ink, leading: 12, size: 9.6})

  y = 196
  s.box(L, y, R - L, 22, {fill: dark})
  s.text('FACTURE DE CHALEUR', L + 10, y + 15, {color: WHITE, font: H.bold, size: 11})
  s.text(`Période du ${slashDate(periodStart)} au ${slashDate(periodEnd)}`, R - 10, y + 15, {align: 'right', color: WHITE, size: 9})
  y += 40

  // Delivery point and meter.
  const half = (R - L) / 2
  s.text('Point de livraison', L, y, {color: dark, font: H.bold, size: 9})
  s.lines([...site, `Sous-station SST-${randomDigits(rng, 4)}`], L, y + 14, {color: ink, leading: 11, size: 8.6})
  s.text('Compteur d\'énergie thermique', L + half + 10, y, {color: dark, font: H.bold, size: 9})
  s.lines([`N° ${randomDigits(rng, 8)} - relève à distance`, `Puissance souscrite : ${power} kW`, `Index au ${slashDate(periodStart)} : ${frDecimal(from, 3)} MWh`, `Index au ${slashDate(periodEnd)} : ${frDecimal(to, 3)} MWh`, `Consommation : ${frDecimal(used, 3)} MWh`], L + half + 10, y + 14, {color: ink, leading: 11, size: 8.6})
  y += 14 + 5 * 11 + 18

  y = s.table({
    columns: [{width: 230}, {align: 'right', width: 70}, {align: 'right', width: 80}, {align: 'right', width: 50}, {align: 'right', width: R - L - 430}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Quantité', 'Prix unitaire HT', 'TVA', 'Montant HT']],
    headerColor: WHITE,
    headerFill: dark,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['R1 - Énergie livrée', `${frDecimal(used, 3)} MWh`, `${frDecimal(r1Price, 2)} €`, '5,5 %', `${frAmount(r1)} €`],
      [`R2 - Abonnement (${power} kW x ${days} j / 365)`, `${power} kW`, `${frDecimal(r2Price, 2)} €/an`, '5,5 %', `${frAmount(r2)} €`],
      ['Location et entretien du compteur', '1', `${frAmount(rental)} €`, '20 %', `${frAmount(rental)} €`],
    ],
    ruleColor: hex('#b8bec4'),
    size: 8.4,
    verticalRules: true,
    x: L,
    y,
  })

  y += 12
  const totals: [string, string][] = [
    ['Total HT', `${frAmount(r1 + r2 + rental)} €`],
    ['TVA 5,5 %', `${frAmount(vat55)} €`],
    ['TVA 20 %', `${frAmount(vat20)} €`],
  ]
  for (const [label, value] of totals) {
    s.text(label, R - 170, y + 10, {color: ink, size: 8.6})
    s.text(value, R - 6, y + 10, {align: 'right', color: ink, size: 8.6})
    y += 14
  }

  s.box(R - 176, y + 2, 176, 24, {fill: hex('#f1ecea')})
  s.text('TOTAL TTC', R - 170, y + 18, {color: ink, font: H.bold, size: 10})
  s.text(`${frAmount(total)} €`, R - 6, y + 18, {align: 'right', color: ink, font: H.bold, size: 11})
  y += 48

  s.paragraph(`Montant à payer avant le ${slashDate(due)}. Vous avez opté pour le prélèvement automatique : ce montant sera prélevé sur votre compte le ${slashDate(debit)}. Le réseau est alimenté à plus de 50 % par des énergies renouvelables et de récupération (chaufferie bois) : l'énergie livrée et l'abonnement bénéficient du taux réduit de TVA.`, L, y, R - L, {color: ink, leading: 11.5, size: 8.4})

  s.hline(L, R, 770, {color: hex('#c9ced3'), width: 0.5})
  s.paragraph(`${op.legal} - ${op.seat} - Délégataire du service public de chauffage urbain pour le compte de la collectivité (${op.townHall}). Réclamations : service abonnés, par courrier ou depuis votre espace en ligne. Médiateur national de l'énergie.`, L, 782, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: op.brand, titulaire: holder},
    layout: 'facture_domicile/reseau-chaleur-r1-r2',
    notes: [
      "an urban heating network's bill: R1 energy term in MWh and R2 subscription term in kW, meter readings with their dates (decoys)",
      'subscriber and address in postal capitals without accents in the window; the delivery point at the same address in mixed case',
      'decoys: billing period, due date, direct-debit date, the delegating town hall\'s address, the operator\'s seat',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
