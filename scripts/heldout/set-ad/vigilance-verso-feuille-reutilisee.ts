/**
 * HELD-OUT attestation_vigilance/brouillon-verso-feuille-reutilisee: the Urssaf vigilance
 * certificate that the manager downloaded and PRINTED IN DRAFT MODE (the ink-saving setting: the
 * text in mid grey, the colours washed out) ON THE BACK OF A USED SHEET taken from the scrap-paper
 * pile, then scanned for the loan file: the other side's printing SHOWS THROUGH in faint MIRROR
 * IMAGE (a supplier's old invoice: its mark and address block, its lines of text, its table, the
 * marker's cross drawn over it to mark it as scrap; drawn as faint marks, not as text). The
 * certificate itself: the Urssaf's mark and region at the top left, a framed box at the top right
 * with LABELS ABOVE VALUES ("Attestation délivrée le" 14/04/2032: the truth; "Code de sécurité":
 * the truth), the title with the code's article, "L'Urssaf ... atteste que l'entreprise désignée
 * ci-dessous :", the company as LABEL : VALUE lines ("Raison sociale" the name alone, "Forme
 * juridique", "N° SIRET" grouped, "Adresse" on its lines with the town in capitals: the truths; the
 * contributor account: a decoy), "est à jour ... au 31/03/2032" (a decoy date), the last period's
 * workforce and payroll (decoys), the check's paragraph, the director's signature and the footer.
 */
import {BlendMode} from 'pdf-lib'

import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, wrap} from '../util.js'
import {Frame} from './frame.js'

