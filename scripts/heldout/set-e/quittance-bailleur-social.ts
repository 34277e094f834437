/**
 * HELD-OUT quittance_loyer/bailleur-social: the monthly rent receipt of a social landlord (an
 * Office public de l'habitat, HLM), printed from its tenant portal: the office's logo and name
 * top left with "Office Public de l'Habitat" and its agency address, the tenant in the window at
 * the right in postal capitals ("MME DUBOIS CLAIRE", SURNAME then given name); a reference grid
 * of label-above-value cells ("N° de contrat | N° de logement | Terme | Date d'édition"), the
 * title "QUITTANCE DE LOYER" with "Terme de mars 2026" (the month in words, lower case); "Logement
 * loué :" with the lot description ("Logement n° 0123 - Type T3 - 2e étage") and the dwelling
 * address on its lines; the detail table "Libellé | Montant" with the rent ("Loyer principal"),
 * "Provisions pour charges", the housing benefit paid directly by the CAF ("APL versée par la
 * CAF" as a NEGATIVE line) and the "Réduction de loyer de solidarité" (negative), "Reste à charge
 * du locataire", then the payments received ("Prélèvement du 05/03/2026"); the receipt sentence
 * ("L'Office ... donne quittance à ... pour le terme de mars 2026") and the office's footer
 * (Siret, "Organisme HLM soumis au contrôle de l'ANCOLS").
 */
