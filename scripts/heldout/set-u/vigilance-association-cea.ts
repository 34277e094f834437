/**
 * HELD-OUT attestation_vigilance/association-cheque-emploi-associatif: the vigilance certificate of
 * an ASSOCIATION EMPLOYER (a sports club, a music school, a social centre, a football club: a few
 * employees declared through the "Chèque emploi associatif", the simplified scheme the Urssaf runs
 * from a national centre) sent AS A LETTER: the Urssaf's logo and the national centre's address at
 * the top left (decoys), the letter's date at the right WITH THE MONTH IN WORDS ("Arras, le 14
 * mars 2028": the issue date, printed nowhere else); the WINDOW addressed to the association "à
 * l'attention de" its TREASURER at the treasurer's HOME (a decoy person and a decoy address); the
 * subject and the file reference (a decoy); a framed "EMPLOYEUR" box of label / value rows whose
 * long names WRAP ("Dénomination", "SIRET" grouped, "N° RNA" (a decoy identifier), "Adresse du
 * siège" on its lines: the truth, the president: the dossier's person, a decoy, the headcount and
 * the way of declaring); the certifying sentence with the situation date (a decoy); the last three
 * months' declarations as a table (declared and paid dates: decoys); the security code in a framed
 * box; the verification footer.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, monthTitle, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE, wrap} from '../util.js'

const TREASURERS = [
  {name: 'Mme Sylvie ROUX', street: '12 rue des Glycines', title: 'trésorière'},
  {name: 'M. Bernard CAILLAUD', street: '4 allée du Verger', title: 'trésorier'},
  {name: 'Mme Nadia BOUZIANE', street: '27 chemin de la Croix Blanche', title: 'trésorière'},
  {name: 'M. Joël LE MEUR', street: '9 rue du Stade', title: 'trésorier'},
]

export async function vigilanceAssociationCea(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = facts.person
  const k = typeof params.association === 'number' ? params.association % 4 : 0
  const treasurer = TREASURERS[k]
  const name = company.name
  const issued = addDays(facts.asOf, -randomInt(rng, 3, 30))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const window = [name, `À l'attention de ${treasurer.name}, ${treasurer.title}`, treasurer.street, `${company.address.postcode} ${upper(company.address.city)}`]
  const rna = `W${company.address.postcode.slice(0, 2)}${randomInt(rng, 1, 9)}${randomDigits(rng, 6)}`
  const headcount = randomInt(rng, 1, 6)
  const president = `${person.civility} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}, ${person.civility === 'Mme' ? 'présidente' : 'président'}`
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const reference = `CEA ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 4)}`
  const blue = hex('#0c419a')
  const ink = hex('#1b1d22')
  const soft = hex('#5d6169')
  const rule = hex('#a9b4c8')

  const {doc, fonts} = await newDocument({author: 'Urssaf', creator: 'CEA - éditique', date: issued, producer: 'Urssaf Editique', title: `Attestation de vigilance ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 52
  const R = 545
  const W = R - L

  // Sender.
  s.box(L, 34, 74, 26, {fill: blue, radius: 4})
  s.text('Urssaf', L + 37, 52, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.lines(['Centre national Chèque emploi associatif', 'TSA 60021', '62033 ARRAS CEDEX', 'Tél. 0 806 802 378 (service gratuit + prix appel)'], L, 78, {color: soft, leading: 10, size: 7.8})

  // Date and window.
  s.text(`Arras, le ${longDate(issued)}`, R, 48, {align: 'right', color: ink, size: 9.4})
  let wy = 138
  for (const l of window) {
    const lines = wrap(l, 230, l === name ? H.bold : H.regular, 9.4)
    s.lines(lines, 312, wy, {color: ink, font: l === name ? H.bold : H.regular, leading: 12, size: 9.4})
    wy += 12 * lines.length
  }

  s.text('Objet : attestation de vigilance', L, 222, {color: ink, font: H.bold, size: 9.4})
  s.text(`Vos références : ${reference}`, L, 235, {color: soft, size: 8.4})
  let y = s.paragraph("Madame, Monsieur, vous trouverez ci-dessous l'attestation prévue à l'article L. 243-15 du code de la sécurité sociale, que votre association peut remettre à ses cocontractants et aux financeurs qui la demandent.", L, 258, W, {color: ink, leading: 12, size: 9})

  // The employer box.
  y += 10
  const box = y
  s.box(L, y, W, 20, {fill: hex('#e8eef8')})
  s.text('EMPLOYEUR', L + 8, y + 14, {color: blue, font: H.bold, size: 9})
  y += 36
  const row = (label: string, values: string[], bold = false) => {
    s.text(label, L + 10, y, {color: soft, size: 8.4})
    const lines = values.flatMap((v) => wrap(v, 240, bold ? H.bold : H.regular, 9.4))
    s.lines(lines, L + 160, y, {color: ink, font: bold ? H.bold : H.regular, leading: 12, size: 9.4})
    y += 12 * lines.length + 5
  }

  row('Dénomination', [name], true)
  row('SIRET', [groupedSiret(company.siret)], true)
  row('N° RNA', [rna])
  row('Adresse du siège', seat)
  row('Représentant légal', [president])
  row('Effectif déclaré', [`${headcount} salarié${headcount > 1 ? 's' : ''}`])
  row('Mode de déclaration', ['Chèque emploi associatif (CEA)'])
  s.box(L, box, W, y - box + 2, {lineWidth: 0.8, stroke: rule})

  y = s.paragraph(
    `L'Urssaf atteste que l'association désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales dues au titre de l'emploi de ses salariés, pour les périodes d'emploi échues au ${slashDate(situation)}.`,
    L,
    y + 18,
    W,
    {color: ink, leading: 12, size: 9},
  )

  const months = [3, 2, 1].map((back) => {
    const first = addMonths(`${situation.slice(0, 7)}-01`, 1 - back)
    const declaredOn = addDays(lastDayOf(first.slice(0, 7)), randomInt(rng, 2, 9))
    return [monthTitle(first.slice(0, 7)), String(Math.max(1, headcount - randomInt(rng, 0, 1))), slashDate(declaredOn), slashDate(addDays(declaredOn, randomInt(rng, 6, 12)))]
  })
  y = s.table({
    columns: [{width: 140}, {align: 'center', width: 110}, {align: 'center', width: 120}, {align: 'center', width: W - 370}],
    font: H.regular,
    frame: true,
    header: [["Période d'emploi", 'Salariés déclarés', 'Volet social reçu le', 'Paiement reçu le']],
    headerFill: hex('#e8eef8'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: months,
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 10,
  })

  s.box(L, y + 18, 250, 40, {lineWidth: 1, stroke: blue})
  s.text('Code de sécurité', L + 10, y + 32, {color: soft, size: 7.6})
  s.text(code, L + 10, y + 50, {color: ink, font: fonts.courier.bold, size: 11})
  s.lines(["Le directeur du centre national", 'Chèque emploi associatif'], 360, y + 30, {color: ink, leading: 11, size: 8.6})
  y = s.paragraph(
    "Le cocontractant vérifie l'authenticité de cette attestation sur urssaf.fr, rubrique « Vérifier une attestation », au moyen du numéro SIRET et du code de sécurité. Document établi par voie électronique, sans signature manuscrite. L'association est tenue de remettre une attestation tous les six mois à ses cocontractants pour tout contrat d'au moins 5 000 € HT.",
    L,
    y + 82,
    W,
    {color: soft, leading: 10, size: 7.6},
  )
  s.hline(L, R, 796, {color: rule})
  s.text(`${reference} - ${name.length > 60 ? `${name.slice(0, 57)}...` : name} - page 1/1`, L + W / 2, 810, {align: 'center', color: soft, size: 6.8})

  return {
    fields: {adresse: seat.join(', '), code_securite: code, date_emission: issued, denomination: name, siret: company.siret},
    layout: 'attestation_vigilance/association-cheque-emploi-associatif',
    notes: [
      "an association employer's vigilance certificate sent as a letter by the Urssaf's Chèque emploi associatif centre",
      'the issue date only as the letter\'s date with the month in words ("Arras, le 14 mars 2028"); a framed box of label / value rows whose long names wrap',
      "decoys: the window addressed to the treasurer at the treasurer's home, the president, the RNA number, the file reference, the situation date, the declarations' dates",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
