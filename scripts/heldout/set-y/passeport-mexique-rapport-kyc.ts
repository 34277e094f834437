/**
 * HELD-OUT passeport/mexique-rapport-verification-identite: the IDENTITY VERIFICATION REPORT a
 * remote-onboarding provider (a "prestataire de vérification d'identité à distance", four invented
 * ones) produces after a MEXICAN customer living in France filmed his or her passport and a selfie
 * in a bank's or a broker's app, as the bank files it in the dossier in place of a copy: the
 * provider's band (its wordmark, the report's title, the session's identifier and the verification's
 * date and time, the client it works for: decoys), a green "IDENTITÉ VÉRIFIÉE" badge; at the left
 * the PASSPORT's DATA PAGE as captured (about its real size): captions in SPANISH / ENGLISH / FRENCH
 * ("Apellidos / Surname / Nom"), the TWO SURNAMES on one line and the given names in capitals
 * WITHOUT ACCENTS ("HERNANDEZ LOPEZ", "MARIA FERNANDA"), dates SPACED ("14 02 1985"), the passport
 * number a letter and eight digits, the CURP (the 18-character population registry key, which
 * spells the birth date YYMMDD: a decoy identifier), the state of birth, the issuing office, the
 * validity of SIX or TEN years, TD3 MRZ "P<MEX"; at the right the "DONNÉES EXTRAITES" as LABEL :
 * VALUE rows with the same values in the report's own format (dates with slashes "14/02/1985", the
 * country "Mexique (MEX)"); under them the CHECKS with their results (MRZ, security features, face
 * match score, liveness, expiry, sanctions lists), the selfie's thumbnail with its capture time and
 * the device and IP address (decoys), the provider's legal line.
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const MM = 72 / 25.4

interface Provider {
  mark: string
  color: string
  legal: string
  client: string
}

const PROVIDERS: Provider[] = [
  {client: 'FINANCO COURTAGE PRO', color: '#5b2bd6', legal: 'VÉRIDIA SAS - prestataire de vérification d\'identité à distance (PVID) qualifié - RCS Paris 891 204 377', mark: 'véridia'},
  {client: 'Banque Lyonnaise de Commerce - Espace Pro', color: '#0a7c86', legal: 'IDENTIKA SA - service de vérification d\'identité à distance certifié - RCS Nanterre 833 516 042', mark: 'identika'},
  {client: 'CAPITAL ENTREPRENEURS - crédit professionnel', color: '#c2410c', legal: 'KYCLOPS SAS - vérification d\'identité et conformité - RCS Montpellier 902 447 815', mark: 'kyclops'},
  {client: 'Crédit Mutualiste de l\'Armorique - Pro', color: '#1f5fbf', legal: 'PROOFLY SAS - prestataire PVID - RCS Lyon 884 390 561', mark: 'proofly'},
]

const OFFICES = ['EMBAJADA DE MEXICO EN FRANCIA', 'SRE GUADALAJARA', 'SRE CIUDAD DE MEXICO', 'SRE PUEBLA']

/** "14 02 1985". */
const spaced = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

const VOWELS = 'AEIOU'

/** The CURP: initials of the surnames and the given name, the birth date YYMMDD, sex, state, inner consonants, two characters. */
function curpOf(surnames: string[], given: string, birthDate: string, female: boolean, state: string, rng: () => number): string {
  const [first, second = 'X'] = surnames
  const innerVowel = [...first.slice(1)].find((c) => VOWELS.includes(c)) ?? 'X'
  const innerConsonant = (w: string) => [...w.slice(1)].find((c) => /[A-Z]/.test(c) && !VOWELS.includes(c)) ?? 'X'
  return `${first[0]}${innerVowel}${second[0]}${given[0]}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${female ? 'M' : 'H'}${state}${innerConsonant(first)}${innerConsonant(second)}${innerConsonant(given)}${birthDate < '2000' ? randomDigits(rng, 1) : 'A'}${randomDigits(rng, 1)}`
}

