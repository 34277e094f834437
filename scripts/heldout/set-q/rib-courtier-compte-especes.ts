/**
 * HELD-OUT rib/courtier-compte-especes: the bank details of the CASH ACCOUNT attached to a
 * company's SECURITIES ACCOUNT at an ONLINE BROKER (four invented brokers), as the broker's site
 * gives it in PDF: the broker's band at the top (its brand, not a bank), the account's references
 * at the left (the securities account number and the cash account number: decoys); "RELEVÉ
 * D'IDENTITÉ BANCAIRE - COMPTE ESPÈCES"; the holder as a grey label above the value; the national
 * identifier table (bank, branch, account, key); the IBAN in groups of four in a framed box and the
 * BIC beside it; the DOMICILIATION: the CUSTODIAN BANK that keeps the account for the broker, on
 * three lines ("BANQUE LYONNAISE DE COMMERCE - CONSERVATION TITRES", a street, a town); a sentence
 * naming the custodian again as "teneur de compte-conservateur"; then a second framed box "Compte
 * externe de retrait enregistré" with a MASKED IBAN and a FULL BIC OF ANOTHER BANK (decoys), and a
 * holdings summary table "Synthèse de vos avoirs au <date>" (decoy date and amounts); the broker's
 * legal line (its own address and registration numbers: decoys).
 */
import {BANKS} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'

interface Broker {
  brand: string
  tagline: string
  legal: string
  color: string
  custodian: {street: string; town: string}
}

