/**
 * HELD-OUT attestation_rc_pro/exposant-salon: the liability certificate a trade-fair ORGANISER
 * demands from every EXHIBITOR before it hands over the stand (the exhibitor's insurer issues it
 * "pour être remise à" the organiser): the insurer's letterhead at the left (the truth), a framed
 * box at the right naming the ORGANISER (a decoy company with its address), the fair, its venue,
 * its OPENING DAYS and the set-up and dismantling days, the stand number (decoys); the body as
 * SENTENCES: "certifions que la société NOVACODE SAS, SIREN 812 345 676, dont le siège est ...,
 * est titulaire du contrat Multirisque professionnelle n° MRP 27 0045 1203" and the period "du
 * 1er avril 2027 au 31 mars 2028" with the MONTHS IN WORDS; the contract's first inception date
 * (a decoy); the activities in a one-column table; an EXTENSION paragraph for fairs and
 * exhibitions (stand's contents and third parties' damage, decoy limits); the limits table; "Fait
 * à Niort, le 2 mars 2027" (a decoy date) and the claims manager's signature (a decoy person).
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

const INSURERS = [
  {legal: 'ORIENTIS IARD SA au capital de 62 000 000 € - entreprise régie par le code des assurances - 41 avenue de Limoges, 79000 Niort - RCS Niort 431 207 558', name: 'ORIENTIS IARD', town: 'Niort'},
  {legal: "LA SAUVEGARDE DES ENTREPRENEURS - société d'assurance mutuelle à cotisations variables - 8 rue du Bélier, 72000 Le Mans - SIREN 775 652 118", name: 'LA SAUVEGARDE DES ENTREPRENEURS', town: 'Le Mans'},
  {legal: 'AXIOME ASSURANCES SA au capital de 18 400 000 € - entreprise régie par le code des assurances - 3 quai de Serbie, 69006 Lyon - RCS Lyon 509 884 201', name: 'AXIOME ASSURANCES', town: 'Lyon'},
  {legal: "MUTUELLE D'ASSURANCE DES COMMERÇANTS ET ARTISANS - 112 boulevard de la Liberté, 59000 Lille - SIREN 784 338 515 - entreprise régie par le code des assurances", name: "MUTUELLE D'ASSURANCE DES COMMERÇANTS ET ARTISANS", town: 'Lille'},
]

const FAIRS = [
  {name: 'SALON DES ENTREPRENEURS DE L\'OUEST', organiser: 'EXPO ATLANTIQUE ÉVÉNEMENTS SAS', orgAddress: '9 rue de la Rotonde, 44300 Nantes', venue: 'Parc des expositions de la Beaujoire, Nantes'},
  {name: 'FOIRE INTERNATIONALE DE LYON', organiser: 'GL RHÔNE SALONS SAS', orgAddress: '1 place de la Foire, 69006 Lyon', venue: 'Eurexpo, Chassieu'},
  {name: 'SALON DE L\'HABITAT ET DES MÉTIERS', organiser: 'ARTÉMIS ORGANISATION SARL', orgAddress: '22 rue des Halles, 37000 Tours', venue: 'Parc des expositions de Tours'},
  {name: 'RENCONTRES PRO DU GRAND EST', organiser: 'STRASBOURG ÉVÉNEMENTS SA', orgAddress: '7 place de Bordeaux, 67000 Strasbourg', venue: 'Parc des expositions du Wacken, Strasbourg'},
]

const MANAGERS = ['Sandrine LAFARGE', 'Olivier MENARD', 'Nathalie CHEVREAU', 'Frédéric OLLIVIER']

export async function rcproExposantSalon(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % 4 : 0
  const insurer = INSURERS[k]
  const fair = FAIRS[k]
  const startDay = `${addDays(`${facts.asOf.slice(0, 7)}-01`, -31 * randomInt(rng, 1, 6)).slice(0, 7)}-01`
  const end = addDays(addMonths(startDay, 12), -1)
  const policy = `MRP ${startDay.slice(2, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`
  const firstInception = `${Number(startDay.slice(0, 4)) - randomInt(rng, 2, 9)}${startDay.slice(4)}`
  const signed = addDays(facts.asOf, -randomInt(rng, 3, 25))
  const opening = addDays(facts.asOf, randomInt(rng, 20, 70))
  const closing = addDays(opening, 3)
  const setup = addDays(opening, -2)
  const dismantle = addDays(closing, 1)
  const stand = `${'ABCDEFGH'[randomInt(rng, 0, 7)]} ${randomInt(rng, 10, 98)}`
  const insured = `${company.name} ${company.legalForm}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const manager = MANAGERS[randomInt(rng, 0, 3)]
  const dark = hex(['#1f3d73', '#6b2131', '#0c5a5a', '#38423f'][k])
  const ink = hex('#1d2025')
  const soft = hex('#5e646d')

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'Sinistres & Attestations - module exposants', date: signed, producer: 'Editique IARD', title: `Attestation exposant ${policy}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Letterhead.
  s.box(L, 34, 6, 46, {fill: dark})
  s.lines(wrap(insurer.name, 230, T.bold, 14), L + 14, 50, {color: dark, font: T.bold, leading: 15, size: 14})
  s.text('Direction des assurances professionnelles', L + 14, 92, {color: soft, size: 7.8})
  s.text(`Service Attestations - ${insurer.town}`, L + 14, 102, {color: soft, size: 7.8})

  // The organiser's box.
  s.box(318, 34, R - 318, 96, {lineWidth: 0.8, stroke: dark})
  s.text('Attestation à remettre à :', 328, 48, {color: soft, size: 7.4})
  s.text(fair.organiser, 328, 61, {color: ink, font: H.bold, size: 9})
  s.text(fair.orgAddress, 328, 72, {color: ink, size: 7.8})
  s.text(`Manifestation : ${fair.name}`, 328, 88, {color: ink, size: 7.4})
  s.lines(wrap(`Lieu : ${fair.venue}`, R - 338, H.regular, 7.4), 328, 99, {color: ink, leading: 9, size: 7.4})
  s.text(`Ouverture au public du ${slashDate(opening)} au ${slashDate(closing)} - stand ${stand}`, 328, 120, {color: ink, size: 7.2})

  s.box(L, 146, R - L, 34, {fill: dark})
  s.text("ATTESTATION D'ASSURANCE - EXPOSANT", L + 12, 168, {color: WHITE, font: H.bold, size: 13})

  let y = 204
  y = s.paragraph(
    `Nous soussignés, ${insurer.name}, certifions que la société ${insured}, SIREN ${groupedSiren(company.siren)}, dont le siège est ${seat}, est titulaire auprès de nous du contrat Multirisque professionnelle n° ${policy}, souscrit à l'origine le ${slashDate(firstInception)} et renouvelé par tacite reconduction.`,
    L,
    y,
    R - L,
    {color: ink, leading: 13, size: 9.6},
  )
  y = s.paragraph(`La présente attestation est valable pour la période d'assurance du ${longDate(startDay)} au ${longDate(end)}, sous réserve du paiement des cotisations.`, L, y + 4, R - L, {color: ink, font: H.bold, leading: 13, size: 9.6})

  s.text('Activités déclarées au contrat', L, y + 14, {color: dark, font: H.bold, size: 9.4})
  y = s.table({columns: [{width: R - L}], font: H.regular, frame: true, rows: [[company.activity]], rowHeight: 20, size: 9, x: L, y: y + 20})

  s.text('Extension « Foires, salons et expositions »', L, y + 20, {color: dark, font: H.bold, size: 9.4})
  y = s.paragraph(
    `Les garanties du contrat sont étendues à la participation de l'assuré à la manifestation ci-dessus, y compris pendant le montage du stand le ${slashDate(setup)} et son démontage le ${slashDate(dismantle)} : responsabilité civile envers les tiers et l'organisateur, dommages aux biens exposés dans la limite de ${frEuros(randomInt(rng, 8, 40) * 1000)} € par sinistre.`,
    L,
    y + 34,
    R - L,
    {color: ink, leading: 12, size: 8.6},
  )

  y = s.table({
    columns: [{width: 300}, {align: 'right', width: 110}, {align: 'right', width: R - L - 410}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Plafond', 'Franchise']],
    headerFill: hex('#e9ecf1'),
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows: [
      ['Responsabilité civile exploitation (tous dommages confondus)', `${frEuros(randomInt(rng, 3, 9) * 1_000_000)} €`, `${frEuros(randomInt(rng, 2, 8) * 100)} €`],
      ['dont dommages matériels et immatériels consécutifs', `${frEuros(randomInt(rng, 5, 15) * 100_000)} €`, `${frEuros(randomInt(rng, 2, 8) * 100)} €`],
      ['Responsabilité civile professionnelle', `${frEuros(randomInt(rng, 5, 20) * 100_000)} €`, `${frEuros(randomInt(rng, 5, 15) * 100)} €`],
      ['Dommages aux biens confiés (stand, mobilier loué)', `${frEuros(randomInt(rng, 10, 50) * 1000)} €`, `${frEuros(randomInt(rng, 2, 5) * 100)} €`],
    ],
    size: 8.4,
    verticalRules: true,
    x: L,
    y: y + 10,
  })

  y = s.paragraph("Cette attestation ne peut engager l'assureur au-delà des conditions et limites du contrat auquel elle se réfère. Elle ne constitue pas une présomption de garantie pour des activités non déclarées.", L, y + 18, R - L, {color: soft, leading: 10, size: 7.6})
  s.text(`Fait à ${insurer.town}, le ${slashDate(signed)}`, 330, y + 20, {color: ink, size: 9})
  s.text(`${manager}, gestionnaire`, 330, y + 34, {color: soft, size: 8})
  s.path(signaturePath(rng, 110), 340, y + 70, {lineWidth: 1, stroke: hex('#23336e')})
  s.circle(300, y + 56, 30, {lineWidth: 1.2, stroke: dark})
  s.text(insurer.name.split(' ')[0], 300, y + 59, {align: 'center', color: dark, font: H.bold, size: 7})
  s.paragraph(insurer.legal, L, 800, R - L, {align: 'center', color: soft, leading: 9, size: 6.8})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: startDay, periode_fin: end},
    layout: 'attestation_rc_pro/exposant-salon',
    notes: [
      "an exhibitor's liability certificate for a trade-fair organiser: the organiser, the fair and its days in a framed box at the right",
      'the insured, its SIREN, the contract number and the period inside sentences; the period with the months in words ("du 1er avril 2027 au 31 mars 2028")',
      "decoys: the organiser and its address, the fair's opening, set-up and dismantling days, the stand, the contract's first inception, the signing date, the limits",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
