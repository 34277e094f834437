/**
 * HELD-OUT passeport/irlande: a colour photocopy of the data page of an IRISH passport (2013
 * design), copied alone at about 140 % in the upper half of an A4 page, the page's pale green
 * print with its shamrock pattern, and under it the BANK's "copie conforme" stamp (violet ink,
 * slanted: the bank and branch, "Vu l'original le 12/03/2026": a decoy date, the adviser's
 * initials). The data page: "ÉIRE  IRELAND  IRLANDE" and "PAS / PASSPORT / PASSEPORT" at the top,
 * the photo at the left, TRILINGUAL labels (Irish / English / French, one line, small) with the
 * value under each: "Cineál/Type/Type" ("P"), "Cód/Code/Code" ("IRL"), "Uimh. pas/Passport
 * No./N° du passeport" (two letters and seven digits), "Sloinne/Surname/Nom" (apostrophes,
 * Irish-language surnames with accents: "O'SULLIVAN", "NÍ DHONNCHADHA", "MAC CARTHAIGH"; the
 * married woman under her married name), "Réamhainm/Forenames/Prénoms" ("SEÁN PATRICK"),
 * "Náisiúntacht/Nationality/Nationalité" ("ÉIREANNACH/IRISH"), "Dáta breithe/Date of birth/Date de
 * naissance", "Gnéas/Sex/Sexe", "Áit bhreithe/Place of birth/Lieu de naissance" ("CORCAIGH/CORK"),
 * "Dáta eisiúna/Date of issue/Date de délivrance", "Údarás/Authority/Autorité" ("DFA"), "Dáta
 * éaga/Date of expiry/Date d'expiration", the holder's signature; dates with BILINGUAL month
 * abbreviations "14 FEABH/FEB 1985"; ten years of validity to the day; the TD3 MRZ "P<IRL" (accents
 * and apostrophes dropped).
 */
import {td3} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.4
const PAGE_W = 125 * MM * SCALE
const PAGE_H = 88 * MM * SCALE

const MONTHS = ['EAN/JAN', 'FEABH/FEB', 'MÁRTA/MAR', 'AIB/APR', 'BEAL/MAY', 'MEITH/JUN', 'IÚIL/JUL', 'LÚN/AUG', 'MFÓMH/SEP', 'DFÓMH/OCT', 'SAMH/NOV', 'NOLL/DEC']

