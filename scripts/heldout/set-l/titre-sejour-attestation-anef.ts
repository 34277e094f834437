/**
 * HELD-OUT titre_sejour/attestation-prolongation-anef: the "ATTESTATION DE PROLONGATION
 * D'INSTRUCTION" a foreign national downloads from the ANEF (Administration numérique pour les
 * étrangers en France) when the renewal of a residence permit is still being examined at the
 * card's expiry: it stands in for the permit for three months. The State block and "PRÉFET DE ..."
 * top left, the 2D-Doc seal top right with "Document sécurisé"; the title; a tinted strip with
 * "N° de l'attestation" (AP, the year, the département, seven digits: "AP26690123456"), "Délivrée
 * le 12/03/2026" and "Valable jusqu'au 11/06/2026" (dd/mm/yyyy, three months less a day); the
 * holder as "label : value" rows beside the photo ("Nom" in capitals with its accents, "Nom
 * d'usage" for a married woman, "Prénom(s)" in title case, space-separated, "Date de naissance",
 * "Lieu de naissance", "Nationalité", "N° étranger" (ten digits: a decoy), "Adresse"); the
 * application ("N° de demande" and "Déposée le": decoys, the permit applied for, the PREVIOUS
 * PERMIT's number (two letters and seven digits: a decoy for the document number) and its expiry
 * date (a decoy date)); the rights it gives in a paragraph, the verification note and the footer.
 */
import {addDays, addMonths, addressLines, type Facts, type GeneratedDocument, GREY, hex, newDocument, randomDigits, randomInt, randomLetters, saveDocument, seal, Sheet, slashDate, upper, WHITE} from '../util.js'

const PREFETS: Record<string, string> = {
  '13': 'PRÉFET DES BOUCHES-DU-RHÔNE',
  '17': 'PRÉFET DE LA CHARENTE-MARITIME',
  '21': "PRÉFET DE LA CÔTE-D'OR",
  '29': 'PRÉFET DU FINISTÈRE',
  '31': 'PRÉFET DE LA HAUTE-GARONNE',
  '33': 'PRÉFET DE LA GIRONDE',
  '34': "PRÉFET DE L'HÉRAULT",
  '35': "PRÉFET D'ILLE-ET-VILAINE",
  '37': "PRÉFET D'INDRE-ET-LOIRE",
  '38': "PRÉFET DE L'ISÈRE",
  '42': 'PRÉFET DE LA LOIRE',
  '44': 'PRÉFET DE LA LOIRE-ATLANTIQUE',
  '49': 'PRÉFET DE MAINE-ET-LOIRE',
  '59': 'PRÉFET DU NORD',
  '63': 'PRÉFET DU PUY-DE-DÔME',
  '64': 'PRÉFET DES PYRÉNÉES-ATLANTIQUES',
  '67': 'PRÉFET DU BAS-RHIN',
  '69': 'PRÉFET DU RHÔNE',
  '72': 'PRÉFET DE LA SARTHE',
  '74': 'PRÉFET DE LA HAUTE-SAVOIE',
  '75': 'PRÉFET DE POLICE',
  '93': 'PRÉFET DE LA SEINE-SAINT-DENIS',
}

const PERMITS: Record<string, string> = {
  entrepreneur: 'Carte de séjour pluriannuelle « entrepreneur / profession libérale »',
  salarie: 'Carte de séjour pluriannuelle « salarié »',
  vpf: 'Carte de séjour temporaire « vie privée et familiale »',
}

