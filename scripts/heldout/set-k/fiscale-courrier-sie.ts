/**
 * HELD-OUT attestation_fiscale/courrier-sie: the tax compliance certificate SENT AS A LETTER by the
 * company's service des impôts des entreprises (SIE) after a request through the secure messaging
 * of the professional space, for a company subject to CORPORATE TAX: the State block and "FINANCES
 * PUBLIQUES" top left with the regional or departmental directorate under it; the SIE's sender
 * block at the left ("Service des impôts des entreprises de Lyon", address, "Affaire suivie par",
 * phone, e-mail, "Nos réf." (a decoy reference) and "Votre demande du 20/02/2026" (a decoy date));
 * at the right "Lyon, le 5 mars 2026" (the ISSUE DATE IN WORDS) over the window with the company
 * ("SAS NOVACODE": the legal form FIRST, then the address in capitals); "Objet : Attestation de
 * régularité fiscale" and "Madame, Monsieur,"; a FRAMED CERTIFICATE inside the letter, its title
 * in a tinted strip: "Je soussigné(e), comptable public responsable du service des impôts des
 * entreprises de Lyon, certifie que l'entreprise :" over label : value rows ("Dénomination"
 * WITHOUT the legal form, "Forme juridique", "N° SIREN" grouped "812 345 678", "N° de TVA
 * intracommunautaire" as "FR 32 812345678", "Adresse du siège" on two or three lines), "a souscrit
 * l'ensemble de ses déclarations fiscales et s'est acquittée des impositions exigibles au
 * 31/01/2026" (a decoy date), a ruled table "Impôt | Régime | Dernière échéance | Situation" (IS,
 * TVA, CFE: decoy periods); the closing formula, "Pour le comptable public, l'inspecteur des
 * finances publiques" with the name, signature and the service's round stamp; the directorate's
 * footer.
 */
