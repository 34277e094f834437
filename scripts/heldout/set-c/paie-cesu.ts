/**
 * HELD-OUT bulletin_paie/cesu: the "attestation d'emploi" the Centre national Cesu (Urssaf) sends
 * each month to a private employer's home employee, which takes the place of the payslip: the Cesu
 * brand top left and the national centre's address top right, "ATTESTATION D'EMPLOI" with
 * "Période d'emploi : mars 2026" (the month in words, lower case) and the edition date, two framed
 * boxes with a caption band, "L'EMPLOYEUR" (a private person, "M. Patrick LEROY", with a Cesu
 * number and no SIRET) and "LE SALARIÉ" ("Mme MARTIN Claire", NOM Prénom, with the social
 * security number), the pay of the period as label / amount rows (hours, hourly net rate with
 * paid leave included, "Salaire net (avant prélèvement à la source)", the employee's
 * contributions, "Salaire brut"), the income tax block ("Salaire net imposable", rate, amount
 * withheld, net paid), a year-to-date line, and the legal mention that the attestation stands
 * for the payslip. Amounts "702,00 €".
 */
import {
  addressLines,
  addDays,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  newDocument,
  nirOf,
  pick,
  randomDigits,
  randomInt,
  readParams,
  saveDocument,
  Sheet,
  subjectOf,
  truthAmount,
  upper,
  monthOf,
  MONTHS_FR,
  slashDate,
  euroSpace,
  frDecimal,
  type PostalAddress,
} from '../util.js'

const EMPLOYERS: {civility: string; given: string; surname: string}[] = [
  {civility: 'M.', given: 'Patrick', surname: 'LEROY'},
  {civility: 'Mme', given: 'Monique', surname: 'VIDAL'},
  {civility: 'M.', given: 'Alain', surname: 'BERTRAND-MOREL'},
  {civility: 'Mme', given: 'Sylvie', surname: 'CARPENTIER'},
  {civility: 'M.', given: 'Didier', surname: 'HUMBERT'},
]

