/**
 * HELD-OUT attestation_vigilance/caisse-securite-sociale-mayotte: the vigilance certificate of a
 * company of MAYOTTE, where the social contributions are collected not by an Urssaf but by the
 * CAISSE DE SÉCURITÉ SOCIALE DE MAYOTTE (CSSM), which issues the certificate as a letter: the
 * caisse's round mark, name, "Direction du Recouvrement" and postal box in Mamoudzou at the top
 * left (a decoy address); at the top right a framed "Vos références" box whose LABELS SIT AT THE
 * LEFT AND VALUES FAR TO THE RIGHT ("Date d'émission" "14/03/2029": the truth; the employer number,
 * the reference, the phone: decoys); the window under it (the name WITH ITS FORM over the seat's
 * lines, the town in capitals); the title; the company as VALUES IN A ROW UNDER THEIR COLUMN TITLES
 * ("Raison sociale" the name alone, "N° SIRET" grouped, "Forme juridique", "Effectif déclaré": a
 * decoy figure); "Adresse" on one line with the town as written; the statement with the situation
 * date (a decoy); the table of the last three months' declarations (reception and payment dates,
 * the contributions: decoy dates and amounts); the SECURITY CODE in a framed box; "Fait à
 * Mamoudzou, le 14 mars 2029" (the same date in words), the signature under the caisse's ROUND
 * STAMP with its name written round the ring.
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, longDate, monthTitle, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

/** Text written clockwise round a circle (a round stamp's ring), centred on its top. */
export function ringText(s: Sheet, text: string, cx: number, cy: number, radius: number, font: PDFFont, size: number, color: RGB, start?: number): void {
  const total = font.widthOfTextAtSize(text, size)
  let theta = start ?? -Math.PI / 2 - total / radius / 2
  for (const ch of text) {
    const w = font.widthOfTextAtSize(ch, size)
    const x = cx + radius * Math.cos(theta)
    const y = cy + radius * Math.sin(theta)
    const phi = (Math.atan2(-Math.cos(theta), -Math.sin(theta)) * 180) / Math.PI
    if (ch !== ' ') s.page.drawText(ch, {color, font, opacity: 0.85, rotate: degrees(phi), size, x, y: s.height - y})
    theta += w / radius
  }
}

