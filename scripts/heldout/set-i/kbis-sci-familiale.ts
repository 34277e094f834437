/**
 * HELD-OUT kbis/sci-familiale: the Kbis extract of a FAMILY SCI (société civile immobilière: a
 * civil company, registered at the trade and companies register all the same) run by TWO
 * CO-MANAGERS, spouses or relatives, from a registry OUTSIDE PARIS (a commercial court, or in Lyon
 * the "Tribunal des activités économiques" since 2025): a round registry seal drawn in strokes
 * with "R.C.S." in its centre and the court's name and address top left; top right a small
 * 2D code over "Code de vérification" and "N° de gestion 2014 D 00512" (the D of civil
 * companies: a decoy number); "Extrait Kbis" and the long title centred with "à jour au
 * 10/03/2026" (the extract date IN NUMBERS); sections under DARK BANDS with white capitals; rows
 * as a ruled two-column grid with a tinted label column: "IDENTIFICATION DE LA PERSONNE MORALE"
 * (RCS number "812 345 676 R.C.S. Angers", registration date, denomination "SCI DU CLOS DES
 * ACACIAS", "Société civile immobilière", "Capital social fixe", seat on one to three lines,
 * duration, the financial year end), "GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU
 * MEMBRES" with TWO blocks whose label is the title "Gérant" / "Gérante" and value the name row
 * "SURNAME Given names" (birth name; the "Nom d'usage" row for a married woman), birth, nationality
 * and personal address (the second manager: the spouse, sharing the name by marriage or not, or
 * a brother), "RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL" (the activity
 * "Acquisition, gestion et administration de biens immobiliers", start of activity a few days
 * before registration: a decoy), "OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES" with a
 * transfer of the seat FROM A FORMER ADDRESS (a decoy address and date) and a capital increase;
 * "Le Greffier", the mention of the extract's validity, and the footer.
 *
 * Fields: the legal representative is the first manager as the name row prints it (the dossier's
 * person).
 */
import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, hex, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, seal, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const GIVEN_M = ['Philippe Jean', 'Laurent', 'Olivier Marc', 'Bruno Henri']
const GIVEN_F = ['Isabelle Marie', 'Valérie', 'Sandrine Anne', 'Karine Sophie']
const BIRTH_NAMES = ['LEBRUN', 'MARCHETTI', 'TESSIER', 'POULAIN']
const PLACES = ['Nantes (44)', 'Poitiers (86)', 'Lyon 3e Arrondissement (69)', 'Marseille (13)', 'Cholet (49)', 'Niort (79)']
const OLD_STREETS = ['rue des Jacobins', 'avenue de la Libération', 'rue Saint-Martin', 'boulevard Carnot', 'chemin de la Source']

/** The court of a registry town: commercial court, or economic activities court in Lyon (2025). */
function court(town: string): string {
  const kind = town === 'Lyon' ? 'Tribunal des Activités Économiques' : 'Tribunal de Commerce'
  return `${kind} ${/^[AEIOUÉÈ]/i.test(town) ? "d'" : 'de '}${town}`
}

const COURT_ADDRESS: Record<string, string[]> = {
  'Aix-en-Provence': ['Palais Verdun - Place de Verdun', '13616 Aix-en-Provence Cedex 1'],
  Angers: ['Palais de Justice - Rue Waldeck Rousseau', '49000 Angers'],
  'La Rochelle': ['10 rue du Palais', '17000 La Rochelle'],
  Lyon: ['Palais de Commerce - 44 rue de Bonnel', '69433 Lyon Cedex 03'],
}

const capitalise = (place: string) => place.toLocaleLowerCase('fr-FR').replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr-FR'))

