/**
 * A supplier's invoice to the company: a decoy for the utility bill. It says "Facture", "Date de
 * facture", "Montant TTC", "échéance", has a window-envelope block (the company and its head
 * office) and an issuer, but it is a trade invoice for goods, not a proof of the manager's home.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {addressLines, frAmount, issueDateOf, pick, randomDigits, randomInt, readParams, shuffled, slashDate} from '../personal/common.js'
import {GREY, hex, LIGHT, newDocument, saveDocument, Sheet, WHITE} from '../personal/draw.js'

interface Supplier {
  name: string
  /** The name on two lines of the letterhead. */
  lines: [string, string]
  initials: string
  colour: string
  address: string[]
  legal: string
  catalogue: [string, string, number][]
}

/** Office supplies: what any company buys. */
const OFFICE: [string, string, number][] = [
  ['PAP-A4-80-5', 'Ramettes papier A4 80 g (carton de 5)', 2490],
  ['ENC-XL-4C', 'Lot de 4 cartouches d’encre XL couleur', 7690],
  ['CLA-DOS-10', 'Classeurs à levier dos 80 mm (lot de 10)', 2150],
  ['CHA-ERGO-3D', 'Fauteuil de bureau ergonomique accoudoirs 3D', 18900],
  ['ETI-99x38', 'Étiquettes adresse 99,1 x 38,1 mm (boîte de 1400)', 3120],
  ['SUR-FLUO-6', 'Surligneurs pointe biseautée (pochette de 6)', 540],
  ['ENV-C5-500', 'Enveloppes C5 à fenêtre autocollantes (boîte de 500)', 4280],
  ['CAB-USBC-2M', 'Câble USB-C vers USB-C 2 m', 1490],
]

/** Timber and fittings: what a workshop buys. */
const TIMBER: [string, string, number][] = [
  ['PCT18-2500', 'Panneau contreplaqué peuplier 18 mm 2500 x 1220', 4890],
  ['MDF19-2800', 'Panneau MDF standard 19 mm 2800 x 2070', 6215],
  ['CHN-27x150', 'Planche chêne massif brut 27 x 150 mm (m linéaire)', 1840],
  ['VIS-4x40-500', 'Vis aggloméré tête fraisée 4 x 40 (boîte de 500)', 1290],
  ['CHAR-CL-110', 'Charnière invisible clip 110° (lot de 10)', 3450],
  ['COL-PU-750', 'Colle polyuréthane D4 flacon 750 g', 1675],
  ['VERN-MAT-2L', 'Vernis bois intérieur mat incolore 2 L', 4320],
  ['ABR-P120-50', 'Disques abrasifs Ø 150 grain 120 (boîte de 50)', 2190],
]

const TIMBER_MERCHANT: Supplier = {
  address: ['Négoce de bois et panneaux pour professionnels', 'ZI Nord - 12 rue des Ateliers', '21800 QUETIGNY', 'Tél. 03 80 46 12 70 - contact@bp-bourgogne.fr'],
  catalogue: TIMBER,
  colour: '#7a4a1e',
  initials: 'B&P',
  legal: 'Bois & Panneaux de Bourgogne SARL au capital de 80 000 € - SIRET 428 615 904 00037 - RCS Dijon - APE 4673A - TVA FR 71 428615904',
  lines: ['BOIS & PANNEAUX', 'DE BOURGOGNE'],
  name: 'Bois & Panneaux de Bourgogne',
}

const OFFICE_SUPPLIER: Supplier = {
  address: ['Fournitures et mobilier de bureau', 'Parc d’activités des Portes - 4 allée Gustave Eiffel', '69800 SAINT-PRIEST', 'Tél. 04 72 28 40 10 - pro@bureau-direct.example'],
  catalogue: OFFICE,
  colour: '#1f6f8b',
  initials: 'BD',
  legal: 'Bureau Direct Distribution SAS au capital de 250 000 € - SIRET 519 384 027 00046 - RCS Lyon - APE 4666Z - TVA FR 40 519384027',
  lines: ['BUREAU DIRECT', 'DISTRIBUTION'],
  name: 'Bureau Direct Distribution',
}

