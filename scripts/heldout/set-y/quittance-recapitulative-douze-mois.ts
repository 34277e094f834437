/**
 * HELD-OUT quittance_loyer/recapitulative-douze-mois: the RECAPITULATIVE RENT RECEIPT FOR THE LAST
 * TWELVE MONTHS that a private landlord (a person, a family SCI represented by its manager, a
 * couple; four invented landlords) types in a word processor when the tenant asks for it for a loan
 * application: the landlord's block at the top left with his, her or the SCI's own address (a
 * decoy address; the SCI's RCS number: a decoy identifier); at the right "Locataire" over the
 * tenant as the landlord writes the name ("M. Thomas GAUTIER", "Mme Claire LEROY") and the rented
 * dwelling's lines; the title with the twelve months' range in words ("du 1er février 2028 au 31
 * janvier 2029"); the certifying sentence naming the tenant again with the dwelling inline and the
 * TOTAL IN FIGURES AND IN WORDS; a TABLE OF TWELVE MONTHS (month, rent, charges, total, "Réglé le"
 * with the payment dates: decoy dates, the means of payment) with its total; the lease's date and
 * the last rent review (decoys); "Fait à <the landlord's town>, le 9 janvier 2029" (the month in
 * words: the only issue date) over the signature.
 */
import {addDays, addMonths, euroWords, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, longDate, MONTHS_FR, monthOf, newDocument, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, truthAddress, upper} from '../util.js'

interface Landlord {
  lines: string[]
  signer: string
  town: string
  statement: (tenant: string, dwelling: string, total: string, words: string) => string
}

const LANDLORDS: Landlord[] = [
  {
    lines: ['M. Bernard ROCHE', '12 chemin des Crêtes', '74290 Veyrier-du-Lac', 'bernard.roche@orange.fr'],
    signer: 'Bernard ROCHE',
    statement: (t, d, total, words) => `Je soussigné Bernard ROCHE, propriétaire bailleur du logement situé ${d}, déclare avoir reçu de ${t}, locataire, la somme de ${total} (${words}) au titre des loyers et provisions sur charges des douze mois détaillés ci-dessous, et lui en donne quittance, sous réserve de tous mes droits.`,
    town: 'Veyrier-du-Lac',
  },
  {
    lines: ['SCI LES TILLEULS', 'représentée par sa gérante, Mme Odile MARCHAND', '4 allée des Cèdres, 69130 Écully', 'RCS Lyon 491 208 334'],
    signer: 'Odile MARCHAND, gérante',
    statement: (t, d, total, words) => `La SCI LES TILLEULS, représentée par sa gérante, bailleresse du logement situé ${d}, déclare avoir reçu de ${t}, locataire, la somme de ${total} (${words}) au titre des loyers et provisions sur charges des douze mois détaillés ci-dessous, et lui en donne quittance, sous réserve de tous ses droits.`,
    town: 'Écully',
  },
  {
    lines: ['M. et Mme Jean-Luc PERRIN', '27 rue du Docteur Roux', '17000 La Rochelle', 'Tél. 06 81 42 17 90'],
    signer: 'Jean-Luc et Martine PERRIN',
    statement: (t, d, total, words) => `Nous soussignés Jean-Luc et Martine PERRIN, propriétaires bailleurs du logement situé ${d}, déclarons avoir reçu de ${t}, locataire, la somme de ${total} (${words}) au titre des loyers et provisions sur charges des douze mois détaillés ci-dessous, et lui en donnons quittance, sous réserve de tous nos droits.`,
    town: 'La Rochelle',
  },
  {
    lines: ['SCI DU CLOS SAINT-MARC', 'représentée par son gérant, M. Philippe AUBERT', '3 place Saint-Marc, 35000 Rennes', 'RCS Rennes 503 917 226'],
    signer: 'Philippe AUBERT, gérant',
    statement: (t, d, total, words) => `La SCI DU CLOS SAINT-MARC, représentée par son gérant, bailleresse du logement situé ${d}, déclare avoir reçu de ${t}, locataire, la somme de ${total} (${words}) au titre des loyers et provisions sur charges des douze mois détaillés ci-dessous, et lui en donne quittance, sous réserve de tous ses droits.`,
    town: 'Rennes',
  },
]

