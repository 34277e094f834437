/**
 * HELD-OUT attestation_rc_pro/operateur-voyages-atout-france: the professional liability
 * certificate of a TRAVEL AGENCY (an "opérateur de voyages et de séjours", which must hold this
 * insurance and a financial guarantee to be registered with Atout France, articles L. 211-18 and R.
 * 211-35 of the tourism code; four invented insurers): the insurer's monogram, name and address at
 * the top left (a decoy address); a framed box at the right with the certificate's number (a decoy);
 * the title and the legal references; "certifie que la société" then a GRID OF LABEL-ABOVE-VALUE
 * CELLS two to a row: "Raison sociale" with the LEGAL FORM IN BRACKETS AFTER THE NAME ("HORIZONS
 * NOMADES (SARL)"), "N° SIREN" grouped, "Siège social" on one line, the ATOUT FRANCE REGISTRATION
 * NUMBER ("IM069190034": a decoy identifier), "Garant financier" (a decoy company), "N° de contrat";
 * the activities in a framed box; the period as VALUES IN A ROW UNDER THEIR COLUMN TITLES ("Date
 * d'effet" | "Date d'échéance" | "Première souscription": a decoy date | "Reconduction"); the
 * limits' table (decoy amounts); the validity sentence repeating the dates; "Fait à ..., le ..." (a
 * decoy date) with the signature.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

interface Insurer {
  name: string
  monogram: string
  lines: string[]
  town: string
  color: string
  prefix: string
  legal: string
}

const INSURERS: Insurer[] = [
  {color: '#0f4c81', legal: 'HESTIA ASSURANCES - SA au capital de 21 500 000 € - entreprise régie par le code des assurances - RCS Paris 428 113 906', lines: ['Pôle Tourisme et Loisirs', '18 rue de Londres - 75009 Paris'], monogram: 'H', name: 'HESTIA ASSURANCES', prefix: 'HT-VOY', town: 'Paris'},
  {color: '#9a3412', legal: 'Mutuelle du Voyage Professionnel - société d\'assurance mutuelle à cotisations variables - entreprise régie par le code des assurances - SIREN 784 226 031', lines: ['Société d\'assurance mutuelle', '7 cours Xavier Arnozan - 33000 Bordeaux'], monogram: 'MVP', name: 'MUTUELLE DU VOYAGE PROFESSIONNEL', prefix: 'MVP', town: 'Bordeaux'},
  {color: '#0e7490', legal: 'ALIZÉS IARD - SA au capital de 9 800 000 € - entreprise régie par le code des assurances - RCS Marseille 512 604 118', lines: ['Direction des risques professionnels', '40 quai de Rive-Neuve - 13007 Marseille'], monogram: 'AI', name: 'ALIZÉS IARD', prefix: 'ALZ-RCT', town: 'Marseille'},
  {color: '#3f6212', legal: 'CORDIAL ASSURANCES - SA au capital de 4 400 000 € - entreprise régie par le code des assurances - RCS Lyon 498 771 302', lines: ['Assurances des métiers du tourisme', '2 place des Cordeliers - 69002 Lyon'], monogram: 'CA', name: 'CORDIAL ASSURANCES', prefix: 'CDA-TOUR', town: 'Lyon'},
]

const GUARANTORS = ['GROUPEMENT DE GARANTIE DU TOURISME, 15 avenue Carnot, 75017 Paris', 'CAUTION VOYAGES MUTUELLE, 8 rue de Turbigo, 75002 Paris', 'SOLIDARITÉ TOURISME GARANTIE, 22 rue de la Bourse, 69002 Lyon', 'GARANTIE DES OPÉRATEURS DE VOYAGES (GOV), 4 rue Saint-Rémi, 33000 Bordeaux']

export async function rcproAgenceVoyages(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.insurer === 'number' ? params.insurer % INSURERS.length : 0
  const insurer = INSURERS[k]
  const activity = typeof params.activity === 'string' ? params.activity : company.activity
  const start = addMonths(`${facts.asOf.slice(0, 7)}-01`, -randomInt(rng, 1, 8))
  const end = addDays(addMonths(start, 12), -1)
  const signed = addDays(start, -randomInt(rng, 4, 25))
  const candidate = `${Number(start.slice(0, 4)) - randomInt(rng, 2, 9)}${start.slice(4)}`
  // Not before the company existed.
  const first = candidate > company.registeredOn ? candidate : [addMonths(`${company.registeredOn.slice(0, 7)}-01`, 1), start].sort()[0]
  const policy = `${insurer.prefix} ${randomDigits(rng, 6)}/${randomInt(rng, 1, 9)}`
  const insured = `${company.name} (${company.legalForm})`
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const registration = `IM${company.address.postcode.slice(0, 2).padStart(3, '0')}${company.registeredOn.slice(2, 4)}${randomDigits(rng, 4)}`
  const number = `${start.slice(0, 4)}-${randomDigits(rng, 7)}`
  const color = hex(insurer.color)
  const ink = hex('#1c1e22')
  const soft = hex('#61656e')
  const rule = hex('#c4c8d0')
  const pale = hex('#f1f3f6')

  const {doc, fonts} = await newDocument({author: insurer.name, creator: 'Éditique contrats', date: signed, producer: 'Éditique PDF', title: `Attestation RC ${policy}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const W = R - L

  // The insurer and the certificate's box.
  s.circle(L + 20, 54, 20, {fill: color})
  s.text(insurer.monogram, L + 20, 58.5, {align: 'center', color: WHITE, font: H.bold, size: insurer.monogram.length > 2 ? 10.5 : 14})
  const nameLines = wrap(insurer.name, 210, H.bold, 11.5)
  const after = s.lines(nameLines, L + 50, 47, {color, font: H.bold, leading: 13, size: 11.5})
  s.lines(insurer.lines, L + 50, after - 1, {color: soft, leading: 9.4, size: 7.4})
  s.box(356, 34, R - 356, 46, {lineWidth: 0.8, stroke: color})
  s.text('Attestation n°', 366, 50, {color: soft, size: 7.6})
  s.text(number, 366, 64, {color: ink, font: H.bold, size: 10})
  s.text('à conserver et à présenter à Atout France', 366, 74, {color: soft, size: 6.8})

  let y = 116
  s.text("ATTESTATION D'ASSURANCE DE RESPONSABILITÉ CIVILE PROFESSIONNELLE", L + W / 2, y, {align: 'center', color: ink, font: H.bold, size: 11.4})
  s.text('Opérateurs de voyages et de séjours - articles L. 211-16, L. 211-18 et R. 211-35 à R. 211-40 du code du tourisme', L + W / 2, y + 13, {align: 'center', color: soft, size: 7.6})
  y += 38
  s.text(`${insurer.name}, dont le siège est indiqué ci-dessous, certifie que la société :`, L, y, {color: ink, size: 8.8})
  y += 10

  // The insured: label-above-value cells two to a row.
  const cw = (W - 12) / 2
  const cells: [string, string][] = [
    ['Raison sociale', insured],
    ['N° SIREN', groupedSiren(company.siren)],
    ['Siège social', seat],
    ['Immatriculation au registre des opérateurs de voyages et de séjours', registration],
    ['Garant financier (art. L. 211-18 II-a)', GUARANTORS[k]],
    ['N° de contrat', policy],
  ]
  for (let i = 0; i < cells.length; i += 2) {
    const pair = cells.slice(i, i + 2).map(([label, value]) => ({label, lines: wrap(value, cw - 16, H.bold, 9)}))
    const h = 22 + Math.max(...pair.map((p) => p.lines.length)) * 11
    pair.forEach((p, j) => {
      const x = L + j * (cw + 12)
      s.box(x, y, cw, h, {fill: pale, radius: 3})
      s.text(p.label, x + 8, y + 11, {color: soft, size: Math.min(6.8, (cw - 16) / H.regular.widthOfTextAtSize(p.label, 1))})
      s.lines(p.lines, x + 8, y + 23, {color: ink, font: H.bold, leading: 11, size: 9})
    })
    y += h + 7
  }

  y += 8
  y = s.paragraph("est assurée par le contrat désigné ci-dessus pour les conséquences pécuniaires de la responsabilité civile professionnelle qu'elle peut encourir au titre des activités suivantes :", L, y, W, {color: ink, leading: 10.5, size: 8.2}) - 4
  const actLines = wrap(activity, W - 20, H.regular, 8.8)
  s.box(L, y, W, actLines.length * 11 + 12, {lineWidth: 0.6, stroke: rule})
  s.lines(actLines, L + 10, y + 14, {color: ink, leading: 11, size: 8.8})
  y += actLines.length * 11 + 24

  // The period: values in a row under their column titles.
  y = s.table({
    columns: [{width: W * 0.25}, {width: W * 0.25}, {width: W * 0.25}, {width: W * 0.25}],
    font: H.bold,
    frame: true,
    header: [["Date d'effet", "Date d'échéance", 'Première souscription', 'Reconduction']],
    headerColor: WHITE,
    headerFill: color,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 18,
    rows: [[slashDate(start), slashDate(end), {font: H.regular, text: slashDate(first)}, {font: H.regular, text: 'annuelle, tacite'}]],
    ruleColor: rule,
    size: 9.4,
    verticalRules: true,
    x: L,
    y,
  })

  y += 18
  s.text('MONTANTS DE GARANTIE', L, y, {color, font: H.bold, size: 8.6})
  const limits: [string, string, string][] = [
    ['Responsabilité civile professionnelle - tous dommages confondus', '8 000 000 € par année d\'assurance', 'néant'],
    ['dont dommages corporels', '8 000 000 € par sinistre', 'néant'],
    ['dont dommages matériels et immatériels consécutifs', '1 500 000 € par sinistre', '500 €'],
    ['dont dommages immatériels non consécutifs', '750 000 € par année d\'assurance', '1 000 €'],
    ['Défense pénale et recours', '30 000 € par litige', 'seuil 800 €'],
  ]
  y = s.table({
    columns: [{width: W - 250}, {align: 'right', width: 160}, {align: 'right', width: 90}],
    font: H.regular,
    frame: true,
    header: [['Garanties', 'Plafonds', 'Franchises']],
    headerFill: pale,
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 14,
    rowRules: true,
    rows: limits,
    ruleColor: rule,
    size: 7.8,
    verticalRules: true,
    x: L,
    y: y + 7,
  })

  y += 16
  y = s.paragraph(
    `La présente attestation est valable pour la période du ${slashDate(start)} au ${slashDate(end)}, sous réserve du paiement des cotisations. Elle ne peut engager l'assureur au-delà des limites et conditions du contrat auquel elle se réfère. Elle est délivrée pour servir et valoir ce que de droit, notamment auprès d'Atout France.`,
    L,
    y,
    W,
    {color: ink, leading: 11, size: 8.4},
  )

  y += 14
  s.text(`Fait à ${insurer.town}, le ${slashDate(signed)}`, 340, y, {color: ink, size: 9})
  s.text("Pour l'assureur, le responsable du service Entreprises", 340, y + 13, {color: soft, size: 7.6})
  s.path(signaturePath(rng, 96), 346, y + 18, {lineWidth: 0.9, stroke: hex('#1f2a66')})

  s.hline(L, R, 792, {color: rule})
  s.paragraph(insurer.legal, L, 804, W, {color: soft, leading: 8.6, size: 6.8})

  return {
    fields: {activites: activity, assure: insured, assure_siren: company.siren, assureur: insurer.name, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/operateur-voyages-atout-france',
    notes: [
      "a travel agency's professional liability certificate as Atout France's registration requires it (tourism code)",
      'the insured as label-above-value cells two to a row, the legal form in brackets after the name ("HORIZONS NOMADES (SARL)"); the period as values in a row under their column titles, repeated in the validity sentence',
      "decoys: the insurer's address, the certificate's number, the Atout France registration number, the financial guarantor and its address, the first subscription date, the limits, the signing date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
