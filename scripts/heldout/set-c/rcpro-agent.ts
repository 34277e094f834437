/**
 * HELD-OUT attestation_rc_pro/agent-general: an RC Pro certificate of a large general insurer
 * issued by its tied agent (AXA / Allianz "agent général" style): the insurer's square logo top
 * left, the agency's block top right ("Cabinet ..., Agent général", ORIAS number, phone), the
 * insured company in the window, then a title band "ATTESTATION D'ASSURANCE" / "Responsabilité
 * civile professionnelle", a framed two-column grid whose labels are small capitals in a grey
 * column ("ASSURÉ", "ADRESSE", "N° SIREN", "ACTIVITÉ(S) DÉCLARÉE(S)", "N° DE CONTRAT", "FORMULE",
 * "DATE D'EFFET DU CONTRAT" (the inception, a decoy), "ÉCHÉANCE PRINCIPALE" ("1er avril", no
 * year), "PÉRIODE DE VALIDITÉ DE L'ATTESTATION" → "Du 01/04/2026 au 31/03/2027"), the table of
 * guarantees with section rows ("Responsabilité civile exploitation", "Responsabilité civile
 * professionnelle", "Défense pénale et recours") and columns "NATURE DES GARANTIES | LIMITES DE
 * GARANTIE | FRANCHISES", the usual reservation, "Fait à Lyon, le 12 mars 2026", the agent's
 * signature and stamp, and the insurer's legal footer (Société anonyme, RCS, Code des
 * assurances). The insurer is named in the logo, the sentence and the footer, never labelled.
 */
import {
  addDays,
  addMonths,
  addressLines,
  BLACK,
  type Facts,
  type GeneratedDocument,
  GREY,
  groupedSiren,
  hex,
  longDate,
  MONTHS_FR,
  newDocument,
  pick,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  WHITE,
} from '../util.js'

const INSURER = 'Axiome France IARD'

