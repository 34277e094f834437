/**
 * HELD-OUT kbis/sas-direction: the Kbis extract of an SAS with several officers, as a commercial
 * court's registry prints it: "Greffe du Tribunal de Commerce de X" centred at the top, "EXTRAIT
 * D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS" with "à jour au <long
 * date>", then underlined section titles ("IDENTIFICATION DE LA PERSONNE MORALE", "GESTION,
 * DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES", "RENSEIGNEMENTS RELATIFS À
 * L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL") with labels at the left and values after a colon at
 * a tab; the officers as blocks (Président, Directeur général, Directeur général délégué,
 * Commissaire aux comptes titulaire: a company), each "Nom, prénoms" / "Date et lieu de naissance"
 * / "Domicile personnel"; "Le Greffier" with the court's seal at the bottom.
 */
import {LEGAL_FORM_LONG, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, type Facts, frAmount, type GeneratedDocument, GREY, hex, longDate, newDocument, pick, randomDigits, randomInt, saveDocument, seal, Sheet, slashDate} from '../util.js'

const OFFICERS = [
  {given: 'Marc Antoine', place: 'Lyon 3e (69)', surname: 'VASSEUR'},
  {given: 'Sophie', place: 'Nantes (44)', surname: 'LEROUX'},
  {given: 'Karim', place: 'Marseille 8e (13)', surname: 'BENSAÏD'},
  {given: 'Élodie Marie', place: 'Rennes (35)', surname: 'QUÉMÉNER'},
]

export async function kbisSasDirection(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 40))
  const greffe = company.registry
  const siren = company.siren
  const addressPrinted = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm]
  const dg = pick(rng, OFFICERS)
  const dgd = pick(rng, OFFICERS.filter((o) => o !== dg))
  const cac = pick(rng, ['AUDIT CONSEIL ET ASSOCIÉS', 'FIDUCIAIRE DU CENTRE EXPERTISE', 'KAPPA AUDIT'])
  const birth = (o: {place: string}) => `${pad(randomInt(rng, 1, 28))}/${pad(randomInt(rng, 1, 12))}/${randomInt(rng, 1962, 1990)} à ${o.place}`
  const title = manager.civility === 'Mme' ? 'Présidente' : 'Président'

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de Commerce de ${greffe}`, creator: 'Greffe - Extrait RCS', date: extract, producer: 'Jasper Reports', title: 'Extrait Kbis'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const tab = 230

  s.text(`Greffe du Tribunal de Commerce de ${greffe}`, s.width / 2, 40, {align: 'center', font: H.bold, size: 10})
  s.text(`Code de vérification : ${randomDigits(rng, 3)}${pick(rng, ['Xq', 'Tb', 'Lm'])}${randomDigits(rng, 4)}`, R, 56, {align: 'right', color: GREY, size: 7})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", s.width / 2, 78, {align: 'center', font: H.bold, size: 9})
  s.text(`à jour au ${longDate(extract)}`, s.width / 2, 92, {align: 'center', size: 9})

  let y = 118
  const section = (t: string) => {
    y += 6
    s.text(t, L, y, {font: H.bold, size: 8.5})
    s.hline(L, L + H.bold.widthOfTextAtSize(t, 8.5), y + 2, {width: 0.6})
    y += 15
  }

  const row = (label: string, value: string | string[]) => {
    if (value === '') {
      s.text(label, L, y, {font: H.bold, size: 8})
      y += 12
      return
    }

    s.text(label, L, y, {size: 8})
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, i) => s.text(i === 0 ? `: ${v}` : `  ${v}`, tab, y + i * 10, {font: H.bold, size: 8}))
    y += 10 * values.length + 2
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents, ' ')} Euros`)
  row('Adresse du siège', addressPrinted)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(`${Number(company.registeredOn.slice(0, 4)) + 99}${company.registeredOn.slice(4)}`)}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  const officer = (role: string, n: string, born: string, home: string) => {
    row(role, '')
    row('Nom, prénoms', n)
    row('Date et lieu de naissance', born)
    row('Nationalité', 'Française')
    row('Domicile personnel', home)
    y += 4
  }

  officer(title, nameRow, `${slashDate(manager.birthDate)} à ${manager.birthPlace}`, `${manager.address.lines[0]} ${manager.address.postcode} ${manager.address.city}`)
  officer('Directeur général', `${dg.surname} ${dg.given}`, birth(dg), `${randomInt(rng, 2, 80)} rue des Acacias ${company.address.postcode} ${company.address.city}`)
  officer('Directeur général délégué', `${dgd.surname} ${dgd.given}`, birth(dgd), `${randomInt(rng, 2, 80)} avenue Jean Jaurès ${company.address.postcode} ${company.address.city}`)
  row('Commissaire aux comptes titulaire', '')
  row('Dénomination', `${cac} SAS`)
  row('Adresse', `${randomInt(rng, 1, 40)} boulevard de la République ${company.address.postcode} ${company.address.city}`)
  row('Immatriculation au RCS, numéro', `${randomDigits(rng, 3)} ${randomDigits(rng, 3)} ${randomDigits(rng, 3)} RCS ${greffe}`)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row('Adresse de l\'établissement', addressPrinted)
  s.text('Activité(s) exercée(s)', L, y, {size: 8})
  y = s.paragraph(`: ${company.activity}`, tab, y, R - tab, {font: H.bold, leading: 10, size: 8}) + 2
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  y = Math.max(y + 14, 720)
  s.text('Le Greffier', 420, y, {font: H.bold, size: 9})
  seal(s, 420, y + 8, 13, 3.2, rng)
  s.text(`R.C.S. ${greffe} - ${slashDate(extract)} - page 1/1`, s.width / 2, 818, {align: 'center', color: hex('#555555'), size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: addressPrinted.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren,
    },
    layout: 'kbis/sas-direction',
    notes: ['several officers in blocks (Président, DG, DGD, CAC)', 'values after a colon at a tab', 'underlined section titles'],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
