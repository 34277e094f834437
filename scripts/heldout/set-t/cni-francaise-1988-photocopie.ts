/**
 * HELD-OUT cni/francaise-1988-photocopie: the OLDER FRENCH IDENTITY CARD (the laminated card issued
 * from 1988 to 2021, still valid for many) PHOTOCOPIED front ABOVE back in grey on an A4 page
 * with the copier's margin, at about 130 %: on the front "RÉPUBLIQUE FRANÇAISE", "CARTE
 * NATIONALE D'IDENTITÉ N° : 190775012345" (twelve digits), "Nom :" the birth name, for a married
 * woman "Nom d'usage : ép. DUBOIS" under it (a decoy), "Prénom(s) :" IN CAPITALS WITH COMMAS
 * ("CLAIRE, MARIE"), "Sexe", "Né(e) le :" a DOTTED DATE, "à :", "Taille : 1,68m", the signature,
 * and the 2 x 36 MRZ "IDFRA"; on the back "Adresse :" the holder's address then (decoy lines),
 * "Carte valable jusqu'au :" and "délivrée le :" DOTTED, "par :" the prefecture, the authority's
 * stamp; under the copy a handwritten "Copie conforme à l'original" with a date (a decoy) and the
 * copier's footer with the scan date and time (decoys).
 */
