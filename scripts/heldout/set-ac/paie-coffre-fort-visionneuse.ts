/**
 * HELD-OUT bulletin_paie/coffre-fort-numerique-visionneuse: a payslip that the employer deposited
 * in the employee's DIGITAL SAFE (the payroll's electronic distribution, kept fifty years) and that
 * the employee PRINTED FROM THE SAFE'S WEB VIEWER instead of downloading it (four invented safes):
 * the browser's print header and footer (the print's date and time, the page's title, the viewer's
 * address: decoys); the safe's dark bar with its mark and the user's name as the safe writes it
 * ("Claire Leroy": a decoy form of the name); the breadcrumb and the document's title ("Bulletin de
 * paie - Mars 2031"), a line of details ("Déposé le 28/03/2031 par <employer>", the file's size,
 * "Conservé jusqu'au 31/03/2081": decoy dates); the viewer's toolbar ("1 / 1", the zoom "76 %");
 * then the payslip itself REDUCED TO ABOUT THREE QUARTERS on the viewer's grey ground: "BULLETIN
 * DE SALAIRE" with "Période du 01/03/2031 au 31/03/2031" (the only statement of the period besides
 * the title's month) and the payment date (a decoy); the employer's block (the name with its form
 * and the SIRET grouped: the truth; NAF, Urssaf number and agreement: decoys); the employee's frame
 * ("M. Thomas GAUTIER", the address, the employee number, the social security number, the job and
 * the hire date: decoys besides the name); the clarified table (gross, contributions by risk, the
 * transport refund and the meal vouchers after the total: decoys); the nets at the foot: "NET À
 * PAYER AVANT IMPÔT SUR LE REVENU" in a framed box, the net taxable, the tax at source, the net paid
 * and the net social amount (decoys besides the first two), and the year-to-date figures as VALUES
 * UNDER THEIR COLUMN TITLES (decoys).
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {computePayslip} from '../../../server/src/corpus/layouts/personal/paie.js'
import {addDays, addressLines, BLACK, civilFirstLast, capitalisedSurname, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, monthTitle, newDocument, nirOf, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAmount, upper, WHITE} from '../util.js'

/** The document drawn at scale `z` with its top-left corner at (x0, y0) of the page. */
class Frame {
  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    readonly z: number,
  ) {}

  at(u: number, v: number): {x: number; y: number} {
    return {x: this.x0 + this.z * u, y: this.y0 + this.z * v}
  }

  text(value: string, u: number, v: number, style: {font?: PDFFont; size: number; color?: RGB; align?: 'center' | 'left' | 'right'}): number {
    const font = style.font ?? this.s.fonts.helvetica.regular
    const w = font.widthOfTextAtSize(value, style.size)
    const start = style.align === 'right' ? u - w : style.align === 'center' ? u - w / 2 : u
    const p = this.at(start, v)
    if (value !== '') this.s.page.drawText(value, {color: style.color ?? BLACK, font, rotate: degrees(0), size: style.size * this.z, x: p.x, y: this.s.height - p.y})
    return w
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number}): void {
    const p = this.at(u, v)
    this.s.box(p.x, p.y, w * this.z, h * this.z, {fill: style.fill, lineWidth: (style.lineWidth ?? 0.6) * this.z, stroke: style.stroke})
  }

  line(u1: number, v1: number, u2: number, v2: number, style: {color: RGB; width: number}): void {
    const a = this.at(u1, v1)
    const b = this.at(u2, v2)
    this.s.page.drawLine({color: style.color, end: {x: b.x, y: this.s.height - b.y}, start: {x: a.x, y: this.s.height - a.y}, thickness: style.width * this.z})
  }
}

interface Safe {
  name: string
  host: string
  color: string
}

const SAFES: Safe[] = [
  {color: '#23395d', host: 'app.coffrea.fr', name: 'Coffréa'},
  {color: '#0e5e5a', host: 'moncoffre.paiebox.fr', name: 'PaieBox'},
  {color: '#4b2a6e', host: 'espace.archivio.fr', name: 'Archivio'},
  {color: '#7a3b12', host: 'salarie.docusafe-rh.fr', name: 'DocuSafe RH'},
]

const n = (c: number) => (c === 0 ? '' : frAmount(c, ' '))
const rate = (r: number | undefined) => (r === undefined ? '' : r.toFixed(r % 1 === 0 ? 2 : 3).replace('.', ','))