const REGIONS: [string, string[]][] = [
  ['Auvergne-Rhône-Alpes', ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74']],
  ['Île-de-France', ['75', '77', '78', '91', '92', '93', '94', '95']],
  ['Pays de la Loire', ['44', '49', '53', '72', '85']],
  ['Nouvelle-Aquitaine', ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87']],
  ['Occitanie', ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82']],
  ['Bretagne', ['22', '29', '35', '56']],
  ["Provence-Alpes-Côte d'Azur", ['04', '05', '06', '13', '83', '84']],
  ['Grand Est', ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88']],
  ['Hauts-de-France', ['02', '59', '60', '62', '80']],
  ['Bourgogne-Franche-Comté', ['21', '25', '39', '58', '70', '71', '89', '90']],
  ['Centre-Val de Loire', ['18', '28', '36', '37', '41', '45']],
]

const FORMS: Record<string, string> = {
  EURL: 'Société à responsabilité limitée unipersonnelle',
  SA: 'Société anonyme',
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée unipersonnelle',
}

export async function vigilanceVersoFeuilleReutilisee(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 40))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const period = addMonths(`${issued.slice(0, 7)}-01`, -1).slice(0, 7)
  const region = REGIONS.find(([, depts]) => depts.includes(company.address.postcode.slice(0, 2)))?.[0] ?? 'Normandie'
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const account = `${randomInt(rng, 117, 937)} ${randomDigits(rng, 12)}`
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const staff = randomInt(rng, 1, 14)
  const payroll = staff * randomInt(rng, 2100, 2900)
  const ink = hex('#5a5a5a')
  const soft = hex('#8a8a8a')
  const pale = hex('#b9c7d3')
  const ghost = hex('#c9c5bc')

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: addDays(issued, randomInt(rng, 1, 8)), producer: 'EPSON Scan 2', title: `img${randomDigits(rng, 8)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const f = new Frame(s, 0, 0, 1)
  s.box(0, 0, s.width, s.height, {fill: hex('#f7f6f1')})

  // The other side shows through, in mirror image: what sits at x on the back is at width - x here.
  const mx = (x: number, w: number) => s.width - x - w
  const bar = (x: number, y: number, w: number, h = 3.6) => f.rect(mx(x, w), y - h, w, h, {blend: BlendMode.Multiply, fill: ghost, opacity: 0.42, radius: 1.2})
  const words = (x: number, y: number, width: number) => {
    let at = x
    while (at < x + width - 12) {
      const w = Math.min(8 + rng() * 38, x + width - at)
      bar(at, y, w)
      at += w + 3.5
    }
  }

  bar(48, 70, 120, 14)
  bar(48, 86, 80)
  bar(48, 96, 96)
  for (let j = 0; j < 4; j++) bar(330, 150 + j * 13, 120 + rng() * 60, 4.4)
  words(48, 250, 320)
  for (let j = 0; j < 5; j++) words(48, 290 + j * 12, j === 4 ? 240 : 500)
  f.rect(mx(48, 500), 372, 500, 180, {blend: BlendMode.Multiply, lineWidth: 0.8, opacity: 0.5, stroke: ghost})
  for (let j = 1; j < 9; j++) f.line(mx(48, 500), 372 + j * 20, mx(48, 500) + 500, 372 + j * 20, {color: ghost, opacity: 0.45, width: 0.5})
  for (let j = 0; j < 8; j++) {
    words(56, 386 + j * 20, 240)
    bar(470, 386 + j * 20, 66)
  }

  bar(400, 590, 150, 8)
  for (let j = 0; j < 3; j++) words(48, 740 + j * 11, 500)
  f.path('M 70 60 C 250 300 380 520 540 790', 0, 0, {blend: BlendMode.Multiply, lineWidth: 9, opacity: 0.22, stroke: hex('#9aa2b8')})
  f.path('M 545 70 C 400 280 260 560 60 780', 0, 0, {blend: BlendMode.Multiply, lineWidth: 9, opacity: 0.22, stroke: hex('#9aa2b8')})

  // The certificate, printed in draft mode.
  const L = 52
  const R = 543
  s.box(L, 44, 38, 38, {fill: pale})
  s.text('U', L + 19, 71, {align: 'center', color: hex('#f7f6f1'), font: H.bold, size: 23})
  s.text('Urssaf', L + 47, 62, {color: soft, font: H.bold, size: 18})
  s.text(region, L + 47, 77, {color: soft, size: 9.4})

  const bx = 344
  s.box(bx, 44, R - bx, 70, {lineWidth: 0.8, stroke: soft})
  s.text('Attestation délivrée le', bx + 10, 60, {color: soft, size: 8})
  s.text(slashDate(issued), bx + 10, 74, {color: ink, font: H.bold, size: 11})
  s.hline(bx, R, 82, {color: soft, width: 0.4})
  s.text('Code de sécurité', bx + 10, 96, {color: soft, size: 8})
  s.text(code, bx + 10, 109, {color: ink, font: fonts.courier.bold, size: 11})

  let y = 158
  s.text('ATTESTATION DE VIGILANCE', s.width / 2, y, {align: 'center', color: ink, font: H.bold, size: 16})
  s.text('(articles L. 243-15 et D. 243-15 du code de la sécurité sociale)', s.width / 2, y + 14, {align: 'center', color: soft, size: 8})
  y += 44
  s.text(`L'Urssaf ${region} atteste que l'entreprise désignée ci-dessous :`, L, y, {color: ink, size: 9.8})
  y += 24
  const rows: [string, string[], boolean][] = [
    ['Raison sociale', [company.name], true],
    ['Forme juridique', [FORMS[company.legalForm] ?? company.legalForm], false],
    ['N° SIRET', [groupedSiret(company.siret)], true],
    ['Adresse', address, true],
    ['N° de compte cotisant', [account], false],
  ]
  for (const [label, values, bold] of rows) {
    s.text(`${label} :`, L + 14, y, {color: soft, size: 9.4})
    values.forEach((value, j) => s.text(value, L + 140, y + j * 12.5, {color: ink, font: bold ? H.bold : H.regular, size: 9.8}))
    y += values.length * 12.5 + 7
  }

  y += 10
  for (const line of wrap(`est à jour de ses obligations en matière de déclaration et de paiement des cotisations et contributions sociales dues à l'Urssaf au ${slashDate(situation)}.`, R - L, H.regular, 9.8)) {
    s.text(line, L, y, {color: ink, size: 9.8})
    y += 13
  }

  y += 12
  s.text(`Au titre de la dernière période exigible (${period.slice(5)}/${period.slice(0, 4)}), l'entreprise a déclaré :`, L, y, {color: ink, size: 9.4})
  y += 16
  s.text(`-  un effectif de ${staff} salarié${staff > 1 ? 's' : ''} ;`, L + 14, y, {color: ink, size: 9.4})
  y += 13
  s.text(`-  une masse salariale de ${String(payroll).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} euros.`, L + 14, y, {color: ink, size: 9.4})

  y += 30
  const check =
    "Le donneur d'ordre peut vérifier l'authenticité de cette attestation sur le site www.urssaf.fr, rubrique « Vérifier une attestation », à l'aide du code de sécurité ci-dessus et du numéro SIREN de l'entreprise. Cette attestation est valable six mois à compter de sa date de délivrance ; elle ne préjuge pas des résultats d'un contrôle ultérieur."
  for (const line of wrap(check, R - L, H.regular, 8.8)) {
    s.text(line, L, y, {color: ink, size: 8.8})
    y += 11.5
  }

  y += 30
  s.text(`Le Directeur de l'Urssaf ${region}`, R, y, {align: 'right', color: ink, size: 9.4})
  s.path(signaturePath(rng, 90), R - 110, y + 8, {lineWidth: 0.9, stroke: soft})

  s.hline(L, R, 790, {color: soft, width: 0.4})
  s.text(`Urssaf ${region} - www.urssaf.fr - 3957 - Document généré le ${slashDate(issued)} - Page 1/1`, s.width / 2, 803, {align: 'center', color: soft, size: 7})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/brouillon-verso-feuille-reutilisee',
    notes: [
      "the Urssaf vigilance certificate printed in draft mode (mid-grey text, washed-out colours) on the back of a used sheet and scanned: the other side's invoice shows through in faint mirror image, with the marker's cross over it",
      'a framed box at the top right with labels above values ("Attestation délivrée le" with slashes, "Code de sécurité"); the company as label : value lines (the name alone, the SIRET grouped, the address on its lines with the town in capitals)',
      "decoys: the legal form in full, the contributor account, the date the company is up to date, the last period's workforce and payroll, the footer's generation date (the same as the issue date)",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
