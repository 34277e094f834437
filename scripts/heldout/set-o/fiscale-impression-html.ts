/**
 * HELD-OUT attestation_fiscale/impression-navigateur-html: the tax compliance certificate
 * ("attestation de régularité fiscale") as the company's manager PRINTS THE WEB PAGE of the
 * professional space from the browser instead of downloading the PDF, with the site's style sheet
 * not loaded: a plain HTML page in the browser's default serif face. The browser's print header
 * (print date and time "07/03/2027 09:41": a decoy, a few days after the issue; the page's title)
 * and footer (the page's long address, "1/1"); the skip links and the navigation as a BULLETED
 * LIST of blue underlined links, the logo's alternative text in brackets; the h1 title, the
 * issuing service, the certificate number; "Date de délivrance" as a definition term with its
 * value INDENTED ON THE NEXT LINE ("03/03/2027"); an HTML TABLE WITH DEFAULT BORDERS of label /
 * value cells (denomination WITHOUT the legal form, the legal form in full on its own row, SIREN
 * UNSPACED "812345676", VAT number grouped "FR 32 812 345 676", the seat on two or three lines in
 * one cell); the certifying sentence with the situation date ("à la date du 28/02/2027": a decoy)
 * and the last closed financial year (a decoy date); the taxes as a bulleted list; the
 * verification code; the page's buttons drawn as grey boxes; the footer links.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, pad2, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, wrap} from '../util.js'

/** The SIE that manages a company, by the town of its seat. */
const sieOf = (city: string) => `Service des impôts des entreprises de ${city}`