export async function paieCoffreFortVisionneuse(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name, person} = subjectOf(facts, params)
  const safe = SAFES[typeof raw.safe === 'number' ? raw.safe % SAFES.length : 0]
  const slip = computePayslip(facts, params, rng, {detailed: false, extras: true})
  const employer = facts.employer
  const employee = civilFirstLast(name)
  const user = `${name.givenNames[0]} ${capitalisedSurname(name.surname)}`
  const deposited = addDays(slip.paidOn, -randomInt(rng, 0, 3))
  const kept = `${Number(deposited.slice(0, 4)) + 50}${deposited.slice(4)}`
  const printed = addDays(facts.asOf, -randomInt(rng, 0, 9))
  const clock = `${String(randomInt(rng, 8, 22)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const file = `BS_${slip.period.replace('-', '_')}_${slip.employee.matricule}.pdf`
  const nir = nirOf(person, rng)
  const month = Number(slip.period.slice(5, 7))
  const color = hex(safe.color)
  const ink = hex('#1c1e22')
  const soft = hex('#60646c')
  const rule = hex('#c7cbd2')
  const pale = hex('#eef0f3')

  const {doc, fonts} = await newDocument({author: '', creator: 'Chrome', date: printed, producer: 'Skia/PDF m131', title: `${safe.name} - Bulletin de paie ${monthTitle(slip.period)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The browser's print header.
  s.text(`${slashDate(printed)} ${clock}`, 22, 16, {color: soft, size: 7})
  s.text(`${safe.name} - Bulletin de paie ${monthTitle(slip.period)}`, s.width / 2, 16, {align: 'center', color: soft, size: 7})

  // The safe's bar, the breadcrumb, the title and the details.
  s.box(22, 26, s.width - 44, 32, {fill: color})
  s.circle(40, 42, 8, {fill: WHITE})
  s.text(safe.name[0], 40, 45.5, {align: 'center', color, font: H.bold, size: 10})
  s.text(safe.name, 54, 46, {color: WHITE, font: H.bold, size: 12})
  s.text('Mon coffre-fort numérique', 54 + H.bold.widthOfTextAtSize(safe.name, 12) + 10, 46, {color: hex('#d6dbe4'), size: 8})
  s.text(user, s.width - 58, 46, {align: 'right', color: WHITE, size: 9})
  s.circle(s.width - 42, 42, 9, {fill: hex('#d6dbe4')})
  s.text(`${name.givenNames[0][0]}${name.surname.replace(/^(DE |D'|LE |LA |N')/, '')[0]}`, s.width - 42, 45.5, {align: 'center', color, font: H.bold, size: 8})
  s.text(`Mes documents  >  Salaire  >  Bulletins de paie  >  ${slip.period.slice(0, 4)}`, 24, 76, {color: soft, size: 7.8})
  s.text(`Bulletin de paie - ${monthTitle(slip.period)}`, 24, 96, {color: ink, font: H.bold, size: 13})
  const chips = [`Déposé le ${slashDate(deposited)} par ${employer.name}`, `PDF - ${randomInt(rng, 96, 240)} Ko`, `Conservé jusqu'au ${slashDate(kept)}`]
  let cx = 24
  for (const chip of chips) {
    const w = H.regular.widthOfTextAtSize(chip, 7.2) + 12
    s.box(cx, 104, w, 14, {fill: pale, radius: 6})
    s.text(chip, cx + 6, 113.6, {color: soft, size: 7.2})
    cx += w + 6
  }

  // The viewer.
  const vy = 126
  s.box(22, vy, s.width - 44, 20, {fill: hex('#3a3d44')})
  s.text(`${file}`, 30, vy + 13.5, {color: WHITE, size: 7.4})
  const z = 0.76
  s.text(`1 / 1      -   ${Math.round(z * 100)} %   +      Télécharger      Imprimer`, s.width - 30, vy + 13.5, {align: 'right', color: WHITE, size: 7.4})
  s.box(22, vy + 20, s.width - 44, 822 - vy - 20, {fill: hex('#6d7078')})
  const px = (s.width - 595.28 * z) / 2
  const py = vy + 28
  s.box(px + 3, py + 3, 595.28 * z, 841.89 * z, {fill: hex('#4a4c52')})
  s.box(px, py, 595.28 * z, 841.89 * z, {fill: WHITE})
  const f = new Frame(s, px, py, z)

  // The payslip.
  const L = 36
  const R = 559
  const W = R - L
  f.text('BULLETIN DE SALAIRE', L, 50, {color: ink, font: H.bold, size: 15})
  f.text(`Période du ${slashDate(slip.start)} au ${slashDate(slip.end)}`, R, 44, {align: 'right', color: ink, font: H.bold, size: 9.5})
  f.text(`Paiement le ${slashDate(slip.paidOn)} par virement`, R, 57, {align: 'right', color: soft, size: 8.4})
  f.line(L, 66, R, 66, {color: ink, width: 1.2})

  f.text(employer.name, L, 86, {color: ink, font: H.bold, size: 10.5})
  const emp = [...employer.address.lines, `${employer.address.postcode} ${upper(employer.address.city)}`, `SIRET ${groupedSiret(employer.siret)}`, `Code NAF ${slip.employer.naf} - Urssaf ${slip.employer.urssaf}`]
  emp.forEach((line, j) => f.text(line, L, 100 + j * 11.5, {color: ink, size: 8.4}))
  f.text(slip.employer.convention, L, 100 + emp.length * 11.5, {color: soft, size: Math.min(7.8, 250 / H.regular.widthOfTextAtSize(slip.employer.convention, 1))})

  const ex = 318
  f.rect(ex, 74, R - ex, 98, {lineWidth: 0.9, stroke: ink})
  f.text(employee, ex + 10, 92, {color: ink, font: H.bold, size: 10.5})
  addressLines(address).forEach((line, j) => f.text(line, ex + 10, 106 + j * 11.5, {color: ink, size: Math.min(8.6, (R - ex - 20) / H.regular.widthOfTextAtSize(line, 1))}))

  let v = 194
  const info: [string, string][] = [
    ['Matricule', slip.employee.matricule],
    ['N° de sécurité sociale', nir],
    ['Emploi', slip.employee.job],
    ['Statut', slip.employee.status],
    ["Date d'entrée", slashDate(slip.employee.entry)],
  ]
  const widths = [58, 116, 162, 70, W - 406]
  let ix = L
  f.rect(L, v, W, 30, {lineWidth: 0.6, stroke: rule})
  info.forEach(([label, value], j) => {
    f.text(label, ix + 5, v + 11, {color: soft, size: 7.4})
    f.text(value, ix + 5, v + 24, {color: ink, font: H.bold, size: Math.min(8.4, (widths[j] - 10) / H.bold.widthOfTextAtSize(value, 1))})
    if (j > 0) f.line(ix, v, ix, v + 30, {color: rule, width: 0.5})
    ix += widths[j]
  })

  // The clarified table.
  v += 44
  const cols = [W - 300, 70, 54, 84, 92]
  const lefts = cols.map((_, j) => L + cols.slice(0, j).reduce((a, b) => a + b, 0))
  const row = (cells: string[], bold = false, fill?: RGB) => {
    if (fill) f.rect(L, v, W, 13, {fill})
    cells.forEach((cell, j) => {
      const font = bold ? H.bold : H.regular
      const size = Math.min(8, (cols[j] - 8) / Math.max(1, font.widthOfTextAtSize(cell, 1)))
      if (j === 0) f.text(cell, lefts[j] + 4, v + 9.5, {color: ink, font, size})
      else f.text(cell, lefts[j] + cols[j] - 4, v + 9.5, {align: 'right', color: ink, font, size})
    })
    v += 13
  }

  const tableTop = v
  row(['Éléments de paie', 'Base', 'Taux', 'Montant salarié', 'Part employeur'], true, pale)
  for (const e of slip.earnings) row([e.label, e.baseIsCount ? (e.base ?? 0).toFixed(2).replace('.', ',') : n(e.base ?? 0), e.rate === undefined ? '' : e.rate.toFixed(4).replace('.', ','), n(e.amount), ''])
  row(['SALAIRE BRUT', '', '', n(slip.gross), ''], true)
  let group = ''
  for (const c of slip.contributions) {
    if (c.group !== group) {
      group = c.group
      row([group, '', '', '', ''], true, hex('#f6f7f9'))
    }

    row([c.label, c.base === undefined ? '' : n(c.base), rate(c.employeeRate), c.employee === undefined ? '' : n(-c.employee), c.employer === undefined ? '' : n(c.employer)])
  }

  row(['TOTAL DES COTISATIONS ET CONTRIBUTIONS', '', '', n(-slip.totalEmployee), n(slip.totalEmployer)], true, pale)
  for (const o of slip.others) row([o.label, o.base ?? '', o.rate ?? '', n(o.amount), ''])
  f.rect(L, tableTop, W, v - tableTop, {lineWidth: 0.6, stroke: rule})
  for (const x of lefts.slice(1)) f.line(x, tableTop, x, v, {color: rule, width: 0.4})

  // The nets.
  v += 14
  f.rect(L, v, W, 26, {lineWidth: 1.3, stroke: ink})
  f.text('NET À PAYER AVANT IMPÔT SUR LE REVENU', L + 10, v + 17, {color: ink, font: H.bold, size: 9.6})
  f.text(`${n(slip.netBeforeTax)} €`, R - 10, v + 17.5, {align: 'right', color: ink, font: H.bold, size: 11})
  v += 40
  const nets: [string, string][] = [
    ['Net imposable', n(slip.netTaxable)],
    [`Impôt prélevé à la source (taux ${slip.pasRate.toFixed(1).replace('.', ',')} %)`, slip.pas === 0 ? '0,00' : n(-slip.pas)],
    ['NET PAYÉ', `${n(slip.netPaid)} €`],
    ['Montant net social', n(slip.netSocial)],
  ]
  for (const [label, value] of nets) {
    const bold = label === 'NET PAYÉ'
    f.text(label, L + 10, v, {color: bold ? ink : soft, font: bold ? H.bold : H.regular, size: 8.6})
    f.text(value, L + 290, v, {align: 'right', color: ink, font: bold ? H.bold : H.regular, size: 8.8})
    v += 14
  }

  // The year to date: values under their titles.
  const yx = L + 318
  const yv = v - 56 - 4
  const ytd: [string, string][] = [
    ['Brut cumulé', n(slip.ytd.gross)],
    ['Net imposable cumulé', n(slip.ytd.netTaxable)],
    ['Impôt cumulé', slip.ytd.pas === 0 ? '0,00' : n(slip.ytd.pas)],
  ]
  const yw = (R - yx) / 3
  f.rect(yx, yv, R - yx, 34, {lineWidth: 0.6, stroke: rule})
  f.rect(yx, yv, R - yx, 13, {fill: pale})
  ytd.forEach(([label, value], j) => {
    f.text(label, yx + j * yw + yw / 2, yv + 9.5, {align: 'center', color: soft, size: 6.8})
    f.text(value, yx + j * yw + yw / 2, yv + 26, {align: 'center', color: ink, size: 8.2})
  })
  f.text(`Cumuls de janvier à ${monthTitle(slip.period).toLowerCase().replace(/ \d+$/, '')} ${slip.period.slice(0, 4)} - ${month} mois`, yx, yv + 46, {color: soft, size: 7})

  f.text('Dans votre intérêt et pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.', (L + R) / 2, 818, {align: 'center', color: soft, size: 7.2})

  // The browser's print footer.
  s.text(`https://${safe.host}/documents/bulletins/${slip.period}/${file.replace('.pdf', '')}`, 22, 834, {color: soft, size: 7})
  s.text('1/1', s.width - 22, 834, {align: 'right', color: soft, size: 7})

  return {
    fields: {
      brut: truthAmount(slip.gross),
      employeur: employer.name,
      employeur_siret: employer.siret,
      net_avant_impot: truthAmount(slip.netBeforeTax),
      net_imposable: truthAmount(slip.netTaxable),
      periode: slip.period,
      salarie_nom: employee,
    },
    layout: 'bulletin_paie/coffre-fort-numerique-visionneuse',
    notes: [
      "a payslip printed from the employee's digital safe's web viewer: the browser's print header and footer, the safe's bar, breadcrumb, title and details, the payslip reduced to about three quarters on the viewer's grey ground",
      'the employee "M. Thomas GAUTIER" in a frame (the safe writes "Thomas Gautier"); "Période du 01/03/2031 au 31/03/2031"; the clarified table; the net before tax in a framed box; the year to date as values under their titles',
      "decoys: the print's date and time, the deposit date, the keeping date, the file's name and size, the payment date, the NAF and Urssaf numbers, the employee number and social security number, the hire date, the transport refund and meal vouchers, the tax at source, the net paid, the net social amount, the year's figures",
    ],
    pdf: await saveDocument(doc),
    type: 'bulletin_paie',
  }
}
