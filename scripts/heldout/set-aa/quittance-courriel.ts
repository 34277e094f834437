/**
 * HELD-OUT quittance_loyer/courriel-bailleur-imprime: a private landlord's monthly RENT RECEIPT SENT
 * AS AN E-MAIL and PRINTED FROM THE TENANT'S WEBMAIL (four invented landlords: a retired couple, a
 * person, a family SCI run by a son, a person living abroad): the browser's print header (the
 * mailbox's title and the PRINT DATE: a decoy) and footer (the address of the page and "1/1"); the
 * e-mail's header (From, To, the SENDING DATE a few days after the receipt's date: a decoy, the
 * subject with the month); the body: the greeting, then the receipt typed in the e-mail: "QUITTANCE
 * DE LOYER", the landlord's name and address (a decoy address), "Je soussigné(e) ... déclare avoir
 * reçu de M. Thomas GAUTIER" with the SUM IN WORDS and in figures, the dwelling's address in the
 * sentence and on its own line, the period's dates (decoys), the amounts as VALUES IN A ROW UNDER
 * THEIR COLUMN TITLES ("Loyer hors charges | Provision pour charges | Total"), the payment date (a
 * decoy), the usual reservation, "Fait à Annecy, le 2 avril 2029" (the truth, the month in words),
 * the name typed as a signature; the mail client's signature line.
 */
import {addDays, addressLines, capitalisedSurname, type Facts, frAmount, type GeneratedDocument, euroWords, hex, lastDayOf, longDate, monthOf, monthTitle, newDocument, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, wrap} from '../util.js'

interface Landlord {
  name: string
  signer: string
  email: string
  lines: string[]
  town: string
  client: string
}

/** The landlords (index.ts TENANT_TOWNS, in order). */
const LANDLORDS: Landlord[] = [
  {client: 'Messagerie Orange', email: 'jp.morel74@orange.fr', lines: ['Jean-Pierre et Monique MOREL', '18 chemin des Vignes', '74940 Annecy-le-Vieux'], name: 'Jean-Pierre et Monique MOREL', signer: 'Jean-Pierre Morel', town: 'Annecy'},
  {client: 'Gmail', email: 'helene.ricard.immo@gmail.com', lines: ['Hélène RICARD', '5 rue Plantagenêt', '49100 Angers'], name: 'Hélène RICARD', signer: 'Hélène Ricard', town: 'Angers'},
  {client: 'Outlook', email: 'sci.laborde.famille@outlook.fr', lines: ['SCI LABORDE FAMILLE', 'représentée par Julien LABORDE, gérant', '9 avenue du Béarn', '64140 Billère'], name: 'SCI LABORDE FAMILLE', signer: 'Julien Laborde, gérant', town: 'Pau'},
  {client: 'Messagerie SFR', email: 'b.delorme@sfr.fr', lines: ['Bernard DELORME', '27 Rue du Rhône', '1204 Genève (Suisse)'], name: 'Bernard DELORME', signer: 'Bernard Delorme', town: 'Genève'},
]