export async function rcproAgent(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const company = facts.company
  const anniversary = `${addMonths(facts.asOf, -randomInt(rng, 1, 10)).slice(0, 7)}-01`
  const start = anniversary
  const end = addDays(addMonths(start, 12), -1)
  const issued = params.issueDate ?? (() => {
    const candidate = addDays(start, randomInt(rng, 1, 40))
    return candidate > facts.asOf ? addDays(facts.asOf, -randomInt(rng, 1, 10)) : candidate
  })()
  const inception = `${Number(start.slice(0, 4)) - randomInt(rng, 1, 6)}${start.slice(4)}`
  const policy = `${randomDigits(rng, 9)}04`
  const insured = `${company.name} ${company.legalForm}`
  const agent = pick(rng, ['Cabinet MARCHAL & ASSOCIÉS', 'Cabinet Hélène ROCHE', 'Cabinet LE BIHAN Assurances', 'Cabinet GARNIER-FAYOLLE'])
  const agencyTown = company.address.city
  const red = hex('#00008f')

  const {doc, fonts} = await newDocument({author: agent, creator: 'Axiome - Poste agent', date: issued, producer: 'Axiome Editique', title: 'Attestation RC Pro'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 45
  const R = 550

  // Logo, agency, window.
  s.box(L, 36, 40, 40, {fill: red})
  s.text('AX', L + 20, 62, {align: 'center', color: WHITE, font: H.bold, size: 15})
  s.hline(L + 4, L + 36, 70, {color: hex('#ff1721'), width: 2})
  s.text(agent, R, 44, {align: 'right', font: H.bold, size: 8.5})
  s.text(`Agent général ${INSURER.replace(' France IARD', '')}`, R, 55, {align: 'right', size: 8})
  s.text(`${randomInt(rng, 2, 60)} ${pick(rng, ['place de la République', 'rue Nationale', 'avenue de la Gare', 'boulevard Gambetta'])} - ${company.address.postcode} ${agencyTown}`, R, 66, {align: 'right', size: 8})
  s.text(`N° ORIAS ${randomDigits(rng, 2)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Tél. 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, R, 77, {align: 'right', color: GREY, size: 7.5})
  s.lines([insured, ...addressLines(company.address, 'upper')], 330, 128, {leading: 12, size: 10})

  // Title band.
  let y = 196
  s.box(L, y, R - L, 38, {fill: red})
  s.text("ATTESTATION D'ASSURANCE", s.width / 2, y + 16, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.text('Responsabilité civile professionnelle', s.width / 2, y + 30, {align: 'center', color: WHITE, size: 9.5})

  y += 52
  y = s.paragraph(`${INSURER}, dont le siège social est situé 18 esplanade du Général de Gaulle, 92800 Puteaux, atteste que l'assuré ci-dessous est titulaire d'un contrat d'assurance garantissant sa responsabilité civile dans le cadre des activités déclarées :`, L, y, R - L, {leading: 12, size: 9})

  // The grid.
  y += 4
  const rows: [string, string[]][] = [
    ['ASSURÉ', [insured]],
    ['ADRESSE', [`${company.address.lines.join(', ')}, ${company.address.postcode} ${company.address.city}`]],
    ['N° SIREN', [groupedSiren(company.siren)]],
    ['ACTIVITÉ(S) DÉCLARÉE(S)', [company.activity]],
    ['N° DE CONTRAT', [policy]],
    ['FORMULE', ['Multirisque professionnelle - option RC Pro']],
    ["DATE D'EFFET DU CONTRAT", [slashDate(inception)]],
    ['ÉCHÉANCE PRINCIPALE', [`${start.slice(8, 10) === '01' ? '1er' : Number(start.slice(8, 10))} ${MONTHS_FR[Number(start.slice(5, 7)) - 1]}`]],
    ["PÉRIODE DE VALIDITÉ DE L'ATTESTATION", [`Du ${slashDate(start)} au ${slashDate(end)}`]],
  ]
  const labelW = 170
  const gridTop = y
  for (const [label, values] of rows) {
    const lines = values.flatMap((v) => (fonts.helvetica.regular.widthOfTextAtSize(v, 9) > R - L - labelW - 12 ? wrapTwo(v, fonts.helvetica.regular, R - L - labelW - 12) : [v]))
    const h = 8 + lines.length * 11
    s.box(L, y, labelW, h, {fill: hex('#eeeeee')})
    s.text(label, L + 6, y + 12.5, {font: H.bold, size: 7.5})
    lines.forEach((v, i) => s.text(v, L + labelW + 8, y + 12.5 + i * 11, {font: label === 'ASSURÉ' || label === 'N° DE CONTRAT' ? H.bold : H.regular, size: 9}))
    s.hline(L, R, y + h, {color: GREY, width: 0.4})
    y += h
  }

  s.box(L, gridTop, R - L, y - gridTop, {lineWidth: 0.7, stroke: BLACK})
  s.vline(L + labelW, gridTop, y, {color: GREY, width: 0.4})

  // Guarantees.
  y += 20
  const cols = [{width: 250}, {align: 'right' as const, width: 160}, {align: 'right' as const, width: R - L - 410}]
  y = s.table({
    columns: cols,
    font: H.regular,
    frame: true,
    header: [['NATURE DES GARANTIES', 'LIMITES DE GARANTIE', 'FRANCHISES']],
    headerColor: WHITE,
    headerFill: red,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: [
      [{font: H.bold, text: 'Responsabilité civile exploitation'}, '', ''],
      ['Tous dommages confondus', '9 000 000 € par sinistre', 'Néant'],
      ['dont dommages matériels et immatériels consécutifs', '1 500 000 € par sinistre', '500 €'],
      [{font: H.bold, text: 'Responsabilité civile professionnelle'}, '', ''],
      ['Tous dommages confondus', `${pick(rng, ['500 000', '1 000 000', '1 500 000'])} € par année`, `${pick(rng, ['750', '1 000', '1 500'])} €`],
      ['dont dommages immatériels non consécutifs', `${pick(rng, ['150 000', '300 000'])} € par année`, `${pick(rng, ['750', '1 000'])} €`],
      [{font: H.bold, text: 'Défense pénale et recours'}, '50 000 € par litige', 'Seuil 400 €'],
    ],
    size: 8,
    verticalRules: true,
    x: L,
    y,
  })

  y = s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée sous réserve du paiement des cotisations et pour servir et valoir ce que de droit.",
    L,
    y + 16,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )
  s.text(`Fait à ${agencyTown}, le ${longDate(issued)}`, 320, y + 14, {size: 9.5})
  s.text(`Pour ${INSURER}, l'Agent général`, 320, y + 28, {size: 8.5})
  s.path(signaturePath(rng, 90), 330, y + 36, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.box(440, y + 40, 100, 40, {lineWidth: 1, opacity: 0.7, stroke: red})
  s.text(agent.replace('Cabinet ', '').slice(0, 22), 490, y + 56, {align: 'center', color: red, font: H.bold, size: 6.5})
  s.text('AGENT GÉNÉRAL', 490, y + 68, {align: 'center', color: red, size: 6})

  s.paragraph(
    `${INSURER} - Société anonyme au capital de 184 512 980 € - 512 338 104 R.C.S. Nanterre - Entreprise régie par le Code des assurances - Siège social : 18 esplanade du Général de Gaulle, 92800 Puteaux. Opérations d'assurance exonérées de TVA (art. 261-C CGI).`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.3},
  )

  return {
    fields: {
      activites: company.activity,
      assure: insured,
      assure_siren: company.siren,
      assureur: INSURER,
      numero_police: policy,
      periode_debut: start,
      periode_fin: end,
    },
    layout: 'attestation_rc_pro/agent-general',
    notes: ['two-column grid with small-capital labels', '"PÉRIODE DE VALIDITÉ DE L\'ATTESTATION" → "Du … au …"', 'inception and principal anniversary as decoys', 'table of guarantees'],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}

/** Splits a value in two lines at the last space that fits. */
function wrapTwo(value: string, font: {widthOfTextAtSize: (t: string, s: number) => number}, width: number): string[] {
  const words = value.split(' ')
  let head = ''
  let k = 0
  while (k < words.length && font.widthOfTextAtSize(`${head} ${words[k]}`.trim(), 9) <= width) head = `${head} ${words[k++]}`.trim()
  return [head, words.slice(k).join(' ')]
}
