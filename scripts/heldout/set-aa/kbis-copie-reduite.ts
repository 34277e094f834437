/**
 * HELD-OUT kbis/copie-reduite-certifiee-conforme: a Kbis PHOTOCOPIED REDUCED (about 78 %) in the
 * upper part of an A4 page, as managers copy it to leave room for their certification, and
 * CERTIFIED CONFORM: under the copy, a blue rectangular stamp "COPIE CERTIFIÉE CONFORME À
 * L'ORIGINAL" with the company's name, the manager's handwritten date (a decoy) and signature. The
 * Kbis inside, in the registry's classic layout: the greffe's name and address (a decoy address),
 * "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS à jour au
 * 14/03/2029" WITH SLASHES, then label / value rows: "Immatriculation au RCS, numéro" with the SIREN
 * grouped and "R.C.S. Lyon", "Date d'immatriculation" with slashes, the name, the legal form in
 * full, the capital, the seat on one line, the activities, the duration (a decoy date), the closing
 * of the financial year; the management with the representative as the registry writes it (birth
 * name, "épouse", given names), the birth date and place, the PERSONAL HOME (a decoy address); the
 * establishment with the start of activity (a decoy date); the greffier's signature.
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {LEGAL_FORM_LONG, type LegalForm, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'

const Z = 0.78

const GREFFES = ['Palais de justice - 67 rue Servient', 'Tribunal de commerce - 1 quai de la Fosse', 'Greffe du tribunal - 2 place de la Bourse', 'Palais du commerce - 12 rue de la Liberté']

export async function kbisCopieReduite(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 40))
  const certified = addDays(extract, randomInt(rng, 2, 15))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const duration = addDays(addMonths(company.registeredOn, 12 * 99), -1)
  const started = addDays(company.registeredOn, randomInt(rng, 0, 20))
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const ink = hex('#202124')
  const grey = hex('#55585e')

  const {doc, fonts} = await newDocument({author: '', creator: 'Canon iR-ADV C3720', date: certified, producer: 'Canon', title: `KBIS_${company.name.replace(/\W+/g, '_')}`})
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const ox = (s.width - s.width * Z) / 2
  const oy = 26
  const x = (v: number) => ox + v * Z
  const yy = (v: number) => oy + v * Z
  const text = (value: string, u: number, v: number, font: PDFFont, size: number, color: RGB = ink, align: 'center' | 'left' | 'right' = 'left') => s.text(value, x(u), yy(v), {align, color, font, size: size * Z})

  // The copied page's edge.
  s.box(ox, oy, s.width * Z, s.height * Z, {lineWidth: 0.8, stroke: hex('#9a9a9a')})
  text(`Greffe du Tribunal de Commerce de ${company.registry}`, 297, 60, T.bold, 13, ink, 'center')
  text(`${GREFFES[k]} - ${company.address.postcode.slice(0, 2)}000 ${upper(company.registry.replace(' Métropole', ''))}`, 297, 75, T.regular, 9.5, grey, 'center')
  text(`Code de vérification : ${randomDigits(rng, 4)}${String.fromCharCode(65 + k)}${randomDigits(rng, 5)}`, 297, 88, T.italic, 8.5, grey, 'center')
  text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE", 297, 120, T.bold, 12.5, ink, 'center')
  text(`DU COMMERCE ET DES SOCIÉTÉS à jour au ${slashDate(extract)}`, 297, 136, T.bold, 12.5, ink, 'center')

  let v = 170
  const heading = (title: string) => {
    text(title, 60, v, T.bold, 11)
    s.hline(x(60), x(535), yy(v + 4), {color: ink, width: 0.6})
    v += 22
  }

  const row = (label: string, value: string) => {
    text(label, 60, v, T.regular, 10)
    const lines = wrap(value, 290, T.bold, 10)
    lines.forEach((line, j) => text(line, 245, v + j * 13, T.bold, 10))
    v += 13 * lines.length + 4
  }

  heading('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat.join(', '))
  row('Activités principales', company.activity)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`)
  row("Date de clôture de l'exercice social", ['31 décembre', '30 juin', '31 décembre', '30 septembre'][k])
  v += 8
  heading('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  text(managerTitle(company), 60, v, T.italic, 10)
  v += 15
  row('Nom, prénoms', representative)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', home)
  v += 8
  heading("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(', '))
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(started))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')
  v += 16
  text('Le Greffier', 440, v, T.italic, 10.5)
  s.path(signaturePath(rng, 60 * Z), x(430), yy(v + 6), {lineWidth: 0.7, stroke: grey})
  text('Fin de l\'extrait - page 1 / 1', 297, 815, T.italic, 8, grey, 'center')

  // The certification under the copy.
  const blue = hex('#1f3c9b')
  const hand = hex('#16246e')
  const by = oy + s.height * Z + 16
  s.box(70, by, 270, 70, {lineWidth: 1.4, stroke: blue})
  s.text("COPIE CERTIFIÉE CONFORME À L'ORIGINAL", 205, by + 18, {align: 'center', color: blue, font: fonts.helvetica.bold, size: 10})
  s.text(`${company.name} ${company.legalForm}`, 205, by + 34, {align: 'center', color: blue, font: fonts.helvetica.bold, size: Math.min(9, 250 / fonts.helvetica.bold.widthOfTextAtSize(`${company.name} ${company.legalForm}`, 1))})
  s.text('Le représentant légal', 205, by + 48, {align: 'center', color: blue, size: 8})
  s.text(`le ${slashDate(certified)}`, 360, by + 30, {color: hand, font: T.italic, size: 14})
  s.path(signaturePath(rng, 110), 372, by + 44, {lineWidth: 1.1, stroke: hand})

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
    layout: 'kbis/copie-reduite-certifiee-conforme',
    notes: [
      "a Kbis photocopied reduced (about 78 %) in the upper part of the page and certified conform by the manager's stamp, handwritten date and signature",
      'classic registry layout inside: "à jour au 14/03/2029" with slashes; the SIREN grouped with "R.C.S."; the representative as the registry writes it; the seat on one line',
      "decoys: the greffe's address, the verification code, the duration's date, the manager's birth date and personal home, the start of activity, the certification's date",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
