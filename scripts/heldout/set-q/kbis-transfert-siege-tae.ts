/**
 * HELD-OUT kbis/transfert-siege-tae: the Kbis extract issued by the registry of one of the
 * TRIBUNAUX DES ACTIVITÉS ÉCONOMIQUES (the commercial courts renamed in 2025 for an experiment:
 * Lyon, Marseille, Paris, Le Mans ...) for a company that MOVED ITS SEAT there from another court's
 * jurisdiction: a centred header with the court's name on two lines, "Extrait Kbis" and "à jour au
 * 3 mars 2027" IN WORDS; numbered sections whose rows are TWO CELLS SIDE BY SIDE, each with its
 * LABEL ABOVE THE VALUE in small grey capitals (values wrapped inside their cell); the RCS number in
 * the new town, the date of registration, then the DATE OF REGISTRATION AT THE NEW REGISTRY after
 * the transfer and the FORMER RCS NUMBER in the former town (decoy date and town), the name, the
 * legal form in full, the capital, the seat and the FORMER SEAT (a decoy address in another town),
 * the manager as the registry prints it (birth name then all given names, "Nom d'usage" in a cell
 * of its own) with the birth date and place and the PERSONAL HOME ADDRESS (a decoy address), a
 * statutory auditor for the SAs and some SASs (a decoy company), the activity, the origin of the
 * business ("Transfert" from the former seat), an "OBSERVATIONS" paragraph repeating the transfer
 * with its dates; the small print on the experiment (a decoy law date) and the registrar's foot.
 */
