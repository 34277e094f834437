/**
 * HELD-OUT kbis/snc-tabac-presse: the Kbis extract of a SOCIÉTÉ EN NOM COLLECTIF running a
 * tobacconist's (tabac-presse-bar, the usual form for a couple buying a "bureau de tabac"), from a
 * mid-sized town's commercial court registry (Quimper, Chalon-sur-Saône, Périgueux, Béziers), in
 * the registry's classic plain layout: the court top left, "Code de vérification" top right; the
 * title with "à jour au 12 mars 2026" (the date IN WORDS); sections as underlined capitals with
 * "label : value" rows in two columns; "Dénomination ou raison sociale" ("SNC MARTIN", "SNC LE
 * CELTIC", "SNC MARTIN ET BERTIN", "SNC MARTIN ET CIE"), "Forme juridique" ("Société en nom
 * collectif"), capital, seat, duration; TWO PARTNERS, each "Associé en nom et gérant(e)" (the
 * dossier's person first, "Nom, prénoms" with the BIRTH name and a "Nom d'usage" row for a married
 * woman; the spouse or an associate second); the establishment: trade name and sign (decoys for
 * the name), the long activity, "Date de commencement d'activité" (a decoy date), "Origine du
 * fonds : Achat" with the previous operator and its RCS number (a decoy SIREN) and the legal
 * notice's date (a decoy); "OBSERVATIONS" with the customs' tobacco licence number; the clerk's
 * signature and "FIN DE L'EXTRAIT".
 */
import {makeSiren} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const COURTS: Record<string, string> = {
  Béziers: '9 avenue du Président Wilson - 34500 Béziers',
  'Chalon-sur-Saône': '1 quai Gambetta - 71100 Chalon-sur-Saône',
  Périgueux: 'Palais de justice - 1 place Francheville - 24000 Périgueux',
  Quimper: '38 rue Pitre Chevalier - 29000 Quimper',
}

const NEWSPAPERS: Record<string, string> = {
  Béziers: 'Midi Libre',
  'Chalon-sur-Saône': 'Le Journal de Saône-et-Loire',
  Périgueux: 'Sud Ouest',
  Quimper: 'Le Télégramme',
}

const PREVIOUS = ['SNC LE GALL', 'SNC ROBIN ET FILS', 'SARL TABAC DE LA PLACE', 'SNC DELMAS', 'SNC AUBERT-VIDAL']

