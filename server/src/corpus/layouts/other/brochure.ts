/**
 * The company's two-page commercial brochure: a cover with a large headline, services with
 * prices "à partir de ... € TTC", references, then contact details with the head office and the
 * SIRET. Marketing text with company identifiers and amounts, none of the dossier's documents.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addressLines, frEuros, groupedSiret, issueDateOf, landline, readParams} from '../personal/common.js'
import {hex, newDocument, saveDocument, Sheet, WHITE} from '../personal/draw.js'

interface Pitch {
  headline: string
  /** The call to action on the cover. */
  action: string
  story: (city: string, since: string) => string
  services: [string, string, number][]
  testimonial: string
  clients: string
  palette: string[]
}

/** What the company sells, from its activity code: a trade, an office's services or a shop. */
function pitchOf(naf: string, activity: string): Pitch {
  const trade = activity.toLowerCase()
  if (/^(16|23|25|31|33|43|81)/.test(naf)) {
    return {
      action: 'Devis gratuit sous 48 h',
      clients: 'Architectes, syndics, commerces du centre-ville et plus de 300 particuliers de la région.',
      headline: 'Du sur-mesure, pensé et réalisé près de chez vous.',
      palette: ['#8d5b3a', '#a86f45', '#c48a5a', '#6e4429'],
      services: [
        ['Étude et devis', 'Visite sur place, relevés, conseils et devis détaillé sous 48 heures.', 0],
        ['Réalisation sur mesure', 'Fabrication ou mise en œuvre par notre équipe, avec des matériaux choisis avec vous.', 1290],
        ['Pose et installation', 'Chantier propre, délais annoncés et tenus, réception des travaux avec vous.', 450],
        ['Entretien et dépannage', 'Contrat annuel ou intervention ponctuelle, sous 72 heures.', 89],
      ],
      story: (city, since) => `Depuis ${since}, notre équipe de ${city} met son savoir-faire à votre service : ${trade}. Chaque projet est étudié avec vous et réalisé par nos soins.`,
      testimonial: '« Une équipe à l’écoute, un travail soigné et des délais tenus : le résultat est exactement celui que nous avions imaginé. » - Famille L.',
    }
  }

  if (/^(58|62|63|69|70|71|72|73|74|78|82|85)/.test(naf)) {
    return {
      action: 'Premier rendez-vous offert',
      clients: 'Plus de 80 TPE et PME, des collectivités et des associations nous confient leurs projets.',
      headline: 'Un partenaire qui s’engage sur vos résultats.',
      palette: ['#3d5a80', '#98c1d9', '#5c7fa6', '#293241'],
      services: [
        ['Audit et conseil', 'Diagnostic de votre situation, feuille de route et chiffrage, restitution en une journée.', 1200],
        ['Accompagnement de projet', 'Un interlocuteur unique du cadrage à la mise en service.', 4800],
        ['Formation', 'Sessions en intra ou à distance, supports remis, éligibles aux financements OPCO.', 690],
        ['Suivi et assistance', 'Points réguliers, assistance par téléphone et par messagerie.', 149],
      ],
      story: (city, since) => `Depuis ${since}, notre équipe de ${city} accompagne les entreprises et les collectivités : ${trade}. Nous analysons vos besoins, proposons des solutions simples et restons à vos côtés.`,
      testimonial: '« Un interlocuteur unique, des délais tenus et un vrai suivi dans la durée. » - Gérant d’une PME de négoce',
    }
  }

  return {
    action: 'Commandez par téléphone',
    clients: 'Une clientèle fidèle du quartier, des entreprises et des associations pour leurs événements.',
    headline: 'Votre adresse de confiance, au cœur de la ville.',
    palette: ['#d1495b', '#edae49', '#00798c', '#30638e'],
    services: [
      ['En boutique', 'Un accueil et des conseils personnalisés, du mardi au samedi.', 0],
      ['Commandes', 'Commandez par téléphone ou en ligne, retrait le jour même.', 15],
      ['Entreprises et événements', 'Offres sur mesure pour vos réceptions, séminaires et cadeaux d’affaires.', 120],
      ['Cartes cadeaux', 'Valables un an, du montant de votre choix.', 20],
    ],
    story: (city, since) => `Depuis ${since}, nous vous accueillons à ${city} : ${trade}. Une équipe passionnée, des produits et des services choisis avec soin.`,
    testimonial: '« Toujours un excellent accueil et des conseils avisés : une adresse que je recommande ! » - Avis client',
  }
}

