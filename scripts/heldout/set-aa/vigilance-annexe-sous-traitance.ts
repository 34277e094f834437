/**
 * HELD-OUT attestation_vigilance/annexe-contrat-sous-traitance-copie-reduite: the Urssaf vigilance
 * certificate of a subcontractor REPRODUCED REDUCED (about 72 %) as ANNEX 3 OF A SUBCONTRACT, the
 * page as the main contractor's legal department assembles it (four invented main contractors): a
 * band at the top with "CONTRAT DE SOUS-TRAITANCE N° ST-2029-014 - ANNEXE 3", the contract's date
 * (a decoy) and the legal reference (articles L. 8222-1 and D. 8222-5 of the labour code); "Donneur
 * d'ordre" with the contractor's name, SIRET grouped and address (decoys) and "Sous-traitant" with
 * the company's name; then the reduced copy in a grey frame: the Urssaf's mark and regional name,
 * "ATTESTATION DE VIGILANCE", "Délivrée le 12/03/2029" with slashes (the truth), the company as
 * LABEL : VALUE rows ("Raison sociale" the name alone, "SIRET" grouped, "Adresse" on its lines with
 * the town in capitals), the sentence with the situation date (a decoy), the number of employees
 * and the wage bill of the last period (decoys), the SECURITY CODE; under the copy the contractor's
 * handwritten "Authenticité vérifiée sur urssaf.fr le ..." (a decoy date) and both parties'
 * initials in boxes; the page number of the contract at the foot.
 */
import {type PDFFont, type RGB} from 'pdf-lib'

import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiret, hex, longDate, newDocument, randomDigits, randomInt, randomLetters, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'

const Z = 0.72

