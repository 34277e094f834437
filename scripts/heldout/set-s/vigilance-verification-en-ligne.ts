/**
 * HELD-OUT attestation_vigilance/verification-en-ligne: what a client company or a lender prints
 * when it CHECKS a vigilance certificate ON THE URSSAF WEBSITE ("Vérifier une attestation"): the
 * browser's print header (the print date and time: decoys; the page title) and footer (the URL,
 * "1/1"); the site's blue band and breadcrumb; the FORM as it was filled in (the SIRET grouped and
 * the SECURITY CODE in monospaced input boxes, the "Vérifier" button); a green result box "Cette
 * attestation est authentique" with a SENTENCE "délivrée le 12/02/2027 à l'entreprise NOVACODE SAS";
 * a two-column table of what the certificate says ("Raison sociale" without the legal form, the
 * legal form, SIRET, the establishment's address on one line, the contributor account and the
 * reference period of the last declaration: decoys), a table of the LAST DECLARATIONS (periods,
 * headcount, payroll: decoy dates and amounts); the site's legal small print.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, MONTHS_FR, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE, wrap} from '../util.js'

export async function vigilanceVerificationEnLigne(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 45))
  const checked = addDays(issued, randomInt(rng, 1, 9))
  const checkedTime = `${pad2(randomInt(rng, 8, 18))}:${pad2(randomInt(rng, 0, 59))}`
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const address = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const account = `${company.address.postcode.slice(0, 2)}${randomInt(rng, 1, 9)} ${randomDigits(rng, 15)}`
  const request = `VRF-${checked.slice(0, 4)}${checked.slice(5, 7)}-${randomDigits(rng, 8)}`
  const headcount = randomInt(rng, 2, 38)
  const lastMonth = addMonths(`${issued.slice(0, 7)}-01`, -1).slice(0, 7)
  const blue = hex('#1b3c87')
  const ink = hex('#1d2330')
  const soft = hex('#656c78')
  const line = hex('#d5d9e0')
  const green = hex('#1d7a46')

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla Firefox', date: checked, producer: 'Skia/PDF m120', title: 'Vérifier une attestation | Urssaf.fr'})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // The browser's print header and footer.
  s.text(`${slashDate(checked)} ${checkedTime}`, 22, 20, {color: soft, size: 7})
  s.text('Vérifier une attestation | Urssaf.fr', s.width / 2, 20, {align: 'center', color: soft, size: 7})
  s.text('https://www.urssaf.fr/accueil/outils-documentation/outils/verifier-attestation.html', 22, 828, {color: soft, size: 7})
  s.text('1/1', s.width - 22, 828, {align: 'right', color: soft, size: 7})

  // The site's band.
  s.box(L, 34, R - L, 46, {fill: blue})
  s.text('urssaf', L + 16, 64, {color: WHITE, font: H.bold, size: 22})
  s.text('.fr', L + 16 + H.bold.widthOfTextAtSize('urssaf', 22), 64, {color: hex('#9fb6e8'), font: H.bold, size: 13})
  let mx = R - 14
  for (const item of ['Partenaire', 'Particulier', 'Indépendant', 'Employeur']) mx -= s.text(item, mx, 61, {align: 'right', color: WHITE, size: 8.4}) + 16
  s.text('Accueil  >  Outils et documentation  >  Outils  >  Vérifier une attestation', L, 98, {color: soft, size: 7.6})

  s.text('Vérifier une attestation', L, 126, {color: ink, font: H.bold, size: 18})
  s.paragraph(
    "Vous êtes donneur d'ordre ou vous recevez une attestation de vigilance ou de marchés publics : vérifiez son authenticité en saisissant le SIREN ou le SIRET de l'entreprise et le code de sécurité qui figure sur l'attestation.",
    L,
    144,
    R - L,
    {color: ink, leading: 11.5, size: 8.8},
  )

  // The form as it was filled in.
  let y = 184
  s.text('Numéro SIREN ou SIRET *', L, y, {color: ink, font: H.bold, size: 8.6})
  s.text('Code de sécurité *', L + 250, y, {color: ink, font: H.bold, size: 8.6})
  s.box(L, y + 6, 230, 26, {fill: WHITE, lineWidth: 0.8, radius: 3, stroke: hex('#8d95a3')})
  s.box(L + 250, y + 6, 190, 26, {fill: WHITE, lineWidth: 0.8, radius: 3, stroke: hex('#8d95a3')})
  s.text(groupedSiret(company.siret), L + 10, y + 23.5, {color: ink, font: C.regular, size: 11})
  s.text(code, L + 258, y + 23.5, {color: ink, font: C.regular, size: 11})
  s.box(L + 452, y + 6, R - L - 452, 26, {fill: blue, radius: 3})
  s.text('Vérifier', (L + 452 + R) / 2, y + 22.5, {align: 'center', color: WHITE, font: H.bold, size: 9.4})

  // The result.
  y += 52
  s.box(L, y, R - L, 62, {fill: hex('#e5f4ea'), lineWidth: 0.8, stroke: green})
  s.circle(L + 22, y + 20, 8, {fill: green})
  s.text('v', L + 22, y + 23.5, {align: 'center', color: WHITE, font: H.bold, size: 10})
  s.text('Cette attestation est authentique.', L + 40, y + 24, {color: green, font: H.bold, size: 11})
  s.paragraph(
    `L'attestation de vigilance n° de sécurité ${code} a été délivrée le ${slashDate(issued)} à l'entreprise ${company.name} ${company.legalForm} par l'Urssaf. Les informations ci-dessous sont celles de l'attestation.`,
    L + 40,
    y + 39,
    R - L - 52,
    {color: ink, leading: 10.5, size: 8.2},
  )

  y += 84
  s.text("Informations de l'attestation", L, y, {color: blue, font: H.bold, size: 11})
  y += 10
  const rows: [string, string][] = [
    ['Raison sociale', company.name],
    ['Forme juridique', form],
    ['SIRET', groupedSiret(company.siret)],
    ["Adresse de l'établissement", address.join(', ')],
    ["Type d'attestation", 'Attestation de vigilance (article L. 243-15 du code de la sécurité sociale)'],
    ['Compte cotisant', account],
    ['Situation', `À jour de ses obligations déclaratives et de paiement au ${slashDate(addDays(`${issued.slice(0, 7)}-01`, -1))}`],
  ]
  for (const [label, value] of rows) {
    const lines = wrap(value, R - L - 190, H.regular, 9)
    const h = Math.max(22, lines.length * 11.5 + 10)
    s.box(L, y, 170, h, {fill: hex('#f2f4f7'), lineWidth: 0.5, stroke: line})
    s.box(L + 170, y, R - L - 170, h, {lineWidth: 0.5, stroke: line})
    s.text(label, L + 8, y + 14.5, {color: soft, size: 8.4})
    s.lines(lines, L + 180, y + 14.5, {color: ink, font: label === 'Raison sociale' ? H.bold : H.regular, leading: 11.5, size: 9})
    y += h
  }

  // The last declarations (decoys).
  y += 22
  s.text('Dernières déclarations sociales nominatives prises en compte', L, y, {color: blue, font: H.bold, size: 10})
  const months = [0, 1, 2].map((k) => addMonths(`${lastMonth}-01`, -k).slice(0, 7))
  y = s.table({
    columns: [{width: 140}, {align: 'right', width: 100}, {align: 'right', width: 140}, {width: R - L - 380}],
    font: H.regular,
    frame: true,
    header: [['Période', 'Effectif', 'Masse salariale', 'Déposée le']],
    headerFill: hex('#e8ecf3'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: months.map((m) => {
      const [yy, mm] = m.split('-').map(Number)
      const filed = `${addMonths(`${m}-01`, 1).slice(0, 7)}-${pad2(randomInt(rng, 3, 5))}`
      return [`${MONTHS_FR[mm - 1]} ${yy}`, String(headcount + randomInt(rng, -1, 1)), `${frAmount(headcount * randomInt(rng, 2600, 3300) * 100)} €`, slashDate(filed)]
    }),
    ruleColor: line,
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 18
  s.paragraph(
    `Identifiant de la vérification : ${request}. Cette vérification ne vaut pas attestation : seule l'attestation délivrée par l'Urssaf et datée de moins de six mois répond à l'obligation de vigilance du donneur d'ordre (articles L. 8222-1 et D. 8222-5 du code du travail).`,
    L,
    y,
    R - L,
    {color: soft, leading: 10, size: 7.8},
  )

  s.hline(L, R, 782, {color: line, width: 0.5})
  s.text('Urssaf Caisse nationale - 36 rue de Valmy, 93108 Montreuil Cedex - Mentions légales - Données personnelles - Accessibilité : partiellement conforme', (L + R) / 2, 796, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/verification-en-ligne',
    notes: [
      'the Urssaf website\'s "Vérifier une attestation" page printed from a browser: the form as filled in, a green result box, a table of the certificate\'s details',
      'the issue date only inside a sentence ("délivrée le 12/02/2027 à l\'entreprise NOVACODE SAS"); the security code only in the form\'s input box and in that sentence',
      "decoys: the browser's print date and time, the up-to-date date, the contributor account, the last declarations' periods, headcounts, payrolls and filing dates, the verification id",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