const BROKERS: Broker[] = [
  {brand: 'Ordalys Bourse', color: '#1d2f4f', custodian: {street: '8 rue de la République', town: '69001 LYON'}, legal: "Ordalys Bourse SAS, entreprise d'investissement agréée par l'ACPR, 21 rue Vivienne, 75002 Paris - RCS Paris 853 110 472", tagline: 'Bourse en ligne pour les professionnels'},
  {brand: 'Quantis Invest', color: '#0f5a4f', custodian: {street: '31 boulevard Haussmann', town: '75009 PARIS'}, legal: 'Quantis Invest SA, prestataire de services d\'investissement, 2 place Kléber, 67000 Strasbourg - RCS Strasbourg 819 442 053', tagline: 'Trésorerie et placements des entreprises'},
  {brand: 'Valmy Titres', color: '#5b1f3a', custodian: {street: '1 place de la Fontaine', town: '29200 BREST'}, legal: 'Valmy Titres SAS, entreprise d\'investissement, 44 cours Gambetta, 33000 Bordeaux - RCS Bordeaux 880 237 615', tagline: 'Le compte-titres des sociétés'},
  {brand: 'Boréal Trading', color: '#22446b', custodian: {street: '14 rue Nationale', town: '37000 TOURS'}, legal: 'Boréal Trading SA, entreprise d\'investissement, 9 quai de la Douane, 35000 Rennes - RCS Rennes 831 006 294', tagline: 'Bourse en ligne - comptes société'},
]

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribCourtierCompteEspeces(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const broker = BROKERS[typeof params.broker === 'number' ? params.broker % BROKERS.length : 0]
  const iban = account.iban
  const domiciliation = [`${upper(account.bankName)} - CONSERVATION TITRES`, broker.custodian.street, broker.custodian.town]
  const edited = addDays(facts.asOf, -randomInt(rng, 1, 14))
  const valuation = addDays(edited, -1)
  const other = BANKS.find((b) => !account.bic.startsWith(b.bicPrefix) && (b.kind === 'high-street' || b.kind === 'mutualist')) ?? BANKS[1]
  const otherBic = `${other.bicPrefix}FRPPXXX`
  const masked = `FR76 **** **** **** **** ***${randomDigits(rng, 1)} ${randomDigits(rng, 3)}`
  const securities = `CTO-${randomDigits(rng, 8)}`
  const cash = `ESP-${randomDigits(rng, 8)}`
  const cashBalance = randomInt(rng, 2000, 90_000) * 100 + randomInt(rng, 0, 99)
  const positions = randomInt(rng, 20_000, 400_000) * 100 + randomInt(rng, 0, 99)
  const dark = hex(broker.color)
  const ink = hex('#1d2127')
  const soft = hex('#687079')
  const line = hex('#ccd2d9')

  const {doc, fonts} = await newDocument({author: broker.brand, creator: `${broker.brand} - Documents`, date: edited, producer: 'iText 8', title: `RIB compte espèces ${cash}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Broker band.
  s.box(0, 0, s.width, 78, {fill: dark})
  s.text(broker.brand, L, 40, {color: WHITE, font: H.bold, size: 20})
  s.text(broker.tagline, L, 57, {color: hex('#c3cfdd'), size: 8.6})
  s.text(`Édité le ${slashDate(edited)}`, R, 40, {align: 'right', color: WHITE, size: 8.6})
  s.text('Document à usage professionnel', R, 54, {align: 'right', color: hex('#c3cfdd'), size: 7.6})

  // References.
  s.text('Compte-titres ordinaire', L, 104, {color: soft, size: 7.6})
  s.text(securities, L, 116, {color: ink, font: H.bold, size: 9.4})
  s.text('Compte espèces associé', L + 150, 104, {color: soft, size: 7.6})
  s.text(cash, L + 150, 116, {color: ink, font: H.bold, size: 9.4})
  s.text("Type d'ouverture", L + 300, 104, {color: soft, size: 7.6})
  s.text('Personne morale', L + 300, 116, {color: ink, font: H.bold, size: 9.4})

  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L, 156, {color: dark, font: H.bold, size: 15})
  s.text('COMPTE ESPÈCES', L, 172, {color: dark, font: H.bold, size: 10})
  s.hline(L, R, 180, {color: dark, width: 1.2})

  let y = 204
  s.text('Titulaire du compte', L, y, {color: soft, size: 7.8})
  s.text(account.holder, L, y + 15, {color: ink, font: H.bold, size: 11.5})
  y += 36

  y = s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: 130}, {align: 'center', width: 60}],
    font: C.bold,
    frame: true,
    header: [['Code banque', 'Code guichet', 'N° de compte', 'Clé RIB']],
    headerFill: hex('#eef1f5'),
    headerFont: H.regular,
    headerSize: 7.4,
    rowHeight: 18,
    rows: [[iban.slice(4, 9), iban.slice(9, 14), iban.slice(14, 25), iban.slice(25, 27)]],
    ruleColor: line,
    size: 9.6,
    verticalRules: true,
    x: L,
    y,
  })

  y += 16
  s.box(L, y, 340, 44, {lineWidth: 0.9, stroke: dark})
  s.text('IBAN', L + 8, y + 13, {color: soft, size: 7.4})
  s.text(groups(iban), L + 8, y + 32, {color: ink, font: C.bold, size: 11})
  s.box(L + 350, y, R - L - 350, 44, {lineWidth: 0.9, stroke: dark})
  s.text('BIC', L + 358, y + 13, {color: soft, size: 7.4})
  s.text(account.bic, L + 358, y + 32, {color: ink, font: C.bold, size: 11})
  y += 62

  s.text('Domiciliation', L, y, {color: soft, size: 7.8})
  s.lines(domiciliation, L, y + 14, {color: ink, leading: 12, size: 9.4})
  y += 56
  y = s.paragraph(
    `Votre compte espèces est tenu par ${account.bankName}, teneur de compte-conservateur agissant pour le compte de ${broker.brand}. Ce relevé permet uniquement d'alimenter votre compte espèces par virement depuis un compte ouvert au nom du titulaire ; les prélèvements n'y sont pas acceptés.`,
    L,
    y,
    R - L,
    {color: ink, leading: 11.5, size: 8.6},
  )

  // The registered external account (decoys).
  y += 14
  s.box(L, y, R - L, 58, {fill: hex('#f5f6f8'), lineWidth: 0.5, stroke: line})
  s.text('Compte externe de retrait enregistré', L + 10, y + 15, {color: dark, font: H.bold, size: 8.6})
  s.text(`IBAN ${masked}`, L + 10, y + 32, {color: ink, font: C.regular, size: 9})
  s.text(`BIC ${otherBic} - ${other.name}`, L + 10, y + 47, {color: ink, size: 8.4})
  y += 78

  s.text(`Synthèse de vos avoirs au ${slashDate(valuation)}`, L, y, {color: dark, font: H.bold, size: 9.4})
  y = s.table({
    columns: [{width: 240}, {align: 'right', width: 130}, {align: 'right', width: R - L - 370}],
    font: H.regular,
    header: [['Compte', 'Solde / valorisation', 'Variation 1 an']],
    headerFill: hex('#eef1f5'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      [`Compte espèces ${cash}`, `${frAmount(cashBalance)} €`, ''],
      [`Compte-titres ${securities}`, `${frAmount(positions)} €`, `${randomInt(rng, -9, 14)},${randomDigits(rng, 2)} %`],
      [{font: H.bold, text: 'Total des avoirs'}, {font: H.bold, text: `${frAmount(cashBalance + positions)} €`}, ''],
    ],
    ruleColor: line,
    size: 8.4,
    x: L,
    y: y + 8,
  })

  s.paragraph(
    "Les performances passées ne préjugent pas des performances futures. Les avoirs en espèces sont couverts par le Fonds de garantie des dépôts et de résolution dans les conditions et limites prévues par la réglementation ; les titres, par la garantie des titres.",
    L,
    y + 20,
    R - L,
    {color: GREY, leading: 9, size: 7},
  )
  s.hline(L, R, 800, {color: line, width: 0.5})
  s.paragraph(broker.legal, L, 812, R - L, {align: 'center', color: GREY, leading: 8.5, size: 6.8})

  return {
    fields: {bic: account.bic, domiciliation: domiciliation.join(', '), iban, titulaire: account.holder},
    layout: 'rib/courtier-compte-especes',
    notes: [
      "an online broker's bank details of a company's cash account: the broker's brand on top is not the bank; the custodian bank keeps the account",
      'holder as a grey label above the value; IBAN framed in groups of four with the BIC beside it; domiciliation on three lines (the custodian)',
      'decoys: a registered external account with a masked IBAN and the full BIC of another bank, securities and cash account numbers, holdings and their date, the broker\'s address',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
