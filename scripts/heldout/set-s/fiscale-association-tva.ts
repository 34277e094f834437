/**
 * HELD-OUT attestation_fiscale/association-assujettie-tva: the tax compliance certificate of an
 * ASSOCIATION (loi de 1901) whose LUCRATIVE SECTOR is subject to the commercial taxes and to VAT
 * (a riding school, a theatre, a cycling club running races, a youth and culture centre: four
 * invented associations), as its SIE delivers it: the State block at the left and the office's
 * references at the right as LABEL-ABOVE-VALUE pairs (the reference, the agent: a decoy, the date of
 * the certificate); a title and the regime's sub-title; a GRID OF CELLS with the label above the
 * value ("Dénomination" spanning the row, then "SIREN" in one block of nine digits, "N° RNA" (a
 * decoy identifier), "Date de publication au JOAFE" (a decoy date), the president (a decoy person),
 * the seat); the VAT number only INSIDE A SENTENCE, spaced in four groups ("FR 32 812 345 676"); a
 * table of taxes with the association's financial year closing on 31 August (decoy dates); the
 * situation date (a decoy) in the certifying sentence; the office's stamp and signature.
 */
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

interface Association {
  regime: string
  president: string
  object: string
}

const ASSOCIATIONS: Association[] = [
  {object: "Enseignement de l'équitation, pension de chevaux, organisation de concours", president: 'Mme Martine ROUSSILLON', regime: 'réel normal, TVA mensuelle'},
  {object: 'Création et diffusion de spectacles vivants, exploitation d\'une salle de 220 places', president: 'M. Jacques VERNEUIL', regime: 'réel normal, TVA mensuelle'},
  {object: 'Pratique du cyclisme, organisation de courses et de randonnées', president: 'M. Patrick BESSON', regime: 'réel simplifié, TVA annuelle'},
  {object: 'Activités socio-culturelles, accueil de loisirs, bar associatif', president: 'Mme Yasmina KHELIFI', regime: 'réel simplifié, TVA annuelle'},
]

const AGENTS = ['M. Thierry MAZOYER', 'Mme Brigitte CAZENAVE', 'Mme Laëtitia MOULIN', 'M. Serge ABADIE']

/** "FR 32 812 345 676": four groups. */
const spacedTva = (tva: string) => `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${tva.slice(4, 7)} ${tva.slice(7, 10)} ${tva.slice(10)}`

