/**
 * French identity cards (type `cni`), drawn as they reach a lender: both sides of the card on an
 * A4 page, enlarged as a photocopier would. Three layouts: the laminated card of 1988-2021
 * (labels and values on one line, dates "14.02.1985", MRZ 2 × 36 on the front), the ID-1 card
 * of 2021 (bilingual labels with the value beneath, dates "05 06 1986", MRZ TD1 on the back),
 * and a "certified true copy" of the 2021 card, with the holder's handwritten-style statement,
 * date and signature.
 */
import {addDays, addMonths} from '../../../validation/dates.js'
import {givenNamesText} from '../../facts.js'
import {dmy, spaced} from '../../format.js'
import {frenchCardMrz, td1} from '../../mrz.js'
import {GREY, MM, PdfBuilder, hex, type PageCanvas, type TextStyle} from '../../pdf.js'
import {ALNUM, DIGITS, code, int, pick, type Rng} from '../../rng.js'
import type {Facts, Person} from '../../types.js'
import {stringParam, type LayoutResult} from '../common.js'

/** Enlargement of the card on the page (a photocopy at 150 %). */
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** Drawing inside a card: coordinates in millimetres of the real card. */
class Card {
  constructor(
    readonly page: PageCanvas,
    readonly x: number,
    readonly y: number,
  ) {}

  px(mm: number): number {
    return this.x + mm * MM * SCALE
  }

  py(mm: number): number {
    return this.y + mm * MM * SCALE
  }

  text(xMm: number, yMm: number, text: string, style: TextStyle = {}): void {
    this.page.text(this.px(xMm), this.py(yMm), text, {...style, size: (style.size ?? 2.4) * MM * SCALE})
  }

