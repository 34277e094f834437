/**
 * HELD-OUT kbis/personne-physique: the Kbis of an INDIVIDUAL TRADER (commerçant personne
 * physique), as a greffe issues it through Infogreffe: no company, no capital, no legal form, no
 * management section: the register identifies the person, then the business they run. The court's
 * pictogram (a pediment on columns) and "Greffe du Tribunal de commerce de Tours" top left (or
 * "Tribunal des activités économiques" for the twelve courts renamed in 2025, "Tribunal
 * judiciaire" in Alsace-Moselle), the verification code and the "N° de gestion" (2019 A 01234,
 * the register's own number: a decoy) top right; the title on two lines and "à jour au 3 mars
 * 2026" (a date in words); sections under light grey bands with their titles in bold capitals,
 * rows as a two-column ruled grid (label at the left in grey, value at the right):
 * "IDENTIFICATION DE LA PERSONNE PHYSIQUE" (RCS number "812 345 678 R.C.S. Tours", date of
 * registration dd/mm/yyyy, "Nom, prénoms" BIRTH surname and given names, "Nom d'usage" for a
 * married woman, birth date and place, nationality, "Domicile personnel" on one line), then
 * "RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL" (establishment address on
 * two or three lines, "Nom commercial", "Enseigne", activity, start date and origin: decoys,
 * mode of operation), "IMMATRICULATION HORS RESSORT : Néant", "Le Greffier" with a signature,
 * "FIN DE L'EXTRAIT" and the footer.
 *
 * Fields: the extract has no "dénomination", no "siège" and no legal representative. The truth
 * takes the register's own equivalents: `denomination` and `representant_legal` are the trader's
 * name as the "Nom, prénoms" row prints it (the business IS the person, as the micro-
 * entrepreneur's vigilance certificate of set c has it; the trade name is a "Nom commercial", not
 * a denomination), `adresse_siege` is the address of the principal establishment (the business's
 * registered address). `forme_juridique` is left out: a personne physique's extract prints none.
 */
