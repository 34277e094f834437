/**
 * HELD-OUT kbis/sa-conseil-administration: the Kbis extract of a SOCIÉTÉ ANONYME WITH A BOARD OF
 * DIRECTORS from the registry of a LARGE commercial court (Nanterre and Marseille, "Tribunal des
 * activités économiques" since 2025; Bordeaux and Lille Métropole, "Tribunal de commerce"), as the
 * registry's web service prints it: the court's emblem (scales drawn in strokes) and name in
 * capitals with its address top left; a QR CODE (drawn as squares) top right with "Code de
 * vérification" and the control address under it; a framed title block: "Extrait Kbis", the long
 * title, "à jour au 12/03/2026" (dd/mm/yyyy) and "N° de gestion"; sections headed by a coloured
 * bar and small capitals; labels in grey at the left, values at a tab (no colon); IDENTIFICATION
 * (RCS number, registration date, name, "Société anonyme à conseil d'administration", capital,
 * seat, duration, financial year end, first year's closing date: a decoy); ADMINISTRATION: the
 * chairman and chief executive ("Président du conseil d'administration et directeur général":
 * the dossier's person, "Nom, prénoms" with the BIRTH name, "Nom d'usage" for a married woman),
 * TWO DIRECTORS (persons), a CORPORATE DIRECTOR (a holding company with its own RCS number: a
 * decoy SIREN, and its permanent representative) and the STATUTORY AUDITOR (a firm with its RCS
 * number: another decoy SIREN); ACTIVITY AND MAIN ESTABLISHMENT; "Le Greffier", the end-of-extract
 * line and the page footer.
 */
import {LEGAL_FORM_LONG, makeSiren, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, shuffled, signaturePath, slashDate, upper} from '../util.js'

const COURTS: Record<string, {title: string; address: string}> = {
  Bordeaux: {address: 'Palais de la Bourse - 17 place de la Bourse - 33076 Bordeaux Cedex', title: 'TRIBUNAL DE COMMERCE DE BORDEAUX'},
  'Lille Métropole': {address: 'Place du Concert - 59800 Lille', title: 'TRIBUNAL DE COMMERCE DE LILLE MÉTROPOLE'},
  Marseille: {address: '2 rue Émile Pollak - 13006 Marseille', title: 'TRIBUNAL DES ACTIVITÉS ÉCONOMIQUES DE MARSEILLE'},
  Nanterre: {address: '4 rue Pablo Neruda - 92020 Nanterre Cedex', title: 'TRIBUNAL DES ACTIVITÉS ÉCONOMIQUES DE NANTERRE'},
}

const DIRECTORS: {surname: string; given: string; place: string; f: boolean}[] = [
  {f: false, given: 'Bertrand Louis', place: 'Neuilly-sur-Seine (92)', surname: 'DELACROIX'},
  {f: true, given: 'Isabelle Marie', place: 'Lyon 6e (69)', surname: 'FOURNIER'},
  {f: false, given: 'Patrick', place: 'Toulon (83)', surname: 'ARNAUD'},
  {f: true, given: 'Hélène Claude', place: 'Lille (59)', surname: 'VANDAMME'},
  {f: false, given: 'Jean-Marc', place: 'Bordeaux (33)', surname: 'LABORDE'},
  {f: true, given: 'Catherine', place: 'Versailles (78)', surname: 'MOREL-SAUVAGE'},
]

const HOLDINGS = ['FINANCIÈRE DU LEVANT', 'HOLDING ALTAÏR', 'ORION PARTICIPATIONS', 'SOCIÉTÉ D\'INVESTISSEMENT DU PONANT']
const AUDITORS = ['CABINET REYNAUD AUDIT ET ASSOCIÉS', 'EXCO CONTRÔLE LÉGAL', 'AUDITIA COMMISSARIAT AUX COMPTES', 'MAZEL & PARTENAIRES AUDIT']
const STREETS = ['avenue Charles de Gaulle', 'rue de la Paix', 'boulevard Michelet', 'rue Nationale', 'cours de l\'Intendance', 'avenue du Prado']

/** A QR-like square: three finder patterns and seeded modules. */
function qr(s: Sheet, x: number, y: number, modules: number, cell: number, rng: () => number): void {
  const black = {fill: hex('#000000')}
  const finder = (fx: number, fy: number) => {
    s.box(x + fx * cell, y + fy * cell, 7 * cell, 7 * cell, black)
    s.box(x + (fx + 1) * cell, y + (fy + 1) * cell, 5 * cell, 5 * cell, {fill: hex('#ffffff')})
    s.box(x + (fx + 2) * cell, y + (fy + 2) * cell, 3 * cell, 3 * cell, black)
  }

  finder(0, 0)
  finder(modules - 7, 0)
  finder(0, modules - 7)
  for (let r = 0; r < modules; r++) {
    for (let c = 0; c < modules; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c >= modules - 8) || (r >= modules - 8 && c < 8)
      if (!inFinder && rng() < 0.48) s.box(x + c * cell, y + r * cell, cell, cell, black)
    }
  }
}

