/**
 * HELD-OUT rib/caisse-epargne-cases: the RIB of a regional savings bank (Caisse d'Épargne style,
 * brand invented) as its branch software prints it, with every identifier written ONE CHARACTER
 * PER BOX, as on the pre-printed forms the network kept: the red mark (a squirrel's tail drawn in
 * white on a red rounded square) with the bank's name and region top left, "RELEVÉ D'IDENTITÉ
 * BANCAIRE" and the edition date top right; two framed boxes side by side whose captions are
 * white capitals on a red strip: "TITULAIRE DU COMPTE" (the holder and the company's address) and
 * "DOMICILIATION" (the branch on three lines, then its phone: not part of the truth); the national
 * identifier under the caption "IDENTIFIANT NATIONAL DE COMPTE BANCAIRE - RIB" as four groups of
 * boxes ("Code établissement" 5, "Code guichet" 5, "N° de compte" 11, "Clé RIB" 2) with their
 * small labels ABOVE the groups; then "IBAN (International Bank Account Number)" as 27 boxes in
 * groups of four and "BIC (Bank Identifier Code)" as 11 boxes, labels at the LEFT of the boxes;
 * the classic RIB mention ("Ce relevé est destiné à être remis, sur leur demande, à vos
 * créanciers ou débiteurs..."), the dashed "Cadre réservé au destinataire du relevé" and the
 * bank's legal footer (cooperative bank, ORIAS).
 */