export async function supplierInvoice(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {company} = facts
  const invoiceNumber = `FA-${issued.slice(0, 4)}-${randomDigits(rng, 5)}`
  const customer = `C${randomDigits(rng, 5)}`
  const orderRef = `BC ${randomDigits(rng, 6)}`
  const deliveryNote = `BL-${randomDigits(rng, 6)}`

  // A workshop buys timber and fittings; any other company, office supplies.
  const workshop = /^(16|25|31|43)/.test(company.naf)
  const supplier = workshop ? TIMBER_MERCHANT : OFFICE_SUPPLIER
  const brand = hex(supplier.colour)
  const chosen = shuffled(rng, supplier.catalogue).slice(0, randomInt(rng, 4, 7))
  const items = chosen.map(([ref, label, unit]) => {
    const quantity = randomInt(rng, 1, 12)
    const discount = pick(rng, [0, 0, 5, 10])
    const total = Math.round(quantity * unit * (1 - discount / 100))
    return {discount, label, quantity, ref, total, unit}
  })
  const ht = items.reduce((sum, i) => sum + i.total, 0)
  const shipping = ht > 50_000 ? 0 : 2500
  const vat = Math.round((ht + shipping) * 0.2)
  const ttc = ht + shipping + vat

  const {doc, fonts} = await newDocument({author: supplier.name, creator: 'Sage 100cloud Gestion commerciale', date: issued, producer: 'Sage PDF', title: `Facture ${invoiceNumber}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Supplier letterhead.
  s.box(40, 36, 44, 44, {fill: brand})
  s.text(supplier.initials, 62, 64, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.text(supplier.lines[0], 94, 54, {color: brand, font: H.bold, size: 15})
  s.text(supplier.lines[1], 94, 68, {color: brand, font: H.bold, size: 10})
  s.lines(supplier.address, 40, 96, {color: GREY, leading: 10, size: 7.5})

  s.text('FACTURE', 555, 52, {align: 'right', font: H.bold, size: 20})
  s.text(`N° ${invoiceNumber}`, 555, 68, {align: 'right', font: H.bold, size: 10})

  // Customer: the company in the envelope block.
  s.text('Adresse de facturation', 320, 120, {color: GREY, size: 7})
  s.lines([`${company.name} ${company.legalForm}`, ...addressLines(company.address, 'postal')], 320, 134, {leading: 12, size: 10})

  s.table({
    columns: [{width: 90}, {width: 90}, {width: 90}, {width: 120}, {width: 125}],
    font: H.regular,
    frame: true,
    header: [['Date de facture', 'Échéance', 'Code client', 'N° TVA client', 'Références']],
    headerFill: LIGHT,
    headerFont: H.bold,
    rows: [[slashDate(issued), slashDate(addDays(issued, 30)), customer, company.tva, `${orderRef} / ${deliveryNote}`]],
    size: 8,
    verticalRules: true,
    x: 40,
    y: 206,
  })

  let y = s.table({
    columns: [{width: 78}, {width: 215}, {align: 'right', width: 40}, {align: 'right', width: 62}, {align: 'right', width: 40}, {align: 'right', width: 80}],
    font: H.regular,
    frame: true,
    header: [['Référence', 'Désignation', 'Qté', 'P.U. HT', 'Rem. %', 'Montant HT']],
    headerColor: WHITE,
    headerFill: brand,
    headerFont: H.bold,
    rowHeight: 16,
    rows: [
      ...items.map((i) => [i.ref, i.label, String(i.quantity), frAmount(i.unit), i.discount ? String(i.discount) : '', frAmount(i.total)]),
      ...(shipping ? [['PORT', 'Frais de livraison', '1', frAmount(shipping), '', frAmount(shipping)]] : []),
    ],
    size: 7.5,
    verticalRules: true,
    x: 40,
    y: 262,
  })

  const totals: [string, string][] = [
    ['Total HT', frAmount(ht + shipping, ' ', true)],
    ['TVA 20 %', frAmount(vat, ' ', true)],
    ['Montant TTC', frAmount(ttc, ' ', true)],
    ['Net à payer', frAmount(ttc, ' ', true)],
  ]
  y += 10
  for (const [label, value] of totals) {
    const strong = label === 'Net à payer'
    if (strong) s.box(380, y - 4, 175, 16, {fill: LIGHT})
    s.text(label, 388, y + 8, {font: strong ? H.bold : H.regular, size: 9})
    s.text(value, 550, y + 8, {align: 'right', font: strong ? H.bold : H.regular, size: 9})
    y += 16
  }

  s.text('Conditions de règlement', 40, y - 50, {font: H.bold, size: 8.5})
  s.lines([`Paiement à 30 jours date de facture, soit le ${slashDate(addDays(issued, 30))}`, 'Par virement : IBAN FR76 1820 6000 4512 3456 7890 142 - BIC AGRIFRPP820', 'Escompte pour paiement anticipé : néant'], 40, y - 38, {leading: 10, size: 7.5})

  s.paragraph(
    'En cas de retard de paiement, des pénalités égales à trois fois le taux d’intérêt légal seront exigibles, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L. 441-10 et D. 441-5 du Code de commerce). Réserve de propriété : les marchandises restent notre propriété jusqu’au paiement intégral du prix.',
    40,
    y + 30,
    515,
    {color: GREY, leading: 9.5, size: 7},
  )

  s.hline(40, 555, 800, {color: brand, width: 0.6})
  s.text(supplier.legal, s.width / 2, 812, {align: 'center', color: GREY, size: 6.5})
  s.text('Page 1/1', 555, 824, {align: 'right', color: GREY, size: 7})

  return {
    fields: {},
    layout: 'other/facture-fournisseur',
    notes: [
      'decoy for the utility bill: "FACTURE", "Date de facture", "Échéance", "Montant TTC", an issuer and an envelope block',
      'addressed to the company at its head office, not to the manager at home; the customer’s VAT number and the supplier’s SIRET and IBAN are printed',
    ],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
