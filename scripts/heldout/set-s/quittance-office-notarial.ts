/**
 * HELD-OUT quittance_loyer/office-notarial: the rent receipt of a dwelling whose letting is
 * MANAGED BY A NOTARY'S OFFICE (service de gestion locative of an office notarial, common in the
 * west of France; four invented offices): a TWO-COLUMN HEADER with the office's letterhead at the
 * left (the office's name, the NOTARIES' NAMES: decoy persons, its address: a decoy address) and
 * "QUITTANCE DE LOYER" with the file and lot references at the right; the OWNERS for whom the
 * office acts ("Pour le compte de M. et Mme ...": decoy persons with their address) at the left and
 * the tenant's WINDOW at the right ("Madame Claire DUBOIS" over the dwelling's lines); the period
 * with an ABBREVIATED MONTH ("Terme de janv. 2027"); the receipt's SENTENCE naming the tenant, the
 * amount in figures and in words and the dwelling's address inline; the TENANT'S ACCOUNT as a
 * ledger (dates, entries, debit, credit, balance: decoy dates, the call of the rent and the
 * payment); the issue date as "Vannes, le 8 févr. 2027" (an ABBREVIATED MONTH) over the signature
 * of the rental manager (a decoy person); the notarial small print (guarantee fund, the
 * chamber of notaries: decoys).
 */
import {addDays, addressLines, civilityWord, euroWords, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, monthOf, newDocument, randomDigits, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, upper} from '../util.js'

interface Office {
  name: string
  notaries: string[]
  address: string[]
  town: string
  manager: string
  owners: [string, string]
  chamber: string
}

const OFFICES: Office[] = [
  {address: ['8 place Maurice Marchais', 'CS 30412', '56004 VANNES CEDEX'], chamber: 'Chambre interdépartementale des notaires de Bretagne', manager: 'Gwenaëlle Le Corre', name: 'Office notarial de la Rabine', notaries: ['Maître Anne-Laure GUILLOU', 'Maître Franck LE DORZE'], owners: ['M. et Mme Bernard KERVADEC', '4 allée des Goélands, 56340 Carnac'], town: 'Vannes'},
  {address: ['21 boulevard du Roi René', '49100 ANGERS'], chamber: 'Chambre des notaires de Maine-et-Loire', manager: 'Sylvie Chauvat', name: 'SCP Bréchet, Maillard et Associés', notaries: ['Maître Hubert BRÉCHET', 'Maître Delphine MAILLARD'], owners: ['Indivision ROBINEAU', '2 rue des Perrières, 49320 Brissac-Quincé'], town: 'Angers'},
  {address: ['7 rue Néricault-Destouches', '37000 TOURS'], chamber: "Chambre des notaires d'Indre-et-Loire", manager: 'Laurent Fradin', name: 'Étude de Maître Xavier DUPUIS-LAMBERT', notaries: ['Maître Xavier DUPUIS-LAMBERT', 'Maître Inès COLAS, notaire salariée'], owners: ['Mme Odette MARCHAND', '15 quai Paul Bert, 37100 Tours'], town: 'Tours'},
  {address: ['14 rue Kléber', '44000 NANTES'], chamber: 'Chambre des notaires de Loire-Atlantique', manager: 'Morgane Tessier', name: 'SELAS Notaires Graslin Associés', notaries: ['Maître Guillaume PERRAUD', 'Maître Clémence ABGRALL', 'Maître Jean-Yves OLLIVIER'], owners: ['SCI LES HORTENSIAS', '3 rue de la Mirette, 44470 Carquefou'], town: 'Nantes'},
]

