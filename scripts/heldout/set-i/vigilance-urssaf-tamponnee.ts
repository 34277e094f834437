/**
 * HELD-OUT attestation_vigilance/urssaf-tamponnee: the Urssaf vigilance certificate as a company
 * sends it to a client who asked for it: downloaded, PRINTED, STAMPED with the company's ROUND
 * STAMP and SIGNED by hand by the manager, then scanned. The Urssaf page: the "urssaf" wordmark
 * with the region top left, "Attestation de vigilance" as a large heading with "Délivrée le
 * 12/03/2026" (numbers) and the legal basis; "L'Urssaf Pays de la Loire atteste que l'entreprise
 * désignée ci-dessous :" over LABEL : VALUE lines ("Raison sociale", "Forme juridique", "N°
 * Siret" grouped, "Adresse" on two or three lines with the continuation lines under the first
 * value); the compliance sentence with "à la date du 28/02/2026" (a decoy); a small "Situation
 * déclarative" grid (last period, staff, declared payroll: decoys); the donor's obligations; a
 * framed "Code de sécurité" over the verification sentence ("Vous pouvez vérifier
 * l'authenticité ... sur urssaf.fr ... avec le numéro Siret et le code de sécurité"); the
 * director's title and printed signature. Over it, in violet ink: the company's round stamp
 * (name and legal form around the top arc, the town around the bottom arc, phone in the middle)
 * half over the verification sentence and the director's block, the manager's handwritten
 * signature and a handwritten "Certifié conforme le 16/03/2026" (a later decoy date).
 */
import type {PDFFont} from 'pdf-lib'

import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, GREY, groupedSiret, hex, landline, lastDayOf, monthTitle, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

function region(postcode: string): {name: string; seat: string; town: string} {
  const d = postcode.slice(0, 2)
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(d)) return {name: 'Île-de-France', seat: '22-24 rue de Lagny - 93518 Montreuil Cedex', town: 'Montreuil'}
  if (['69', '38', '42', '74', '73', '01', '63', '03', '15', '43', '26', '07'].includes(d)) return {name: 'Auvergne-Rhône-Alpes', seat: '6 rue du 19 mars 1962 - 69691 Vénissieux Cedex', town: 'Vénissieux'}
  if (['13', '06', '83', '84', '04', '05'].includes(d)) return {name: "Provence-Alpes-Côte d'Azur", seat: '20 avenue Viton - 13299 Marseille Cedex 20', town: 'Marseille'}
  if (['31', '34', '30', '11', '66', '09', '12', '32', '46', '48', '65', '81', '82'].includes(d)) return {name: 'Occitanie', seat: '8 rue Charles Baudelaire - 31066 Toulouse Cedex 9', town: 'Toulouse'}
  if (['33', '17', '79', '86', '87', '16', '19', '23', '24', '40', '47', '64'].includes(d)) return {name: 'Aquitaine', seat: '3 rue Théodore Blanc - 33084 Bordeaux Cedex', town: 'Bordeaux'}
  if (['44', '49', '72', '85', '53'].includes(d)) return {name: 'Pays de la Loire', seat: '3 rue Gaëtan Rondeau - 44933 Nantes Cedex 9', town: 'Nantes'}
  if (['35', '29', '22', '56'].includes(d)) return {name: 'Bretagne', seat: '4 avenue Henri Fréville - 35207 Rennes Cedex 2', town: 'Rennes'}
  if (['67', '68', '57', '54', '51', '10', '08', '52', '55', '88'].includes(d)) return {name: 'Alsace', seat: '16 rue Contades - 67300 Schiltigheim', town: 'Schiltigheim'}
  if (['59', '62', '80', '02', '60'].includes(d)) return {name: 'Nord Pas-de-Calais', seat: '293 avenue du Président Hoover - 59032 Lille Cedex', town: 'Lille'}
  if (['37', '45', '41', '18', '28', '36'].includes(d)) return {name: 'Centre-Val de Loire', seat: "Place de l'Ellipse - 45905 Orléans Cedex 9", town: 'Orléans'}
  return {name: 'Bourgogne', seat: '8 boulevard Georges Clemenceau - 21000 Dijon', town: 'Dijon'}
}

