/**
 * HELD-OUT kbis/sa-directoire-conseil-surveillance: the Kbis of a SOCIÉTÉ ANONYME WITH A MANAGEMENT
 * BOARD AND A SUPERVISORY BOARD (the two-tier form some family companies keep), where the legal
 * representative is the PRESIDENT OF THE MANAGEMENT BOARD ("Président du directoire") while the
 * supervisory board has its own president: the greffe's name and address at the top left; at the
 * right a FRAMED BOX "Extrait Kbis" with "à jour au 06/03/2028" and the verification code; the
 * extract as RULED TWO-COLUMN TABLES (the labels in a shaded left column, the values at the right,
 * a section title in a dark band over each table): "Immatriculation au RCS, numéro" (the SIREN
 * grouped with "R.C.S."), the registration date, the name, an ACRONYM ("Sigle": a decoy), the form
 * in full ("Société anonyme à directoire et conseil de surveillance"), the capital, the seat
 * STACKED ON ITS LINES in one cell, the duration and the closing (decoys); the management board
 * (the president's "Nom, prénoms" - surname then all given names - and "Nom d'usage" for a married
 * woman, birth, nationality, home: decoys but the name; a second member "Directeur général": a
 * decoy person), the SUPERVISORY BOARD (its president and vice-president: decoy persons, the
 * president often an elder of the family SHARING THE SURNAME; a holding company member "représentée
 * par" a decoy person), the statutory auditor (a decoy firm); the activity (the truth), the TRADE
 * NAME (a decoy), the start of activity (a decoy); the greffier's footer "délivré le" the same
 * date.
 */
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, WHITE, wrap} from '../util.js'

const ELDERS = ['Bernard Jean', 'Michel André', 'Gérard Louis', 'Jacqueline Marie']
const OTHERS = ['FONTAINE Philippe Henri', 'BERTIN Catherine', 'ROLLAND Olivier Marc', 'MEUNIER Sylvie Anne']
const VICE = ['LACROIX Jean-Paul', 'SIMON Brigitte Hélène', 'TESSIER Alain', 'BARON Marie-Claude']
const HOLDINGS = ['FINANCIÈRE DU CONFLUENT SAS', 'HOLDING DES TROIS VALLÉES SAS', 'SOFIPAR INVESTISSEMENT SA', 'ATLANTIQUE PARTICIPATIONS SAS']
const REPRESENTATIVES = ['M. Laurent PICARD, représentant permanent', 'Mme Isabelle GRANGER, représentante permanente', 'M. Yves COLAS, représentant permanent', 'Mme Hélène DUMAS, représentante permanente']
const AUDITORS = ['KPL AUDIT ET ASSOCIÉS SAS', 'CABINET MAZIÈRES COMMISSARIAT AUX COMPTES', 'AUDITEX RÉGIONS SARL', 'SOCIÉTÉ FIDUCIAIRE DE L\'OUEST SA']

