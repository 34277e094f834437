/**
 * HELD-OUT attestation_fiscale/messagerie-securisee: the tax compliance certificate as the
 * company's manager received it, as a REPLY in the PROFESSIONAL SPACE'S SECURE MESSAGING, and
 * PRINTED FROM THE MESSAGE'S PAGE: the site's header (the connected user: a decoy person), the
 * breadcrumb, the exchange's title and reference, the message's METADATA AS A GRID ("De" the
 * company's tax office, "À" the manager, "Envoyé le 12/03/2027 à 14:32", the file); the agent's
 * letter (the date of the REQUEST: a decoy; the agent's name: a decoy person); the CERTIFICATE
 * INLINE as a quoted block with a blue rule at its left: the title, "Le comptable public
 * soussigné certifie que l'entreprise :", then label : value rows ("Dénomination" without the legal
 * form, "Forme juridique" on its own row, "SIREN" grouped, "N° TVA intracommunautaire" in one
 * block, the seat), the certifying sentence with the SITUATION DATE (a decoy), "Délivrée le 12
 * mars 2027" (a date in words); the attachment's line; then the manager's ORIGINAL REQUEST quoted
 * under "Message d'origine" with its own date and time and a signature "NOVACODE SAS - SIRET
 * 812 345 676 00012" (decoys); the site's footer.
 */
import {addDays, type Facts, type GeneratedDocument, groupedSiren, groupedSiret, hex, longDate, newDocument, pad2, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper} from '../util.js'

const AGENTS = ['Mme Corinne LEBRUN', 'M. Fabrice NICOLLE', 'Mme Samia HADDAD', 'M. Gilles TESSIER']

