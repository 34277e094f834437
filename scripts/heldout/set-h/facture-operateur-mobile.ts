/**
 * HELD-OUT facture_domicile/operateur-mobile: page 1 of the monthly invoice of a MOBILE-ONLY
 * operator (Free Mobile / RED by SFR / Sosh style; brand invented), the bill of a single mobile
 * line that people hand in as a proof of address: a compact header with the brand's mark (a
 * magenta rounded square with a white wave drawn in strokes) and its lower-case name "lumo
 * mobile" top left; at the top right a small ruled grid of label | value rows ("N° de facture",
 * "Date de facture" → "04.03.2026" with DOTS, "Identifiant", "Numéro de ligne" → "06 12 34 56
 * 78"); the holder's block under it in TITLE CASE as the operator's system writes names ("Madame
 * Claire Dubois", the surname not in capitals) with the billing address in the same case;
 * "Votre facture de mars 2026" (the month in words) as the heading; a magenta box with "Montant
 * total TTC" and the amount large, "prélevé à partir du 12.03.2026" under it (a decoy date); the
 * detail as a table with a thin magenta rule under its header ("Désignation | Période | Montant
 * HT | Montant TTC": the plan "du 04.02.2026 au 03.03.2026" (decoy dates), the options, the usage
 * outside the plan at 0,00); the VAT summary; a usage panel with three gauges drawn as bars
 * (data, calls, texts); the operator's LEGAL FOOTER in small grey print (SAS, capital, RCS,
 * registered office, VAT number, Arcep declaration).
 */
import {addDays, addressLines, capitalisedSurname, civilityWord, type Facts, frAmount, frDecimal, type GeneratedDocument, GREY, hex, issueDateOf, MONTHS_FR, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, subjectOf, truthAddress, WHITE} from '../util.js'

const BRAND = 'Lumo Mobile'

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** "Appartement 12" / "14 rue des Lilas" / "75011 Paris" in the operator's title case. */
const titleCase = (line: string) => capitalisedSurname(line).replace(/\b(De|Du|Des|La|Le|Les|L'|D'|Et|Sur|En)\b/g, (w) => w.toLowerCase())

