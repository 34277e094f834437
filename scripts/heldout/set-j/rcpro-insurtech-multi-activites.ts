/**
 * HELD-OUT attestation_rc_pro/insurtech-multi-activites: the professional liability certificate an
 * ONLINE INSURER (an insurtech: subscription in a few clicks, certificate downloaded from the
 * customer area) issues to a one-person company covering SEVERAL ACTIVITIES: the insurer's mark
 * (a rounded hexagon with a letter, drawn) and its name top left, at the right "Attestation
 * n° ATT-..." and "Émise le / Issued on 22/04/2026"; the title "Attestation d'assurance
 * Responsabilité Civile Professionnelle" with "Certificate of professional liability insurance"
 * under it; FRENCH LABELS WITH ENGLISH SUB-LABELS in small grey italics, everywhere; two rounded
 * cards side by side: "Assuré / Insured" (the company with its form, "SIREN / Company ID" grouped,
 * the seat, the manager) and "Contrat / Policy" ("N° de contrat / Policy number", "Formule /
 * Plan", "Date de souscription / Subscription date": a decoy, "Période de validité / Period of
 * cover" as two dates "Du / From" and "Au / To"); the table "Activités assurées / Insured
 * activities" with the NAF code, the label and the declared turnover of each activity (two to
 * four rows: the insured activities are all the labels); the limits table "Garantie / Cover |
 * Plafond / Limit | Franchise / Deductible" (amounts "300 000 €"); the certifying sentence; a QR
 * code drawn as squares with "Vérifier l'authenticité / Check authenticity"; the insurer's legal
 * footer (SA, Code des assurances, RCS: a decoy SIREN).
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, GREY, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

const INSURER = 'Alvéo Assurances'

export async function rcproInsurtechMultiActivites(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extra = Array.isArray(params.extra) ? (params.extra as [string, string][]) : []
  const activities: [string, string][] = [[company.naf, company.activity], ...extra]
  const start = `${addMonths(facts.asOf, -randomInt(rng, 0, 8)).slice(0, 7)}-01`
  const end = addDays(addMonths(start, 12), -1)
  const subscribed = addDays(start, -randomInt(rng, 2, 20))
  const issuedDrawn = addDays(facts.asOf, -randomInt(rng, 1, 25))
  const issued = issuedDrawn < start ? addDays(start, -randomInt(rng, 0, 2)) : issuedDrawn
  const policy = `ALV-RCP-${start.slice(2, 4)}${start.slice(5, 7)}-${randomDigits(rng, 6)}`
  const certificate = `ATT-${issued.slice(0, 4)}-${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const insured = `${company.name} ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const turnovers = activities.map((_, k) => (k === 0 ? randomInt(rng, 28, 70) : randomInt(rng, 3, 18)) * 1000)
  const plan = pick(rng, ['Essentielle', 'Confort', 'Sérénité'])
  const limit = plan === 'Essentielle' ? 300_000 : plan === 'Confort' ? 500_000 : 1_000_000
  const deductible = pick(rng, [250, 300, 500])
  const violet = hex('#4b2bb8')
  const mint = hex('#1fb89a')
  const pale = hex('#f4f2fc')
  const ink = hex('#1f1d2b')
  const sub = hex('#8a86a0')

  const {doc, fonts} = await newDocument({author: INSURER, creator: 'alveo-app', date: issued, producer: 'Chromium PDF', title: `Attestation ${certificate}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  /** A French label with its English translation under it in grey italics, and the value beside or under. */
  const bilingual = (fr: string, en: string, x: number, y: number, size = 7.6) => {
    s.text(fr, x, y, {color: hex('#4a4760'), font: H.bold, size})
    s.text(en, x, y + size + 1.5, {color: sub, font: H.italic, size: size - 1.2})
  }

  // Mark and header.
  s.path('M 12 0 L 32 0 Q 36 0 38 4 L 44 16 Q 46 20 44 24 L 38 36 Q 36 40 32 40 L 12 40 Q 8 40 6 36 L 0 24 Q -2 20 0 16 L 6 4 Q 8 0 12 0 Z', L, 28, {fill: violet})
  s.text('a', L + 22, 56, {align: 'center', color: WHITE, font: H.bold, size: 22})
  s.text('alvéo', L + 54, 50, {color: violet, font: H.bold, size: 20})
  s.text("l'assurance des indépendants", L + 54, 62, {color: sub, size: 7.5})
  s.text(`Attestation n° ${certificate}`, R, 40, {align: 'right', font: H.bold, size: 8.4})
  s.text(`Émise le ${slashDate(issued)}`, R, 52, {align: 'right', size: 8})
  s.text(`Issued on ${slashDate(issued)}`, R, 62, {align: 'right', color: sub, font: H.italic, size: 7})

  s.text("Attestation d'assurance Responsabilité Civile Professionnelle", L, 100, {color: ink, font: H.bold, size: 14})
  s.text('Certificate of professional liability insurance', L, 114, {color: sub, font: H.italic, size: 9})
  s.box(L, 122, 60, 3, {fill: mint})

  // Cards.
  const cy = 140
  const cw = (R - L - 14) / 2
  const ch = 150
  s.box(L, cy, cw, ch, {fill: pale, radius: 8})
  s.box(L + cw + 14, cy, cw, ch, {fill: pale, radius: 8})
  s.text('ASSURÉ', L + 12, cy + 17, {color: violet, font: H.bold, size: 8.5})
  s.text('Insured', L + 52, cy + 17, {color: sub, font: H.italic, size: 7.5})
  s.text(insured, L + 12, cy + 35, {color: ink, font: H.bold, size: 10})
  bilingual('SIREN', 'Company ID', L + 12, cy + 54)
  s.text(groupedSiren(company.siren), L + 110, cy + 54, {font: H.bold, size: 8.6})
  bilingual('Siège', 'Registered office', L + 12, cy + 78)
  s.lines(seat, L + 110, cy + 78, {leading: 10, size: 8.2})
  bilingual('Dirigeant', 'Manager', L + 12, cy + 122)
  s.text(`${manager.civility} ${manager.givenNames[0]} ${manager.usageName ?? manager.surname}`, L + 110, cy + 122, {size: 8.2})

  const kx = L + cw + 26
  s.text('CONTRAT', kx, cy + 17, {color: violet, font: H.bold, size: 8.5})
  s.text('Policy', kx + 46, cy + 17, {color: sub, font: H.italic, size: 7.5})
  const contract: [string, string, string][] = [
    ['N° de contrat', 'Policy number', policy],
    ['Formule', 'Plan', `RC Pro Multi-activités - ${plan}`],
    ['Date de souscription', 'Subscription date', slashDate(subscribed)],
  ]
  contract.forEach(([fr, en, value], k) => {
    bilingual(fr, en, kx, cy + 36 + k * 24)
    s.text(value, kx + 100, cy + 36 + k * 24, {font: H.bold, size: 8.4})
  })
  bilingual('Période de validité', 'Period of cover', kx, cy + 110)
  s.text('Du / From', kx + 100, cy + 104, {color: sub, size: 6.6})
  s.text(slashDate(start), kx + 100, cy + 116, {font: H.bold, size: 9.5})
  s.text('Au / To', kx + 165, cy + 104, {color: sub, size: 6.6})
  s.text(slashDate(end), kx + 165, cy + 116, {font: H.bold, size: 9.5})
  s.text('Renouvellement annuel par tacite reconduction', kx, cy + 138, {color: sub, size: 6.8})

  // Activities.
  let y = cy + ch + 24
  bilingual('Activités assurées', 'Insured activities', L, y, 9)
  y += 18
  y = s.table({
    columns: [{width: 70}, {width: 330}, {align: 'right', width: R - L - 400}],
    font: H.regular,
    header: [['Code NAF / NACE', 'Activité / Activity', 'CA déclaré / Turnover']],
    headerColor: violet,
    headerFill: hex('#e7e2fa'),
    headerFont: H.bold,
    headerHeight: 15,
    headerSize: 7.2,
    rowHeight: 16,
    rowRules: true,
    rows: activities.map(([code, label], k) => [code, label, `${frEuros(turnovers[k])} €`]),
    ruleColor: hex('#d9d4ef'),
    size: 7.8,
    x: L,
    y,
  })
  s.hline(L, R, y, {color: hex('#d9d4ef'), width: 0.5})

  // Limits.
  y += 22
  bilingual('Garanties et plafonds', 'Cover and limits', L, y, 9)
  y += 18
  const limits: [string, string, string][] = [
    ['Responsabilité civile professionnelle / Professional liability', `${frEuros(limit)} € par sinistre et par an`, `${deductible} €`],
    ['Dont dommages immatériels non consécutifs / Pure financial loss', `${frEuros(limit / 2)} €`, `${deductible} €`],
    ['Responsabilité civile exploitation / General liability', `${frEuros(limit * 2)} €`, `${deductible} €`],
    ['Atteinte à la e-réputation / Online reputation', `${frEuros(10_000)} €`, 'Néant / None'],
    ['Défense et recours / Legal defence', `${frEuros(20_000)} €`, 'Néant / None'],
  ]
  y = s.table({
    columns: [{width: 270}, {align: 'right', width: 160}, {align: 'right', width: R - L - 430}],
    font: H.regular,
    header: [['Garantie / Cover', 'Plafond / Limit', 'Franchise / Deductible']],
    headerColor: violet,
    headerFill: hex('#e7e2fa'),
    headerFont: H.bold,
    headerHeight: 15,
    headerSize: 7.2,
    rowHeight: 15,
    rowRules: true,
    rows: limits,
    ruleColor: hex('#d9d4ef'),
    size: 7.6,
    x: L,
    y,
  })

  // Certifying sentence, QR code.
  y += 20
  const qx = R - 78
  const qy = y - 6
  y = s.paragraph(
    `${INSURER} certifie que l'assuré désigné ci-dessus est titulaire d'un contrat d'assurance Responsabilité Civile Professionnelle en cours de validité pour les activités déclarées, dans les limites et conditions du contrat. La présente attestation ne peut engager l'assureur au-delà de ces limites et conditions ; elle est valable sous réserve du paiement des cotisations.`,
    L,
    y,
    qx - L - 18,
    {color: ink, leading: 10.5, size: 8},
  )
  s.paragraph(
    'The insurer certifies that the above insured holds a valid professional liability policy for the declared activities, within the limits and conditions of the policy.',
    L,
    y + 2,
    qx - L - 18,
    {color: sub, font: H.italic, leading: 9.5, size: 7.2},
  )
  const cells = 25
  const cell = 3
  s.box(qx - 4, qy - 4, cells * cell + 8, cells * cell + 8, {fill: WHITE, lineWidth: 0.4, stroke: hex('#cccccc')})
  for (let r = 0; r < cells; r++) {
    for (let c = 0; c < cells; c++) {
      const finder = (rr: number, cc: number) => rr < 7 && cc < 7
      const inFinder = finder(r, c) || finder(r, cells - 1 - c) || finder(cells - 1 - r, c)
      let on: boolean
      if (inFinder) {
        const rr = r < 7 ? r : cells - 1 - r
        const cc = c < 7 ? c : cells - 1 - c
        on = rr === 0 || rr === 6 || cc === 0 || cc === 6 || (rr >= 2 && rr <= 4 && cc >= 2 && cc <= 4)
      } else on = rng() < 0.5
      if (on) s.box(qx + c * cell, qy + r * cell, cell, cell, {fill: ink})
    }
  }

  s.text("Vérifier l'authenticité", qx + (cells * cell) / 2, qy + cells * cell + 14, {align: 'center', color: hex('#4a4760'), font: H.bold, size: 6.6})
  s.text('Check authenticity', qx + (cells * cell) / 2, qy + cells * cell + 22, {align: 'center', color: sub, font: H.italic, size: 6})

  s.hline(L, R, 786, {color: hex('#dddddd'), width: 0.5})
  s.paragraph(
    `${INSURER} SA au capital de 12 500 000 €, entreprise régie par le Code des assurances, 27 rue du Quatre-Septembre, 75002 Paris, RCS Paris ${groupedSiren('853601247')}. Soumise au contrôle de l'ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09. Service client : bonjour@alveo-assurances.fr.`,
    L,
    797,
    R - L,
    {color: GREY, leading: 8, size: 6.4},
  )

  return {
    fields: {
      activites: activities.map(([, label]) => label).join(', '),
      assure: insured,
      assure_siren: company.siren,
      assureur: INSURER,
      numero_police: policy,
      periode_debut: start,
      periode_fin: end,
    },
    layout: 'attestation_rc_pro/insurtech-multi-activites',
    notes: [
      "online insurer's certificate: French labels with English sub-labels in grey italics",
      'several insured activities in a table (NAF code, label, declared turnover): the truth is all the labels',
      'period of cover as "Du / From" and "Au / To" dates side by side; subscription and issue dates as decoys',
      'limits table with amounts in euros; a QR code drawn as squares; the insurer\'s SIREN in the legal footer (decoy)',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
