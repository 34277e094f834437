/**
 * HELD-OUT rib/ticket-dab: a RIB PRINTED BY A CASH MACHINE (the "Imprimer un RIB" choice of a
 * bank's ATM, with the account holder's card) on a narrow thermal-paper ticket, laid on a flatbed
 * scanner and scanned on an A4 page (the ticket in the upper left, the rest of the glass white):
 * monospaced capitals WITHOUT ACCENTS, centred header (the bank's name, the branch, "DAB 0412",
 * the date "12/03/26" and time: decoys), dashed rules, "RELEVE D'IDENTITE BANCAIRE", then captions
 * on their own line with the value under each: "TITULAIRE DU COMPTE" (the holder as the bank
 * keeps it, accents dropped: "ECHO & SENS SA"), "DOMICILIATION" (the branch: "BANQUE LYON
 * CENTRE"), "CODE BANQUE / CODE GUICHET", "NUMERO DE COMPTE / CLE RIB" as two-column pairs, "IBAN"
 * in groups of four, "BIC"; the masked card number (a decoy) and the machine's closing lines.
 */
import {addDays, type Facts, type GeneratedDocument, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, upper} from '../util.js'

/** Capitals without accents, as a thermal printer's character set prints them. */
const plain = (t: string) => upper(t).normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'")

export async function ribTicketDab(facts: Facts, _params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const account = facts.account
  const iban = account.iban
  const printed = addDays(facts.asOf, -randomInt(rng, 1, 40))
  const time = `${String(randomInt(rng, 8, 19)).padStart(2, '0')}:${randomInt(rng, 0, 5)}${randomDigits(rng, 1)}`
  const holder = plain(account.holder)
  const branch = plain(account.branch)
  const bankName = plain(account.bankName)
  const atm = randomDigits(rng, 4)
  const card = `XXXX XXXX XXXX ${randomDigits(rng, 4)}`
  const ibanGroups = iban.replace(/(.{4})/g, '$1 ').trim()
  const scanned = addDays(printed, randomInt(rng, 0, 10))
  const width = 40
  const center = (t: string) => `${' '.repeat(Math.max(0, Math.floor((width - t.length) / 2)))}${t}`
  const pair = (left: string, right: string, at = 20) => `${left.padEnd(at)}${right}`
  const rule = '-'.repeat(width)
  const lines: string[] = [
    ...wrapWords(bankName, width).map(center),
    center(branch),
    center(`DAB ${atm}  ${printed.slice(8, 10)}/${printed.slice(5, 7)}/${printed.slice(2, 4)}  ${time}`),
    rule,
    center("RELEVE D'IDENTITE BANCAIRE"),
    rule,
    'TITULAIRE DU COMPTE',
    ...wrapWords(holder, width),
    '',
    'DOMICILIATION',
    branch,
    '',
    pair('CODE BANQUE', 'CODE GUICHET'),
    pair(iban.slice(4, 9), iban.slice(9, 14)),
    pair('NUMERO DE COMPTE', 'CLE RIB'),
    pair(iban.slice(14, 25), iban.slice(25, 27)),
    '',
    'IBAN',
    ibanGroups,
    '',
    'BIC',
    account.bic,
    rule,
    `CARTE ${card}`,
    '',
    center('CONSERVEZ CE TICKET'),
    center('MERCI DE VOTRE VISITE'),
  ]

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: scanned, producer: 'EPSON Scan 2', title: `img${randomDigits(rng, 4)}`})
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const size = 8.6
  const leading = 11.2
  const charW = C.bold.widthOfTextAtSize('M', size)
  const ticketW = charW * width + 24
  const x0 = 58
  const y0 = 54
  const ticketH = lines.length * leading + 40
  const ink = hex('#2b2b2b')

  // The glass, the ticket's shadow and its slightly grey thermal paper.
  s.box(0, 0, s.width, s.height, {fill: hex('#fdfdfd')})
  s.box(x0 + 3, y0 + 3, ticketW, ticketH, {fill: hex('#d5d5d5')})
  s.box(x0, y0, ticketW, ticketH, {fill: hex('#f4f3ef')})
  // The torn edge at the bottom.
  let d = 'M 0 0'
  for (let t = 0; t <= ticketW; t += 6) d += ` L ${t.toFixed(1)} ${(t / 6) % 2 === 0 ? 0 : 3}`
  s.path(d, x0, y0 + ticketH, {lineWidth: 0.6, stroke: hex('#bdbdbd')})

  lines.forEach((line, k) => {
    const caption = /^(TITULAIRE DU COMPTE|DOMICILIATION|IBAN|BIC|CODE BANQUE|NUMERO DE COMPTE)/.test(line)
    s.text(line, x0 + 12, y0 + 22 + k * leading, {color: caption ? hex('#555555') : ink, font: caption ? C.regular : C.bold, size})
  })

  return {
    fields: {bic: account.bic, domiciliation: branch, iban, titulaire: holder},
    layout: 'rib/ticket-dab',
    notes: [
      'RIB printed by a cash machine on a thermal ticket, scanned on an A4 page: monospaced capitals without accents',
      'captions on their own line with the value under each; bank / branch codes and account / key as two-column pairs; IBAN in groups',
      'ATM number, date with a two-digit year, time and the masked card number as decoys',
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}

/** Words in lines of at most `width` characters. */
function wrapWords(text: string, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }

  if (line) out.push(line)
  return out
}