import {frenchCardMrz} from '../../../server/src/corpus/mrz.js'
import {addDays, addMonths, dotDate, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

const MM = 72 / 25.4
const SCALE = 1.3
const CARD_W = 105 * MM * SCALE
const CARD_H = 74 * MM * SCALE

export async function cniFrancaise1988Photocopie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const female = person.civility === 'Mme'
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(', ')
  const prefecture = typeof params.prefecture === 'string' ? params.prefecture : 'PRÉFECTURE DE POLICE'
  const issued = addDays(`${randomInt(rng, 2017, 2020)}-09-01`, randomInt(rng, 0, 300))
  const expiry = addMonths(issued, 120)
  const dept = person.address.postcode.slice(0, 2)
  const number = `${issued.slice(2, 4)}${issued.slice(5, 7)}${dept}${randomInt(rng, 0, 9)}${randomDigits(rng, 5)}`
  const office = `${dept}${randomInt(rng, 0, 9)}${randomDigits(rng, 3)}`
  const mrz = frenchCardMrz({birthDate: person.birthDate, givenNames: person.givenNames, number, office, sex: female ? 'F' : 'M', surname: person.surname})
  const height = `1,${randomInt(rng, female ? 55 : 66, female ? 80 : 95)}m`
  const certified = addDays(facts.asOf, -randomInt(rng, 2, 30))
  const scanned = addDays(certified, randomInt(rng, 0, 3))
  const grey = hex('#3a3a3a')
  const mid = hex('#6d6d6d')
  const home = [...person.address.lines, `${person.address.postcode} ${person.address.city}`].map((l) => upper(l))

  const {doc, fonts} = await newDocument({author: '', creator: 'RICOH MP C3004', date: scanned, producer: 'RICOH PDF', title: `SCAN_${scanned.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const x1 = (s.width - CARD_W) / 2
  const x2 = x1
  const y0 = 96
  const y1 = y0 + CARD_H + 22
  const size = (mm: number) => mm * MM * SCALE
  const card = (x: number, yt: number) => {
    s.box(x, yt, CARD_W, CARD_H, {fill: hex('#d9d9d9'), lineWidth: 0.8, radius: 7, stroke: hex('#8c8c8c')})
    for (let k = 0; k < 9; k++) s.hline(x + 6, x + CARD_W - 6, yt + size(8 + k * 7), {color: hex('#cfcfcf'), width: 0.3})
  }

  s.text('Pièce d\'identité - recto / verso', x1, 70, {color: mid, size: 8})
  s.path(signaturePath(rng, 60), 470, 78, {lineWidth: 0.8, stroke: mid})

  // Front.
  card(x1, y0)
  const at = (mm: number) => y0 + size(mm)
  const fx = (mm: number) => x1 + size(mm)
  s.text('RÉPUBLIQUE FRANÇAISE', fx(4), at(6.5), {color: grey, font: H.bold, size: size(2.8)})
  s.text(`CARTE NATIONALE D'IDENTITÉ N° : ${number}`, fx(4), at(11), {color: grey, font: H.bold, size: size(2.3)})
  s.text('Nationalité Française', fx(72), at(6.5), {color: grey, size: size(2)})
  s.box(fx(4), at(14), size(26), size(33), {fill: hex('#a9a9a9')})
  s.circle(fx(17), at(25), size(6), {fill: hex('#8a8a8a')})
  s.box(fx(9), at(34), size(16), size(13), {fill: hex('#8a8a8a')})
  const line = (mm: number, label: string, value: string, valueSize = 2.6) => {
    const w = s.text(label, fx(33), at(mm), {color: mid, size: size(2)})
    s.text(value, fx(33) + w + 4, at(mm), {color: grey, font: C.bold, size: size(valueSize)})
  }

  line(17, 'Nom :', surname, surname.length > 16 ? 2.3 : 2.7)
  let ym = 22
  if (person.usageName) {
    line(ym, "Nom d'usage :", `ép. ${upper(person.usageName)}`, 2.3)
    ym += 5
  }

  line(ym, 'Prénom(s) :', given, given.length > 20 ? 2.1 : 2.5)
  line(ym + 5, 'Sexe :', female ? 'F' : 'M')
  line(ym + 10, 'Né(e) le :', dotDate(person.birthDate))
  line(ym + 15, 'à :', upper(person.birthPlace), 2.2)
  line(ym + 20, 'Taille :', height, 2.3)
  s.text('Signature du titulaire :', fx(72), at(45), {color: mid, size: size(1.7)})
  s.path(signaturePath(rng, size(22)), fx(74), at(51), {lineWidth: 0.7, stroke: grey})
  s.box(x1 + 2, at(55), CARD_W - 4, size(17), {fill: hex('#e6e6e6')})
  mrz.forEach((l, k) => s.text(l, fx(2.5), at(61.5 + k * 6), {color: grey, font: C.regular, size: size(3.05)}))

  // Back.
  card(x2, y1)
  const bt = (mm: number) => y1 + size(mm)
  const bx = (mm: number) => x2 + size(mm)
  s.text('Adresse :', bx(5), bt(9), {color: mid, size: size(2)})
  s.lines(home, bx(20), bt(9), {color: grey, font: C.bold, leading: size(3.6), size: size(2.4)})
  for (let k = 0; k < 2; k++) s.hline(bx(20), bx(98), bt(9 + (home.length + k) * 3.6), {color: hex('#9a9a9a'), dash: [1, 2], width: 0.4})
  const back = (mm: number, label: string, value: string) => {
    const w = s.text(label, bx(5), bt(mm), {color: mid, size: size(2)})
    s.text(value, bx(5) + w + 4, bt(mm), {color: grey, font: C.bold, size: size(2.6)})
  }

  back(30, "Carte valable jusqu'au :", dotDate(expiry))
  back(36, 'délivrée le :', dotDate(issued))
  back(42, 'par :', prefecture)
  s.text("Signature de l'autorité :", bx(5), bt(50), {color: mid, size: size(1.8)})
  s.path(signaturePath(rng, size(24)), bx(8), bt(60), {lineWidth: 0.7, stroke: grey})
  s.circle(bx(74), bt(57), size(10), {lineWidth: 1, stroke: mid})
  s.text('RF', bx(74), bt(58), {align: 'center', color: mid, font: H.bold, size: size(3)})
  s.text('Timbre fiscal néant', bx(40), bt(69), {color: mid, size: size(1.7)})

  // The certification and the copier's footer.
  const yc = y1 + CARD_H + 40
  s.text('Copie conforme à l\'original présenté', 70, yc, {color: hex('#1d3b8a'), font: fonts.times.italic, size: 13})
  s.text(`le ${slashDate(certified)}`, 70, yc + 18, {color: hex('#1d3b8a'), font: fonts.times.italic, size: 12})
  s.path(signaturePath(rng, 90), 250, yc + 22, {lineWidth: 1, stroke: hex('#1d3b8a')})
  s.text(`RICOH MP C3004 - ${slashDate(scanned)} ${randomInt(rng, 8, 18)}:${randomDigits(rng, 1)}${randomDigits(rng, 1)} - 1 / 1`, s.width / 2, 820, {align: 'center', color: mid, size: 7})

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
    layout: 'cni/francaise-1988-photocopie',
    notes: [
      'the older laminated French identity card photocopied front above back in grey',
      '"Nom :" the birth name, given names in capitals with commas, dotted dates, the twelve-digit number after "N° :", the 2 x 36 IDFRA MRZ',
      "decoys: the usage name of a married woman (\"ép. ...\"), the height, the address, the certification date, the copier's scan date",
    ],
    pdf: await saveDocument(doc),
    type: 'cni',
  }
}