export async function fiscaleAssociationTva(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.association === 'number' ? params.association % ASSOCIATIONS.length : 0
  const association = ASSOCIATIONS[k]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 3, 30))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const year = Number(issued.slice(0, 4))
  const closed = `${Number(issued.slice(5, 7)) >= 9 ? year : year - 1}-08-31`
  const published = addDays(company.registeredOn, -randomInt(rng, 30, 2000))
  const rna = `W${company.address.postcode.slice(0, 2)}${randomInt(rng, 1, 9)}${randomDigits(rng, 6)}`
  const town = company.address.city
  const ref = `${issued.slice(0, 4)}-ARF-${randomDigits(rng, 5)}`
  const agent = AGENTS[k]
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(town)}`].join(', ')
  const blue = hex('#000091')
  const ink = hex('#1c1c1c')
  const soft = hex('#626262')
  const rule = hex('#9a9a9a')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'ATRF', date: issued, producer: 'DGFiP - Editique', title: `Attestation de régularité fiscale ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 48
  const R = 547

  // State block, and the references as label-above-value pairs.
  s.box(L, 36, 9, 12, {fill: blue})
  s.box(L + 9, 36, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#bbbbbb')})
  s.box(L + 18, 36, 9, 12, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 62, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 82, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', `Service des impôts des entreprises de ${town}`, `Pôle associations et organismes sans but lucratif`], L, 118, {color: ink, leading: 10.5, size: 7.8})

  const refs: [string, string][] = [
    ['Référence', ref],
    ['Affaire suivie par', agent],
    ['Date', slashDate(issued)],
  ]
  let ry = 46
  for (const [label, value] of refs) {
    s.text(label, 360, ry, {color: soft, size: 7.2})
    s.text(value, 360, ry + 11, {color: ink, font: H.bold, size: 9})
    ry += 26
  }

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', (L + R) / 2, 172, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text('Organisme sans but lucratif - secteur lucratif soumis aux impôts commerciaux (article 206-1 du CGI)', (L + R) / 2, 187, {align: 'center', color: soft, font: H.italic, size: 8})

  // The grid of cells, labels above values.
  let y = 204
  const cell = (x: number, w: number, h: number, label: string, value: string, bold = false, size = 9.4) => {
    s.box(x, y, w, h, {lineWidth: 0.6, stroke: rule})
    s.text(label, x + 6, y + 10, {color: soft, size: 7})
    s.paragraph(value, x + 6, y + 23, w - 12, {color: ink, font: bold ? H.bold : H.regular, leading: 11, size})
  }

  const W = R - L
  cell(L, W, 32, 'Dénomination', company.name, true, 11)
  y += 32
  cell(L, W * 0.3, 32, 'SIREN', company.siren)
  cell(L + W * 0.3, W * 0.3, 32, 'N° RNA', rna)
  cell(L + W * 0.6, W * 0.4, 32, 'Date de publication au JOAFE', slashDate(published))
  y += 32
  cell(L, W * 0.6, 32, 'Forme', 'Association déclarée (loi du 1er juillet 1901)')
  cell(L + W * 0.6, W * 0.4, 32, 'Président(e)', association.president)
  y += 32
  cell(L, W, 32, 'Siège', seat)
  y += 32
  cell(L, W, 32, 'Objet', association.object, false, 8.6)
  y += 48

  y = s.paragraph(
    `L'association désignée ci-dessus est assujettie à la taxe sur la valeur ajoutée pour son secteur lucratif, sous le numéro d'identification intracommunautaire ${spacedTva(company.tva)}, régime : ${association.regime}. Ses activités non lucratives sont sectorisées.`,
    L,
    y,
    W,
    {color: ink, justify: true, leading: 12.5, size: 9.4},
  )

  y = s.table({
    columns: [{width: 190}, {width: 160}, {width: W - 350}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Période', 'Situation']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Impôt sur les sociétés (secteur lucratif)', `Exercice clos le ${slashDate(closed)}`, 'Déclaré et payé'],
      ['Taxe sur la valeur ajoutée', `Jusqu'au ${slashDate(situation)}`, 'À jour'],
      ['Cotisation foncière des entreprises', String(year - 1), 'À jour'],
      ['Taxe sur les salaires', String(year - 1), pick(rng, ['À jour', 'Abattement associations appliqué'])],
      ['Impôt sur les revenus patrimoniaux', `Exercice clos le ${slashDate(closed)}`, 'Néant'],
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y: y + 6,
  })

  y += 22
  y = s.paragraph(
    `Le comptable public soussigné certifie qu'à la date du ${slashDate(situation)} l'organisme désigné ci-dessus a souscrit l'ensemble de ses déclarations fiscales et s'est acquitté des impôts et taxes exigibles à cette date, ou a constitué des garanties jugées suffisantes. La présente attestation ne préjuge pas des résultats d'un contrôle ultérieur et ne se prononce pas sur le caractère non lucratif des autres activités.`,
    L,
    y,
    W,
    {color: ink, justify: true, leading: 12, size: 9},
  )

  y += 22
  s.lines(['Pour le comptable public,', `le responsable du SIE de ${town}`], R - 200, y, {color: ink, leading: 11, size: 9})
  s.path(signaturePath(rng, 90), R - 190, y + 20, {lineWidth: 0.9, stroke: hex('#22307a')})
  s.circle(L + 48, y + 22, 34, {lineWidth: 1.1, stroke: blue})
  s.text('DGFiP', L + 48, y + 19, {align: 'center', color: blue, font: H.bold, size: 9})
  s.text(`SIE ${upper(town)}`.slice(0, 22), L + 48, y + 30, {align: 'center', color: blue, size: 5.8})

  s.hline(L, R, 792, {color: rule, width: 0.4})
  s.paragraph(
    "Attestation délivrée en application de l'article L. 2141-2 du code de la commande publique et pour les besoins des dossiers de financement et de subvention. Sa durée de validité est fixée par l'organisme qui la demande.",
    L,
    803,
    W,
    {color: soft, leading: 8.4, size: 6.6},
  )

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/association-assujettie-tva',
    notes: [
      "a VAT-registered association's tax compliance certificate: a grid of cells with the label above the value, no legal form",
      'the VAT number only inside a sentence, spaced in four groups ("FR 32 812 345 676"); the date as a label-above-value "Date" among the references',
      "decoys: the RNA number, the JOAFE publication date, the president, the agent, the financial year closing on 31 August, the situation date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
