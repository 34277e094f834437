/**
 * HELD-OUT cni/cie-italie: the Italian electronic identity card (CIE 3.0, ID-1), front and back
 * photocopied at 150 % on an A4 page, as a foreign manager hands it in. Front: "REPUBBLICA
 * ITALIANA" and "CARTA DI IDENTITÀ / IDENTITY CARD", the card number top right in red ("CA12345AB"),
 * the photo at the left, bilingual Italian / English labels in small capitals with the value
 * under each: "COMUNE DI / MUNICIPALITY", "COGNOME / SURNAME", "NOME / NAME" (the GIVEN names),
 * "LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH" ("ROMA (RM) 12.05.1985": place and date in one
 * value), "SESSO / SEX", "STATURA / HEIGHT", "CITTADINANZA / NATIONALITY", "EMISSIONE / ISSUING"
 * and "SCADENZA / EXPIRY" (dates with dots; the expiry is the holder's birthday after ten years),
 * "FIRMA DEL TITOLARE / HOLDER'S SIGNATURE". Back: "CODICE FISCALE / FISCAL CODE" with its bar
 * code, "INDIRIZZO DI RESIDENZA / RESIDENCE" (an Italian address), "ESTREMI ATTO DI NASCITA", and
 * the TD1 machine-readable zone "CIITA...".
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

const COMUNI: Record<string, {code: string; residence: string[]}> = {
  MILANO: {code: 'F205', residence: ['VIA PAOLO SARPI 27', 'MILANO (MI)']},
  NAPOLI: {code: 'F839', residence: ['VIA TOLEDO 156', 'NAPOLI (NA)']},
  ROMA: {code: 'H501', residence: ['VIA APPIA NUOVA 218', 'ROMA (RM)']},
  TORINO: {code: 'L219', residence: ['CORSO VITTORIO EMANUELE II 84', 'TORINO (TO)']},
}

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

/** An Italian fiscal code, built the usual way (consonants, year, month letter, day, municipality, check letter). */
function codiceFiscale(surname: string, given: string, birth: string, female: boolean, comune: string): string {
  const letters = (t: string) => t.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '')
  const cons = (t: string) => letters(t).replace(/[AEIOU]/g, '')
  const vows = (t: string) => letters(t).replace(/[^AEIOU]/g, '')
  const part = (t: string, name: boolean) => {
    const c = cons(t)
    if (name && c.length >= 4) return c[0] + c[2] + c[3]
    return (c + vows(t) + 'XXX').slice(0, 3)
  }

  const day = Number(birth.slice(8, 10)) + (female ? 40 : 0)
  const body = `${part(surname, false)}${part(given, true)}${birth.slice(2, 4)}${'ABCDEHLMPRST'[Number(birth.slice(5, 7)) - 1]}${String(day).padStart(2, '0')}${comune}`
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    const v = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65
    sum += i % 2 === 0 ? odd[v] : v
  }

  return body + String.fromCharCode(65 + (sum % 26))
}

