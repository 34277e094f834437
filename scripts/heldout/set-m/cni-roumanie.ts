/**
 * HELD-OUT cni/roumanie-carte-identite: a colour scan of a ROMANIAN identity card ("carte de
 * identitate", the 2009 model that Romanians living in France carry until it expires), the recto
 * only (everything is on it; the verso is blank but for its security print), enlarged to about
 * 175 % at the top of an A4 page, with the multifunction printer's header line above it ("Scan -
 * 12/03/2026 10:42 - MFP-ACCUEIL": a decoy date) and the bank's intake note under it. The card:
 * "ROMANIA / ROUMANIE / ROMANIA" and "CARTE DE IDENTITATE / CARTE D'IDENTITE / IDENTITY CARD" at
 * the top, "SERIA CJ NR 123456" (series and number apart) top right, "CNP 2850214123456" (the
 * personal numeric code: sex digit, birth date YYMMDD, county, serial, check digit: a decoy
 * carrying the birth date) under the title; the photo at the left; TRILINGUAL labels ON ONE LINE
 * ("Nume/Nom/Last name", "Prenume/Prenom/First name", "Cetatenie/Nationalite/Nationality",
 * "Sex/Sexe/Sex", "Loc nastere/Lieu de naissance/Place of birth", "Domiciliu/Adresse/Address",
 * "Emisa de/Delivree par/Issued by", "Valabilitate/Validite/Validity") with the value under each;
 * hyphenated given names ("IOANA-MARIA"); the married woman under her married name; the Romanian
 * home address (the card's domicile) in the card's abbreviations ("Mun.Iasi Str.Lapusneanu nr.14");
 * NO printed birth date (only the CNP and the MRZ carry it); the validity as ONE range "14.02.19-
 * 14.02.2029" (the issue date with a TWO-DIGIT year, the expiry with four, ending on the holder's
 * birthday); the two-line MRZ of 36 characters (TD2) "IDROU", whose document number is the series
 * and the number joined ("CJ123456").
 */
import {checkDigit, mrzName} from '../../../server/src/corpus/mrz.js'
import {mrzDate} from '../../../server/src/corpus/format.js'
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.75
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** County codes of the CNP (the two digits after the birth date). */
const COUNTY: Record<string, string> = {BV: '08', CJ: '12', IS: '22', TM: '35'}

const fill = (text: string, length: number) => (text.length >= length ? text.slice(0, length) : text + '<'.repeat(length - text.length))

/** The TD2 machine-readable zone of the 2009 card: two lines of 36. */
function td2(m: {number: string; surname: string; givenNames: string[]; birthDate: string; sex: 'F' | 'M'; expiry: string; optional: string}): [string, string] {
  const line1 = fill(`IDROU${mrzName(m.surname)}<<${m.givenNames.map(mrzName).join('<')}`, 36)
  const number = fill(m.number, 9)
  const birth = mrzDate(m.birthDate)
  const expiry = mrzDate(m.expiry)
  const optional = fill(m.optional, 7)
  const composite = `${number}${checkDigit(number)}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${optional}`
  const line2 = `${number}${checkDigit(number)}ROU${birth}${checkDigit(birth)}${m.sex}${expiry}${checkDigit(expiry)}${optional}${checkDigit(composite)}`
  return [line1, line2]
}

/** The CNP: sex and century digit, YYMMDD, county, three-digit serial, check digit (weights 279146358279, mod 11, 10 -> 1). */
function cnp(birth: string, female: boolean, county: string, rng: () => number): string {
  const [y, m, d] = birth.split('-').map(Number)
  const sex = y >= 2000 ? (female ? 6 : 5) : female ? 2 : 1
  const body = `${sex}${pad2(y % 100)}${pad2(m)}${pad2(d)}${county}${String(randomInt(rng, 1, 999)).padStart(3, '0')}`
  const weights = '279146358279'
  const sum = [...body].reduce((t, c, k) => t + Number(c) * Number(weights[k]), 0)
  const check = sum % 11 === 10 ? 1 : sum % 11
  return `${body}${check}`
}

