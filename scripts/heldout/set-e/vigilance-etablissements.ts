/**
 * HELD-OUT attestation_vigilance/multi-etablissements: the Urssaf vigilance certificate of a
 * company with several establishments, downloaded from its urssaf.fr account: the "urssaf"
 * wordmark with the regional Urssaf under it top left, a right-hand references column of
 * label-above-value cells ("Date de délivrance" → "12/03/2026", "Identifiant de l'attestation",
 * "Code de sécurité"), the title "ATTESTATION DE VIGILANCE" with the legal basis (article
 * L.243-15 du Code de la sécurité sociale), "L'Urssaf ... atteste que l'entreprise :" over a
 * framed grid of label / value rows ("Raison sociale", "SIREN", "Adresse du siège" on two or
 * three lines, "Forme juridique"), the compliance statement ("est à jour de ses obligations de
 * déclaration et de paiement au 28 février 2026", a long date: a decoy), then the table
 * "ÉTABLISSEMENTS RATTACHÉS" with SEVERAL SIRETs ("SIRET | Adresse de l'établissement | Effectif
 * déclaré"), the head office first and marked "(siège)", the others with their own addresses;
 * the verification mention and the director's signature block.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, GREY, groupedSiren, groupedSiret, hex, lastDayOf, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, Sheet, shuffled, signaturePath, slashDate, WHITE} from '../util.js'

/** The Luhn check digit that completes `body` (SIRET). */
function luhnComplete(body: string): string {
  for (let d = 0; d < 10; d++) {
    const digits = body + String(d)
    let sum = 0
    for (let i = 0; i < digits.length; i++) {
      let v = Number(digits[digits.length - 1 - i])
      if (i % 2 === 1) {
        v *= 2
        if (v > 9) v -= 9
      }

      sum += v
    }

    if (sum % 10 === 0) return digits
  }

  return `${body}0`
}

function regionOf(postcode: string): {name: string; town: string} {
  const d = postcode.slice(0, 2)
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(d)) return {name: 'Île-de-France', town: 'Montreuil'}
  if (['69', '38', '42', '74', '73', '01', '63'].includes(d)) return {name: 'Auvergne-Rhône-Alpes', town: 'Lyon'}
  if (['13', '06', '83', '84'].includes(d)) return {name: "Provence-Alpes-Côte d'Azur", town: 'Marseille'}
  if (['31', '34', '30', '11', '66'].includes(d)) return {name: 'Occitanie', town: 'Toulouse'}
  if (['33', '64', '40', '47', '24', '17', '79', '86', '87'].includes(d)) return {name: 'Aquitaine', town: 'Bordeaux'}
  if (['44', '49', '72', '85', '53'].includes(d)) return {name: 'Pays de la Loire', town: 'Nantes'}
  if (['35', '29', '22', '56'].includes(d)) return {name: 'Bretagne', town: 'Rennes'}
  if (['67', '68', '57', '54'].includes(d)) return {name: 'Alsace', town: 'Strasbourg'}
  if (['59', '62'].includes(d)) return {name: 'Nord Pas-de-Calais', town: 'Lille'}
  return {name: 'Bourgogne', town: 'Dijon'}
}

const OTHER_SITES = [
  ['ZI de la Lande', '14 rue Gustave Eiffel', '35510 CESSON-SÉVIGNÉ'],
  ['31 avenue de la Libération', '63000 CLERMONT-FERRAND'],
  ['Centre commercial Les Arcades', '2 place du Marché', '93160 NOISY-LE-GRAND'],
  ['8 quai de Bacalan', '33300 BORDEAUX'],
  ['102 rue Nationale', '59800 LILLE'],
]

