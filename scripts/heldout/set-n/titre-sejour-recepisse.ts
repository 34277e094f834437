/**
 * HELD-OUT titre_sejour/recepisse-prefecture: the PAPER "RÉCÉPISSÉ DE DEMANDE DE CARTE DE SÉJOUR"
 * a prefecture's counter prints on its pale green SECURITY PAPER when a foreign national files a
 * first application or a renewal in person (the récépissé that stands in for the permit while it is
 * examined; ANEF has not replaced it for every permit), FOLDED IN THREE for the holder's wallet and
 * scanned (two fold lines across the page): the State block with the prefect ("PRÉFET DU RHÔNE")
 * and the immigration department top left; at the right a framed title with "N° R69260418731" (the
 * récépissé number) and the tick boxes "Première demande" / "Renouvellement"; the work mention in a
 * black band ("AUTORISE SON TITULAIRE À TRAVAILLER"); the holder's particulars as VALUES IN BOXES,
 * each box with its caption in small capitals in its top-left corner ("NOM" the birth name in
 * capitals with its accents, "NOM D'USAGE" (a dash when there is none), "PRÉNOM(S)" in capitals,
 * "DATE DE NAISSANCE" dd/mm/yyyy, "LIEU DE NAISSANCE", "NATIONALITÉ", "SEXE", "N° ÉTRANGER" and
 * "DATE D'ENTRÉE EN FRANCE" (decoys), "ADRESSE" on several lines) beside the photo over which the
 * prefecture's violet round stamp is struck; the application (permit applied for, filing date: a
 * decoy); then a row of three bold boxes "DÉLIVRÉ LE" | "VALABLE DU" | "AU" (for a renewal the
 * validity starts some days after the issue, the day after the old card expired); the agent's
 * signature "Pour le préfet et par délégation", and the small print that names the passport
 * (its number: a decoy). Draws Chinese, Lebanese, Colombian and Vietnamese applicants.
 */
import {addDays, addMonths, addressLines, type Facts, type GeneratedDocument, hex, newDocument, pick, randomDigits, randomInt, randomLetters, saveDocument, Sheet, signaturePath, slashDate, upper, WHITE} from '../util.js'