export async function quittanceRecapitulativeDouzeMois(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const ll = LANDLORDS[typeof raw.landlord === 'number' ? raw.landlord % LANDLORDS.length : 0]
  const last = monthOf(params, facts)
  const first = addMonths(`${last}-01`, -11).slice(0, 7)
  const issued = params.issueDate ?? addDays(`${facts.asOf.slice(0, 7)}-01`, randomInt(rng, 1, Math.max(1, Number(facts.asOf.slice(8, 10)) - 2)))
  const tenant = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = [...address.lines, `${address.postcode} ${address.city}`]
  const inline = dwelling.join(', ')
  const reviewMonth = randomInt(rng, 3, 9)
  const rentBefore = randomInt(rng, 540, 1240) * 100
  const rentAfter = Math.round((rentBefore * (1.02 + rng() * 0.015)) / 100) * 100
  const charges = randomInt(rng, 30, 140) * 100
  const leaseStart = `${Number(last.slice(0, 4)) - randomInt(rng, 2, 6)}-${String(randomInt(rng, 1, 12)).padStart(2, '0')}-01`
  const cheque = ll.lines[0].startsWith('M. et')
  const candidate = `${first.slice(0, 4)}-${String(reviewMonth).padStart(2, '0')}`
  const revision = candidate > first ? candidate : `${Number(first.slice(0, 4)) + 1}-${String(reviewMonth).padStart(2, '0')}`
  const months = Array.from({length: 12}, (_, i) => {
    const ym = addMonths(`${first}-01`, i).slice(0, 7)
    const revised = ym >= revision
    const rent = revised ? rentAfter : rentBefore
    const paid = addDays(`${ym}-01`, randomInt(rng, -3, 6))
    return {charges, paid, rent, ym}
  })
  const total = months.reduce((sum, m) => sum + m.rent + m.charges, 0)
  const ink = hex('#1b1c1f')
  const soft = hex('#5c5f66')
  const rule = hex('#9fa3aa')

  const {doc, fonts} = await newDocument({author: ll.signer.split(',')[0], creator: 'Microsoft® Word pour Microsoft 365', date: issued, producer: 'Microsoft® Word pour Microsoft 365', title: 'Quittance récapitulative'})
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 62
  const R = 533
  const W = R - L

  s.lines(ll.lines, L, 64, {color: ink, font: T.regular, leading: 13.5, size: 11})
  s.text('Locataire', 322, 120, {color: soft, font: T.italic, size: 10})
  s.lines([tenant, ...dwelling], 322, 135, {color: ink, font: T.regular, leading: 13.5, size: 11})

  let y = 150 + dwelling.length * 13.5 + 26
  s.text('QUITTANCE RÉCAPITULATIVE DE LOYERS', L + W / 2, y, {align: 'center', color: ink, font: T.bold, size: 14})
  s.text(`du ${longDate(`${first}-01`)} au ${longDate(lastDayOf(last))}`, L + W / 2, y + 17, {align: 'center', color: ink, font: T.bold, size: 11.5})
  y += 42
  y = s.paragraph(ll.statement(tenant, inline, `${frAmount(total)} €`, euroWords(total)), L, y, W, {color: ink, font: T.regular, justify: true, leading: 14, size: 11})

  y += 8
  const label = (ym: string) => {
    const m = MONTHS_FR[Number(ym.slice(5, 7)) - 1]
    return `${m[0].toUpperCase()}${m.slice(1)} ${ym.slice(0, 4)}`
  }

  y = s.table({
    columns: [{width: 100}, {align: 'right', width: 72}, {align: 'right', width: 82}, {align: 'right', width: 72}, {align: 'center', width: 74}, {width: W - 400}],
    font: T.regular,
    frame: true,
    header: [['Mois', 'Loyer', 'Charges', 'Total', 'Réglé le', 'Mode']],
    headerFont: T.bold,
    headerSize: 9.6,
    rowHeight: 14.2,
    rowRules: true,
    rows: [
      ...months.map((m) => [label(m.ym), frAmount(m.rent), frAmount(m.charges), frAmount(m.rent + m.charges), slashDate(m.paid), cheque ? 'chèque' : 'virement']),
      [{font: T.bold, text: 'Total'}, frAmount(months.reduce((a, m) => a + m.rent, 0)), frAmount(months.reduce((a, m) => a + m.charges, 0)), {font: T.bold, text: frAmount(total)}, '', ''],
    ],
    ruleColor: rule,
    size: 9.6,
    verticalRules: true,
    x: L,
    y,
  })

  y += 18
  y = s.paragraph(`Bail d'habitation signé le ${slashDate(leaseStart)}. Loyer révisé selon l'indice de référence des loyers au 1er ${MONTHS_FR[reviewMonth - 1]} de chaque année. Provision mensuelle sur charges : ${frAmount(charges)} €, régularisée une fois par an.`, L, y, W, {color: ink, font: T.regular, leading: 13, size: 10})
  y = s.paragraph("La présente quittance récapitulative est délivrée à la demande du locataire pour servir et valoir ce que de droit. Elle annule et remplace, pour la période indiquée, les quittances mensuelles. Le paiement de la présente quittance n'emporte pas présomption de paiement des termes antérieurs.", L, y + 4, W, {color: soft, font: T.italic, leading: 12.5, size: 9.5})

  y += 18
  s.text(`Fait à ${ll.town}, le ${longDate(issued)}`, 322, y, {color: ink, font: T.regular, size: 11})
  s.path(signaturePath(rng, 100), 330, y + 10, {lineWidth: 0.9, stroke: hex('#1e2a66')})
  s.text(ll.signer, 322, y + 52, {color: ink, font: T.regular, size: 10.5})

  return {
    fields: {adresse: truthAddress(dwelling), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/recapitulative-douze-mois',
    notes: [
      "a private landlord's recapitulative rent receipt for the last twelve months, typed in a word processor for the tenant's loan application",
      'the tenant "M. Thomas GAUTIER" over the dwelling at the right; the total in figures and in words in the sentence; a table of twelve months; the issue date only in "Fait à ..., le 9 janvier 2029" (the month in words)',
      "decoys: the landlord's (or the SCI's) address and RCS number, the twelve payment dates, the months' range, the lease's date, the rent review month",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