import {addDays, type Facts, type GeneratedDocument, GREY, hex, landline, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'

const REGIONS: [string[], string][] = [
  [['75', '77', '78', '91', '92', '93', '94', '95'], 'Île-de-France'],
  [['01', '07', '26', '38', '42', '63', '69', '73', '74'], 'Rhône Alpes Auvergne'],
  [['04', '05', '06', '13', '83', '84'], 'Provence Côte d\'Azur'],
  [['11', '30', '31', '34', '64', '65', '66'], 'Languedoc Pyrénées'],
  [['17', '24', '33', '40', '47', '86', '79'], 'Atlantique Aquitaine'],
  [['22', '29', '35', '44', '49', '53', '56', '72', '85'], 'Bretagne Val de Loire'],
  [['02', '59', '60', '62', '80'], 'Nord France'],
  [['21', '25', '37', '41', '45', '67', '68', '57', '54'], 'Grand Est Centre'],
]

export async function ribCaisseEpargneCases(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 90))
  const iban = account.iban
  const bban = iban.slice(4)
  const bic = account.bic
  const dept = company.address.postcode.slice(0, 2)
  const region = REGIONS.find(([depts]) => depts.includes(dept))?.[1] ?? 'Île-de-France'
  const city = company.address.city
  const branchLines = [
    `AGENCE ${upper(city)} ${pick(rng, ['CENTRE', 'GARE', 'HÔTEL DE VILLE', 'LES HALLES', 'PROFESSIONNELS'])}`,
    `${randomInt(rng, 1, 90)} ${pick(rng, ['rue Nationale', 'place du Marché', 'avenue de la République', 'cours Gambetta', 'rue du Général Leclerc'])}`,
    `${company.address.postcode} ${upper(city)}`,
  ]
  const holderLines = [account.holder, ...company.address.lines, `${company.address.postcode} ${upper(city)}`]
  const red = hex('#d6001c')
  const ink = hex('#222222')
  const boxLine = hex('#555555')

  const {doc, fonts} = await newDocument({author: `${account.bankName} ${region}`, creator: 'Poste agence - Editions RIB', date: issued, producer: 'PDFlib 9.3', title: "Relevé d'identité bancaire"})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // Mark: a squirrel's tail.
  s.box(L, 34, 40, 40, {fill: red, radius: 8})
  s.path('M 12 34 C 2 26, 4 8, 18 6 C 30 4, 36 16, 28 22 C 24 14, 14 14, 16 24 C 17 30, 22 32, 26 34 Z', L, 34, {fill: WHITE})
  s.text(account.bankName, L + 50, 50, {color: red, font: H.bold, size: 13})
  s.text(region, L + 50, 63, {color: ink, size: 9.5})
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", R, 50, {align: 'right', font: H.bold, size: 12})
  s.text(`Édité le ${slashDate(issued)}`, R, 63, {align: 'right', color: GREY, size: 8})

  // Holder and branch.
  const captioned = (x: number, w: number, caption: string, lines: string[], extra?: string) => {
    const top = 100
    s.box(x, top, w, 16, {fill: red})
    s.text(caption, x + 7, top + 11.3, {color: WHITE, font: H.bold, size: 8})
    s.box(x, top, w, 104, {lineWidth: 0.8, stroke: boxLine})
    const after = s.lines(lines, x + 8, top + 32, {color: ink, leading: 12, size: 9.5})
    if (extra) s.text(extra, x + 8, after + 2, {color: GREY, size: 7.5})
  }

  const half = (R - L - 14) / 2
  captioned(L, half, 'TITULAIRE DU COMPTE', holderLines)
  captioned(L + half + 14, half, 'DOMICILIATION', branchLines, `Tél. ${landline(company.address.postcode, rng)}`)

  // One character per box.
  const cell = 13
  const charBoxes = (text: string, x: number, y: number, groups?: number): number => {
    let at = x
    for (let k = 0; k < text.length; k++) {
      if (groups && k > 0 && k % groups === 0) at += 6
      s.box(at, y, cell, 19, {lineWidth: 0.7, stroke: boxLine})
      s.text(text[k], at + cell / 2, y + 13.8, {align: 'center', color: ink, font: C.bold, size: 10.5})
      at += cell
    }

    return at
  }

  let y = 236
  s.text('IDENTIFIANT NATIONAL DE COMPTE BANCAIRE - RIB', L, y, {color: red, font: H.bold, size: 8.5})
  s.hline(L, R, y + 4, {color: red, width: 0.6})
  y += 22
  const parts: [string, string][] = [
    ['Code établissement', bban.slice(0, 5)],
    ['Code guichet', bban.slice(5, 10)],
    ['N° de compte', bban.slice(10, 21)],
    ['Clé RIB', bban.slice(21, 23)],
  ]
  let x = L
  for (const [lab, value] of parts) {
    s.text(lab, x, y, {color: GREY, size: 7})
    x = charBoxes(value, x, y + 5) + 14
  }

  y += 52
  s.text('IDENTIFIANT INTERNATIONAL DE COMPTE BANCAIRE', L, y, {color: red, font: H.bold, size: 8.5})
  s.hline(L, R, y + 4, {color: red, width: 0.6})
  y += 18
  s.text('IBAN', L, y + 10, {font: H.bold, size: 9})
  s.text('International Bank Account Number', L, y + 19, {color: GREY, size: 6})
  charBoxes(iban, L + 100, y, 4)
  y += 36
  s.text('BIC', L, y + 10, {font: H.bold, size: 9})
  s.text('Bank Identifier Code', L, y + 19, {color: GREY, size: 6})
  charBoxes(bic, L + 100, y)

  y += 54
  s.box(L, y, R - L, 60, {fill: hex('#f6f6f6')})
  s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements SEPA, paiements de quittances, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause et vous évite ainsi des réclamations pour erreurs ou retards d'imputation.",
    L + 10,
    y + 16,
    R - L - 20,
    {color: ink, leading: 10.5, size: 8},
  )

  y += 84
  s.box(L, y, R - L, 110, {dash: [3, 2], lineWidth: 0.6, stroke: GREY})
  s.text('Cadre réservé au destinataire du relevé', L + 8, y + 14, {color: GREY, font: H.italic, size: 7.5})

  s.paragraph(
    `${account.bankName} ${region} - Banque coopérative régie par les articles L.512-85 et suivants du code monétaire et financier - Société anonyme à directoire et conseil d'orientation et de surveillance au capital de ${randomInt(rng, 420, 980)} ${randomDigits(rng, 3)} 000 euros - RCS ${pick(rng, ['Nantes', 'Lyon', 'Lille', 'Marseille'])} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - Intermédiaire d'assurance immatriculé à l'ORIAS sous le n° 07 ${randomDigits(rng, 3)} ${randomDigits(rng, 3)}.`,
    L,
    790,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/caisse-epargne-cases',
    notes: [
      'bank code, branch code, account number, key, IBAN and BIC one character per box',
      'IBAN boxes in groups of four; labels at the left of the IBAN and BIC boxes, above the RIB groups',
      'captions in white on red strips over the holder and branch boxes',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