export async function kbisSaConseil(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 30))
  const greffe = company.registry
  const court = COURTS[greffe] ?? {address: `${company.address.postcode} ${company.address.city}`, title: `TRIBUNAL DE COMMERCE DE ${upper(greffe)}`}
  const siren = company.siren
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm]
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const directors = shuffled(rng, DIRECTORS).slice(0, 2)
  const holding = pick(rng, HOLDINGS)
  const holdingSiren = makeSiren(rng)
  const representative = pick(rng, DIRECTORS.filter((d) => !directors.includes(d)))
  const auditor = pick(rng, AUDITORS)
  const auditorSiren = makeSiren(rng)
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const verification = `${pick(rng, ['Kq', 'Rt', 'Vb', 'Zm'])}${randomDigits(rng, 3)}${pick(rng, ['pX', 'dW', 'hA', 'cN'])}${randomDigits(rng, 3)}`
  const firstClose = `${Number(company.registeredOn.slice(0, 4)) + 1}-12-31`
  const born = () => `${pad2(randomInt(rng, 1, 28))}/${pad2(randomInt(rng, 1, 12))}/${randomInt(rng, 1958, 1984)}`
  const home = () => `${randomInt(rng, 2, 120)} ${pick(rng, STREETS)} ${company.address.postcode} ${company.address.city}`
  const accent = hex('#7a1f2b')
  const ink = hex('#1b1b1b')
  const label = hex('#5a5a5a')

  const {doc, fonts} = await newDocument({author: `Greffe du ${court.title.toLowerCase()}`, creator: 'Greffe - Délivrance des extraits', date: extract, producer: 'iText 7.2', title: `Kbis ${siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const tab = 200

  // Court.
  s.path('M 0 0 L 0 26 M -14 6 L 14 6 M -14 6 L -19 17 L -9 17 Z M 14 6 L 9 17 L 19 17 Z M -7 27 L 7 27', L + 20, 30, {lineWidth: 1.1, stroke: accent})
  s.text('GREFFE DU', L + 48, 40, {color: accent, font: H.bold, size: 8})
  s.text(court.title, L + 48, 51, {color: accent, font: H.bold, size: 8.6})
  s.text(court.address, L + 48, 62, {color: label, size: 7})
  qr(s, R - 58, 24, 25, 2.3, rng)
  s.text(`Code de vérification : ${verification}`, R, 94, {align: 'right', color: ink, size: 7.4})
  s.text('https://www.infogreffe.fr/controle', R, 104, {align: 'right', color: label, size: 6.8})

  // Title block.
  s.box(L, 116, R - L, 58, {lineWidth: 0.8, stroke: ink})
  s.text('Extrait Kbis', (L + R) / 2, 136, {align: 'center', font: H.bold, size: 16})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 151, {align: 'center', font: H.bold, size: 8})
  s.text(`à jour au ${slashDate(extract)}`, (L + R) / 2, 164, {align: 'center', size: 8.4})
  s.text(`N° de gestion ${gestion}`, R - 8, 168, {align: 'right', color: label, size: 6.8})

  let y = 194
  const section = (t: string) => {
    y += 4
    s.box(L, y - 9, 3, 12, {fill: accent})
    s.text(t, L + 9, y, {color: accent, font: H.bold, size: 8.4})
    s.hline(L + 9, R, y + 3.5, {color: hex('#d8c3c6'), width: 0.5})
    y += 15
  }

  const row = (lab: string, value: string | string[], bold = false) => {
    s.text(lab, L + 6, y, {color: label, size: 7.7})
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, k) => s.text(v, tab, y + k * 9.4, {color: ink, font: bold ? H.bold : H.regular, size: 7.9}))
    y += 9.4 * values.length + 1
  }

  const role = (t: string) => {
    y += 2
    s.text(t, L + 6, y, {color: ink, font: H.bold, size: 7.9})
    y += 10.5
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(siren)} R.C.S. ${greffe}`, true)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", '31 décembre')
  row('Date de clôture du 1er exercice social', slashDate(firstClose))

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  role(managerTitle(company))
  row('Nom, prénoms', nameRow)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', `${manager.address.lines.join(' ')} ${manager.address.postcode} ${manager.address.city}`)
  for (const d of directors) {
    role(d.f ? 'Administratrice' : 'Administrateur')
    row('Nom, prénoms', `${d.surname} ${d.given}`)
    row('Date et lieu de naissance', `Le ${born()} à ${d.place}`)
    row('Nationalité', d.f ? 'Française' : 'Français')
    row('Domicile personnel', home())
  }

  role('Administrateur')
  row('Dénomination', `${holding} SAS`)
  row('Immatriculation au RCS, numéro', `${groupedSiren(holdingSiren)} RCS ${greffe}`)
  row('Adresse', home())
  row('Représentant permanent', `${representative.surname} ${representative.given}`)
  role('Commissaire aux comptes titulaire')
  row('Dénomination', `${auditor} SAS`)
  row('Immatriculation au RCS, numéro', `${groupedSiren(auditorSiren)} RCS ${pick(rng, [greffe, 'Paris', 'Lyon'])}`)
  row('Adresse', home())

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat)
  s.text('Activité(s) exercée(s)', L + 6, y, {color: label, size: 7.7})
  y = s.paragraph(company.activity, tab, y, R - tab, {color: ink, leading: 10, size: 7.9}) + 1.5
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  y += 14
  s.text("FIN DE L'EXTRAIT", L + 6, y, {color: label, font: H.bold, size: 7.4})
  s.text('Le Greffier', R - 60, y, {align: 'center', font: H.bold, size: 8.4})
  s.path(signaturePath(rng, 70), R - 95, y + 5, {lineWidth: 0.8, stroke: hex('#2a2a2a')})
  s.hline(L, R, 806, {color: hex('#cccccc'), width: 0.4})
  s.text(`R.C.S. ${greffe} - ${siren} - Extrait Kbis délivré le ${slashDate(extract)} - Page 1 / 1`, (L + R) / 2, 817, {align: 'center', color: label, size: 6.6})

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
    layout: 'kbis/sa-conseil-administration',
    notes: [
      'SA with a board: the chairman and chief executive, two directors, a corporate director with its permanent representative, the statutory auditor',
      'two decoy SIRENs (the corporate director and the auditor) with their RCS mentions; first financial year closing date as a decoy',
      'QR code and verification code top right; "à jour au" as dd/mm/yyyy; sections headed by a coloured bar, labels in grey without colons',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
