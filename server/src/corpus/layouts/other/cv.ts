/**
 * The manager's curriculum vitae: two columns, a coloured sidebar with contact details (home
 * address, birth date), dated experience including the presidency of the company. It names the
 * person, their address, the company and many dates, and is none of the dossier's documents.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addressLines, capitalisedSurname, issueDateOf, randomDigits, readParams, slashDate, upper} from '../personal/common.js'
import {hex, newDocument, saveDocument, Sheet, WHITE} from '../personal/draw.js'

export async function curriculumVitae(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const dated = issueDateOf(params, facts, rng)
  const {company, person} = facts
  const surname = person.usageName ?? person.surname
  const fullName = `${person.givenNames[0]} ${upper(surname)}`
  const email = `${person.givenNames[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${surname.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll(' ', '-')}@mailo.example`
  const founded = Number(company.registeredOn.slice(0, 4))
  const born = Number(person.birthDate.slice(0, 4))
  const female = person.civility === 'Mme'
  const sidebar = hex('#24384f')
  const accent = hex('#d98e04')

  const {doc, fonts} = await newDocument({author: fullName, creator: 'Canva', date: dated, producer: 'Canva', title: `CV ${fullName}`})
  const s = Sheet.add(doc, fonts)
  const H = fonts.helvetica

  // Sidebar.
  s.box(0, 0, 190, s.height, {fill: sidebar})
  s.circle(95, 90, 46, {fill: hex('#3c5673')})
  s.text(`${person.givenNames[0][0]}${surname[0]}`, 95, 102, {align: 'center', color: WHITE, font: H.bold, size: 30})
  const side = (title: string, lines: string[], y: number): number => {
    s.text(title, 24, y, {color: accent, font: H.bold, size: 10})
    s.hline(24, 166, y + 5, {color: accent, width: 0.6})
    return s.lines(lines, 24, y + 20, {color: WHITE, leading: 12, size: 8.5}) + 14
  }

  let y = side('CONTACT', [...addressLines(person.address), `06 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`, email], 170)
  y = side('INFORMATIONS', [`${female ? 'Née' : 'Né'} le ${slashDate(person.birthDate)}`, `Nationalité ${person.nationality.toLowerCase()}`, 'Permis B'], y)
  y = side('COMPÉTENCES', ['Gestion d’entreprise et pilotage', 'Relation client et devis', 'Comptabilité, paie, trésorerie', 'Outils bureautiques et de gestion', 'Management d’équipe (6 pers.)'], y)
  y = side('LANGUES', ['Anglais : courant (B2)', 'Allemand : notions'], y)
  side('CENTRES D’INTÉRÊT', ['Randonnée, ébénisterie d’art', 'Bénévolat : banque alimentaire'], y)

  // Main column.
  const x = 214
  // The name as large as the column allows.
  s.text(fullName, x, 74, {font: H.bold, size: Math.min(24, 345 / H.bold.widthOfTextAtSize(fullName, 1))})
  s.text(female ? 'Dirigeante d’entreprise - gestion et développement' : 'Dirigeant d’entreprise - gestion et développement', x, 94, {color: accent, font: H.bold, size: 11})
  y = s.paragraph(
    `${female ? 'Fondatrice' : 'Fondateur'} de ${company.name} (${company.legalForm}, ${company.address.city}), je pilote depuis ${founded} une entreprise de ${company.activity.toLowerCase()} et cherche à accompagner sa croissance.`,
    x,
    118,
    345,
    {leading: 12, size: 9},
  )

  const section = (title: string, at: number): number => {
    s.text(title, x, at, {color: sidebar, font: H.bold, size: 12})
    s.hline(x, 559, at + 5, {color: accent, width: 1})
    return at + 22
  }

  y = section('EXPÉRIENCE PROFESSIONNELLE', y + 16)
  const jobs: [string, string, string, string[]][] = [
    [`Depuis ${founded}`, `${female ? 'Présidente' : 'Président'} - ${company.name}`, company.address.city, ['Création de l’entreprise, recrutement et encadrement de l’équipe', 'Développement commercial auprès des particuliers et des architectes', 'Gestion administrative, financière et sociale']],
    [`${founded - 6} - ${founded}`, female ? 'Responsable administrative et financière' : 'Responsable administratif et financier', 'Groupe Vallet Industrie, Beaune', ['Clôtures mensuelles, suivi de trésorerie et relations bancaires', 'Paie de 25 salariés, déclarations sociales']],
    [`${founded - 9} - ${founded - 6}`, female ? 'Assistante de gestion' : 'Assistant de gestion', 'Cabinet comptable Moreau, Dijon', ['Saisie comptable, déclarations de TVA, bilans de TPE']],
  ]
  for (const [when, title, where, bullets] of jobs) {
    s.text(when, x, y, {color: accent, font: H.bold, size: 8.5})
    s.text(title, x + 78, y, {font: H.bold, size: 9.5})
    s.text(where, x + 78, y + 12, {font: H.italic, size: 8.5})
    y += 26
    for (const bullet of bullets) {
      s.text('•', x + 80, y, {size: 8.5})
      y = s.paragraph(bullet, x + 90, y, 255, {leading: 11, size: 8.5})
    }

    y += 8
  }

  y = section('FORMATION', y + 6)
  const studies: [string, string, string][] = [
    [`${born + 23}`, 'Master Comptabilité, contrôle, audit', `Université - ${company.registry}`],
    [`${born + 21}`, 'Licence Économie et gestion', `Université - ${company.registry}`],
    [`${born + 18}`, 'Baccalauréat ES, mention bien', `Lycée - ${person.birthPlace.replace(/\s*\(.*\)$/, '')}`],
  ]
  for (const [when, title, where] of studies) {
    s.text(when, x, y, {color: accent, font: H.bold, size: 8.5})
    s.text(title, x + 78, y, {font: H.bold, size: 9.5})
    s.text(where, x + 78, y + 12, {font: H.italic, size: 8.5})
    y += 30
  }

  s.text(`CV mis à jour le ${slashDate(dated)} - ${capitalisedSurname(fullName)}`, 559, 826, {align: 'right', color: hex('#9a9a9a'), size: 6.5})

  return {
    fields: {},
    layout: 'other/cv',
    notes: ['the person’s name, home address, birth date and the company’s name, with many dates, in a two-column layout with a dark sidebar (white text)', 'no document-type title: a CV'],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
