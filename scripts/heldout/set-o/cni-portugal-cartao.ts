/**
 * HELD-OUT cni/portugal-cartao-cidadao: the PORTUGUESE citizen card (Cartão de Cidadão, the ID-1
 * card of 2007-2024, in the wallets of most of the Portuguese community in France) of a holder
 * living in France, SCANNED AT THE BANK'S BRANCH on a LANDSCAPE A4 page: the front at the left and
 * the back at the right, SIDE BY SIDE at about 155 %, the branch scanner's header with its date and
 * time (a decoy) across the top. Front: "REPÚBLICA PORTUGUESA", "CARTÃO DE CIDADÃO / CITIZEN
 * CARD", the photo, BILINGUAL Portuguese / English captions in small capitals with the values under
 * them: "APELIDO(S) / SURNAME" (two or three surnames with particles, "FERREIRA DA SILVA", a long
 * one WRAPPING ONTO A SECOND LINE), "NOME(S) / GIVEN NAMES" in capitals ("MARIA DA CONCEIÇÃO"),
 * sex, height "1,65", nationality "PRT", the birth date "14 02 1985", "Nº DOCUMENTO / DOCUMENT No."
 * as the civil number, its check digit and the version ("12345678 9 ZX1", printed and written in
 * the truth with its spaces, as set j's Belgian card keeps its dashes), "DATA DE VALIDADE / EXPIRY
 * DATE"; NO ISSUE DATE on the card (no `date_delivrance`). Back: "FILIAÇÃO / PARENTS" with the
 * father's and mother's full names (two decoy persons), the tax number, the social security
 * number and the health user number (decoys), the chip, the TD1 MRZ "I<PRT". The married woman's
 * card carries her birth surnames only (her French usage name is not on it).
 */
import {td1} from '../../../server/src/corpus/mrz.js'
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.55
const CARD_W = 85.6 * MM * SCALE
const CARD_H = 54 * MM * SCALE

/** "14 02 1985". */
const ptDate = (iso: string) => `${iso.slice(8, 10)} ${iso.slice(5, 7)} ${iso.slice(0, 4)}`

