/**
 * HELD-OUT attestation_vigilance/ccss-lozere: the vigilance certificate of a company of the LOZÈRE,
 * the one département where contributions are collected not by an Urssaf but by the CAISSE COMMUNE
 * DE SÉCURITÉ SOCIALE (CCSS: health insurance, family benefits and collection in one fund). A
 * TWO-COLUMN page: a tinted SIDEBAR at the left holds the fund's mark ("ccss" in a ring) and name,
 * "Branche Recouvrement", its postal address and website, then "VOS RÉFÉRENCES" as small labels
 * ABOVE values ("N° de compte cotisant" (eighteen digits: a decoy), "Date de délivrance" →
 * "12/03/2026", "N° d'attestation" (a decoy)) and, at its foot, "CODE DE SÉCURITÉ" with the code
 * in large type in a white box and how to check it; the main column at the right: "ATTESTATION DE
 * VIGILANCE" with its legal basis, "La Caisse commune de sécurité sociale de la Lozère, chargée du
 * recouvrement des cotisations et contributions sociales, atteste que l'entreprise :" over label :
 * value rows ("Dénomination" WITHOUT the legal form, "Forme juridique", "N° SIRET" grouped,
 * "Adresse" on two or three lines, "Code APE"); the compliance sentence "est à jour de ses
 * obligations ... au 28 février 2026" (a long date: decoy); the last declared period, headcount and
 * declared pay (decoys); the donor's obligations in small print; "Fait à Mende, le 12 mars 2026"
 * (the issue date in words), "Le Directeur" with a signature; the fund's footer.
 */
