/**
 * HELD-OUT attestation_vigilance/firme-etrangere-cnfe: the vigilance certificate of a FOREIGN
 * COMPANY WITHOUT AN ESTABLISHMENT IN FRANCE that employs staff under the French social security
 * scheme and so declares them to the Urssaf's NATIONAL CENTRE FOR FOREIGN FIRMS (CNFE, run by the
 * Urssaf of Alsace): a German GmbH, a Spanish S.L., a Portuguese Lda. and an Italian S.r.l. working
 * as subcontractors on French sites. The Urssaf's mark and the centre's address at the top left (a
 * decoy address); at the right a framed box with the certificate's number (a decoy) and "Date de
 * délivrance / Date of issue" ABOVE its value (the truth); a BILINGUAL certificate: a ruled table
 * of label / value rows whose labels are French with the ENGLISH UNDER THEM in grey italics
 * ("Raison sociale" / "Company name": the foreign name WITH ITS FOREIGN LEGAL FORM, "KELLER
 * MONTAGEBAU GmbH"; the French SIRET grouped; the REGISTERED OFFICE ABROAD on its lines with the
 * country in capitals; the home-country register entry and the foreign VAT number: decoy
 * identifiers; the REPRESENTATIVE IN FRANCE, a payroll firm with a French address: a decoy company
 * and address; the staff; the contributor account: a decoy); the certifying sentence with the
 * situation date (a decoy); the security code in a framed box; the verification footer.
 */
import {addDays, type Facts, type GeneratedDocument, groupedSiret, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE, wrap} from '../util.js'

interface Firm {
  name: string
  lines: string[]
  postcode: string
  city: string
  country: string
  register: string
  vat: string
  representative: string
}

/** The foreign firms (index.ts passes `firm`). */
export const FIRMS: Firm[] = [
  {city: 'Weil am Rhein', country: 'ALLEMAGNE', lines: ['Industriestraße 14'], name: 'KELLER MONTAGEBAU GmbH', postcode: '79576', register: 'Handelsregister B, Amtsgericht Freiburg, HRB 714523', representative: 'ALSACE PAIE SERVICES SARL, 8 rue du Dôme, 67000 Strasbourg', vat: 'DE287451093'},
  {city: 'Zaragoza', country: 'ESPAGNE', lines: ['Polígono Industrial Malpica', 'Calle E, nave 21'], name: 'CONSTRUCCIONES METÁLICAS ARANDA S.L.', postcode: '50016', register: 'Registro Mercantil de Zaragoza, tomo 4123, hoja Z-58211', representative: 'GESTION SOCIALE PYRÉNÉES SAS, 21 allées Jean Jaurès, 31000 Toulouse', vat: 'ESB50412377'},
  {city: 'Porto', country: 'PORTUGAL', lines: ['Rua do Almada, 215'], name: 'CARVALHO & FILHOS, LDA.', postcode: '4050-038', register: 'Conservatória do Registo Comercial do Porto, matrícula 509812345', representative: 'LUSOPAIE CONSEIL SARL, 4 rue de la Paix, 94300 Vincennes', vat: 'PT509812345'},
  {city: 'Moncalieri (TO)', country: 'ITALIE', lines: ['Via Giuseppe Verdi, 48'], name: 'EDILNORD COSTRUZIONI S.R.L.', postcode: '10024', register: 'Registro delle Imprese di Torino, REA TO-1187452', representative: 'CABINET PAYE ALPES SAS, 17 rue de la République, 73000 Chambéry', vat: 'IT11874520015'},
]

