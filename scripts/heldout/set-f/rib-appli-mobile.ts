/**
 * HELD-OUT rib/appli-mobile: the bank details screen of a high-street or mutualist bank's mobile
 * app, exported as a one-page PDF of the phone's size (390 × 844 points; "Partager mon RIB" in
 * LCL Mes Comptes / SG / Crédit Mutuel apps): the status bar ("09:41", signal, battery), a
 * coloured header with "‹ Comptes" and the title "Mon RIB" in white, the bank's name small under
 * it; white rounded cards on a light grey background: the account ("Compte courant
 * professionnel", masked number), "Titulaire du compte" as a grey label ABOVE the holder in bold
 * and its address in grey; a list card whose rows are grey labels above values with copy icons
 * drawn at the right (no text): "IBAN" (grouped by four), "BIC", the national identifier as
 * four small label-above-value cells ("Code banque", "Code guichet", "N° de compte", "Clé"),
 * "Domiciliation" on two lines; the two buttons ("Partager mon RIB", "Télécharger en PDF"), a
 * grey note and the tab bar ("Accueil", "Comptes", "Virements", "Cartes", "Plus"). No date.
 */
import {type Facts, type GeneratedDocument, hex, newDocument, pick, randomInt, saveDocument, Sheet, WHITE} from '../util.js'

