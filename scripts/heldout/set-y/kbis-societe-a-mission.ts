/**
 * HELD-OUT kbis/societe-a-mission: the Kbis of a company that has taken the status of "SOCIÉTÉ À
 * MISSION" (the PACTE law of 2019: a purpose and social and environmental objectives written into
 * its articles, a mission committee, an independent third-party verifier), which the registry
 * prints in a section of its own: the greffe's name and address at the top left (a decoy address),
 * a 2D seal and the verification code at the right; "Extrait Kbis" and "à jour au 03/01/2029"; the
 * sections under TINTED NUMBERED BANDS ("1 - IDENTIFICATION DE LA PERSONNE MORALE"), each row with
 * the LABEL IN SMALL GREY CAPITALS IN A NARROW LEFT COLUMN and the value in Times at the right: the
 * SIREN grouped with "R.C.S.", the registration date, the name, the form in full, the capital, the
 * seat STACKED ON ITS LINES, the duration (a decoy date); the representative as the registry
 * writes it ("GAUTIER Thomas Pierre", "MARTIN épouse LEROY Claire Marie") with the birth date and
 * place, nationality and PERSONAL HOME (decoys); the section "QUALITÉ DE SOCIÉTÉ À MISSION" (the
 * purpose in quotation marks, the objectives, the date of the decision that adopted it: a decoy
 * date, the MISSION COMMITTEE's members: decoy persons, the INDEPENDENT THIRD-PARTY VERIFIER: a
 * decoy company with its own SIREN grouped with "R.C.S." and its address); the activity and the
 * establishment; the mention with the decision's and the registration's dates (decoys).
 */
import {LEGAL_FORM_LONG, type LegalForm, registryName} from '../../../server/src/corpus/facts.js'
import {addDays, addMonths, type Facts, frAmount, type GeneratedDocument, groupedSiren, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, seal, Sheet, slashDate, upper, wrap} from '../util.js'

interface Mission {
  purpose: string
  objectives: string[]
  committee: string[]
  verifier: [string, string]
}

const MISSIONS: Mission[] = [
  {
    committee: ['Mme Nadia CHERIF, salariée', 'M. Paul VERNET, client', 'Mme Agathe ROUX, personnalité qualifiée'],
    objectives: ["réduire de moitié d'ici 2030 l'empreinte carbone de son activité", 'favoriser l\'emploi et la formation de personnes éloignées de l\'emploi sur son territoire'],
    purpose: 'Mettre notre savoir-faire au service d\'une activité utile, sobre et ancrée dans son territoire.',
    verifier: ['AUDITIS RSE CERTIFICATION', '14 rue de la Charité, 69002 Lyon'],
  },
  {
    committee: ['M. Hugo LAMBERT, salarié', 'Mme Sylvie DURAND, associée', 'M. Karim OUALI, fournisseur'],
    objectives: ['privilégier des fournisseurs locaux et engagés pour au moins 60 % de ses achats', 'partager la valeur créée avec l\'ensemble des salariés'],
    purpose: 'Entreprendre autrement en conciliant performance économique, justice sociale et respect du vivant.',
    verifier: ['BUREAU D\'ÉVALUATION DES MISSIONS', '3 place Royale, 44000 Nantes'],
  },
  {
    committee: ['Mme Léa FONTAINE, salariée', 'M. Bruno TESSIER, client', 'Mme Inès MOREL, représentante associative'],
    objectives: ['concevoir des produits et services durables, réparables et accessibles', 'mesurer et publier chaque année son impact social et environnemental'],
    purpose: 'Contribuer à une économie locale, circulaire et inclusive.',
    verifier: ['IMPACT VÉRIFICATION', '27 allées Jean Jaurès, 31000 Toulouse'],
  },
  {
    committee: ['M. Olivier GUERIN, salarié', 'Mme Claire BERTRAND, experte indépendante', 'M. Samuel NAVARRO, partenaire'],
    objectives: ['réduire les déchets et les consommations d\'énergie de ses sites', 'garantir à ses salariés un cadre de travail sûr, équitable et formateur'],
    purpose: 'Rendre notre métier plus respectueux des personnes et de l\'environnement, ici et pour demain.',
    verifier: ['TERRITOIRES & ENGAGEMENT AUDIT', '9 rue Nationale, 59000 Lille'],
  },
]

