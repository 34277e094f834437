/**
 * HELD-OUT passeport/suisse-pass-10: the data page of a SWISS passport (the 2022 model, "Pass 10")
 * of a Swiss citizen living on the French side of the border, photocopied at about 140 % BELOW the
 * facing inner page, as a branch files it for an account opening, with the adviser's rectangular
 * CERTIFICATION STAMP across the facing page. The data page: the Confederation's name in the four
 * national languages over "PASS PASSEPORT PASSAPORTO PASSAPORT PASSPORT"; every caption in GERMAN,
 * FRENCH, ITALIAN AND ENGLISH separated by slashes in small type ("Name / Nom / Cognome /
 * Surname"), the values under them: the surname and the given names in capitals with German or
 * Italian letters ("MÜLLER", "LUKAS ANDREAS"), DOTTED DATES ("14.02.1985"), the passport number a
 * letter and seven digits; NO PLACE OF BIRTH but the PLACE OF ORIGIN ("Heimatort / Lieu d'origine":
 * a Swiss commune with its canton, "WÄDENSWIL ZH": a decoy place) and the HEIGHT; the authority
 * beside the date of issue ("Ambassade de Suisse à Paris", "Passbüro Bern"); the signature; TD3 MRZ
 * "P<CHE" (umlauts spelled out: MUELLER). The facing page: the Swiss cross, the citizenship
 * sentence in the four languages, the EMERGENCY CONTACT written by hand ("Personne à prévenir":
 * a decoy person with a phone number), the passport number laser-perforated down the edge (printed
 * vertically). The stamp: the bank's branch, "COPIE CERTIFIÉE CONFORME À L'ORIGINAL PRÉSENTÉ", the
 * date it was seen and the adviser (decoys).
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4

/** "14.02.1985". */
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

const AUTHORITIES = ['Ambassade de Suisse à Paris', 'Passbüro Bern', 'Consulat général de Suisse à Lyon', 'Passbüro Basel-Stadt']
const BRANCHES = ['AGENCE ANNEMASSE GARE', 'AGENCE SAINT-LOUIS CENTRE', 'AGENCE FERNEY-VOLTAIRE', 'AGENCE PONTARLIER']
const ADVISERS = ['M. Romain TESSIER', 'Mme Élise MARCHAND', 'M. Karim BELHADJ', 'Mme Laure VUILLEMIN']
const CONTACTS = ['Daniel MÜLLER', 'Marco BERNASCONI', 'Sylvie FAVRE', 'Thomas ZIMMERMANN']