/** The Urssaf of the company's region (the certificate comes from the Urssaf of its seat). */
const REGIONS: [string, string[]][] = [
  ['Auvergne-Rhône-Alpes', ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74']],
  ['Île-de-France', ['75', '77', '78', '91', '92', '93', '94', '95']],
  ['Pays de la Loire', ['44', '49', '53', '72', '85']],
  ['Nouvelle-Aquitaine', ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87']],
  ['Occitanie', ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82']],
  ['Bretagne', ['22', '29', '35', '56']],
  ["Provence-Alpes-Côte d'Azur", ['04', '05', '06', '13', '83', '84']],
  ['Grand Est', ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88']],
  ['Hauts-de-France', ['02', '59', '60', '62', '80']],
  ['Bourgogne-Franche-Comté', ['21', '25', '39', '58', '70', '71', '89', '90']],
  ['Centre-Val de Loire', ['18', '28', '36', '37', '41', '45']],
]

const regionOf = (postcode: string): string => REGIONS.find(([, depts]) => depts.includes(postcode.slice(0, 2)))?.[0] ?? 'Normandie'

interface Contractor {
  name: string
  siret: string
  lines: string[]
  region: string
}

const CONTRACTORS: Contractor[] = [
  {lines: ['Tour Oxygène, 10-12 boulevard Vivier-Merle', '69003 LYON'], name: 'ALTEOS SYSTÈMES D\'INFORMATION SA', region: 'Rhône-Alpes', siret: '41822690500047'},
  {lines: ['3 rue du Dôme', '92100 BOULOGNE-BILLANCOURT'], name: 'GROUPE MÉDIAVOX SAS', region: 'Île-de-France', siret: '52917348800025'},
  {lines: ['Parc Technologique du Canal, 8 avenue de l\'Europe', '31520 RAMONVILLE-SAINT-AGNE'], name: 'AÉROTECH DOCUMENTATION SAS', region: 'Midi-Pyrénées', siret: '48366215100031'},
  {lines: ['45 quai de Paludate', '33800 BORDEAUX'], name: 'EDITIONS DU SUD-OUEST NUMÉRIQUE SARL', region: 'Aquitaine', siret: '79044512600018'},
]

export async function vigilanceAnnexeSousTraitance(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const k = typeof params.contractor === 'number' ? params.contractor % CONTRACTORS.length : 0
  const ct = CONTRACTORS[k]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 5, 40))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const contractDate = addDays(issued, randomInt(rng, 2, 12))
  const checked = addDays(contractDate, -randomInt(rng, 0, 1))
  const contractNo = `ST-${contractDate.slice(0, 4)}-${String(randomInt(rng, 3, 88)).padStart(3, '0')}`
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let code = ''
  for (let i = 0; i < 15; i++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const staff = randomInt(rng, 2, 14)
  const wages = staff * randomInt(rng, 2400, 3600) * 100
  const lastPeriod = addMonths(`${issued.slice(0, 7)}-01`, -2).slice(0, 7)
  const region = regionOf(company.address.postcode)
  const ink = hex('#1d1f23')
  const soft = hex('#5e626a')
  const navy = hex('#1f2f63')
  const urssaf = hex('#00558c')

  const {doc, fonts} = await newDocument({author: ct.name, creator: 'Microsoft Word', date: contractDate, producer: 'Microsoft Word', title: `${contractNo} Annexe 3 - Attestation de vigilance`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 50
  const R = 545
  const W = R - L

  s.box(L, 36, W, 22, {fill: navy})
  s.text(`CONTRAT DE SOUS-TRAITANCE N° ${contractNo}  -  ANNEXE 3`, L + 10, 51, {color: WHITE, font: H.bold, size: 10})
  s.text(`du ${slashDate(contractDate)}`, R - 10, 51, {align: 'right', color: WHITE, size: 8.5})
  s.text("Attestation de vigilance du sous-traitant (articles L. 8222-1 et D. 8222-5 du code du travail)", L, 74, {color: ink, font: H.bold, size: 9})
  s.text("Donneur d'ordre :", L, 92, {color: soft, size: 8})
  s.text(ct.name, L + 80, 92, {color: ink, font: H.bold, size: 8.4})
  s.text(`SIRET ${groupedSiret(ct.siret)} - ${ct.lines.join(', ')}`, L + 80, 103, {color: soft, size: Math.min(7.6, (W - 80) / H.regular.widthOfTextAtSize(`SIRET ${groupedSiret(ct.siret)} - ${ct.lines.join(', ')}`, 1))})
  s.text('Sous-traitant :', L, 117, {color: soft, size: 8})
  s.text(`${company.name} ${company.legalForm}`, L + 80, 117, {color: ink, font: H.bold, size: 8.4})

  // The reduced copy.
  const ox = (s.width - s.width * Z) / 2
  const oy = 134
  const x = (u: number) => ox + u * Z
  const y = (v: number) => oy + v * Z
  const text = (value: string, u: number, v: number, font: PDFFont, size: number, color: RGB = ink, align: 'center' | 'left' | 'right' = 'left') => s.text(value, x(u), y(v), {align, color, font, size: size * Z})
  s.box(ox, oy, s.width * Z, s.height * Z, {lineWidth: 0.8, stroke: hex('#8f8f8f')})
  s.box(x(50), y(50), 44 * Z, 44 * Z, {fill: urssaf, radius: 4})
  text('U', 72, 82, H.bold, 26, WHITE, 'center')
  text('Urssaf', 104, 70, H.bold, 20, urssaf)
  text(region, 104, 88, H.regular, 11, urssaf)
  text('ATTESTATION DE VIGILANCE', 297, 160, H.bold, 18, ink, 'center')
  text(`Délivrée le ${slashDate(issued)}`, 297, 182, H.regular, 11, ink, 'center')
  let v = 230
  const row = (label: string, values: string[]) => {
    text(label, 70, v, H.regular, 11, soft)
    values.forEach((value, j) => text(value, 210, v + j * 15, H.bold, 11))
    v += 15 * values.length + 8
  }

  row('Raison sociale', [company.name])
  row('Forme juridique', [company.legalForm])
  row('SIRET', [groupedSiret(company.siret)])
  row('Adresse', address)
  v += 10
  const para = (value: string) => {
    const words = value.split(' ')
    let line = ''
    for (const w of words) {
      const cand = line ? `${line} ${w}` : w
      if (H.regular.widthOfTextAtSize(cand, 11) > 455 && line) {
        text(line, 70, v, H.regular, 11)
        v += 15
        line = w
      } else line = cand
    }

    text(line, 70, v, H.regular, 11)
    v += 23
  }

  para(`L'Urssaf atteste que l'entreprise désignée ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales à la date du ${longDate(situation)}, conformément à l'article L. 243-15 du code de la sécurité sociale.`)
  para(`Dernière période déclarée : ${lastPeriod.slice(5)}/${lastPeriod.slice(0, 4)} - effectif déclaré : ${staff} salarié(s) - masse salariale : ${frAmount(wages)} €.`)
  para("Le donneur d'ordre peut vérifier l'authenticité de cette attestation sur www.urssaf.fr, rubrique « Vérifier une attestation », à l'aide du code de sécurité ci-dessous.")
  s.box(x(150), y(v - 6), 295 * Z, 42 * Z, {lineWidth: 0.8, stroke: urssaf})
  text('Code de sécurité', 297, v + 10, H.regular, 9, soft, 'center')
  text(code, 297, v + 28, fonts.courier.bold, 14, ink, 'center')
  v += 70
  text('Le Directeur', 420, v, H.italic, 11)
  text(`Réf. ${randomLetters(rng, 3)}${randomDigits(rng, 10)} - Page 1/1`, 297, 800, H.regular, 8, soft, 'center')

  // Under the copy.
  const hand = hex('#1a2f86')
  const by = oy + s.height * Z + 14
  s.text(`Authenticité vérifiée sur urssaf.fr le ${slashDate(checked)}`, L, by + 14, {color: hand, font: fonts.times.italic, size: 12.5})
  s.text("Paraphes : donneur d'ordre", 330, by + 4, {color: soft, size: 7.4})
  s.text('sous-traitant', 470, by + 4, {color: soft, size: 7.4})
  s.box(330, by + 9, 60, 24, {lineWidth: 0.6, stroke: soft})
  s.box(470, by + 9, 60, 24, {lineWidth: 0.6, stroke: soft})
  s.text(['JM', 'CB', 'PL', 'AD'][k], 360, by + 27, {align: 'center', color: hand, font: fonts.times.italic, size: 13})
  s.text(`${company.manager.givenNames[0][0]}${(company.manager.usageName ?? company.manager.surname)[0]}`, 500, by + 27, {align: 'center', color: hand, font: fonts.times.italic, size: 13})
  s.text(`Contrat ${contractNo} - ${ct.region} - page 14 / 16`, s.width / 2, 826, {align: 'center', color: soft, size: 7})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: company.name, siret: company.siret},
    layout: 'attestation_vigilance/annexe-contrat-sous-traitance-copie-reduite',
    notes: [
      "the Urssaf vigilance certificate reproduced reduced (about 72 %) as annex 3 of a subcontract, the main contractor's band above it and its check under it",
      '"Délivrée le 12/03/2029" with slashes; the company as label : value rows ("Raison sociale" the name alone, "SIRET" grouped, "Adresse" on its lines with the town in capitals); the security code in a frame',
      "decoys: the contract's number and date, the main contractor's name, SIRET and address, the situation date in words, the last period, the workforce and the wage bill, the check's handwritten date, the initials",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
