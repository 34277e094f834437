/**
 * HELD-OUT quittance_loyer/tableur-bailleur-particulier: a private landlord's monthly rent receipt
 * made in a SPREADSHEET (a template filled in each month and printed with its GRIDLINES, as many
 * landlords do; a person, a family SCI represented by its manager, a couple; four invented
 * landlords): the spreadsheet's print header with the sheet's name and the PRINT DATE (a decoy
 * date) and its "Page 1" footer; the title in a merged tinted cell; LABELS IN THE FIRST COLUMN AND
 * VALUES IN THE NEXT CELLS, dates and amounts RIGHT-ALIGNED AT THE FAR END OF THEIR CELLS as a
 * spreadsheet aligns figures: "Bailleur" with its own address (a decoy address; the SCI's RCS
 * number: a decoy identifier), "Locataire" with the tenant as the landlord types the name ("M.
 * Thomas Gautier": surname in lower case with a capital), "Adresse du logement" on its lines, the
 * period with "du" and "au" in cells of their own (decoy dates); the rent, the charges and the
 * total; the SUM IN WORDS; the payment date and means (a decoy date); the receipt's sentence in a
 * merged cell; "Fait à" | town | "le" | date (the truth) and a pasted signature.
 */
import {addDays, capitalisedSurname, euroWords, type Facts, frAmount, type GeneratedDocument, hex, lastDayOf, MONTHS_FR, monthOf, newDocument, randomInt, readParams, saveDocument, Sheet, signaturePath, slashDate, subjectOf, truthAddress, wrap} from '../util.js'

interface Landlord {
  lines: string[]
  town: string
  signer: string
  sentence: (tenant: string, total: string, words: string, from: string, to: string) => string
}

const LANDLORDS: Landlord[] = [
  {
    lines: ['M. Gérard FAVRE', "18 route d'Albertville", '74210 Doussard'],
    sentence: (t, total, words, from, to) => `Je soussigné Gérard FAVRE, propriétaire du logement désigné ci-dessus, déclare avoir reçu de ${t} la somme de ${total} (${words}) au titre du loyer et des charges pour la période du ${from} au ${to}, et lui en donne quittance, sous réserve de tous mes droits.`,
    signer: 'G. Favre',
    town: 'Doussard',
  },
  {
    lines: ['SCI DES ACACIAS - Mme Nathalie ROUX, gérante', '7 rue Paul Bert', '69003 Lyon', 'RCS Lyon 512 448 097'],
    sentence: (t, total, words, from, to) => `La SCI DES ACACIAS, bailleresse, représentée par sa gérante, déclare avoir reçu de ${t} la somme de ${total} (${words}) au titre du loyer et des charges pour la période du ${from} au ${to}, et lui en donne quittance, sous réserve de tous ses droits.`,
    signer: 'N. Roux, gérante',
    town: 'Lyon',
  },
  {
    lines: ['M. et Mme Alain BRUNET', '5 impasse des Mouettes', '17340 Châtelaillon-Plage'],
    sentence: (t, total, words, from, to) => `Nous soussignés Alain et Sylvie BRUNET, propriétaires du logement désigné ci-dessus, déclarons avoir reçu de ${t} la somme de ${total} (${words}) au titre du loyer et des charges pour la période du ${from} au ${to}, et lui en donnons quittance, sous réserve de tous nos droits.`,
    signer: 'A. et S. Brunet',
    town: 'Châtelaillon-Plage',
  },
  {
    lines: ['Mme Monique LE BIHAN', '22 rue de Siam', '29200 Brest'],
    sentence: (t, total, words, from, to) => `Je soussignée Monique LE BIHAN, propriétaire du logement désigné ci-dessus, déclare avoir reçu de ${t} la somme de ${total} (${words}) au titre du loyer et des charges pour la période du ${from} au ${to}, et lui en donne quittance, sous réserve de tous mes droits.`,
    signer: 'M. Le Bihan',
    town: 'Brest',
  },
]