export async function cniRoumanie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const county = typeof params.county === 'string' ? params.county : 'CJ'
  const place = typeof params.place === 'string' ? params.place : 'Jud.CJ Mun.Cluj-Napoca'
  const domicile = Array.isArray(params.domicile) ? (params.domicile as string[]) : ['Mun.Cluj-Napoca Str.Horea', 'nr.12 ap.3']
  const office = typeof params.office === 'string' ? params.office : 'SPCLEP Cluj-Napoca'
  const female = person.civility === 'Mme'
  const surname = upper(person.usageName ?? person.surname)
  const given = person.givenNames.map((g) => upper(g)).join('-')
  const issued = addDays(facts.asOf, -randomInt(rng, 200, 3000))
  // Ten years, ending on the holder's birthday (28 February for a 29 February birthday).
  const birthday = person.birthDate.slice(5) === '02-29' ? '02-28' : person.birthDate.slice(5)
  const expiry = `${Number(issued.slice(0, 4)) + 10}-${birthday}`
  const series = county
  const serial = randomDigits(rng, 6)
  const code = cnp(person.birthDate, female, COUNTY[county] ?? '12', rng)
  const mrz = td2({birthDate: person.birthDate, expiry, givenNames: [given], number: `${series}${serial}`, optional: `${code[0]}${code.slice(7)}`, sex: female ? 'F' : 'M', surname})
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 25))
  const validity = `${issued.slice(8, 10)}.${issued.slice(5, 7)}.${issued.slice(2, 4)}-${expiry.slice(8, 10)}.${expiry.slice(5, 7)}.${expiry.slice(0, 4)}`

  const {doc, fonts} = await newDocument({author: 'MFP-ACCUEIL', creator: 'Konica Minolta bizhub C300i', date: scanned, producer: 'Konica Minolta bizhub C300i', title: `SKM_C300i${scanned.slice(2).replaceAll('-', '')}${randomDigits(rng, 5)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#1d2230')
  const lab = hex('#3d5a80')
  const red = hex('#a3262f')

  // The printer's header line.
  s.text(`Scan - ${slashDate(scanned)} ${pad2(randomInt(rng, 8, 17))}:${pad2(randomInt(rng, 0, 59))} - MFP-ACCUEIL`, 36, 28, {color: hex('#555555'), font: fonts.courier.regular, size: 8})

  // The card.
  const x0 = (s.width - CARD_W) / 2
  const y0 = 58
  const px = (mm: number) => x0 + size(mm)
  const py = (mm: number) => y0 + size(mm)
  s.box(x0 + 2.5, y0 + 2.5, CARD_W, CARD_H, {fill: hex('#cfcfcf'), radius: size(3.2)})
  s.box(x0, y0, CARD_W, CARD_H, {fill: hex('#eef1ea'), radius: size(3.2)})
  // Guilloche: pink and green waves, the coat of arms' ghost at the right.
  for (let k = 0; k < 26; k++) {
    const base = (CARD_H * (k + 0.5)) / 26
    let d = `M ${size(2.5)} ${base.toFixed(1)}`
    for (let t = size(2.5) + 4; t <= CARD_W - size(2.5); t += 4) d += ` L ${t.toFixed(1)} ${(base + 2.4 * Math.sin(t / 13 + k * 0.7)).toFixed(1)}`
    s.path(d, x0, y0, {lineWidth: 0.22, stroke: k % 2 === 0 ? hex('#e3c8d2') : hex('#c9dcc4')})
  }

  s.circle(px(72), py(30), size(8.5), {fill: hex('#e6e3d2')})
  s.circle(px(72), py(30), size(6), {fill: hex('#ece9da')})
  s.box(px(2.5), py(2.2), size(3.2), size(4.6), {fill: hex('#1f3f9a')})
  s.box(px(5.7), py(2.2), size(3.2), size(4.6), {fill: hex('#f2cd2e')})
  s.box(px(8.9), py(2.2), size(3.2), size(4.6), {fill: hex('#c8202f')})
  s.text('ROMANIA   ROUMANIE   ROMANIA', px(14), py(4.6), {color: lab, font: H.bold, size: size(2.3)})
  s.text("CARTE DE IDENTITATE   CARTE D'IDENTITE   IDENTITY CARD", px(14), py(7.4), {color: ink, font: H.bold, size: size(1.55)})
  s.text(`SERIA ${series}   NR ${serial}`, px(83.5), py(4.6), {align: 'right', color: red, font: H.bold, size: size(2.5)})
  s.text(`CNP ${code}`, px(27), py(11.6), {color: ink, font: H.bold, size: size(2.4)})

  // Photo.
  s.box(px(3), py(10), size(21), size(27), {fill: hex('#c9ccd2')})
  s.circle(px(13.5), py(19.5), size(5.6), {fill: hex('#a4a8b0')})
  s.box(px(6.5), py(27), size(14), size(10), {fill: hex('#a4a8b0')})
  s.text('ROU', px(13.5), py(40.2), {align: 'center', color: lab, font: H.bold, size: size(1.8)})

  const caption = (xm: number, ym: number, text: string) => s.text(text, px(xm), py(ym), {color: lab, size: size(1.25)})
  const value = (xm: number, ym: number, text: string, mm = 2.3) => s.text(text, px(xm), py(ym), {color: ink, font: H.bold, size: size(mm)})
  caption(27, 14.6, 'Nume/Nom/Last name')
  value(27, 17.3, surname)
  caption(27, 19.8, 'Prenume/Prenom/First name')
  value(27, 22.5, given)
  caption(27, 25, 'Cetatenie/Nationalite/Nationality')
  value(27, 27.6, 'Romana / ROU', 2)
  caption(62, 25, 'Sex/Sexe/Sex')
  value(62, 27.6, female ? 'F' : 'M', 2)
  caption(27, 30.2, 'Loc nastere/Lieu de naissance/Place of birth')
  value(27, 32.7, place, 1.95)
  caption(27, 35.1, 'Domiciliu/Adresse/Address')
  value(27, 37.5, domicile[0], 1.85)
  value(27, 39.7, domicile[1] ?? '', 1.85)
  caption(27, 42, 'Emisa de/Delivree par/Issued by')
  value(27, 44.4, office, 1.95)
  caption(57, 42, 'Valabilitate/Validite/Validity')
  value(57, 44.4, validity, 1.95)

  // MRZ on its white strip.
  s.box(x0, py(46), CARD_W, size(7.4), {fill: hex('#f7f7f4')})
  mrz.forEach((line, k) => s.text(line, px(3.2), py(49.3 + k * 3.4), {color: ink, font: fonts.courier.regular, size: size(3.25)}))

  // The bank's intake note.
  const ny = y0 + CARD_H + 46
  s.box(60, ny, s.width - 120, 64, {lineWidth: 0.6, stroke: hex('#9a9a9a')})
  s.text("Pièce d'identité - copie jointe au dossier de financement", 72, ny + 18, {color: hex('#333333'), font: H.bold, size: 9})
  s.text(`Titulaire : ${upper(person.civility === 'Mme' ? 'Madame' : 'Monsieur')} ${surname} ${given}`, 72, ny + 34, {color: hex('#333333'), size: 8.6})
  s.text('Original présenté en agence - copie recto (verso vierge)', 72, ny + 49, {color: hex('#333333'), size: 8.6})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: `${series}${serial}`,
      prenoms: given,
    },
    layout: 'cni/roumanie-carte-identite',
    notes: [
      'Romanian identity card (2009 model), recto only, scanned in colour at about 175 % with the printer header (a decoy date) and an intake note',
      'trilingual labels on one line (Romanian / French / English) with the value under each; hyphenated given names; married name for the married woman',
      'no printed birth date: only the CNP (13 digits, YYMMDD after the first) and the MRZ carry it',
      'validity as one range "14.02.19-14.02.2029": issue date with a two-digit year, expiry on the birthday ten years on',
      'series and number printed apart ("SERIA CJ NR 123456"), joined in the TD2 MRZ "IDROU"; the truth number is "CJ123456"',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