export async function vigilanceEtablissements(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 2, 70))
  const upToDate = lastDayOf(addMonths(issued, -1).slice(0, 7))
  const region = regionOf(company.address.postcode)
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const denomination = `${company.name} ${company.legalForm}`
  const headNic = Number(company.siret.slice(9, 13))
  const others = shuffled(rng, OTHER_SITES).slice(0, randomInt(rng, 1, 2))
  const sites = [
    {address: addressPrinted, siret: company.siret, staff: randomInt(rng, 2, 9), head: true},
    ...others.map((address, k) => ({address, head: false, siret: luhnComplete(`${company.siren}${String(headNic + 10 * (k + 1)).padStart(4, '0')}`), staff: randomInt(rng, 1, 6)})),
  ]
  const blue = hex('#0b4ea2')

  const {doc, fonts} = await newDocument({author: `Urssaf ${region.name}`, creator: 'urssaf.fr - Mon compte', date: issued, producer: 'Urssaf Editique', title: 'Attestation de vigilance'})
  const F = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 42
  const R = 553

  // Wordmark.
  s.text('urssaf', L, 62, {color: blue, font: F.bold, size: 26})
  s.box(L, 68, 84, 3, {fill: hex('#f39200')})
  s.text(`Urssaf ${region.name}`, L, 84, {color: GREY, size: 8})

  // References, right column.
  const refs: [string, string][] = [
    ['Date de délivrance', slashDate(issued)],
    ["Identifiant de l'attestation", `${randomDigits(rng, 4)} ${randomDigits(rng, 4)} ${randomDigits(rng, 4)}`],
    ['Code de sécurité', code],
  ]
  refs.forEach(([label, value], k) => {
    s.text(label, 400, 44 + k * 24, {color: GREY, size: 7})
    s.text(value, 400, 55 + k * 24, {font: F.bold, size: 9})
  })

  s.text('ATTESTATION DE VIGILANCE', L, 138, {color: blue, font: F.bold, size: 17})
  s.text('Article L.243-15 et D.243-15 du Code de la sécurité sociale - Article L.8222-1 du Code du travail', L, 152, {color: GREY, size: 7.5})

  s.text(`L'Urssaf ${region.name} atteste que l'entreprise :`, L, 180, {size: 9.5})
  const grid: [string, string[]][] = [
    ['Raison sociale', [denomination]],
    ['SIREN', [groupedSiren(company.siren)]],
    ['Adresse du siège', addressPrinted],
    ['Forme juridique', [company.legalForm]],
  ]
  let y = 190
  for (const [label, values] of grid) {
    const h = values.length * 11 + 8
    s.box(L, y, 140, h, {fill: hex('#eef3fa'), lineWidth: 0.5, stroke: hex('#a9b8cc')})
    s.box(L + 140, y, R - L - 140, h, {lineWidth: 0.5, stroke: hex('#a9b8cc')})
    s.text(label, L + 6, y + 12, {font: F.bold, size: 8.5})
    values.forEach((v, k) => s.text(v, L + 148, y + 12 + k * 11, {size: 9}))
    y += h
  }

  y = s.paragraph(
    `est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales au ${longDate(upToDate)}, pour l'ensemble des établissements ci-dessous. La présente attestation est délivrée en application de l'article L.243-15 du Code de la sécurité sociale ; elle ne préjuge pas des contrôles ultérieurs.`,
    L,
    y + 22,
    R - L,
    {leading: 12, size: 9},
  )

  s.text('ÉTABLISSEMENTS RATTACHÉS', L, y + 18, {color: blue, font: F.bold, size: 10})
  y = s.table({
    columns: [{width: 118}, {width: 323}, {align: 'right', width: 70}],
    font: F.regular,
    frame: true,
    header: [['SIRET', "Adresse de l'établissement", 'Effectif déclaré']],
    headerColor: WHITE,
    headerFill: blue,
    headerFont: F.bold,
    rowHeight: 16,
    rowRules: true,
    rows: sites.map((site) => [`${groupedSiret(site.siret)}${site.head ? ' (siège)' : ''}`, site.address.join(' - '), String(site.staff)]),
    size: 7.5,
    verticalRules: true,
    x: L,
    y: y + 26,
  })
  s.text(`Effectif total au ${slashDate(lastDayOf(addMonths(issued, -2).slice(0, 7)))} : ${sites.reduce((sum, site) => sum + site.staff, 0)} salariés`, L, y + 16, {size: 8.5})

  y += 44
  s.paragraph(
    "Le donneur d'ordre peut vérifier l'authenticité de cette attestation sur urssaf.fr, rubrique « Vérifier une attestation », à l'aide du code de sécurité figurant en haut de ce document.",
    L,
    y,
    R - L,
    {color: GREY, leading: 10, size: 8},
  )
  s.text(`Le Directeur de l'Urssaf ${region.name}`, R, y + 46, {align: 'right', size: 8.5})
  s.path(signaturePath(rng, 90), R - 160, y + 52, {lineWidth: 1, stroke: hex('#1b2a6b')})
  s.text(pick(rng, ['Yann-Gaël AMGHAR', 'Emmanuel DELLACHERIE', 'Sophie LAPORTE']), R, y + 90, {align: 'right', size: 8})

  s.paragraph(
    `Urssaf ${region.name} - ${region.town} - Organisme de recouvrement des cotisations de sécurité sociale et d'allocations familiales. Document établi par voie électronique, valable sans signature manuscrite.`,
    L,
    806,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: addressPrinted.join(', '), code_securite: code, date_emission: issued, denomination, siret: company.siret},
    layout: 'attestation_vigilance/multi-etablissements',
    notes: ['several SIRETs in an establishments table, head office marked "(siège)"', 'no SIRET in the identification grid, only the SIREN', 'issue date in a label-above-value references column', 'up-to-date date in words as a decoy'],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