export async function passeportSuisse(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const k = typeof params.holder === 'number' ? params.holder % 4 : 0
  const origin = typeof params.origin === 'string' ? params.origin : 'BERN BE'
  const issued = addDays(facts.asOf, -randomInt(rng, 90, 3000))
  const expiry = addDays(addMonths(issued, 120), -1)
  const number = `${['X', 'S', 'X', 'S'][k]}${randomDigits(rng, 7)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const height = `${female ? randomInt(rng, 158, 176) : randomInt(rng, 168, 192)} cm`
  const authority = AUTHORITIES[k]
  const seen = addDays(facts.asOf, -randomInt(rng, 0, 20))
  const mrz = td3({birthDate: person.birthDate, country: 'CHE', expiry, givenNames: person.givenNames, nationality: 'CHE', number, sex: female ? 'F' : 'M', surname: person.surname})
  const ink = hex('#1d1f24')
  const cap = hex('#5a4b52')
  const red = hex('#d52b1e')

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH MP C3004', date: seen, producer: 'RICOH Scan to PDF', title: `scan_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const mm = (v: number) => v * MM * SCALE
  const PW = mm(125)
  const PH = mm(88)
  const x0 = (s.width - PW) / 2
  const top = 52
  const low = top + PH + 8

  // The facing page (above): the cross, the citizenship sentence, the emergency contact.
  s.box(x0, top, PW, PH, {fill: hex('#f4eef0'), lineWidth: 0.6, stroke: hex('#9a8f94')})
  for (let i = 0; i < 14; i++) s.hline(x0 + 6, x0 + PW - 6, top + (PH * (i + 0.5)) / 14, {color: hex('#ebe1e5'), width: 0.4})
  s.box(x0 + mm(8), top + mm(8), mm(14), mm(14), {fill: red})
  s.box(x0 + mm(13.2), top + mm(10.5), mm(3.6), mm(9), {fill: WHITE})
  s.box(x0 + mm(10.5), top + mm(13.2), mm(9), mm(3.6), {fill: WHITE})
  const citizen = [
    'Der Inhaber / die Inhaberin dieses Passes ist Schweizer Bürger / Schweizer Bürgerin.',
    'Le / la titulaire de ce passeport est citoyen suisse / citoyenne suisse.',
    'Il / la titolare di questo passaporto è cittadino svizzero / cittadina svizzera.',
    'The holder of this passport is a Swiss citizen.',
  ]
  s.lines(citizen, x0 + mm(26), top + mm(11), {color: cap, leading: mm(3.6), size: Math.min(mm(2), (PW - mm(30)) / H.regular.widthOfTextAtSize(citizen[2], 1))})
  s.text('In Notfällen zu benachrichtigen / Personne à prévenir en cas d\'urgence / Persona da avvisare / Emergency contact', x0 + mm(8), top + mm(34), {color: cap, size: Math.min(mm(1.5), (PW - mm(16)) / H.regular.widthOfTextAtSize('In Notfällen zu benachrichtigen / Personne à prévenir en cas d\'urgence / Persona da avvisare / Emergency contact', 1))})
  for (let i = 0; i < 3; i++) s.hline(x0 + mm(8), x0 + PW - mm(8), top + mm(42 + i * 7), {color: hex('#b9aab1'), dash: [1, 1.5], width: 0.5})
  const hand = hex('#233a8a')
  s.text(`${CONTACTS[k]} (${female ? 'frère' : 'père'})`, x0 + mm(10), top + mm(41), {color: hand, font: fonts.times.italic, size: mm(3.4)})
  s.text(`+41 ${randomInt(rng, 21, 79)} ${randomDigits(rng, 3)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, x0 + mm(10), top + mm(48), {color: hand, font: fonts.times.italic, size: mm(3.4)})
  // The laser-perforated number down the right edge.
  s.text(number, x0 + PW - mm(4), top + PH - mm(8), {color: hex('#c9bcc2'), font: fonts.courier.bold, rotate: 90, size: mm(3.2)})

  // The adviser's stamp across the facing page.
  const angle = 4
  const t = (angle * Math.PI) / 180
  const ox = x0 + mm(36)
  const oy = top + mm(60)
  const P = (dx: number, dy: number): [number, number] => [ox + dx * Math.cos(t) + dy * Math.sin(t), oy - dx * Math.sin(t) + dy * Math.cos(t)]
  const sw = mm(80)
  const sh = mm(22)
  const blue = hex('#2b4aa8')
  const corners = [P(0, 0), P(sw, 0), P(sw, sh), P(0, sh)]
  s.path(`M ${corners.map(([x, y]) => `${(x - ox).toFixed(2)} ${(y - oy).toFixed(2)}`).join(' L ')} Z`, ox, oy, {lineWidth: 1.4, stroke: blue})
  const stampLines: [string, number, boolean][] = [
    [`BANQUE LYONNAISE DE COMMERCE - ${BRANCHES[k]}`, mm(2.2), true],
    ["COPIE CERTIFIÉE CONFORME À L'ORIGINAL PRÉSENTÉ", mm(2.6), true],
    [`Vu le ${slashDate(seen)} - ${ADVISERS[k]}`, mm(2.3), false],
  ]
  stampLines.forEach(([line, size, bold], i) => {
    const font = bold ? H.bold : H.regular
    const w = font.widthOfTextAtSize(line, size)
    const [x, y] = P((sw - w) / 2, mm(6 + i * 6))
    s.text(line, x, y, {color: blue, font, opacity: 0.85, rotate: angle, size})
  })

  // The data page.
  s.box(x0, low, PW, PH, {fill: hex('#f7f1f3'), lineWidth: 0.6, stroke: hex('#9a8f94')})
  for (let i = 0; i < 22; i++) s.hline(x0 + 4, x0 + PW - 4, low + (PH * (i + 0.5)) / 22, {color: hex('#efe4e8'), width: 0.35})
  const head = 'SCHWEIZERISCHE EIDGENOSSENSCHAFT   CONFÉDÉRATION SUISSE   CONFEDERAZIONE SVIZZERA   CONFEDERAZIUN SVIZRA'
  s.text(head, x0 + PW / 2, low + mm(4.2), {align: 'center', color: red, font: H.bold, size: Math.min(mm(1.9), (PW - mm(8)) / H.bold.widthOfTextAtSize(head, 1))})
  s.text('PASS   PASSEPORT   PASSAPORTO   PASSAPORT   PASSPORT', x0 + PW / 2, low + mm(8.4), {align: 'center', color: cap, font: H.bold, size: mm(2.1)})

  // Photo, ghost image, signature.
  s.box(x0 + mm(4), low + mm(14), mm(31), mm(40), {fill: hex('#cfc6ca')})
  s.circle(x0 + mm(19.5), low + mm(27), mm(7), {fill: hex('#9d9298')})
  s.box(x0 + mm(10), low + mm(38), mm(19), mm(16), {fill: hex('#9d9298')})
  s.box(x0 + PW - mm(16), low + mm(60), mm(11), mm(14), {fill: hex('#e9dfe3')})
  s.text('Unterschrift / Signature / Firma', x0 + mm(4), low + mm(58), {color: cap, size: mm(1.3)})
  s.path(signaturePath(rng, mm(28)), x0 + mm(5), low + mm(60), {lineWidth: 0.8, stroke: hex('#1f2a5a')})

  const field = (xm: number, ym: number, caption: string, value: string, room: number, valueMm = 2.7) => {
    const capSize = Math.min(mm(1.35), mm(room) / H.regular.widthOfTextAtSize(caption, 1))
    s.text(caption, x0 + mm(xm), low + mm(ym), {color: cap, size: capSize})
    const valueSize = Math.min(mm(valueMm), mm(room) / H.bold.widthOfTextAtSize(value, 1))
    s.text(value, x0 + mm(xm), low + mm(ym + 3.6), {color: ink, font: H.bold, size: valueSize})
  }

  field(39, 14, 'Typ / Type / Tipo', 'P', 14)
  field(55, 14, 'Code / Code / Codice', 'CHE', 20)
  field(80, 14, 'Pass-Nr. / Passeport n° / Passaporto n. / Passport No.', number, 42, 3)
  field(39, 21.5, 'Name / Nom / Cognome / Surname', surname, 82)
  field(39, 29, 'Vorname(n) / Prénom(s) / Nome(i) / Given name(s)', given, 82)
  field(39, 36.5, 'Staatsangehörigkeit / Nationalité / Cittadinanza / Nationality', 'SCHWEIZ SUISSE SVIZZERA SVIZRA', 82, 2.3)
  field(39, 44, 'Geburtsdatum / Date de naissance / Data di nascita / Date of birth', dotted(person.birthDate), 47)
  field(90, 44, 'Geschlecht / Sexe / Sesso / Sex', female ? 'F' : 'M', 31)
  field(39, 51.5, "Heimatort / Lieu d'origine / Luogo d'attinenza / Place of origin", origin, 47, 2.5)
  field(90, 51.5, 'Grösse / Taille / Statura / Height', height, 31)
  field(39, 59, "Ausstellungsdatum / Date d'émission / Data del rilascio / Date of issue", dotted(issued), 47)
  field(39, 66.5, "Gültig bis / Date d'expiration / Valido fino al / Date of expiry", dotted(expiry), 47)
  field(90, 59, 'Behörde / Autorité / Autorità / Authority', authority, 31, 2.3)

  const mrzSize = Math.min(mm(3.6), mm(114) / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => s.text(line, x0 + mm(5.5), low + mm(78.5 + i * 5.2), {color: ink, font: fonts.courier.regular, size: mrzSize}))

  s.text(`${randomLetters(rng, 2)}${randomDigits(rng, 5)} - copie 1/1`, s.width - 40, 818, {align: 'right', color: hex('#9a9a9a'), size: 7})

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
    layout: 'passeport/suisse-pass-10',
    notes: [
      "a Swiss passport's data page (2022 model) copied at about 140 % below the facing inner page, with a bank adviser's rectangular certification stamp across the facing page",
      'captions in German / French / Italian / English separated by slashes, values under them; dotted dates ("14.02.1985"); no place of birth but the place of origin ("Heimatort / Lieu d\'origine") and the height; TD3 MRZ "P<CHE" with umlauts spelled out',
      "decoys: the place of origin, the height, the authority, the emergency contact written by hand with a Swiss phone number, the stamp's date and adviser; the number also perforated down the facing page's edge",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