export async function factureOperateurMobile(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = issueDateOf(params, facts, rng)
  const periodStart = addDays(issued, -randomInt(rng, 28, 31))
  const periodEnd = addDays(issued, -1)
  const debit = addDays(issued, randomInt(rng, 6, 10))
  const holder = `${civilityWord(name.civility)} ${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const lines = addressLines(address).map(titleCase)
  const plan = pick(rng, [
    {label: 'Forfait Lumo 5G 150 Go', ttc: 1399},
    {label: 'Forfait Lumo 5G 250 Go', ttc: 1799},
    {label: 'Forfait Lumo 4G 80 Go', ttc: 999},
    {label: 'Forfait Lumo 5G Illimité', ttc: 2499},
  ])
  const options: {label: string; ttc: number}[] = rng() < 0.5 ? [{label: 'Option Europe & DOM 35 Go', ttc: 300}] : []
  if (rng() < 0.4) options.push({label: 'Assurance mobile Sérénité', ttc: 699})
  const outOfPlan = rng() < 0.3 ? randomInt(rng, 12, 380) : 0
  const ttc = plan.ttc + options.reduce((sum, o) => sum + o.ttc, 0) + outOfPlan
  const lineHt = (c: number) => Math.round(c / 1.2)
  const ht = lineHt(plan.ttc) + options.reduce((sum, o) => sum + lineHt(o.ttc), 0) + lineHt(outOfPlan)
  const invoice = `LM${issued.slice(2, 4)}${issued.slice(5, 7)}${randomDigits(rng, 8)}`
  const login = randomDigits(rng, 8)
  const number = `0${pick(rng, ['6', '7'])} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const monthWords = `${MONTHS_FR[Number(issued.slice(5, 7)) - 1]} ${issued.slice(0, 4)}`
  const magenta = hex('#c2185b')
  const ink = hex('#262626')
  const e = (c: number) => `${frAmount(c, ' ')} €`

  const {doc, fonts} = await newDocument({author: BRAND, creator: 'Lumo Mobile - Facturation', date: issued, producer: 'PDFlib+PDI 9.3', title: `Facture ${invoice}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Mark.
  s.box(L, 34, 34, 34, {fill: magenta, radius: 8})
  s.path('M 0 8 Q 6 0 12 8 T 24 8', L + 5, 47, {lineWidth: 2.2, stroke: WHITE})
  s.path('M 0 8 Q 6 0 12 8 T 24 8', L + 5, 55, {lineWidth: 1.2, stroke: WHITE})
  s.text('lumo', L + 42, 55, {color: ink, font: H.bold, size: 21})
  s.text('mobile', L + 43, 67, {color: magenta, font: H.bold, size: 9})

  // References grid.
  const gx = 345
  const refs: [string, string][] = [
    ['N° de facture', invoice],
    ['Date de facture', dotted(issued)],
    ['Identifiant', login],
    ['Numéro de ligne', number],
  ]
  refs.forEach(([lab, value], k) => {
    const y = 34 + k * 15
    s.text(lab, gx, y + 10.5, {color: GREY, size: 8})
    s.text(value, R, y + 10.5, {align: 'right', font: H.bold, size: 8.5})
    s.hline(gx, R, y + 15, {color: hex('#dddddd'), width: 0.5})
  })

  // Holder.
  s.lines([holder, ...lines], gx, 122, {leading: 12, size: 9.5})

  s.text(`Votre facture de ${monthWords}`, L, 124, {color: ink, font: H.bold, size: 15})
  s.text(`Ligne ${number}`, L, 140, {color: GREY, size: 9})

  // Amount box.
  s.box(L, 200, R - L, 52, {fill: magenta, radius: 6})
  s.text('Montant total TTC', L + 16, 221, {color: WHITE, size: 10})
  s.text(`prélevé à partir du ${dotted(debit)}`, L + 16, 238, {color: WHITE, size: 8.5})
  s.text(e(ttc), R - 16, 234, {align: 'right', color: WHITE, font: H.bold, size: 22})

  // Detail.
  let y = 282
  s.text('Détail de votre facture', L, y, {color: ink, font: H.bold, size: 11})
  const period = `du ${dotted(periodStart)} au ${dotted(periodEnd)}`
  const rows: string[][] = [[plan.label, period, frAmount(lineHt(plan.ttc), ' '), frAmount(plan.ttc, ' ')]]
  for (const o of options) rows.push([o.label, period, frAmount(lineHt(o.ttc), ' '), frAmount(o.ttc, ' ')])
  rows.push(['Consommations hors forfait', period, frAmount(lineHt(outOfPlan), ' '), frAmount(outOfPlan, ' ')])
  y = s.table({
    columns: [{width: 190}, {width: 150}, {align: 'right', width: 85}, {align: 'right', width: R - L - 425}],
    font: H.regular,
    header: [['Désignation', 'Période', 'Montant HT (€)', 'Montant TTC (€)']],
    headerColor: GREY,
    headerFont: H.bold,
    headerHeight: 18,
    rowHeight: 17,
    rowRules: true,
    ruleColor: hex('#e3e3e3'),
    rows,
    size: 8.5,
    x: L,
    y: y + 8,
  })
  s.hline(L, R, 308, {color: magenta, width: 1})

  y += 12
  for (const [lab, value, bold] of [
    ['Total HT', e(ht), false],
    ['TVA 20 %', e(ttc - ht), false],
    ['Total TTC', e(ttc), true],
  ] as const) {
    s.text(lab, 400, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(value, R, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    y += 14
  }

  // Usage panel.
  y += 20
  s.box(L, y, R - L, 92, {fill: hex('#f7f2f4'), radius: 6})
  s.text('Vos consommations sur la période', L + 14, y + 18, {color: ink, font: H.bold, size: 9.5})
  const allowance = Number(/(\d+) Go/.exec(plan.label)?.[1] ?? '300')
  const used = Math.round(allowance * randomInt(rng, 8, 95)) / 100
  const gauges: [string, string, number][] = [
    ['Internet mobile', `${frDecimal(used, 1)} Go / ${plan.label.includes('Illimité') ? 'illimité' : `${allowance} Go`}`, Math.min(1, used / allowance)],
    ['Appels', `${randomInt(rng, 1, 19)} h ${randomInt(rng, 10, 59)} min - illimités`, 0.35],
    ['SMS / MMS', `${randomInt(rng, 20, 640)} - illimités`, 0.25],
  ]
  gauges.forEach(([lab, value, ratio], k) => {
    const gy = y + 38 + k * 18
    s.text(lab, L + 14, gy, {size: 8.3})
    s.box(L + 120, gy - 7, 200, 6, {fill: hex('#e4d3da'), radius: 3})
    s.box(L + 120, gy - 7, Math.max(6, 200 * ratio), 6, {fill: magenta, radius: 3})
    s.text(value, R - 14, gy, {align: 'right', color: GREY, size: 8})
  })

  s.paragraph(
    `Retrouvez le détail de vos communications et vos factures précédentes dans votre Espace abonné. Pour toute réclamation : service client Lumo, TSA 70012, 75809 Paris Cedex 17. Conservez cette facture : elle peut servir de justificatif de domicile.`,
    L,
    y + 118,
    R - L,
    {color: GREY, leading: 10, size: 7.8},
  )

  s.hline(L, R, 788, {color: hex('#cccccc'), width: 0.5})
  s.paragraph(
    `${BRAND} - SAS au capital de 12 500 000 € - Siège social : 42 rue de Courcelles, 75008 Paris - 838 412 507 RCS Paris - TVA intracommunautaire FR 61 838 412 507 - Opérateur de communications électroniques déclaré auprès de l'Arcep. Médiateur des communications électroniques : www.mediateur-telecom.fr.`,
    L,
    798,
    R - L,
    {color: GREY, leading: 8, size: 6.6},
  )
  s.text('Page 1/2', R, 828, {align: 'right', color: GREY, size: 6.6})

  return {
    fields: {adresse: truthAddress(lines), date_emission: issued, emetteur: BRAND, titulaire: holder},
    layout: 'facture_domicile/operateur-mobile',
    notes: [
      'mobile-only bill: references as a ruled label | value grid top right, invoice date with dots',
      'holder and address in title case ("Madame Claire Dubois")',
      'billing period and direct-debit date as decoys; month of the invoice in words in the heading',
      'issuer legal mention in the footer',
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
