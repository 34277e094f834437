/**
 * HELD-OUT kbis/extrait-anglais: the Kbis extract IN ENGLISH ("Kbis extract - Certificate of
 * registration", the translated extract a registry delivers on request for foreign partners, banks
 * and tenders), handed in as is by a company whose manager had ordered it for a foreign client: the
 * court's FRENCH name in capitals with its English name under it ("GREFFE DU TRIBUNAL DE COMMERCE DE
 * NANTES" / "Registry of the Commercial Court of Nantes"), "Verification code" and "Management
 * number" top right; the title "KBIS EXTRACT", "Up to date as of 3 March 2026" (an ENGLISH DATE IN
 * WORDS, day first); a grey italic translation notice; three sections headed by rules whose rows have
 * BILINGUAL LABELS (the English label in bold with the French label in small grey italics under it:
 * "Registration number" / "Immatriculation au RCS, numéro") and the value at a tab: "812 345 676
 * R.C.S. Nantes", "Date of registration" in English words ("14 March 2018"), the company name, the
 * legal form IN FRENCH with an English gloss in grey on the next line ("Société par actions
 * simplifiée" / "(simplified joint-stock company)"), the capital in the ENGLISH NUMBER FORMAT ("EUR
 * 10,000.00"), the registered office on two or three lines, the duration ("Until 13 March 2117": a
 * decoy date) and the financial year end; the officer ("President (Président)", "LE GALL
 * Jean-Baptiste Pierre": birth name and all given names, the usage name on its own row, the birth
 * date in English and the birth place: decoys, the nationality in English, the home address); the
 * activity in French, its start date (a decoy), "Creation", "Direct operation"; "Certified extract"
 * with the place and date, the registrar's signature; the foot line with the RCS number and "Page
 * 1/1".
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, addressLines, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper, wrap} from '../util.js'

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "3 March 2026". */
const englishDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS_EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** "10,000.00". */
const englishAmount = (cents: number) => `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`

const GLOSS: Record<string, string> = {
  EURL: '(single-member private limited liability company)',
  SA: '(public limited company with a board of directors)',
  SARL: '(private limited liability company)',
  SAS: '(simplified joint-stock company)',
  SASU: '(simplified joint-stock company with a sole shareholder)',
}

const TITLES_EN: Record<string, string> = {
  Gérant: 'Manager',
  Gérante: 'Manager',
  Président: 'President',
  Présidente: 'President',
}

/** The courts that became "tribunaux des activités économiques" in 2025. */
const TAE = new Set(['Lyon', 'Marseille', 'Paris', 'Le Mans', 'Nanterre', 'Versailles'])

