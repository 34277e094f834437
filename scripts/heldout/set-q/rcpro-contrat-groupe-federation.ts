/**
 * HELD-OUT attestation_rc_pro/contrat-groupe-federation: the "CERTIFICAT D'ADHÉSION" a
 * PROFESSIONAL FEDERATION sends its members who joined the GROUP professional liability contract
 * it took out with an insurer for them (IT freelancers, designers, translators, management
 * consultants: four invented federations, two invented insurers): the FEDERATION's monogram and
 * name at the top (a decoy for the insurer, with its own address: a decoy address), the title
 * and a sub-title naming the contract; a RULED TABLE of label | value rows: the subscriber of the
 * group contract (the federation again), "Assureur" (the insurer's name in capitals), "N° de
 * police (contrat groupe)" ("CG-RCP 2019 0047"), the managing BROKER (a decoy company), then the
 * member: "Adhérent" (the name with its legal form), SIREN grouped, the seat, the federation's
 * MEMBER NUMBER and the DATE OF FIRST MEMBERSHIP (decoys), the insured activity (wrapped); the
 * period IN WORDS inside a sentence ("pour la période du 1er janvier 2027 au 31 décembre 2027
 * inclus"), the limits table (decoy amounts), the premium paid and its date (decoys), "Fait à ...,
 * le <date>" (a decoy), the insurer's legal line in grey small print.
 */
