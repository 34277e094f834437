/**
 * A letter from the bank's business adviser to the manager, at home, about the financing
 * request: a decoy for the proof of address (the person's name and home address in an envelope
 * block, a date, an issuer) that also names every document of the dossier ("trois derniers
 * bulletins de paie", "dernier avis d'impôt", "extrait Kbis de moins de trois mois",
 * "attestation de vigilance"...), so keyword counting alone cannot classify it.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addressLines, civilityWord, frEuros, issueDateOf, landline, longDate, pick, randomDigits, randomInt, readParams, upper} from '../personal/common.js'
import {GREY, hex, newDocument, saveDocument, Sheet, signaturePath} from '../personal/draw.js'

const ADVISERS = [
  {name: 'Julien Perrot', title: 'Conseiller clientèle professionnels'},
  {name: 'Sophie Garnier', title: 'Chargée d’affaires entreprises'},
  {name: 'Karim Haddad', title: 'Conseiller professionnels et dirigeants'},
]

export async function bankLetter(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const dated = issueDateOf(params, facts, rng)
  const {account, company, person} = facts
  const adviser = pick(rng, ADVISERS)
  const amount = randomInt(rng, 15, 120) * 1000
  const months = pick(rng, [36, 48, 60, 84])
  const reference = `DF-${dated.slice(0, 4)}-${randomDigits(rng, 6)}`
  const salutation = civilityWord(person.civility)
  const addressee = `${salutation} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}`
  const green = hex('#00665e')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Courrier client', date: dated, producer: 'Courrier client PDF', title: `Votre demande de financement ${reference}`})
  const s = Sheet.add(doc, fonts)
  const T = fonts.times
  const H = fonts.helvetica

  s.box(56, 40, 8, 36, {fill: green})
  s.text(account.bankName, 72, 56, {color: green, font: H.bold, size: 13})
  s.text(`${account.branch} - Espace professionnels`, 72, 70, {color: GREY, font: H.regular, size: 8.5})

  s.lines([addressee, ...addressLines(person.address)], 320, 150, {font: T.regular, leading: 13.5, size: 11.5})

  s.text(`${company.address.city}, le ${longDate(dated)}`, 320, 250, {font: T.regular, size: 11.5})
  s.labelled('Objet :', `votre demande de financement professionnel (réf. ${reference})`, 72, 290, {font: T.bold, size: 11.5}, {font: T.regular})
  s.labelled('Affaire suivie par :', `${adviser.name}, ${adviser.title.toLowerCase()}`, 72, 306, {font: T.bold, size: 10}, {font: T.regular})

  let y = 344
  const paragraphs = [
    `${salutation},`,
    `Nous vous remercions de la confiance que vous nous témoignez et accusons réception de votre demande de prêt professionnel d’un montant de ${frEuros(amount)} euros sur ${months} mois, destiné à financer les investissements de la société ${company.name}.`,
    'Afin de présenter votre dossier à notre comité d’engagement, nous vous remercions de bien vouloir nous transmettre les pièces suivantes :',
  ]
  for (const p of paragraphs) y = s.paragraph(p, 72, y, 451, {font: T.regular, justify: true, leading: 15, size: 11.5}) + 8

  const pieces = [
    'une pièce d’identité en cours de validité ;',
    'un justificatif de domicile de moins de trois mois (facture d’électricité, de gaz, d’eau ou de téléphone, ou quittance de loyer) ;',
    'vos trois derniers bulletins de paie et votre dernier avis d’impôt sur le revenu ;',
    'un extrait Kbis de la société de moins de trois mois et ses statuts à jour ;',
    'l’attestation de vigilance Urssaf et l’attestation de régularité fiscale ;',
    'l’attestation d’assurance responsabilité civile professionnelle ;',
    'un relevé d’identité bancaire du compte professionnel.',
  ]
  for (const piece of pieces) {
    s.text('–', 86, y, {font: T.regular, size: 11.5})
    y = s.paragraph(piece, 100, y, 423, {font: T.regular, leading: 14.5, size: 11.5}) + 2
  }

  y += 8
  const closing = [
    'Vous pouvez déposer ces documents dans votre espace client, rubrique « Mes documents », ou les remettre à l’agence. Dès réception du dossier complet, nous reviendrons vers vous dans un délai de quinze jours.',
    `Nous vous prions d’agréer, ${salutation}, l’expression de nos salutations distinguées.`,
  ]
  for (const p of closing) y = s.paragraph(p, 72, y, 451, {font: T.regular, justify: true, leading: 15, size: 11.5}) + 8

  s.text(adviser.name, 340, y + 20, {font: T.bold, size: 11})
  s.text(adviser.title, 340, y + 34, {font: T.italic, size: 10})
  s.path(signaturePath(rng, 85), 350, y + 44, {lineWidth: 1, stroke: hex('#1b2a6b')})

  s.hline(72, 523, 796, {color: green, width: 0.5})
  s.paragraph(`${account.bankName} - ${account.branch} - Tél. ${landline(company.address.postcode, rng)} - Établissement de crédit - Intermédiaire en assurance ORIAS 07 005 127`, 72, 808, 451, {
    align: 'center',
    color: GREY,
    font: H.regular,
    leading: 8.5,
    size: 6.5,
  })

  return {
    fields: {},
    layout: 'other/courrier',
    notes: [
      'decoy for the proof of address: the manager’s name and home address in an envelope block, a date and a sender',
      'names every document type of the dossier (payslips, tax notice, Kbis, Urssaf certificate...) in a list',
    ],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
