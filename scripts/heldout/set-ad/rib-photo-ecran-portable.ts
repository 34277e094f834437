/**
 * HELD-OUT rib/photo-ecran-portable-banque-en-ligne: the company's bank details as the manager sent
 * them in a hurry: a PHONE PHOTO OF THE LAPTOP'S SCREEN showing the business online banking's
 * "RIB / IBAN" page (the bank of the generator: high-street, mutualist and postal banks), put on a
 * LANDSCAPE page: the dark room around the laptop, its black bezel and the top of its keyboard, the
 * picture turned by a degree or so, MOIRÉ bands and a pale GLARE across the screen.
 * On the screen: the browser's tab and address bar (the bank's address), the bank's bar with its
 * name and the connected user ("M. Thomas GAUTIER": a decoy form of the manager), a menu at the left
 * with the adviser and the phone (decoys), the breadcrumb, the account picker ("Compte courant
 * professionnel n° •••• 4521", its balance: decoys), then the RIB card: "Titulaire du compte" (the
 * holder as the bank names it, over the company's address) and "Domiciliation" (the branch over its
 * address) side by side, the national parts as VALUES IN A ROW UNDER THEIR COLUMN TITLES, the IBAN
 * grouped by four and the BIC as label : value lines, the card's buttons; the system's TASKBAR at
 * the foot of the screen with the clock and the date (decoys).
 */
import {BlendMode} from 'pdf-lib'

