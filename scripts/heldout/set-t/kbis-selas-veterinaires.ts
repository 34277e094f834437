/**
 * HELD-OUT kbis/selas-veterinaires: the Kbis of a SELAS (société d'exercice libéral par actions
 * simplifiée) of VETERINARY SURGEONS, a form no earlier set has: the greffe's header with "Extrait
 * Kbis" and the sentence "à jour au 12 mars 2027" with the MONTH IN WORDS (the truth); sections in
 * bold capitals with rows "label : value" in two columns; "IDENTIFICATION DE LA PERSONNE MORALE"
 * (the SIREN grouped after "Immatriculation au RCS, numéro", the registration date, the
 * denomination, the form in full, the capital in euros, the seat, the duration "jusqu'au
 * 14/05/2118" and the financial year closing: decoys); "GESTION, DIRECTION, ADMINISTRATION" with
 * the PRÉSIDENT ("Nom, prénoms : GAUTIER Thomas Pierre": the truth; "Nom d'usage" for a married
 * woman: a decoy), a DIRECTEUR GÉNÉRAL (a decoy vet) and the statutory auditor (a decoy firm); the
 * ORDER's registration (the regional council and the registration numbers: decoys);
 * "RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ" (the activity, the start date: a decoy, the trade name of
 * the clinic: the denomination); the greffier's footer with the verification code.
 */
import {addDays, addMonths, type Facts, frEuros, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, wrap} from '../util.js'

const CLINICS = ['CLINIQUE VÉTÉRINAIRE DU VAL D\'ERDRE', 'CENTRE VÉTÉRINAIRE DES TROIS FONTAINES', 'VÉTÉRINAIRES ASSOCIÉS DU BOCAGE', 'CLINIQUE VÉTÉRINAIRE SAINT-ÉLOI']
const DIRECTORS = ['LEFEBVRE Hélène Marie', 'CARRÉ Antoine Louis', 'BOUVIER Sophie', 'NAVARRO Lucas Miguel']
const AUDITORS = ['AUDIT CONSEIL ATLANTIQUE SARL', 'FIDUCIAIRE DES ALPES SAS', 'CABINET RIVIÈRE ET ASSOCIÉS', 'EXPERTISE & AUDIT DU CENTRE SAS']
const ACTIVITY = "Exercice de la profession de vétérinaire : médecine et chirurgie des animaux de compagnie et d'élevage, pharmacie vétérinaire"

export async function kbisSelasVeterinaires(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.clinic === 'number' ? params.clinic % 4 : 0
  const name = CLINICS[k]
  const form = "Société d'exercice libéral par actions simplifiée"
  const extract = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 20))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const capital = randomInt(rng, 2, 30) * 5000
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 4)}${randomLetters(rng, 2)}${randomDigits(rng, 2)}`
  const ink = hex('#161616')
  const soft = hex('#555555')
  const navy = hex('#1f2f5c')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${company.registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - édition des extraits', title: `Extrait Kbis ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const V = 248

  s.text(`Greffe du Tribunal de commerce de ${company.registry}`, L, 42, {color: navy, font: H.bold, size: 10.5})
  s.text(`Code de vérification : ${code}`, R, 42, {align: 'right', color: soft, size: 7.6})
  s.text('Extrait Kbis', s.width / 2, 76, {align: 'center', color: ink, font: H.bold, size: 16})
  s.text(`EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS à jour au ${longDate(extract)}`, s.width / 2, 92, {align: 'center', color: ink, size: 8.2})

  let y = 120
  const section = (title: string) => {
    s.box(L, y - 11, R - L, 16, {fill: hex('#e9ecf3')})
    s.text(title, L + 6, y, {color: navy, font: H.bold, size: 8.8})
    y += 20
  }

  const row = (label: string, value: string) => {
    s.text(label, L + 6, y, {color: soft, size: 8.2})
    const lines = wrap(value, R - V, H.regular, 8.6)
    s.lines(lines, V, y, {color: ink, leading: 11, size: 8.6})
    y += 11 * lines.length + 4
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', name)
  row('Forme juridique', form)
  row('Capital social', `${frEuros(capital)},00 Euros`)
  row('Adresse du siège', seat.join(' '))
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`)
  row("Date de clôture de l'exercice social", ['31 décembre', '30 juin', '31 mars', '30 septembre'][k])
  row('Profession réglementée', `Vétérinaires - inscription au tableau de l'Ordre, conseil régional n° ${randomDigits(rng, 5)}`)
  y += 6

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row('Président', '')
  y -= 4
  row('Nom, prénoms', nameRow)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' '))
  y += 4
  row('Directeur général', '')
  y -= 4
  row('Nom, prénoms', DIRECTORS[k])
  row('Date et lieu de naissance', `Le ${slashDate(addDays(manager.birthDate, randomInt(rng, -3000, 3000)))} à ${['NANTES (44)', 'LYON (69)', 'TOURS (37)', 'RENNES (35)'][k]}`)
  y += 4
  row('Commissaire aux comptes titulaire', `${AUDITORS[k]} - ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} RCS ${company.registry}`)
  y += 6

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row('Adresse de l\'établissement', seat.join(' '))
  row('Activité(s) exercée(s)', ACTIVITY)
  row("Date de commencement d'activité", slashDate(started))
  row('Enseigne', name)
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  y += 14
  s.paragraph(`Dépôt des actes : statuts mis à jour déposés le ${slashDate(addDays(extract, -randomInt(rng, 60, 700)))}. Aucune procédure collective en cours.`, L, y, R - L, {color: ink, leading: 11, size: 8.2})
  s.hline(L, R, 772, {color: hex('#b5b9c4')})
  s.paragraph(`Le greffier. Extrait délivré le ${slashDate(extract)} - le présent extrait comporte 1 page. Vérifiez son authenticité sur www.infogreffe.fr au moyen du code de vérification. Seul l'extrait délivré par le greffe fait foi.`, L, 786, R - L, {align: 'center', color: soft, leading: 9.4, size: 7.2})

  return {
    fields: {
      activite: ACTIVITY,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren: company.siren,
    },
    layout: 'kbis/selas-veterinaires',
    notes: [
      "the Kbis of a SELAS of veterinary surgeons: the form in full, the president and a managing director, the Order's registration",
      '"à jour au 12 mars 2027" with the month in words in the title sentence; the seat printed on one line without commas',
      "decoys: the managing director, the auditor, the duration, the start of activity, the president's birth date and home, the deposit of the articles",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
