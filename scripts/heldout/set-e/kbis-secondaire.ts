/**
 * HELD-OUT kbis/etablissement-secondaire: the Kbis of a company's SECONDARY establishment, as
 * the greffe of the establishment's town delivers it (Paris: "Greffe du Tribunal des Activités
 * Économiques de Paris"; a Paris company's secondary branch is in Lyon): the court's block top
 * left with its address, "N° de gestion" top right, "Extrait Kbis" and "EXTRAIT D'IMMATRICULATION
 * SECONDAIRE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS" with "à jour au <long date>"; then a ruled
 * two-column grid (labels in a grey left column, values at the right) in three sections:
 * "IDENTIFICATION DE LA PERSONNE MORALE" (the secondary registration "812 345 676 R.C.S. Paris"
 * and its own "Date d'immatriculation", the "Immatriculation principale" at the head office's
 * registry, name, legal form, capital, "Adresse du siège" over two or three lines), "GESTION,
 * DIRECTION, ..." (the Président or Gérant, "Nom, prénoms", birth, nationality, home, "Nom
 * d'usage" when there is one), "RENSEIGNEMENTS RELATIFS À L'ÉTABLISSEMENT SECONDAIRE" (its
 * address in the other town, a trade name, the activity, the start date, and the "Personne ayant
 * le pouvoir d'engager l'établissement": another person, a decoy for the legal representative);
 * "Le Greffier" and the seal.
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, seal, Sheet, slashDate} from '../util.js'

const DIRECTORS = ['LEROUX Sophie Anne', 'BENSAÏD Karim', 'QUÉMÉNER Élodie', 'VASSEUR Marc Antoine', 'FOURNIER Paul']

export async function kbisSecondaire(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 45))
  const paris = company.registry !== 'Paris'
  const court = paris ? 'Greffe du Tribunal des Activités Économiques de Paris' : 'Greffe du Tribunal des Activités Économiques de Lyon'
  const courtAddress = paris ? '1 quai de la Corse - 75198 Paris Cedex 04' : '44 rue de Bonnel - 69433 Lyon Cedex 03'
  const registry = paris ? 'Paris' : 'Lyon'
  const branch = paris
    ? [`${randomInt(rng, 2, 120)} ${pick(rng, ['rue du Faubourg Poissonnière', 'rue de Turbigo', 'boulevard de Sébastopol', 'rue Oberkampf'])}`, pick(rng, ['75009 Paris', '75003 Paris', '75002 Paris', '75011 Paris'])]
    : [`${randomInt(rng, 2, 90)} ${pick(rng, ['rue de la Charité', 'cours Gambetta', 'rue Garibaldi'])}`, pick(rng, ['69002 Lyon', '69007 Lyon', '69003 Lyon'])]
  // The secondary registration: at least a year after the company's, a few months before the extract.
  const earliest = addMonths(company.registeredOn, 12)
  const latest = addDays(extract, -90)
  const secondary = earliest < latest ? addDays(earliest, Math.floor(rng() * ((Date.parse(latest) - Date.parse(earliest)) / 86_400_000))) : latest
  const siren = company.siren
  const sirenText = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm]
  const director = pick(rng, DIRECTORS)

  const {doc, fonts} = await newDocument({author: court, creator: 'Infogreffe - Extrait RCS', date: extract, producer: 'Greffe - Editique', title: 'Extrait Kbis'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555
  const tab = 212
  const labelFill = hex('#f0f0f0')
  const ruleColor = hex('#bdbdbd')

  s.text(court, L, 44, {font: H.bold, size: 9.5})
  s.text(courtAddress, L, 56, {color: GREY, size: 7.5})
  s.text(`N° de gestion ${secondary.slice(0, 4)} B ${randomDigits(rng, 5)}`, R, 44, {align: 'right', size: 8})
  s.text(`Code de vérification : ${randomDigits(rng, 4)}${pick(rng, ['Kb', 'Rf', 'Zq'])}${randomDigits(rng, 4)}`, R, 56, {align: 'right', color: GREY, size: 7})

  s.text('Extrait Kbis', s.width / 2, 92, {align: 'center', font: H.bold, size: 15})
  s.text("EXTRAIT D'IMMATRICULATION SECONDAIRE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", s.width / 2, 110, {align: 'center', font: H.bold, size: 8.5})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 124, {align: 'center', size: 9})

  let y = 146
  const section = (title: string) => {
    y += 8
    s.box(L, y, R - L, 16, {fill: hex('#3d3d3d')})
    s.text(title, L + 6, y + 11, {color: hex('#ffffff'), font: H.bold, size: 8})
    y += 16
  }

  const row = (label: string, value: string | string[]) => {
    if (value === '') {
      s.text(label, L + 5, y + 10, {font: H.bold, size: 7.8})
      y += 15
      s.hline(L, R, y, {color: ruleColor, width: 0.4})
      return
    }

    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (v ? wrapTo(v) : ['']))
    const h = Math.max(1, values.length) * 10 + 5
    s.box(L, y, tab - L - 6, h, {fill: labelFill})
    s.text(label, L + 5, y + 10, {size: 7.8})
    values.forEach((v, i) => s.text(v, tab, y + 10 + i * 10, {size: 7.8}))
    y += h
    s.hline(L, R, y, {color: ruleColor, width: 0.4})
  }

  const wrapTo = (v: string): string[] => {
    const out: string[] = []
    let line = ''
    for (const word of v.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && H.regular.widthOfTextAtSize(next, 7.8) > R - tab - 4) {
        out.push(line)
        line = word
      } else line = next
    }

    out.push(line)
    return out
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${sirenText} R.C.S. ${registry}`)
  row("Date d'immatriculation", slashDate(secondary))
  row('Immatriculation principale', `${sirenText} R.C.S. ${company.registry}`)
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', addressPrinted)

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(managerTitle(company), '')
  row('Nom, prénoms', nameRow)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(' '))

  section("RENSEIGNEMENTS RELATIFS À L'ÉTABLISSEMENT SECONDAIRE")
  row("Adresse de l'établissement", branch)
  row('Nom commercial', `${company.name} ${registry.toUpperCase()}`)
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(addDays(secondary, -randomInt(rng, 0, 20))))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')
  row("Personne ayant le pouvoir d'engager l'établissement", '')
  row('Nom, prénoms', director)
  row('Qualité', "Directeur d'établissement")

  y += 16
  s.paragraph("Le présent extrait ne concerne que l'établissement secondaire immatriculé au greffe ci-dessus. Les renseignements relatifs au siège et à l'établissement principal figurent sur l'extrait délivré par le greffe du siège.", L, y, R - L, {color: GREY, leading: 9, size: 7})
  y = Math.max(y + 36, 700)
  s.text('Le Greffier', 430, y, {font: H.bold, size: 9})
  seal(s, 430, y + 8, 13, 3.2, rng)
  s.text(`R.C.S. ${registry} - Extrait Kbis - ${slashDate(extract)} - Page 1 sur 1`, s.width / 2, 820, {align: 'center', color: GREY, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: addressPrinted.join(', '),
      date_extrait: extract,
      date_immatriculation: secondary,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/etablissement-secondaire',
    notes: ['secondary registration: RCS of the branch town, "Immatriculation principale" at the head office town', 'establishment address as a decoy for the seat', 'establishment director as a decoy for the legal representative', 'grey label column in a ruled grid'],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
