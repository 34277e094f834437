/** Facts of one dossier for tests that generate its documents: the manager of the company is the person of the dossier. */
import type {Facts, Person} from '../../src/corpus/types.js'

/** The manager of the company and the person of the dossier: one person. */
export const CLAIRE: Person = {
  address: {city: 'Dijon', lines: ['Appartement 12', '14 rue des Lilas'], postcode: '21000'},
  birthDate: '1985-03-14',
  birthPlace: 'Beaune (21)',
  civility: 'Mme',
  givenNames: ['Claire', 'Marie'],
  nationality: 'Française',
  surname: 'MARTIN',
}

export const FACTS: Facts = {
  account: {bankName: 'Banque Populaire Bourgogne Franche-Comté', bic: 'CCBPFRPPDJN', branch: 'Dijon Darcy', holder: 'ATELIER MARTIN', iban: 'FR7610907000301234567890185'},
  asOf: '2026-10-20',
  company: {
    activity: 'Menuiserie, agencement intérieur',
    address: {city: 'Dijon', lines: ['8 rue du Faubourg Raines'], postcode: '21000'},
    capitalCents: 1_000_000,
    legalForm: 'SAS',
    manager: CLAIRE,
    naf: '1623Z',
    name: 'ATELIER MARTIN',
    registeredOn: '2019-04-02',
    registry: 'Dijon',
    siren: '812345676',
    siret: '81234567600012',
    tva: 'FR32812345676',
  },
  declaredSalariesCents: 3_120_000,
  employer: {address: {city: 'Dijon', lines: ['8 rue du Faubourg Raines'], postcode: '21000'}, name: 'ATELIER MARTIN', siret: '81234567600012'},
  pay: {grossCents: 324_000, netBeforeTaxCents: 252_360, netTaxableCents: 262_150},
  person: CLAIRE,
  referenceIncomeCents: 2_808_000,
}
