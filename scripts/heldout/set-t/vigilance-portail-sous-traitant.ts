/**
 * HELD-OUT attestation_vigilance/portail-sous-traitant-paysage: the Urssaf vigilance certificate
 * of a SELF-EMPLOYED ARTISAN (an entrepreneur individuel: the certificate names the person, not
 * the trade name) as a builder's SUBCONTRACTOR PORTAL prints it in LANDSCAPE: the portal's top
 * bar with the builder's name (the "donneur d'ordre": a decoy company with its own SIRET) and the
 * print date; at the left an APERÇU frame with the certificate's text at a small size ("Nom /
 * Dénomination : GAUTIER THOMAS", the trade name beside it: a decoy, the SIRET grouped, the
 * establishment's address, "Attestation délivrée le 12/03/2027", the security code in a framed
 * box, the contributor account: a decoy); at the right the portal's CHECK CARD as a
 * LABEL : VALUE list (the uploaded-on, checked-on and next-renewal dates, the worksite and lot,
 * the reviewer: decoys) with a green "CONFORME" badge; the portal's legal footer.
 */
import {addDays, addMonths, type Facts, type GeneratedDocument, groupedSiret, hex, newDocument, randomDigits, randomInt, saveDocument, Sheet, slashDate, upper, WHITE} from '../util.js'

const BUILDERS = [
  {name: 'BÂTIR OUEST CONSTRUCTION SAS', portal: 'bâtirouest-partenaires.fr', site: 'Résidence Les Hauts de Chantenay - 48 logements'},
  {name: 'GROUPE MAÇONNERIE RHODANIENNE SA', portal: 'gmr-soustraitance.fr', site: 'Groupe scolaire Jean Moulin - extension'},
  {name: 'ENTREPRISE GÉNÉRALE VALLIER SAS', portal: 'vallier-fournisseurs.fr', site: 'Ehpad Les Tilleuls - restructuration'},
  {name: 'SOCIÉTÉ BÉTON & BOIS DU SUD SARL', portal: 'bbs-conformite.fr', site: 'Îlot Saint-Roch - bureaux R+5'},
]

const LOTS = ['Lot 07 - Menuiseries intérieures', 'Lot 11 - Plomberie sanitaire', 'Lot 09 - Peinture, revêtements', 'Lot 12 - Électricité courants faibles']

