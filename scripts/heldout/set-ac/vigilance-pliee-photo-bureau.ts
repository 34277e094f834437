/**
 * HELD-OUT attestation_vigilance/courrier-plie-en-trois-photo-bureau: the Urssaf vigilance
 * certificate that the company asked for BY POST (the letter mailed to its seat in a window
 * envelope), FOLDED IN THREE, then unfolded on a DARK WOODEN DESK and PHOTOGRAPHED from above by
 * the manager: the brown desk around the sheet, the sheet a little smaller than the page and TURNED
 * BY ONE OR TWO DEGREES, the two FOLDS across it as shaded creases (the upper third a little greyer),
 * a ballpoint pen lying beside it. The letter inside: the Urssaf's mark and regional name at the
 * top left over its postal address (a decoy), the references at the left ("N° de compte cotisant":
 * a decoy identifier; "Affaire suivie par"), the WINDOW at the right (the company's name with its
 * form over its address lines, the town in capitals: the truth address); "Objet : attestation de
 * vigilance"; in the middle third the title and "délivrée le 14 avril 2031" with the MONTH IN
 * WORDS (the truth), the company as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Raison sociale" the
 * name alone, "N° SIRET" grouped, "Code APE", "Forme juridique"), the statement with the situation
 * date (a decoy), the last three declared periods with the workforce and the contributions (decoys);
 * in the lower third the SECURITY CODE in a frame, the director's signature, the footer with the
 * letter's reference (a decoy).
 */
import {degrees, type PDFFont, type RGB} from 'pdf-lib'

import {addDays, addMonths, BLACK, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, upper, wrap} from '../util.js'

/** The document drawn at scale `z`, turned `angle` degrees anticlockwise about its top-left corner placed at (x0, y0) of the page. */
class Frame {
  private readonly cos: number
  private readonly sin: number

  constructor(
    private readonly s: Sheet,
    private readonly x0: number,
    private readonly y0: number,
    readonly z: number,
    readonly angle: number,
  ) {
    const r = (angle * Math.PI) / 180
    this.cos = Math.cos(r)
    this.sin = Math.sin(r)
  }

  at(u: number, v: number): {x: number; y: number} {
    return {x: this.x0 + this.z * (u * this.cos + v * this.sin), y: this.y0 + this.z * (-u * this.sin + v * this.cos)}
  }

  text(value: string, u: number, v: number, style: {font?: PDFFont; size: number; color?: RGB; align?: 'center' | 'left' | 'right'}): number {
    const font = style.font ?? this.s.fonts.helvetica.regular
    const w = font.widthOfTextAtSize(value, style.size)
    const start = style.align === 'right' ? u - w : style.align === 'center' ? u - w / 2 : u
    const p = this.at(start, v)
    if (value !== '') this.s.page.drawText(value, {color: style.color ?? BLACK, font, rotate: degrees(this.angle), size: style.size * this.z, x: p.x, y: this.s.height - p.y})
    return w
  }

  rect(u: number, v: number, w: number, h: number, style: {fill?: RGB; stroke?: RGB; lineWidth?: number; opacity?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(`M 0 0 H ${w} V ${h} H 0 Z`, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 0.6) : 0, color: style.fill, opacity: style.opacity, rotate: degrees(this.angle), scale: this.z, x: p.x, y: this.s.height - p.y})
  }

  line(u1: number, v1: number, u2: number, v2: number, style: {color: RGB; width: number; dash?: number[]; opacity?: number}): void {
    const a = this.at(u1, v1)
    const b = this.at(u2, v2)
    this.s.page.drawLine({color: style.color, dashArray: style.dash, end: {x: b.x, y: this.s.height - b.y}, opacity: style.opacity, start: {x: a.x, y: this.s.height - a.y}, thickness: style.width * this.z})
  }

  path(d: string, u: number, v: number, style: {stroke?: RGB; fill?: RGB; lineWidth?: number; scale?: number}): void {
    const p = this.at(u, v)
    this.s.page.drawSvgPath(d, {borderColor: style.stroke, borderWidth: style.stroke ? (style.lineWidth ?? 1) : 0, color: style.fill, rotate: degrees(this.angle), scale: this.z * (style.scale ?? 1), x: p.x, y: this.s.height - p.y})
  }
}

