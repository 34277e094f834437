/**
 * HELD-OUT cni/finlande-avec-carte-sante: a FINNISH identity card (henkilökortti, the 2017 model)
 * of a Finn living in France, photocopied front above back at about 125 % TOGETHER WITH the
 * holder's EUROPEAN HEALTH INSURANCE CARD (the Finnish EHIC, "Eurooppalainen sairaanhoitokortti",
 * issued by Kela), laid lower on the glass at real size, as people copy the cards of their wallet
 * in one go. The identity card: "SUOMI FINLAND", "HENKILÖKORTTI / IDENTITETSKORT / IDENTITY CARD",
 * TRILINGUAL Finnish / Swedish / English captions with the values under them in capitals, the sex
 * as "N/K/F" or "M/M/M", the nationality "FIN", DOTTED DATES ("14.02.1985"), the document number
 * (nine digits) under its caption; on the back the PERSONAL IDENTITY CODE ("140285-123A", which
 * spells the birth date: a decoy number), "Myönnetty / Utfärdat / Date of issue", the authority,
 * TD1 MRZ "IDFIN". The EHIC: the EU flag with "FI", NUMBERED Finnish captions ("3 Sukunimi", "4
 * Etunimet", "5 Syntymäaika") with the SAME NAMES, the birth date with SLASHES, the personal code
 * again, the institution's number, the card's own 20-digit number and EXPIRY DATE (decoys); the
 * copier's footer with the copy date (a decoy).
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const MM = 72 / 25.4
const CARD_W = 85.6 * MM
const CARD_H = 54 * MM

/** The Finnish personal identity code: DDMMYY, the century sign, the individual number, the control character. */
function personalCode(birth: string, female: boolean, rng: () => number): string {
  const dd = birth.slice(8, 10)
  const mm = birth.slice(5, 7)
  const yy = birth.slice(2, 4)
  const century = birth.startsWith('19') ? '-' : 'A'
  let individual = randomInt(rng, 2, 899)
  if ((individual % 2 === 0) !== female) individual += 1
  const nnn = String(individual).padStart(3, '0')
  const control = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(`${dd}${mm}${yy}${nnn}`) % 31]
  return `${dd}${mm}${yy}${century}${nnn}${control}`
}