const STREETS = ['2 rue du Palais', '10 place de la Bourse', '33 quai des Tribunaux', '5 rue de la Juridiction']

export async function kbisSocieteAMission(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const female = manager.civility === 'Mme'
  const k = typeof params.variant === 'number' ? params.variant % MISSIONS.length : 0
  const mission = MISSIONS[k]
  const extract = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 1, 14))
  const form = LEGAL_FORM_LONG[company.legalForm as LegalForm] ?? company.legalForm
  const representative = registryName(manager)
  const decided = addDays(extract, -randomInt(rng, 90, 600))
  const adopted = decided < company.registeredOn ? addDays(company.registeredOn, 200) : decided
  const registered = addDays(adopted, randomInt(rng, 8, 30))
  const duration = addDays(addMonths(company.registeredOn, 99 * 12), -1)
  const code = `${randomLetters(rng, 3)}${randomDigits(rng, 5)}`
  const verifierSiren = `${randomInt(rng, 4, 9)}${randomDigits(rng, 8)}`
  const greffe = [`Greffe du Tribunal de Commerce de ${company.registry}`, `${STREETS[k]} - ${company.address.postcode.slice(0, 2)}${randomDigits(rng, 3)} ${upper(company.registry)}`]
  const seat = [...company.address.lines, `${company.address.postcode} ${company.address.city}`]
  const home = [...manager.address.lines, `${manager.address.postcode} ${manager.address.city}`].join(', ')
  const title = ['SAS', 'SASU', 'SA'].includes(company.legalForm) ? (female ? 'Présidente' : 'Président') : female ? 'Gérante' : 'Gérant'
  const ink = hex('#16181c')
  const soft = hex('#5b6068')
  const band = hex('#e4e9ef')
  const edge = hex('#2f4a6b')

  const {doc, fonts} = await newDocument({author: greffe[0], creator: 'Infogreffe', date: extract, producer: 'Greffe - extraits RCS', title: `Kbis ${company.siren}`})
  const H = fonts.helvetica
  const T = fonts.times
  const s = Sheet.add(doc, fonts)
  const L = 46
  const R = 549
  const W = R - L
  const VX = L + 148

  s.lines(greffe, L, 40, {color: ink, font: H.bold, leading: 11, size: 8.6})
  seal(s, R - 46, 28, 23, 2, rng)
  s.lines([`Code de vérification : ${code}`, 'www.infogreffe.fr'], R - 54, 40, {align: 'right', color: soft, leading: 10, size: 7.4})
  s.text('Extrait Kbis', L + W / 2, 90, {align: 'center', color: ink, font: T.bold, size: 18})
  s.text("EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", L + W / 2, 105, {align: 'center', color: ink, font: T.regular, size: 8.8})
  s.text(`à jour au ${slashDate(extract)}`, L + W / 2, 119, {align: 'center', color: ink, font: T.bold, size: 10})

  let y = 134
  let n = 0
  const section = (text: string) => {
    n++
    y += 6
    s.box(L, y, W, 15, {fill: band})
    s.box(L, y, 3, 15, {fill: edge})
    s.text(`${n} - ${text}`, L + 10, y + 10.5, {color: edge, font: H.bold, size: 7.8})
    y += 27
  }

  const row = (label: string, value: string | string[], bold = false) => {
    const values = Array.isArray(value) ? value : [value]
    const lines = values.flatMap((v) => wrap(v, R - VX, bold ? T.bold : T.regular, 9.4))
    const labels = wrap(upper(label), VX - L - 12, H.regular, 6.4)
    s.lines(labels, L, y - 0.5, {color: soft, leading: 8, size: 6.4})
    s.lines(lines, VX, y, {color: ink, font: bold ? T.bold : T.regular, leading: 11, size: 9.4})
    y += Math.max(lines.length * 11, labels.length * 8) + 3.4
  }

  section('IDENTIFICATION DE LA PERSONNE MORALE')
  row('Immatriculation au RCS, numéro', `${groupedSiren(company.siren)} R.C.S. ${company.registry}`, true)
  row("Date d'immatriculation", slashDate(company.registeredOn))
  row('Dénomination ou raison sociale', company.name, true)
  row('Forme juridique', form)
  row('Capital social', `${frAmount(company.capitalCents)} Euros`)
  row('Adresse du siège', seat)
  row('Durée de la personne morale', `Jusqu'au ${slashDate(duration)}`)
  row("Date de clôture de l'exercice social", '31 décembre')

  section('GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES')
  row('Qualité', title)
  row('Nom, prénoms', representative, true)
  row('Date et lieu de naissance', `Le ${slashDate(manager.birthDate)} à ${manager.birthPlace}`)
  row('Nationalité', manager.nationality)
  row('Domicile personnel', home)

  section('QUALITÉ DE SOCIÉTÉ À MISSION')
  row('Raison d\'être', `« ${mission.purpose} »`)
  row('Objectifs sociaux et environnementaux', mission.objectives.map((o, i) => `${i + 1}. ${o[0].toUpperCase()}${o.slice(1)} ;`))
  row('Date de la décision', `${['SASU', 'EURL'].includes(company.legalForm) ? "Décision de l'associé unique" : 'Décision des associés'} du ${slashDate(adopted)}`)
  row('Comité de mission', mission.committee)
  row('Organisme tiers indépendant', [`${mission.verifier[0]} - ${LEGAL_FORM_LONG.SAS}`, `${groupedSiren(verifierSiren)} R.C.S. ${mission.verifier[1].split(' ').slice(-1)[0]}`, mission.verifier[1]])

  section("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
  row("Adresse de l'établissement", seat.join(', '))
  row('Activité(s) exercée(s)', company.activity)
  row("Date de commencement d'activité", slashDate(company.registeredOn))
  row("Origine du fonds ou de l'activité", 'Création')
  row("Mode d'exploitation", 'Exploitation directe')

  section('OBSERVATIONS ET RENSEIGNEMENTS COMPLÉMENTAIRES')
  y = s.paragraph(`Mention n° ${randomInt(rng, 2, 9)} du ${slashDate(registered)} : la société a déclaré la qualité de société à mission (article L. 210-10 du code de commerce) par décision du ${slashDate(adopted)}. Raison d'être et objectifs inscrits dans les statuts ; comité de mission constitué ; organisme tiers indépendant désigné : ${mission.verifier[0]}.`, L, y, W, {color: ink, font: T.regular, leading: 11, size: 9}) + 10

  s.text('Le Greffier', R - 70, y + 6, {align: 'center', color: ink, font: T.italic, size: 9.6})
  s.hline(L, R, 802, {color: hex('#a3a8b0')})
  s.text(`R.C.S. ${company.registry} - ${groupedSiren(company.siren)} - Extrait Kbis à jour au ${slashDate(extract)} - page 1/1`, L + W / 2, 814, {align: 'center', color: soft, size: 7})

  return {
    fields: {
      activite: company.activity,
      adresse_siege: seat.join(', '),
      date_extrait: extract,
      date_immatriculation: company.registeredOn,
      denomination: company.name,
      forme_juridique: form,
      representant_legal: representative,
      siren: company.siren,
    },
    layout: 'kbis/societe-a-mission',
    notes: [
      'the Kbis of a company with the status of "société à mission": a section of its own with the purpose, the objectives, the mission committee and the independent verifier',
      'sections under tinted numbered bands; labels in small grey capitals in a narrow left column, values in Times at the right; the seat stacked on its lines; "à jour au 03/01/2029"',
      "decoys: the greffe's address, the duration, the personal home, the decision's and the mention's dates, the committee's members, the verifier with its SIREN and address",
    ],
    pdf: await saveDocument(doc),
    type: 'kbis',
  }
}