export async function vigilanceCssmMayotte(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 3, 35))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const employerNo = `976 ${randomDigits(rng, 7)} ${randomLetters(rng, 1)}`
  const reference = `REC/VIG/${issued.slice(0, 4)}/${randomDigits(rng, 6)}`
  const phone = `02 69 6${randomInt(rng, 1, 4)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const staff = [3, 7, 12, 5][k] + randomInt(rng, 0, 3)
  const window = [`${company.name} ${company.legalForm}`, ...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const oneLine = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const months = [4, 3, 2].map((n) => addMonths(`${issued.slice(0, 7)}-01`, -n).slice(0, 7))
  const teal = hex('#00707a')
  const green = hex('#5a9e2f')
  const ink = hex('#1b1d21')
  const soft = hex('#5b6068')
  const rule = hex('#bfc6c8')
  const pale = hex('#e8f2f2')
  const violet = hex('#3d3f9e')

  const {doc, fonts} = await newDocument({author: 'CSSM - Direction du Recouvrement', creator: 'Éditique recouvrement', date: issued, producer: 'CSSM PDF', title: `Attestation de vigilance ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const W = R - L

  // The caisse's mark and address.
  s.circle(L + 22, 56, 22, {fill: teal})
  s.circle(L + 22, 56, 16, {lineWidth: 1.4, stroke: WHITE})
  s.text('CSSM', L + 22, 59.5, {align: 'center', color: WHITE, font: H.bold, size: 9.5})
  s.text('Caisse de Sécurité Sociale', L + 52, 50, {color: teal, font: H.bold, size: 11.5})
  s.text('de Mayotte', L + 52, 64, {color: teal, font: H.bold, size: 11.5})
  s.box(L + 52, 70, 74, 2, {fill: green})
  s.lines(['Direction du Recouvrement - Service Cotisants', 'Route de l\'Hôpital - BP 84', '97600 MAMOUDZOU'], L, 96, {color: soft, leading: 9.6, size: 7.6})

  // References: labels at the left, values far to the right.
  const BX = 330
  s.box(BX, 34, R - BX, 86, {lineWidth: 0.7, stroke: teal})
  s.text('Vos références', BX + 10, 48, {color: teal, font: H.bold, size: 8.4})
  const refs: [string, string][] = [
    ["Date d'émission", slashDate(issued)],
    ["N° d'employeur", employerNo],
    ['Référence', reference],
    ['Téléphone', phone],
  ]
  let y = 63
  for (const [label, value] of refs) {
    s.text(label, BX + 10, y, {color: soft, size: 7.8})
    s.text(value, R - 10, y, {align: 'right', color: ink, font: H.bold, size: 8.2})
    y += 14
  }

  s.lines(window, BX + 10, 146, {color: ink, font: H.bold, leading: 12.6, size: 9.8})

  y = 146 + window.length * 12.6 + 38
  s.text('ATTESTATION DE VIGILANCE', L + W / 2, y, {align: 'center', color: teal, font: H.bold, size: 16})
  s.text('Articles L. 243-15 et D. 243-15 du code de la sécurité sociale - articles L. 8222-1 et D. 8222-5 du code du travail', L + W / 2, y + 13, {align: 'center', color: soft, size: 7})

  // The company: values in a row under their titles.
  y = s.table({
    columns: [{width: W * 0.34}, {width: W * 0.26}, {width: W * 0.2}, {width: W * 0.2}],
    font: H.bold,
    frame: true,
    header: [['Raison sociale', 'N° SIRET', 'Forme juridique', 'Effectif déclaré']],
    headerColor: WHITE,
    headerFill: teal,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 20,
    rows: [[{size: Math.min(9.2, (W * 0.34 - 8) / H.bold.widthOfTextAtSize(company.name, 1)), text: company.name}, groupedSiret(company.siret), company.legalForm, `${staff} salariés`]],
    ruleColor: rule,
    size: 9.2,
    verticalRules: true,
    x: L,
    y: y + 28,
  })
  s.text('Adresse :', L, y + 16, {color: soft, size: 8})
  s.text(oneLine, L + 48, y + 16, {color: ink, size: 8.6})

  y = s.paragraph(
    `La Caisse de Sécurité Sociale de Mayotte, chargée du recouvrement des cotisations et contributions sociales dans le département, atteste que l'entreprise désignée ci-dessus est à jour de ses obligations déclaratives et de paiement à la date du ${slashDate(situation)}, et qu'elle a déclaré l'ensemble de ses salariés au titre des périodes échues.`,
    L,
    y + 42,
    W,
    {color: ink, leading: 12, size: 9.2},
  )

  s.text('DÉCLARATIONS ET PAIEMENTS PRIS EN COMPTE', L, y + 14, {color: teal, font: H.bold, size: 8.6})
  const payroll = staff * randomInt(rng, 1800, 2900) * 100
  y = s.table({
    columns: [{width: W * 0.25}, {width: W * 0.25}, {align: 'right', width: W * 0.25}, {width: W * 0.25}],
    font: H.regular,
    frame: true,
    header: [['Période', 'DSN reçue le', 'Cotisations dues', 'Réglées le']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 15,
    rowRules: true,
    rows: months.map((m) => {
      const next = addMonths(`${m}-01`, 1).slice(0, 7)
      return [monthTitle(m), slashDate(`${next}-0${randomInt(rng, 3, 5)}`), `${frAmount(Math.round(payroll * (0.27 + rng() * 0.02)))} €`, slashDate(`${next}-${randomInt(rng, 12, 15)}`)]
    }),
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 20,
  })

  y += 18
  s.box(L, y, 250, 40, {fill: pale, lineWidth: 0.7, stroke: teal})
  s.text('Code de sécurité', L + 10, y + 14, {color: soft, size: 7.8})
  s.text(code, L + 10, y + 31, {color: ink, font: fonts.courier.bold, size: 13})
  s.paragraph("Le donneur d'ordre peut vérifier l'authenticité de la présente attestation auprès de la CSSM avec le numéro SIRET de l'entreprise et le code de sécurité ci-contre. L'attestation est valable six mois à compter de sa date d'émission.", L + 264, y + 8, W - 264, {color: soft, leading: 9.6, size: 7.4})

  y += 66
  s.text(`Fait à Mamoudzou, le ${longDate(issued)}`, 330, y, {color: ink, size: 9.2})
  s.lines(['Pour le Directeur et par délégation,', 'Le Responsable du Recouvrement'], 330, y + 14, {color: soft, leading: 10.5, size: 8.2})
  s.path(signaturePath(rng, 96), 346, y + 40, {lineWidth: 0.9, stroke: hex('#1f2a5a')})
  const cx = 490
  const cy = y + 58
  s.circle(cx, cy, 37, {lineWidth: 1.3, stroke: violet})
  s.circle(cx, cy, 26, {lineWidth: 0.7, stroke: violet})
  ringText(s, 'CAISSE DE SÉCURITÉ SOCIALE DE MAYOTTE', cx, cy, 29.5, H.bold, 5.4, violet)
  s.text('CSSM', cx, cy - 2, {align: 'center', color: violet, font: H.bold, opacity: 0.85, size: 9})
  s.text('RECOUVREMENT', cx, cy + 7, {align: 'center', color: violet, font: H.bold, opacity: 0.85, size: 4.6})
  s.text('* 976 *', cx, cy + 33, {align: 'center', color: violet, font: H.bold, opacity: 0.85, size: 5.4})

  s.hline(L, R, 792, {color: rule})
  s.text('Caisse de Sécurité Sociale de Mayotte - organisme de sécurité sociale - Route de l\'Hôpital, BP 84, 97600 Mamoudzou', L, 804, {color: soft, size: 6.8})
  s.text(`${reference} - page 1/1`, R, 816, {align: 'right', color: soft, size: 6.8})

  return {
    fields: {adresse: window.slice(1).join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/caisse-securite-sociale-mayotte',
    notes: [
      "the vigilance certificate of a Mayotte company from the Caisse de Sécurité Sociale de Mayotte (no Urssaf there), as a letter",
      '"Vos références" with labels at the left and values far to the right ("Date d\'émission" with slashes, repeated in words in "Fait à Mamoudzou, le ..."); the company as values in a row under column titles; the security code in a framed box',
      "decoys: the caisse's address, the employer number, the reference, the phone, the workforce, the situation date, the months' reception and payment dates and contributions, the round stamp",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
