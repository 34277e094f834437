/**
 * HELD-OUT cni/monaco-carte-identite-monegasque: the IDENTITY CARD OF THE PRINCIPALITY OF MONACO
 * (the ID-1 card issued to Monegasque nationals by the Direction de la Sûreté Publique, ten years
 * of validity) of a Monegasque living in one of the French towns around it, FRONT AND BACK
 * PHOTOCOPIED SIDE BY SIDE at real size in the upper part of an A4 page, as a bank's adviser copies
 * it for a loan file: the front with "PRINCIPAUTÉ DE MONACO", "CARTE D'IDENTITÉ / IDENTITY CARD",
 * captions in FRENCH / ENGLISH over the values ("Nom / Surname", "Prénoms / Given names"), the
 * names in capitals, DATES WITH DOTS ("14.02.1985"), the sex, "MONÉGASQUE", the card's number and
 * "Date d'expiration / Date of expiry"; the back with the address in France, "Date de délivrance /
 * Date of issue" and "Autorité / Authority" (DIRECTION DE LA SÛRETÉ PUBLIQUE), the height, the TD1
 * MRZ "IDMCO". Under the copy, the bank's rectangular "COPIE CERTIFIÉE CONFORME À L'ORIGINAL" stamp
 * with the branch, the adviser's initials and a date (a decoy), and the file's reference.
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const CW = 85.6
const CH = 54

/** "14.02.1985". */
const dots = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

const BANKS = ['BANQUE LYONNAISE DE COMMERCE - AGENCE BEAUSOLEIL', "CRÉDIT MUTUALISTE DE L'ARMORIQUE - AGENCE MENTON", 'BANQUE DES POSTES ET TERRITOIRES - NICE MASSÉNA', 'CRÉDIT NATIONAL INDUSTRIEL - AGENCE CAP-D\'AIL']