export async function paieCesu(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const [year, month] = period.split('-').map(Number)
  const edited = addDays(`${period}-01`, 31 + randomInt(rng, 3, 12))
  const boss = pick(rng, EMPLOYERS)
  const employerName = `${boss.civility} ${boss.given} ${boss.surname}`
  const employerAddress: PostalAddress = {city: address.city, lines: [`${randomInt(rng, 2, 90)} ${pick(rng, ['avenue des Acacias', 'rue du Docteur Roux', 'boulevard de la Plage', 'chemin de la Croix Blanche', 'rue Saint-Martin'])}`], postcode: address.postcode}
  const employee = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`

  // What the employer declared: hours and the hourly net (10 % paid leave included); the rest follows.
  const hours = pick(rng, [40, 52, 64, 78, 86.67, 104, 120, 130])
  const hourlyNet = randomInt(rng, 1250, 1690)
  const net = Math.round(hours * hourlyNet)
  const gross = Math.round(net / 0.7812)
  const contributions = gross - net
  const netTaxable = net + Math.round(gross * 0.9825 * 0.029)
  const pasRate = pick(rng, [0, 0, 1.3, 2.5, 4.1])
  const pas = Math.round((netTaxable * pasRate) / 100)
  const netPaid = net - pas
  const ytdHours = hours * month
  const nir = nirOf(person, rng)

  const {doc, fonts} = await newDocument({author: 'Urssaf - Centre national Cesu', creator: 'Cesu', date: edited, producer: 'Urssaf Editique', title: `Attestation d'emploi ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const teal = hex('#00778b')
  const L = 45
  const R = 550

  // Brand and the national centre.
  s.box(L, 38, 74, 34, {fill: teal, radius: 6})
  s.text('cesu', L + 37, 61, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 19})
  s.text('Chèque emploi service universel', L, 84, {color: teal, size: 7})
  s.text('un service de l’Urssaf', L, 93, {color: GREY, size: 7})
  s.lines(['Urssaf - Centre national Cesu', '42961 Saint-Étienne Cedex 9', 'www.cesu.urssaf.fr'], R, 48, {align: 'right', color: GREY, leading: 10, size: 7.5})

  s.text("ATTESTATION D'EMPLOI", s.width / 2, 136, {align: 'center', color: teal, font: H.bold, size: 16})
  s.text(`Période d'emploi : ${MONTHS_FR[month - 1]} ${year}`, s.width / 2, 154, {align: 'center', font: H.bold, size: 10.5})
  s.text(`Édition du ${slashDate(edited)} - Attestation n° ${year}${String(month).padStart(2, '0')} ${randomDigits(rng, 9)}`, s.width / 2, 168, {align: 'center', color: GREY, size: 7.5})

  // Two framed boxes with a caption band.
  const boxTop = 190
  const boxH = 102
  const half = (R - L - 14) / 2
  const party = (x: number, caption: string, lines: string[], extra: string[]) => {
    s.box(x, boxTop, half, boxH, {lineWidth: 0.7, stroke: teal})
    s.box(x, boxTop, half, 16, {fill: teal})
    s.text(caption, x + 8, boxTop + 11.5, {color: hex('#ffffff'), font: H.bold, size: 8.5})
    let y = boxTop + 32
    lines.forEach((line, i) => {
      s.text(line, x + 10, y, {font: i === 0 ? H.bold : H.regular, size: i === 0 ? 10 : 9})
      y += 12
    })
    for (const e of extra) {
      s.text(e, x + 10, y + 4, {color: GREY, size: 7.5})
      y += 10
    }
  }

  party(L, "L'EMPLOYEUR", [employerName, ...addressLines(employerAddress)], [`N° Cesu : ${randomDigits(rng, 2)} ${randomDigits(rng, 5)} ${randomDigits(rng, 5)}`])
  party(L + half + 14, 'LE SALARIÉ', [employee, ...addressLines(address)], [`N° de sécurité sociale : ${nir}`])

  // The pay of the period.
  let y = 326
  s.text('Rémunération de la période', L, y, {color: teal, font: H.bold, size: 11})
  s.hline(L, R, y + 6, {color: teal, width: 0.8})
  y += 26
  const row = (label: string, value: string, strong = false) => {
    s.text(label, L + 10, y, {font: strong ? H.bold : H.regular, size: 9.5})
    s.text(value, R - 10, y, {align: 'right', font: strong ? H.bold : H.regular, size: 9.5})
    s.hline(L, R, y + 6, {color: hex('#d6e6ea'), width: 0.5})
    y += 19
  }

  row("Nombre d'heures travaillées", `${frDecimal(hours, 2)} h`)
  row('Salaire horaire net (congés payés inclus)', euroSpace(hourlyNet))
  row('Salaire net (avant prélèvement à la source)', euroSpace(net), true)
  row('Cotisations et contributions sociales salariales', euroSpace(contributions))
  row('Salaire brut', euroSpace(gross), true)

  y += 14
  s.text('Impôt sur le revenu prélevé à la source', L, y, {color: teal, font: H.bold, size: 11})
  s.hline(L, R, y + 6, {color: teal, width: 0.8})
  y += 26
  row('Salaire net imposable', euroSpace(netTaxable))
  row('Taux de prélèvement à la source', `${frDecimal(pasRate, 1)} %`)
  row('Montant du prélèvement à la source', euroSpace(-pas))
  row('Salaire net versé au salarié', euroSpace(netPaid), true)

  y += 10
  s.box(L, y, R - L, 34, {fill: hex('#eef6f8')})
  s.text(`Cumuls depuis le 1er janvier ${year}`, L + 10, y + 13, {font: H.bold, size: 8})
  s.text(`Heures : ${frDecimal(ytdHours, 2)}   -   Salaire net : ${euroSpace(net * month)}   -   Salaire net imposable : ${euroSpace(netTaxable * month)}`, L + 10, y + 26, {size: 8})

  y += 62
  s.paragraph(
    "Cette attestation d'emploi tient lieu de bulletin de salaire (article L. 1271-3 du code du travail). Elle est établie à partir de la déclaration de votre employeur. Conservez-la sans limitation de durée : elle vous sera utile pour faire valoir vos droits (retraite, chômage, maladie).",
    L,
    y,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )
  s.text("Les cotisations patronales sont prélevées directement sur le compte bancaire de l'employeur par le Centre national Cesu.", L, y + 40, {color: GREY, size: 7.5})
  s.text('Urssaf Caisse nationale - Centre national Cesu - 42961 Saint-Étienne Cedex 9 - Page 1/1', s.width / 2, 812, {align: 'center', color: GREY, size: 6.5})

  return {
    fields: {
      brut: truthAmount(gross),
      employeur: employerName,
      net_avant_impot: truthAmount(net),
      net_imposable: truthAmount(netTaxable),
      periode: period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/cesu',
    notes: ['the employer is a private person without SIRET', '"Salaire net (avant prélèvement à la source)"', 'period in words, lower case'],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