export async function titreSejourAttestationAnef(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const permit = PERMITS[typeof params.permit === 'string' ? params.permit : 'entrepreneur'] ?? PERMITS.entrepreneur
  const dept = person.address.postcode.slice(0, 2)
  const prefet = PREFETS[dept] ?? `PRÉFET (${dept})`
  const previousEnd = addDays(facts.asOf, -randomInt(rng, 10, 70))
  const issued = addDays(previousEnd, randomInt(rng, 0, 6))
  const expiry = addDays(addMonths(issued, 3), -1)
  const filed = addDays(previousEnd, -randomInt(rng, 60, 120))
  const previous = `${randomLetters(rng, 2)}${randomDigits(rng, 7)}`
  const number = `AP${issued.slice(2, 4)}${dept}${randomDigits(rng, 7)}`
  const agdref = `${dept}${randomDigits(rng, 8)}`
  const request = `${dept}-${filed.slice(0, 4)}-${randomDigits(rng, 7)}`
  const surname = upper(person.surname)
  const given = person.givenNames.join(' ')
  const blue = hex('#000091')
  const red = hex('#e1000f')
  const ink = hex('#161616')
  const tint = hex('#eef1fb')

  const {doc, fonts} = await newDocument({author: 'Ministère de l\'Intérieur', creator: 'ANEF - Administration numérique pour les étrangers en France', date: issued, producer: 'ANEF', title: "Attestation de prolongation d'instruction"})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 44
  const R = 551

  // State block and prefect.
  s.box(L, 36, 12, 15, {fill: blue})
  s.box(L + 12, 36, 12, 15, {fill: WHITE, lineWidth: 0.3, stroke: hex('#cccccc')})
  s.box(L + 24, 36, 12, 15, {fill: red})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 64, {font: H.bold, leading: 9.5, size: 8.6})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 85, {font: H.italic, leading: 7.4, size: 6.4})
  s.text(prefet, L, 122, {font: H.bold, size: 9})
  s.text('Direction des migrations et de l\'intégration', L, 133, {color: GREY, size: 7.6})
  seal(s, R - 64, 34, 22, 2.9, rng)
  s.text('Document sécurisé 2D-Doc', R - 32, 107, {align: 'center', color: GREY, size: 6.4})

  // Title.
  s.text("ATTESTATION DE PROLONGATION D'INSTRUCTION", (L + R) / 2, 168, {align: 'center', color: blue, font: H.bold, size: 14})
  s.text("d'une demande de titre de séjour", (L + R) / 2, 184, {align: 'center', color: blue, size: 11})

  // Number and dates.
  s.box(L, 200, R - L, 46, {fill: tint})
  s.box(L, 200, 4, 46, {fill: blue})
  const cells: [string, string][] = [
    ["N° de l'attestation", number],
    ['Délivrée le', slashDate(issued)],
    ["Valable jusqu'au", slashDate(expiry)],
  ]
  cells.forEach(([lab, value], k) => {
    const cx = L + 18 + k * 170
    s.text(lab, cx, 217, {color: GREY, size: 7.8})
    s.text(value, cx, 234, {color: ink, font: H.bold, size: 11.5})
  })

  // Holder.
  let y = 276
  s.text('TITULAIRE', L, y, {color: blue, font: H.bold, size: 9.5})
  s.hline(L, R, y + 5, {color: hex('#cfd4e8'), width: 0.7})
  s.box(L, y + 16, 84, 106, {fill: hex('#d6d9e0')})
  s.circle(L + 42, y + 52, 20, {fill: hex('#b3b8c4')})
  s.box(L + 16, y + 80, 52, 42, {fill: hex('#b3b8c4')})
  const rows: [string, string][] = [['Nom', surname]]
  if (person.usageName) rows.push(["Nom d'usage", upper(person.usageName)])
  rows.push(['Prénom(s)', given], ['Date de naissance', slashDate(person.birthDate)], ['Lieu de naissance', person.birthPlace], ['Nationalité', person.nationality], ['N° étranger', agdref])
  const tab = L + 200
  y += 28
  for (const [lab, value] of rows) {
    s.text(`${lab} :`, L + 100, y, {color: GREY, size: 8.6})
    s.text(value, tab, y, {color: ink, font: H.bold, size: 9.4})
    y += 15
  }

  s.text('Adresse :', L + 100, y, {color: GREY, size: 8.6})
  y = s.lines(addressLines(person.address), tab, y, {color: ink, leading: 11.5, size: 9.2})
  y = Math.max(y, 420) + 18

  // Application.
  s.text('DEMANDE EN COURS', L, y, {color: blue, font: H.bold, size: 9.5})
  s.hline(L, R, y + 5, {color: hex('#cfd4e8'), width: 0.7})
  y += 22
  const app: [string, string][] = [
    ['N° de demande', request],
    ['Déposée le', slashDate(filed)],
    ['Titre sollicité', permit],
    ['Titre de séjour précédent', `n° ${previous}, valable jusqu'au ${slashDate(previousEnd)}`],
  ]
  for (const [lab, value] of app) {
    s.text(`${lab} :`, L, y, {color: GREY, size: 8.6})
    s.text(value, L + 150, y, {color: ink, size: 9.2})
    y += 15
  }

  // Rights.
  y += 12
  s.box(L, y - 4, R - L, 118, {lineWidth: 0.6, stroke: hex('#cfd4e8')})
  y = s.paragraph(
    "Cette attestation est délivrée à l'étranger dont la demande de renouvellement de titre de séjour, déposée avant l'expiration de son titre, est en cours d'instruction à la date d'expiration de ce titre. Accompagnée du titre de séjour expiré, elle atteste de la régularité du séjour de son titulaire jusqu'à la date de fin de validité indiquée ci-dessus, sous réserve de la décision qui sera prise sur sa demande.",
    L + 12,
    y + 12,
    R - L - 24,
    {color: ink, leading: 11.5, size: 8.6},
  )
  y = s.paragraph(
    "Elle autorise son titulaire à exercer une activité professionnelle dans les mêmes conditions que le titre de séjour précédent. Elle peut être prolongée si l'instruction de la demande n'est pas achevée à sa date de fin de validité.",
    L + 12,
    y + 4,
    R - L - 24,
    {color: ink, font: H.bold, leading: 11.5, size: 8.6},
  )

  // Verification and footer.
  y = Math.max(y + 30, 680)
  s.paragraph(
    "L'authenticité de ce document peut être vérifiée en scannant le code 2D-Doc figurant en haut de page avec l'application de vérification de l'État. Toute falsification est passible des peines prévues aux articles 441-1 et suivants du code pénal.",
    L,
    y,
    R - L,
    {color: GREY, leading: 9.5, size: 7.4},
  )
  s.hline(L, R, 800, {color: hex('#dddddd'), width: 0.5})
  s.text('Administration numérique pour les étrangers en France - administration-etrangers-en-france.interieur.gouv.fr', L, 812, {color: GREY, size: 6.6})
  s.text('1/1', R, 812, {align: 'right', color: GREY, size: 6.6})

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: expiry,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'titre_sejour/attestation-prolongation-anef',
    notes: [
      "ANEF attestation de prolongation d'instruction: a downloaded A4 PDF standing in for the expired permit for three months",
      'number and dates in a tinted strip (label above value), holder as label : value rows beside the photo',
      "decoys: foreign national's number, application number and date, the previous permit's number and expiry date",
      'a married woman with her usage name on its own row (the birth name is the "Nom")',
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
