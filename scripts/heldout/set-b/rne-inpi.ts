/**
 * HELD-OUT kbis/rne-extrait: the INPI "Extrait d'immatriculation au Registre national des
 * entreprises" (data.inpi.fr), the extract that replaced the D1 of the trades register for
 * artisans and is accepted as a Kbis alternative: the INPI brand block at the top left,
 * "Registre national des entreprises" at the right, the title in two lines and "à jour au
 * 3 mars 2026" (long date), a line "Entreprise immatriculée au RNE - activité artisanale", then
 * sections whose titles are upper-case words over a thin rule ("IDENTITÉ DE L'ENTREPRISE",
 * "GESTION ET DIRECTION", "ÉTABLISSEMENT PRINCIPAL"), each a two-column key / value list (labels
 * in grey, values at a tab; the seat address over 2-3 lines; "Date de début d'activité" a few days
 * from the registration date; "Date de la dernière modification" as a decoy), the manager as
 * "Qualité" / "Nom, Prénom(s)" ("DUPONT Jean Pierre") / "Nom d'usage" / "Date de naissance
 * (mois et année)" / "Commune de résidence", and the INPI footer.
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {
  addDays,
  type Facts,
  frAmount,
  type GeneratedDocument,
  GREY,
  hex,
  longDate,
  newDocument,
  randomInt,
  saveDocument,
  Sheet,
  slashDate,
  upper,
  wrap,
} from '../util.js'

const ARTISANAL = /boulangerie|coiffure|meubles|torréfaction|fabrication/i
const AGRICULTURAL = /parcs et jardins/i

export async function rneInpi(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 0, 30))
  const started = addDays(company.registeredOn, -randomInt(rng, 0, 14))
  const modified = addDays(extract, -randomInt(rng, 60, 900))
  const lastChange = modified > company.registeredOn ? modified : company.registeredOn
  const siren = company.siren
  const nature = ARTISANAL.test(company.activity) ? 'Artisanale' : AGRICULTURAL.test(company.activity) ? 'Agricole' : 'Commerciale'
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${upper(person.surname)} ${person.givenNames.join(' ')}`
  const ink = hex('#27348b')

  const {doc, fonts} = await newDocument({author: 'INPI', creator: 'data.inpi.fr', date: extract, producer: 'INPI - RNE', title: `Extrait RNE ${siren}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)

  // Header.
  s.box(40, 34, 52, 26, {fill: ink})
  s.text('inpi', 66, 53, {align: 'center', color: hex('#ffffff'), font: H.bold, size: 15})
  s.text('Registre national des entreprises', 555, 46, {align: 'right', color: ink, font: H.bold, size: 9})
  s.text('data.inpi.fr', 555, 57, {align: 'right', color: GREY, size: 7.5})

  s.text("EXTRAIT D'IMMATRICULATION", s.width / 2, 104, {align: 'center', color: ink, font: H.bold, size: 14})
  s.text('AU REGISTRE NATIONAL DES ENTREPRISES', s.width / 2, 120, {align: 'center', color: ink, font: H.bold, size: 11})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 138, {align: 'center', size: 10})
  s.text(`Entreprise immatriculée au RNE - activité ${nature.toLowerCase()}`, s.width / 2, 154, {align: 'center', color: GREY, size: 8.5})

  const tab = 215
  let y = 190
  const heading = (title: string) => {
    y += 8
    s.text(title, 40, y, {color: ink, font: H.bold, size: 9.5})
    s.hline(40, 555, y + 4, {color: ink, width: 0.6})
    y += 20
  }

  const row = (label: string, value: string | string[]) => {
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, 330, H.regular, 9))
    s.text(label, 48, y, {color: GREY, size: 8.5})
    values.forEach((v, i) => s.text(v, tab, y + i * 11.5, {size: 9}))
    y += 11.5 * values.length + 5
  }

  heading("IDENTITÉ DE L'ENTREPRISE")
  row('Dénomination', company.name)
  row('SIREN', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`)
  row("Date d'immatriculation au RNE", slashDate(company.registeredOn))
  row("Date de début d'activité", slashDate(started))
  row('Forme juridique', LEGAL_FORM_LONG[company.legalForm as LegalForm])
  row('Capital social', `${frAmount(company.capitalCents, ' ')} EUR`)
  row('Adresse du siège', seat)
  row("Nature de l'activité", nature)
  row('Activité principale', company.activity)
  row('Code APE', `${company.naf.slice(0, 2)}.${company.naf.slice(2)}`)
  row('Durée de la personne morale', '99 ans')
  row("Date de clôture de l'exercice social", '31 décembre')
  row('Date de la dernière modification', slashDate(lastChange))

  heading('GESTION ET DIRECTION')
  row('Qualité', managerTitle(company))
  row('Nom, Prénom(s)', nameRow)
  if (person.usageName) row("Nom d'usage", upper(person.usageName))
  row('Date de naissance (mois et année)', `${person.birthDate.slice(5, 7)}/${person.birthDate.slice(0, 4)}`)
  row('Commune de résidence', person.address.city)

  heading('ÉTABLISSEMENT PRINCIPAL')
  row('SIRET', `${company.siret.slice(0, 3)} ${company.siret.slice(3, 6)} ${company.siret.slice(6, 9)} ${company.siret.slice(9)}`)
  row('Adresse', seat.join(' '))
  row("Date de début d'activité", slashDate(started))
  row('Nom commercial', company.name)
  row('Origine du fonds', 'Création')

  s.paragraph(
    "Le présent extrait reproduit les informations inscrites au Registre national des entreprises tenu par l'Institut national de la propriété industrielle (INPI). Il est délivré gratuitement et peut être vérifié sur data.inpi.fr à partir du numéro SIREN.",
    40,
    Math.max(y + 20, 740),
    515,
    {color: GREY, leading: 9.5, size: 7.5},
  )
  s.text('INPI - 15 rue des Minimes - CS 50001 - 92677 Courbevoie Cedex - www.inpi.fr', s.width / 2, 818, {align: 'center', color: GREY, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: LEGAL_FORM_LONG[company.legalForm as LegalForm],
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/rne-extrait',
    notes: ['title "Extrait d\'immatriculation au Registre national des entreprises", "à jour au <long date>"', 'manager as "Qualité | Gérant" then "Nom, Prénom(s) | DUPONT Jean Pierre"', '"Date de début d\'activité" a few days before the registration date; "Date de la dernière modification" decoy'],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
