/**
 * HELD-OUT attestation_fiscale/transmise-par-expert-comptable: the tax compliance certificate as
 * the company's CHARTERED ACCOUNTANT downloads it from the tax administration for the client (as
 * its mandated accountant) and files it in the client's SECURE DOCUMENT PORTAL, from which the
 * client prints it (four invented firms): the firm's COVER BAND at the top (its mark and name, "Porte-
 * documents sécurisé", the filing details: the client and its file number, "Déposé le" with the
 * time and the firm's staff member: a decoy date and person, the firm's OWN SIREN and VAT NUMBER:
 * decoy identifiers, its address: a decoy); then the DGFiP's certificate REPRODUCED IN A FRAME at a
 * reduced size: the State block and the SIE's address (a decoy), the certificate's number, the
 * title, the accountant's sentence, the company's details as LABEL : VALUE LINES (the name alone,
 * the form on its own line, "SIREN" IN ONE BLOCK OF NINE DIGITS, the VAT number unspaced
 * "FR32812345676", the seat), the obligations' statement with the situation date (a decoy), the
 * table of taxes, "Fait à Lyon, le 11/03/2028" (the truth) and the seal; the portal's footer with
 * the file's fingerprint.
 */
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, seal, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'

interface Firm {
  name: string
  mark: string
  color: string
  address: string
  siren: string
  staff: string
  region: string
}

const FIRMS: Firm[] = [
  {address: '27 rue Garibaldi, 69006 Lyon', color: '#0f5e7a', mark: 'FR', name: 'FIDUCIAIRE DES DEUX RIVES', region: 'Auvergne-Rhône-Alpes', siren: '438219076', staff: 'Julien DUVAL, chef de mission'},
  {address: '4 rue Racine, 44000 Nantes', color: '#6d2e7c', mark: 'AX', name: 'AXIOME EXPERTISE COMPTABLE', region: 'Pays de la Loire', siren: '521784336', staff: 'Marion LE DUFF, collaboratrice comptable'},
  {address: '10 place Wilson, 31000 Toulouse', color: '#a5461a', mark: 'K', name: 'KERVAL EXPERTISE & CONSEIL', region: 'Occitanie', siren: '803114958', staff: 'Stéphane ROUQUETTE, expert-comptable associé'},
  {address: '33 boulevard de la Liberté, 59000 Lille', color: '#2f5e2c', mark: 'NC', name: 'NUMÉRIA CONSEIL & EXPERTISE', region: 'Hauts-de-France', siren: '752630481', staff: 'Pauline DEWAELE, gestionnaire de paie'},
]

const OFFICES = ['3 rue de la Cité administrative', '10 boulevard du Trésor', '2 place de la Préfecture', '18 rue des Finances']