  outline(fill: string): void {
    this.page.rect(this.x, this.y, CARD_W, CARD_H, {fill: hex(fill), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  }
}

const PREFECTURES: Record<string, string> = {
  '13': 'Préfecture des Bouches-du-Rhône',
  '17': 'Préfecture de la Charente-Maritime',
  '21': "Préfecture de la Côte-d'Or",
  '34': "Préfecture de l'Hérault",
  '37': "Préfecture d'Indre-et-Loire",
  '38': "Préfecture de l'Isère",
  '42': 'Préfecture de la Loire',
  '49': 'Préfecture de Maine-et-Loire',
  '63': 'Préfecture du Puy-de-Dôme',
  '64': 'Préfecture des Pyrénées-Atlantiques',
  '67': 'Préfecture du Bas-Rhin',
  '72': 'Préfecture de la Sarthe',
  '74': 'Préfecture de la Haute-Savoie',
  '93': 'Préfecture de la Seine-Saint-Denis',
  '29': 'Préfecture du Finistère',
  '31': 'Préfecture de la Haute-Garonne',
  '33': 'Préfecture de la Gironde',
  '35': "Préfecture d'Ille-et-Vilaine",
  '44': 'Préfecture de la Loire-Atlantique',
  '59': 'Préfecture du Nord',
  '69': 'Préfecture du Rhône',
  '75': 'Préfecture de Police',
}

function prefecture(person: Person): string {
  return PREFECTURES[person.address.postcode.slice(0, 2)] ?? `Préfecture (${person.address.postcode.slice(0, 2)})`
}

/** Issue and expiry dates: params first; else a card issued a few years ago, valid 15 (old card since 2014) or 10 years. */
function cardDates(facts: Facts, params: Record<string, unknown>, rng: Rng, kind: '1988' | '2021'): {issued: string; expiry: string} {
  const issued =
    stringParam(params, 'issueDate') ??
    (kind === '2021' ? addDays('2021-09-01', int(rng, 0, 1500)) : addDays('2014-02-01', int(rng, 0, 2700)))
  // Adults' cards issued from 2014 on the old model are valid 15 years; before, and on the 2021 model, 10.
  const years = kind === '1988' && issued >= '2014-01-01' ? 15 : 10
  const expiry = stringParam(params, 'expiryDate') ?? addDays(addMonths(issued, 12 * years), -1)
  return {expiry, issued: issued > facts.asOf ? addDays(facts.asOf, -200) : issued}
}

function identityFields(person: Person, printedGiven: string, number: string, issued: string | undefined, expiry: string): Record<string, string> {
  return {
    date_expiration: expiry,
    date_naissance: person.birthDate,
    ...(issued ? {date_delivrance: issued} : {}),
    nom: person.surname,
    nom_complet: `${printedGiven} ${person.surname}`,
    numero_document: number,
    prenoms: printedGiven,
  }
}

const sexOf = (person: Person): 'F' | 'M' => (person.civility === 'Mme' ? 'F' : 'M')

// ---------------------------------------------------------------------------------------------

/** The laminated card of 1988-2021: front with the MRZ, back with the address and the dates. */
export async function cni1988(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const person = facts.person
  const {expiry, issued} = cardDates(facts, params, rng, '1988')
  const dept = person.address.postcode.slice(0, 2)
  const number = `${issued.slice(2, 4)}${issued.slice(5, 7)}${dept}${int(rng, 1, 9)}${code(rng, DIGITS, 5)}`
  const office = `${number.slice(4, 7)}${code(rng, DIGITS, 3)}`
  const mrz = frenchCardMrz({birthDate: person.birthDate, givenNames: person.givenNames, number, office, sex: sexOf(person), surname: person.surname})
  const pdf = await PdfBuilder.create({creator: 'Scanner', date: addDays(facts.asOf, -int(rng, 3, 30)), title: 'CNI recto verso'})
  const page = pdf.addPage()
  const given = givenNamesText(person, ', ')

  const front = new Card(page, (page.width - CARD_W) / 2, 70)
  front.outline('#f6e9e4')
  page.guilloche(front.x, front.y, CARD_W, CARD_H, hex('#d9a9a0'), rng, 18)
  front.text(4, 4.5, 'RÉPUBLIQUE FRANÇAISE', {font: 'sansBold', size: 2.6})
  front.text(4, 8.5, `CARTE NATIONALE D'IDENTITÉ N° : ${number}`, {font: 'sansBold', size: 2.3})
  front.text(33, 12.5, 'Nationalité Française', {size: 2.2})
  page.photo(front.px(4), front.py(11), 26 * MM * SCALE, 30 * MM * SCALE)
  const rows: [string, string][] = [
    ['Nom :', person.surname],
    ...(person.usageName ? [["Nom d'usage :", `ép. ${person.usageName}`] as [string, string]] : []),
    ['Prénom(s) :', given],
    ['Sexe :', sexOf(person)],
    ['Né(e) le :', dmy(person.birthDate, '.')],
    ['à :', person.birthPlace],
    ['Taille :', `${pick(rng, ['1,62', '1,68', '1,71', '1,75', '1,80', '1,84'])}m`],
  ]
  rows.forEach(([label, value], i) => {
    front.text(33, 16.5 + i * 3.7, label, {size: 2.3})
    front.text(50, 16.5 + i * 3.7, value, {font: 'sansBold', size: 2.5})
  })
  front.text(33, 42, 'Signature du titulaire :', {size: 1.9})
  page.signature(front.px(60), front.py(38), rng, 18 * MM * SCALE)
  // OCR-B at about 2.25 mm a character: 36 characters fill the card's width.
  mrz.forEach((line, i) => front.text(2, 47.8 + i * 4.3, line, {font: 'mono', size: 3.7}))

  const back = new Card(page, front.x, front.y + CARD_H + 40)
  back.outline('#f6e9e4')
  page.guilloche(back.x, back.y, CARD_W, CARD_H, hex('#d9a9a0'), rng, 18)
  const addressLines = [...person.address.lines, `${person.address.postcode} ${person.address.city.toUpperCase()}`]
  back.text(4, 7, 'Adresse :', {size: 2.3})
  addressLines.forEach((line, i) => back.text(18, 7 + i * 3.6, line, {font: 'sansBold', size: 2.4}))
  back.text(4, 24, "Carte valable jusqu'au :", {size: 2.3})
  back.text(36, 24, dmy(expiry, '.'), {font: 'sansBold', size: 2.5})
  back.text(4, 29, 'délivrée le :', {size: 2.3})
  back.text(36, 29, dmy(issued, '.'), {font: 'sansBold', size: 2.5})
  back.text(4, 34, 'par :', {size: 2.3})
  back.text(36, 34, prefecture(person).toUpperCase(), {font: 'sansBold', size: 2.3})
  back.text(4, 42, "Signature de l'autorité :", {size: 2.1})
  page.signature(back.px(34), back.py(38), rng, 20 * MM * SCALE)
  page.circle(back.px(70), back.py(38), 9 * MM * SCALE, {lineWidth: 1, opacity: 0.6, stroke: hex('#4a4a9a')})
  back.text(64, 39, 'RF', {color: hex('#4a4a9a'), font: 'sansBold', size: 3.5})

  return {
    fields: identityFields(person, given, number, issued, expiry),
    layout: 'cni/1988',
    mrz,
    notes: ['card enlarged 150 % on A4, front and back', 'dates as 14.02.1985', 'expiry "Carte valable jusqu\'au" and issue "délivrée le" on the back', 'MRZ 2 × 36 (French national format)'],
    pdf: await pdf.save(),
    photoRegion: {height: 2 * CARD_H + 60, width: CARD_W + 40, x: front.x - 20, y: front.y - 10},
    type: 'cni',
  }
}

// ---------------------------------------------------------------------------------------------

interface Card2021 {
  number: string
  issued: string
  expiry: string
  given: string
  mrz: string[]
}

function card2021Data(facts: Facts, params: Record<string, unknown>, rng: Rng): Card2021 {
  const person = facts.person
  const {expiry, issued} = cardDates(facts, params, rng, '2021')
  const number = code(rng, ALNUM.replace(/[IOU]/g, ''), 9)
  const mrz = td1({birthDate: person.birthDate, country: 'FRA', expiry, givenNames: person.givenNames, nationality: 'FRA', number, sex: sexOf(person), surname: person.surname})
  return {expiry, given: givenNamesText(person, ', '), issued, mrz, number}
}

/** Front and back of the 2021 card at (x, y); returns the bottom of the back. */
function drawCard2021(page: PageCanvas, x: number, y: number, facts: Facts, data: Card2021, rng: Rng): number {
  const person = facts.person
  const label = (card: Card, xMm: number, yMm: number, fr: string, en: string, value: string) => {
    card.text(xMm, yMm, `${fr} / `, {color: hex('#33415c'), font: 'sansBold', size: 1.7})
    const w = page.widthOf(`${fr} / `, {font: 'sansBold', size: 1.7 * MM * SCALE}) / (MM * SCALE)
    card.text(xMm + w, yMm, en, {color: hex('#33415c'), font: 'sansOblique', size: 1.7})
    card.text(xMm, yMm + 3.3, value, {font: 'sansBold', size: 2.7})
  }

  const front = new Card(page, x, y)
  front.outline('#e8eef7')
  page.guilloche(front.x, front.y, CARD_W, CARD_H, hex('#a9b8d6'), rng, 16)
  page.rect(front.x, front.y, CARD_W, 8 * MM * SCALE, {fill: hex('#dfe7f3')})
  front.text(4, 4.5, 'RÉPUBLIQUE FRANÇAISE', {font: 'sansBold', size: 2.6})
  front.text(44, 3.6, "CARTE NATIONALE D'IDENTITÉ", {font: 'sansBold', size: 2.3})
  front.text(44, 6.4, 'IDENTITY CARD', {font: 'sansOblique', size: 2})
  page.photo(front.px(3), front.py(11), 24 * MM * SCALE, 31 * MM * SCALE)
  label(front, 30, 12, 'NOM', 'Surname', person.surname)
  if (person.usageName) label(front, 62, 12, "NOM D'USAGE", 'Alternative name', `ép. ${person.usageName}`)
  label(front, 30, 19, 'Prénoms', 'Given names', data.given)
  label(front, 30, 26, 'SEXE', 'Sex', sexOf(person))
  label(front, 42, 26, 'NATIONALITÉ', 'Nationality', 'FRA')
  label(front, 64, 26, 'DATE DE NAISS.', 'Date of birth', spaced(person.birthDate))
  label(front, 30, 33, 'LIEU DE NAISSANCE', 'Place of birth', person.birthPlace)
  label(front, 30, 40, 'N° DU DOCUMENT', 'Document No', data.number)
  label(front, 62, 40, "DATE D'EXPIR.", 'Expiry date', spaced(data.expiry))
  front.text(30, 48.5, 'Signature', {color: GREY, size: 1.6})
  page.signature(front.px(40), front.py(45), rng, 14 * MM * SCALE)
  front.text(3, 50, code(rng, DIGITS, 6), {font: 'sansBold', size: 2.2})

  const back = new Card(page, x, y + CARD_H + 36)
  back.outline('#e8eef7')
  page.guilloche(back.x, back.y, CARD_W, CARD_H, hex('#a9b8d6'), rng, 10)
  const address = [...person.address.lines, `${person.address.postcode} ${person.address.city.toUpperCase()}`]
  back.text(4, 5, 'ADRESSE / ', {color: hex('#33415c'), font: 'sansBold', size: 1.7})
  back.text(13.5, 5, 'Address', {color: hex('#33415c'), font: 'sansOblique', size: 1.7})
  address.forEach((line, i) => back.text(4, 8.3 + i * 3, line, {font: 'sansBold', size: 2.3}))
  label(back, 4, 19, 'DATE DE DÉLIVRANCE', 'Date of issue', spaced(data.issued))
  label(back, 44, 19, 'TAILLE', 'Height', `${pick(rng, ['1,62', '1,68', '1,71', '1,75', '1,80', '1,84'])} m`)
  back.text(4, 28, `AUTORITÉ / Authority : ${prefecture(person).toUpperCase()}`, {font: 'sansBold', size: 1.8})
  page.matrix(back.px(68), back.py(3), 14 * MM * SCALE, rng, 18)
  page.rect(back.x, back.py(33), CARD_W, 21 * MM * SCALE, {fill: hex('#ffffff'), opacity: 0.85})
  data.mrz.forEach((line, i) => back.text(3, 38.5 + i * 5, line, {font: 'mono', size: 4.4}))
  return back.y + CARD_H
}

function card2021Fields(facts: Facts, data: Card2021): Record<string, string> {
  return identityFields(facts.person, data.given, data.number, data.issued, data.expiry)
}

/** The ID-1 card of 2021: bilingual labels, values beneath, spaced dates, MRZ TD1 on the back. */
export async function cni2021(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const data = card2021Data(facts, params, rng)
  const pdf = await PdfBuilder.create({creator: 'Scanner', date: addDays(facts.asOf, -int(rng, 3, 30)), title: 'Carte identité'})
  const page = pdf.addPage()
  const x = (page.width - CARD_W) / 2
  drawCard2021(page, x, 80, facts, data, rng)
  return {
    fields: card2021Fields(facts, data),
    layout: 'cni/2021',
    mrz: data.mrz,
    notes: ['card enlarged 150 % on A4, front and back', 'bilingual labels with the value beneath ("NOM / Surname")', 'dates with spaces: "05 06 1986"', 'MRZ TD1 3 × 30 on the back'],
    pdf: await pdf.save(),
    photoRegion: {height: 2 * CARD_H + 56, width: CARD_W + 40, x: x - 20, y: 70},
    type: 'cni',
  }
}

/** The 2021 card as a "certified true copy": the holder's statement, a date and a signature. */
export async function cni2021Certified(facts: Facts, params: Record<string, unknown>, rng: Rng): Promise<LayoutResult> {
  const data = card2021Data(facts, params, rng)
  const copyDate = addDays(facts.asOf, -int(rng, 2, 20))
  const pdf = await PdfBuilder.create({creator: 'Scanner', date: copyDate, title: 'Copie CNI'})
  const page = pdf.addPage()
  const x = 60
  const bottom = drawCard2021(page, x, 60, facts, data, rng)
  const ink = hex('#1b2a6b')
  const person = facts.person
  const name = `${person.givenNames[0]} ${person.usageName ?? person.surname}`
  page.text(60, bottom + 44, 'Copie certifiée conforme à l\'original', {color: ink, font: 'serifItalic', size: 15})
  page.text(60, bottom + 66, `Je soussigné(e) ${name}, certifie sur l'honneur`, {color: ink, font: 'serifItalic', size: 12})
  page.text(60, bottom + 82, "l'exactitude de la présente copie.", {color: ink, font: 'serifItalic', size: 12})
  page.text(60, bottom + 104, `Le ${dmy(copyDate)}, à ${person.address.city}`, {color: ink, font: 'serifItalic', size: 12})
  page.signature(80, bottom + 112, rng, 110, ink)
  return {
    fields: card2021Fields(facts, data),
    layout: 'cni/2021-certified-copy',
    mrz: data.mrz,
    notes: ['2021 card with a handwritten-style "copie certifiée conforme" statement', 'the copy date is neither the issue nor the expiry date'],
    pdf: await pdf.save(),
    photoRegion: {height: bottom + 150 - 50, width: CARD_W + 60, x: 40, y: 50},
    type: 'cni',
  }
}
