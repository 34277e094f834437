/**
 * HELD-OUT attestation_fiscale/plan-de-reglement-respecte: the tax compliance certificate of a
 * company that is NOT fully paid up but holds a PAYMENT PLAN (plan de règlement) granted by its
 * SIE and honoured so far: the public procurement code lets the office certify such a company as
 * compliant ("a conclu un accord contraignant ... dont les échéances sont respectées"), and the
 * SIE writes the plan into the certificate. The DDFiP's block at the left and the SIE's address
 * under it (a decoy address); at the right a framed box of references ("Référence", "Dossier suivi
 * par": a decoy person, "Demande reçue le": a decoy date); the title; the company as VALUES IN
 * COLUMNS under column titles in a ruled table ("Dénomination" without the legal form, "Forme
 * juridique" in full and WRAPPED in its narrow column, "N° SIREN" grouped, "N° TVA
 * intracommunautaire" in ONE BLOCK "FR32812345676"), the seat on one line under it; the request
 * made by the company's ACCOUNTING FIRM as mandatary (a decoy company with its own SIREN grouped);
 * the certifying sentence with the situation date and the plan's grant date (decoys); the PLAN'S
 * INSTALMENTS as a table (due dates, amounts, "Payée le ..." or "À échoir": decoy dates); the
 * taxes table (periods: decoys); the issue date ONLY in "Fait à Rouen, le 14 mars 2028" (the month
 * in words) over the accountant's name (a decoy person) and the office's round stamp.
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, lastDayOf, longDate, monthTitle, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

interface Office {
  department: string
  service: string
  address: string[]
  town: string
  agent: string
  accountant: string
  firm: string
}

/** The SIEs of the companies' towns (index.ts PLAN_TOWNS, in order). */
const OFFICES: Office[] = [
  {accountant: 'Hervé LANGLOIS', address: ['Centre des finances publiques', '21 quai Jean Moulin', '76037 ROUEN CEDEX 1'], agent: 'Mme Céline DUVAL', department: 'DE LA SEINE-MARITIME', firm: 'FIDUCIAIRE DU ROUMOIS', service: 'Service des impôts des entreprises de Rouen Rive Droite', town: 'Rouen'},
  {accountant: 'Sylvie MARCHETTI', address: ['Cité administrative Coligny', '131 rue du Faubourg Bannier', '45042 ORLÉANS CEDEX 1'], agent: 'M. Damien LECOQ', department: 'DU LOIRET', firm: 'CABINET LECLERC EXPERTISE ET CONSEIL', service: "Service des impôts des entreprises d'Orléans Nord", town: 'Orléans'},
  {accountant: 'Jean-Luc PEYRAT', address: ['Centre des finances publiques', '30 rue Cruveilhier', '87043 LIMOGES CEDEX'], agent: 'Mme Nadège FAUCHER', department: 'DE LA HAUTE-VIENNE', firm: 'LIMOUSIN AUDIT EXPERTISE', service: 'Service des impôts des entreprises de Limoges', town: 'Limoges'},
  {accountant: 'Frédérique SCHWARTZ', address: ['Centre des finances publiques', '1 rue François de Curel - BP 31065', '57036 METZ CEDEX 1'], agent: 'M. Laurent KIEFFER', department: 'DE LA MOSELLE', firm: "SOCIÉTÉ D'EXPERTISE COMPTABLE DE LA MOSELLE", service: 'Service des impôts des entreprises de Metz', town: 'Metz'},
]

const LONG_FORMS: Record<string, string> = {
  EURL: 'Société à responsabilité limitée à associé unique',
  SA: "Société anonyme à conseil d'administration",
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée à associé unique',
}

