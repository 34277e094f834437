/**
 * HELD-OUT kbis/pochette-plastique-reflets: a paper Kbis kept in the company's binder in a CLEAR
 * PUNCHED SHEET PROTECTOR and PHOTOGRAPHED IN IT by the manager, on a grey desk under the office's
 * ceiling lights: the sleeve a little larger than the sheet with its white punched strip at the left
 * (eleven holes), the picture turned by a degree or so, broad soft GLARE BANDS where the lights
 * reflect on the plastic (washing out the lines under them without hiding them), a bright spot, the
 * sleeve's creases. The extract in the registry's classic layout: the greffe's name and address at
 * the top left (a decoy address), the verification code at the right (a decoy); "Extrait Kbis" and
 * "à jour au 02/04/2032" WITH SLASHES (the truth); LABEL | VALUE rows with the labels at the left
 * ("Immatriculation au RCS, numéro" with the SIREN grouped and "R.C.S.", "Date d'immatriculation"
 * with slashes, the name, the form in full, the seat on one line, the activity: the truths; the
 * capital, the duration, the closing date: decoys); the management: the chair or the manager as the
 * registry writes them (the truth), the birth date and place, the nationality and the personal home
 * (decoys), and for an SAS a MANAGING DIRECTOR (a decoy person) and the STATUTORY AUDITOR (a decoy
 * firm); the main establishment with its start of activity (a decoy date); "Le Greffier", the foot.
 */
import {BlendMode} from 'pdf-lib'

import {LEGAL_FORM_LONG, type LegalForm, managerTitle, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, wrap, WHITE} from '../util.js'
import {blob, Frame} from './frame.js'

const GREFFES = ['Greffe du tribunal - 44 rue de Bonnel', 'Palais du commerce - 1 place de la Bourse', 'Tribunal de commerce - 10 rue de la Liberté', 'Greffe du tribunal - 3 quai des Célestins']

/** The managing directors of the SAS (decoy persons). */
const DIRECTORS = ['FAVRE Olivier Marc', 'LAMBERT épouse CHAUVIN Isabelle Marie', 'MOREL Damien', 'BESSON Caroline Anne']

const AUDITORS = ['AUDIT ET CONSEIL DU RHÔNE', 'EXCO COMMISSARIAT', 'CABINET MAZET ET ASSOCIÉS', 'ALPHA AUDIT']

