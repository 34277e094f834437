/**
 * HELD-OUT rib/place-de-marche-compte-paiement: the bank details of a company's SELLER PAYMENT
 * ACCOUNT on an online MARKETPLACE (four invented marketplaces), opened at a PAYMENT INSTITUTION
 * or an electronic-money institution for which the marketplace acts as an agent, as the seller's
 * back office exports it on a LANDSCAPE A4 page: the marketplace's brand in a coloured band at the
 * left with the seller id and the edition date (decoys); "Coordonnées
 * bancaires de votre compte de paiement vendeur"; "Titulaire du compte de paiement" as a grey label
 * above the value; a GRID with "IBAN" in groups of four, "BIC", "Établissement teneur du compte"
 * (the institution's name and address on one line: the domiciliation) and the account's opening
 * date (a decoy); the running text naming the institution; a table of the LAST PAYOUTS (decoy dates
 * and amounts); at the right a panel "Reversements" with the balance, the NEXT PAYOUT DATE and the
 * registered PAYOUT ACCOUNT with a MASKED IBAN and the FULL BIC OF ANOTHER BANK (decoys); the legal
 * line naming the marketplace (a decoy company and address) as the institution's agent.
 */
import {BANKS} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE, wrap} from '../util.js'

interface Marketplace {
  brand: string
  tagline: string
  address: string
  color: string
}

const MARKETPLACES: Marketplace[] = [
  {address: 'Artizio SAS, 11 rue du Sentier, 75002 Paris', brand: 'Artizio', color: '#b4452a', tagline: 'La place de marché des artisans'},
  {address: 'Comptoir Local SAS, 7 rue Grenette, 69002 Lyon', brand: 'Comptoir Local', color: '#2f6b3a', tagline: 'Vendre en ligne près de chez vous'},
  {address: 'Ventiz Pro SA, 52 quai de la Fosse, 44000 Nantes', brand: 'Ventiz Pro', color: '#343c8c', tagline: 'Marketplace B2B'},
  {address: 'Bazarnet SAS, 3 allées de Tourny, 33000 Bordeaux', brand: 'Bazarnet', color: '#7b2d6b', tagline: 'Votre boutique, nos clients'},
]

