/**
 * HELD-OUT kbis/selarl-medecins: the Kbis extract of a SELARL of DOCTORS (société d'exercice
 * libéral à responsabilité limitée: a company through which liberal professionals practise)
 * managed by TWO CO-MANAGERS who are both doctors, from a commercial court's registry OUTSIDE
 * PARIS (Bordeaux, Grenoble, Rennes, Tours), as the registry's own software prints it: SERIF type
 * for the whole extract; the registry's name and address top left, the verification code, the
 * control address and the "N° de gestion" top right; "Extrait Kbis" and the long title centred
 * with "à jour au 14 avril 2026" (LONG DATE); each section title CENTRED IN A THIN FRAME; rows
 * as label / value on two columns without rules; the managers as SUB-HEADINGS "Gérant" /
 * "Gérante" in bold italics followed by their rows "Nom, prénoms" ("LE GALL Jean-Baptiste
 * Pierre": birth name then given names), "Nom d'usage" for a married woman, "Date et lieu de
 * naissance", "Nationalité", "Domicile personnel"; the activity "Exercice de la profession de
 * médecin" (or its specialty), a "Profession réglementée" row naming the Ordre's departmental
 * council; "OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES" with the registration on the Ordre's
 * roll (a number and a date: decoys), the partners who practise with their RPPS numbers
 * (eleven digits: decoys for the SIREN) and a mention of the second manager's appointment (a
 * decoy date); "Le Greffier" with the registry's ROUND STAMP in blue ink, its text written
 * around the rim; the footer with the extract's date and time.
 *
 * Fields: the legal representative is the first manager as the "Nom, prénoms" row prints it
 * (the dossier's person).
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate} from '../util.js'

const COURTS: Record<string, {address: string[]; council: string}> = {
  Bordeaux: {address: ['Palais de la Bourse - 17 place de la Bourse', '33076 Bordeaux Cedex'], council: 'de la Gironde'},
  Grenoble: {address: ['Palais de Justice - Place Firmin Gautier', '38019 Grenoble Cedex 1'], council: "de l'Isère"},
  Rennes: {address: ['Cité judiciaire - 7 rue Pierre Abélard', '35031 Rennes Cedex'], council: "d'Ille-et-Vilaine"},
  Tours: {address: ['Palais de Justice - Place Jean Jaurès', '37000 Tours'], council: "d'Indre-et-Loire"},
}

const STREETS = ['rue Judaïque', 'cours Berriat', 'rue de Fougères', 'boulevard Béranger', 'avenue de la Libération', 'rue Nationale']

const capitalise = (place: string) => place.toLocaleLowerCase('fr-FR').replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr-FR'))

export async function kbisSelarlMedecins(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const greffe = company.registry
  const court = COURTS[greffe] ?? {address: ['Palais de Justice', `${company.address.postcode} ${greffe}`], council: `de ${greffe}`}
  const siren = company.siren
  const form = "Société d'exercice libéral à responsabilité limitée"
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const co = (params.coManager ?? {civility: 'M.', given: 'Yann', place: 'Quimper (29)', surname: 'KERVELLA'}) as {civility: 'M.' | 'Mme'; surname: string; given: string; place: string}
  const specialty = typeof params.specialty === 'string' ? params.specialty : 'Médecine générale'
  const coName = `${co.surname} ${co.given}`
  const coBirth = `Le ${pad2(randomInt(rng, 1, 28))}/${pad2(randomInt(rng, 1, 12))}/${Math.min(Number(manager.birthDate.slice(0, 4)) + randomInt(rng, -8, 8), Number(company.registeredOn.slice(0, 4)) - 28)} à ${co.place}`
  const coHome = `${randomInt(rng, 2, 140)} ${pick(rng, STREETS)} ${company.address.postcode} ${company.address.city}`
  const managerHome = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' ')
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const verification = `${pick(rng, ['Mv', 'Qd', 'Xr', 'Gt'])}${randomDigits(rng, 2)}${pick(rng, ['bK', 'wE', 'sZ', 'nH'])}${randomDigits(rng, 4)}`
  const start = addDays(company.registeredOn, randomInt(rng, 0, 12))
  const ordreDate = addDays(company.registeredOn, -randomInt(rng, 10, 60))
  const ordreNo = `${company.address.postcode.slice(0, 2)}/${randomInt(rng, 120, 2400)}`
  const appointed = addDays(company.registeredOn, randomInt(rng, 300, 2200))
  const fallback = addDays(extract, -randomInt(rng, 60, 200))
  const appointedDate = appointed < extract ? appointed : fallback > addDays(company.registeredOn, 40) ? fallback : addDays(company.registeredOn, 40)
  const rpps = () => `10${randomDigits(rng, 9)}`
  const time = `${pad2(randomInt(rng, 8, 18))}:${pad2(randomInt(rng, 0, 59))}`
  const ink = hex('#151515')
  const blue = hex('#2a3f95')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de Commerce de ${greffe}`, creator: 'Greffe - Edition des extraits', date: extract, producer: 'PDFlib+PDI 9.3', title: `Extrait Kbis ${siren}`})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 52
  const R = 543
  const tab = 230

  // Registry.
  s.lines([`Greffe du Tribunal de Commerce`, `de ${greffe}`], L, 42, {color: ink, font: T.bold, leading: 12, size: 11})
  s.lines(court.address, L, 70, {color: hex('#444444'), font: T.regular, leading: 10, size: 8.5})
  s.text(`Code de vérification : ${verification}`, R, 42, {align: 'right', font: T.regular, size: 9})
  s.text('https://www.infogreffe.fr/controle', R, 53, {align: 'right', color: hex('#444444'), font: T.italic, size: 8.5})
  s.text(`N° de gestion ${gestion}`, R, 66, {align: 'right', font: T.regular, size: 9})

  s.text('Extrait Kbis', s.width / 2, 114, {align: 'center', font: T.bold, size: 18})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES", s.width / 2, 131, {align: 'center', font: T.bold, size: 9.5})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 145, {align: 'center', font: T.italic, size: 10})

  let y = 158
  const section = (title: string) => {
    y += 10
    s.box(L + 30, y, R - L - 60, 16, {lineWidth: 0.7, stroke: ink})
    s.text(title, s.width / 2, y + 11.5, {align: 'center', font: T.bold, size: 8.8})
    y += 30
  }

  const row = (label: string, value: string, bold = false) => {
    s.text(label, L, y, {font: T.regular, size: 9.4})
    const end = s.paragraph(value, tab, y, R - tab, {font: bold ? T.bold : T.regular, leading: 11, size: 9.4})
    y = Math.max(end, y + 11) + 2
  }

  const heading = (label: string) => {
    y += 3
    s.text(label, L, y, {font: T.boldItalic, size: 9.8})
    y += 13
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(siren)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat.join(' '))
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", pick(rng, ['31 décembre', '30 juin', '31 mars']))

  section('GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES')
  heading(manager.civility === 'Mme' ? 'Gérante' : 'Gérant')
  row('Nom, prénoms', nameRow, true)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${capitalise(manager.birthPlace)}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', managerHome)
  heading(co.civility === 'Mme' ? 'Gérante' : 'Gérant')
  row('Nom, prénoms', coName, true)
  row('Date et lieu de naissance', coBirth)
  row('Nationalité', 'Française')
  row('Domicile personnel', coHome)

  section("RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(' '))
  row('Activité(s) exercée(s)', company.activity)
  row('Profession réglementée', `Médecin - ${specialty} - Conseil départemental de l'Ordre des médecins ${court.council}`)
  row("Date de commencement d'activité", slashDate(start))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES')
  y = s.paragraph(`- Société inscrite au tableau de l'Ordre des médecins ${court.council} sous le n° ${ordreNo} en date du ${slashDate(ordreDate)}.`, L, y, R - L, {font: T.regular, leading: 11, size: 9})
  y = s.paragraph(`- Associés exerçant leur profession au sein de la société : Docteur ${manager.givenNames[0]} ${manager.usageName ?? manager.surname} (RPPS ${rpps()}), Docteur ${co.given.split(' ')[0]} ${co.surname} (RPPS ${rpps()}).`, L, y + 2, R - L, {font: T.regular, leading: 11, size: 9})
  y = s.paragraph(`- Mention n° ${randomInt(rng, 1000, 39_999)} du ${slashDate(appointedDate)} : Nomination de ${co.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${coName} en qualité de ${co.civility === 'Mme' ? 'cogérante' : 'cogérant'} à compter du ${slashDate(addDays(appointedDate, -randomInt(rng, 5, 30)))}.`, L, y + 2, R - L, {font: T.regular, leading: 11, size: 9})

  // Greffier and round stamp.
  y = Math.min(Math.max(y + 24, 690), 730)
  const sx = 440
  s.text('Le Greffier', sx, y, {font: T.bold, size: 10})
  s.path(signaturePath(rng, 80), sx - 6, y + 6, {lineWidth: 0.9, stroke: hex('#1d2a66')})
  const cx = sx - 42
  const cy = y + 22
  s.circle(cx, cy, 34, {lineWidth: 1.3, stroke: blue})
  s.circle(cx, cy, 24, {lineWidth: 0.6, stroke: blue})
  const rim = `GREFFE DU TRIBUNAL DE COMMERCE * ${greffe.toLocaleUpperCase('fr-FR')} * `
  const step = 360 / rim.length
  for (let k = 0; k < rim.length; k++) {
    const alpha = 90 - (k - (rim.length - 1) / 2) * step
    const a = (alpha * Math.PI) / 180
    const theta = alpha - 90
    const w = H.bold.widthOfTextAtSize(rim[k], 6)
    const t = (theta * Math.PI) / 180
    const x = cx + 28.5 * Math.cos(a) - (w / 2) * Math.cos(t)
    const yy = cy - 28.5 * Math.sin(a) + (w / 2) * Math.sin(t)
    s.text(rim[k], x, yy, {color: blue, font: H.bold, opacity: 0.85, rotate: theta, size: 6})
  }

  s.text('R.C.S.', cx, cy + 2.5, {align: 'center', color: blue, font: H.bold, opacity: 0.85, size: 8})
  s.paragraph("Le présent extrait reproduit les inscriptions portées au registre à la date indiquée. Il peut être vérifié à l'aide du code de vérification sur le site indiqué en tête.", L, y - 6, 290, {color: GREY, font: T.italic, leading: 9.5, size: 8})
  s.hline(L, R, 800, {color: hex('#999999'), width: 0.4})
  s.text(`R.C.S. ${greffe} - Extrait délivré le ${slashDate(extract)} à ${time} - Page 1 sur 1`, s.width / 2, 813, {align: 'center', color: GREY, font: T.regular, size: 7.8})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/selarl-medecins',
    notes: [
      "SELARL of doctors: the long legal form \"Société d'exercice libéral à responsabilité limitée\", a regulated-profession row",
      'two co-managers as bold-italic sub-headings "Gérant" / "Gérante" with their own "Nom, prénoms" rows; the first is the legal representative',
      'serif type, section titles centred in thin frames, label / value rows without rules, extract date as a long date',
      "Ordre registration number and date, partners' RPPS numbers (eleven digits) and an appointment mention as decoys",
      'round blue registry stamp with its text around the rim (rotated letters) beside "Le Greffier"',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
