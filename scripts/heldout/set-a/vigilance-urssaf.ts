/**
 * HELD-OUT attestation_vigilance/urssaf-espace: the certificate downloaded from the company's
 * urssaf.fr account: "urssaf" wordmark with the region top left, title and "délivrée le <date in
 * words>" top right, the statement "L'Urssaf <region> atteste que l'entreprise :" followed by an
 * UNLABELLED block (name in bold, address on 2-3 lines, "N° Siret : ..."), then "est à jour de
 * ses obligations ... à la date du dd/mm/yyyy", the declared staff as label : value lines, the
 * security code in a framed line at the bottom, the director's signature.
 */
import {
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  groupedSiret,
  hex,
  lastDayOf,
  longDate,
  monthTitle,
  newDocument,
  pick,
  randomDigits,
  randomInt,
  saveDocument,
  Sheet,
  signaturePath,
  slashDate,
  WHITE,
  addDays,
  addMonths,
} from '../util.js'

function region(postcode: string): {name: string; seat: string} {
  const d = postcode.slice(0, 2)
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(d)) return {name: 'Île-de-France', seat: '22-24 rue de Lagny - 93518 Montreuil Cedex'}
  if (['69', '38', '42', '74', '73', '01', '63', '03', '15', '43'].includes(d)) return {name: 'Auvergne-Rhône-Alpes', seat: '6 rue du 19 mars 1962 - 69691 Vénissieux Cedex'}
  if (['13', '06', '83', '84', '04', '05'].includes(d)) return {name: "Provence-Alpes-Côte d'Azur", seat: '20 avenue Viton - 13299 Marseille Cedex 20'}
  if (['31', '34', '30', '11', '66', '64', '33', '17', '79', '86', '87', '16', '19', '23', '24', '40', '47'].includes(d)) return {name: d === '31' || d === '34' || d === '30' || d === '11' || d === '66' ? 'Occitanie' : 'Nouvelle-Aquitaine', seat: 'TSA 60003 - 33044 Bordeaux Cedex'}
  if (['44', '49', '72', '85', '53'].includes(d)) return {name: 'Pays de la Loire', seat: '3 rue Gaëtan Rondeau - 44933 Nantes Cedex 9'}
  if (['35', '29', '22', '56'].includes(d)) return {name: 'Bretagne', seat: '4 avenue Henri Fréville - 35207 Rennes Cedex 2'}
  if (['67', '68', '57', '54', '51', '10', '08', '52', '55', '88'].includes(d)) return {name: 'Grand Est', seat: '16 rue Contades - 67300 Schiltigheim'}
  if (['59', '62', '80', '02', '60'].includes(d)) return {name: 'Nord Pas-de-Calais', seat: '293 avenue du Président Hoover - 59032 Lille Cedex'}
  return {name: 'Bourgogne', seat: '8 boulevard Georges Clemenceau - 21000 Dijon'}
}

function securityCode(rng: () => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let out = ''
  for (let i = 0; i < 15; i++) out += alphabet[Math.floor(rng() * alphabet.length)]
  return out
}

export async function vigilanceUrssaf(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 60))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const lastPeriod = addMonths(issued, -2).slice(0, 7)
  const r = region(company.address.postcode)
  const code = securityCode(rng)
  const blue = hex('#004b93')
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const staff = randomInt(rng, 1, 9)

  const {doc, fonts} = await newDocument({author: `Urssaf ${r.name}`, creator: 'urssaf.fr - espace en ligne', date: issued, producer: 'Urssaf', title: 'Attestation de vigilance'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  s.text('urssaf', 40, 62, {color: blue, font: H.bold, size: 26})
  s.box(40, 68, 84, 3, {fill: hex('#f39200')})
  s.text(r.name, 40, 82, {color: blue, size: 8.5})

  s.text('ATTESTATION DE VIGILANCE', 555, 50, {align: 'right', color: blue, font: H.bold, size: 13})
  s.text(`délivrée le ${longDate(issued)}`, 555, 64, {align: 'right', size: 9.5})
  s.text('Article L.243-15 du code de la sécurité sociale', 555, 76, {align: 'right', color: GREY, size: 7.5})

  s.text(`L'Urssaf ${r.name} atteste que l'entreprise :`, 60, 140, {size: 10})
  s.text(company.name, 80, 162, {font: H.bold, size: 10.5})
  let y = s.lines(addressPrinted, 80, 176, {leading: 12, size: 9.5})
  s.text(`N° Siret : ${groupedSiret(company.siret)}`, 80, y + 4, {size: 9.5})
  y = s.paragraph(
    `est à jour de ses obligations en matière de déclaration et de paiement des cotisations et contributions sociales, y compris les contributions d'assurance chômage et de garantie des salaires (AGS), à la date du ${slashDate(upToDate)}.`,
    60,
    y + 30,
    475,
    {leading: 13, size: 10},
  )

  y += 14
  const lines: [string, string][] = [
    ['Dernière période déclarée', monthTitle(lastPeriod)],
    ['Effectif salarié déclaré', `${staff} salarié(s)`],
    ['Montant total des rémunérations déclarées', `${frAmount(facts.pay.grossCents * staff + randomInt(rng, 0, 90_000), ' ', true)}`],
  ]
  for (const [label, value] of lines) {
    s.labelled(`${label} :`, value, 60, y, {color: GREY, size: 9}, {color: undefined})
    y += 14
  }

  y = s.paragraph(
    "La présente attestation est délivrée au vu des éléments connus de l'Urssaf à la date de sa délivrance. Elle ne préjuge pas des contrôles qui pourront être effectués ultérieurement. Le donneur d'ordre peut en vérifier l'authenticité sur www.urssaf.fr, rubrique « Vérifier une attestation », au moyen du numéro Siret et du code de sécurité ci-dessous.",
    60,
    y + 16,
    475,
    {color: GREY, leading: 11, size: 8.5},
  )

  s.box(60, y + 12, 475, 24, {fill: hex('#eef3f9')})
  s.text(`Code de sécurité : ${code}`, 70, y + 28, {font: H.bold, size: 10})

  const director = pick(rng, ['Jean-Marc Ollier', 'Sylvie Lambert', 'Christophe Tardieu', 'Isabelle Royer'])
  s.text(`Le Directeur de l'Urssaf ${r.name}`, 330, y + 76, {size: 9})
  s.path(signaturePath(rng, 80), 345, y + 86, {lineWidth: 1, stroke: hex('#1d2b5c')})
  s.text(director, 330, y + 122, {size: 9})

  s.box(0, 800, s.width, 42, {fill: blue})
  s.text(`Urssaf ${r.name} - ${r.seat}`, s.width / 2, 816, {align: 'center', color: WHITE, size: 7.5})
  s.text(`Réf. ${randomDigits(rng, 10)} - Page 1/1`, s.width / 2, 828, {align: 'center', color: WHITE, size: 7})

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/urssaf-espace',
    notes: ['company name and address as an unlabelled block after "atteste que l\'entreprise :"', 'issue date "délivrée le <long date>"'],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
