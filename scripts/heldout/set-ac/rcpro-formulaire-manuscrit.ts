/**
 * HELD-OUT attestation_rc_pro/formulaire-pre-imprime-rempli-main: the professional liability
 * certificate that a GENERAL AGENT of a mutual insurer FILLS IN BY HAND on the insurer's
 * PRE-PRINTED PAD (a carbonless pad: this is the customer's yellow copy; four invented insurers),
 * stamps and signs at the counter: the insurer's band at the top with "ATTESTATION D'ASSURANCE -
 * Responsabilité civile professionnelle", the pad's SERIAL NUMBER printed in red (a decoy); the
 * pre-printed sentence "Je soussigné(e), agent général de <the insurer>, certifie que :" and
 * LABELS OVER DOTTED LINES on which the agent wrote in blue ink: the insured's name with its form,
 * the SIREN ONE DIGIT PER PRE-PRINTED BOX, the address, the contract's number, the activities
 * (on up to three dotted lines), the period WRITTEN INTO PRE-PRINTED SLASHES ("du 01 / 01 / 2031
 * au 31 / 12 / 2031"); a pre-printed table of guarantees with handwritten limits and the excess
 * (decoys); "Fait à ..., le ..." written by hand (a decoy date); the agent's rubber stamp (the
 * agency's name, address, ORIAS number and agent code: decoys) with the signature; the insurer's
 * registration in the footer (a decoy identifier and address).
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper, wrap} from '../util.js'

interface Insurer {
  name: string
  initials: string
  color: string
  legal: string
  prefix: string
}

const INSURERS: Insurer[] = [
  {color: '#1d4f91', initials: 'MBA', legal: "MUTUELLE DU BASSIN ATLANTIQUE - Société d'assurance mutuelle à cotisations variables - Entreprise régie par le code des assurances - Siège social : 14 quai de la Fosse, 44000 Nantes - SIREN 775 612 938", name: 'MUTUELLE DU BASSIN ATLANTIQUE', prefix: 'RCP'},
  {color: '#8a1c2b', initials: 'PR', legal: 'LA PROTECTRICE RHODANIENNE - SA au capital de 24 000 000 € entièrement versé - Entreprise régie par le code des assurances - 9 place Bellecour, 69002 Lyon - 402 218 775 RCS Lyon', name: 'LA PROTECTRICE RHODANIENNE', prefix: 'PRO'},
  {color: '#1f6b4a', initials: 'AMC', legal: "ASSURANCES MUTUELLES DU CENTRE - Société d'assurance mutuelle - Entreprise régie par le code des assurances - 3 boulevard de Lattre, 45000 Orléans - SIREN 781 440 127", name: 'ASSURANCES MUTUELLES DU CENTRE', prefix: 'AP'},
  {color: '#5b3a8c', initials: 'É', legal: "L'ÉGIDE IARD - SA au capital de 11 500 000 € - Entreprise régie par le code des assurances - 40 rue de la Bourse, 33000 Bordeaux - 418 552 060 RCS Bordeaux", name: "L'ÉGIDE IARD", prefix: 'EG'},
]

const AGENTS = ['MOREL', 'LE GOFF', 'BARTHÉLEMY', 'CASTEL']

export async function rcproFormulaireManuscrit(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const ins = INSURERS[k]
  const agentName = AGENTS[k]
  const firstOfMonth = `${facts.asOf.slice(0, 7)}-01`
  const start = addMonths(firstOfMonth, -randomInt(rng, 0, 6))
  const end = addDays(addMonths(start, 12), -1)
  const signed = addDays(facts.asOf, -randomInt(rng, 3, 25))
  const insured = k % 2 === 0 ? `${company.legalForm} ${company.name}` : `${company.name} ${company.legalForm}`
  const policy = `${ins.prefix} ${randomDigits(rng, 2)} ${randomDigits(rng, 5)}`
  const serial = `N° ${randomInt(rng, 1, 9)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const seat = `${company.address.lines.join(', ')}, ${company.address.postcode} ${company.address.city}`
  const town = company.address.city
  const orias = `${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const agentCode = randomDigits(rng, 4)
  const agencyStreet = `${randomInt(rng, 2, 60)} ${['rue Nationale', 'place du Marché', 'avenue de la Gare', 'rue de la Poste'][k]}`
  const color = hex(ins.color)
  const ink = hex('#222222')
  const soft = hex('#555555')
  const blue = hex('#1b2f8e')
  const red = hex('#c0262d')
  const paper = hex('#fbf5d8')
  const violet = hex('#5a3b8f')

  const {doc, fonts} = await newDocument({author: '', creator: 'HP Smart', date: addDays(signed, randomInt(rng, 1, 8)), producer: 'HP Smart Scan', title: `scan_${randomDigits(rng, 6)}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const W = R - L

  // The pad's yellow copy.
  s.box(0, 0, s.width, s.height, {fill: paper})
  s.box(L - 10, 28, W + 20, 62, {fill: color})
  s.circle(L + 22, 59, 20, {fill: hex('#ffffff')})
  s.text(ins.initials, L + 22, 64, {align: 'center', color, font: H.bold, size: ins.initials.length > 2 ? 12 : 15})
  s.text(ins.name, L + 52, 52, {color: hex('#ffffff'), font: H.bold, size: Math.min(14, 300 / H.bold.widthOfTextAtSize(ins.name, 1))})
  s.text("ATTESTATION D'ASSURANCE", L + 52, 68, {color: hex('#ffffff'), font: H.bold, size: 10})
  s.text('Responsabilité civile professionnelle', L + 52, 81, {color: hex('#ffffff'), size: 8.6})
  s.text(serial, R, 104, {align: 'right', color: red, font: fonts.courier.bold, size: 11})
  s.text('Exemplaire assuré', R, 52, {align: 'right', color: hex('#ffffff'), size: 7.6})

  const hand = (value: string, x: number, y: number, size = 13, font: PDFFont = T.italic, c: RGB = blue) => s.text(value, x, y, {color: c, font, rotate: (rng() - 0.5) * 1.2, size})
  const dotted = (x1: number, x2: number, y: number) => s.hline(x1, x2, y + 2, {color: soft, dash: [0.8, 2.2], width: 0.7})

  let y = 124
  const iw = s.text('Je soussigné(e), agent général de la société', L, y, {color: ink, size: 9.6})
  const nw = s.text(ins.name, L + iw + 4, y, {color: ink, font: H.bold, size: 9.6})
  s.text(', certifie que :', L + iw + nw + 5.5, y, {color: ink, size: 9.6})
  y += 34

  // Label, dotted line, the agent's writing.
  const field = (label: string, value: string, at: number) => {
    const w = s.text(label, L, at, {color: ink, size: 9.2})
    dotted(L + w + 6, R, at)
    const size = Math.min(13, (R - L - w - 16) / T.italic.widthOfTextAtSize(value, 1))
    hand(value, L + w + 12, at - 2, size)
  }

  field("Nom ou raison sociale de l'assuré :", insured, y)
  y += 32
  // The SIREN: one digit per pre-printed box.
  const sw = s.text('N° SIREN :', L, y, {color: ink, size: 9.2})
  for (let d = 0; d < 9; d++) {
    const bx = L + sw + 12 + d * 19 + (d >= 3 ? 6 : 0) + (d >= 6 ? 6 : 0)
    s.box(bx, y - 15, 17, 21, {lineWidth: 0.7, stroke: soft})
    hand(company.siren[d], bx + 4.5, y + 1, 13.5)
  }

  y += 32
  field('Adresse :', seat, y)
  y += 32
  field('est titulaire du contrat n° :', policy, y)
  y += 22
  y = s.paragraph(
    `souscrit auprès de la société ${ins.name}, garantissant les conséquences pécuniaires de la responsabilité civile qu'il peut encourir dans l'exercice de ses activités professionnelles déclarées, à savoir :`,
    L,
    y,
    W,
    {color: ink, leading: 12, size: 9.2},
  )
  y += 16
  const activity = wrap(company.activity, W - 20, T.italic, 12.5)
  for (let j = 0; j < 3; j++) {
    dotted(L, R, y)
    if (activity[j]) hand(activity[j], L + 8, y - 2, 12.5)
    y += 26
  }

  // The period, written into pre-printed slashes.
  y += 6
  const pw = s.text('Période de validité :', L, y, {color: ink, font: H.bold, size: 9.4})
  let x = L + pw + 12
  const date = (iso: string) => {
    const parts = [iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4)]
    parts.forEach((part, j) => {
      dotted(x, x + (j === 2 ? 40 : 24), y)
      hand(part, x + 3, y - 2, 13.5)
      x += j === 2 ? 44 : 26
      if (j < 2) {
        s.text('/', x, y, {color: ink, size: 11})
        x += 9
      }
    })
  }

  x += s.text('du', x, y, {color: ink, size: 9.4}) + 8
  date(start)
  x += 10
  x += s.text('au', x, y, {color: ink, size: 9.4}) + 8
  date(end)
  s.text('(inclus)', x + 6, y, {color: soft, size: 8})
  y += 30

  // The guarantees with handwritten limits.
  s.text('Montants des garanties', L, y, {color, font: H.bold, size: 9.4})
  y += 6
  const rows = [
    'Responsabilité civile exploitation - tous dommages confondus',
    'dont dommages matériels et immatériels consécutifs',
    'Responsabilité civile professionnelle (par sinistre et par année)',
    'Franchise par sinistre',
  ]
  const limits = [`${randomInt(rng, 5, 9)} 000 000 €`, `${randomInt(rng, 1, 3)} 500 000 €`, `${randomInt(rng, 3, 8)}00 000 €`, `${randomInt(rng, 3, 10)}00 €`]
  const top = y
  rows.forEach((label, j) => {
    s.text(label, L + 8, y + 15, {color: ink, size: 8.6})
    hand(limits[j], R - 148, y + 15, 12.5)
    y += 22
    if (j < rows.length - 1) s.hline(L, R, y, {color: soft, width: 0.4})
  })
  s.box(L, top, W, y - top, {lineWidth: 0.7, stroke: soft})
  s.vline(R - 160, top, y, {color: soft, width: 0.5})
  y += 18
  y = s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée sous réserve du paiement des cotisations et ne constitue pas une présomption de garantie en cas de sinistre.",
    L,
    y,
    W,
    {color: soft, font: H.italic, leading: 10.6, size: 8},
  )

  // "Fait à ..., le ...", the stamp and the signature.
  y += 22
  const fw = s.text('Fait à', L, y, {color: ink, size: 9.4})
  dotted(L + fw + 6, L + 180, y)
  hand(town, L + fw + 12, y - 2, 13)
  const lw = s.text(', le', L + 186, y, {color: ink, size: 9.4})
  dotted(L + 190 + lw, L + 300, y)
  hand(`${signed.slice(8, 10)}/${signed.slice(5, 7)}/${signed.slice(0, 4)}`, L + 196 + lw, y - 2, 13)
  s.text("Cachet et signature de l'agent général", R - 200, y + 26, {color: ink, size: 8.6})

  const angle = (rng() - 0.5) * 6
  const sx = R - 206
  const sy = y + 40
  const r = (angle * Math.PI) / 180
  const at = (u: number, v: number) => ({x: sx + u * Math.cos(r) + v * Math.sin(r), y: sy - u * Math.sin(r) + v * Math.cos(r)})
  const corner = at(0, 74)
  s.box(corner.x, corner.y - 74, 200, 74, {lineWidth: 1.3, rotate: angle, stroke: violet})
  const stamp = [
    [`CABINET ${agentName} ASSURANCES`, H.bold, 8.6],
    [`Agent général ${ins.name}`, H.regular, 6.8],
    [`${agencyStreet} - ${company.address.postcode} ${upper(town)}`, H.regular, 6.8],
    [`ORIAS n° ${orias} - www.orias.fr`, H.regular, 6.8],
    [`Code agent ${agentCode}`, H.regular, 6.8],
  ] as const
  stamp.forEach(([line, font, size], j) => {
    const fit = Math.min(size, 186 / font.widthOfTextAtSize(line, 1))
    const p = at(100 - font.widthOfTextAtSize(line, fit) / 2, 16 + j * 13)
    s.text(line, p.x, p.y, {color: violet, font, rotate: angle, size: fit})
  })
  s.path(signaturePath(rng, 96), sx + 40, sy + 30, {lineWidth: 1.1, stroke: blue})

  s.hline(L, R, 796, {color: soft, width: 0.5})
  s.paragraph(ins.legal, L, 808, W, {align: 'center', color: soft, leading: 8.4, size: 6.6})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: ins.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/formulaire-pre-imprime-rempli-main',
    notes: [
      "a general agent's pre-printed certificate pad (the customer's yellow copy) filled in by hand in blue ink, stamped and signed",
      'labels over dotted lines with handwritten values; the SIREN one digit per box; the activities on up to three dotted lines; the period written into pre-printed slashes ("du 01 / 01 / 2031 au 31 / 12 / 2031")',
      "decoys: the pad's red serial number, the handwritten limits and excess, the handwritten signing date, the agent's stamp (agency, address, ORIAS number, agent code), the insurer's SIREN and address in the footer",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
