/**
 * HELD-OUT attestation_vigilance/plateforme-conformite: the Urssaf vigilance certificate as a
 * SUPPLIER-COMPLIANCE PLATFORM exports it (the platforms large clients make their subcontractors
 * upload their certificates to, every six months; two platforms, invented): one A4 page whose top
 * is the PLATFORM's band (its mark, "Conformité fournisseurs", the export's date and time and the
 * client account: a decoy date) and a SUMMARY ROW of label-above-value cells ("Fournisseur" with
 * the company's name, "SIRET" grouped, "Document", a green "Conforme" status pill, "Déposé le" and
 * "Valide jusqu'au": decoy dates), then "Document déposé" and the URSSAF CERTIFICATE ITSELF
 * REDUCED TO ABOUT 72 % in a frame with a shadow: the "urssaf" wordmark with the region, the title
 * and its legal basis, "Délivrée le 03/03/2026" and the certificate's identifier at the right,
 * "L'Urssaf ... certifie que l'entreprise :" over a tinted box of label : value lines ("Raison
 * sociale", "Siret" UNSPACED, "Adresse" on two or three lines), the compliance sentence with "à
 * la date du 28/02/2026" (a decoy), the staff and the declared payroll, the framed "Code de
 * sécurité" (15 characters) and the director's signature, the Urssaf's footer; the platform's
 * footer line under the frame.
 */
import {concatTransformationMatrix, popGraphicsState, pushGraphicsState} from 'pdf-lib'

import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, GREY, groupedSiret, hex, lastDayOf, newDocument, pad2, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE} from '../util.js'

const PLATFORMS: {name: string; color: string; site: string}[] = [
  {color: '#3b5bdb', name: 'attestia', site: 'attestia.fr'},
  {color: '#0b7285', name: 'Provalis', site: 'provalis-conformite.com'},
]

const CLIENTS = ['GROUPE HEXALIS - Direction des achats', 'VILLE DE SAINT-NAZAIRE - Commande publique', 'BATIRIA CONSTRUCTION - Achats sous-traitance', 'CENTRE HOSPITALIER DU VAL - Marchés', 'LOGIVAL HABITAT - Service marchés']

function region(postcode: string): {name: string; town: string} {
  const d = postcode.slice(0, 2)
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(d)) return {name: 'Île-de-France', town: 'Montreuil'}
  if (['69', '38', '42', '74', '73', '01', '63'].includes(d)) return {name: 'Auvergne-Rhône-Alpes', town: 'Lyon'}
  if (['13', '06', '83', '84'].includes(d)) return {name: "Provence-Alpes-Côte d'Azur", town: 'Marseille'}
  if (['31', '34', '30', '11', '66'].includes(d)) return {name: 'Midi-Pyrénées', town: 'Toulouse'}
  if (['33', '64', '40', '47', '24', '17', '79', '86', '87'].includes(d)) return {name: 'Aquitaine', town: 'Bordeaux'}
  if (['44', '49', '72', '85', '53'].includes(d)) return {name: 'Pays de la Loire', town: 'Nantes'}
  if (['35', '29', '22', '56'].includes(d)) return {name: 'Bretagne', town: 'Rennes'}
  if (['67', '68', '57', '54'].includes(d)) return {name: 'Alsace', town: 'Strasbourg'}
  if (['59', '62'].includes(d)) return {name: 'Nord Pas-de-Calais', town: 'Lille'}
  if (['37', '45', '41', '18', '28', '36'].includes(d)) return {name: 'Centre-Val de Loire', town: 'Orléans'}
  return {name: 'Bourgogne', town: 'Dijon'}
}

