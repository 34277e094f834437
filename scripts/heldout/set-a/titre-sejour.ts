/**
 * HELD-OUT titre_sejour/carte-2020: the French residence permit card (ID-1 model of the 2020s),
 * front and back photocopied at 150 % on an A4 page: "TITRE DE SÉJOUR / RESIDENCE PERMIT",
 * bilingual labels with the value under them ("NOM / Surname", "Prénoms / Given names",
 * "DATE DE NAISS. / Date of birth", "VALABLE JUSQU'AU / Valid until", "N° DU DOCUMENT /
 * Document No", "TYPE DE TITRE / Type of permit"), dates "12 05 1988", the back with the address,
 * the place of birth, "DATE ET LIEU DE DÉLIVRANCE / Date and place of issue" (date and prefecture
 * in one value), remarks, and the TD1 machine-readable zone with document code IR.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {spaced} from '../../../server/src/corpus/format.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, newDocument, pick, randomInt, saveDocument, Sheet} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const PREFECTURES: Record<string, string> = {
  '06': 'PRÉFECTURE DES ALPES-MARITIMES',
  '13': 'PRÉFECTURE DES BOUCHES-DU-RHÔNE',
  '17': 'PRÉFECTURE DE LA CHARENTE-MARITIME',
  '21': "PRÉFECTURE DE LA CÔTE-D'OR",
  '29': 'PRÉFECTURE DU FINISTÈRE',
  '34': "PRÉFECTURE DE L'HÉRAULT",
  '35': "PRÉFECTURE D'ILLE-ET-VILAINE",
  '37': "PRÉFECTURE D'INDRE-ET-LOIRE",
  '38': "PRÉFECTURE DE L'ISÈRE",
  '42': 'PRÉFECTURE DE LA LOIRE',
  '49': 'PRÉFECTURE DE MAINE-ET-LOIRE',
  '63': 'PRÉFECTURE DU PUY-DE-DÔME',
  '64': 'PRÉFECTURE DES PYRÉNÉES-ATLANTIQUES',
  '72': 'PRÉFECTURE DE LA SARTHE',
  '74': 'PRÉFECTURE DE LA HAUTE-SAVOIE',
  '31': 'PRÉFECTURE DE LA HAUTE-GARONNE',
  '33': 'PRÉFECTURE DE LA GIRONDE',
  '44': 'PRÉFECTURE DE LA LOIRE-ATLANTIQUE',
  '59': 'PRÉFECTURE DU NORD',
  '67': 'PRÉFECTURE DU BAS-RHIN',
  '69': 'PRÉFECTURE DU RHÔNE',
  '75': 'PRÉFECTURE DE POLICE',
  '93': 'PRÉFECTURE DE LA SEINE-SAINT-DENIS',
}

export async function titreSejour(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const nat = (params.nationalityCode as string | undefined) ?? 'MAR'
  const resident = rng() < 0.35
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 60, 1100))
  const expiry = addDays(addMonths(issued, resident ? 120 : 48), -1)
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ'
  const number = `${letters[randomInt(rng, 0, letters.length - 1)]}${letters[randomInt(rng, 0, letters.length - 1)]}${String(randomInt(rng, 0, 9_999_999)).padStart(7, '0')}`
  const sex = person.civility === 'Mme' ? 'F' : 'M'
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', documentCode: 'IR', expiry, givenNames: person.givenNames, nationality: nat, number, sex, surname: person.surname})
  const given = person.givenNames.join(', ')
  const dept = person.address.postcode.slice(0, 2)
  const prefecture = PREFECTURES[dept] ?? `PRÉFECTURE (${dept})`

  const {doc, fonts} = await newDocument({author: 'Scanner', creator: 'Canon iR-ADV C3530', date: addDays(facts.asOf, -randomInt(rng, 1, 20)), producer: 'Canon', title: 'Titre de séjour'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - CARD_W) / 2
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE
  const label = (x: number, y: number, xm: number, ym: number, fr: string, en: string, value: string) => {
    const w = s.text(`${fr} / `, px(x, xm), px(y, ym), {color: hex('#37446b'), font: H.bold, size: size(1.5)})
    s.text(en, px(x, xm) + w, px(y, ym), {color: hex('#37446b'), font: H.italic, size: size(1.5)})
    s.text(value, px(x, xm), px(y, ym + 3.3), {font: H.bold, size: size(2.6)})
  }

  // Front.
  const fy = 70
  s.box(x0, fy, CARD_W, CARD_H, {fill: hex('#eef0e4'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  s.box(x0, fy, CARD_W, size(8), {fill: hex('#dfe3cf')})
  s.text('RÉPUBLIQUE FRANÇAISE', px(x0, 4), px(fy, 4.6), {font: H.bold, size: size(2.5)})
  s.text('TITRE DE SÉJOUR', px(x0, 50), px(fy, 3.8), {font: H.bold, size: size(2.4)})
  s.text('RESIDENCE PERMIT', px(x0, 50), px(fy, 6.6), {font: H.italic, size: size(2)})
  s.box(px(x0, 3), px(fy, 11), size(24), size(31), {fill: hex('#c9ccc0')})
  label(x0, fy, 30, 12, 'NOM', 'Surname', person.surname)
  label(x0, fy, 30, 19, 'Prénoms', 'Given names', given)
  label(x0, fy, 30, 26, 'SEXE', 'Sex', sex)
  label(x0, fy, 39, 26, 'NATIONALITÉ', 'Nationality', nat)
  label(x0, fy, 60, 26, 'DATE DE NAISS.', 'Date of birth', spaced(person.birthDate))
  label(x0, fy, 30, 33, 'TYPE DE TITRE', 'Type of permit', resident ? 'CARTE DE RÉSIDENT' : 'CARTE DE SÉJOUR PLURIANNUELLE')
  label(x0, fy, 30, 40, 'N° DU DOCUMENT', 'Document No', number)
  label(x0, fy, 58, 40, "VALABLE JUSQU'AU", 'Valid until', spaced(expiry))
  s.text('Signature', px(x0, 30), px(fy, 48.5), {color: GREY, size: size(1.6)})

  // Back.
  const by = fy + CARD_H + 34
  s.box(x0, by, CARD_W, CARD_H, {fill: hex('#eef0e4'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  s.text('ADRESSE / ', px(x0, 4), px(by, 5), {color: hex('#37446b'), font: H.bold, size: size(1.7)})
  s.text('Address', px(x0, 13.5), px(by, 5), {color: hex('#37446b'), font: H.italic, size: size(1.7)})
  ;[...person.address.lines, `${person.address.postcode} ${person.address.city.toUpperCase()}`].forEach((line, i) => s.text(line.toUpperCase(), px(x0, 4), px(by, 8 + i * 2.7), {font: H.bold, size: size(2.1)}))
  label(x0, by, 4, 20.5, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace)
  label(x0, by, 4, 26.5, 'DATE ET LIEU DE DÉLIVRANCE', 'Date and place of issue', `${spaced(issued)} ${prefecture}`)
  s.text(`REMARQUES / Remarks : ${pick(rng, ['AUTORISE SON TITULAIRE À TRAVAILLER', 'SALARIÉ - AUTORISE À TRAVAILLER', 'VIE PRIVÉE ET FAMILIALE'])}`, px(x0, 4), px(by, 33), {font: H.bold, size: size(1.6)})
  s.box(x0, px(by, 35), CARD_W, size(19), {fill: hex('#ffffff')})
  mrz.forEach((line, i) => s.text(line, px(x0, 3), px(by, 40 + i * 4.6), {font: fonts.courier.regular, size: size(3.9)}))

  return {
    fields: {date_delivrance: issued, date_expiration: expiry, date_naissance: person.birthDate, nom: person.surname, nom_complet: `${given} ${person.surname}`, numero_document: number, prenoms: given},
    layout: 'titre_sejour/carte-2020',
    notes: ['issue date inside "DATE ET LIEU DE DÉLIVRANCE" with the prefecture', 'MRZ TD1 IR'],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