import {type City, LEGAL_FORM_LONG, makeAddress, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const FORMER_TOWNS: City[] = [
  {city: 'Nantes', dept: '44', greffe: 'Nantes', postcode: '44000'},
  {city: 'Rennes', dept: '35', greffe: 'Rennes', postcode: '35000'},
  {city: 'Bordeaux', dept: '33', greffe: 'Bordeaux', postcode: '33000'},
  {city: 'Grenoble', dept: '38', greffe: 'Grenoble', postcode: '38000'},
  {city: 'Tours', dept: '37', greffe: 'Tours', postcode: '37000'},
]

const AUDITORS = ['AUDIT CONSEIL RHODANIEN SARL', 'CABINET FIDÉLIS COMMISSARIAT AUX COMPTES', 'EXPERTISE & CERTIFICATION SAS', 'KALIOPÉ AUDIT SA']

export async function kbisTransfertSiegeTae(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 18))
  const greffe = company.registry
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const title = managerTitle(company)
  const former = pick(
    rng,
    FORMER_TOWNS.filter((t) => t.city !== company.address.city),
  )
  const formerAddress = makeAddress(rng, former, {business: true, lines: 1})
  const formerSeat = [...formerAddress.lines, `${formerAddress.postcode} ${formerAddress.city}`]
  const span = Math.max(90, Math.round((Date.parse(extract) - Date.parse(company.registeredOn)) / 86_400_000) - 40)
  const transferred = addDays(company.registeredOn, randomInt(rng, 60, Math.max(61, Math.floor(span * 0.8))))
  const registeredHere = addDays(transferred, randomInt(rng, 8, 25))
  const started = addDays(company.registeredOn, randomInt(rng, 0, 15))
  const verification = `${randomLetters(rng, 2)}${randomDigits(rng, 4)}${randomLetters(rng, 2)}`
  const gestion = `${registeredHere.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const home = manager.address
  const homeLines = [...home.lines, `${home.postcode} ${home.city}`]
  const auditor = company.legalForm === 'SA' || (company.legalForm === 'SAS' && rng() < 0.6) ? pick(rng, AUDITORS) : undefined
  const ink = hex('#14181f')
  const soft = hex('#5b6470')
  const rule = hex('#a3abb5')
  const band = hex('#23415f')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal des activités économiques de ${greffe}`, creator: 'TAE - Registre du commerce', date: extract, producer: 'Greffe TAE PDF 2.1', title: `Extrait Kbis ${company.siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const mid = (L + R) / 2

  // Header.
  s.circle(mid, 40, 13, {lineWidth: 0.9, stroke: band})
  s.circle(mid, 40, 8.5, {fill: band})
  s.text('GREFFE DU TRIBUNAL DES ACTIVITÉS ÉCONOMIQUES', mid, 68, {align: 'center', color: band, font: H.bold, size: 10})
  s.text(`DE ${upper(greffe)}`, mid, 81, {align: 'center', color: band, font: H.bold, size: 10})
  s.text('Extrait Kbis', mid, 108, {align: 'center', color: ink, font: T.bold, size: 21})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", mid, 123, {align: 'center', color: ink, size: 7.8})
  s.text(`à jour au ${longDate(extract)}`, mid, 138, {align: 'center', color: ink, font: T.italic, size: 11})
  s.text(`N° de gestion ${gestion}`, L, 154, {color: soft, size: 7.2})
  s.text(`Code de vérification : ${verification}`, R, 154, {align: 'right', color: soft, size: 7.2})

  let y = 164
  let n = 0
  const section = (text: string) => {
    n++
    y += 6
    s.box(L, y, R - L, 15, {fill: band})
    s.text(`${n}. ${text}`, L + 6, y + 10.5, {color: hex('#ffffff'), font: H.bold, size: 8})
    y += 15
  }

  type Cell = {label: string; values: string[]; bold?: boolean}
  const row = (left: Cell, right?: Cell) => {
    const width = right ? (R - L) / 2 : R - L
    const lay = (c: Cell) => c.values.flatMap((v) => wrap(v, width - 14, c.bold ? H.bold : H.regular, 8.8))
    const ll = lay(left)
    const rl = right ? lay(right) : []
    const h = 16 + Math.max(ll.length, rl.length, 1) * 10.6
    const draw = (c: Cell, lines: string[], x: number) => {
      s.box(x, y, width, h, {lineWidth: 0.4, stroke: rule})
      s.text(upper(c.label), x + 6, y + 9.5, {color: soft, size: 6.3})
      s.lines(lines, x + 6, y + 20.5, {color: ink, font: c.bold ? H.bold : H.regular, leading: 10.6, size: 8.8})
    }

    draw(left, ll, L)
    if (right) draw(right, rl, L + width)
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row({label: 'Immatriculation au RCS, numéro', values: [`${groupedSiren(company.siren)} R.C.S. ${greffe}`]}, {label: "Date d'immatriculation", values: [slashDate(company.registeredOn)]})
  row({label: 'Précédemment immatriculée au RCS de', values: [`${former.greffe} sous le n° ${groupedSiren(company.siren)}`]}, {label: `Immatriculation au greffe de ${greffe} (transfert)`, values: [slashDate(registeredHere)]})
  row({bold: true, label: 'Dénomination ou raison sociale', values: [company.name]}, {label: 'Forme juridique', values: [form]})
  row({label: 'Capital social', values: [`${frAmount(company.capitalCents)} euros`]}, {label: 'Durée de la personne morale', values: [`Jusqu'au ${slashDate(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`]})
  row({label: 'Adresse du siège', values: seat}, {label: 'Ancien siège (avant transfert)', values: formerSeat})

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row({bold: true, label: title, values: [nameRow]}, manager.usageName ? {label: "Nom d'usage", values: [manager.usageName]} : {label: 'Nationalité', values: [manager.nationality]})
  row({label: 'Date et lieu de naissance', values: [`${slashDate(manager.birthDate)} à ${manager.birthPlace}`]}, {label: 'Domicile personnel', values: homeLines})
  if (auditor) row({label: 'Commissaire aux comptes titulaire', values: [auditor]}, {label: 'Date de nomination', values: [slashDate(addDays(company.registeredOn, randomInt(rng, 30, 200)))]})

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row({label: "Adresse de l'établissement", values: ['Voir siège social']}, {label: "Date de commencement d'activité", values: [slashDate(started)]})
  row({label: 'Activité(s) exercée(s)', values: [company.activity]})
  row({label: "Origine du fonds ou de l'activité", values: [`Transfert d'un établissement situé ${formerSeat.join(', ')}`]}, {label: "Mode d'exploitation", values: ['Exploitation directe']})

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  y += 13
  y = s.paragraph(
    `Transfert du siège social de ${formerSeat.join(', ')} à ${seat.join(', ')} à compter du ${slashDate(transferred)}, décidé par les associés le ${slashDate(addDays(transferred, -randomInt(rng, 5, 40)))}. Radiation du registre du greffe de ${former.greffe} le ${slashDate(addDays(registeredHere, randomInt(rng, 3, 20)))}.`,
    L + 4,
    y,
    R - L - 8,
    {color: ink, leading: 10.4, size: 8},
  )

  y = Math.max(y + 12, 712)
  s.paragraph(
    'Les tribunaux des activités économiques sont institués à titre expérimental par la loi n° 2023-1059 du 20 novembre 2023 ; leurs greffes tiennent le registre du commerce et des sociétés dans les mêmes conditions que les greffes des tribunaux de commerce.',
    L,
    y,
    300,
    {color: soft, font: H.italic, leading: 8.4, size: 6.6},
  )
  s.text('Le Greffier', R - 120, y + 2, {color: ink, font: T.italic, size: 10})
  s.path(signaturePath(rng, 80), R - 128, y + 10, {lineWidth: 0.9, stroke: hex('#1d2b66')})
  s.hline(L, R, 806, {color: rule, width: 0.5})
  s.text(`Greffe du Tribunal des activités économiques de ${greffe} - RCS ${greffe} ${groupedSiren(company.siren)}`, L, 818, {color: soft, size: 6.8})
  s.text('1 / 1', R, 818, {align: 'right', color: soft, size: 6.8})

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
    layout: 'kbis/transfert-siege-tae',
    notes: [
      'Kbis from the registry of a "tribunal des activités économiques" (the 2025 experiment) after a transfer of the seat from another jurisdiction',
      'rows of two cells side by side, each with its label above the value in small grey capitals; "à jour au <date in words>"',
      'decoys: the former RCS town, the date of registration at the new registry, the former seat, the manager\'s home address, the transfer dates, the auditor',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
