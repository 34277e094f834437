/**
 * HELD-OUT attestation_rc_pro/salon-coiffure-tache-cafe: the professional liability certificate of a
 * HAIR AND BEAUTY SALON under the MULTI-RISK CONTRACT of a trades' insurer (four invented insurers),
 * printed, left on the salon's counter and SCANNED WITH A COFFEE STAIN: a brown RING where the cup
 * stood (over the guarantees, partly over the period on some), a second ring cut by the sheet's
 * edge and a few drops. The certificate in TWO COLUMNS under the insurer's letterhead: at the left
 * a tinted column "Vos références" with LABELS ABOVE VALUES (the contract's number: the truth; the
 * product, the first effective date, the annual due date, the customer's number, the agency and its
 * phone: decoys); at the right the title, "<insurer> certifie que :", the insured as label : value
 * lines ("Assuré :" the name with its form, "SIREN :" grouped, "Adresse :" the seat), the sentence
 * "est titulaire du contrat ... qui garantit ... pour les activités suivantes :" and the activity
 * in a framed box, "Période de validité : du 01/04/2032 au 31/03/2033", the guarantees as a table
 * ("Garanties | Plafonds | Franchises": the salon's risks, burns and allergies of the customers, the
 * products sold; decoy amounts), "Fait à Toulouse, le 28/03/2032" (a decoy date), the signature; the
 * insurer's registration in the footer (a decoy SIREN and address).
 */
import {BlendMode, type RGB} from 'pdf-lib'