export async function fiscaleMessagerieSecurisee(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const manager = company.manager
  const agent = AGENTS[typeof params.office === 'number' ? params.office % AGENTS.length : 0]
  const issued = (typeof params.issueDate === 'string' ? params.issueDate : undefined) ?? addDays(facts.asOf, -randomInt(rng, 4, 40))
  const requested = addDays(issued, -randomInt(rng, 3, 16))
  const situation = addDays(`${issued.slice(0, 7)}-01`, -1)
  const printed = addDays(issued, randomInt(rng, 0, Math.min(6, Math.round((Date.parse(facts.asOf) - Date.parse(issued)) / 86_400_000))))
  const office = `SIE DE ${upper(company.address.city)}`
  const managerName = `${manager.givenNames[0]} ${manager.usageName ?? manager.surname}`
  const dear = manager.civility === 'Mme' ? 'Madame' : 'Monsieur'
  const ref = `${issued.slice(0, 4)}-${issued.slice(5, 7)}-${randomDigits(rng, 9)}`
  const time = (h0: number, h1: number) => `${pad2(randomInt(rng, h0, h1))}:${pad2(randomInt(rng, 0, 59))}`
  const blue = hex('#000091')
  const ink = hex('#161616')
  const soft = hex('#666666')
  const line = hex('#dddddd')

  const {doc, fonts} = await newDocument({author: '', creator: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:134.0) Gecko/20100101 Firefox/134.0', date: printed, producer: 'Mozilla Firefox PDF', title: 'Messagerie sécurisée - Espace professionnel'})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts)
  const L = 40
  const R = 555

  // Browser header and footer.
  s.text(`${slashDate(printed)} ${time(8, 19)}`, 24, 18, {color: ink, size: 7})
  s.text('Messagerie sécurisée - Espace professionnel', s.width / 2, 18, {align: 'center', color: ink, size: 7})
  s.text(`https://cfspro.impots.gouv.fr/messagerie/echange/${ref}`, 24, 828, {color: ink, size: 6.8})
  s.text('1/1', 571, 828, {align: 'right', color: ink, size: 7})

  // Site header.
  s.box(L, 32, 5, 30, {fill: blue})
  s.text('impots.gouv.fr', L + 12, 48, {color: ink, font: H.bold, size: 13})
  s.text('Espace professionnel', L + 12, 60, {color: soft, size: 8})
  s.text(`Connecté : ${managerName}`, R, 46, {align: 'right', color: ink, size: 8})
  s.text('Se déconnecter', R, 58, {align: 'right', color: blue, size: 8})
  s.hline(L, R, 72, {color: line, width: 0.8})
  s.text('Accueil  >  Messagerie sécurisée  >  Mes échanges  >  Détail de l\'échange', L, 88, {color: soft, size: 7.4})

  s.text("Demande d'attestation de régularité fiscale", L, 112, {color: ink, font: H.bold, size: 15})
  s.text(`Référence de l'échange : ${ref}  -  Statut : Traité`, L, 126, {color: soft, size: 8})

  // Metadata grid.
  let y = 140
  const meta: [string, string][] = [
    ['De', office],
    ['À', `${manager.civility} ${managerName}`],
    ['Envoyé le', `${slashDate(issued)} à ${time(9, 17)}`],
    ['Dossier', `${company.name} - ${groupedSiren(company.siren)}`],
  ]
  for (const [label, value] of meta) {
    s.box(L, y, 90, 17, {fill: hex('#f6f6f6'), lineWidth: 0.5, stroke: line})
    s.box(L + 90, y, R - L - 90, 17, {lineWidth: 0.5, stroke: line})
    s.text(label, L + 8, y + 11.5, {color: soft, size: 8})
    s.text(value, L + 98, y + 11.5, {color: ink, size: 8.6})
    y += 17
  }

  y += 22
  const body = [
    `${dear},`,
    `Suite à votre demande du ${slashDate(requested)}, vous trouverez ci-dessous l'attestation de régularité fiscale de votre entreprise. Elle est également jointe au présent message au format PDF.`,
  ]
  for (const p of body) y = s.paragraph(p, L, y, R - L, {color: ink, leading: 12, size: 9}) + 4

  // The certificate, quoted.
  y += 4
  const top = y
  const qx = L + 14
  const qw = R - qx - 12
  y += 20
  s.text('ATTESTATION DE RÉGULARITÉ FISCALE', qx, y, {color: ink, font: H.bold, size: 10.5})
  y += 18
  s.text("Le comptable public soussigné certifie que l'entreprise :", qx, y, {color: ink, size: 8.8})
  y += 16
  const rows: [string, string][] = [
    ['Dénomination', company.name],
    ['Forme juridique', company.legalForm],
    ['SIREN', groupedSiren(company.siren)],
    ['N° TVA intracommunautaire', company.tva],
    ['Adresse', [...company.address.lines, `${company.address.postcode} ${company.address.city}`].join(', ')],
  ]
  for (const [label, value] of rows) {
    s.text(`${label} :`, qx, y, {color: soft, size: 8.6})
    y = s.paragraph(value, qx + 140, y, qw - 140, {color: ink, font: label === 'Dénomination' ? H.bold : H.regular, leading: 11, size: 8.8})
    y += 2
  }

  y += 6
  y = s.paragraph(`a souscrit, à la date du ${slashDate(situation)}, l'ensemble de ses déclarations fiscales exigibles et a acquitté les impôts et taxes correspondants (impôt sur les sociétés, taxe sur la valeur ajoutée, cotisation foncière des entreprises), ou a constitué des garanties jugées suffisantes.`, qx, y, qw, {color: ink, leading: 11.5, size: 8.8})
  y += 8
  s.text(`Délivrée le ${longDate(issued)}`, qx, y, {color: ink, font: H.bold, size: 9})
  s.text(`Le comptable, responsable du service des impôts des entreprises de ${company.address.city}`, qx, y + 13, {color: soft, size: 8})
  y += 26
  s.box(L, top, 3, y - top, {fill: blue})
  y += 14

  s.text(`Pièce jointe : attestation_regularite_fiscale_${company.siren}.pdf (${randomInt(rng, 60, 140)} Ko)`, L, y, {color: blue, size: 8.4})
  y += 20
  s.lines(['Cordialement,', agent, `Service des impôts des entreprises de ${company.address.city}`], L, y, {color: ink, leading: 11.5, size: 9})
  y += 48

  // The original request.
  s.hline(L, R, y, {color: line, width: 0.8})
  y += 16
  s.text("Message d'origine", L, y, {color: soft, font: H.bold, size: 8.4})
  s.text(`Envoyé le ${slashDate(requested)} à ${time(7, 22)} par ${manager.civility} ${managerName}`, R, y, {align: 'right', color: soft, size: 8})
  y += 16
  y = s.paragraph(`Bonjour, dans le cadre d'une demande de financement auprès de notre banque, pourriez-vous nous faire parvenir une attestation de régularité fiscale ? Je vous remercie par avance.`, L, y, R - L, {color: ink, leading: 11.5, size: 8.8})
  s.lines([managerName, `${company.name} ${company.legalForm} - SIRET ${groupedSiret(company.siret)}`], L, y + 6, {color: ink, leading: 11.5, size: 8.8})

  s.box(L, 790, R - L, 20, {fill: hex('#f6f6f6')})
  s.text('Direction générale des Finances publiques - impots.gouv.fr - Accessibilité : partiellement conforme - Mentions légales - Données personnelles', (L + R) / 2, 803, {align: 'center', color: soft, size: 6.6})

  return {
    fields: {date_emission: issued, denomination: company.name, siren: company.siren, tva_intracom: company.tva},
    layout: 'attestation_fiscale/messagerie-securisee',
    notes: [
      "the tax compliance certificate received as a reply in the professional space's secure messaging and printed from the browser",
      'message metadata as a grid ("De", "À", "Envoyé le"); the certificate inline in a quoted block with label : value rows',
      'denomination without the legal form (its own row); SIREN grouped; VAT number in one block; "Délivrée le" date in words',
      "decoys: the request's date, the situation date, the agent, the connected user, the original request's signature with the SIRET",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_fiscale',
  }
}
