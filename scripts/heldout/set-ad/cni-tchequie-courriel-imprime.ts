/**
 * HELD-OUT cni/tchequie-obcansky-prukaz-courriel-imprime: the CZECH identity card (občanský průkaz,
 * the 2021 model with a chip, valid ten years) of a Czech living in France, sent by the holder as
 * TWO PHONE PHOTOS ATTACHED TO AN E-MAIL to the broker's adviser, who PRINTED THE E-MAIL from her
 * mail client: the mailbox owner's name over a thick rule (a decoy person), the header as label
 * value rows ("De :" the holder's name and address, "Envoyé :" the date IN WORDS with the time,
 * "À :", "Objet :", "Pièces jointes :" the two files' names: decoy dates and names), the holder's
 * short message signed with his name in mixed case (a decoy form), then the two photos inline,
 * each of the card lying on a light wooden table, TURNED BY ONE TO THREE DEGREES, about 1.6 times
 * its size. Captions in CZECH / ENGLISH over the values ("Příjmení / Surname", "Jméno / Given
 * names", "Datum narození / Date of birth", "Číslo dokladu / Document No.", "Datum vydání / Date of
 * issue", "Platnost do / Date of expiry"; the letters č, ř, ů drawn as a base letter with its mark);
 * the names in capitals, the women's surnames in -OVÁ / -Á; dates "14. 02. 1985" (a dot and a space);
 * the number nine digits; the card access number "CAN" (six digits: a decoy); on the back the place
 * of birth, the personal number "rodné číslo" (a decoy: the birth date with fifty added to a woman's
 * month), the last Czech address and the issuing office (decoys), TD1 MRZ "IDCZE".
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, BLACK, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, upper} from '../util.js'
import {Frame, type FrameText} from './frame.js'

const MM = 72 / 25.4
const CW = 85.6
const CH = 54

/** Letters the standard fonts cannot encode: the base letter drawn, and its mark. */
const MARKED: Record<string, [string, 'caron' | 'ring']> = {Č: ['C', 'caron'], č: ['c', 'caron'], Ě: ['E', 'caron'], ě: ['e', 'caron'], Ř: ['R', 'caron'], ř: ['r', 'caron'], Ů: ['U', 'ring'], ů: ['u', 'ring']}

