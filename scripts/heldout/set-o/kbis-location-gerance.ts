/**
 * HELD-OUT kbis/location-gerance-fonds: the Kbis extract of a company that runs a business it
 * does NOT OWN, taken under a LEASE-MANAGEMENT AGREEMENT (location-gérance of a fonds de commerce:
 * a restaurant, a bakery, a florist's, a bookshop), from a regional commercial court's registry:
 * the court's framed block top left, the verification code and management number top right;
 * "EXTRAIT KBIS" with "à jour au 16 février 2027" (a date in words); sections under DOUBLE RULES
 * whose rows have their LABELS IN SMALL CAPITALS at the left, the value at a tab and a DOTTED rule
 * under each row; the company (RCS number "812 345 676 R.C.S. Angers", registration date
 * dd/mm/yyyy, name, legal form in full, capital, seat on two or three lines, duration "Jusqu'au
 * ..." and the year end: decoys), the manager ("GAUTIER Thomas Pierre": birth name and all given
 * names, "NOM D'USAGE" on its own row for a married woman, birth date and place, nationality, the
 * PERSONAL HOME ADDRESS on one line: a decoy address), then the principal establishment AT
 * ANOTHER ADDRESS than the seat (a decoy address), the TRADE NAME and SIGN (a decoy name), the
 * activity, the start date, "Origine du fonds : Prise en location-gérance", "Mode d'exploitation
 * : Location-gérance", the LESSOR of the business (ANOTHER COMPANY with its legal form, address and
 * RCS number: a decoy company, a decoy SIREN) and the agreement's dates (decoys); the registrar's
 * signature and the foot line. SARL, EURL, SAS in four towns.
 */