export async function kbisSciFamiliale(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const greffe = company.registry
  const siren = company.siren
  const form = 'Société civile immobilière'
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const female = manager.civility === 'Mme'

  // The second manager: the husband whose name she uses, the wife (her own or her married name), or a brother.
  let coTitle: string
  let coName: string
  let coUsage: string | undefined
  if (manager.usageName) {
    coTitle = 'Gérant'
    coName = `${manager.usageName} ${pick(rng, GIVEN_M)}`
  } else if (!female) {
    coTitle = 'Gérante'
    const wifeKeepsName = rng() < 0.4
    coName = `${pick(rng, BIRTH_NAMES)} ${pick(rng, GIVEN_F)}`
    coUsage = wifeKeepsName ? undefined : manager.surname
  } else {
    coTitle = 'Gérant'
    coName = `${manager.surname} ${pick(rng, GIVEN_M)}`
  }

  const coBirth = `Le ${pad2(randomInt(rng, 1, 28))}/${pad2(randomInt(rng, 1, 12))}/${Math.min(Number(manager.birthDate.slice(0, 4)) + randomInt(rng, -6, 6), Number(company.registeredOn.slice(0, 4)) - 21)} à ${pick(rng, PLACES)}`
  const managerHome = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' ')
  // Spouses share the home; a brother lives elsewhere.
  const brother = female && !manager.usageName
  const coHome = !brother ? managerHome : `${randomInt(rng, 2, 90)} ${pick(rng, OLD_STREETS)} ${pick(rng, ['44000 Nantes', '86000 Poitiers', '69006 Lyon', '13008 Marseille'])}`
  const gestion = `${company.registeredOn.slice(0, 4)} D ${randomDigits(rng, 5)}`
  const verification = `${pick(rng, ['Wq', 'Pf', 'Zn', 'Lc'])}${randomDigits(rng, 3)}${pick(rng, ['Tb', 'Ks', 'Yu', 'Hd'])}${randomDigits(rng, 3)}`
  const start = addDays(company.registeredOn, -randomInt(rng, 3, 20))
  const transfer = addDays(company.registeredOn, randomInt(rng, 200, 1500))
  const transferDate = transfer < extract ? transfer : addDays(extract, -randomInt(rng, 40, 120))
  const formerSeat = `${randomInt(rng, 2, 120)} ${pick(rng, OLD_STREETS)} ${company.address.postcode} ${company.address.city}`
  const increase = addDays(transferDate, -randomInt(rng, 30, 200))
  const oldCapital = Math.round(company.capitalCents / pick(rng, [2, 4, 5]))
  const time = `${pad2(randomInt(rng, 8, 17))}:${pad2(randomInt(rng, 0, 59))}:${pad2(randomInt(rng, 0, 59))}`
  const ink = hex('#1c1c1c')
  const dark = hex('#3b3f46')
  const tint = hex('#eef0f3')
  const rule = hex('#b9bec6')

  const {doc, fonts} = await newDocument({author: `Greffe du ${court(greffe)}`, creator: 'Infogreffe - Extrait Kbis', date: extract, producer: 'iText 7.2.5', title: `Kbis ${siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Registry seal and court.
  s.circle(L + 24, 56, 24, {lineWidth: 1.2, stroke: dark})
  s.circle(L + 24, 56, 18, {lineWidth: 0.5, stroke: dark})
  s.text('R.C.S.', L + 24, 59, {align: 'center', color: dark, font: H.bold, size: 8.5})
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12
    s.circle(L + 24 + Math.cos(a) * 21, 56 + Math.sin(a) * 21, 0.7, {fill: dark})
  }

  s.lines(['Greffe du', court(greffe)], L + 58, 46, {color: ink, font: H.bold, leading: 11, size: 9.5})
  s.lines(COURT_ADDRESS[greffe] ?? [`Palais de Justice`, `${company.address.postcode} ${greffe}`], L + 58, 70, {color: GREY, leading: 9, size: 7.3})
  seal(s, R - 38, 30, 13, 2.9, rng)
  s.text(`Code de vérification : ${verification}`, R - 46, 42, {align: 'right', size: 7.8})
  s.text('www.infogreffe.fr/controle', R - 46, 53, {align: 'right', color: GREY, size: 7.2})
  s.text(`N° de gestion ${gestion}`, R - 46, 64, {align: 'right', size: 7.8})

  s.text('Extrait Kbis', s.width / 2, 112, {align: 'center', font: H.bold, size: 17})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIETES", s.width / 2, 129, {align: 'center', font: H.bold, size: 8.8})
  s.text(`à jour au ${slashDate(extract)}`, s.width / 2, 142, {align: 'center', size: 9})

  let y = 158
  const labelW = 168
  const section = (title: string) => {
    y += 8
    s.box(L, y, R - L, 15, {fill: dark})
    s.text(title, L + 6, y + 10.5, {color: WHITE, font: H.bold, size: 8})
    y += 15
  }

  const row = (label: string, value: string | string[], bold = false) => {
    const values = Array.isArray(value) ? value : [value]
    const lines: string[] = []
    for (const v of values) {
      let line = ''
      for (const word of v.split(' ')) {
        const next = line ? `${line} ${word}` : word
        if (H.regular.widthOfTextAtSize(next, 8.3) > R - L - labelW - 14 && line) {
          lines.push(line)
          line = word
        } else line = next
      }

      lines.push(line)
    }

    const h = 7 + lines.length * 10.5
    s.box(L, y, labelW, h, {fill: tint})
    s.box(L, y, R - L, h, {lineWidth: 0.4, stroke: rule})
    s.vline(L + labelW, y, y + h, {color: rule, width: 0.4})
    s.text(label, L + 6, y + 11.5, {color: dark, font: bold ? H.bold : H.regular, size: 8})
    lines.forEach((line, k) => s.text(line, L + labelW + 8, y + 11.5 + k * 10.5, {color: ink, font: bold ? H.bold : H.regular, size: 8.3}))
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social fixe', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES')
  row(female ? 'Gérante' : 'Gérant', nameRow, true)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${capitalise(manager.birthPlace)}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', managerHome)
  y += 5
  row(coTitle, coName, true)
  if (coUsage) row("Nom d'usage", coUsage)
  row('Date et lieu de naissance', coBirth)
  row('Nationalité', 'Française')
  row('Domicile personnel', coHome)

  section("RENSEIGNEMENTS RELATIFS A L'ACTIVITE ET A L'ETABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat)
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(start))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLEMENTAIRES')
  y += 13
  y = s.paragraph(`- Mention n° ${randomInt(rng, 1000, 29_999)} du ${slashDate(transferDate)} : Transfert du siège social, à compter du ${slashDate(transferDate)}, de ${formerSeat}.`, L, y, R - L, {leading: 10, size: 7.9})
  y = s.paragraph(`- Mention n° ${randomInt(rng, 1000, 29_999)} du ${slashDate(increase)} : Augmentation du capital social, porté de ${frAmount(oldCapital, ' ')} Euros à ${frAmount(company.capitalCents, ' ')} Euros.`, L, y + 2, R - L, {leading: 10, size: 7.9})

  y = Math.max(y + 14, 690)
  s.text('Le Greffier', 410, y, {font: H.bold, size: 9})
  s.path(signaturePath(rng, 76), 405, y + 6, {lineWidth: 0.9, stroke: hex('#22305c')})
  s.paragraph("Le présent extrait, délivré par voie électronique, reproduit les inscriptions portées au registre à la date indiquée en tête. Il peut être vérifié à l'aide du code de vérification sur le site du greffe.", L, y - 4, 330, {color: GREY, leading: 8.5, size: 6.8})
  s.text("FIN DE L'EXTRAIT", s.width / 2, Math.min(y + 56, 799), {align: 'center', font: H.bold, size: 8.5})
  s.hline(L, R, 806, {color: hex('#aaaaaa'), width: 0.4})
  s.text(`R.C.S. ${greffe} - ${slashDate(extract)} - ${time} - page 1/1`, s.width / 2, 818, {align: 'center', color: GREY, size: 7})

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
    layout: 'kbis/sci-familiale',
    notes: [
      'a société civile immobilière (civil company) with two co-managers, the first is the legal representative',
      'the title "Gérant(e)" as the label of the name row; the second manager often shares the surname or the home',
      'ruled grid with a tinted label column under dark section bands; extract date in numbers after "à jour au"',
      'observations: a transfer of the seat from a former address and a capital increase (decoy address, dates and amounts)',
      'start of activity a few days before registration; N° de gestion with the D of civil companies as a decoy',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}