export async function kbisSncTabacPresse(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const trade = typeof params.trade === 'string' ? params.trade : 'LE CELTIC'
  const partner = (params.partner ?? {civility: 'Mme', given: 'Sandrine', spouse: true, surname: person.surname}) as {civility: string; given: string; surname: string; spouse: boolean}
  const greffe = company.registry
  const siren = company.siren
  const form = 'Société en nom collectif'
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${person.surname} ${person.givenNames.join(' ')}`
  const started = addDays(company.registeredOn, randomInt(rng, 12, 60))
  const published = addDays(company.registeredOn, -randomInt(rng, 8, 30))
  const previousName = pick(rng, PREVIOUS)
  const previousSiren = makeSiren(rng)
  const licence = `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 5)}${pick(rng, ['A', 'K', 'Q', 'T'])}`
  const gestion = `${company.registeredOn.slice(0, 4)} C ${randomDigits(rng, 5)}`
  const verification = `${randomDigits(rng, 3)}${pick(rng, ['HDK', 'RTV', 'MPA', 'ZLS'])}${randomDigits(rng, 4)}`
  const home = `${person.address.lines.join(' ')} ${person.address.postcode} ${person.address.city}`
  const partnerBirth = addDays(person.birthDate, randomInt(rng, -1800, 1800))
  const female = (c: string) => c === 'Mme'
  const ink = hex('#111111')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${greffe}`, creator: 'Greffe - Délivrance des extraits', date: extract, producer: 'PDFlib+PDI 9.3', title: `Extrait Kbis ${siren}`})
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const tab = 222

  // Court and verification.
  s.lines(['Greffe du Tribunal de Commerce', `de ${greffe}`, COURTS[greffe] ?? greffe], L, 44, {font: T.bold, leading: 12, size: 10})
  s.text(`N° de gestion ${gestion}`, L, 84, {font: T.regular, size: 8.5})
  s.text('Code de vérification :', R, 44, {align: 'right', font: T.regular, size: 9})
  s.text(verification, R, 57, {align: 'right', font: T.bold, size: 11})
  s.text('https://www.infogreffe.fr/controle', R, 70, {align: 'right', font: T.italic, size: 8})

  // Title.
  s.text('Extrait Kbis', (L + R) / 2, 122, {align: 'center', font: T.bold, size: 18})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 140, {align: 'center', font: T.bold, size: 9.6})
  s.text(`à jour au ${longDate(extract)}`, (L + R) / 2, 155, {align: 'center', font: T.italic, size: 10})

  let y = 186
  const section = (t: string) => {
    y += 8
    s.text(t, L, y, {font: T.bold, size: 9.6})
    s.hline(L, L + T.bold.widthOfTextAtSize(t, 9.6), y + 2, {color: ink, width: 0.6})
    y += 16
  }

  const row = (lab: string, value: string | string[]) => {
    s.text(lab, L, y, {font: T.regular, size: 9.4})
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, k) => s.text(v, tab, y + k * 11.5, {font: T.bold, size: 9.4}))
    y += 11.5 * values.length + 1.5
  }

  const role = (t: string) => {
    y += 3
    s.text(t, L, y, {font: T.boldItalic, size: 9.6})
    y += 13
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(siren)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", pick(rng, ['31 décembre', '30 juin', '30 septembre']))

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  role(female(person.civility) ? 'Associée en nom et gérante' : 'Associé en nom et gérant')
  row('Nom, prénoms', nameRow)
  if (person.usageName) row("Nom d'usage", person.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(person.birthDate)} à ${person.birthPlace}`)
  row('Nationalité', person.nationality)
  row('Domicile personnel', home)
  role(female(partner.civility) ? 'Associée en nom et gérante' : 'Associé en nom et gérant')
  row('Nom, prénoms', `${partner.surname} ${partner.given}`)
  row('Date et lieu de naissance', `Le ${slashDate(partnerBirth)} à ${upper(pick(rng, ['Vannes (56)', 'Mâcon (71)', 'Bergerac (24)', 'Sète (34)', 'Lorient (56)', 'Autun (71)']))}`)
  row('Nationalité', 'Française')
  row('Domicile personnel', partner.spouse ? home : `${randomInt(rng, 2, 60)} ${pick(rng, ['rue des Tanneurs', 'avenue de la Gare', 'rue Carnot', 'chemin du Stade'])} ${company.address.postcode} ${company.address.city}`)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat)
  row('Nom commercial', trade)
  row('Enseigne', `TABAC PRESSE ${trade}`)
  s.text('Activité(s) exercée(s)', L, y, {font: T.regular, size: 9.4})
  y = s.paragraph(company.activity, tab, y, R - tab, {font: T.bold, leading: 11.5, size: 9.4}) + 1.5
  row("Date de commencement d'activité", slashDate(started))
  row("Origine du fonds ou de l'activité", 'Achat')
  row('Précédent exploitant', [`${previousName}`, `RCS ${greffe} ${groupedSiren(previousSiren)}`])
  row('Publication légale', `${NEWSPAPERS[greffe] ?? 'Journal d\'annonces légales'}, le ${slashDate(published)}`)
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  y = s.paragraph(`Débit de tabac ordinaire permanent n° ${licence} - contrat de gérance conclu avec l'administration des douanes et droits indirects. Licence de débit de boissons de 4e catégorie.`, L, y, R - L, {font: T.regular, leading: 11.5, size: 9.2})

  y += 18
  s.text('Le Greffier', R - 70, y, {align: 'center', font: T.bold, size: 10})
  s.path(signaturePath(rng, 80), R - 110, y + 6, {lineWidth: 0.8, stroke: hex('#222222')})
  s.text("FIN DE L'EXTRAIT", (L + R) / 2, Math.min(y + 40, 798), {align: 'center', font: T.bold, size: 9})
  s.hline(L, R, 808, {color: hex('#999999'), width: 0.4})
  s.text(`RCS ${greffe} - ${siren} - Extrait Kbis délivré le ${slashDate(extract)} - Page 1/1`, (L + R) / 2, 819, {align: 'center', font: T.italic, size: 7.8})

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
    layout: 'kbis/snc-tabac-presse',
    notes: [
      'Kbis of an SNC running a tobacconist-newsagent-bar: two partners, each "associé en nom et gérant"',
      '"à jour au 12 mars 2026" in words; serif type, underlined section titles, label / value in two columns',
      'decoys: trade name and sign, start of activity, the previous operator with its RCS number, legal notice date, tobacco licence number',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}

