/**
 * HELD-OUT attestation_fiscale/cartes-dsfr: the tax compliance certificate in the REDESIGNED
 * format of the professional space (the State design system, "DSFR": a white page, blue headings,
 * information in CARDS), as a company downloads it in 2026: a header bar with the Marianne block
 * at the left and "impots.gouv.fr / Espace professionnel" at the right; a breadcrumb line; the
 * title "Attestation de régularité fiscale" in large bold type, left aligned, with "Édité le 5 mars
 * 2026 à 14 h 32" under it (the ISSUE DATE IN WORDS, with the time); a CALLOUT with a green left
 * border "L'entreprise est à jour de ses obligations fiscales au 28 février 2026" (a decoy date);
 * "Informations sur l'entreprise" as a GRID OF CARDS, two per row, each with its label ABOVE its
 * value ("Dénomination" without the legal form, "Forme juridique" in full, "SIREN" UNSPACED,
 * "SIRET du siège" (a decoy), "Numéro de TVA intracommunautaire" in two groups "FR32 812345676",
 * "Service des impôts des entreprises", "Adresse du siège" on its lines, "Régime d'imposition");
 * a table of obligations with "À jour" status badges; the validity ("jusqu'au 05/09/2026": a decoy)
 * and the certificate's identifier (a decoy); at the bottom the "Cachet électronique visible" area
 * with the 2D-Doc square and its human-readable header (decoy identifiers); the footer with
 * "1 / 1".
 */
