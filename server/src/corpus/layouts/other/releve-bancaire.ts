/**
 * A monthly statement of the company's current account: a decoy for the RIB. It prints the
 * account holder, the IBAN (grouped by four) and the BIC, like a RIB, but is a list of
 * operations; one of them is the manager's salary, another the energy supplier's direct debit.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addDays} from '../../../validation/dates.js'
import {addressLines, frAmount, issueDateOf, lastDayOf, MONTHS_FR, pick, postalUpper, randomDigits, randomInt, readParams, slashDate} from '../personal/common.js'
import {GREY, hex, LIGHT, newDocument, saveDocument, Sheet, WHITE} from '../personal/draw.js'

interface Operation {
  date: string
  label: string
  debit?: number
  credit?: number
}

/** "FR76 1090 7000 3012 3456 7890 185". */
const groupedIban = (iban: string): string => iban.replaceAll(/(.{4})/g, '$1 ').trim()

export async function bankStatement(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const issued = issueDateOf(params, facts, rng)
  const {account, company, person} = facts
  const [y, m] = issued.split('-').map(Number)
  const period = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
  const start = `${period}-01`
  const end = lastDayOf(period)
  const day = (d: number): string => addDays(start, Math.min(d, Number(end.slice(8)) - 1))
  const navy = hex('#123a63')

  const salaryLabel = `VIR SEPA EMIS /MOTIF SALAIRE ${postalUpper(MONTHS_FR[Number(period.slice(5)) - 1])} /BEN ${postalUpper(person.surname)} ${postalUpper(person.givenNames[0])}`
  const operations: Operation[] = [
    {credit: randomInt(rng, 1800, 9800) * 100 + randomInt(rng, 0, 99), date: day(2), label: `VIR SEPA RECU /DE ${pick(rng, ['SCI LES TILLEULS', 'MAIRIE DE TALANT', 'M. OU MME LEROUX'])} /MOTIF FACTURE ${randomDigits(rng, 4)}`},
    {date: day(4), debit: randomInt(rng, 60, 180) * 100 + randomInt(rng, 0, 99), label: `PRLV SEPA VOLTANE ENERGIE /REF ${randomDigits(rng, 10)}`},
    {date: day(5), debit: randomInt(rng, 300, 1400) * 100 + randomInt(rng, 0, 99), label: `CB QUINCAILLERIE DU CENTRE ${slashDate(day(3)).slice(0, 5)}`},
    {date: day(6), debit: 2890, label: 'FRAIS TENUE DE COMPTE PRO'},
    {credit: randomInt(rng, 2500, 12_000) * 100, date: day(9), label: `REMISE CHEQUES N° ${randomDigits(rng, 7)} 3 CHQ`},
    {date: day(12), debit: randomInt(rng, 900, 3800) * 100 + randomInt(rng, 0, 99), label: `PRLV SEPA URSSAF BOURGOGNE /REF ${randomDigits(rng, 12)}`},
    {date: day(15), debit: randomInt(rng, 400, 2200) * 100 + randomInt(rng, 0, 99), label: `VIR SEPA EMIS /BEN BOIS ET PANNEAUX DE BOURGOGNE /MOTIF FA-${y}-${randomDigits(rng, 5)}`},
    {date: day(18), debit: randomInt(rng, 150, 600) * 100, label: 'PRLV SEPA DGFIP TVA /REF ' + randomDigits(rng, 8)},
    {credit: randomInt(rng, 3000, 15_000) * 100 + randomInt(rng, 0, 99), date: day(21), label: `VIR SEPA RECU /DE ${pick(rng, ['CABINET DELORME ARCHITECTES', 'SARL HABITAT CONSEIL', 'SAS RENOV 21'])} /MOTIF ACOMPTE DEVIS`},
    {date: day(27), debit: facts.pay.netBeforeTaxCents - Math.round(facts.pay.netTaxableCents * 0.026), label: salaryLabel},
    {date: day(28), debit: randomInt(rng, 40, 120) * 100 + randomInt(rng, 0, 99), label: 'CB STATION SERVICE RN74'},
    {date: day(29), debit: 1450, label: 'COMMISSIONS INTERVENTION'},
  ]
  const opening = randomInt(rng, 4000, 25_000) * 100 + randomInt(rng, 0, 99)
  const debits = operations.reduce((sum, o) => sum + (o.debit ?? 0), 0)
  const credits = operations.reduce((sum, o) => sum + (o.credit ?? 0), 0)
  const closing = opening - debits + credits
  const statementNumber = `${Number(period.slice(5))}`.padStart(3, '0')

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'Editique Banque', date: issued, producer: 'Editique Banque PDF', title: `Relevé de compte ${period}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  s.circle(56, 54, 16, {fill: navy})
  s.text(account.bankName.slice(0, 1), 56, 60, {align: 'center', color: WHITE, font: H.bold, size: 16})
  s.text(account.bankName, 80, 52, {color: navy, font: H.bold, size: 12})
  s.text(account.branch, 80, 64, {color: GREY, size: 8})

  s.text('RELEVÉ DE COMPTE', 40, 110, {font: H.bold, size: 15})
  s.text('Compte courant professionnel', 40, 124, {size: 9.5})
  s.text(`Relevé n° ${statementNumber} du ${slashDate(start)} au ${slashDate(end)}`, 40, 138, {size: 9})
  s.text(`Édité le ${slashDate(issued)}`, 40, 150, {color: GREY, size: 8})

  s.lines([`${company.name} ${company.legalForm}`, ...addressLines(company.address, 'postal')], 330, 110, {leading: 12, size: 10})

  s.box(40, 172, 515, 40, {fill: LIGHT})
  s.labelled('Titulaire :', `${company.name} ${company.legalForm}`, 50, 188, {color: GREY, size: 8}, {font: H.bold})
  s.labelled('IBAN :', groupedIban(account.iban), 50, 202, {color: GREY, size: 8}, {font: H.bold})
  s.labelled('BIC :', account.bic, 400, 202, {color: GREY, size: 8}, {font: H.bold})

  const rows = [
    [{font: H.bold, text: slashDate(addDays(start, -1))}, '', {font: H.bold, text: 'SOLDE CRÉDITEUR AU ' + slashDate(addDays(start, -1))}, '', {font: H.bold, text: frAmount(opening)}],
    ...operations.map((o) => [slashDate(o.date), slashDate(addDays(o.date, o.credit ? 1 : 0)), o.label.length > 62 ? `${o.label.slice(0, 61)}…` : o.label, o.debit ? frAmount(o.debit) : '', o.credit ? frAmount(o.credit) : '']),
  ]
  let yy = s.table({
    columns: [{width: 52}, {width: 52}, {width: 251}, {align: 'right', width: 80}, {align: 'right', width: 80}],
    font: H.regular,
    header: [['Date', 'Valeur', 'Nature des opérations', 'Débit', 'Crédit']],
    headerColor: WHITE,
    headerFill: navy,
    headerFont: H.bold,
    rowHeight: 16,
    rowRules: true,
    ruleColor: hex('#d5dde6'),
    rows,
    size: 7.2,
    x: 40,
    y: 228,
  })
  s.hline(40, 555, yy, {color: navy, width: 0.8})
  yy += 14
  s.text('Total des opérations', 52, yy, {font: H.bold, size: 8})
  s.text(frAmount(debits), 475, yy, {align: 'right', font: H.bold, size: 8})
  s.text(frAmount(credits), 552, yy, {align: 'right', font: H.bold, size: 8})
  yy += 18
  s.box(300, yy - 11, 255, 18, {fill: LIGHT})
  s.text(`${closing >= 0 ? 'SOLDE CRÉDITEUR' : 'SOLDE DÉBITEUR'} AU ${slashDate(end)}`, 308, yy + 2, {font: H.bold, size: 8.5})
  s.text(frAmount(Math.abs(closing), ' ', true), 552, yy + 2, {align: 'right', font: H.bold, size: 9})

  s.paragraph(
    'Sauf erreur ou omission. Vérifiez les opérations portées sur ce relevé ; toute réclamation doit nous parvenir dans les meilleurs délais. Votre conseiller est joignable à l’agence ou par la messagerie de votre espace client. Garantie des dépôts : vos avoirs sont couverts dans la limite de 100 000 € par le Fonds de garantie des dépôts et de résolution.',
    40,
    yy + 40,
    515,
    {color: GREY, leading: 9.5, size: 7},
  )
  s.text(`${account.bankName} - établissement de crédit agréé par l’Autorité de contrôle prudentiel et de résolution - intermédiaire en assurance ORIAS 07 005 127`, s.width / 2, 814, {align: 'center', color: GREY, size: 6.5})
  s.text('Page 1/1', 555, 826, {align: 'right', color: GREY, size: 7})

  return {
    fields: {},
    layout: 'other/releve-bancaire',
    notes: [
      'decoy for the RIB: "Titulaire", the IBAN grouped by four and the BIC are printed, but it is a statement of operations',
      'the manager’s salary and the energy supplier’s direct debit appear among the operations',
    ],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