export async function fiscalePlanReglement(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const office = OFFICES[typeof params.office === 'number' ? params.office % OFFICES.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 3, 25))
  const received = addDays(issued, -randomInt(rng, 2, 9))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const granted = addDays(issued, -randomInt(rng, 130, 260))
  const count = randomInt(rng, 8, 10)
  const firstDue = addMonths(`${granted.slice(0, 7)}-15`, 1)
  const instalment = randomInt(rng, 60, 400) * 1000 + randomInt(rng, 0, 9) * 100
  const form = LONG_FORMS[company.legalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')
  const firmSiren = makeSiren(rng)
  const reference = `ATRF-${issued.slice(0, 4)}-${company.address.postcode.slice(0, 2)}-${randomDigits(rng, 6)}`
  const planNumber = `PR ${issued.slice(2, 4)} ${randomDigits(rng, 3)} ${randomDigits(rng, 4)}`
  const taxed = monthTitle(addMonths(`${granted.slice(0, 7)}-01`, -randomInt(rng, 2, 4)).slice(0, 7)).toLowerCase()
  const navy = hex('#1f2d5c')
  const ink = hex('#1c1c1c')
  const soft = hex('#5e6068')
  const rule = hex('#9ea3ad')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'ATRF', date: issued, producer: 'DGFiP - Editique SIE', title: `Attestation de régularité fiscale ${company.siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const W = R - L

  // The State block, the direction and the office.
  s.box(L, 34, 9, 12, {fill: hex('#000091')})
  s.box(L + 9, 34, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#bbbbbb')})
  s.box(L + 18, 34, 9, 12, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 60, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 80, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION DÉPARTEMENTALE DES FINANCES PUBLIQUES', office.department], L, 114, {color: navy, font: H.bold, leading: 10, size: 8})
  s.lines([office.service, ...office.address], L, 138, {color: soft, leading: 10, size: 7.8})

  s.box(338, 34, R - 338, 82, {lineWidth: 0.7, stroke: rule})
  const refs: [string, string][] = [
    ['Référence', reference],
    ['Dossier suivi par', office.agent],
    ['Demande reçue le', slashDate(received)],
    ['Plan de règlement', planNumber],
  ]
  refs.forEach(([label, value], k) => {
    s.text(label, 346, 52 + k * 17, {color: soft, size: 7.6})
    s.text(value, R - 8, 52 + k * 17, {align: 'right', color: ink, font: H.bold, size: 8.4})
  })

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', (L + R) / 2, 202, {align: 'center', color: navy, font: H.bold, size: 14})
  s.text("Articles L. 2141-2 et R. 2143-7 du code de la commande publique - article L. 2141-4 (accord contraignant)", (L + R) / 2, 216, {align: 'center', color: soft, font: H.italic, size: 7.6})

  // The company: values in columns under their titles.
  let y = 234
  const cols: [string, string, number, boolean][] = [
    ['Dénomination', company.name, 168, true],
    ['Forme juridique', form, 124, false],
    ['N° SIREN', groupedSiren(company.siren), 82, true],
    ['N° TVA intracommunautaire', company.tva, W - 374, true],
  ]
  const cells = cols.map(([, value, w, bold]) => wrap(value, w - 12, bold ? H.bold : H.regular, 8.8))
  const bodyH = 10 + 11 * Math.max(...cells.map((c) => c.length))
  let cx = L
  s.box(L, y, W, 18, {fill: hex('#e9ebf2')})
  cols.forEach(([title, , w], k) => {
    s.text(title, cx + 6, y + 12, {color: navy, font: H.bold, size: 7.6})
    s.lines(cells[k], cx + 6, y + 31, {color: ink, font: cols[k][3] ? H.bold : H.regular, leading: 11, size: 8.8})
    if (k > 0) s.vline(cx, y, y + 18 + bodyH, {color: rule, width: 0.5})
    cx += w
  })
  s.box(L, y, W, 18 + bodyH, {lineWidth: 0.7, stroke: rule})
  s.hline(L, R, y + 18, {color: rule, width: 0.5})
  y += 18 + bodyH + 16
  s.labelled('Adresse du siège :', seat, L, y, {color: soft, size: 8.6}, {color: ink})
  y += 14
  y = s.paragraph(`Demande présentée le ${slashDate(received)} par ${office.firm}, SIREN ${groupedSiren(firmSiren)}, expert-comptable de l'entreprise, agissant en qualité de mandataire.`, L, y, W, {color: soft, leading: 10.5, size: 8.2})

  y = s.paragraph(
    `Le comptable public soussigné certifie qu'à la date du ${slashDate(situation)}, l'entreprise désignée ci-dessus a souscrit l'ensemble de ses déclarations fiscales et s'est acquittée des impôts et taxes exigibles, à l'exception de la taxe sur la valeur ajoutée de la période de ${taxed}, qui fait l'objet du plan de règlement n° ${planNumber} accordé le ${slashDate(granted)}. Les échéances de ce plan ont été respectées à ce jour : l'entreprise est regardée comme en situation régulière au sens de l'article L. 2141-4 du code de la commande publique.`,
    L,
    y + 12,
    W,
    {color: ink, font: T.regular, justify: true, leading: 12.4, size: 10},
  )

  // The plan's instalments, then the taxes.
  s.text('Échéancier du plan de règlement', L, y + 12, {color: navy, font: H.bold, size: 8.8})
  const rows: string[][] = []
  for (let k = 0; k < count; k++) {
    const due = addMonths(firstDue, k)
    const paid = due <= issued
    rows.push([String(k + 1), slashDate(due), `${frAmount(instalment)} €`, paid ? `Payée le ${slashDate(addDays(due, -randomInt(rng, 0, 4)))}` : 'À échoir'])
  }
  const half = Math.ceil(rows.length / 2)
  const planTable = (part: string[][], x: number) =>
    s.table({
      columns: [{align: 'center', width: 24}, {align: 'center', width: 64}, {align: 'right', width: 70}, {width: W / 2 - 166}],
      font: H.regular,
      frame: true,
      header: [['N°', 'Échéance', 'Montant', 'Situation']],
      headerFill: hex('#e9ebf2'),
      headerFont: H.bold,
      rowHeight: 14,
      rowRules: true,
      rows: part,
      ruleColor: rule,
      size: 7.6,
      verticalRules: true,
      x,
      y: y + 18,
    })
  const bottom = planTable(rows.slice(0, half), L)
  planTable(rows.slice(half), L + W / 2 + 8)
  y = bottom + 18

  s.text('Situation au regard des impôts', L, y, {color: navy, font: H.bold, size: 8.8})
  const year = Number(issued.slice(0, 4))
  const closed = Number(issued.slice(5, 7)) >= 5 ? year - 1 : year - 2
  y = s.table({
    columns: [{width: 200}, {width: 150}, {width: W - 350}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Période', 'Situation']],
    headerFill: hex('#e9ebf2'),
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Impôt sur les sociétés', `Exercice clos le ${slashDate(`${closed}-12-31`)}`, 'À jour'],
      ['Taxe sur la valeur ajoutée', `Jusqu'au ${slashDate(lastDayOf(situation.slice(0, 7)))}`, 'Plan de règlement respecté'],
      ['Cotisation foncière des entreprises', String(year - 1), 'À jour'],
      ['Taxe sur les véhicules de sociétés', String(year - 1), 'Néant'],
    ],
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y += 28
  s.text(`Fait à ${office.town}, le ${longDate(issued)}`, R - 210, y, {color: ink, font: T.regular, size: 10.5})
  s.lines(['Le comptable public,', `responsable du ${office.service.replace('Service des impôts des entreprises', 'SIE')}`, office.accountant], R - 210, y + 16, {color: ink, font: T.italic, leading: 11.5, size: 9})
  s.path(signaturePath(rng, 90), R - 200, y + 66, {lineWidth: 0.9, stroke: hex('#22307a')})
  const stamp = hex('#34408f')
  s.circle(L + 60, y + 36, 36, {lineWidth: 1.2, stroke: stamp})
  s.circle(L + 60, y + 36, 27, {lineWidth: 0.5, stroke: stamp})
  s.text('FINANCES PUBLIQUES', L + 60, y + 33, {align: 'center', color: stamp, font: H.bold, size: 5.6})
  s.text(`SIE ${upper(office.town)}`, L + 60, y + 42, {align: 'center', color: stamp, size: 5.6})

  s.hline(L, R, 790, {color: rule, width: 0.4})
  s.paragraph(
    "La présente attestation ne préjuge pas des résultats d'un contrôle fiscal ultérieur. Elle cesse de produire effet si une échéance du plan de règlement n'est pas honorée à sa date. L'acheteur public peut en vérifier l'authenticité auprès du service émetteur.",
    L,
    801,
    W,
    {color: soft, leading: 8.6, size: 6.8},
  )

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/plan-de-reglement-respecte',
    notes: [
      "a tax compliance certificate of a company under a payment plan it honours: the plan's number, grant date and instalments are written into it",
      'the company as values in columns under their titles (the legal form in full wrapped in its narrow column, the SIREN grouped, the VAT number in one block)',
      "decoys: the accounting firm that requested it and its SIREN, the request's date, the situation date, the instalments' due and payment dates, the taxes' periods, the office's address; the issue date only in \"Fait à ..., le <date in words>\"",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
