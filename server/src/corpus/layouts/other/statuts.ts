/**
 * The company's articles of association (statuts of a SAS), certified by its president: a decoy
 * for the Kbis extract. They carry the company name, legal form, capital, head office, SIREN
 * with "RCS <city>", the activity and the president, and, as real statutes do, the clause ending
 * the president's term "en cas de redressement ou de liquidation judiciaire": a Kbis check for
 * insolvency proceedings must not read it as one.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addressLines, euroWords, frEuros, groupedSiren, inlineAddress, issueDateOf, longDate, readParams, upper} from '../personal/common.js'
import {GREY, newDocument, saveDocument, Sheet, signaturePath, hex} from '../personal/draw.js'

const LEGAL_FORMS: Record<string, string> = {
  EURL: 'Entreprise unipersonnelle à responsabilité limitée',
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée unipersonnelle',
}

export async function statutes(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const updated = issueDateOf(params, facts, rng)
  const {company} = facts
  const manager = company.manager
  const form = LEGAL_FORMS[company.legalForm] ?? company.legalForm
  const isSas = company.legalForm.startsWith('SAS')
  const chief = isSas ? (manager.civility === 'Mme' ? 'Présidente' : 'Président') : manager.civility === 'Mme' ? 'Gérante' : 'Gérant'
  const capitalEuros = Math.round(company.capitalCents / 100)
  const shares = capitalEuros >= 1000 ? capitalEuros / 10 : capitalEuros
  const nominal = capitalEuros / shares
  const managerName = `${manager.civility === 'Mme' ? 'Madame' : 'Monsieur'} ${manager.givenNames.join(' ')} ${upper(manager.usageName ?? manager.surname)}`
  const born = manager.civility === 'Mme' ? 'née' : 'né'

  const {doc, fonts} = await newDocument({author: managerName, creator: 'Microsoft® Word pour Microsoft 365', date: updated, producer: 'Microsoft® Word pour Microsoft 365', title: `Statuts ${company.name}`})
  const T = fonts.times

  const articles: [string, string][] = [
    ['Forme', `Il est formé entre les propriétaires des actions ci-après créées et de celles qui pourraient l’être ultérieurement une ${form.toLowerCase()} régie par les dispositions légales et réglementaires en vigueur et par les présents statuts.`],
    ['Objet', `La Société a pour objet, en France et à l’étranger : ${company.activity.toLowerCase()} ; la fourniture de tous services, études et conseils s’y rapportant ; et, plus généralement, toutes opérations industrielles, commerciales, financières, mobilières ou immobilières pouvant se rattacher directement ou indirectement à cet objet.`],
    ['Dénomination', `La dénomination sociale est : ${company.name}. Dans tous les actes et documents émanant de la Société, la dénomination doit être précédée ou suivie immédiatement des mots « ${form} » ou des initiales « ${company.legalForm} » et de l’énonciation du capital social.`],
    ['Siège social', `Le siège social est fixé : ${inlineAddress(company.address)}. Il pourra être transféré en tout autre endroit par décision du ${chief}, sous réserve de ratification par la prochaine décision collective des associés.`],
    ['Durée', `La durée de la Société est fixée à quatre-vingt-dix-neuf (99) années à compter de son immatriculation au registre du commerce et des sociétés, sauf dissolution anticipée ou prorogation.`],
    ['Apports', `Lors de la constitution, il a été fait apport à la Société d’une somme en numéraire de ${frEuros(capitalEuros)} euros (${euroWords(company.capitalCents)}), correspondant à ${shares} actions de ${nominal} euro${nominal > 1 ? 's' : ''} de nominal chacune, souscrites et libérées en totalité, ainsi qu’il résulte du certificat du dépositaire des fonds.`],
    ['Capital social', `Le capital social est fixé à la somme de ${frEuros(capitalEuros)} euros. Il est divisé en ${shares} actions de même catégorie, entièrement libérées.`],
    ['Forme des actions', 'Les actions sont obligatoirement nominatives. Elles donnent lieu à une inscription en compte dans les conditions et selon les modalités prévues par la loi.'],
    ['Transmission des actions', 'Les actions sont librement cessibles entre associés. Toute cession à un tiers est soumise à l’agrément préalable de la collectivité des associés statuant à la majorité des deux tiers des actions.'],
    [
      isSas ? 'Président' : 'Gérance',
      `La Société est représentée, dirigée et administrée par un ${isSas ? 'Président' : 'Gérant'}, personne physique ou morale, associé ou non. ` +
        `Le premier ${isSas ? 'Président' : 'Gérant'} de la Société, nommé aux termes des présents statuts pour une durée indéterminée, est : ${managerName}, ${born} le ${longDate(manager.birthDate)} à ${manager.birthPlace}, de nationalité ${manager.nationality.toLowerCase()}, demeurant ${inlineAddress(manager.address)}. ` +
        `Les fonctions du ${chief} prennent fin par son décès, sa démission, sa révocation, l’expiration de son mandat ou l’ouverture à son encontre d’une procédure de redressement ou de liquidation judiciaire.`,
    ],
    ['Pouvoirs', `Le ${chief} est investi des pouvoirs les plus étendus pour agir en toute circonstance au nom de la Société, dans la limite de l’objet social et sous réserve des pouvoirs que la loi attribue expressément aux associés.`],
    ['Décisions collectives', 'Les décisions collectives sont prises en assemblée, par consultation écrite ou dans un acte sous seing privé signé par tous les associés. Elles sont adoptées à la majorité des voix des associés disposant du droit de vote.'],
    ['Exercice social', `L’exercice social commence le 1er janvier et se termine le 31 décembre de chaque année. Par exception, le premier exercice commence à la date d’immatriculation et se terminera le 31 décembre ${Number(company.registeredOn.slice(0, 4)) + 1}.`],
    ['Affectation des résultats', 'Sur le bénéfice de l’exercice, diminué le cas échéant des pertes antérieures, il est prélevé cinq pour cent au moins pour constituer la réserve légale, jusqu’à ce que celle-ci atteigne le dixième du capital social.'],
    ['Dissolution - Liquidation', 'À l’expiration de la Société ou en cas de dissolution anticipée, la liquidation est effectuée conformément aux dispositions du Code de commerce. Le boni de liquidation est réparti entre les associés proportionnellement au nombre de leurs actions.'],
  ]

  // Cover page.
  const cover = Sheet.add(doc, fonts)
  cover.text(company.name, cover.width / 2, 230, {align: 'center', font: T.bold, size: 24})
  cover.text(`${form} au capital de ${frEuros(capitalEuros)} euros`, cover.width / 2, 260, {align: 'center', font: T.regular, size: 12})
  cover.text(`Siège social : ${inlineAddress(company.address)}`, cover.width / 2, 278, {align: 'center', font: T.regular, size: 12})
  cover.text(`${groupedSiren(company.siren)} RCS ${company.registry}`, cover.width / 2, 296, {align: 'center', font: T.regular, size: 12})
  cover.hline(200, 395, 330, {width: 0.8})
  cover.text('STATUTS', cover.width / 2, 380, {align: 'center', font: T.bold, size: 30})
  cover.text(`Mis à jour le ${longDate(updated)}`, cover.width / 2, 410, {align: 'center', font: T.italic, size: 12})
  cover.text(`Certifiés conformes par ${chief === 'Présidente' || chief === 'Gérante' ? 'la' : 'le'} ${chief}`, cover.width / 2, 700, {align: 'center', font: T.italic, size: 11})
  cover.path(signaturePath(rng, 100), cover.width / 2 - 50, 722, {lineWidth: 1, stroke: hex('#1b2a6b')})

  // Articles, flowing over pages.
  let page = Sheet.add(doc, fonts)
  let pageNumber = 2
  let y = 72
  const footer = (s: Sheet, n: number): void => {
    s.text(`Statuts ${company.name} - ${n}`, s.width / 2, 810, {align: 'center', color: GREY, font: T.italic, size: 9})
  }

  for (const [index, [title, body]] of articles.entries()) {
    const needed = 40 + Math.ceil((body.length * 5.2) / 451) * 15
    if (y + needed > 770) {
      footer(page, pageNumber)
      page = Sheet.add(doc, fonts)
      pageNumber++
      y = 72
    }

    page.text(`ARTICLE ${index + 1} - ${upper(title)}`, 72, y, {font: T.bold, size: 11.5})
    y = page.paragraph(body, 72, y + 18, 451, {font: T.regular, justify: true, leading: 15, size: 11.5}) + 10
  }

  y += 20
  if (y > 700) {
    footer(page, pageNumber)
    page = Sheet.add(doc, fonts)
    pageNumber++
    y = 72
  }

  page.text(`Fait à ${company.registry}, le ${longDate(company.registeredOn)},`, 72, y, {font: T.regular, size: 11.5})
  page.text('en quatre exemplaires originaux.', 72, y + 15, {font: T.regular, size: 11.5})
  page.text(`${managerName}, ${chief.toLowerCase()}`, 300, y + 45, {font: T.italic, size: 10.5})
  page.path(signaturePath(rng, 90), 320, y + 60, {lineWidth: 1, stroke: hex('#1b2a6b')})
  page.lines(addressLines(company.address), 72, y + 100, {color: GREY, font: T.regular, leading: 12, size: 9})
  footer(page, pageNumber)

  return {
    fields: {},
    layout: 'other/statuts',
    notes: [
      'decoy for the Kbis: company name, legal form, capital, head office, SIREN "RCS <city>", activity and president, but no "extrait" and an old signing date',
      'the president clause mentions "redressement ou de liquidation judiciaire": must not count as insolvency proceedings',
      'several pages of justified Times text; the manager’s birth date, birth place and home address',
    ],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