const REGIONS: [string, string[], string][] = [
  ['Auvergne-Rhône-Alpes', ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'], '69833 SAINT-PRIEST CEDEX'],
  ['Île-de-France', ['75', '77', '78', '91', '92', '93', '94', '95'], '93518 MONTREUIL CEDEX'],
  ['Pays de la Loire', ['44', '49', '53', '72', '85'], '44933 NANTES CEDEX 9'],
  ['Nouvelle-Aquitaine', ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'], '33055 BORDEAUX CEDEX'],
  ['Occitanie', ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'], '31061 TOULOUSE CEDEX 9'],
  ['Bretagne', ['22', '29', '35', '56'], '35027 RENNES CEDEX 9'],
  ["Provence-Alpes-Côte d'Azur", ['04', '05', '06', '13', '83', '84'], '13417 MARSEILLE CEDEX 20'],
  ['Grand Est', ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'], '67082 STRASBOURG CEDEX'],
  ['Hauts-de-France', ['02', '59', '60', '62', '80'], '59897 LILLE CEDEX 9'],
  ['Bourgogne-Franche-Comté', ['21', '25', '39', '58', '70', '71', '89', '90'], '21047 DIJON CEDEX'],
  ['Centre-Val de Loire', ['18', '28', '36', '37', '41', '45'], '45911 ORLÉANS CEDEX 9'],
]

export async function vigilancePlieePhotoBureau(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 6, 40))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const photographed = addDays(issued, randomInt(rng, 3, 9))
  const region = REGIONS.find(([, depts]) => depts.includes(company.address.postcode.slice(0, 2))) ?? ['Normandie', [], '14034 CAEN CEDEX 1']
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const account = `${randomInt(rng, 117, 937)} ${randomDigits(rng, 12)}`
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const staff = randomInt(rng, 1, 12)
  const periods = [3, 2, 1].map((m) => addMonths(`${issued.slice(0, 7)}-01`, -m).slice(0, 7))
  const reference = `${randomLetters(rng, 2)}${randomDigits(rng, 3)}-${randomDigits(rng, 6)}`
  const ink = hex('#1f2125')
  const soft = hex('#5d6168')
  const urssaf = hex('#00558c')
  const paper = hex('#f6f4ee')

  const {doc, fonts} = await newDocument({author: '', creator: 'Photos', date: photographed, producer: 'iOS PDF', title: `IMG_${randomInt(rng, 1000, 9999)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The desk.
  s.box(0, 0, s.width, s.height, {fill: hex('#3a2a1e')})
  for (let i = 0; i < 46; i++) {
    const base = i * 19 + randomInt(rng, -4, 4)
    let d = `M 0 ${base}`
    for (let t = 20; t <= s.width + 20; t += 20) d += ` L ${t} ${(base + 4 * Math.sin(t / (60 + i) + i)).toFixed(1)}`
    s.path(d, 0, 0, {lineWidth: 0.6 + rng() * 1.2, stroke: hex(rng() < 0.5 ? '#47331f' : '#2e2117')})
  }

  const z = 0.86
  const angle = (rng() < 0.5 ? -1 : 1) * (0.7 + rng() * 1.1)
  const f = new Frame(s, (s.width - 595.28 * z) / 2 + (angle > 0 ? -6 : 8), 52 + (angle > 0 ? 6 : -2), z, angle)
  const sheetW = 595.28
  const sheetH = 841.89
  f.rect(4, 5, sheetW, sheetH, {fill: hex('#1a120c'), opacity: 0.55})
  f.rect(0, 0, sheetW, sheetH, {fill: paper})
  f.rect(0, 0, sheetW, sheetH / 3, {fill: hex('#d9d6cf'), opacity: 0.35})
  const L = 56
  const R = 540

  // The Urssaf's mark and address.
  f.rect(L, 44, 40, 40, {fill: urssaf})
  f.text('U', L + 20, 72, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 24})
  f.text('Urssaf', L + 50, 62, {color: urssaf, font: H.bold, size: 19})
  f.text(region[0], L + 50, 78, {color: urssaf, size: 10})
  f.text(`Urssaf ${region[0]}`, L, 108, {color: ink, font: H.bold, size: 8})
  f.text(`TSA ${randomInt(rng, 10, 90)}0${randomInt(rng, 10, 99)}`, L, 118, {color: ink, size: 8})
  f.text(region[2], L, 128, {color: ink, size: 8})

  // The references and the window.
  let v = 160
  const refs: [string, string][] = [
    ['N° de compte cotisant', account],
    ['Affaire suivie par', 'Centre de relation entreprises'],
    ['Téléphone', '3957 (service gratuit + prix d\'un appel)'],
    ['Site', 'www.urssaf.fr'],
  ]
  for (const [label, value] of refs) {
    f.text(`${label} :`, L, v, {color: soft, size: 7.6})
    f.text(value, L + 98, v, {color: ink, size: Math.min(7.6, 150 / H.regular.widthOfTextAtSize(value, 1))})
    v += 11
  }

  const wx = 318
  let wv = 164
  const holder = `${company.name} ${company.legalForm}`
  f.text(holder, wx, wv, {color: ink, font: H.bold, size: Math.min(10, 210 / H.bold.widthOfTextAtSize(holder, 1))})
  for (const line of address) {
    wv += 13
    f.text(line, wx, wv, {color: ink, size: Math.min(10, 210 / H.regular.widthOfTextAtSize(line, 1))})
  }

  f.text('Objet : attestation de vigilance', L, 250, {color: ink, font: H.bold, size: 9})

  // The middle third.
  v = 318
  f.text('ATTESTATION DE VIGILANCE', sheetW / 2, v, {align: 'center', color: urssaf, font: H.bold, size: 16})
  f.text(`délivrée le ${longDate(issued)}`, sheetW / 2, v + 18, {align: 'center', color: ink, size: 10.5})
  f.text('(articles L. 243-15 et D. 243-15 du code de la sécurité sociale)', sheetW / 2, v + 31, {align: 'center', color: soft, size: 7.4})
  v += 48
  const cols: [string, string, number][] = [
    ['Raison sociale', company.name, 170],
    ['N° SIRET', groupedSiret(company.siret), 130],
    ['Code APE', company.naf, 70],
    ['Forme juridique', company.legalForm, R - L - 370],
  ]
  let cx = L
  f.rect(L, v, R - L, 16, {fill: hex('#e3ebf2')})
  f.rect(L, v, R - L, 38, {lineWidth: 0.6, stroke: hex('#9fb3c8')})
  for (const [title, value, width] of cols) {
    f.text(title, cx + 6, v + 11, {color: urssaf, font: H.bold, size: 7.6})
    f.text(value, cx + 6, v + 31, {color: ink, font: H.bold, size: Math.min(9.4, (width - 12) / H.bold.widthOfTextAtSize(value, 1))})
    if (cx > L) f.line(cx, v, cx, v + 38, {color: hex('#9fb3c8'), width: 0.5})
    cx += width
  }

  v += 58
  const para = `L'Urssaf ${region[0]} atteste que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales à la date du ${longDate(situation)}. Cette attestation est établie au vu des déclarations de l'entreprise et des paiements enregistrés à cette date.`
  for (const line of wrap(para, R - L, H.regular, 9)) {
    f.text(line, L, v, {color: ink, size: 9})
    v += 12
  }

  v += 10
  f.text('Dernières périodes déclarées', L, v, {color: urssaf, font: H.bold, size: 8.4})
  v += 14
  f.text('Période', L + 6, v, {color: soft, font: H.bold, size: 7.6})
  f.text('Effectif', L + 140, v, {color: soft, font: H.bold, size: 7.6})
  f.text('Cotisations déclarées', L + 300, v, {align: 'right', color: soft, font: H.bold, size: 7.6})
  for (const period of periods) {
    v += 13
    f.line(L, v - 9.5, L + 300, v - 9.5, {color: hex('#c9cfd6'), width: 0.4})
    f.text(`${period.slice(5)}/${period.slice(0, 4)}`, L + 6, v, {color: ink, size: 8.4})
    f.text(String(staff + randomInt(rng, -1, 1) || 1), L + 140, v, {color: ink, size: 8.4})
    f.text(`${frAmount(staff * randomInt(rng, 1100, 1500) * 100 + randomInt(rng, 0, 99))} €`, L + 300, v, {align: 'right', color: ink, size: 8.4})
  }

  // The lower third.
  v = 598
  f.rect(L + 90, v, R - L - 180, 48, {lineWidth: 0.9, stroke: urssaf})
  f.text('Code de sécurité', sheetW / 2, v + 15, {align: 'center', color: soft, size: 8})
  f.text(code, sheetW / 2, v + 36, {align: 'center', color: ink, font: fonts.courier.bold, size: 14})
  v += 66
  for (const line of wrap("Toute personne peut vérifier l'authenticité de la présente attestation sur www.urssaf.fr, rubrique « Vérifier une attestation », à l'aide du code de sécurité et du numéro SIRET ci-dessus.", R - L, H.regular, 8.4)) {
    f.text(line, L, v, {color: ink, size: 8.4})
    v += 11
  }

  v += 18
  f.text(`Le Directeur de l'Urssaf ${region[0]}`, R, v, {align: 'right', color: ink, size: 8.8})
  f.path(signaturePath(rng, 90), R - 110, v + 8, {lineWidth: 1, stroke: hex('#1d2b6b')})
  f.line(L, 790, R, 790, {color: hex('#c9cfd6'), width: 0.5})
  f.text(`Réf. ${reference} - Attestation transmise par courrier - Page 1/1`, sheetW / 2, 804, {align: 'center', color: soft, size: 7})

  // The two folds.
  for (const fold of [sheetH / 3, (2 * sheetH) / 3]) {
    f.line(0, fold - 1.2, sheetW, fold - 1.2, {color: hex('#bdb8ad'), opacity: 0.9, width: 2.2})
    f.line(0, fold + 1, sheetW, fold + 1, {color: hex('#ffffff'), opacity: 0.8, width: 1.2})
  }

  // The pen beside the sheet.
  const px = angle > 0 ? 578 : 18
  const turn = degrees(angle > 0 ? 116 : 64)
  s.page.drawSvgPath('M 0 0 L 150 -6 L 152 0 L 2 6 Z', {color: hex('#1b3d8f'), rotate: turn, x: px, y: s.height - 812})
  s.page.drawSvgPath('M 0 0 L 22 -1 L 22 5 L 0 6 Z', {color: hex('#c7c7c7'), rotate: turn, x: px, y: s.height - 812})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/courrier-plie-en-trois-photo-bureau',
    notes: [
      'the Urssaf vigilance certificate received by post, folded in three, unfolded on a dark desk and photographed: the sheet turned by a degree or two, two shaded creases, a pen beside it',
      '"délivrée le 14 avril 2031" (month in words) under the title; the window with the company\'s name and form over its address; the company as values under their column titles (the name alone, the SIRET grouped); the security code in a frame',
      "decoys: the Urssaf's postal address, the contributor account number, the situation date, the declared periods with their workforce and contributions, the letter's reference",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