import {addDays, addMonths, type Facts, frAmount, MONTHS_FR, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'

export async function vigilanceCcssLozere(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 50))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const lastPeriod = addMonths(issued, -1).slice(0, 7)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const account = `487${randomDigits(rng, 15)}`
  const attestation = `${issued.slice(0, 4)}${randomDigits(rng, 8)}`
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const staff = randomInt(rng, 1, 14)
  const payroll = staff * randomInt(rng, 210_000, 330_000)
  const teal = hex('#0b6e78')
  const side = hex('#e6f1f2')
  const ink = hex('#1f2a2c')

  const {doc, fonts} = await newDocument({author: 'CCSS de la Lozère', creator: 'Attestations en ligne', date: issued, producer: 'CCSS 48 - Recouvrement', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const SW = 172
  const M = SW + 26
  const R = s.width - 34

  // Sidebar.
  s.box(0, 0, SW, s.height, {fill: side})
  s.circle(40, 58, 22, {lineWidth: 3, stroke: teal})
  s.text('ccss', 40, 62, {align: 'center', color: teal, font: H.bold, size: 13})
  s.lines(['Caisse commune', 'de sécurité sociale', 'de la Lozère'], 20, 102, {color: teal, font: H.bold, leading: 11, size: 9.4})
  s.text('Branche Recouvrement', 20, 140, {color: ink, size: 8})
  s.lines(['Quartier des Carmes', 'BP 124', '48004 MENDE CEDEX', 'www.ccss-lozere.fr'], 20, 156, {color: GREY, leading: 10, size: 7.6})

  let sy = 228
  s.text('VOS RÉFÉRENCES', 20, sy, {color: teal, font: H.bold, size: 8})
  s.hline(20, SW - 16, sy + 4, {color: teal, width: 0.6})
  sy += 20
  const refs: [string, string][] = [
    ['N° de compte cotisant', account],
    ['Date de délivrance', slashDate(issued)],
    ["N° d'attestation", attestation],
  ]
  for (const [lab, value] of refs) {
    s.text(lab, 20, sy, {color: GREY, size: 7})
    s.text(value, 20, sy + 12, {color: ink, font: H.bold, size: 9})
    sy += 30
  }

  const cy = 640
  s.text('CODE DE SÉCURITÉ', 20, cy, {color: teal, font: H.bold, size: 8})
  s.box(16, cy + 8, SW - 30, 26, {fill: WHITE, lineWidth: 0.8, stroke: teal})
  s.text(code, 16 + (SW - 30) / 2, cy + 25.5, {align: 'center', color: ink, font: fonts.courier.bold, size: 10.5})
  s.paragraph("Pour vérifier l'authenticité de cette attestation, saisissez le numéro SIRET et ce code sur urssaf.fr, rubrique « Vérifier une attestation ».", 20, cy + 50, SW - 36, {color: GREY, leading: 8.6, size: 6.8})

  // Main column.
  s.text('ATTESTATION DE VIGILANCE', M, 62, {color: teal, font: H.bold, size: 17})
  s.text('Articles L.243-15 et D.243-15 du code de la sécurité sociale', M, 78, {color: GREY, size: 7.6})
  s.text('Article L.8222-1 du code du travail', M, 88, {color: GREY, size: 7.6})
  let y = s.paragraph(
    "La Caisse commune de sécurité sociale de la Lozère, chargée du recouvrement des cotisations et contributions sociales dans le département, atteste que l'entreprise :",
    M,
    120,
    R - M,
    {color: ink, leading: 12, size: 9.2},
  )

  y += 8
  const rows: [string, string[]][] = [
    ['Dénomination', [company.name]],
    ['Forme juridique', [LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm]],
    ['N° SIRET', [groupedSiret(company.siret)]],
    ['Adresse', addressPrinted],
    ['Code APE', [company.naf]],
  ]
  const tab = M + 96
  for (const [lab, values] of rows) {
    s.text(`${lab} :`, M + 6, y, {color: GREY, size: 8.6})
    values.forEach((v, k) => s.text(v, tab, y + k * 12, {color: ink, font: H.bold, size: 9.2}))
    y += 12 * values.length + 5
  }

  const [uy, um, ud] = upToDate.split('-').map(Number)
  y = s.paragraph(
    `est à jour de ses obligations en matière de déclaration et de paiement des cotisations et contributions sociales au ${ud} ${MONTHS_FR[um - 1]} ${uy}, ou bénéficie d'un plan d'apurement de ses dettes respecté à cette date.`,
    M,
    y + 10,
    R - M,
    {color: ink, leading: 12, size: 9.2},
  )

  y += 10
  s.text('Dernière période déclarée', M + 6, y, {color: GREY, size: 8.2})
  s.text(`${MONTHS_FR[Number(lastPeriod.slice(5, 7)) - 1]} ${lastPeriod.slice(0, 4)}`, tab + 40, y, {color: ink, font: H.bold, size: 8.6})
  y += 13
  s.text('Effectif déclaré', M + 6, y, {color: GREY, size: 8.2})
  s.text(`${staff} salarié${staff > 1 ? 's' : ''}`, tab + 40, y, {color: ink, font: H.bold, size: 8.6})
  y += 13
  s.text('Rémunérations déclarées', M + 6, y, {color: GREY, size: 8.2})
  s.text(`${frAmount(payroll, ' ')} €`, tab + 40, y, {color: ink, font: H.bold, size: 8.6})

  y = s.paragraph(
    "La présente attestation est délivrée au vu des éléments connus de la Caisse à sa date de délivrance ; elle ne préjuge pas des contrôles qui pourront être effectués ultérieurement. Le donneur d'ordre est tenu de s'assurer, lors de la conclusion d'un contrat d'un montant au moins égal à 5 000 euros hors taxes puis tous les six mois jusqu'à la fin de son exécution, que son cocontractant s'acquitte de ses obligations déclaratives et de paiement (article L.8222-1 du code du travail).",
    M,
    y + 28,
    R - M,
    {color: GREY, leading: 9.6, size: 7.4},
  )

  y += 22
  s.text(`Fait à Mende, le ${longDate(issued)}`, M, y, {color: ink, size: 9})
  s.text('Le Directeur', R - 40, y + 24, {align: 'right', color: ink, font: H.bold, size: 9})
  s.path(signaturePath(rng, 80), R - 120, y + 34, {lineWidth: 0.9, stroke: hex('#1d2b66')})

  s.hline(M, R, 800, {color: hex('#b9cfd2'), width: 0.5})
  s.text(`CCSS de la Lozère - Organisme de sécurité sociale - Attestation n° ${attestation} - Page 1/1`, M, 812, {color: GREY, size: 6.6})

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/ccss-lozere',
    notes: [
      "issued by the Lozère's Caisse commune de sécurité sociale, not an Urssaf",
      'tinted sidebar with the references as labels above values (contributor account, issue date dd/mm/yyyy, certificate number) and the security code at its foot',
      'company as label : value rows in the main column, denomination without the legal form; SIRET grouped',
      'up-to-date date in words, last period, headcount and declared pay as decoys; "Fait à Mende, le <date in words>"',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
