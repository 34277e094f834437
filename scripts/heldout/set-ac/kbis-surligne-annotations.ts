/**
 * HELD-OUT kbis/surligne-annote-courtier: a Kbis as the BROKER'S ASSISTANT checked it before
 * scanning it into the loan file: printed, the key values gone over with a YELLOW HIGHLIGHTER (the
 * update date, the SIREN, the name, the manager), the capital CIRCLED IN RED PEN, handwritten notes
 * in RED in the RIGHT MARGIN ("< 3 mois OK", "capital à jour ?", "gérant = emprunteur", "domicile à
 * vérifier", "vu le 16/04/31" with initials: decoys, one a date with a two-digit year) and the
 * firm's "REÇU LE 15 AVR. 2031" rubber stamp (a decoy date) beside the title. The extract itself
 * in the registry's classic layout narrowed by the margin: the greffe's name and address at the top
 * left (a decoy address), the verification code at the top right (a decoy); "Extrait Kbis", the
 * register's title and "à jour au 8 avril 2031" with the MONTH IN WORDS (the truth); LABEL | VALUE
 * rows with the labels in a column at the left ("Immatriculation au RCS, numéro" with the SIREN
 * grouped and "R.C.S.", "Date d'immatriculation" with slashes, the name, the form in full, the
 * capital, the seat on one line, the activities, the duration and the closing: decoys); the
 * management with "Nom, prénoms" as the registry writes it and the personal home (a decoy address);
 * the main establishment with a TRADE NAME and a SIGN (decoy names), the start of activity (a decoy
 * date); "Le Greffier" and "Fin de l'extrait".
 */