export async function cniFinlandeCarteSante(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 1600))
  const expiry = addMonths(issued, 60)
  const number = randomDigits(rng, 9)
  const code = personalCode(person.birthDate, female, rng)
  const ehicExpiry = addDays(addMonths(facts.asOf, randomInt(rng, 8, 40)), -randomInt(rng, 0, 27))
  const ehicNumber = `80246${randomDigits(rng, 15)}`
  const mrz = td1({birthDate: person.birthDate, country: 'FIN', expiry, givenNames: person.givenNames, nationality: 'FIN', number, optional1: code.replace(/[-A+]/, ''), sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const ink = hex('#1d1f24')
  const cap = hex('#3f5a7a')
  const faint = hex('#8d95a1')

  const {doc, fonts} = await newDocument({author: '', creator: 'Brother MFC-L8900CDW', date: copied, producer: 'Brother PDF', title: `Copie_${copied.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)

  const card = (x: number, y: number, scale: number, fill: string) => {
    s.box(x, y, CARD_W * scale, CARD_H * scale, {fill: hex(fill), lineWidth: 0.7, radius: 8 * scale, stroke: hex('#8c96a3')})
    for (let k = 0; k < 7; k++) s.hline(x + 6, x + CARD_W * scale - 6, y + ((k + 0.5) * CARD_H * scale) / 7, {color: hex('#dde4ec'), width: 0.3})
    return {
      at: (ym: number) => y + ym * MM * scale,
      size: (mm: number) => mm * MM * scale,
      x: (xm: number) => x + xm * MM * scale,
    }
  }

  // The identity card's front.
  const SC = 1.25
  const fx = 44
  const fy = 48
  const f = card(fx, fy, SC, '#e9eff5')
  const field = (c: typeof f, xm: number, ym: number, caption: string, value: string, valueMm = 2.5) => {
    s.text(caption, c.x(xm), c.at(ym), {color: cap, size: c.size(1.35)})
    s.text(value, c.x(xm), c.at(ym + 3.1), {color: ink, font: H.bold, size: c.size(valueMm)})
  }

  s.text('SUOMI FINLAND', f.x(4), f.at(5.5), {color: hex('#123f7a'), font: H.bold, size: f.size(2.9)})
  s.text('HENKILÖKORTTI / IDENTITETSKORT / IDENTITY CARD', f.x(4), f.at(9), {color: hex('#123f7a'), size: f.size(1.7)})
  s.box(f.x(4), f.at(12), f.size(23), f.size(30), {fill: hex('#b9c3cf')})
  s.circle(f.x(15.5), f.at(21.5), f.size(5.2), {fill: hex('#909caa')})
  s.box(f.x(8.5), f.at(29), f.size(14), f.size(13), {fill: hex('#909caa')})
  field(f, 30, 13, 'Sukunimi / Efternamn / Surname', surname, surname.length > 16 ? 2.2 : 2.6)
  field(f, 30, 20, 'Etunimet / Förnamn / Given names', given, given.length > 22 ? 2.1 : 2.5)
  field(f, 30, 27, 'Sukupuoli / Kön / Sex', female ? 'N/K/F' : 'M/M/M', 2.2)
  field(f, 54, 27, 'Kansalaisuus / Medborgarskap / Nationality', 'FIN', 2.2)
  field(f, 30, 34, 'Syntymäaika / Födelsedatum / Date of birth', dotDate(person.birthDate), 2.4)
  field(f, 30, 41, 'Asiakirjan numero / Dokumentnummer / Document no.', number, 2.4)
  field(f, 30, 48, 'Voimassa / Giltigt till / Date of expiry', dotDate(expiry), 2.4)
  s.path(signaturePath(rng, f.size(20)), f.x(5), f.at(49), {lineWidth: 0.6, stroke: hex('#1f2f5c')})

  // The back.
  const by = fy + CARD_H * SC + 18
  const b = card(fx, by, SC, '#e9eff5')
  field(b, 4, 5, 'Henkilötunnus / Personbeteckning / Personal identity code', code, 2.4)
  field(b, 4, 13, 'Myönnetty / Utfärdat / Date of issue', dotDate(issued), 2.4)
  field(b, 44, 13, 'Myöntäjä / Utfärdare / Authority', 'POLIISI / POLISEN', 2.1)
  s.text('Henkilökortti on matkustusasiakirja EU- ja Schengen-maissa.', b.x(4), b.at(24), {color: faint, size: b.size(1.4)})
  s.box(b.x(0.6), b.at(30.5), b.size(84.4), b.size(21.5), {fill: hex('#f4f6f9')})
  mrz.forEach((l, k) => s.text(l, b.x(3.5), b.at(37 + k * 5.6), {color: ink, font: C.regular, size: b.size(3.6)}))

  // The health insurance card, at real size, lower and to the right.
  const ex = 300
  const ey = by + CARD_H * SC + 40
  const e = card(ex, ey, 1, '#dfe9f6')
  s.box(e.x(3), e.at(3), e.size(13), e.size(9), {fill: hex('#003399')})
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6
    s.circle(e.x(9.5) + Math.cos(a) * e.size(3), e.at(7.5) + Math.sin(a) * e.size(3), 0.6, {fill: hex('#ffcc00')})
  }

  s.text('FI', e.x(9.5), e.at(8.5), {align: 'center', color: WHITE, font: H.bold, size: e.size(2.4)})
  s.text('EUROOPPALAINEN', e.x(19), e.at(6.5), {color: hex('#003399'), font: H.bold, size: e.size(2.6)})
  s.text('SAIRAANHOITOKORTTI', e.x(19), e.at(10.5), {color: hex('#003399'), font: H.bold, size: e.size(2.6)})
  const ehic = (ym: number, n: string, caption: string, value: string) => {
    s.text(`${n}  ${caption}`, e.x(4), e.at(ym), {color: cap, size: e.size(1.7)})
    s.text(value, e.x(7), e.at(ym + 3), {color: ink, font: H.bold, size: e.size(2.5)})
  }

  ehic(16, '3', 'Sukunimi', surname)
  ehic(22.5, '4', 'Etunimet', given)
  ehic(29, '5', 'Syntymäaika', slashDate(person.birthDate))
  ehic(35.5, '6', 'Henkilökohtainen tunnistenumero', code)
  ehic(42, '7', 'Laitoksen tunnistenumero', '0246 - KELA-FPA')
  s.text('8  Kortin tunnistenumero', e.x(4), e.at(48.5), {color: cap, size: e.size(1.7)})
  s.text(ehicNumber, e.x(4), e.at(51.5), {color: ink, font: H.bold, size: e.size(2.3)})
  s.text('9  Viimeinen voimassaolopäivä', e.x(52), e.at(48.5), {color: cap, size: e.size(1.7)})
  s.text(slashDate(ehicExpiry), e.x(52), e.at(51.5), {color: ink, font: H.bold, size: e.size(2.3)})

  s.text(`MFC-L8900CDW - copie ${slashDate(copied)} - 1/1`, s.width / 2, 822, {align: 'center', color: faint, size: 7})

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
    layout: 'cni/finlande-avec-carte-sante',
    notes: [
      "a Finnish identity card copied front above back with the holder's European health insurance card on the same page",
      'trilingual Finnish / Swedish / English captions, values under them, dotted dates ("14.02.1985"), the document number under its caption, TD1 MRZ "IDFIN"',
      "decoys: the personal identity code (it spells the birth date), the health card's number and expiry date, its birth date with slashes, the institution's number, the copy date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