export async function ribAppliMobile(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const company = facts.company
  const iban = account.iban
  const bban = iban.slice(4)
  const grouped = iban.replace(/(.{4})/g, '$1 ').trim()
  const mutualist = /Mutualiste|Agricole/.test(account.bankName)
  const brand = mutualist ? hex('#006a4e') : hex('#123e7c')
  const street = `${randomInt(rng, 1, 60)} ${pick(rng, ['place de la République', 'rue Nationale', 'avenue de la Gare', 'cours Jean Jaurès', 'rue du Général Leclerc'])}`
  const branchLines = [account.branch, `${street}, ${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const issued = typeof params.issueDate === 'string' ? params.issueDate : facts.asOf

  const {doc, fonts} = await newDocument({author: account.bankName, creator: 'iOS Version 18.5 (Build 22F76) Quartz PDFContext', date: issued, producer: 'macOS Version 15.5 (Build 24F74) Quartz PDFContext', title: 'RIB'})
  const H = fonts.helvetica
  const W = 390
  const s = Sheet.add(doc, fonts, [W, 844])
  const bg = hex('#f2f2f7')
  const label = hex('#8e8e93')
  const ink = hex('#1c1c1e')
  const line = hex('#e5e5ea')
  const M = 16

  s.box(0, 0, W, 844, {fill: bg})
  // Header with the status bar.
  s.box(0, 0, W, 132, {fill: brand})
  s.text('09:41', 34, 32, {color: WHITE, font: H.bold, size: 14})
  for (let k = 0; k < 4; k++) s.box(300 + k * 5, 29 - (k + 1) * 2.5, 3, (k + 1) * 2.5, {fill: WHITE})
  s.box(330, 20, 24, 11, {lineWidth: 1, radius: 3, stroke: WHITE})
  s.box(332, 22, 17, 7, {fill: WHITE, radius: 1.5})
  s.box(355, 23.5, 2, 4, {fill: WHITE})
  s.text('‹ Comptes', M, 72, {color: WHITE, size: 14})
  s.text('Mon RIB', M, 108, {color: WHITE, font: H.bold, size: 24})
  s.text(account.bankName, W - M, 108, {align: 'right', color: hex('#c9d6ea'), size: 8})

  // Card: the account and its holder.
  const card = (y: number, h: number) => s.box(M, y, W - 2 * M, h, {fill: WHITE, radius: 12})
  const addressLines = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const cardH = 108 + addressLines.length * 12
  card(148, cardH)
  s.text('Compte courant professionnel', M + 14, 172, {color: ink, font: H.bold, size: 13})
  s.text(`N° •••• ${bban.slice(14, 18)} ${bban.slice(18, 21)}`, M + 14, 188, {color: label, size: 10})
  s.hline(M + 14, W - M - 14, 200, {color: line, width: 0.7})
  s.text('Titulaire du compte', M + 14, 218, {color: label, size: 9.5})
  s.text(account.holder, M + 14, 235, {color: ink, font: H.bold, size: 13})
  s.lines(addressLines, M + 14, 251, {color: label, leading: 12, size: 10})

  // Card: the bank details.
  let y = 148 + cardH + 16
  const copy = (cy: number) => {
    s.box(W - M - 34, cy - 12, 10, 12, {lineWidth: 1, radius: 2, stroke: brand})
    s.box(W - M - 30, cy - 8, 10, 12, {fill: WHITE, lineWidth: 1, radius: 2, stroke: brand})
  }

  card(y, 290)
  const rowTop = y
  s.text('IBAN', M + 14, y + 24, {color: label, size: 9.5})
  s.text(grouped, M + 14, y + 42, {color: ink, font: H.bold, size: 12.5})
  copy(y + 40)
  s.hline(M + 14, W - M - 14, y + 56, {color: line, width: 0.7})
  s.text('BIC', M + 14, y + 76, {color: label, size: 9.5})
  s.text(account.bic, M + 14, y + 94, {color: ink, font: H.bold, size: 12.5})
  copy(y + 92)
  s.hline(M + 14, W - M - 14, y + 108, {color: line, width: 0.7})
  const parts: [string, string, number][] = [
    ['Code banque', bban.slice(0, 5), 74],
    ['Code guichet', bban.slice(5, 10), 74],
    ['N° de compte', bban.slice(10, 21), 120],
    ['Clé', bban.slice(21, 23), 40],
  ]
  let x = M + 14
  for (const [lab, value, w] of parts) {
    s.text(lab, x, y + 128, {color: label, size: 8.5})
    s.text(value, x, y + 145, {color: ink, size: 12})
    x += w
  }

  s.hline(M + 14, W - M - 14, y + 160, {color: line, width: 0.7})
  s.text('Domiciliation', M + 14, y + 180, {color: label, size: 9.5})
  s.lines(branchLines, M + 14, y + 197, {color: ink, leading: 14, size: 11})
  s.hline(M + 14, W - M - 14, y + 226, {color: line, width: 0.7})
  s.text('Devise', M + 14, y + 246, {color: label, size: 9.5})
  s.text('EUR - Euro', M + 14, y + 263, {color: ink, size: 11})
  y = rowTop + 290 + 18

  // Buttons.
  s.box(M, y, W - 2 * M, 40, {fill: brand, radius: 20})
  s.text('Partager mon RIB', W / 2, y + 25, {align: 'center', color: WHITE, font: H.bold, size: 13})
  s.box(M, y + 50, W - 2 * M, 40, {lineWidth: 1.2, radius: 20, stroke: brand})
  s.text('Télécharger en PDF', W / 2, y + 75, {align: 'center', color: brand, font: H.bold, size: 13})
  s.paragraph(
    'Communiquez ces coordonnées à vos débiteurs et créanciers pour recevoir des virements ou mettre en place des prélèvements SEPA. Ne les transmettez jamais en réponse à un message non sollicité.',
    M + 4,
    y + 112,
    W - 2 * M - 8,
    {color: label, leading: 11, size: 8.5},
  )

  // Tab bar.
  s.box(0, 770, W, 74, {fill: hex('#fbfbfd')})
  s.hline(0, W, 770, {color: hex('#d1d1d6'), width: 0.6})
  const tabs = ['Accueil', 'Comptes', 'Virements', 'Cartes', 'Plus']
  tabs.forEach((tab, k) => {
    const cx = (W / tabs.length) * (k + 0.5)
    const active = k === 1
    s.box(cx - 9, 781, 18, 16, {fill: active ? brand : hex('#aeaeb2'), radius: 4})
    s.text(tab, cx, 810, {align: 'center', color: active ? brand : hex('#8e8e93'), size: 8.5})
  })
  s.box(W / 2 - 67, 830, 134, 5, {fill: ink, radius: 2.5})

  return {
    fields: {bic: account.bic, domiciliation: branchLines.join(', '), iban, titulaire: account.holder},
    layout: 'rib/appli-mobile',
    notes: ['a phone-sized page (390 × 844 pt), app screen', 'every value under a grey label, in cards', 'IBAN grouped by four', 'copy icons drawn as shapes', 'no date'],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
