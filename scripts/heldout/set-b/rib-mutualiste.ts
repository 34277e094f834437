/**
 * HELD-OUT rib/mutualiste-cadres: a mutualist bank's RIB (Crédit Mutuel / CIC style): the bank's
 * name top left, "RELEVÉ D'IDENTITÉ BANCAIRE" centred, then two framed boxes side by side, each
 * with its caption in the frame's top line: "Domiciliation" (the branch "CAISSE ... ", its street,
 * postcode and town, its phone) and "Titulaire du compte" (holder and address in capitals); under
 * them the national grid "Code banque | Code guichet | Numéro de compte | Clé RIB | Devise" (a
 * header row, a row of values), then one line "IBAN : FR76 ...   BIC : CMARFRPPXXX", and a short
 * note on what the RIB is for. Printed twice on the page with a cut line (one to keep, one to
 * give), as the branch's printer does.
 */
import {
  addDays,
  type Facts,
  type GeneratedDocument,
  GREY,
  hex,
  landline,
  newDocument,
  pick,
  randomInt,
  saveDocument,
  Sheet,
  slashDate,
  upper,
  WHITE,
} from '../util.js'

const STREETS = ['place de la République', 'rue Nationale', 'avenue de la Gare', 'rue du Général Leclerc', 'boulevard Gambetta', 'rue de Paris']

export async function ribMutualiste(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const iban = account.iban
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 300))
  const company = facts.company
  const blue = hex('#004a87')
  const branchLines = [`CAISSE ${upper(account.branch.replace(/^[^ ]+ /, ''))}`, `${randomInt(rng, 1, 60)} ${upper(pick(rng, STREETS))}`, `${company.address.postcode} ${upper(company.address.city)}`]
  const phone = `Tél. ${landline(company.address.postcode, rng)}`
  const holderLines = [account.holder, ...company.address.lines.map((l) => upper(l)), `${company.address.postcode} ${upper(company.address.city)}`]

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'CM-CIC Services', date: issued, producer: 'Edition RIB', title: 'Releve d identite bancaire'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  const rib = (top: number) => {
    s.box(40, top, 14, 14, {fill: blue})
    s.box(46, top + 6, 8, 8, {fill: WHITE})
    s.text(account.bankName, 60, top + 11, {color: blue, font: H.bold, size: 10})
    s.text("RELEVÉ D'IDENTITÉ BANCAIRE", s.width / 2, top + 40, {align: 'center', font: H.bold, size: 12})

    const boxTop = top + 58
    const caption = (x: number, w: number, text: string) => {
      s.box(x, boxTop, w, 92, {lineWidth: 0.7, stroke: blue})
      const tw = H.bold.widthOfTextAtSize(text, 8) + 8
      s.box(x + 8, boxTop - 5, tw, 10, {fill: WHITE})
      s.text(text, x + 12, boxTop + 3, {color: blue, font: H.bold, size: 8})
    }

    caption(40, 245, 'Domiciliation')
    s.lines([...branchLines, phone], 52, boxTop + 22, {leading: 12, size: 9})
    caption(300, 255, 'Titulaire du compte')
    s.lines(holderLines, 312, boxTop + 22, {leading: 12, size: 9})

    const y = s.table({
      columns: [{align: 'center', width: 95}, {align: 'center', width: 95}, {align: 'center', width: 150}, {align: 'center', width: 75}, {align: 'center', width: 100}],
      font: H.regular,
      frame: true,
      header: [['Code banque', 'Code guichet', 'Numéro de compte', 'Clé RIB', 'Devise']],
      headerFill: hex('#e5eef7'),
      headerFont: H.bold,
      rows: [[iban.slice(4, 9), iban.slice(9, 14), iban.slice(14, 25), iban.slice(25, 27), 'EUR']],
      size: 9.5,
      verticalRules: true,
      x: 40,
      y: boxTop + 108,
    })
    s.text('IBAN :', 40, y + 20, {font: H.bold, size: 9.5})
    s.text(iban.replace(/(.{4})/g, '$1 ').trim(), 76, y + 20, {size: 10})
    s.text('BIC :', 400, y + 20, {font: H.bold, size: 9.5})
    s.text(account.bic, 430, y + 20, {size: 10})
    s.paragraph(
      'Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, etc.).',
      40,
      y + 42,
      515,
      {color: GREY, leading: 9, size: 7},
    )
    return y + 60
  }

  rib(40)
  s.hline(30, 565, 410, {color: GREY, dash: [4, 3], width: 0.6})
  s.text('découper suivant le pointillé', s.width / 2, 404, {align: 'center', color: GREY, size: 6.5})
  rib(430)
  s.text(`Édité le ${slashDate(issued)}`, 555, 820, {align: 'right', color: GREY, size: 6.5})

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/mutualiste-cadres',
    notes: ['"Domiciliation" and "Titulaire du compte" as captions in the top line of two framed boxes side by side', 'domiciliation on three lines then a phone line', 'IBAN and BIC on one line with colons', 'printed twice'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