import {LEGAL_FORM_LONG, tvaOf, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, lastDayOf, longDate, newDocument, pad2, pick, randomDigits, randomInt, randomLetters, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

const BLUE = hex('#000091')
const RED = hex('#e1000f')

export async function fiscaleCartesDsfr(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 55))
  const [y0, m0] = issued.split('-').map(Number)
  const situation = lastDayOf(m0 === 1 ? `${y0 - 1}-12` : `${y0}-${pad2(m0 - 1)}`)
  const validUntil = addMonths(issued, 6)
  const tva = tvaOf(company.siren)
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const corporate = company.legalForm !== 'EURL' || rng() < 0.5
  const identifier = `ARF-${issued.slice(0, 4)}-${randomLetters(rng, 2)}${randomDigits(rng, 8)}`
  const city = company.address.city
  const ink = hex('#161616')
  const soft = hex('#666666')
  const border = hex('#dddddd')

  const {doc, fonts} = await newDocument({author: 'DGFiP', creator: 'impots.gouv.fr - Espace professionnel', date: issued, producer: 'DGFiP - Attestations', title: 'Attestation de régularité fiscale'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Header bar.
  s.box(L, 28, 9, 12, {fill: BLUE})
  s.box(L + 9, 28, 9, 12, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 18, 28, 9, 12, {fill: RED})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 51, {font: H.bold, leading: 8, size: 7})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 68, {font: H.italic, leading: 6.2, size: 5.4})
  s.text('impots.gouv.fr', L + 96, 45, {color: ink, font: H.bold, size: 13})
  s.text('Espace professionnel', L + 96, 58, {color: soft, size: 8.5})
  s.text(`${company.name} - SIREN ${company.siren}`, R, 45, {align: 'right', color: BLUE, size: 8})
  s.box(0, 92, s.width, 1, {fill: border})
  s.text('Accueil  >  Mes attestations  >  Attestation de régularité fiscale', L, 110, {color: soft, size: 7.4})

  // Title.
  s.text('Attestation de régularité fiscale', L, 146, {color: ink, font: H.bold, size: 22})
  s.text(`Édité le ${longDate(issued)} à ${randomInt(rng, 8, 19)} h ${pad2(randomInt(rng, 0, 59))}`, L, 164, {color: soft, size: 9.5})

  // Callout.
  s.box(L, 180, R - L, 44, {fill: hex('#f6f6f6')})
  s.box(L, 180, 4, 44, {fill: hex('#18753c')})
  s.text(`L'entreprise est à jour de ses obligations fiscales au ${longDate(situation)}.`, L + 16, 198, {color: ink, font: H.bold, size: 10})
  s.text('Déclarations déposées et impôts acquittés, ou garanties constituées, à cette date.', L + 16, 212, {color: soft, size: 8.4})

  // Cards.
  s.text("Informations sur l'entreprise", L, 252, {color: BLUE, font: H.bold, size: 12})
  const cards: [string, string[]][] = [
    ['Dénomination', [company.name]],
    ['Forme juridique', [form]],
    ['SIREN', [company.siren]],
    ['SIRET du siège', [company.siret]],
    ['Numéro de TVA intracommunautaire', [`${tva.slice(0, 4)} ${tva.slice(4)}`]],
    ['Service des impôts des entreprises', [`SIE de ${city}`]],
    ['Adresse du siège', [...company.address.lines, `${company.address.postcode} ${upper(city)}`]],
    ["Régime d'imposition", [corporate ? 'Impôt sur les sociétés' : 'Impôt sur le revenu (BIC)', 'TVA : régime réel normal']],
  ]
  const cw = (R - L - 12) / 2
  let y = 264
  for (let k = 0; k < cards.length; k += 2) {
    const pair = cards.slice(k, k + 2)
    const h = 24 + Math.max(...pair.map(([, v]) => v.length)) * 13
    pair.forEach(([label, values], n) => {
      const x = L + n * (cw + 12)
      s.box(x, y, cw, h, {lineWidth: 0.7, stroke: border})
      s.box(x, y + h - 2, cw, 2, {fill: BLUE})
      s.text(label, x + 12, y + 15, {color: soft, size: 7.8})
      values.forEach((v, j) => s.text(v, x + 12, y + 29 + j * 13, {color: ink, font: H.bold, size: 10}))
    })
    y += h + 10
  }

  // Obligations.
  y += 14
  s.text('Situation au regard des obligations fiscales', L, y, {color: BLUE, font: H.bold, size: 12})
  const taxes = [corporate ? 'Impôt sur les sociétés' : 'Impôt sur le revenu - BIC', 'Taxe sur la valeur ajoutée', 'Cotisation foncière des entreprises', 'Taxe sur les salaires / autres taxes']
  y += 12
  s.box(L, y, R - L, 20, {fill: hex('#eeeeee')})
  s.text('Impôt', L + 10, y + 13.5, {color: ink, font: H.bold, size: 8.4})
  s.text('Déclarations', L + 300, y + 13.5, {color: ink, font: H.bold, size: 8.4})
  s.text('Paiements', L + 410, y + 13.5, {color: ink, font: H.bold, size: 8.4})
  y += 20
  for (const tax of taxes) {
    const na = tax.startsWith('Taxe sur les salaires') && rng() < 0.5
    s.text(tax, L + 10, y + 14, {color: ink, size: 8.8})
    for (const col of [300, 410]) {
      const text = na ? 'Non concerné' : 'À jour'
      const w = H.bold.widthOfTextAtSize(text, 7.4) + 14
      s.box(L + col, y + 5, w, 13, {fill: na ? hex('#eeeeee') : hex('#b8fec9'), radius: 6})
      s.text(text, L + col + 7, y + 14, {color: na ? soft : hex('#18753c'), font: H.bold, size: 7.4})
    }

    s.hline(L, R, y + 22, {color: border, width: 0.5})
    y += 22
  }

  y += 22
  s.paragraph(`Cette attestation est valable six mois à compter de sa date d'édition, soit jusqu'au ${slashDate(validUntil)}. Elle ne préjuge pas des contrôles que l'administration pourrait engager. Identifiant de l'attestation : ${identifier}.`, L, y, R - L, {color: ink, leading: 12, size: 8.8})

  // 2D-Doc area.
  y += 44
  s.box(L, y, R - L, 96, {lineWidth: 0.7, stroke: border})
  seal(s, L + 12, y + 10, 23, 3.3, rng)
  s.text('Cachet électronique visible (2D-Doc)', L + 100, y + 22, {color: ink, font: H.bold, size: 9})
  s.lines([`En-tête : DC04 FR0${randomInt(rng, 1, 5)} ${randomLetters(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`, `Émetteur : DGFiP - ${pick(rng, ['Signataire ARF01', 'Signataire ARF02'])}`, "Scannez ce code avec l'application « 2D-Doc » ou vérifiez l'attestation", 'sur impots.gouv.fr, rubrique « Vérifier une attestation ».'], L + 100, y + 38, {color: soft, leading: 12, size: 8})

  s.box(0, 796, s.width, 1, {fill: border})
  s.text('Direction générale des Finances publiques - impots.gouv.fr', L, 814, {color: soft, size: 7.4})
  s.text('1 / 1', R, 814, {align: 'right', color: soft, size: 7.4})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: tva},
    layout: 'attestation_fiscale/cartes-dsfr',
    notes: [
      'the redesigned professional-space certificate: left-aligned title, a callout, information in cards with labels above values',
      'issue date in words with the time ("Édité le 5 mars 2026 à 14 h 32"); up-to-date date in words in the callout and validity date as decoys',
      'SIREN unspaced, SIRET of the head office as a decoy, VAT number "FR32 812345676"; 2D-Doc area with decoy identifiers',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