import {A4, addDays, type Facts, type GeneratedDocument, hex, landline, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'
import {Frame} from './frame.js'

/** The banks' web colours and addresses (index.ts passes the generator's bank). */
const SITES: Record<string, {color: string; host: string; short: string}> = {
  'Banque Lyonnaise de Commerce': {color: '#0b3b6f', host: 'pro.blc-banque.fr', short: 'BLC'},
  'Banque des Postes et Territoires': {color: '#f2b705', host: 'entreprises.bpt-banque.fr', short: 'BPT'},
  'Caisse Agricole du Val de Loire': {color: '#00695c', host: 'pro.caisse-agricole-vdl.fr', short: 'CAVL'},
  "Crédit Mutualiste de l'Armorique": {color: '#b3122e', host: 'espace-pro.cmarmorique.fr', short: 'CMA'},
  'Crédit National Industriel': {color: '#3a2c82', host: 'entreprises.cni-banque.fr', short: 'CNI'},
}

const STREETS = ['3 place Bellecour', '18 rue Nationale', '42 avenue de la Libération', '7 cours Jean Jaurès']

export async function ribPhotoEcranPortable(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const account = facts.account
  const manager = company.manager
  const site = SITES[account.bankName] ?? {color: '#24384f', host: 'pro.banque.fr', short: 'BQ'}
  const k = typeof params.variant === 'number' ? params.variant % 4 : 0
  const shot = addDays(facts.asOf, -randomInt(rng, 1, 20))
  const clock = `${String(randomInt(rng, 8, 21)).padStart(2, '0')}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`
  const lastLogin = addDays(shot, -randomInt(rng, 1, 6))
  const bankCode = account.iban.slice(4, 9)
  const branchCode = account.iban.slice(9, 14)
  const accountNo = account.iban.slice(14, 25)
  const key = account.iban.slice(25, 27)
  const grouped = account.iban.replace(/(.{4})/g, '$1 ').trim()
  const masked = `•••• ${accountNo.slice(-4)}`
  const balance = `${String(randomInt(rng, 1, 98)).padStart(1, '0')} ${randomDigits(rng, 3)},${randomDigits(rng, 2)} €`
  const savings = `${randomInt(rng, 5, 60)} ${randomDigits(rng, 3)},${randomDigits(rng, 2)} €`
  const adviser = ['Mme Sophie Lambert', 'M. Karim Haddad', 'Mme Élise Moreau', 'M. Yves Le Corre'][k]
  const phone = landline(company.address.postcode, rng)
  const user = `${manager.civility} ${manager.givenNames[0]} ${upper(manager.usageName ?? manager.surname)}`
  const color = hex(site.color)
  const onColor = site.color === '#f2b705' ? hex('#1d1d1d') : WHITE
  const ink = hex('#1f2328')
  const soft = hex('#5f6670')
  const rule = hex('#d5d9df')

  const {doc, fonts} = await newDocument({author: '', creator: 'Microsoft Print to PDF', date: shot, producer: 'Microsoft: Print To PDF', title: `IMG_${shot.replaceAll('-', '')}_${clock.replace(':', '')}${randomDigits(rng, 2)}.jpg`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [A4.height, A4.width])

  // The dark room, the laptop's bezel and keyboard.
  s.box(0, 0, s.width, s.height, {fill: hex('#17181b')})
  const angle = (rng() < 0.5 ? -1 : 1) * (0.6 + rng() * 0.9)
  const room = new Frame(s, 30, 22, 1, angle)
  room.rect(0, 0, 790, 520, {fill: hex('#0b0b0c'), radius: 14})
  room.rect(-40, 524, 870, 60, {fill: hex('#2b2d31')})
  room.rect(20, 522, 750, 6, {fill: hex('#3b3e44')})
  for (let i = 0; i < 14; i++) room.rect(60 + i * 48, 540, 40, 22, {fill: hex('#1d1e21'), radius: 3})
  room.circle(395, 9, 2.4, {fill: hex('#26272b')})

  // The screen: 1000 x 625 units of the page it shows.
  const W = 1000
  const Hs = 625
  const f = room.inner(18, 20, 754 / W)
  f.rect(0, 0, W, Hs, {fill: hex('#f5f6f8')})

  // The browser.
  f.rect(0, 0, W, 30, {fill: hex('#dfe3e8')})
  f.rect(10, 5, 250, 25, {fill: hex('#f5f6f8'), radius: 6})
  f.rect(20, 12, 11, 11, {fill: color, radius: 2})
  f.text(`RIB / IBAN - ${account.bankName}`, 38, 21.5, {color: ink, room: 200, size: 10.5})
  f.text('×', 245, 21.5, {color: soft, size: 12})
  f.text('+', 274, 22, {color: soft, size: 15})
  f.rect(0, 30, W, 34, {fill: hex('#f5f6f8')})
  f.text('<   >   C', 14, 52, {color: soft, font: H.bold, size: 12})
  f.rect(92, 36, 720, 23, {fill: hex('#e8ebef'), radius: 11})
  f.rect(106, 43, 7, 8, {fill: soft, radius: 1})
  f.text(`${site.host}/comptes/releve-identite-bancaire`, 122, 52, {color: ink, size: 11})
  f.circle(960, 47, 10, {fill: color})
  f.text(manager.givenNames[0][0], 960, 51, {align: 'center', color: onColor, font: H.bold, size: 10})

  // The bank's bar.
  f.rect(0, 64, W, 46, {fill: color})
  f.rect(20, 74, 26, 26, {fill: onColor, radius: 4})
  f.text(site.short[0], 33, 92.5, {align: 'center', color, font: H.bold, size: 15})
  f.text(account.bankName, 56, 86, {color: onColor, font: H.bold, size: 14})
  f.text('Espace Professionnels', 56, 101, {color: onColor, size: 9.5})
  f.text(user, 880, 86, {align: 'right', color: onColor, font: H.bold, size: 10.5})
  f.text(`Dernière connexion le ${slashDate(lastLogin)} à ${String(randomInt(rng, 7, 20)).padStart(2, '0')}h${randomDigits(rng, 2)}`, 880, 100, {align: 'right', color: onColor, size: 8.5})
  f.text('Déconnexion', 980, 93, {align: 'right', color: onColor, size: 9.5})

  // The menu at the left.
  const menu = ['Synthèse', 'Comptes et cartes', 'Virements', 'Bénéficiaires', 'RIB / IBAN', 'Prélèvements SEPA', 'Relevés et documents', 'Financements', 'Messagerie']
  f.rect(0, 110, 190, Hs - 140, {fill: hex('#ffffff')})
  menu.forEach((item, j) => {
    const v = 138 + j * 30
    if (item === 'RIB / IBAN') {
      f.rect(0, v - 19, 190, 28, {fill: hex('#eef1f5')})
      f.rect(0, v - 19, 4, 28, {fill: color})
    }

    f.text(item, 22, v, {color: item === 'RIB / IBAN' ? ink : soft, font: item === 'RIB / IBAN' ? H.bold : H.regular, size: 10.5})
  })
  f.line(12, 412, 178, 412, {color: rule, width: 1})
  f.text('Votre conseiller', 20, 432, {color: soft, size: 9})
  f.text(adviser, 20, 448, {color: ink, font: H.bold, size: 10})
  f.text(phone, 20, 463, {color: soft, size: 9.5})
  f.text('Prendre rendez-vous', 20, 480, {color, font: H.bold, size: 9.5})

  // The page.
  const L = 214
  f.text('Comptes  >  RIB / IBAN', L, 134, {color: soft, size: 9.5})
  f.text("Relevé d'identité bancaire", L, 160, {color: ink, font: H.bold, size: 18})
  f.rect(L, 172, 420, 30, {fill: WHITE, lineWidth: 1, radius: 5, stroke: rule})
  f.text(`Compte courant professionnel n° ${masked}`, L + 12, 191.5, {color: ink, size: 10.5})
  f.text('v', L + 404, 191, {color: soft, font: H.bold, size: 10})
  f.text(`Solde au ${slashDate(shot)} : ${balance}`, L + 440, 191.5, {color: soft, size: 9.5})

  const cw = 760
  f.rect(L, 214, cw, 330, {fill: WHITE, lineWidth: 1, radius: 8, stroke: rule})
  const col2 = L + cw / 2 + 10
  f.text('Titulaire du compte', L + 22, 242, {color: soft, size: 9.5})
  f.text(account.holder, L + 22, 260, {color: ink, font: H.bold, room: cw / 2 - 40, size: 13})
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  seat.forEach((line, j) => f.text(line, L + 22, 276 + j * 14, {color: ink, room: cw / 2 - 40, size: 10.5}))
  f.text('Domiciliation', col2, 242, {color: soft, size: 9.5})
  f.text(account.branch, col2, 260, {color: ink, font: H.bold, room: cw / 2 - 40, size: 13})
  ;[STREETS[k], `${company.address.postcode} ${upper(company.address.city)}`].forEach((line, j) => f.text(line, col2, 276 + j * 14, {color: ink, size: 10.5}))

  // The national parts: values under their titles.
  let v = 326
  const parts: [string, string, number][] = [
    ['Code banque', bankCode, 130],
    ['Code guichet', branchCode, 130],
    ['Numéro de compte', accountNo, 210],
    ['Clé RIB', key, 90],
  ]
  let x = L + 22
  f.rect(L + 22, v, 560, 48, {fill: hex('#f7f8fa'), lineWidth: 0.8, radius: 4, stroke: rule})
  for (const [title, value, width] of parts) {
    f.text(title, x + 12, v + 17, {color: soft, size: 9})
    f.text(value, x + 12, v + 38, {color: ink, font: fonts.courier.bold, size: 13.5})
    if (x > L + 22) f.line(x, v + 6, x, v + 42, {color: rule, width: 1})
    x += width
  }

  v += 80
  f.text('IBAN :', L + 22, v, {color: soft, font: H.bold, size: 11})
  f.text(grouped, L + 100, v, {color: ink, font: fonts.courier.bold, size: 15})
  f.rect(L + 560, v - 16, 98, 22, {lineWidth: 1, radius: 11, stroke: color})
  f.text("Copier l'IBAN", L + 609, v - 1, {align: 'center', color, size: 9.5})
  v += 30
  f.text('BIC :', L + 22, v, {color: soft, font: H.bold, size: 11})
  f.text(account.bic, L + 100, v, {color: ink, font: fonts.courier.bold, size: 15})
  v += 36
  f.rect(L + 22, v - 18, 180, 28, {fill: color, radius: 5})
  f.text('Télécharger le RIB (PDF)', L + 112, v, {align: 'center', color: onColor, font: H.bold, size: 10})
  f.rect(L + 214, v - 18, 160, 28, {lineWidth: 1, radius: 5, stroke: color})
  f.text('Envoyer par e-mail', L + 294, v, {align: 'center', color, font: H.bold, size: 10})
  f.text(`Autre compte : Compte sur livret pro n° •••• ${randomDigits(rng, 4)} - ${savings}`, L + 400, v, {color: soft, size: 8.5})

  // The taskbar.
  f.rect(0, Hs - 30, W, 30, {fill: hex('#1f232a')})
  for (let i = 0; i < 7; i++) f.rect(380 + i * 36, Hs - 24, 20, 18, {fill: i === 2 ? color : hex('#59606b'), radius: 3})
  f.text(clock, 968, Hs - 17, {align: 'right', color: WHITE, size: 9.5})
  f.text(slashDate(shot), 968, Hs - 6, {align: 'right', color: WHITE, size: 8.5})

  // The screen as a camera sees it: moiré bands and a glare.
  for (let i = 0; i < 70; i++) {
    const base = i * 9 + rng() * 4
    let d = `M 0 ${base.toFixed(1)}`
    for (let t = 25; t <= W; t += 25) d += ` L ${t} ${(base + 14 * Math.sin(t / 140 + i / 6) + t * 0.05).toFixed(1)}`
    f.path(d, 0, 0, {lineWidth: 2.2, opacity: 0.05 + 0.03 * Math.sin(i / 3), stroke: i % 2 === 0 ? hex('#7a5cff') : hex('#00a37a')})
  }

  f.path(`M ${560 + rng() * 60} 0 L ${760 + rng() * 60} 0 L ${420 + rng() * 40} ${Hs} L ${250 + rng() * 40} ${Hs} Z`, 0, 0, {blend: BlendMode.Screen, fill: hex('#ffffff'), opacity: 0.16})

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/photo-ecran-portable-banque-en-ligne',
    notes: [
      "a phone photo of the laptop's screen showing the business online banking's RIB / IBAN page, on a landscape page: the bezel, the keyboard's edge, moiré bands and a glare",
      'the holder and the domiciliation side by side; the national parts as values under their column titles; the IBAN grouped by four and the BIC as label : value lines',
      "decoys: the browser's tab and address, the connected user and the last login, the adviser and the phone, the masked account number and the balances, the taskbar's clock and date",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