export async function passeportMexiqueRapportKyc(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const k = typeof params.provider === 'number' ? params.provider % PROVIDERS.length : 0
  const pv = PROVIDERS[k]
  const place = typeof params.place === 'string' ? params.place : 'JALISCO'
  const state = typeof params.state === 'string' ? params.state : 'JC'
  const years = k % 2 === 0 ? 10 : 6
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 365 * (years - 1)))
  const expiry = addMonths(issued, 12 * years)
  const number = `${['G', 'N', 'G', 'N'][k]}${randomDigits(rng, 8)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const curp = curpOf(surname.split(' '), given, person.birthDate, female, state, rng)
  const mrz = td3({birthDate: person.birthDate, country: 'MEX', expiry, givenNames: person.givenNames, nationality: 'MEX', number, sex: female ? 'F' : 'M', surname: person.surname})
  const checked = addDays(facts.asOf, -randomInt(rng, 2, 25))
  const time = `${String(randomInt(rng, 8, 21)).padStart(2, '0')}:${String(randomInt(rng, 10, 58)).padStart(2, '0')}`
  const seconds = String(randomInt(rng, 10, 59))
  const session = `${pv.mark.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 3).toUpperCase()}-${randomDigits(rng, 4)}-${randomDigits(rng, 4)}-${randomDigits(rng, 4)}`
  const score = randomInt(rng, 91, 99)
  const color = hex(pv.color)
  const ink = hex('#1c1d22')
  const soft = hex('#646873')
  const rule = hex('#d6d8de')
  const green = hex('#15803d')

  const {doc, fonts} = await newDocument({author: pv.mark, creator: `${pv.mark} console`, date: checked, producer: 'Chromium PDF', title: `Rapport de vérification ${session}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 36
  const R = 559

  // The provider's band.
  s.box(0, 0, s.width, 74, {fill: hex('#f6f6f9')})
  s.box(L, 24, 26, 26, {fill: color, radius: 7})
  s.text(pv.mark[0].toUpperCase(), L + 13, 42, {align: 'center', color: WHITE, font: H.bold, size: 14})
  s.text(pv.mark, L + 34, 43, {color, font: H.bold, size: 18})
  s.text("Rapport de vérification d'identité", R, 32, {align: 'right', color: ink, font: H.bold, size: 12})
  s.text(`Session ${session}`, R, 45, {align: 'right', color: soft, size: 8})
  s.text(`Vérification effectuée le ${slashDate(checked)} à ${time}:${seconds} (heure de Paris)`, R, 56, {align: 'right', color: soft, size: 8})
  s.text(`Pour le compte de : ${pv.client}`, R, 67, {align: 'right', color: soft, size: 8})

  s.box(L, 88, 170, 24, {fill: hex('#dcfce7'), radius: 12})
  s.circle(L + 14, 100, 7, {fill: green})
  s.path('M -3 0 L -1 2.5 L 3.5 -2.5', L + 14, 100, {lineWidth: 1.4, stroke: WHITE})
  s.text('IDENTITÉ VÉRIFIÉE', L + 28, 104, {color: green, font: H.bold, size: 10.5})
  s.text(`Niveau de vérification : substantiel - Document : passeport - Pays : Mexique`, L + 184, 104, {color: soft, size: 8})

  // The document as captured.
  s.text('DOCUMENT PRÉSENTÉ (page de données)', L, 132, {color, font: H.bold, size: 8.6})
  const PW = 125 * MM
  const PH = 88 * MM
  const x0 = L
  const y0 = 140
  const px = (v: number) => x0 + v * MM
  const py = (v: number) => y0 + v * MM
  const pink = hex('#f5ecef')
  const cap = hex('#5b4d57')
  s.box(x0, y0, PW, PH, {fill: pink, lineWidth: 0.5, radius: 6, stroke: hex('#b9adb3')})
  for (let i = 0; i < 18; i++) {
    let d = `M 0 ${(PH * (i + 0.5)) / 18}`
    for (let t = 8; t <= PW; t += 8) d += ` L ${t} ${((PH * (i + 0.5)) / 18 + 1.6 * Math.sin(t / 19 + i)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.25, stroke: hex('#e3d2d9')})
  }

  s.text('ESTADOS UNIDOS MEXICANOS', px(62), py(5), {align: 'center', color: ink, font: H.bold, size: 2.7 * MM})
  s.text('UNITED MEXICAN STATES / ÉTATS-UNIS DU MEXIQUE', px(62), py(8.3), {align: 'center', color: cap, size: 1.6 * MM})
  s.text('PASAPORTE / PASSPORT / PASSEPORT', px(62), py(11.5), {align: 'center', color: hex('#0f5c3a'), font: H.bold, size: 1.9 * MM})
  s.box(px(4), py(15), 31 * MM, 40 * MM, {fill: hex('#c7bfc3')})
  s.circle(px(19.5), py(28), 7.4 * MM, {fill: hex('#8f8489')})
  s.box(px(9), py(39), 21 * MM, 16 * MM, {fill: hex('#8f8489')})
  s.path(signaturePath(rng, 26 * MM), px(5), py(58), {lineWidth: 0.7, stroke: hex('#23285c')})

  const field = (xm: number, ym: number, caption: string, value: string, room: number, valueMm = 2.5) => {
    s.text(caption, px(xm), py(ym), {color: cap, size: Math.min(1.4 * MM, (room * MM) / H.regular.widthOfTextAtSize(caption, 1))})
    s.text(value, px(xm), py(ym + 3.4), {color: ink, font: H.bold, size: Math.min(valueMm * MM, (room * MM) / H.bold.widthOfTextAtSize(value, 1))})
  }

  field(39, 15.5, 'Tipo / Type / Type', 'P', 16)
  field(57, 15.5, 'Clave del país / Country code / Code du pays', 'MEX', 30)
  field(92, 15.5, 'Pasaporte No. / Passport No. / N° du passeport', number, 30, 2.8)
  field(39, 22.5, 'Apellidos / Surname / Nom', surname, 82)
  field(39, 29.5, 'Nombres / Given names / Prénoms', given, 82)
  field(39, 36.5, 'Nacionalidad / Nationality / Nationalité', 'MEXICANA', 34)
  field(77, 36.5, 'Fecha de nacimiento / Date of birth / Date de naissance', spaced(person.birthDate), 44)
  field(39, 43.5, 'CURP', curp, 34, 2.2)
  field(77, 43.5, 'Sexo / Sex / Sexe', female ? 'F' : 'M', 14)
  field(93, 43.5, 'Lugar de nacimiento / Place of birth', place, 28, 2.2)
  field(39, 50.5, 'Fecha de expedición / Date of issue / Date de délivrance', spaced(issued), 38)
  field(79, 50.5, 'Fecha de caducidad / Date of expiry / Date d\'expiration', spaced(expiry), 42)
  field(39, 57.5, 'Autoridad / Authority / Autorité', OFFICES[k], 60, 2.2)
  s.box(x0 + 1, py(66), PW - 2, 21 * MM, {fill: hex('#fbf7f8')})
  const mrzSize = Math.min(3.6 * MM, (117 * MM) / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, i) => s.text(line, px(4), py(73 + i * 6), {color: ink, font: fonts.courier.regular, size: mrzSize}))

  // The extracted data at the right.
  const DX = x0 + PW + 16
  s.text('DONNÉES EXTRAITES', DX, 132, {color, font: H.bold, size: 8.6})
  const rows: [string, string][] = [
    ['Type de document', 'Passeport'],
    ['Pays émetteur', 'Mexique (MEX)'],
    ['Nom', surname],
    ['Prénom(s)', given],
    ['Date de naissance', slashDate(person.birthDate)],
    ['Sexe', female ? 'F' : 'M'],
    ['Nationalité', 'Mexicaine'],
    ['N° du document', number],
    ['Date de délivrance', slashDate(issued)],
    ["Date d'expiration", slashDate(expiry)],
  ]
  let y = 148
  for (const [label, value] of rows) {
    s.text(label, DX, y, {color: soft, size: 7.6})
    const size = Math.min(8.4, (R - DX - 74) / H.bold.widthOfTextAtSize(value, 1))
    s.text(value, DX + 74, y, {color: ink, font: H.bold, size})
    s.hline(DX, R, y + 5, {color: rule, width: 0.4})
    y += 17.5
  }

  // The checks.
  y = Math.max(y, py(PH / MM)) + 30
  s.text('CONTRÔLES EFFECTUÉS', L, y, {color, font: H.bold, size: 8.6})
  const checks: [string, string][] = [
    ['Cohérence de la bande MRZ (chiffres de contrôle)', 'Conforme'],
    ['Éléments de sécurité du document (hologramme, fond d\'impression)', 'Conforme'],
    ['Cohérence des données lues et de la MRZ', 'Conforme'],
    ['Document en cours de validité', 'Conforme'],
    ['Correspondance du visage (selfie / photo du document)', `${score} %`],
    ['Détection du vivant (liveness)', 'Conforme'],
    ['Listes de sanctions et de gel des avoirs', 'Aucune correspondance'],
  ]
  y += 8
  const checksW = 350
  s.table({
    columns: [{width: checksW - 110}, {align: 'right', width: 110}],
    font: H.regular,
    frame: true,
    header: [['Contrôle', 'Résultat']],
    headerFill: hex('#f1f1f5'),
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 16,
    rowRules: true,
    rows: checks.map(([label, result]) => [label, {color: green, font: H.bold, text: result}]),
    ruleColor: rule,
    size: 7.6,
    x: L,
    y,
  })

  // The selfie and the session.
  const SX = L + checksW + 18
  s.text('SELFIE', SX, y - 8, {color, font: H.bold, size: 8.6})
  s.box(SX, y, 64, 80, {fill: hex('#d9d4d6'), radius: 4})
  s.circle(SX + 32, y + 30, 15, {fill: hex('#a39a9e')})
  s.box(SX + 14, y + 50, 36, 30, {fill: hex('#a39a9e')})
  const captured = `${time}:${String(Math.max(0, Number(seconds) - randomInt(rng, 5, 9))).padStart(2, '0')}`
  s.lines([`Capturé le ${slashDate(checked)}`, `à ${captured}`, '', 'Appareil :', k % 2 ? 'Android 15 - Pixel 8' : 'iOS 18.2 - iPhone 14', '', 'Adresse IP :', `${randomInt(rng, 77, 93)}.${randomInt(rng, 10, 250)}.${randomInt(rng, 10, 250)}.${randomInt(rng, 2, 250)}`], SX + 72, y + 8, {color: soft, leading: 9.6, size: 7.2})

  y += 16 * 8 + 28
  s.paragraph(
    "Ce rapport atteste des contrôles réalisés lors de la session de vérification d'identité à distance indiquée ci-dessus. Il ne se substitue pas au document original. Les images du document et du selfie sont conservées chiffrées pendant la durée légale puis supprimées. Toute modification de ce rapport le rend invalide.",
    L,
    y,
    R - L,
    {color: soft, leading: 10, size: 7.4},
  )
  s.hline(L, R, 800, {color: rule})
  s.text(pv.legal, L, 812, {color: soft, size: 6.8})
  s.text('page 1/1', R, 812, {align: 'right', color: soft, size: 6.8})

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
    layout: 'passeport/mexique-rapport-verification-identite',
    notes: [
      "a remote identity verification provider's report on a Mexican passport: the data page as captured at the left, the extracted data as label : value rows at the right",
      'the data page with Spanish / English / French captions, two surnames and given names in capitals without accents, dates spaced ("14 02 1985"); the report\'s rows with the same dates with slashes; six or ten years of validity; TD3 MRZ "P<MEX"',
      "decoys: the CURP (it spells the birth date), the session's identifier, the verification and capture dates and times, the client, the device and IP address, the face match score",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
