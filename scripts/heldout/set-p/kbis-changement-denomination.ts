/**
 * HELD-OUT kbis/changement-denomination: the Kbis extract of a company that CHANGED ITS NAME AND
 * ITS MANAGER a few months or years after its registration (SAS, SARL, SASU, EURL), from a
 * commercial court's registry: the registry's name in a shaded header band, "EXTRAIT KBIS" and "à
 * jour au 02/03/2027" (figures) in the band's right part, the verification code under it; then
 * each section as a RULED GRID of two columns, the LABELS IN GREY CELLS at the left and the values
 * in white cells at the right (wrapped inside their cells): the RCS number "812 345 676 RCS
 * Dijon", the registration date, the current name with "Ancienne dénomination : ..." on a row of
 * its own (a decoy name), the legal form in full, the capital, the seat on two or three lines, the
 * manager's row ("Gérante" / "Président" ...: "MARTIN Claire Marie" as the registry prints it:
 * birth name then all given names; "Nom d'usage" in its own row for a married woman) with the
 * birth date and place and the date of the appointment (a decoy date), the activity, the start
 * date; then a "MENTIONS" section in running text: the dated modifications, naming the FORMER
 * MANAGER "ayant cessé ses fonctions" (a decoy person) and the former name again; the registrar's
 * foot ("Le greffier", signature) and the page line.
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const FORMER_NAMES = ['ALTITUDE DÉVELOPPEMENT', 'GROUPE KERVEN', 'NOUVELLE ÉTAPE', 'LES ATELIERS DU QUAI', 'HORIZON 360', 'BELLEVUE SERVICES']

const FORMER_MANAGERS = ['M. Patrick VERDIER', 'Mme Sylvie ROCHER', 'M. Olivier BLANCHARD', 'Mme Isabelle CHAPUIS', 'M. Didier LACROIX', 'M. Frédéric AUBRY']

export async function kbisChangementDenomination(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const greffe = company.registry
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const title = managerTitle(company)
  const former = pick(rng, FORMER_NAMES.filter((n) => n !== company.name))
  const formerManager = pick(rng, FORMER_MANAGERS)
  const masculine = title.replace(/e$/, '')
  const formerTitle = formerManager.startsWith('Mme') ? `${masculine}e` : masculine
  const span = Math.max(60, Math.round((Date.parse(extract) - Date.parse(company.registeredOn)) / 86_400_000) - 30)
  const renamed = addDays(company.registeredOn, randomInt(rng, 30, Math.max(31, Math.floor(span * 0.6))))
  const appointed = addDays(renamed, randomInt(rng, 0, 20))
  const started = addDays(company.registeredOn, randomInt(rng, 0, 20))
  const verification = `${randomLetters(rng, 3)}${randomDigits(rng, 3)}${randomLetters(rng, 2)}`
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const ink = hex('#151a21')
  const rule = hex('#7d8690')
  const labelFill = hex('#e4e7eb')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${greffe}`, creator: 'Greffe - Extrait Kbis', date: extract, producer: 'GTC PDF', title: `Kbis ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553
  const split = L + 168

  // Header band.
  s.box(L, 30, R - L, 66, {fill: hex('#eef0f3'), lineWidth: 0.6, stroke: rule})
  s.text('Greffe du Tribunal de commerce', L + 12, 50, {color: ink, font: H.regular, size: 9})
  s.text(upper(greffe), L + 12, 66, {color: ink, font: H.bold, size: 13})
  s.text(`N° de gestion ${gestion}`, L + 12, 84, {color: hex('#505963'), size: 7.6})
  s.text('EXTRAIT KBIS', R - 12, 52, {align: 'right', color: ink, font: H.bold, size: 16})
  s.text(`à jour au ${slashDate(extract)}`, R - 12, 68, {align: 'right', color: ink, font: H.bold, size: 9.6})
  s.text(`Code de vérification : ${verification}`, R - 12, 84, {align: 'right', color: hex('#505963'), size: 7.6})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", (L + R) / 2, 116, {align: 'center', color: ink, size: 8.6})

  let y = 134
  const section = (text: string) => {
    s.box(L, y, R - L, 16, {fill: hex('#4b5560')})
    s.text(text, L + 6, y + 11.2, {color: hex('#ffffff'), font: H.bold, size: 8.4})
    y += 16
  }

  const row = (label: string, values: string[], bold = false) => {
    const font = bold ? H.bold : H.regular
    const lines = values.flatMap((v) => wrap(v, R - split - 14, font, 9))
    const labLines = wrap(label, split - L - 12, H.regular, 7.6)
    const h = Math.max(lines.length * 11.5, labLines.length * 9.5) + 8
    s.box(L, y, split - L, h, {fill: labelFill, lineWidth: 0.5, stroke: rule})
    s.box(split, y, R - split, h, {lineWidth: 0.5, stroke: rule})
    s.lines(labLines, L + 6, y + 12, {color: hex('#39424c'), leading: 9.5, size: 7.6})
    s.lines(lines, split + 7, y + 13, {color: ink, font, leading: 11.5, size: 9})
    y += h
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', [`${groupedSiren(company.siren)} RCS ${greffe}`])
  row("Date d'immatriculation", [slashDate(company.registeredOn)])
  row('Dénomination ou raison sociale', [company.name], true)
  row('Ancienne dénomination', [former])
  row('Forme juridique', [form])
  row('Capital social', [`${frAmount(company.capitalCents)} euros`])
  row('Adresse du siège', seat)
  row('Durée de la personne morale', [`Jusqu'au ${slashDate(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`])

  y += 12
  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(title, [nameRow], true)
  if (manager.usageName) row("Nom d'usage", [manager.usageName])
  row('Date et lieu de naissance', [`${slashDate(manager.birthDate)} à ${manager.birthPlace}`])
  row('Nationalité', [manager.nationality])
  row('Date de nomination', [slashDate(appointed)])

  y += 12
  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row('Adresse', ['Voir siège social'])
  row('Activité(s) exercée(s)', [company.activity])
  row("Date de commencement d'activité", [slashDate(started)])
  row("Origine du fonds ou de l'activité", ['Création'])

  y += 12
  section('MENTIONS')
  const mentions = [
    `Mention n° ${randomInt(rng, 1000, 29_999)} du ${slashDate(addDays(renamed, randomInt(rng, 3, 12)))} : modification de la dénomination à compter du ${slashDate(renamed)}. Ancienne dénomination : ${former}.`,
    `Mention n° ${randomInt(rng, 1000, 29_999)} du ${slashDate(addDays(appointed, randomInt(rng, 3, 12)))} : ${formerManager}, ${formerTitle}, ayant cessé ses fonctions le ${slashDate(appointed)} ; nomination en remplacement de ${manager.civility} ${manager.givenNames[0]} ${manager.usageName ?? manager.surname}.`,
  ]
  y += 12
  for (const m of mentions) y = s.paragraph(m, L + 4, y, R - L - 8, {color: ink, leading: 10.5, size: 8.2}) + 3

  y = Math.max(y + 14, 700)
  s.text('Le greffier', R - 140, y, {color: ink, font: H.regular, size: 9})
  s.path(signaturePath(rng, 86), R - 142, y + 4, {lineWidth: 0.9, stroke: hex('#1d2b66')})
  s.hline(L, R, 806, {color: rule, width: 0.5})
  s.text(`RCS ${greffe} - ${groupedSiren(company.siren)} - ${company.name}`, L, 818, {color: hex('#6b7480'), size: 7})
  s.text('Page 1 / 1', R, 818, {align: 'right', color: hex('#6b7480'), size: 7})

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
    layout: 'kbis/changement-denomination',
    notes: [
      'Kbis of a company that changed its name and its manager: ruled two-column grid with grey label cells, values wrapped in their cells',
      '"à jour au 02/03/2027" in the header band; "Ancienne dénomination" on its own row under the current name (a decoy name)',
      'mentions in running text naming the former manager "ayant cessé ses fonctions" (a decoy person) and the former name again',
      'decoys: date of appointment, duration, start of activity, mention dates, the management number',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