export async function vigilancePlateformeConformite(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const platform = PLATFORMS[typeof params.platform === 'number' ? params.platform % PLATFORMS.length : 0]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 8, 70))
  const deposited = addDays(issued, randomInt(rng, 0, 4))
  const validUntil = addDays(addMonths(issued, 6), -1)
  const exported = addDays(facts.asOf, -randomInt(rng, 1, 6))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const r = region(company.address.postcode)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const staff = randomInt(rng, 1, 14)
  const payroll = facts.pay.grossCents * staff * 3 + randomInt(rng, 0, 400_000)
  const client = pick(rng, CLIENTS)
  const color = hex(platform.color)
  const ink = hex('#212529')
  const soft = hex('#868e96')

  const {doc, fonts} = await newDocument({author: platform.name, creator: `${platform.name} - export fournisseur`, date: exported, producer: `${platform.name} PDF`, title: `Attestation de vigilance - ${company.name}`})
  const H = fonts.helvetica
  const page = doc.addPage([595.28, 841.89])
  const outer = new Sheet(page, fonts)
  const W = outer.width
  const L = 30
  const R = W - 30

  // Platform band.
  outer.box(0, 0, W, 62, {fill: hex('#f1f3f5')})
  outer.box(L, 18, 26, 26, {fill: color, radius: 6})
  outer.text(platform.name[0].toUpperCase(), L + 13, 36, {align: 'center', color: WHITE, font: H.bold, size: 14})
  outer.text(platform.name, L + 36, 36, {color, font: H.bold, size: 16})
  outer.text('Conformité fournisseurs', L + 36, 48, {color: soft, size: 7.5})
  outer.text(`Export du ${slashDate(exported)} à ${pad2(randomInt(rng, 8, 19))}:${pad2(randomInt(rng, 0, 59))}`, R, 30, {align: 'right', color: ink, size: 8})
  outer.text(`Compte client : ${client}`, R, 43, {align: 'right', color: soft, size: 7.5})

  // Summary row.
  const cells: [string, string, number][] = [
    ['Fournisseur', company.name, 118],
    ['SIRET', groupedSiret(company.siret), 96],
    ['Document', 'Attestation de vigilance Urssaf', 132],
    ['Statut', '', 62],
    ['Déposé le', slashDate(deposited), 62],
    ["Valide jusqu'au", slashDate(validUntil), R - L - 470],
  ]
  let x = L
  for (const [lab, value, w] of cells) {
    outer.box(x, 74, w, 38, {lineWidth: 0.6, stroke: hex('#dee2e6')})
    outer.text(lab, x + 6, 86, {color: soft, size: 6.8})
    if (lab === 'Statut') {
      outer.box(x + 6, 93, 48, 13, {fill: hex('#d3f9d8'), radius: 6})
      outer.text('Conforme', x + 30, 102.5, {align: 'center', color: hex('#2b8a3e'), font: H.bold, size: 7.4})
    } else {
      const fit = Math.min(lab === 'Document' ? 7.4 : 8.2, (w - 12) / H.bold.widthOfTextAtSize(value, 1))
      outer.text(value, x + 6, 102, {color: ink, font: H.bold, size: fit})
    }

    x += w
  }

  outer.text('Document déposé', L, 132, {color: ink, font: H.bold, size: 9})
  outer.text(`fichier : attestation_vigilance_${company.siren}.pdf - 1 page`, R, 132, {align: 'right', color: soft, size: 7.2})

  // The certificate, reduced.
  const k = 0.72
  const ox = (W - W * k) / 2
  const oy = 144
  const fw = W * k
  const fh = outer.height * k
  outer.box(ox + 3, oy + 3, fw, fh, {fill: hex('#ced4da')})
  outer.box(ox, oy, fw, fh, {fill: WHITE, lineWidth: 0.5, stroke: hex('#adb5bd')})
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(k, 0, 0, k, ox, outer.height * (1 - k) - oy))
  const s = new Sheet(page, fonts)
  const blue = hex('#0b4ea2')
  const CL = 52
  const CR = 543

  s.text('urssaf', CL, 70, {color: blue, font: H.bold, size: 30})
  s.box(CL, 77, 98, 3.5, {fill: hex('#f39200')})
  s.text(r.name, CL, 94, {color: blue, size: 10})
  s.text(`Délivrée le ${slashDate(issued)}`, CR, 60, {align: 'right', font: H.bold, size: 11.5})
  s.text(`Identifiant : ${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`, CR, 76, {align: 'right', color: GREY, size: 10})

  s.text('ATTESTATION DE VIGILANCE', (CL + CR) / 2, 150, {align: 'center', color: blue, font: H.bold, size: 20})
  s.text('Article L.243-15 du code de la sécurité sociale', (CL + CR) / 2, 168, {align: 'center', color: GREY, size: 10})

  s.text(`L'Urssaf ${r.name} certifie que l'entreprise :`, CL, 210, {size: 12})
  const lines: [string, string[]][] = [
    ['Raison sociale', [company.name]],
    ['Siret', [company.siret]],
    ['Adresse', addressPrinted],
  ]
  const boxH = 20 + lines.reduce((t, [, v]) => t + v.length * 16, 0) + 6
  s.box(CL, 222, CR - CL, boxH, {fill: hex('#eef3fa')})
  let y = 244
  for (const [lab, values] of lines) {
    s.text(`${lab} :`, CL + 14, y, {color: GREY, size: 11.5})
    values.forEach((v, n) => s.text(v, CL + 130, y + n * 16, {font: H.bold, size: 12}))
    y += values.length * 16
  }

  y = s.paragraph(
    `a satisfait à ses obligations de déclaration et de paiement des cotisations et contributions de sécurité sociale, d'assurance chômage et de garantie des salaires à la date du ${slashDate(upToDate)}.`,
    CL,
    222 + boxH + 30,
    CR - CL,
    {leading: 16, size: 12},
  )
  y += 8
  s.labelled('Effectif salarié déclaré :', `${staff}`, CL, y, {color: GREY, size: 11.5}, {font: H.bold})
  s.labelled('Masse salariale du dernier trimestre déclaré :', `${frAmount(payroll, ' ')} €`, CL, y + 18, {color: GREY, size: 11.5}, {font: H.bold})

  y += 52
  s.paragraph("Le donneur d'ordre peut vérifier l'authenticité de la présente attestation sur le site urssaf.fr, rubrique « Vérifier une attestation », à l'aide du numéro Siret et du code de sécurité ci-dessous.", CL, y, CR - CL, {color: GREY, leading: 14, size: 10.5})
  y += 46
  s.box(CL, y, CR - CL, 34, {lineWidth: 1.2, stroke: blue})
  s.text(`Code de sécurité : ${code}`, CL + 16, y + 22, {font: H.bold, size: 13})

  y += 76
  s.text(`Le directeur de l'Urssaf ${r.name}`, CR, y, {align: 'right', size: 11})
  s.path(signaturePath(rng, 100), CR - 170, y + 8, {lineWidth: 1.2, stroke: hex('#1b2a6b')})
  s.text(pick(rng, ['Laurent SAUVAGE', 'Anne-Claire RIVIÈRE', 'Thierry BONNET', 'Catherine ARNOULD']), CR, y + 52, {align: 'right', size: 11})

  s.box(0, 790, W, 52, {fill: blue})
  s.text(`Urssaf ${r.name} - ${r.town} - urssaf.fr`, W / 2, 812, {align: 'center', color: WHITE, size: 10})
  s.text('Document établi par voie électronique - page 1/1', W / 2, 828, {align: 'center', color: WHITE, size: 9})
  page.pushOperators(popGraphicsState())

  outer.text(`${platform.site} - copie certifiée conforme au document déposé par le fournisseur - Page 1/1`, W / 2, 826, {align: 'center', color: soft, size: 7})

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/plateforme-conformite',
    notes: [
      "a supplier-compliance platform's export: its band and summary row (status pill, deposit and expiry dates: decoys) above the Urssaf certificate reduced to about 72 %",
      'the company name and the SIRET printed twice (grouped in the summary row, unspaced in the certificate)',
      'issue date "Délivrée le dd/mm/yyyy" at the top right of the reduced certificate; up-to-date date and export date as decoys; 15-character security code framed',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