/** Characters drawn one by one on an arc (a stamp's rim): top arc reads left to right clockwise, bottom arc counter-clockwise. */
function arcText(s: Sheet, text: string, cx: number, cy: number, r: number, top: boolean, style: {font: PDFFont; size: number; color: ReturnType<typeof hex>; opacity: number; tilt: number}): void {
  const font = style.font
  // No more than about 190 degrees of rim.
  const natural = font.widthOfTextAtSize(text, 1) + (text.length - 1) * 0.6 / style.size
  const size = Math.min(style.size, (r * 3.3) / natural)
  style = {...style, size}
  const widths = [...text].map((ch) => font.widthOfTextAtSize(ch, style.size))
  const total = widths.reduce((a, b) => a + b, 0) + (text.length - 1) * 0.6
  const span = total / r
  let angle = (top ? Math.PI / 2 + span / 2 : (3 * Math.PI) / 2 - span / 2) + (style.tilt * Math.PI) / 180
  for (const [k, ch] of [...text].entries()) {
    const step = (widths[k] + 0.6) / r
    const x = cx + r * Math.cos(angle)
    const y = cy - r * Math.sin(angle)
    const rotate = ((top ? angle - Math.PI / 2 : angle - (3 * Math.PI) / 2) * 180) / Math.PI
    s.text(ch, x, y, {color: style.color, font, opacity: style.opacity, rotate, size: style.size})
    angle += top ? -step : step
  }
}

