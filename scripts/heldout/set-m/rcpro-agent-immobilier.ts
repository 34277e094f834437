/**
 * HELD-OUT attestation_rc_pro/garantie-financiere-immobilier: the yearly COMBINED certificate an
 * ESTATE AGENCY receives from its MUTUAL GUARANTEE SOCIETY (the financial guarantee the Hoguet law
 * requires for handling clients' money, and the professional liability insurance it places with
 * a mutual insurer; Galian / SOCAF style, invented): the society's mark (a roof over a shield,
 * drawn) and name "CMPI - Caution Mutuelle des Professionnels de l'Immobilier" top left with its
 * regulatory line; "Paris, le 6 janvier 2026" and "N° d'adhérent" top right; the title on two
 * lines; the member in a grey block ("Raison sociale" with the legal form, "SIREN" grouped, the
 * seat, the legal representative, the PROFESSIONAL CARD number "CPI 6901 2021 000 045 612" and
 * its issuing chamber of commerce: a decoy identifier); box 1, the FINANCIAL GUARANTEE (guarantee
 * number, amounts per activity, its own period: decoys); box 2, the PROFESSIONAL LIABILITY: the
 * INSURER named in running text ("souscrit auprès de Assurances Mutuelles de l'Immobilier ..."),
 * "Contrat n° RCP 710842/26", the insured activities as a list, "Période de validité : du
 * 01/01/2026 au 31/12/2026", ceilings and deductible; the usual reservation, the managing
 * director's signature, and the footers of the society and of the insurer (RCS: a decoy SIREN).
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frEuros, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const CHAMBERS: Record<string, string> = {
  '13': 'CCI Aix-Marseille-Provence',
  '17': 'CCI Charente-Maritime',
  '33': 'CCI Bordeaux Gironde',
  '35': 'CCI Ille-et-Vilaine',
  '44': 'CCI Nantes St-Nazaire',
  '69': 'CCI Lyon Métropole Saint-Étienne Roanne',
  '74': 'CCI Haute-Savoie',
}

export async function rcproAgentImmobilier(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const activities = Array.isArray(params.activities) ? (params.activities as string[]) : ['Transactions sur immeubles et fonds de commerce', 'Gestion immobilière']
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(start, randomInt(rng, 2, 12))
  const member = `${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 4)}`
  const guarantee = `GF ${year}-${randomDigits(rng, 4)}-${randomDigits(rng, 2)}`
  const policy = `RCP ${randomDigits(rng, 6)}/${String(year).slice(2)}`
  const dept = company.address.postcode.slice(0, 2)
  const card = `CPI ${dept}${randomDigits(rng, 2)} ${randomInt(rng, 2016, year - 1)} 000 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const chamber = CHAMBERS[dept] ?? `CCI ${company.address.city}`
  const insured = `${company.name} ${company.legalForm}`
  const title = company.legalForm.startsWith('SAS') ? (manager.civility === 'Mme' ? 'présidente' : 'président') : manager.civility === 'Mme' ? 'gérante' : 'gérant'
  const insurer = 'Assurances Mutuelles de l\'Immobilier'
  const navy = hex('#1d3557')
  const gold = hex('#b08d3c')
  const pale = hex('#f1f3f6')

  const {doc, fonts} = await newDocument({author: 'CMPI', creator: 'CMPI Adhérents', date: issued, producer: 'CMPI Adhérents - édition PDF', title: `Attestation ${year} ${member}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549

  // Mark: a roof over a shield.
  s.path('M 0 16 L 20 0 L 40 16', L, 30, {lineWidth: 2.4, stroke: gold})
  s.path('M 6 18 L 34 18 L 34 32 C 34 42 20 48 20 48 C 20 48 6 42 6 32 Z', L, 30, {fill: navy})
  s.text('CMPI', L + 52, 52, {color: navy, font: H.bold, size: 22})
  s.text("Caution Mutuelle des Professionnels de l'Immobilier", L + 52, 66, {color: navy, size: 8.6})
  s.text('Société de caution mutuelle - articles L. 515-4 et suivants du Code monétaire et financier', L, 92, {color: GREY, size: 6.8})
  s.text(`Paris, le ${longDate(issued)}`, R, 46, {align: 'right', size: 9})
  s.text(`N° d'adhérent : ${member}`, R, 60, {align: 'right', font: H.bold, size: 9})

  s.text('ATTESTATION DE GARANTIE FINANCIÈRE', (L + R) / 2, 126, {align: 'center', color: navy, font: H.bold, size: 13})
  s.text("ET D'ASSURANCE RESPONSABILITÉ CIVILE PROFESSIONNELLE", (L + R) / 2, 142, {align: 'center', color: navy, font: H.bold, size: 11})
  s.text(`Exercice ${year}`, (L + R) / 2, 157, {align: 'center', color: gold, font: H.bold, size: 9.5})

  s.text("La Caution Mutuelle des Professionnels de l'Immobilier (CMPI) atteste que son adhérent :", L, 184, {size: 9})
  let y = 194
  s.box(L, y, R - L, 98, {fill: pale})
  const member2: [string, string][] = [
    ['Raison sociale', insured],
    ['SIREN', groupedSiren(company.siren)],
    ['Siège', `${company.address.lines.join(', ')}, ${company.address.postcode} ${upper(company.address.city)}`],
    ['Représentant légal', `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}, ${title}`],
    ['Carte professionnelle', `n° ${card} délivrée par la ${chamber}`],
  ]
  y += 17
  for (const [lab, value] of member2) {
    s.text(lab, L + 10, y, {color: GREY, size: 8})
    s.text(value, L + 118, y, {font: lab === 'Raison sociale' ? H.bold : H.regular, size: lab === 'Raison sociale' ? 9.6 : 8.4})
    y += 17
  }

  // Box 1: financial guarantee.
  y = 310
  const box = (heading: string, sub: string, height: number) => {
    s.box(L, y, R - L, height, {lineWidth: 0.9, stroke: navy})
    s.box(L, y, R - L, 30, {fill: navy})
    s.text(heading, L + 10, y + 13, {color: WHITE, font: H.bold, size: 9.4})
    s.text(sub, L + 10, y + 24, {color: WHITE, size: 7.2})
    return y + 46
  }

  let by = box('1. GARANTIE FINANCIÈRE', 'Loi n° 70-9 du 2 janvier 1970 et décret n° 72-678 du 20 juillet 1972', 136)
  s.text(`bénéficie de la garantie financière de la CMPI sous le n° ${guarantee}, pour les montants suivants :`, L + 10, by, {size: 8.6})
  by += 8
  const amounts = activities.map((a) => [a.startsWith('Transactions') ? `${a} - avec maniement de fonds` : a, `${frEuros(a.startsWith('Transactions') ? pick(rng, [110_000, 120_000, 160_000]) : pick(rng, [240_000, 360_000, 500_000]))} €`])
  by = s.table({
    columns: [{width: 340}, {align: 'right', width: R - L - 360}],
    font: H.regular,
    frame: true,
    header: [['Activité garantie', 'Montant de la garantie']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: amounts,
    size: 8.2,
    x: L + 10,
    y: by,
  })
  s.text(`Période de garantie : du ${slashDate(`${year}-01-01`)} au ${slashDate(`${year}-12-31`)}, renouvelable par tacite reconduction.`, L + 10, by + 16, {size: 8.4})

  // Box 2: professional liability.
  y = 462
  by = box('2. RESPONSABILITÉ CIVILE PROFESSIONNELLE', 'Article 49 du décret n° 72-678 du 20 juillet 1972', 214)
  by = s.paragraph(`est titulaire, par l'intermédiaire de la CMPI, d'un contrat d'assurance garantissant sa responsabilité civile professionnelle, souscrit auprès de ${insurer}, société d'assurance mutuelle à cotisations variables, entreprise régie par le Code des assurances.`, L + 10, by, R - L - 20, {leading: 11, size: 8.6})
  by += 4
  const rc: [string, string][] = [
    ['Contrat n°', policy],
    ['Période de validité', `du ${slashDate(start)} au ${slashDate(end)}`],
    ['Plafond de garantie', '1 500 000 € par sinistre et 2 000 000 € par année d\'assurance'],
    ['Franchise', `${frEuros(pick(rng, [750, 1_000, 1_500]))} € par sinistre`],
  ]
  for (const [lab, value] of rc) {
    s.text(`${lab} :`, L + 10, by, {color: GREY, size: 8.4})
    s.text(value, L + 130, by, {font: lab === 'Contrat n°' || lab === 'Période de validité' ? H.bold : H.regular, size: 8.8})
    by += 15
  }

  s.text('Activités assurées :', L + 10, by, {color: GREY, size: 8.4})
  for (const a of activities) {
    s.text(`-  ${a}`, L + 130, by, {size: 8.8})
    by += 13
  }

  // Reservation and signature.
  y = 694
  s.paragraph("La présente attestation ne peut engager la CMPI et l'assureur au-delà des conditions et limites des conventions de garantie et du contrat auxquels elle se réfère. Elle est délivrée pour servir et valoir ce que de droit.", L, y, R - L, {color: GREY, leading: 10, size: 7.8})
  s.text('Le Directeur général', R - 90, y + 34, {align: 'center', font: H.bold, size: 8.6})
  s.path(signaturePath(rng, 80), R - 130, y + 40, {lineWidth: 0.9, stroke: navy})
  s.text('Philippe Aubertin', R - 90, y + 76, {align: 'center', size: 8})

  s.hline(L, R, 792, {color: hex('#cccccc'), width: 0.4})
  s.text("CMPI - 9 rue de l'Arcade - 75008 Paris - Tél. 01 44 94 20 20 - www.cmpi-caution.fr", (L + R) / 2, 803, {align: 'center', color: GREY, size: 6.6})
  s.text(`${insurer} - société d'assurance mutuelle - 9 rue de l'Arcade - 75008 Paris - RCS Paris ${groupedSiren(makeSiren(rng))} - entreprise régie par le Code des assurances`, (L + R) / 2, 813, {align: 'center', color: GREY, size: 6.6})

  return {
    fields: {
      activites: activities.join(', '),
      assure: insured,
      assure_siren: company.siren,
      assureur: insurer,
      numero_police: policy,
      periode_debut: start,
      periode_fin: end,
    },
    layout: 'attestation_rc_pro/garantie-financiere-immobilier',
    notes: [
      "estate agency's combined certificate from its mutual guarantee society: financial guarantee (box 1) and professional liability (box 2)",
      'the insurer named only in the running text of box 2; the guarantee society is the letterhead',
      'guarantee number and amounts, member number, professional card number "CPI ..." and its chamber of commerce as decoys',
      'the insured activities as a list; validity "du 01/01/2026 au 31/12/2026"',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
