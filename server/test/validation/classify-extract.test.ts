import {expect} from 'chai'

import {makeFacts} from '../../src/corpus/facts.js'
import {boxProviderBill} from '../../src/corpus/layouts/personal/facture-fournisseurs.js'
import {streamOf} from '../../src/corpus/rng.js'
import {FIXTURE_TYPES, makeDossier, type Dossier} from '../../src/fixtures/dossier.js'
import {classify, OTHER} from '../../src/validation/classify.js'
import {extractFields, type ExtractedField} from '../../src/validation/extract.js'
import {defaultProfile} from '../../src/validation/profile.js'
import {documentTypeSpec} from '../../src/validation/classify.js'
import {pdfPages} from './helpers.js'
import {miniProfile} from './mini-profile.js'

const REF = '2025-06-30'

describe('classification and extraction on generated PDFs', function () {
  this.timeout(60_000)
  const profile = defaultProfile()
  let valid: Dossier
  /** file name -> text extracted from the PDF with unpdf (as the upload path does). */
  const pages = new Map<string, string[]>()

  before(async () => {
    valid = await makeDossier({refDate: REF})
    const ambiguous = await makeDossier({refDate: REF, variant: 'ambiguous'})
    for (const file of [...valid.files, ...ambiguous.files]) pages.set(file.name, await pdfPages(file.bytes))
  })

  const fieldsOf = (name: string, type: string): Record<string, ExtractedField> =>
    Object.fromEntries(extractFields(documentTypeSpec(profile, type)!, {file_name: name, pages: pages.get(name)!}).map((f) => [f.field, f]))

  describe('classification', () => {
    it('recognises an internet box bill by the address of its installation', async () => {
      // A bill whose only household words are "Facture", "Forfait" and "abonnement": the
      // installation address ("Adresse d'installation") is what says it is a proof of address.
      const facts = makeFacts(streamOf(1000, 'facts'), '2026-10-12')
      const bill = await boxProviderBill(facts, {}, streamOf(1000, 'l:facture_domicile/box-internet'))
      const result = classify(profile, await pdfPages(bill.pdf), 'document0.pdf')
      expect(result).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it('recognises every document type of the profile with a confident, accepted classification', () => {
      const seen = new Set<string>()
      for (const file of valid.files) {
        const result = classify(profile, pages.get(file.name)!, file.name)
        expect(result.document_type, file.name).to.equal(file.type)
        expect(result.accepted, file.name).to.equal(true)
        expect(result.confidence, file.name).to.be.at.least(profile.classification.autoAcceptMin)
        expect(result.margin, file.name).to.be.at.least(profile.classification.marginMin)
        expect(result.candidates[0]).to.include({document_type: file.type})
        seen.add(file.type)
      }

      expect([...seen].sort()).to.deep.equal([...FIXTURE_TYPES].sort())
    })

    it('does not accept the ambiguous accountant letter and lists the plausible candidates', () => {
      const result = classify(profile, pages.get('attestation-comptable.pdf')!, 'attestation-comptable.pdf')
      expect(result.accepted).to.equal(false)
      expect(result.confidence).to.be.below(profile.classification.autoAcceptMin)
      expect(result.candidates.map((c) => c.document_type)).to.include.members(['attestation_vigilance', 'attestation_fiscale'])
      for (const c of result.candidates) expect(c.score).to.be.within(0, 1)
    })

    it('files a State payslip under its older spelling, "BULLETIN DE PAYE"', () => {
      const text = ['BULLETIN DE PAYE   MME HAMIDI NOÉMIE', 'MOIS DE MARS 2026', 'MINISTÈRE   ADMINISTRATION OU ÉTABLISSEMENT', 'CODE   ÉLÉMENTS   BASE   TAUX   À PAYER   À DÉDUIRE', 'NET À PAYER   2 091,20 €'].join('\n')
      expect(classify(profile, [text], 'scan_0004.pdf')).to.include({accepted: true, document_type: 'bulletin_paie'})
    })

    it("files a student residence's receipt of its occupancy fee as a rent receipt", () => {
      const text = ['Crous Nantes Pays de la Loire   Résidence universitaire Launay-Violette', 'QUITTANCE DE REDEVANCE', 'Mois de mars 2026', 'Résident(e)   N° de dossier   Logement', "Le Crous reconnaît avoir reçu de M. Mathieu N'DIAYE la somme de 269,56 euros au titre de la redevance d'occupation du logement et lui en donne quittance."].join('\n')
      expect(classify(profile, [text], 'scan_0007.pdf')).to.include({accepted: true, document_type: 'quittance_loyer'})
    })

    it("files a propane delivery invoice as a home's bill, its late-payment mention notwithstanding", () => {
      const text = ['FACTURE', 'Flammagaz   Gaz propane en citerne', 'Date de facture 28/10/2026', 'Produit   Propane commercial - usage chauffage', 'Accise sur les énergies - propane combustible   26,21', 'Total TTC   1 188,97 €', 'Médiateur national de l\'énergie (energie-mediateur.fr). Pénalités de retard : trois fois le taux d\'intérêt légal.'].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it("files a wood-pellet delivery invoice as a home's bill, its late-payment mention notwithstanding", () => {
      const text = ['GRANULÉS DU HAUT-DOUBS   FACTURE', 'Livraison de granulés de bois en vrac et en sacs', 'M. Benoît ROUSSEAU', 'N° facture   Date de facture   N° client   Date de livraison   Échéance', 'FG27-36802   01/01/2027   C119144   29/12/2026   31/01/2027', 'Granulés de bois ENplus A1 - vrac (tonne)   6,000   346,97   5,5 %   2 081,82', 'Total TTC   2 322,64 €', 'Pénalités de retard : trois fois le taux d\'intérêt légal.'].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
      // (Firewood too.)
      expect(classify(profile, [text.replaceAll('granulés de bois', 'bois de chauffage').replaceAll('Granulés de bois', 'Bûches de bois de chauffage')], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it("files a family mobile plan's bill as a home's bill", () => {
      const text = [
        'Date de facture   N° de facture', 'Ondine Mobile', '08/02/2028   F2802-63264569', 'N° de compte client   Période', '919 003 690   09/01/2028 - 04/02/2028', 'Votre facture', 'Offre Famille - 4 lignes', 'Mme Anaïs LE ROUX', '85 avenue du Général de Gaulle', '69003 Lyon', 'Montant à payer', '40,57 €', 'prélevé le 20/02/2028',
        'Vos lignes', 'Ligne de Anaïs   Ligne de Stéphane', 'Anaïs LE ROUX   Stéphane LE ROUX', '06 09 97 33 82   19,99 €   06 15 28 56 37   12,99 €', 'Forfait 5G 150 Go   Forfait 4G 80 Go', 'Récapitulatif', 'Désignation   Période   Montant TTC (€)', 'Abonnements mensuels (4 lignes)   09/01/2028 - 04/02/2028   46,96', 'Remise Famille (-20 %)   -9,39',
        'Consommations hors forfait   0,00', 'Total HT   33,81', 'TVA 20 %   6,76', 'Total TTC   40,57', 'Le montant sera prélevé sur le compte bancaire associé à votre compte client à partir du 20/02/2028. Retrouvez le détail de vos communications', 'ligne par ligne dans votre espace client et sur l\'application.',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0016.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it("files a satellite internet operator's invoice as a home's bill, by the telecom ombudsman every operator's bill names", () => {
      const text = [
        'FACTURE',
        'STELLANET',
        'N° de facture   INV-FR-202803-828614',
        'Date de facture   2028-03-23',
        'N° de compte   ACC-9162632-90399-78',
        'Devise   EUR',
        'Facturé à   Adresse de service',
        'Élodie Faure   144 impasse du Moulin, 12100 Millau, France',
        '144 impasse du Moulin',
        '12100 Millau',
        'Position du terminal : 45.5350° N, 0.1100° O',
        'N° de série du kit : 8BNT68979188',
        'Total de la facture TTC',
        '59,00 €',
        'Payé par carte **** 8008 le 24/03/2028',
        'Détail',
        'Description   Période de service   Qté   Prix HT   TVA   Montant TTC',
        'Abonnement Ciel Illimité 150 Mb/s   23 mars 2028 - 22 avr. 2028   1   40,83 €   20 %   49,00 €',
        'Location du kit (terminal et routeur)   23 mars 2028 - 22 avr. 2028   1   8,33 €   20 %   10,00 €',
        'Données prioritaires supplémentaires   -   0   0,00 €   20 %   0,00 €',
        'Sous-total HT   49,17 €',
        'TVA France 20 %   9,83 €',
        'Total TTC   59,00 €',
        'Montant payé   -59,00 €',
        'Solde dû   0,00 €',
        'Votre abonnement est facturé d\'avance chaque mois à la date anniversaire de votre activation. Le prochain prélèvement sur votre carte',
        'interviendra le 23 avr. 2028. Pour toute question sur cette facture, connectez-vous à votre compte client, rubrique Assistance. En cas de litige',
        'non résolu, vous pouvez saisir gratuitement le Médiateur des communications électroniques.',
        'Stellanet S.à r.l. - 12 rue Eugène Ruppert, L-2453 Luxembourg - RCS Luxembourg B 248 117 - TVA FR 39 893 201 447',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it("files a young workers' hostel's receipt titled by the word alone as a rent receipt", () => {
      const text = ['Association Habitat J eunes du Pays Rochelais   QUITTANCE', 'Redevance de décembre 2027', 'N° résident   Logement   Date d\'édition', 'R51161   T1\' n° 333   03/01/2028', 'DUPRÉ Antoine', 'Nous reconnaissons avoir reçu de DUPRÉ Antoine, résident(e), la somme de 186,03 € au titre de sa part de la redevance du mois de décembre 2027, l\'aide personnalisée au logement ayant été versée directement au gestionnaire. Dont quittance, sous réserve de tous nos droits.', 'Total de la redevance   412,60 €', 'Charges locatives (eau, chauffage, électricité)   64,00 €', 'Prestations (blanchisserie, internet)   35,00 €'].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'quittance_loyer'})
    })

    it("files a payslip whose title OCR lost by the contributions' columns and rows", () => {
      const text = [
        'N LU',
        'A',
        'Rémunération du mandat social   Plafond mensuel de la sécurité sociale : 4 100,00 €',
        'Raison sociale',
        'PIXEL NOMADE SASU',
        'Rémunération   Base   Nombre   Montant',
        'Adresse',
        'Rémunération forfaitaire du mandat   3 018,42   1,00   3 018,42',
        '2e étage',
        '45 ter rue Lavoisier   SALAIRE BRUT   3018,42',
        '37000 Tours',
        'DAU',
        'SIRET   COU Sauon   mripuvons   pase   raux',
        'se',
        '758 241 772 00022   Sécurité sociale - maladie, maternité   3 018,42   211,29',
        'Sécurité sociale plafonnée   3 018,42   6,90   208,27   258,07',
        'Code NAF',
        '6202A   Sécurité sociale déplafonnée   3 018,42   0,40   12,07   60,97',
        'Retraite complémentaire Tranche 1   301842   315   95,08   142,47',
        'Convention collective',
        'Sans objet (mandataire social)   CEG Tranche 1   3 018,42   0,86   25,96   38,94',
        'APEC   3 018,42   0,024   0,72   1,09',
        'Prévoyance cadres (1,50 % T1)   3 018,42   45,28',
        'Nom   Complémentaire santé (forfait)   38,50   38,50',
        'M. Gaël LE GALL   Assurance chômage',
        ': non applicable',
        '-',
        'CSG déductible   2 965,60   6,80   201,66',
        'Fonction',
        'Président   CSG/CRDS non déductible   2 965,60   2,90   86,00',
        'TOTAL DES RETENUES   668,26   796,61',
        'Statut',
        'Assimilé salarié (art. L. 311-3, 23°',
        'CSS)   cadre',
        'Net à payer avant impôt sur le revenu   2 350,16',
        'N°   de sécurité sociale',
        '1 92 04 92 593 541 08',
        'Net imposable   2 474,66',
        'Nommé(e)   le',
        '-',
        '28/02/2017   Impôt sur le revenu prélevé à la source (taux personnalisé 7,5 %)   185,60',
        'Net payé   2 164,56',
        'Montant net social   2 383,16',
        'Période de paie',
        'Du 01/01/2028 au 31/01/2028',
        'Cumuls de l\'année 2028',
        'Date de paiement',
        '28/01/2028   Brut   Net imposable   Impôt prélevé   Coût employeur',
        '3 018,42   2 474,66   185,60   3 815,03',
        'Mode de paiement',
        'Virement bancaire',
        'Le président d\'une SAS rémunéré au titre de son mandat relève du régime général de la sécurité sociale sans être lié',
        'par un contrat de travail : il ne cotise pas à l\'assurance chômage et n\'acquiert pas de congés payés. Conservez ce',
        'bulletin sans limitation de durée.',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'bulletin_paie'})
    })

    it("files a local authority's household waste collection fee as a home's bill", () => {
      const text = [
        'RÉPUBLIQUE FRANÇAISE',
        'AVIS DES SOMMES À PAYER',
        'Communauté de communes Bresse et',
        'Revermont   Exercice   2027',
        'Rôle / Facture   R1 / 5893',
        'Service déchets ménagers   Identifiant redevable   7708686',
        '140 route de Lyon, 01270 Coligny   Date d\'émission   25/02/2027',
        'Mme FAURE Élodie',
        '44 rue Émile Zola',
        '01270 Coligny',
        'Objet : Redevance incitative d\'enlèvement des ordures ménagères - 2e semestre 2026',
        'Adresse de collecte : 44 rue Émile Zola, 01270 Coligny',
        'Bac ordures ménagères 140 L - puce n° 07611249 - 7 levées enregistrées du 01/07/2026 au 31/12/2026',
        'Désignation   Quantité   Prix unitaire   Montant',
        'Part fixe - abonnement bac 140 L (semestre)   1   84,00   84,00',
        'Levées comprises dans l\'abonnement   6   0,00   0,00',
        'Levées supplémentaires   1   2,91   2,91',
        'Passages en déchèterie (badge)   6   0,00   0,00',
        'Montant à payer (non assujetti à la TVA)   86,91 €',
        'Détail des levées de votre bac',
        '1. 12/07/2026   2. 01/08/2026   3. 28/08/2026   4. 28/09/2026',
        '5. 27/10/2026   6. 16/11/2026   7. 17/12/2026',
        'À payer avant le 29/03/2027   86,91 €',
        'Payez en ligne sur payfip.gouv.fr (identifiant collectivité 907800, référence 2027-R1-00005893), par prélèvement, par chèque à l\'ordre du Trésor',
        'public ou en espèces chez un buraliste agréé. Comptable assignataire : Service de gestion comptable de Bourg-en-Bresse, 9 rue de la',
        'Grenouillère, 01000 Bourg-en-Bresse.',
        'La redevance est due par l\'usager du service au 1er jour du semestre ; en cas de déménagement, signalez-le au service déchets ménagers. Réclamations : dans',
        'un délai de deux mois à compter de la réception du présent avis (article L. 1617-5 du code général des collectivités territoriales).',
        '- - Talon à joindre à votre règlement par chèque - -',
        'Communauté de communes Bresse et Revermont   Mme FAURE Élodie',
        'Exercice 2027 - Rôle 1 - Facture 5893   Montant : 86,91 €',
        '6486361984 86818092 229737443585 00008691',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })

    it("finds a keyword with an elision OCR set a space after (\"AVIS D' IMPÔT\")", () => {
      const text = [
        "AVIS D' IMPÔT 2028",
        "DIRECTION GÉNÉRALE   REVENUS DE L'ANNÉE 2027",
        'DES FINANCES PUBLIQUES',
        'RÉPUBLIQUE FRANÇAISE   Liberté   Égalité   Fraternité',
        'Vos références',
        'Numéro fiscal :   02 75 752 908 590   M DE LA FONTAINE FRANCOIS',
        "N° d'accès en ligne   663 880 848   RESIDENCE LES PINS",
        "Référence de l'avis :   28 59 2805672 F   21 RUE PASTEUR",
        "Date d'établissement :   11/08/2028   59000 LILLE",
        'Vous avez des questions ?',
        'Service des impôts des particuliers de LILLE',
        'impots.gouv.fr - messagerie sécurisée',
        '0809 401 401 (service gratuit + prix appel)',
        'Situation de famille : C - célibataire   Personnes à charge: 0   Nombre de parts : 1',
        'Revenu fiscal de référence   33982 €',
        '1AJ   Salaires et assimilés   42 060',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'avis_imposition'})
    })

    it("files a private landlord's yearly receipt of twelve months' rents (quittance récapitulative, donnons quittance)", () => {
      const text = [
        'M. et Mme Jean-Luc PERRIN',
        '27 rue du Docteur Roux',
        '17000 La Rochelle',
        'Locataire',
        'M. Loïc DE SAINT-EXUPÉRY',
        '129 bis boulevard Voltaire',
        '17000 La Rochelle',
        'QUITTANCE RÉCAPITULATIVE DE LOYERS',
        'du 1er juillet 2028 au 30 juin 2029',
        'Nous soussignés Jean-Luc et Martine PERRIN, propriétaires bailleurs du logement situé 129 bis boulevard',
        'Voltaire, 17000 La Rochelle, déclarons avoir reçu de M. Loïc DE SAINT-EXUPÉRY,locataire, la somme',
        'de 9 876,00 € au titre des loyers et provisions sur charges des douze mois détaillés ci-dessous, et lui en donnons quittance.',
        'Mois   Loyer   Charges   Total   Réglé le   Mode',
        'Juillet 2028   738,00   85,00   823,00   02/07/2028   chèque',
        'Total   8 856,00   1 020,00   9 876,00',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'quittance_loyer'})
    })

    it("files a seafarer's payslip whose title OCR lost by its totals of deductions and contributions", () => {
      const text = [
        'SOCIÉTÉ MÉDITERRANÉENNE DE REMORQUAGE',
        '2-11   mme',
        'Armateur - remorquage portuaire',
        'Paie de février 20',
        '43 quai des Chartrons',
        '13002 MARSEILLE',
        'SIRET 596 758 136 00037 - APE 5222Z',
        'Marin   N° de marin   2045 3351',
        'LEROY Agnès   Quartier maritime   MARSEILLE (MA)',
        'née LE GALL',
        'Navire   PROVENCE VI (IMO 9169026)',
        '75 allée des Tilleuls',
        '93200 SAINT-DENIS   Fonction a bord   Matelot qualifié',
        'Catégorie   ENIM   10',
        'Embarquement   du 05/02/2027 au 20/02/2027 (16 jours de mer)',
        'Salaire forfaitaire ENIM catégorie 10 (assiette des cofsetons marins) : 4 050,90   Période du 01/02/2027 au 28/02/2027',
        'ps   Base   Taux %   Gains   Retenues',
        'Salaire de base (forfait mensuel)   151,67   4 602,15.',
        'Prime de remorquage   596,85',
        'Indemnité de nourriture   16j   11,12   177,92',
        'SALAIRE BRUT"   5 376,92',
        'Caisse de retraite des marins (CRM)   4 050,90   10,85   439,52',
        'Caisse générale de prévoyance (CGP)   4 050,90   0,75   30,38',
        'Assurance chômage   6 313,33   1,20   75,76',
        'Prévoyance complémentaire branche   6 313,33   0,90   56,82',
        'CSG déductible   6 312,79   6,80   429,27',
        'CSG non déductible   5 282,92   2,40   126,79',
        'CRDS   5 282,00   0,50   26,41',
        'TOTAL DES RETENUES   1184,95',
        'Net a payer avant impôt sur le revenu   4 191,97',
        'NET PAYÉ',
        'Net imposable   4 345,17',
        '4 039,89 EUR',
        'Prélèvement à la source (taux personnalisé 3,5 %)   152,08',
        'Virement du 28/02/2027   IBAN *##+7449',
        'Cumuls 2027   Brut   Net imposable   Impôt prélevé   J ours de mer',
        'Depuis janvier   10 364,69   8 962,12   304,16   25',
        '4',
        '( ens de mer   J   Ee spé   à de séc   ne sociale de   marins (ENIM   Etablis   emer nationa il   des invalides de la marine,   rue de Lorra aine   56100 Lorient). Les cotisations',
        '€   e   e   L',
        'I',
        'marins sont assise   ur   salaire forfaitaire de la catégorie, les autres contribu   ur le salaire réel.   Conservez   bulletin sans   mitation de durée',
        'e   ce',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'bulletin_paie'})
    })

    it("files a prefecture's receipt for a residence card applied for as a residence permit", () => {
      const text = [
        'EE   RECEPISSE DE DEMANDE',
        'RÉPUBLIQUE',
        'DE CARTE: DE SE) OUR',
        'FRANÇAISE',
        'Liberté',
        'Egalité   N° R59268058091',
        'Fratemite',
        '[X] Première demande   [J Renouvellement',
        'PREFET DU NORD',
        'Direction des migrations et de l\'intégration',
        'Bureau du séjour des étrangers',
        'CE RÉCÉPISSÉ AUTORISE SON TITULAIRE À TRAVAILLER',
        '"HADDAD',
        'NOM D\'USAGE',
        'GIRARD',
        'PRENOM(S)',
        'YASMINE NOUR',
        'TE DE NAISSANCE   LIEU DE NAISSANCE',
        'PREFECTUR   3/11/1990   BEYROUTH (LIBAN)',
        '(s9)',
        '“Sexe',
        'TIONALITE',
        'Ns LIBANAISE   F',
        'N° ETRANGER   DATE D\'ENTREE EN FRANCE',
        '5925093301   24/02/2020',
        'ADRESSE',
        '35 CHEMIN DES VIGNES',
        '59000 LILLE',
        '.',
        'DEMANDE',
        'TITRE SOLLICITE',
        'Carte de séjour temporaire.« vie privée et familiale »',
        'DATE DE DEPOT DU DOSSIER   “MOTIF',
        '61/09/2026   Première délivrance',
        '.',
        'DELIVRE LE   VALABLE DU   AU',
        '01/09/2026   81/69/2026   31/12/2026',
        'Signature du titulaire   Pour le préfet et par délégation,',
        'L\'agent instructeur',
        'NN',
        'ANNAN   Agent KJ 696',
        'Le présent récépissé ne constitue pas un titre de séjour. Il réest valable que sur présentation du passeport n° H70175766 et pour la durée qui y est indiquée   il ne permet pas de',
        ';',
        'franchir les frontières sans visa. Il peut être renouvelé si l\'instruction de fa demande n\'est pas achevée. Toute falsification ou usage de faux expose son auteur aux peines prévues',
        'par les articles 441-1 et suivants du code pénal,',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0009.pdf')).to.include({accepted: true, document_type: 'titre_sejour'})
    })

    it("files a passport by its machine-readable zone with one check digit OCR misread, the others holding", () => {
      const text = (last: string) => ['BUNDESREPUBLIK DEUTSCHLAND', 'REISEPASS', 'SCHRODER', 'J URGEN MATTHIAS', '08.03.1992   M', 'P<D<<SCHROEDER<<JUERGEN<MATTHIAS<<<<<<<<<<<<', `H57LPWL862D<<9203088M3401055<<<<<<<<<<<<<<<${last}`].join('\n')
      expect(classify(profile, [text('6')], 'IMG_0007.jpg')).to.include({accepted: true, document_type: 'passeport'})
      // (The composite misread: 0 for 6.)
      expect(classify(profile, [text('0')], 'IMG_0007.jpg')).to.include({accepted: true, document_type: 'passeport'})
      // (Two check digits misread: no zone to vouch for it.)
      const two = text('0').replace('9203088', '9203087')
      expect(classify(profile, [two], 'IMG_0007.jpg').accepted).to.equal(false)
    })

    it('finds a keyword with a hyphen as OCR read it, a space beside the hyphen ("VLS- Ts")', () => {
      const text = (mention: string) => ['VISAS', 'VISA   FRA259113768', 'FRANCE', 'TYPE DE VIS A/TYPE   NTRÉES   DUREE DE SEJ OUR', 'D   365 JOURS', mention, 'PORTEUR DE PROJET', 'VDFRADIOP<<AMINATA<COUMBA<<<<<<<<<<<C<<<<<<<S', '2591137686SEN8406136F2711106<<<<<<<<<<<<<<<<'].join('\n')
      expect(classify(profile, [text('VLS-TS TALENT')], 'scan_0003.pdf')).to.include({accepted: true, document_type: 'titre_sejour'})
      expect(classify(profile, [text('VLS- Ts TALENT')], 'scan_0003.pdf')).to.include({accepted: true, document_type: 'titre_sejour'})
      // (Not two words apart: "VLS  TS".)
      expect(classify(profile, [text('VLS   TS TALENT')], 'scan_0003.pdf').accepted).to.equal(false)
    })

    it("files a bank app's account details screen as a RIB, by its national bank details' line and \"Mon RIB\"", () => {
      const text = [
        '09:41',
        '"il',
        '< Comptes',
        'Mon RIB',
        'err',
        'Compte courant professionnel',
        'OCTET SOLUTIONS EURL',
        'FR76 1562 9724 3075 1513 1328 210',
        'CMARFRPPXXX',
        '15629   72490   75151313282   10',
        'CRÉDIT VILLEURBANNE GARE',
        '34 nue Nationale, 69100 VILLEURBANNE',
        'EUR - Euro',
        '2   Partager mon RIB',
        'Télécharger en PDF',
        'G',
      ].join('\n')
      expect(classify(profile, [text], 'IMG_0042.jpg')).to.include({accepted: true, document_type: 'rib'})
    })

    it("files an online bank's account details confirmation as a RIB", () => {
      const text = ['Confirmation de coordonnées bancaires', 'Account details confirmation', 'Titulaire du compte / Account holder', 'ATELIER CÉLADON', 'IBAN', 'FR76 1679 8503 8520 8793 4150 583', 'Identifiant national de compte / French bank details (RIB)', 'Code banque   Code guichet   N° de compte   Clé RIB'].join('\n')
      expect(classify(profile, [text], 'scan_0010.pdf')).to.include({accepted: true, document_type: 'rib'})
    })

    it('files a "passeport talent" card as a residence permit, never a passport', () => {
      const text = ['RÉPUBLIQUE FRANÇAISE', 'TITRE DE SÉJOUR', 'PASSEPORT TALENT - CRÉATION D\'ENTREPRISE', 'NOM / Surname', 'SHARMA', 'IRFRA25VH567551<<<<<<<<<<<<<<<'].join('\n')
      expect(classify(profile, [text], 'scan_0011.pdf')).to.include({document_type: 'titre_sejour'})
      // Its title lost by OCR, the mention alone.
      const photo = ['PASSEPORT TALENT - CRÉATION D\'ENTREPRISE', 'SHARMA', 'Rahul, Vikram'].join('\n')
      expect(classify(profile, [photo], 'IMG_2201.jpg').document_type).to.not.equal('passeport')
    })

    it("files a foreign passport by its machine-readable zone and its titles, its request page's text before them", () => {
      const request = 'The Secretary of State of the United States of America hereby requests all whom it may concern to permit the citizen/national of the United States named herein to pass without delay or hindrance and in case of need to give all lawful aid and protection. Le Secrétaire d\'État des États-Unis d\'Amérique prie par la présente toutes autorités compétentes de laisser passer le citoyen ou ressortissant des États-Unis titulaire du présent passeport, sans délai ni difficulté et, en cas de besoin, de lui accorder toute aide et protection légitimes.'
      const text = [request, 'SIGNATURE OF BEARER / SIGNATURE DU TITULAIRE / FIRMA DEL TITULAR', 'UNITED STATES OF AMERICA   PASSPORT   PASSEPORT   PASAPORTE', 'Surname / Nom / Apellidos', 'ANDERSON', 'P<USAANDERSON<<MICHAEL<JAMES<<<<<<<<<<<<<<<<', '5891094862USA7710193M2903161<<<<<<<<<<<<<<<8'].join('\n')
      expect(classify(profile, [text], 'scan_0012.pdf')).to.include({accepted: true, document_type: 'passeport'})
      // Its titles lost by OCR, the zone and the request's "passeport" still tell it.
      const scan = [request, 'UNITED STATES OF AMERICA   joie   PASAPORTE', 'P<USAWASHINGTON<<SARAH<ELTZABETH<<<<<<<<<<<<'].join('\n')
      expect(classify(profile, [scan], 'scan_0013.pdf')).to.include({accepted: true, document_type: 'passeport'})
    })

    it('files an identity card by its machine-readable zone when OCR lost its titles, the zone\'s lines among the card\'s; only when its check digits hold', () => {
      const card = (zone: string[]) =>
        classify(profile, [['Rec to   Verso', 'SVERIGE SWEDEN   iia   I', 'BERGSTRÔM   09) UN 2025   POLISMYNDIGHETEN', `of   Height   ${zone[0]}`, 'Dane', 'GLAUG 1997   175 cm', zone[1], '19970804-1966', zone[2]].join('\n')], 'scan_0012.pdf')
      const zone = ['IDSWE65131614<79708041966<<<<<', '9708044F3006081SWE<<<<<<<<<<<6', 'BERGSTROEM<<ANNA<KARIN<<<<<<<<']
      expect(card(zone)).to.include({accepted: true, document_type: 'cni'})
      // (A birth date's check digit that fails: the zone vouches for nothing.)
      expect(card([zone[0], zone[1].replace('9708044', '9708045'), zone[2]])).to.include({accepted: false})
      // (A French residence permit's zone, IR, is a residence permit's, not an identity card's I.)
      expect(card(['IRFRAYS550346129964357790<<<<<', '9101036M2810250PRT<<<<<<<<<<<5', 'FERREIRA<<TIAGO<MIGUEL<<<<<<<<'])).to.include({accepted: true, document_type: 'titre_sejour'})
    })

    it("files an Urssaf app's certificate screen, its title bar lost by OCR, by what the vigilance obligation names (the contractor, \"donneur d'ordre\")", () => {
      const screen = ["Capture d'écran 2026-09-09 à 14.19.92.png", '14:19   «il 56 @   51', 'es auestauons', 'ES   EE   Aust   REET', 'Dernière connexion le 09/09/2026 à 14:02 depuis un appareil mobile', '@ Vous êtes a jour', 'Raison sociale', 'ELECTRONIQUE ARMORIQUE', 'SIRET', '782 421 812 00044', 'Forme juridique', 'Société à responsabilité limitée à associé unique', 'Adresse de l\'établissement', 'Bâtiment C, 27 rue des Artisans, 37000 TOURS', 'Délivrée le', '9 septembre 2026 à 14:17', "Valable jusqu'au   À jour au", '31/03/2027   31/08/2026', 'Compte cotisant 376722135814984214', 'Code de sécurité', 'F57YWPM5DTVPVVC   Copier', "Votre donneur d'ordre vérifie l'attestation sur urssaf.fr avec ce code et votre SIREN.", 'Attestations précédentes   Voir tout (2)', 'Attestation de vigilance du 22/03/2026   >'].join('\n')
      expect(classify(profile, [screen], 'IMG_4471.jpg')).to.include({accepted: true, document_type: 'attestation_vigilance'})
    })

    it('reads OCR\'s bracket or parenthesis for a capital J in a title ("TITRE DE SE) OUR", "SÉJ OUR")', () => {
      const permit = (title: string) => classify(profile, [['REMARQUES / Remarks', 'DELIVRE PAR / Issued by', 'PRÉFECTURE DE LA GIRONDE', `RÉPUBLIQUE FRANÇAISE   ${title} / RESIDENCE PERMIT`, 'NOM/ Sumame', 'FERREIRA'].join('\n')], 'scan_0012.pdf')
      expect(permit('TITRE DE SE) OUR')).to.include({accepted: true, document_type: 'titre_sejour'})
      expect(permit('TITRE DE SÉJ OUR')).to.include({accepted: true, document_type: 'titre_sejour'})
    })

    it('files a long-stay visa standing for a residence permit (VLS-TS) as a residence permit, not the passport it is stuck in', () => {
      // The sticker's page as copied, the passport's stamps above it: its title zone names the
      // passport ("NUMÉRO DE PASSEPORT / PASSPORT NUMBER"), its mention comes past it.
      const text = [
        'VISAS', 'IMMIGRATION - DELHI', 'DEPARTURE', '31 JAN 2026', 'FRANCE - PAF', 'ROISSY-CDG', 'E 31.01.26', '219', '16', 'VISA   FRA828567940', 'VALABLE POUR / VALID FOR', 'FRANCE', 'DU / FROM   AU / UNTIL', '20-01-26   19-01-27',
        "TYPE DE VISA / TYPE OF VISA   NOMBRE D'ENTRÉES   DURÉE DE SÉJOUR", 'D   MULT   365 JOURS', 'DÉLIVRÉ À / ISSUED IN   LE / ON', 'NEW DELHI   08-01-26', 'NUMÉRO DE PASSEPORT / PASSPORT NUMBER', 'Z4871205', 'NOM, PRÉNOM / SURNAME, NAME', 'KRISHNAN, ARJUN RAVI',
        'REMARQUES / REMARKS', "VLS-TS TALENT CREATEUR D'ENTREPRISE", 'A VALIDER EN LIGNE DES L ARRIVEE', 'VDFRAKRISHNAN<<ARJUN<RAVI<<<<<<<<<<<<<<<<<<<', '8285679405IND8708128M2701194<<<<<<<<<<<<<<<<',
      ].join('\n')
      expect(classify(profile, [text], 'scan_0014.pdf')).to.include({accepted: true, document_type: 'titre_sejour'})
      // With the passport's data page above it, its zone's check digits holding: the passport, the
      // visa's words no argument against what its zone names.
      const dataPage = ['PASSPORT   JAPAN', 'Type /   Issuing country /   Passport No. /', 'P   JPN   JZ9380434', 'Surname /', 'TAKAHASHI', 'Given name /', 'KENJI', 'Date of issue /   Date of expiry /', '18 JUN 2027   18 JUN 2037', 'P<JPNTAKAHASHI<<KENJI<<<<<<<<<<<<<<<<<<<<<<<', 'JZ93804343JPN8702090M3706185<<<<<<<<<<<<<<<8']
      expect(classify(profile, [[...dataPage, text].join('\n')], 'scan_0015.pdf')).to.include({accepted: true, document_type: 'passeport'})
      // (Its check digits failing, the zone names nothing: the visa's words lead, but two zones
      // stand on the page, two documents: the clerk is asked which.)
      const misread = dataPage.map((line) => line.replace('M3706185', 'M3706186'))
      expect(classify(profile, [[...misread, text].join('\n')], 'scan_0015.pdf')).to.include({accepted: false, document_type: 'titre_sejour'})
      // (One zone whose last line reads like a passport's first, a Polish card's holder
      // PIOTROWSKA, its check digits misread: one zone, the card filed.)
      const card = ['RZECZPOSPOLITA POLSKA', 'DOWÓD OSOBISTY / IDENTITY CARD', 'Nazwisko / Surname', 'PIOTROWSKA', 'IDPOLLDJ243233072072887528<<<<', '7207288F3510225P0OL<<<<<<<<<<<4', 'PIOTROWSKA<<MAGDALENA<EWA<<<<<'].join('\n')
      expect(classify(profile, [card], 'scan_0017.pdf')).to.include({accepted: true, document_type: 'cni'})
    })

    it('calls a document that matches nothing "other" and never accepts it', () => {
      const result = classify(profile, ['Liste de courses : pain, lait, beurre'], 'courses.pdf')
      expect(result).to.include({accepted: false, document_type: OTHER, thematic: null})
      expect(result.candidates).to.deep.equal([])
    })

    it('uses file-name hints, negative keywords and the title zone', () => {
      const mini = miniProfile()
      const plain = classify(mini, ['Document\nTexte libre\npiece officielle'], 'scan.pdf')
      const named = classify(mini, ['Document\nTexte libre\npiece officielle'], 'piece-identite.pdf')
      expect(named.confidence).to.be.greaterThan(plain.confidence)
      expect(named.matched).to.include('+1 file name "piece"')
      // "autre piece" is a negative hint of doc and a keyword of other_doc.
      const other = classify(mini, ['AUTRE PIÈCE\npiece officielle'], 'x.pdf')
      expect(other.document_type).to.equal('other_doc')
      const title = classify(mini, ['PIECE OFFICIELLE'], 'x.pdf')
      expect(title.matched).to.deep.equal(['+12 "piece officielle"'])
    })

    it('finds a long keyword whose words OCR split or glued, and no short one', () => {
      const split = classify(profile, ["ATTESTATION D'ASSURANC E\nResponsabilité civile professionnelle\nAltaïr Assurances atteste que la société"], 'scan_0012.pdf')
      expect(split.matched).to.include('+10 "attestation d\'assurance"')
      expect(split).to.include({accepted: true, document_type: 'attestation_rc_pro'})
      // "assureur" (8 letters) is too short to be looked for without its spaces.
      const short = classify(profile, ["ATTESTATION D'ASSURANCE\nResponsabilité civile professionnelle\nvotre as sureur"], 'x.pdf')
      expect(short.document_type).to.equal('attestation_rc_pro')
      expect(short.matched).to.not.include('+1 "assureur"')
    })

    it('counts no negative hint inside one of the type\'s own keywords, and finds "RCS" only as a word', () => {
      // A home insurance certificate is a proof of address: its "attestation d'assurance" is part of
      // "attestation d'assurance habitation", not the negative hint of facture_domicile.
      const letter = [
        "Mutuelle Atlantique\nObjet : attestation d'assurance habitation\nLa Mutuelle Atlantique atteste que Mme NGUYEN Élodie est titulaire d'un contrat garantissant les risques locatifs (incendie, dégâts des eaux) pour les locaux situés 107 ter boulevard Voltaire 34000 Montpellier qu'elle occupe à titre de résidence principale.",
      ]
      const home = classify(profile, letter, 'attestation.pdf')
      expect(home.matched.some((m) => m.includes("attestation d'assurance"))).to.equal(false)
      expect(home).to.include({accepted: true, document_type: 'facture_domicile'})
      // "pa-rcs et jardins" is no trade register.
      const garden = classify(profile, ['Entretien de parcs et jardins, services paysagers'], 'x.pdf')
      expect(garden.candidates.map((c) => c.document_type)).to.not.include('kbis')
      expect(classify(profile, ['Extrait Kbis', '432 123 456 RCS Lyon'], 'x.pdf').matched).to.include('+2 /\\br\\.?c\\.?s\\.?\\s+[a-z-]+/')
    })

    it('recognises a telecom bill and an extract of the national register of companies (RNE)', () => {
      const bill = classify(
        profile,
        [
          [
            'azur Votre facture',
            'TÉLÉCOM du 8 janvier 2026',
            'Vos références',
            'Compte client Mme Chloé GAUTIER',
            '0.25888288 Appartement 41',
            'N° de facture 111 rue des Lilas',
            'FB97793791725 64000 Pau',
            'Période de facturation',
            'du 8 décembre au 7 janvier 2026',
            'Votre service client 1064 (appel gratuit depuis une ligne Azur)',
            'Montant à payer sera prélevé le 24 janvier 2026',
            '50,72 € sur le compte FR76 **** **** **** **** **** 670',
            'Récapitulatif de votre facture',
            'Box fibre 33,33 €',
            'Ligne fixe 01 89 11 93 38 - Forfait Azur Box Fibre',
            'Forfait mobile 15,64 €',
            'Options et services 6,75 €',
            'Total TTC 50,72 €',
            'Le détail de vos communications est disponible dans votre Espace Client, rubrique " Mes factures ".',
            'Azur Télécom - SA au capital de 712 588 399,56 € - 397 480 930 RCS Paris',
          ].join('\n'),
        ],
        'document.pdf',
      )
      expect(bill).to.include({accepted: true, document_type: 'facture_domicile'})
      const rne = classify(profile, ["Extrait d'immatriculation principale au Registre national des entreprises\nINPI\nDénomination : PIXEL NOMADE\nForme juridique : SAS\nDate d'immatriculation au RNE 13/07/2016"], 'document.pdf')
      expect(rne).to.include({accepted: true, document_type: 'kbis'})
    })

    it('recognises a household employee\'s Cesu slip, a 3666 tax form and an Italian identity card by what they print', () => {
      const cesu = classify(
        profile,
        [
          [
            'Urssaf - Centre national Cesu',
            'Chèque emploi service universel',
            "ATTESTATION D'EMPLOI",
            "Période d'emploi : décembre 2025",
            "L'EMPLOYEUR LE SALARIÉ",
            "Nombre d'heures travaillées 104,00 h",
            'Salaire net (avant prélèvement à la source) 1 516,32 €',
            'Salaire brut 1 941,01 €',
            'Salaire net imposable 1 571,62 €',
            'Salaire net versé au salarié 1 516,32 €',
          ].join('\n'),
        ],
        'document.pdf',
      )
      expect(cesu).to.include({accepted: true, document_type: 'bulletin_paie'})
      // (Its title garbled by OCR: "ATTESTATION DE RÉGULARITÉ SEALE".)
      const form = classify(
        profile,
        [
          [
            'RÉPUBLIQUE FRANÇAISE N° 3666-SD',
            'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES',
            'ATTESTATION DE RÉGULARITÉ SEALE',
            'Nom, prénom ou dénomination : SALON CAPUCINE SAS',
            'Le comptable des finances publiques soussigné certifie que le demandeur désigné ci-dessus a souscrit, à la date du 31 décembre 2025, l\'ensemble des déclarations fiscales qui lui incombent',
            '[X] Impôt sur les sociétés [X] Taxe sur la valeur ajoutée',
            'Service des impôts des entreprises SIE DE MONTREUIL NORD',
          ].join('\n'),
        ],
        'document.pdf',
      )
      expect(form).to.include({accepted: true, document_type: 'attestation_fiscale'})
      const card = classify(profile, ['REPUBBLICA ITALIANA\nCARTA DI IDENTITÀ / IDENTITY CARD\nCOGNOME / SURNAME\nROSSI'], 'document.pdf')
      expect(card.matched).to.include('+8 "carta di identità"')
    })

    it('finds a long title OCR garbled by a few letters, in the title zone only', () => {
      const garbled = "ATTESTATION DE RÉGULARITÉ SEALE\nLe comptable des finances publiques certifie que le demandeur a souscrit l'ensemble des déclarations fiscales"
      expect(classify(profile, [garbled], 'document.pdf').matched).to.include('+6 ~"attestation de régularité fiscale"')
      // Further down the page, or wrong by more than a letter in eight, it is no title.
      const far = `${'Texte courant. '.repeat(60)}\nATTESTATION DE RÉGULARITÉ SEALE`
      expect(classify(profile, [far], 'document.pdf').matched.some((m) => m.includes('~'))).to.equal(false)
      expect(classify(profile, ['ATTESTATION DE RGLRTÉ SEAE'], 'document.pdf').matched.some((m) => m.includes('~'))).to.equal(false)
    })

    it('is calibrated on degraded documents: an automatic answer is never wrong, doubtful ones are asked', async () => {
      // Each document with lines dropped at random (a seeded generator: reproducible), as a poor
      // scan or a partial text layer would give. The shipped thresholds must not auto-accept a
      // wrong type; they may ask more than strictly needed. (Synthetic documents: optimistic.)
      let seed = 7
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        return seed / 2_147_483_648
      }

      const {files} = await makeDossier({pdf: false, refDate: REF})
      let accepted = 0
      let wrong = 0
      let total = 0
      for (const file of files) {
        for (let i = 0; i < 30; i++) {
          const lines = file.pages[0].split('\n').filter(() => random() > 0.5)
          const result = classify(profile, [lines.join('\n') || '-'], 'scan.pdf')
          total++
          if (!result.accepted) continue
          accepted++
          if (result.document_type !== file.type) wrong++
        }
      }

      expect(wrong).to.equal(0)
      expect(accepted / total).to.be.greaterThan(0.4)
    })

    it('is deterministic', () => {
      const text = pages.get('extrait-kbis.pdf')!
      expect(classify(profile, text, 'a.pdf')).to.deep.equal(classify(profile, text, 'a.pdf'))
    })
  })

  describe('extraction with provenance', () => {
    it('reads the identity card: names, French dates, with page, method and confidence', () => {
      const f = fieldsOf('cni-recto-verso.pdf', 'cni')
      expect(f.nom).to.include({confidence: 0.95, extractor: 'inline:Nom', method: 'pdf-text', page: 1, value: 'MARTIN'})
      expect(f.prenoms.value).to.equal('Claire, Anne')
      expect(f.nom_complet).to.include({extractor: 'compose', value: 'Claire, Anne MARTIN'})
      expect(f.date_naissance).to.include({raw: '14/02/1985', value: '1985-02-14'})
      expect(f.date_expiration.value).to.match(/^20\d\d-\d\d-\d\d$/)
      expect(f.numero_document.value).to.equal('X4RTBPFW4')
    })

    it('reads payslip amounts as exact decimals and the period as a month', () => {
      const f = fieldsOf('bulletin-paie-2025-05.pdf', 'bulletin_paie')
      expect(f.periode).to.include({type: 'month', value: '2025-05'})
      expect(f.brut).to.include({raw: '3 200,00 €', value: '3200.00'})
      expect(f.net_imposable.value).to.equal('2520.00')
      expect(f.net_avant_impot.value).to.equal('2480.00')
      expect(f.employeur_siret).to.include({valid: true, value: valid.truth.company.siret})
      expect(f.salarie_nom.value).to.equal('Mme Claire MARTIN')
    })

    it('reads the Kbis: SIREN with its checksum, an address continued on the next line, the extract date', () => {
      const f = fieldsOf('extrait-kbis.pdf', 'kbis')
      expect(f.siren).to.include({valid: true, value: valid.truth.company.siren})
      expect(f.adresse_siege.value).to.equal('5 avenue Jean Jaurès, 69007 Lyon')
      expect(f.date_extrait.value).to.equal('2025-06-18')
      expect(f.denomination.value).to.equal('ATELIER MARTIN')
      const bill = fieldsOf('facture-electricite-2025-06.pdf', 'facture_domicile')
      expect(bill.adresse.value).to.equal('12 rue des Lilas, 69003 Lyon')
      expect(bill.adresse.raw).to.equal('12 rue des Lilas\n69003 Lyon')
    })

    it('reads the RIB: IBAN (valid, masked when shown) and BIC', () => {
      const f = fieldsOf('rib-atelier.pdf', 'rib')
      expect(f.iban).to.include({sensitive: true, valid: true, value: valid.truth.iban})
      expect(f.bic).to.include({valid: true, value: 'BNPAFRPPLYO'})
    })

    it('reads the second date of a period and the VAT number', () => {
      const f = fieldsOf('attestation-assurance-rc-pro.pdf', 'attestation_rc_pro')
      expect(f.periode_debut.value).to.equal('2025-01-01')
      expect(f.periode_fin.value).to.equal('2025-12-31')
      const fiscal = fieldsOf('attestation-regularite-fiscale.pdf', 'attestation_fiscale')
      expect(fiscal.tva_intracom).to.include({valid: true, value: valid.truth.company.tva})
    })

    it('marks a bad checksum as invalid (lower confidence), not missing', () => {
      const spec = documentTypeSpec(miniProfile(), 'doc')!
      const [siren] = extractFields({...spec, fields: spec.fields.filter((f) => f.id === 'siren')}, {file_name: 'x.pdf', pages: ['SIREN : 732 829 321']})
      expect(siren).to.include({confidence: 0.7, valid: false, value: '732829321'})
    })

    it('falls back to a value without label (0.6), then to the file name (0.5)', () => {
      const spec = documentTypeSpec(miniProfile(), 'doc')!
      const fields = Object.fromEntries(extractFields(spec, {file_name: 'piece-2025-03-14.pdf', pages: ['Entreprise 123 456 789 et 732 829 320']}).map((f) => [f.field, f]))
      // Without a label, the value whose checksum holds wins.
      expect(fields.siren).to.include({confidence: 0.6, extractor: 'anywhere:siren', value: '732829320'})
      expect(fields.issued).to.include({confidence: 0.5, method: 'filename', page: null, value: '2025-03-14'})
      expect(fields.month).to.include({method: 'filename', value: '2025-03'})
      expect(fields.expiry).to.equal(undefined)
    })

    it('reads a value on the line after its label, and stops a name at the next label', () => {
      const spec = documentTypeSpec(miniProfile(), 'doc')!
      const fields = Object.fromEntries(extractFields(spec, {file_name: 'x.pdf', pages: ['Expire le\n12 mars 2031\nTitulaire : Jean DUPONT Numéro : AB123456']}).map((f) => [f.field, f]))
      expect(fields.expiry).to.include({raw: '12 mars 2031', value: '2031-03-12'})
      expect(fields.holder.value).to.equal('Jean DUPONT')
      expect(fields.number.value).to.equal('AB123456')
    })
  })
})