import {addDays, addressLines, type Facts, frAmount, type GeneratedDocument, GREY, hex, lastDayOf, MONTHS_FR, monthOf, newDocument, pick, postalUpper, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const OFFICES = [
  {name: 'ATLANTIQUE HABITAT', short: 'AH'},
  {name: 'LOGIS SOLIDAIRE MÉTROPOLE', short: 'LS'},
  {name: 'HABITAT DES TROIS VALLÉES', short: 'H3V'},
]

export async function quittanceBailleurSocial(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const period = monthOf(params, facts)
  const month = Number(period.slice(5, 7))
  const term = `${MONTHS_FR[month - 1]} ${period.slice(0, 4)}`
  const paid = `${period}-${pick(rng, ['05', '08', '10'])}`
  const edited = addDays(lastDayOf(period), randomInt(rng, 1, 12))
  const issued = params.issueDate ?? (edited < facts.asOf ? edited : addDays(facts.asOf, -1))
  const office = pick(rng, OFFICES)
  const tenant = `${name.civility === 'Mme' ? 'MME' : 'M.'} ${postalUpper(name.surname)} ${postalUpper(name.givenNames[0])}`
  const dwelling = addressLines(address)
  const rent = randomInt(rng, 310, 640) * 100 + randomInt(rng, 0, 99)
  const charges = randomInt(rng, 45, 130) * 100 + randomInt(rng, 0, 99)
  const apl = rng() < 0.6 ? randomInt(rng, 60, 260) * 100 + randomInt(rng, 0, 99) : 0
  const rls = apl ? Math.round(rent * 0.09) : 0
  const due = rent + charges - apl - rls
  const navy = hex('#1d3f72')
  const a = (c: number) => `${frAmount(c, ' ')} €`

  const {doc, fonts} = await newDocument({author: office.name, creator: 'ULIS - Portail locataires', date: issued, producer: 'BIRT Report Engine', title: `Quittance ${period}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // Office.
  s.box(L, 36, 46, 46, {fill: navy, radius: 8})
  s.text(office.short, L + 23, 65, {align: 'center', color: WHITE, font: H.bold, size: office.short.length > 2 ? 13 : 17})
  s.text(office.name, L + 56, 50, {color: navy, font: H.bold, size: 11})
  s.text("Office Public de l'Habitat", L + 56, 62, {color: GREY, size: 8})
  s.lines([`Agence de proximité ${address.city}`, `${randomInt(rng, 1, 60)} ${pick(rng, ['rue des Peupliers', 'avenue Salvador Allende', 'place de la Mairie'])}`, `${address.postcode} ${upper(address.city)}`], L + 56, 76, {color: GREY, leading: 9, size: 7.5})

  s.lines([tenant, ...addressLines(address, 'postal')], 330, 126, {leading: 12, size: 10})

  // References.
  const cells: [string, string][] = [
    ['N° de contrat', `${randomDigits(rng, 6)}-${randomDigits(rng, 2)}`],
    ['N° de logement', randomDigits(rng, 5)],
    ['Terme', `${String(month).padStart(2, '0')}/${period.slice(0, 4)}`],
    ["Date d'édition", slashDate(issued)],
  ]
  const w = (R - L) / cells.length
  cells.forEach(([label, value], i) => {
    s.box(L + i * w, 206, w, 32, {lineWidth: 0.5, stroke: hex('#8a8a8a')})
    s.text(label, L + i * w + 6, 216, {color: GREY, size: 7})
    s.text(value, L + i * w + 6, 230, {font: H.bold, size: 9})
  })

  s.text('QUITTANCE DE LOYER', L, 272, {color: navy, font: H.bold, size: 15})
  s.text(`Terme de ${term}`, L, 288, {font: H.bold, size: 10})

  s.text('Logement loué :', L, 314, {font: H.bold, size: 8.5})
  s.text(`Logement n° ${randomDigits(rng, 4)} - Type ${pick(rng, ['T2', 'T3', 'T4'])} - ${pick(rng, ['rez-de-chaussée', '1er étage', '2e étage', '4e étage'])}`, L + 80, 314, {size: 8.5})
  let y = s.lines(dwelling, L + 80, 327, {leading: 11, size: 8.5})

  y += 12
  const rows: string[][] = [
    ['Loyer principal', a(rent)],
    ['Provisions pour charges (eau froide, chauffage collectif, entretien)', a(charges)],
  ]
  if (apl) {
    rows.push(['APL versée par la CAF (tiers payant)', `-${a(apl)}`])
    rows.push(['Réduction de loyer de solidarité (RLS)', `-${a(rls)}`])
  }

  rows.push([`Reste à charge du locataire`, a(due)])
  rows.push([`Prélèvement du ${slashDate(paid)}`, `-${a(due)}`])
  rows.push(['Solde du compte après ce terme', a(0)])
  y = s.table({
    columns: [{width: 360}, {align: 'right', width: 147}],
    font: H.regular,
    frame: true,
    header: [['Libellé', 'Montant']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    rowHeight: 17,
    rowRules: true,
    rows,
    size: 8.5,
    verticalRules: true,
    x: L,
    y,
  })

  y = s.paragraph(
    `${office.name}, Office Public de l'Habitat, bailleur, donne quittance à ${tenant} de la somme de ${a(due)} restant à sa charge pour le terme de ${term}${apl ? `, l'aide personnalisée au logement de ${a(apl)} ayant été versée directement au bailleur` : ''}. Cette quittance ne libère le locataire que pour le terme indiqué et sous réserve de l'encaissement des règlements.`,
    L,
    y + 26,
    R - L,
    {leading: 12, size: 9},
  )
  s.text('Le Directeur de la gestion locative', R, y + 22, {align: 'right', color: GREY, size: 8})

  s.paragraph(
    `${office.name} - Office Public de l'Habitat - Établissement public local à caractère industriel et commercial - SIRET ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 5)} - Organisme HLM soumis au contrôle de l'ANCOLS. Quittance délivrée gratuitement (loi n° 89-462 du 6 juillet 1989, art. 21).`,
    L,
    800,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(dwelling), date_emission: issued, titulaire: tenant},
    layout: 'quittance_loyer/bailleur-social',
    notes: ['housing benefit and RLS as negative lines', 'month in words lower case ("Terme de mars 2026")', 'issue date only in a label-above-value grid cell', 'tenant "MME DUBOIS CLAIRE" in the window and in the sentence'],
    pdf: await saveDocument(doc),
    type: 'quittance_loyer',
  }
}
