import {expect} from 'chai'

import {classify, documentTypeSpec} from '../../src/validation/classify.js'
import {extractFields} from '../../src/validation/extract.js'
import {defaultProfile} from '../../src/validation/profile.js'

const profile = defaultProfile()

/**
 * Identity documents of foreign managers, as their text layer or OCR reads them: a French
 * residence permit, and other European states' identity cards (their titles in their languages,
 * their machine-readable zones ICAO 9303 TD1).
 */
const DOCUMENTS = {
  'a French residence permit': {
    text: ['RÉPUBLIQUE FRANÇAISE', 'TITRE DE SÉJOUR', 'RESIDENCE PERMIT', 'NOM / Surname', 'DIALLO', 'Prénoms / Given names', 'AMINATA', 'Sexe / Sex F   Nationalité / Nationality SEN', 'Date de naissance / Date of birth', '14 05 1988', "Valable jusqu'au / Valid until", '12 09 2029', 'Type de titre / Type of permit', 'CARTE DE RESIDENT', 'IRFRA0123456789<<<<<<<<<<<<<<<', '8805140F2909120SEN<<<<<<<<<<<2', 'DIALLO<<AMINATA<<<<<<<<<<<<<<<'],
    type: 'titre_sejour',
    fields: {date_expiration: '2029-09-12', date_naissance: '1988-05-14', nom: 'DIALLO', prenoms: 'AMINATA'},
  },
  'a Belgian identity card': {
    text: ['BELGIQUE BELGIË BELGIEN BELGIUM', "IDENTITEITSKAART CARTE D'IDENTITÉ PERSONALAUSWEIS IDENTITY CARD", 'Naam / Nom / Name', 'PEETERS', 'Voornamen / Prénoms / Vornamen / Given names', 'Jan Marie', 'Geboortedatum / Date de naissance', '03 02 1980', 'Geldig van - tot / Valable du - au', '15.03.2021 - 15.03.2031', 'IDBEL5921234567<89<<<<<<<<<<<<', '8002036M3103159BEL800203123<<7', 'PEETERS<<JAN<MARIE<<<<<<<<<<<<'],
    type: 'cni',
    fields: {date_expiration: '2031-03-15', date_naissance: '1980-02-03', nom: 'PEETERS'},
  },
  'a Spanish identity card': {
    text: ['ESPAÑA', 'DOCUMENTO NACIONAL DE IDENTIDAD', 'APELLIDOS', 'GARCIA LOPEZ', 'NOMBRE', 'MARIA', 'FECHA DE NACIMIENTO', '12 06 1985', 'VÁLIDO HASTA', '20 01 2030', 'IDESPBHV122738<12345678Z<<<<<<', '8506123F3001205ESP<<<<<<<<<<<6', 'GARCIA<LOPEZ<<MARIA<<<<<<<<<<<'],
    type: 'cni',
    fields: {date_expiration: '2030-01-20', date_naissance: '1985-06-12', prenoms: 'MARIA'},
  },
  'an Italian identity card': {
    text: ['REPUBBLICA ITALIANA', "CARTA D'IDENTITÀ / IDENTITY CARD", 'COGNOME / SURNAME', 'ROSSI', 'NOME / NAME', 'GIULIA', 'SCADENZA / EXPIRY', '21.04.2031', 'CA12345AB', 'CIITACA12345AB4<<<<<<<<<<<<<<<', '9004218F3104213ITA<<<<<<<<<<<2', 'ROSSI<<GIULIA<<<<<<<<<<<<<<<<<'],
    type: 'cni',
    fields: {date_expiration: '2031-04-21', date_naissance: '1990-04-21', nom: 'ROSSI'},
  },
} as const

describe('validation: identity documents of foreign managers', () => {
  for (const [name, {fields, text, type}] of Object.entries(DOCUMENTS)) {
    it(`classifies ${name} without asking, and reads its holder and dates`, () => {
      const page = text.join('\n')
      const result = classify(profile, [page], 'scan_0007.pdf')
      expect(result.accepted, JSON.stringify(result.candidates)).to.equal(true)
      expect(result.document_type).to.equal(type)
      const read = Object.fromEntries(extractFields(documentTypeSpec(profile, type)!, {file_name: 'scan_0007.pdf', pages: [page]}, {refDate: '2026-10-15'}).map((f) => [f.field, f.value]))
      expect(read).to.include(fields)
    })
  }

  it('does not take a letter that asks for an identity card for one', () => {
    const letter = ["Madame, Monsieur,", "Pour compléter votre dossier, merci de nous adresser une copie recto verso de votre carte d'identité ou de votre titre de séjour en cours de validité.", 'Nous vous prions d’agréer nos salutations distinguées.'].join('\n')
    expect(classify(profile, [letter], 'courrier.pdf').accepted).to.equal(false)
  })
})
