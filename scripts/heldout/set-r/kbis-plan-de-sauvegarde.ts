/**
 * HELD-OUT kbis/plan-de-sauvegarde: the Kbis extract of a company UNDER A SAFEGUARD PLAN (procédure
 * de sauvegarde, book VI of the commercial code: opened at the company's request, then a plan
 * adopted by the court), as the registry of a commercial court delivers it: the court's name and
 * "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS" centred, "Extrait
 * à jour au 02/03/2027" and the verification code; sections in GREY BANDS whose rows have the
 * LABEL IN A LEFT COLUMN and the value at the right (wrapped); the manager as the registry prints
 * him (birth name then all given names; "Nom d'usage" on a row of its own) with his birth date and
 * place and nationality; a "PROCÉDURES COLLECTIVES" section listing dated mentions: the OPENING
 * JUDGMENT of the safeguard procedure, the COURT-APPOINTED ADMINISTRATOR and the CREDITORS'
 * REPRESENTATIVE (decoy firms of decoy persons, with their addresses), the JUDGMENT ADOPTING THE
 * PLAN with its duration and the PLAN'S SUPERVISOR (a decoy person); the registrar's foot.
 */
import {LEGAL_FORM_LONG, managerTitle, type LegalForm} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, wrap} from '../util.js'

const ADMINISTRATORS = ['SELARL AJ PARTENAIRES, prise en la personne de Maître Hugues DELAMARE, 12 rue de la Paix, 75002 Paris', 'SCP BRUNEAU - VERLAINE, prise en la personne de Maître Sandrine VERLAINE, 4 quai Saint-Antoine, 69002 Lyon', 'SELAS ADMINISTRATEURS ASSOCIÉS, prise en la personne de Maître Éric FONTANEL, 20 cours Clemenceau, 33000 Bordeaux']

const REPRESENTATIVES = ['SELARL MJ SYNERGIE, prise en la personne de Maître Claire-Anne TISSOT, 8 boulevard Carnot, 21000 Dijon', 'SCP MANDATAIRES DE L\'OUEST, prise en la personne de Maître Yann LE BIHAN, 3 place Royale, 44000 Nantes', 'SELARL ATHÉNA MJ, prise en la personne de Maître Philippe GARROS, 16 rue Alsace-Lorraine, 31000 Toulouse']

export async function kbisPlanDeSauvegarde(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 20))
  const greffe = company.registry
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const nameRow = `${manager.surname} ${manager.givenNames.join(' ')}`
  const title = managerTitle(company)
  const opened = addDays(extract, -randomInt(rng, 420, 900))
  const planAdopted = addDays(opened, randomInt(rng, 150, 330))
  const duration = randomInt(rng, 6, 10)
  const administrator = pick(rng, ADMINISTRATORS)
  const representative = pick(rng, REPRESENTATIVES)
  const supervisor = representative.split(', prise en la personne de ')[1].split(',')[0]
  const started = addDays(company.registeredOn, randomInt(rng, 0, 20))
  const gestion = `${company.registeredOn.slice(0, 4)} B ${randomDigits(rng, 5)}`
  const code = `${randomLetters(rng, 3)}${randomDigits(rng, 3)}${randomLetters(rng, 2)}`
  const ink = hex('#15191f')
  const soft = hex('#5c636d')
  const rule = hex('#b2b8c0')
  const band = hex('#e4e7eb')

  const {doc, fonts} = await newDocument({author: `Greffe du Tribunal de commerce de ${greffe}`, creator: 'Greffe - RCS', date: extract, producer: 'Greffe RCS PDF', title: `Kbis ${company.siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551
  const mid = (L + R) / 2

  s.text(`Greffe du Tribunal de commerce de ${greffe}`, mid, 46, {align: 'center', color: ink, font: T.bold, size: 12})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", mid, 66, {align: 'center', color: ink, font: H.bold, size: 9})
  s.text(`Extrait à jour au ${slashDate(extract)}`, mid, 82, {align: 'center', color: ink, size: 9})
  s.text(`Code de vérification : ${code} - https://www.infogreffe.fr/controle`, mid, 95, {align: 'center', color: soft, size: 7.4})

  let y = 112
  const section = (heading: string) => {
    y += 8
    s.box(L, y, R - L, 16, {fill: band})
    s.text(heading, L + 6, y + 11.2, {color: ink, font: H.bold, size: 8.2})
    y += 22
  }

  const row = (label: string, value: string | string[], bold = false) => {
    const lines = (Array.isArray(value) ? value : [value]).flatMap((v) => wrap(v, R - L - 200, bold ? H.bold : H.regular, 8.6))
    const labels = wrap(label, 180, H.regular, 8)
    s.lines(labels, L + 6, y + 8, {color: soft, leading: 10, size: 8})
    s.lines(lines, L + 196, y + 8, {color: ink, font: bold ? H.bold : H.regular, leading: 10.6, size: 8.6})
    y += Math.max(lines.length * 10.6, labels.length * 10) + 4
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${greffe}`)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Numéro de gestion', gestion)
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents)} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(addDays(addMonths(company.registeredOn, 99 * 12), -1))}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row(title, nameRow, true)
  if (manager.usageName) row("Nom d'usage", manager.usageName)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(', '))
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(started))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('PROCÉDURES COLLECTIVES')
  const mention = (date: string, text: string) => {
    s.text(slashDate(date), L + 6, y + 8, {color: ink, font: H.bold, size: 8.2})
    const lines = wrap(text, R - L - 90, H.regular, 8.2)
    s.lines(lines, L + 84, y + 8, {color: ink, leading: 10.2, size: 8.2})
    y += lines.length * 10.2 + 6
  }

  mention(opened, `Jugement du Tribunal de commerce de ${greffe} prononçant l'ouverture d'une procédure de sauvegarde. Administrateur judiciaire avec mission d'assistance : ${administrator}. Mandataire judiciaire : ${representative}.`)
  mention(addDays(opened, randomInt(rng, 20, 60)), `Date limite de déclaration des créances : deux mois à compter de la publication au BODACC du jugement d'ouverture.`)
  mention(planAdopted, `Jugement arrêtant le plan de sauvegarde d'une durée de ${duration} ans. Commissaire à l'exécution du plan : ${supervisor}. Fin de la mission de l'administrateur judiciaire.`)

  y = Math.max(y + 18, 720)
  s.paragraph(`Le Greffier du Tribunal de commerce de ${greffe}. Le présent extrait mentionne les procédures collectives en cours conformément à l'article R. 123-154 du code de commerce.`, L, y, 320, {color: soft, font: H.italic, leading: 8.6, size: 6.8})
  s.text('Le Greffier', R - 110, y + 2, {color: ink, font: T.italic, size: 10})
  s.path(signaturePath(rng, 80), R - 120, y + 10, {lineWidth: 0.9, stroke: hex('#1d2b66')})
  s.hline(L, R, 806, {color: rule, width: 0.5})
  s.text(`RCS ${greffe} ${groupedSiren(company.siren)} - Extrait Kbis`, L, 818, {color: soft, size: 6.8})
  s.text('Page 1 / 1', R, 818, {align: 'right', color: soft, size: 6.8})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: nameRow,
      siren: company.siren,
    },
    layout: 'kbis/plan-de-sauvegarde',
    notes: [
      'the Kbis of a company under a safeguard plan: a "PROCÉDURES COLLECTIVES" section with dated mentions',
      'labels in a left column, values at the right; sections in grey bands; "Extrait à jour au <date>"',
      "decoys: the opening judgment's and the plan's dates, the administrator, the creditors' representative and the plan's supervisor with their firms and addresses",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
