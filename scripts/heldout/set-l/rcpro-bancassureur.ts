/**
 * HELD-OUT attestation_rc_pro/bancassureur: the insurance certificate of a small business's
 * MULTI-RISK contract sold by its BANK and written by the bank's insurance subsidiary
 * (bancassurance), downloaded from the online banking's "Mes contrats d'assurance" menu: the
 * BANK's mark and name top left (the distributor, not the insurer) with "Intermédiaire en
 * assurance - ORIAS n° 07 012 345" (a decoy number), "Document généré le 12/03/2026" (the issue
 * date) top right; the title "ATTESTATION D'ASSURANCE" and "Multirisque Professionnelle -
 * Responsabilité civile"; the INSURER named in the certifying sentence ("<Insurer>, entreprise
 * régie par le Code des assurances, certifie que ...") and in the footer; a two-column grid of
 * label / value rows ("Assuré" with the legal form, "N° SIREN" grouped, "Adresse des locaux",
 * "Activité assurée", "N° de contrat" in groups, "Formule", "Date d'effet initiale" (a decoy),
 * "Échéance principale", "Votre agence" (the bank branch: a decoy), "Période de validité de
 * l'attestation" as "du 01/04/2026 au 31/03/2027"); the guarantees table with amounts and
 * deductibles; the usual reservation; the insurer's signature; the legal footer of the insurer
 * (SA, capital, RCS: a decoy SIREN) and of the bank.
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, addressLines, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

const INSURERS: Record<string, {insurer: string; short: string; color: string; seat: string; city: string}> = {
  'Banque Lyonnaise de Commerce': {city: 'Lyon', color: '#0f3d7a', insurer: 'BLC Assurances IARD', seat: '18 quai Jean Moulin, 69002 Lyon', short: 'BLC'},
  'Caisse Agricole du Val de Loire': {city: 'Tours', color: '#0a7a5a', insurer: 'Val de Loire Assurances Dommages', seat: '4 boulevard Béranger, 37000 Tours', short: 'CAVL'},
  "Crédit Mutualiste de l'Armorique": {city: 'Brest', color: '#b3122e', insurer: "Assurances du Crédit Mutualiste de l'Armorique", seat: '22 rue de Siam, 29200 Brest', short: 'CMA'},
  'Crédit National Industriel': {city: 'Paris', color: '#3b3b8f', insurer: 'CNI Assurances Dommages', seat: '61 rue Taitbout, 75009 Paris', short: 'CNI'},
}

export async function rcproBancassureur(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const bank = facts.account.bankName
  const ins = INSURERS[bank] ?? INSURERS['Banque Lyonnaise de Commerce']
  const generated = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 30))
  const start = addMonths(`${generated.slice(0, 7)}-01`, -randomInt(rng, 0, 10))
  const end = addDays(addMonths(start, 12), -1)
  const inception = addMonths(start, -12 * randomInt(rng, 1, 6))
  const policy = `${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 2)}`
  const insured = `${company.name} ${company.legalForm}`
  const [, sm] = start.split('-').map(Number)
  const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
  const color = hex(ins.color)
  const pale = hex('#f2f4f8')
  const ink = hex('#1b1f24')
  const insurerSiren = makeSiren(rng)
  const bankBranch = facts.account.branch

  const {doc, fonts} = await newDocument({author: ins.insurer, creator: `${ins.short} - Banque en ligne`, date: generated, producer: 'Apache FOP Version 2.9', title: 'Attestation d\'assurance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Bank (the distributor).
  s.box(L, 32, 44, 30, {fill: color, radius: 4})
  s.text(ins.short, L + 22, 51.5, {align: 'center', color: WHITE, font: H.bold, size: ins.short.length > 3 ? 10 : 12})
  s.text(bank, L + 54, 46, {color: ink, font: H.bold, size: 11.5})
  s.text(`Intermédiaire en assurance - ORIAS n° 07 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`, L + 54, 58, {color: GREY, size: 7.4})
  s.text(`Document généré le ${slashDate(generated)}`, R, 46, {align: 'right', color: ink, size: 8.2})
  s.text('Espace client - Mes contrats d\'assurance', R, 58, {align: 'right', color: GREY, size: 7.4})

  // Title.
  s.box(L, 88, R - L, 44, {fill: color})
  s.text("ATTESTATION D'ASSURANCE", L + 14, 106, {color: WHITE, font: H.bold, size: 15})
  s.text('Multirisque Professionnelle - Responsabilité civile', L + 14, 122, {color: WHITE, size: 9.5})

  let y = s.paragraph(
    `${ins.insurer}, entreprise régie par le Code des assurances, certifie que l'entreprise désignée ci-dessous est titulaire d'un contrat d'assurance Multirisque Professionnelle souscrit par l'intermédiaire de ${bank}, comprenant notamment les garanties de responsabilité civile exploitation et professionnelle, pour les activités déclarées ci-après.`,
    L,
    156,
    R - L,
    {color: ink, leading: 12, size: 9},
  )

  // Grid.
  const rows: [string, string | string[]][] = [
    ['Assuré', insured],
    ['N° SIREN', groupedSiren(company.siren)],
    ['Adresse des locaux assurés', addressLines(company.address).join(', ')],
    ['Activité assurée', company.activity],
    ['N° de contrat', policy],
    ['Formule', pick(rng, ['Essentielle', 'Confort', 'Confort Plus'])],
    ["Date d'effet initiale du contrat", slashDate(inception)],
    ['Échéance principale', `1er ${months[sm - 1]}`],
    ['Votre agence', bankBranch],
    ["Période de validité de l'attestation", `du ${slashDate(start)} au ${slashDate(end)}`],
  ]
  y += 10
  const lw = 170
  for (const [k, [lab, value]] of rows.entries()) {
    const text = Array.isArray(value) ? value.join(' ') : value
    const font = lab === 'Assuré' || lab === 'N° de contrat' ? H.bold : H.regular
    const h = Math.max(18, wrap(text, R - L - lw - 16, font, 8.8).length * 11.5 + 7)
    s.box(L, y, lw, h, {fill: k % 2 === 0 ? pale : hex('#e8ecf3')})
    s.box(L + lw, y, R - L - lw, h, {fill: k % 2 === 0 ? WHITE : hex('#fafbfc')})
    s.text(lab, L + 8, y + 12, {color: GREY, font: H.bold, size: 7.8})
    s.paragraph(text, L + lw + 8, y + 12, R - L - lw - 16, {color: ink, font, leading: 11.5, size: 8.8})
    y += h
  }

  // Guarantees.
  y += 20
  s.text('Principales garanties de responsabilité civile', L, y, {color, font: H.bold, size: 9.6})
  const limit = pick(rng, ['8 000 000 €', '6 000 000 €', '10 000 000 €'])
  y = s.table({
    columns: [{width: 250}, {align: 'right', width: 150}, {align: 'right', width: R - L - 400}],
    font: H.regular,
    frame: true,
    header: [['Garantie', 'Montant maximum', 'Franchise']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['RC exploitation : tous dommages confondus', `${limit} par sinistre`, '250 €'],
      ['  dont dommages matériels et immatériels consécutifs', '1 500 000 € par sinistre', '250 €'],
      ['RC professionnelle : dommages immatériels non consécutifs', `${pick(rng, ['300 000 €', '500 000 €', '750 000 €'])} par année`, '10 % (min. 500 €)'],
      ['Défense pénale et recours', '20 000 € par litige', 'Néant'],
    ],
    ruleColor: hex('#c9d0db'),
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 16
  y = s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit et ne constitue pas une présomption de garantie ; elle est valable sous réserve du paiement des cotisations.",
    L,
    y,
    R - L,
    {color: ink, leading: 11, size: 8.2},
  )

  y += 14
  s.text(`Fait à ${ins.city}, le ${slashDate(generated)}`, L, y, {size: 8.8})
  const sy = s.paragraph(`Pour ${ins.insurer},`, R - 220, y, 220, {leading: 11, size: 8.8})
  s.text('Le Directeur des assurances professionnelles', R - 220, sy + 1, {color: GREY, size: 7.8})
  s.path(signaturePath(rng, 90), R - 210, sy + 10, {lineWidth: 0.9, stroke: hex('#23306b')})

  // Footer.
  s.hline(L, R, 770, {color: hex('#c9d0db'), width: 0.6})
  s.paragraph(
    `${ins.insurer} - Société anonyme au capital de ${pick(rng, ['155 000 000', '88 500 000', '42 000 000'])} euros entièrement versé - Entreprise régie par le Code des assurances - Siège social : ${ins.seat} - RCS ${ins.city} ${groupedSiren(insurerSiren)} - Soumise au contrôle de l'Autorité de contrôle prudentiel et de résolution (ACPR), 4 place de Budapest, CS 92459, 75436 Paris Cedex 09. Contrat distribué par ${bank}, intermédiaire en assurance immatriculé à l'ORIAS (www.orias.fr).`,
    L,
    782,
    R - L,
    {color: GREY, leading: 8.4, size: 6.6},
  )

  return {
    fields: {
      activites: company.activity,
      assure: insured,
      assure_siren: company.siren,
      assureur: ins.insurer,
      numero_police: policy,
      periode_debut: start,
      periode_fin: end,
    },
    layout: 'attestation_rc_pro/bancassureur',
    notes: [
      "bank-distributed multi-risk certificate: the BANK's mark and name at the top, the insurer (its subsidiary) named in the sentence and the footer",
      'label / value grid with the validity period "du ... au ..." on one row; inception date, bank branch, ORIAS number and insurer RCS as decoys',
      'guarantees table; issue date as "Document généré le" and "Fait à ..., le ..."',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