const groups = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export async function ribPlaceDeMarche(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const market = MARKETPLACES[typeof params.marketplace === 'number' ? params.marketplace % MARKETPLACES.length : 0]
  const domiciliation = account.branch
  const edited = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const opened = addDays(edited, -randomInt(rng, 200, 1500))
  const payout = addDays(edited, randomInt(rng, 2, 9))
  const other = BANKS.find((b) => !account.bic.startsWith(b.bicPrefix) && (b.kind === 'high-street' || b.kind === 'mutualist')) ?? BANKS[0]
  const otherBic = `${other.bicPrefix}FRPPXXX`
  const masked = `FR76 ${other.code.slice(0, 4)} ${other.code.slice(4)}*** **** **** ***${randomDigits(rng, 1)} ${randomDigits(rng, 3)}`
  const seller = `VND-${randomDigits(rng, 7)}`
  const balance = randomInt(rng, 500, 40_000) * 100 + randomInt(rng, 0, 99)
  const color = hex(market.color)
  const ink = hex('#1e2228')
  const soft = hex('#6a717b')
  const line = hex('#cfd4da')

  const {doc, fonts} = await newDocument({author: market.brand, creator: `${market.brand} - Espace vendeur`, date: edited, producer: 'wkhtmltopdf 0.12.6', title: `RIB compte de paiement ${seller}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts, [841.89, 595.28])

  // The marketplace's band.
  s.box(0, 0, 170, s.height, {fill: color})
  s.text(market.brand, 24, 60, {color: WHITE, font: H.bold, size: Math.min(20, 130 / H.bold.widthOfTextAtSize(market.brand, 1))})
  s.text(market.tagline, 24, 78, {color: hex('#f1e6e0'), size: 8.4})
  s.lines(['Espace vendeur', 'Identifiant vendeur :', seller, `Édité le ${slashDate(edited)}`], 24, 130, {color: WHITE, leading: 14, size: 8.6})
  s.lines(['Service vendeurs', `vendeurs@${market.brand.toLowerCase().replace(/ /g, '')}.fr`], 24, 520, {color: hex('#f1e6e0'), leading: 12, size: 7.8})

  const L = 196
  const R = 815
  s.text('Coordonnées bancaires de votre compte de paiement vendeur', L, 62, {color: ink, font: H.bold, size: 15})
  s.text("Relevé d'identité bancaire - à communiquer pour recevoir des virements sur votre compte de paiement", L, 80, {color: soft, size: 8.6})
  s.hline(L, R, 92, {color, width: 1.2})

  s.text('Titulaire du compte de paiement', L, 120, {color: soft, size: 8})
  s.text(account.holder, L, 138, {color: ink, font: H.bold, size: 13})

  // The grid.
  let y = 162
  const rowH = 40
  const grid: [string, string, boolean][] = [
    ['IBAN', groups(account.iban), true],
    ['BIC', account.bic, true],
    ['Établissement teneur du compte', domiciliation, false],
    ['Compte ouvert le', slashDate(opened), false],
  ]
  const gw = 270
  for (const [label, value, mono] of grid) {
    s.box(L, y, 150, rowH, {fill: hex('#f3f4f6'), lineWidth: 0.5, stroke: line})
    s.box(L + 150, y, gw, rowH, {lineWidth: 0.5, stroke: line})
    s.text(label, L + 8, y + 24, {color: soft, size: 8.2})
    if (mono) s.text(value, L + 160, y + 25, {color: ink, font: C.bold, size: 11.5})
    else s.paragraph(value, L + 160, y + (wrap(value, gw - 20, H.regular, 9).length > 1 ? 17 : 24), gw - 20, {color: ink, leading: 11, size: 9})
    y += rowH
  }

  y += 24
  y = s.paragraph(
    `Votre compte de paiement est ouvert auprès de ${account.bankName}. Les fonds de vos ventes y sont cantonnés jusqu'à leur reversement. Cet IBAN permet aussi de recevoir des virements SEPA de vos clients ; il n'accepte pas les prélèvements.`,
    L,
    y,
    gw + 150,
    {color: ink, leading: 11.5, size: 8.6},
  )

  // The last payouts (decoys).
  y += 14
  s.text('Derniers reversements', L, y, {color, font: H.bold, size: 9})
  const history = [1, 2, 3, 4].map((k) => [slashDate(addDays(payout, -7 * k)), `${frAmount(randomInt(rng, 300, 9000) * 100 + randomInt(rng, 0, 99))} €`, 'Exécuté'])
  s.table({
    columns: [{width: 120}, {align: 'right', width: 140}, {width: 160}],
    font: H.regular,
    header: [['Date', 'Montant', 'Statut']],
    headerFill: hex('#f3f4f6'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: history,
    ruleColor: line,
    size: 8.2,
    x: L,
    y: y + 8,
  })

  // The payouts panel.
  const px = L + 150 + gw + 20
  s.box(px, 120, R - px, 252, {fill: hex('#f6f7f9'), lineWidth: 0.5, stroke: line})
  s.text('Reversements', px + 12, 140, {color, font: H.bold, size: 10})
  s.text('Solde disponible', px + 12, 164, {color: soft, size: 7.8})
  s.text(`${frAmount(balance)} €`, px + 12, 180, {color: ink, font: H.bold, size: 12})
  s.text('Prochain reversement', px + 12, 204, {color: soft, size: 7.8})
  s.text(slashDate(payout), px + 12, 219, {color: ink, font: H.bold, size: 10})
  s.text('Compte de reversement', px + 12, 243, {color: soft, size: 7.8})
  s.paragraph(`IBAN ${masked}`, px + 12, 258, R - px - 24, {color: ink, font: C.regular, leading: 11, size: 8.4})
  s.text(`BIC ${otherBic}`, px + 12, 292, {color: ink, font: C.regular, size: 8.4})
  s.paragraph(other.name, px + 12, 306, R - px - 24, {color: soft, leading: 10, size: 7.6})
  s.text('Fréquence : hebdomadaire', px + 12, 352, {color: soft, size: 7.6})

  s.hline(L, R, 538, {color: line, width: 0.5})
  s.paragraph(
    `${market.address}, agent de services de paiement de ${account.bankName}, établissement agréé par l'Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, 75009 Paris. ${market.brand} ne détient jamais les fonds de ses vendeurs.`,
    L,
    552,
    R - L,
    {color: soft, leading: 9, size: 7},
  )

  return {
    fields: {bic: account.bic, domiciliation, iban: account.iban, titulaire: account.holder},
    layout: 'rib/place-de-marche-compte-paiement',
    notes: [
      "a marketplace seller's payment account details on a landscape page: the marketplace's brand in the left band is not the bank",
      'the IBAN in groups of four and the BIC in a grid with the institution keeping the account (name and address on one line)',
      'decoys: the seller id, the opening date, the balance, the next payout date, the payout account with a masked IBAN and the full BIC of another bank',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
