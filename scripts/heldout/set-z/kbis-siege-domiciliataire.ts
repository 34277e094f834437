/**
 * HELD-OUT kbis/siege-chez-domiciliataire: the Kbis of a small company whose REGISTERED OFFICE IS
 * AT A DOMICILIATION COMPANY (a business centre that rents the address and handles the mail,
 * articles L. 123-11-2 and following of the commercial code), as many start-ups and one-person
 * companies do, printed in the registry's classic serif layout: the greffe's name and address at
 * the top left (a decoy address), the verification code at the right; "Extrait Kbis" and "à jour au
 * 14 mars 2029" with the MONTH IN WORDS; sections under bold capital headings with a rule; rows
 * "label | value" with the labels in Times at the left and the values in bold at the right: the
 * SIREN grouped with "R.C.S.", the registration date, the name, the FORM IN FULL, the capital, the
 * seat (the business centre's address) on its lines; the representative as the registry writes it
 * ("GAUTIER Thomas Pierre", "MARTIN épouse LEROY Claire Marie") with the birth date and place,
 * nationality and PERSONAL HOME (decoys: the home is where the manager actually works); the
 * establishment with the seat again on one line, the DOMICILIATION COMPANY's name with its form and
 * its own SIREN grouped with "R.C.S." (a decoy company and identifier); the observations with the
 * domiciliation contract's date (a decoy).
 */
import {LEGAL_FORM_LONG, type LegalForm, makeSiren, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

/** The domiciliation companies (index.ts DOMICILIATION_TOWNS, in order). */
const DOMICILIATAIRES: {name: string; form: string}[] = [
  {form: 'SAS', name: "CENTRE D'AFFAIRES ÉTOILE DOMICILIATION"},
  {form: 'SARL', name: 'PART-DIEU BUREAUX SERVICES'},
  {form: 'SAS', name: 'ESPACE ENTREPRENDRE GIRONDE'},
  {form: 'SASU', name: 'NANTES BUSINESS DOMICILIATION'},
]

const GREFFES = ['1 quai de la Corse', '44 rue de Bonnel', '6 rue Sainte-Catherine', '1 quai François Mitterrand']

export async function kbisSiegeDomiciliataire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.domiciliation === 'number' ? params.domiciliation % DOMICILIATAIRES.length : 0
  const dom = DOMICILIATAIRES[k]
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const domSiren = makeSiren(rng)
  const contract = addDays(company.registeredOn, -randomInt(rng, 5, 40))
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 6)}`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const ink = hex('#141518')
  const soft = hex('#55585f')
  const rule = hex('#8a8d94')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de Commerce de ${company.registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Kbis ${company.siren}`})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 52
  const R = 543
  const W = R - L
  const VX = L + 196

  s.lines([`Greffe du Tribunal de Commerce de ${company.registry}`, GREFFES[k], `${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)} CEDEX`], L, 42, {color: ink, font: T.bold, leading: 11.5, size: 9.4})
  s.lines([`Code de vérification : ${code}`, 'https://www.infogreffe.fr/controle'], R, 42, {align: 'right', color: soft, font: T.regular, leading: 11, size: 8.6})
  s.text('Extrait Kbis', L + W / 2, 104, {align: 'center', color: ink, font: T.bold, size: 19})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", L + W / 2, 120, {align: 'center', color: ink, font: T.regular, size: 9.4})
  s.text(`à jour au ${longDate(extract)}`, L + W / 2, 135, {align: 'center', color: ink, font: T.bold, size: 10.6})

  let y = 150
  const section = (title: string) => {
    y += 14
    s.text(title, L, y, {color: ink, font: T.bold, size: 10})
    s.hline(L, R, y + 4, {color: rule, width: 0.7})
    y += 18
  }

  const row = (label: string, value: string | string[]) => {
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, R - VX, T.bold, 9.8))
    s.text(label, L, y, {color: ink, font: T.regular, size: 9.8})
    s.lines(values, VX, y, {color: ink, font: T.bold, leading: 12, size: 9.8})
    y += values.length * 12 + 3
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents)} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(addDays(company.registeredOn, 99 * 365))}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row('Qualité', managerTitle(company))
  row('Nom, prénoms', representative)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', home)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(', '))
  row('Nom du domiciliataire', `${dom.name} ${dom.form}`)
  row('Immatriculation du domiciliataire', `${groupedSiren(domSiren)} R.C.S. ${company.registry}`)
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  y = s.paragraph(
    `Société domiciliée en application des articles L. 123-11-2 et suivants du code de commerce. Contrat de domiciliation conclu le ${slashDate(contract)} avec ${dom.name}, titulaire de l'agrément préfectoral n° ${company.address.postcode.slice(0, 2)}-DOM-${randomDigits(rng, 4)}.`,
    L,
    y,
    W,
    {color: ink, font: T.regular, leading: 12, size: 9.6},
  )

  s.text('Le Greffier', R - 70, y + 22, {align: 'center', color: ink, font: T.italic, size: 10})
  s.text('FIN DE L\'EXTRAIT', L + W / 2, y + 50, {align: 'center', color: soft, font: T.bold, size: 8.6})
  s.hline(L, R, 800, {color: rule, width: 0.5})
  s.text(`R.C.S. ${company.registry} - SIREN ${company.siren} - Extrait délivré par voie électronique - page 1/1`, L + W / 2, 812, {align: 'center', color: soft, font: H.regular, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: representative,
      siren: company.siren,
    },
    layout: 'kbis/siege-chez-domiciliataire',
    notes: [
      'the Kbis of a company whose registered office is at a domiciliation company (a business centre): the domiciliation company named with its own SIREN in the establishment section',
      'classic serif layout, labels at the left and values in bold at the right; "à jour au 14 mars 2029" with the month in words; the seat stacked on its lines and repeated on one line',
      "decoys: the greffe's address, the duration, the personal home, the domiciliation company and its SIREN, the contract's date and the approval number",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