import {addDays, addMonths, type Facts, MONTHS_FR, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'
import {blob, Frame} from './frame.js'

interface Insurer {
  name: string
  mark: string
  color: string
  town: string
  product: string
  prefix: string
  legal: string
}

const INSURERS: Insurer[] = [
  {
    color: '#7a1f4b',
    legal: 'MUTUELLE DES MÉTIERS ET DU COMMERCE - Société d’assurance mutuelle à cotisations variables - Entreprise régie par le code des assurances - 12 allées Jean Jaurès, 31000 Toulouse - SIREN 781 904 226',
    mark: 'MMC',
    name: 'MUTUELLE DES MÉTIERS ET DU COMMERCE',
    prefix: 'MPB',
    product: 'Multirisque Beauté & Coiffure',
    town: 'Toulouse',
  },
  {
    color: '#0f5b78',
    legal: 'LA SAUVEGARDE ARTISANALE - SA au capital de 18 400 000 € - Entreprise régie par le code des assurances - 25 rue de la Paix, 44000 Nantes - 414 208 557 RCS Nantes',
    mark: 'SA',
    name: 'LA SAUVEGARDE ARTISANALE',
    prefix: 'SAV',
    product: 'Pack Pro Salons',
    town: 'Nantes',
  },
  {
    color: '#4a5a16',
    legal: 'ASSURANCES DU COMMERCE DE PROXIMITÉ - Société d’assurance mutuelle - Entreprise régie par le code des assurances - 8 rue de la Barre, 69002 Lyon - SIREN 779 332 410',
    mark: 'ACP',
    name: 'ASSURANCES DU COMMERCE DE PROXIMITÉ',
    prefix: 'CP',
    product: 'Contrat Commerce Essentiel - option Soins',
    town: 'Lyon',
  },
  {
    color: '#8a4b12',
    legal: 'L’ÉCUREUIL DES INDÉPENDANTS IARD - SA au capital de 9 800 000 € - Entreprise régie par le code des assurances - 3 quai Louis XVIII, 33000 Bordeaux - 420 917 336 RCS Bordeaux',
    mark: 'É',
    name: 'L’ÉCUREUIL DES INDÉPENDANTS',
    prefix: 'EI',
    product: 'Multipro Esthétique',
    town: 'Bordeaux',
  },
]

export async function rcproSalonTacheCafe(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const ins = INSURERS[k]
  const start = addMonths(`${facts.asOf.slice(0, 7)}-01`, -randomInt(rng, 0, 5))
  const end = addDays(addMonths(start, 12), -1)
  const signed = addDays(start, -randomInt(rng, 2, 12))
  const firstEffect = addMonths(start, -12 * randomInt(rng, 1, 6))
  const insured = k % 2 === 0 ? `${company.name} ${company.legalForm}` : `${company.legalForm} ${company.name}`
  const policy = `${ins.prefix} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 2)}`
  const customer = `${randomDigits(rng, 8)}`
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const agency = `Agence ${company.address.city}`
  const ink = hex('#222326')
  const soft = hex('#5b5e65')
  const color = hex(ins.color)
  const tint = hex('#f1efe9')
  const coffee = hex('#8a5a2e')

  const {doc, fonts} = await newDocument({author: '', creator: 'Brother MFC-L2750DW', date: addDays(facts.asOf, -randomInt(rng, 0, 9)), producer: 'Brother iPrint&Scan', title: `Scan_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const f = new Frame(s, 0, 0, 1)

  // The letterhead.
  s.box(40, 34, 44, 44, {fill: color, radius: 6})
  s.text(ins.mark, 62, 61, {align: 'center', color: hex('#ffffff'), font: H.bold, size: ins.mark.length > 2 ? 13 : 18})
  s.text(ins.name, 94, 52, {color, font: H.bold, size: Math.min(13, 270 / H.bold.widthOfTextAtSize(ins.name, 1))})
  s.text(`Direction des assurances professionnelles - ${ins.town}`, 94, 66, {color: soft, size: 8.4})
  s.text(ins.product, 555, 52, {align: 'right', color, font: H.bold, size: Math.min(9, 180 / H.bold.widthOfTextAtSize(ins.product, 1))})
  s.text('Attestation n° ' + randomDigits(rng, 7), 555, 65, {align: 'right', color: soft, size: 8})
  s.hline(40, 555, 88, {color, width: 1.4})

  // The left column: labels above values.
  const cx = 40
  const cw = 150
  s.box(cx, 104, cw, 420, {fill: tint})
  s.text('Vos références', cx + 12, 124, {color, font: H.bold, size: 10})
  const refs: [string, string][] = [
    ['Contrat n°', policy],
    ['Produit', ins.product],
    ["Date d'effet initiale", slashDate(firstEffect)],
    ['Échéance principale', `1er ${MONTHS_FR[Number(start.slice(5, 7)) - 1]}`],
    ['N° client', customer],
    ['Votre interlocuteur', agency],
    ['Téléphone', `0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`],
  ]
  let y = 146
  for (const [label, value] of refs) {
    s.text(label, cx + 12, y, {color: soft, size: 7.8})
    const lines = wrap(value, cw - 24, H.bold, 9.2)
    lines.forEach((line, j) => s.text(line, cx + 12, y + 12 + j * 11, {color: ink, font: H.bold, size: 9.2}))
    y += 30 + (lines.length - 1) * 11
  }

  // The right column.
  const L = 208
  const R = 555
  const W = R - L
  s.text("ATTESTATION D'ASSURANCE", L, 124, {color: ink, font: H.bold, size: 15})
  s.text('Responsabilité civile professionnelle et exploitation', L, 140, {color, font: H.bold, size: 10})
  y = 168
  y = s.paragraph(`${ins.name}, dont le siège est à ${ins.town}, certifie que :`, L, y, W, {color: ink, leading: 12, size: 9.4})
  y += 8
  const idRows: [string, string[]][] = [
    ['Assuré :', [insured]],
    ['SIREN :', [groupedSiren(company.siren)]],
    ['Adresse :', seat],
  ]
  for (const [label, values] of idRows) {
    s.text(label, L, y, {color: soft, size: 9.2})
    values.forEach((value, j) => s.text(value, L + 62, y + j * 12, {color: ink, font: H.bold, size: Math.min(9.8, (W - 62) / H.bold.widthOfTextAtSize(value, 1))}))
    y += values.length * 12 + 5
  }

  y += 6
  y = s.paragraph(
    `est titulaire du contrat ${ins.product} n° ${policy}, souscrit auprès de ${ins.name}, qui garantit sa responsabilité civile professionnelle et d'exploitation pour les activités suivantes, exercées dans son établissement :`,
    L,
    y,
    W,
    {color: ink, leading: 12, size: 9.2},
  )
  y += 4
  const act = wrap(company.activity, W - 20, H.bold, 9.8)
  s.box(L, y, W, 12 + act.length * 13, {lineWidth: 0.8, stroke: color})
  act.forEach((line, j) => s.text(line, L + 10, y + 16 + j * 13, {color: ink, font: H.bold, size: 9.8}))
  y += 30 + act.length * 13
  const pw = s.text('Période de validité :', L, y, {color: ink, font: H.bold, size: 9.8})
  s.text(`du ${slashDate(start)} au ${slashDate(end)}`, L + pw + 6, y, {color: ink, font: H.bold, size: 9.8})
  y += 14
  y = s.paragraph("sous réserve du paiement des cotisations à leur échéance. La présente attestation ne vaut que pour la période indiquée et ne peut engager l'assureur au-delà des conditions du contrat.", L, y, W, {color: soft, leading: 10.6, size: 8})

  // The guarantees, full width.
  y = Math.max(y + 18, 548)
  const rows: string[][] = [
    ['Responsabilité civile exploitation (tous dommages confondus)', `${randomInt(rng, 6, 9)} 000 000 €`, 'Néant'],
    ['dont dommages matériels et immatériels consécutifs', `${randomInt(rng, 1, 2)} 500 000 €`, `${randomInt(rng, 2, 4)}00 €`],
    ['Responsabilité civile professionnelle (soins aux clients : brûlures, réactions allergiques, coupures)', `${randomInt(rng, 5, 9)}00 000 €`, `${randomInt(rng, 3, 6)}00 €`],
    ['Responsabilité civile après livraison des produits vendus', `${randomInt(rng, 3, 8)}00 000 €`, `${randomInt(rng, 3, 6)}00 €`],
    ['Défense pénale et recours', `${randomInt(rng, 15, 30)} 000 €`, 'Seuil 300 €'],
  ]
  s.text('Montants des garanties (par sinistre et par année d’assurance)', 40, y, {color, font: H.bold, size: 9.4})
  y = s.table({
    columns: [{width: 320}, {align: 'right', width: 105}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Plafonds', 'Franchises']],
    headerFill: tint,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: rows.map((r) => r.map((c, j) => (j === 0 ? {size: Math.min(7.8, 312 / H.regular.widthOfTextAtSize(c, 1)), text: c} : c))),
    ruleColor: hex('#b9b4a8'),
    size: 8.2,
    verticalRules: true,
    x: 40,
    y: y + 6,
  })

  y += 28
  s.text(`Fait à ${ins.town}, le ${slashDate(signed)}`, R, y, {align: 'right', color: ink, size: 9.4})
  s.text('Pour la société, le Directeur technique', R, y + 14, {align: 'right', color: soft, size: 8.4})
  s.path(signaturePath(rng, 96), R - 130, y + 24, {lineWidth: 1, stroke: hex('#1e2f7a')})

  s.hline(40, 555, 792, {color: soft, width: 0.4})
  s.paragraph(ins.legal, 40, 804, 515, {align: 'center', color: soft, leading: 8.4, size: 6.6})

  // The coffee: a ring where the cup stood, a second ring cut by the edge, drops.
  const stain = (cx0: number, cy0: number, r: number, strength: number) => {
    const shape = blob(rng, r, r * (0.94 + rng() * 0.08), 22, 0.05)
    f.path(shape, cx0, cy0, {blend: BlendMode.Multiply, fill: coffee, opacity: 0.15 * strength})
    f.path(shape, cx0, cy0, {blend: BlendMode.Multiply, lineWidth: 2.6, opacity: 0.55 * strength, stroke: coffee})
    f.path(blob(rng, r - 2.5, r - 3, 22, 0.04), cx0, cy0, {blend: BlendMode.Multiply, lineWidth: 1.2, opacity: 0.35 * strength, stroke: hex('#6e4221')})
    const runs = randomInt(rng, 1, 3)
    for (let i = 0; i < runs; i++) {
      const a = rng() * Math.PI * 2
      f.path(blob(rng, r * 0.22, r * 0.12, 12, 0.2), cx0 + Math.cos(a) * r, cy0 + Math.sin(a) * r, {blend: BlendMode.Multiply, fill: coffee, opacity: 0.18 * strength})
    }
  }

  const ringX = [330, 420, 400, 470][k] + randomInt(rng, -20, 20)
  const ringY = [560, 600, 330, 630][k] + randomInt(rng, -15, 15)
  stain(ringX, ringY, 44 + rng() * 5, 1)
  stain(rng() < 0.5 ? 588 : 8, randomInt(rng, 200, 700), 41, 0.7)
  for (let i = 0; i < 6; i++) {
    const r = 1.5 + rng() * 3.5
    f.path(blob(rng, r, r, 10, 0.2), ringX + randomInt(rng, -90, 90), ringY + randomInt(rng, -110, 110), {blend: BlendMode.Multiply, fill: coffee as RGB, opacity: 0.3})
  }

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: ins.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/salon-coiffure-tache-cafe',
    notes: [
      "a hair and beauty salon's liability certificate from a trades' insurer's multi-risk contract, scanned with a coffee stain: a ring where the cup stood, a second ring cut by the edge, drops",
      'two columns: "Vos références" as labels above values at the left (the contract\'s number), the certificate at the right (the insured with its form, the SIREN grouped, the seat, the activity in a frame, "Période de validité : du 01/04/2032 au 31/03/2033")',
      "decoys: the certificate's number, the product, the first effective date, the annual due date, the customer's number, the agency and its phone, the guarantees' limits and excesses, the signing date, the insurer's SIREN and address",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
