/**
 * The personal documents of a dossier, one generator per issuer layout, keyed "<type>/<layout>":
 * proofs of address, rent receipts, payslips and income tax notices (corpus builder contract:
 * server/src/corpus/types.ts).
 */
import type {LayoutGenerator} from '../../types.js'

import {declarativeSituation, taxNotice2025, taxNotice2026} from './avis-imposition.js'
import {bureauPayslip, saasPayslip} from './bulletin-logiciels.js'
import {accountantPayslip, clarifiedPayslip, detailedTwoPagePayslip, landscapePayslip} from './bulletin-paie.js'
import {electricityBill, gasBill, homeInsuranceCertificate, telecomBill, waterBill} from './facture-domicile.js'
import {boxProviderBill, energySupplierBill} from './facture-fournisseurs.js'
import {agencyReceipt, landlordSentenceReceipt, plainReceipt} from './quittance-loyer.js'

export const PERSONAL_LAYOUTS: Record<string, LayoutGenerator> = {
  'avis_imposition/avis-2025': taxNotice2025,
  'avis_imposition/avis-2026': taxNotice2026,
  'avis_imposition/situation-declarative': declarativeSituation,
  'bulletin_paie/cabinet': accountantPayslip,
  'bulletin_paie/clarifie': clarifiedPayslip,
  'bulletin_paie/detaille-2p': detailedTwoPagePayslip,
  'bulletin_paie/bureau': bureauPayslip,
  'bulletin_paie/paysage': landscapePayslip,
  'bulletin_paie/saas': saasPayslip,
  'facture_domicile/assurance-habitation': homeInsuranceCertificate,
  'facture_domicile/box-internet': boxProviderBill,
  'facture_domicile/eau': waterBill,
  'facture_domicile/electricite': electricityBill,
  'facture_domicile/fournisseur-energie': energySupplierBill,
  'facture_domicile/gaz': gasBill,
  'facture_domicile/telecom': telecomBill,
  'quittance_loyer/agence': agencyReceipt,
  'quittance_loyer/bailleur-phrase': landlordSentenceReceipt,
  'quittance_loyer/simple': plainReceipt,
}
