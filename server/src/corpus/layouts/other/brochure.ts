/**
 * The company's two-page commercial brochure: a cover with a large headline, services with
 * prices "à partir de ... € TTC", references, then contact details with the head office and the
 * SIRET. Marketing text with company identifiers and amounts, none of the dossier's documents.
 */
import type {Facts, GeneratedDocument} from '../../types.js'

import {addressLines, frEuros, groupedSiret, issueDateOf, randomDigits, readParams} from '../personal/common.js'
import {hex, newDocument, saveDocument, Sheet, WHITE} from '../personal/draw.js'

interface Pitch {
  headline: string
  story: (city: string, since: string) => string
  services: [string, string, number][]
  testimonial: string
  clients: string
  palette: string[]
}

/** What the company sells, from its activity code: a workshop's trade or an office's services. */
function pitchOf(naf: string): Pitch {
  if (/^(16|31|43|25)/.test(naf)) {
    return {
      clients: 'Architectes, agences immobilières, commerces du centre-ville et plus de 300 particuliers de la région.',
      headline: 'Du sur-mesure, pensé et fabriqué près de chez vous.',
      palette: ['#8d5b3a', '#a86f45', '#c48a5a', '#6e4429'],
      services: [
        ['Cuisines sur mesure', 'Conception 3D, façades bois massif ou laqué, plans de travail, pose comprise.', 6900],
        ['Dressings et placards', 'Optimisation des volumes sous pente, portes coulissantes, éclairage intégré.', 1290],
        ['Bibliothèques et rangements', 'Meubles TV, bibliothèques murales, banquettes avec coffres.', 1850],
        ['Agencement de commerces', 'Comptoirs, présentoirs, cabines : étude, fabrication et pose en site occupé.', 4500],
      ],
      story: (city, since) =>
        `Depuis ${since}, notre atelier de ${city} conçoit, fabrique et pose vos projets : cuisines, dressings, bibliothèques, escaliers et agencements de commerces. Chaque pièce est dessinée avec vous et réalisée dans notre atelier.`,
      testimonial: '« Une équipe à l’écoute, un travail soigné et des délais tenus : le résultat est exactement celui que nous avions imaginé. » - Famille L.',
    }
  }

  return {
    clients: 'Plus de 80 TPE et PME, des collectivités et des associations nous confient leurs projets.',
    headline: 'Des outils qui travaillent pour vous, pas l’inverse.',
    palette: ['#3d5a80', '#98c1d9', '#5c7fa6', '#293241'],
    services: [
      ['Audit et conseil', 'Diagnostic de vos processus, feuille de route et chiffrage, restitution en une journée.', 1200],
      ['Développement sur mesure', 'Applications web et mobiles, connecteurs avec vos logiciels métier.', 4800],
      ['Formation', 'Sessions en intra ou à distance, supports remis, éligibles aux financements OPCO.', 690],
      ['Maintenance et support', 'Hébergement, mises à jour, assistance par téléphone et par ticket.', 149],
    ],
    story: (city, since) =>
      `Depuis ${since}, notre équipe de ${city} accompagne les petites entreprises dans leurs projets : nous analysons vos besoins, proposons des solutions simples et restons à vos côtés après la mise en service.`,
    testimonial: '« Un interlocuteur unique, des délais tenus et un vrai suivi après le lancement. » - Gérant d’une PME de négoce',
  }
}

export async function brochure(facts: Facts, raw: Record<string, unknown>, rng: () => number): Promise<GeneratedDocument> {
  const params = readParams(raw)
  const dated = issueDateOf(params, facts, rng)
  const {company} = facts
  const dark = hex('#2b2d42')
  const warm = hex('#ef8354')
  const soft = hex('#f4f1ec')
  const pitch = pitchOf(company.naf)
  const phone = `03 80 ${randomDigits(rng, 2)} ${randomDigits(rng, 2)} ${randomDigits(rng, 2)}`
  const web = `www.${company.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replaceAll(/[^a-z0-9]+/g, '-')}.fr`

  const {doc, fonts} = await newDocument({author: company.name, creator: 'Adobe InDesign 19.2 (Macintosh)', date: dated, producer: 'Adobe PDF Library 17.0', title: `${company.name} - Plaquette commerciale`})
  const H = fonts.helvetica
  const T = fonts.times

  // Cover.
  const cover = Sheet.add(doc, fonts)
  cover.box(0, 0, cover.width, 470, {fill: dark})
  // An abstract "photo": overlapping planks.
  for (let i = 0; i < 7; i++) cover.box(60 + i * 62, 170 + (i % 3) * 30, 40, 250 - (i % 3) * 30, {fill: hex(pitch.palette[i % 4]), radius: 4})
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
  cover.text('Devis gratuit sous 48 h', 175, 718, {align: 'center', color: WHITE, font: H.bold, size: 14})
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
    inside.text(`à partir de ${frEuros(from, ' ', true)} TTC`, x + 16, y + 132, {color: warm, font: H.bold, size: 11})
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
