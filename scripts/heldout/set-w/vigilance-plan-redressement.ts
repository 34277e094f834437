/**
 * HELD-OUT attestation_vigilance/plan-de-redressement: the vigilance certificate of a company that
 * came out of RECEIVERSHIP WITH A CONTINUATION PLAN (redressement judiciaire, plan de redressement
 * arrêté par le tribunal): the Urssaf certifies that it is up to date with the contributions falling
 * due AFTER THE OPENING JUDGMENT and with the plan's instalments for the earlier debt. A TWO-COLUMN
 * PAGE: the main column at the left with the Urssaf's mark and regional address (a decoy address),
 * the title, the company as LABEL : VALUE LINES ("Raison sociale" the name alone, "Forme
 * juridique", "SIRET" grouped, "Adresse" on its lines), the certifying sentence with the situation
 * date (a decoy), a TINTED BOX "Procédure collective" (the court, the OPENING JUDGMENT's date and
 * the PLAN's date, the plan's duration, the court-appointed PLAN SUPERVISOR with his office's
 * address: decoy dates, person and address), the table of the last periods declared (decoys); and
 * a NARROW RIGHT COLUMN of LABEL-ABOVE-VALUE CARDS: "Date d'émission" (the truth, "14/03/2028"),
 * "Identifiant de l'attestation" (a decoy), "Code de sécurité" (the truth), "Compte cotisant" (a
 * decoy), "Période de référence" (a decoy month), the verification help.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, monthTitle, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE, wrap} from '../util.js'

const SUPERVISORS = [
  ['SELARL MJ Synergie, Me Frédéric ROUSSEL', '6 rue Mercière, 69002 Lyon'],
  ['SCP Alliance Mandataires, Me Isabelle CORNU', '15 rue Esquermoise, 59000 Lille'],
  ['SELAS Ajire, Me Christophe BODIN', '4 rue du Calvaire, 44000 Nantes'],
  ['SELARL Athena, Me Nathalie FOURNIER', '27 allées Jean Jaurès, 31000 Toulouse'],
]

export async function vigilancePlanRedressement(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.supervisor === 'number' ? params.supervisor % SUPERVISORS.length : 0
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 3, 30))
  const situation = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const opening = addDays(issued, -randomInt(rng, 500, 1100))
  const plan = addDays(opening, randomInt(rng, 180, 330))
  const years = randomInt(rng, 6, 10)
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const id = `${randomDigits(rng, 4)}${randomDigits(rng, 4)}${randomDigits(rng, 4)}`
  const account = `${randomDigits(rng, 3)} ${randomDigits(rng, 7)} ${randomDigits(rng, 5)}`
  const [supervisor, supervisorAddress] = SUPERVISORS[k]
  const court = `Tribunal de commerce de ${company.registry}`
  const periods = [1, 2, 3].map((n) => addMonths(issued, -n).slice(0, 7))
  const blue = hex('#0b3b7f')
  const ink = hex('#1c1f25')
  const soft = hex('#5a5f69')
  const tint = hex('#fff4e0')
  const card = hex('#edf2f9')
  const rule = hex('#b9c3d3')

  const {doc, fonts} = await newDocument({author: 'Urssaf', creator: 'Urssaf - Attestations', date: issued, producer: 'Urssaf Editique', title: `Attestation de vigilance ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const MW = 352
  const CX = L + MW + 16
  const R = 556
  const CW = R - CX

  // The main column.
  s.box(L, 32, 70, 24, {fill: blue, radius: 3})
  s.text('Urssaf', L + 35, 49, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.lines([`Urssaf - direction régionale`, `TSA ${randomDigits(rng, 5)}`, `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(company.registry)} CEDEX ${randomInt(rng, 1, 9)}`], L + 82, 38, {color: soft, leading: 9.2, size: 7.2})

  s.text('ATTESTATION DE VIGILANCE', L, 100, {color: blue, font: H.bold, size: 15})
  s.text('Entreprise bénéficiant d\'un plan de redressement', L, 114, {color: soft, font: H.italic, size: 8.6})

  let y = 144
  const line = (label: string, values: string[], bold = false) => {
    s.text(`${label} :`, L, y, {color: soft, size: 8.6})
    const lw = H.regular.widthOfTextAtSize(`${label} :`, 8.6) + 6
    const vx = L + Math.max(lw, 96)
    const lines = values.flatMap((v) => wrap(v, MW - (vx - L), bold ? H.bold : H.regular, 9.2))
    s.lines(lines, vx, y, {color: ink, font: bold ? H.bold : H.regular, leading: 11.5, size: 9.2})
    y += 11.5 * lines.length + 5
  }

  line('Raison sociale', [company.name], true)
  line('Forme juridique', [company.legalForm])
  line('SIRET', [groupedSiret(company.siret)], true)
  line('Adresse', address)

  y += 8
  y = s.paragraph(
    `L'Urssaf atteste que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales dont l'échéance est postérieure au jugement d'ouverture, ainsi que des échéances du plan de redressement pour le passif antérieur, au ${slashDate(situation)}.`,
    L,
    y,
    MW,
    {color: ink, leading: 12.2, size: 9},
  )

  y += 8
  const proc: [string, string][] = [
    ['Juridiction', court],
    ["Jugement d'ouverture (redressement judiciaire)", slashDate(opening)],
    ['Jugement arrêtant le plan de redressement', longDate(plan)],
    ['Durée du plan', `${years} ans - échéances annuelles`],
    ["Commissaire à l'exécution du plan", `${supervisor}, ${supervisorAddress}`],
  ]
  const rows = proc.map(([label, value]) => ({label, lines: wrap(value, MW - 176, H.regular, 8.2)}))
  const boxH = 26 + rows.reduce((sum, r) => sum + r.lines.length * 10.5 + 5, 0)
  s.box(L, y, MW, boxH, {fill: tint, lineWidth: 0.6, stroke: hex('#e0b96a')})
  s.text('Procédure collective', L + 10, y + 15, {color: hex('#8a5a00'), font: H.bold, size: 8.8})
  let py = y + 30
  for (const r of rows) {
    const labels = wrap(r.label, 150, H.regular, 7.6)
    s.lines(labels, L + 10, py, {color: soft, leading: 9.5, size: 7.6})
    s.lines(r.lines, L + 170, py, {color: ink, leading: 10.5, size: 8.2})
    py += Math.max(r.lines.length * 10.5, labels.length * 9.5) + 5
  }

  y += Math.max(boxH, py - y) + 18
  s.text('Dernières périodes déclarées', L, y, {color: blue, font: H.bold, size: 8.8})
  y = s.table({
    columns: [{width: 110}, {width: 122}, {align: 'right', width: MW - 232}],
    font: H.regular,
    frame: true,
    header: [['Période', 'Déclaration (DSN)', 'Effectif']],
    headerFill: card,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: periods.map((p) => [monthTitle(p), `reçue le ${slashDate(`${addMonths(`${p}-01`, 1).slice(0, 7)}-05`)}`, String(randomInt(rng, 2, 18))]),
    ruleColor: rule,
    size: 8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  s.paragraph(
    "Cette attestation est délivrée en application de l'article L. 243-15 du code de la sécurité sociale. Les cotisations antérieures au jugement d'ouverture sont réglées selon l'échéancier du plan arrêté par le tribunal ; leur paiement est suivi par le commissaire à l'exécution du plan.",
    L,
    y + 22,
    MW,
    {color: soft, leading: 10, size: 7.6},
  )

  // The right column: label-above-value cards.
  let cy = 96
  const cardOf = (label: string, value: string, big = false, font = H.bold) => {
    const lines = wrap(value, CW - 20, font, big ? 12 : 9)
    const h = 24 + lines.length * (big ? 14 : 11)
    s.box(CX, cy, CW, h, {fill: card, radius: 3})
    s.text(label, CX + 10, cy + 14, {color: soft, size: 7.4})
    s.lines(lines, CX + 10, cy + 28 + (big ? 2 : 0), {color: ink, font, leading: big ? 14 : 11, size: big ? 12 : 9})
    cy += h + 8
  }

  cardOf("Date d'émission", slashDate(issued), true)
  cardOf("Identifiant de l'attestation", id)
  cardOf('Code de sécurité', code, false, fonts.courier.bold)
  cardOf('Compte cotisant', account)
  cardOf('Période de référence', monthTitle(situation.slice(0, 7)))
  cy += 6
  s.paragraph("Pour vérifier cette attestation : urssaf.fr, rubrique « Vérifier une attestation », avec le SIRET et le code de sécurité.", CX, cy, CW, {color: soft, leading: 9.6, size: 7.2})

  s.hline(L, R, 800, {color: rule})
  s.text(`Attestation ${id} - SIRET ${company.siret} - page 1/1`, (L + R) / 2, 814, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/plan-de-redressement',
    notes: [
      'a vigilance certificate for a company under a continuation plan after receivership: up to date with the post-judgment contributions and the plan',
      'a two-column page: the company as label : value lines at the left with a tinted "Procédure collective" box; a narrow right column of label-above-value cards (issue date, identifier, security code)',
      "decoys: the regional address, the situation date, the opening and plan judgments' dates, the plan supervisor and his address, the declared periods, the contributor account, the reference month",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
