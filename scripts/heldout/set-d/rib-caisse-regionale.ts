/**
 * HELD-OUT rib/caisse-regionale: a regional mutual bank's RIB (Crédit Agricole style) printed at
 * the branch: a green logo band, "RELEVÉ D'IDENTITÉ BANCAIRE" centred, the explanatory sentence,
 * the "Identifiant national de compte bancaire - RIB" grid with captions inside the cells (Banque,
 * Guichet, N° compte, Clé, Devise), "Identifiant international de compte bancaire" with "IBAN
 * (International Bank Account Number)" and "BIC (Bank Identifier Code)" as long labels left of
 * their values, then two framed boxes side by side: "Domiciliation" (branch name, street, postcode
 * town: three lines) and "Titulaire du compte" (the holder and the company address), and a
 * "Cadre réservé au destinataire du relevé" box.
 */
import {addDays, addressLines, BLACK, type Facts, type GeneratedDocument, GREY, hex, newDocument, pick, randomInt, saveDocument, Sheet, slashDate, WHITE} from '../util.js'

export async function ribCaisseRegionale(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 200))
  const iban = account.iban
  const bban = iban.slice(4)
  const branchLines = [account.branch, `${randomInt(rng, 1, 60)} ${pick(rng, ['place du Marché', 'rue Nationale', 'avenue de la Gare', 'boulevard Heurteloup'])}`, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const green = hex('#00735a')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Poste agence', date: issued, producer: 'Editique CA-TS', title: 'RIB'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const frame = {lineWidth: 0.7, stroke: BLACK}

  s.box(0, 0, s.width, 70, {fill: green})
  s.text(account.bankName.toUpperCase(), L, 42, {color: WHITE, font: H.bold, size: 13})
  s.text(`Édité le ${slashDate(issued)}`, R, 42, {align: 'right', color: WHITE, size: 8})

  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", s.width / 2, 112, {align: 'center', font: H.bold, size: 14})
  s.paragraph(
    'Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, paiements de quittances, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause.',
    L,
    134,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )

  s.text('Identifiant national de compte bancaire - RIB', L, 186, {font: H.bold, size: 9})
  const widths = [90, 90, 170, 60, 105]
  const caps = ['Banque', 'Guichet', 'N° compte', 'Clé', 'Devise']
  const vals = [bban.slice(0, 5), bban.slice(5, 10), bban.slice(10, 21), bban.slice(21, 23), 'EUR']
  let x = L
  widths.forEach((w, i) => {
    s.box(x, 194, w, 34, frame)
    s.text(caps[i], x + 4, 203, {color: GREY, size: 6.5})
    s.text(vals[i], x + w / 2, 221, {align: 'center', font: fonts.courier.bold, size: 11})
    x += w
  })

  s.text('Identifiant international de compte bancaire', L, 256, {font: H.bold, size: 9})
  s.box(L, 264, R - L, 44, frame)
  s.text('IBAN (International Bank Account Number)', L + 6, 280, {size: 8})
  s.text(iban.replace(/(.{4})/g, '$1 ').trim(), L + 210, 280, {font: fonts.courier.bold, size: 10.5})
  s.text('BIC (Bank Identifier Code)', L + 6, 299, {size: 8})
  s.text(account.bic, L + 210, 299, {font: fonts.courier.bold, size: 10.5})

  s.box(L, 326, 250, 92, frame)
  s.text('Domiciliation', L + 6, 340, {font: H.bold, size: 8.5})
  s.lines(branchLines, L + 6, 356, {leading: 12, size: 9})
  s.box(305, 326, R - 305, 92, frame)
  s.text('Titulaire du compte', 311, 340, {font: H.bold, size: 8.5})
  s.lines([account.holder.toUpperCase(), ...addressLines(company.address, 'upper')], 311, 356, {leading: 12, size: 9})

  s.box(L, 440, R - L, 70, {dash: [3, 2], lineWidth: 0.6, stroke: GREY})
  s.text('Cadre réservé au destinataire du relevé', L + 6, 454, {color: GREY, size: 7.5})

  s.paragraph(
    `${account.bankName} - Société coopérative à capital variable, agréée en tant qu'établissement de crédit - Société de courtage d'assurance immatriculée au registre ORIAS sous le n° 07 023 736.`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/caisse-regionale',
    notes: ['captions inside grid cells', 'long IBAN/BIC labels', 'domiciliation and holder in side-by-side boxes', 'holder in capitals'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