export async function vigilancePortailSousTraitant(facts: Facts, params: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const company = facts.company
  const person = facts.person
  const b = typeof params.builder === 'number' ? params.builder % 4 : 0
  const builder = BUILDERS[b]
  const builderSiret = `${randomInt(rng, 3, 9)}${randomDigits(rng, 13)}`
  const holder = `${upper(person.surname)} ${upper(person.givenNames[0])}`
  const issued = addDays(facts.asOf, -randomInt(rng, 6, 40))
  const uploaded = addDays(issued, randomInt(rng, 1, 4))
  const checked = addDays(uploaded, randomInt(rng, 0, 3))
  const renewal = addMonths(issued, 6)
  const printed = addDays(checked, randomInt(rng, 1, 5))
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'
  let code = ''
  for (let k = 0; k < 15; k++) code += alphabet[randomInt(rng, 0, alphabet.length - 1)]
  const address = [...company.address.lines, `${company.address.postcode} ${upper(company.address.city)}`]
  const account = `${company.address.postcode.slice(0, 2)}${randomInt(rng, 1, 9)} ${randomDigits(rng, 15)}`
  const ink = hex('#1e2229')
  const soft = hex('#626a75')
  const brand = hex(['#0b4f8a', '#8a3b0b', '#2d6a2d', '#5b2d82'][b])
  const urssaf = hex('#0f3f78')

  const {doc, fonts} = await newDocument({author: builder.name, creator: `${builder.portal} - espace conformité`, date: printed, producer: 'Chromium PDF', title: `Dossier sous-traitant - ${company.name}`})
  const H = fonts.helvetica
  const s = Sheet.add(doc, fonts, [841.89, 595.28])
  const L = 30
  const R = 812

  // The portal's bar.
  s.box(0, 0, s.width, 46, {fill: brand})
  s.text(builder.name, L, 22, {color: WHITE, font: H.bold, size: 12})
  s.text('Portail partenaires - Documents obligatoires des sous-traitants', L, 36, {color: hex('#dfe6ee'), size: 8})
  s.text(`Imprimé le ${slashDate(printed)} à ${randomInt(rng, 8, 18)}:${String(randomInt(rng, 0, 59)).padStart(2, '0')}`, R, 22, {align: 'right', color: WHITE, size: 8})
  s.text(`SIRET donneur d'ordre : ${groupedSiret(builderSiret)}`, R, 36, {align: 'right', color: hex('#dfe6ee'), size: 7.6})
  s.text(`Sous-traitants  >  ${company.name}  >  Attestation de vigilance`, L, 66, {color: soft, size: 8})

  // The certificate's preview.
  const px = L
  const pw = 470
  s.box(px, 78, pw, 480, {fill: hex('#f4f5f7'), lineWidth: 0.6, stroke: hex('#c3c8cf')})
  s.text('Aperçu du document déposé (page 1/1)', px + 10, 92, {color: soft, size: 7.4})
  const cx = px + 24
  const cw = pw - 48
  s.box(cx - 12, 100, cw + 24, 446, {fill: WHITE, lineWidth: 0.4, stroke: hex('#d7dadf')})
  s.text('Urssaf', cx, 126, {color: urssaf, font: H.bold, size: 16})
  s.text('ATTESTATION DE VIGILANCE', cx + cw, 120, {align: 'right', color: urssaf, font: H.bold, size: 10.5})
  s.text('Travailleur indépendant - article L. 243-15 du code de la sécurité sociale', cx + cw, 132, {align: 'right', color: soft, size: 6.8})
  s.text(`Attestation délivrée le ${slashDate(issued)}`, cx, 154, {color: ink, font: H.bold, size: 9})
  let y = 176
  const row = (label: string, value: string) => {
    s.text(label, cx, y, {color: soft, size: 7.8})
    s.text(value, cx + 120, y, {color: ink, font: H.bold, size: 8.6})
    y += 15
  }

  row('Nom / Dénomination', holder)
  row('Nom commercial', company.name)
  row('SIRET', groupedSiret(company.siret))
  s.text('Adresse', cx, y, {color: soft, size: 7.8})
  s.lines(address, cx + 120, y, {color: ink, font: H.bold, leading: 11, size: 8.6})
  y += address.length * 11 + 4
  row('N° de compte cotisant', account)
  y = s.paragraph(
    "L'Urssaf atteste que le travailleur indépendant désigné ci-dessus est à jour de ses obligations de déclaration et de paiement des cotisations et contributions sociales à la date d'établissement de la présente attestation. Le donneur d'ordre vérifie l'authenticité de cette attestation sur urssaf.fr au moyen du code de sécurité ci-dessous.",
    cx,
    y + 6,
    cw,
    {color: ink, leading: 10.5, size: 7.6},
  )
  s.box(cx, y + 6, 220, 36, {lineWidth: 0.8, stroke: urssaf})
  s.text('Code de sécurité', cx + 8, y + 19, {color: soft, size: 7.2})
  s.text(code, cx + 8, y + 34, {color: ink, font: fonts.courier.bold, size: 10.5})
  s.paragraph("Le directeur de l'Urssaf. Document établi par voie électronique, sans signature manuscrite.", cx, y + 60, cw, {color: soft, leading: 9, size: 6.8})

  // The portal's check card.
  const qx = px + pw + 24
  s.box(qx, 78, R - qx, 300, {lineWidth: 0.6, stroke: hex('#c3c8cf')})
  s.text('Contrôle du document', qx + 14, 98, {color: brand, font: H.bold, size: 11})
  s.box(R - 96, 86, 82, 18, {fill: hex('#2e8b3e'), radius: 4})
  s.text('CONFORME', R - 55, 98.5, {align: 'center', color: WHITE, font: H.bold, size: 8.4})
  y = 124
  const check: [string, string][] = [
    ['Type', 'Attestation de vigilance Urssaf'],
    ['Sous-traitant', company.name],
    ['Chantier', builder.site],
    ['Lot', LOTS[b]],
    ['Déposé le', slashDate(uploaded)],
    ['Vérifié le', slashDate(checked)],
    ['Contrôleur', ['A. PERRIN', 'M. JOUBERT', 'S. KACI', 'L. FONTAINE'][b]],
    ['Prochain renouvellement', slashDate(renewal)],
  ]
  for (const [label, value] of check) {
    s.text(`${label} :`, qx + 14, y, {color: soft, size: 8})
    s.text(value, qx + 120, y, {color: ink, size: value.length > 34 ? 7.2 : 8.2})
    y += 19
  }

  s.paragraph('Authenticité vérifiée sur le service de vérification en ligne de l\'Urssaf à partir du SIRET et du code de sécurité. Une nouvelle attestation sera demandée au sous-traitant tous les six mois jusqu\'à la fin du chantier.', qx + 14, y + 8, R - qx - 28, {color: soft, leading: 10, size: 7.4})
  s.paragraph(`${builder.portal} - plateforme éditée pour ${builder.name}. Les documents déposés sont conservés pendant la durée du chantier et cinq ans après la réception des travaux (article L. 8222-1 du code du travail).`, qx, 540, R - qx, {color: soft, leading: 9, size: 6.8})

  return {
    fields: {adresse: address.join(', '), code_securite: code, date_emission: issued, denomination: holder, siret: company.siret},
    layout: 'attestation_vigilance/portail-sous-traitant-paysage',
    notes: [
      "a self-employed artisan's vigilance certificate printed in landscape from a builder's subcontractor portal: the certificate as a preview at the left, the portal's check card at the right",
      'the certificate names the person ("GAUTIER THOMAS"), the trade name is beside it; the issue date in "Attestation délivrée le ..."',
      "decoys: the builder (donneur d'ordre) and its SIRET, the print date, the upload, check and renewal dates, the worksite and lot, the contributor account, the trade name",
    ],
    pdf: await saveDocument(doc),
    type: 'attestation_vigilance',
  }
}
