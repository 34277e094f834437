/**
 * HELD-OUT attestation_vigilance/deux-pages-par-feuille: the Urssaf's two-page vigilance certificate
 * PRINTED TWO PAGES PER SHEET on a LANDSCAPE A4 (the printer's "2 pages per sheet" option, each page
 * at about two thirds of its size with a thin frame), as a company's office prints it to save paper.
 * At the LEFT, page 1/2: the Urssaf's mark and regional address (a decoy address); the company's
 * window at the right (the name alone in bold over the seat's lines with the town in capitals);
 * the title and "Émise le 5 mars 2028" (the date IN WORDS: the truth); the identification as LABEL :
 * VALUE LINES ("Raison sociale", "SIRET" grouped, the contributor account: a decoy, "Adresse" on one
 * line with the town as-is); the certifying sentence with the situation date (a decoy); the
 * workforce and the last quarter's payroll (decoy figures); the director's signature. At the
 * RIGHT, page 2/2: a running header with the name and the SIRET; "AUTHENTIFICATION DE
 * L'ATTESTATION" with the identifier (a decoy) and the SECURITY CODE in a framed box; the
 * contractor's obligations (articles L. 8222-1 and D. 8222-5 of the labour code); the table of
 * the DECLARATIONS TAKEN INTO ACCOUNT (months and reception dates: decoys).
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, monthTitle, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, type TextStyle, upper, WHITE, wrap} from '../util.js'

const REGIONS = [
  ['Urssaf Île-de-France', 'TSA 80028', '93518 MONTREUIL CEDEX'],
  ['Urssaf Rhône-Alpes', '6 rue du 19 Mars 1962', '69691 VÉNISSIEUX CEDEX'],
  ['Urssaf Pays de la Loire', '3 rue Gaëtan Rondeau', '44933 NANTES CEDEX 9'],
  ['Urssaf Midi-Pyrénées', 'TSA 20001', '31044 TOULOUSE CEDEX 9'],
]

export async function vigilanceDeuxPagesParFeuille(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.region === 'number' ? params.region % REGIONS.length : 0
  const region = REGIONS[k]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 3, 40))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const id = `${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 3)}`
  const account = `${randomDigits(rng, 3)} ${randomDigits(rng, 7)} ${randomDigits(rng, 5)}`
  const window = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const oneLine = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const staff = randomInt(rng, 2, 24)
  const payroll = staff * randomInt(rng, 7800, 11_500) * 100
  const months = [2, 3, 4].map((n) => addMonths(`${issued.slice(0, 7)}-01`, -n).slice(0, 7))
  const blue = hex('#0a3a7a')
  const ink = hex('#1b1d22')
  const soft = hex('#5b6069')
  const rule = hex('#bfc5cf')

  const {doc, fonts} = await newDocument({author: 'Urssaf', creator: 'Microsoft: Print To PDF', date: addDays(issued, randomInt(rng, 0, 9)), producer: 'Microsoft: Print To PDF', title: `attestation_vigilance_${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const SC = 0.66
  const PW = 595.28 * SC
  const PH = 841.89 * SC
  const top = (s.height - PH) / 2
  const lefts = [(s.width - 2 * PW - 22) / 2, (s.width - 2 * PW - 22) / 2 + PW + 22]

  // One logical A4 page drawn at the sheet's scale: coordinates in the page's own points.
  const page = (n: number) => {
    const ox = lefts[n]
    const X = (v: number) => ox + v * SC
    const Y = (v: number) => top + v * SC
    const text = (value: string, x: number, y: number, style: TextStyle = {}) => s.text(value, X(x), Y(y), {...style, size: (style.size ?? 9) * SC})
    const lines = (values: string[], x: number, y: number, style: TextStyle & {leading?: number} = {}) => {
      values.forEach((v, i) => text(v, x, y + i * (style.leading ?? (style.size ?? 9) * 1.25), style))
      return y + values.length * (style.leading ?? (style.size ?? 9) * 1.25)
    }

    const para = (value: string, x: number, y: number, width: number, style: TextStyle & {leading?: number} = {}) => lines(wrap(value, width, style.font ?? H.regular, style.size ?? 9), x, y, style)
    s.box(ox, top, PW, PH, {fill: WHITE, lineWidth: 0.5, stroke: hex('#9a9a9a')})
    return {X, Y, lines, para, text}
  }

  // Page 1.
  const p1 = page(0)
  s.box(p1.X(48), p1.Y(40), 74 * SC, 26 * SC, {fill: blue, radius: 3})
  p1.text('Urssaf', 85, 58, {align: 'center', color: WHITE, font: H.bold, size: 14})
  p1.lines(region, 48, 86, {color: soft, leading: 11, size: 8.4})
  p1.lines([company.name, ...window], 320, 150, {color: ink, font: H.bold, leading: 13, size: 10})
  p1.text('ATTESTATION DE VIGILANCE', 48, 262, {color: blue, font: H.bold, size: 17})
  p1.text('Article L. 243-15 du code de la sécurité sociale', 48, 278, {color: soft, size: 8.6})
  p1.text(`Émise le ${longDate(issued)}`, 48, 302, {color: ink, font: H.bold, size: 11})
  let y = 338
  const line = (label: string, value: string, bold = false) => {
    p1.text(`${label} :`, 48, y, {color: soft, size: 9.4})
    const wrapped = wrap(value, 360, bold ? H.bold : H.regular, 9.8)
    p1.lines(wrapped, 178, y, {color: ink, font: bold ? H.bold : H.regular, leading: 12.5, size: 9.8})
    y += 12.5 * wrapped.length + 6
  }

  line('Raison sociale', company.name, true)
  line('SIRET', groupedSiret(company.siret), true)
  line('N° de compte cotisant', account)
  line('Adresse', oneLine)
  y = p1.para(
    `L'Urssaf atteste que l'entreprise désignée ci-dessus est à jour de ses obligations en matière de déclarations et de paiement des cotisations et contributions sociales à la date du ${slashDate(situation)}, et qu'elle a déclaré l'ensemble de ses salariés au titre de la dernière période échue.`,
    48,
    y + 14,
    500,
    {color: ink, leading: 13.5, size: 9.8},
  )
  y += 10
  const figures: [string, string][] = [
    ['Effectif salarié déclaré', `${staff} salarié${staff > 1 ? 's' : ''}`],
    ['Masse salariale du dernier trimestre', `${String(Math.round(payroll / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`],
    ['Dernière période déclarée', monthTitle(months[0])],
  ]
  for (const [label, value] of figures) {
    p1.text(label, 60, y, {color: soft, size: 9})
    p1.text(value, 540, y, {align: 'right', color: ink, font: H.bold, size: 9.4})
    s.hline(p1.X(60), p1.X(540), p1.Y(y + 5), {color: rule, width: 0.4})
    y += 19
  }

  y = p1.para(
    "Cette attestation est délivrée pour une durée de six mois. Elle ne préjuge pas des contrôles susceptibles d'être effectués. Son authenticité peut être vérifiée sur urssaf.fr avec le code de sécurité figurant en page 2.",
    48,
    y + 18,
    500,
    {color: soft, leading: 11.5, size: 8.6},
  )
  p1.text("Le directeur de l'Urssaf", 380, y + 22, {color: ink, size: 9.4})
  s.path(signaturePath(rng, 90 * SC), p1.X(380), p1.Y(y + 30), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  s.hline(p1.X(48), p1.X(548), p1.Y(790), {color: rule, width: 0.5})
  p1.text(`${region[0]} - www.urssaf.fr`, 48, 806, {color: soft, size: 7.6})
  p1.text('Page 1/2', 548, 806, {align: 'right', color: soft, size: 7.6})

  // Page 2.
  const p2 = page(1)
  p2.text(`Attestation de vigilance - ${company.name} - SIRET ${company.siret}`, 48, 52, {color: soft, size: 8.4})
  s.hline(p2.X(48), p2.X(548), p2.Y(60), {color: rule, width: 0.5})
  p2.text("AUTHENTIFICATION DE L'ATTESTATION", 48, 100, {color: blue, font: H.bold, size: 12})
  p2.text("Identifiant de l'attestation", 48, 128, {color: soft, size: 9})
  p2.text(id, 250, 128, {color: ink, font: H.bold, size: 10})
  s.box(p2.X(48), p2.Y(144), 500 * SC, 46 * SC, {fill: hex('#eef2f8'), lineWidth: 0.6, stroke: blue})
  p2.text('Code de sécurité', 62, 163, {color: soft, size: 9})
  p2.text(code, 62, 181, {color: ink, font: fonts.courier.bold, size: 14})
  y = p2.para(
    "Pour vérifier l'authenticité de cette attestation, rendez-vous sur urssaf.fr, rubrique « Vérifier une attestation », et saisissez le SIRET de l'entreprise et le code de sécurité ci-dessus. Le résultat de la vérification indique la date d'émission de l'attestation.",
    48,
    214,
    500,
    {color: ink, leading: 12.5, size: 9.2},
  )
  p2.text("INFORMATIONS À L'ATTENTION DU DONNEUR D'ORDRE", 48, y + 26, {color: blue, font: H.bold, size: 11})
  y = p2.para(
    "En application des articles L. 8222-1 et D. 8222-5 du code du travail, toute personne qui conclut un contrat d'un montant au moins égal à 5 000 euros hors taxes doit se faire remettre, lors de la conclusion du contrat puis tous les six mois jusqu'à la fin de son exécution, une attestation de fourniture des déclarations sociales et de paiement des cotisations et contributions de sécurité sociale datant de moins de six mois. À défaut, le donneur d'ordre peut être tenu solidairement au paiement des cotisations de son cocontractant.",
    48,
    y + 48,
    500,
    {color: ink, leading: 12.5, size: 9},
  )
  p2.text('DÉCLARATIONS PRISES EN COMPTE', 48, y + 28, {color: blue, font: H.bold, size: 11})
  y += 44
  const cols = [180, 160, 160]
  p2.text('Période', 56, y, {color: soft, font: H.bold, size: 8.6})
  p2.text('Déclaration sociale nominative', 56 + cols[0], y, {color: soft, font: H.bold, size: 8.6})
  p2.text('Paiement', 56 + cols[0] + cols[1], y, {color: soft, font: H.bold, size: 8.6})
  s.hline(p2.X(48), p2.X(548), p2.Y(y + 6), {color: rule, width: 0.5})
  y += 22
  for (const m of months) {
    const next = addMonths(`${m}-01`, 1).slice(0, 7)
    p2.text(monthTitle(m), 56, y, {color: ink, size: 9})
    p2.text(`reçue le ${slashDate(`${next}-0${randomInt(rng, 3, 5)}`)}`, 56 + cols[0], y, {color: ink, size: 9})
    p2.text(`le ${slashDate(`${next}-${randomInt(rng, 12, 15)}`)}`, 56 + cols[0] + cols[1], y, {color: ink, size: 9})
    s.hline(p2.X(48), p2.X(548), p2.Y(y + 6), {color: rule, width: 0.3})
    y += 20
  }

  p2.para(`Situation arrêtée au ${longDate(lastDayOf(months[0]))} pour les cotisations exigibles.`, 48, y + 16, 500, {color: soft, leading: 11, size: 8.6})
  s.hline(p2.X(48), p2.X(548), p2.Y(790), {color: rule, width: 0.5})
  p2.text(`${region[0]} - www.urssaf.fr`, 48, 806, {color: soft, size: 7.6})
  p2.text('Page 2/2', 548, 806, {align: 'right', color: soft, size: 7.6})

  return {
    fields: {adresse: window.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/deux-pages-par-feuille',
    notes: [
      "the Urssaf's two-page vigilance certificate printed two pages per landscape sheet at about two thirds of its size",
      'page 1 at the left: the window, "Émise le 5 mars 2028" in words, label : value lines; page 2 at the right: the identifier and the security code in a framed box',
      "decoys: the Urssaf's address, the contributor account, the situation date, the workforce and payroll, the identifier, the declarations' months and dates",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