export async function vigilanceFirmeEtrangere(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const firm = FIRMS[typeof params.firm === 'number' ? params.firm % FIRMS.length : 0]
  const issued = addDays(facts.asOf, -randomInt(rng, 3, 30))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const address = [...firm.lines, `${firm.postcode} ${firm.city}`, firm.country]
  const staff = randomInt(rng, 2, 14)
  const account = `${randomDigits(rng, 3)} ${randomDigits(rng, 7)} ${randomDigits(rng, 5)}`
  const number = `CNFE-${issued.slice(0, 4)}-${randomDigits(rng, 7)}`
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const blue = hex('#123f8c')
  const ink = hex('#1b1d22')
  const soft = hex('#5c6068')
  const english = hex('#8a8f98')
  const rule = hex('#b1bacb')

  const {doc, fonts} = await newDocument({author: 'Urssaf', creator: 'CNFE - Attestations', date: issued, producer: 'Urssaf Editique', title: `Attestation de vigilance ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const W = R - L

  s.box(L, 32, 76, 26, {fill: blue, radius: 4})
  s.text('Urssaf', L + 38, 50, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.lines(['Urssaf Alsace', 'Centre national des firmes étrangères (CNFE)', 'TSA 60003 - 67953 STRASBOURG CEDEX 9', 'cnfe@urssaf.fr - +33 3 88 18 62 00'], L, 76, {color: soft, leading: 10, size: 7.8})

  s.box(352, 32, R - 352, 76, {lineWidth: 0.8, stroke: blue})
  s.text('N° attestation / Certificate No.', 362, 47, {color: soft, size: 7.2})
  s.text(number, 362, 59, {color: ink, font: H.bold, size: 9})
  s.text('Date de délivrance / Date of issue', 362, 79, {color: soft, size: 7.2})
  s.text(slashDate(issued), 362, 96, {color: ink, font: H.bold, size: 12})

  s.text('ATTESTATION DE VIGILANCE', L, 150, {color: blue, font: H.bold, size: 15})
  s.text('Vigilance certificate - entreprise étrangère sans établissement en France / foreign company without an establishment in France', L, 164, {color: soft, font: H.italic, size: 7.6})
  let y = s.paragraph(
    "Délivrée en application des articles L. 243-15 et D. 243-15 du code de la sécurité sociale et de l'article L. 8222-1 du code du travail, à l'entreprise désignée ci-dessous, qui déclare auprès du CNFE les salariés qu'elle emploie en France sous le régime français de sécurité sociale.",
    L,
    186,
    W,
    {color: ink, leading: 11.5, size: 8.8},
  )

  // Bilingual label / value rows.
  y += 8
  const rows: [string, string, string[], boolean][] = [
    ['Raison sociale', 'Company name', [firm.name], true],
    ['N° SIRET attribué en France', 'French SIRET number', [groupedSiret(company.siret)], true],
    ['Siège social à l\'étranger', 'Registered office abroad', address, false],
    ["Immatriculation dans l'État d'origine", 'Home country registration', [firm.register], false],
    ['N° de TVA (État d\'origine)', 'VAT number (home country)', [firm.vat], false],
    ['Représentant en France', 'Representative in France', [firm.representative], false],
    ['Salariés déclarés en France', 'Employees declared in France', [`${staff} salariés (régime général)`], false],
    ['Compte cotisant', 'Contributor account', [account], false],
  ]
  const LW = 180
  for (const [fr, en, values, bold] of rows) {
    const lines = values.flatMap((v) => wrap(v, W - LW - 16, bold ? H.bold : H.regular, 9.2))
    const h = Math.max(28, 10 + 12 * lines.length)
    s.box(L, y, LW, h, {fill: hex('#eef2f8')})
    s.box(L, y, W, h, {lineWidth: 0.5, stroke: rule})
    s.vline(L + LW, y, y + h, {color: rule, width: 0.5})
    s.text(fr, L + 7, y + 12, {color: ink, size: 8})
    s.text(en, L + 7, y + 22, {color: english, font: H.italic, size: 7})
    s.lines(lines, L + LW + 8, y + 13, {color: ink, font: bold ? H.bold : H.regular, leading: 12, size: 9.2})
    y += h
  }

  y = s.paragraph(
    `L'Urssaf atteste que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales dues pour l'emploi de ses salariés en France, au titre des périodes d'emploi échues au ${slashDate(situation)}. The above company has filed its returns and paid the contributions due for its employees in France.`,
    L,
    y + 20,
    W,
    {color: ink, leading: 12, size: 9},
  )

  s.box(L, y + 12, 260, 44, {lineWidth: 1, stroke: blue})
  s.text('Code de sécurité / Security code', L + 10, y + 27, {color: soft, size: 7.6})
  s.text(code, L + 10, y + 46, {color: ink, font: fonts.courier.bold, size: 12})
  s.lines(['Le directeur de l\'Urssaf Alsace', 'pour le Centre national des firmes étrangères'], R, y + 26, {align: 'right', color: ink, leading: 11, size: 8.6})

  s.paragraph(
    "Le donneur d'ordre vérifie l'authenticité de cette attestation sur urssaf.fr, rubrique « Vérifier une attestation », avec le numéro SIRET et le code de sécurité. The principal can check this certificate on urssaf.fr with the SIRET number and the security code. Les salariés détachés en France sous formulaire A1 ne sont pas couverts par la présente attestation.",
    L,
    y + 82,
    W,
    {color: soft, leading: 10, size: 7.6},
  )
  s.hline(L, R, 796, {color: rule})
  s.text(`${number} - ${company.siret} - page 1/1`, L + W / 2, 810, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: firm.name, siret: company.siret},
    layout: 'attestation_vigilance/firme-etrangere-cnfe',
    notes: [
      "a foreign company's vigilance certificate from the Urssaf's national centre for foreign firms (CNFE): the registered office abroad, the foreign legal form in the name",
      'bilingual label / value rows (French labels with the English in grey italics under them); the issue date under its label in a framed box at the top right',
      "decoys: the centre's address, the certificate's number, the home-country register entry and VAT number, the representative in France with its French address, the contributor account, the situation date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