export async function vigilanceUrssafTamponnee(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 50))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const lastPeriod = addMonths(issued, -1).slice(0, 7)
  const certified = addDays(issued, randomInt(rng, 1, 9))
  const r = region(company.address.postcode)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const staff = randomInt(rng, 2, 14)
  const payroll = facts.pay.grossCents * staff * 3 + randomInt(rng, 0, 400_000)
  const blue = hex('#004b93')
  const ink = hex('#1e1e1e')
  const violet = hex('#4b3a9e')

  const {doc, fonts} = await newDocument({author: 'Numérisation', creator: 'Brother MFC-L2750DW', date: certified, producer: 'Brother iPrint&Scan', title: `Scan_${certified.replaceAll('-', '')}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 56
  const R = 539

  // Wordmark and region.
  s.text('urssaf', L, 64, {color: blue, font: H.bold, size: 24})
  s.box(L, 70, 76, 2.6, {fill: hex('#f39200')})
  s.text(r.name, L, 84, {color: blue, size: 8.5})
  s.lines([`Urssaf ${r.name}`, r.seat, 'urssaf.fr'], R, 50, {align: 'right', color: GREY, leading: 9.5, size: 7.4})

  // Heading.
  s.text('Attestation de vigilance', L, 134, {color: blue, font: H.bold, size: 20})
  s.text(`Délivrée le ${slashDate(issued)}`, L, 152, {font: H.bold, size: 10})
  s.text('Article L.243-15 du code de la sécurité sociale - Article D.8222-5 du code du travail', L, 165, {color: GREY, size: 7.6})

  s.text(`L'Urssaf ${r.name} atteste que l'entreprise désignée ci-dessous :`, L, 196, {size: 10})
  let y = 218
  const tab = L + 112
  const item = (label: string, values: string[], bold = false) => {
    s.text(`${label} :`, L + 12, y, {color: hex('#444444'), size: 9.5})
    values.forEach((v, k) => s.text(v, tab, y + k * 12.5, {font: bold ? H.bold : H.regular, size: 9.8}))
    y += values.length * 12.5 + 3
  }

  item('Raison sociale', [company.name], true)
  item('Forme juridique', [company.legalForm])
  item('N° Siret', [groupedSiret(company.siret)])
  item('Adresse', addressPrinted)

  y = s.paragraph(
    `est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales dont elle est redevable auprès de l'Urssaf, y compris les contributions d'assurance chômage et de garantie des salaires (AGS), à la date du ${slashDate(upToDate)}.`,
    L,
    y + 14,
    R - L,
    {leading: 13, size: 10},
  )

  // Declarative situation.
  y += 10
  const cells: [string, string][] = [
    ['Dernière période déclarée', monthTitle(lastPeriod)],
    ['Effectif salarié', `${staff} salarié(s)`],
    ['Rémunérations déclarées sur le trimestre', `${frAmount(payroll, ' ')} €`],
  ]
  const cw = (R - L) / 3
  cells.forEach(([lab, value], k) => {
    s.box(L + k * cw, y, cw - 6, 36, {fill: hex('#eef3f9')})
    s.text(lab, L + k * cw + 8, y + 13, {color: GREY, size: 7.4})
    s.text(value, L + k * cw + 8, y + 28, {font: H.bold, size: 9.5})
  })
  y += 52

  y = s.paragraph(
    "Cette attestation est à remettre par le cocontractant à son donneur d'ordre lors de la conclusion d'un contrat d'un montant au moins égal à 5 000 euros hors taxes, puis tous les six mois jusqu'à la fin de son exécution. Elle est établie au vu des éléments connus de l'Urssaf à la date de sa délivrance et ne préjuge pas d'un contrôle ultérieur.",
    L,
    y,
    R - L,
    {color: hex('#444444'), leading: 11, size: 8.6},
  )

  // Security code and verification sentence.
  y += 10
  s.box(L, y, R - L, 28, {lineWidth: 0.9, stroke: blue})
  s.text('Code de sécurité :', L + 12, y + 18, {color: blue, font: H.bold, size: 10})
  s.text(code, L + 112, y + 18.5, {font: fonts.courier.bold, size: 12})
  y = s.paragraph(
    "Vous pouvez vérifier l'authenticité de cette attestation sur le site urssaf.fr, rubrique « Vérifier une attestation », à l'aide du numéro Siret de l'entreprise et du code de sécurité ci-dessus.",
    L,
    y + 44,
    R - L,
    {leading: 11.5, size: 9},
  )

  // Director.
  const dy = y + 22
  s.text(`Le Directeur de l'Urssaf ${r.name}`, 320, dy, {size: 9})
  s.path(signaturePath(rng, 70), 330, dy + 8, {lineWidth: 0.8, stroke: ink})
  s.text(pick(rng, ['Emmanuel DORÉ', 'Catherine VALLET', 'Philippe AUBRY', 'Hélène MAZUREL']), 320, dy + 44, {size: 9})

  s.box(0, 806, s.width, 36, {fill: blue})
  s.text(`Urssaf ${r.name} - ${r.seat} - Attestation n° ${issued.slice(0, 4)}${randomDigits(rng, 9)}`, s.width / 2, 822, {align: 'center', color: WHITE, size: 7.2})
  s.text('Page 1/1', s.width / 2, 833, {align: 'center', color: WHITE, size: 6.8})

  // The company's round stamp, over the verification sentence and the director's block.
  const sx = 380 + randomInt(rng, -12, 12)
  const sy = y + randomInt(rng, -2, 18)
  const tilt = randomInt(rng, -12, 12)
  const stamp = {color: violet, opacity: 0.78, tilt}
  s.circle(sx, sy, 46, {lineWidth: 1.8, stroke: violet})
  s.circle(sx, sy, 33, {lineWidth: 0.8, stroke: violet})
  const around = `${company.name} ${company.legalForm}`
  arcText(s, around, sx, sy, 36.5, true, {...stamp, font: H.bold, size: 7.6})
  arcText(s, `${company.address.postcode} ${upper(company.address.city)}`, sx, sy, 36.5 + 6.2, false, {...stamp, font: H.bold, size: 7.4})
  s.text('* * *', sx, sy - 12, {align: 'center', color: violet, opacity: 0.78, size: 8})
  s.text(`Tél. ${landline(company.address.postcode, rng)}`, sx - 26, sy + 3, {color: violet, font: H.bold, opacity: 0.78, rotate: tilt, size: 7})
  s.text('* * *', sx, sy + 17, {align: 'center', color: violet, opacity: 0.78, size: 8})

  // The manager's signature and the handwritten mention.
  const hand = hex('#1f3a93')
  s.text(`Certifié conforme le ${slashDate(certified)}`, L + 6, dy + 28, {color: hand, font: T.italic, rotate: 3, size: 13})
  s.path(signaturePath(rng, 110), L + 40, dy + 40, {lineWidth: 1.3, stroke: hand})
  s.text(`${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`, L + 8, dy + 78, {color: hand, font: T.italic, size: 11})

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/urssaf-tamponnee',
    notes: [
      "Urssaf certificate printed, stamped with the company's round stamp (violet, over the verification sentence and the director's block) and signed by hand",
      'identification as label : value lines, the address continuing under the first value',
      'issue date in numbers under the heading ("Délivrée le"); up-to-date date in the sentence and a later handwritten date as decoys',
      'declared payroll and staff in a small grid (decoy amount)',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
