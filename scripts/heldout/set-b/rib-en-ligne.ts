/**
 * HELD-OUT rib/en-ligne: the RIB an online business account prints from its web app (Qonto /
 * Shine style): the brand at the top left, "Relevé d'Identité Bancaire" as the title with the
 * account's nickname under it ("Compte principal"), then a two-column key / value block: labels
 * in grey at the left ("Titulaire du compte", "Adresse", "IBAN", "BIC", "Domiciliation"), values
 * in bold at a tab, the holder's address on two lines, the IBAN in groups of four; then the
 * French national parts in a small label-above-value strip ("Code banque | Code guichet |
 * Numéro de compte | Clé RIB"); a footer naming the payment institution and its regulator.
 */
import {
  addDays,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  longDate,
  newDocument,
  randomInt,
  saveDocument,
  Sheet,
} from '../util.js'

export async function ribEnLigne(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const iban = account.iban
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 120))
  const company = facts.company
  const violet = hex('#2b1d5c')
  const soft = hex('#f4f2fa')
  const brand = account.bankName.replace(/ SAS$/, '')

  const {doc, fonts} = await newDocument({author: brand, creator: `${brand} Web App`, date: issued, producer: 'wkhtmltopdf 0.12.6', title: `RIB - ${account.holder}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  s.box(48, 40, 24, 24, {fill: violet, radius: 6})
  s.text(brand.charAt(0), 60, 57, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 13})
  s.text(brand.toLowerCase(), 80, 58, {color: violet, font: H.bold, size: 16})

  s.text("Relevé d'Identité Bancaire", 48, 118, {color: violet, font: H.bold, size: 20})
  s.text('Compte principal - Euro', 48, 136, {color: GREY, size: 10})

  s.box(48, 160, 500, 190, {fill: soft, radius: 8})
  const tab = 190
  let y = 188
  const pair = (label: string, values: string[], size = 10.5, bold = true) => {
    s.text(label, 66, y, {color: GREY, size: 9})
    values.forEach((v, i) => s.text(v, tab, y + i * 14, {font: i === 0 && bold ? H.bold : H.regular, size: i === 0 && bold ? size : 9.5}))
    y += 14 * values.length + 16
  }

  pair('Titulaire du compte', [account.holder])
  pair('Adresse', [company.address.lines.join(', '), `${company.address.postcode} ${company.address.city}`], 10.5, false)
  pair('IBAN', [iban.replace(/(.{4})/g, '$1 ').trim()], 12)
  pair('BIC', [account.bic], 12)
  pair('Domiciliation', [account.branch])

  y = 378
  const parts: [string, string][] = [
    ['Code banque', iban.slice(4, 9)],
    ['Code guichet', iban.slice(9, 14)],
    ['Numéro de compte', iban.slice(14, 25)],
    ['Clé RIB', iban.slice(25, 27)],
  ]
  s.text('Identifiant national (RIB)', 48, y, {font: H.bold, size: 9.5})
  parts.forEach(([label, value], i) => {
    const x = 48 + [0, 110, 220, 380][i]
    s.text(label, x, y + 20, {color: GREY, size: 8.5})
    s.text(value, x, y + 34, {size: 10.5})
  })

  s.text(`Document généré le ${longDate(issued)}`, 48, 456, {color: GREY, size: 8})

  s.paragraph(
    `${brand} est une marque de ${account.bankName}, établissement de paiement agréé par l'Autorité de Contrôle Prudentiel et de Résolution (ACPR) sous le numéro 16958, dont le siège est situé ${account.branch.replace(/^[^,]+, /, '')}. Les fonds des clients sont cantonnés auprès d'un établissement de crédit partenaire.`,
    48,
    790,
    500,
    {color: GREY, leading: 9, size: 7},
  )

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban, titulaire: account.holder},
    layout: 'rib/en-ligne',
    notes: ['two-column key / value block (labels left in grey, values at a tab)', 'holder address on two lines under the holder', 'national parts as label-above-value strip'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
