/**
 * HELD-OUT attestation_vigilance/texte-continu: an Urssaf vigilance certificate laid out as a
 * LETTER IN RUNNING TEXT (the form some regional Urssafs' counters print for a company that asks
 * for it by post or at a meeting, signed by delegation): the "urssaf" wordmark and the region top
 * left, the service's sender block top right (a TSA address: a decoy address), the file reference
 * and the 18-digit contributor account (decoys); the title with its legal basis; then ONE
 * JUSTIFIED PARAGRAPH that carries everything: the legal form IN FULL AND IN LOWER CASE BEFORE the
 * name ("la société par actions simplifiée NOVACODE"), "immatriculée sous le numéro SIRET 812 345
 * 676 00012", the seat on ONE LINE INSIDE THE SENTENCE (wrapping where the line ends), the manager
 * ("représentée par M. Thomas GAUTIER en qualité de président": a decoy person), the headcount,
 * and the up-to-date date IN WORDS ("à la date du 31 janvier 2027": a decoy); a second paragraph
 * with the periods covered and the declared payroll (decoys); the SECURITY CODE INSIDE A SENTENCE
 * (no frame, no label of its own); the reminder to the client; the issue date ONLY in "Fait à
 * Nantes, le 3 mars 2027" (in words) over the signature by delegation.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frEuros, type GeneratedDocument, GREY, groupedSiret, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath} from '../util.js'

interface Region {
  name: string
  town: string
  cedex: string
}

function regionOf(postcode: string): Region {
  const d = postcode.slice(0, 2)
  const is = (list: string) => list.split(' ').includes(d)
  if (is('75 77 78 91 92 93 94 95')) return {cedex: '93518', name: 'Île-de-France', town: 'Montreuil'}
  if (is('44 49 53 72 85')) return {cedex: '44938', name: 'Pays de la Loire', town: 'Nantes'}
  if (is('01 03 07 15 26 38 42 43 63 69 73 74')) return {cedex: '69833', name: 'Rhône-Alpes', town: 'Lyon'}
  if (is('04 05 06 13 83 84')) return {cedex: '13284', name: "Provence-Alpes-Côte d'Azur", town: 'Marseille'}
  if (is('09 12 31 32 46 65 81 82')) return {cedex: '31061', name: 'Midi-Pyrénées', town: 'Toulouse'}
  if (is('11 30 34 48 66')) return {cedex: '34964', name: 'Languedoc-Roussillon', town: 'Montpellier'}
  if (is('24 33 40 47 64')) return {cedex: '33056', name: 'Aquitaine', town: 'Bordeaux'}
  if (is('59 62')) return {cedex: '59869', name: 'Nord - Pas-de-Calais', town: 'Lille'}
  if (is('22 29 35 56')) return {cedex: '35028', name: 'Bretagne', town: 'Rennes'}
  if (is('57 67 68')) return {cedex: '67083', name: 'Alsace', town: 'Strasbourg'}
  if (is('16 17 79 86')) return {cedex: '86043', name: 'Poitou-Charentes', town: 'Poitiers'}
  if (is('18 28 36 37 41 45')) return {cedex: '45943', name: 'Centre - Val de Loire', town: 'Orléans'}
  return {cedex: '21047', name: 'Bourgogne', town: 'Dijon'}
}

const SIGNERS = ['Isabelle MARCHAND', 'Olivier PERRAUD', 'Nadia BENSALEM', 'Christophe LE MOAL', 'Sylvie ROCHER']

export async function vigilanceTexteContinu(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const region = regionOf(company.address.postcode)
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 60))
  const upToDate = addDays(`${issued.slice(0, 7)}-01`, -1)
  const periodEnd = addDays(`${upToDate.slice(0, 7)}-01`, -1)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const form = (LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm).toLocaleLowerCase('fr-FR')
  const female = manager.civility === 'Mme'
  const role = company.legalForm.startsWith('SAS') ? (female ? 'présidente' : 'président') : female ? 'gérante' : 'gérant'
  const managerName = `${manager.civility} ${manager.givenNames[0]} ${manager.usageName ?? manager.surname}`
  const staff = randomInt(rng, 1, 18)
  const payroll = Math.round((facts.pay.grossCents / 100) * staff * 12 * (0.7 + rng() * 0.3))
  const account = `${region.cedex.slice(0, 3)}${randomDigits(rng, 15)}`
  const reference = `ATT-V-${issued.slice(0, 4)}-${randomDigits(rng, 6)}`
  const signer = pick(rng, SIGNERS)
  const blue = hex('#1b3a6b')
  const ink = hex('#1c1c1c')

  const {doc, fonts} = await newDocument({author: `Urssaf ${region.name}`, creator: 'Urssaf - courrier attestation', date: issued, producer: 'Urssaf Editique', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 62
  const R = 533

  // Wordmark and sender.
  s.text('urssaf', L, 58, {color: blue, font: H.bold, size: 26})
  s.box(L + 1, 64, 78, 2.2, {fill: hex('#e2001a')})
  s.text(region.name, L, 79, {color: blue, font: H.bold, size: 9})
  s.lines([`Urssaf ${region.name}`, 'Service Attestations', `TSA ${randomInt(rng, 10, 90)}0${randomInt(rng, 10, 99)}`, `${region.cedex} ${region.town.toUpperCase()} CEDEX 9`, 'Tél. 3957 (service gratuit + prix d\'un appel)'], R, 44, {align: 'right', color: GREY, leading: 10, size: 7.8})

  s.lines([`Notre référence : ${reference}`, `Compte cotisant : ${account}`], L, 118, {color: ink, leading: 11, size: 8.2})

  // Title.
  s.text('ATTESTATION DE VIGILANCE', s.width / 2, 176, {align: 'center', color: blue, font: H.bold, size: 15})
  s.text('délivrée en application de l\'article L. 243-15 du code de la sécurité sociale', s.width / 2, 191, {align: 'center', color: GREY, font: H.italic, size: 8.4})

  // One justified paragraph carries the company.
  const para = (text: string, y: number, size = 10.6) => s.paragraph(text, L, y, R - L, {color: ink, font: T.regular, justify: true, leading: size * 1.42, size})
  let y = 232
  y = para(
    `L'Urssaf ${region.name} certifie, au vu des informations dont elle dispose, que la ${form} ${company.name}, immatriculée sous le numéro SIRET ${groupedSiret(company.siret)}, dont le siège social est établi ${addressPrinted.join(', ')}, représentée par ${managerName} en qualité de ${role}, employeur de ${staff} salarié${staff > 1 ? 's' : ''} au titre de la dernière déclaration sociale nominative, est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales à la date du ${longDate(upToDate)}.`,
    y,
  )
  y = para(
    `La présente attestation porte sur les cotisations et contributions dues au titre des périodes d'emploi échues jusqu'au ${longDate(periodEnd)} inclus. Elle tient compte, le cas échéant, des délais de paiement accordés et respectés. La masse salariale déclarée au titre de l'année ${Number(issued.slice(0, 4)) - 1} s'élève à ${frEuros(payroll)} euros.`,
    y + 10,
  )
  y = para(
    `Le donneur d'ordre peut vérifier l'authenticité de la présente attestation sur le site urssaf.fr, rubrique « Vérifier une attestation », en saisissant le code de sécurité ${code} ainsi que le numéro SIREN de l'entreprise.`,
    y + 10,
  )
  y = s.paragraph(
    "Rappel : lorsqu'il conclut un contrat d'un montant au moins égal à 5 000 euros hors taxes, le donneur d'ordre doit se faire remettre cette attestation lors de la conclusion du contrat puis tous les six mois jusqu'à la fin de son exécution (articles L. 8222-1 et D. 8222-5 du code du travail).",
    L,
    y + 14,
    R - L,
    {color: GREY, font: H.italic, justify: true, leading: 10.5, size: 8},
  )

  // Place, date, signature.
  y += 30
  s.text(`Fait à ${region.town}, le ${longDate(issued)}`, 330, y, {color: ink, font: T.regular, size: 10.6})
  s.lines(['Pour le Directeur et par délégation,', `${signer}, responsable du service Attestations`], 330, y + 18, {color: ink, font: T.italic, leading: 12, size: 9.2})
  s.path(signaturePath(rng, 100), 340, y + 46, {lineWidth: 0.9, stroke: hex('#1d2b66')})

  s.hline(L, R, 790, {color: hex('#c8ced8'), width: 0.5})
  s.paragraph(`Urssaf ${region.name} - Organisme de recouvrement des cotisations et contributions sociales - Document établi sur la base des déclarations de l'entreprise. Page 1/1`, L, 802, R - L, {align: 'center', color: GREY, leading: 9, size: 6.8})

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/texte-continu',
    notes: [
      'a vigilance certificate as a letter in running text: the company, its SIRET, its seat on one line and its manager all inside one justified sentence',
      'the legal form in full and in lower case before the name ("la société par actions simplifiée NOVACODE")',
      'the security code inside a sentence, no label of its own; the issue date only in "Fait à ..., le <date in words>"',
      'decoys: up-to-date date in words, end of the periods covered, payroll, contributor account, TSA address, manager',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