export async function brochure(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const dated = issueDateOf(params, facts, rng)
  const {company} = facts
  const dark = hex('#2b2d42')
  const warm = hex('#ef8354')
  const soft = hex('#f4f1ec')
  const pitch = pitchOf(company.naf, company.activity)
  const phone = landline(company.address.postcode, rng)
  const web = `www.${company.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replaceAll(/[^a-z0-9]+/g, '-')}.fr`

  const {doc, fonts} = await newDocument({author: company.name, creator: 'Adobe InDesign 19.2 (Macintosh)', date: dated, producer: 'Adobe PDF Library 17.0', title: `${company.name} - Plaquette commerciale`})
  const H = fonts.helvetica
  const T = fonts.times

  // Cover.
  const cover = Sheet.add(doc, fonts)
  cover.box(0, 0, cover.width, 470, {fill: dark})
  // The cover picture: a framed composition of overlapping discs in the company's colours.
  cover.box(60, 160, 475, 270, {fill: hex('#3a3d56'), radius: 10})
  for (let i = 0; i < 9; i++) {
    const r = 22 + rng() * 55
    cover.circle(70 + r + rng() * (455 - 2 * r), 170 + r + rng() * (250 - 2 * r), r, {fill: hex(pitch.palette[i % 4])})
  }

  cover.text(company.name, 60, 90, {color: WHITE, font: H.bold, size: 30})
  cover.text(company.activity, 60, 120, {color: warm, font: H.bold, size: 14})
  cover.paragraph(pitch.headline, 60, 530, 480, {color: dark, font: T.italic, leading: 28, size: 24})
  cover.paragraph(
    pitch.story(company.address.city, company.registeredOn.slice(0, 4)),
    60,
    574,
    470,
    {color: dark, leading: 17, size: 12},
  )
  cover.box(60, 690, 230, 46, {fill: warm, radius: 8})
  cover.text(pitch.action, 175, 718, {align: 'center', color: WHITE, font: H.bold, size: 14})
  cover.text(phone, 320, 718, {color: dark, font: H.bold, size: 18})

  // Inside: services, prices, references, contact.
  const inside = Sheet.add(doc, fonts)
  inside.text('Nos savoir-faire', 50, 70, {color: dark, font: H.bold, size: 22})
  inside.hline(50, 130, 80, {color: warm, width: 3})
  for (const [i, [title, text, from]] of pitch.services.entries()) {
    const x = 50 + (i % 2) * 255
    const y = 110 + Math.floor(i / 2) * 170
    inside.box(x, y, 240, 150, {fill: soft, radius: 6})
    inside.box(x, y, 240, 6, {fill: warm})
    inside.text(title, x + 16, y + 32, {color: dark, font: H.bold, size: 13})
    inside.paragraph(text, x + 16, y + 54, 208, {color: dark, leading: 13, size: 9.5})
    inside.text(from === 0 ? 'gratuit' : `à partir de ${frEuros(from, ' ', true)} TTC`, x + 16, y + 132, {color: warm, font: H.bold, size: 11})
  }

  inside.text('Ils nous font confiance', 50, 480, {color: dark, font: H.bold, size: 16})
  inside.paragraph(pitch.testimonial, 50, 504, 495, {color: dark, font: T.italic, leading: 15, size: 12})
  inside.paragraph(pitch.clients, 50, 552, 495, {color: dark, leading: 13, size: 10})

  inside.box(0, 640, inside.width, 202, {fill: dark})
  inside.text('Nous rencontrer', 50, 680, {color: WHITE, font: H.bold, size: 16})
  inside.lines(['Nos locaux', ...addressLines(company.address)], 50, 704, {color: WHITE, leading: 14, size: 10.5})
  inside.lines([`Tél. ${phone}`, web, 'Du lundi au vendredi, 8 h - 18 h, samedi sur rendez-vous'], 300, 704, {color: WHITE, leading: 14, size: 10.5})
  inside.text(`${company.name} ${company.legalForm} - SIRET ${groupedSiret(company.siret)} - Document non contractuel`, inside.width / 2, 818, {align: 'center', color: hex('#b9bccb'), size: 7.5})

  return {
    fields: {},
    layout: 'other/brochure',
    notes: ['marketing brochure: large display type, white text on dark bands, prices "à partir de ... € TTC"', 'company name, head office and SIRET in the contact band'],
    pdf: await saveDocument(doc),
    type: 'other',
  }
}