export async function cieItalie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const comune = person.birthPlace.replace(/ \(.*$/, '')
  const place = COMUNI[comune] ?? COMUNI.ROMA
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 120, 3000))
  // Ten years, extended to the holder's next birthday.
  const tenYears = addMonths(issued, 120)
  const birthday = person.birthDate.slice(4) === '-02-29' ? '-02-28' : person.birthDate.slice(4)
  let expiry = `${tenYears.slice(0, 4)}${birthday}`
  if (expiry < tenYears) expiry = `${Number(tenYears.slice(0, 4)) + 1}${birthday}`
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const number = `CA${randomDigits(rng, 5)}${letters[randomInt(rng, 0, letters.length - 1)]}${letters[randomInt(rng, 0, letters.length - 1)]}`
  const sex = person.civility === 'Mme' ? 'F' : 'M'
  const given = person.givenNames.join(' ').toUpperCase()
  const mrz = td1({birthDate: person.birthDate, country: 'ITA', documentCode: 'CI', expiry, givenNames: person.givenNames, nationality: 'ITA', number, sex, surname: person.surname})
  const fiscal = codiceFiscale(person.surname, person.givenNames.join(''), person.birthDate, sex === 'F', place.code)

  const {doc, fonts} = await newDocument({author: 'Scanner', creator: 'RICOH MP C3004ex', date: addDays(facts.asOf, -randomInt(rng, 1, 25)), producer: 'RICOH', title: 'Carta identita'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - CARD_W) / 2
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE
  const labelColor = hex('#4a5a7a')
  const field = (x: number, y: number, xm: number, ym: number, it: string, en: string, value: string, valueSize = 2.5) => {
    s.text(`${it} / ${en}`, px(x, xm), px(y, ym), {color: labelColor, font: H.regular, size: size(1.3)})
    s.text(value, px(x, xm), px(y, ym + 3), {font: H.bold, size: size(valueSize)})
  }

  // Front.
  const fy = 72
  s.box(x0, fy, CARD_W, CARD_H, {fill: hex('#eef1f6'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  for (let k = 0; k < 26; k++) s.hline(x0, x0 + CARD_W, fy + 8 + k * 8.5, {color: hex('#dde3ee'), width: 0.4})
  s.text('REPUBBLICA ITALIANA', px(x0, 4), px(fy, 4.8), {font: H.bold, size: size(2.3)})
  s.text('MINISTERO DELL’INTERNO', px(x0, 4), px(fy, 7.6), {color: GREY, size: size(1.4)})
  s.text('CARTA DI IDENTITÀ / IDENTITY CARD', px(x0, 36), px(fy, 4.8), {font: H.bold, size: size(2)})
  s.text(number, px(x0, 82), px(fy, 8.6), {align: 'right', color: hex('#c0262d'), font: H.bold, size: size(2.6)})
  s.box(px(x0, 3), px(fy, 11), size(23), size(30), {fill: hex('#c8ccd4')})
  field(x0, fy, 29, 12, 'COMUNE DI', 'MUNICIPALITY', comune)
  field(x0, fy, 29, 18.5, 'COGNOME', 'SURNAME', person.surname)
  field(x0, fy, 29, 25, 'NOME', 'NAME', given)
  field(x0, fy, 29, 31.5, 'LUOGO E DATA DI NASCITA', 'PLACE AND DATE OF BIRTH', `${person.birthPlace} ${dotted(person.birthDate)}`)
  field(x0, fy, 29, 38, 'SESSO', 'SEX', sex)
  field(x0, fy, 41, 38, 'STATURA', 'HEIGHT', String(pick(rng, [158, 163, 168, 172, 176, 181])))
  field(x0, fy, 56, 38, 'CITTADINANZA', 'NATIONALITY', 'ITA')
  field(x0, fy, 29, 44.5, 'EMISSIONE', 'ISSUING', dotted(issued))
  field(x0, fy, 56, 44.5, 'SCADENZA', 'EXPIRY', dotted(expiry))
  s.text("FIRMA DEL TITOLARE / HOLDER'S SIGNATURE", px(x0, 3), px(fy, 50.5), {color: labelColor, size: size(1.2)})
  s.path(signaturePath(rng, size(16)), px(x0, 4), px(fy, 44), {lineWidth: 0.9, stroke: hex('#1b2a6b')})

  // Back.
  const by = fy + CARD_H + 36
  s.box(x0, by, CARD_W, CARD_H, {fill: hex('#eef1f6'), lineWidth: 0.8, stroke: hex('#7a7a7a')})
  field(x0, by, 4, 5, 'CODICE FISCALE', 'FISCAL CODE', fiscal, 2.4)
  for (let k = 0; k < 46; k++) if (rng() < 0.62) s.box(px(x0, 46 + k * 0.75), px(by, 3), size(k % 3 === 0 ? 0.5 : 0.3), size(6), {fill: hex('#111111')})
  field(x0, by, 4, 12, 'INDIRIZZO DI RESIDENZA', 'RESIDENCE', place.residence.join(' '), 2.2)
  field(x0, by, 4, 19, 'ESTREMI ATTO DI NASCITA', 'BIRTH CERTIFICATE', `${randomDigits(rng, 5)} ${randomInt(rng, 1, 2)} A ${person.birthDate.slice(0, 4)}`, 2.2)
  s.box(x0, px(by, 33), CARD_W, size(21), {fill: hex('#ffffff')})
  mrz.forEach((line, i) => s.text(line, px(x0, 3), px(by, 39 + i * 4.6), {font: fonts.courier.regular, size: size(3.9)}))

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: person.surname,
      nom_complet: `${given} ${person.surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'cni/cie-italie',
    notes: ['Italian / English labels, value under', '"NOME / NAME" holds the given names', 'place and date of birth in one value', 'MRZ TD1 CIITA'],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