export async function cniPortugalCartao(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surnameLines = Array.isArray(params.surnameLines) ? (params.surnameLines as string[]) : [upper(person.surname)]
  const surname = surnameLines.join(' ')
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const parents = Array.isArray(params.parents) ? (params.parents as string[]) : ['José Manuel Ferreira', 'Maria de Fátima Ferreira']
  const expiry = addDays(facts.asOf, randomInt(rng, 240, 3100))
  const civil = randomDigits(rng, 8)
  const check = String(randomInt(rng, 0, 9))
  const version = `${randomLetters(rng, 2)}${randomInt(rng, 0, 9)}`
  const number = `${civil} ${check} ${version}`
  const height = frHeight(randomInt(rng, female ? 152 : 164, female ? 174 : 188))
  const nif = `${randomInt(rng, 1, 2)}${randomDigits(rng, 8)}`
  const niss = `1${randomDigits(rng, 10)}`
  const sns = randomDigits(rng, 9)
  const mrz = td1({birthDate: person.birthDate, country: 'PRT', documentCode: 'I', expiry, givenNames: person.givenNames, nationality: 'PRT', number: `${civil}${check}`, optional1: version, sex: female ? 'F' : 'M', surname})
  const scanned = addDays(facts.asOf, -randomInt(rng, 1, 15))
  const branch = typeof params.branch === 'string' ? params.branch : 'Agence de Paris Nation'

  const {doc, fonts} = await newDocument({author: branch, creator: 'Canon imageRUNNER ADVANCE DX C3926', date: scanned, producer: 'Canon iR-ADV DX', title: `SCAN_${scanned.replaceAll('-', '')}_${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const size = (mm: number) => mm * MM * SCALE
  const ink = hex('#20242b')
  const cap = hex('#2d5f4a')
  const grey = hex('#8a8a8a')

  s.text(`${branch} - Numérisation pièce d'identité - ${scanned.slice(8, 10)}/${scanned.slice(5, 7)}/${scanned.slice(0, 4)} ${pad2(randomInt(rng, 9, 17))}:${pad2(randomInt(rng, 0, 59))} - Recto / Verso`, 30, 28, {color: grey, size: 8})

  const gap = 34
  const xF = (s.width - 2 * CARD_W - gap) / 2
  const xB = xF + CARD_W + gap
  const y0 = (s.height - CARD_H) / 2 + 6

  const card = (x0: number) => {
    s.box(x0 + 2, y0 + 2, CARD_W, CARD_H, {fill: hex('#cfcfcf'), radius: size(3.2)})
    s.box(x0, y0, CARD_W, CARD_H, {fill: hex('#eef3ee'), radius: size(3.2)})
    for (let k = 0; k < 26; k++) {
      const base = (CARD_H * (k + 0.5)) / 26
      let d = `M ${size(2).toFixed(1)} ${base.toFixed(1)}`
      for (let t = size(2) + 4; t <= CARD_W - size(2); t += 4) d += ` L ${t.toFixed(1)} ${(base + 1.6 * Math.sin(t / 13 + k * 0.7)).toFixed(1)}`
      s.path(d, x0, y0, {lineWidth: 0.2, stroke: k % 2 === 0 ? hex('#d5e3d5') : hex('#e6dccb')})
    }
  }

  const at = (x0: number) => ({
    caption: (xm: number, ym: number, text: string) => s.text(text, x0 + size(xm), y0 + size(ym), {color: cap, font: H.bold, size: size(1.15)}),
    value: (xm: number, ym: number, text: string, mm = 2.35) => s.text(text, x0 + size(xm), y0 + size(ym), {color: ink, font: H.bold, size: size(mm)}),
  })

  // ---- Front.
  card(xF)
  const f = at(xF)
  s.text('REPÚBLICA PORTUGUESA', xF + size(4), y0 + size(5.4), {color: cap, font: H.bold, size: size(2.1)})
  s.text('CARTÃO DE CIDADÃO', xF + size(4), y0 + size(8.8), {color: ink, font: H.bold, size: size(1.9)})
  s.text('CITIZEN CARD', xF + size(4), y0 + size(11.2), {color: cap, size: size(1.5)})
  s.text('PRT', xF + size(81.5), y0 + size(6), {align: 'right', color: cap, font: H.bold, size: size(2.6)})
  s.circle(xF + size(70), y0 + size(30), size(8), {fill: hex('#e3ebe3')})
  s.box(xF + size(3.5), y0 + size(14), size(23), size(29), {fill: hex('#c7cfc9')})
  s.circle(xF + size(15), y0 + size(24), size(5.8), {fill: hex('#a4ada7')})
  s.box(xF + size(8), y0 + size(31.5), size(14), size(11.5), {fill: hex('#a4ada7')})

  f.caption(30, 15, 'APELIDO(S) / SURNAME')
  let ym = 18.4
  for (const line of surnameLines) {
    f.value(30, ym, line, 2.5)
    ym += 3.1
  }

  ym += 1.2
  f.caption(30, ym, 'NOME(S) / GIVEN NAMES')
  f.value(30, ym + 3.4, given, 2.5)
  ym += 8.6
  f.caption(30, ym, 'SEXO / SEX')
  f.value(30, ym + 3.3, female ? 'F' : 'M')
  f.caption(45, ym, 'ALTURA / HEIGHT')
  f.value(45, ym + 3.3, height)
  f.caption(62, ym, 'NACIONALIDADE / NATIONALITY')
  f.value(62, ym + 3.3, 'PRT')
  ym += 7.4
  f.caption(30, ym, 'DATA DE NASCIMENTO / DATE OF BIRTH')
  f.value(30, ym + 3.3, ptDate(person.birthDate))
  ym += 7.4
  f.caption(30, ym, 'Nº DOCUMENTO / DOCUMENT No.')
  f.value(30, ym + 3.3, number)
  f.caption(60, ym, 'DATA DE VALIDADE / EXPIRY DATE')
  f.value(60, ym + 3.3, ptDate(expiry))
  f.caption(4, 46.5, 'ASSINATURA / SIGNATURE')
  s.path(signaturePath(rng, size(22)), xF + size(4), y0 + size(47.5), {lineWidth: 0.8, stroke: hex('#1f2f6b')})

  // ---- Back.
  card(xB)
  const b = at(xB)
  b.caption(4, 5.5, 'FILIAÇÃO / PARENTS')
  b.value(4, 9, parents[0], 2.2)
  b.value(4, 12.3, parents[1], 2.2)
  b.caption(4, 17.5, 'Nº IDENTIFICAÇÃO FISCAL / TAX No.')
  b.value(4, 20.8, nif, 2.3)
  b.caption(38, 17.5, 'Nº SEGURANÇA SOCIAL / SOCIAL SECURITY No.')
  b.value(38, 20.8, niss, 2.3)
  b.caption(4, 25.3, 'Nº UTENTE DE SAÚDE / NATIONAL HEALTH USER No.')
  b.value(4, 28.6, sns, 2.3)
  // Chip.
  s.box(xB + size(66), y0 + size(22), size(12), size(9.5), {fill: hex('#d8c27a'), radius: size(1.5)})
  s.hline(xB + size(66), xB + size(78), y0 + size(26.7), {color: hex('#a8924a'), width: 0.6})
  s.vline(xB + size(72), y0 + size(22), y0 + size(31.5), {color: hex('#a8924a'), width: 0.6})
  s.box(xB + size(1.5), y0 + size(33.5), CARD_W - size(3), size(18.5), {fill: hex('#f7f7f4'), radius: size(1.5)})
  mrz.forEach((line, k) => s.text(line, xB + size(4.5), y0 + size(38.6 + k * 5), {color: ink, font: fonts.courier.regular, size: size(3.6)}))

  s.text('Document numérisé pour constitution de dossier - ne vaut pas copie certifiée conforme', s.width / 2, s.height - 26, {align: 'center', color: grey, font: H.italic, size: 7.5})

  return {
    fields: {
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'cni/portugal-cartao-cidadao',
    notes: [
      'Portuguese citizen card scanned at the branch: front and back side by side on a landscape page at about 155 %',
      'bilingual Portuguese / English captions in small capitals; several surnames with particles, one wrapping onto a second line',
      'document number "12345678 9 ZX1" with its spaces; no issue date printed; dates "14 02 1985"',
      "decoys: the parents' full names, tax, social security and health numbers, the scanner header's date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}

/** "1,65" for 165 cm. */
function frHeight(cm: number): string {
  return `${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')}`
}
