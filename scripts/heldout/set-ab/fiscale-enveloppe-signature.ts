/**
 * HELD-OUT attestation_fiscale/enveloppe-signature-electronique-paraphee: the tax compliance
 * certificate downloaded from the company's professional space and put by the BROKER into the
 * ELECTRONIC SIGNATURE ENVELOPE of the loan application, where the manager INITIALLED every page:
 * the signature platform's stamp at the top left ("Enveloppe n°" and a UUID: a decoy identifier
 * with digits), a VERTICAL BAND along the right margin reading upwards (the initialling "Paraphé
 * électroniquement par <the manager> le 14/05/2030 à 10:42:17", the proof's number: decoys), the
 * INITIALS box and the envelope's page number ("Page 4 / 11") at the foot. The certificate inside,
 * as the professional space prints it in the form of a letter: the State block, "DIRECTION GÉNÉRALE
 * DES FINANCES PUBLIQUES" and the SIE's name and address at the left (a decoy address); "Lyon, le
 * 12/05/2030" at the top right (the truth); the title; the company as LABEL : VALUE rows
 * ("Dénomination" the name alone, "Forme juridique", "N° SIREN" UNGROUPED "812345676", "N° de TVA
 * intracommunautaire" UNSPACED "FR32812345676", "Adresse du siège" on one line); the statement with
 * the situation date in words (a decoy); the taxes as a bullet list; "La présente attestation est
 * valable jusqu'au 12/11/2030" (a decoy date); the certificate's identifier (a decoy).
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, hex, longDate, newDocument, randomDigits, randomInt, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

const PLATFORMS = ['SignaFlow', 'Paraph.io', 'e-Contrat Courtage', 'DocuSceau']

const OFFICES = ['Centre des finances publiques - 3 rue de la Cité', 'Cité administrative - 2 rue du Docteur Lancereaux', 'Hôtel des finances - 12 avenue de la Libération', 'Centre des finances publiques - 41 boulevard Gambetta']

const hexDigits = (rng: () => number, n: number) => Array.from({length: n}, () => '0123456789ABCDEF'[Math.floor(rng() * 16)]).join('')

export async function fiscaleEnveloppeSignature(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 6, 45))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const valid = addMonths(issued, 6)
  const initialled = addDays(issued, randomInt(rng, 1, 6))
  const time = `${String(randomInt(rng, 8, 19)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const envelope = `${hexDigits(rng, 8)}-${hexDigits(rng, 4)}-${hexDigits(rng, 4)}-${hexDigits(rng, 4)}-${hexDigits(rng, 12)}`
  const proof = `${initialled.replaceAll('-', '')}${time.replaceAll(':', '')}${randomDigits(rng, 4)}`
  const identifier = `ARF-${issued.slice(0, 4)}-${randomDigits(rng, 3)}-${randomDigits(rng, 7)}`
  const city = company.address.city
  const office = `${OFFICES[k]}, ${company.address.postcode.slice(0, 2)}${randomInt(rng, 0, 9)}${randomDigits(rng, 2)} ${upper(city)} CEDEX`
  const signer = `${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`
  const initials = `${manager.givenNames[0][0]}${(manager.usageName ?? manager.surname).replace(/^(DE |D'|LE |LA |N')/, '')[0]}`
  const pages = randomInt(rng, 8, 14)
  const page = randomInt(rng, 3, pages - 2)
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#1b1c22')
  const soft = hex('#5b5e6b')
  const rule = hex('#c5c8d4')
  const platform = hex('#4a3aa8')

  const {doc, fonts} = await newDocument({author: PLATFORMS[k], creator: `${PLATFORMS[k]} - signature électronique`, date: initialled, producer: `${PLATFORMS[k]} PDF sealing`, title: `Dossier de financement ${company.name} - pièce ${page}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 528
  const W = R - L

  // The platform's stamp at the top left.
  s.text(`${PLATFORMS[k]} - Enveloppe n° ${envelope}`, 18, 16, {color: platform, font: C.regular, size: 7})

  // The State block, the office, the letter's date.
  s.box(L, 40, 8, 11, {fill: blue})
  s.box(L + 8, 40, 8, 11, {fill: WHITE, lineWidth: 0.3, stroke: hex('#c8c8c8')})
  s.box(L + 16, 40, 8, 11, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 62, {font: H.bold, leading: 9, size: 7.8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 82, {font: H.italic, leading: 7, size: 6})
  s.lines(['DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES', `SERVICE DES IMPÔTS DES ENTREPRISES DE ${upper(city)}`], L, 120, {color: blue, font: H.bold, leading: 10, size: 7.6})
  s.lines([office, `Courriel : sie.${city.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-')}@dgfip.finances.gouv.fr`], L, 142, {color: soft, leading: 9.5, size: 7.2})
  seal(s, R - 52, 38, 25, 2, rng)
  s.text(`${city}, le ${slashDate(issued)}`, R, 126, {align: 'right', color: ink, size: 9.6})

  let y = 206
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', L + W / 2, y, {align: 'center', color: blue, font: H.bold, size: 15})
  s.text('(article D. 8222-5 du code du travail - articles R. 2143-7 et suivants du code de la commande publique)', L + W / 2, y + 14, {align: 'center', color: soft, size: 7.2})
  y += 46

  s.text('Identification de l\'entreprise', L, y, {color: blue, font: H.bold, size: 9.4})
  s.hline(L, R, y + 4, {color: rule, width: 0.7})
  y += 22
  const rows: [string, string][] = [
    ['Dénomination', company.name],
    ['Forme juridique', company.legalForm],
    ['N° SIREN', company.siren],
    ['N° de TVA intracommunautaire', company.tva],
    ['Adresse du siège', [...company.address.lines, `${company.address.postcode} ${city}`].join(', ')],
  ]
  for (const [label, value] of rows) {
    s.text(`${label} :`, L + 6, y, {color: soft, size: 8.8})
    s.text(value, L + 168, y, {color: ink, font: H.bold, size: Math.min(9.4, (R - L - 172) / H.bold.widthOfTextAtSize(value, 1))})
    y += 17
  }

  y += 12
  y = s.paragraph(
    `Le comptable public soussigné certifie que l'entreprise désignée ci-dessus a souscrit, au ${longDate(situation)}, l'ensemble des déclarations fiscales qui lui incombaient et s'est acquittée des impôts, taxes et versements exigibles à cette date, ou a constitué des garanties jugées suffisantes, au titre des impositions suivantes :`,
    L,
    y,
    W,
    {color: ink, leading: 12.5, size: 9.4},
  )
  y += 4
  for (const tax of ['Impôt sur les sociétés', 'Taxe sur la valeur ajoutée et taxes assimilées', 'Cotisation foncière des entreprises', "Taxe d'apprentissage et contribution à la formation professionnelle"]) {
    s.circle(L + 12, y - 3, 1.6, {fill: ink})
    s.text(tax, L + 22, y, {color: ink, size: 9.2})
    y += 14
  }

  y += 12
  y = s.paragraph(`La présente attestation est valable jusqu'au ${slashDate(valid)}. Elle ne préjuge pas de l'exactitude des déclarations souscrites. Son authenticité peut être vérifiée sur impots.gouv.fr, rubrique « Vérifier une attestation », avec son identifiant et le numéro SIREN de l'entreprise.`, L, y, W, {color: ink, leading: 12.5, size: 9.4})
  y += 8
  s.text('Identifiant de l\'attestation :', L, y, {color: soft, size: 8.6})
  s.text(identifier, L + 124, y, {color: ink, font: C.bold, size: 9.4})
  y += 40
  s.text('Le comptable des finances publiques,', R - 170, y, {align: 'center', color: ink, size: 9.2})
  s.text('Document signé électroniquement', R - 170, y + 13, {align: 'center', color: soft, font: H.italic, size: 7.8})

  // The initialling band along the right margin, reading upwards.
  const band = `Paraphé électroniquement par ${signer} le ${slashDate(initialled)} à ${time} (heure de Paris) - ${PLATFORMS[k]} - preuve n° ${proof}`
  const bx = 566
  s.box(bx - 10, 150, 16, 560, {fill: hex('#f1effa')})
  const bandSize = Math.min(6.8, 540 / C.regular.widthOfTextAtSize(band, 1))
  s.text(band, bx, 700, {color: platform, font: C.regular, rotate: 90, size: bandSize})

  // The initials box and the envelope's page number at the foot.
  s.hline(L, R, 770, {color: rule, width: 0.6})
  s.text(`SIE de ${city} - ${identifier} - 1/1`, L, 782, {color: soft, size: 6.8})
  s.box(R - 86, 782, 86, 34, {lineWidth: 0.8, stroke: platform})
  s.text('Paraphe', R - 80, 791, {color: platform, size: 6.4})
  s.text(initials, R - 43, 810, {align: 'center', color: hex('#1d2a7a'), font: fonts.times.boldItalic, size: 15})
  s.text(`${PLATFORMS[k]} - Page ${page} / ${pages}`, s.width / 2, 828, {align: 'center', color: platform, font: C.regular, size: 7})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/enveloppe-signature-electronique-paraphee',
    notes: [
      "the tax compliance certificate put into a loan application's electronic signature envelope and initialled there: the platform's envelope number at the top, a vertical initialling band in the right margin, the initials box and the envelope's page number at the foot",
      'the letter\'s date "Lyon, le 12/05/2030" at the top right; the company as label : value rows (the name alone, the SIREN ungrouped, the VAT number unspaced)',
      "decoys: the envelope's UUID, the initialling's date, time, signer and proof number, the SIE's address, the situation date in words, the validity's end, the certificate's identifier, the envelope's page number",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