export async function kbisExtraitAnglais(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 25))
  const greffe = company.registry
  const tae = TAE.has(greffe)
  const courtFr = `GREFFE DU TRIBUNAL ${tae ? 'DES ACTIVITÉS ÉCONOMIQUES' : 'DE COMMERCE'} DE ${upper(greffe)}`
  const courtEn = `Registry of the ${tae ? 'Economic Activities Court' : 'Commercial Court'} of ${greffe}`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const titleFr = managerTitle(company)
  const titleEn = TITLES_EN[titleFr] ?? 'Chairman and Chief Executive Officer'
  const nationality = manager.nationality === 'Française' ? 'French' : manager.nationality
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const verification = `${randomLetters(rng, 3)}${randomDigits(rng, 3)}${randomLetters(rng, 2).toLowerCase()}${randomDigits(rng, 2)}`
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 20))
  const until = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const ink = hex('#1a1a1a')
  const accent = hex('#7a1f2b')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de ${greffe}`, creator: 'Infogreffe - Kbis extract (English)', date: extract, producer: 'Infogreffe', title: `Kbis extract ${company.siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const tab = 232

  // Court and references.
  s.text(courtFr, L, 48, {color: accent, font: T.bold, size: 10.5})
  s.text(courtEn, L, 61, {color: GREY, font: T.italic, size: 9})
  s.text(`Verification code: ${verification}`, R, 46, {align: 'right', size: 8})
  s.text(`Management number: ${gestion}`, R, 58, {align: 'right', size: 8})
  s.hline(L, R, 74, {color: accent, width: 1})

  // Title.
  s.text('KBIS EXTRACT', (L + R) / 2, 104, {align: 'center', color: ink, font: T.bold, size: 18})
  s.text('Certificate of registration of a legal entity in the Trade and Companies Register', (L + R) / 2, 120, {align: 'center', font: T.regular, size: 10})
  s.text(`Up to date as of ${englishDate(extract)}`, (L + R) / 2, 136, {align: 'center', font: T.bold, size: 10.5})
  s.box(L, 148, R - L, 26, {fill: hex('#f2f2f2')})
  s.paragraph('Translation of the French extract (extrait Kbis) delivered by the registry, for information. In case of discrepancy, only the French version is authentic. Values are reproduced as entered in the register.', L + 8, 158, R - L - 16, {color: GREY, font: T.italic, leading: 9, size: 7.8})

  let y = 196
  const section = (title: string) => {
    s.text(title, L, y, {color: accent, font: H.bold, size: 8.6})
    s.hline(L, R, y + 4, {color: accent, width: 0.6})
    y += 20
  }

  const row = (en: string, fr: string, values: string[], bold = false) => {
    s.text(en, L, y, {font: H.bold, size: 8.4})
    s.text(fr, L, y + 9, {color: GREY, font: H.italic, size: 6.6})
    let at = y
    for (const v of values) {
      const lines = wrap(v, R - tab, bold ? T.bold : T.regular, 10)
      for (const line of lines) {
        s.text(line, tab, at, {color: ink, font: bold ? T.bold : T.regular, size: 10})
        at += 12
      }
    }

    y = Math.max(at, y + 18) + 7
  }

  const gloss = (text: string) => {
    s.text(text, tab, y - 8, {color: GREY, font: T.italic, size: 8.6})
    y += 8
  }

  section('IDENTIFICATION OF THE LEGAL ENTITY')
  row('Registration number', 'Immatriculation au RCS, numéro', [`${groupedSiren(company.siren)} R.C.S. ${greffe}`], true)
  row('Date of registration', "Date d'immatriculation", [englishDate(company.registeredOn)])
  row('Company name', 'Dénomination ou raison sociale', [company.name], true)
  row('Legal form', 'Forme juridique', [form])
  gloss(GLOSS[company.legalForm] ?? '')
  row('Share capital', 'Capital social', [`EUR ${englishAmount(company.capitalCents)}`])
  row('Registered office', 'Adresse du siège', seat)
  row('Duration of the legal entity', 'Durée de la personne morale', [`Until ${englishDate(until)}`])
  row('Financial year end', "Date de clôture de l'exercice social", ['31 December'])

  y += 6
  section('MANAGEMENT, ADMINISTRATION, CONTROL, PARTNERS OR MEMBERS')
  row('Position', 'Qualité', [`${titleEn} (${titleFr})`])
  row('Surname, given names', 'Nom, prénoms', [nameRow], true)
  if (manager.usageName) row('Usage name', "Nom d'usage", [manager.usageName])
  row('Date and place of birth', 'Date et lieu de naissance', [`${englishDate(manager.birthDate)} in ${manager.birthPlace}`])
  row('Nationality', 'Nationalité', [nationality])
  row('Personal address', 'Domicile personnel', [addressLines(manager.address).join(', ')])

  y += 6
  section('ACTIVITY AND PRINCIPAL ESTABLISHMENT')
  row('Establishment address', "Adresse de l'établissement", [seat.join(', ')])
  row('Activity', 'Activité(s) exercée(s)', [company.activity])
  row('Start of activity', "Date de commencement d'activité", [englishDate(started)])
  row('Origin of the business', 'Origine du fonds', ['Creation'])
  row('Mode of operation', "Mode d'exploitation", ['Direct operation'])

  // Certification.
  y += 10
  s.text(`Certified extract, ${greffe}, ${englishDate(extract)}`, R, y, {align: 'right', font: T.italic, size: 9.5})
  s.text('The Registrar', R, y + 13, {align: 'right', font: T.italic, size: 9.5})
  s.path(signaturePath(rng, 80), R - 100, y + 18, {lineWidth: 0.9, stroke: hex('#243a73')})

  s.hline(L, R, 808, {color: GREY, width: 0.4})
  s.text(`R.C.S. ${greffe} ${groupedSiren(company.siren)} - Kbis extract (English translation)`, L, 820, {color: GREY, size: 7})
  s.text('Page 1/1', R, 820, {align: 'right', color: GREY, size: 7})

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
    layout: 'kbis/extrait-anglais',
    notes: [
      'the Kbis extract in English: bilingual labels (English in bold, French in small italics under it), values at a tab',
      'English dates in words ("Up to date as of 3 March 2026", "14 March 2018"); capital in the English number format "EUR 10,000.00"',
      'legal form in French with an English gloss under it; activity in French; the officer with birth name and all given names',
      'decoys: duration end date, birth date, start of activity date, verification code and management number',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
