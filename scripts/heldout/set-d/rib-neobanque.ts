/**
 * HELD-OUT rib/neobanque-pro: the RIB a business neobank (Qonto style) exports from its app: a
 * small black wordmark top left, "Relevé d'Identité Bancaire" large, then stacked label-above-value
 * pairs on the full width ("Titulaire du compte", "IBAN" grouped by four, "BIC"), a grey table
 * "Code banque | Code guichet | Numéro de compte | Clé RIB", and at the bottom "Banque" and
 * "Adresse de la banque" side by side (the neobank's head office as domiciliation), with the
 * payment institution's regulatory footer (ACPR).
 */
import {addDays, type Facts, type GeneratedDocument, hex, longDate, newDocument, randomInt, saveDocument, Sheet} from '../util.js'

export async function ribNeobanque(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 90))
  const iban = account.iban
  const bban = iban.slice(4)
  const [bankName, ...rest] = account.branch.split(', ')
  const bankAddress = rest.join(', ')

  const {doc, fonts} = await newDocument({author: bankName, creator: 'Chromium', date: issued, producer: 'Skia/PDF m120', title: 'RIB'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 56
  const R = 539
  const ink = hex('#1d1d1b')
  const soft = hex('#8a8a8a')

  s.text(bankName.split(' ')[0].toLowerCase(), L, 70, {color: ink, font: H.bold, size: 20})
  s.text(`Généré le ${longDate(issued)}`, R, 66, {align: 'right', color: soft, size: 8})
  s.text("Relevé d'Identité Bancaire", L, 130, {color: ink, font: H.bold, size: 22})
  s.hline(L, R, 148, {color: hex('#e2e2e2'), width: 1})

  const pair = (label: string, value: string, x: number, y: number, size = 12) => {
    s.text(label, x, y, {color: soft, size: 8.5})
    s.text(value, x, y + 17, {color: ink, font: H.bold, size})
  }

  pair('Titulaire du compte', account.holder, L, 184)
  pair('IBAN', iban.replace(/(.{4})/g, '$1 ').trim(), L, 234, 13)
  pair('BIC', account.bic, L, 284, 13)

  s.table({
    columns: [{width: 110}, {width: 110}, {width: 160}, {width: 103}],
    font: fonts.courier.regular,
    frame: false,
    header: [['Code banque', 'Code guichet', 'Numéro de compte', 'Clé RIB']],
    headerColor: soft,
    headerFill: hex('#f4f4f4'),
    headerFont: H.regular,
    headerSize: 8,
    rows: [[bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23)]],
    rowHeight: 20,
    size: 11,
    x: L,
    y: 336,
  })

  pair('Banque', bankName, L, 420, 10)
  s.text('Adresse de la banque', 300, 420, {color: soft, size: 8.5})
  s.lines(bankAddress.split(', '), 300, 437, {color: ink, font: H.bold, leading: 13, size: 10})

  s.paragraph(
    `${bankName} est un établissement de paiement agréé par l'Autorité de Contrôle Prudentiel et de Résolution (ACPR) sous le numéro 17418. Les fonds de nos clients sont cantonnés auprès d'un établissement de crédit. Ce RIB vous permet de recevoir des virements SEPA et de mettre en place des prélèvements.`,
    L,
    760,
    R - L,
    {color: soft, leading: 9, size: 7},
  )

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban, titulaire: account.holder},
    layout: 'rib/neobanque-pro',
    notes: ['label above value on the full width', 'domiciliation split between "Banque" and "Adresse de la banque"', 'issue date in words'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