export async function quittanceTableurBailleur(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const ll = LANDLORDS[typeof raw.landlord === 'number' ? raw.landlord % LANDLORDS.length : 0]
  const month = monthOf(params, facts)
  const from = `${month}-01`
  const to = lastDayOf(month)
  const paid = addDays(from, randomInt(rng, -2, 5))
  const issued = params.issueDate ?? addDays(from, randomInt(rng, 5, 12))
  const printed = addDays(issued, randomInt(rng, 0, 4))
  const tenant = `${name.civility} ${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const dwelling = [...address.lines, `${address.postcode} ${address.city}`]
  const rent = randomInt(rng, 520, 1180) * 100
  const charges = randomInt(rng, 25, 120) * 100
  const total = rent + charges
  const means = ll.lines[0].startsWith('M. et') ? 'Chèque' : 'Virement bancaire'
  const ink = hex('#000000')
  const grid = hex('#d4d4d4')
  const border = hex('#404040')
  const fill = hex('#ddebf7')
  const label = hex('#f2f2f2')

  const {doc, fonts} = await newDocument({author: ll.signer, creator: 'Microsoft® Excel® pour Microsoft 365', date: printed, producer: 'Microsoft® Excel® pour Microsoft 365', title: `Quittances ${month.slice(0, 4)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const widths = [128, 94, 70, 52, 88, 84]
  const X0 = 44
  const lefts = widths.map((_, i) => X0 + widths.slice(0, i).reduce((a, b) => a + b, 0))
  const X1 = X0 + widths.reduce((a, b) => a + b, 0)
  const TOP = 70
  const RH = 17.5

  // The print header and footer.
  const monthName = MONTHS_FR[Number(month.slice(5, 7)) - 1]
  s.text(`Quittance ${monthName} ${month.slice(0, 4)}`, s.width / 2, 36, {align: 'center', color: ink, size: 9})
  s.text(slashDate(printed), X1, 36, {align: 'right', color: ink, size: 9})
  s.text('Page 1', s.width / 2, 812, {align: 'center', color: ink, size: 9})

  // The cells: [row, first column, last column, text, options].
  type Opt = {bold?: boolean; align?: 'center' | 'left' | 'right'; size?: number; fill?: boolean; shade?: boolean; box?: boolean}
  const cells: [number, number, number, string, Opt][] = []
  const put = (r: number, c1: number, c2: number, text: string, opt: Opt = {}) => cells.push([r, c1, c2, text, opt])
  let r = 0
  put(r, 0, 5, 'QUITTANCE DE LOYER', {align: 'center', bold: true, box: true, fill: true, size: 15})
  r += 2
  ll.lines.forEach((line, i) => put(r + i, 1, 3, line, {bold: i === 0}))
  put(r, 0, 0, 'Bailleur', {bold: true, shade: true})
  r += ll.lines.length + 1
  put(r, 0, 0, 'Locataire', {bold: true, shade: true})
  put(r, 1, 3, tenant, {bold: true})
  r += 1
  put(r, 0, 0, 'Adresse du logement', {bold: true, shade: true})
  dwelling.forEach((line, i) => put(r + i, 1, 3, line))
  r += dwelling.length + 1
  put(r, 0, 0, 'Période', {bold: true, shade: true})
  put(r, 1, 1, 'du', {align: 'right'})
  put(r, 2, 2, slashDate(from), {align: 'right'})
  put(r, 3, 3, 'au', {align: 'right'})
  put(r, 4, 4, slashDate(to), {align: 'right'})
  r += 2
  put(r, 0, 3, 'Désignation', {bold: true, box: true, fill: true})
  put(r, 4, 5, 'Montant', {align: 'right', bold: true, box: true, fill: true})
  put(r + 1, 0, 3, 'Loyer hors charges', {box: true})
  put(r + 1, 4, 5, `${frAmount(rent)} €`, {align: 'right', box: true})
  put(r + 2, 0, 3, 'Provision pour charges', {box: true})
  put(r + 2, 4, 5, `${frAmount(charges)} €`, {align: 'right', box: true})
  put(r + 3, 0, 3, 'TOTAL', {bold: true, box: true})
  put(r + 3, 4, 5, `${frAmount(total)} €`, {align: 'right', bold: true, box: true})
  r += 5
  put(r, 0, 0, 'Somme reçue en lettres', {bold: true, shade: true})
  put(r, 1, 5, euroWords(total), {size: 9})
  put(r + 1, 0, 0, 'Date du paiement', {bold: true, shade: true})
  put(r + 1, 2, 2, slashDate(paid), {align: 'right'})
  put(r + 2, 0, 0, 'Mode de paiement', {bold: true, shade: true})
  put(r + 2, 1, 2, means)
  r += 4
  const sentence = wrap(ll.sentence(tenant, `${frAmount(total)} €`, euroWords(total), slashDate(from), slashDate(to)), X1 - X0 - 8, H.regular, 9)
  sentence.forEach((line, i) => put(r + i, 0, 5, line, {size: 9}))
  r += sentence.length + 1
  put(r, 0, 0, 'Fait à', {bold: true, shade: true})
  put(r, 1, 2, ll.town)
  put(r, 3, 3, 'le', {align: 'right'})
  put(r, 4, 4, slashDate(issued), {align: 'right'})
  r += 1
  put(r, 0, 0, 'Signature', {bold: true, shade: true})
  const signatureRow = r
  r += 4
  put(r, 0, 5, 'Cette quittance annule tous les reçus qui auraient pu être donnés pour acompte versé sur la présente période.', {size: 7.5})
  const rows = r + 1

  // Gridlines over the used range, then fills, text and borders.
  for (let i = 0; i <= rows; i++) s.hline(X0, X1, TOP + i * RH, {color: grid, width: 0.35})
  for (const x of [...lefts, X1]) s.vline(x, TOP, TOP + rows * RH, {color: grid, width: 0.35})
  for (const [row, c1, c2, , opt] of cells) {
    const x = lefts[c1]
    const w = lefts[c2] + widths[c2] - x
    const y = TOP + row * RH
    const h = opt.size && opt.size > 12 ? RH * 2 : RH
    if (opt.fill) s.box(x, y, w, h, {fill})
    if (opt.shade) s.box(x, y, w, h, {fill: label})
  }

  for (const [row, c1, c2, text, opt] of cells) {
    const x = lefts[c1]
    const w = lefts[c2] + widths[c2] - x
    const y = TOP + row * RH
    const size = opt.size ?? 10
    const h = size > 12 ? RH * 2 : RH
    const font = opt.bold ? H.bold : H.regular
    const fitted = Math.min(size, (w - 6) / font.widthOfTextAtSize(text, 1))
    const tx = opt.align === 'right' ? x + w - 3 : opt.align === 'center' ? x + w / 2 : x + 3
    s.text(text, tx, y + h / 2 + fitted * 0.35, {align: opt.align ?? 'left', color: ink, font, size: fitted})
    if (opt.box) s.box(x, y, w, h, {lineWidth: 0.8, stroke: border})
  }

  s.path(signaturePath(rng, 120), lefts[1] + 10, TOP + signatureRow * RH + 6, {lineWidth: 1, stroke: hex('#1d2a6b')})

  return {
    fields: {adresse: truthAddress(dwelling), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/tableur-bailleur-particulier',
    notes: [
      "a private landlord's monthly rent receipt made in a spreadsheet and printed with its gridlines: labels in the first column, dates and amounts right-aligned in their cells",
      'the tenant as the landlord types the name ("M. Thomas Gautier"); the sum in words; the issue date only as "Fait à | town | le | 05/03/2029" in separate cells',
      "decoys: the print header's date, the landlord's address (and the SCI's RCS number), the period's dates, the payment date",
    ],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