export async function kbisPochettePlastiqueReflets(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 4, 45))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const duration = addDays(addMonths(company.registeredOn, 12 * 99), -1)
  const started = addDays(company.registeredOn, randomInt(rng, 0, 15))
  const code = `${randomLetters(rng, 2)}${randomDigits(rng, 3)}${randomLetters(rng, 3)}${randomDigits(rng, 2)}`
  const shot = addDays(facts.asOf, -randomInt(rng, 0, 3))
  const sas = company.legalForm === 'SAS'
  const ink = hex('#17181b')
  const soft = hex('#4d5159')

  const {doc, fonts} = await newDocument({author: '', creator: 'iPhone', date: shot, producer: 'iOS Photos', title: `IMG_${randomInt(rng, 1000, 9999)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The desk.
  s.box(0, 0, s.width, s.height, {fill: hex('#5d6168')})
  for (let i = 0; i < 60; i++) s.box(0, i * 14 + randomInt(rng, 0, 6), s.width, 1 + rng() * 2, {fill: hex(rng() < 0.5 ? '#575b62' : '#646870'), opacity: 0.7})

  const z = 0.9
  const angle = (rng() < 0.5 ? -1 : 1) * (0.5 + rng() * 0.9)
  const f = new Frame(s, (s.width - 595.28 * z) / 2 + 8, 26, z, angle)
  const SW = 595.28
  const SH = 841.89

  // The sleeve and the sheet in it.
  f.rect(-20, -8, SW + 28, SH + 18, {fill: hex('#30333a'), opacity: 0.35})
  f.rect(0, 0, SW, SH, {fill: hex('#e9e8e3')})
  f.rect(-24, -10, 26, SH + 20, {fill: hex('#f4f5f6'), opacity: 0.92})
  for (let j = 0; j < 11; j++) f.circle(-11, 40 + j * ((SH - 80) / 10), 3.4, {fill: hex('#5d6168')})

  // The extract.
  const L = 46
  const R = 550
  const VX = L + 172
  f.text(`Greffe du Tribunal de Commerce de ${company.registry}`, L, 44, {color: ink, font: H.bold, size: 8.6})
  f.text(GREFFES[k], L, 55, {color: ink, size: 8.2})
  f.text(`${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(company.registry)} CEDEX`, L, 66, {color: ink, size: 8.2})
  f.text(`Code de vérification : ${code}`, R, 44, {align: 'right', color: ink, size: 8.2})
  f.text('https://www.infogreffe.fr/controle', R, 55, {align: 'right', color: soft, size: 7.6})

  f.text('Extrait Kbis', SW / 2, 104, {align: 'center', color: ink, font: H.bold, size: 17})
  f.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", SW / 2, 121, {align: 'center', color: ink, size: 8.6})
  f.text(`à jour au ${slashDate(extract)}`, SW / 2, 137, {align: 'center', color: ink, font: H.bold, size: 10})

  let v = 166
  const section = (title: string) => {
    f.text(title, L, v, {color: ink, font: H.bold, size: 8.8})
    f.line(L, v + 4, R, v + 4, {color: ink, width: 0.8})
    v += 19
  }

  const row = (label: string, value: string, bold = true) => {
    const font = bold ? H.bold : H.regular
    const labels = wrap(label, VX - L - 10, H.regular, 8.2)
    const values = wrap(value, R - VX, font, 8.6)
    labels.forEach((line, j) => f.text(line, L, v + j * 11, {color: soft, size: 8.2}))
    values.forEach((line, j) => f.text(line, VX, v + j * 11, {color: ink, font, size: 8.6}))
    v += Math.max(labels.length, values.length) * 11 + 5
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', seat)
  row('Activités principales', company.activity, false)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`, false)
  row("Date de clôture de l'exercice social", ['31 décembre', '30 juin', '31 mars', '30 septembre'][k], false)

  v += 8
  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  f.text(managerTitle(company), L, v, {color: ink, font: H.bold, size: 8.6})
  v += 15
  row('Nom, prénoms', representative)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`, false)
  row('Nationalité', manager.nationality, false)
  row('Domicile personnel', home, false)
  if (sas) {
    f.text('Directeur général', L, v + 2, {color: ink, font: H.bold, size: 8.6})
    v += 17
    row('Nom, prénoms', DIRECTORS[k], false)
    row('Date et lieu de naissance', `Le ${slashDate(addDays(manager.birthDate, randomInt(rng, -3000, 3000)))} à ${upper(company.address.city)} (${company.address.postcode.slice(0, 2)})`, false)
    f.text('Commissaire aux comptes titulaire', L, v + 2, {color: ink, font: H.bold, size: 8.6})
    v += 17
    row('Dénomination', `${AUDITORS[k]} SAS`, false)
    row('Adresse', `${randomInt(rng, 2, 90)} rue de la République, ${company.address.postcode.slice(0, 2)}000 ${upper(company.registry)}`, false)
  }

  v += 8
  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat, false)
  row('Activité(s) exercée(s)', company.activity, false)
  row("Date de commencement d'activité", slashDate(started), false)
  row("Origine du fonds ou de l'activité", 'Création', false)
  row("Mode d'exploitation", 'Exploitation directe', false)

  v += 16
  f.text('Le Greffier', R - 60, v, {color: ink, font: H.italic, size: 9})
  f.path(signaturePath(rng, 70), R - 92, v + 6, {lineWidth: 0.7, stroke: soft})
  f.line(L, 802, R, 802, {color: soft, width: 0.5})
  f.text(`R.C.S. ${company.registry} - ${groupedSiren(company.siren)} - Fin de l'extrait - Page 1/1`, SW / 2, 814, {align: 'center', color: soft, size: 7.2})

  // The plastic: creases, broad soft glare bands, a bright spot.
  for (let j = 0; j < 5; j++) {
    const v0 = randomInt(rng, 60, 780)
    f.path(`M ${randomInt(rng, -10, 200)} ${v0} C ${randomInt(rng, 150, 300)} ${v0 + randomInt(rng, -30, 30)} ${randomInt(rng, 300, 450)} ${v0 + randomInt(rng, -40, 40)} ${randomInt(rng, 420, 600)} ${v0 + randomInt(rng, -50, 50)}`, 0, 0, {blend: BlendMode.Screen, lineWidth: 1.2, opacity: 0.35, stroke: WHITE})
  }

  const band = (u0: number, v0: number, length: number, width: number, tilt: number, strength: number) => {
    const g = f.inner(u0, v0, 1, tilt)
    for (let j = 0; j < 6; j++) {
      const w = width * (1 - j * 0.15)
      g.rect(-length / 2, -w / 2, length, w, {blend: BlendMode.Screen, fill: WHITE, opacity: 0.15 * strength, radius: w / 2})
    }
  }

  f.clipped(-24, -10, SW + 34, SH + 20, () => {
    band(300 + randomInt(rng, -60, 60), [250, 330, 420, 290][k] + randomInt(rng, -30, 30), 820, 120, 28 + randomInt(rng, -8, 8), 1)
    band(360 + randomInt(rng, -60, 60), [620, 700, 600, 660][k] + randomInt(rng, -30, 30), 760, 60, 24 + randomInt(rng, -8, 8), 0.8)
    const spot = {u: randomInt(rng, 120, 480), v: randomInt(rng, 120, 700)}
    for (let j = 0; j < 5; j++) f.path(blob(rng, 46 - j * 8, 30 - j * 5, 16, 0.08), spot.u, spot.v, {blend: BlendMode.Screen, fill: WHITE, opacity: 0.12})
  })

  f.rect(-24, -10, SW + 34, SH + 20, {lineWidth: 1.2, opacity: 0.45, stroke: WHITE})

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
    layout: 'kbis/pochette-plastique-reflets',
    notes: [
      "a paper Kbis photographed in a clear punched sheet protector on a grey desk: the sleeve's white punched strip, the picture turned by a degree or so, broad soft glare bands washing out the lines under them, a bright spot, creases",
      '"à jour au 02/04/2032" (slashes) under the title; label | value rows; the SIREN grouped with "R.C.S."; the form in full; the seat on one line; "Nom, prénoms" as the registry writes it',
      "decoys: the greffe's address, the verification code, the capital, the duration and closing, the birth date and place, the nationality, the personal home, the SAS's managing director and statutory auditor, the start of activity",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
