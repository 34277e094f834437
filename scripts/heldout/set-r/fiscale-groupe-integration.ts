/**
 * HELD-OUT attestation_fiscale/groupe-integration-fiscale: the "attestation de régularité fiscale"
 * of a company that is a MEMBER OF A TAX-CONSOLIDATED GROUP (intégration fiscale, article 223 A
 * of the tax code: the head company pays the group's corporate tax), as the company's SIE issues it
 * on paper: the State block and the SIE's letter head at the left with its street address (a decoy
 * address), "Affaire suivie par" (a decoy person), the phone and the reference at the right; the
 * title and the sub-title naming the group regime; a framed "ENTREPRISE" box with label : value
 * rows ("Raison sociale" WITHOUT the legal form, "Forme juridique" on its own row, "SIREN" grouped,
 * "N° TVA intracommunautaire" SPACED IN THREE GROUPS "FR 32 812345676", "Siège"); a second framed
 * box "SOCIÉTÉ TÊTE DE GROUPE" with the head company's name, legal form, SIREN, VAT number and seat
 * and the DATE the company JOINED the group (all decoys); a table of taxes whose corporate-tax row
 * is "acquitté par la société tête de groupe"; the certifying sentence with the SITUATION DATE (a
 * decoy); "Fait à Lyon, le 05/03/2027" (the issue date); a 2D-Doc-like seal with a verification
 * code; the DGFiP's small print.
 */
import {makeSiren, tvaOf} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, type GeneratedDocument, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

const AGENTS = ['Mme Véronique PASQUIER', 'M. Didier LAMOTTE', 'Mme Karima BELKACEM', 'M. Olivier TROUSSEAU']

const HEADS = ['HOLDING', 'GROUPE', 'FINANCIÈRE', 'PARTICIPATIONS']

const HEAD_NAMES = ['ALCYON', 'VERTEX', 'MONTGOLFIER', 'ARGOS', 'BELLEROCHE', 'SAINT-CLAIR']

const STREETS = ['3 rue Pierre Corneille', '1 place du Général Leclerc', '12 boulevard de la Liberté', '45 avenue de la Gare', '8 rue du Palais']

/** "FR 32 812345676": the VAT number spaced in three groups. */
const spacedTva = (tva: string) => `${tva.slice(0, 2)} ${tva.slice(2, 4)} ${tva.slice(4)}`

