/**
 * Unrelated documents (type "other", no fields) that look like dossier documents: the statutes
 * of the company (decoy for the Kbis), a supplier's invoice (utility bill), a bank statement
 * (RIB), a letter from the bank to the manager at home (proof of address), a CV and a brochure.
 */
import type {LayoutGenerator} from '../../types.js'

import {brochure} from './brochure.js'
import {bankLetter} from './courrier.js'
import {curriculumVitae} from './cv.js'
import {supplierInvoice} from './facture-fournisseur.js'
import {bankStatement} from './releve-bancaire.js'
import {statutes} from './statuts.js'

export const OTHER_LAYOUTS: Record<string, LayoutGenerator> = {
  'other/brochure': brochure,
  'other/courrier': bankLetter,
  'other/cv': curriculumVitae,
  'other/facture-fournisseur': supplierInvoice,
  'other/releve-bancaire': bankStatement,
  'other/statuts': statutes,
}
