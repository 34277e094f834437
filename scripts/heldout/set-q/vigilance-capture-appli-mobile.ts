/**
 * HELD-OUT attestation_vigilance/capture-appli-mobile: the vigilance certificate as the company's
 * manager sends it when the lender asks: a SCREENSHOT OF THE URSSAF MOBILE APP's certificate
 * screen, printed on A4 from the phone's photo viewer: the file name line with the capture's date
 * and time (a decoy) in the print header, then the phone screen in the middle of the page at its
 * own narrow proportions (about 9 by 19.5): the STATUS BAR (time, network, battery), the app's
 * blue title bar ("< Mes attestations", "Attestation de vigilance"), a green "Vous êtes à jour"
 * chip, the values as LABEL-ABOVE-VALUE rows in large type: "Raison sociale" (the name without its
 * legal form, which has its own row in full), SIRET grouped, the establishment's address wrapped,
 * "Délivrée le 5 mars 2027 à 09:38" (the date in words with a time), "Valable jusqu'au" and "À
 * jour au" (decoys), the contributor account (a decoy), the SECURITY CODE in a monospaced box next
 * to a "Copier" button; the buttons, a list of EARLIER CERTIFICATES with their dates (decoys), the
 * tab bar and the home indicator.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, lastDayOf, longDate, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, slashDate, WHITE, wrap} from '../util.js'

export async function vigilanceCaptureAppliMobile(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 6, 50))
  const captured = addDays(issued, randomInt(rng, 0, 5))
  const hour = randomInt(rng, 8, 18)
  const minute = randomInt(rng, 0, 50)
  const issuedTime = `${pad2(hour)}:${pad2(minute)}`
  const capturedTime = `${pad2(hour)}:${pad2(minute + randomInt(rng, 1, 9))}`
  const validUntil = lastDayOf(addMonths(issued, 6).slice(0, 7))
  const upToDate = addDays(`${issued.slice(0, 7)}-01`, -1)
  const earlier = [addDays(issued, -randomInt(rng, 170, 190)), addDays(issued, -randomInt(rng, 350, 375))]
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const account = `${company.address.postcode.slice(0, 2)}${randomDigits(rng, 16)}`
  const address = [...company.address.lines, `${company.address.postcode} ${company.address.city.toUpperCase()}`]
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const battery = randomInt(rng, 18, 96)
  const blue = hex('#14306b')
  const ink = hex('#171a20')
  const soft = hex('#6e7580')
  const line = hex('#e1e4e9')

  const {doc, fonts} = await newDocument({author: '', creator: 'Photos', date: captured, producer: 'macOS Quartz PDFContext', title: `Capture d'écran ${captured} à ${capturedTime.replace(':', '.')}.${randomDigits(rng, 2)}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // The print header of the photo viewer.
  s.text(`Capture d'écran ${captured} à ${capturedTime.replace(':', '.')}.${randomDigits(rng, 2)}.png`, 30, 24, {color: soft, size: 7})
  s.text('1/1', s.width - 30, 24, {align: 'right', color: soft, size: 7})

  // The screen: 390 x 844 app points, scaled into the page.
  const k = 770 / 844
  const W = 390 * k
  const X = (s.width - W) / 2
  const Y = 40
  const u = (v: number) => v * k
  const px = (v: number) => X + u(v)
  const py = (v: number) => Y + u(v)
  s.box(X, Y, W, u(844), {fill: hex('#f4f5f8'), lineWidth: 0.6, radius: u(38), stroke: hex('#c9ccd2')})

  // Status bar and title bar.
  s.box(X, Y, W, u(112), {fill: blue, radius: u(38)})
  s.box(X, py(60), W, u(52), {fill: blue})
  s.text(capturedTime, px(34), py(34), {color: WHITE, font: H.bold, size: u(15)})
  for (let b = 0; b < 4; b++) s.box(px(286 + b * 5), py(34 - 4 - b * 2.5), u(3.2), u(4 + b * 2.5), {fill: WHITE})
  s.text('5G', px(310), py(34), {color: WHITE, font: H.bold, size: u(12)})
  s.box(px(333), py(23), u(25), u(12), {lineWidth: 0.6, radius: u(3), stroke: WHITE})
  s.box(px(335), py(25), u((21 * battery) / 100), u(8), {fill: WHITE})
  s.text(String(battery), px(362), py(33), {color: WHITE, size: u(9)})
  s.text('< Mes attestations', px(18), py(70), {color: hex('#c9d6f2'), size: u(13)})
  s.text('Attestation de vigilance', px(18), py(98), {color: WHITE, font: H.bold, size: u(21)})

  // The certificate card: its rows measured first, then drawn on the card's white fill.
  const rows: [string, string, boolean, number][] = [
    ['Raison sociale', company.name, true, 17],
    ['Forme juridique', form, false, 13],
    ['SIRET', groupedSiret(company.siret), false, 15],
    ["Adresse de l'établissement", address.join(', '), false, 14],
    ['Délivrée le', `${longDate(issued)} à ${issuedTime}`, false, 15],
  ]
  const laid = rows.map(([label, value, bold, size]) => ({bold, label, lines: wrap(value, u(320), bold ? H.bold : H.regular, u(size)), size}))
  const top = 130
  const cardBottom = top + 62 + laid.reduce((t, r) => t + 19 + r.lines.length * r.size * 1.25 + 14, 0) + 44 + 14
  s.box(px(14), py(top), u(362), u(cardBottom - top), {fill: WHITE, lineWidth: 0.4, radius: u(14), stroke: line})
  s.box(px(30), py(top + 16), u(150), u(26), {fill: hex('#dcf3e4'), radius: u(13)})
  s.circle(px(46), py(top + 29), u(7), {fill: hex('#1e8a4c')})
  s.text('Vous êtes à jour', px(60), py(top + 33.5), {color: hex('#1e6b3d'), font: H.bold, size: u(12)})
  let y = top + 62
  for (const r of laid) {
    s.text(r.label, px(30), py(y), {color: soft, size: u(11.5)})
    s.lines(r.lines, px(30), py(y + 19), {color: ink, font: r.bold ? H.bold : H.regular, leading: u(r.size * 1.25), size: u(r.size)})
    y += 19 + r.lines.length * r.size * 1.25 + 7
    s.hline(px(30), px(360), py(y - 5), {color: line, width: 0.5})
    y += 7
  }

  s.text("Valable jusqu'au", px(30), py(y), {color: soft, size: u(11.5)})
  s.text('À jour au', px(200), py(y), {color: soft, size: u(11.5)})
  s.text(slashDate(validUntil), px(30), py(y + 19), {color: ink, size: u(15)})
  s.text(slashDate(upToDate), px(200), py(y + 19), {color: ink, size: u(15)})
  y += 44
  s.text(`Compte cotisant ${account}`, px(30), py(y), {color: soft, size: u(11)})

  // Security code, buttons.
  y = cardBottom + 20
  s.text('Code de sécurité', px(20), py(y), {color: soft, font: H.bold, size: u(12)})
  s.box(px(14), py(y + 8), u(270), u(36), {fill: WHITE, lineWidth: 0.5, radius: u(8), stroke: hex('#c5cad3')})
  s.text(code, px(26), py(y + 31.5), {color: ink, font: fonts.courier.bold, size: u(15.5)})
  s.box(px(292), py(y + 8), u(84), u(36), {fill: hex('#e4ebf8'), radius: u(8)})
  s.text('Copier', px(334), py(y + 31), {align: 'center', color: blue, font: H.bold, size: u(13)})
  y += 58
  s.text("Votre donneur d'ordre vérifie l'attestation sur urssaf.fr avec ce code et votre SIREN.", px(20), py(y), {color: soft, size: u(10)})
  y += 14
  s.box(px(14), py(y), u(176), u(40), {fill: blue, radius: u(10)})
  s.text('Télécharger le PDF', px(102), py(y + 25), {align: 'center', color: WHITE, font: H.bold, size: u(13)})
  s.box(px(200), py(y), u(176), u(40), {lineWidth: 0.8, radius: u(10), stroke: blue})
  s.text('Partager', px(288), py(y + 25), {align: 'center', color: blue, font: H.bold, size: u(13)})
  y += 56

  // Earlier certificates.
  s.text('Attestations précédentes', px(20), py(y), {color: ink, font: H.bold, size: u(12.5)})
  s.text(`Voir tout (${earlier.length})`, px(376), py(y), {align: 'right', color: blue, size: u(11)})
  y += 10
  s.box(px(14), py(y), u(362), u(32), {fill: WHITE, radius: u(8)})
  s.text(`Attestation de vigilance du ${slashDate(earlier[0])}`, px(26), py(y + 20), {color: ink, size: u(12)})
  s.text('>', px(360), py(y + 20.5), {align: 'right', color: soft, font: H.bold, size: u(13)})

  // Tab bar and home indicator.
  s.hline(X + u(20), X + W - u(20), py(772), {color: line, width: 0.6})
  const tabs = ['Accueil', 'Déclarer', 'Payer', 'Attestations', 'Profil']
  tabs.forEach((tab, t) => {
    const cx = px(39 + t * 78)
    const active = tab === 'Attestations'
    s.circle(cx, py(786), u(6), {fill: active ? blue : hex('#aab0ba')})
    s.text(tab, cx, py(806), {align: 'center', color: active ? blue : soft, font: active ? H.bold : H.regular, size: u(9.5)})
  })
  s.box(px(130), py(826), u(130), u(5), {fill: ink, radius: u(2.5)})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/capture-appli-mobile',
    notes: [
      "a screenshot of the Urssaf mobile app's certificate screen printed on A4: a narrow phone screen in the middle of the page, large type, label-above-value rows",
      '"Délivrée le <date in words> à 09:38"; the name without its legal form ("Raison sociale"), the legal form in full on its own row',
      'decoys: the screenshot file name with its date and time, the status-bar time, valid-until and up-to-date dates, earlier certificates\' dates, the contributor account',
      'security code in a monospaced box beside a "Copier" button',
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