import {LEGAL_FORM_LONG, tvaOf, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, landline, lastDayOf, longDate, MONTHS_FR, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

/** The directorate of a département (regional directorates sit in the regional capital's département). */
const DIRECTORATES: Record<string, [string, string]> = {
  '13': ['DIRECTION RÉGIONALE DES FINANCES PUBLIQUES', "DE PROVENCE-ALPES-CÔTE D'AZUR ET DES BOUCHES-DU-RHÔNE"],
  '31': ['DIRECTION RÉGIONALE DES FINANCES PUBLIQUES', "D'OCCITANIE ET DE LA HAUTE-GARONNE"],
  '33': ['DIRECTION RÉGIONALE DES FINANCES PUBLIQUES', 'DE NOUVELLE-AQUITAINE ET DE LA GIRONDE'],
  '34': ['DIRECTION DÉPARTEMENTALE DES FINANCES PUBLIQUES', "DE L'HÉRAULT"],
  '37': ['DIRECTION DÉPARTEMENTALE DES FINANCES PUBLIQUES', "D'INDRE-ET-LOIRE"],
  '44': ['DIRECTION RÉGIONALE DES FINANCES PUBLIQUES', 'DES PAYS DE LA LOIRE ET DE LA LOIRE-ATLANTIQUE'],
  '69': ['DIRECTION RÉGIONALE DES FINANCES PUBLIQUES', "D'AUVERGNE-RHÔNE-ALPES ET DU RHÔNE"],
}

const OFFICERS = ['Mme Nadia BERTHIER', 'M. Grégoire LAMOTTE', 'Mme Sylvie KERBRAT', 'M. Antoine PELLETIER', 'Mme Josiane FABRE']
const STREETS = ['rue de la Cité administrative', 'place du Général Leclerc', 'boulevard des Belges', 'rue Édouard Herriot', 'avenue de la Libération']

export async function fiscaleCourrierSie(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 70))
  const requested = addDays(issued, -randomInt(rng, 4, 15))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const tva = tvaOf(company.siren)
  const tvaPrinted = `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${tva.slice(4)}`
  const town = company.address.city
  const dept = company.address.postcode.slice(0, 2)
  const directorate = DIRECTORATES[dept] ?? ['DIRECTION DÉPARTEMENTALE DES FINANCES PUBLIQUES', `(${dept})`]
  const service = `Service des impôts des entreprises de ${town}`
  const officer = pick(rng, OFFICERS)
  const signer = pick(rng, OFFICERS.filter((o) => o !== officer))
  const reference = `ARF-${issued.slice(0, 4)}-${randomDigits(rng, 6)}`
  const window = [`${company.legalForm} ${company.name}`, ...company.address.lines.map((l) => upper(l)), `${company.address.postcode} ${upper(town)}`]
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(town)}`]
  const prevMonth = addMonths(issued, -1)
  const closed = `${Number(issued.slice(0, 4)) - (issued.slice(5, 7) <= '05' ? 2 : 1)}-12-31`
  const ink = hex('#1e1e1e')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'DGFiP - Courrier SIE', date: issued, producer: 'LibreOffice 7.6', title: 'Attestation de régularité fiscale'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // State block.
  s.box(L, 32, 9, 12, {fill: BLUE})
  s.box(L + 9, 32, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 18, 32, 9, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 55, {font: H.bold, leading: 8, size: 7.2})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 73, {font: H.italic, leading: 6.8, size: 5.6})
  s.text('FINANCES PUBLIQUES', L + 90, 44, {color: BLUE, font: H.bold, size: 10})
  s.lines(directorate, L + 90, 56, {color: BLUE, leading: 8.5, size: 6.6})

  // Sender block.
  const senderEnd = s.lines(
    [
      service,
      `${randomInt(rng, 1, 60)} ${pick(rng, STREETS)}`,
      `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(town)} CEDEX`,
      '',
      `Affaire suivie par : ${officer}`,
      `Téléphone : ${landline(company.address.postcode, rng)}`,
      `Courriel : sie.${town.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-')}@dgfip.finances.gouv.fr`,
      `Nos réf. : ${reference}`,
      `Votre demande du ${slashDate(requested)}`,
    ],
    L,
    110,
    {color: hex('#333333'), leading: 10.4, size: 8},
  )

  // Place and date, window.
  const wx = 318
  s.text(`${town}, le ${longDate(issued)}`, wx, 112, {color: ink, font: T.regular, size: 10.5})
  const windowEnd = s.lines(window, wx, 150, {color: ink, leading: 12.5, size: 10})

  let y = Math.max(senderEnd, windowEnd) + 22
  s.labelled('Objet :', 'Attestation de régularité fiscale', L, y, {color: ink, font: T.bold, size: 10.5}, {font: T.bold})
  y += 24
  s.text('Madame, Monsieur,', L, y, {color: ink, font: T.regular, size: 10.5})
  y = s.paragraph(
    "Suite à votre demande, j'ai l'honneur de vous adresser ci-dessous l'attestation de régularité fiscale de votre entreprise, établie au vu des informations dont dispose le service à la date de sa délivrance.",
    L,
    y + 18,
    R - L,
    {color: ink, font: T.regular, justify: true, leading: 13, size: 10.5},
  )

  // Framed certificate.
  y += 6
  const top = y
  s.box(L, y, R - L, 18, {fill: hex('#e9ecf7')})
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', (L + R) / 2, y + 12.5, {align: 'center', color: BLUE, font: H.bold, size: 9.5})
  y = s.paragraph(`Je soussigné(e), comptable public responsable du ${service.charAt(0).toLowerCase()}${service.slice(1)}, certifie que l'entreprise\u00a0:`, L + 12, y + 34, R - L - 24, {color: ink, font: T.regular, leading: 12.5, size: 10})
  const rows: [string, string[]][] = [
    ['Dénomination', [company.name]],
    ['Forme juridique', [LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm]],
    ['N° SIREN', [groupedSiren(company.siren)]],
    ['N° de TVA intracommunautaire', [tvaPrinted]],
    ['Adresse du siège', seat],
  ]
  y += 4
  for (const [lab, values] of rows) {
    s.text(`${lab} :`, L + 24, y, {color: hex('#444444'), font: T.regular, size: 10})
    values.forEach((v, k) => s.text(v, L + 190, y + k * 12.5, {color: ink, font: T.bold, size: 10}))
    y += 12.5 * values.length + 2
  }

  y = s.paragraph(
    `a souscrit l'ensemble de ses déclarations fiscales et s'est acquittée des impositions exigibles au ${slashDate(upToDate)}, ou a constitué des garanties jugées suffisantes par le comptable.`,
    L + 12,
    y + 8,
    R - L - 24,
    {color: ink, font: T.regular, leading: 12.5, size: 10},
  )
  y = s.table({
    columns: [{width: 150}, {width: 110}, {width: 150}, {align: 'center', width: R - L - 24 - 410}],
    font: T.regular,
    frame: true,
    header: [['Impôt', 'Régime', 'Dernière échéance', 'Situation']],
    headerFill: hex('#f2f2f2'),
    headerFont: T.bold,
    headerHeight: 15,
    rowHeight: 14,
    rowRules: true,
    rows: [
      ['Impôt sur les sociétés', pick(rng, ['Réel simplifié', 'Réel normal']), `Solde de l'exercice clos le ${slashDate(closed)}`, 'À jour'],
      ['Taxe sur la valeur ajoutée', 'Réel normal (mensuel)', `Période de ${MONTHS_FR[Number(prevMonth.slice(5, 7)) - 1]} ${prevMonth.slice(0, 4)}`, 'À jour'],
      ['Cotisation foncière des entreprises', '-', `Avis ${Number(issued.slice(0, 4)) - 1}`, 'À jour'],
    ],
    ruleColor: hex('#999999'),
    size: 9,
    verticalRules: true,
    x: L + 12,
    y: y + 4,
  })
  y += 12
  s.text(`Délivrée le ${slashDate(issued)} pour servir et valoir ce que de droit.`, L + 12, y, {color: ink, font: T.italic, size: 9.5})
  y += 10
  s.box(L, top, R - L, y - top, {lineWidth: 0.8, stroke: BLUE})

  y = s.paragraph(
    "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    L,
    y + 22,
    R - L,
    {color: ink, font: T.regular, leading: 13, size: 10.5},
  )

  // Signature and stamp.
  const sx = 330
  s.lines(['Pour le comptable public,', "L'inspecteur des finances publiques,", signer], sx, y + 8, {color: ink, font: T.regular, leading: 12.5, size: 10})
  s.path(signaturePath(rng, 90), sx + 10, y + 50, {lineWidth: 0.9, stroke: hex('#1d2b66')})
  const cx = sx - 70
  const cy = y + 46
  const violet = hex('#4b3f91')
  s.circle(cx, cy, 36, {lineWidth: 1.4, stroke: violet})
  s.circle(cx, cy, 29, {lineWidth: 0.6, stroke: violet})
  s.lines(['SERVICE DES IMPÔTS', 'DES ENTREPRISES', upper(town)], cx, cy - 6, {align: 'center', color: violet, font: H.bold, leading: 8, size: 5.6})
  s.text('DGFiP', cx, cy + 22, {align: 'center', color: violet, font: H.bold, size: 5.6})

  s.hline(L, R, 790, {color: hex('#bbbbbb'), width: 0.4})
  s.text(`${directorate.join(' ')}`, (L + R) / 2, 802, {align: 'center', color: GREY, size: 5.8})
  s.text(`${service} - impots.gouv.fr - Messagerie sécurisée de l'espace professionnel`, (L + R) / 2, 812, {align: 'center', color: GREY, size: 6.4})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/courrier-sie',
    notes: [
      "the certificate as a letter from the SIE: sender block with the officer, a decoy reference and the request's date; issue date only in words beside the window ('Lyon, le 5 mars 2026') and again as dd/mm/yyyy under the table",
      'window addressee with the legal form first ("SAS NOVACODE"); denomination without it in the framed certificate',
      'SIREN grouped, VAT number "FR 32 812345678"; up-to-date date and tax periods (IS, TVA, CFE) as decoys',
      'serif body text, round stamp of the service beside the signature',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
