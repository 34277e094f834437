/**
 * HELD-OUT facture_domicile/justificatif-contrat-energie: the "ATTESTATION DE CONTRAT valant
 * justificatif de domicile" an energy supplier's CUSTOMER AREA generates on demand (the "Télécharger
 * un justificatif de domicile" button that households use instead of a bill when the last bill is
 * too old or was sent to the former address; four suppliers, invented), one A4 page: the supplier's
 * mark and name top left, "Espace Client" and "Document édité le 12/03/2026" top right; the title
 * centred; the certifying sentence "<Supplier> atteste que :" with the customer ALONE on a line in
 * bold ("Madame Claire DUBOIS": civility in full, first given name, surname in capitals), "est
 * titulaire d'un contrat de fourniture ... pour le logement situé :" and the dwelling's address in a
 * TINTED BOX (mixed case, as the contract has it); a two-column "Caractéristiques du contrat" grid
 * of label | value rows (customer reference, contract number, offer, subscribed power, the delivery
 * point's 14-digit PDL and, for a dual-fuel contract, the gas PCE, the START OF SUPPLY date: a
 * decoy, the payment method, "Actif"); "Fait à Montrouge, le 12 mars 2026" (the same date in words)
 * with the customer service's signature; the authenticity code with a seal; the supplier's legal
 * footer (its SAS capital and RCS number: a decoy SIREN).
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, addressLines, civilityWord, type Facts, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, randomLetters, readParams, saveDocument, seal, Sheet, signaturePath, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const SUPPLIERS: {brand: string; color: string; town: string; seat: string; greffe: string; capital: string; dual: boolean; site: string}[] = [
  {brand: 'Volta Énergie', capital: '12 400 000', color: '#0a6e4f', dual: false, greffe: 'Nanterre', seat: "18 rue d'Arcueil - 92120 Montrouge", site: 'volta-energie.fr', town: 'Montrouge'},
  {brand: 'Hélia Énergies', capital: '3 750 000', color: '#d9480f', dual: true, greffe: 'Lyon', seat: '41 quai Perrache - 69002 Lyon', site: 'helia-energies.fr', town: 'Lyon'},
  {brand: 'Kilowatt Citoyen', capital: '1 080 000', color: '#1864ab', dual: false, greffe: 'Nantes', seat: '7 rue de la Tour d\'Auvergne - 44200 Nantes', site: 'kilowatt-citoyen.fr', town: 'Nantes'},
  {brand: 'Eolis Énergie', capital: '25 000 000', color: '#5f3dc4', dual: true, greffe: 'Paris', seat: '102 avenue de France - 75013 Paris', site: 'eolis-energie.fr', town: 'Paris'},
]

export async function factureJustificatifEnergie(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const sup = SUPPLIERS[typeof raw.supplier === 'number' ? raw.supplier % SUPPLIERS.length : randomInt(rng, 0, SUPPLIERS.length - 1)]
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 1, 30))
  const started = addDays(issued, -randomInt(rng, 60, 2200))
  const holder = `${civilityWord(name.civility)} ${name.givenNames[0]} ${upper(name.surname)}`
  const dwelling = addressLines(address)
  const customer = `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const contract = `${randomLetters(rng, 2)}-${randomDigits(rng, 8)}`
  const pdl = `${randomInt(rng, 1, 2)}${randomDigits(rng, 13)}`
  const pce = `GI${randomDigits(rng, 6)}`
  const power = pick(rng, [6, 6, 9, 12])
  const offer = pick(rng, ['Offre Verte Fixe', 'Offre Indexée Sérénité', 'Offre Heures Creuses Online'])
  const code = `${randomLetters(rng, 4)}-${randomDigits(rng, 4)}-${randomLetters(rng, 2)}${randomDigits(rng, 2)}`
  const siren = makeSiren(rng)
  const color = hex(sup.color)
  const ink = hex('#222222')
  const soft = hex('#666666')

  const {doc, fonts} = await newDocument({author: sup.brand, creator: `${sup.brand} - Espace Client`, date: issued, producer: 'DocGen 3.4', title: 'Attestation de contrat - justificatif de domicile'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // Mark: a disc with a lightning bolt, the brand beside it.
  s.circle(L + 16, 52, 16, {fill: color})
  s.path('M 4 0 L -6 13 L 0 13 L -3 24 L 8 9 L 2 9 L 6 0 Z', L + 16, 40, {fill: WHITE})
  s.text(sup.brand, L + 40, 58, {color, font: H.bold, size: 17})
  s.text('Espace Client', R, 46, {align: 'right', color: soft, font: H.bold, size: 9})
  s.text(`Document édité le ${slashDate(issued)}`, R, 60, {align: 'right', color: soft, size: 8.5})
  s.text(sup.site, R, 72, {align: 'right', color, size: 8})

  // Title.
  s.hline(L, R, 100, {color, width: 1.5})
  s.text('ATTESTATION DE CONTRAT', (L + R) / 2, 132, {align: 'center', color: ink, font: H.bold, size: 17})
  s.text('valant justificatif de domicile', (L + R) / 2, 150, {align: 'center', color: soft, font: H.italic, size: 10.5})

  // The certification.
  let y = 192
  s.text(`${sup.brand} atteste que :`, L, y, {color: ink, size: 10.5})
  s.text(holder, (L + R) / 2, y + 28, {align: 'center', color: ink, font: H.bold, size: 13})
  y = s.paragraph(
    `est titulaire d'un contrat de fourniture ${sup.dual ? "d'électricité et de gaz naturel" : "d'électricité"} en cours de validité auprès de ${sup.brand} pour le logement situé :`,
    L,
    y + 58,
    R - L,
    {color: ink, leading: 14, size: 10.5},
  )
  const boxH = 16 + dwelling.length * 15
  s.box(L + 60, y, R - L - 120, boxH, {fill: hex('#f1f3f5')})
  s.box(L + 60, y, 3, boxH, {fill: color})
  dwelling.forEach((line, k) => s.text(line, L + 80, y + 20 + k * 15, {color: ink, font: H.bold, size: 11}))
  y += boxH + 34

  // Contract particulars.
  s.text('Caractéristiques du contrat', L, y, {color, font: H.bold, size: 11})
  s.hline(L, R, y + 6, {color: hex('#d0d4d9'), width: 0.7})
  y += 24
  const rows: [string, string][] = [
    ['Référence client', customer],
    ['Numéro de contrat', contract],
    ['Offre', `${offer}${sup.dual ? ' - Électricité + Gaz' : ''}`],
    ['Puissance souscrite', `${power} kVA`],
    ["Point de livraison d'électricité (PDL)", pdl],
    ...(sup.dual ? ([['Point de comptage et d\'estimation gaz (PCE)', pce]] as [string, string][]) : []),
    ['Date de début de fourniture', slashDate(started)],
    ['Mode de paiement', 'Prélèvement mensuel'],
    ['Statut du contrat', 'Actif'],
  ]
  for (const [k, [label, value]] of rows.entries()) {
    if (k % 2 === 0) s.box(L, y - 12, R - L, 18, {fill: hex('#f8f9fa')})
    s.text(label, L + 8, y, {color: soft, size: 9.2})
    s.text(value, L + 250, y, {color: ink, font: H.bold, size: 9.6})
    y += 18
  }

  y += 22
  y = s.paragraph("La présente attestation est délivrée à la demande du titulaire du contrat pour servir et valoir ce que de droit. Elle ne préjuge pas du règlement des factures. Elle peut être vérifiée à l'aide du code d'authenticité ci-dessous sur le site du fournisseur.", L, y, R - L, {color: ink, leading: 13, size: 9.5})

  // Place, date, signature.
  y += 24
  s.text(`Fait à ${sup.town}, le ${longDate(issued)}`, R, y, {align: 'right', color: ink, size: 10})
  s.text('Le Service Clients', R, y + 16, {align: 'right', color: ink, font: H.bold, size: 10})
  s.path(signaturePath(rng, 90), R - 110, y + 22, {lineWidth: 1, stroke: hex('#20306e')})

  // Authenticity.
  seal(s, L, y - 6, 19, 3.4, rng)
  s.text("Code d'authenticité", L + 76, y + 14, {color: soft, size: 8})
  s.text(code, L + 76, y + 28, {color: ink, font: fonts.courier.bold, size: 10.5})

  // Legal footer.
  s.hline(L, R, 790, {color: hex('#d0d4d9'), width: 0.6})
  s.paragraph(`${sup.brand} - SAS au capital de ${sup.capital} € - ${sup.seat} - RCS ${sup.greffe} ${groupedSiren(siren)} - Fournisseur d'énergie titulaire de l'autorisation ministérielle de fourniture d'électricité${sup.dual ? ' et de gaz naturel' : ''}.`, L, 802, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {
      adresse: truthAddress(dwelling),
      date_emission: issued,
      emetteur: sup.brand,
      titulaire: holder,
    },
    layout: 'facture_domicile/justificatif-contrat-energie',
    notes: [
      "an energy supplier's contract certificate downloaded from the customer area as a proof of address, not a bill: no amounts",
      'the holder alone on a centred bold line ("Madame Claire DUBOIS"), the dwelling in a tinted box in mixed case',
      '"Document édité le dd/mm/yyyy" top right and "Fait à ..., le <date in words>" at the bottom: the same issue date',
      "decoys: start of supply date, PDL / PCE numbers, contract and customer references, the supplier's RCS number",
    ],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