const ABBR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** "8 févr. 2027". */
const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${ABBR[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function quittanceOfficeNotarial(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const office = OFFICES[typeof raw.office === 'number' ? raw.office % OFFICES.length : 0]
  const period = monthOf(params, facts)
  const start = `${period}-01`
  const end = lastDayOf(period)
  const called = addDays(start, -randomInt(rng, 3, 8))
  const paid = addDays(start, randomInt(rng, 1, 9))
  const issued = params.issueDate ?? addDays(paid, randomInt(rng, 3, 12))
  const tenant = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const rent = randomInt(rng, 420, 960) * 100 + randomInt(rng, 0, 1) * 50
  const charges = randomInt(rng, 20, 95) * 100
  const garbage = randomInt(rng, 8, 16) * 100
  const total = rent + charges + garbage
  const month = `${ABBR[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`
  const file = `GL/${period.slice(0, 4)}/${randomDigits(rng, 4)}`
  const lot = `Lot ${randomInt(rng, 2, 48)} - ${pickType(rng)}`
  const ink = hex('#1c1f26')
  const soft = hex('#5f6570')
  const rule = hex('#a9a295')
  const accent = hex('#7b1e2b')

  const {doc, fonts} = await newDocument({author: office.name, creator: 'Genapi iNot - Gestion locative', date: issued, producer: 'iNot Édition', title: `Quittance ${file}`})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // Two-column header: the office and the receipt's references.
  s.text(office.name, L, 56, {color: accent, font: T.bold, size: office.name.length > 34 ? 12 : 14})
  s.lines([...office.notaries, ...(office.notaries.length < 3 ? ['Notaires associés'] : [])], L, 72, {color: ink, font: T.italic, leading: 10.5, size: 8.8})
  s.lines([...office.address, 'Service gestion locative - Tél. 02 ' + `${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`], L, 72 + 10.5 * 3 + 4, {color: soft, leading: 9.8, size: 7.8})
  s.text('QUITTANCE DE LOYER', R, 58, {align: 'right', color: ink, font: T.bold, size: 16})
  s.lines([`Dossier ${file}`, lot, `Terme de ${month}`], R, 76, {align: 'right', color: ink, leading: 12, size: 9})
  s.hline(L, R, 160, {color: rule, width: 0.8})

  // Owners at the left, the tenant's window at the right.
  s.text('Pour le compte de :', L, 184, {color: soft, font: T.italic, size: 9})
  s.lines([office.owners[0], office.owners[1], 'propriétaire(s) bailleur(s)'], L, 198, {color: ink, font: T.regular, leading: 12, size: 9.6})
  s.lines([tenant, ...dwelling], 320, 198, {color: ink, font: T.regular, leading: 13, size: 11})

  // The receipt's sentence.
  let y = 282
  s.text(`Loyer et charges - période du ${slashDate(start)} au ${slashDate(end)}`, L, y, {color: accent, font: T.bold, size: 11})
  y += 20
  y = s.paragraph(
    `Le service de gestion locative de l'office, agissant en qualité de mandataire du bailleur, reconnaît avoir reçu de ${tenant} la somme de ${frAmount(total)} euros (${euroWords(total)}) au titre du loyer et des charges du terme de ${month} pour le logement situé ${dwelling.join(', ')}, et lui en donne quittance, sous réserve de tous droits et actions, notamment pour les termes antérieurs.`,
    L,
    y,
    R - L,
    {color: ink, font: T.regular, justify: true, leading: 13.5, size: 10.5},
  )

  // The tenant's account as a ledger.
  y += 14
  s.text('Extrait du compte locataire', L, y, {color: ink, font: T.bold, size: 10})
  let balance = 0
  const entries: [string, string, number, number][] = [
    [called, `Appel du terme de ${month} - loyer principal`, rent, 0],
    [called, 'Provision sur charges locatives', charges, 0],
    [called, "Taxe d'enlèvement des ordures ménagères (provision)", garbage, 0],
    [paid, `Règlement ${rng() < 0.5 ? 'par virement' : 'par prélèvement'} - merci`, 0, total],
  ]
  y = s.table({
    columns: [{width: 70}, {width: 245}, {align: 'right', width: 60}, {align: 'right', width: 60}, {align: 'right', width: R - L - 435}],
    font: H.regular,
    frame: true,
    header: [['Date', 'Libellé', 'Débit', 'Crédit', 'Solde']],
    headerFill: hex('#efebe4'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      [slashDate(addDays(called, -1)), 'Report du solde antérieur', '', '', '0,00'],
      ...entries.map(([date, label, debit, credit]) => {
        balance += debit - credit
        return [slashDate(date), label, debit ? frAmount(debit) : '', credit ? frAmount(credit) : '', frAmount(balance)]
      }),
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 8,
  })

  y += 16
  s.paragraph(
    "La présente quittance annule tout reçu donné pour le même terme. En cas de paiement partiel, elle vaut reçu pour la somme versée. Le dépôt de garantie reste détenu par l'office jusqu'à la restitution des lieux.",
    L,
    y,
    R - L,
    {color: soft, font: T.italic, leading: 11, size: 8.6},
  )

  // Place, date and signature.
  y += 56
  s.text(`${office.town}, le ${shortDate(issued)}`, 330, y, {color: ink, font: T.regular, size: 10.5})
  s.lines(['Pour l\'office notarial,', `${office.manager}, gestionnaire`], 330, y + 16, {color: soft, font: T.italic, leading: 11, size: 9})
  s.path(signaturePath(rng, 100), 340, y + 36, {lineWidth: 0.9, stroke: hex('#1f2a66')})
  s.circle(L + 60, y + 30, 38, {lineWidth: 1.2, stroke: hex('#4a4f8c')})
  s.circle(L + 60, y + 30, 30, {lineWidth: 0.5, stroke: hex('#4a4f8c')})
  s.text('OFFICE', L + 60, y + 27, {align: 'center', color: hex('#4a4f8c'), font: H.bold, size: 7})
  s.text('NOTARIAL', L + 60, y + 37, {align: 'center', color: hex('#4a4f8c'), font: H.bold, size: 7})

  s.hline(L, R, 786, {color: rule, width: 0.5})
  s.paragraph(
    `${office.name} - Office notarial membre de la ${office.chamber}. Les fonds détenus pour le compte des clients sont déposés à la Caisse des dépôts et consignations ; garantie collective de la profession notariale. Médiateur du notariat : mediateur-notariat.notaires.fr.`,
    L,
    798,
    R - L,
    {align: 'center', color: soft, leading: 8.6, size: 6.8},
  )

  return {
    fields: {adresse: dwelling.join(', '), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/office-notarial',
    notes: [
      "a rent receipt from a notary's office managing the letting: a two-column header, the owners at the left and the tenant's window at the right",
      'the issue date with an abbreviated month ("Vannes, le 8 févr. 2027"), the term also abbreviated ("Terme de janv. 2027")',
      "decoys: the notaries and the rental manager, the owners and their address, the office's address, the ledger's dates (call of the rent, payment), the file and lot references",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}

function pickType(rng: () => number): string {
  return ['Appartement T2', 'Appartement T3', 'Maison T4', 'Studio meublé', 'Appartement T2 avec cave'][randomInt(rng, 0, 4)]
}