export async function kbisSaDirectoire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const form = 'Société anonyme à directoire et conseil de surveillance'
  const extract = addDays(facts.asOf, -randomInt(rng, 1, 25))
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 15))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const president = `${manager.surname} ${manager.givenNames.join(' ')}`
  const elder = rng() < 0.6 ? `${upper(manager.usageName ?? manager.surname)} ${ELDERS[k]}` : OTHERS[k]
  const initials = company.name.split(/[\s&'-]+/).filter((w) => w.length > 2).map((w) => w[0]).join('')
  const acronym = initials.length >= 2 ? initials : company.name.normalize('NFD').replace(/[^A-Z]/g, '').slice(0, 4)
  const tradeName = `${company.name.split(' ')[0]} ${['SERVICES', 'GROUPE', 'DIFFUSION', 'PARTENAIRES'][k]}`
  const code = `${randomLetters(rng, 3)}${randomDigits(rng, 3)}${randomLetters(rng, 2)}${randomDigits(rng, 2)}`
  const registry = company.registry
  const greffe = `${randomInt(rng, 1, 60)} ${['quai de la Bourse', 'rue du Palais', 'place du Tribunal', 'boulevard de la Justice'][k]}, ${registry}`
  const ink = hex('#15181d')
  const soft = hex('#555a63')
  const band = hex(['#243a5e', '#3b3b3b', '#1f4d46', '#4a2f2f'][k])
  const shade = hex('#eef0f3')
  const rule = hex('#b9bec7')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Kbis ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557
  const LW = 168

  s.lines([`GREFFE DU TRIBUNAL DE COMMERCE`, `DE ${upper(registry)}`], L, 44, {color: band, font: H.bold, leading: 12, size: 10.5})
  s.text(`${greffe} - Tél. 08 91 01 11 11`, L, 72, {color: soft, size: 7.6})
  s.box(380, 30, R - 380, 60, {lineWidth: 1, stroke: band})
  s.text('Extrait Kbis', 390, 48, {color: band, font: H.bold, size: 13})
  s.text(`à jour au ${slashDate(extract)}`, 390, 63, {color: ink, font: H.bold, size: 9.4})
  s.text(`Code de vérification : ${code}`, 390, 80, {color: soft, size: 7.4})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 110, {align: 'center', color: ink, font: H.bold, size: 8.8})

  let y = 124
  const section = (title: string) => {
    s.box(L, y, R - L, 15, {fill: band})
    s.text(title, L + 6, y + 10.5, {color: WHITE, font: H.bold, size: 7.8})
    y += 15
  }

  const row = (label: string, values: string[], bold = false) => {
    const lines = values.flatMap((v) => wrap(v, R - L - LW - 12, bold ? H.bold : H.regular, 8.2))
    const labels = wrap(label, LW - 10, H.regular, 7.6)
    const h = Math.max(lines.length, labels.length) * 10 + 6
    s.box(L, y, LW, h, {fill: shade})
    s.box(L, y, R - L, h, {lineWidth: 0.4, stroke: rule})
    s.vline(L + LW, y, y + h, {color: rule, width: 0.4})
    s.lines(labels, L + 5, y + 11, {color: soft, leading: 10, size: 7.6})
    s.lines(lines, L + LW + 6, y + 11, {color: ink, font: bold ? H.bold : H.regular, leading: 10, size: 8.2})
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', [`${groupedSiren(company.siren)} R.C.S. ${registry}`], true)
  row("Date d'immatriculation", [slashDate(company.registeredOn)])
  row('Dénomination ou raison sociale', [company.name], true)
  row('Sigle', [acronym])
  row('Forme juridique', [form])
  row('Capital social', [`${frAmount(company.capitalCents)} Euros`])
  row('Adresse du siège', seat)
  row('Durée de la personne morale', [`Jusqu'au ${slashDate(duration)}`])
  row("Date de clôture de l'exercice social", [['31 décembre', '30 juin', '31 mars', '30 septembre'][k]])
  y += 8

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(manager.civility === 'Mme' ? 'Présidente du directoire' : 'Président du directoire', [`Nom, prénoms : ${president}`, ...(manager.usageName ? [`Nom d'usage : ${manager.usageName}`] : []), `Né(e) le ${slashDate(manager.birthDate)} à ${manager.birthPlace} - Nationalité : ${manager.nationality}`, `Domicile personnel : ${[...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' ')}`])
  row('Membre du directoire - Directeur général', [`Nom, prénoms : ${OTHERS[(k + 1) % 4]}`, `Né(e) le ${slashDate(addDays(manager.birthDate, randomInt(rng, -2500, 2500)))} - Nationalité : Française`])
  row('Président du conseil de surveillance', [`Nom, prénoms : ${elder}`, `Né(e) le ${slashDate(addDays(manager.birthDate, -randomInt(rng, 7000, 11000)))} - Nationalité : Française`])
  row('Vice-président du conseil de surveillance', [`Nom, prénoms : ${VICE[k]}`])
  row('Membre du conseil de surveillance', [`${HOLDINGS[k]}, ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} RCS ${registry}`, `représentée par ${REPRESENTATIVES[k]}`])
  row('Commissaire aux comptes titulaire', [`${AUDITORS[k]} - ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} RCS ${registry}`])
  y += 8

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat)
  row('Nom commercial', [tradeName])
  row('Activité(s) exercée(s)', [company.activity])
  row("Date de commencement d'activité", [slashDate(started)])
  row("Origine du fonds ou de l'activité", ['Création'])
  row("Mode d'exploitation", ['Exploitation directe'])
  y += 12

  s.paragraph(`Mention n° ${randomInt(rng, 2, 40)} du ${slashDate(addDays(extract, -randomInt(rng, 90, 900)))} : renouvellement des membres du conseil de surveillance. Aucune procédure collective en cours.`, L, y, R - L, {color: ink, leading: 10.5, size: 7.8})
  s.hline(L, R, 786, {color: rule})
  s.paragraph(`Le Greffier. Extrait délivré le ${slashDate(extract)}. Le présent extrait comporte 1 page. Authenticité vérifiable sur www.infogreffe.fr avec le code de vérification ; seul l'extrait délivré par le greffe fait foi.`, L, 798, R - L, {align: 'center', color: soft, leading: 9.2, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: president,
      siren: company.siren,
    },
    layout: 'kbis/sa-directoire-conseil-surveillance',
    notes: [
      'the Kbis of an SA with a management board and a supervisory board: the legal representative is the president of the management board',
      '"à jour au" in a framed box at the top right; ruled two-column tables with the labels in a shaded column; the seat stacked on its lines in one cell',
      "decoys: the supervisory board's president (often sharing the surname) and vice-president, the holding member and its representative, the other board member, the auditor, the acronym, the trade name, the duration, the start of activity, the mention's date",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