export async function cniMonaco(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const place = typeof params.place === 'string' ? params.place : 'MONACO'
  const k = typeof params.bank === 'number' ? params.bank % BANKS.length : 0
  const issued = addDays(facts.asOf, -randomInt(rng, 120, 3000))
  const expiry = addMonths(issued, 120)
  const number = `${randomDigits(rng, 2)}${randomLetters(rng, 2)}${randomDigits(rng, 5)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'MCO', expiry, givenNames: person.givenNames, nationality: 'MCO', number, sex: female ? 'F' : 'M', surname: person.surname})
  const copied = addDays(facts.asOf, -randomInt(rng, 0, 12))
  const ink = hex('#1e2026')
  const cap = hex('#5a5f6b')
  const red = hex('#b0202a')
  const tint = hex('#f3e9ea')

  const {doc, fonts} = await newDocument({author: '', creator: 'Konica Minolta bizhub C300i', date: copied, producer: 'KM PDF', title: `SKM_C300i${copied.slice(2).replaceAll('-', '')}${randomDigits(rng, 5)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const k1 = MM
  const gap = 22
  const left = (s.width - 2 * CW * MM - gap) / 2

  const side = (x0: number, y0: number) => {
    const px = (u: number) => x0 + u * k1
    const py = (v: number) => y0 + v * k1
    const text = (value: string, u: number, v: number, font: PDFFont, sizeMm: number, color: RGB, room = 80) => {
      const size = Math.min(sizeMm * k1, (room * k1) / font.widthOfTextAtSize(value, 1))
      s.text(value, px(u), py(v), {color, font, size})
    }

    s.box(x0, y0, CW * k1, CH * k1, {fill: tint, radius: 9, stroke: hex('#8d8f96')})
    s.box(x0, y0 + 1, CW * k1, 7 * k1, {fill: hex('#e4c9cc')})
    return {px, py, text}
  }

  const field = (c: ReturnType<typeof side>, u: number, v: number, caption: string, value: string, sizeMm = 2.4, room = 50) => {
    c.text(caption, u, v, H.regular, 1.4, cap, room)
    c.text(value, u, v + 3.2, H.bold, sizeMm, ink, room)
  }

  const top = 70
  // The front.
  const f = side(left, top)
  f.text('PRINCIPAUTÉ DE MONACO', 4, 5.2, H.bold, 2.6, red)
  f.text("CARTE D'IDENTITÉ / IDENTITY CARD", 46, 5.2, H.bold, 1.7, ink, 36)
  s.box(f.px(3), f.py(10), 22 * k1, 28 * k1, {fill: hex('#c3bfc2')})
  s.circle(f.px(14), f.py(19.5), 5 * k1, {fill: hex('#948e93')})
  s.box(f.px(7.5), f.py(27), 13 * k1, 11 * k1, {fill: hex('#948e93')})
  s.path(signaturePath(rng, 20 * k1), f.px(4), f.py(42), {lineWidth: 0.7, stroke: hex('#1f2a5a')})
  field(f, 28, 11, 'Nom / Surname', surname, 2.8, 54)
  field(f, 28, 18, 'Prénoms / Given names', given, 2.6, 54)
  field(f, 28, 25, 'Sexe / Sex', female ? 'F' : 'M', 2.2, 12)
  field(f, 42, 25, 'Nationalité / Nationality', 'MONÉGASQUE', 2.2, 22)
  field(f, 66, 25, 'Né(e) le / Date of birth', dots(person.birthDate), 2.2, 18)
  field(f, 28, 32, 'Lieu de naissance / Place of birth', place, 2.2, 30)
  field(f, 28, 39, 'N° de la carte / Card No.', number, 2.5, 30)
  field(f, 62, 39, "Date d'expiration / Date of expiry", dots(expiry), 2.2, 22)
  s.circle(f.px(77), f.py(48), 3.6 * k1, {stroke: hex('#b9a3a6')})

  // The back, at its right.
  const b = side(left + CW * MM + gap, top)
  const address = [...person.address.lines, `${person.address.postcode} ${upper(person.address.city)} (FRANCE)`]
  b.text('Domicile / Address', 4, 11, H.regular, 1.4, cap)
  address.forEach((line, j) => b.text(upper(line), 4, 14.2 + j * 3, H.bold, 2, ink, 52))
  field(b, 60, 11, 'Taille / Height', `${randomInt(rng, female ? 155 : 166, female ? 174 : 188)} cm`, 2.1, 20)
  field(b, 4, 27, 'Date de délivrance / Date of issue', dots(issued), 2.2, 30)
  field(b, 40, 27, 'Autorité / Authority', 'DIRECTION DE LA SÛRETÉ PUBLIQUE', 1.9, 43)
  s.box(b.px(0.4), b.py(33), (CW - 0.8) * k1, 20.5 * k1, {fill: hex('#faf6f6')})
  const mrzSize = Math.min(3.4, 78 / fonts.courier.regular.widthOfTextAtSize(mrz[0], 1))
  mrz.forEach((line, j) => b.text(line, 4, 38.5 + j * 5.1, fonts.courier.regular, mrzSize, ink))

  // The bank's certification under the copy.
  const y = top + CH * k1 + 56
  const blue = hex('#233f8f')
  s.box(120, y, 355, 92, {lineWidth: 1.4, stroke: blue})
  s.text("COPIE CERTIFIÉE CONFORME À L'ORIGINAL", 297, y + 20, {align: 'center', color: blue, font: H.bold, size: 12})
  s.text(BANKS[k], 297, y + 36, {align: 'center', color: blue, size: Math.min(8.5, 330 / H.regular.widthOfTextAtSize(BANKS[k], 1))})
  s.text('Date :', 136, y + 60, {color: blue, size: 9})
  s.text(slashDate(copied), 170, y + 60, {color: hex('#1d2f7a'), font: fonts.times.italic, size: 13})
  s.text('Nom et visa du conseiller :', 270, y + 60, {color: blue, size: 9})
  s.text(`${randomLetters(rng, 1)}. ${['Ferrero', 'Lanteri', 'Bellando', 'Rossi'][k]}`, 290, y + 78, {color: hex('#1d2f7a'), font: fonts.times.italic, size: 12})
  s.path(signaturePath(rng, 60), 380, y + 66, {lineWidth: 0.9, stroke: hex('#1d2f7a')})
  s.text(`Dossier n° ${randomDigits(rng, 8)} - pièce d'identité de l'emprunteur - recto / verso`, 297, y + 122, {align: 'center', color: hex('#777777'), size: 8})

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
    layout: 'cni/monaco-carte-identite-monegasque',
    notes: [
      "a Monegasque identity card, front and back photocopied side by side at real size by a bank's adviser, with the bank's \"copie certifiée conforme\" stamp",
      'French / English captions over the values; dates with dots ("14.02.1985"); the issue date and the authority only on the back; ten years of validity; TD1 MRZ "IDMCO"',
      "decoys: the address in France on the back, the height, the certification's date and the adviser's name, the file's number",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