import {LEGAL_FORM_LONG, type LegalForm, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const GREFFES = ['Palais de justice - 2 place Paul Mistral', 'Tribunal de commerce - 15 avenue de la République', 'Greffe du tribunal - 8 rue de la Cour des Aides', 'Greffe du tribunal - 1 rue des Cordeliers']

const FIRMS = ['FINACOR COURTAGE', 'CAP PRÊT PRO', 'ALLIANCE CRÉDIT CONSEIL', 'PRÊTS & PATRIMOINE']

/** The months as a date stamp prints them. */
const STAMP_MONTHS = ['JANV.', 'FÉVR.', 'MARS', 'AVR.', 'MAI', 'JUIN', 'JUIL.', 'AOÛT', 'SEPT.', 'OCT.', 'NOV.', 'DÉC.']

const SIGNS = ['LE COMPTOIR', "L'ATELIER", 'LA MAISON', 'ESPACE']

export async function kbisSurligneAnnotations(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 40))
  const received = addDays(extract, randomInt(rng, 2, 9))
  const checked = addDays(received, randomInt(rng, 0, 3))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const duration = addDays(addMonths(company.registeredOn, 12 * 99), -1)
  const started = addDays(company.registeredOn, randomInt(rng, 0, 20))
  const tradeName = `${SIGNS[k]} ${company.name.split(' ').slice(-1)[0]}`
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 3)}${randomLetters(rng, 3)}${randomDigits(rng, 2)}`
  const initials = ['JPL', 'SMA', 'KR', 'AD'][k]
  const ink = hex('#16171a')
  const soft = hex('#4f535b')
  const yellow = hex('#fff35c')
  const red = hex('#c8102e')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C3530', date: checked, producer: 'Canon', title: `${FIRMS[k]} - dossier ${randomDigits(rng, 5)} - Kbis`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 452
  const VX = L + 156

  const highlight = (x: number, y: number, w: number, size: number) => s.box(x - 2, y - size * 0.85, w + 4, size * 1.22, {fill: yellow, opacity: 0.75})
  const hand = (value: string, x: number, y: number, size = 11.5, angle = 0) => s.text(value, x, y, {color: red, font: T.italic, rotate: angle, size})

  s.lines([`Greffe du Tribunal de Commerce de ${company.registry}`, GREFFES[k], `${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)} CEDEX`], L, 40, {color: ink, leading: 10.5, size: 8.2})
  s.text(`Code de vérification : ${code}`, 555, 40, {align: 'right', color: ink, size: 8})
  s.text('https://www.infogreffe.fr/controle', 555, 50.5, {align: 'right', color: soft, size: 7.4})

  s.text('Extrait Kbis', (L + R) / 2, 104, {align: 'center', color: ink, font: H.bold, size: 16})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE", (L + R) / 2, 120, {align: 'center', color: ink, size: 8.4})
  s.text('DU COMMERCE ET DES SOCIÉTÉS', (L + R) / 2, 131, {align: 'center', color: ink, size: 8.4})
  const dateText = `à jour au ${longDate(extract)}`
  const dw = H.bold.widthOfTextAtSize(dateText, 9.4)
  highlight((L + R) / 2 - dw / 2, 147, dw, 9.4)
  s.text(dateText, (L + R) / 2, 147, {align: 'center', color: ink, font: H.bold, size: 9.4})
  hand('< 3 mois OK', R + 22, 150, 12, 4)

  // The firm's stamp beside the title.
  const st = 8
  s.box(R + 16, 84, 112, 40, {lineWidth: 1.2, rotate: st, stroke: hex('#2a4d9b')})
  const r = (st * Math.PI) / 180
  const stampLine = (text: string, dv: number, size: number, bold = false) => {
    const w = (bold ? H.bold : H.regular).widthOfTextAtSize(text, size)
    const u = 56 - w / 2
    const x = R + 16 + u * Math.cos(r) - (40 - dv) * Math.sin(r)
    const y = 84 + 40 - u * Math.sin(r) - (40 - dv) * Math.cos(r)
    s.text(text, x, y, {color: hex('#2a4d9b'), font: bold ? H.bold : H.regular, rotate: st, size})
  }

  stampLine(FIRMS[k], 12, Math.min(8.4, 100 / H.bold.widthOfTextAtSize(FIRMS[k], 1)), true)
  stampLine('REÇU LE', 23, 7)
  stampLine(`${received.slice(8, 10)} ${STAMP_MONTHS[Number(received.slice(5, 7)) - 1]} ${received.slice(0, 4)}`, 34, 9, true)

  let y = 172
  const section = (title: string) => {
    s.text(title, L, y, {color: ink, font: H.bold, size: 8.6})
    s.hline(L, R, y + 4, {color: ink, width: 0.8})
    y += 19
  }

  /** One row; returns the baselines of the value's lines. */
  const row = (label: string, value: string, options: {mark?: boolean; bold?: boolean} = {}) => {
    const font = options.bold === false ? H.regular : H.bold
    const labels = wrap(label, VX - L - 10, H.regular, 8)
    const values = wrap(value, R - VX, font, 8.4)
    const baselines: number[] = []
    values.forEach((line, j) => {
      const at = y + j * 11
      if (options.mark) highlight(VX, at, font.widthOfTextAtSize(line, 8.4), 8.4)
      baselines.push(at)
    })
    s.lines(labels, L, y, {color: soft, leading: 11, size: 8})
    s.lines(values, VX, y, {color: ink, font, leading: 11, size: 8.4})
    y += Math.max(labels.length, values.length) * 11 + 6
    return baselines
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`, {mark: true})
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, {mark: true})
  row('Forme juridique', form)
  const capital = `${frAmount(company.capitalCents, ' ')} Euros`
  const [cy] = row('Capital social', capital)
  const cw = H.bold.widthOfTextAtSize(capital, 8.4)
  s.page.drawEllipse({borderColor: red, borderWidth: 1.1, x: VX + cw / 2, xScale: cw / 2 + 10, y: s.height - (cy - 3), yScale: 10})
  hand('capital à jour ?', R + 18, cy + 2, 11.5, -3)
  row('Adresse du siège', seat)
  row('Activités principales', company.activity, {bold: false})
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`, {bold: false})
  row("Date de clôture de l'exercice social", ['31 décembre', '30 juin', '31 mars', '30 septembre'][k], {bold: false})

  y += 8
  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  s.text(managerTitle(company), L, y, {color: ink, font: H.bold, size: 8.4})
  y += 15
  const [my] = row('Nom, prénoms', representative, {mark: true})
  hand(`${managerTitle(company).toLowerCase()} = emprunteur`, R + 14, my + 4, 11.5, 2)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`, {bold: false})
  row('Nationalité', manager.nationality, {bold: false})
  const [hy] = row('Domicile personnel', home, {bold: false})
  hand('domicile', R + 22, hy + 2, 11.5, -2)
  hand('à vérifier', R + 22, hy + 16, 11.5, -2)

  y += 8
  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat, {bold: false})
  row('Nom commercial', tradeName, {bold: false})
  row('Enseigne', `${tradeName} - ${company.address.city}`, {bold: false})
  row('Activité(s) exercée(s)', company.activity, {bold: false})
  row("Date de commencement d'activité", slashDate(started), {bold: false})
  row("Origine du fonds ou de l'activité", 'Création', {bold: false})
  row("Mode d'exploitation", 'Exploitation directe', {bold: false})

  y += 18
  s.text('Le Greffier', R - 60, y, {color: ink, font: H.italic, size: 9})
  s.path(signaturePath(rng, 70), R - 90, y + 6, {lineWidth: 0.7, stroke: soft})
  hand(`vu le ${slashDate(checked).slice(0, 6)}${checked.slice(2, 4)} ${initials}`, R + 10, y + 30, 12, 3)

  s.hline(L, R, 800, {color: soft, width: 0.5})
  s.text(`R.C.S. ${company.registry} - ${groupedSiren(company.siren)} - Fin de l'extrait - Page 1/1`, (L + R) / 2, 812, {align: 'center', color: soft, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat,
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: representative,
      siren: company.siren,
    },
    layout: 'kbis/surligne-annote-courtier',
    notes: [
      "a Kbis checked by the broker's assistant: the update date, the SIREN, the name and the manager highlighted in yellow, the capital circled in red, handwritten red notes in the right margin, the firm's received stamp",
      '"à jour au 8 avril 2031" (month in words) under the title; label | value rows narrowed by the margin; the SIREN grouped with "R.C.S."; the form in full; the seat on one line; "Nom, prénoms" as the registry writes it',
      "decoys: the greffe's address, the verification code, the received stamp's date, the handwritten notes (\"vu le 16/04/31\"), the capital, the duration and closing, the birth date and place, the personal home, the trade name and the sign, the start of activity",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
