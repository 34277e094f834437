/**
 * HELD-OUT facture_domicile/box-libre: page 1 of a challenger ISP's box bill (Free "Freebox"
 * style): a red wordmark top left, "Facture n° ... du <long date>" as the title line, a grey
 * "Vos références" block at the left with "Identifiant", "Numéro de ligne", "Numéro de facture"
 * (label : value), the addressee top right as "M. DUPONT Jean" (civility, SURNAME, given name)
 * over a postal address, "Montant de votre facture" in a red box with "sera prélevé à partir du
 * 12/03/2026", the detail table with short dates "du 01/03/26 au 31/03/26", TVA lines and the
 * ISP's legal footer.
 */
import {addDays, addressLines, euroSpace, type Facts, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, randomDigits, randomInt, readParams, saveDocument, Sheet, slashDate, subjectOf, truthAddress, upper, WHITE} from '../util.js'

const BRAND = 'Libre'
const shortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`

export async function factureLibre(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const {address, name} = subjectOf(facts, params)
  const issued = params.issueDate ?? addDays(facts.asOf, -randomInt(rng, 3, 45))
  const periodStart = `${issued.slice(0, 7)}-01`
  const periodEnd = addDays(`${addDays(periodStart, 32).slice(0, 7)}-01`, -1)
  const debit = addDays(issued, 10)
  const holder = `${name.civility} ${upper(name.surname)} ${name.givenNames[0]}`
  const window = addressLines(address, 'postal')
  const offer = pick(rng, [['Forfait Libre Box Pop', 2999], ['Forfait Libre Box Révolution', 3999], ['Forfait Libre Box Ultra', 4999]] as [string, number][])
  const extra = pick(rng, [0, 0, 199, 699])
  const ttc = offer[1] + extra
  const ht = Math.round(ttc / 1.2)
  const number = `${randomDigits(rng, 9)}`
  const line = `0${randomInt(rng, 1, 9)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`

  const {doc, fonts} = await newDocument({author: `${BRAND} SAS`, creator: 'libre-factu', date: issued, producer: 'wkhtmltopdf 0.12.6', title: `Facture ${number}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const red = hex('#cd1e25')
  const L = 40
  const R = 555

  s.text('libre', L, 62, {color: red, font: H.bold, size: 30})
  s.text(`Facture n° ${number} du ${longDate(issued)}`, L, 100, {font: H.bold, size: 12})

  s.box(L, 118, 250, 66, {fill: hex('#efefef')})
  s.text('Vos références', L + 10, 134, {font: H.bold, size: 9})
  const refs: [string, string][] = [
    ['Identifiant', `lb${randomDigits(rng, 8)}`],
    ['Numéro de ligne', line],
    ['Numéro de facture', number],
  ]
  refs.forEach(([label, value], i) => s.text(`${label} : ${value}`, L + 10, 150 + i * 11, {size: 8.5}))

  s.lines([holder, ...window], 330, 130, {leading: 12, size: 10})

  s.box(L, 210, R - L, 50, {fill: red})
  s.text('Montant de votre facture', L + 14, 232, {color: WHITE, font: H.bold, size: 12})
  s.text(`sera prélevé à partir du ${slashDate(debit)}`, L + 14, 248, {color: WHITE, size: 8.5})
  s.text(euroSpace(ttc), R - 14, 244, {align: 'right', color: WHITE, font: H.bold, size: 22})

  let y = 300
  s.text('Détail de votre facture', L, y, {font: H.bold, size: 11})
  y += 8
  s.hline(L, R, y, {color: red, width: 1.2})
  y += 18
  const row = (label: string, when: string, cents: string, bold = false) => {
    s.text(label, L, y, {font: bold ? H.bold : H.regular, size: 9})
    s.text(when, 330, y, {color: GREY, size: 8.5})
    s.text(cents, R, y, {align: 'right', font: bold ? H.bold : H.regular, size: 9})
    y += 16
  }

  row(offer[0], `du ${shortDate(periodStart)} au ${shortDate(periodEnd)}`, euroSpace(offer[1]))
  if (extra) row(extra === 199 ? 'Option Libre Ligue 1 - remise' : 'Option Télévision par Libre Plus', `du ${shortDate(periodStart)} au ${shortDate(periodEnd)}`, euroSpace(extra))
  row('Consommations téléphoniques', 'incluses', euroSpace(0))
  y += 6
  s.hline(300, R, y - 10, {color: GREY, width: 0.4})
  row('Total HT', '', euroSpace(ht))
  row('TVA à 20 %', '', euroSpace(ttc - ht))
  row('Total TTC', '', euroSpace(ttc), true)

  y += 24
  s.text('Pour toute question, rendez-vous sur votre Espace Abonné : subscribe.libre.fr', L, y, {size: 8.5})
  s.text("Assistance : 3244 (prix d'un appel local depuis une ligne fixe)", L, y + 12, {size: 8.5})

  s.paragraph(
    `${BRAND} SAS au capital de 3 441 812 € - RCS Paris 421 938 861 - 8 rue de la Ville l'Évêque 75008 Paris - TVA FR25421938861. Facture payable à réception. Aucun escompte pour paiement anticipé. Pénalité de retard : trois fois le taux d'intérêt légal.`,
    L,
    790,
    R - L,
    {color: GREY, leading: 8, size: 6.5},
  )

  return {
    fields: {adresse: truthAddress(window), date_emission: issued, emetteur: BRAND, titulaire: holder},
    layout: 'facture_domicile/box-libre',
    notes: ['issue date only in the title "Facture n° X du <long date>"', 'addressee "M. DUPONT Jean"', 'debit date as a decoy'],
    pdf: await saveDocument(doc),
    type: 'facture_domicile',
  }
}
