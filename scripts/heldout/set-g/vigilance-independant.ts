/**
 * HELD-OUT attestation_vigilance/independant: the vigilance certificate of a SELF-EMPLOYED person
 * without employees (travailleur indépendant, not a micro-entrepreneur), downloaded from the
 * regional Urssaf's online account in the 2024 Urssaf design: the Urssaf mark (a red-pink swoosh
 * and the "urssaf" wordmark) with the region under it ("Auvergne-Rhône-Alpes") top left; at the
 * right a small grid of LIGHT GREY SMALL-CAPS labels ABOVE their values ("DATE DE DÉLIVRANCE"
 * → "03/03/2026", "RÉFÉRENCE", "PAGE"); the title "Attestation de vigilance" in mixed case with
 * "Travailleur indépendant sans salarié" under it; a pale rounded card "Identification du
 * cotisant" in TWO COLUMNS of label-above-value cells ("NOM ET PRÉNOM(S)" → "DUBOIS Claire",
 * "NOM DE NAISSANCE" for a married woman, "N° SIRET" grouped, "ADRESSE DE L'ÉTABLISSEMENT" on two
 * to four lines, "ACTIVITÉ", "CATÉGORIE", "IDENTIFIANT DE COMPTE" (18 digits) and "DÉBUT
 * D'ACTIVITÉ" dd/mm/yyyy: decoys); the certifying running sentence ending "à la date du 28
 * février 2026" (a date in words: decoy); "Le cotisant déclare n'employer aucun salarié"; the
 * security code in a tinted box with its verification instructions; the donor's obligations in
 * small print and the footer "Document généré le 03/03/2026 - urssaf.fr".
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, upper, WHITE, wrap} from '../util.js'

const REGIONS: [string[], string][] = [
  [['75', '77', '78', '91', '92', '93', '94', '95'], 'Île-de-France'],
  [['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'], 'Auvergne-Rhône-Alpes'],
  [['04', '05', '06', '13', '83', '84'], "Provence-Alpes-Côte d'Azur"],
  [['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'], 'Midi-Pyrénées - Languedoc-Roussillon'],
  [['44', '49', '53', '72', '85'], 'Pays de la Loire'],
  [['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'], 'Aquitaine - Limousin - Poitou-Charentes'],
  [['59', '62'], 'Nord - Pas-de-Calais'],
  [['22', '29', '35', '56'], 'Bretagne'],
  [['67', '68'], 'Alsace'],
  [['18', '28', '36', '37', '41', '45'], 'Centre-Val de Loire'],
  [['21', '25', '39', '58', '70', '71', '89', '90'], 'Bourgogne - Franche-Comté'],
]

const CATEGORIES: Record<string, string> = {
  '6202A': 'Profession libérale non réglementée',
  '7022Z': 'Profession libérale non réglementée',
  '7410Z': 'Profession libérale non réglementée',
  '7430Z': 'Profession libérale non réglementée',
}

export async function vigilanceIndependant(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {name} = subjectOf(facts, params)
  const company = facts.company
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 2, 70))
  const checked = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const dept = company.address.postcode.slice(0, 2)
  const region = REGIONS.find(([depts]) => depts.includes(dept))?.[1] ?? 'Île-de-France'
  const holder = `${upper(name.surname)} ${name.givenNames.join(' ')}`
  const establishment = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  const code = Array.from({length: 15}, () => alphabet[Math.floor(rng() * alphabet.length)]).join('')
  const reference = `AV-${issued.slice(0, 4)}${issued.slice(5, 7)}-${randomDigits(rng, 8)}`
  const account = `${randomInt(rng, 117, 937)}${randomDigits(rng, 15)}`
  const navy = hex('#132b63')
  const pink = hex('#e5006d')
  const label = {color: hex('#8a8fa0'), size: 6.8}
  const card = hex('#f1f4fa')

  const {doc, fonts} = await newDocument({author: `Urssaf ${region}`, creator: 'urssaf.fr - Mon compte indépendant', date: issued, producer: 'Urssaf - Attestations en ligne', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Mark.
  s.path('M 0 22 C 6 4, 24 -4, 36 8 C 24 2, 10 8, 6 26 Z', L, 34, {fill: pink})
  s.path('M 6 26 C 14 14, 26 12, 34 18 C 24 16, 16 20, 12 30 Z', L, 34, {fill: hex('#f29ac0')})
  s.text('urssaf', L + 40, 56, {color: navy, font: H.bold, size: 22})
  s.text(region, L + 40, 68, {color: navy, size: 8})

  // Meta grid: small-caps labels above values.
  const meta: [string, string, number][] = [
    ['DATE DE DÉLIVRANCE', slashDate(issued), 92],
    ['RÉFÉRENCE', reference, 110],
    ['PAGE', '1 / 1', 34],
  ]
  let mx = R - meta.reduce((sum, [, , w]) => sum + w, 0)
  for (const [lab, value, w] of meta) {
    s.text(lab, mx, 44, label)
    s.text(value, mx, 57, {color: navy, font: H.bold, size: 8.5})
    mx += w
  }

  s.text('Attestation de vigilance', L, 124, {color: navy, font: H.bold, size: 22})
  s.text('Travailleur indépendant sans salarié', L, 142, {color: pink, font: H.bold, size: 10.5})
  s.text('Articles L.243-15 et D.243-15 du code de la sécurité sociale - Articles L.8222-1 et D.8222-5 du code du travail', L, 157, {color: hex('#7a7f8c'), size: 7.3})

  // Identification card.
  const left: [string, string[]][] = [
    ['NOM ET PRÉNOM(S)', [holder]],
    ...(name.birthSurname ? ([['NOM DE NAISSANCE', [upper(name.birthSurname)]]] as [string, string[]][]) : []),
    ['N° SIRET', [groupedSiret(company.siret)]],
    ["ADRESSE DE L'ÉTABLISSEMENT", establishment],
  ]
  const right: [string, string[]][] = [
    ['ACTIVITÉ', [company.activity]],
    ['CATÉGORIE', [CATEGORIES[company.naf] ?? 'Artisan - commerçant']],
    ['IDENTIFIANT DE COMPTE', [account]],
    ["DÉBUT D'ACTIVITÉ", [slashDate(company.registeredOn)]],
  ]
  const top = 180
  const colW = (R - L - 40) / 2
  const cellHeight = (values: string[], width: number) => values.reduce((n, v) => n + wrap(v, width, H.bold, 9.5).length, 0) * 12 + 20
  const hLeft = left.reduce((sum, [, v]) => sum + cellHeight(v, colW), 0)
  const hRight = right.reduce((sum, [, v]) => sum + cellHeight(v, colW), 0)
  const cardH = Math.max(hLeft, hRight) + 38
  s.box(L, top, R - L, cardH, {fill: card, radius: 10})
  s.text('Identification du cotisant', L + 16, top + 20, {color: navy, font: H.bold, size: 10.5})
  const column = (x: number, cells: [string, string[]][]) => {
    let y = top + 42
    for (const [lab, values] of cells) {
      s.text(lab, x, y, label)
      y += 12
      for (const v of values) {
        y = s.paragraph(v, x, y, colW, {font: lab.startsWith('NOM ET') ? H.bold : H.regular, leading: 12, size: 9.5})
      }

      y += 8
    }
  }

  column(L + 16, left)
  s.vline(L + 16 + colW + 4, top + 36, top + cardH - 12, {color: hex('#d5dbe8'), width: 0.6})
  column(L + 16 + colW + 24, right)

  let y = s.paragraph(
    `L'Urssaf ${region} atteste que le cotisant désigné ci-dessus, travailleur indépendant, est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales personnelles dont il est redevable, à la date du ${longDate(checked)}.`,
    L,
    top + cardH + 28,
    R - L,
    {leading: 13.5, size: 10},
  )
  y = s.paragraph("Le cotisant déclare n'employer aucun salarié. Il n'est donc pas tenu de fournir la liste nominative des salariés étrangers soumis à autorisation de travail (article D.8254-2 du code du travail).", L, y + 4, R - L, {leading: 12, size: 9})

  // Security code.
  y += 16
  s.box(L, y, R - L, 62, {fill: navy, radius: 6})
  s.text('Code de sécurité', L + 16, y + 20, {color: hex('#b9c4e4'), size: 8})
  s.text(code, L + 16, y + 42, {color: WHITE, font: H.bold, size: 15})
  s.paragraph("Pour vérifier l'authenticité de cette attestation : urssaf.fr > Vérifier une attestation, avec le numéro SIRET et le code de sécurité.", 300, y + 20, R - 300 - 14, {color: WHITE, leading: 10.5, size: 8})

  s.paragraph(
    "Le donneur d'ordre doit se faire remettre cette attestation lors de la conclusion d'un contrat d'un montant au moins égal à 5 000 € HT, puis tous les six mois jusqu'à la fin de son exécution, et en vérifier l'authenticité. Elle ne vaut pas quitus et ne préjuge pas des contrôles ultérieurs. Elle ne concerne que les cotisations recouvrées par l'Urssaf : elle n'atteste pas de la situation du cotisant au regard de l'assurance ou de ses obligations fiscales.",
    L,
    y + 94,
    R - L,
    {color: hex('#6b6f7a'), leading: 10, size: 7.8},
  )

  s.hline(L, R, 796, {color: hex('#d5dbe8'), width: 0.6})
  s.text(`Document généré le ${slashDate(issued)} - urssaf.fr`, L, 810, {color: hex('#7a7f8c'), size: 7})
  s.text(`Urssaf ${region} - Organisme de recouvrement du régime général`, R, 810, {align: 'right', color: hex('#7a7f8c'), size: 7})

  return {
    fields: {adresse: establishment.join(', '), code_securite: code, date_emission: issued, denomination: holder, siret: company.siret},
    layout: 'attestation_vigilance/independant',
    notes: [
      'self-employed without employees: the business is the person ("NOM ET PRÉNOM(S)"), birth name in its own cell',
      'light grey small-caps labels above values, two columns in a card',
      'issue date dd/mm/yyyy only in a top-right meta grid and the footer; "à la date du <long date>" as a decoy',
      'account identifier and activity start date as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
