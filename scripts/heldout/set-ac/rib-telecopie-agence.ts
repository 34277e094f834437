/**
 * HELD-OUT rib/telecopie-agence-bordereau-transmission: the RIB of a company's professional account
 * FAXED BY ITS BRANCH to the broker who builds the loan application (branches still fax what a
 * broker asks for; the broker's fax-to-mail service turns it into a PDF): the sending machine's
 * TRANSMISSION LINE at the very top (date and time, the branch's fax number, its name, the job's
 * number, "P.001/001": decoys), the branch's COVER SHEET in the upper half ("TÉLÉCOPIE - BORDEREAU
 * DE TRANSMISSION": the broker's firm, its fax, the adviser, the date, the number of pages, the
 * subject with the broker's file number; a message naming the company with its SIREN grouped and
 * the amount of the loan under study: decoys), a dashed cut line, then the RIB as the branch's
 * system prints it in a frame: "Titulaire du compte" (the holder as the bank names it over the
 * company's address) and "Domiciliation" (the branch over its address and phone) side by side, the
 * national parts as VALUES IN A ROW UNDER THEIR COLUMN TITLES, the IBAN grouped by four and the BIC
 * on LABEL : VALUE lines; under the frame the branch's rectangular stamp "Certifié conforme le ..."
 * with the branch's code (a decoy date) and the adviser's signature; all in black, with the fax's
 * specks and streaks; at the foot the receiving service's line with its own date and time
 * (decoys).
 */
import {addDays, type Facts, type GeneratedDocument, groupedSiren, hex, landline, newDocument, randomDigits, randomInt, saveDocument, Sheet, signaturePath, slashDate, upper} from '../util.js'

/** The brokers who receive the faxes (invented). */
const BROKERS: {name: string; contact: string; fax: string}[] = [
  {contact: 'Mme Sandrine Vidal', fax: '04 78 95 40 12', name: 'CAP FINANCEMENT PRO'},
  {contact: 'M. Arnaud Lemoine', fax: '01 45 22 87 30', name: 'ATOUT CRÉDIT ENTREPRISES'},
  {contact: 'Mme Karine Le Bihan', fax: '02 99 31 64 08', name: 'OUEST COURTAGE PROFESSIONNELS'},
  {contact: 'M. Julien Casanova', fax: '05 56 81 19 44', name: 'FINANCIA COURTAGE'},
]

const ADVISERS = ['M. Olivier Perrot', 'Mme Nadia Belkacem', 'M. François Texier', 'Mme Laure Dumas']

const BRANCH_STREETS = ['12 place de la République', '4 rue du Président Wilson', '27 cours Gambetta', '61 avenue Thiers']