import {addDays, type Facts, frAmount, frEuros, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

interface Federation {
  short: string
  name: string
  address: string
  town: string
  color: string
}

/** By the company's activity index in the corpus's list (0 IT consulting, 4 management consulting, 5 design, 7 translation). */
const FEDERATIONS: Record<number, Federation> = {
  0: {address: '42 rue du Faubourg Poissonnière, 75010 Paris', color: '#0f5c6e', name: 'Syndicat des Indépendants du Numérique', short: 'SYNUM', town: 'Paris'},
  4: {address: '8 quai Jules Courmont, 69002 Lyon', color: '#6b3a12', name: 'Chambre des Conseils en Gestion et Stratégie', short: 'CCGS', town: 'Lyon'},
  5: {address: '15 rue Sainte-Catherine, 33000 Bordeaux', color: '#8a1c4a', name: 'Union des Graphistes et Designers Indépendants', short: 'UGDI', town: 'Bordeaux'},
  7: {address: '3 place Graslin, 44000 Nantes', color: '#27457a', name: 'Fédération Nationale des Traducteurs et Interprètes Libéraux', short: 'FNTIL', town: 'Nantes'},
}

const INSURERS = [
  {legal: "MUTUELLE ATLANTIQUE DES PROFESSIONS, société d'assurance mutuelle à cotisations variables, entreprise régie par le code des assurances, 11 boulevard Vincent Gâche, 44200 Nantes - SIREN 784 412 336.", name: 'MUTUELLE ATLANTIQUE DES PROFESSIONS'},
  {legal: 'HELVÉA ASSURANCES SA, société anonyme au capital de 24 000 000 euros, entreprise régie par le code des assurances, 60 rue de la Victoire, 75009 Paris - RCS Paris 412 907 553.', name: 'HELVÉA ASSURANCES SA'},
]

const BROKERS = ['CORALIS COURTAGE SAS - ORIAS 12 065 441', 'PROTECTIA GESTION - ORIAS 15 002 378']

export async function rcproContratGroupeFederation(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const fed = FEDERATIONS[typeof params.federation === 'number' ? params.federation : 0] ?? FEDERATIONS[0]
  const insurer = INSURERS[typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0]
  const broker = BROKERS[typeof params.insurer === 'number' ? params.insurer % BROKERS.length : 0]
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = `${year}-12-31`
  const policy = `CG-RCP ${randomInt(rng, 2016, 2021)} ${randomDigits(rng, 4)}`
  const insured = `${company.name} ${company.legalForm}`
  const member = `${fed.short}-${randomDigits(rng, 5)}`
  const firstJoined = addDays(`${year - randomInt(rng, 1, 5)}-01-01`, randomInt(rng, 20, 300))
  const paid = addDays(start, randomInt(rng, -45, 5))
  const signed = addDays(paid, randomInt(rng, 1, 8))
  const premium = randomInt(rng, 280, 940) * 100 + randomInt(rng, 0, 99)
  const color = hex(fed.color)
  const ink = hex('#1b1d22')
  const rule = hex('#b4b9c0')
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]

  const {doc, fonts} = await newDocument({author: fed.short, creator: 'AdhésionsPro', date: signed, producer: 'AdhésionsPro PDF', title: `Certificat d'adhésion RC Pro ${year} - ${member}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // The federation's monogram and name.
  s.box(L, 34, 54, 54, {fill: color})
  s.text(fed.short, L + 27, 66, {align: 'center', color: WHITE, font: H.bold, size: fed.short.length > 4 ? 11 : 13})
  s.text(fed.name, L + 66, 52, {color, font: H.bold, size: 11.5})
  s.text(fed.address, L + 66, 66, {color: GREY, size: 8})
  s.text(`Service adhérents - adherents@${fed.short.toLowerCase()}.fr`, L + 66, 78, {color: GREY, size: 8})

  s.text("CERTIFICAT D'ADHÉSION", (L + R) / 2, 128, {align: 'center', color: ink, font: H.bold, size: 15})
  s.text(`Attestation d'assurance Responsabilité Civile Professionnelle - exercice ${year}`, (L + R) / 2, 144, {align: 'center', color, font: H.bold, size: 9.6})
  s.text(`Contrat groupe souscrit par la ${fed.short} au bénéfice de ses adhérents`, (L + R) / 2, 157, {align: 'center', color: GREY, font: H.italic, size: 8.4})

  // The ruled table of references.
  let y = 178
  const split = L + 170
  const row = (label: string, value: string[], bold = false, shade = false) => {
    const lines = value.flatMap((v) => wrap(v, R - split - 12, bold ? H.bold : H.regular, 9))
    const h = lines.length * 11.5 + 8
    if (shade) s.box(L, y, R - L, h, {fill: hex('#f2f3f5')})
    s.hline(L, R, y + h, {color: rule, width: 0.4})
    s.text(label, L + 6, y + 13, {color: hex('#4a4f57'), size: 8.2})
    s.lines(lines, split + 6, y + 13, {color: ink, font: bold ? H.bold : H.regular, leading: 11.5, size: 9})
    y += h
  }

  s.hline(L, R, y, {color: ink, width: 0.8})
  row('Souscripteur du contrat groupe', [`${fed.name} (${fed.short})`], false, true)
  row('Assureur', [insurer.name], false, true)
  row('N° de police (contrat groupe)', [policy], false, true)
  row('Gestionnaire du contrat', [broker], false, true)
  row('Adhérent', [insured], true)
  row('SIREN', [groupedSiren(company.siren)])
  row('Adresse', [seat.join(', ')])
  row("N° d'adhérent à la fédération", [member])
  row('Date de première adhésion', [slashDate(firstJoined)])
  row('Activité garantie', [company.activity], true)
  s.hline(L, R, y, {color: ink, width: 0.8})

  y += 22
  y = s.paragraph(
    `L'assureur certifie que l'adhérent désigné ci-dessus, à jour de sa cotisation, bénéficie des garanties du contrat groupe Responsabilité Civile Professionnelle et Exploitation pour l'activité garantie, pour la période du ${longDate(start)} au ${longDate(end)} inclus, dans les limites et conditions des conditions générales et particulières du contrat.`,
    L,
    y,
    R - L,
    {color: ink, justify: true, leading: 12.5, size: 9.4},
  )

  y += 8
  const perClaim = [300_000, 500_000, 1_000_000][randomInt(rng, 0, 2)]
  y = s.table({
    columns: [{width: 250}, {align: 'right', width: 125}, {align: 'right', width: R - L - 375}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Montant', 'Franchise']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle', `${frEuros(perClaim * 2)} € par sinistre`, `${frEuros(randomInt(rng, 3, 10) * 100)} €`],
      ['Dont dommages immatériels non consécutifs', `${frEuros(perClaim)} € par an`, `${frEuros(randomInt(rng, 3, 10) * 100)} €`],
      ['Responsabilité civile exploitation', `${frEuros(perClaim * 6)} € par sinistre`, 'Néant'],
      ['Perte ou destruction de documents confiés', `${frEuros(randomInt(rng, 3, 8) * 10_000)} € par an`, `${frEuros(300)} €`],
      ['Défense pénale et recours', `${frEuros(randomInt(rng, 15, 30) * 1000)} € par litige`, 'Néant'],
    ],
    ruleColor: rule,
    size: 8.2,
    x: L,
    y,
  })

  y += 18
  s.text(`Cotisation ${year} TTC : ${frAmount(premium)} € - acquittée le ${slashDate(paid)}`, L, y, {color: ink, size: 8.6})
  y += 28
  s.text(`Fait à ${fed.town}, le ${slashDate(signed)}`, R - 210, y, {color: ink, size: 9})
  s.text(`Pour l'assureur, par délégation, la ${fed.short}`, R - 210, y + 13, {color: GREY, font: H.italic, size: 8})
  s.path(signaturePath(rng, 90), R - 200, y + 22, {lineWidth: 0.9, stroke: hex('#22306b')})

  s.paragraph(
    "La présente attestation ne peut engager l'assureur au-delà des conditions du contrat auquel elle se réfère. Elle ne vaut que sous réserve de l'adhésion en vigueur et du paiement des cotisations. L'adhésion est renouvelée chaque 1er janvier par tacite reconduction.",
    L,
    752,
    R - L,
    {color: GREY, leading: 8.6, size: 6.8},
  )
  s.hline(L, R, 782, {color: rule, width: 0.4})
  s.paragraph(`Assureur : ${insurer.legal} Gestion : ${broker}.`, L, 793, R - L, {color: GREY, leading: 8.4, size: 6.6})

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/contrat-groupe-federation',
    notes: [
      "a federation's membership certificate under the group professional liability contract it took out for its members: the federation's monogram on top is not the insurer",
      'a ruled label | value table: subscriber, insurer, group policy number, managing broker, then the member, its SIREN, seat, member number and first membership date (decoys)',
      'the period in words inside a sentence ("du 1er janvier 2027 au 31 décembre 2027 inclus"); decoys: limits, premium and its payment date, signing date, the insurer\'s seat',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
