/**
 * HELD-OUT kbis/scop-capital-variable: the Kbis extract of a WORKERS' COOPERATIVE (SCOP: société
 * coopérative ouvrière de production, law of 19 July 1978) WITH VARIABLE CAPITAL, either an SARL
 * (two co-managers elected by the worker-members) or an SAS (a chair and a managing director),
 * delivered ON PAPER at the registry's counter and scanned: the registry's SECURITY PAPER (a pale
 * guilloche of crossing waves over the whole page), the court's name CENTRED in capitals with its
 * address, "N° de gestion" and the verification code at the top right, "Extrait Kbis" and the long
 * title with "à jour au 3 mars 2026" (the date IN WORDS); sections as FRAMED BOXES whose title
 * interrupts the top rule; labels in bold ending with a colon, values at a tab; the legal form
 * written out in full ("Société coopérative ouvrière de production à responsabilité limitée à
 * capital variable"), the capital as "Capital variable - minimum : 3 800,00 Euros"; the managers
 * with "Nom, prénoms" (birth name), "Nom d'usage" for a married woman, the second officer (a
 * decoy name); the activity block; a "MENTIONS" box with the SCOP list entry and the date of the
 * company's conversion into a SCOP (a decoy date); the registrar's signature and the registry's
 * round seal; the foot line with the RCS number and "Page 1/1".
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const COURT_ADDRESSES: Record<string, string> = {
  Grenoble: 'Place Firmin Gautier - 38000 Grenoble',
  Lyon: '44 rue de Bonnel - 69003 Lyon',
  Nantes: 'Quai François Mitterrand - 44000 Nantes',
  Rennes: '7 rue Pierre Abélard - 35000 Rennes',
}

const CO_OFFICERS: {surname: string; given: string; f: boolean; place: string}[] = [
  {f: false, given: 'Yann Erwan', place: 'Lorient (56)', surname: 'LE DANTEC'},
  {f: true, given: 'Mathilde Anne', place: 'Valence (26)', surname: 'CHABERT'},
  {f: false, given: 'Karim', place: 'Villeurbanne (69)', surname: 'BELKACEM'},
  {f: true, given: 'Solène', place: 'Angers (49)', surname: 'RIVIÈRE'},
]

export async function kbisScop(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const sas = company.legalForm === 'SAS'
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 30))
  const greffe = company.registry
  const court = `TRIBUNAL ${greffe === 'Lyon' ? 'DES ACTIVITÉS ÉCONOMIQUES' : 'DE COMMERCE'} DE ${upper(greffe)}`
  const courtAddress = COURT_ADDRESSES[greffe] ?? `${company.address.postcode} ${company.address.city}`
  const form = sas ? 'Société coopérative ouvrière de production par actions simplifiée à capital variable' : 'Société coopérative ouvrière de production à responsabilité limitée à capital variable'
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const female = manager.civility === 'Mme'
  const co = pick(rng, CO_OFFICERS)
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const verification = `${randomLetters(rng, 2)}${randomDigits(rng, 4)}${randomLetters(rng, 2).toLowerCase()}${randomDigits(rng, 2)}`
  const adopted = addDays(company.registeredOn, randomInt(rng, 200, 900))
  const converted = adopted < extract ? adopted : company.registeredOn
  const ink = hex('#1a1a1a')
  const frame = hex('#4b5a50')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon DR-C240', date: extract, producer: 'CaptureOnTouch', title: `kbis ${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const tab = 222

  // Security paper.
  s.box(0, 0, s.width, s.height, {fill: hex('#f7f8f3')})
  for (let k = 0; k < 60; k++) {
    const base = k * 15
    let d = `M 0 ${base}`
    for (let t = 8; t <= s.width; t += 8) d += ` L ${t} ${(base + 5 * Math.sin(t / 28 + k * 0.5)).toFixed(1)}`
    s.path(d, 0, 0, {lineWidth: 0.25, stroke: hex('#dfe6d8')})
  }

  // Court.
  s.text('GREFFE DU', s.width / 2, 44, {align: 'center', color: ink, font: T.bold, size: 10})
  s.text(court, s.width / 2, 58, {align: 'center', color: ink, font: T.bold, size: 12})
  s.text(courtAddress, s.width / 2, 70, {align: 'center', color: hex('#444444'), font: T.regular, size: 8.4})
  s.text(`N° de gestion ${gestion}`, R, 88, {align: 'right', color: hex('#444444'), font: T.regular, size: 8})
  s.text(`Code de vérification : ${verification}`, R, 99, {align: 'right', color: hex('#444444'), font: T.regular, size: 8})
  s.text('Extrait Kbis', s.width / 2, 122, {align: 'center', color: ink, font: T.bold, size: 18})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", s.width / 2, 138, {align: 'center', color: ink, font: T.bold, size: 9})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 152, {align: 'center', color: ink, font: T.italic, size: 10})

  let y = 176
  /** A framed section: `draw` returns the rows' bottom; the frame is drawn around them. */
  const section = (title: string, draw: () => void) => {
    const top = y
    y += 20
    draw()
    y += 4
    s.box(L, top, R - L, y - top, {lineWidth: 0.8, stroke: frame})
    const tw = H.bold.widthOfTextAtSize(title, 8.4)
    s.box(L + 10, top - 5, tw + 12, 10, {fill: hex('#f7f8f3')})
    s.text(title, L + 16, top + 3, {color: frame, font: H.bold, size: 8.4})
    y += 16
  }

  const row = (lab: string, value: string | string[]) => {
    s.text(`${lab} :`, L + 10, y, {color: ink, font: T.bold, size: 9})
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, R - tab - 10, T.regular, 9.4))
    values.forEach((v, k) => s.text(v, tab, y + k * 10.4, {color: ink, font: T.regular, size: 9.4}))
    y += 10.4 * values.length + 2.2
  }

  const role = (t: string) => {
    s.text(t, L + 10, y, {color: ink, font: T.boldItalic, size: 9.4})
    y += 12
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE', () => {
    row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${greffe}`)
    row("Date d'immatriculation", slashDate(company.registeredOn))
    row('Dénomination ou raison sociale', company.name)
    row('Forme juridique', form)
    row('Capital variable', `minimum : ${frAmount(company.capitalCents, ' ')} Euros`)
    row('Adresse du siège', seat)
    row('Activités principales', company.activity)
    row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
    row("Date de clôture de l'exercice social", '31 décembre')
  })

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES', () => {
    role(sas ? (female ? 'Présidente' : 'Président') : female ? 'Gérante' : 'Gérant')
    row('Nom, prénoms', nameRow)
    if (manager.usageName) row("Nom d'usage", manager.usageName)
    row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
    row('Nationalité', manager.nationality)
    row('Domicile personnel', `${manager.address.lines.join(' ')} ${manager.address.postcode} ${manager.address.city}`)
    y += 3
    role(sas ? (co.f ? 'Directrice générale' : 'Directeur général') : co.f ? 'Gérante' : 'Gérant')
    row('Nom, prénoms', `${co.surname} ${co.given}`)
    row('Date et lieu de naissance', `Le ${slashDate(`${randomInt(rng, 1968, 1992)}-${String(randomInt(rng, 1, 12)).padStart(2, '0')}-${String(randomInt(rng, 1, 28)).padStart(2, '0')}`)} à ${co.place}`)
    row('Nationalité', 'Française')
    row('Domicile personnel', `${randomInt(rng, 2, 80)} ${pick(rng, ['rue des Tanneurs', 'allée des Peupliers', 'rue Voltaire', 'chemin du Lavoir'])} ${company.address.postcode} ${company.address.city}`)
  })

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL", () => {
    row("Adresse de l'établissement", seat)
    row('Activité(s) exercée(s)', company.activity)
    row("Date de commencement d'activité", slashDate(company.registeredOn))
    row("Origine du fonds ou de l'activité", 'Création')
    row("Mode d'exploitation", 'Exploitation directe')
  })

  section('MENTIONS', () => {
    const lines = wrap(`Société coopérative ouvrière de production régie par la loi n° 78-763 du 19 juillet 1978, inscrite sur la liste ministérielle des sociétés coopératives ouvrières de production. Adoption du statut de société coopérative ouvrière de production à compter du ${slashDate(converted)}.`, R - L - 20, T.italic, 8.8)
    lines.forEach((l) => {
      s.text(l, L + 10, y, {color: ink, font: T.italic, size: 8.8})
      y += 10.5
    })
  })

  // Signature and seal.
  y += 4
  s.text('Le Greffier', R - 80, y, {align: 'center', color: ink, font: T.bold, size: 10})
  s.path(signaturePath(rng, 80), R - 120, y + 6, {lineWidth: 0.9, stroke: hex('#23305e')})
  const sealX = R - 200
  const sealY = y + 10
  const sealColor = hex('#3a4f8f')
  s.circle(sealX, sealY, 26, {lineWidth: 1.2, stroke: sealColor})
  s.circle(sealX, sealY, 19, {lineWidth: 0.6, stroke: sealColor})
  s.text('GREFFE', sealX, sealY - 4, {align: 'center', color: sealColor, font: H.bold, opacity: 0.9, size: 6.5})
  s.text(upper(greffe), sealX, sealY + 5, {align: 'center', color: sealColor, font: H.bold, opacity: 0.9, size: 5.5})
  s.text('R.C.S.', sealX, sealY + 13, {align: 'center', color: sealColor, opacity: 0.9, size: 5.5})
  s.text("FIN DE L'EXTRAIT", L, y, {color: ink, font: T.bold, size: 8.6})

  s.hline(L, R, 808, {color: hex('#9aa39a'), width: 0.4})
  s.text(`R.C.S. ${greffe} - ${groupedSiren(company.siren)} - Extrait délivré au greffe le ${slashDate(extract)} - Page 1/1`, s.width / 2, 819, {align: 'center', color: hex('#555555'), font: T.regular, size: 7.4})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren: company.siren,
    },
    layout: 'kbis/scop-capital-variable',
    notes: [
      "workers' cooperative (SCOP) with variable capital, SARL or SAS: the legal form in full, the capital as a minimum",
      'paper extract from the counter on guilloche security paper, scanned; court centred; "à jour au" with the date in words',
      'sections as frames whose title interrupts the top rule; bold labels with colons; a second officer (co-manager or managing director) as a decoy name',
      "MENTIONS box with the date of conversion into a SCOP (a decoy date); registrar's signature and round seal",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