/** The check key of a French VAT number for a SIREN. */
const vatOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`

export async function fiscalePortailExpertComptable(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.firm === 'number' ? params.firm % FIRMS.length : 0
  const firm = FIRMS[k]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 4, 30))
  const filed = addDays(issued, randomInt(rng, 1, 6))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const number = `${issued.slice(0, 4)}-${company.address.postcode.slice(0, 2)}-${randomDigits(rng, 7)}`
  const file = String(randomInt(rng, 100, 2400)).padStart(4, '0')
  const city = company.address.city
  const office = `${OFFICES[k]}, ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(city)} CEDEX`
  const fingerprint = Array.from({length: 32}, () => '0123456789abcdef'[randomInt(rng, 0, 15)]).join('')
  const color = hex(firm.color)
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#1b1c20')
  const soft = hex('#5b5f68')
  const rule = hex('#c4c8d0')

  const {doc, fonts} = await newDocument({author: firm.name, creator: 'Porte-documents cabinet', date: filed, producer: 'Portail PDF', title: `Attestation de régularité fiscale - ${company.name}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 34
  const R = 561
  const W = R - L

  // The firm's cover band.
  s.box(0, 0, s.width, 46, {fill: color})
  s.box(L, 11, 24, 24, {fill: WHITE, radius: 4})
  s.text(firm.mark, L + 12, 27.5, {align: 'center', color, font: H.bold, size: firm.mark.length > 1 ? 10 : 13})
  s.text(firm.name, L + 32, 22, {color: WHITE, font: H.bold, size: 11})
  s.text(`Expertise comptable - membre de l'Ordre des experts-comptables, région ${firm.region}`, L + 32, 33, {color: hex('#e6eef2'), size: 7})
  s.text('Porte-documents sécurisé', R, 26, {align: 'right', color: WHITE, font: H.bold, size: 9})

  s.box(L, 56, W, 86, {fill: hex('#f3f5f7'), radius: 3})
  const info: [string, string][] = [
    ['Client', `${company.name} ${company.legalForm} - dossier n° ${file}`],
    ['Document', 'Attestation de régularité fiscale (DGFiP), obtenue en qualité de mandataire'],
    ['Déposé le', `${slashDate(filed)} à ${String(randomInt(rng, 8, 18)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')} par ${firm.staff}`],
    ['Cabinet', `${firm.name} - SIREN ${firm.siren} - TVA ${vatOf(firm.siren)} - ${firm.address}`],
  ]
  let y = 72
  for (const [label, value] of info) {
    s.text(label, L + 10, y, {color: soft, size: 7.4})
    s.text(value, L + 74, y, {color: ink, size: Math.min(7.8, (W - 84) / H.regular.widthOfTextAtSize(value, 1))})
    y += 17
  }

  // The certificate, reproduced in a frame.
  const FX = L + 22
  const FR = R - 22
  const FW = FR - FX
  const FT = 156
  const FB = 788
  s.box(FX + 3, FT + 3, FW, FB - FT, {fill: hex('#d9dbe0')})
  s.box(FX, FT, FW, FB - FT, {fill: WHITE, lineWidth: 0.6, stroke: hex('#9ca1aa')})
  const X = FX + 22
  const XR = FR - 22
  const XW = XR - X
  s.box(X, FT + 18, 7, 10, {fill: blue})
  s.box(X + 7, FT + 18, 7, 10, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(X + 14, FT + 18, 7, 10, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], X, FT + 39, {font: H.bold, leading: 8, size: 7})
  s.lines(['DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', `Service des impôts des entreprises de ${city}`, office], X, FT + 62, {color: soft, leading: 9, size: 6.8})
  s.text(`Attestation n° ${number}`, XR, FT + 26, {align: 'right', color: ink, font: H.bold, size: 7.4})
  seal(s, XR - 40, FT + 34, 20, 2, rng)

  y = FT + 112
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', X + XW / 2, y, {align: 'center', color: blue, font: H.bold, size: 12.5})
  s.text('(articles L. 2141-2 et R. 2143-7 du code de la commande publique, article D. 8222-5 du code du travail)', X + XW / 2, y + 12, {align: 'center', color: soft, size: 6.6})
  y = s.paragraph(
    `Je soussigné(e), comptable public responsable du service des impôts des entreprises de ${city}, certifie que l'entreprise désignée ci-dessous :`,
    X,
    y + 32,
    XW,
    {color: ink, leading: 10.5, size: 8.2},
  )

  y += 6
  const line = (label: string, value: string, bold = false) => {
    s.text(`${label} :`, X + 14, y, {color: soft, size: 8})
    s.text(value, X + 150, y, {color: ink, font: bold ? H.bold : H.regular, size: Math.min(8.4, (XR - X - 150) / (bold ? H.bold : H.regular).widthOfTextAtSize(value, 1))})
    y += 13
  }

  line('Dénomination', company.name, true)
  line('Forme juridique', company.legalForm)
  line('SIREN', company.siren, true)
  line('N° de TVA intracommunautaire', company.tva, true)
  line('Adresse', [...company.address.lines, `${company.address.postcode} ${upper(city)}`].join(', '))

  y = s.paragraph(
    `a souscrit, au ${slashDate(situation)}, l'ensemble des déclarations fiscales lui incombant et a acquitté les impôts, taxes et versements exigibles à cette date, ou a constitué des garanties jugées suffisantes par le comptable, au titre des impôts suivants :`,
    X,
    y + 6,
    XW,
    {color: ink, leading: 10.5, size: 8.2},
  )
  y = s.table({
    columns: [{width: XW * 0.55}, {width: XW * 0.45}],
    font: H.regular,
    frame: true,
    header: [['Impôt ou taxe', 'Situation']],
    headerFill: hex('#e8edf7'),
    headerFont: H.bold,
    rowHeight: 14,
    rowRules: true,
    rows: [
      ['Impôt sur les sociétés', 'À jour'],
      ['Taxe sur la valeur ajoutée', 'À jour'],
      ['Cotisation foncière des entreprises', 'À jour'],
      ['Cotisation sur la valeur ajoutée des entreprises', 'Non assujettie'],
    ],
    ruleColor: rule,
    size: 7.6,
    verticalRules: true,
    x: X,
    y: y + 4,
  })
  y = s.paragraph(
    "La présente attestation ne préjuge pas de l'exactitude des déclarations souscrites, ni des impositions qui pourraient être établies à la suite d'un contrôle. Son authenticité peut être vérifiée sur impots.gouv.fr avec le numéro d'attestation.",
    X,
    y + 16,
    XW,
    {color: soft, leading: 9.4, size: 7.2},
  )

  s.text(`Fait à ${city}, le ${slashDate(issued)}`, XR - 180, y + 16, {color: ink, size: 8.4})
  s.text('Le comptable des finances publiques', XR - 180, y + 29, {color: soft, size: 7.4})
  s.circle(XR - 60, y + 64, 24, {lineWidth: 1, stroke: hex('#4a5fae')})
  s.text('DGFiP', XR - 60, y + 62, {align: 'center', color: hex('#4a5fae'), font: H.bold, size: 7})
  s.text(`SIE ${upper(city).slice(0, 14)}`, XR - 60, y + 71, {align: 'center', color: hex('#4a5fae'), size: 5.6})
  s.text(`Page 1/1 - ${number}`, X + XW / 2, FB - 10, {align: 'center', color: soft, size: 6.4})

  s.text(`Empreinte du fichier déposé (SHA-256) : ${fingerprint}...`, L, 806, {color: soft, size: 6.6})
  s.text(`${firm.name} - portail client - imprimé depuis le porte-documents`, L, 816, {color: soft, size: 6.6})
  s.text('1/1', R, 816, {align: 'right', color: soft, size: 6.6})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/transmise-par-expert-comptable',
    notes: [
      "the tax compliance certificate filed by the company's chartered accountant in the client's secure document portal: the firm's cover band over the certificate reproduced in a frame",
      'label : value lines with the SIREN in one block and the VAT number unspaced; "Fait à Lyon, le 11/03/2028"',
      "decoys: the firm's name, SIREN, VAT number and address, the filing date and the staff member, the SIE's address, the certificate's number, the situation date",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