export async function quittanceCourriel(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const k = typeof raw.landlord === 'number' ? raw.landlord % LANDLORDS.length : 0
  const ll = LANDLORDS[k]
  const month = monthOf(params, facts)
  const from = `${month}-01`
  const to = lastDayOf(month)
  const paid = addDays(from, randomInt(rng, 0, 6))
  const issued = params.issueDate ?? addDays(to, randomInt(rng, 1, 6))
  const sent = addDays(issued, randomInt(rng, 1, 4))
  const printed = addDays(sent, randomInt(rng, 1, 20))
  const rent = randomInt(rng, 52, 98) * 1000
  const charges = randomInt(rng, 4, 12) * 1000
  const total = rent + charges
  const tenant = `${name.civility} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const oneLine = truthAddress(dwelling)
  const tenantMail = `${name.givenNames[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${name.surname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]+/g, '')}@laposte.net`
  const day = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'][(new Date(`${sent}T12:00:00Z`).getUTCDay() + 6) % 7]
  const hour = `${String(randomInt(rng, 7, 21)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const ink = hex('#202124')
  const soft = hex('#5f6368')
  const rule = hex('#dadce0')

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla Firefox', date: printed, producer: 'cairo 1.16.0', title: `${ll.client} - Quittance de loyer ${monthTitle(month).toLowerCase()}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const W = R - L

  s.text(`${slashDate(printed)} ${String(randomInt(rng, 8, 22)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`, L - 10, 22, {color: soft, size: 7.5})
  s.text(`${ll.client} - Quittance de loyer ${monthTitle(month).toLowerCase()}`, s.width / 2, 22, {align: 'center', color: soft, size: 7.5})

  let y = 62
  s.text(`Quittance de loyer ${monthTitle(month).toLowerCase()}`, L, y, {color: ink, size: 16})
  y += 26
  s.text(`${ll.signer.split(',')[0]} <${ll.email}>`, L, y, {color: ink, font: H.bold, size: 9})
  s.text(`${day} ${slashDate(sent)} ${hour}`, R, y, {align: 'right', color: soft, size: 8.5})
  y += 13
  s.text(`À : ${tenant.replace(/^\S+ /, '')} <${tenantMail}>`, L, y, {color: soft, size: 8.5})
  y += 10
  s.hline(L, R, y, {color: rule, width: 0.8})
  y += 22

  const body = (text: string, gap = 6, font = H.regular) => {
    y = s.paragraph(text, L, y, W, {color: ink, font, leading: 12.5, size: 9.6}) + gap
  }

  body(`Bonjour ${name.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${capitalisedSurname(name.surname)},`)
  body(`Veuillez trouver ci-dessous votre quittance de loyer pour le mois de ${monthTitle(month).toLowerCase()}. Je vous remercie pour votre règlement.`, 14)

  s.text('QUITTANCE DE LOYER', L, y, {color: ink, font: H.bold, size: 11})
  y += 16
  y = s.lines(ll.lines, L, y, {color: ink, leading: 11.5, size: 9}) + 6
  body(
    `Je soussigné${ll.name.startsWith('Hélène') ? 'e' : ''} ${ll.name}, bailleur du logement situé ${oneLine}, déclare avoir reçu de ${tenant} la somme de ${euroWords(total)} (${frAmount(total)} €) au titre du paiement du loyer et des charges pour la période du ${slashDate(from)} au ${slashDate(to)}, et lui en donne quittance, sous réserve de tous mes droits.`,
    8,
  )
  s.text('Locataire :', L, y, {color: soft, size: 9})
  s.text(tenant, L + 80, y, {color: ink, size: 9.6})
  y += 14
  s.text('Logement :', L, y, {color: soft, size: 9})
  y = s.lines(dwelling, L + 80, y, {color: ink, leading: 12, size: 9.6}) + 6

  y = s.table({
    columns: [{align: 'right', width: 150}, {align: 'right', width: 150}, {align: 'right', width: 150}],
    font: H.regular,
    frame: true,
    header: [['Loyer hors charges', 'Provision pour charges', 'Total']],
    headerFill: hex('#f1f3f4'),
    headerFont: H.bold,
    headerSize: 8,
    rowHeight: 17,
    rows: [[`${frAmount(rent)} €`, `${frAmount(charges)} €`, {font: H.bold, text: `${frAmount(total)} €`}]],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L,
    y,
  })
  y += 18
  body(`Paiement reçu le ${slashDate(paid)} par virement.`, 4)
  for (const line of wrap("Le paiement de la présente quittance n'emporte pas présomption de paiement des termes antérieurs. Cette quittance annule tous les reçus qui auraient pu être donnés pour acompte versé sur la présente période.", W, H.italic, 8.4)) {
    s.text(line, L, y, {color: soft, font: H.italic, size: 8.4})
    y += 11
  }

  y += 10
  s.text(`Fait à ${ll.town}, le ${longDate(issued)}`, L, y, {color: ink, size: 9.6})
  y += 14
  s.text(ll.signer, L, y, {color: ink, font: H.italic, size: 9.6})
  y += 26
  s.text('Bien cordialement,', L, y, {color: ink, size: 9.6})
  y += 13
  s.text(ll.signer.split(',')[0], L, y, {color: ink, size: 9.6})
  y += 13
  s.text(`Envoyé depuis ${ll.client === 'Gmail' ? 'mon iPhone' : ll.client}`, L, y, {color: soft, size: 8})

  s.text('https://mail.webmail-client.fr/message/print', L - 10, 826, {color: soft, size: 7})
  s.text('1/1', R + 10, 826, {align: 'right', color: soft, size: 7})

  return {
    fields: {adresse: oneLine, date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/courriel-bailleur-imprime',
    notes: [
      "a private landlord's rent receipt sent as an e-mail and printed from the tenant's webmail",
      'the tenant "M. Thomas GAUTIER" and the dwelling in the receipt\'s sentence and on their own lines; the sum in words and in figures; the amounts as values under column titles; the issue date only in "Fait à ..., le 2 avril 2029"',
      "decoys: the print date, the e-mail's sending date, the landlord's address (abroad for one), the period's dates, the payment date",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
