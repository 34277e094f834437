/**
 * HELD-OUT quittance_loyer/extranet-historique: a rent receipt PRINTED FROM A LETTING AGENT'S
 * TENANT EXTRANET ("Mon espace locataire"): the browser's print header (the print date: a decoy)
 * and footer (the page's address), the agent's bar with its logo and the connected tenant, a LEFT
 * MENU column, then the receipt as the page shows it: the title with the month, THREE CARDS side
 * by side ("Locataire" with "Mme DUBOIS Claire" and the tenant number; "Bien loué" with the lot's
 * address on two to four lines and the lot number; "Propriétaire" with the owner, a decoy person,
 * "représenté par" the agent), the receipt's rows (rent, charges provision, total), the receipt
 * sentence naming the period "du 01/10/2026 au 31/10/2026", "Quittance éditée le 06/11/2026" in
 * small grey type under it, then a SIX-MONTH ACCOUNT HISTORY TABLE (date, label, debit, credit,
 * balance: call dates, payment dates and amounts as decoys), the agent's legal line (professional
 * card number, financial guarantor, its own address: decoys).
 */
import {addDays, addMonths, addressLines, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, monthOf, monthTitle, newDocument, pad2, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

interface Agent {
  name: string
  short: string
  lines: string[]
  card: string
  color: string
  owner: string
}

const AGENTS: Agent[] = [
  {card: 'CPI 3301 2018 000 027 614', color: '#1e4d7b', lines: ['42 cours de Verdun', '33000 Bordeaux'], name: 'Cabinet Tourny Gestion', owner: 'M. et Mme Bernard ROUX', short: 'tourny-gestion'},
  {card: 'CPI 4401 2016 000 009 382', color: '#7a3b12', lines: ['8 rue Crébillon', '44000 Nantes'], name: 'Atlantique Habitat Conseil', owner: 'Mme Geneviève POTIER', short: 'atlantique-habitat'},
  {card: 'CPI 6901 2020 000 051 207', color: '#245c4f', lines: ['115 rue de Sèze', '69006 Lyon'], name: 'Régie Bellecour Immobilier', owner: 'SCI LES MARRONNIERS', short: 'regie-bellecour'},
  {card: 'CPI 7501 2017 000 018 755', color: '#4b2a6b', lines: ['23 rue de Rivoli', '75004 Paris'], name: 'Gestion Marais Patrimoine', owner: 'M. Alain DESCHAMPS', short: 'marais-patrimoine'},
]

export async function quittanceExtranetHistorique(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const agent = AGENTS[typeof raw.agent === 'number' ? raw.agent % AGENTS.length : 0]
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  // Issued a few days into the next month, before the dossier's date; printed since.
  const drawn = addDays(addMonths(start, 1), randomInt(rng, 2, 9))
  const issued = params.issueDate ?? (drawn < facts.asOf ? drawn : addDays(facts.asOf, -1))
  const printed = addDays(issued, randomInt(rng, 0, Math.max(0, Math.round((Date.parse(facts.asOf) - Date.parse(issued)) / 86_400_000))))
  const tenant = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const dwelling = addressLines(address)
  const lot = `Lot n° ${randomDigits(rng, 4)} - ${['Appartement T2', 'Appartement T3', 'Maison T4', 'Appartement T1 bis'][randomInt(rng, 0, 3)]}`
  const rent = randomInt(rng, 520, 1280) * 100 + randomInt(rng, 0, 3) * 25
  const charges = randomInt(rng, 40, 160) * 100
  const total = rent + charges
  const tenantNo = `${randomInt(rng, 10, 99)}-${randomDigits(rng, 6)}`
  const dark = hex(agent.color)
  const ink = hex('#1f2429')
  const soft = hex('#67707a')
  const line = hex('#d9dee3')

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', date: printed, producer: 'macOS Version 14.5 Quartz PDFContext', title: `Quittance ${monthTitle(period)} - Mon espace locataire`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Browser print header and footer.
  s.text(`${slashDate(printed)} ${pad2(randomInt(rng, 8, 22))}:${pad2(randomInt(rng, 0, 59))}`, 24, 18, {color: ink, size: 7})
  s.text(`Quittance ${monthTitle(period)} - Mon espace locataire`, s.width / 2, 18, {align: 'center', color: ink, size: 7})
  s.text(`https://locataire.${agent.short}.fr/compte/quittances/${period.replace('-', '')}`, 24, 828, {color: ink, size: 6.8})
  s.text('1 sur 1', 571, 828, {align: 'right', color: ink, size: 7})

  // Agent bar.
  const L = 30
  const R = 565
  s.box(L, 30, R - L, 40, {fill: dark})
  s.circle(L + 22, 50, 11, {fill: WHITE})
  s.text(agent.name[0], L + 22, 54.5, {align: 'center', color: dark, font: H.bold, size: 12})
  s.text(agent.name, L + 40, 48, {color: WHITE, font: H.bold, size: 11})
  s.text('Mon espace locataire', L + 40, 60, {color: hex('#d5dde6'), size: 7.6})
  s.text(`${name.givenNames[0]} ${upper(name.surname)[0]}.`, R - 12, 53, {align: 'right', color: WHITE, size: 8})

  // Left menu.
  const menu = ['Tableau de bord', 'Mon compte', 'Mes quittances', 'Mes documents', 'Mes demandes', 'Mon assurance', 'Contact']
  let my = 96
  for (const item of menu) {
    const active = item === 'Mes quittances'
    if (active) s.box(L, my - 12, 118, 18, {fill: hex('#eef2f6')})
    s.text(item, L + 10, my, {color: active ? dark : ink, font: active ? H.bold : H.regular, size: 8.2})
    my += 22
  }

  // Main column.
  const mx = L + 134
  const mw = R - mx
  let y = 92
  s.text(`Mes quittances  >  ${monthTitle(period)}`, mx, y, {color: soft, size: 7.2})
  s.text(`Quittance de loyer - ${monthTitle(period)}`, mx, y + 22, {color: ink, font: H.bold, size: 15})
  y += 42

  const cw = (mw - 16) / 3
  const cards: [string, string[]][] = [
    ['Locataire', [tenant, `N° locataire ${tenantNo}`]],
    ['Bien loué', [...dwelling, lot]],
    ['Propriétaire', [agent.owner, `représenté par ${agent.name}`]],
  ]
  const cardH = 100
  cards.forEach(([title, lines], k) => {
    const cx = mx + k * (cw + 8)
    s.box(cx, y, cw, cardH, {lineWidth: 0.6, radius: 5, stroke: line})
    s.text(upper(title), cx + 9, y + 15, {color: soft, font: H.bold, size: 6.8})
    let ly = y + 30
    lines.forEach((l, i) => {
      const address = title === 'Bien loué'
      const strong = i === 0 && !address
      ly = s.paragraph(l, cx + 9, ly, cw - 16, {color: strong || (address && i < lines.length - 1) ? ink : soft, font: strong ? H.bold : H.regular, leading: 10.5, size: 8})
    })
  })
  y += cardH + 16

  y = s.table({
    columns: [{width: mw - 120}, {align: 'right', width: 120}],
    font: H.regular,
    frame: true,
    header: [['Désignation', 'Montant']],
    headerColor: soft,
    headerFill: hex('#f4f6f8'),
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      [`Loyer principal du ${slashDate(start)} au ${slashDate(end)}`, `${frAmount(rent)} €`],
      ['Provision sur charges locatives', `${frAmount(charges)} €`],
      [{font: H.bold, text: 'Total quittancé'}, {font: H.bold, text: `${frAmount(total)} €`}],
    ],
    ruleColor: line,
    size: 8.4,
    x: mx,
    y,
  })
  y += 18
  y = s.paragraph(`${agent.name}, mandataire du propriétaire, déclare avoir reçu de ${tenant} la somme de ${frAmount(total)} euros au titre du loyer et des charges du logement désigné ci-dessus pour la période du ${slashDate(start)} au ${slashDate(end)}, et lui en donne quittance, sous réserve de tous ses droits.`, mx, y, mw, {color: ink, leading: 11.5, size: 8.4})
  s.text(`Quittance éditée le ${slashDate(issued)}`, mx, y + 4, {color: soft, size: 7.4})
  y += 30

  // Account history.
  s.text('Historique de votre compte (6 derniers mois)', mx, y, {color: ink, font: H.bold, size: 10})
  const rows: string[][] = []
  let balance = 0
  for (let k = 5; k >= 0; k--) {
    const m = addMonths(start, -k)
    balance += total
    rows.push([slashDate(m), `Appel loyer et charges ${monthTitle(m.slice(0, 7))}`, frAmount(total), '', frAmount(balance)])
    const paid = addDays(m, randomInt(rng, 1, 6))
    balance -= total
    rows.push([slashDate(paid), 'Règlement par virement', '', frAmount(total), frAmount(balance)])
  }

  s.table({
    columns: [{width: 62}, {width: mw - 62 - 3 * 62}, {align: 'right', width: 62}, {align: 'right', width: 62}, {align: 'right', width: 62}],
    font: H.regular,
    header: [['Date', 'Libellé', 'Débit', 'Crédit', 'Solde']],
    headerColor: soft,
    headerFill: hex('#f4f6f8'),
    headerFont: H.bold,
    rowHeight: 13.5,
    rowRules: true,
    rows,
    ruleColor: line,
    size: 7.6,
    x: mx,
    y: y + 8,
    zebra: hex('#fafbfc'),
  })

  s.paragraph(`${agent.name} - ${agent.lines.join(', ')} - Carte professionnelle Gestion immobilière ${agent.card} délivrée par la CCI - Garantie financière CAUTIONIS, 12 rue de la Paix, 75002 Paris - Document édité depuis votre espace locataire.`, L, 790, R - L, {align: 'center', color: soft, leading: 8.5, size: 6.4})

  return {
    fields: {adresse: truthAddress(dwelling), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/extranet-historique',
    notes: [
      "a rent receipt printed from a letting agent's tenant extranet: print header (a decoy date) and footer, a left menu column",
      'three cards side by side: tenant "Mme DUBOIS Claire", the let lot\'s address with the lot number, the owner (a decoy person) represented by the agent',
      '"Quittance éditée le" in small grey type under the receipt sentence; a six-month account history table with call and payment dates (decoys)',
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