export async function fiscaleImpressionHtml(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 6, 45))
  const printed = addDays(issued, randomInt(rng, 2, 6))
  // The situation is the last day of the month before the issue; the last closed year is the
  // previous calendar year once its corporate tax return is due (May).
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const lastClosed = `${Number(issued.slice(0, 4)) - (Number(issued.slice(5, 7)) <= 5 ? 2 : 1)}-12-31`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const tvaPrinted = `${company.tva.slice(0, 2)} ${company.tva.slice(2, 4)} ${company.tva.slice(4, 7)} ${company.tva.slice(7, 10)} ${company.tva.slice(10)}`
  const number = `${issued.slice(0, 4)}-${company.address.postcode.slice(0, 2)}-${randomDigits(rng, 7)}`
  const code = `${randomDigits(rng, 1)}${randomLetters(rng, 3)}-${randomLetters(rng, 2)}${randomDigits(rng, 2)}-${randomDigits(rng, 1)}${randomLetters(rng, 3)}`
  const token = `${randomLetters(rng, 6).toLowerCase()}${randomDigits(rng, 8)}`
  const time = `${pad2(randomInt(rng, 8, 19))}:${pad2(randomInt(rng, 0, 59))}`
  const title = 'Attestation de régularité fiscale - impots.gouv.fr'
  const url = `https://cfspro.impots.gouv.fr/mire/accueil.do?op=attestation&action=afficher&idAttestation=${token}`

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla Firefox 128.0', date: printed, producer: 'cairo 1.18.0 (https://cairographics.org)', title})
  const T = fonts.times
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const link = hex('#0000ee')
  const ink = hex('#000000')

  // The browser's print header and footer.
  s.text(`${slashDate(printed)} ${time}`, 28, 22, {color: ink, font: H.regular, size: 7.5})
  s.text(title, s.width / 2, 22, {align: 'center', color: ink, font: H.regular, size: 7.5})
  s.text(url.length > 110 ? `${url.slice(0, 107)}...` : url, 28, 826, {color: ink, font: H.regular, size: 7})
  s.text('1/1', 567, 826, {align: 'right', color: ink, font: H.regular, size: 7.5})

  const underlined = (text: string, x: number, y: number, size = 10.5) => {
    const w = s.text(text, x, y, {color: link, font: T.regular, size})
    s.hline(x, x + w, y + 1.4, {color: link, width: 0.5})
    return w
  }

  // Skip links, the logo's alternative text, the navigation as a list.
  let x = L
  for (const skip of ['Aller au contenu', 'Aller au menu', 'Accessibilité']) x += underlined(skip, x, 56) + 12
  s.text('[Logo : République française - impots.gouv.fr]', L, 78, {color: ink, font: T.regular, size: 10.5})
  let y = 98
  for (const item of ['Accueil', 'Mon espace professionnel', 'Messagerie sécurisée', 'Mes attestations', 'Se déconnecter']) {
    s.circle(L + 22, y - 3.4, 1.8, {fill: ink})
    underlined(item, L + 32, y)
    y += 14
  }

  // Title and service.
  y += 20
  s.text('Attestation de régularité fiscale', L, y, {color: ink, font: T.bold, size: 21})
  y += 26
  s.text('Direction générale des Finances publiques', L, y, {color: ink, font: T.regular, size: 10.5})
  y += 14
  s.text(sieOf(upper(company.address.city)), L, y, {color: ink, font: T.regular, size: 10.5})
  y += 22
  s.text(`Attestation n° ${number}`, L, y, {color: ink, font: T.regular, size: 10.5})

  // A definition list: the term, the value indented on the next line.
  y += 22
  s.text('Date de délivrance', L, y, {color: ink, font: T.bold, size: 10.5})
  s.text(slashDate(issued), L + 40, y + 14, {color: ink, font: T.regular, size: 10.5})
  y += 40

  // The company as an HTML table with default borders.
  s.text("Identification de l'entreprise", L, y, {color: ink, font: T.bold, size: 15})
  y += 12
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const rows: [string, string[]][] = [
    ['Dénomination', [company.name]],
    ['Forme juridique', [form]],
    ['Numéro SIREN', [company.siren]],
    ['N° de TVA intracommunautaire', [tvaPrinted]],
    ['Adresse du siège', seat],
  ]
  const c1 = 178
  const tableW = 400
  const top = y
  y += 2
  for (const [lab, values] of rows) {
    const h = 8 + values.length * 13
    s.box(L + 2, y, c1 - 3, h, {lineWidth: 0.8, stroke: hex('#808080')})
    s.box(L + c1 + 1, y, tableW - c1 - 3, h, {lineWidth: 0.8, stroke: hex('#808080')})
    s.text(lab, L + 5, y + 13, {color: ink, font: T.bold, size: 10.5})
    s.lines(values, L + c1 + 4, y + 13, {color: ink, font: T.regular, leading: 13, size: 10.5})
    y += h + 2
  }

  s.box(L, top, tableW, y - top, {lineWidth: 1, stroke: hex('#a0a0a0')})

  // The situation.
  y += 26
  s.text('Situation fiscale', L, y, {color: ink, font: T.bold, size: 15})
  y += 18
  for (const line of wrap(`Au vu des informations dont dispose l'administration fiscale à la date du ${slashDate(situation)}, l'entreprise désignée ci-dessus a souscrit les déclarations fiscales qui lui incombent et a acquitté les impôts, taxes et versements exigibles à cette date, ou a constitué des garanties jugées suffisantes par le comptable public, au regard des impôts suivants :`, R - L, T.regular, 10.5)) {
    s.text(line, L, y, {color: ink, font: T.regular, size: 10.5})
    y += 13
  }

  y += 4
  for (const item of [`Impôt sur les sociétés (dernier exercice clos le ${slashDate(lastClosed)})`, 'Taxe sur la valeur ajoutée', 'Cotisation foncière des entreprises et cotisation sur la valeur ajoutée des entreprises']) {
    s.circle(L + 22, y - 3.4, 1.8, {fill: ink})
    s.text(item, L + 32, y, {color: ink, font: T.regular, size: 10.5})
    y += 14
  }

  y += 10
  for (const line of wrap("La présente attestation est délivrée en application des articles L. 2141-2 et R. 2143-7 du code de la commande publique et de l'article L. 8222-1 du code du travail. Elle ne préjuge pas de l'exactitude des déclarations souscrites ni des contrôles susceptibles d'être engagés.", R - L, T.italic, 9.5)) {
    s.text(line, L, y, {color: ink, font: T.italic, size: 9.5})
    y += 12
  }

  y += 12
  const w = s.text('Code de vérification : ', L, y, {color: ink, font: T.regular, size: 10.5})
  s.text(code, L + w, y, {color: ink, font: T.bold, size: 10.5})
  y += 15
  s.text('Le destinataire de cette attestation peut en vérifier l\'authenticité sur ', L, y, {color: ink, font: T.regular, size: 10.5})
  underlined('impots.gouv.fr > Professionnel > Vérifier une attestation', L + T.regular.widthOfTextAtSize("Le destinataire de cette attestation peut en vérifier l'authenticité sur ", 10.5), y)

  // The page's buttons, unstyled.
  y += 30
  x = L
  for (const label of ['Imprimer', 'Télécharger au format PDF', 'Retour à mes attestations']) {
    const bw = H.regular.widthOfTextAtSize(label, 8.5) + 14
    s.box(x, y - 11, bw, 16, {fill: hex('#e9e9ed'), lineWidth: 0.6, stroke: hex('#8f8f9d'), radius: 2})
    s.text(label, x + 7, y, {color: ink, font: H.regular, size: 8.5})
    x += bw + 6
  }

  // Footer links.
  y += 40
  s.hline(L, R, y - 14, {color: hex('#808080'), width: 0.6})
  for (const item of ['Mentions légales', 'Accessibilité : partiellement conforme', 'Données personnelles et cookies', 'Plan du site']) {
    s.circle(L + 22, y - 3.4, 1.8, {fill: ink})
    underlined(item, L + 32, y, 9.5)
    y += 13
  }

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/impression-navigateur-html',
    notes: [
      'the professional space page printed from the browser without its style sheet: default serif face, bulleted blue links, a table with default borders',
      'browser print header with the print date and time (a decoy) and the page title; footer with the long address and "1/1"',
      '"Date de délivrance" as a definition term with its value indented on the next line',
      'denomination without the legal form (legal form in full on its own row); SIREN unspaced; VAT number grouped "FR 32 812 345 676"',
      'decoys: situation date in the certifying sentence, last closed financial year, certificate number, verification code',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