/** "14 FEABH/FEB 1985". */
const irishDate = (iso: string) => `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export async function passeportIrlande(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const place = typeof params.place === 'string' ? params.place : 'BAILE ÁTHA CLIATH/DUBLIN'
  const female = person.civility === 'Mme'
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 3100))
  const expiry = addMonths(issued, 120)
  const number = `${pick(rng, ['PA', 'PD', 'PX', 'LF', 'LH'])}${randomDigits(rng, 7)}`
  const surnameRaw = person.usageName ?? person.surname
  const surname = upper(surnameRaw)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td3({birthDate: person.birthDate, country: 'IRL', expiry, givenNames: person.givenNames, nationality: 'IRL', number, sex: female ? 'F' : 'M', surname: surnameRaw})
  const seen = addDays(facts.asOf, -randomInt(rng, 1, 21))
  const bank = facts.account.bankName
  const branch = facts.account.branch

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH IM C2000', date: seen, producer: 'RICOH IM C2000', title: `copie passeport ${randomDigits(rng, 3)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - PAGE_W) / 2
  const y0 = 64
  const size = (mm: number) => mm * MM * SCALE
  const px = (mm: number) => x0 + size(mm)
  const py = (mm: number) => y0 + size(mm)
  const ink = hex('#15241c')
  const lab = hex('#3f6b52')

  // The page: pale green, waves and shamrocks.
  s.box(x0 - 1.5, y0 - 1.5, PAGE_W + 3, PAGE_H + 3, {fill: hex('#b9c2bb')})
  s.box(x0, y0, PAGE_W, PAGE_H, {fill: hex('#e8f1e6')})
  for (let k = 0; k < 24; k++) {
    const base = (PAGE_H * (k + 0.5)) / 24
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 5; t <= PAGE_W; t += 5) d += ` L ${t} ${(base + 2.2 * Math.sin(t / 16 + k * 1.1)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.22, stroke: hex('#cfe0cb')})
  }

  const shamrock = (cx: number, cy: number, r: number) => {
    for (const [dx, dy] of [
      [0, -r],
      [-r * 0.9, r * 0.45],
      [r * 0.9, r * 0.45],
    ])
      s.circle(cx + dx, cy + dy, r * 0.8, {fill: hex('#d6e7d2')})
  }

  for (let k = 0; k < 4; k++) shamrock(px(76 + k * 12), py(62 + (k % 2) * 4), size(2.2))
  s.circle(px(108), py(22), size(7), {fill: hex('#dbe8d6')})

  s.text('ÉIRE', px(4), py(6.5), {color: lab, font: H.bold, size: size(2.6)})
  s.text('IRELAND', px(16), py(6.5), {color: lab, font: H.bold, size: size(2.6)})
  s.text('IRLANDE', px(34), py(6.5), {color: lab, font: H.bold, size: size(2.6)})
  s.text('PAS / PASSPORT / PASSEPORT', px(121), py(6.5), {align: 'right', color: lab, font: H.bold, size: size(2.2)})

  // Photo and signature.
  s.box(px(4), py(11), size(32), size(41), {fill: hex('#c7d0c8')})
  s.circle(px(20), py(25), size(8.2), {fill: hex('#9fa9a1')})
  s.box(px(9.5), py(37), size(21), size(15), {fill: hex('#9fa9a1')})
  s.path(signaturePath(rng, size(30)), px(5), py(56), {lineWidth: 0.8, stroke: hex('#1b2a66')})
  s.text("Síniú an tsealbhóra/Holder's signature/Signature du titulaire", px(4), py(64), {color: lab, size: size(1.1)})

  const field = (xm: number, ym: number, caption: string, value: string, valueMm = 2.6) => {
    s.text(caption, px(xm), py(ym), {color: lab, size: size(1.25)})
    s.text(value, px(xm), py(ym + 3.4), {color: ink, font: H.bold, size: size(valueMm)})
  }

  field(40, 11, 'Cineál/Type/Type', 'P')
  field(58, 11, 'Cód/Code/Code', 'IRL')
  field(83, 11, 'Uimh. pas/Passport No./N° du passeport', number, 2.9)
  field(40, 18, 'Sloinne/Surname/Nom', surname, 2.9)
  field(40, 25, 'Réamhainm/Forenames/Prénoms', given, 2.9)
  field(40, 32, 'Náisiúntacht/Nationality/Nationalité', 'ÉIREANNACH/IRISH', 2.4)
  field(40, 39, 'Dáta breithe/Date of birth/Date de naissance', irishDate(person.birthDate))
  field(96, 39, 'Gnéas/Sex/Sexe', female ? 'F' : 'M')
  field(40, 46, 'Áit bhreithe/Place of birth/Lieu de naissance', place, 2.4)
  field(40, 53, 'Dáta eisiúna/Date of issue/Date de délivrance', irishDate(issued))
  field(96, 53, 'Údarás/Authority/Autorité', 'DFA')
  field(40, 60, "Dáta éaga/Date of expiry/Date d'expiration", irishDate(expiry))

  // MRZ.
  s.box(x0, py(69), PAGE_W, size(19), {fill: hex('#f3f7f1')})
  mrz.forEach((line, k) => s.text(line, px(4.5), py(76.5 + k * 6.4), {color: ink, font: fonts.courier.regular, size: size(4.1)}))

  // The bank's stamp, slanted, violet.
  const violet = hex('#5b3f9e')
  const sx = 150
  const sy = y0 + PAGE_H + 120
  const tilt = 6
  const rad = (tilt * Math.PI) / 180
  // The stamp turns about its bottom-left corner: a point `dx` right of it and `up` above it, on the page.
  const pivot = {x: sx, y: sy + 84}
  const at = (dx: number, up: number): [number, number] => [pivot.x + dx * Math.cos(rad) - up * Math.sin(rad), pivot.y - (dx * Math.sin(rad) + up * Math.cos(rad))]
  const stampLine = (text: string, up: number, sizePt: number, bold = false) => {
    const [x, y] = at(10, up)
    s.text(text, x, y, {color: violet, font: bold ? H.bold : H.regular, opacity: 0.85, rotate: tilt, size: sizePt})
  }

  s.box(sx, sy, 250, 84, {lineWidth: 1.6, opacity: 0.85, rotate: tilt, stroke: violet})
  stampLine("COPIE CONFORME À L'ORIGINAL", 66, 11, true)
  stampLine(upper(bank), 52, 8.5, true)
  stampLine(branch.length > 46 ? branch.slice(0, 46) : branch, 40, 8)
  stampLine(`Vu l'original le ${slashDate(seen)}`, 24, 9)
  stampLine('Visa du conseiller :', 10, 8)
  const [vx, vy] = at(120, 18)
  s.path(signaturePath(rng, 60), vx, vy, {lineWidth: 0.9, stroke: violet})

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
    layout: 'passeport/irlande',
    notes: [
      'Irish passport data page photocopied alone at about 140 % on the upper half of an A4 page',
      'Irish / English / French labels on one line, values under them; Irish-language surnames with accents, apostrophes; married name for the married woman',
      'dates with bilingual month abbreviations "14 FEABH/FEB 1985"; nationality "ÉIREANNACH/IRISH"; place of birth "CORCAIGH/CORK"',
      "the bank's slanted violet \"copie conforme\" stamp with its own date (a decoy) under the page; MRZ TD3 \"P<IRL\"",
    ],
    pdf: await saveDocument(doc),
    type: 'passeport',
  }
}
