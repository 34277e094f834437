/**
 * HELD-OUT kbis/alsace-moselle-eurl: the Kbis of a one-member SARL (EURL) with a single manager,
 * registered in Alsace-Moselle, where the trade register is kept by the greffe of the TRIBUNAL
 * JUDICIAIRE (chambre commerciale), not by a commercial court: a round seal-like mark and "GREFFE
 * DU TRIBUNAL JUDICIAIRE DE STRASBOURG" / "Registre du commerce et des sociétés" / "Chambre
 * commerciale" top left with the court's address, the order number and a verification code top
 * right; the title "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"
 * with "à jour au 3 février 2026" (long date); sections with UNDERLINED bold titles (no bands)
 * and rows "label :" with the value at a tab (no rules): identification (RCS number, date of
 * registration dd/mm/yyyy, name, legal form "Société à responsabilité limitée à associé
 * unique", capital, seat on two or three lines, main activities, the company's term "jusqu'au
 * <date>" and the financial year end: decoys), management ("Gérant, associé unique", "Nom,
 * prénoms" birth surname and given names, "Nom d'usage" for a married woman, birth, nationality,
 * home), establishment (address, activity, start date, origin, operation), the local-law mention
 * (articles L.123-6 and R.123-1 of the code de commerce), "Le Greffier" with the signature,
 * "Fin de l'extrait" and the page footer.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, GREY, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const COURTS: Record<string, {court: string; address: string}> = {
  Colmar: {address: '1 rue des Augustins - 68026 Colmar Cedex', court: 'COLMAR'},
  Metz: {address: '3 rue Haute-Pierre - 57036 Metz Cedex 1', court: 'METZ'},
  Mulhouse: {address: '21 rue Victor Schoelcher - 68064 Mulhouse Cedex', court: 'MULHOUSE'},
  Strasbourg: {address: '19 quai Finkmatt - 67070 Strasbourg Cedex', court: 'STRASBOURG'},
}

export async function kbisAlsaceMoselle(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 50))
  const court = COURTS[company.registry] ?? {address: '19 quai Finkmatt - 67070 Strasbourg Cedex', court: upper(company.registry)}
  const registry = company.registry
  const siren = company.siren
  const sirenText = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm]
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const title = manager.civility === 'Mme' ? 'Gérante, associée unique' : 'Gérant, associé unique'
  const start = addDays(company.registeredOn, -randomInt(rng, 0, 15))
  const term = addDays(addMonths(company.registeredOn, 99 * 12), -1)

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal judiciaire de ${registry}`, creator: 'Infogreffe - Alsace-Moselle', date: extract, producer: 'Greffe - Editique RCS', title: 'Extrait Kbis'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547
  const tab = 236
  const ink = hex('#1d1d1d')

  // Court.
  s.circle(L + 22, 62, 22, {lineWidth: 1.2, stroke: hex('#4a4a4a')})
  s.circle(L + 22, 62, 17, {lineWidth: 0.5, stroke: hex('#4a4a4a')})
  s.text('TJ', L + 22, 66, {align: 'center', color: hex('#4a4a4a'), font: T.bold, size: 12})
  s.text(`GREFFE DU TRIBUNAL JUDICIAIRE DE ${court.court}`, L + 54, 50, {font: H.bold, size: 9.5})
  s.text('Registre du commerce et des sociétés - Chambre commerciale', L + 54, 62, {size: 8})
  s.text(court.address, L + 54, 73, {color: GREY, size: 7.5})
  s.text(`Commande n° ${randomDigits(rng, 9)}`, R, 46, {align: 'right', color: GREY, size: 7.5})
  s.text(`Code de vérification : ${randomDigits(rng, 3)}${String.fromCharCode(65 + randomInt(rng, 0, 25))}${randomDigits(rng, 5)}`, R, 57, {align: 'right', color: GREY, size: 7.5})

  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE", s.width / 2, 112, {align: 'center', font: T.bold, size: 12})
  s.text('DU COMMERCE ET DES SOCIÉTÉS', s.width / 2, 127, {align: 'center', font: T.bold, size: 12})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 143, {align: 'center', font: T.italic, size: 10})

  let y = 172
  const section = (text: string) => {
    y += 10
    const w = s.text(text, L, y, {font: H.bold, size: 8.5})
    s.hline(L, L + w, y + 2, {color: ink, width: 0.6})
    y += 16
  }

  const row = (lab: string, value: string | string[]) => {
    s.text(`${lab}`, L, y, {size: 8.3})
    if (value !== '') s.text(':', tab - 10, y, {size: 8.3})
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (v === '' ? [''] : wrap(v, R - tab, H.bold, 8.3)))
    values.forEach((v, k) => s.text(v, tab, y + k * 11, {font: H.bold, size: 8.3}))
    y += Math.max(1, values.length) * 11 + 2.5
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${sirenText} R.C.S. ${registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} EUR`)
  row('Adresse du siège', addressPrinted)
  row('Activités principales', company.activity)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(term)}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(title, '')
  row('Nom, prénoms', nameRow)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', `${[...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')}`)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", addressPrinted.join(', '))
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(start))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  y += 8
  y = s.paragraph(
    "Dans les départements du Bas-Rhin, du Haut-Rhin et de la Moselle, le registre du commerce et des sociétés est tenu par le greffe de la chambre commerciale du tribunal judiciaire (articles L.123-6 et R.123-1 du code de commerce ; article L.731-1 du code de l'organisation judiciaire).",
    L,
    y + 6,
    R - L,
    {color: GREY, font: T.italic, leading: 10, size: 8},
  )

  y = Math.max(y + 20, 690)
  s.text(`Fait à ${registry}, le ${slashDate(extract)}`, 340, y, {size: 8.5})
  s.text('Le Greffier', 340, y + 14, {font: H.bold, size: 8.5})
  s.path(signaturePath(rng, 90), 350, y + 20, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text('FIN DE L\'EXTRAIT', s.width / 2, 790, {align: 'center', font: H.bold, size: 8})
  s.hline(L, R, 800, {color: hex('#999999'), width: 0.5})
  s.text(`R.C.S. ${registry} - ${sirenText} - Extrait Kbis délivré le ${slashDate(extract)}`, L, 812, {color: GREY, size: 6.8})
  s.text('Page 1 / 1', R, 812, {align: 'right', color: GREY, size: 6.8})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: addressPrinted.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/alsace-moselle-eurl',
    notes: [
      'register kept by the tribunal judiciaire (Alsace-Moselle), not a commercial court',
      'underlined section titles, "label :" rows with values at a tab, no rules',
      'single manager "Gérant, associé unique"; usage name in its own row',
      'company term and activity start date as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