/** One line of Czech: the runs the fonts can draw as text, the marked letters as a letter and its mark. */
function czech(f: Frame, value: string, u: number, v: number, style: FrameText): number {
  const font = style.font ?? f.s.fonts.helvetica.regular
  const plain = [...value].map((ch) => MARKED[ch]?.[0] ?? ch).join('')
  const size = f.fit(plain, style)
  const total = font.widthOfTextAtSize(plain, size)
  let at = style.align === 'right' ? u - total : style.align === 'center' ? u - total / 2 : u
  const color = style.color ?? BLACK
  let run = ''
  const flush = () => {
    if (run !== '') at += f.text(run, at, v, {color, font, size})
    run = ''
  }

  for (const ch of value) {
    const marked = MARKED[ch]
    if (!marked) {
      run += ch
      continue
    }

    flush()
    const [base, mark] = marked
    const w = f.text(base, at, v, {color, font, size})
    const upperCase = base === base.toUpperCase()
    const top = v - size * (upperCase ? 0.76 : 0.56)
    const cx = at + w / 2
    if (mark === 'caron') f.path(`M ${-size * 0.17} ${-size * 0.17} L 0 0 L ${size * 0.17} ${-size * 0.17}`, cx, top, {lineWidth: size * 0.085, stroke: color})
    else f.circle(cx, top - size * 0.1, size * 0.085, {lineWidth: size * 0.05, stroke: color})
    at += w
  }

  flush()
  return total
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** "14. 02. 1985". */
const czDate = (iso: string) => `${iso.slice(8, 10)}. ${iso.slice(5, 7)}. ${iso.slice(0, 4)}`

const ADVISERS = ['Claire Fontaine', 'Julien Marchetti', 'Sandrine Koenig', 'Romain Delmas']
const FIRMS = ['horizon-courtage.fr', 'cap-financement-pro.fr', 'alsace-credit-conseil.fr', 'dauphine-courtage.fr']

export async function cniTchequieCourrielImprime(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const place = typeof params.place === 'string' ? params.place : 'PRAHA'
  const home = typeof params.home === 'string' ? params.home : 'PRAHA 1, NÁRODNÍ 10'
  const office = typeof params.office === 'string' ? params.office : 'ÚMČ PRAHA 1'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 3000))
  const expiry = addMonths(issued, 120)
  const number = `${randomInt(rng, 1, 9)}${randomDigits(rng, 8)}`
  const can = randomDigits(rng, 6)
  const month = Number(person.birthDate.slice(5, 7)) + (female ? 50 : 0)
  const personal = `${person.birthDate.slice(2, 4)}${String(month).padStart(2, '0')}${person.birthDate.slice(8, 10)}/${randomDigits(rng, 4)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'CZE', expiry, givenNames: person.givenNames, nationality: 'CZE', number, sex: female ? 'F' : 'M', surname: person.surname})
  const sent = addDays(facts.asOf, -randomInt(rng, 1, 12))
  const hh = randomInt(rng, 7, 22)
  const mm = randomInt(rng, 0, 57)
  const day = new Date(`${sent}T12:00:00Z`).getUTCDay()
  const sender = `${person.givenNames[0]} ${person.surname.charAt(0)}${person.surname.slice(1).toLocaleLowerCase('cs-CZ')}`
  const mail = `${person.givenNames[0]}.${person.surname}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
  const adviser = ADVISERS[k]
  const photos = [0, 1].map((j) => `IMG_${sent.replaceAll('-', '')}_${String(hh).padStart(2, '0')}${String(mm + j).padStart(2, '0')}${randomDigits(rng, 2)}.jpg`)
  const ink = hex('#1f1f1f')
  const cap = hex('#4b4a63')
  const value = hex('#14142a')

  const {doc, fonts} = await newDocument({author: adviser, creator: 'Microsoft Outlook', date: addDays(sent, randomInt(rng, 0, 3)), producer: 'Microsoft: Print To PDF', title: `RE: Dossier de financement - pièces manquantes`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 54

  // The e-mail as the mail client prints it.
  s.text(adviser, L, 52, {color: ink, font: H.bold, size: 13})
  s.hline(L, s.width - L, 60, {color: ink, width: 2.2})
  const header: [string, string][] = [
    ['De :', `${sender} <${mail}@seznam.cz>`],
    ['Envoyé :', `${WEEKDAYS[day]} ${Number(sent.slice(8, 10))} ${MONTHS[Number(sent.slice(5, 7)) - 1]} ${sent.slice(0, 4)} ${hh}:${String(mm).padStart(2, '0')}`],
    ['À :', `${adviser} <${adviser.split(' ')[0].toLowerCase()[0]}.${adviser.split(' ')[1].toLowerCase()}@${FIRMS[k]}>`],
    ['Objet :', 'RE: Dossier de financement - pièces manquantes'],
    ['Pièces jointes :', photos.join('; ')],
  ]
  let y = 78
  for (const [label, text] of header) {
    s.text(label, L, y, {color: ink, font: H.bold, size: 9})
    s.text(text, L + 86, y, {color: ink, size: 9})
    y += 12.5
  }

  y += 12
  for (const line of [`Bonjour ${adviser.split(' ')[0] === 'Claire' || adviser.split(' ')[0] === 'Sandrine' ? 'Madame' : 'Monsieur'} ${adviser.split(' ')[1]},`, `Voici ma carte d'identité tchèque, recto et verso (je n'ai pas de carte française).`, 'Bien cordialement,', sender]) {
    s.text(line, L, y, {color: ink, size: 9.6})
    y += 14
  }

  // The two photos.
  const k1 = MM * 1.62
  const photo = (top: number, angle: number, draw: (f: Frame) => void) => {
    const pw = s.width - 2 * L
    const ph = 286
    s.box(L, top, pw, ph, {fill: hex('#cdb795')})
    for (let i = 0; i < 22; i++) {
      let d = `M 0 ${(i * 13 + rng() * 6).toFixed(1)}`
      for (let t = 30; t <= pw; t += 30) d += ` L ${t} ${(i * 13 + 3 * Math.sin(t / 70 + i)).toFixed(1)}`
      s.path(d, L, top, {lineWidth: 0.5 + rng(), stroke: hex(rng() < 0.5 ? '#bea682' : '#d8c4a3')})
    }

    const cx = L + (pw - CW * k1) / 2 + (angle > 0 ? -3 : 5)
    const cy = top + (ph - CH * k1) / 2 + (angle > 0 ? 9 : -5)
    new Frame(s, cx + 3, cy + 4, k1, angle).rect(0, 0, CW, CH, {fill: hex('#6f5f48'), opacity: 0.55, radius: 3.2})
    const f = new Frame(s, cx, cy, k1, angle)
    f.rect(0, 0, CW, CH, {fill: hex('#e9e3ee'), lineWidth: 0.2, radius: 3.2, stroke: hex('#a99fb2')})
    for (let i = 0; i < 12; i++) f.path(`M 1.5 ${3 + i * 4.3} C 22 ${1 + i * 4.3} 60 ${6 + i * 4.3} 84 ${3 + i * 4.3}`, 0, 0, {lineWidth: 0.1, stroke: hex('#d3c6dd')})
    draw(f)
    // What lies outside the photo is not in it.
    s.box(0, top - 10, s.width, 10, {fill: hex('#ffffff')})
    s.box(0, top + ph, s.width, 10, {fill: hex('#ffffff')})
    s.box(0, top, L, ph, {fill: hex('#ffffff')})
    s.box(L + pw, top, s.width - L - pw, ph, {fill: hex('#ffffff')})
  }

  const field = (f: Frame, u: number, v: number, caption: string, text: string, size = 2.5, room = 30, font: PDFFont = H.bold) => {
    czech(f, caption, u, v, {color: cap, size: 1.3})
    czech(f, text, u, v + 3.1, {color: value, font, room, size})
  }

  const a1 = (rng() < 0.5 ? -1 : 1) * (1 + rng() * 1.8)
  const top1 = y + 4
  photo(top1, a1, (f) => {
    czech(f, 'ČESKÁ REPUBLIKA', 4, 5.2, {color: hex('#233e8b'), font: H.bold, size: 2.5})
    f.text('CZECH REPUBLIC', 4, 8.3, {color: hex('#233e8b'), size: 1.7})
    czech(f, 'OBČANSKÝ PRŮKAZ', 82, 5.2, {align: 'right', color: hex('#233e8b'), font: H.bold, size: 2.5})
    f.text('IDENTITY CARD', 82, 8.3, {align: 'right', color: hex('#233e8b'), size: 1.7})
    f.rect(3.5, 11, 23, 29, {fill: hex('#b8aec2')})
    f.circle(15, 21, 5.2, {fill: hex('#8a7f96')})
    f.rect(8.2, 29, 13.6, 11, {fill: hex('#8a7f96')})
    field(f, 29.5, 12, 'Příjmení / Surname', surname, 2.8, 52)
    field(f, 29.5, 18.4, 'Jméno / Given names', given, 2.6, 52)
    field(f, 29.5, 24.8, 'Pohlaví / Sex', female ? 'F' : 'M', 2.3, 8)
    field(f, 44, 24.8, 'Státní občanství / Nationality', 'CZE', 2.3, 12)
    field(f, 66, 24.8, 'Datum narození / Date of birth', czDate(person.birthDate), 2.2, 17)
    field(f, 29.5, 31.2, 'Číslo dokladu / Document No.', number, 2.6, 22)
    field(f, 56, 31.2, 'Datum vydání / Date of issue', czDate(issued), 2.2, 15)
    field(f, 72, 37.6, 'Platnost do / Date of expiry', czDate(expiry), 2.2, 12)
    czech(f, 'Podpis držitele / Holder’s signature', 29.5, 37.6, {color: cap, size: 1.2})
    f.path(signaturePath(rng, 40).replace(/-?\d+(\.\d+)?/g, (m) => (Number(m) * 0.4).toFixed(2)), 31, 39.5, {lineWidth: 0.25, stroke: hex('#232a60')})
    f.text(`CAN ${can}`, 82, 50.5, {align: 'right', color: cap, font: fonts.courier.bold, size: 2})
    f.rect(4, 43, 9, 7, {fill: hex('#c9b04a'), radius: 1})
  })

  const a2 = -a1 * (0.5 + rng() * 0.5)
  photo(top1 + 300, a2, (f) => {
    field(f, 4, 5, 'Místo narození / Place of birth', place, 2.4, 34)
    field(f, 48, 5, 'Rodné číslo / Personal No.', personal, 2.4, 30)
    field(f, 4, 11.6, 'Adresa trvalého pobytu / Permanent residence', home, 2.1, 74)
    field(f, 4, 18.2, 'Vydal / Authority', office, 2.1, 44)
    f.rect(0.4, 31.5, CW - 0.8, 22.1, {fill: hex('#f4f1f6'), radius: 2.8})
    const mrzSize = Math.min(3.5, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
    mrz.forEach((line, j) => f.text(line, 4, 37.5 + j * 5.4, {color: value as RGB, font: fonts.courier.regular, size: mrzSize}))
  })

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
    layout: 'cni/tchequie-obcansky-prukaz-courriel-imprime',
    notes: [
      "a Czech identity card sent as two phone photos attached to an e-mail and printed from the adviser's mail client: the mailbox owner's name, the header rows, the holder's message, the two photos inline, each card turned by one to three degrees on a wooden table",
      'Czech / English captions over the values (č, ř, ů drawn as a letter and its mark); the names in capitals; dates "14. 02. 1985"; the number nine digits; TD1 MRZ "IDCZE"',
      "decoys: the card access number (CAN), the personal number (rodné číslo), the place of birth, the last Czech address and the issuing office, the e-mail's date in words, the sender's name in mixed case, the photos' file names",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