export async function fiscaleGroupeIntegration(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const agent = AGENTS[typeof params.office === 'number' ? params.office % AGENTS.length : 0]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 3, 35))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -randomInt(rng, 1, 20))
  const town = company.address.city
  const sie = `SIE de ${town}`
  const sieAddress = [pick(rng, STREETS), `${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomInt(rng, 0, 9)}${randomInt(rng, 0, 9)} ${upper(town)} CEDEX`]
  const headSiren = makeSiren(rng)
  const head = `${pick(rng, HEADS)} ${pick(rng, HEAD_NAMES)}`
  const headSeat = `${randomInt(rng, 2, 90)} ${pick(rng, ['avenue de la Grande Armée', 'rue de la Bourse', 'quai Jules Courmont', 'cours du Médoc'])}, ${pick(rng, ['75017 PARIS', '69002 LYON', '33300 BORDEAUX', '44000 NANTES'])}`
  const joined = `${Number(issued.slice(0, 4)) - randomInt(rng, 1, 6)}-01-01`
  const closed = `${Number(issued.slice(0, 4)) - (Number(issued.slice(5, 7)) < 6 ? 2 : 1)}-12-31`
  const ref = `ARF-${issued.slice(0, 4)}-${randomDigits(rng, 6)}`
  const code = `${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`
  const blue = hex('#000091')
  const ink = hex('#1e1e1e')
  const soft = hex('#5e5e5e')
  const rule = hex('#8c8c8c')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'ATRF - Attestations', date: issued, producer: 'DGFiP - Editique', title: `Attestation de régularité fiscale ${company.siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545

  // State block and the office's letter head.
  s.box(L, 34, 10, 13, {fill: blue})
  s.box(L + 10, 34, 10, 13, {fill: WHITE, lineWidth: 0.3, stroke: hex('#bbbbbb')})
  s.box(L + 20, 34, 10, 13, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 60, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 80, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', `SERVICE DES IMPÔTS DES ENTREPRISES DE ${upper(town)}`, ...sieAddress], L, 118, {color: ink, leading: 10.5, size: 7.8})

  s.lines([`Affaire suivie par : ${agent}`, `Téléphone : 0${randomInt(rng, 1, 5)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, `Courriel : sie.${town.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-')}@dgfip.finances.gouv.fr`, `Référence : ${ref}`], 330, 118, {color: ink, leading: 10.5, size: 7.8})

  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', (L + R) / 2, 196, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text("Société membre d'un groupe fiscalement intégré (articles 223 A et suivants du code général des impôts)", (L + R) / 2, 211, {align: 'center', color: soft, font: H.italic, size: 8})

  // The company's box.
  let y = 230
  const box = (title: string, rows: [string, string, boolean?][]) => {
    const top = y
    s.box(L, y, R - L, 18, {fill: hex('#ececec')})
    s.text(title, L + 8, y + 12.5, {color: ink, font: H.bold, size: 8.6})
    y += 32
    for (const [label, value, bold] of rows) {
      s.text(`${label} :`, L + 10, y, {color: soft, size: 8.6})
      y = s.paragraph(value, L + 170, y, R - L - 180, {color: ink, font: bold ? H.bold : H.regular, leading: 11, size: 9}) + 3
    }

    s.box(L, top, R - L, y - top, {lineWidth: 0.7, stroke: rule})
    y += 14
  }

  box('ENTREPRISE', [
    ['Raison sociale', company.name, true],
    ['Forme juridique', company.legalForm],
    ['SIREN', groupedSiren(company.siren)],
    ['N° TVA intracommunautaire', spacedTva(company.tva)],
    ['Siège', [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`].join(', ')],
  ])

  box('SOCIÉTÉ TÊTE DE GROUPE', [
    ['Raison sociale', head],
    ['Forme juridique', 'SAS'],
    ['SIREN', groupedSiren(headSiren)],
    ['N° TVA intracommunautaire', spacedTva(tvaOf(headSiren))],
    ['Siège', headSeat],
    ['Membre du groupe depuis le', slashDate(joined)],
  ])

  y = s.table({
    columns: [{width: 175}, {width: 140}, {width: R - L - 315}],
    font: H.regular,
    frame: true,
    header: [['Impôt', 'Période', 'Situation']],
    headerFill: hex('#e3e3fd'),
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    rows: [
      ['Impôt sur les sociétés', `Exercice clos le ${slashDate(closed)}`, 'Acquitté par la société tête de groupe'],
      ['Taxe sur la valeur ajoutée', `Jusqu'au ${slashDate(situation)}`, 'À jour'],
      ['Cotisation foncière des entreprises', String(Number(issued.slice(0, 4)) - 1), 'À jour'],
      ['Taxe sur les salaires', String(Number(issued.slice(0, 4)) - 1), 'Non redevable'],
    ],
    ruleColor: rule,
    size: 8.2,
    verticalRules: true,
    x: L,
    y,
  })

  y += 22
  y = s.paragraph(
    `Le comptable public soussigné certifie que l'entreprise désignée ci-dessus a souscrit, à la date du ${slashDate(situation)}, l'ensemble de ses déclarations fiscales exigibles et acquitté les impôts et taxes dont elle est redevable, l'impôt sur les sociétés du groupe étant déclaré et payé par la société tête de groupe. La présente attestation ne préjuge pas du résultat d'un contrôle ultérieur.`,
    L,
    y,
    R - L,
    {color: ink, justify: true, leading: 12, size: 9},
  )

  y += 14
  s.text(`Fait à ${town}, le ${slashDate(issued)}`, R - 220, y, {color: ink, size: 9.4})
  s.lines(['Pour le comptable public,', `responsable du ${sie}`], R - 220, y + 14, {color: soft, font: H.italic, leading: 10.5, size: 8})

  seal(s, L, y - 8, 21, 3.2, rng)
  s.text('Code de vérification', L + 78, y + 8, {color: soft, size: 7.2})
  s.text(code, L + 78, y + 20, {color: ink, font: fonts.courier.bold, size: 9})
  s.text('à saisir sur impots.gouv.fr', L + 78, y + 31, {color: soft, size: 7})

  s.hline(L, R, 790, {color: rule, width: 0.4})
  s.paragraph(
    "Attestation délivrée en application de l'article L. 2141-2 du code de la commande publique et des articles L. 313-1 et suivants du code monétaire et financier. Sa durée de validité est fixée par l'organisme qui la demande. Direction générale des Finances publiques.",
    L,
    801,
    R - L,
    {color: soft, leading: 8.4, size: 6.6},
  )

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/groupe-integration-fiscale',
    notes: [
      'the tax compliance certificate of a member of a tax-consolidated group: the corporate tax is paid by the head company',
      '"Raison sociale" without the legal form (its own row); the VAT number spaced in three groups ("FR 32 812345676"); "Fait à ..., le" issue date',
      "decoys: the head company's name, SIREN, VAT number and seat, the date it joined the group, the situation date, the SIE's address, the agent",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