export async function ribTelecopieAgence(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const account = facts.account
  const k = typeof params.broker === 'number' ? params.broker % BROKERS.length : 0
  const broker = BROKERS[k]
  const adviser = ADVISERS[(k + randomInt(rng, 0, 3)) % ADVISERS.length]
  const sent = addDays(facts.asOf, -randomInt(rng, 2, 30))
  const hh = randomInt(rng, 8, 17)
  const mm = randomInt(rng, 0, 57)
  const clock = (m: number) => `${String(hh).padStart(2, '0')}:${String(m).padStart(2, '0')}`
  const edited = addDays(sent, -randomInt(rng, 0, 1))
  const bankCode = account.iban.slice(4, 9)
  const branchCode = account.iban.slice(9, 14)
  const accountNo = account.iban.slice(14, 25)
  const key = account.iban.slice(25, 27)
  const printedIban = account.iban.replace(/(.{4})/g, '$1 ').trim()
  const town = company.address.city
  const postcode = company.address.postcode
  const branchPhone = landline(postcode, rng)
  const branchFax = landline(postcode, rng)
  const branchLines = [BRANCH_STREETS[k], `${postcode} ${upper(town)}`]
  const fileRef = `PRO-${sent.slice(0, 4)}-${randomDigits(rng, 4)}`
  const loan = randomInt(rng, 25, 180) * 1000
  const job = randomDigits(rng, 4)
  const ink = hex('#111111')
  const grey = hex('#4a4a4a')

  const {doc, fonts} = await newDocument({author: 'FaxMail', creator: 'FaxMail Pro - réception', date: sent, producer: 'FaxMail TIFF2PDF', title: `Fax ${branchFax.replaceAll(' ', '')} ${sent}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const W = R - L

  // The sending machine's line.
  s.text(`${slashDate(sent)} ${clock(mm)}    FAX ${branchFax}    ${account.branch}    #${job}    P.001/001`, 18, 15, {color: ink, font: C.regular, size: Math.min(7.6, 559 / C.regular.widthOfTextAtSize(`${slashDate(sent)} ${clock(mm)}    FAX ${branchFax}    ${account.branch}    #${job}    P.001/001`, 1))})

  // The cover sheet.
  s.box(L, 40, 30, 30, {fill: ink})
  s.text(account.bankName.split(' ').filter((w) => /^[A-ZÉ]/.test(w)).map((w) => w[0]).join('').slice(0, 3).toUpperCase(), L + 15, 60, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 10})
  s.text(account.bankName, L + 40, 53, {color: ink, font: H.bold, size: 12.5})
  s.text("Centre d'affaires professionnels", L + 40, 66, {color: grey, size: 8.4})
  s.text('TÉLÉCOPIE', R, 55, {align: 'right', color: ink, font: H.bold, size: 20})
  s.text('Bordereau de transmission', R, 69, {align: 'right', color: grey, size: 8.6})
  s.hline(L, R, 80, {color: ink, width: 1.2})

  let y = 100
  const pair = (label: string, value: string, x: number, at: number, room: number) => {
    s.text(label, x, at, {color: grey, font: H.bold, size: 8.4})
    s.text(value, x + 62, at, {color: ink, size: Math.min(9.2, room / H.regular.widthOfTextAtSize(value, 1))})
  }

  const half = W / 2
  const rows: [string, string, string, string][] = [
    ['À :', broker.name, 'De :', adviser],
    ["À l'att. de :", broker.contact, 'Agence :', account.branch],
    ['Fax :', broker.fax, 'Tél. :', branchPhone],
    ['Date :', slashDate(sent), 'Pages :', '1 (y compris celle-ci)'],
  ]
  for (const [l1, v1, l2, v2] of rows) {
    pair(l1, v1, L, y, half - 72)
    pair(l2, v2, L + half + 6, y, half - 72)
    s.hline(L, R, y + 6, {color: hex('#9a9a9a'), dash: [1, 1.5], width: 0.5})
    y += 19
  }

  pair('Objet :', `RIB ${company.name} ${company.legalForm} - votre dossier ${fileRef}`, L, y, W - 66)
  s.hline(L, R, y + 6, {color: ink, width: 0.8})
  y += 28

  const message = [
    'Madame, Monsieur,',
    `Comme convenu par téléphone, veuillez trouver ci-dessous le relevé d'identité bancaire du compte professionnel de notre client ${company.name} ${company.legalForm} (SIREN ${groupedSiren(company.siren)}), sur lequel seront prélevées les échéances du prêt de ${String(loan).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0€ actuellement à l'étude (votre référence ${fileRef}).`,
    "Je reste à votre disposition pour tout complément d'information.",
    `Cordialement, ${adviser}, chargé(e) d'affaires professionnels.`,
  ]
  for (const para of message) y = s.paragraph(para, L, y, W, {color: ink, leading: 12.4, size: 9.4}) + 4
  y += 2
  y = s.paragraph(
    "Ce message est confidentiel et destiné exclusivement à son destinataire. Si vous l'avez reçu par erreur, merci d'en avertir immédiatement l'expéditeur par téléphone et de le détruire.",
    L,
    y,
    W,
    {color: grey, font: H.italic, leading: 9.4, size: 7.4},
  )

  // The cut line, then the RIB as the branch's system prints it.
  y += 12
  s.hline(L, R, y, {color: ink, dash: [4, 3], width: 0.7})
  s.text(`Édité le ${slashDate(edited)}`, R, y + 12, {align: 'right', color: grey, size: 7.4})
  y += 22
  const top = y
  s.text("RELEVÉ D'IDENTITÉ BANCAIRE", L + W / 2, y + 20, {align: 'center', color: ink, font: H.bold, size: 12.5})
  y += 40
  const col = L + 14
  const col2 = L + half + 10
  s.text('Titulaire du compte', col, y, {color: grey, font: H.bold, size: 7.8})
  s.text('Domiciliation', col2, y, {color: grey, font: H.bold, size: 7.8})
  const holderSize = Math.min(10, (half - 30) / H.bold.widthOfTextAtSize(account.holder, 1))
  s.text(account.holder, col, y + 15, {color: ink, font: H.bold, size: holderSize})
  const seat = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const after = s.lines(seat, col, y + 28, {color: ink, leading: 11, size: 8.8})
  s.text(account.branch, col2, y + 15, {color: ink, font: H.bold, size: Math.min(10, (half - 30) / H.bold.widthOfTextAtSize(account.branch, 1))})
  const after2 = s.lines([...branchLines, `Tél. ${branchPhone}`], col2, y + 28, {color: ink, leading: 11, size: 8.8})
  y = Math.max(after, after2) + 8

  s.text('Identifiant national de compte bancaire - RIB', col, y, {color: grey, font: H.bold, size: 7.8})
  y += 6
  y = s.table({
    columns: [{align: 'center', width: 90}, {align: 'center', width: 90}, {align: 'center', width: 170}, {align: 'center', width: 70}],
    font: C.bold,
    frame: true,
    header: [['Banque', 'Guichet', 'N° de compte', 'Clé RIB']],
    headerFont: H.bold,
    headerSize: 7.6,
    rowHeight: 20,
    rows: [[bankCode, branchCode, accountNo, key]],
    ruleColor: ink,
    size: 10.5,
    verticalRules: true,
    x: col,
    y,
  })
  y += 22
  s.text('Identifiant international de compte bancaire', col, y, {color: grey, font: H.bold, size: 7.8})
  y += 17
  s.text('IBAN :', col, y, {color: ink, font: H.bold, size: 9})
  s.text(printedIban, col + 74, y, {color: ink, font: C.bold, size: 11})
  y += 17
  s.text('BIC :', col, y, {color: ink, font: H.bold, size: 9})
  s.text(account.bic, col + 74, y, {color: ink, font: C.bold, size: 11})
  y += 20
  y = s.paragraph(
    "Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire des opérations à votre compte (virements, prélèvements, paiement de quittances, etc.). Son utilisation vous garantit le bon enregistrement des opérations en cause.",
    col,
    y,
    W - 28,
    {color: grey, leading: 9.2, size: 7.2},
  )
  s.box(L, top, W, y - top + 4, {lineWidth: 1.1, stroke: ink})

  // The branch's stamp and the adviser's signature under the frame.
  y += 34
  const sx = R - 210
  s.box(sx, y, 200, 62, {lineWidth: 1.4, stroke: ink})
  s.text(upper(account.bankName), sx + 100, y + 16, {align: 'center', color: ink, font: H.bold, size: Math.min(8.4, 186 / H.bold.widthOfTextAtSize(upper(account.bankName), 1))})
  s.text(account.branch, sx + 100, y + 30, {align: 'center', color: ink, size: Math.min(8, 186 / H.regular.widthOfTextAtSize(account.branch, 1))})
  s.text(`Certifié conforme le ${slashDate(sent)}`, sx + 100, y + 44, {align: 'center', color: ink, size: 7.6})
  s.text(`Guichet ${branchCode}`, sx + 100, y + 56, {align: 'center', color: ink, size: 7.6})
  s.text("Signature du chargé d'affaires", L + 10, y + 8, {color: grey, size: 7.6})
  s.path(signaturePath(rng, 110), L + 20, y + 22, {lineWidth: 1.2, stroke: ink})

  // The receiving service's line.
  s.hline(18, s.width - 18, 816, {color: grey, width: 0.4})
  s.text(`Reçu le ${slashDate(sent)} à ${clock(mm + randomInt(rng, 1, 2))} de ${branchFax} - FaxMail ${broker.name} - 1 page`, s.width / 2, 828, {align: 'center', color: grey, font: C.regular, size: 7})

  // The fax's specks and streaks.
  for (let i = 0; i < 60; i++) s.circle(randomInt(rng, 10, 585), randomInt(rng, 24, 812), 0.25 + rng() * 0.55, {fill: ink})
  for (let i = 0; i < 3; i++) {
    const at = randomInt(rng, 30, 800)
    s.hline(0, s.width, at, {color: hex('#bdbdbd'), width: 0.35})
  }

  return {
    fields: {bic: account.bic, domiciliation: account.branch, iban: account.iban, titulaire: account.holder},
    layout: 'rib/telecopie-agence-bordereau-transmission',
    notes: [
      "a company's RIB faxed by its branch to the broker: the sending machine's line at the top, the branch's cover sheet in the upper half, the RIB under a dashed cut line",
      'the holder and the domiciliation side by side; the national parts as values under their column titles; the IBAN grouped by four and the BIC on label : value lines; black only, specks and streaks',
      "decoys: the fax numbers, dates and times (sending, editing, stamping, receiving), the broker's firm and contact, the adviser, the file number, the company's SIREN and the loan's amount in the message, the branch's address and phone",
    ],
    pdf: await saveDocument(doc),
    type: 'rib',
  }
}
