/**
 * HELD-OUT cni/identiteitskaart-nl: the Dutch identity card (identiteitskaart, ID-1 model of
 * 2021), recto and verso photocopied at 150 % on one A4 page, as a Dutch manager hands it in.
 * Recto: the EU flag (blue rectangle, ring of yellow stars, "NL" in white) top left,
 * "KONINKRIJK DER NEDERLANDEN" with "KINGDOM OF THE NETHERLANDS / ROYAUME DES PAYS-BAS" under it,
 * "IDENTITEITSKAART / IDENTITY CARD / CARTE D'IDENTITÉ", the photo at the left and a ghost photo
 * at the right; TRILINGUAL labels (Dutch / English / French) in small type with the value under
 * each, names in MIXED CASE as Dutch documents print them ("Van den Berg", "Anouk Maria"):
 * "Naam / Surname / Nom", "Voornamen / Given names / Prénoms", "Geslacht / Sex / Sexe" ("V/F"),
 * "Nationaliteit / Nationality / Nationalité" ("Nederlandse"), "Geboortedatum / Date of birth /
 * Date de naissance" in the Dutch form "10 MRT/MAR 1985" (Dutch month / English month),
 * "Documentnummer / Document no. / N° du document" (nine characters), "Geldig tot / Date of
 * expiry / Date d'expiration", the holder's signature and the card access number. Verso:
 * "Geboorteplaats / Place of birth / Lieu de naissance", "Persoonsnummer / Personal no. / N°
 * personnel" (the BSN, eleven-proof), "Datum van afgifte / Date of issue / Date de délivrance",
 * "Autoriteit / Authority / Autorité" ("Burg. van Amsterdam"), for a married woman "Echtgenote
 * van / Spouse of / Épouse de" with her husband's name (NOT her name: the card's "Naam" is the
 * birth name), and the TD1 machine-readable zone "I<NLD" with the BSN as optional data.
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, WHITE} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.5
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE
const NL = ['JAN', 'FEB', 'MRT', 'APR', 'MEI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEC']
const EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** "10 MRT/MAR 1985". */
const dutchDate = (iso: string) => `${iso.slice(8, 10)} ${NL[Number(iso.slice(5, 7)) - 1]}/${EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** A citizen service number (BSN) passing the eleven test. */
function bsnOf(rng: () => number): string {
  for (;;) {
    const body = `${randomInt(rng, 1, 9)}${randomDigits(rng, 7)}`
    const sum = [...body].reduce((acc, d, k) => acc + Number(d) * (9 - k), 0)
    const check = sum % 11
    if (check < 10) return body + String(check)
  }
}

export async function cniIdentiteitskaartNl(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const authority = typeof params.authority === 'string' ? params.authority : 'Burg. van Amsterdam'
  // A card of the 2021 model: issued from 2 August 2021.
  const drawn = addDays(facts.asOf, -randomInt(rng, 150, 1500))
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? (drawn < '2021-08-02' ? addDays('2021-08-02', randomInt(rng, 0, 120)) : drawn)
  const expiry = addMonths(issued, 120)
  const alnum = 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789'
  let number = randomLetters(rng, 2)
  for (let k = 0; k < 6; k++) number += alnum[randomInt(rng, 0, alnum.length - 1)]
  number += randomDigits(rng, 1)
  const bsn = bsnOf(rng)
  const female = person.civility === 'Mme'
  const surname = person.surname
  const given = person.givenNames.join(' ')
  const mrz = td1({birthDate: person.birthDate, country: 'NLD', documentCode: 'I<', expiry, givenNames: person.givenNames, nationality: 'NLD', number, optional1: bsn, sex: female ? 'F' : 'M', surname})

  const {doc, fonts} = await newDocument({author: 'Scan', creator: 'RICOH IM C3000', date: addDays(facts.asOf, -randomInt(rng, 1, 15)), producer: 'RICOH', title: 'ID kaart'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const x0 = (s.width - CARD_W) / 2
  const px = (x: number, mm: number) => x + mm * MM * SCALE
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#1e2a3a')
  const labelColor = hex('#4d5a6e')
  const tint = hex('#e9eef5')
  /** A trilingual label (shrunk to `maxMm` if need be) and its value under it. */
  const field = (x: number, y: number, xm: number, ym: number, label: string, value: string, maxMm = 50, valueSize = 2.5) => {
    let ls = 1.15
    while (H.regular.widthOfTextAtSize(label, size(ls)) > size(maxMm) && ls > 0.85) ls -= 0.05
    s.text(label, px(x, xm), px(y, ym), {color: labelColor, size: size(ls)})
    if (value) s.text(value, px(x, xm), px(y, ym + 3.1), {color: ink, font: H.bold, size: size(valueSize)})
  }

  const background = (y: number) => {
    s.box(x0, y, CARD_W, CARD_H, {fill: tint, lineWidth: 0.8, radius: 10, stroke: hex('#7a7a7a')})
    for (let k = 0; k < 26; k++) s.path(`M 0 ${(k * 6).toFixed(1)} C ${(CARD_W / 3).toFixed(1)} ${(k * 6 - 10).toFixed(1)}, ${((2 * CARD_W) / 3).toFixed(1)} ${(k * 6 + 10).toFixed(1)}, ${CARD_W.toFixed(1)} ${(k * 6).toFixed(1)}`, x0, y + 4, {lineWidth: 0.25, stroke: hex('#d3dbe8')})
  }

  // Recto.
  const fy = 60
  background(fy)
  s.box(px(x0, 3), px(fy, 3), size(10), size(7), {fill: hex('#003399')})
  for (let k = 0; k < 12; k++) {
    const angle = (k * Math.PI) / 6
    s.circle(px(x0, 8) + Math.cos(angle) * size(2.3), px(fy, 6.5) + Math.sin(angle) * size(2.3), size(0.28), {fill: hex('#ffcc00')})
  }

  s.text('NL', px(x0, 8), px(fy, 7.5), {align: 'center', color: WHITE, font: H.bold, size: size(2.2)})
  s.text('KONINKRIJK DER NEDERLANDEN', px(x0, 15), px(fy, 6), {color: ink, font: H.bold, size: size(2.7)})
  s.text('KINGDOM OF THE NETHERLANDS / ROYAUME DES PAYS-BAS', px(x0, 15), px(fy, 8.6), {color: labelColor, size: size(1.25)})
  s.text("IDENTITEITSKAART / IDENTITY CARD / CARTE D'IDENTITÉ", px(x0, 15), px(fy, 11.6), {color: ink, font: H.bold, size: size(1.6)})
  s.box(px(x0, 3), px(fy, 14.5), size(23), size(30), {fill: hex('#c7ccd3')})
  s.circle(px(x0, 14.5), px(fy, 24), size(5.3), {fill: hex('#aab1ba')})
  s.box(px(x0, 7), px(fy, 31.5), size(15), size(13), {fill: hex('#aab1ba')})
  s.box(px(x0, 71), px(fy, 15.5), size(11), size(13), {fill: hex('#dde3ec')})
  s.circle(px(x0, 76.5), px(fy, 20.5), size(2.6), {fill: hex('#cfd6e1')})
  field(x0, fy, 29, 16, 'Naam / Surname / Nom', surname, 50, 2.8)
  field(x0, fy, 29, 22.2, 'Voornamen / Given names / Prénoms', given, 50, 2.6)
  field(x0, fy, 29, 28.2, 'Geslacht / Sex / Sexe', female ? 'V/F' : 'M/M', 16, 2.4)
  field(x0, fy, 46, 28.2, 'Nationaliteit / Nationality / Nationalité', 'Nederlandse', 30, 2.4)
  field(x0, fy, 29, 34.2, 'Geboortedatum / Date of birth / Date de naissance', dutchDate(person.birthDate), 40, 2.4)
  field(x0, fy, 29, 40.2, 'Documentnummer / Document no. / N° du document', number, 26, 2.4)
  field(x0, fy, 57, 40.2, "Geldig tot / Date of expiry / Date d'expiration", dutchDate(expiry), 26, 2.4)
  s.text("Handtekening houder / Holder's signature / Signature du titulaire", px(x0, 3), px(fy, 52.6), {color: labelColor, size: size(1.0)})
  s.path(signaturePath(rng, size(20)), px(x0, 4), px(fy, 44.9), {lineWidth: 0.9, stroke: hex('#1b2a6b')})
  s.text(randomDigits(rng, 6), px(x0, 82.5), px(fy, 51.5), {align: 'right', color: ink, font: H.bold, size: size(2.2)})

  // Verso.
  const by = fy + CARD_H + 46
  background(by)
  field(x0, by, 4, 5, 'Geboorteplaats / Place of birth / Lieu de naissance', person.birthPlace, 40, 2.4)
  field(x0, by, 48, 5, 'Persoonsnummer / Personal no. / N° personnel', bsn, 34, 2.4)
  field(x0, by, 4, 11.5, 'Datum van afgifte / Date of issue / Date de délivrance', dutchDate(issued), 40, 2.4)
  field(x0, by, 48, 11.5, 'Autoriteit / Authority / Autorité', authority, 34, 2.2)
  if (person.usageName) field(x0, by, 4, 18, 'Echtgenote van / Spouse of / Épouse de', person.usageName, 50, 2.3)
  s.box(x0 + 1, px(by, 32), CARD_W - 2, size(21), {fill: hex('#ffffff')})
  mrz.forEach((line, k) => s.text(line, px(x0, 3), px(by, 38 + k * 4.6), {font: fonts.courier.regular, size: size(3.9)}))

  s.text('Kopie voor dossier - copie conforme', x0, by + CARD_H + 28, {color: GREY, size: 7})

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
    layout: 'cni/identiteitskaart-nl',
    notes: [
      'Dutch / English / French labels, value under each; names in mixed case ("Van den Berg")',
      'dates "10 MRT/MAR 1985" (Dutch and English month abbreviations)',
      'issue date on the verso beside the authority; spouse name on the verso as a decoy',
      'MRZ TD1 "I<NLD" with the BSN as optional data',
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