import {addDays, type Facts, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

/** The commercial courts renamed "tribunal des activités économiques" (experiment from 2025). */
const TAE = new Set(['Paris', 'Lyon', 'Marseille', 'Le Mans', 'Saint-Étienne', 'Nanterre', 'Versailles', 'Nancy', 'Limoges', 'Avignon', 'Auxerre', 'Le Havre'])
const LOCAL_LAW = new Set(['Strasbourg', 'Metz', 'Colmar', 'Mulhouse', 'Saverne', 'Sarreguemines', 'Thionville'])

export async function kbisPersonnePhysique(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = facts.person
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 40))
  const registry = company.registry
  const court = LOCAL_LAW.has(registry) ? 'Tribunal judiciaire' : TAE.has(registry) ? 'Tribunal des activités économiques' : 'Tribunal de commerce'
  const siren = company.siren
  const sirenText = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`
  const nameRow = `${person.surname} ${person.givenNames.join(' ')}`
  const establishment = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].join(' ')
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 20))
  const sign = company.name
    .toLocaleLowerCase('fr-FR')
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase('fr-FR'))
  const management = `${company.registeredOn.slice(0, 4)} A ${randomDigits(rng, 5)}`
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 3)}${randomLetters(rng, 1).toLowerCase()}${randomDigits(rng, 2)}`
  const origin = pick(rng, ['Création', 'Création', "Achat d'un fonds de commerce"])

  const {doc, fonts} = await newDocument({author: `Greffe du ${court} de ${registry}`, creator: 'Infogreffe', date: extract, producer: 'Infogreffe - Kbis électronique', title: 'Extrait Kbis'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const tab = 230
  const navy = hex('#23395d')
  const band = hex('#e4e6ea')
  const rule = hex('#c8ccd3')
  const labelColor = hex('#5a5f66')

  // The court's pictogram: a pediment on four columns.
  s.path('M 0 10 L 17 0 L 34 10 Z', L, 38, {fill: navy})
  for (let k = 0; k < 4; k++) s.box(L + 3 + k * 8.3, 50, 3.6, 17, {fill: navy})
  s.box(L - 1, 68, 36, 3, {fill: navy})
  s.text(`Greffe du ${court}`, L + 46, 50, {color: navy, font: H.bold, size: 10})
  s.text(`de ${registry}`, L + 46, 62, {color: navy, font: H.bold, size: 10})
  s.text('Registre du commerce et des sociétés', L + 46, 73, {color: GREY, size: 7.5})

  s.text(`Code de vérification : ${code}`, R, 46, {align: 'right', size: 7.5})
  s.text('https://www.infogreffe.fr/controle', R, 56, {align: 'right', color: GREY, size: 7})
  s.text(`N° de gestion ${management}`, R, 70, {align: 'right', size: 7.5})

  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE", s.width / 2, 112, {align: 'center', font: H.bold, size: 11.5})
  s.text('DU COMMERCE ET DES SOCIÉTÉS', s.width / 2, 126, {align: 'center', font: H.bold, size: 11.5})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 142, {align: 'center', size: 9.5})

  let y = 160
  const section = (title: string) => {
    y += 12
    s.box(L, y, R - L, 17, {fill: band})
    s.text(title, L + 6, y + 11.8, {font: H.bold, size: 8.3})
    y += 17
  }

  const row = (label: string, value: string | string[]) => {
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, R - tab - 6, H.regular, 8.5))
    const h = values.length * 11 + 8
    s.text(label, L + 6, y + 12, {color: labelColor, size: 8})
    values.forEach((v, k) => s.text(v, tab, y + 12 + k * 11, {size: 8.5}))
    y += h
    s.hline(L, R, y, {color: rule, width: 0.4})
  }

  section('IDENTIFICATION DE LA PERSONNE PHYSIQUE')
  row('Immatriculation au RCS, numéro', `${sirenText} R.C.S. ${registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Nom, prénoms', nameRow)
  if (person.usageName) row("Nom d'usage", person.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(person.birthDate)} à ${person.birthPlace}`)
  row('Nationalité', person.nationality)
  row('Domicile personnel', home)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", establishment)
  row('Nom commercial', company.name)
  row('Enseigne', sign)
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(started))
  row("Origine du fonds ou de l'activité", origin)
  row("Mode d'exploitation", 'Exploitation directe')

  section('IMMATRICULATION HORS RESSORT')
  s.text('Néant', L + 6, y + 13, {size: 8.5})
  y += 22

  y = Math.max(y + 30, 640)
  s.text(`Le Greffier du ${court.toLocaleLowerCase('fr-FR')}`, 330, y, {size: 8.5})
  s.path(signaturePath(rng, 95), 345, y + 8, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text(`Fait à ${registry}, le ${slashDate(extract)}`, 330, y + 52, {color: GREY, size: 8})
  s.text("FIN DE L'EXTRAIT", s.width / 2, y + 82, {align: 'center', font: H.bold, size: 8.5})

  s.paragraph(
    "Le présent extrait, délivré par voie électronique, a la même valeur qu'un extrait délivré au guichet du greffe (article R.123-150 du code de commerce). Sa validité peut être contrôlée pendant trois mois sur infogreffe.fr à l'aide du code de vérification.",
    L,
    790,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )
  s.text(`R.C.S. ${upper(registry)} - ${sirenText} - Page 1 / 1`, R, 818, {align: 'right', color: GREY, size: 6.5})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: establishment.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: nameRow,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/personne-physique',
    notes: [
      'individual trader: "IDENTIFICATION DE LA PERSONNE PHYSIQUE", no company name, no legal form',
      'denomination and legal representative are the trader ("Nom, prénoms"); trade name as "Nom commercial" and a capitalised "Enseigne"',
      'address of the principal establishment as the registered address; personal home as a decoy',
      'extract date in words ("à jour au ..."); "N° de gestion" and activity start date as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
