/**
 * HELD-OUT kbis/eurl-liquidation-amiable: the Kbis of a ONE-MEMBER SARL (EURL) IN VOLUNTARY
 * LIQUIDATION: its sole member decided an early dissolution, the former manager became the
 * LIQUIDATOR (the legal representative now) and the seat of the liquidation was fixed at the
 * liquidator's HOME. The greffe's block centred at the top with its address (a decoy); "à jour au
 * 14/03/2028" right-aligned under the title; sections with UNDERLINED TITLES and rows "label" at
 * the left, value at the right (no rules): the SIREN grouped with "R.C.S.", the name, the long
 * form, the capital, the SEAT ON ONE LINE, the duration and the closing (decoys), the DISSOLUTION
 * with its dates (decoys) and the SEAT OF THE LIQUIDATION at the liquidator's home (a decoy
 * address); the LIQUIDATOR ("Nom, prénoms : GAUTIER Thomas Pierre", "Nom d'usage" for a married
 * woman, birth, nationality, home: decoys but the name); the establishment (the same address), the
 * activity, its start and the date it CEASED (decoys); the mentions with the decision's, the legal
 * notice's and the registration's dates and the legal notices journal (decoys); the registrar's
 * footer "délivré le" the same date.
 */
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, lastDayOf, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

const JOURNALS = ['Les Affiches de la Loire', "L'Informateur judiciaire", 'Le Courrier juridique', 'La Gazette des annonces légales']

export async function kbisEurlLiquidation(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const form = 'Société à responsabilité limitée à associé unique'
  const extract = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const dissolution = lastDayOf(addDays(extract, -randomInt(rng, 60, 150)).slice(0, 7))
  const decision = addDays(dissolution, -randomInt(rng, 10, 20))
  const notice = addDays(dissolution, randomInt(rng, 3, 10))
  const mention = addDays(notice, randomInt(rng, 5, 12))
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 20))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const liquidator = `${manager.surname} ${manager.givenNames.join(' ')}`
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 4)}${randomLetters(rng, 3)}`
  const registry = company.registry
  const greffe = `${randomInt(rng, 1, 40)} ${['quai François Mitterrand', 'place Aristide Briand', 'rue des Cordeliers', 'allée de la Justice'][k]}`
  const ink = hex('#16181c')
  const soft = hex('#4f545c')
  const title = hex('#2a3558')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${registry}`, creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Kbis ${company.siren}`})
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const LW = 190
  const C = (L + R) / 2

  s.text(`Greffe du Tribunal de commerce de ${registry}`, C, 46, {align: 'center', color: title, font: T.bold, size: 13})
  s.text(`${greffe} - ${company.address.postcode.slice(0, 2)}000 ${upper(registry)}`, C, 60, {align: 'center', color: soft, font: T.regular, size: 8.6})
  s.text(`Code de vérification : ${code} - www.infogreffe.fr/controle`, C, 72, {align: 'center', color: soft, font: T.regular, size: 8})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", C, 104, {align: 'center', color: ink, font: T.bold, size: 10.5})
  s.text(`à jour au ${slashDate(extract)}`, R, 120, {align: 'right', color: ink, font: T.bold, size: 10.5})

  let y = 146
  const section = (name: string) => {
    y += 6
    const w = s.text(name, L, y, {color: title, font: T.bold, size: 10})
    s.hline(L, L + w, y + 2.5, {color: title, width: 0.7})
    y += 16
  }

  const row = (label: string, values: string[], bold = false) => {
    const lines = values.flatMap((v) => wrap(v, R - L - LW, bold ? T.bold : T.regular, 9.8))
    const labels = wrap(label, LW - 12, T.regular, 9.4)
    s.lines(labels, L, y, {color: soft, font: T.regular, leading: 11.5, size: 9.4})
    s.lines(lines, L + LW, y, {color: ink, font: bold ? T.bold : T.regular, leading: 11.5, size: 9.8})
    y += 11.5 * Math.max(lines.length, labels.length) + 3.5
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', [`${groupedSiren(company.siren)} R.C.S. ${registry}`], true)
  row("Date d'immatriculation", [slashDate(company.registeredOn)])
  row('Dénomination ou raison sociale', [company.name], true)
  row('Forme juridique', [form])
  row('Capital social', [`${frAmount(company.capitalCents)} Euros`])
  row('Adresse du siège', [seat.join(', ')])
  row('Durée de la personne morale', [`Jusqu'au ${slashDate(duration)}`])
  row("Date de clôture de l'exercice social", ['31 décembre'])
  row('Dissolution', [`Dissolution anticipée à compter du ${slashDate(dissolution)} - société en liquidation amiable`])
  row('Siège de la liquidation', [home])

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  const who = [`Nom, prénoms : ${liquidator}`]
  if (manager.usageName) who.push(`Nom d'usage : ${manager.usageName}`)
  who.push(`Date et lieu de naissance : ${slashDate(manager.birthDate)} à ${manager.birthPlace}`, `Nationalité : ${manager.nationality}`, `Domicile personnel : ${home}`)
  row(manager.civility === 'Mme' ? 'Liquidatrice amiable' : 'Liquidateur amiable', who)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", [seat.join(', ')])
  row('Activité(s) exercée(s)', [company.activity])
  row("Date de commencement d'activité", [slashDate(started)])
  row("Cessation d'activité", [`Cessation totale d'activité à compter du ${slashDate(dissolution)}`])
  row("Origine du fonds ou de l'activité", ['Création'])
  row("Mode d'exploitation", ['Exploitation directe'])

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  row(`Mention n° ${randomInt(rng, 2, 6)} du ${slashDate(mention)}`, [`Dissolution anticipée décidée par l'associé unique le ${slashDate(decision)}, à compter du ${slashDate(dissolution)}. Nomination du gérant en qualité de liquidateur. Siège de la liquidation fixé au domicile du liquidateur. Annonce légale parue dans ${JOURNALS[k]} le ${slashDate(notice)}.`])
  row('Procédures collectives', ['Néant'])

  s.hline(L, R, 776, {color: hex('#9aa0aa'), width: 0.5})
  s.text('Le Greffier', R, 790, {align: 'right', color: ink, font: T.italic, size: 9.5})
  s.paragraph(`FIN DE L'EXTRAIT - Extrait délivré le ${slashDate(extract)}, comportant 1 page. Seul l'extrait délivré par le greffe fait foi ; son authenticité peut être vérifiée avec le code de vérification.`, L, 804, R - L - 80, {color: soft, font: T.regular, leading: 9.6, size: 7.6})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: liquidator,
      siren: company.siren,
    },
    layout: 'kbis/eurl-liquidation-amiable',
    notes: [
      'the Kbis of an EURL in voluntary liquidation: the former manager is the liquidator (the legal representative), the seat of the liquidation is at his or her home',
      'serif type, underlined section titles, rows label / value without rules; "à jour au" right-aligned under the title; the seat on one line',
      "decoys: the dissolution, decision, legal notice and mention dates, the cessation of activity, the seat of the liquidation (the liquidator's home), the duration, the start of activity, the registry's address",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