import {LEGAL_FORM_LONG, makeSiren, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

interface Trade {
  sign: string
  lessor: string
  lessorForm: string
  street: string
  lessorStreet: string
}

const TRADES: Trade[] = [
  {lessor: 'LE COMPTOIR DU MAIL', lessorForm: 'SARL', lessorStreet: '6 place du Ralliement', sign: 'LE PETIT BOUCHON', street: '27 rue Saint-Laud'},
  {lessor: 'BOULANGERIE FOURNIER ET FILS', lessorForm: 'SAS', lessorStreet: '3 impasse des Minimes', sign: 'AU PAIN DE LA HALLE', street: '2 place du Marché'},
  {lessor: 'FLEURS ET JARDINS DU CENTRE', lessorForm: 'EURL', lessorStreet: '41 avenue de Lattre de Tassigny', sign: 'L\'ATELIER FLORAL', street: '15 rue Nationale'},
  {lessor: 'LIBRAIRIE MOREAU', lessorForm: 'SARL', lessorStreet: '18 rue des Carmes', sign: 'LA PLUME VAGABONDE', street: '9 rue de la Scellerie'},
]

/** The courts that became "tribunaux des activités économiques" in 2025. */
const TAE = new Set(['Lyon', 'Marseille', 'Paris', 'Le Mans', 'Nanterre', 'Versailles'])

export async function kbisLocationGerance(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const trade = TRADES[typeof params.trade === 'number' ? params.trade % TRADES.length : 0]
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 25))
  const greffe = company.registry
  const court = `${TAE.has(greffe) ? 'TRIBUNAL DES ACTIVITÉS ÉCONOMIQUES' : 'TRIBUNAL DE COMMERCE'} ${/^[AEIOUÉ]/.test(greffe) ? "D'" : 'DE '}${upper(greffe)}`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const title = managerTitle(company)
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const verification = `${randomLetters(rng, 4)}${randomDigits(rng, 4)}`
  const leaseStart = `${addDays(company.registeredOn, randomInt(rng, 5, 40)).slice(0, 7)}-01`
  const leaseEnd = addDays(addMonths(leaseStart, 36), -1)
  const until = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const lessorSiren = makeSiren(rng)
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const establishment = `${trade.street}, ${company.address.postcode} ${company.address.city}`
  const ink = hex('#161616')
  const rule = hex('#3a3a3a')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de ${greffe}`, creator: 'Infogreffe - Extrait Kbis', date: extract, producer: 'Infogreffe', title: `Kbis ${company.siren}`})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 546
  const tab = 228

  // Court block and references.
  s.box(L, 30, 236, 52, {lineWidth: 0.8, stroke: rule})
  s.text('GREFFE DU', L + 10, 46, {color: ink, font: T.bold, size: 9})
  s.text(court, L + 10, 59, {color: ink, font: T.bold, size: court.length > 40 ? 8 : 9})
  s.text(`Registre du commerce et des sociétés - ${greffe}`, L + 10, 73, {color: GREY, font: T.italic, size: 8})
  s.lines([`Code de vérification : ${verification}`, `N° de gestion : ${gestion}`, 'https://www.infogreffe.fr'], R, 44, {align: 'right', color: ink, font: H.regular, leading: 11, size: 7.8})

  // Title.
  s.text('EXTRAIT KBIS', (L + R) / 2, 116, {align: 'center', color: ink, font: T.bold, size: 19})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 132, {align: 'center', color: ink, font: T.regular, size: 9.4})
  s.text(`à jour au ${longDate(extract)}`, (L + R) / 2, 147, {align: 'center', color: ink, font: T.bold, size: 10})

  let y = 174
  const section = (text: string) => {
    s.hline(L, R, y - 11, {color: rule, width: 0.8})
    s.hline(L, R, y - 9, {color: rule, width: 0.4})
    s.text(text, L, y + 2, {color: ink, font: T.bold, size: 9.6})
    y += 18
  }

  const row = (label: string, values: string[], bold = false) => {
    const labLines = wrap(label, tab - L - 10, H.regular, 6.9)
    s.lines(labLines, L, y, {color: hex('#4a4a4a'), font: H.regular, leading: 8, size: 6.9})
    let at = y
    for (const v of values) {
      for (const line of wrap(v, R - tab, bold ? T.bold : T.regular, 9.8)) {
        s.text(line, tab, at, {color: ink, font: bold ? T.bold : T.regular, size: 9.8})
        at += 11.5
      }
    }

    const bottom = Math.max(at, y + labLines.length * 8 + 2)
    s.hline(L, R, bottom - 6, {color: hex('#9a9a9a'), dash: [1, 2], width: 0.5})
    y = bottom + 6
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('IMMATRICULATION AU RCS, NUMÉRO', [`${groupedSiren(company.siren)} R.C.S. ${greffe}`])
  row("DATE D'IMMATRICULATION", [slashDate(company.registeredOn)])
  row('DÉNOMINATION OU RAISON SOCIALE', [company.name], true)
  row('FORME JURIDIQUE', [form])
  row('CAPITAL SOCIAL', [`${frAmount(company.capitalCents)} Euros`])
  row('ADRESSE DU SIÈGE', seat)
  row('DURÉE DE LA PERSONNE MORALE', [`Jusqu'au ${slashDate(until)}`])
  row("DATE DE CLÔTURE DE L'EXERCICE SOCIAL", ['31 décembre'])

  y += 14
  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(`${upper(title)} - NOM, PRÉNOMS`, [nameRow], true)
  if (manager.usageName) row("NOM D'USAGE", [manager.usageName])
  row('DATE ET LIEU DE NAISSANCE', [`Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`])
  row('NATIONALITÉ', [manager.nationality])
  row('DOMICILE PERSONNEL', [home])

  y += 14
  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("ADRESSE DE L'ÉTABLISSEMENT", [establishment])
  row('NOM COMMERCIAL - ENSEIGNE', [trade.sign])
  row('ACTIVITÉ(S) EXERCÉE(S)', [company.activity])
  row("DATE DE COMMENCEMENT D'ACTIVITÉ", [slashDate(leaseStart)])
  row("ORIGINE DU FONDS OU DE L'ACTIVITÉ", ['Prise en location-gérance'])
  row("MODE D'EXPLOITATION", ['Location-gérance'])
  row('LOUEUR DU FONDS', [`${trade.lessorForm} ${trade.lessor}`, `${trade.lessorStreet}, ${company.address.postcode} ${company.address.city}`, `${groupedSiren(lessorSiren)} R.C.S. ${greffe}`])
  row('CONTRAT DE LOCATION-GÉRANCE', [`Du ${slashDate(leaseStart)} au ${slashDate(leaseEnd)}, renouvelable ensuite d'année en année par tacite reconduction`])

  // Registrar.
  y += 10
  s.text('Le Greffier', R - 150, y, {color: ink, font: T.italic, size: 10})
  s.path(signaturePath(rng, 90), R - 150, y + 4, {lineWidth: 0.9, stroke: hex('#1d2b66')})
  s.text('FIN DE L\'EXTRAIT', (L + R) / 2, Math.min(y + 48, 790), {align: 'center', color: ink, font: T.bold, size: 8.6})
  s.hline(L, R, 806, {color: rule, width: 0.5})
  s.text(`RCS ${greffe} - ${groupedSiren(company.siren)} - Extrait Kbis`, L, 818, {color: GREY, font: H.regular, size: 7})
  s.text('Page 1 / 1', R, 818, {align: 'right', color: GREY, font: H.regular, size: 7})

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
    layout: 'kbis/location-gerance-fonds',
    notes: [
      'Kbis of a company running a business under a lease-management agreement (location-gérance): the lessor company, its address and RCS number as decoys',
      'labels in small capitals at the left, values at a tab, a dotted rule under each row, sections under double rules',
      'principal establishment at another address than the seat; trade name and sign; the manager\'s personal home address',
      'decoys: duration, start of activity, agreement dates, birth date',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
