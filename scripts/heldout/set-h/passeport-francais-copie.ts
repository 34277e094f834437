/**
 * HELD-OUT passeport/francais-copie: a photocopy on A4 of a FRENCH passport (electronic model of
 * 2006 onwards) opened at its data page, as a manager hands it in: the top half of the facing
 * page (the holder's signature page, pale, with guilloche lines) above the data page, both
 * enlarged to 150 % with the copier's grey edge; on the data page "RÉPUBLIQUE FRANÇAISE" at the
 * left and "PASSEPORT  PASSPORT  PASAPORTE" at the right, the photo at the left with the holder's
 * signature under it and a small ghost photo at the right, TRILINGUAL labels (French / English /
 * Spanish) in small violet type with the value under each: "Type / Type / Tipo" (P), "Code du
 * pays / Country code / Código del país" (FRA), "Passeport n° / Passport No. / Pasaporte n°"
 * ("19AB12345": two digits, two letters, five digits), "Nom / Surname / Apellidos" (the BIRTH
 * name), "Nom d'usage / Alternative name / Nombre de uso" ("ép. LEMAIRE" for a married woman,
 * empty otherwise), "Prénoms / Given names / Nombres" (mixed case, separated by commas: "Claire,
 * Marie"), "Couleur des yeux", "Taille", "Nationalité" ("Française"), "Date de naissance", "Sexe",
 * "Lieu de naissance", "Date de délivrance", "Date d'expiration" (ten years less a day),
 * "Autorité" ("Préfecture de la Gironde"), dates as "14 02 1985" (day, month, year separated by
 * spaces); the TD3 machine-readable zone "P<FRA" on two lines; under the copy, the holder's
 * handwritten-style certification "Copie certifiée conforme à l'original" with the date and a
 * signature (as dossiers ask), in blue.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '13': 'Préfecture des Bouches-du-Rhône',
  '17': 'Préfecture de la Charente-Maritime',
  '21': "Préfecture de la Côte-d'Or",
  '29': 'Préfecture du Finistère',
  '31': 'Préfecture de la Haute-Garonne',
  '33': 'Préfecture de la Gironde',
  '34': "Préfecture de l'Hérault",
  '35': "Préfecture d'Ille-et-Vilaine",
  '37': "Préfecture d'Indre-et-Loire",
  '38': "Préfecture de l'Isère",
  '42': 'Préfecture de la Loire',
  '44': 'Préfecture de la Loire-Atlantique',
  '49': 'Préfecture de Maine-et-Loire',
  '59': 'Préfecture du Nord',
  '63': 'Préfecture du Puy-de-Dôme',
  '64': 'Préfecture des Pyrénées-Atlantiques',
  '67': 'Préfecture du Bas-Rhin',
  '69': 'Préfecture du Rhône',
  '72': 'Préfecture de la Sarthe',
  '74': 'Préfecture de la Haute-Savoie',
  '75': 'Préfecture de police de Paris',
  '93': 'Préfecture de la Seine-Saint-Denis',
}

const frenchDate = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function passeportFrancaisCopie(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const issued = addDays(facts.asOf, -randomInt(rng, 150, 3300))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${issued.slice(2, 4)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const surname = person.surname
  const given = person.givenNames.join(', ')
  const female = person.civility === 'Mme'
  const authority = PREFECTURES[person.address.postcode.slice(0, 2)] ?? `Préfecture de ${person.address.city}`
  const mrz = td3({birthDate: person.birthDate, country: 'FRA', expiry, givenNames: person.givenNames, nationality: 'FRA', number, sex: female ? 'F' : 'M', surname})
  const certified = addDays(facts.asOf, -randomInt(rng, 1, 20))

  const {doc, fonts} = await newDocument({author: 'Scanner', creator: 'Canon iR-ADV C3530', date: certified, producer: 'Canon iR-ADV C3530 PDF', title: 'Numérisation'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const ink = hex('#1f1f24')
  const label = hex('#6a4f86')
  const size = (mm: number) => mm * MM * SCALE

  // Facing page (signature page), top half.
  const fy = 34
  const fh = PAGE_H * 0.55
  s.box(x0 - 3, fy - 3, PAGE_W + 6, fh + PAGE_H + 18, {fill: hex('#d4d4d4')})
  s.box(x0, fy, PAGE_W, fh, {fill: hex('#f5f1f6')})
  for (let k = 0; k < 12; k++) {
    const amp = 2 + rng() * 3
    let d = `M 0 ${(fh * (k + 0.5)) / 12}`
    for (let t = 6; t <= PAGE_W; t += 6) d += ` L ${t} ${((fh * (k + 0.5)) / 12 + amp * Math.sin(t / 22 + k)).toFixed(1)}`
    s.path(d, x0, fy, {lineWidth: 0.3, stroke: hex('#e0d3e2')})
  }

  s.text('Signature du titulaire / Holder\'s signature / Firma del titular', x0 + PAGE_W / 2, fy + fh - 58, {align: 'center', color: label, size: size(1.5)})
  s.path(signaturePath(rng, 110), x0 + PAGE_W / 2 - 55, fy + fh - 50, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text('3', x0 + PAGE_W - 14, fy + fh - 8, {color: label, size: 8})
  // The fold between the two pages.
  s.box(x0, fy + fh, PAGE_W, 4, {fill: hex('#a9a9a9')})

  // Data page.
  const y0 = fy + fh + 4
  const px = (mm: number) => x0 + size(mm)
  const py = (mm: number) => y0 + size(mm)
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#f4eff3')})
  for (let k = 0; k < 18; k++) s.path(`M 0 ${k * 13} C ${PAGE_W / 4} ${k * 13 - 10} ${(3 * PAGE_W) / 4} ${k * 13 + 10} ${PAGE_W} ${k * 13}`, x0, y0 + 8, {lineWidth: 0.3, stroke: hex('#e3d7e3')})
  s.text('RÉPUBLIQUE FRANÇAISE', px(4), py(5.8), {color: ink, font: H.bold, size: size(2.6)})
  s.text('PASSEPORT   PASSPORT   PASAPORTE', px(121), py(5.8), {align: 'right', color: label, font: H.bold, size: size(2.3)})

  // Photo, signature, ghost photo.
  s.box(px(4), py(10), size(31), size(40), {fill: hex('#cdc6ce')})
  s.circle(px(19.5), py(24), size(7.5), {fill: hex('#aaa2ac')})
  s.box(px(8.5), py(35), size(22), size(15), {fill: hex('#aaa2ac')})
  s.path(signaturePath(rng, size(24)), px(6), py(53), {lineWidth: 0.8, stroke: hex('#1b2a6b')})
  s.box(px(106), py(44), size(14), size(18), {fill: hex('#e6dfe7')})
  s.circle(px(113), py(51), size(3.5), {fill: hex('#d6ccd8')})

  /** A label in three languages and its value under it. */
  const field = (xm: number, ym: number, lab: string, value: string, valueSize = 2.6) => {
    s.text(lab, px(xm), py(ym), {color: label, size: size(1.3)})
    if (value !== '') s.text(value, px(xm), py(ym + 3.3), {color: ink, font: H.bold, size: size(valueSize)})
  }

  const x1 = 39
  const x3 = 86
  field(x1, 11, 'Type / Type / Tipo', 'P')
  field(52, 11, 'Code du pays / Country code / Código del país', 'FRA')
  field(x3, 11, 'Passeport n° / Passport No. / Pasaporte n°', number, 2.8)
  field(x1, 18, 'Nom / Surname / Apellidos', surname)
  field(x1, 25, "Nom d'usage / Alternative name / Nombre de uso", person.usageName ? `ép. ${person.usageName}` : '')
  field(x3, 25, 'Couleur des yeux / Colour of eyes / Color de los ojos', pick(rng, ['MARRON', 'BLEUS', 'VERTS', 'NOISETTE']), 2.3)
  field(x1, 32, 'Prénoms / Given names / Nombres', given)
  field(x3, 32, 'Taille / Height / Estatura', `${((female ? randomInt(rng, 155, 176) : randomInt(rng, 166, 192)) / 100).toFixed(2).replace('.', ',')} m`, 2.3)
  field(x1, 39, 'Nationalité / Nationality / Nacionalidad', 'Française')
  field(x3, 39, 'Date de naissance / Date of birth / Fecha de nacimiento', frenchDate(person.birthDate))
  field(x1, 46, 'Sexe / Sex / Sexo', female ? 'F' : 'M')
  field(55, 46, 'Lieu de naissance / Place of birth / Lugar de nacimiento', person.birthPlace, 2.4)
  field(x1, 53, 'Date de délivrance / Date of issue / Fecha de expedición', frenchDate(issued))
  field(x3, 53, "Date d'expiration / Date of expiry / Fecha de caducidad", frenchDate(expiry))
  field(x1, 60, 'Autorité / Authority / Autoridad', authority, 2.3)

  // Machine-readable zone.
  s.box(x0, py(68), PAGE_W, size(20), {fill: hex('#faf8fa')})
  mrz.forEach((line, k) => s.text(line, px(4.5), py(75 + k * 6.2), {color: ink, font: fonts.courier.regular, size: size(4.15)}))
  s.text('2', x0 + 8, y0 + PAGE_H - 6, {color: label, size: 7})

  // The holder's certification, written under the copy.
  const cy = y0 + PAGE_H + 48
  const blue = hex('#1c3f94')
  s.text("Copie certifiée conforme à l'original", 140, cy, {color: blue, font: fonts.times.italic, size: 15})
  s.text(`le ${slashDate(certified)}`, 140, cy + 22, {color: blue, font: fonts.times.italic, size: 13})
  s.path(signaturePath(rng, 100), 300, cy + 10, {lineWidth: 1.1, stroke: blue})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'passeport/francais-copie',
    notes: [
      'French passport data page, labels in French / English / Spanish with the value under each',
      'dates "14 02 1985"; ten-year validity less a day',
      '"Nom d\'usage" row ("ép. X") for a married woman: the truth name is the birth name',
      'given names in mixed case separated by commas; MRZ P<FRA',
      'handwritten certification date under the copy (a decoy)',
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
