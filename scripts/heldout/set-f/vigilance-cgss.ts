/**
 * HELD-OUT attestation_vigilance/cgss-outre-mer: the vigilance certificate of a company in an
 * overseas department (La Réunion, Martinique, Guadeloupe), issued not by an Urssaf but by the
 * CAISSE GÉNÉRALE DE SÉCURITÉ SOCIALE (CGSS) that collects contributions there: the "CGSS" mark
 * with the fund's full name top left, its postal address and website top right; a turquoise band
 * across the page with "ATTESTATION DE VIGILANCE" at the left and "Délivrée le 12 mars 2026" (a
 * date in words) at the right, both in white; the legal basis in grey; "La Caisse générale de
 * sécurité sociale de La Réunion certifie que le cotisant désigné ci-dessous :" over rows whose
 * small grey labels sit at the left and values at a tab ("Raison sociale", "N° SIRET" grouped,
 * "N° de compte cotisant" (an 18-digit account number: decoy), "Adresse" on two or three
 * lines, "Code NAF"); the compliance sentence ending "à la date du 28/02/2026" (a decoy); the
 * declared headcount; the donor's obligations paragraph; the security code alone in a framed box
 * with its verification website; the director's signature; the fund's footer.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const FUNDS: Record<string, {name: string; address: string[]; site: string; director: string[]}> = {
  '971': {address: ["Quartier de l'Hôtel de Ville", 'BP 9', '97181 LES ABYMES CEDEX'], director: ['Jean-Marc LAFONTAINE', 'Sylvie BOREL'], name: 'de la Guadeloupe', site: 'www.cgss-guadeloupe.fr'},
  '972': {address: ["Place d'Armes", '97210 LE LAMENTIN CEDEX 2'], director: ['Christian JEAN-BAPTISTE', 'Nadia CÉLESTINE'], name: 'de la Martinique', site: 'www.cgss-martinique.fr'},
  '974': {address: ['4 boulevard Doret', 'CS 53001', '97741 SAINT-DENIS CEDEX 9'], director: ['Philippe HOARAU', 'Marie-Josée PAYET'], name: 'de La Réunion', site: 'www.cgss.re'},
}

export async function vigilanceCgss(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 90))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const dept = company.address.postcode.slice(0, 3)
  const fund = FUNDS[dept] ?? FUNDS['974']
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const denomination = `${company.name} ${company.legalForm}`
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const turquoise = hex('#008c95')
  const dark = hex('#004f54')

  const {doc, fonts} = await newDocument({author: `CGSS ${fund.name}`, creator: 'CGSS - Espace employeur', date: issued, producer: 'Acoss - Editique attestations', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Mark.
  s.box(L, 34, 18, 18, {fill: turquoise, radius: 3})
  s.box(L + 10, 44, 18, 18, {fill: hex('#f2a900'), radius: 3})
  s.text('CGSS', L + 36, 56, {color: dark, font: H.bold, size: 22})
  s.lines(['Caisse Générale de Sécurité Sociale', fund.name], L, 78, {color: dark, leading: 10, size: 8.5})
  s.lines([...fund.address, fund.site], R, 42, {align: 'right', color: GREY, leading: 9.5, size: 7.5})

  // Band.
  s.box(L, 112, R - L, 26, {fill: turquoise})
  s.text('ATTESTATION DE VIGILANCE', L + 10, 129.5, {color: WHITE, font: H.bold, size: 13})
  s.text(`Délivrée le ${longDate(issued)}`, R - 10, 129, {align: 'right', color: WHITE, font: H.bold, size: 9.5})
  s.text('Articles L.243-15 et D.243-15 du code de la sécurité sociale - Article L.8222-1 du code du travail', L, 152, {color: GREY, size: 7.5})

  s.text(`La Caisse générale de sécurité sociale ${fund.name} certifie que le cotisant désigné ci-dessous :`, L, 182, {size: 9.5})
  let y = 206
  const rows: [string, string[]][] = [
    ['Raison sociale', [denomination]],
    ['N° SIRET', [groupedSiret(company.siret)]],
    ['N° de compte cotisant', [`${dept} ${randomDigits(rng, 10)} ${randomDigits(rng, 5)}`]],
    ['Adresse', addressPrinted],
    ['Code NAF', [company.naf]],
  ]
  s.vline(L, y - 10, y + rows.reduce((sum, [, v]) => sum + v.length * 12 + 6, 0) - 8, {color: turquoise, width: 2})
  for (const [lab, values] of rows) {
    s.text(lab, L + 12, y, {color: hex('#808080'), size: 8})
    values.forEach((v, k) => s.text(v, L + 150, y + k * 12, {font: lab === 'Raison sociale' ? H.bold : H.regular, size: 9.5}))
    y += values.length * 12 + 6
  }

  y = s.paragraph(
    `est à jour de ses obligations en matière de déclaration et de paiement des cotisations et contributions sociales dont il est redevable auprès de la Caisse générale de sécurité sociale ${fund.name}, à la date du ${slashDate(upToDate)}.`,
    L,
    y + 16,
    R - L,
    {leading: 12.5, size: 9.5},
  )
  s.text(`Effectif salarié déclaré au ${slashDate(lastDayOf(addMonths(issued, -2).slice(0, 7)))} : ${randomInt(rng, 1, 14)}`, L, y + 6, {size: 9})
  s.text(`Masse salariale déclarée sur les douze derniers mois : ${randomInt(rng, 48, 620)} ${randomDigits(rng, 3)} €`, L, y + 20, {size: 9})

  y = s.paragraph(
    "Cette attestation permet au donneur d'ordre de satisfaire à son obligation de vigilance lors de la conclusion d'un contrat d'un montant au moins égal à 5 000 € HT, puis tous les six mois jusqu'à la fin de son exécution (articles L.8222-1 et D.8222-5 du code du travail). Elle ne vaut pas quitus et ne préjuge pas des contrôles ultérieurs.",
    L,
    y + 48,
    R - L,
    {color: hex('#444444'), leading: 11, size: 8.3},
  )

  // Security code.
  y += 16
  s.box(L, y, 250, 58, {lineWidth: 1, stroke: turquoise})
  s.text('Code de sécurité', L + 10, y + 15, {color: GREY, size: 8})
  s.text(code, L + 10, y + 36, {font: fonts.courier.bold, size: 13})
  s.text(`Vérification : ${fund.site}`, L + 10, y + 50, {color: GREY, size: 7})

  s.text('Le Directeur général', R, y + 12, {align: 'right', size: 8.5})
  s.path(signaturePath(rng, 90), R - 120, y + 18, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text(pick(rng, fund.director), R, y + 56, {align: 'right', size: 8.5})

  s.hline(L, R, 790, {color: turquoise, width: 0.8})
  s.paragraph(
    `Caisse Générale de Sécurité Sociale ${fund.name} - Organisme de sécurité sociale chargé du recouvrement des cotisations et contributions sociales dans le département (articles L.752-1 et suivants du code de la sécurité sociale). Document établi par voie électronique, valable sans signature manuscrite.`,
    L,
    801,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination, siret: company.siret},
    layout: 'attestation_vigilance/cgss-outre-mer',
    notes: [
      'issued by a CGSS (overseas department), not an Urssaf',
      'issue date in words in white on a coloured band ("Délivrée le ...")',
      'labels at the left, values at a tab; contributor account number as a decoy',
      'up-to-date date dd/mm/yyyy in the compliance sentence as a decoy',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