const PREFETS: Record<string, string> = {
  '06': 'PRÉFET DES ALPES-MARITIMES',
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

export async function titreSejourRecepisse(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const person = facts.person
  const renewal = params.renewal === true
  const permit = typeof params.permit === 'string' ? params.permit : 'Carte de séjour pluriannuelle « entrepreneur / profession libérale »'
  const dept = person.address.postcode.slice(0, 2)
  const prefet = PREFETS[dept] ?? `PRÉFET (${dept})`
  const issued = addDays(facts.asOf, -randomInt(rng, renewal ? 35 : 8, renewal ? 80 : 70))
  const from = renewal ? addDays(issued, randomInt(rng, 5, 25)) : issued
  const until = addDays(addMonths(from, renewal ? 3 : pick(rng, [4, 6])), -1)
  const filed = addDays(issued, -randomInt(rng, renewal ? 20 : 0, renewal ? 75 : 0))
  const entered = addDays(issued, -randomInt(rng, 200, 2400))
  const number = `R${dept}${issued.slice(2, 4)}${randomDigits(rng, 7)}`
  const agdref = `${dept}${randomDigits(rng, 8)}`
  const passport = `${randomLetters(rng, 1)}${randomDigits(rng, 8)}`
  const surname = upper(person.surname)
  const given = person.givenNames.map((g) => upper(g)).join(' ')
  const green = hex('#2f5d3a')
  const ink = hex('#161616')
  const frame = hex('#5b7a62')

  const {doc, fonts} = await newDocument({author: '', creator: 'EPSON Scan 2', date: addDays(facts.asOf, -randomInt(rng, 1, 6)), producer: 'EPSON Scan 2', title: `recepisse ${randomDigits(rng, 4)}`})
  const H = fonts.helvetica
  const C = fonts.courier
  const s = Sheet.add(doc, fonts)
  const L = 38
  const R = 557

  // Security paper: pale green, a net of fine waves, and the two folds.
  s.box(0, 0, s.width, s.height, {fill: hex('#eaf3e6')})
  for (let k = 0; k < 70; k++) {
    const base = 12 * k + 6
    let d = `M 0 ${base}`
    for (let t = 6; t <= s.width; t += 6) d += ` L ${t} ${(base + 3 * Math.sin(t / 23 + k * 0.6)).toFixed(1)}`
    s.path(d, 0, 0, {lineWidth: 0.25, stroke: hex('#d4e6cf')})
  }

  for (const fold of [s.height / 3, (2 * s.height) / 3]) {
    s.hline(0, s.width, fold, {color: hex('#c6cfc3'), width: 1.2})
    s.hline(0, s.width, fold + 1.2, {color: hex('#f6faf4'), width: 0.8})
  }

  // State block and prefect.
  s.box(L, 32, 11, 14, {fill: hex('#000091')})
  s.box(L + 11, 32, 11, 14, {fill: WHITE})
  s.box(L + 22, 32, 11, 14, {fill: hex('#e1000f')})
  s.lines(['RÉPUBLIQUE', 'FRANÇAISE'], L, 57, {font: H.bold, leading: 9, size: 8})
  s.lines(['Liberté', 'Égalité', 'Fraternité'], L, 77, {font: H.italic, leading: 7, size: 6})
  s.text(prefet, L, 110, {font: H.bold, size: 9})
  s.lines(["Direction des migrations et de l'intégration", "Bureau du séjour des étrangers"], L, 121, {color: hex('#444444'), leading: 9, size: 7.2})

  // Title and number.
  const tx = 300
  s.box(tx, 32, R - tx, 78, {lineWidth: 1.2, stroke: green})
  s.text('RÉCÉPISSÉ DE DEMANDE', (tx + R) / 2, 50, {align: 'center', color: green, font: H.bold, size: 12})
  s.text('DE CARTE DE SÉJOUR', (tx + R) / 2, 64, {align: 'center', color: green, font: H.bold, size: 12})
  s.text('N°', tx + 40, 84, {color: green, size: 9})
  s.text(number, tx + 56, 85, {color: ink, font: C.bold, size: 12})
  const tick = (x: number, label: string, on: boolean) => {
    s.box(x, 94, 8, 8, {fill: WHITE, lineWidth: 0.7, stroke: ink})
    if (on) s.text('X', x + 1.3, 101, {font: H.bold, size: 8})
    s.text(label, x + 12, 101, {size: 7.8})
  }

  tick(tx + 22, 'Première demande', !renewal)
  tick(tx + 130, 'Renouvellement', renewal)

  s.box(L, 142, R - L, 20, {fill: ink})
  s.text('CE RÉCÉPISSÉ AUTORISE SON TITULAIRE À TRAVAILLER', (L + R) / 2, 156, {align: 'center', color: WHITE, font: H.bold, size: 10.5})

  // Boxes: caption in the corner, value under it.
  const cell = (x: number, y: number, w: number, caption: string, values: string[], valueSize = 10.5) => {
    const h = 14 + values.length * (valueSize + 2.5) + 3
    s.box(x, y, w, h, {fill: hex('#f8fbf6'), lineWidth: 0.7, stroke: frame})
    s.text(caption, x + 4, y + 8.5, {color: green, font: H.bold, size: 6.2})
    values.forEach((v, k) => s.text(v, x + 8, y + 20 + k * (valueSize + 2.5), {color: ink, font: C.bold, size: valueSize}))
    return y + h
  }

  // Photo, stamp.
  const top = 178
  s.box(L, top, 96, 122, {fill: hex('#c9cec8'), lineWidth: 0.7, stroke: frame})
  s.circle(L + 48, top + 42, 22, {fill: hex('#a5aca4')})
  s.box(L + 18, top + 72, 60, 50, {fill: hex('#a5aca4')})
  const violet = hex('#6a4aa3')

  const X = L + 108
  const W = R - X
  let y = cell(X, top, W, 'NOM', [surname])
  y = cell(X, y, W, "NOM D'USAGE", [person.usageName ? upper(person.usageName) : '-'])
  y = cell(X, y, W, 'PRÉNOM(S)', [given])
  cell(X, y, W * 0.4, 'DATE DE NAISSANCE', [slashDate(person.birthDate)])
  y = cell(X + W * 0.4, y, W * 0.6, 'LIEU DE NAISSANCE', [person.birthPlace])
  cell(X, y, W * 0.7, 'NATIONALITÉ', [upper(person.nationality)])
  y = cell(X + W * 0.7, y, W * 0.3, 'SEXE', [person.civility === 'Mme' ? 'F' : 'M'])
  // The stamp, struck over the photo's corner and the boxes.
  s.circle(L + 88, top + 108, 30, {lineWidth: 1.4, stroke: violet})
  s.circle(L + 88, top + 108, 21, {lineWidth: 0.8, stroke: violet})
  s.text('PRÉFECTURE', L + 69, top + 106, {color: violet, font: H.bold, opacity: 0.8, size: 6})
  s.text(`(${dept})`, L + 81, top + 116, {color: violet, font: H.bold, opacity: 0.8, size: 6})
  cell(L, y, 108 + W * 0.4, 'N° ÉTRANGER', [agdref])
  y = cell(X + W * 0.4, y, W * 0.6, "DATE D'ENTRÉE EN FRANCE", [slashDate(entered)])
  y = cell(L, y, R - L, 'ADRESSE', addressLines(person.address).map((l) => upper(l)), 9.5)

  // The application.
  y += 12
  s.text('DEMANDE', L, y, {color: green, font: H.bold, size: 8.5})
  y += 6
  y = cell(L, y, R - L, 'TITRE SOLLICITÉ', [permit], 9.5)
  cell(L, y, (R - L) / 2, 'DATE DE DÉPÔT DU DOSSIER', [slashDate(filed)], 9.5)
  y = cell(L + (R - L) / 2, y, (R - L) / 2, 'MOTIF', [renewal ? 'Renouvellement du titre' : 'Première délivrance'], 9.5)

  // Validity.
  y += 14
  const third = (R - L) / 3
  const valid: [string, string][] = [
    ['DÉLIVRÉ LE', slashDate(issued)],
    ['VALABLE DU', slashDate(from)],
    ['AU', slashDate(until)],
  ]
  valid.forEach(([caption, value], k) => {
    s.box(L + k * third, y, third, 36, {fill: WHITE, lineWidth: 1.3, stroke: green})
    s.text(caption, L + k * third + 5, y + 10, {color: green, font: H.bold, size: 7})
    s.text(value, L + k * third + third / 2, y + 28, {align: 'center', color: ink, font: C.bold, size: 13})
  })
  y += 58

  // Signatures.
  s.text('Signature du titulaire', L, y, {color: green, size: 7.5})
  s.path(signaturePath(rng, 80), L + 4, y + 6, {lineWidth: 0.9, stroke: hex('#1d2c74')})
  s.lines(['Pour le préfet et par délégation,', "L'agent instructeur"], R - 190, y, {color: ink, leading: 10, size: 8})
  s.path(signaturePath(rng, 70), R - 180, y + 20, {lineWidth: 0.9, stroke: hex('#1d2c74')})
  s.box(R - 72, y + 8, 70, 34, {lineWidth: 0.9, opacity: 0.8, rotate: -3, stroke: violet})
  s.text(`Agent ${randomLetters(rng, 2)}${randomDigits(rng, 3)}`, R - 66, y + 28, {color: violet, font: H.bold, opacity: 0.8, rotate: -3, size: 8})

  // Small print.
  s.paragraph(
    `Le présent récépissé ne constitue pas un titre de séjour. Il n'est valable que sur présentation du passeport n° ${passport} et pour la durée qui y est indiquée ; il ne permet pas de franchir les frontières sans visa. Il peut être renouvelé si l'instruction de la demande n'est pas achevée. Toute falsification ou usage de faux expose son auteur aux peines prévues par les articles 441-1 et suivants du code pénal.`,
    L,
    798,
    R - L,
    {color: hex('#3b3b3b'), leading: 8.4, size: 6.6},
  )

  return {
    fields: {
      date_delivrance: issued,
      date_expiration: until,
      date_naissance: person.birthDate,
      nom: surname,
      nom_complet: `${given} ${surname}`,
      numero_document: number,
      prenoms: given,
    },
    layout: 'titre_sejour/recepisse-prefecture',
    notes: [
      "a prefecture's paper récépissé on pale green security paper, folded in three and scanned (two fold lines)",
      'values in boxes with their captions in the corner (NOM, NOM D\'USAGE, PRÉNOM(S), ...), typewriter face; the number "N° R69..." in the framed title',
      'three dates in bold boxes "DÉLIVRÉ LE | VALABLE DU | AU": for a renewal the validity starts after the issue date',
      "decoys: foreign national's number, date of entry, filing date, passport number in the small print",
    ],
    pdf: await saveDocument(doc),
    type: 'titre_sejour',
  }
}
