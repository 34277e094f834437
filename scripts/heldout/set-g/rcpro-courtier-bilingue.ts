/**
 * HELD-OUT attestation_rc_pro/courtier-bilingue: a certificate of professional indemnity
 * insurance issued in ENGLISH AND FRENCH by a wholesale broker holding the insurer's delegated
 * authority (a coverholder placing the risk with a European insurer that writes in France under
 * the freedom to provide services, "LPS"): the broker's letterhead (monogram in a square, name,
 * "Courtier en assurances - ORIAS n°") top left, "Our ref. / Notre réf." and the page top right;
 * the bilingual title "CERTIFICATE OF INSURANCE" over "ATTESTATION D'ASSURANCE" and "Professional
 * Indemnity / Responsabilité civile professionnelle"; a SCHEDULE of rows whose labels are stacked
 * English (bold) over French (grey italic) in a shaded left column, values at the right:
 * "Insured / Assuré" (name and legal form), "Address / Adresse" (one line), "Company registration
 * number / N° SIREN" (grouped), "Insurer / Assureur", "Policy number / N° de police"
 * ("PI-FR-26-004518"), "Period of insurance / Période d'assurance" written in ENGLISH WORDS
 * "From 1 April 2026 to 31 March 2027" with the French "du 1er avril 2026 au 31 mars 2027, ces
 * deux dates incluses" under it, "Business description / Activités assurées", "Limit of
 * indemnity / Plafond de garantie" in English amounts "EUR 1,500,000" and French "1 500 000 €",
 * "Excess / Franchise", "Retroactive date / Date de reprise du passé" (a decoy date),
 * "Territorial limits / Étendue géographique"; the usual disclaimer in both languages; "Issued in
 * Paris on 12 March 2026 / Fait à Paris, le 12 mars 2026", the signature "for and on behalf of the
 * Insurer / pour le compte de l'Assureur"; the broker's and the insurer's regulatory footers.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, WHITE, wrap} from '../util.js'

const BROKER = 'Marceau Underwriting'
const INSURER = 'Northline Insurance Europe SE'
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const longEn = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS_EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`
const enAmount = (euros: number) => String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
const frAmountWhole = (euros: number) => String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')

export async function rcproCourtierBilingue(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const start = (typeof params.periodStart === 'string' ? params.periodStart : undefined) ?? `${addMonths(facts.asOf, -randomInt(rng, 0, 9)).slice(0, 7)}-01`
  const end = addDays(addMonths(start, 12), -1)
  const issuedCandidate = addDays(start, randomInt(rng, -15, 25))
  const issued = issuedCandidate > facts.asOf ? addDays(facts.asOf, -randomInt(rng, 1, 5)) : issuedCandidate
  const retro = addDays(company.registeredOn, randomInt(rng, 0, 40))
  const policy = `PI-FR-${start.slice(2, 4)}-${randomDigits(rng, 6)}`
  const insured = `${company.name} ${company.legalForm}`
  const address = [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')
  const limit = pick(rng, [500_000, 1_000_000, 1_500_000, 2_000_000])
  const excess = pick(rng, [1000, 1500, 2500, 5000])
  const ref = `MU/${start.slice(0, 4)}/${randomDigits(rng, 5)}`
  const teal = hex('#0f5257')
  const gold = hex('#b8893b')
  const shade = hex('#eef3f3')

  const {doc, fonts} = await newDocument({author: BROKER, creator: 'Marceau UW Portal', date: issued, producer: 'Marceau UW Portal - PDF', title: 'Certificate of insurance - Attestation d\'assurance'})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549

  // Letterhead.
  s.box(L, 34, 34, 34, {fill: teal})
  s.text('MU', L + 17, 57, {align: 'center', color: WHITE, font: T.bold, size: 15})
  s.hline(L + 5, L + 29, 62, {color: gold, width: 1})
  s.text(BROKER.toUpperCase(), L + 44, 48, {color: teal, font: T.bold, size: 14})
  s.text(`Courtier en assurances - ORIAS n° ${randomDigits(rng, 8)} - www.orias.fr`, L + 44, 60, {color: GREY, size: 7.3})
  s.text('42 rue de Courcelles, 75008 Paris - +33 (0)1 84 60 27 10', L + 44, 69.5, {color: GREY, size: 7.3})
  s.text(`Our ref. / Notre réf. : ${ref}`, R, 46, {align: 'right', size: 7.5})
  s.text('Page 1 of / sur 1', R, 57, {align: 'right', color: GREY, size: 7.5})

  s.hline(L, R, 84, {color: gold, width: 1.2})
  s.text('CERTIFICATE OF INSURANCE', s.width / 2, 112, {align: 'center', color: teal, font: T.bold, size: 17})
  s.text("ATTESTATION D'ASSURANCE", s.width / 2, 128, {align: 'center', color: GREY, font: T.italic, size: 12.5})
  s.text('Professional Indemnity  /  Responsabilité civile professionnelle', s.width / 2, 146, {align: 'center', font: H.bold, size: 9})

  s.paragraph(
    `This is to certify that the insurance described below has been effected with the Insurer named herein. / Nous certifions que l'assurance décrite ci-dessous a été souscrite auprès de l'Assureur désigné.`,
    L,
    170,
    R - L,
    {color: hex('#333333'), leading: 10.5, size: 8},
  )

  // Schedule.
  const labelW = 170
  let y = 192
  const schedule: {en: string; fr: string; values: {text: string; font?: typeof H.regular; color?: typeof teal; size?: number}[]}[] = [
    {en: 'Insured', fr: 'Assuré', values: [{font: H.bold, text: insured}]},
    {en: 'Address', fr: 'Adresse', values: [{text: address}]},
    {en: 'Company registration number', fr: 'N° SIREN', values: [{text: groupedSiren(company.siren)}]},
    {en: 'Insurer', fr: 'Assureur', values: [{font: H.bold, text: INSURER}]},
    {en: 'Policy number', fr: 'N° de police', values: [{font: H.bold, text: policy}]},
    {
      en: 'Period of insurance',
      fr: "Période d'assurance",
      values: [
        {font: H.bold, text: `From ${longEn(start)} to ${longEn(end)}`},
        {color: GREY, font: H.italic, size: 8.3, text: `du ${longDate(start)} au ${longDate(end)}, ces deux dates incluses`},
      ],
    },
    {en: 'Business description', fr: 'Activités assurées', values: [{text: company.activity}]},
    {
      en: 'Limit of indemnity',
      fr: 'Plafond de garantie',
      values: [
        {text: `EUR ${enAmount(limit)} any one claim and in the aggregate`},
        {color: GREY, font: H.italic, size: 8.3, text: `${frAmountWhole(limit)} € par sinistre et par période d'assurance`},
      ],
    },
    {en: 'Excess', fr: 'Franchise', values: [{text: `EUR ${enAmount(excess)} each and every claim / ${frAmountWhole(excess)} € par sinistre`}]},
    {en: 'Retroactive date', fr: 'Date de reprise du passé', values: [{text: slashDate(retro)}]},
    {en: 'Territorial limits', fr: 'Étendue géographique', values: [{text: 'Worldwide excluding USA and Canada / Monde entier hors USA et Canada'}]},
  ]
  const top = y
  for (const row of schedule) {
    const lines = row.values.flatMap((v) => wrap(v.text, R - L - labelW - 16, v.font ?? H.regular, v.size ?? 9).map((text) => ({...v, text})))
    const h = Math.max(28, lines.length * 11.5 + 10)
    s.box(L, y, labelW, h, {fill: shade})
    s.text(row.en, L + 7, y + 12, {font: H.bold, size: 8.3})
    s.text(row.fr, L + 7, y + 22.5, {color: GREY, font: H.italic, size: 7.8})
    lines.forEach((v, k) => s.text(v.text, L + labelW + 9, y + 13 + k * 11.5, {color: v.color, font: v.font ?? H.regular, size: v.size ?? 9}))
    y += h
    s.hline(L, R, y, {color: hex('#bcc9c9'), width: 0.5})
  }

  s.box(L, top, R - L, y - top, {lineWidth: 0.8, stroke: teal})
  s.vline(L + labelW, top, y, {color: hex('#bcc9c9'), width: 0.5})

  y = s.paragraph(
    'This certificate is issued as a matter of information only and confers no rights upon the holder. It does not amend, extend or alter the cover afforded by the policy, which remains subject to its terms, conditions and exclusions and to the payment of the premium.',
    L,
    y + 20,
    R - L,
    {leading: 10, size: 7.8},
  )
  y = s.paragraph(
    "La présente attestation est délivrée à titre d'information. Elle ne peut engager l'Assureur au-delà des conditions et limites du contrat auquel elle se réfère, et n'est valable que sous réserve du paiement de la prime.",
    L,
    y + 4,
    R - L,
    {color: GREY, font: H.italic, leading: 10, size: 7.8},
  )

  y += 16
  s.text(`Issued in Paris on ${longEn(issued)}`, L, y, {size: 9})
  s.text(`Fait à Paris, le ${longDate(issued)}`, L, y + 12, {color: GREY, font: H.italic, size: 8.5})
  s.text('For and on behalf of the Insurer', 350, y, {size: 8.5})
  s.text("Pour le compte de l'Assureur", 350, y + 11, {color: GREY, font: H.italic, size: 8})
  s.path(signaturePath(rng, 100), 360, y + 18, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text(`${pick(rng, ['Charlotte AUBERT', 'Édouard MARCEAU', 'Sarah KLEIN'])}, Head of Professional Lines`, 350, y + 56, {size: 8})

  s.hline(L, R, 770, {color: gold, width: 0.8})
  s.paragraph(
    `${BROKER} SAS, courtier grossiste agissant en vertu d'une délégation de souscription de l'Assureur - capital 250 000 € - RCS Paris ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} - ORIAS (www.orias.fr) - garantie financière et RC professionnelle conformes aux articles L.512-6 et L.512-7 du code des assurances - soumis au contrôle de l'ACPR, 4 place de Budapest, CS 92459, 75436 Paris Cedex 09.`,
    L,
    781,
    R - L,
    {color: GREY, leading: 8, size: 6.4},
  )
  s.paragraph(
    `${INSURER}, European company (Societas Europaea) registered in Luxembourg (RCS B ${randomDigits(rng, 6)}), authorised by the Commissariat aux Assurances, operating in France under the freedom to provide services / opérant en France en libre prestation de services.`,
    L,
    806,
    R - L,
    {color: GREY, leading: 8, size: 6.4},
  )

  return {
    fields: {activites: company.activity, assure: insured, assure_siren: company.siren, assureur: INSURER, numero_police: policy, periode_debut: start, periode_fin: end},
    layout: 'attestation_rc_pro/courtier-bilingue',
    notes: [
      'English / French stacked labels in a shaded column; values at the right',
      'period in English words ("From 1 April 2026 to 31 March 2027") with the French under it',
      'English amounts "EUR 1,500,000"; retroactive date dd/mm/yyyy as a decoy',
      'issue date in English words and in French words',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_rc_pro',
  }
}
