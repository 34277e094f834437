/**
 * HELD-OUT attestation_rc_pro/diagnostiqueur-immobilier: the professional liability certificate a
 * PROPERTY SURVEYOR (diagnostiqueur immobilier: energy performance, asbestos, lead, termites, gas
 * and electrical installations, Carrez measurements) must attach to every technical file (article
 * L. 271-6 of the building code: cover of at least 300 000 € per claim and 500 000 € per year),
 * from four invented insurers: the insurer's monogram and name at the top left with its address (a
 * decoy address), "ATTESTATION D'ASSURANCE" and the certificate's own reference at the right (a
 * decoy); a sentence "X certifie que :"; a RULED LABEL | VALUE TABLE ("Assuré": the name FOLLOWED
 * by its legal form, "NOVADIAG SARL"; "SIREN" grouped with "RCS <town>"; "Adresse"; "N° de
 * contrat"; "Date d'effet initiale du contrat": a decoy date); the period as TWO LABEL-ABOVE-VALUE
 * CELLS in a framed band ("Prise d'effet" | "Expiration", dates with slashes); the activities in a
 * framed box (the truth); the CERTIFIED TECHNICIANS as a table (the manager and an employee, each
 * domain's certificate number, certifying body and validity date: decoy persons, numbers and
 * dates); the limits (the legal minimums and more); the legal basis quoted with its date (a
 * decoy); "Fait à ..., le ..." (a decoy date).
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE, wrap} from '../util.js'

const INSURERS = [
  {address: '14 boulevard Malesherbes, 75008 Paris', color: '#16456e', legal: 'ARCADIS PROTECTION SA au capital de 18 000 000 € - entreprise régie par le code des assurances - RCS Paris 512 448 906', monogram: 'AP', name: 'ARCADIS PROTECTION', town: 'Paris'},
  {address: '3 rue de la Cité, 44000 Nantes', color: '#6b1f3a', legal: "MUTUELLE DES EXPERTS DU BÂTIMENT - société d'assurance mutuelle à cotisations variables - SIREN 784 301 552", monogram: 'ME', name: 'MUTUELLE DES EXPERTS DU BÂTIMENT', town: 'Nantes'},
  {address: '52 cours Vitton, 69006 Lyon', color: '#2c5e2e', legal: 'SÉQUANA IARD SA au capital de 6 400 000 € - entreprise régie par le code des assurances - RCS Lyon 438 210 774', monogram: 'SQ', name: 'SÉQUANA IARD', town: 'Lyon'},
  {address: '9 allée Turenne, 44000 Nantes', color: '#4b3b8f', legal: 'VÉRITAS PRO ASSURANCES SA au capital de 4 200 000 € - entreprise régie par le code des assurances - RCS Nantes 801 337 259', monogram: 'VP', name: 'VÉRITAS PRO ASSURANCES', town: 'Nantes'},
]

const DOMAINS = [
  ['Diagnostic de performance énergétique (DPE)', 'avec mention'],
  ["Repérage de l'amiante", 'sans mention'],
  ['Constat de risque d\'exposition au plomb (CREP)', ''],
  ['État relatif à la présence de termites', 'France métropolitaine'],
  ["État de l'installation intérieure de gaz", ''],
  ["État de l'installation intérieure d'électricité", ''],
]

const BODIES = ['Certi-Habitat', 'Qualidiag Certification', 'Bureau Certif Immo', 'Certidiag Ouest']
const TECHNICIANS = ['M. Anthony MASSON', 'Mme Audrey PELLETIER', 'M. Kevin BRUNEAU', 'Mme Laure CHAUVIN']

export async function rcproDiagnostiqueur(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const insurer = INSURERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : 'Diagnostics techniques immobiliers réglementaires'
  const year = Number(facts.asOf.slice(0, 4))
  const start = `${year}-01-01`
  const end = addDays(addMonths(start, 12), -1)
  const inception = `${year - randomInt(rng, 2, 7)}-${String(randomInt(rng, 2, 11)).padStart(2, '0')}-01`
  const policy = `DI ${start.slice(2, 4)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}`
  const reference = `ATT/RCP/${start.slice(0, 4)}/${randomDigits(rng, 5)}`
  const signed = addDays(start, -randomInt(rng, 5, 40))
  const insured = `${company.name} ${company.legalForm}`
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')
  const manager = `${person.civility} ${person.givenNames[0]} ${upper(person.usageName ?? person.surname)}`
  const dark = hex(insurer.color)
  const ink = hex('#1d1f24')
  const soft = hex('#5f636b')
  const line = hex('#b7bcc5')
  const pale = hex('#f0f2f5')

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'Gestion Contrats Pro', date: signed, producer: 'GCP Editique', title: `Attestation ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const W = R - L

  // Letterhead.
  s.box(L, 30, 38, 38, {fill: dark, radius: 4})
  s.text(insurer.monogram, L + 19, 55, {align: 'center', color: WHITE, font: H.bold, size: 15})
  const nameLines = wrap(insurer.name, 240, H.bold, 12)
  s.lines(nameLines, L + 48, 43, {color: dark, font: H.bold, leading: 13, size: 12})
  s.text(insurer.address, L + 48, 47 + 13 * nameLines.length, {color: soft, size: 7.8})
  s.text("ATTESTATION D'ASSURANCE", R, 44, {align: 'right', color: dark, font: H.bold, size: 13})
  s.text('Responsabilité civile professionnelle - diagnostiqueur immobilier', R, 58, {align: 'right', color: ink, size: 8.4})
  s.text(`Réf. ${reference}`, R, 71, {align: 'right', color: soft, size: 7.8})
  s.hline(L, R, 92, {color: dark, width: 1.2})

  let y = s.paragraph(`${insurer.name} certifie que l'entreprise désignée ci-dessous est titulaire d'un contrat d'assurance garantissant sa responsabilité civile professionnelle, conformément aux articles L. 271-6 et R. 271-2 du code de la construction et de l'habitation.`, L, 112, W, {color: ink, leading: 12, size: 9})

  // The ruled label | value table.
  const rows: [string, string, boolean][] = [
    ['Assuré', insured, true],
    ['SIREN', `${groupedSiren(company.siren)} - RCS ${company.registry}`, false],
    ['Adresse', address, false],
    ['N° de contrat', policy, true],
    ["Date d'effet initiale du contrat", slashDate(inception), false],
    ['Gérant / technicien référent', manager, false],
  ]
  y += 6
  for (const [label, value, bold] of rows) {
    const lines = wrap(value, W - 178, bold ? H.bold : H.regular, 9)
    const h = 8 + 11.5 * lines.length
    s.box(L, y, 160, h, {fill: pale})
    s.box(L, y, W, h, {lineWidth: 0.5, stroke: line})
    s.text(label, L + 7, y + 13, {color: soft, size: 8})
    s.lines(lines, L + 168, y + 13, {color: ink, font: bold ? H.bold : H.regular, leading: 11.5, size: 9})
    y += h
  }

  // The period band: two label-above-value cells.
  y += 14
  s.box(L, y, W, 42, {fill: pale, lineWidth: 0.8, stroke: dark})
  s.text('PÉRIODE DE VALIDITÉ DE LA PRÉSENTE ATTESTATION', L + 10, y + 25, {color: dark, font: H.bold, size: 8.2})
  const cellX = L + 268
  s.vline(cellX, y, y + 42, {color: line, width: 0.6})
  s.vline(cellX + 118, y, y + 42, {color: line, width: 0.6})
  s.text("Prise d'effet", cellX + 8, y + 14, {color: soft, size: 7.4})
  s.text(slashDate(start), cellX + 8, y + 31, {color: ink, font: H.bold, size: 11})
  s.text('Expiration', cellX + 126, y + 14, {color: soft, size: 7.4})
  s.text(slashDate(end), cellX + 126, y + 31, {color: ink, font: H.bold, size: 11})
  y += 58

  s.text('Activités garanties', L, y, {color: dark, font: H.bold, size: 9})
  const activityLines = wrap(activity, W - 16, H.regular, 8.8)
  s.box(L, y + 6, W, 12 + 11.5 * activityLines.length, {lineWidth: 0.6, stroke: line})
  s.lines(activityLines, L + 8, y + 19, {color: ink, leading: 11.5, size: 8.8})
  y += 6 + 12 + 11.5 * activityLines.length + 18

  // Certified technicians: decoy persons, numbers and dates.
  s.text('Techniciens certifiés déclarés', L, y, {color: dark, font: H.bold, size: 9})
  const techs = [manager, TECHNICIANS[k]]
  const certRows: string[][] = []
  const first = randomInt(rng, 0, DOMAINS.length - 1)
  for (const [t, tech] of techs.entries()) {
    const count = t === 0 ? 3 : 2
    for (let d = 0; d < count; d++) {
      const [domain, mention] = DOMAINS[(first + d + t * 3) % DOMAINS.length]
      const until = addDays(addMonths(facts.asOf, randomInt(rng, 6, 60)), -randomInt(rng, 0, 27))
      certRows.push([d === 0 ? tech : '', mention ? `${domain} - ${mention}` : domain, `${BODIES[(k + t) % BODIES.length]} n° ${randomDigits(rng, 4)}`, slashDate(until)])
    }
  }

  y = s.table({
    columns: [{width: 112}, {width: 212}, {width: 110}, {align: 'center', width: W - 434}],
    font: H.regular,
    frame: true,
    header: [['Technicien', 'Domaine de certification', 'Organisme / certificat', "Valide jusqu'au"]],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: certRows,
    ruleColor: line,
    size: 7.1,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y += 16
  s.text('Montants des garanties', L, y, {color: dark, font: H.bold, size: 9})
  y = s.table({
    columns: [{width: 265}, {align: 'right', width: 120}, {align: 'right', width: W - 385}],
    font: H.regular,
    frame: true,
    header: [['Nature des garanties', 'Par sinistre', 'Par année d\'assurance']],
    headerFill: pale,
    headerFont: H.bold,
    rowHeight: 15,
    rowRules: true,
    rows: [
      ['Responsabilité civile professionnelle (tous dommages confondus)', `${frEuros(randomInt(rng, 3, 6) * 100_000)} €`, `${frEuros(randomInt(rng, 6, 10) * 100_000)} €`],
      ["Dont dommages immatériels non consécutifs", `${frEuros(randomInt(rng, 15, 30) * 10_000)} €`, `${frEuros(randomInt(rng, 30, 50) * 10_000)} €`],
      ['Responsabilité civile exploitation', `${frEuros(randomInt(rng, 10, 30) * 100_000)} €`, '-'],
      ['Défense et recours', `${frEuros(randomInt(rng, 15, 30) * 1000)} €`, '-'],
    ],
    ruleColor: line,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y = s.paragraph("La présente attestation ne peut engager l'assureur au-delà des conditions et limites du contrat auquel elle se réfère. Montants minimaux fixés par le décret n° 2006-1114 du 5 septembre 2006 : 300 000 € par sinistre et 500 000 € par année d'assurance.", L, y + 12, W, {color: soft, leading: 9.8, size: 7.4})
  s.text(`Fait à ${insurer.town}, le ${slashDate(signed)}`, 350, y + 16, {color: ink, size: 8.8})
  s.text("Pour l'assureur, le responsable souscription", 350, y + 29, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 90), 360, y + 58, {lineWidth: 1, stroke: hex('#1c2f6e')})
  s.paragraph(insurer.legal, L, 806, W, {align: 'center', color: soft, leading: 8.6, size: 6.6})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/diagnostiqueur-immobilier',
    notes: [
      "a property surveyor's professional liability certificate (article L. 271-6 of the building code): a ruled label | value table with the name followed by its legal form and the SIREN grouped with the RCS",
      'the period as two label-above-value cells "Prise d\'effet" | "Expiration" in a framed band; the activities in a framed box',
      "decoys: the certificate's reference, the contract's first inception, the insurer's address, the certified technicians (the manager and an employee) with their certificates' numbers and validity dates, the decree's date, the signing date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
