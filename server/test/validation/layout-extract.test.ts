import {expect} from 'chai'

import {addressBlocks, isPersonBlock, type AddressBlock} from '../../src/validation/blocks.js'
import {classify, documentTypeSpec} from '../../src/validation/classify.js'
import {documentLines, extractFields, repairOcrPostcode, type ExtractedField} from '../../src/validation/extract.js'
import {buildLines, type PageLayout} from '../../src/validation/layout.js'
import {labelPattern} from '../../src/validation/locate.js'
import {comparePersons, companyForm} from '../../src/validation/names.js'
import {defaultProfile} from '../../src/validation/profile.js'
import {fold} from '../../src/validation/text.js'
import {ibanOfRib} from '../../src/validation/checks.js'
import {ocrWords, page, type Row, stack} from './layout-helpers.js'

const profile = defaultProfile()

function extract(type: string, layout: PageLayout[], fileName = 'scan_0012.pdf'): Record<string, ExtractedField> {
  const spec = documentTypeSpec(profile, type)!
  const pages = layout.map((p) => buildLines(p).map((l) => l.text).join('\n'))
  return Object.fromEntries(extractFields(spec, {file_name: fileName, layout, pages}, {refDate: '2026-11-16'}).map((f) => [f.field, f]))
}

describe('layout-aware extraction', () => {
  describe('labels', () => {
    const matches = (label: string, text: string) => labelPattern(label).test(fold(text))

    it('match whole words, accents and case aside', () => {
      expect(matches('Nom', 'NOM / Surname')).to.equal(true)
      expect(matches('Nom', 'Prénom')).to.equal(false)
      expect(matches("Date d'émission", 'DATE D’EMISSION'.replace('’', "'"))).to.equal(true)
    })

    it('match abbreviations of their long words and the spellings of "numéro"', () => {
      expect(matches('Date de naissance', 'DATE DE NAISS. / Date of birth')).to.equal(true)
      expect(matches("Date d'expiration", "DATE D'EXPIR. / Expiry date")).to.equal(true)
      expect(matches('N° SIRET', 'No SIRET')).to.equal(true)
      expect(matches('N° SIRET', 'Nº SIRET')).to.equal(true)
      expect(matches('N° du document', 'Numéro du document')).to.equal(true)
      // An abbreviation keeps at least three letters and its dot.
      expect(matches('Date de naissance', 'Date de na')).to.equal(false)
    })

    it('make "(s)" and "(e)" optional and take "*" for a few words', () => {
      expect(matches('Prénom', 'Prénom(s)')).to.equal(true)
      expect(matches('Né(e) le', 'Né le')).to.equal(true)
      expect(matches('Fait à * le', 'Fait à Dijon, le')).to.equal(true)
    })
  })

  describe('where the value is', () => {
    it('right of its label, in a value column, with an address continued below it', () => {
      const f = extract('kbis', [
        page(
          stack(100, 16, [
            [[72, 'Dénomination ou raison sociale']],
            [[72, 'Adresse du siège'], [300, '5 avenue Jean Jaurès']],
            [[300, '69007 Lyon']],
            [[72, 'Présidente'], [300, 'Mme Claire MARTIN']],
          ]).concat([{cells: [[300, 'ATELIER MARTIN']], y: 100}]),
        ),
      ])
      expect(f.denomination).to.include({extractor: 'right:Dénomination ou raison sociale', value: 'ATELIER MARTIN'})
      expect(f.adresse_siege).to.include({raw: '5 avenue Jean Jaurès\n69007 Lyon', value: '5 avenue Jean Jaurès, 69007 Lyon'})
      expect(f.representant_legal.value).to.equal('Mme Claire MARTIN')
      expect(f.denomination.bbox).to.deep.equal([300, 100, 367.8, 110])
    })

    it('below bilingual labels, as on the 2021 identity card', () => {
      const f = extract('cni', [
        page(
          stack(30, 12, [
            [[20, 'NOM / Surname']],
            [[20, 'MARTIN']],
            [[20, 'Prénoms / Given names']],
            [[20, 'Claire, Marie']],
            [
              [20, 'SEXE / Sex'],
              [90, 'NATIONALITÉ / Nationality'],
              [230, 'DATE DE NAISS. / Date of birth'],
            ],
            [
              [20, 'F'],
              [90, 'FRA'],
              [230, '14.02.1985'],
            ],
            [
              [20, 'N° DU DOCUMENT / Document No'],
              [230, "DATE D'EXPIR. / Expiry date"],
            ],
            [
              [20, 'X4RTBPFW4'],
              [230, '11.02.2031'],
            ],
          ]),
          {height: 153, width: 400},
        ),
      ])
      expect(f.nom).to.include({extractor: 'below:Nom', value: 'MARTIN'})
      expect(f.prenoms.value).to.equal('Claire, Marie')
      expect(f.nom_complet.value).to.equal('Claire, Marie MARTIN')
      expect(f.date_naissance).to.include({confidence: 0.9, value: '1985-02-14'})
      expect(f.numero_document.value).to.equal('X4RTBPFW4')
      expect(f.date_expiration.value).to.equal('2031-02-11')
    })

    it('in the row under a table header (several fields per row)', () => {
      const f = extract('attestation_vigilance', [
        page([
          {cells: [[40, 'ATTESTATION DE VIGILANCE']], size: 14, y: 60},
          {cells: [[40, 'Raison sociale'], [230, 'SIRET'], [360, 'Adresse']], y: 200},
          {cells: [[40, 'SAS ATELIER MARTIN'], [230, '812 345 676 00017'], [360, '5 avenue Jean Jaurès 69007 Lyon']], y: 214},
        ]),
      ])
      expect(f.denomination).to.include({extractor: 'below:Raison sociale', value: 'SAS ATELIER MARTIN'})
      expect(f.siret).to.include({valid: true, value: '81234567600017'})
      expect(f.adresse.value).to.equal('5 avenue Jean Jaurès 69007 Lyon')
    })

    it('under its header in a header row, not in the next header cell', () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[34, 'Matricule'], [94, 'Nom et prénom'], [274, 'Emploi'], [444, 'Classification']], y: 130},
          {cells: [[34, '52196'], [94, 'LEFÈVRE Marie-Hélène'], [274, 'Responsable administrative'], [444, 'Position 2.1']], y: 140},
        ]),
      ])
      expect(f.salarie_nom).to.include({extractor: 'below:Nom et prénom', value: 'LEFÈVRE Marie-Hélène'})
    })

    it('after dotted leaders, separate or glued to the label', () => {
      const f = extract('kbis', [
        page(
          stack(100, 16, [
            [[72, 'Dénomination .................. ATELIER MARTIN']],
            [[72, 'Forme juridique...............SAS']],
            [[72, "Date d'immatriculation ........ 15/03/2019"]],
          ]),
        ),
      ])
      expect(f.denomination.value).to.equal('ATELIER MARTIN')
      expect(f.forme_juridique.value).to.equal('SAS')
      expect(f.date_immatriculation.value).to.equal('2019-03-15')
    })

    it('inside sentences: "Fait à <ville>, le <date>", a name and a SIRET in running text', () => {
      const f = extract('attestation_vigilance', [
        page(
          stack(200, 14, [
            [[60, "L'Urssaf Île-de-France atteste que l'entreprise ATELIER MARTIN, SIRET 812 345 676 00017,"]],
            [[60, 'est à jour de ses obligations de déclaration et de paiement.']],
            [[60, 'Fait à Montreuil, le 6 octobre 2026']],
          ]),
        ),
      ])
      expect(f.date_emission).to.include({raw: '6 octobre 2026', value: '2026-10-06'})
      expect(f.denomination.value).to.equal('ATELIER MARTIN')
      expect(f.siret.value).to.equal('81234567600017')
    })

    it('on the next line when a sentence wraps right after the label', () => {
      const f = extract('kbis', [page(stack(100, 14, [[[72, 'Extrait Kbis, à jour au']], [[72, '20 octobre 2026, délivré par le greffe.']]]))])
      expect(f.date_extrait.value).to.equal('2026-10-20')
    })

    it('in running text where the label and its value sit either side of a line break', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(200, 13, [
            [[50, 'Altaïr Assurances atteste que la société ATELIER MARTIN SAS est titulaire du contrat d’assurance Responsabilité civile']],
            [[50, 'professionnelle n° RCP1853352, valable du 01/01/2026 au 31/12/2026.']],
          ]),
        ),
      ])
      expect(f.numero_police).to.include({extractor: "sentence:contrat d'assurance * n°", value: 'RCP1853352'})
    })

    it('in a cell that wraps onto the next lines, and not onto an address under it', () => {
      const f = extract('kbis', [
        page(
          stack(300, 13, [
            [[60, 'Activité'], [228, 'Programmation informatique, développement de logiciels et']],
            [[240, "d'applications"]],
            [[60, 'Président'], [231, 'Monsieur Thomas ROUSSEAU']],
          ]),
        ),
      ])
      expect(f.activite.value).to.equal("Programmation informatique, développement de logiciels et d'applications")
      const rib = extract('rib', [page(stack(300, 13, [[[60, 'Domiciliation'], [228, 'CAISSE TOURS GARE']], [[228, '82 place de la Mairie']], [[228, '37000 TOURS']]]))])
      // (A bank's branch takes the address under it, down to its town: profile \`withAddress\`.)
      expect(rib.domiciliation.value).to.equal('CAISSE TOURS GARE, 82 place de la Mairie, 37000 TOURS')
      const phone = extract('rib', [page(stack(300, 13, [[[60, 'Domiciliation'], [228, 'CAISSE TOURS GARE']], [[228, 'Tél. 09 69 32 41 18']], [[60, 'IBAN'], [228, 'FR76 1382 5711 8410 1830 8940 785']]]))])
      expect(phone.domiciliation.value).to.equal('CAISSE TOURS GARE')
    })

    it('both dates of a period in a sentence', () => {
      const f = extract('attestation_rc_pro', [page(stack(100, 14, [[[60, 'La présente attestation est valable du 01/01/2026 au 31/12/2026.']]]))])
      expect(f.periode_debut.value).to.equal('2026-01-01')
      expect(f.periode_fin.value).to.equal('2026-12-31')
    })

    it('in two columns on one line, each label with its own value', () => {
      const f = extract('cni', [page([{cells: [[40, 'Nom : MARTIN'], [320, 'Né(e) le : 14.02.1985']], y: 100}])])
      expect(f.nom.value).to.equal('MARTIN')
      expect(f.date_naissance.value).to.equal('1985-02-14')
    })

    it('after a bilingual label with a colon, and not after a longer label that starts the same way', () => {
      const f = extract('cni', [
        page(stack(100, 14, [[[40, "Nom d'usage : DUBOIS"]], [[40, 'Nom : MARTIN']], [[40, "Date d'expiration / Date of expiry : 12/03/2031"]]])),
      ])
      expect(f.nom.value).to.equal('MARTIN')
      expect(f.date_expiration.value).to.equal('2031-03-12')
    })
  })

  it('keeps two lines of small text apart beside a big title whose middle lies between them', () => {
    const lines = buildLines(
      page([
        {cells: [[40, 'AVIS D’IMPÔT 2026']], size: 20, y: 104},
        {cells: [[318, 'RESIDENCE LES PINS']], y: 114.8},
        {cells: [[318, '117 TER AVENUE DU GENERAL DE GAULLE']], y: 126.8},
      ]),
    ).map((l) => l.text)
    expect(lines).to.include('RESIDENCE LES PINS').and.include('117 TER AVENUE DU GENERAL DE GAULLE')
  })

  describe('addresses and names without labels', () => {
    const notice = page([
      {cells: [[40, 'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES']], y: 40},
      {cells: [[40, 'Centre des Finances Publiques de Dijon']], y: 54},
      {cells: [[40, '4 place de la Banque']], y: 66},
      {cells: [[40, '21000 DIJON']], y: 78},
      {cells: [[320, 'M. ou Mme MARTIN CLAIRE']], y: 140},
      {cells: [[320, 'APPARTEMENT 12']], y: 152},
      {cells: [[320, '14 RUE DES LILAS']], y: 164},
      {cells: [[320, '21000 DIJON']], y: 176},
      {cells: [[40, "AVIS D'IMPÔT 2026 SUR LES REVENUS DE L'ANNÉE 2025"]], size: 13, y: 230},
      {cells: [[40, 'Revenu fiscal de référence'], [400, '31 250 €']], y: 300},
    ])

    it('take the addressee block (civility, right side) and not the issuer letterhead', () => {
      const f = extract('avis_imposition', [notice])
      expect(f.declarant).to.include({extractor: 'block', value: 'M. ou Mme MARTIN CLAIRE'})
      expect(f.adresse).to.include({value: 'APPARTEMENT 12, 14 RUE DES LILAS, 21000 DIJON'})
      expect(f.annee_revenus.value).to.equal('2025')
      expect(f.rfr.value).to.equal('31250.00')
    })

    it('continue an address over three lines after its label', () => {
      const f = extract('facture_domicile', [
        page(stack(100, 13, [[[40, 'Adresse du point de livraison :']], [[40, 'Résidence Les Tilleuls']], [[40, 'Bâtiment B, 14 rue des Lilas']], [[40, '21000 Dijon']]])),
      ])
      expect(f.adresse.value).to.equal('Résidence Les Tilleuls, Bâtiment B, 14 rue des Lilas, 21000 Dijon')
    })
  })

  describe('what is not a value', () => {
    it('skips running footers and page numbers', () => {
      const footer = (n: number) => ({cells: [[40, `PAIE EXPERT SARL - SIRET 732 829 320 00074 - Page ${n}/2`]] as [number, string][], y: 810})
      const f = extract('bulletin_paie', [
        page([{cells: [[40, 'BULLETIN DE PAIE']], y: 40}, {cells: [[40, 'Période du 01/10/2026 au 31/10/2026']], y: 60}, footer(1)]),
        page([{cells: [[40, 'Net à payer avant impôt sur le revenu'], [420, '2 012,34']], y: 100}, footer(2)], {page: 2}),
      ])
      expect(f.employeur_siret).to.equal(undefined)
      expect(f.periode.value).to.equal('2026-10')
      expect(f.net_avant_impot).to.include({page: 2, value: '2012.34'})
    })

    it('does not take a table header ("Part salarié") or a gendered label for a name', () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[40, 'Salariée : Mme Claire MARTIN']], y: 80},
          {cells: [[40, 'Rubrique'], [220, 'Base'], [280, 'Taux'], [340, 'Part salarié'], [450, 'Part employeur']], y: 200},
          {cells: [[40, 'Salaire de base'], [220, '151,67'], [280, '16,35'], [340, '2 480,00']], y: 214},
          {cells: [[40, 'Salaire brut'], [340, '2 480,00']], y: 228},
        ]),
      ])
      expect(f.salarie_nom.value).to.equal('Mme Claire MARTIN')
      expect(f.brut.value).to.equal('2480.00')
    })

    it('finds no name under a table header that holds amounts', () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[40, 'Rubrique'], [220, 'Base'], [340, 'Part salarié']], y: 200},
          {cells: [[40, 'Salaire de base'], [220, '151,67'], [340, '2 480,00']], y: 214},
        ]),
      ])
      expect(f.salarie_nom).to.equal(undefined)
    })
  })

  it('reads a usage (married) name as an alternative surname of the full name', () => {
    const f = extract('cni', [
      page(
        stack(20, 12, [
          [[20, 'NOM / Surname']],
          [[20, 'MARTIN']],
          [[20, "NOM D'USAGE / Usage name"]],
          [[20, 'DUBOIS']],
          [[20, 'Prénoms / Given names']],
          [[20, 'Claire, Marie']],
        ]),
      ),
    ])
    expect(f.nom.value).to.equal('MARTIN')
    expect(f.nom_usage.value).to.equal('DUBOIS')
    expect(f.nom_complet.value).to.equal('Claire, Marie MARTIN épouse DUBOIS')
    // So that a bill in the married name agrees with the identity card.
    expect(comparePersons(f.nom_complet.value, 'Mme Claire DUBOIS').score).to.be.at.least(0.92)
    expect(comparePersons(f.nom_complet.value, 'Claire MARTIN').score).to.be.at.least(0.92)
  })

  describe('machine-readable zone', () => {
    // The ICAO 9303 TD1 specimen: every check digit holds.
    const zone = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<']
    const card = (surname: string, lines = zone) =>
      page(
        stack(20, 12, [
          [[20, 'NOM / Surname']],
          [[20, surname]],
          [[20, 'Prénoms / Given names']],
          [[20, 'Anna, Maria']],
          [[20, 'DATE DE NAISS. / Date of birth']],
          [[20, '12 08 1974']],
          ...lines.map((l): [number, string][] => [[20, l]]),
        ]),
      )

    it('vouches for the visual zone when both agree (the visual spelling is kept)', () => {
      const f = extract('cni', [card('ERIKSSON')])
      expect(f.nom).to.include({confidence: 0.99, extractor: 'below:Nom+mrz', valid: true, value: 'ERIKSSON'})
      // The full name composed of parts the MRZ vouches for is vouched for too.
      expect(f.nom_complet).to.include({extractor: 'compose', valid: true})
      expect(f.numero_document).to.include({method: 'mrz', value: 'D23145890'})
      expect(f.date_expiration).to.include({method: 'mrz', value: '2012-04-15'})
    })

    it('agrees with a visual umlaut that the MRZ transliterates (MÜLLER is MUELLER), not with a lost one', () => {
      const mueller = [zone[0], zone[1], 'MUELLER<<ANNA<MARIA<<<<<<<<<<<']
      expect(extract('cni', [card('MÜLLER', mueller)]).nom).to.include({valid: true, value: 'MÜLLER'})
      expect(extract('cni', [card('MULLER', mueller)]).nom).to.deep.include({conflict: {extractor: 'below:Nom', method: 'pdf-text', page: 1, value: 'MULLER'}, value: 'MUELLER'})
    })

    it('wins over a visual reading that disagrees, which is kept as a conflict', () => {
      const f = extract('cni', [card('ERIKSON')])
      expect(f.nom).to.include({method: 'mrz', value: 'ERIKSSON'})
      expect(f.nom.conflict).to.include({method: 'pdf-text', value: 'ERIKSON'})
    })

    it('does not win when its check digits fail: the visual zone stays, the MRZ is the conflict', () => {
      // Birth date 740813 against its check digit 2 (computed for 740812): the composite fails too.
      const damaged = [zone[0], '7408132F1204159UTO<<<<<<<<<<<6', zone[2]]
      const f = extract('cni', [card('ERIKSSON', damaged)])
      expect(f.date_naissance).to.include({method: 'pdf-text', value: '1974-08-12'})
      expect(f.date_naissance.conflict).to.include({method: 'mrz', value: '1974-08-13'})
    })
  })

  it('reads OCR text with its usual confusions: a misread bilingual label, noise between a label and its value, a split code', () => {
    const f = extract('cni', [
      page(
        stack(20, 12, [
          [[20, 'NOM Sumame']],
          [[20, 'MARTIN']],
          [[20, 'Prénoms / Given names']],
          [[20, 'J ulien']],
          [[20, 'DATE DE NAISS. /Date of birth']],
          [[24, '|']],
          [[20, '08 01 1968']],
          [[20, 'N° DU DOCUMENT / Document No']],
          [[20, 'DJ YR5Y1CY']],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.nom).to.include({method: 'ocr', value: 'MARTIN'})
    expect(f.prenoms.value).to.equal('Julien')
    expect(f.date_naissance.value).to.equal('1968-01-08')
    expect(f.numero_document.value).to.equal('DJYR5Y1CY')
  })

  it('carries OCR confidence into the field confidence and the method', () => {
    const f = extract('kbis', [page([{cells: [[72, 'Dénomination'], [300, 'ATELIER MARTIN']], y: 100}], {ocrConfidence: 0.8})])
    expect(f.denomination).to.include({confidence: 0.76, method: 'ocr', ocr_confidence: 0.8})
  })

  it("never takes the document's own title, nor a person's block, for a company", () => {
    // The employer's box is unreadable here; beside its label stands the page title, and the only
    // block with a name is the employee's.
    const f = extract('bulletin_paie', [
      page(
        stack(60, 14, [
          [[60, 'Employeur'], [330, 'BULLETIN DE SALAIRE']],
          [[330, 'Période : Août 2026']],
          [[60, 'Siret : 99613397100035']],
          [[330, 'Monsieur FAURE ] ulien']],
          [[330, '17 rue Émile Zola']],
          [[330, '59000 Lille']],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.employeur).to.equal(undefined)
    // The employee's name, with a capital J read as a bracket.
    expect(f.salarie_nom?.value).to.equal('Monsieur FAURE Julien')
  })

  it('joins a code that OCR split into several groups', () => {
    const f = extract('attestation_vigilance', [page(stack(100, 14, [[[60, 'Code de sécurité : QAAJ J D5A4NRHS56']]]), {ocrConfidence: 0.9})])
    expect(f.code_securite?.value).to.equal('QAAJJD5A4NRHS56')
    // Longer groups, a J read as "]": joined only when the groups make the whole code.
    const g = extract('attestation_vigilance', [page(stack(100, 14, [[[60, 'Code de sécurité : S9DD48E 82] YQE7E']]]), {ocrConfidence: 0.9})])
    expect(g.code_securite?.value).to.equal('S9DD48E82JYQE7E')
    const h = extract('attestation_vigilance', [page(stack(100, 14, [[[60, 'Code de sécurité : S9DD48E 82] YQE7E ABCDEFGH']]]), {ocrConfidence: 0.9})])
    expect(h.code_securite?.value).to.not.equal('S9DD48E82JYQE7EABCDEFGH')
  })

  it('takes a value below the words of its own label when two header cells run together', () => {
    const f = extract('bulletin_paie', [
      page(
        stack(300, 14, [
          [[100, 'Net imposable Net à payer avant impôt']],
          [
            [110, '2 495,31'],
            [200, '2 406,93'],
          ],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.net_imposable?.value).to.equal('2495.31')
    expect(f.net_avant_impot?.value).to.equal('2406.93')
  })

  it("never dates a document from a scanner's or a phone's file name (that is when it was captured)", () => {
    const lines = page(stack(100, 14, [[[60, 'FACTURE']], [[60, 'Montant TTC : 42,00 €']]]), {ocrConfidence: 0.9})
    expect(extract('facture_domicile', [lines], 'Numérisation_2026-09-26.pdf').date_emission).to.equal(undefined)
    expect(extract('facture_domicile', [lines], 'IMG_20261020_161123.jpg').date_emission).to.equal(undefined)
    expect(extract('facture_domicile', [lines], 'WhatsApp Image 2026-09-24 at 10.43.34.jpeg').date_emission).to.equal(undefined)
    // A name someone gave the file still dates it.
    expect(extract('facture_domicile', [lines], 'facture_2026-08-31.pdf').date_emission?.value).to.equal('2026-08-31')
  })

  it('does not take the rest of a bilingual label cut in two by OCR for a name', () => {
    const f = extract('passeport', [
      page(
        stack(100, 14, [
          [[20, '1. Name/Surname/Nom']],
          [[20, 'SCHÄFER']],
          [
            [20, '2. Vornamen/Given'],
            [200, 'names/Prénoms'],
          ],
          [[20, 'JÖRG STEFAN']],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.prenoms?.value).to.equal('JÖRG STEFAN')
  })

  it("takes a label word in the value column of a key-value table for a value ('Statut ¦ Employé')", () => {
    const f = extract('bulletin_paie', [
      page(
        stack(100, 14, [
          [[330, 'M. François NGUYEN']],
          [[330, '18 boulevard de la Liberté']],
          [[330, '59000 Lille']],
          [
            [60, 'Emploi'],
            [200, 'Assistante de gestion'],
          ],
          [
            [60, 'Statut professionnel'],
            [200, 'Employé'],
          ],
          [
            [60, 'Classification'],
            [200, 'Niveau II'],
          ],
        ]),
      ),
    ])
    expect(f.salarie_nom?.value).to.equal('M. François NGUYEN')
  })

  it('finds a big value printed right of its label and a little lower, past a line of the other column', () => {
    const f = extract('avis_imposition', [
      page(
        [
          {cells: [[339, 'Revenu fiscal de référence']], size: 7, y: 366},
          {
            cells: [
              [59, 'Nombre de parts'],
              [283, '1,00'],
            ],
            size: 9,
            y: 373,
          },
          {cells: [[470, '22 851 €']], size: 12, y: 381},
        ],
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.rfr?.value).to.equal('22851.00')
  })

  it("does not take a row for a table's header row because OCR read its ruled line as a cell", () => {
    const f = extract('avis_imposition', [
      page(
        stack(240, 14, [
          [
            [48, 'Nom'],
            [223, 'O CONNOR'],
            [559, '|'],
          ],
          [
            [48, 'Nom de naissance'],
            [223, "O'CONNOR"],
          ],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.declarant_nom?.value).to.equal('O CONNOR')
  })

  it("follows an address cell onto its next line past OCR's marks of the table's rules, a street cut mid-name going on with a space", () => {
    const f = extract('attestation_vigilance', [
      page(
        [
          {cells: [[60, 'Raison sociale'], [210, 'SIRET'], [330, 'Adresse']], y: 182},
          {cells: [[551, '|']], y: 188},
          {cells: [[60, 'ÉLECTRONIQUE ARMORIQUE'], [210, '42678189400024'], [331, 'Immeuble Le Cristal, 38 ter avenue de la']], y: 200},
          {cells: [[326, '|']], size: 2, y: 208},
          {cells: [[330, 'Gare, 72000 Le Mans']], y: 214},
        ],
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.adresse?.value).to.equal('Immeuble Le Cristal, 38 ter avenue de la Gare, 72000 Le Mans')
  })

  it('ends text taken from a sentence with that sentence', () => {
    const f = extract('attestation_rc_pro', [
      page(
        stack(100, 14, [
          [[60, 'garantit la responsabilité civile professionnelle de la société pour les activités suivantes :']],
          [[60, 'Agence de communication et de publicité. La présente attestation est valable du 01/01/2026 au 31/12/2026.']],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.activites?.value).to.equal('Agence de communication et de publicité')
  })

  it("keeps the addressee's name when OCR made an address line unrecognisable ('APPARTEMENTS', 'Bêtiment B')", () => {
    const f = extract('avis_imposition', [
      page(
        stack(104, 10, [
          [[322, 'M. VASSEUR BENOIT']],
          [
            [43, "AVIS D'IMPÔT 2026"],
            [321, 'APPARTEMENTS'],
          ],
          [[322, 'Bêtiment B']],
          [[322, '127 COURS LAFAYETTE']],
          [[322, '74000 ANNECY']],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.declarant?.value).to.equal('M. VASSEUR BENOIT')
    expect(f.adresse?.value).to.equal('APPARTEMENTS, Bêtiment B, 127 COURS LAFAYETTE, 74000 ANNECY')
    // A line no rule recognises: the name is still the line with the civility.
    const g = extract('avis_imposition', [page(stack(104, 10, [[[322, 'M. VASSEUR BENOIT']], [[321, 'AFPARTEMENT']], [[322, '127 COURS LAFAYETTE']], [[322, '74000 ANNECY']]]), {ocrConfidence: 0.9})])
    expect(g.declarant?.value).to.equal('M. VASSEUR BENOIT')
  })

  it("reads a header cell that starts with OCR's mark of the table's rule ('| Raison sociale')", () => {
    const f = extract('attestation_vigilance', [
      page(
        stack(182, 14, [
          [
            [56, '| Raison sociale'],
            [210, 'SIRET'],
            [330, 'Adresse'],
          ],
          [
            [61, 'ÉLECTRONIQUE ARMORIQUE'],
            [210, '42678189400024'],
            [331, '38 avenue de la Gare, 72000 Le Mans'],
          ],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.denomination?.value).to.equal('ÉLECTRONIQUE ARMORIQUE')
  })

  it('finds a label that a gap cut in two cells ("Raison ¦ sociale")', () => {
    const f = extract('bulletin_paie', [
      page(
        stack(110, 12, [
          [
            [42, 'Raison'],
            [92, 'sociale'],
            [272, 'Adresse'],
            [522, 'SIRET'],
          ],
          [
            [42, 'CAP GESTION CONSEIL SASU'],
            [272, 'Lot 4 123 ter rue Lavoisier 59000 Lille'],
            [522, '62481491900012'],
          ],
        ]),
        {ocrConfidence: 0.9, width: 842},
      ),
    ])
    expect(f.employeur).to.include({extractor: 'below:Raison sociale', value: 'CAP GESTION CONSEIL SASU'})
  })

  it('steps over a colon standing alone between a label and its value (colons aligned in a column)', () => {
    const f = extract('bulletin_paie', [
      page(
        stack(158, 9, [
          [
            [50, 'Employeur'],
            [125, ':'],
            [155, 'STRATÉGIES & TERRITOIRES EURL'],
            [346, 'Salarié'],
            [400, ':'],
            [430, "M. O'CONNOR Thomas"],
          ],
          [
            [155, '2e étage 47 bd Haussmann 75011 Paris'],
            [346, 'Matricule'],
            [430, '13834'],
          ],
          [
            [50, 'SIRET'],
            [125, ':'],
            [155, '618406581 00016'],
            [346, 'Statut'],
            [430, 'ETAM'],
          ],
        ]),
        {ocrConfidence: 0.9, width: 595},
      ),
    ])
    expect(f.employeur).to.include({extractor: 'right:Employeur', value: 'STRATÉGIES & TERRITOIRES EURL'})
    expect(f.salarie_nom).to.include({extractor: 'right:Salarié', value: "M. O'CONNOR Thomas"})
    expect(f.employeur_siret?.value).to.equal('61840658100016')
  })

  it('finds a long label that OCR misspelt in its own cell, and no short one, and none in a text layer', () => {
    const grid = (header: string, ocrConfidence?: number) =>
      page(
        stack(180, 12, [
          [
            [127, header],
            [248, 'Adresse'],
            [534, 'SIRET'],
          ],
          [
            [127, '| ATELIER DU CHENE SARL'],
            [324, 'Batiment C 69 boulevard Haussmann 74000 Annecy'],
            [534, '83239994300014'],
          ],
        ]),
        {width: 842, ...(ocrConfidence === undefined ? {} : {ocrConfidence})},
      )
    expect(extract('bulletin_paie', [grid('[Rasonsocale', 0.8)]).employeur).to.include({extractor: 'below:Raison sociale', value: 'ATELIER DU CHENE SARL'})
    // Nine letters: "Emplyeur" is too near too many words to be "Employeur".
    expect(extract('bulletin_paie', [grid('Emplyeur', 0.8)]).employeur?.extractor).to.not.equal('below:Employeur')
    // Printed text is not misread: a misspelling there is the issuer's, and no label.
    expect(extract('bulletin_paie', [grid('Rasonsocale')]).employeur?.extractor).to.not.equal('below:Raison sociale')
    const kbis = extract('kbis', [
      page(
        stack(238, 18, [
          [
            [71, 'Fonre juridique'],
            [251, "Société anonyme à conseil d'administration"],
          ],
          [
            [70, 'Capital'],
            [251, '50 000 €'],
          ],
        ]),
        {ocrConfidence: 0.85},
      ),
    ])
    expect(kbis.forme_juridique).to.include({extractor: 'right:Forme juridique', value: "Société anonyme à conseil d'administration"})
    // One digit apart is another label: "Déclarant 2" is not "Déclarant 1".
    const avis = extract('avis_imposition', [
      page(
        stack(112, 20, [
          [
            [51, "Revenus d'activité et de remplacement"],
            [334, 'Déclarant 1'],
            [424, 'Déclarant 2'],
            [503, 'Pers. à charge'],
          ],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(avis.declarant?.value).to.not.equal('Pers. à charge')
  })

  it("keeps a line whole when OCR reads a speck inside it, and drops the words it made of a leader's dots", () => {
    const scan = page(
      [
        {cells: [[71, 'Forme juridique'], [251, 'Société'], [322, "a conseil d'administration"]], y: 239},
        {cells: [[290, 'anonyme']], size: 8, y: 243},
        {cells: [[192, 'eerie']], size: 1, y: 246},
        {cells: [[70, 'Activité'], [218, 'jaspaipies Restauration traditionnelle, vente à emporter']], y: 320},
      ],
      {ocrConfidence: 0.9},
    )
    for (const word of scan.words) if (word.text === 'eerie' || word.text === 'jaspaipies') word.conf = 0
    const f = extract('kbis', [scan])
    expect(f.forme_juridique?.value).to.equal("Société anonyme a conseil d'administration")
    expect(f.activite?.value).to.equal('Restauration traditionnelle, vente à emporter')
  })

  it('takes the name from the next cell when the cell after the label holds only a civility', () => {
    const f = extract('bulletin_paie', [
      page(
        stack(124, 9, [
          [
            [98, 'Employeur'],
            [160, "L'ÉCHOPPE GOURMANDE SA"],
            [326, 'Salarié: M.'],
            [400, 'DE LA FONTAINE Jean-Baptiste'],
          ],
        ]),
        {ocrConfidence: 0.9, width: 595},
      ),
    ])
    expect(f.salarie_nom?.value).to.equal('M. DE LA FONTAINE Jean-Baptiste')
  })

  it("reads the value right of a label followed by a stray mark ('Prénoms)'), past a rule's tall '|' before the value", () => {
    const scan = page(
      [
        {cells: [[50, '| Nom'], [229, 'FAURE']], y: 256},
        {cells: [[54, 'Prénoms)'], [224, '| JULIEN ANDRE']], y: 289},
        {cells: [[54, 'Date de naissance'], [228, '25/10/1999']], y: 310},
      ],
      {ocrConfidence: 0.9},
    )
    // The rule's mark stands taller than the print around it.
    for (const word of scan.words) if (word.text === '|' && word.x > 200) Object.assign(word, {h: 16, y: 286})
    const f = extract('avis_imposition', [scan])
    expect(f.declarant_prenoms).to.include({extractor: 'right:Prénoms', value: 'JULIEN ANDRE'})
  })

  it('takes a label after a slash with no space ("Name/Surname/Nom") and after a number OCR ended with a comma ("1,")', () => {
    const f = extract('passeport', [
      page(
        stack(233, 12, [
          [[320, '1, Name/Sumame/Nom']],
          [[320, 'MULLER']],
          [[320, '2. Vornamen/Given names/Prénoms']],
          [[320, 'KATHARINA']],
        ]),
        {ocrConfidence: 0.9, width: 900},
      ),
    ])
    expect(f.nom?.value).to.equal('MULLER')
    expect(f.prenoms?.value).to.equal('KATHARINA')
  })

  it('keeps a word that OCR boxed taller than its print on its line, reads past leader dots, and continues an address past them', () => {
    const scan = page(
      [
        {cells: [[71, 'Dénomination'], [228, "ERE L'ECHOPPE GOURMANDE"]], y: 219},
        {cells: [[71, 'Siège'], [250, "Parc d'activités du Moulin, Lot 4, 50 avenue des Champs Pierreux,"]], y: 279},
        {cells: [[97, 'savsasennenesnannanannnnenuunannnnadennuuuuauuans']], size: 1, y: 292},
        {cells: [[251, '59000 LILLE']], y: 299},
        {cells: [[71, 'Président'], [251, 'Monsieur Jean-Baptiste Pierre DE LA']], y: 342},
        {cells: [[413, 'FONTAINE']], size: 22, y: 342},
      ],
      {ocrConfidence: 0.9},
    )
    for (const word of scan.words) if (word.text === 'ERE' || word.text.startsWith('savsas')) word.conf = 0.1
    const f = extract('kbis', [scan])
    expect(f.denomination?.value).to.equal("L'ECHOPPE GOURMANDE")
    expect(f.adresse_siege?.value).to.equal("Parc d'activités du Moulin, Lot 4, 50 avenue des Champs Pierreux, 59000 LILLE")
    expect(f.representant_legal?.value).to.equal('Monsieur Jean-Baptiste Pierre DE LA FONTAINE')
  })

  it('takes no header cell for a person ("Pers. à charge" right of "Déclarant 1")', () => {
    const f = extract('avis_imposition', [
      page(
        stack(112, 20, [
          [
            [44, "Revenus d'activité et de remplacement"],
            [327, 'Déclarant 1'],
            [491, 'Pers. à charge'],
          ],
          [
            [44, 'Salaires, gains associés, indemnités'],
            [340, '59 261'],
          ],
        ]),
        {ocrConfidence: 0.9},
      ),
    ])
    expect(f.declarant?.value).to.not.equal('Pers. à charge')
  })

  it('reads the net pay before tax under its abbreviated names ("avant PAS", the withholding tax)', () => {
    for (const label of ['Net à payer avant PAS', 'Net avant prélèvement à la source']) {
      const f = extract('bulletin_paie', [page(stack(500, 14, [[[40, label], [450, '2 035,70 €']]]))])
      expect(f.net_avant_impot?.value, label).to.equal('2035.70')
    }
  })

  it('reads a name in a sentence across the line break when OCR dropped the first word of the next line', () => {
    const scan = (secondLineX: number) =>
      page(
        [
          {cells: [[56, "Altaïr Assurances, dont le siège social est situé 41 rue de Châteaudun à Paris, atteste que la société ATELIER"]], size: 8, y: 206},
          {cells: [[secondLineX, 'CHÊNE SARL, SIREN 832 399 943, dont le siège est situé Bâtiment C, 69 boulevard Haussmann, 74000']], size: 8, y: 217},
          {cells: [[56, "Annecy, est titulaire du contrat d'assurance Responsabilité civile professionnelle n° RCP6672025."]], size: 8, y: 228},
        ],
        {ocrConfidence: 0.9, width: 595},
      )
    // "DU" lost: the line starts 18 points further right.
    expect(extract('attestation_rc_pro', [scan(74)]).assure?.value).to.equal('ATELIER CHÊNE SARL')
    // Further right than a dropped word explains: another column, not the sentence going on.
    expect(extract('attestation_rc_pro', [scan(300)]).assure?.value).to.not.equal('ATELIER CHÊNE SARL')
  })

  describe('rules from held-out issuer layouts (2026-11-23)', () => {
    it('takes the next cell when lower-case words after the label fill its cell ("Activité(s) exercée(s)")', () => {
      const f = extract('kbis', [page(stack(200, 14, [[[50, 'Activité(s) exercée(s)'], [300, 'Conseil en systèmes informatiques']]]))])
      expect(f.activite?.value).to.equal('Conseil en systèmes informatiques')
      // A cell that is itself a label is not that value: "Adresse du site de consommation ¦ Point de livraison :".
      const g = extract('facture_domicile', [page(stack(300, 14, [[[50, 'Adresse du site de consommation'], [330, 'Point de livraison (PDL) :']], [[50, 'Bâtiment B'], [330, '21459834221234']]]))])
      expect(g.adresse?.value ?? '').to.not.match(/Point de livraison/)
    })

    it('reads a label over a header cell that wraps in its column ("Net à payer avant" / "impôt")', () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[126, 'Salaire brut'], [184, 'Total cotisations'], [267, 'Net imposable'], [342, 'Net à payer avant'], [430, 'Impôt PAS'], [511, 'Net payé']], size: 7, y: 700},
          {cells: [[381, 'impôt']], size: 7, y: 709},
          {cells: [[54, 'Mois'], [138, '3 731,63'], [219, '843,18'], [288, '2 994,77'], [373, '2 888,45'], [444, '185,68'], [513, '2 702,77']], size: 7, y: 725},
        ]),
      ])
      expect(f.net_avant_impot?.value).to.equal('2888.45')
      expect(f.net_imposable?.value).to.equal('2994.77')
    })

    it('does not take a one-short-word label ("Au", "Du") inside running text', () => {
      const sentence = (rows: [number, string][][]) => extract('attestation_rc_pro', [page(stack(200, 14, rows))])
      const f = sentence([[[50, "Contrat souscrit par l'intermédiaire du cabinet Delorme, dont la date de souscription est fixée au 01/01/2021."]]])
      expect(f.periode_fin).to.equal(undefined)
      // Where a label stands (a cell, a colon), it still is one.
      const g = sentence([[[50, 'Du : 01/01/2026'], [300, 'Au : 31/12/2026']]])
      expect(g.periode_debut?.value).to.equal('2026-01-01')
      expect(g.periode_fin?.value).to.equal('2026-12-31')
    })

    it('reads the cover period of "pour la période du ... au ..." before the contract\'s original inception date', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(200, 14, [
            [[50, "est titulaire du contrat n° OR-RCP-1234567, dont la date d'effet initiale est fixée au 01/01/2021."]],
            [[50, 'La garantie est accordée pour la période du 1er janvier 2026 au 31 décembre 2026 inclus.']],
          ]),
        ),
      ])
      expect(f.periode_debut?.value).to.equal('2026-01-01')
      expect(f.periode_fin?.value).to.equal('2026-12-31')
    })

    it('does not take a label qualified by the next word as another date ("date d\'effet initiale")', () => {
      const f = extract('attestation_rc_pro', [page(stack(200, 14, [[[50, "est titulaire du contrat n° OR-RCP-1234567, dont la date d'effet initiale est fixée au 01/01/2021."]]]))])
      expect(f.periode_debut).to.equal(undefined)
    })

    it('reads below a label whose last words fill its line, not those words ("Adresse du site de consommation")', () => {
      const f = extract('facture_domicile', [
        page(stack(376, 11, [[[50, 'Adresse du site de consommation']], [[50, 'Bâtiment B']], [[50, '80 avenue du Général de Gaulle']], [[50, '63000 Clermont-Ferrand']]]), {ocrConfidence: 0.9}),
      ])
      expect(f.adresse?.value).to.equal('Bâtiment B, 80 avenue du Général de Gaulle, 63000 Clermont-Ferrand')
      // Nor when the cell on its right is another label.
      const g = extract('facture_domicile', [
        page(
          stack(376, 11, [
            [[50, 'Adresse du site de consommation'], [330, 'Point de livraison (PDL) :']],
            [[50, 'Bâtiment B'], [330, '79590793428378']],
            [[50, '80 avenue du Général de Gaulle']],
            [[50, '63000 Clermont-Ferrand']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(g.adresse?.value).to.equal('Bâtiment B, 80 avenue du Général de Gaulle, 63000 Clermont-Ferrand')
    })

    it('takes no label for a name: a person\'s name has no lower-case word of four letters but its particles', () => {
      // OCR put the manager's name on another line: under "Nom, prénoms" is the next row's label.
      const f = extract('kbis', [page(stack(300, 14, [[[50, 'Gérant']], [[50, 'Nom, prénoms']], [[50, 'Date et lieu de naissance'], [300, 'Le 12/03/1980 à Rennes']]]), {ocrConfidence: 0.9})])
      expect(f.representant_legal?.value).to.not.equal('Date et lieu de naissance')
      const g = extract('kbis', [page(stack(300, 14, [[[50, 'Gérant'], [300, 'Maria della ROVERE épouse MARTIN']]]))])
      expect(g.representant_legal?.value).to.equal('Maria della ROVERE épouse MARTIN')
    })

    it('steps over cells OCR made of a leader\'s dots (every word guessed) to the value on the right', () => {
      const scan = page(stack(215, 12, [[[67, 'Dénomination'], [168, 'nana'], [219, 'uen ann'], [247, "L'ÉCHOPPE GOURMANDE"]]]), {ocrConfidence: 0.9})
      for (const w of scan.words) if (['nana', 'uen', 'ann'].includes(w.text)) w.conf = 0.05
      expect(extract('kbis', [scan]).denomination?.value).to.equal("L'ÉCHOPPE GOURMANDE")
    })

    it('drops two or three capitals read unsure at a value\'s edge (a leader\'s dots: "TLE TTT TTT Bâtiment C")', () => {
      const scan = page(stack(281, 12, [[[68, 'Siège'], [246, 'TLE TTT TTT Bâtiment C, 79 rue du Commerce, 42000 SAINT-ÉTIENNE']]]), {ocrConfidence: 0.9})
      for (const w of scan.words) if (['TLE', 'TTT'].includes(w.text)) w.conf = 0.3
      expect(extract('kbis', [scan]).adresse_siege?.value).to.equal('Bâtiment C, 79 rue du Commerce, 42000 SAINT-ÉTIENNE')
    })

    it('takes a name starting with a word that is also a one-short-word label ("la société AU" / "PÉTRIN D\'ANTAN SARL")', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(203, 13, [
            [[50, 'Altaïr Assurances, dont le siège social est situé 41 rue de Châteaudun à Paris, atteste que la société AU']],
            [[50, "PÉTRIN D'ANTAN SARL, SIREN 996 133 971, dont le siège est situé 24 rue de l'Industrie, 63000 Clermont-Ferrand."]],
          ]),
        ),
      ])
      expect(f.assure?.value).to.equal("AU PÉTRIN D'ANTAN SARL")
    })

    it('does not read twice the line a sentence was read across ("... vente de produits de" / "boulangerie.")', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(267, 13, [
            [[50, "Ce contrat garantit la responsabilité civile que l'assurée peut encourir à"]],
            [[50, "l'égard des tiers du fait des activités suivantes : Boulangerie, pâtisserie, vente de produits de"]],
            [[50, 'boulangerie.']],
          ]),
        ),
      ])
      expect(f.activites?.value).to.equal('Boulangerie, pâtisserie, vente de produits de boulangerie')
    })

    it('reads the insured company of a certificate after "Raison sociale"', () => {
      const f = extract('attestation_rc_pro', [
        page(stack(200, 15, [[[50, 'Nous soussignés, Orvalis Assurances, attestons que :']], [[70, 'Raison sociale :'], [170, 'STUDIO HÉLIOTROPE EURL']], [[70, 'N° SIREN :'], [170, '832 399 943']]])),
      ])
      expect(f.assure?.value).to.equal('STUDIO HÉLIOTROPE EURL')
    })

    it('takes the value right after a label ending with a preposition, not one further on', () => {
      // The first date unreadable ("ler" for "1er"): the second is not the start of the period.
      const f = extract('attestation_rc_pro', [page(stack(200, 14, [[[50, 'La garantie est accordée pour la période du ler janvier 2026 au 31 décembre 2026 inclus.']]]), {ocrConfidence: 0.9})])
      expect(f.periode_debut?.value).to.not.equal('2026-12-31')
    })

    it('continues a wrapped cell onto a line starting with digits when the line above ends with a comma', () => {
      const grid = (second: string) =>
        extract('rib', [
          page(
            stack(100, 11, [
              [[50, 'Code établissement'], [140, 'Code guichet'], [320, 'Domiciliation']],
              [[50, '16958'], [140, '00001'], [320, 'Nuvo Pay SAS, 18 rue de Châteaudun,']],
              [[320, second]],
            ]),
          ),
        ])
      expect(grid('75009 Paris').domiciliation?.value).to.equal('Nuvo Pay SAS, 18 rue de Châteaudun, 75009 Paris')
      // Without the comma, a line starting with a number is a new item (the branch's street).
      const f = extract('rib', [page(stack(100, 11, [[[320, 'Domiciliation']], [[320, 'CAISSE LYON CENTRE']], [[320, '12 place de la Mairie']]]))])
      expect(f.domiciliation?.value).to.equal('CAISSE LYON CENTRE')
    })

    it('takes "*" in a label for whole words ("Fait à Marseille, le" is not "Fait à Marseil-le")', () => {
      const m = labelPattern('Fait à * le').exec(fold('Fait à Marseille, le 12 juin 2026'))
      expect(m?.[0]).to.equal('fait a marseille, le')
    })

    it('skips a label going on into a longer one in running text too ("Date limite de paiement :")', () => {
      const f = extract('facture_domicile', [
        page(
          stack(300, 11, [
            [[50, 'Votre contrat Offre Verte Fixe, électricité et gaz.']],
            [[50, 'Date limite de paiement : 18/10/2026, par prélèvement']],
            [[50, 'sur votre compte bancaire.']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_emission?.value).to.not.equal('2026-10-18')
    })

    it('looks past a mark OCR put after the other half of a bilingual label ("Domiciliation / Bank,")', () => {
      const f = extract('rib', [page(stack(120, 12, [[[333, 'Domiciliation / Bank,']], [[333, 'CAISSE MONTPELLIER ENTREPRISES']]]), {ocrConfidence: 0.9})])
      expect(f.domiciliation?.value).to.equal('CAISSE MONTPELLIER ENTREPRISES')
    })

    it('takes a block whose name starts with an M and a given name for a person\'s (OCR dropped the dot of "M.")', () => {
      const block = (text: string) => ({name: {text}}) as unknown as AddressBlock
      expect(isPersonBlock(block("M François N'DIAYE"))).to.equal(true)
      expect(isPersonBlock(block('M. Jean DUPONT'))).to.equal(true)
      // A company stays a company: its legal form, or no given name after the M.
      expect(isPersonBlock(block('M Bricolage SAS'))).to.equal(false)
      expect(isPersonBlock(block('M DESIGN'))).to.equal(false)
    })

    it('takes no heading over an address for a name ("Adresse d\'installation", its colon lost)', () => {
      const f = extract('facture_domicile', [
        page(
          stack(150, 11, [
            [[54, "Adresse d'installation"]],
            [[55, 'Bâtiment B']],
            [[55, '80 avenue du Général de Gaulle']],
            [[55, '63000 Clermont-Ferrand']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.titulaire?.value).to.not.equal("Adresse d'installation")
    })
  })

  describe('rules from a third set of held-out issuer layouts (2026-11-24)', () => {
    it('does not take a label that qualifies the noun before it ("cotisations employeur : 65,57 €")', () => {
      const f = extract('bulletin_paie', [
        page(
          stack(40, 14, [
            [[30, 'OCTET SOLUTIONS SAS'], [437, 'BULLETIN DE PAIE']],
            [[30, '12 rue des Lilas'], [445, 'Du 01/02/2026 au 28/02/2026']],
            [[30, '21000 Dijon']],
            [[30, 'SIRET : 951 544 097 00011']],
            [[30, 'Montant net social : 2 477,52 €'], [305, 'Allègement de cotisations employeur : 65,57 € - Coût total employeur : 4 336,28 €']],
          ]),
        ),
      ])
      expect(f.employeur?.value).to.equal('OCTET SOLUTIONS SAS')
      // After a link word the label is one: "Nom de l'employeur : ...".
      const g = extract('bulletin_paie', [page(stack(40, 14, [[[30, "Nom de l'employeur : ATELIER MARTIN SARL"]], [[30, 'BULLETIN DE PAIE']]]))])
      expect(g.employeur?.value).to.equal('ATELIER MARTIN SARL')
    })

    it('ends a value under its label at a line that is a pair of its own ("Tél. : 01 38 21 15 26")', () => {
      const f = extract('rib', [
        page(
          stack(270, 14, [
            [[55, 'Domiciliation']],
            [[55, 'CRÉDIT PARIS ENTREPRISES (48544)']],
            [[55, 'Tél. : 01 38 21 15 26']],
          ]),
        ),
      ])
      expect(f.domiciliation?.value).to.equal('CRÉDIT PARIS ENTREPRISES (48544)')
    })

    it('reads the date after "<town>, le", and not a column of dated line items under a "Date" header', () => {
      const f = extract('quittance_loyer', [
        page(
          stack(100, 16, [
            [[330, 'La Rochelle, le 9 février 2026']],
            [[220, 'QUITTANCE DE LOYER']],
            [[43, 'Date'], [113, 'Libellé'], [451, 'Débit'], [527, 'Crédit']],
            [[43, '01/02/2026'], [113, 'Loyer février 2026'], [439, '1 056,00']],
            [[43, '01/02/2026'], [113, 'Provision pour charges'], [451, '66,00']],
            [[43, '04/02/2026'], [113, 'Votre règlement'], [519, '1 122,00']],
          ]),
        ),
      ])
      expect(f.date_emission?.value).to.equal('2026-02-09')
      // A header over one row of values still gives it: an invoice's "Date ┃ N° ┃ Montant".
      const g = extract('quittance_loyer', [
        page(stack(100, 16, [[[220, 'QUITTANCE DE LOYER']], [[43, 'Date'], [200, 'Référence'], [400, 'Montant']], [[43, '05/03/2026'], [200, 'Q-2026-03'], [400, '650,00']]])),
      ])
      expect(g.date_emission?.value).to.equal('2026-03-05')
    })

    it('reads a label that names its period before the colon, not the year-to-date grid headed "Cumuls"', () => {
      const f = extract('bulletin_paie', [
        page(
          stack(500, 14, [
            [[28, 'Montant net imposable du mois : 4196,96 EUR'], [216, 'Montant net social : 4130,20 EUR']],
            [[31, 'Cumuls annuels'], [196, 'Brut'], [259, 'Net imposable'], [348, 'Cotis. salariales']],
            [[31, 'Année 2026'], [176, '10336,44'], [276, '8393,92'], [371, '2125,04']],
          ]),
        ),
      ])
      expect(f.net_imposable?.value).to.equal('4196.96')
      // The grid alone gives no month's value rather than the year's.
      const g = extract('bulletin_paie', [page(stack(500, 14, [[[31, 'Cumuls annuels'], [196, 'Brut'], [259, 'Net imposable'], [348, 'Cotis. salariales']], [[31, 'Année 2026'], [176, '10336,44'], [276, '8393,92'], [371, '2125,04']]]))])
      expect(g.net_imposable).to.equal(undefined)
    })

    it('reads an amount on the first row of the section its label titles ("Traitements, salaires, ..." / "Montant déclaré")', () => {
      const f = extract('avis_imposition', [
        page(
          stack(100, 15, [
            [[306, 'Déclar. 1'], [375, 'Déclar. 2'], [527, 'Total']],
            [[39, 'Traitements, salaires, pensions et rentes']],
            [[46, 'Montant déclaré'], [314, '54 202'], [383, '17 168'], [521, '71 370']],
            [[46, 'Déduction 10 % ou frais réels'], [315, '-5 420'], [384, '-1 717'], [522, '-7 137']],
          ]),
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('54202.00')
    })

    it('takes no label for a name ("Référence de l\'avis" under "déclarant 1")', () => {
      const f = extract('avis_imposition', [
        page(
          stack(125, 11, [
            [[42, 'Vos références'], [330, 'M. LE ROUX MAXIME']],
            [[42, 'N° fiscal'], [96, 'déclarant 1'], [211, '16 80 237 003 830'], [330, '47 ROUTE DE LORIENT']],
            [[42, "Référence de l'avis"], [212, '25 67 U719974 24'], [330, '67000 STRASBOURG']],
          ]),
        ),
      ])
      expect(f.declarant?.value ?? '').to.not.match(/R[ée]f[ée]rence/)
    })

    it('takes the issuer from the first line of its legal mention, not from the line that goes on below it', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(796, 9, [
            [[40, 'Vauban Assurances SA, entreprise régie par le Code des assurances, au capital de 76 000 000 € - 478 126 409 RCS Paris - Siège social : 19 rue Louis-le-Grand, 75002']],
            [[40, "Paris - Entreprise soumise au contrôle de l'ACPR, 4 place de Budapest, 75436 Paris Cedex 09."]],
          ]).concat(stack(150, 14, [[[208, 'Attestation d\'assurance Responsabilité Civile Professionnelle']]])),
        ),
      ])
      expect(f.assureur?.value).to.equal('Vauban Assurances')
    })

    it('as scans read them: a stray mark between a footer\'s lines, a section\'s amount without its thousands space', () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            ...stack(150, 14, [[[208, "Attestation d'assurance Responsabilité Civile Professionnelle"]]]),
            {cells: [[43, 'Vauban Assurances SA, entreprise régie par le Code des assurances, au capital de 76 000 000 €'], [343, '478 126 409 RCS Paris - Siège social : 19 rue Louis-le-Grand, 75002']], size: 8, y: 798},
            // (OCR boxed a mark of its own between the two lines.)
            {cells: [[339, '-']], size: 3, y: 806.5},
            {cells: [[44, "Paris - Entreprise soumise au controle de l'ACPR, 4 place de"], [261, 'CS 92459, 75436 Paris Cedex 09.']], size: 8, y: 810},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.assureur?.value).to.equal('Vauban Assurances')
      // A tax notice writes whole euros; OCR dropped the thousands space of the section's first row.
      const g = extract('avis_imposition', [
        page(
          stack(100, 15, [
            [[306, 'Déclar. 1'], [375, 'Déclar. 2'], [527, 'Total']],
            [[39, 'Traitements, salaires, pensions et rentes']],
            [[46, 'Montant déclaré'], [314, '54202 |'], [383, '17168'], [521, '71370']],
            [[46, 'Revenu fiscal de référence'], [521, '64 233']],
            [[46, 'Impôt sur le revenu net'], [521, '5 120']],
            [[46, 'Montant net'], [521, '48 782']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(g.salaires_declares?.value).to.equal('54202.00')
    })

    it('takes the issuer from a legal mention whose "au" OCR lost after the legal form ("Hélia Energies SA ¦ capital de")', () => {
      const f = extract('facture_domicile', [
        page(
          [
            {cells: [[89, 'Hélia']], size: 20, y: 36},
            {cells: [[131, 'Hélia Energies SA'], [194, 'capital de 1 120 000 000 €'], [277, '542 107 651 RCS Nanterre'], [361, '2 place Jean Millier, 92400 Courbevoie']], size: 7, y: 805},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.emetteur?.value).to.equal('Hélia Energies')
    })

    it('puts right an IBAN OCR read with a letter for a digit when both its checks then hold, not a text layer\'s', () => {
      const rows = stack(240, 12, [[[55, 'IBAN (International Bank Account Number)'], [380, 'BIC (Bank Identifier Code)']], [[55, 'FR76 1382 S065 8336 6198 8526 707'], [380, 'CAVLFRPPXXX']]])
      const scanned = extract('rib', [page(rows, {ocrConfidence: 0.9})])
      expect(scanned.iban).to.include({valid: true, value: 'FR7613825065833661988526707'})
      expect(scanned.iban?.extractor).to.match(/\+checksum$/)
      // Printed so, it is what the document says: invalid.
      expect(extract('rib', [page(rows)]).iban).to.include({valid: false, value: 'FR761382S065833661988526707'})
    })

    it('keeps an address under its label in the label\'s column, not the next column\'s line', () => {
      const f = extract('facture_domicile', [
        page(
          stack(210, 11, [
            [[50, 'Titulaire du contrat'], [300, 'Adresse de consommation']],
            [[50, 'MME CHEVALIER GAELLE'], [300, 'ESCALIER 2']],
            [[50, 'Offre : Lumio Duo Fixe 2 ans (électricité et gaz)'], [300, '27 PLACE DU MARCHE']],
            [[300, '69003 LYON']],
          ]),
        ),
      ])
      expect(f.adresse?.value).to.equal('ESCALIER 2, 27 PLACE DU MARCHE, 69003 LYON')
    })
  })

  describe('rules from a fourth set of held-out issuer layouts (2026-11-24)', () => {
    it('matches "(s)" for the plural "s" of a label\'s word ("Nom, Prénom(s)" for "Nom, prénoms")', () => {
      expect(labelPattern('Nom, prénoms').test(fold('Nom, Prénom(s)'))).to.equal(true)
      expect(labelPattern('Activités garanties').test(fold('Activité(s) garantie(s)'))).to.equal(true)
      expect(labelPattern('Nom, prénoms').test(fold('Nom, prénom'))).to.equal(false)
    })

    it('reads the next cell after words that qualify a label ("au RNE"), not after "du" ("Date d\'effet du contrat")', () => {
      const f = extract('kbis', [page(stack(245, 16, [[[48, "Date d'immatriculation au RNE"], [215, '13/07/2016']], [[48, "Date de début d'activité"], [215, '29/06/2016']]]))])
      expect(f.date_immatriculation?.value).to.equal('2016-07-13')
      const g = extract('attestation_rc_pro', [page(stack(325, 16, [[[66, "Date d'effet du contrat"], [209, '01/02/2024']]]))])
      expect(g.periode_debut).to.equal(undefined)
    })

    it('reads a value of a fixed format under a label its words qualify, in the label\'s own column ("Numéro fiscal du déclarant 1")', () => {
      const f = extract('avis_imposition', [
        page([
          {cells: [[330, '4 TER RUE VICTOR HUGO']], size: 9, y: 148},
          {cells: [[48, 'Numéro fiscal du déclarant 1'], [170, 'Numéro fiscal du déclarant 2']], size: 7, y: 155},
          {cells: [[330, '93200 SAINT-DENIS']], size: 9, y: 160},
          {cells: [[48, '18 39 490 065 084'], [170, '38 75 622 048 504']], size: 9, y: 165},
        ]),
      ])
      expect(f.numero_fiscal?.value).to.equal('18 39 490 065 084')
    })

    it('takes a legal mention under a shorter line of its own, not as that line going on', () => {
      const f = extract('facture_domicile', [
        page(
          [
            {cells: [[66, 'Eaux de France']], size: 16, y: 36},
            {cells: [[40, 'Service clients : 09 69 32 35 29 (appel non surtaxé) - Eaux de France Services, TSA 31234, 92894 Nanterre Cedex 9']], size: 7, y: 787},
            {cells: [[40, 'Eaux de France Services - Société par actions simplifiée au capital de 2 207 287 340 € - 572 025 526 RCS Paris - Siège social : 21 rue La Boétie, 75008 Paris - TVA FR']], size: 7, y: 798},
            {cells: [[40, '24 572 025 526.']], size: 7, y: 807},
          ],
        ),
      ])
      expect(f.emetteur?.value).to.equal('Eaux de France Services')
    })

    it('as scans read them: a legal form written out in a cell of its own is no issuer, a hyphen between IBAN groups, a rule before a caption', () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[208, "Attestation d'assurance Responsabilité civile professionnelle"]], size: 12, y: 150},
            {cells: [[40, 'MAVIA Assurances'], [120, "Société anonyme au capital de 12 000 000 € - 412 345 678 RCS Niort - Entreprise régie par le Code des assurances"]], size: 7, y: 790},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.assureur?.value).to.equal('MAVIA Assurances')
      const formOnly = extract('attestation_rc_pro', [
        page([{cells: [[40, 'Société anonyme au capital de 12 000 000 € - 412 345 678 RCS Niort']], size: 7, y: 790}], {ocrConfidence: 0.9}),
      ])
      expect(formOnly.assureur?.value).to.not.equal('Société anonyme')
      const rib = extract('rib', [
        page(
          stack(95, 12, [
            [[52, 'Domiciliation'], [312, 'Titulaire du compte']],
            [[52, 'CAISSE VILLEURBANNE ENTREPRISES'], [312, 'PIXEL NOMADE']],
            [[52, 'IBAN : FR76 1382 5223 7886 7497-8896 192'], [380, 'BIC : CMCIFRPP']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(rib.iban).to.include({valid: true, value: 'FR7613825223788674978896192'})
      const framed = extract('rib', [page(stack(95, 12, [[[52, 'Domiciliation']], [[52, '— Titulaire du compte']], [[52, 'PIXEL NOMADE']]]), {ocrConfidence: 0.9})])
      expect(framed.domiciliation?.value ?? '').to.not.match(/Titulaire/)
    })

    it('takes no sentence label after "de" for what it names ("Responsabilité civile de l\'entreprise" in a title)', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(150, 14, [
            [[150, "Attestation d'assurance - Responsabilité civile de l'entreprise"]],
            [[40, "MAVIA Assurances certifie que l'entreprise :"]],
            [[60, "SAS LES JARDINS D'ÉMILIE"]],
          ]),
        ),
      ])
      expect(f.assure?.value ?? '').to.not.match(/MAVIA/)
    })

    it('as scans read them: a colon after a name in its block, a header row\'s next title, "&" for "à"', () => {
      const bill = extract('facture_domicile', [
        page(
          stack(120, 12, [
            [[52, 'Votre facture du 8 janvier 2026'], [330, 'Mme Chloé GAUTIER:']],
            [[330, 'Appartement 41']],
            [[330, '111 rue des Lilas']],
            [[330, '64000 Pau']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(bill.titulaire?.value).to.equal('Mme Chloé GAUTIER')
      expect(bill.adresse?.value).to.equal('Appartement 41, 111 rue des Lilas, 64000 Pau')
      const rib = extract('rib', [page(stack(159, 17, [[[82, 'Banque'], [172, 'Guichet'], [287, 'N° compte'], [404, 'Clé']], [[81, '15629'], [171, '58452'], [274, '15500108691'], [404, '14']]]), {ocrConfidence: 0.9})])
      expect(rib.domiciliation).to.equal(undefined)
      const kbis = extract('kbis', [page(stack(300, 14, [[[48, 'Forme juridique'], [215, 'Société a responsabilité limitée & associé unique']]]), {ocrConfidence: 0.9})])
      expect(kbis.forme_juridique?.value).to.equal('Société a responsabilité limitée à associé unique')
    })

    it('takes a company with a legal form whose name holds "centre" for the employer, not the employee\'s block', () => {
      const f = extract('bulletin_paie', [
        page(
          stack(90, 12, [
            [[40, 'BULLETIN DE PAIE']],
            [[40, 'BOULANGERIES RÉUNIES DU CENTRE SAS'], [330, 'Béatrice Nguyen']],
            [[40, '89 rue des Artisans'], [330, '66 allée des Tilleuls']],
            [[40, '69003 Lyon'], [330, '63000 Clermont-Ferrand']],
          ]),
        ),
      ])
      expect(f.employeur?.value).to.equal('BOULANGERIES RÉUNIES DU CENTRE SAS')
    })

    it('reads a label that goes on in the cell under a short title ("Votre facture" / "du 8 janvier 2026"), and "Facture n° ... du"', () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[78, 'azur'], [433, 'Votre facture']], size: 14, y: 36},
          {cells: [[79, 'TÉLÉCOM'], [443, 'du 8 janvier 2026']], size: 10, y: 54},
          {cells: [[52, 'Période de facturation du 8 décembre au 7 janvier 2026']], size: 9, y: 180},
        ]),
      ])
      expect(f.date_emission?.value).to.equal('2026-01-08')
      // As OCR boxed it: a logo's line between the two.
      const scanned = extract('facture_domicile', [
        page(
          [
            {cells: [[437, 'Votre facture']], size: 14, y: 23},
            {cells: [[82, 'azur']], size: 12, y: 40},
            {cells: [[83, 'TELECOM'], [447, 'du 24 avril 2026']], size: 10, y: 56},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scanned.date_emission?.value).to.equal('2026-04-24')
      const g = extract('facture_domicile', [page(stack(203, 12, [[[50, "VOTRE FACTURE D'EAU"], [360, 'Facture n° 51 2026 089164 du 13 janvier 2026']]]))])
      expect(g.date_emission?.value).to.equal('2026-01-13')
    })

    it('reads a policy number after a product name, the cover in "la période allant du ... au ...", and activities as a bulleted list', () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(222, 12, [
            [[40, 'Contrat Multipro n° 509 489 609 P']],
            [[40, "peut encourir du fait de ses activités professionnelles, pour l'exercice des activités professionnelles suivantes :"]],
            [[70, '• Entretien de parcs et jardins']],
            [[70, '• Services paysagers']],
            [[40, 'La présente attestation est valable pour la période allant du 1er août 2025 au 31 juillet 2026 inclus, sous réserve du']],
          ]),
        ),
      ])
      expect(f.numero_police?.value).to.equal('509 489 609 P')
      expect(f.periode_debut?.value).to.equal('2025-08-01')
      expect(f.periode_fin?.value).to.equal('2026-07-31')
      expect(f.activites?.value).to.equal('Entretien de parcs et jardins, Services paysagers')
    })
  })

  describe('rules from a fifth set of held-out issuer layouts (2026-11-24)', () => {
    it('reads the next cell after "de ..." qualifying a label of three words or more, parentheses looked past', () => {
      const f = extract('attestation_rc_pro', [page(stack(434, 16, [[[51, "PÉRIODE DE VALIDITÉ DE L'ATTESTATION"], [223, 'Du 01/03/2025 au 28/02/2026']]]).map((row) => ({...row, size: 8})))])
      expect(f.periode_fin?.value).to.equal('2026-02-28')
      const g = extract('bulletin_paie', [page(stack(383, 16, [[[55, 'Salaire net (avant prélèvement à la source)'], [495, '1 516,32 €']]]))])
      expect(g.net_avant_impot?.value).to.equal('1516.32')
    })

    it('takes the date after "A <town>, le", not "à la date du" in running text', () => {
      const f = extract('attestation_fiscale', [
        page(
          stack(289, 13, [
            [[42, 'Le comptable des finances publiques soussigné certifie que le demandeur désigné ci-dessus a souscrit, à la date du 31']],
            [[42, "décembre 2025, l'ensemble des déclarations fiscales qui lui incombent et a acquitté les impôts et taxes exigibles."]],
          ]).concat([{cells: [[50, 'A'], [72, 'Paris'], [204, ', le'], [234, '10/01/2026']], y: 453}]),
        ),
      ])
      expect(f.date_emission?.value).to.equal('2026-01-10')
    })

    it('keeps a holder\'s name heading an address under its label out of the address', () => {
      const f = extract('facture_domicile', [
        page(stack(372, 9, [[[32, 'Lieu de consommation']], [[32, 'MME ELODIE DE LA FONTAINE']], [[32, 'RESIDENCE LES PINS']], [[32, '88 AVENUE DU GENERAL DE GAULLE']], [[32, '69003 LYON']]])),
      ])
      expect(f.adresse?.value).to.equal('RESIDENCE LES PINS, 88 AVENUE DU GENERAL DE GAULLE, 69003 LYON')
    })

    it('reads the labels real cards and slips print: "EMISSIONE / ISSUING", "Période d\'emploi", a sole trader\'s "Nom et prénom(s)"', () => {
      const card = extract('cni', [page(stack(257, 9, [[[239, 'EMISSIONE / ISSUING'], [354, 'SCADENZA / EXPIRY']], [[239, '02.12.2024'], [354, '14.09.2035']]]))])
      expect(card.date_delivrance?.value).to.equal('2024-12-02')
      const slip = extract('bulletin_paie', [page(stack(125, 16, [[[203, "ATTESTATION D'EMPLOI"]], [[213, "Période d'emploi : décembre 2025"]]]))])
      expect(slip.periode?.value).to.equal('2025-12')
      const urssaf = extract('attestation_vigilance', [page(stack(184, 19, [[[50, 'Identification du cotisant']], [[50, 'Nom et prénom(s)'], [190, ': MARTIN François Jacques']], [[50, 'N° SIRET'], [190, ': 919 767 194 00047']]]))])
      expect(urssaf.denomination?.value).to.equal('MARTIN François Jacques')
    })
  })

  describe('rules from the held-out sets d and e (2026-11-24)', () => {
    // A payslip's footer: titles start their columns, amounts end them, the year-to-date line under.
    const footer = (values: [number, string][], confidence?: number) =>
      page(
        [
          {cells: [[32, 'Brut'], [140, 'Net imposable'], [248, 'Net à payer avant impôt sur le'], [355, 'Impôt sur le revenu'], [463, 'NET PAYÉ EN EUROS']], size: 7, y: 694},
          {cells: [[248, 'revenu']], size: 7, y: 702},
          {cells: values, size: 8, y: 715},
          {cells: [[28, 'Cumuls annuels - Brut : 10 768,41 Net imposable : 8 675,58 Heures : 455,01']], size: 7, y: 739},
        ],
        confidence === undefined ? {} : {ocrConfidence: confidence},
      )
    const row: [number, string][] = [[95, '3 589,47'], [203, '2 891,86'], [310, '2 789,59'], [436, '0,00'], [522, '2 789,59']]

    it('reads a value row under header titles by rank when each amount ends its column, under the gap before the next title', () => {
      expect(extract('bulletin_paie', [footer(row)]).net_imposable?.value).to.equal('2891.86')
      // OCR lost the row's last cell: the others keep their ranks.
      expect(extract('bulletin_paie', [footer(row.slice(0, 4), 0.9)]).net_imposable?.value).to.equal('2891.86')
      // It lost the first: the next column's amount is not taken for this one.
      expect(extract('bulletin_paie', [footer(row.slice(1), 0.9)]).net_imposable?.value).to.not.equal('2789.59')
    })

    it("reads the cells of a header row's first titles below them, whatever another block prints further right", () => {
      const f = extract('bulletin_paie', [
        page(
          stack(72, 12, [
            [[34, 'Salarié'], [332, '] Etablissement']],
            [[34, 'Matricule'], [118, 'Nom et prénom'], [332, 'GROUPE HOSPITALIER PRIVÉ ATLANTIQUE SAS']],
            [[34, '16470'], [118, 'HAMIDI Nathalie Madeleine'], [332, '25 TER QUAI DES CHARTRONS']],
            [[332, '75017 PARIS']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salarie_nom?.value).to.equal('HAMIDI Nathalie Madeleine')
    })

    it("keeps an address's lines in the column of its first line going on, past another column's line printed between them", () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[44, 'Lieu de consommation'], [330, 'MME LÉA GIRARD']], size: 8, y: 183},
          {cells: [[330, '18 BIS RUE DES ECOLES']], size: 8, y: 195},
          {cells: [[44, '18 bis rue des Écoles, 49100 Angers']], size: 8, y: 200},
          {cells: [[330, '49100 ANGERS']], size: 8, y: 207},
        ]),
      ])
      expect(f.adresse?.value).to.equal('18 BIS RUE DES ECOLES, 49100 ANGERS')
    })

    it('reads the wordings of a hospital payslip, a gas schedule and a German card, and takes no amount for a company', () => {
      const slip = extract('bulletin_paie', [
        page([
          {cells: [[36, 'CENTRE HOSPITALIER ANNECY GENEVOIS']], y: 36},
          {cells: [[187, 'Brut'], [224, 'Montant imposable'], [308, 'Net à payer avant impôt']], size: 7, y: 507},
          {cells: [[33, 'Mois'], [173, '5 113,62'], [263, '4 244,84'], [363, '4 053,94']], size: 7, y: 522},
          {cells: [[30, 'Montant net social : 4 099,14 €'], [471, 'Coût employeur : 7 654,20 €']], size: 7, y: 586},
        ]),
      ])
      expect(slip.net_imposable?.value).to.equal('4244.84')
      expect(slip.employeur?.value).to.not.equal('7 654,20 €')
      const bill = extract('facture_domicile', [page(stack(228, 12, [[[42, 'Suite à votre facture annuelle, voici votre nouvel échéancier, établi le 18 décembre 2025. Vos mensualités sont']]]))])
      expect(bill.date_emission?.value).to.equal('2025-12-18')
      const card = extract('cni', [page(stack(460, 11, [[[133, 'Behörde / Authority / Autorité'], [362, 'Datum / Date / Date']], [[133, 'STADT MÜNCHEN'], [362, '19.04.2022']]]))])
      expect(card.date_delivrance?.value).to.equal('2022-04-19')
    })

    it("reads a bank's address under a heading of its own beside the bank's, not the heading for the bank", () => {
      const f = extract('rib', [
        page(
          stack(414, 14, [
            [[56, 'Banque'], [300, 'Adresse de la banque']],
            [[56, 'Nuvo Pay SAS'], [300, '18 rue de Châteaudun']],
            [[300, '75009 Paris']],
          ]),
        ),
      ])
      expect(f.domiciliation?.value).to.equal('Nuvo Pay SAS, 18 rue de Châteaudun, 75009 Paris')
    })

    it('reads the surname and the given names of a cell that holds both, told apart by their case', () => {
      const grid = (name: string) =>
        extract('avis_imposition', [page(stack(270, 16, [[[140, 'Déclarant 1'], [330, 'Déclarant 2']], [[50, 'Nom et prénom(s)'], [140, name], [330, 'FAURE Julie']]]))])
      const f = grid('DE SAINT-EXUPÉRY Jean-Baptiste Yves')
      expect(f.declarant_nom?.value).to.equal('DE SAINT-EXUPÉRY')
      expect(f.declarant_prenoms?.value).to.equal('Jean-Baptiste Yves')
      // All in capitals: the parts are not told apart, the name is kept whole.
      expect(grid('FAURE MAXIME').declarant_nom?.value).to.equal('FAURE MAXIME')
      // Scanned, the J of Jean read as a bar.
      const scan = extract('avis_imposition', [
        page(stack(270, 16, [[[140, 'Déclarant 1']], [[50, 'Nom et prénom(s)'], [140, 'DE SAINT-EXUPERY | ean-Baptiste Yves']]]), {ocrConfidence: 0.9}),
      ])
      expect(scan.declarant_prenoms?.value).to.equal('Jean-Baptiste Yves')
    })

    it('ends a sentence at a paragraph break whose full stop OCR lost', () => {
      const rows = (gap: number, next = 'La présente attestation est valable pour la période du 1er février 2026 au 31 janvier 2027 inclus, sous réserve') =>
        page(
          [
            {cells: [[61, 'activités suivantes : Torréfaction et commerce de détail de café et de thé']], y: 226},
            {cells: [[61, next]], y: 226 + gap},
            {cells: [[61, 'du paiement des cotisations.']], y: 226 + gap + 15},
          ],
          {ocrConfidence: 0.9},
        )
      expect(extract('attestation_rc_pro', [rows(22)]).activites?.value).to.equal('Torréfaction et commerce de détail de café et de thé')
      // (A paragraph's break, whatever its first word.)
      expect(extract('attestation_rc_pro', [rows(22, 'sous réserve du paiement des cotisations, la présente attestation est valable')]).activites?.value).to.equal(
        'Torréfaction et commerce de détail de café et de thé',
      )
      // Lines of one paragraph: the sentence goes on (unless the next line starts a sentence: see
      // the rules from set f).
      expect(extract('attestation_rc_pro', [rows(15, 'en grains, ainsi que la vente en ligne. La présente attestation est valable')]).activites?.value).to.match(/^Torréfaction .* thé en grains/)
    })

    it("reads a household employer under a heading that starts with its article (\"L'EMPLOYEUR ┃ LE SALARIÉ\")", () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[451, 'Urssaf - Centre national Cesu']], y: 43},
          ...stack(195, 13, [
            [[53, "L'EMPLOYEUR"], [313, 'LE SALARIÉ']],
            [[55, 'M. Alain BERTRAND-MOREL'], [315, 'M. GIRAUD Pierre-Louis']],
            [[55, '76 boulevard de la Plage'], [315, '73 bis rue Pasteur']],
            [[55, '17000 La Rochelle'], [315, '17000 La Rochelle']],
          ]),
        ]),
      ])
      expect(f.employeur?.value).to.equal('M. Alain BERTRAND-MOREL')
      expect(f.salarie_nom?.value).to.equal('M. GIRAUD Pierre-Louis')
    })

    it('takes a heading after a mark of OCR ("] Etablissement") for a heading, not a value', () => {
      const f = extract('bulletin_paie', [page(stack(72, 12, [[[34, 'Salarié'], [332, '] Etablissement']], [[34, 'BRETON Maxime'], [332, 'NOVACODE SAS']]]), {ocrConfidence: 0.9})])
      expect(f.salarie_nom?.value).to.not.equal('] Etablissement')
    })
  })

  describe('two-column tables as scans read them', () => {
    it('takes the value cell right of a label even when OCR boxed its first word taller (an accented capital)', () => {
      // A heading over its block has a taller title far to its right; a row of a two-column
      // table has its value where the rows above and below have theirs.
      const f = extract('kbis', [
        page([
          {cells: [[72, 'Dénomination ou raison sociale'], [300, 'MÉDIANE COMMUNICATION']], y: 100},
          {cells: [[72, 'Forme juridique']], size: 8, y: 116},
          {cells: [[300, 'Société à responsabilité limitée']], size: 11, y: 115},
          {cells: [[72, 'Capital social'], [300, '1 000,00 Euros']], y: 132},
        ], {ocrConfidence: 0.9}),
      ])
      expect(f.forme_juridique?.value).to.equal('Société à responsabilité limitée')
    })

    it('reads a name OCR put on a line of its own in the value column, a little below its label', () => {
      const f = extract('kbis', [
        page(
          stack(100, 16, [
            [[72, 'Capital social'], [300, '1 000,00 Euros']],
            [[72, 'Gérant']],
            [[300, 'LE GALL Yannick']],
            [[72, 'Date et lieu de naissance'], [300, 'Le 15/08/1982 à ANGERS (49)']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.representant_legal?.value).to.equal('LE GALL Yannick')
    })

    it('continues an address whose cell ends with the postcode onto the town below it', () => {
      const f = extract('kbis', [
        page(
          stack(100, 14, [
            [[72, 'Adresse du siège'], [200, "Parc d'activités du Moulin, 24 ter rue de l'Industrie, 63000"]],
            [[200, 'Clermont-Ferrand']],
            [[72, 'Activité principale'], [200, 'Boulangerie, pâtisserie']],
          ]),
        ),
      ])
      expect(f.adresse_siege?.value).to.equal("Parc d'activités du Moulin, 24 ter rue de l'Industrie, 63000 Clermont-Ferrand")
      // A postcode followed by its town on its own line stays as it is.
      const g = extract('kbis', [page(stack(100, 14, [[[72, 'Adresse du siège'], [200, '5 avenue Jean Jaurès, 69007 Lyon']], [[200, 'Bâtiment B']]]))])
      expect(g.adresse_siege?.value).to.equal('5 avenue Jean Jaurès, 69007 Lyon')
    })

    it('takes a label word in a value cell for a value when OCR cut the key beside it in pieces', () => {
      // "Catégorie   Employé" read "Le ¦ fe ¦ conne ¦ Employé": "Employé" is the category, not the
      // label of the employee's name, whose cell below holds the classification.
      const f = extract('bulletin_paie', [
        page(
          stack(200, 9, [
            [[150, 'Emploi'], [300, 'Assistante de gestion']],
            [[150, 'Le'], [200, 'fe'], [245, 'conne'], [300, 'Employé']],
            [[150, 'Classification'], [300, 'Niveau IV']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salarie_nom?.value).to.not.equal('Niveau IV')
      // A header row over a row of values keeps its labels ("Code guichet ¦ Domiciliation" over numbers).
      const g = extract('rib', [page(stack(100, 11, [[[50, 'Code banque'], [140, 'Code guichet'], [320, 'Domiciliation']], [[50, '16958'], [140, '00001'], [320, 'CAISSE LYON CENTRE']]]))])
      expect(g.domiciliation?.value).to.equal('CAISSE LYON CENTRE')
    })
  })

  describe('values OCR read unsure, against those the document repeats', () => {
    const payslip = (brut: string, base: string, confidence: number, period = 'Août 2026') =>
      extract('bulletin_paie', [
        page(
          stack(100, 14, [
            [[50, 'BULLETIN DE SALAIRE'], [350, `Période : ${period}`]],
            [[50, 'Salaire de base'], [300, '151,67'], [400, '4503,85']],
            [[50, 'TOTAL BRUT'], [400, brut]],
            [[50, 'Sécurité sociale Maladie'], [300, base], [400, '603,61']],
            [[50, 'Assurance chômage'], [300, base], [400, '185,72']],
            [[50, 'Allocations familiales'], [300, base], [400, '160,19']],
            [[50, 'Net fiscal'], [400, '3779,82']],
            [[50, 'Bulletin de salaire Août 2026']],
            [[50, 'Période : Août 2026 (suite)']],
          ]),
          {ocrConfidence: confidence},
        ),
      ])

    it('takes the gross pay printed as the base of every contribution over a reading one digit off', () => {
      const f = payslip('4613,14', '4643,14', 0.85)
      expect(f.brut).to.include({extractor: 'right:Total brut+repeated', value: '4643.14'})
      expect(f.brut.conflict).to.include({method: 'ocr', value: '4613.14'})
      // Misread twice, the value printed three times twice as often wins still.
      expect(payslip('4613,14 4613,14', '4643,14 4643,14', 0.85).brut.value).to.equal('4643.14')
      // A digit OCR dropped: the value with it is taken.
      expect(payslip('464,14', '4643,14', 0.85).brut.value).to.equal('4643.14')
      // The year of a month read wrong, the period repeated in the footer and on the next page.
      expect(payslip('4643,14', '4643,14', 0.85, 'Août 2006').periode.value).to.equal('2026-08')
    })

    it('keeps a confident reading, a reading against a repeated value with one digit fewer, and another amount two digits off', () => {
      expect(payslip('4613,14', '4643,14', 0.95).brut.value).to.equal('4613.14')
      // OCR drops digits, it rarely adds one: "643,14" repeated does not make "4643,14" wrong.
      expect(payslip('4643,14', '643,14', 0.85).brut).to.include({value: '4643.14'}).and.not.have.property('conflict')
      // Two digits off is another amount.
      expect(payslip('4613,19', '4643,14', 0.85).brut.value).to.equal('4613.19')
      // Printed (or misread) as often as the other: nothing says which is right.
      expect(payslip('4613,14 4613,14 4613,14', '4643,14', 0.85).brut.value).to.equal('4613.14')
    })
  })

  describe('amounts of a tax notice, in whole euros', () => {
    const notice = (rows: [number, string][][]) =>
      extract('avis_imposition', [
        page(
          stack(100, 14, [
            [[50, "AVIS D'IMPÔT 2026"], [300, 'IMPÔT SUR LES REVENUS de l’année 2025']],
            [[50, 'Revenu fiscal de référence'], [350, '45 747 €']],
            [[50, 'Impôt brut (barème progressif)'], [350, '2 480']],
            [[50, 'Décote'], [350, '-361']],
            ...rows,
          ]),
          {ocrConfidence: 0.9},
        ),
      ])

    it('takes a bare number right of the label for the amount OCR read without its thousands space', () => {
      const f = notice([
        [[50, 'Déclarant 1'], [250, 'Déclarant 2'], [400, 'Total du foyer']],
        [[50, 'Traitements et salaires'], [250, '49974'], [330, '856'], [400, '50 830']],
      ])
      expect(f.salaires_declares?.value).to.equal('49974.00')
      // Not a year.
      expect(notice([[[50, 'Traitements et salaires'], [250, '2025'], [400, '50 830']]]).salaires_declares?.value).to.equal('50830.00')
    })

    it('does not take a bare number on a document of amounts with cents', () => {
      const f = extract('avis_imposition', [
        page(stack(100, 14, [[[50, 'Revenu fiscal de référence'], [350, '45 747,00 €']], [[50, 'Impôt'], [350, '2 480,00']], [[50, 'Décote'], [350, '-361,00']], [[50, 'Traitements et salaires'], [250, '49974'], [400, '50 830,00']]])),
      ])
      expect(f.salaires_declares?.value).to.equal('50830.00')
    })

    it('does not read a net row for a label that says nothing of net, and reads the total of salaries', () => {
      const f = notice([
        [[50, 'Salaires, gains associés, indemnités (1AJ)'], [350, '57-084']],
        [[50, 'Total salaires et assimilés'], [350, '57 084']],
        [[50, 'Déduction 10 % ou frais réels'], [350, '-5 708']],
        [[50, 'Salaires, pensions, rentes nets'], [350, '51 376']],
      ])
      expect(f.salaires_declares?.value).to.equal('57084.00')
      const g = notice([[[50, 'Salaires, pensions, rentes nets'], [350, '51 376']]])
      expect(g.salaires_declares).to.equal(undefined)
    })
  })

  describe('lines as OCR boxes their words', () => {
    it('keeps a short word on the baseline of the word before it on that line ("Bâtiment C"), so the block above the address holds', () => {
      // As OCR boxed them on a photographed payslip (points): "C" is lower than "Bâtiment" and
      // its centre further below the row's than half its height, on the same baseline.
      const layout = ocrWords(
        [
          ['ATELIER', 148.6, 129.4, 7.2, 39.6], ['DU', 191.5, 129.4, 7.2, 12.5], ['CHÊNE', 206.9, 127.5, 9.1, 31.7], ['SARL', 241.9, 129.4, 7.2, 24.7],
          ['Bâtiment', 149.1, 141.1, 6.24, 28.6], ['C', 179.1, 141.85, 5.52, 4.3],
          ['M.', 386.2, 138, 6.72, 8.9], ['J', 396.5, 138, 8.64, 3.4], ['ulien', 402.3, 137.5, 7.2, 19.7], ['FAURE', 424.4, 138, 6.72, 28.1],
          ['69', 149.1, 151, 5.52, 7.7], ['boulevard', 159.1, 150.5, 6, 30.7], ['Haussmann', 192.5, 151, 5.52, 37.7],
          ['74000', 149.1, 160.3, 5.52, 19.7], ['Annecy', 170.7, 160.3, 6.96, 24],
        ],
        {height: 890, width: 698},
      )
      expect(buildLines(layout).flatMap((l) => l.segments.map((seg) => seg.text))).to.include('Bâtiment C')
      expect(extract('bulletin_paie', [layout]).employeur?.value).to.equal('ATELIER DU CHÊNE SARL')
    })

    it('keeps a word level with the top of the word before it on its line, its box drawn lower ("Monsieur Gaél NGUYEN")', () => {
      // As OCR boxed them on a scanned payslip (points): the row's centre pulled up by tall boxes
      // ("SERIE", "NGUYEN" run into a label above), "Gaél"'s box reaching below the line.
      const layout = ocrWords(
        [
          ['BRAS', 36.7, 79.7, 7.2, 24.7], ['SERIE', 62.2, 71.5, 15.4, 26.2], ['DES', 91.9, 79.9, 7, 17.5], ['CELESTINS', 112.6, 78, 8.9, 49.9], ['SARL', 165.8, 79.9, 7, 24],
          ['Monsieur', 338.9, 82.3, 7.4, 39.1], ['Gaél', 379.9, 82.3, 10.1, 19.7], ['NGUYEN', 403.2, 74.9, 14.9, 39.4],
          ['42', 36, 91, 7.2, 9], ['avenue', 47, 91, 7.2, 30], ['des', 79, 91, 7.2, 14], ['Champs', 95, 91, 7.2, 32],
          ['Résidence', 338.9, 94, 7.2, 40], ['Les', 381, 94, 7.2, 15], ['Pins', 398, 94, 7.2, 18],
          ['69002', 36, 100, 7.2, 24], ['Lyon', 62, 100, 7.2, 18],
          ['119', 338.9, 105, 7.2, 14], ['rue', 355, 105, 7.2, 14], ['de', 371, 105, 7.2, 9], ['la', 382, 105, 7.2, 8], ['République', 392, 105, 7.2, 50],
          ['34000', 338.9, 117, 7.2, 24], ['Montpellier', 365, 117, 7.2, 48],
        ],
      )
      expect(buildLines(layout).flatMap((l) => l.segments.map((seg) => seg.text))).to.include('Monsieur Gaél NGUYEN')
    })

    it('puts a word OCR boxed much taller than print back on the line of the word beside it ("PERRIN" / "Mathieu")', () => {
      // As OCR boxed them on a scanned Kbis (points): "PERRIN" run into the line above, alone on a row.
      const layout = ocrWords(
        [
          ['Gérant,', 54.7, 353.8, 7.9, 26.9], ['associé', 84.7, 353.8, 7, 27.8], ['unique', 115.4, 354, 8.4, 24.2],
          ['Nom,', 55, 368.2, 7.2, 18.7], ['prénoms', 77, 367.4, 8.6, 31.4], ['PERRIN', 242.9, 358.6, 16.1, 31], ['Mathieu', 275.8, 367, 10.6, 32.6],
          ['Nationalité', 55, 391, 7.2, 39], ['Française', 243, 391, 7.2, 39],
        ],
      )
      expect(buildLines(layout).flatMap((l) => l.segments.map((seg) => seg.text))).to.include('PERRIN Mathieu')
      expect(extract('kbis', [layout]).representant_legal?.value).to.equal('PERRIN Mathieu')
    })

    it("takes the issuer from its legal mention at the foot of the page when OCR parted the name from it (\"Orvalis Assurances ¦ SA au capital de ...\")", () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[40, 'ORVALIS'], [330, '12 cours Michelet - 92800 Puteaux']], y: 60},
            {cells: [[40, "ATTESTATION D'ASSURANCE"]], y: 120},
            {cells: [[40, 'Raison sociale'], [200, 'MEDIANE COMMUNICATION SARL']], y: 160},
            {cells: [[40, 'Orvalis Assurances'], [160, 'SA au capital de 98 000 000 €'], [330, '402 118 227 RCS Nanterre']], y: 790},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.assureur?.value).to.equal('Orvalis Assurances')
    })

    it("joins the rest of a name OCR set a little apart on the addressee's line (\"Mme Anne-Sophie ¦ CHEVALIER\")", () => {
      const rows = (at: number) => [
        {cells: [[121, 'SIGNAL & MESURE SAS'], [434, 'BULLETIN DE PAIE']], size: 6, y: 110},
        {cells: [[121, '107 ter rue du Commerce']], size: 6, y: 140},
        {cells: [[121, '67000 Strasbourg']], size: 6, y: 148},
        {cells: [[367, 'Mme Anne-Sophie'], [at, 'CHEVALIER']], size: 6, y: 164},
        {cells: [[367, '42 rue de la République']], size: 6, y: 172},
        {cells: [[367, '93100 Montreuil']], size: 6, y: 180},
      ] as Parameters<typeof page>[0]
      expect(extract('bulletin_paie', [page(rows(421), {ocrConfidence: 0.93})]).salarie_nom?.value).to.equal('Mme Anne-Sophie CHEVALIER')
      // Further off, another column's word.
      expect(extract('bulletin_paie', [page(rows(460), {ocrConfidence: 0.93})]).salarie_nom?.value).to.equal('Mme Anne-Sophie')
    })
  })

  describe('rules from the held-out set f (2026-11-24)', () => {
    it("reads a name under its label in a column of its own, not a table's title that shares the label's line across the table's code column", () => {
      // A landscape payslip: the employee's block on the left, the contributions table beside it.
      const rows = (codeColumn: boolean) =>
        page(
          stack(126, 9, [
            [[24, 'Salarié(e)'], [257, 'Santé']],
            [[24, 'FONTAINE Hélène'], ...(codeColumn ? [[223, '2010'] as [number, string]] : []), [257, 'Sécurité sociale - Maladie'], [519, '5 996,38']],
            [[24, 'Résidence du Parc'], ...(codeColumn ? [[223, '2050'] as [number, string]] : []), [257, 'Complémentaire santé'], [696, '45,30']],
            [[24, '101 allée des Tilleuls']],
          ]).map((row) => ({...row, size: 7})),
          {width: 842, height: 595},
        )
      expect(extract('bulletin_paie', [rows(true)]).salarie_nom?.value).to.equal('FONTAINE Hélène')
      // With nothing between, the cell beside the label is the label's (a two-column block).
      expect(extract('bulletin_paie', [rows(false)]).salarie_nom?.value).to.equal('Santé')
    })

    // A builder's ten-year liability certificate: its period and activities in framed tables.
    const decennale = (options: {activitiesTitle?: string; periodRight?: boolean} = {}) =>
      page(
        stack(200, 12, [
          [[45, 'N° de contrat'], [175, 'Produit'], [335, "Date d'effet initiale"]],
          [[45, '329288 B 121'], [175, 'Multigaranties Artisan BTP'], [335, '01/12/2022']],
          [[45, 'Début de validité de la présente attestation'], [303, 'Fin de validité de la présente attestation']],
          options.periodRight ? [[45, '1er janvier 2026']] : [[45, '1er janvier 2026'], [303, '31 décembre 2026']],
        ])
          .concat(
            stack(267, 15, [
              [[46, '3. ACTIVITÉS GARANTIES']],
              [[59, 'Code'], [103, options.activitiesTitle ?? 'Activité (nomenclature des activités du bâtiment)']],
              [[64, '1.4'], [103, 'Maçonnerie et béton armé']],
              [[64, '3.3'], [103, 'Carrelage et revêtements durs']],
              [[64, '1.1'], [103, 'Démolition']],
            ]),
          )
          .concat(stack(347, 9, [[[40, "Seules les activités ci-dessus sont garanties. Toute activité non déclarée, y compris la maîtrise d'œuvre, n'est pas couverte."]]]))
          .concat(stack(795, 8, [[[40, "Mutuelle des Artisans du Bâtiment (MAB) - Société d'assurance mutuelle à cotisations variables - SIREN 786 332 792"]]])),
      )

    it("reads a period's start and end under their titles side by side, each in its own column", () => {
      const f = extract('attestation_rc_pro', [decennale()])
      expect(f.periode_debut?.value).to.equal('2026-01-01')
      expect(f.periode_fin?.value).to.equal('2026-12-31')
      // The end's title does not wrap onto the start's value at the line's beginning.
      expect(extract('attestation_rc_pro', [decennale({periodRight: true})]).periode_fin?.value).to.not.equal('2026-01-01')
    })

    it("reads a heading's activities in the column of its table titled after the heading's noun, one item a row", () => {
      expect(extract('attestation_rc_pro', [decennale()]).activites?.value).to.equal('Maçonnerie et béton armé, Carrelage et revêtements durs, Démolition')
      // A column titled otherwise is not taken for the list.
      expect(extract('attestation_rc_pro', [decennale({activitiesTitle: 'Désignation'})]).activites?.value ?? '').to.not.include('Carrelage')
    })

    it('reads blocks side by side under a bank heading as the bank and its address, not as a table', () => {
      const f = extract('rib', [
        page(
          stack(100, 12, [
            [[50, 'Titulaire du compte'], [330, 'Domiciliation']],
            [[50, 'LOGIQUE BLEUE'], [330, 'CRÉDIT CLERMONT-FERRAND CENTRE']],
            [[50, "Parc d'activités du Moulin"], [330, 'Tél. 09 69 55 45 15']],
            [[50, '10 rue Lavoisier']],
            [[50, '63000 CLERMONT-FERRAND']],
          ]),
        ),
      ])
      expect(f.domiciliation?.value).to.equal('CRÉDIT CLERMONT-FERRAND CENTRE')
    })

    it('takes an insurer from its legal mention without the acronym it gives itself', () => {
      expect(extract('attestation_rc_pro', [decennale()]).assureur?.value).to.equal('Mutuelle des Artisans du Bâtiment')
    })

    it("reads a value under its title past specks OCR boxed as lines of their own, and takes no damaged title in a row of labels for a value", () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[50, '1. ASSURÉ']], y: 105},
            {cells: [[49, '+ Raison'], [359, 'SIREN'], [456, 'Forme juridique']], size: 8, y: 117},
            {cells: [[486, 'r']], size: 3, y: 126},
            {cells: [[75, '(']], size: 3, y: 130},
            {cells: [[72, 'S']], size: 3, y: 134},
            {cells: [[49, 'MAÇONNERIE GÉNÉRALE DU LAC SARL'], [349, '510 125 909'], [459, 'SARL']], size: 8, y: 140},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.assure_siren?.value).to.equal('510125909')
      expect(f.assure?.value ?? '').to.not.include('Raison')
    })

    it("takes no employee's unlabelled block for the employer on a scan whose labels were lost", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[221, 'Bulletin de paie'], [644, 'Période du 1er avril 2026 au 30 avril 2026']], size: 8, y: 14},
            {cells: [[24, '141 rue des Artisans']], size: 7, y: 59},
            {cells: [[24, '75017 Paris']], size: 7, y: 68},
            {cells: [[257, 'SALAIRE BRUT'], [625, '5 996,38']], size: 7, y: 115},
            ...stack(128, 9, [[[25, 'FONTAINE Hélène']], [[25, 'Résidence du Parc']], [[25, '101 allée des Tilleuls']], [[25, '38000 Grenoble']]]).map((row) => ({...row, size: 7})),
          ],
          {height: 595, ocrConfidence: 0.9, width: 842},
        ),
      ])
      expect(f.salarie_nom?.value).to.equal('FONTAINE Hélène')
      expect(f.employeur?.value ?? '').to.not.equal('FONTAINE Hélène')
    })

    it("reads a date under a bilingual label whose slashes a scan lost, past the other language's label and cells with no date", () => {
      const f = extract('passeport', [
        page(
          [
            {cells: [[58, 'PASSEPORT PASPOORT REISEPASS PASSPORT']], y: 394},
            {cells: [[150, 'le de délivrance d'], [255, 'Datum van afgifte Ausstellu Inq'], [370, 'Da!'], [405, 'Autorité Overheid Behôrde Authority']], size: 6, y: 566},
            {cells: [[91, 'v']], size: 3, y: 573},
            {cells: [[240, '11 FÉV/FEB 2021'], [405, 'BRUXELLES']], size: 8, y: 576},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_delivrance?.value).to.equal('2021-02-11')
      // A Dutch card's labels alone.
      const card = extract('cni', [
        page(
          stack(200, 12, [
            [[40, 'IDENTITEITSKAART']],
            [[40, 'Voornamen'], [200, 'Geboortedatum']],
            [[40, 'Pieter Jan'], [200, '14 03 1990']],
            [[40, 'Vervaldatum']],
            [[40, '02 05 2031']],
          ]),
        ),
      ])
      expect([card.prenoms?.value, card.date_naissance?.value, card.date_expiration?.value]).to.deep.equal(['Pieter Jan', '1990-03-14', '2031-05-02'])
    })

    it("parts the cells OCR read with a table's rule between them ('|'), but keeps a bar before lower-case letters (a J)", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[256, 'Brut'], [495, 'Net imposable'], [560, '| Net à payer avant impôt | Prélèvement à la source |']], size: 7, y: 375},
            {cells: [[245, '5 694,25'], [501, '4 604,65'], [587, '4 338,41'], [676, '432,84']], size: 8, y: 386},
          ],
          {height: 595, ocrConfidence: 0.9, width: 842},
        ),
      ])
      expect(f.net_avant_impot?.value).to.equal('4338.41')
      const lines = buildLines(page([{cells: [[60, 'M. | ean DUPONT']], y: 100}], {ocrConfidence: 0.9}))
      expect(lines.flatMap((l) => l.segments.map((seg) => seg.text))).to.deep.equal(['M. | ean DUPONT'])
    })

    it('reads the party under its heading when the heading beside it, led by its article too, was misread ("L\'EMPLOYEUR ┃ Le sauanié")', () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[208, "ATTESTATION D'EMPLOI"]], size: 12, y: 120},
            {cells: [[217, "Période d'emploi : septembre 2026"]], y: 148},
            {cells: [[58, "L'EMPLOYEUR"], [314, 'Le sauanié']], y: 192},
            {cells: [[60, 'Mme Sylvie CARPENTIER'], [319, 'M. MERCIER Mathieu']], y: 209},
            {cells: [[60, '5 chemin de la Croix Blanche'], [319, 'Appartement 22']], y: 230},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.employeur?.value).to.equal('Mme Sylvie CARPENTIER')
    })

    it("ends a sentence's list of activities where the next sentence starts, its full stop lost by OCR", () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(200, 17, [
            [[51, 'garantissant les conséquences pécuniaires de sa responsabilité civile professionnelle dans le cadre des']],
            [[51, 'activités suivantes : Coiffure, soins esthétiques']],
            [[51, 'La présente attestation est valable pour la période du 1er février 2026 au 31 janvier 2027 inclus, sous réserve']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.activites?.value).to.equal('Coiffure, soins esthétiques')
    })

    it('reads a label whose colon OCR read with a speck before it ("Employeur.:")', () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[85, "ACTIV'EMPLOI INTERIM"], [411, 'BULLETIN DE SALAIRE']], size: 12, y: 36},
            {cells: [[85, 'Agence de Bordeaux']], y: 50},
            {cells: [[37, "Employeur.: ACTIV'EMPLOI INTÉRIM SAS - SIRET 997 080 015 00032 - NAF 7820Z"]], size: 7, y: 99},
            {cells: [[37, 'Intérimaire'], [109, 'DE LA FONTAINE Agnès']], size: 7, y: 134},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.employeur?.value).to.match(/^ACTIV'EMPLOI INTÉRIM SAS/)
    })

    it("dates a tax certificate by its signing line's cells ('A ┃ Paris ┃ le ┃ 10/01/2026'), never by the reference date of its sentence", () => {
      const rows = (signing: boolean) =>
        page(
          [
            {cells: [[147, 'ATTESTATION DE RÉGULARITÉ FISCALE']], size: 14, y: 103},
            {cells: [[47, 'Le comptable des finances publiques soussigné certifie que le demandeur désigné ci-dessus a souscrit, à la date du 31']], y: 291},
            {cells: [[46, "décembre 2025, l'ensemble des déclarations fiscales qui lui incombent et a acquitté les impôts et taxes exigibles, ou a"]], y: 304},
            ...(signing ? [{cells: [[54, 'A'], [76, 'Paris'], [213, 'le'], [239, '10/01/2026']] as [number, string][], y: 453}] : []),
            {cells: [[54, 'Le comptable des finances publiques,']], y: 476},
          ],
          {ocrConfidence: 0.9},
        )
      expect(extract('attestation_fiscale', [rows(true)]).date_emission?.value).to.equal('2026-01-10')
      expect(extract('attestation_fiscale', [rows(false)]).date_emission?.value).to.not.equal('2025-12-31')
    })

    it("takes the MRZ's surname when the surname read under a label is the MRZ's given name ('NOME / NAME' on an Italian card)", () => {
      // As OCR read a scan: the labels damaged, the MRZ's first line garbled (its check digits fail).
      const f = extract('cni', [
        page(
          [
            {cells: [[268, 'CARTA DI IDENTITA / IDENTITY CARD']], y: 85},
            {cells: [[243, 'OGNOME'], [280, 'RNAM']], size: 6, y: 147},
            {cells: [[239, 'DE LUCA']], y: 156},
            {cells: [[243, 'OME / NAME']], size: 6, y: 173},
            {cells: [[239, 'LORENZO']], y: 183},
            {cells: [[130, 'CIITACA53714SA4<<<<<CCAAA<<<<']], y: 488},
            {cells: [[130, '8510231M2810238ITA<<<<<<<<<<<0']], y: 510},
            {cells: [[130, 'DE<LUCA<<LORENZO<<<<<<<<<<<<<<']], y: 530},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect([f.nom?.value, f.prenoms?.value]).to.deep.equal(['DE LUCA', 'LORENZO'])
    })

    it("reads a civility and a given name apart when OCR read a speck between them as an apostrophe ('Madame'Agnès')", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[411, 'BULLETIN DE SALAIRE']], size: 12, y: 36},
            ...stack(137, 11, [[[345, "Madame'Agnès DE LA FONTAINE"]], [[345, 'Appartement 10']], [[345, '12 rue des Lilas']], [[345, '33000 Bordeaux']]]),
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salarie_nom?.value).to.equal('Madame Agnès DE LA FONTAINE')
    })

    it("reads a tax notice's bare amount after the form's box code OCR misread ('Salaires et assimilés ┃ 1A) ┃ 33311')", () => {
      const f = extract('avis_imposition', [
        page(
          [
            {cells: [[39, "AVIS D'IMPÔT 2025 SUR LES REVENUS DE 2024"]], size: 12, y: 60},
            {cells: [[38, 'Nature des revenus'], [386, 'Case'], [512, 'Déclarant 1']], y: 363},
            {cells: [[41, 'Traitements, salaires, pensions et rentes']], y: 387},
            {cells: [[42, 'Salaires et assimilés'], [390, '1A)'], [533, '33311']], y: 403},
            {cells: [[42, 'Abattement de 10 %'], [532, '- 3 331']], y: 417},
            {cells: [[42, 'Salaires nets imposables'], [533, '29 980']], y: 431},
            {cells: [[39, 'Revenu brut global'], [343, '29 980']], y: 481},
            {cells: [[407, 'Revenu fiscal de référence'], [520, '29 980 €']], y: 485},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('33311.00')
    })

    it("reads a value OCR boxed taller, which joined the line above beside another block's words", () => {
      const f = extract('facture_domicile', [
        page(
          [
            {cells: [[89, 'Solvéa Énergie'], [376, 'FACTURE DE RÉGULARISATION']], size: 12, y: 29},
            {cells: [[88, "L'énergie des territoires, fournie par vos régies locales"]], size: 7, y: 59},
            {cells: [[499, '22 août 2026']], size: 10, y: 58},
            {cells: [[352, 'Date de facture']], size: 7, y: 64},
            {cells: [[352, 'N° de facture'], [485, 'FR26-287386886']], size: 7, y: 75},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_emission?.value).to.equal('2026-08-22')
    })

    it("reads a label after a speck OCR read as an apostrophe (\"'Adresse du siège\"), not after an elision", () => {
      const rows = (label: string) =>
        page(
          stack(234, 15, [
            [[56, 'Capital social'], [244, '3.000,00 EUR']],
            [[55, label], [244, "133 rue de l'Industrie"]],
            [[243, '57000 Metz']],
            [[55, 'Activités principales'], [244, 'Conseil en systèmes et logiciels informatiques']],
          ]),
          {ocrConfidence: 0.9},
        )
      expect(extract('kbis', [rows("'Adresse du siège")]).adresse_siege?.value).to.equal("133 rue de l'Industrie, 57000 Metz")
    })

    it('reads a date of issue under its place when OCR boxed the place apart above the date', () => {
      const f = extract('titre_sejour', [
        page(
          [
            {cells: [[334, 'TITRE DE SÉJOUR']], size: 12, y: 83},
            {cells: [[338, 'RESIDENCE PERMIT']], y: 98},
            {cells: [[143, 'DATE ET LIEU DE DÉLIVRANCE / Date and place of issue']], size: 6, y: 447},
            {cells: [[202, 'PRÉFECTURE DE LA HAUTE-GARONNE']], size: 8, y: 456},
            {cells: [[143, '21 05 2025']], size: 8, y: 466},
            {cells: [[143, 'REMARQUES / Remarks : VIE PRIVÉE ET FAMILIALE']], size: 6, y: 480},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_delivrance?.value).to.equal('2025-05-21')
    })

    it('takes no word without a digit for a policy number (the next row\'s "FORMULE" under a label whose number OCR set lower)', () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[29, "Axiome France IARD atteste que l'assuré est titulaire d'un contrat d'assurance responsabilité civile professionnelle."]], y: 158},
            {cells: [[32, 'N° DE CONTRAT']], size: 6, y: 237},
            {cells: [[33, 'FORMULE']], size: 6, y: 247},
            {cells: [[150, 'Multirisque professionnelle option RC Pro']], y: 255},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.numero_police?.value ?? '').to.not.equal('FORMULE')
    })

    it("takes no piece of a label OCR cut, nor a link word alone, for a value ('unt holder', 'Raison', 'de')", () => {
      const rib = extract('rib', [
        page(
          [
            {cells: [[40, "RELEVÉ D'IDENTITÉ BANCAIRE / BANK DETAILS"]], size: 12, y: 60},
            {cells: [[40, 'Titulaire du compte /'], [140, 'unt holder']], size: 7, y: 120},
            {cells: [[40, 'SASU AU PÉTRIN D’ANTAN']], y: 131},
            {cells: [[40, 'Domiciliation / Bank'], [140, 'de']], size: 7, y: 160},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(rib.titulaire?.value ?? '').to.not.equal('unt holder')
      expect(rib.domiciliation?.value ?? '').to.not.equal('de')
      const vigilance = extract('attestation_vigilance', [
        page(
          [
            {cells: [[49, 'ATTESTATION DE VIGILANCE']], size: 14, y: 119},
            {cells: [[49, "L'Urssaf Auvergne-Rhône-Alpes atteste que l'entreprise :"]], y: 173},
            {cells: [[55, 'Raison'], [197, 'NOVACODE SA']], y: 199},
            {cells: [[55, 'SIREN'], [197, '696 923 812']], y: 219},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(vigilance.denomination?.value ?? '').to.not.equal('Raison')
    })
  })

  describe('rules from the held-out set g (2026-11-25)', () => {
    it("reads a label printed under its other language's as that one's value, not the next row's label", () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[173, 'CERTIFICATE OF INSURANCE / ATTESTATION D’ASSURANCE']], size: 14, y: 100},
          {cells: [[53, 'Insured'], [225, 'FLORALIES DU MARAIS SAS']], y: 198},
          {cells: [[53, 'Assuré']], y: 209},
          {cells: [[53, 'Address'], [225, "Bâtiment C, 91 rue de l'Industrie, 31000 Toulouse"]], y: 226},
          {cells: [[53, 'Adresse']], y: 237},
          {cells: [[53, 'Business description'], [225, 'Commerce de détail de fleurs, plantes et graines']], y: 260},
          {cells: [[53, 'Activités assurées']], y: 271},
          {cells: [[53, 'Limit of indemnity'], [225, 'EUR 1,500,000 any one claim']], y: 288},
        ]),
      ])
      expect([f.assure?.value, f.activites?.value]).to.deep.equal(['FLORALIES DU MARAIS SAS', 'Commerce de détail de fleurs, plantes et graines'])
      // Scanned, the label boxed nearer the next row: still between two rows laid out alike.
      const scan = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[173, 'CERTIFICATE OF INSURANCE / ATTESTATION D’ASSURANCE']], size: 14, y: 100},
            {cells: [[53, 'Insured'], [225, 'FLORALIES DU MARAIS SAS']], y: 196},
            {cells: [[55, 'Assuré']], y: 214},
            {cells: [[55, 'Address'], [226, "Bâtiment C, 91 rue de l'Industrie, 31000 Toulouse"]], y: 224},
            {cells: [[55, 'Adresse']], y: 242},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scan.assure?.value).to.equal('FLORALIES DU MARAIS SAS')
      // Photographed, its box overlapping the line above's.
      const photo = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[173, 'CERTIFICATE OF INSURANCE / ATTESTATION D’ASSURANCE']], size: 14, y: 100},
            {cells: [[38, 'Insured'], [160, 'FLORALIES DU MARAIS SAS']], size: 9, y: 140},
            {cells: [[38, 'Assuré']], size: 7, y: 147},
            {cells: [[38, 'Address'], [160, "Bâtiment C, 91 rue de l'Industrie, 31000 Toulouse"]], size: 7, y: 160},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(photo.assure?.value).to.equal('FLORALIES DU MARAIS SAS')
    })

    it('reads small titles in capitals over larger values as a header row, two columns of them, not a key beside its value', () => {
      const card = page([
        {cells: [[48, 'Attestation de vigilance']], size: 18, y: 108},
        {cells: [[64, 'NOM ET PRÉNOM(S)'], [318, 'ACTIVITÉ']], size: 6, y: 217},
        {cells: [[64, 'MERCIER Gaëlle Anne'], [318, 'Conseil en systèmes et logiciels informatiques']], size: 9, y: 227},
        {cells: [[64, 'N° SIRET'], [318, 'CATÉGORIE']], size: 6, y: 249},
        {cells: [[64, '643 766 793 00035'], [318, 'Profession libérale non réglementée']], size: 9, y: 259},
      ])
      expect(extract('attestation_vigilance', [card]).denomination?.value).to.equal('MERCIER Gaëlle Anne')
      // A title that goes on in capitals after a link word over an address, beside the next title.
      const address = page([
        {cells: [[48, 'Attestation de vigilance']], size: 18, y: 108},
        {cells: [[64, "ADRESSE DE L'ÉTABLISSEMENT"], [318, 'IDENTIFIANT DE COMPTE']], size: 6, y: 281},
        {cells: [[64, '2e étage'], [318, '885500227571002559']], size: 9, y: 291},
        {cells: [[64, '136 quai des Chartrons']], size: 9, y: 303},
        {cells: [[64, '93200 SAINT-DENIS']], size: 9, y: 315},
      ])
      expect(extract('attestation_vigilance', [address]).adresse?.value).to.equal('2e étage, 136 quai des Chartrons, 93200 SAINT-DENIS')
      // A key-value table in capitals, its next row no taller: the value beside its key.
      const table = page(
        stack(200, 12, [
          [[64, 'RAISON SOCIALE'], [318, 'MERCIER CONSEIL']],
          [[64, 'SIRET'], [318, '643 766 793 00035']],
        ]),
      )
      expect(extract('attestation_vigilance', [table]).denomination?.value).to.equal('MERCIER CONSEIL')
    })

    it('reads an IBAN, a BIC and a bank code printed one character a box', () => {
      // Each character a word of its own in a box 11.5 points wide; the IBAN's groups of four in
      // boxes of their own, a gap apart.
      const boxes = (x: number, chars: string): [number, string][] => [...chars].map((c, i) => [x + i * 11.5, c])
      const f = extract('rib', [
        page([
          {cells: [[363, "RELEVÉ D'IDENTITÉ BANCAIRE"]], size: 12, y: 41},
          {cells: [[48, 'Code établissement'], [127, 'Code guichet'], [206, 'N° de compte'], [363, 'Clé RIB']], size: 7, y: 253},
          {cells: [...boxes(51, '14478'), ...boxes(130, '92913'), ...boxes(209, '79029200565'), ...boxes(366, '72')], y: 270},
          {cells: [[48, 'IBAN'], ...['FR76', '1447', '8929', '1379', '0292', '0056', '572'].flatMap((group, g) => boxes(151 + g * 58, group))], y: 332},
          {cells: [[48, 'BIC'], ...boxes(151, 'CPEPFRPPXXX')], y: 368},
        ]),
      ])
      expect([f.iban?.value, f.bic?.value]).to.deep.equal(['FR7614478929137902920056572', 'CPEPFRPPXXX'])
      // Characters a space apart in running text stay words: "R 2 D 2" is no code.
      expect(buildLines(page([{cells: [[40, 'le robot R 2 D 2 et C 3 P O']], y: 100}])).flatMap((l) => l.segments.map((seg) => seg.text))).to.deep.equal(['le robot R 2 D 2 et C 3 P O'])
    })

    it("reads a framed box's amount printed large and to the right under its title, in the title's column", () => {
      const f = extract('avis_imposition', [
        page([
          {cells: [[393, "AVIS D'IMPÔT 2025"]], size: 16, y: 33},
          {cells: [[435, 'IMPÔT SUR LES REVENUS']], size: 9, y: 53},
          {cells: [[38, 'Votre situation : Marié(e)s - 1 enfant à charge - Nombre de parts : 2,5']], y: 316},
          {cells: [[48, 'Revenu fiscal de référence']], size: 8, y: 342},
          {cells: [[308, 'Taux de prélèvement à la source du foyer']], size: 8, y: 349},
          {cells: [[190, '57 956 €'], [308, '5,5 %'], [426, 'appliqué à partir de septembre 2025']], size: 16, y: 369},
        ]),
      ])
      expect(f.rfr?.value).to.equal('57956.00')
    })

    it("reads an individual trader's extract: the person's name is the business's, where a company's extract has its name", () => {
      const trader = extract('kbis', [
        page(
          stack(178, 19, [
            [[56, 'IDENTIFICATION DE LA PERSONNE PHYSIQUE']],
            [[56, 'Immatriculation au RCS, numéro'], [230, '773 184 908 R.C.S. Nantes']],
            [[56, "Date d'immatriculation"], [230, '14/09/2024']],
            [[56, 'Nom, prénoms'], [230, 'PERRIN Noémie']],
          ]),
        ),
      ])
      expect(trader.denomination?.value).to.equal('PERRIN Noémie')
      const company = extract('kbis', [
        page(
          stack(178, 19, [
            [[56, 'Dénomination'], [230, 'FLORALIES DU MARAIS SAS']],
            [[56, 'Gérant']],
            [[56, 'Nom, prénoms'], [230, 'PERRIN Noémie']],
          ]),
        ),
      ])
      expect(company.denomination?.value).to.equal('FLORALIES DU MARAIS SAS')
    })
  })

  describe('from the eighth held-out set', () => {
    it('reads no amount of a key-value panel headed "Cumuls", unless the heading has column headings over its amounts', () => {
      const payslip = extract('bulletin_paie', [
        page(
          stack(400, 11, [
            [[32, 'Cumuls 2026'], [200, '6400'], [228, 'APEC'], [361, '4.407,10']],
            [[28, 'Brut'], [144, '17.342,42'], [228, 'FAMILLE - CHÔMAGE - AUTRES']],
            [[28, 'Net imposable'], [144, '13.956,22'], [200, '6600'], [228, 'Assurance chômage'], [361, '4.407,10']],
            [[28, 'Prélèvement à la source'], [148, '1.630,92']],
            [[192, 'Récapitulatif']],
            [[192, 'Salaire brut'], [526, '4.407,10']],
            [[192, 'Net imposable'], [526, '3.586,40']],
          ]).map((row) => ({...row, size: 7})),
        ),
      ])
      expect(payslip.net_imposable?.value).to.equal('3586.40')
      // "Cumuls ┃ Année" (the month's column heading lost by OCR) over the month's and the year's.
      const grid = extract('bulletin_paie', [
        page(stack(575, 14, [[[40, 'Cumuls'], [293, 'Année']], [[41, 'Salaire brut'], [208, '2 956,40'], [285, '11 781,30']], [[41, 'Net imposable'], [208, '2 140,03'], [288, '8571,48']]]), {ocrConfidence: 0.9}),
      ])
      expect(grid.net_imposable?.value).to.equal('2140.03')
    })

    it('reads the party a certificate sets off under "..., attestons que :" as the insured', () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[50, "Nous soussignés, Mutuelle Française des Concepteurs, société d'assurance mutuelle dont le siège est 18 rue Jean"]], y: 175},
          {cells: [[50, 'Goujon, 75008 Paris, attestons que :']], y: 188},
          {cells: [[76, 'ATELIER CÉLESTIN ARCHITECTURE SARL']], y: 212},
          {cells: [[76, 'SIREN 809 944 606']], y: 228},
          {cells: [[76, "Siège : Bâtiment C, 23 rue de l'Industrie, 49100 Angers"]], y: 241},
          {cells: [[56, 'Activité professionnelle garantie']], y: 363},
          {cells: [[60, "Architecte - missions de maîtrise d'œuvre de conception et d'exécution"]], y: 379},
        ]),
      ])
      expect(f.assure?.value).to.equal('ATELIER CÉLESTIN ARCHITECTURE SARL')
      expect(f.activites?.value).to.equal("Architecte - missions de maîtrise d'œuvre de conception et d'exécution")
      // Not a paragraph's next line that is not set off.
      const flush = extract('attestation_rc_pro', [page(stack(188, 13, [[[50, 'Goujon, 75008 Paris, attestons que :']], [[50, 'ATELIER CÉLESTIN ARCHITECTURE SARL']]]))])
      expect(flush.assure).to.equal(undefined)
    })

    it("reads the surname and the given names from the whole name at the taxpayer's label, up to the mention of the birth", () => {
      const f = extract('avis_imposition', [
        page(
          stack(267, 12.5, [
            [[38, 'Déclarant 1 :'], [208, 'DE SAINT-EXUPÉRY Nicolas Yves, né(e) le 20/02/1989']],
            [[38, 'Situation de famille :'], [208, 'Célibataire']],
          ]),
        ),
      ])
      expect(f.declarant_nom?.value).to.equal('DE SAINT-EXUPÉRY')
      expect(f.declarant_prenoms?.value).to.equal('Nicolas Yves')
      expect(f.declarant?.value).to.equal('DE SAINT-EXUPÉRY Nicolas Yves')
    })

    it("takes no column heading for a name: the cell after a label that heads a column of amounts (\"Déclarant 1 ┃ Pers =\")", () => {
      const f = extract('avis_imposition', [
        page(
          stack(413, 16, [
            [[52, 'Nature des revenus'], [316, 'Case'], [405, 'Déclarant 1'], [506, 'Pers =']],
            [[52, 'Salaires, traitements et assimilés'], [319, '1A)'], [425, '53 299']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.declarant?.value).to.not.equal('Pers =')
      expect(f.declarant_nom).to.equal(undefined)
    })

    it('reads a security code printed in dashed groups under its label, past a line of another column between', () => {
      const f = extract('attestation_vigilance', [
        page([
          {cells: [[56, 'Code de sécurité']], y: 545},
          {cells: [[405, 'Pour le Directeur général, par délégation']], y: 554},
          {cells: [[56, '5NQY-4W2Z-DDRN']], y: 564},
        ]),
      ])
      expect(f.code_securite?.value).to.equal('5NQY-4W2Z-DDRN')
    })

    it('finds a label that OCR glued to the short word before it ("pourla période du")', () => {
      const f = extract('attestation_rc_pro', [
        page(stack(315, 13, [[[50, "missions portant sur des ouvrages soumis à l'obligation d'assurance, pourla période du 1er janvier 2026 au 31 décembre 2026."]]]), {ocrConfidence: 0.9}),
      ])
      expect(f.periode_debut?.value).to.equal('2026-01-01')
      expect(f.periode_fin?.value).to.equal('2026-12-31')
      // Glued to a longer word it is another word ("surla" is not; "Xla période" neither).
      expect(labelPattern('la période du').test(fold('Xla période du'))).to.equal(false)
    })

    it('takes no garbled heading ending in an unopened parenthesis, nor a line with a date, for a name', () => {
      const f = extract('bulletin_paie', [
        page(
          stack(135, 23, [
            [[45, 'EMPLOYEUR'], [290, 'PB saree)']],
            [[48, 'Mme Pauline ESNAULT'], [311, 'Mme Hélène HAMIDI']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.employeur?.value).to.equal('Mme Pauline ESNAULT')
    })

    it("reads a tax notice's amount after its box code misread \"14)\"", () => {
      const f = extract('avis_imposition', [
        page(
          stack(405, 15, [
            [[42, 'Nature des revenus'], [306, 'Case'], [395, 'Déclarant 1']],
            [[42, 'Salaires, traitements et assimilés'], [309, '14)'], [414, '40861']],
            [[41, 'Abattement de 10 % sur les salaires'], [420, '4 086']],
            [[42, 'Revenus nets imposables'], [415, '37 564']],
            [[39, 'Revenu brut global'], [333, '37 564']],
            [[39, 'Revenu imposable'], [333, '37 564']],
            [[39, 'Impôt sur le revenu net'], [337, '1 398']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('40861.00')
    })

    it('gives a word back to its row when a curved page set it level with the row beside ("Date" of "Date d\'établissement")', () => {
      // As OCR boxed them on a phone photo of a tax notice (points).
      const layout = ocrWords([
        ['Numéro', 32.6, 148.1, 4.1, 17.5], ['fiscal', 51.8, 148.6, 4.1, 11.3],
        ['Référence', 127.2, 150.3, 3.8, 23], ['de', 152.2, 150.5, 3.6, 5.3], ["l'avis", 159.4, 150.5, 3.6, 10.3],
        ['Date', 222, 150.3, 3.8, 10.1], ["d'établissement", 234, 150, 3.8, 35],
        ['Mise', 316.6, 148.3, 3.6, 10.3], ['en', 328.6, 148.8, 2.9, 5.3], ['recouvrement', 336, 146.9, 4.3, 30.5], ['prévue', 368.7, 146.7, 4.3, 14.9],
        ['13', 31.9, 156.3, 9.8, 6.7], ['41', 41.8, 156.3, 9.8, 5.8], ['759', 50.6, 156.3, 9.8, 10.1], ['905', 63.8, 156.3, 9.8, 9.1], ['789', 76.1, 156.3, 9.8, 12.5],
        ['11/05/2026', 222.3, 159.1, 6, 32.9], ['31/07/2026', 316.6, 156.5, 6.5, 33.1],
      ])
      expect(buildLines(layout).flatMap((l) => l.segments.map((seg) => seg.text))).to.include("Date d'établissement")
      expect(extract('avis_imposition', [layout]).date_etablissement?.value).to.equal('2026-05-11')
    })

    it("looks past the rest of a header row that a curved page set lower, for the value under a label", () => {
      // As OCR boxed them on a phone photo: "Référence de l'avis ┃ Date d'établissement" 2 pt under
      // "Numéro fiscal ┃ Mise en recouvrement prévue", the numbers under both.
      const layout = ocrWords([
        ['Numéro', 29.5, 130.1, 3.6, 15.1], ['fiscal', 46.3, 130.8, 3.4, 9.6],
        ['Référence', 111.9, 132.5, 3.4, 26.2], ['de', 133, 131.1, 7.2, 3.8], ["l'avis", 139.9, 133.2, 2.6, 8.9],
        ['Date', 194.4, 132.5, 3.1, 8.9], ["d'établissement", 205, 131.8, 3.4, 30.2],
        ['Mise', 276.7, 129.6, 2.9, 8.9], ['en', 287.3, 129.6, 2.4, 4.6], ['recouvrement', 293.5, 127.5, 4.3, 26.6], ['prévue', 322.1, 127, 3.6, 13],
        ['31/07/2026', 276.7, 136.1, 6, 29], ['21', 28.6, 136.3, 9.8, 6.7], ['73', 37.4, 136.3, 9.8, 6], ['402', 45.6, 136.3, 9.8, 8.4], ['854', 56.4, 136.3, 9.8, 9.1], ['693', 67.9, 136.3, 9.8, 9.8],
        ['26', 110.9, 139.5, 8.2, 7], ['59', 120.3, 139.5, 8.2, 6.2], ['76', 152.9, 139.5, 8.2, 7.7], ['28/04/2026', 194.4, 139.7, 5.3, 28.8],
      ])
      expect(extract('avis_imposition', [layout]).numero_fiscal?.value.replace(/\s/g, '')).to.equal('2173402854693')
    })

    it("takes no block beside a table, far right of its last title, for that title's cell", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[27, 'Matricule'], [94, 'Nom et prénom']], size: 5, y: 74},
            {cells: [[27, '16470'], [265, '25 TER QUAI DES CHARTRONS']], size: 5, y: 80},
            {cells: [[94, 'HAMIDI Nathalie Madeleine']], size: 5, y: 86},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salarie_nom?.value).to.equal('HAMIDI Nathalie Madeleine')
    })

    it('keeps a dash OCR boxed as a speck in the line it holds together, not between words of two lines', () => {
      // As OCR boxed them on a scanned RIB (points): the dash 4 pt under the words' tops.
      const layout = ocrWords([
        ['Domiciliation:', 45.6, 262.8, 6.5, 51.4], ['NOVÉA', 107.5, 261.6, 7.7, 29], ['BANQUE', 139.7, 262.8, 7.4, 34.3], ['-', 177.6, 266.6, 1, 2.2],
        ['18', 183.4, 262.8, 6.5, 8.6], ['quai', 194.6, 262.6, 8.6, 15.4], ['du', 213.1, 262.6, 6.7, 8.9], ['Président', 225.1, 262.6, 6.7, 36],
        ['Roosevelt', 263.5, 262.5, 6.9, 37.7], ['-', 303.4, 266.6, 1, 2.2], ['CS', 308.6, 263, 6.2, 10.6], ['70021', 323, 262.8, 6.9, 22.8],
        ['-', 348.7, 266.6, 1, 2.2], ['92130', 354, 263, 6.5, 23.3], ['ISSY-LES-MOULINEAUX', 380.2, 262.8, 7.7, 96.2],
      ])
      expect(extract('rib', [layout]).domiciliation?.value).to.equal('NOVÉA BANQUE - 18 quai du Président Roosevelt - CS 70021 - 92130 ISSY-LES-MOULINEAUX')
      // Between the end of a line OCR set apart ("assurances", boxed small) and the next line's words: a speck still.
      const footer = ocrWords([
        ['Code', 330, 791.8, 4.8, 20], ['des', 361.4, 791.8, 4.8, 10.3], ['assurances', 374.4, 793, 3.6, 33.8], ['-', 410.9, 794.4, 0.7, 1.4],
        ['775', 415.4, 791.5, 5, 10.6], ['709', 428.6, 791.8, 4.8, 10.8], ['702', 442, 791.8, 4.8, 10.8], ['RCS', 456, 791.8, 4.8, 14],
      ])
      expect(buildLines(footer).flatMap((l) => l.segments.map((seg) => seg.text))).to.not.include('assurances -')
    })

    it('takes no label cut in two cells by OCR for the key of a key-value row ("Titulaire du ┃ compte ┃ IBAN")', () => {
      const f = extract('rib', [
        page(
          stack(120, 13, [
            [[51, 'Titulaire du'], [93, 'compte'], [288, 'IBAN']],
            [[51, 'LIBRAIRIE DES DEUX RIVES'], [288, 'FR76 4097 8246 7302 3998 5375 222']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.iban?.value).to.equal('FR7640978246730239985375222')
    })

    it('reads an IBAN that wraps in a narrow column, when the whole holds its check digits', () => {
      const coupon = (second: string) =>
        extract('rib', [page(stack(393, 10, [[[50, 'Titulaire']], [[50, 'LA FOURNÉE DORÉE SARL']], [[50, 'IBAN']], [[50, 'FR76 4097 8644 5172']], [[50, second]], [[50, 'BIC'], [68, 'NOVEFRPPXXX']]]).map((row) => ({...row, size: 7})))])
      expect(coupon('8459 3385 843').iban?.value).to.equal('FR7640978644517284593385843')
      // A line under it that does not complete it: the first line's reading, its check digits failing.
      expect(coupon('8459 3385 844').iban?.valid).to.equal(false)
    })

    it("takes no label in three languages for a name (\"Taille / Height / Estatura\", the next column's title)", () => {
      const f = extract('passeport', [
        page(
          stack(293, 8, [
            [[153, 'Prénoms / Given names / Nombres'], [311, 'Taille / Height / Estatura']],
            [[153, 'Anais, Louise'], [311, '1,60 m']],
          ]).map((row) => ({...row, size: 6})),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.prenoms?.value).to.equal('Anais, Louise')
    })

    it("keeps a name read sure at its label over the MRZ's unchecked line of names, unless it only lost an umlaut", () => {
      const mrz = (names: string) => [
        {cells: [[61, `P<FRAHAMIDI<<${names}<<<<<<<<<<<<<<<<<<<<<<<<`.slice(0, 44)]] as [number, string][], size: 12, y: 545},
        {cells: [[62, '17ZY556944FRA9310276F2708193<<<<<<<<<<<<<<<4']] as [number, string][], size: 12, y: 582},
      ]
      const card = (given: string, names: string) =>
        extract('passeport', [page([{cells: [[207, 'Nom / Surname / Apellidos']], y: 321}, {cells: [[207, 'HAMIDI']], y: 332}, {cells: [[207, 'Prénoms / Given names / Nombres']], y: 381}, {cells: [[206, given]], y: 391}, ...mrz(names)], {ocrConfidence: 0.95})])
      // "ANATIS<LOUTSE": the names' line misread, the line of digits whole.
      expect(card('Anais, Louise', 'ANATIS<LOUTSE').prenoms?.value).to.equal('Anais, Louise')
      // "JORG" read without its umlaut, which the MRZ writes out: the MRZ's.
      expect(card('JORG', 'JOERG').prenoms?.value).to.equal('JOERG')
    })

    it("takes no public body's block for a company (\"Urssaf - Centre national Cesu\", the letter's sender)", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[276, 'Urssaf - Centre national Cesu']], size: 6, y: 22},
            {cells: [[276, '42961 Saint-Étienne Cedex 9']], size: 6, y: 28},
            {cells: [[123, "ATTESTATION D'EMPLOI"]], size: 9, y: 74},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.employeur).to.equal(undefined)
    })

    it('reads no amount from a line that starts "Cumuls annuels", whatever cell OCR made of it', () => {
      const f = extract('bulletin_paie', [page(stack(592, 10, [[[36, 'Cumuls annuels - Brut : 26 865,58 Net imposable : 21 724,01 Heures : 1061,69']]]), {ocrConfidence: 0.9})])
      expect(f.net_imposable).to.equal(undefined)
    })

    it("takes no tagline for the insurer's label, nor a line of running text for a company", () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[95, "Assureur des architectes et des maîtres d'œuvre"]], size: 7, y: 72},
          {cells: [[163, "ATTESTATION D ASSURANCE"]], size: 14, y: 100},
          {cells: [[51, "Nous soussignés, Mutuelle Française des Concepteurs, société d'assurance mutuelle dont le siège est 18 rue Jean"]], size: 8, y: 168},
        ], {ocrConfidence: 0.9}),
      ])
      expect(f.assureur?.value ?? '').to.not.match(/soussignés/)
    })

    it("takes no Spanish label for a name (\"Given names ┃ Nombres\" on a passport)", () => {
      const f = extract('passeport', [
        page(stack(376, 11, [[[201, 'Prénorrs / Given names'], [265, 'Nombres'], [401, 'Taille / Height / Estatura']], [[201, 'Claire'], [401, '1,72 m']]]).map((row) => ({...row, size: 7})), {ocrConfidence: 0.9}),
      ])
      expect(f.prenoms?.value).to.equal('Claire')
    })

    it("looks past lines OCR made of a leader's dots alone for the value under a label", () => {
      const layout = ocrWords([
        ['Revenu', 403, 533, 6.7, 28], ['fiscal', 434, 533, 6.7, 22], ['de', 459, 533, 6.7, 9], ['référence', 471, 533, 6.7, 46],
        ['Revenu', 38.6, 540, 6.7, 28.6], ['imposable', 70.3, 540, 8.4, 38.2], ['37', 332.6, 540, 6.7, 8.9], ['564', 344.4, 540, 6.7, 13.9],
        ['Gréicniendetninisteerirariessiveiatiotaedreishecioncinesincénpenncenie', 162.2, 545.5, 2.9, 163.9],
        ['Nombre', 38.6, 553.2, 6.7, 29.8], ['de', 71, 553.2, 6.7, 8.9], ['parts', 83, 553.7, 7.9, 18], ['2', 354, 553.2, 6.7, 3.8],
        ['37', 480, 557.3, 12.7, 18.7], ['564€', 500.4, 557.3, 12.7, 47.3],
      ])
      // (Words OCR guessed, read at no confidence: the leader's dots.)
      for (const word of layout.words) if (word.text.length > 30) word.conf = 0
      expect(extract('avis_imposition', [layout]).rfr?.value).to.equal('37564.00')
    })

    it("reads a name right of its label a little lower, the rows around parted from their values as much (a curved page)", () => {
      const f = extract('kbis', [
        page(
          [
            {cells: [[38, 'Gérante']], y: 241},
            {cells: [[38, 'Nom, prénoms']], y: 250},
            {cells: [[181, 'MERCIER Sophie Louise']], y: 254},
            {cells: [[38, 'Date et lieu de naissance']], y: 260},
            {cells: [[181, 'Le 31/10/1997 à Grenoble (38)']], y: 264},
            {cells: [[38, 'Nationalité']], y: 270},
            {cells: [[181, 'Française']], y: 273},
            {cells: [[38, 'Domicile personnel'], [181, '95 bis rue Émile Zola 75017 Paris']], y: 280},
            {cells: [[38, 'Gérante']], y: 291},
            {cells: [[38, 'Nom, prénoms'], [181, 'DELAUNAY Véronique']], y: 301},
          ].map((row) => ({...row, cells: row.cells as [number, string][], size: 6})),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.representant_legal?.value).to.equal('MERCIER Sophie Louise')
    })

    it("reads a date by rank under its label when the row under it holds a date close under (not the header going on)", () => {
      const f = extract('avis_imposition', [
        page(
          [
            {cells: [[42, "Date d'établissement"], [333, '92 AVENUE JEAN JAURES']], size: 9, y: 167},
            {cells: [[181, '12 août 2026'], [333, '35000 RENNES']], size: 9, y: 175},
            {cells: [[42, 'Date de mise en recouvrement'], [181, '19 août 2026']], size: 9, y: 190},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_etablissement?.value).to.equal('2026-08-12')
    })
  })

  describe('from the ninth held-out set', () => {
    it("reads a declarant's own salaries before the couple's total (\"Total des traitements et salaires\")", () => {
      const f = extract('avis_imposition', [
        page(
          stack(398, 14, [
            [[36, 'Salaires - déclarant 1 (case 1AJ)'], [389, '30 782']],
            [[36, 'Salaires - déclarant 2 (case 1BJ)'], [389, '34 956']],
            [[36, 'Total des traitements et salaires'], [390, '65 738']],
            [[36, 'Revenu imposable'], [390, '60 390']],
          ]),
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('30782.00')
      // A total alone is still read.
      expect(extract('avis_imposition', [page(stack(426, 14, [[[36, 'Total des traitements et salaires'], [390, '65 738']]]))]).salaires_declares?.value).to.equal('65738.00')
    })

    it("takes a couple's first window line for the declarant, and the partner's for no street line", () => {
      const f = extract('avis_imposition', [
        page(
          stack(145, 12, [
            [[36, 'N° fiscal déclarant 2 :'], [201, '02 11 185 500 645'], [318, 'M DUPRE SEBASTIEN']],
            [[36, "Référence de l'avis :"], [202, '26 34 B629961 11'], [318, 'OU MME GUILLOU PAULINE']],
            [[36, "Date d'établissement :"], [227, '21/07/2026'], [318, 'RESIDENCE LES PINS']],
            [[36, 'Date de mise en recouvrement :'], [227, '23/07/2026'], [318, '144 IMPASSE DU MOULIN']],
            [[36, "N° d'accès en ligne :"], [236, '2653789'], [318, '34000 MONTPELLIER']],
          ]),
        ),
      ])
      expect(f.declarant?.value).to.equal('M DUPRE SEBASTIEN')
      expect(f.adresse?.value).to.equal('RESIDENCE LES PINS, 144 IMPASSE DU MOULIN, 34000 MONTPELLIER')
    })

    it('reads a row with its amount beside it, a side panel headed "Cumuls" at its left', () => {
      const f = extract('bulletin_paie', [
        page(stack(597, 16, [[[44, 'Cumuls depuis le 01/01/2026'], [256, 'Net à payer avant impôt sur le revenu'], [526, '1 257,72']], [[44, 'Heures rémunérées'], [204, '248,59']]])),
      ])
      expect(f.net_avant_impot?.value).to.equal('1257.72')
    })

    it("reads a label and its feminine in the document's order (an SCI's \"Gérante\" above its \"Gérant\")", () => {
      const f = extract('kbis', [
        page(
          stack(371, 17, [
            [[50, 'Gérante'], [220, 'GAUTIER Sophie Marie']],
            [[50, "Nom d'usage"], [220, 'MARCHAND']],
            [[50, 'Date et lieu de naissance'], [220, 'Le 25/04/1999 à Annecy (74)']],
            [[50, 'Gérant'], [220, 'MARCHAND Laurent']],
          ]),
        ),
      ])
      expect(f.representant_legal?.value).to.equal('GAUTIER Sophie Marie')
    })

    it("reads a card's machine-readable zone printed beside its front, the front's lines between its own", () => {
      const f = extract('cni', [
        page([
          {cells: [[114, 'NOM / Surname']], y: 80},
          {cells: [[114, "D'ALMEIDA"]], y: 89},
          {cells: [[114, 'LIEU DE NAISSANCE / Place of birth'], [323, 'IDFRAZXS7RZLN58<<<<<<<<<<<<<<<']], y: 158},
          {cells: [[114, 'LYON (69)']], y: 166},
          {cells: [[323, '7203062M3505296FRA<<<<<<<<<<<4']], y: 173},
          {cells: [[34, "SIGNATURE DU TITULAIRE / Holder's signature"]], y: 179},
          {cells: [[114, 'N° DU DOCUMENT / Document No']], y: 183},
          {cells: [[114, 'ZXS7RZLN5'], [323, 'DALMEIDA<<HERVE<<<<<<<<<<<<<<<']], y: 190},
        ]),
      ])
      // The zone vouches for the visual reading, its apostrophe left out ("DALMEIDA").
      expect(f.nom).to.include({extractor: 'below:Nom+mrz', valid: true, value: "D'ALMEIDA"})
      expect(f.date_expiration?.value).to.equal('2035-05-29')
      expect(f.numero_document).to.include({valid: true, value: 'ZXS7RZLN5'})
      // A stray mark OCR read in lower case among the first line's fillers.
      const stray = extract('cni', [
        page([
          {cells: [[323, 'IDFRAZXS7RZLN58<<<<<<<c<<<<<<<<']], y: 158},
          {cells: [[114, 'LYON (69)'], [323, '7203062M3505296FRA<<<<<<<<<<<4']], y: 173},
          {cells: [[34, "SIGNATURE DU TITULAIRE / Holder's signature"]], y: 179},
          {cells: [[114, 'ZXS7RZLN5'], [323, 'DALMEIDA<<HERVE<<<<<<<<<<<<<<<']], y: 190},
        ]),
      ])
      expect(stray.date_expiration?.value).to.equal('2035-05-29')
    })

    it('takes no words without a digit for a document number ("IDENTITY CARD")', () => {
      const f = extract('cni', [page(stack(28, 8, [[[68, "CARTE NATIONALE D'IDENTITÉ N°"]], [[95, 'IDENTITYCARD']]]), {ocrConfidence: 0.9})])
      expect(f.numero_document).to.equal(undefined)
    })

    it('takes no name from words OCR guessed, every one of them (a leader\'s dots read "TLL LLL TTT TT")', () => {
      const layout = page(stack(441, 14, [[[39, 'Déduction de 10 % - déclarant 1'], [265, 'TLL LLL TTT TT'], [336, '-2497']]]), {ocrConfidence: 0.9})
      for (const word of layout.words) if (/^[TL]+$/u.test(word.text)) word.conf = 0.1
      expect(extract('avis_imposition', [layout]).declarant).to.equal(undefined)
    })

    it('reads an address block whose postcode OCR followed with a comma ("34000, MONTPELLIER")', () => {
      const f = extract('avis_imposition', [
        page(stack(150, 12, [[[326, 'M DUPRE SEBASTIEN']], [[326, 'RESIDENCE LES PINS']], [[326, '144 IMPASSE DU MOULIN']], [[326, '34000, MONTPELLIER']]]), {ocrConfidence: 0.9}),
      ])
      expect(f.declarant?.value).to.equal('M DUPRE SEBASTIEN')
      expect(f.adresse?.value).to.equal('RESIDENCE LES PINS, 144 IMPASSE DU MOULIN, 34000 MONTPELLIER')
    })
  })

  describe('from the tenth held-out set', () => {
    it("reads a rectified notice's amounts in its own column, not the initial notice's nor the difference", () => {
      const f = extract('avis_imposition', [
        page(
          stack(314, 14, [
            [[39, 'Éléments'], [270, 'Avis initial du 23/07/2026'], [440, 'Avis rectificatif'], [537, 'Écart']],
            [[39, 'Traitements et salaires - déclarant 1 (case 1AJ)'], [352, '32 849'], [452, '37 522'], [529, '+ 4 673']],
            [[39, 'Revenu brut global'], [352, '29 564'], [452, '33 770'], [529, '+ 4 206']],
            [[39, 'Revenu fiscal de référence'], [352, '29 564'], [452, '33 770'], [529, '+ 4 206']],
          ]),
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('37522.00')
      expect(f.rfr?.value).to.equal('33770.00')
      // Columns that replace nothing are read as before: the first amount.
      const plain = extract('avis_imposition', [
        page(
          stack(314, 14, [
            [[39, 'Éléments'], [289, 'Déclarant 1'], [423, 'Déclarant 2']],
            [[39, 'Traitements et salaires'], [352, '32 849'], [452, '37 522']],
          ]),
        ),
      ])
      expect(plain.salaires_declares?.value).to.equal('32849.00')
      // The other headings lost by OCR, a paragraph above across the columns: the replaced
      // column's heading alone still says which amount was replaced.
      const lost = extract('avis_imposition', [
        page(
          stack(290, 12, [
            [[25, "Suite à votre déclaration rectificative, votre impôt a été recalculé : ajout de revenus de capitaux mobiliers au barème."]],
            [[25, 'Éléments'], [250, 'Avis initial du 30/07/2026']],
            [[26, 'Revenu brut global'], [353, '40 420'], [426, '42 127']],
            [[25, 'Revenu fiscal de référence'], [353, '40 420'], [426, '42 127']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(lost.rfr?.value).to.equal('42127.00')
    })

    it("reads the month's amount beside its key under a heading, not the year's (\"Net imposable\" over \"Mois 1 096,64\" / \"Année 3 335,20\")", () => {
      const f = extract('bulletin_paie', [
        page(
          stack(532, 11, [
            [[33, 'Net imposable'], [161, 'Montant net social'], [289, 'Heures payées']],
            [[33, 'Mois'], [96, '1 096,64'], [161, 'Mois'], [224, '1 176,83'], [289, 'Mois'], [358, '110,00']],
            [[33, 'Année'], [98, '3 335,20'], [161, 'Année'], [226, '3 665,91'], [289, 'Année'], [359, '316,80']],
          ]),
        ),
      ])
      expect(f.net_imposable?.value).to.equal('1096.64')
      // The previous column's amount OCR ran into the key's cell ("2890,06 / Mois"), under the heading.
      const merged = extract('bulletin_paie', [
        page(
          stack(625, 12, [
            [[37, 'Brut'], [144, 'Net imposable'], [262, 'Heures payées'], [370, 'Heures sup. exonérées']],
            [[37, 'Mois'], [104, '2890,06 / Mois'], [212, '1711,83'], [263, 'Mois'], [326, '195,62'], [370, 'Mois'], [433, '696,78']],
            [[37, 'Année'], [102, '23 102,93'], [145, 'Année'], [210, '13192,38'], [262, 'Année'], [324, '1644,61']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(merged.net_imposable?.value).to.equal('1711.83')
    })

    it('reads a public employer under "ADMINISTRATION OU ÉTABLISSEMENT", small titles over larger values', () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[116, 'BULLETIN DE PAYE']], size: 14, y: 29},
          {cells: [[31, 'MINISTÈRE'], [301, 'ADMINISTRATION OU ÉTABLISSEMENT']], size: 6, y: 103},
          {cells: [[31, "MINISTÈRE DE L'ÉDUCATION NATIONALE"], [301, "RECTORAT DE L'ACADÉMIE DE NANTES"]], size: 8, y: 111},
        ]),
      ])
      expect(f.employeur?.value).to.equal("RECTORAT DE L'ACADÉMIE DE NANTES")
    })

    it("reads an identity card's issue date at a validity range's label (\"Valid from - until\")", () => {
      const f = extract('cni', [
        page(
          stack(242, 11, [
            [[46, "Handtekening houder / Holder's signature"], [153, 'Geldig van - tot / Valid from - until']],
            [[153, '22 08 2023 - 22 08 2033']],
          ]),
        ),
      ])
      expect(f.date_delivrance?.value).to.equal('2023-08-22')
    })

    it('reads the issue date beside the expiry the MRZ vouches for, their labels lost; never a date after the expiry', () => {
      const mrz = [
        {cells: [[73, 'P<MAREL<AMRANI<<YOUSSEF<<<<<<<<<<<<<<<<<<<<<']] as [number, string][], y: 610},
        {cells: [[73, 'RL54841620MAR8905259M2907114EE822837<<<<<<84']] as [number, string][], y: 635},
      ]
      const f = extract('passeport', [page([{cells: [[291, 'LL Lis'], [470, 'Las']], y: 521}, {cells: [[204, '12/07/2024'], [390, '11/07/2029']], y: 531}, ...mrz], {ocrConfidence: 0.9})])
      expect(f.date_expiration?.value).to.equal('2029-07-11')
      expect(f.date_delivrance).to.include({extractor: 'beside-expiry', value: '2024-07-12'})
      // The expiry read at the issue date's label, the issue date lost: dropped, not kept.
      const lost = extract('passeport', [page([{cells: [[252, 'Date of issue'], [389, '11/07/2029']], y: 518}, ...mrz], {ocrConfidence: 0.9})])
      expect(lost.date_delivrance).to.equal(undefined)
      // The expiry's separator misread by OCR ("11 0712029"): its digits still tell it.
      const garbled = extract('passeport', [page([{cells: [[101, 'ANNUNANL'], [218, '12 07 2024'], [382, '11 0712029']], y: 531}, ...mrz], {ocrConfidence: 0.9})])
      expect(garbled.date_delivrance?.value).to.equal('2024-07-12')
      // Two dates whose second is not the expiry say nothing of the issue (nor does the first, no
      // whole number of years before the expiry: whole-years-before-expiry, below).
      const other = extract('passeport', [page([{cells: [[204, '03/02/2024'], [390, '25/05/2029']], y: 531}, ...mrz], {ocrConfidence: 0.9})])
      expect(other.date_delivrance).to.equal(undefined)
    })

    it('reads under a heading in capitals with its translation, a parallel heading right of it ("ASSURÉ Insured ┃ CONTRAT Policy")', () => {
      const rows = (insured: string) =>
        stack(151, 17, [
          [[52, insured], [317, 'CONTRAT Policy']],
          [[52, 'KERNEL & CO SASU'], [317, 'N° de contrat'], [417, 'ALV-RCP-2509-102461']],
        ])
      expect(extract('attestation_rc_pro', [page(rows('ASSURÉ Insured'))]).assure?.value).to.equal('KERNEL & CO SASU')
      // Its translation misread by OCR is no value either.
      expect(extract('attestation_rc_pro', [page(rows('ASSURE Insu red'), {ocrConfidence: 0.9})]).assure?.value).to.equal('KERNEL & CO SASU')
    })

    it("reads a period's end in the cell after its start, both right of the label and a little lower", () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[326, 'Période de validité']], size: 6, y: 304},
          {cells: [[158, 'Dirigeant'], [222, 'Mme Inès CHEVALIER'], [400, '01/09/2025'], [450, '31/08/2026']], size: 7, y: 313},
        ], {ocrConfidence: 0.9}),
      ])
      expect(f.periode_debut?.value).to.equal('2025-09-01')
      expect(f.periode_fin?.value).to.equal('2026-08-31')
    })

    it('reads no total from a line item a one-word label qualifies ("TRAITEMENT BRUT"), but does after a total\'s noun ("TOTAL BRUT")', () => {
      const rows = (item: string) => page(stack(173, 12, [[[26, '101000'], [57, item], [254, '590'], [300, '2 904,44']]]), {ocrConfidence: 0.9})
      expect(extract('bulletin_paie', [rows('TRAITEMENT BRUT')]).brut).to.equal(undefined)
      expect(extract('bulletin_paie', [rows('TOTAL BRUT')]).brut?.value).to.equal('2904.44')
      // A word OCR misread before a label in capitals is no noun it qualifies.
      expect(extract('bulletin_paie', [rows('meer BRUT')]).brut?.value).to.equal('2904.44')
    })

    it("takes no amount past two titles of a header row (another row's, a curved page raised it), but does past a leader's guessed dots", () => {
      const header = page(
        stack(417, 11, [[[29, 'Net imposable'], [137, 'Montant net social'], [262, 'Heures payées'], [349, 'dont HC exonérées'], [467, '1637,90']]]),
        {ocrConfidence: 0.9},
      )
      expect(extract('bulletin_paie', [header]).net_imposable).to.equal(undefined)
      const dots = page(stack(299, 12, [[[47, 'Revenu fiscal de référence'], [290, 'TLE'], [400, 'LTT'], [528, '49 613']]]), {ocrConfidence: 0.9})
      for (const word of dots.words) if (/^[TLE]+$/u.test(word.text)) word.conf = 0.1
      expect(extract('avis_imposition', [dots]).rfr?.value).to.equal('49613.00')
    })

    it('takes no deadline for the date of a bill, its colon lost by OCR ("Date limite de paiement 09/08/2026")', () => {
      const bill = (deadline: string) => extract('facture_domicile', [page(stack(229, 12, [[[44, 'Commune'], [118, 'PEZENAS'], [360, deadline]]]), {ocrConfidence: 0.9})])
      expect(bill('Date limite de paiement 09/08/2026').date_emission).to.equal(undefined)
      expect(bill("Date d'échéance 09/08/2026").date_emission).to.equal(undefined)
      expect(bill('Date 10/07/2026').date_emission?.value).to.equal('2026-07-10')
    })

    it('reads an addressee block whose street line OCR ended with a colon and a number with a degree speck', () => {
      const f = extract('facture_domicile', [
        page(
          [
            ...stack(30, 12, [[[90, "Syndicat Intercommunal d'Adduction d'Eau"]], [[90, "Service public de l'eau"]]]),
            ...stack(56, 11.5, [
              [[326, 'Madame Chloé CHEVALIER']],
              [[326, 'APPARTEMENT 29°']],
              [[90, 'Zone des Rodettes'], [326, 'RÉSIDENCE LES PINS']],
              [[90, '34120 Pézenas'], [326, '129 IMPASSE DU MOULIN:']],
              [[326, '34120 PÉZENAS']],
            ]),
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.titulaire?.value).to.equal('Madame Chloé CHEVALIER')
      expect(f.adresse?.value).to.equal('APPARTEMENT 29, RÉSIDENCE LES PINS, 129 IMPASSE DU MOULIN, 34120 PÉZENAS')
    })

    it("passes over an identifier whose label OCR lost between a block's name and its street", () => {
      const f = extract('attestation_vigilance', [
        page(
          stack(300, 12, [[[193, 'MERCIER Gaëlle Anne']], [[192, '643 766 793 00035']], [[193, '2e étage']], [[193, '136 quai des Chartrons']], [[193, '93200 SAINT-DENIS']]]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.adresse?.value).to.equal('2e étage, 136 quai des Chartrons, 93200 SAINT-DENIS')
      expect(f.denomination?.value).to.equal('MERCIER Gaëlle Anne')
    })

    it('takes no English label for a value ("Address" under "Assuré" on a bilingual certificate)', () => {
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[60, 'Assuré']], y: 214},
            {cells: [[60, 'Address'], [233, "Bâtiment C, 91 rue de l'Industrie, 31000 Toulouse"]], y: 223},
            {cells: [[60, 'Adresse']], y: 242},
            {cells: [[60, 'Insured'], [233, 'FLORALIES DU MARAIS SAS']], y: 300},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.assure?.value).to.equal('FLORALIES DU MARAIS SAS')
    })

    it("takes no gross pay from the deductions' or the employer's column, its amount to pay lost by OCR, however far the header", () => {
      const slip = (header: [number, string][]) => {
        const items = Array.from({length: 14}, (_, k): [number, string][] => [[25, `10${k}000`], [60, `Élément ${k}`], [280, `${100 + k},00`]])
        return extract('bulletin_paie', [page(stack(160, 8, [header, ...items, [[57, 'TOTAL BRUT'], [330, '493,97'], [400, '1 541,90']]]), {ocrConfidence: 0.9})])
      }

      expect(slip([[54, 'Libellé'], [271, 'A payer'], [320, 'A déduire'], [390, 'Part employeur']]).brut).to.equal(undefined)
      // Two headings OCR ran together over both numbers.
      expect(slip([[54, 'Libellé'], [271, 'A payer'], [320, 'Adéduire Part employeut']]).brut).to.equal(undefined)
      // Under columns of pay, the amount is read.
      expect(slip([[54, 'Libellé'], [320, 'Gains'], [390, 'Total']]).brut?.value).to.equal('493.97')
    })

    it("takes no amount under a header row from a cell that has its own label and colon (the row's values lost by OCR)", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[129, 'Salaire brut'], [190, 'Net social'], [253, 'Net imposable']], size: 6, y: 495},
            {cells: [[126, 'Montant net des heures supplémentaires exonérées : 280,46'], [371, 'Coût global employeur : 3 545,84']], size: 6, y: 503},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.brut).to.equal(undefined)
    })

    it("reads a form's row with plural marks in parentheses, not the row under a sentence that ends with the label", () => {
      expect(labelPattern('Activités déclarées').test(fold('ACTIVITÉ(S) DÉCLARÉE(S)'))).to.equal(true)
      const f = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[45, "ci-dessous est titulaire d'un contrat d'assurance garantissant sa responsabilité civile dans le cadre des activités déclarées :"]], y: 254},
            {cells: [[51, 'ASSURÉ'], [223, 'ÉLECTRONIQUE ARMORIQUE SAS']], y: 282},
            {cells: [[51, 'ADRESSE'], [223, "Pépinière d'entreprises Créatis, Lot 4, 46 rue du Commerce, 49100 Angers"]], y: 301},
            {cells: [[51, 'ACTIVITÉ(S) DÉCLARÉE(S)'], [223, 'Ingénierie et études techniques en électronique']], y: 339},
          ],
          {width: 800},
        ),
      ])
      expect(f.activites?.value).to.equal('Ingénierie et études techniques en électronique')
    })

    it("takes no company name from an address's first line printed right of its label", () => {
      const f = extract('attestation_vigilance', [
        page(stack(292, 11, [[[57, "Adresse du siège d'exploitation"], [230, 'Ferme de la Varenne']], [[230, '28200 CHÂTEAUDUN']]]), {ocrConfidence: 0.9}),
      ])
      expect(f.adresse?.value).to.equal('Ferme de la Varenne, 28200 CHÂTEAUDUN')
      expect(f.denomination).to.equal(undefined)
    })

    it("reads the first taxpayer's salaries, a bare number with a speck OCR read as a full stop, never the second taxpayer's row", () => {
      const rows = (first: string) =>
        page(
          stack(396, 15, [
            [[43, 'Traitements et salaires - Déclarant 1'], [408, '1A)'], [526, first]],
            [[43, 'Traitements et salaires - Déclarant 2'], [408, '1B)'], [526, '17 956']],
            [[43, 'Revenu brut global'], [526, '39 110']],
            [[43, 'Revenu fiscal de référence'], [526, '39 110']],
            [[43, 'Impôt sur le revenu net'], [526, '2 914']],
          ]),
          {ocrConfidence: 0.9},
        )
      expect(extract('avis_imposition', [rows('25254.')]).salaires_declares?.value).to.equal('25254.00')
      // Its amount lost altogether: none rather than the partner's.
      expect(extract('avis_imposition', [rows('')]).salaires_declares).to.equal(undefined)
    })

    it('reads the value right of a label with its colon, a sidebar beside it making its line look like a header row', () => {
      const f = extract('attestation_vigilance', [
        page(
          stack(150, 15, [
            [[28, 'Quartier'], [212, 'Dénomination :'], [302, 'BABEL TRADUCTIONS']],
            [[28, 'BP 124'], [212, 'Forme juridique :'], [302, 'Société à responsabilité limitée']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.denomination?.value).to.equal('BABEL TRADUCTIONS')
    })

    it("takes no account holder from the bank's own block (an online bank's branch, 'Bank', 'Succursale')", () => {
      const f = extract('rib', [
        page(stack(415, 12, [[[40, 'Lumen Bank UAB - Succursale France']], [[40, '18 rue de Châteaudun']], [[40, '75009 Paris, France']]]), {ocrConfidence: 0.9}),
      ])
      expect(f.titulaire).to.equal(undefined)
    })

    it('reads the name under a label in capitals whose translation OCR garbled into one word ("NOM Sumae")', () => {
      const f = extract('titre_sejour', [page(stack(158, 6, [[[266, 'NOM Sumae']], [[267, 'PEREIRA DA COSTA']]]), {ocrConfidence: 0.9})])
      expect(f.nom?.value).to.equal('PEREIRA DA COSTA')
    })

    it("reads a public body's long name at the start of its legal mention, not a payment slip's heading above it", () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[36, 'TALON DE PAIEMENT - à joindre à votre règlement']], y: 698},
          {cells: [[36, 'Madame Chloé CHEVALIER']], y: 733},
          {cells: [[90, "Syndicat Intercommunal d'Adduction d'Eau de la Vallée de l'Hérault - Établissement public de coopération intercommunale"]], size: 7, y: 813},
        ]),
      ])
      expect(f.emetteur?.value).to.equal("Syndicat Intercommunal d'Adduction d'Eau de la Vallée de l'Hérault")
    })

    it('reads a letterhead name that wraps onto a line going on with a link word, and prefers it to the same name OCR read worse at the foot', () => {
      const rows = (footer: string) => [
        {cells: [[70, "Syndicat Intercommunal d'Eau Potable"]] as [number, string][], size: 12, y: 23},
        {cells: [[70, 'du Pays de Brocéliande']] as [number, string][], size: 12, y: 36},
        {cells: [[70, "Service public de l'eau potable"]] as [number, string][], y: 52},
        {cells: [[80, `${footer} - Etablissement public de coopération intercommunale`]] as [number, string][], size: 6, y: 800},
      ]
      const layout = page(rows("Syndicat Intercormunal d'Eau Potable du Pays de Brocéliande"), {ocrConfidence: 0.95})
      for (const word of layout.words) if (word.y === 800) word.conf = 0.7
      expect(extract('facture_domicile', [layout]).emetteur?.value).to.equal("Syndicat Intercommunal d'Eau Potable du Pays de Brocéliande")
      // A footer that names another body is read as printed.
      const other = page(rows('Régie des Eaux du Pays de Brocéliande'), {ocrConfidence: 0.95})
      for (const word of other.words) if (word.y === 800) word.conf = 0.7
      expect(extract('facture_domicile', [other]).emetteur?.value).to.equal('Régie des Eaux du Pays de Brocéliande')
    })

    it("reads the activities in their column of the table under the section's heading, wherever that column stands", () => {
      const f = extract('attestation_rc_pro', [
        page(
          stack(308, 15, [
            [[40, 'Activités assurées']],
            [[40, 'Insured activities']],
            [[43, 'Code NAF / NACE'], [133, 'Activité / Activity'], [459, 'CA déclaré / Turnover']],
            [[43, '6202A'], [133, 'Conseil en systèmes et logiciels informatiques'], [502, '47 000 €']],
            [[43, '8559A'], [133, "Formation continue d'adultes"], [506, '8 000 €']],
          ]),
        ),
      ])
      expect(f.activites?.value).to.equal("Conseil en systèmes et logiciels informatiques, Formation continue d'adultes")
    })
  })

  describe('from the twelfth held-out set', () => {
    it("reads the employer's SIRET under its name, not the payroll bureau's in its header line, and an EARL's name over its lieu-dit", () => {
      const f = extract('bulletin_paie', [
        page(
          stack(30, 13, [
            [[40, 'AGRI-CONSEIL PROVENCE - Service paie   SIRET 498 026 286 22509 - Avignon - Tél. 04 29 51 17 21']],
            [[40, 'EARL LES SERRES DU VAL DE DURANCE'], [380, 'BULLETIN DE SALAIRE']],
            [[40, 'Mas des Iscles'], [380, 'Période du 01/08/2026 au 31/08/2026']],
            [[40, '1250 route de Noves']],
            [[40, '13160 Châteaurenard']],
            [[40, 'SIRET : 955 926 118 00014']],
            [[40, 'NAF : Culture de légumes (0113Z)'], [330, 'Madame PERRET Camille']],
          ]),
        ),
      ])
      expect(f.employeur?.value).to.equal('EARL LES SERRES DU VAL DE DURANCE')
      expect(f.employeur_siret?.value).to.equal('95592611800014')
    })

    it('reads an entrepreneur\'s name at "Nom, prénom", and takes no legal form alone ("Entrepreneur individuel") for a company\'s name', () => {
      const rows = (name: [number, string][], address: [number, string][][] = []) =>
        page(stack(300, 14, [[[40, "IDENTIFICATION DE L'ENTREPRENEUR"]], name, [[60, 'Forme :'], [220, 'Entrepreneur individuel']], [[60, 'SIREN :'], [220, '531 482 941']], ...address]))
      expect(extract('attestation_fiscale', [rows([[60, 'Nom, prénom :'], [220, 'LEFÈVRE NATHALIE']])]).denomination?.value).to.equal('LEFÈVRE NATHALIE')
      // The address in the column of values under the legal form: no addressee block's name.
      const address: [number, string][][] = [[[60, 'Adresse professionnelle :'], [220, 'Lot 4']], [[220, '96 rue des Artisans']], [[220, '38000 GRENOBLE']]]
      expect(extract('attestation_fiscale', [rows([[60, 'Nom commercial :'], [220, 'KERNEL & CO']], address)]).denomination).to.equal(undefined)
    })

    it('reads a sheet printed two pages per sheet as its two pages, left then right; a landscape table stays one page', () => {
      // Page 1 at the left (its window and its references), page 2 at the right (the income table),
      // their lines at heights of their own.
      const sheet = page(
        [
          {cells: [[30, "AVIS D'IMPÔT 2025"], [440, "DÉTAIL DE L'IMPOSITION"]], y: 40},
          {cells: [[30, 'Vos références'], [200, 'M. ROUSSEAU JEAN-MICHEL'], [440, 'Salaires, pensions, rentes']], y: 90},
          {cells: [[200, '49 AVENUE DU GENERAL DE GAULLE']], y: 100},
          {cells: [[30, 'Numéro fiscal'], [110, '23 88 798 415 762'], [452, 'Montant déclaré'], [600, '52 007'], [700, '52 007']], y: 104},
          {cells: [[200, '72000 LE MANS']], y: 110},
          {cells: [[452, 'Déduction 10 % ou frais réels'], [600, '- 5 201'], [700, '- 5 201']], y: 116},
          {cells: [[30, 'Revenu fiscal de référence'], [150, '46 806 €'], [452, 'Montant net'], [600, '46 806'], [700, '46 806']], y: 128},
          {cells: [[30, 'Nombre de parts'], [150, '1']], y: 140},
          {cells: [[440, 'Impôt sur le revenu net'], [700, '7 207']], y: 160},
        ],
        {height: 595, width: 842},
      )
      const f = extract('avis_imposition', [sheet])
      expect(f.salaires_declares).to.include({page: 1, value: '52007.00'})
      // Where it is on the sheet, not on the half.
      expect(f.salaires_declares?.bbox?.[0]).to.be.greaterThan(590)
      expect(f.rfr?.value).to.equal('46806.00')
      // A landscape table, its rows running across the middle, is read as one page.
      const table = page(
        stack(60, 14, [
          [[30, 'Revenus'], [450, 'Déclarant 1'], [600, 'Total']],
          [[30, 'Traitements et salaires'], [450, '49 974'], [600, '49 974']],
          [[30, 'Déduction 10 % ou frais réels'], [450, '- 4 997'], [600, '- 4 997']],
          [[30, 'Revenu fiscal de référence'], [450, '44 977 €'], [600, '44 977 €']],
        ]),
        {height: 595, width: 842},
      )
      expect(extract('avis_imposition', [table]).salaires_declares?.value).to.equal('49974.00')
    })

    it('takes a bare number of a whole-euro notice with a comma OCR read after it ("54015,"), not the next column', () => {
      const f = extract('avis_imposition', [
        page(
          stack(100, 14, [
            [[50, 'Revenu fiscal de référence'], [350, '64 817 €']],
            [[50, 'Impôt sur les revenus soumis au barème'], [350, '3 336']],
            [[50, 'Décote'], [350, '-45']],
            [[200, 'Déclarant 1'], [280, 'Déclarant 2'], [360, 'Total']],
            [[50, 'Salaires déclarés'], [200, '54015,'], [280, '16 816'], [360, '70831']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salaires_declares?.value).to.equal('54015.00')
    })

    it('reads the issue date a whole number of years before the expiry the MRZ vouches for, on a line of its own, its label lost', () => {
      const mrz = [
        {cells: [[98, 'P<USAANDERSON<<MICHAEL<JAMES<<<<<<<<<<<<<<<<']] as [number, string][], size: 11, y: 657},
        {cells: [[97, '5891094862USA7710193M2903161<<<<<<<<<<<<<<<8']] as [number, string][], size: 11, y: 677},
      ]
      const rows = (issue: string) => [
        {cells: [[219, '19 Oct 1977']] as [number, string][], y: 545},
        {cells: [[220, issue], [375, 'United States']] as [number, string][], y: 590},
        {cells: [[95, 'SEE PAGE 17'], [220, '16 Mar 2029']] as [number, string][], y: 616},
        ...mrz,
      ]
      const f = extract('passeport', [page(rows('17 Mar 2019'), {ocrConfidence: 0.9})])
      expect(f.date_expiration?.value).to.equal('2029-03-16')
      expect(f.date_delivrance).to.include({extractor: 'whole-years-before-expiry', value: '2019-03-17'})
      // A date that is no whole number of years before the expiry is not taken for the issue.
      expect(extract('passeport', [page(rows('02 Jun 2019'), {ocrConfidence: 0.9})]).date_delivrance).to.equal(undefined)
    })

    it("takes the MRZ's surname over a sure reading under the label that is nothing like it (\"E OF BIRTH\", the next label's end)", () => {
      // A Polish card's scan as OCR boxed it: the surname under "NAZWISKO RODOWE / FAMILY NAME" read
      // unsure ("Wôj CIK"), the next label's English half ("PLACE OF BIRTH") read sure under "NAME".
      const card = (namesLine: string) =>
        extract('cni', [
          ocrWords([
            ['NAZWISKO', 163.4, 367.2, 4.3, 29.8],
            ['RODOWE', 195.1, 367, 4.6, 24.7],
            ['L', 238.1, 367.9, 3.6, 2.2],
            ['NAME', 246.5, 367, 4.3, 14.6],
            ['ORGAN', 352.3, 367, 4.3, 20.4],
            ['WYDAJACY', 374.4, 367, 5.8, 29.8],
            ['Wôj', 163.4, 374.2, 13.2, 20.9],
            ['CIK', 187.7, 376.6, 8.4, 18.5],
            ['PREZYDENT', 352.8, 378, 7, 54.5],
            ['MIASTA', 410.2, 378, 7, 34.1],
            ['RZESZOWA', 352.8, 390, 7, 51.1],
            ['MIEJ', 163.4, 396, 5.5, 11],
            ['SCE', 176.4, 395.8, 4.6, 10.3],
            ['URODZENIA', 189.4, 395.8, 4.6, 32.4],
            ['E', 241.4, 396, 4.3, 2.4],
            ['OF', 247, 395.8, 4.3, 5.8],
            ['BIRTH', 255.8, 395.8, 4.3, 15.6],
            ['RZESZOW', 163.7, 403.2, 10.6, 54],
            ['IDPOLVYB237121474020107854<<<<', 164.6, 474, 13, 312],
            ['7402016M3503085POL<<<<<<<<<<<8', 164.2, 494.6, 13, 312.2],
            [namesLine, 163, 514.8, 13, 313.9],
          ]),
        ])
      // (A sure reading like the zone's name stays: "keeps a name read sure at its label" above.)
      expect(card('WOJCIK<<KRZYSZTOF<<<<<<<<<<<<<').nom).to.include({method: 'mrz', value: 'WOJCIK'})
    })

    it("reads a residence permit extension's number at \"N° de l'attestation\", thirteen characters", () => {
      const f = extract('titre_sejour', [
        page(
          stack(200, 13, [
            [[60, "N° de l'attestation"], [240, 'Délivrée le'], [400, "Valable jusqu'au"]],
            [[60, 'AP26297094878'], [240, '09/08/2026'], [400, '08/11/2026']],
            [[60, 'Titre de séjour précédent :'], [240, "n° AX3014813, valable jusqu'au 05/08/2026"]],
          ]),
        ),
      ])
      expect(f.numero_document?.value).to.equal('AP26297094878')
      // Its label's ° lost by OCR and the N parted from the rest ("N ┃ de l'attestation").
      const scan = extract('titre_sejour', [page(stack(213, 14, [[[66, 'N'], [77, "de l'attestation"], [236, 'Délivrée le'], [406, "Valable jusqu'au"]], [[65, 'AP27692798069'], [235, '04/03/2027'], [406, '03/06/2027']]]), {ocrConfidence: 0.9})])
      expect(scan.numero_document?.value).to.equal('AP27692798069')
    })

    it("reads no date from a row keyed as a former thing (\"Titre de séjour précédent : n° AX3014813, valable jusqu'au ...\")", () => {
      const rows = (header: string) =>
        page(
          stack(200, 14, [
            [[66, "N° de l'attestation"], [236, 'Délivrée le'], [406, header]],
            [[65, 'AP26319621748'], [235, '06/12/2026'], [406, '05/03/2027']],
            [[54, 'Titre de séjour précédent :'], [204, "n° ER4720678, valable jusqu'au 04/12/2026"]],
          ]),
          {ocrConfidence: 0.9},
        )
      expect(extract('titre_sejour', [rows("Valable jusqu'au")]).date_expiration?.value).to.equal('2027-03-05')
      // The attestation's own label garbled by OCR: the previous permit's expiry is not taken for it.
      expect(extract('titre_sejour', [rows('Vala able jusq ju')]).date_expiration).to.equal(undefined)
    })

    it('ends a value (and its address) above a row of captions over their values ("CODE BANQUE ┃ CODE GUICHET" over "30912 ┃ 44731")', () => {
      const f = extract('rib', [
        page(
          stack(171, 12.5, [
            [[73, 'DOMICILIATION']],
            [[73, 'CREDIT CLERMONT-FERRAND CENTRE']],
            [[73, 'CODE BANQUE'], [176, 'CODE GUICHET']],
            [[73, '30912'], [176, '44731']],
          ]),
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.domiciliation?.value).to.equal('CREDIT CLERMONT-FERRAND CENTRE')
    })

    it('reads the value under a label whose last word OCR parted from it and garbled ("TITULAIRE DU ┃ PTE"), not that word', () => {
      // As OCR boxed a photographed cash machine's ticket.
      const f = extract('rib', [
        ocrWords([
          ['TITULAIRE', 151.5, 236.4, 5, 30.5],
          ['DU', 187, 236.9, 4.8, 6.2],
          ['PTE', 209.8, 236.9, 4.8, 7.7],
          ['SIGNAL', 152.4, 244.8, 5.3, 20.6],
          ['&', 177.1, 245.3, 4.8, 3.1],
          ['MESURE', 183.9, 245.3, 5, 20.9],
        ]),
      ])
      expect(f.titulaire?.value).to.equal('SIGNAL & MESURE')
      // A label going on with its complement in capitals still takes the cell right of it.
      const g = extract('kbis', [page(stack(300, 14, [[[40, 'ADRESSE DU SIÈGE'], [220, '12 rue des Lilas, 21000 Dijon']]]))])
      expect(g.adresse_siege?.value).to.equal('12 rue des Lilas, 21000 Dijon')
    })

    it("reads a visa's holder and dates from its zone, and its number as its sticker prints it (the state before the zone's digits)", () => {
      const f = extract('titre_sejour', [
        page(
          stack(100, 14, [
            [[40, 'VISA'], [200, 'FRA828567940']],
            [[40, 'REMARQUES / REMARKS']],
            [[40, "VLS-TS TALENT CREATEUR D'ENTREPRISE"]],
            [[40, 'VDFRAKRISHNAN<<ARJUN<RAVI<<<<<<<<<<<<<<<<<<<']],
            [[40, '8285679405IND8708128M2701194<<<<<<<<<<<<<<<<']],
          ]),
        ),
      ])
      expect(f.nom?.value).to.equal('KRISHNAN')
      expect(f.date_naissance?.value).to.equal('1987-08-12')
      expect(f.date_expiration?.value).to.equal('2027-01-19')
      expect(f.numero_document).to.include({method: 'mrz', value: 'FRA828567940'})
    })

    it("reads under a boxed label that wraps, beside a panel of figures on the wrapped line and a rate in the next box's title", () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[37, 'Net à payer avant impôt sur le'], [154, 'Impôt sur le revenu prélevé à la'], [271, 'Net payé (virement)']], size: 6, y: 540},
          {cells: [[37, 'revenu'], [154, 'source (taux 6,1 %)'], [401, 'Net imposable'], [521, '11.880,76']], size: 6, y: 546},
          {cells: [[401, 'Heures travaillées'], [532, '910,02']], size: 7, y: 560},
          {cells: [[90, '1.904,80 €'], [215, '122,22 €'], [324, '1.782,58 €'], [401, 'Impôt prélevé'], [532, '714,75']], size: 9, y: 570},
        ]),
      ])
      expect(f.net_avant_impot?.value).to.equal('1904.80')
    })

    it("takes no company with its legal form for a person's name (\"Salarié(e) ┃ SELARL PHARMACIE DES ARCADES\", one line of a scan)", () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[41, 'Salarié(e)'], [321, 'SELARL PHARMACIE DES ARCADES']], y: 36},
            {cells: [[43, 'Mme Sophie CHEVALIER'], [320, 'Galerie des Arcades']], y: 54},
            {cells: [[42, '84 rue Pasteur'], [321, '12 rue de la Liberté']], y: 65},
            {cells: [[42, '21000 Dijon'], [320, '21000 Dijon']], y: 75},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.salarie_nom?.value).to.equal('Mme Sophie CHEVALIER')
    })

    it("reads the issuer's name in its legal mention after a sentence that ends on the same line", () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[40, 'FACTURE INDIVIDUELLE D\'EAU']], size: 12, y: 60},
          {cells: [[40, 'Facture établie pour le compte du syndicat des copropriétaires de la Résidence Le Belvédère, en application du règlement de copropriété et de la décision']], size: 6, y: 779},
          {cells: [[40, "d'individualisation des frais d'eau. Hydrelis Comptage SAS au capital de 1 200 000 € - 3 allée de la Robertsau - 67000 Strasbourg - RCS Strasbourg 382 683 522."]], size: 6, y: 788},
        ]),
      ])
      expect(f.emetteur?.value).to.equal('Hydrelis Comptage')
    })

    it("follows an address onto the next line back at its label's cell, a receipt book's stub printed left of it", () => {
      const f = extract('quittance_loyer', [
        page([
          {cells: [[40, 'SOUCHE'], [178, 'QUITTANCE DE LOYER']], y: 51},
          {cells: [[44, '930,00 €'], [178, 'Adresse du logement : 123 ter boulevard Voltaire']], y: 165},
          {cells: [[188, '29200 Brest']], y: 178},
        ]),
      ])
      expect(f.adresse?.value).to.equal('123 ter boulevard Voltaire, 29200 Brest')
    })

    it("takes a name the MRZ writes without its marks as the document prints it, its label lost (\"ANDREI-MIHAI\" for ANDREI<MIHAI)", () => {
      const f = extract('cni', [
        page(
          [
            {cells: [[230, 'DUMITRESCU']], y: 140},
            {cells: [[230, 'ANDREI-MIHAI']], y: 170},
            {cells: [[40, 'IDROUXB1234567<<<<<<<<<<<<<<<<']], size: 12, y: 470},
            {cells: [[40, '8906144M3106145ROU<<<<<<<<<<<4']], size: 12, y: 490},
            {cells: [[40, 'DUMITRESCU<<ANDREI<MIHAI<<<<<<']], size: 12, y: 510},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.prenoms).to.include({method: 'mrz', value: 'ANDREI-MIHAI'})
      expect(f.nom?.value).to.equal('DUMITRESCU')
    })

    it('reads no amount under a label from the running text of the line below ("... à la source - base 1 916,30 - ...")', () => {
      const f = extract('bulletin_paie', [
        page(
          [
            {cells: [[37, 'SALAIRE BRUT'], [407, '2 564,87']], y: 308},
            {cells: [[40, 'NET À PAYER AVANT IMPÔT SUR LE REVENU'], [513, 'remis']], y: 544},
            {cells: [[40, 'Impôt sur le revenu prélevé à la source - base 1 916,30 - taux personnalisé 3,40 %'], [536, '65,15€']], y: 562},
            {cells: [[39, 'NET PAYÉ'], [519, '1 864,92 €']], y: 574},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.net_avant_impot).to.equal(undefined)
    })
  })

  describe('rules from the fourteenth held-out set (2026-11-24)', () => {
    // An English translation of a Kbis: each row's English label beside its value, the French
    // label in smaller print under it, rows of two lines evenly spaced.
    const translatedKbis = () =>
      page([
        {cells: [[230, 'KBIS EXTRACT']], size: 16, y: 92},
        {cells: [[236, 'Up to date as of 7 July 2026']], y: 129},
        {cells: [[46, 'Company name'], [232, 'LES JARDINS DE CÉLESTE']], y: 259},
        {cells: [[46, 'Dénomination ou raison sociale']], size: 6, y: 270},
        {cells: [[46, 'Legal form'], [232, 'Société par actions simplifiée']], y: 284},
        {cells: [[46, 'Forme juridique']], size: 6, y: 295},
        {cells: [[232, '(simplified joint-stock company)']], size: 8, y: 302},
        {cells: [[46, 'Share capital'], [232, 'EUR 1,000.00']], y: 317},
        {cells: [[46, 'Capital social']], size: 6, y: 328},
        {cells: [[46, 'Registered office'], [232, '2e étage']], y: 342},
        {cells: [[46, 'Adresse du siège'], [232, '69 rue du Commerce']], size: 6, y: 353},
        {cells: [[232, '64000 Pau']], y: 366},
        {cells: [[46, 'Duration of the legal entity'], [232, 'Until 18 June 2118']], y: 385},
        {cells: [[46, 'Durée de la personne morale']], size: 6, y: 396},
        {cells: [[46, 'Activity'], [232, 'Commerce de détail de fleurs, plantes et graines']], y: 637},
        {cells: [[46, 'Activité(s) exercée(s)']], size: 6, y: 648},
        {cells: [[46, 'Start of activity'], [232, '12 June 2019']], y: 662},
        {cells: [[46, "Date de commencement d'activité"]], size: 6, y: 673},
      ])

    it("reads a label's translation printed under it, in smaller print, as that row's: past the value's own second line, beside it, and when its own words go on (\"Activité(s) exercée(s)\")", () => {
      const f = extract('kbis', [translatedKbis()])
      expect([f.forme_juridique?.value, f.adresse_siege?.value, f.activite?.value]).to.deep.equal([
        'Société par actions simplifiée',
        '2e étage, 69 rue du Commerce, 64000 Pau',
        'Commerce de détail de fleurs, plantes et graines',
      ])
      expect(f.date_extrait?.value).to.equal('2026-07-07')
    })

    it("reads a translation's row on a scan, the value's own second line boxed touching the translation's bottom", () => {
      const f = extract('kbis', [
        page(
          [
            {cells: [[56, 'Company narne'], [241, 'LES JARDINS DE CELESTE']], size: 11, y: 263},
            {cells: [[56, 'Dénomination ou raison sociale']], size: 5, y: 277},
            {cells: [[56, 'Legal form'], [243, 'Société par actions simplifiée']], size: 10, y: 289},
            {cells: [[56, 'Forme juridique']], size: 6, y: 302},
            {cells: [[242, '(simplified joint-stock company)']], size: 8, y: 307},
            {cells: [[56, 'Share capital'], [242, 'EUR 1,000.00']], size: 9, y: 324},
            {cells: [[56, 'Capital social']], size: 6, y: 335},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.forme_juridique?.value).to.equal('Société par actions simplifiée')
    })

    it("takes no row's label beside the next row's value for a translation: rows evenly spaced are two rows", () => {
      const f = extract('kbis', [
        page(
          [
            {cells: [[57, 'Dénomination ou raison sociale'], [307, 'MÉDIANE COMMUNICATION']], y: 223},
            {cells: [[57, 'Capital social'], [308, '1 000,00 Euros']], size: 9, y: 256},
            {cells: [[57, 'Adresse du siège'], [307, "Bâtiment C, 29 rue de l'Industrie, 13006 Marseille"]], size: 7, y: 271},
            {cells: [[57, 'Durée de la personne morale'], [306, "Jusqu'au 12/04/2121"]], y: 287},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.adresse_siege?.value).to.equal("Bâtiment C, 29 rue de l'Industrie, 13006 Marseille")
    })

    it('reads small titles over larger values as a header row when the titles are not in capitals (a State website\'s cards), on a text layer', () => {
      const cards = page([
        {cells: [[40, 'Attestation de régularité fiscale']], size: 20, y: 130},
        {cells: [[40, 'Édité le 12 juin 2026 à 19 h 36']], size: 9, y: 157},
        {cells: [[52, 'Dénomination'], [316, 'Forme juridique']], size: 7, y: 273},
        {cells: [[52, 'CAP GESTION CONSEIL'], [316, 'Société à responsabilité limitée']], size: 9, y: 286},
        {cells: [[52, 'SIREN'], [316, 'SIRET du siège']], size: 7, y: 320},
        {cells: [[52, '463552190'], [316, '46355219000043']], size: 9, y: 333},
        {cells: [[40, "Cette attestation est valable six mois à compter de sa date d'édition, soit jusqu'au 12/12/2026."]], size: 8, y: 628},
      ])
      const f = extract('attestation_fiscale', [cards])
      expect(f.denomination?.value).to.equal('CAP GESTION CONSEIL')
      // The date the sentence says it lasts until is not the date of issue its label names.
      expect(f.date_emission?.value).to.equal('2026-06-12')
      // Scanned: OCR's heights say nothing, but the cell right of the label is a generic label
      // ("Forme juridique"), no value.
      const scan = extract('attestation_fiscale', [
        page(
          [
            {cells: [[46, 'Attestation de régularité fiscale']], size: 20, y: 132},
            {cells: [[58, 'Dénomination'], [321, 'Forme juridique']], size: 8, y: 277},
            {cells: [[57, 'CAP GESTION CONSEIL'], [321, 'Société à responsabilité limitée']], size: 8, y: 288},
            {cells: [[57, 'SIREN'], [321, 'SIRET du siège']], size: 8, y: 324},
            {cells: [[57, '463552190'], [321, '46355219000043']], size: 8, y: 336},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scan.denomination?.value).to.equal('CAP GESTION CONSEIL')
    })

    it('reads an address announced by a sentence ending with its label and a colon, as the indented block under it; never a name for an address', () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[90, 'Volta Énergie']], size: 16, y: 46},
          {cells: [[183, 'ATTESTATION DE CONTRAT']], size: 16, y: 120},
          {cells: [[50, 'Volta Énergie atteste que :']], size: 10, y: 184},
          {cells: [[223, 'Monsieur Loïc GAUTIER']], size: 12, y: 211},
          {cells: [[50, "est titulaire d'un contrat de fourniture d'électricité en cours de validité auprès de Volta Énergie pour le"]], size: 10, y: 242},
          {cells: [[50, 'logement situé :']], size: 10, y: 256},
          {cells: [[130, '3 rue du Faubourg Saint-Antoine']], size: 10, y: 290},
          {cells: [[130, '74000 Annecy']], size: 10, y: 305},
          {cells: [[398, 'Fait à Montrouge, le 4 juillet 2026']], y: 604},
        ]),
      ])
      expect(f.adresse?.value).to.equal('3 rue du Faubourg Saint-Antoine, 74000 Annecy')
      // Scanned: OCR's lines are shorter than the text layer's, the box's margin as wide.
      const scan = extract('facture_domicile', [
        page(
          [
            {cells: [[183, 'ATTESTATION DE CONTRAT']], size: 14, y: 124},
            {cells: [[59, "est titulaire d'un contrat de fourniture d'électricité en cours de validité auprès de Volta Energie pour le"]], size: 8, y: 246},
            {cells: [[59, 'logement situé :']], size: 8, y: 262},
            {cells: [[139, '3 rue du Faubourg Saint-Antoine']], size: 9, y: 295},
            {cells: [[139, '74000 Annecy']], size: 9, y: 311},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scan.adresse?.value).to.equal('3 rue du Faubourg Saint-Antoine, 74000 Annecy')
      // Without its label, the block the certificate introduces ("atteste que :") starts with a
      // name: the holder's, never the address.
      const unlabelled = extract('facture_domicile', [
        page([
          {cells: [[183, 'ATTESTATION DE CONTRAT']], size: 16, y: 120},
          {cells: [[50, 'Volta Énergie atteste que :']], size: 10, y: 184},
          {cells: [[223, 'Monsieur Loïc GAUTIER']], size: 12, y: 211},
          {cells: [[50, "est titulaire d'un contrat de fourniture d'électricité en cours de validité."]], size: 10, y: 242},
        ]),
      ])
      expect(unlabelled.titulaire?.value).to.equal('Monsieur Loïc GAUTIER')
      expect(unlabelled.adresse?.value).to.equal(undefined)
    })

    it("reads a rent receipt's dwelling under its heading and its date where it was signed electronically, and no address after a label that heads a number (\"Logement n° 3341\")", () => {
      const receipt = extract('quittance_loyer', [
        page([
          {cells: [[44, 'Quittance de loyer']], size: 12, y: 92},
          {cells: [[58, 'BAILLEUR'], [320, 'LOCATAIRE']], size: 7, y: 180},
          {cells: [[58, 'M. Bertrand LACOMBE'], [320, 'Anaïs CHEVALIER']], y: 198},
          {cells: [[58, '12 allée des Cèdres']], y: 212},
          {cells: [[58, '33600 Pessac']], y: 225},
          {cells: [[58, 'LOGEMENT']], size: 7, y: 300},
          {cells: [[58, '8 boulevard Voltaire']], y: 319},
          {cells: [[58, '59000 Lille']], y: 332},
          {cells: [[47, 'Réglé le 03/06/2026 par virement'], [511, '479,50 €']], y: 498},
          {cells: [[327, 'Signé électroniquement par']], size: 7, y: 634},
          {cells: [[327, 'Bertrand Lacombe']], y: 647},
          {cells: [[327, 'le 05/06/2026 à 21:33 via loyeo']], size: 7, y: 661},
        ]),
      ])
      expect(receipt.adresse?.value).to.equal('8 boulevard Voltaire, 59000 Lille')
      // Its date only where it was signed, by whom, then when: not the payment's.
      expect(receipt.date_emission?.value).to.equal('2026-06-05')
      const social = extract('quittance_loyer', [
        page([
          {cells: [[330, 'MME PERRET MARIE-HELENE']], y: 119},
          {cells: [[330, 'ESCALIER 2']], y: 131},
          {cells: [[330, '60 RUE PASTEUR']], y: 143},
          {cells: [[330, '35000 RENNES']], y: 155},
          {cells: [[44, 'QUITTANCE DE LOYER']], size: 14, y: 261},
          {cells: [[44, 'Logement loué :'], [124, 'Logement n° 3341 - Type T3 - 1er étage']], size: 8, y: 308},
          {cells: [[124, 'Escalier 2']], size: 8, y: 321},
          {cells: [[124, '60 rue Pasteur']], size: 8, y: 332},
          {cells: [[124, '35000 Rennes']], size: 8, y: 343},
        ]),
      ])
      expect(social.adresse?.value ?? '').to.not.match(/3341/)
    })

    it('reads a postcode OCR read with a letter for a digit ("T4000 ANNECY"), and a code with a J read as a bracket ("5YZY66VC] SPZUKF")', () => {
      const f = extract('attestation_vigilance', [
        page(
          [
            {cells: [[197, 'ATTESTATION DE VIGILANCE']], size: 11, y: 241},
            {cells: [[121, "L'Urssaf Auvergne-Rhône-Alpes certifie que l'entreprise :"]], y: 279},
            {cells: [[132, 'Raison sociale :'], [215, 'LES JARDINS DE CÉLESTE']], y: 311},
            {cells: [[131, 'Siret :'], [215, '93100581300015']], size: 8, y: 324},
            {cells: [[131, 'Adresse :'], [215, '115 bis boulevard Haussmann']], size: 7, y: 336},
            {cells: [[215, 'T4000 ANNECY']], y: 347},
            {cells: [[121, 'a satisfait à ses obligations de déclaration et de paiement des cotisations et contributions de']], y: 374},
            {cells: [[133, 'Code de sécurité : 5YZY66VC] SPZUKF']], y: 498},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect([f.adresse?.value, f.code_securite?.value]).to.deep.equal(['115 bis boulevard Haussmann, 74000 ANNECY', '5YZY66VCJSPZUKF'])
      expect(repairOcrPostcode('3I000 TOULOUSE')).to.equal('31000 TOULOUSE')
      // Not a word, nor two letters for digits.
      expect(repairOcrPostcode('TOTAL PAYE')).to.equal('TOTAL PAYE')
      expect(repairOcrPostcode('T4O00 ANNECY')).to.equal('T4O00 ANNECY')
    })

    it("takes no key's row with its colon for a translation, nor a scanned row above in larger print: they are rows of their own", () => {
      const text = extract('attestation_vigilance', [
        page([
          {cells: [[121, "L'Urssaf certifie que l'entreprise :"]], y: 279},
          {cells: [[131, 'Siret :'], [215, '93100581300015']], size: 9, y: 324},
          {cells: [[131, 'Adresse :'], [215, '115 bis boulevard Haussmann']], size: 7, y: 334},
          {cells: [[215, '74000 ANNECY']], y: 347},
          {cells: [[121, 'a satisfait à ses obligations de déclaration et de paiement des cotisations.']], y: 368},
        ]),
      ])
      expect(text.adresse?.value).to.equal('115 bis boulevard Haussmann, 74000 ANNECY')
      const scan = extract('kbis', [
        page(
          [
            {cells: [[57, 'Capital social'], [308, '10 000,00 Euros']], size: 9, y: 256},
            {cells: [[57, 'Adresse du siège'], [307, '40 rue des Artisans']], size: 6, y: 267},
            {cells: [[307, '49100 Angers']], y: 279},
            {cells: [[57, 'Durée de la personne morale'], [306, "Jusqu'au 12/04/2121"]], y: 295},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scan.adresse_siege?.value).to.equal('40 rue des Artisans, 49100 Angers')
    })

    it("reads an address past a line of the column left of its label's cell, under its first line (a receipt book's stub)", () => {
      const f = extract('quittance_loyer', [
        page([
          {cells: [[40, 'SOUCHE'], [119, 'N° 0608'], [178, 'QUITTANCE DE LOYER']], y: 51},
          {cells: [[40, 'Montant']], size: 7, y: 159},
          {cells: [[178, 'Adresse du logement : Escalier 2, 93 ter boulevard de la Liberté']], size: 11, y: 165},
          {cells: [[44, '1 010,00 €']], size: 10, y: 171},
          {cells: [[188, '44000 Nantes']], size: 11, y: 186},
        ]),
      ])
      expect(f.adresse?.value).to.equal('Escalier 2, 93 ter boulevard de la Liberté, 44000 Nantes')
    })

    it('reads a caption that is a preposition alone as the caption before it going on ("DÉLIVRÉ À / ISSUED IN ┃ LE / ON"), and a dashed date with a two-digit year alone at its label', () => {
      const f = extract('titre_sejour', [
        page([
          {cells: [[212, 'VISA'], [403, 'FRA828567940']], size: 15, y: 450},
          {cells: [[212, 'TYPE DE VISA / TYPE OF VISA'], [315, "NOMBRE D'ENTRÉES"], [415, 'DURÉE DE SÉJOUR']], size: 5, y: 525},
          {cells: [[212, 'D'], [315, 'MULT'], [415, '365 JOURS']], size: 8, y: 534},
          {cells: [[212, 'DÉLIVRÉ À / ISSUED IN'], [375, 'LE / ON']], size: 5, y: 550},
          {cells: [[212, 'NEW DELHI'], [375, '08-01-26']], size: 8, y: 559},
          {cells: [[212, 'REMARQUES / REMARKS']], size: 5, y: 625},
          {cells: [[212, 'VLS-TS TALENT CREATEUR D\'ENTREPRISE']], size: 7, y: 635},
        ]),
      ])
      expect(f.date_delivrance?.value).to.equal('2026-01-08')
    })

    it("reads a sole trader's Kbis's establishment address for its seat, which it has none of, and a company's seat before its establishment", () => {
      const rows = (seat: boolean): Row[] => {
        const out: Row[] = [
          {cells: [[56, seat ? 'IDENTIFICATION DE LA PERSONNE MORALE' : 'IDENTIFICATION DE LA PERSONNE PHYSIQUE']], y: 178},
          {cells: [[56, 'Immatriculation au RCS, numéro'], [230, '773 184 908 R.C.S. Nantes']], y: 195},
          {cells: [[56, "RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL"]], y: 321},
          {cells: [[56, "Adresse de l'établissement"], [230, 'Lot 4']], y: 338},
          {cells: [[230, '113 ter boulevard Haussmann']], y: 349},
          {cells: [[230, '44000 Nantes']], y: 360},
        ]
        if (seat) out.splice(2, 0, {cells: [[56, 'Adresse du siège'], [230, '69 rue de Turbigo, 75002 Paris']], y: 214})
        return out
      }

      expect(extract('kbis', [page(rows(false))]).adresse_siege?.value).to.equal('Lot 4, 113 ter boulevard Haussmann, 44000 Nantes')
      expect(extract('kbis', [page(rows(true))]).adresse_siege?.value).to.equal('69 rue de Turbigo, 75002 Paris')
    })

    it("reads an RC certificate's insured activities before a financial guarantee's guaranteed ones (an estate agency's guarantee and RC certificate)", () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[166, 'ATTESTATION DE GARANTIE FINANCIÈRE']], size: 12, y: 117},
          {cells: [[124, "ET D'ASSURANCE RESPONSABILITÉ CIVILE PROFESSIONNELLE"]], size: 10, y: 134},
          {cells: [[59, 'Activité garantie'], [449, 'Montant de la garantie']], y: 370},
          {cells: [[59, 'Transactions sur immeubles et fonds de commerce - avec maniement de fonds'], [500, '120 000 €']], y: 386},
          {cells: [[59, 'Gestion immobilière'], [500, '240 000 €']], y: 401},
          {cells: [[56, 'Contrat n° :'], [176, 'RCP 969326/26']], y: 539},
          {cells: [[56, 'Activités assurées :'], [176, '- Transactions sur immeubles et fonds de commerce']], size: 8, y: 599},
          {cells: [[176, '- Gestion immobilière']], size: 8, y: 612},
        ]),
      ])
      // (The insured list, not the guaranteed table's first row "... - avec maniement de fonds".)
      expect(f.activites?.value).to.match(/^Transactions sur immeubles et fonds de commerce\W+Gestion immobilière$/)
    })

    it('takes a name the MRZ writes without its hyphen as printed, where OCR split a capital from its word ("ASHWORTH-J ONES")', () => {
      const f = extract('passeport', [
        page(
          [
            {cells: [[210, 'ASHWORTH-J ONES']], y: 183},
            {cells: [[79, 'P<GBRASHWORTH<JONES<<EMMA<LOUISE<<<<<<<<<<<<']], size: 12, y: 385},
            {cells: [[79, '3105049420GBR8604021F3112274<<<<<<<<<<<<<<06']], size: 12, y: 405},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.nom?.value).to.equal('ASHWORTH-JONES')
    })

    it('reads the end of a validity printed as "VALABLE DU ┃ AU" over its dates as the expiry date, the number by its title, and no number of another document from a sentence', () => {
      const f = extract('titre_sejour', [
        page([
          {cells: [[352, 'RÉCÉPISSÉ DE DEMANDE DE CARTE DE SÉJOUR']], size: 11, y: 41},
          {cells: [[38, 'Égalité'], [340, 'N° R17268531257']], size: 8, y: 77},
          {cells: [[42, 'N° ÉTRANGER'], [314, "DATE D'ENTRÉE EN FRANCE"]], size: 6, y: 332},
          {cells: [[46, '1771468814'], [318, '31/12/2021']], size: 8, y: 341},
          {cells: [[43, 'DÉLIVRÉ LE'], [216, 'VALABLE DU'], [389, 'AU']], size: 6, y: 494},
          {cells: [[86, '12/06/2026'], [259, '17/06/2026'], [432, '16/09/2026']], size: 10, y: 509},
          {cells: [[38, "Le présent récépissé ne constitue pas un titre de séjour. Il n'est valable que sur présentation du passeport n° T60045156 et pour la durée qui y est indiquée."]], size: 6, y: 793},
        ]),
      ])
      expect([f.date_delivrance?.value, f.date_expiration?.value]).to.deep.equal(['2026-06-12', '2026-09-16'])
      // The passport its small print names is another document: its own number is the one by its
      // title, after a bare "N°" (not the foreign national's number lower down).
      expect(f.numero_document).to.include({extractor: 'title-number', value: 'R17268531257'})
    })
  })

  describe('rules from the fifteenth held-out set (2026-11-24)', () => {
    // An Urssaf certificate written as one sentence: the company, its legal form written out
    // before its name, and its seat, the sentence wrapping inside the label.
    const runningText = (lines: string[]) => page([{cells: [[60, 'ATTESTATION DE VIGILANCE']], size: 14, y: 140}, ...stack(180, 11, lines.map((line) => [[48, line]]))])

    it('reads a company named in a sentence after its legal form written out ("la société à responsabilité limitée à associé unique STRATÉGIES & TERRITOIRES,")', () => {
      const f = extract('attestation_vigilance', [
        runningText([
          "L'Urssaf Rhône-Alpes certifie, au vu des informations dont elle dispose, que la société à responsabilité limitée",
          'à associé unique STRATÉGIES & TERRITOIRES, immatriculée sous le numéro SIRET 772 584 660 00033,',
          'dont le siège social est établi 2e étage, 135 bis boulevard Haussmann, 42000 SAINT-ÉTIENNE, représentée',
          'par M. Mathieu DA SILVA en qualité de gérant, est à jour de ses obligations de déclaration et de paiement.',
        ]),
      ])
      expect(f.denomination?.value).to.equal('STRATÉGIES & TERRITOIRES')
      expect(f.adresse?.value).to.equal('2e étage, 135 bis boulevard Haussmann, 42000 SAINT-ÉTIENNE')
    })

    it('reads the seat of a company named in a sentence that wraps inside its label ("dont le" / "siège social est établi ...")', () => {
      const f = extract('attestation_vigilance', [
        runningText([
          "L'Urssaf Rhône-Alpes certifie, au vu des informations dont elle dispose, que la société par actions simplifiée à",
          'associé unique L\'ATELIER DES BOUCLES, immatriculée sous le numéro SIRET 843 946 617 00027, dont le',
          'siège social est établi 95 quai des Chartrons, 42000 SAINT-ÉTIENNE, représentée par Mme Céline COLLIN',
          'en qualité de présidente, est à jour de ses obligations de déclaration et de paiement.',
        ]),
      ])
      expect(f.denomination?.value).to.equal("L'ATELIER DES BOUCLES")
      expect(f.adresse?.value).to.equal('95 quai des Chartrons, 42000 SAINT-ÉTIENNE')
    })

    it('reads a Kbis\'s "ACTIVITÉ(S) EXERCÉE(S)" beside its value', () => {
      const f = extract('kbis', [
        page([
          {cells: [[230, 'EXTRAIT KBIS']], size: 17, y: 103},
          {cells: [[50, 'DÉNOMINATION OU RAISON SOCIALE'], [228, 'LE COMPTOIR DES HALLES']], y: 220},
          {cells: [[50, 'ADRESSE DE L\'ÉTABLISSEMENT'], [228, '27 rue Saint-Laud, 69100 Villeurbanne']], y: 482},
          {cells: [[50, 'ACTIVITÉ(S) EXERCÉE(S)'], [228, 'Restauration traditionnelle, vente à emporter']], y: 517},
          {cells: [[50, "DATE DE COMMENCEMENT D'ACTIVITÉ"], [228, '01/05/2023']], size: 6, y: 535},
        ]),
      ])
      expect(f.activite?.value).to.equal('Restauration traditionnelle, vente à emporter')
    })

    // A Portuguese citizen card: its number printed "87701123 5 WM8", the zone holding its first
    // nine places, then its check digit, then the rest in the optional data.
    const citizenCard = (printed: string) =>
      page([
        {cells: [[45, 'CARTÃO DE CIDADÃO']], y: 218},
        {cells: [[160, 'APELIDO(S) / SURNAME']], size: 5, y: 247},
        {cells: [[160, 'FERREIRA DA SILVA']], y: 258},
        {cells: [[160, 'NOME(S) / GIVEN NAMES']], size: 5, y: 281},
        {cells: [[160, 'JOÃO PEDRO']], y: 292},
        {cells: [[458, 'I<PRT8770112356WM8<<<<<<<<<<<<']], size: 12, y: 345},
        {cells: [[458, '7303157M3012084PRT<<<<<<<<<<<8']], size: 12, y: 367},
        {cells: [[160, 'No DOCUMENTO / DOCUMENT No.'], [291, 'DATA DE VALIDADE / EXPIRY DATE']], size: 5, y: 384},
        {cells: [[160, printed], [291, '08 12 2030'], [458, 'FERREIRA<DA<SILVA<<JOAO<PEDRO<']], y: 389},
      ])

    it("reads a card's number as printed when the zone holds its first nine places and the rest after its check digit", () => {
      expect(extract('cni', [citizenCard('87701123 5 WM8')]).numero_document?.value).to.equal('87701123 5 WM8')
    })

    it('reads such a number as printed without the zone (a scan whose zone OCR did not read)', () => {
      const card = citizenCard('87701123 5 WM8')
      card.words = card.words.filter((w) => !w.text.includes('<'))
      expect(extract('cni', [card]).numero_document?.value).to.equal('87701123 5 WM8')
    })

    it("keeps the zone's number when the printed one is not the zone's and what follows it there", () => {
      expect(extract('cni', [citizenCard('87701123 5 XX1')]).numero_document?.value).to.equal('877011235')
    })

    it("takes the insurer from the letter's first sentence when the foot does not name it and the letterhead is a logo's word", () => {
      const letter = (opening: string, foot: string) =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[88, 'artimut'], [442, 'Attestation n° AT-26-2380451']], y: 38},
            {cells: [[88, "L'assurance des artisans et des commerçants"]], size: 7, y: 59},
            {cells: [[60, "ATTESTATION D'ASSURANCE"]], size: 14, y: 95},
            {cells: [[48, opening]], size: 8, y: 150},
            {cells: [[48, "Cedex 9, atteste que le sociétaire désigné ci-dessous est titulaire d'un contrat d'assurance souscrit auprès d'elle."]], size: 8, y: 161},
            {cells: [[58, 'SOCIÉTAIRE'], [124, 'LA FOURNÉE DORÉE SAS']], size: 8, y: 206},
            {cells: [[48, foot]], size: 6, y: 805},
          ]),
        ]).assureur?.value
      const foot = "Société d'assurance mutuelle à cotisations variables, entreprise régie par le Code des assurances - 897 762 175 RCS Niort"
      expect(letter("ARTIMUT Assurances Mutuelles, société d'assurance mutuelle dont le siège est 18 avenue de Limoges, CS 90021, 79044 Niort", foot)).to.equal('ARTIMUT Assurances Mutuelles')
      expect(letter("Nous soussignés, ARTIMUT Assurances Mutuelles, société d'assurance mutuelle dont le siège est 18 avenue de Limoges, 79044 Niort", foot)).to.equal('ARTIMUT Assurances Mutuelles')
      // Named at the foot, the foot's name stands, without the comma before its legal form.
      expect(letter('Le sociétaire désigné ci-dessous est titulaire du contrat.', "Artimut Mutuelle, société d'assurance mutuelle à cotisations variables - 897 762 175 RCS Niort")).to.equal('Artimut Mutuelle')
    })

    // A home help's payslip: the employer's block with its business centre's name between its
    // name and its street, the employee's with her birth name under hers.
    it("reads an address block's building line (\"Centre d'affaires Pau Pyrénées\") as part of the address, and passes over a birth name under the person's", () => {
      const f = extract('bulletin_paie', [
        page([
          {cells: [[32, 'BÉARN ASSISTANCE FAMILLES'], [417, 'BULLETIN DE PAIE']], size: 15, y: 35},
          {cells: [[32, "Centre d'affaires Pau Pyrénées"], [451, 'Période de paie : 05/2027']], size: 9, y: 52},
          {cells: [[32, '3 avenue Jean Mermoz']], size: 7, y: 62},
          {cells: [[32, '64000 Pau']], size: 7, y: 72},
          {cells: [[32, 'SIRET : 971 359 799 00048']], size: 7, y: 85},
          {cells: [[340, 'Madame Noémie FONTAINE']], size: 9, y: 101},
          {cells: [[340, 'Nom de naissance : LE ROUX']], size: 8, y: 114},
          {cells: [[340, '111 ter rue de la République']], size: 8, y: 125},
          {cells: [[340, '64000 Pau']], size: 8, y: 136},
        ]),
      ])
      expect(f.employeur?.value).to.equal('BÉARN ASSISTANCE FAMILLES')
      expect(f.salarie_nom?.value).to.equal('Madame Noémie FONTAINE')
    })

    it("files a home insurance's premium notice, which certifies the cover, as a proof of address", () => {
      const notice = [
        'Alizé Assurances La Rochelle, le 4 août 2026',
        'N° de sociétaire : 0617546 D M. HAMIDI Antoine',
        'Contrat Habitation n° H 38 803 687 136 rue des Lilas',
        'Échéance principale : 1er octobre 17000 La Rochelle',
        "AVIS D'ÉCHÉANCE 2026",
        'Contrat Habitation - Formule Confort - période du 01/10/2026 au 30/09/2027',
        'VOTRE LOGEMENT ASSURÉ',
        'Résidence principale - Appartement de 4 pièces principales - locataire',
        'Cotisation annuelle TTC 507,71 €',
        "Le présent avis d'échéance vaut attestation d'assurance : nous certifions que le sociétaire désigné ci-dessus est assuré au titre du contrat",
        'Habitation n° H 38 803 687 pour la période indiquée. Il comprend la garantie responsabilité civile vie privée et les risques locatifs.',
      ].join('\n')
      expect(classify(profile, [notice], 'document0.pdf')).to.include({accepted: true, document_type: 'facture_domicile'})
    })
  })

  describe('rules from the sixteenth held-out set (2026-11-24)', () => {
    it('reads two headings in capitals over two blocks as a header row also when one block is printed no larger than its heading ("ASSURÉ ┃ INTERMÉDIAIRE")', () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[375, "ATTESTATION D'ASSURANCE"]], size: 11, y: 43},
          {cells: [[48, 'ASSURÉ'], [330, 'INTERMÉDIAIRE']], size: 7.8, y: 204},
          // (The broker's block in small print, hardly larger than its heading.)
          {cells: [[48, 'KERNEL & CO SARL']], size: 9.6, y: 218},
          {cells: [[330, 'ARMOR COURTAGE']], size: 8.1, y: 219},
          {cells: [[48, 'SIREN 526 351 341'], [330, '5 place de Bretagne']], size: 8, y: 230},
          {cells: [[48, '4 quai des Chartrons'], [330, '35000 Rennes']], size: 8, y: 241},
        ]),
      ])
      expect(f.assure?.value).to.equal('KERNEL & CO SARL')
    })

    it("names the insurer from the foot's mention written with a dotted or a foreign legal form (\"LUXORIA INSURANCE S.A., 12 rue Érasme\", \"SEAVALE INSURANCE DAC, ...\")", () => {
      const certificate = (foot: string) =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[88, 'SOUSCRIPTIO'], [375, "ATTESTATION D'ASSURANCE"]], size: 11, y: 43},
            {cells: [[48, "SOUSCRIPTIO, agence de souscription agissant pour le compte de l'assureur, atteste que l'entreprise désignée ci-dessous est assurée."]], size: 9, y: 143},
            {cells: [[48, 'SOUSCRIPTIO SAS, agence de souscription, 31 rue de Londres, 75009 Paris - ORIAS n° 19 004 517']], size: 6, y: 780},
            {cells: [[48, foot]], size: 6, y: 800},
          ]),
        ]).assureur?.value
      expect(certificate('LUXORIA INSURANCE S.A., 12 rue Érasme, L-1468 Luxembourg, entreprise d\'assurance agréée au Luxembourg.')).to.equal('LUXORIA INSURANCE')
      expect(certificate('SEAVALE INSURANCE DAC, 2 Grand Canal Square, Dublin 2, Irlande, entreprise d\'assurance agréée.')).to.equal('SEAVALE INSURANCE')
    })

    it('compares a local public company\'s name without its legal form ("SEM Calorys Métropole", "Chaleur des Coteaux SPL")', () => {
      expect(companyForm('SEM Calorys Métropole')).to.equal(companyForm('Calorys Métropole'))
      expect(companyForm('Chaleur des Coteaux SPL')).to.equal(companyForm('Chaleur des Coteaux'))
    })

    it('reads a receipt\'s date after "Quittance éditée le"', () => {
      const f = extract('quittance_loyer', [
        page([
          {cells: [[164, 'Quittance de loyer - Août 2026']], size: 14, y: 103},
          {cells: [[164, 'Cabinet Tourny Gestion, mandataire du propriétaire, déclare avoir reçu de M. GUÉRIN Antoine la somme de 1 036,25 euros.']], size: 8, y: 331},
          {cells: [[164, 'Quittance éditée le 06/09/2026']], size: 7, y: 370},
          {cells: [[167, 'Date'], [229, 'Libellé'], [419, 'Débit']], size: 7, y: 414},
          {cells: [[167, '01/03/2026'], [229, 'Appel loyer et charges Mars 2026'], [408, '1 036,25']], size: 7, y: 429},
        ]),
      ])
      expect(f.date_emission?.value).to.equal('2026-09-06')
    })

    // A bank's merger letter: old and new details side by side, under "Vos anciennes coordonnées
    // ┃ Vos nouvelles coordonnées"; the table's last row, the branches, in words.
    const mergerLetter = () =>
      page([
        {cells: [[90, 'Banque Lyonnaise de Commerce']], size: 10, y: 44},
        {cells: [[56, 'Objet : vos nouvelles coordonnées bancaires']], size: 9, y: 207},
        {cells: [[151, 'Vos anciennes coordonnées'], [347, 'Vos nouvelles coordonnées']], size: 8, y: 330},
        {cells: [[59, 'Établissement'], [151, 'Banque du Forez et du Velay'], [347, 'Banque Lyonnaise de Commerce']], size: 7, y: 346},
        {cells: [[59, 'IBAN'], [151, 'FR76 3045 6923 0963 2164 0104 420'], [347, 'FR76 3078 8168 1482 2699 6402 117']], size: 7, y: 426},
        {cells: [[59, 'BIC'], [151, 'BFVEFRP1XXX'], [347, 'BLCOFRPPXXX']], size: 7, y: 442},
        {cells: [[59, 'Domiciliation'], [151, 'BFV LYON ENTREPRISES'], [347, 'BANQUE LYON CENTRE']], size: 7, y: 458},
        {cells: [[56, "Vos prélèvements et virements permanents sont automatiquement reportés : vous n'avez aucune démarche à effectuer"]], size: 8, y: 479},
      ])

    it('reads a row\'s value in the column of new details, past the column headed as former ones', () => {
      const f = extract('rib', [mergerLetter()])
      expect([f.iban?.value, f.bic?.value]).to.deep.equal(['FR7630788168148226996402117', 'BLCOFRPPXXX'])
    })

    it('finds the column\'s heading past a row a photo split in two, the new value a little lower than its key', () => {
      const letter = mergerLetter()
      letter.words = letter.words.map((w) => (w.y === 426 && w.x >= 347 ? {...w, y: 431} : w))
      expect(extract('rib', [letter]).bic?.value).to.equal('BLCOFRPPXXX')
    })

    it("reads a table's last row of words as a row of values, not a header row: each of its cells under one of the row above, the new one's", () => {
      expect(extract('rib', [mergerLetter()]).domiciliation?.value).to.equal('BANQUE LYON CENTRE')
    })
  })

  describe('rules from the seventeenth held-out set (2026-11-25)', () => {
    it('takes a group contract\'s member ("Adhérent") as the insured, not the federation that subscribed it ("Souscripteur du contrat groupe")', () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[205, "CERTIFICAT D'ADHÉSION"]], size: 14, y: 117},
          {cells: [[56, 'Souscripteur du contrat groupe'], [226, 'Syndicat des Indépendants du Numérique (SYNUM)']], size: 8, y: 185},
          {cells: [[56, 'Assureur'], [226, 'MUTUELLE ATLANTIQUE DES PROFESSIONS']], size: 8, y: 204},
          {cells: [[56, 'Adhérent'], [226, 'PIXEL NOMADE SASU']], size: 8, y: 263},
          {cells: [[56, "N° d'adhérent à la fédération"], [226, 'SYNUM-32684']], size: 8, y: 321},
        ]),
      ])
      expect(f.assure?.value).to.equal('PIXEL NOMADE SASU')
    })

    it('reads a letterhead\'s line saying what kind of company the name above it is ("Entreprise de portage salarial") as neither a label nor the name', () => {
      const payslip = (name: string) =>
        extract('bulletin_paie', [
          page([
            {cells: [[54, name], [429, 'BULLETIN DE PAIE']], size: 13, y: 36},
            {cells: [[54, 'Entreprise de portage salarial'], [484, 'SALARIÉ PORTÉ']], size: 7, y: 53},
            {cells: [[54, '95 avenue de la Gare'], [443, 'Période : septembre 2026']], size: 7, y: 67},
            {cells: [[54, '69003 Lyon'], [473, 'Paiement le 04/10/2026']], size: 7, y: 81},
            {cells: [[54, 'SIRET 782 477 863 00024 - NAF 7830Z']], size: 7, y: 91},
            {cells: [[330, 'Monsieur Jean-Michel GAUTIER']], size: 9, y: 125},
            {cells: [[330, '124 avenue du Général de Gaulle']], size: 9, y: 137},
            {cells: [[330, '31000 TOULOUSE']], size: 9, y: 149},
          ]),
        ]).employeur?.value
      expect(payslip('OPTIMA PORTAGE SAS')).to.equal('OPTIMA PORTAGE SAS')
      // (No legal form: the name is the letterhead's block's, above the kind of company.)
      expect(payslip('ITINÉRANCE PORTAGE SALARIAL')).to.equal('ITINÉRANCE PORTAGE SALARIAL')
    })

    it('reads a name under a title in capitals whose complement runs on ("PRÉSIDENTE DU CONSEIL D\'ADMINISTRATION ET DIRECTRICE GÉNÉRALE") over a row printed larger', () => {
      const f = extract('kbis', [
        page([
          {cells: [[241, 'Extrait Kbis']], size: 24, y: 82},
          {cells: [[46, '2. GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES']], size: 7, y: 361},
          {cells: [[46, "PRÉSIDENTE DU CONSEIL D'ADMINISTRATION ET DIRECTRICE GÉNÉRALE"], [304, 'NATIONALITÉ']], size: 6, y: 376},
          {cells: [[46, 'NGUYEN Sophie Marie'], [304, 'Française']], size: 8, y: 385},
        ]),
      ])
      expect(f.representant_legal?.value).to.equal('NGUYEN Sophie Marie')
    })

    it("reads the BIC right of a whole IBAN on its line when the BIC's heading is lost, not the BIC beside a masked payout account's IBAN", () => {
      const rib = (heading: string) =>
        extract('rib', [
          page([
            {cells: [[46, "RELEVÉ D'IDENTITÉ BANCAIRE"]], size: 15, y: 143},
            {cells: [[45, 'Titulaire du compte']], size: 5, y: 200},
            {cells: [[45, 'LOGIQUE BLEUE SASU']], size: 9, y: 212},
            {cells: [[53, 'IBAN'], [403, heading]], size: 6, y: 298},
            {cells: [[53, 'FR76 3091 2327 5621 4168 8073 926'], [403, 'CNATFRPPXXX']], size: 8, y: 315},
            {cells: [[54, 'Compte externe de retrait enregistré']], size: 11, y: 464},
            {cells: [[55, 'IBAN FR76 **** **** **** 3 445']], size: 7, y: 483},
            {cells: [[55, 'BIC BLCOFRPPXXX - Banque Lyonnaise de Commerce']], size: 7, y: 498},
          ]),
        ]).bic?.value
      expect(rib('BIC')).to.equal('CNATFRPPXXX')
      // (OCR's "BI" for the heading: no label over the BIC.)
      expect(rib('BI')).to.equal('CNATFRPPXXX')
      // (An IBAN misread by OCR, its check failing, is whole: the BIC beside it is its own.)
      const misread = extract('rib', [
        page([
          {cells: [[76, 'IBAN'], [188, 'FR76 3078 6295 1573 7944 6191 133']], size: 9, y: 537},
          {cells: [[76, 'BIC'], [188, 'BLCOFRPPXXX']], size: 7, y: 550},
        ]),
      ])
      expect(misread.bic?.value).to.equal('BLCOFRPPXXX')
    })

    it("ends a text that wraps below its heading at the next row's headings in capitals printed smaller, over values printed larger", () => {
      const f = extract('kbis', [
        page([
          {cells: [[241, 'Extrait Kbis']], size: 24, y: 82},
          {cells: [[46, 'ACTIVITE(S) EXERCEE(S)']], size: 5, y: 513},
          {cells: [[47, 'Entretien de parcs et jardins, services paysagers']], size: 7, y: 522},
          {cells: [[47, "ORIGINE DU FONDS OU DE L'ACTIVITÉ"], [304, "MODE D'EXPLOITATION"]], size: 5, y: 532},
          {cells: [[46, "Transfert d'un établissement situé 19 rue Lavoisier, 33000"], [304, 'Exploitation directe']], size: 7, y: 541},
        ]),
      ])
      expect(f.activite?.value).to.equal('Entretien de parcs et jardins, services paysagers')
    })
  })

  describe('rules from the eighteenth held-out set (2026-11-25)', () => {
    it('reads a period after its label qualified as the document\'s own ("Période de validité de la présente attestation : du 01.06.2026 au 31.05.2027")', () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[58, "ATTESTATION D'ASSURANCE"]], size: 13, y: 126},
          {cells: [[46, 'remplace à compter du 01.06.2026 le contrat n° RC-PRO-2018-43474 souscrit le 01.06.2018 et résilié à la même date.']], size: 9, y: 276},
          {cells: [[56, 'Période de validité de la présente attestation : du 01.06.2026 au 31.05.2027']], size: 9, y: 338},
        ]),
      ])
      expect(f.periode_debut?.value).to.equal('2026-06-01')
      expect(f.periode_fin?.value).to.equal('2027-05-31')
    })

    it("takes a letterhead's name printed larger over its address, a blank line between them, as the block's name (a local authority's payslip)", () => {
      const payslip = (name: string, size: number) =>
        extract('bulletin_paie', [
          page([
            {cells: [[460, 'BULLETIN DE PAIE']], size: 9, y: 36},
            {cells: [[44, name]], size, y: 43},
            // (A line of the other column between the name and the address.)
            {cells: [[460, 'Mois de paie : 01/2027']], size: 8, y: 50},
            {cells: [[34, '134 avenue des Champs Pierreux'], [326, 'Matricule 203349']], size: 7, y: 74},
            {cells: [[34, '35000 RENNES']], size: 7, y: 85},
            {cells: [[34, 'SIRET : 471 766 170 00032'], [326, 'Mme BLANCHARD Maëlle']], size: 7, y: 91},
            {cells: [[326, '116 rue de l\'Église']], size: 7, y: 101},
            {cells: [[326, '37000 TOURS']], size: 7, y: 111},
          ]),
        ]).employeur?.value
      expect(payslip("DÉPARTEMENT D'ILLE-ET-VILAINE", 11)).to.equal("DÉPARTEMENT D'ILLE-ET-VILAINE")
      expect(payslip('COMMUNAUTÉ URBAINE ANGERS LOIRE MÉTROPOLE', 9)).to.equal('COMMUNAUTÉ URBAINE ANGERS LOIRE MÉTROPOLE')
      // (A title printed larger over a block is no one's name.)
      expect(payslip('BULLETIN DE SALAIRE', 11)).to.equal(undefined)
      const layout = [
        page([
          {cells: [[44, 'ATTESTATION DE DOMICILIATION']], size: 11, y: 43},
          {cells: [[34, '134 avenue des Champs Pierreux']], size: 7, y: 74},
          {cells: [[34, '35000 RENNES']], size: 7, y: 85},
        ]),
      ]
      const {lines} = documentLines({file_name: 'x.pdf', layout, pages: layout.map((p) => buildLines(p).map((l) => l.text).join('\n'))})
      expect(addressBlocks(lines).map((block) => block.name?.text)).to.deep.equal([undefined])
    })

    it('reads "Banque Lyonnaise de Commerce" as a bank\'s name, not the label "Banque" and its value (a payout account\'s bank beside a payment account\'s RIB)', () => {
      const f = extract('rib', [
        page([
          {cells: [[196, 'Coordonnées bancaires de votre compte de paiement vendeur']], size: 14, y: 46},
          {cells: [[204, 'IBAN'], [356, 'FR76 1741 8792 6191 8281 1665 372']], size: 9, y: 180},
          {cells: [[204, 'BIC'], [356, 'KLRPFRP2']], size: 9, y: 220},
          {cells: [[204, 'Établissement teneur du compte'], [356, 'Klar Paiements SAS, 20 bis rue La Fayette, 75009 Paris'], [648, 'IBAN FR76 3078 8*** **** ****']], size: 8, y: 260},
          {cells: [[204, 'Compte ouvert le'], [356, '21/02/2023'], [648, 'Banque Lyonnaise de Commerce']], size: 8, y: 300},
        ]),
      ])
      expect(f.domiciliation?.value).to.equal('Klar Paiements SAS, 20 bis rue La Fayette, 75009 Paris')
    })

    it('reads the value of a key-value table\'s row whose key runs on in lower case ("Président du conseil d\'administration et directeur ┃ DUPRÉ Rémi Jacques"), not two blocks side by side', () => {
      const kbis = (key: string) =>
        extract('kbis', [
          page([
            {cells: [[241, 'Extrait Kbis']], size: 24, y: 82},
            {cells: [[50, 'Durée de la personne morale'], [240, "Jusqu'au 15/06/2121"]], size: 7, y: 257},
            {cells: [[50, "Date de clôture de l'exercice social"], [240, '31 décembre']], size: 7, y: 271},
            {cells: [[50, 'GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES']], size: 8, y: 297},
            {cells: [[50, key], [240, 'DUPRÉ Rémi Jacques']], size: 7, y: 316},
            {cells: [[50, 'général']], size: 7, y: 326},
            {cells: [[50, 'Date et lieu de naissance'], [240, 'Le 28/04/1978 à PARIS (75)']], size: 8, y: 340},
          ]),
        ]).representant_legal?.value
      expect(kbis("Président du conseil d'administration et directeur")).to.equal('DUPRÉ Rémi Jacques')
      // (A key whose words run on in capitals is a name: "PRÉSIDENT DE L'ASSOCIATION DES AMIS DU VIEUX LYON", no key.)
      expect(kbis("Président DE L'ASSOCIATION DES AMIS DU VIEUX LYON")).to.equal(undefined)
    })

    it("looks past OCR's ghost of a shaded header's word, a line a third as tall as the label's, for the value under a heading", () => {
      const layout = [
        page(
          [
            {cells: [[58, "ATTESTATION D'ASSURANCE"]], size: 13, y: 126},
            {cells: [[46, 'Activités garanties']], size: 9, y: 364},
            {cells: [[84, 'déclaré']], size: 2, y: 376},
            {cells: [[51, 'Activité déclarée'], [462, 'Code NAF']], size: 9, y: 384},
            {cells: [[49, 'Conseil pour les affaires et autres conseils de gestion'], [471, '7022Z']], size: 7, y: 402},
          ],
          {ocrConfidence: 0.9},
        ),
      ]
      const read = (pages: PageLayout[]) => Object.fromEntries(extractFields(documentTypeSpec(profile, 'attestation_rc_pro')!, {file_name: 'scan_0012.pdf', layout: pages.map((p) => ({...p, method: 'ocr' as const})), pages: pages.map((p) => buildLines(p).map((l) => l.text).join('\n'))}, {refDate: '2026-11-16'}).map((f) => [f.field, f]))
      expect(read(layout).activites?.value).to.equal('Conseil pour les affaires et autres conseils de gestion')
    })
  })

  describe('rules from the nineteenth held-out set (2026-11-25)', () => {
    it("takes a letterhead's name over its tagline printed smaller (\"Armateur - transport de passagers\") as the employer, and a surname in capitals with given names as the employee's block", () => {
      const payslip = (tagline: string) =>
        extract('bulletin_paie', [
          page([
            {cells: [[36, 'ARMEMENT BREIZH PASSAGERS'], [379, 'BULLETIN DE SALAIRE - MARIN']], size: 10, y: 39},
            {cells: [[36, tagline]], size: 7, y: 53},
            {cells: [[36, '62 bis boulevard Haussmann'], [444, 'Paie de novembre 2026']], size: 7, y: 63},
            {cells: [[36, '35400 SAINT-MALO']], size: 7, y: 73},
            {cells: [[36, 'SIRET 713 016 327 00049 - APE 5010Z']], size: 7, y: 83},
            {cells: [[44, 'Marin'], [292, 'N° de marin'], [372, '2001 7291']], size: 7, y: 114},
            {cells: [[44, "D'ALMEIDA Yannick"], [292, 'Quartier maritime'], [372, 'SAINT-MALO (SM)']], size: 7, y: 125},
            {cells: [[44, '141 avenue Foch']], size: 7, y: 136},
            {cells: [[292, 'Navire'], [372, 'BREIZH EXPRESS (IMO 9369303)']], size: 7, y: 141},
            {cells: [[44, '33000 BORDEAUX']], size: 7, y: 147},
          ]),
        ])
      for (const tagline of ['Armateur - transport de passagers', 'Armement à la pêche hauturière']) {
        const f = payslip(tagline)
        expect(f.employeur?.value, tagline).to.equal('ARMEMENT BREIZH PASSAGERS')
        expect(f.salarie_nom?.value, tagline).to.equal("D'ALMEIDA Yannick")
      }
    })

    it("names a bill's issuer from its letterhead's name wrapped after a link word (\"Communauté de communes Gâtine et\" over \"Thouet\"), not from a tear-off slip's heading between dashes", () => {
      const f = extract('facture_domicile', [
        page([
          {cells: [[40, 'RÉPUBLIQUE FRANÇAISE']], size: 6, y: 35},
          {cells: [[389, 'AVIS DES SOMMES À PAYER']], size: 11, y: 43},
          {cells: [[54, 'Communauté de communes Gâtine et']], size: 12, y: 51},
          {cells: [[54, 'Thouet'], [380, 'Exercice'], [537, '2026']], size: 12, y: 64},
          {cells: [[54, 'Service déchets ménagers'], [380, 'Identifiant redevable'], [523, '5135373']], size: 7, y: 89},
          {cells: [[54, '7 boulevard Edgar Quinet, 79200 Parthenay'], [380, "Date d'émission"], [514, '30/10/2026']], size: 7, y: 100},
          {cells: [[320, 'M. GIRAUD Jean-Baptiste']], size: 9, y: 153},
          {cells: [[320, '65 rue Pasteur']], size: 9, y: 165},
          {cells: [[320, '79200 Parthenay']], size: 9, y: 178},
          {cells: [[40, "Objet : Redevance incitative d'enlèvement des ordures ménagères - 1er semestre 2026"]], size: 9, y: 243},
          {cells: [[222, '- - Talon à joindre à votre règlement par chèque - -']], size: 6, y: 707},
          {cells: [[40, 'Communauté de communes Gâtine et Thouet'], [330, 'M. GIRAUD Jean-Baptiste']], size: 7, y: 726},
        ]),
      ])
      expect(f.emetteur?.value).to.equal('Communauté de communes Gâtine et Thouet')
    })

    it('reads a key-value table printed all in capitals as keys and values, not as rows of titles over the next row (an overseas registry\'s Kbis), and a grid of titles over values still as titles', () => {
      const kbis = extract('kbis', [
        page([
          {cells: [[490, 'EXTRAIT KBIS']], size: 7, y: 38},
          {cells: [[40, "DATE D'IMMATRICULATION"], [200, '06/07/2025']], size: 6, y: 158},
          {cells: [[40, 'DÉPÔT DES STATUTS'], [200, '27/06/2025']], size: 6, y: 170},
          {cells: [[40, 'DENOMINATION'], [200, 'VERT PAYSAGE']], size: 6, y: 182},
          {cells: [[40, 'NOM COMMERCIAL'], [200, 'KOULE SOLEY SERVICES']], size: 7, y: 194},
          {cells: [[40, 'FORME JURIDIQUE'], [200, 'SOCIÉTÉ PAR ACTIONS SIMPLIFIÉE À ASSOCIÉ UNIQUE']], size: 7, y: 206},
        ]),
      ])
      expect(kbis.denomination?.value).to.equal('VERT PAYSAGE')
      // (Titles over values, then the next titles under those values: "ADRESSE DU SIÈGE ┃ ANCIEN SIÈGE".)
      const grid = extract('kbis', [
        page([
          {cells: [[241, 'Extrait Kbis']], size: 24, y: 82},
          {cells: [[46, 'DÉNOMINATION OU RAISON SOCIALE'], [304, 'FORME JURIDIQUE']], size: 6, y: 243},
          {cells: [[46, 'LIBRAIRIE DES DEUX RIVES'], [304, 'Société par actions simplifiée']], size: 8, y: 252},
          {cells: [[46, 'CAPITAL SOCIAL'], [304, 'DURÉE DE LA PERSONNE MORALE']], size: 6, y: 270},
          {cells: [[46, '1 000,00 euros'], [304, "Jusqu'au 13/10/2122"]], size: 8, y: 279},
          {cells: [[46, 'ADRESSE DU SIÈGE'], [304, 'ANCIEN SIÈGE (AVANT TRANSFERT)']], size: 6, y: 296},
          {cells: [[46, '2e étage'], [304, '33 avenue de la Gare']], size: 8, y: 306},
          {cells: [[46, '42 ter boulevard Haussmann'], [304, '33000 Bordeaux']], size: 8, y: 316},
          {cells: [[46, '69003 Lyon']], size: 8, y: 327},
        ]),
      ])
      expect(grid.adresse_siege?.value).to.equal('2e étage, 42 ter boulevard Haussmann, 69003 Lyon')
    })
  })

  describe('rules from the twentieth held-out set (2026-11-25)', () => {
    const bakery = (employee: Row[]) =>
      extract('bulletin_paie', [
        page([
          {cells: [[34, 'AU FOURNIL DE LA GARE'], [340, 'BULLETIN DE PAIE']], size: 12, y: 35},
          {cells: [[34, 'Boulangerie - pâtisserie - chocolaterie'], [340, 'Période du 01/03/2027 au 31/03/2027']], size: 8, y: 51},
          {cells: [[34, '26 ter quai des Chartrons']], size: 7, y: 65},
          {cells: [[34, '21000 Dijon']], size: 7, y: 75},
          ...employee,
          {cells: [[34, 'Siret : 625 814 108 00035 APE : 1071C'], [340, 'Emploi : Tourier - coefficient 182']], size: 7, y: 95},
          {cells: [[340, 'Entrée le 20/08/2018 - N° SS 2 44 85 20 026 492 97']], size: 7, y: 107},
        ]),
      ])

    it("takes a person's name alone in its cell with a civility, no address under it, as a payslip's employee, before the employer's letterhead block", () => {
      const f = bakery([{cells: [[340, 'Mme LEROY Anne-Sophie']], size: 10, y: 82}])
      expect(f.salarie_nom?.value).to.equal('Mme LEROY Anne-Sophie')
      expect(f.employeur?.value).to.equal('AU FOURNIL DE LA GARE')
      // Two such names, a private employer's and the employee's, their headings lost: neither.
      const two = bakery([{cells: [[34, 'Mme Pauline ESNAULT'], [340, 'Mme LEROY Anne-Sophie']], size: 10, y: 82}])
      expect(two.salarie_nom?.value).to.not.equal('Mme Pauline ESNAULT')
      // Under another field's label, "EMPLOYEUR", the name is that one's: the other is the employee's.
      const headed = bakery([
        {cells: [[34, 'EMPLOYEUR'], [340, 'PB saree)']], size: 7, y: 72},
        {cells: [[34, 'Mme Pauline ESNAULT'], [340, 'Mme LEROY Anne-Sophie']], size: 10, y: 82},
      ])
      expect(headed.salarie_nom?.value).to.equal('Mme LEROY Anne-Sophie')
      // (A letterhead without a tagline nor a legal form, at the left where a sender's address is.)
      const plain = extract('bulletin_paie', [
        page([
          {cells: [[34, 'BOULANGERIE PÂTISSERIE LEBRUN'], [340, 'BULLETIN DE PAIE']], size: 12, y: 35},
          {cells: [[34, '57 avenue de la Gare'], [340, 'Période du 01/11/2027 au 30/11/2027']], size: 7, y: 51},
          {cells: [[34, '29200 Brest']], size: 7, y: 61},
          {cells: [[340, 'M. GUÉRIN Cédric']], size: 10, y: 82},
          {cells: [[34, 'Siret : 620 667 980 00036 APE : 1071C'], [340, 'Emploi : Chef boulanger']], size: 7, y: 95},
        ]),
      ])
      expect(plain.salarie_nom?.value).to.equal('M. GUÉRIN Cédric')
      // A window's block on the right without a civility stays the person's: the civility's cell
      // is another party's (a landlord's, over a receipt whose tenant's label is lost).
      const receipt = extract('quittance_loyer', [
        page([
          {cells: [[385, 'QUITTANCE DE LOYER']], size: 14, y: 60},
          {cells: [[52, 'Bailleur'], [150, 'M. Bernard OLLIVIER']], size: 8, y: 120},
          {cells: [[340, 'Claire DUBOIS']], size: 9, y: 160},
          {cells: [[340, '106 rue Victor Hugo']], size: 9, y: 171},
          {cells: [[340, '69003 Lyon']], size: 9, y: 182},
          {cells: [[52, 'Reçu la somme de 760,00 € pour le loyer de décembre 2026.']], size: 8, y: 240},
        ]),
      ])
      expect(receipt.titulaire?.value).to.equal('Claire DUBOIS')
    })

    it("reads a tax notice's boxed amount printed larger under its label when the label's line goes on in another column", () => {
      const notice = (size: number) =>
        extract('avis_imposition', [
          page([
            {cells: [[413, "AVIS D'IMPÔT 2027"]], size: 15, y: 29},
            {cells: [[36, 'Revenu imposable'], [252, '33 573 €'], [315, 'MONTANT QUI VOUS SERA REMBOURSÉ']], size: 8, y: 364},
            {cells: [[516, '388 €']], size: 13, y: 378},
            {cells: [[44, 'Revenu fiscal de référence'], [315, 'virement prévu à partir du 07/08/2027']], size: 7, y: 397},
            {cells: [[226, '33 573 €']], size, y: 411},
            {cells: [[307, 'Votre taux de prélèvement à la source : 3,1 %']], size: 8, y: 424},
          ]),
        ])
      expect(notice(12).rfr?.value).to.equal('33573.00')
      // (Printed no larger than its label, a figure there is another row's: not taken.)
      expect(notice(7).rfr).to.equal(undefined)
    })

    it("leaves the kind of dwelling over a rent receipt's address out of it (\"Studio meublé\"), not a building's name", () => {
      const receipt = (kind: string) =>
        extract('quittance_loyer', [
          page([
            {cells: [[385, 'QUITTANCE DE LOYER']], size: 14, y: 85},
            {cells: [[52, 'LOCATAIRE'], [192, 'LOGEMENT'], [389, 'PROPRIÉTAIRE']], size: 6, y: 138},
            {cells: [[52, 'Antoine DUPRÉ'], [192, kind], [389, 'M. Bernard OLLIVIER']], size: 8, y: 151},
            {cells: [[192, '106 rue Victor Hugo'], [389, 'représenté par']], size: 8, y: 162},
            {cells: [[192, '69003 Lyon'], [389, 'Clés & Cie Conciergerie']], size: 8, y: 174},
          ]),
        ])
      expect(receipt('Studio meublé').adresse?.value).to.equal('106 rue Victor Hugo, 69003 Lyon')
      expect(receipt('Appartement T2').adresse?.value).to.equal('106 rue Victor Hugo, 69003 Lyon')
      expect(receipt('Maison de la Culture').adresse?.value).to.equal('Maison de la Culture, 106 rue Victor Hugo, 69003 Lyon')
    })

    it("looks past OCR's specks between a letterhead's lines, and takes a name in capitals a fifth larger than the tagline under it as OCR measured them for the name", () => {
      const payslip = (speck: string, taglineSize: number) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[42, 'LE PAIN DES CANUTS'], [348, 'BULLETIN DE PAIE']], size: 10, y: 37},
              {cells: [[42, 'Boulangerie - pâtisserie - chocolaterie'], [348, 'Période du 01/07/2027 au 31/07/2027']], size: taglineSize, y: 53},
              {cells: [[494, '*']], size: 1, y: 60},
              {cells: [[42, '13 bis rue du Commerce']], size: 6, y: 69},
              {cells: [[134, speck]], size: 1, y: 78},
              {cells: [[42, '69003 Lyon']], size: 8, y: 80},
              {cells: [[348, 'M. NGUYEN Cédric']], size: 8, y: 86},
              {cells: [[42, 'Siret : 921 827 887 00016 APE : 1071D'], [348, 'Emploi Boulanger - coefficient 181']], size: 6, y: 100},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip('.', 8).employeur).to.include({extractor: 'block', value: 'LE PAIN DES CANUTS'})
      // (A line with a letter is no speck: the walk stops there, and the letterhead's block has no
      // name; the employer is then the letterhead's first line, as the document's issuer.)
      expect(payslip('a', 8).employeur).to.include({extractor: 'issuer', value: 'LE PAIN DES CANUTS'})
      // (As large as its name, the line under it is no tagline: the block's name.)
      expect(payslip('.', 10).employeur?.value).to.equal('Boulangerie - pâtisserie - chocolaterie')
    })

    it("never takes a letterhead's block (its name over a tagline) for a person's, and a dwelling's kind under a heading is no tagline", () => {
      const bill = extract('facture_domicile', [
        page(
          [
            {cells: [[70, "Syndicat Intercommunal d'Eau Potable"]], size: 7, y: 23},
            {cells: [[69, 'du Pays de Brocéliande']], size: 8, y: 33},
            {cells: [[70, "Service public de l'eau potable"]], size: 5, y: 48},
            {cells: [[24, '—']], size: 6, y: 57},
            {cells: [[70, '1 rue de la Gare']], size: 8, y: 59},
            {cells: [[69, '56800 Ploërmel']], size: 8, y: 67},
            {cells: [[37, "FACTURE D'EAU - 2e SEMESTRE 2026"], [332, 'Facture n° 20265-676503 du 15/01/2027']], size: 7, y: 116},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(bill.adresse?.value).to.not.equal('1 rue de la Gare, 56800 Ploërmel')
      expect(bill.titulaire?.value).to.not.equal('du Pays de Brocéliande')
      const receipt = extract('quittance_loyer', [
        page(
          [
            {cells: [[394, 'QUITTANCE DE LOYER']], size: 12, y: 90},
            {cells: [[61, 'LOCATAIRE'], [201, 'LOGEMENT'], [397, 'PROPRIÉTAIRE']], size: 14, y: 136},
            {cells: [[254, '.']], size: 2, y: 147},
            {cells: [[61, 'Pierre-Louis MERCIER'], [201, 'Studio meublé'], [398, 'M. Patrick DESCAMPS']], size: 7, y: 155},
            {cells: [[200, 'Appartement 31'], [398, 'représenté par']], size: 11, y: 166},
            {cells: [[201, 'Bâtiment B'], [398, 'Bordeaux Keys Services']], size: 7, y: 178},
            {cells: [[201, "29 rue de l'Église"]], size: 7, y: 189},
            {cells: [[199, '33000 Bordeaux']], size: 10, y: 201},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(receipt.adresse?.value).to.equal("Appartement 31, Bâtiment B, 29 rue de l'Église, 33000 Bordeaux")
    })

    it("never takes a date labelled after a former document's number in its own cell (\"Old Passport No. with Date and Place of Issue\") for the passport's issue date", () => {
      const passport = (old: string) =>
        extract('passeport', [
          page(
            [
              {cells: [[201, 'REPUBLIC OF INDIA'], [415, 'PASSPORT']], size: 8, y: 79},
              {cells: [[201, 'Type'], [254, 'Country Code'], [369, 'Passport No']], size: 4, y: 100},
              {cells: [[200, 'P'], [248, 'IND'], [369, 'N8755514']], size: 9, y: 109},
              {cells: [[200, 'Surname']], size: 7, y: 127},
              {cells: [[201, 'IYER']], size: 8, y: 137},
              {cells: [[200, 'Place of Birth'], [369, 'Place of Issue']], size: 4, y: 207},
              {cells: [[200, 'CHENNAI, TAMIL NADU'], [369, 'PARIS']], size: 7, y: 218},
              {cells: [[200, 'Date of |'], [233, 'e'], [369, 'Date of Expiry']], size: 4, y: 234},
              {cells: [[200, '02/12/2024'], [369, '01/12/2034']], size: 8, y: 244},
              {cells: [[86, 'Address']], size: 4, y: 530},
              {cells: [[86, '7 SECOND MAIN ROAD, ADYAR']], size: 7, y: 541},
              {cells: [[86, 'CHENNAI, TAMIL NADU']], size: 7, y: 554},
              {cells: [[86, old]], size: 4, y: 589},
              {cells: [[86, 'F9751398 25/04/2015 DELHI']], size: 7, y: 596},
              {cells: [[86, 'File No']], size: 4, y: 622},
              {cells: [[86, 'PAO463CLW788324']], size: 12, y: 627},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(passport('Old Passport No. with Date and Place of Issue').date_delivrance?.value).to.not.equal('2015-04-25')
      // (Without the word saying it is a former one's, the label is taken.)
      expect(passport('Passport No. with Date and Place of Issue').date_delivrance?.value).to.equal('2015-04-25')
    })

    it("reads a company's name in capitals that wraps in its table's cell, not a street or a name with its legal form already", () => {
      const certificate = (second: string, first = 'ASSOCIATION SPORTIVE ET CULTURELLE DU VAL') =>
        extract('attestation_vigilance', [
          page([
            {cells: [[67, 'Urssaf'], [444, 'Arras, le 26 janvier 2028']], size: 9, y: 41},
            {cells: [[52, 'Objet : attestation de vigilance']], size: 9, y: 215},
            {cells: [[60, 'EMPLOYEUR']], size: 8, y: 300},
            {cells: [[62, 'Dénomination'], [212, first]], size: 9, y: 321},
            {cells: [[212, second]], size: 9, y: 333},
            {cells: [[62, 'SIRET'], [212, '643 837 651 00022']], size: 9, y: 350},
          ]),
        ])
      expect(certificate('FLEURI').denomination?.value).to.equal('ASSOCIATION SPORTIVE ET CULTURELLE DU VAL FLEURI')
      expect(certificate('RÉSIDENCE LES PINS').denomination?.value).to.equal('ASSOCIATION SPORTIVE ET CULTURELLE DU VAL')
      expect(certificate('ATELIERS RÉUNIS', 'BOULANGERIE DU VAL SARL').denomination?.value).to.equal('BOULANGERIE DU VAL SARL')
      // (A payslip's month as "Mois de paie", in words and capitals.)
      const payslip = extract('bulletin_paie', [
        page([
          {cells: [[48, 'MSA DE LA GIRONDE'], [412, 'BULLETIN DE SALAIRE']], size: 10, y: 37},
          {cells: [[36, 'Mois de paie : JANVIER 2028'], [415, 'Salaire versé le 02/02/2028 par virement']], size: 9, y: 185},
        ]),
      ])
      expect(payslip.periode?.value).to.equal('2028-01')
    })

    it("takes a letter's addressee block's name over its \"À l'attention de\" line and across a wrap after a link word", () => {
      const certificate = (attention: string) =>
        extract('attestation_vigilance', [
          page(
            [
              {cells: [[127, 'Urssaf'], [450, 'Arras, le 9 août 2028']], size: 12, y: 99},
              {cells: [[338, 'CENTRE SOCIAL ET CULTUREL LES']], size: 6, y: 188},
              {cells: [[338, 'COQUELICOTS']], size: 6, y: 197},
              {cells: [[338, attention]], size: 6, y: 206},
              {cells: [[338, '27 chemin de la Croix Blanche']], size: 6, y: 215},
              {cells: [[338, '29200 BREST']], size: 6, y: 224},
              {cells: [[127, 'Objet : attestation de vigilance']], size: 7, y: 242},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(certificate("A l'attention de Mme Nadia BOUZIANE, trésorière").denomination?.value).to.equal('CENTRE SOCIAL ET CULTUREL LES COQUELICOTS')
      expect(certificate("À l'attention de Mme Nadia BOUZIANE, trésorière").denomination?.value).to.equal('CENTRE SOCIAL ET CULTUREL LES COQUELICOTS')
    })

    it("never takes a postcode and its town for a name, nor a salary of zero or less", () => {
      const rib = extract('rib', [
        page(
          [
            {cells: [[52, "RELEVÉ D'IDENTITÉ BANCAIRE"]], size: 9, y: 100},
            {cells: [[52, 'Titulaire'], [160, '75017 PARIS']], size: 7, y: 135},
            {cells: [[52, 'IBAN'], [160, 'FR76 3000 6000 0112 3456 7890 189']], size: 7, y: 160},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(rib.titulaire?.value).to.not.equal('75017 PARIS')
      const payslip = (gross: string) =>
        extract('bulletin_paie', [
          page([
            {cells: [[48, 'MSA DE LA GIRONDE'], [412, 'BULLETIN DE SALAIRE']], size: 10, y: 37},
            {cells: [[39, 'SALAIRE BRUT'], [526, gross]], size: 7, y: 320},
            {cells: [[39, 'Net imposable'], [526, '0,00']], size: 7, y: 335},
          ]),
        ])
      expect(payslip('1 468,03').brut?.value).to.equal('1468.03')
      expect(payslip('-101,29').brut).to.equal(undefined)
      expect(payslip('1 468,03').net_imposable).to.equal(undefined)
    })

    it("takes no birth mention, no row with a colon, no State heading OCR parted and no tear-off slip's heading for a name", () => {
      // "NÉ(E) LE" under the president's title, the name OCR lost: nothing, not the mention.
      const kbis = (mention: string) =>
        extract('kbis', [
          page(
            [
              {cells: [[490, 'EXTRAIT KBIS']], size: 7, y: 38},
              {cells: [[40, 'PRÉSIDENT'], [200, mention]], size: 6, y: 300},
              {cells: [[200, '12/03/1980 À LYON']], size: 6, y: 310},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(kbis('NÉ(E) LE').representant_legal).to.equal(undefined)
      expect(kbis('NE(E) LE').representant_legal).to.equal(undefined)
      expect(kbis('BRETON NOÉMIE').representant_legal?.value).to.equal('BRETON NOÉMIE')
      const bill = (heading: string, foot: string) =>
        extract('facture_domicile', [
          page(
            [
              {cells: [[40, heading]], size: 8, y: 35},
              {cells: [[54, 'Communauté de communes des Hautes Combes']], size: 12, y: 51},
              {cells: [[389, 'AVIS DES SOMMES À PAYER']], size: 11, y: 70},
              {cells: [[320, 'Offre : Fibre Essentielle']], size: 9, y: 140},
              {cells: [[320, '65 rue Pasteur']], size: 9, y: 152},
              {cells: [[320, '79200 Parthenay']], size: 9, y: 164},
              {cells: [[40, foot]], size: 7, y: 726},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      const parted = bill('REPUB LIQUE FRANÇAISE', 'Talon à joindre à votre règlement par chèque - - Référence 5135373')
      expect(parted.emetteur?.value).to.equal('Communauté de communes des Hautes Combes')
      expect(parted.titulaire?.value).to.not.equal('Offre : Fibre Essentielle')
      // (Nor a row of the bill with its label under the holder's: "Client" over "Offre : ...".)
      const client = extract('facture_domicile', [
        page([
          {cells: [[249, 'FACTURE'], [400, "Date d'émission : 3 novembre 2026"]], size: 9, y: 38},
          {cells: [[30, 'Client']], size: 6, y: 88},
          {cells: [[30, 'Offre : Fibre Essentielle']], size: 6, y: 99},
        ]),
      ])
      expect(client.titulaire?.value).to.not.equal('Offre : Fibre Essentielle')
      // (Nor one word in lower case, a sentence's OCR left where the employer's name was; an
      // issuer's may be one, a logo's.)
      const payslip = (employer: string) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[40, 'BULLETIN DE SALAIRE']], size: 10, y: 30},
              {cells: [[40, 'Employeur'], [200, employer]], size: 7, y: 80},
              {cells: [[40, 'Période du 01/03/2026 au 31/03/2026']], size: 7, y: 95},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip('limitation').employeur).to.equal(undefined)
      expect(payslip('LA RONDE DES LOISIRS').employeur?.value).to.equal('LA RONDE DES LOISIRS')
    })

    it('reads given names listed with commas that OCR parted after a comma ("Prénom(s): THOMAS, ┃ LOUIS")', () => {
      const card = (cells: [number, string][]) =>
        extract('cni', [
          page(
            [
              {cells: [[124, 'REPUBLIQUE FRANCAISE']], size: 18, y: 105},
              {cells: [[125, "CARTE NATIONALE D'IDENTITÉ N°"], [275, '200631050061']], size: 7, y: 132},
              {cells: [[233, 'Nom: DA SILVA']], size: 8, y: 155},
              {cells, size: 7, y: 174},
              {cells: [[232, 'Sexe : M']], size: 6, y: 192},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(card([[233, 'Prénom(s): THOMAS,'], [310, 'LOUIS']]).prenoms?.value).to.equal('THOMAS, LOUIS')
      // (Without the comma, the cell beyond is something else's.)
      expect(card([[233, 'Prénom(s): THOMAS'], [310, 'LOUIS']]).prenoms?.value).to.equal('THOMAS')
    })
  })

  describe('rules from the twenty-second held-out set (2026-11-25)', () => {
    const agreement = (ibanRow: [number, string][], bank = 'Banque des professionnels') =>
      extract('rib', [
        page([
          {cells: [[42, 'Banque Lyonnaise de Commerce'], [294, 'CONVENTION DE COMPTE COURANT PROFESSIONNEL']], size: 9, y: 35},
          {cells: [[42, bank]], size: 7, y: 62},
          {cells: [[49, '1. LE TITULAIRE']], size: 10, y: 82},
          {cells: [[48, 'Titulaire du compte']], size: 6, y: 118},
          {cells: [[48, 'SIGNAL & MESURE']], size: 8, y: 129},
          {cells: [[48, 'Agence gestionnaire (domiciliation)'], [278, "Adresse de l'agence"]], size: 6, y: 295},
          {cells: [[48, 'BANQUE ANGERS CENTRE'], [278, '31 place du Commerce, 49100 ANGERS']], size: 8, y: 306},
          {cells: [[48, 'IBAN (identifiant international de compte)'], [436, 'BIC']], size: 6, y: 355},
          {cells: [...ibanRow, [436, 'BLCOFRPPXXX']], size: 8, y: 367},
          {cells: [[50, 'X Banque à distance Pro (internet et application) - abonnement 11,90 € HT par mois']], size: 8, y: 446},
          {cells: [[64, 'Chéquier - délivrance sur demande, retrait en agence']], size: 8, y: 461},
        ]),
      ])
    const boxes = (groups: string[]): [number, string][] => groups.map((g, i) => [52 + 36 * i, g])

    it('reads an IBAN printed in boxes of four characters, each box a cell, under a label glossed in parentheses', () => {
      const f = agreement(boxes(['FR76', '3078', '8205', '8741', '9110', '6789', '303']))
      expect(f.iban?.value).to.equal('FR7630788205874191106789303')
      expect(f.bic?.value).to.equal('BLCOFRPPXXX')
      // (Boxes whose whole fails its check digits are no IBAN read across them.)
      expect(agreement(boxes(['FR76', '3078', '8205', '8741', '9110', '6789', '304'])).iban?.value).to.not.equal('FR7630788205874191106789304')
    })

    it("takes no numbered section's heading for a value, nor a value under a label that runs on in a list's row", () => {
      const f = agreement(boxes(['FR76', '3078', '8205', '8741', '9110', '6789', '303']))
      // "Banque des professionnels" (a tagline) over "1. LE TITULAIRE"; "Banque à distance Pro ...
      // 11,90 € HT par mois" over a list's next row: the branch is the "(domiciliation)" cell's.
      expect(f.domiciliation?.value).to.match(/^BANQUE ANGERS CENTRE\b/u)
      // (A scan's row of the list without its box, and its titles as large as its values: the
      // heading beside "(domiciliation)" is no value.)
      const scan = extract('rib', [
        page(
          [
            {cells: [[42, 'Banque Lyonnaise de Commerce'], [294, 'CONVENTION DE COMPTE COURANT PROFESSIONNEL']], size: 9, y: 35},
            {cells: [[48, 'Agence gestionnaire (domiciliation)'], [278, "Adresse de l'agence"]], size: 7, y: 295},
            {cells: [[48, 'BANQUE ANGERS CENTRE'], [278, '31 place du Commerce, 49100 ANGERS']], size: 7, y: 306},
            {cells: [[54, 'Banque à distance Pro (internet et application) - abonnement 11,90 € HT par mois']], size: 7, y: 446},
            {cells: [[54, 'Chéquier - délivrance sur demande, retrait en agence']], size: 7, y: 461},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(scan.domiciliation?.value).to.match(/^BANQUE ANGERS CENTRE\b/u)
    })

    it("reads a sentence on past a line break when the next line's first word would not have fitted on the line", () => {
      const certificate = (second: string, first = 'Diagnostics techniques immobiliers réglementaires : DPE, amiante, plomb (CREP), termites, gaz, électricité, mesurages loi') =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[94, 'ARCADIS PROTECTION'], [363, "ATTESTATION D'ASSURANCE"]], size: 12, y: 34},
            {cells: [[46, 'Activités garanties']], size: 8, y: 337},
            {cells: [[54, first]], size: 8, y: 356},
            {cells: [[54, second]], size: 8, y: 367},
            {cells: [[46, 'Techniciens certifiés déclarés'], [420, 'Valide jusqu au 12/12/2029']], size: 8, y: 396},
          ]),
        ])
      expect(certificate('Carrez et loi Boutin').activites?.value).to.equal(
        'Diagnostics techniques immobiliers réglementaires : DPE, amiante, plomb (CREP), termites, gaz, électricité, mesurages loi Carrez et loi Boutin',
      )
      // (A short line, the next first word fitting after it: a new sentence.)
      expect(certificate('Carrez et loi Boutin', 'Diagnostics techniques immobiliers').activites?.value).to.equal('Diagnostics techniques immobiliers')
    })

    it("reads the end of a cover period under \"Expiration\"", () => {
      const f = extract('attestation_rc_pro', [
        page([
          {cells: [[94, 'ARCADIS PROTECTION'], [363, "ATTESTATION D'ASSURANCE"]], size: 12, y: 34},
          {cells: [[322, "Prise d'effet"], [440, 'Expiration']], size: 7, y: 294},
          {cells: [[322, '01/01/2028'], [440, '31/12/2028']], size: 10, y: 306},
        ]),
      ])
      expect(f.periode_debut?.value).to.equal('2028-01-01')
      expect(f.periode_fin?.value).to.equal('2028-12-31')
    })

    const foreign = (lines: [number, string][][], ocr = false) =>
      extract(
        'attestation_vigilance',
        [
          page(
            [
              {cells: [[48, 'ATTESTATION DE VIGILANCE']], size: 14, y: 139},
              {cells: [[55, 'Raison sociale'], [236, 'KELLER MONTAGEBAU GmbH']], size: 8, y: 235},
              ...lines.map((cells, i) => ({cells, size: 8, y: 291 + 11 * i})),
              {cells: [[55, 'N° de TVA (État d origine)'], [236, 'DE287451093']], size: 8, y: 380},
            ],
            ocr ? {ocrConfidence: 0.9} : {},
          ),
        ],
      )

    it("reads an address abroad in the value's column past the label's translation beside it, down to its country", () => {
      const f = foreign([[[55, "Siège social à l'étranger"], [236, 'Industriestraße 14']], [[55, 'Registered office abroad'], [236, '79576 Weil am Rhein']], [[236, 'ALLEMAGNE']]])
      expect(f.adresse?.value).to.equal('Industriestraße 14, 79576 Weil am Rhein, ALLEMAGNE')
      // A postcode of another form, the country ends the address.
      const porto = foreign([[[55, "Siège social à l'étranger"], [236, 'Rua do Almada, 215']], [[55, 'Registered office abroad'], [236, '4050-038 Porto']], [[236, 'PORTUGAL']]])
      expect(porto.adresse?.value).to.equal('Rua do Almada, 215, 4050-038 Porto, PORTUGAL')
      // (A line under the postcode that is no country is not the address's.)
      const france = foreign([[[55, 'Siège social'], [236, '12 rue de la Paix']], [[236, '75002 Paris']], [[236, 'PARIS CEDEX']]])
      expect(france.adresse?.value).to.equal('12 rue de la Paix, 75002 Paris')
    })

    it("looks past a speck OCR read as a letter between an address's lines", () => {
      const f = extract('attestation_vigilance', [
        page(
          [
            {cells: [[48, 'ATTESTATION DE VIGILANCE']], size: 14, y: 139},
            {cells: [[55, 'Raison sociale'], [236, 'KELLER MONTAGEBAU GmbH']], size: 8, y: 235},
            {cells: [[55, "Siège social à l'étranger"], [236, 'Industriestraße 14']], size: 8, y: 291},
            {cells: [[106, 'C']], size: 2, y: 301},
            {cells: [[55, 'Registered office abroad'], [236, '79576 Weil am Rhein']], size: 8, y: 303},
            {cells: [[236, 'ALLEMAGNE']], size: 8, y: 315},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.adresse?.value).to.equal('Industriestraße 14, 79576 Weil am Rhein, ALLEMAGNE')
    })

    it("reads a co-owners' syndicate's name wrapped after a link word or its street's kind as the employer", () => {
      const payslip = (name: string[]) =>
        extract('bulletin_paie', [
          page([
            {cells: [[36, 'BULLETIN DE PAIE']], size: 14, y: 33},
            ...name.map((line, i) => ({cells: [[36, line]] as [number, string][], size: 9, y: 59 + 12 * i})),
            {cells: [[36, '2 allée des Étangs'], [330, 'Monsieur MARTIN Benoît']], size: 8, y: 59 + 12 * name.length},
            {cells: [[36, '44300 NANTES'], [330, 'Loge du gardien']], size: 8, y: 70 + 12 * name.length},
            {cells: [[330, '2 allée des Étangs']], size: 8, y: 82 + 12 * name.length},
            {cells: [[330, '44300 NANTES']], size: 8, y: 94 + 12 * name.length},
          ]),
        ])
      expect(payslip(['SYNDICAT DES COPROPRIÉTAIRES RÉSIDENCE LE', 'PARC DES ÉTANGS']).employeur?.value).to.equal('SYNDICAT DES COPROPRIÉTAIRES RÉSIDENCE LE PARC DES ÉTANGS')
      expect(payslip(['SYNDICAT DES COPROPRIÉTAIRES DU 18 BOULEVARD', 'GAMBETTA']).employeur?.value).to.equal('SYNDICAT DES COPROPRIÉTAIRES DU 18 BOULEVARD GAMBETTA')
      // (A name whose line ends otherwise is the first line alone, the next one its address's.)
      expect(payslip(['SARL ATELIER DES ÉTANGS', 'PARC DES ÉTANGS']).employeur?.value).to.equal('SARL ATELIER DES ÉTANGS')
      // (A company with its legal form named after its street, a number in its name.)
      expect(payslip(['SCI DU 12 RUE DES LILAS']).employeur?.value).to.equal('SCI DU 12 RUE DES LILAS')
    })

    it("reads a Kbis's date never before the company's registration: a year OCR misread is passed over", () => {
      const kbis = (upToDate: string) =>
        extract('kbis', [
          page(
            [
              {cells: [[61, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"]], size: 8, y: 96},
              {cells: [[462, `à jour au ${upToDate}`]], size: 14, y: 114},
              {cells: [[55, "Date d'immatriculation"], [246, '19/04/2024']], size: 7, y: 180},
              {cells: [[55, "FIN DE L'EXTRAIT - Extrait délivré le 10/04/2028, comportant 1 page."]], size: 6, y: 801},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(kbis('10/04/2008').date_extrait?.value).to.equal('2028-04-10')
      expect(kbis('09/04/2028').date_extrait?.value).to.equal('2028-04-09')
    })

    it("takes no company in liquidation's \"Siège de la liquidation\" (the liquidator's home) for its seat", () => {
      const kbis = (seatLabel: string) =>
        extract('kbis', [
          page(
            [
              {cells: [[61, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"]], size: 8, y: 96},
              {cells: [[57, seatLabel], [247, '106 ter rue des Artisans, 49100 Angers']], size: 8, y: 240},
              {cells: [[57, 'Siège de la liquidation'], [247, '9 rue des Lilas, 93100 Montreuil']], size: 8, y: 312},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      // "Adresse du siège" as OCR garbled it: no label of the seat's left but "Siège" in the other row's.
      expect(kbis('Adtesse dil siège').adresse_siege?.value).to.not.equal('9 rue des Lilas, 93100 Montreuil')
      expect(kbis('Adresse du siège').adresse_siege?.value).to.equal('106 ter rue des Artisans, 49100 Angers')
    })

    it("reads a company in liquidation's liquidator as its legal representative, past the caption that starts the name's cell", () => {
      const kbis = (caption: string) =>
        extract('kbis', [
          page(
            [
              {cells: [[61, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"]], size: 8, y: 96},
              {cells: [[56, 'GESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES']], size: 8, y: 333},
              {cells: [[57, 'Liquidatrice amiable'], [247, `${caption} : DE SAINT-EXUPERY Léa Jeanne`]], size: 8, y: 348},
              {cells: [[247, 'Date et lieu de naissance : 24/12/1971 à PARIS (75)']], size: 8, y: 359},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      // ("prénoms" garbled by OCR: no "Nom, prénoms" label left.)
      expect(kbis('Nom, prénorrs').representant_legal?.value).to.equal('DE SAINT-EXUPERY Léa Jeanne')
      expect(kbis('Nom, prénoms').representant_legal?.value).to.equal('DE SAINT-EXUPERY Léa Jeanne')
    })
  })

  describe('rules from the twenty-third held-out set (2026-11-25)', () => {
    it('reads a name under its title in a grid of small titles in capitals, the title beside it up to six words long', () => {
      const kbis = (beside: string) =>
        extract('kbis', [
          page([
            {cells: [[42, 'EXTRAIT D IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS']], size: 8, y: 102},
            {cells: [[52, 'GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES']], size: 8, y: 307},
            {cells: [[50, 'PRÉSIDENTE'], [306, beside]], size: 6, y: 329},
            {cells: [[50, 'CHEVALIER épouse FAURE Françoise'], [306, '28/02/1990 à SAINT-DENIS (93)']], size: 8, y: 340},
          ]),
        ])
      expect(kbis('DATE ET LIEU DE NAISSANCE').representant_legal?.value).to.equal('CHEVALIER épouse FAURE Françoise')
      expect(kbis('NATIONALITÉ').representant_legal?.value).to.equal('CHEVALIER épouse FAURE Françoise')
    })

    it("reads a letterhead's name in capitals wrapped onto a line of the same size, past another column's line between", () => {
      const certificate = (second: [number, string][], secondSize = 10) =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[60, 'MUTUELLE DES TRANSPORTEURS'], [363, 'Votre intermédiaire :']], size: 10, y: 38},
            {cells: [[363, 'CABINET FRET-ASSUR']], size: 6, y: 51},
            {cells: second, size: secondSize, y: 53},
            {cells: [[59, 'Entreprise régie par le code des assurances']], size: 6, y: 70},
            {cells: [[193, "ATTESTATION D'ASSURANCE"]], size: 11, y: 125},
            {cells: [[50, 'Souscripteur / assuré']], size: 8, y: 208},
            {cells: [[49, 'TRANSPORTS ROUSSILLON EXPRESS SAS']], size: 8, y: 222},
          ]),
        ])
      expect(certificate([[60, 'ROUTIERS']]).assureur?.value).to.equal('MUTUELLE DES TRANSPORTEURS ROUTIERS')
      // (A line in smaller type under it is a tagline: the name ends.)
      expect(certificate([[60, 'ROUTIERS']], 6).assureur?.value).to.equal('MUTUELLE DES TRANSPORTEURS')
    })

    it("reads a passport's own machine-readable zone, not the visa's on the same page, though the visa's check digits hold better", () => {
      const f = extract('passeport', [
        page(
          [
            {cells: [[157, 'PASSPORT JAPAN']], size: 10, y: 60},
            {cells: [[157, 'Surname'], [269, 'Date of birth']], size: 5, y: 84},
            {cells: [[157, 'NAKAMURA'], [269, '18 SEP 1983']], size: 7, y: 94},
            {cells: [[57, 'P<JPNNAKAMURA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<']], size: 10, y: 249},
            // (Its number's and birth date's check digits and its composite misread by OCR.)
            {cells: [[57, 'PG70354759JPN8309180F2911032<<<<<<<<<<<<<<<3']], size: 10, y: 268},
            {cells: [[57, 'VISAS']], size: 5, y: 335},
            {cells: [[86, 'VDFRANAKAMURA<<YUKI<<<<<<<<<<<<<<<<<']], size: 8, y: 543},
            {cells: [[86, 'PG70354758JPN8309189F2602279<<<<<<<<']], size: 8, y: 558},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.date_expiration?.value).to.equal('2029-11-03')
    })

    it("repairs OCR's bracket, brace or bar for a J in an address read by OCR", () => {
      const f = extract('attestation_vigilance', [
        page(
          [
            {cells: [[48, 'ATTESTATION DE VIGILANCE']], size: 14, y: 139},
            {cells: [[55, 'Raison sociale'], [236, 'KELLER MONTAGE SARL']], size: 8, y: 235},
            {cells: [[55, 'Adresse'], [236, '55 avenue | ean } aurès']], size: 8, y: 291},
            {cells: [[236, '97232 LE LAMENTIN']], size: 8, y: 302},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(f.adresse?.value).to.equal('55 avenue Jean Jaurès, 97232 LE LAMENTIN')
    })

    it("reads the BIC of the IBAN's country, alone under the IBAN when its caption is lost, never an intermediary bank's abroad", () => {
      const card = (iban: string, bic: string) =>
        extract('rib', [
          page(
            [
              {cells: [[26, 'Coordonnées bancaires']], size: 12, y: 60},
              {cells: [[37, 'EUR Compte principal - euro']], size: 9, y: 168},
              {cells: [[37, iban]], size: 12, y: 199},
              {cells: [[36, bic]], size: 12, y: 216},
              {cells: [[36, 'Nuvo Pay SAS']], size: 10, y: 252},
              {cells: [[36, 'Autres devises (virement SWIFT) / Other currencies']], size: 8, y: 442},
              {cells: [[36, 'Utilisez l IBAN ci-dessus et la banque intermédiaire BIC THCLGB2L']], size: 8, y: 453},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(card('FR76 1695 8346 1153 2849 8058 221', 'NUVOFRP2').bic?.value).to.equal('NUVOFRP2')
      // (An overseas department's bank names its own territory: Martinique's MQ with a French IBAN.)
      expect(card('FR76 1695 8346 1153 2849 8058 221', 'BAOMMQMX').bic?.value).to.equal('BAOMMQMX')
      // (With no IBAN read whole, nothing says which country: the labelled BIC.)
      expect(card('FR76 1695 8346', 'NUVOFRP2').bic?.value).to.equal('THCLGB2L')
    })
  })

  describe('rules from the twenty-fourth held-out set (2026-11-25)', () => {
    it("reads a name under its panel's caption, in a row of headings over panels of captioned cells", () => {
      const payslip = (caption: string, captionSize: number, ocr = false, employerCaption = 'Raison sociale / Company name') =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[331, 'BULLETIN DE PAIE / PAYSLIP']], size: 10, y: 39},
              {cells: [[48, 'EMPLOYEUR / EMPLOYER'], [312, 'SALARIÉ(E) / EMPLOYEE'], [576, 'MISSION / ASSIGNMENT']], size: 6, y: 102},
              {cells: [[48, employerCaption], [312, caption], [576, 'Entreprise cliente / Client company']], size: captionSize, y: 118},
              {cells: [[48, 'GLOBALHIRE FRANCE SAS'], [312, 'MARTIN, Gaëlle'], [576, 'ACME ROBOTICS INC., Austin, TX, USA']], size: 7, y: 128},
              {cells: [[48, 'Salaire de base'], [300, '151.67'], [400, '4,172.82']], size: 7, y: 200},
            ],
            ocr ? {ocrConfidence: 0.9} : undefined,
          ),
        ])
      expect(payslip('Nom / Name', 7).salarie_nom?.value).to.equal('MARTIN, Gaëlle')
      // (The caption garbled by OCR, in its smaller type.)
      expect(payslip('Narre', 4, true).salarie_nom?.value).to.equal('MARTIN, Gaëlle')
      // (So is a company's under its role's heading, its caption garbled by OCR too.)
      expect(payslip('Narre', 4, true, 'Ranor').employeur?.value).to.equal('GLOBALHIRE FRANCE SAS')
      expect(payslip('Narre', 7, true, 'Company name Li').employeur?.value).to.equal('GLOBALHIRE FRANCE SAS')
      // (A company's name of several words under a header row is its value, whatever OCR boxed
      // taller under it: the next row's label.)
      const certificate = extract('attestation_rc_pro', [
        page(
          [
            {cells: [[150, "ATTESTATION D'ASSURANCE"]], size: 12, y: 150},
            {cells: [[52, 'Souscripteur'], [241, 'N° SIREN'], [339, 'N° de contrat'], [459, "Date d'effet du contrat"]], size: 7, y: 217},
            {cells: [[52, 'BABEL TRADUCTIONS EURL'], [242, '795 904 978'], [337, '1055 285 222'], [457, '09/11/2019']], size: 7, y: 234},
            {cells: [[53, 'Adresse des locaux assurés']], size: 16, y: 250},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(certificate.assure?.value).to.equal('BABEL TRADUCTIONS EURL')
      // (Under a caption of the same size that is no name's, nothing is taken for the name there.)
      expect(payslip('Matricule / Employee ID', 7).salarie_nom?.value).to.not.equal('MARTIN, Gaëlle')
      // (Under a name's own caption, "Prénoms / Given names" in cells OCR parted, the name is the
      // first line, though a line printed larger stands under it.)
      const passport = extract('passeport', [
        page(
          [
            {cells: [[202, 'PASSEPORT / PASSPORT']], size: 8, y: 380},
            {cells: [[202, 'Prénoms'], [228, 'Given'], [246, 'names']], size: 4, y: 431},
            {cells: [[203, 'FATIMA-ZAHRA']], size: 8, y: 440},
            {cells: [[202, 'MAROCAINE']], size: 12, y: 455},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(passport.prenoms?.value).to.equal('FATIMA-ZAHRA')
    })

    it("reads an Urssaf certificate's date after `Émise le`, not a declarations table's `reçue le ... le ...`", () => {
      const f = extract('attestation_vigilance', [
        page([
          {cells: [[48, 'ATTESTATION DE VIGILANCE']], size: 12, y: 139},
          {cells: [[48, 'Émise le 4 mars 2028'], [300, 'En application des articles L. 8222-1 et D. 8222-5 du code du travail']], size: 7, y: 160},
          {cells: [[48, 'Raison sociale :'], [120, 'NOVACODE']], size: 7, y: 180},
          {cells: [[300, 'Janvier 2028'], [360, 'reçue le 04/02/2028'], [430, 'le 12/02/2028']], size: 7, y: 150},
        ]),
      ])
      expect(f.date_emission?.value).to.equal('2028-03-04')
    })

    it("reads a moving bill's address in the new home's card, not the former home's beside it, and its issuer without the customer department", () => {
      const bill = (former: string, current = 'VOTRE NOUVEAU LOGEMENT') =>
        extract('facture_domicile', [
          page([
            {cells: [[40, 'Alizé Énergie'], [330, 'FACTURE DE DÉMÉNAGEMENT']], size: 12, y: 30},
            {cells: [[40, "Fournisseur d'électricité"]], size: 7, y: 52},
            {cells: [[40, 'Alizé Énergie - Service clients']], size: 7, y: 70},
            {cells: [[40, 'TSA 71034']], size: 7, y: 80},
            {cells: [[40, '69307 LYON CEDEX 07']], size: 7, y: 90},
            {cells: [[40, 'Date de facture'], [160, 'N° de facture']], size: 7, y: 200},
            {cells: [[40, '28 février 2028'], [160, 'FD2813732510']], size: 7, y: 210},
            {cells: [[40, former], [300, current]], size: 8, y: 300},
            {cells: [[40, 'Adresse'], [300, 'Adresse']], size: 7, y: 314},
            {cells: [[40, '61 boulevard Gambetta, 30000 Nîmes'], [300, 'Résidence du Parc, 56 ter rue des Lilas, 31000 Toulouse']], size: 7, y: 324},
          ]),
        ])
      expect(bill('VOTRE ANCIEN LOGEMENT').adresse?.value).to.equal('Résidence du Parc, 56 ter rue des Lilas, 31000 Toulouse')
      expect(bill('VOTRE LOGEMENT').adresse?.value).to.equal('61 boulevard Gambetta, 30000 Nîmes')
      // (Beside a value that happens to say "nouvelle", no current thing's heading: a form's row,
      // "Ancienne dénomination ┃ NOUVELLE ÉTAPE", over the form's next rows.)
      expect(bill('Ancienne dénomination', 'NOUVELLE ÉTAPE').adresse?.value).to.equal('61 boulevard Gambetta, 30000 Nîmes')
      expect(bill('VOTRE ANCIEN LOGEMENT').emetteur?.value).to.equal('Alizé Énergie')
    })

    it("reads no passport's issue date under its machine-readable zone, which ends its data page: a consular card copied under it", () => {
      const f = extract('passeport', [
          page(
            [
              {cells: [[316, "RÉPUBLIQUE DE CÔTE D'IVOIRE"], [482, 'PASSEPORT']], size: 6, y: 188},
              {cells: [[300, 'NGUESSAN']], size: 10, y: 234},
              {cells: [[298, '05 OCT/OCT 1989']], size: 8, y: 298},
              // (The issue date's caption lost by OCR.)
              {cells: [[298, '23 DEC/DEC 2026'], [418, 'ONECI']], size: 6, y: 322},
              {cells: [[297, '22 DEC/DEC 2031']], size: 8, y: 336},
              {cells: [[198, 'P<CIVNGUESSAN<<KOFFI<JEAN<MARC<<<<<<<<<<<<<<']], size: 9, y: 383},
              {cells: [[197, '26LC536513CIV8910059M311222724891835804<<<46']], size: 9, y: 398},
              {cells: [[162, 'CARTE CONSULAIRE'], [291, 'N° PAR-2026-254007']], size: 5, y: 498},
              {cells: [[158, 'Délivrée le 14/09/2026'], [284, "Valable jusqu'au 13/09/2029"]], size: 7, y: 563},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(f.date_delivrance?.value).to.equal('2026-12-23')
    })

    it("reads no insured's SIREN on the insurer's own legal mention, where the insurer was read", () => {
      const certificate = (label: string) =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[190, "ATTESTATION D'ASSURANCE"]], size: 11, y: 135},
            {cells: [[53, 'ASSURÉ'], [231, 'EURL HORIZON PRÊTS & PATRIMOINE']], size: 7, y: 252},
            {cells: [[53, label], [229, '608 951 505']], size: 7, y: 277},
            {cells: [[53, 'SIÈGE SOCIAL'], [230, '2e étage, 93 ter rue du Commerce, 44000 NANTES']], size: 7, y: 297},
            {cells: [[53, 'Mutuelle des Professions Financières - société d assurance mutuelle à cotisations variables - entreprise régie par le code des assurances - SIREN 775 661 904']], size: 5, y: 807},
          ]),
        ])
      expect(certificate('N° SIREN').assure_siren?.value).to.equal('608951505')
      // (Its label garbled by OCR: no SIREN rather than the insurer's.)
      const garbled = certificate('N SHEN.')
      expect(garbled.assureur?.value).to.equal('Mutuelle des Professions Financières')
      expect(garbled.assure_siren).to.equal(undefined)
    })

    it("takes no label OCR misspelt for a value: a RIB's titles over their values, `Domiciliation` read `Dorriciliation`", () => {
      const coupon = (title: string) =>
        extract('rib', [
          page(
            [
              {cells: [[51, "RELEVÉ D'IDENTITÉ BANCAIRE"], [362, 'Banque des Postes et Territoires']], size: 9, y: 510},
              {cells: [[52, 'Titulaire du compte'], [263, title]], size: 6, y: 534},
              {cells: [[51, "L'ATELIER DES BOUCLES"], [263, 'BANQUE CLERMONT-FERRAND GARE']], size: 6, y: 546},
              {cells: [[51, "24 rue de l'Industrie"], [263, '1 place de la Poste']], size: 6, y: 554},
              {cells: [[50, '63000 CLERMONT-FERRAND'], [263, '63000 CLERMONT-FERRAND']], size: 6, y: 564},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(coupon('Dorriciliation').titulaire?.value).to.equal("L'ATELIER DES BOUCLES")
      // (In capitals too.)
      expect(coupon('DORRICILIATION').titulaire?.value).to.equal("L'ATELIER DES BOUCLES")
    })

    it("reads the SIREN the company's VAT number holds, not a chartered accountant's own in the band over the certificate", () => {
      const certificate = (siren: string, vat = 'FR44694888934') =>
        extract('attestation_fiscale', [
          page([
            {cells: [[40, 'FIDUCIAIRE DES DEUX RIVES']], size: 12, y: 30},
            {cells: [[40, 'Cabinet'], [120, 'FIDUCIAIRE DES DEUX RIVES - SIREN 438219076 - TVA FR41438219076 - 27 rue Garibaldi, 69006 Lyon']], size: 7, y: 90},
            {cells: [[60, 'ATTESTATION DE RÉGULARITÉ FISCALE']], size: 12, y: 200},
            {cells: [[60, 'Dénomination :'], [200, 'BOIS & FORMES']], size: 8, y: 260},
            {cells: [[60, 'SIREN :'], ...(siren ? [[200, siren] as [number, string]] : [])], size: 8, y: 284},
            {cells: [[60, 'N° de TVA intracommunautaire :'], [200, vat]], size: 8, y: 296},
            {cells: [[60, 'Fait à Lyon, le 06/03/2028']], size: 8, y: 500},
          ]),
        ])
      expect(certificate('694888934').siren?.value).to.equal('694888934')
      // (The digits after "SIREN :" lost: the VAT number's own SIREN, that identifier printed.)
      expect(certificate('').siren).to.include({extractor: 'vat', value: '694888934'})
      // (A VAT number failing its key says nothing: the SIREN as read.)
      expect(certificate('', 'FR45694888934').siren?.value).to.equal('438219076')
    })
  })

  describe('rules from the twenty-fifth held-out set (2026-11-25)', () => {
    it('reads the activities in the indented paragraph a sentence announces with a colon, not a name in capitals so set', () => {
      const certificate = (first: string, announce = 'encourir au titre des activités suivantes :', speck = false) =>
        extract('attestation_rc_pro', [
          page(
            [
              {cells: [[77, "ATTESTATION D'ASSURANCE DE RESPONSABILITÉ CIVILE PROFESSIONNELLE"]], size: 11, y: 108},
              {cells: [[44, "est assurée par le contrat désigné ci-dessus pour les conséquences pécuniaires de la responsabilité civile professionnelle qu'elle peut"]], size: 8, y: 297},
              {cells: [[44, announce]], size: 5, y: 308},
              ...(speck ? [{cells: [[9, '"']] as [number, string][], size: 2, y: 318}] : []),
              {cells: [[54, first]], size: 5, y: 325},
              {cells: [[54, '(article L. 211-1 du code du tourisme), billetterie']], size: 5, y: 333},
              {cells: [[47, "Date d'effet"], [174, "Date d'échéance"]], size: 7, y: 371},
              {cells: [[47, '01/09/2028'], [174, '31/08/2029']], size: 9, y: 388},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(certificate('Organisation et vente de voyages et de séjours, forfaits touristiques').activites?.value).to.equal(
        'Organisation et vente de voyages et de séjours, forfaits touristiques (article L. 211-1 du code du tourisme), billetterie',
      )
      expect(certificate('STRATÉGIES & TERRITOIRES SAS').activites).to.equal(undefined)
      // (Its colon lost by OCR, a speck read as a line of its own between.)
      const description = 'Organisation de randonnées et de trekkings accompagnés en France, séjours sportifs'
      expect(certificate(description, 'encourir au titre des activités suivantes', true).activites?.value).to.equal(`${description} (article L. 211-1 du code du tourisme), billetterie`)
    })

    it("reads a payslip's employer in its letterhead when no block names it, the employee's window without a civility", () => {
      const payslip = (letterhead: string) =>
        extract('bulletin_paie', [
          page([
            {cells: [[45, letterhead], [435, 'BULLETIN DE PAIE']], size: 10, y: 32},
            {cells: [[45, 'Association loi 1901 - Groupement d employeurs'], [412, 'Période du 01/12/28 au 31/12/28']], size: 7, y: 58},
            {cells: [[45, '98 ter avenue des Champs Pierreux, 74000 Annecy']], size: 7, y: 70},
            {cells: [[32, 'Emploi'], [132, 'Responsable administratif'], [332, 'HAMIDI Yannick']], size: 7, y: 124},
            {cells: [[332, "128 rue de l'Église"]], size: 8, y: 139},
            {cells: [[332, '74000 ANNECY']], size: 7, y: 150},
            {cells: [[69, 'SALAIRE BRUT'], [397, '4241,93']], size: 6, y: 293},
          ]),
        ])
      expect(payslip('GE ATLANTIQUE COMPÉTENCES PARTAGÉES').employeur?.value).to.equal('GE ATLANTIQUE COMPÉTENCES PARTAGÉES')
      // (Not a public body's, an Urssaf issuing a household employer's payslip, nor a word or two.)
      expect(payslip('Urssaf Caisse nationale').employeur?.value).to.not.equal('Urssaf Caisse nationale')
      expect(payslip('Pig').employeur?.value).to.not.equal('Pig')
    })

    it('finds a label OCR misspelt across two cells, "FORME ┃ URIDIQUE" for "Forme juridique", its J lost', () => {
      const kbis = (label: [number, string][]) =>
        extract('kbis', [
          page(
            [
              {cells: [[250, 'Extrait Kbis']], size: 14, y: 75},
              {cells: [[47, 'DENOMINATION OU RAISON SOCIALE'], [194, 'ATELIER DU CHENE']], size: 5, y: 186},
              {cells: [...label, [195, 'Société par actions simplifiée']], size: 7, y: 202},
              {cells: [[47, 'CAPITAL SOCIAL'], [196, '1 000,00 Euros']], size: 7, y: 217},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(
        kbis([
          [47, 'FORME'],
          [75, 'URIDIQUE'],
        ]).forme_juridique?.value,
      ).to.equal('Société par actions simplifiée')
      // (Not two cells further off the label than OCR's misreadings go.)
      expect(
        kbis([
          [47, 'FORME'],
          [75, 'URBAINE'],
        ]).forme_juridique,
      ).to.equal(undefined)
    })

    it("joins an address's J that OCR set apart from its word, or read as a bracket, in capitals; not a building's letter", () => {
      const notice = (street: string) =>
        extract('avis_imposition', [
          page(
            [
              {cells: [[300, "AVIS D'IMPÔT 2029"]], size: 10, y: 30},
              {cells: [[54, 'Numéro fiscal déclarant 1'], [175, '00 11 978 379 112'], [330, 'M DALMEIDA JULIEN']], size: 8, y: 120},
              {cells: [[54, 'Numéro fiscal déclarant 2'], [175, '27 19 277 528 624'], [330, 'APPARTEMENT 32']], size: 8, y: 134},
              {cells: [[54, "N° d'accès en ligne :"], [175, '079 582 540'], [330, street]], size: 8, y: 148},
              {cells: [[54, "Référence de l'avis"], [175, '29 34 2867819 C'], [330, '34000 MONTPELLIER']], size: 8, y: 161},
              {cells: [[46, 'Revenu fiscal de référence'], [300, '41 234 €']], size: 8, y: 400},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(notice('122 AVENUE ] EAN J AURES').adresse?.value).to.equal('APPARTEMENT 32, 122 AVENUE JEAN JAURES, 34000 MONTPELLIER')
      expect(notice('BATIMENT J RESIDENCE DU PARC').adresse?.value).to.equal('APPARTEMENT 32, BATIMENT J RESIDENCE DU PARC, 34000 MONTPELLIER')
    })

    it("takes no caption over its number for the letterhead's name (\"Attestation n°\" first on a tilted photo)", () => {
      const certificate = (caption: string) =>
        extract('attestation_rc_pro', [
          page(
            [
              {cells: [[284, caption]], size: 7, y: 74},
              {cells: [[63, 'MUTUELLE DU VOYAGE']], size: 12, y: 77},
              {cells: [[64, 'PROFESSIONNEL'], [286, '2028-9896096']], size: 12, y: 88},
              {cells: [[65, "Société d'assurance mutuelle"]], size: 5, y: 111},
              {cells: [[59, "ATTESTATION D'ASSURANCE DE RESPONSABILITÉ CIVILE PROFESSIONNELLE"]], size: 12, y: 151},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(certificate('Attestation n°').assureur?.value).to.equal('MUTUELLE DU VOYAGE PROFESSIONNEL')
      expect(certificate('Attestation N° :').assureur?.value).to.equal('MUTUELLE DU VOYAGE PROFESSIONNEL')
    })

    it("keeps a Nordic name as printed, Ø, Å, Æ and Ð, where the zone writes them out (BJOERNSTAD, GUDMUNDSDOTTIR)", () => {
      const card = (surname: string, zoneSurname = 'BJOERNSTAD') =>
        extract('cni', [
          page([
            {cells: [[45, 'NORGE NOREG NORWAY'], [209, 'NASJONALT ID-KORT']], size: 4, y: 35},
            {cells: [[116, 'Etternavn / Surname']], size: 4, y: 58},
            {cells: [[116, surname]], size: 8, y: 64},
            {cells: [[116, 'Fornavn / Given names']], size: 4, y: 78},
            {cells: [[116, 'KARI INGRID']], size: 6, y: 84},
            {cells: [[304, 'IDNORNN9274847325079875409<<<<']], size: 8, y: 132},
            {cells: [[304, '9807257F3310104NOR<<<<<<<<<<<6']], size: 8, y: 147},
            {cells: [[304, `${zoneSurname}<<KARI<INGRID`.padEnd(30, '<')]], size: 8, y: 162},
          ]),
        ])
      expect(card('BJØRNSTAD').nom?.value).to.equal('BJØRNSTAD')
      // (A name printed otherwise is the zone's.)
      expect(card('BJORNSTAD').nom?.value).to.equal('BJOERNSTAD')
      // (An Icelandic name's Ð and Ó, which the zone writes D and O.)
      expect(card('GUÐMUNDSDÓTTIR', 'GUDMUNDSDOTTIR').nom?.value).to.equal('GUÐMUNDSDÓTTIR')
    })
  })

  describe('rules from the twenty-sixth held-out set (2026-11-25)', () => {
    it("reads a company's name wrapped under its label in a narrow sidebar, past another column's line between", () => {
      const payslip = (second: string) =>
        extract('bulletin_paie', [
          page([
            {cells: [[36, 'BULLETIN DE PAIE']], size: 10, y: 40},
            {cells: [[36, 'EMPLOYEUR']], size: 6, y: 66},
            {cells: [[36, 'TRANSPORTS ET LOGISTIQUE']], size: 8, y: 74},
            {cells: [[196, 'ARRÊT DE TRAVAIL - MALADIE']], size: 7, y: 81},
            {cells: [[36, second]], size: 8, y: 85},
            {cells: [[196, 'Du 07/01/2029 au 14/01/2029 : 8 jours calendaires dont 3 jours de carence']], size: 7, y: 94},
            {cells: [[36, 'ADRESSE']], size: 6, y: 105},
            {cells: [[36, '109 rue des Artisans']], size: 7, y: 113},
            {cells: [[36, '69100 Villeurbanne'], [191, 'Rubrique'], [370, 'Base']], size: 6, y: 123},
          ]),
        ])
      expect(payslip('DU RHÔNE SAS').employeur?.value).to.equal('TRANSPORTS ET LOGISTIQUE DU RHÔNE SAS')
      // (A street's line under it is the address's, not the name's end.)
      expect(payslip('12 RUE DU RHÔNE').employeur?.value).to.equal('TRANSPORTS ET LOGISTIQUE')
    })

    it("takes no year-to-date figure for the month's, in a sentence or a cell OCR parted from its heading, the heading misread", () => {
      const payslip = (rows: {cells: [number, string][]; size: number; y: number}[]) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[36, 'BULLETIN DE PAIE']], size: 10, y: 40},
              {cells: [[191, 'SALAIRE BRUT'], [445, '3 540,58']], size: 6, y: 184},
              ...rows,
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip([{cells: [[120, 'Cumuis 2029 : brut 36 643,25 - net imposable 30 071,59 - heures 1061,69']], size: 4, y: 344}]).net_imposable).to.equal(undefined)
      // (A paragraph that the line starts, running on with the page's footnotes, where OCR lost
      // the month's column titles.)
      expect(
        payslip([
          {cells: [[120, 'Cumuls 2029 : brut 36 643,25 - net imposable 30 071,59 - heures 1061,69 - congés acquis 4,16']], size: 5, y: 542},
          {cells: [[120, 'Montant net social : 4 515,33 € Les indemnités journalières de sécurité sociale perçues par l employeur subrogé vous sont']], size: 5, y: 549},
          {cells: [[120, 'reversées sur ce bulletin. Dans votre intérêt, conservez ce bulletin de paie sans limitation de durée.']], size: 5, y: 556},
        ]).net_imposable,
      ).to.equal(undefined)
      expect(
        payslip([
          {
            cells: [
              [134, 'Cumuts 2029'],
              [170, 'brut 20 804,56 - net imposable 17 094,32 - heures 606,68'],
              [313, 'congés acquis 22,88'],
            ],
            size: 5,
            y: 384,
          },
        ]).net_imposable,
      ).to.equal(undefined)
    })

    it('repairs a civility OCR misread at the start of a name ("Mrne", "Mire" for "Mme"), not a name that merely starts so', () => {
      const receipt = (tenant: string) =>
        extract('quittance_loyer', [
          page(
            [
              {cells: [[47, 'QUITTANCE DE LOYER']], size: 14, y: 60},
              {cells: [[47, 'Locataire :'], [175, tenant]], size: 9, y: 120},
              {cells: [[47, 'Fait le 09/01/2029']], size: 9, y: 530},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(receipt('Mire Camille DA SILVA').titulaire?.value).to.equal('Mme Camille DA SILVA')
      expect(receipt('Mrne Hélène COLLIN').titulaire?.value).to.equal('Mme Hélène COLLIN')
      expect(receipt('Mine DEMIR').titulaire?.value).to.equal('Mine DEMIR')
    })

    it("ends a civility and given names with the surname in capitals OCR set in a cell of its own further on", () => {
      const payslip = (surname: string) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[30, 'Salarié(e)'], [267, 'SELARL PHARMACIE DES ARCADES']], size: 7, y: 25},
              {cells: [[32, 'Mme Sophie'], [93, surname], [267, 'Galerie des Arcades']], size: 7, y: 40},
              {cells: [[31, '84 rue Pasteur'], [267, '12 rue de la Liberté']], size: 5, y: 49},
              {cells: [[31, '21000 Dijon'], [267, '21000 Dijon']], size: 6, y: 58},
              {cells: [[60, 'BULLETIN DE PAIE']], size: 10, y: 100},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip('CHEVALIER').salarie_nom?.value).to.equal('Mme Sophie CHEVALIER')
      // (A cell in small letters is something else's.)
      expect(payslip('Cadre').salarie_nom?.value).to.equal('Mme Sophie')
    })

    it('reads "Fait à * le" over a spreadsheet\'s cells, a word or two a cell ("Fait à ┃ Doussard ┃ le ┃ 09/01/2029")', () => {
      const receipt = (cells: [number, string][]) =>
        extract('quittance_loyer', [
          page([
            {cells: [[47, 'QUITTANCE DE LOYER']], size: 14, y: 60},
            {cells: [[47, 'Date du paiement'], [175, '02/01/2029']], size: 9, y: 400},
            {cells, size: 9, y: 530},
          ]),
        ])
      expect(
        receipt([
          [47, 'Fait à'],
          [175, 'Doussard'],
          [377, 'le'],
          [423, '09/01/2029'],
        ]).date_emission?.value,
      ).to.equal('2029-01-09')
    })
  })

  describe('rules from the twenty-seventh and twenty-eighth held-out sets (2026-11-25)', () => {
    /** The cells of each line buildLines makes of OCR words given as [text, x, y, h, w]. */
    const ocrCells = (words: [string, number, number, number, number][]) =>
      buildLines({height: 842, method: 'ocr', page: 1, width: 595, words: words.map(([text, x, y, h, w]) => ({conf: 0.95, h, text, w, x, y}))}).map((line) => line.segments.map((seg) => seg.text))

    it("reads a company's SIRET in its own rows, under its name's label, not the other party's printed first in a contract's band", () => {
      const annex = (siretLabelX: number) =>
        extract('attestation_vigilance', [
          page([
            {cells: [[60, 'CONTRAT DE SOUS-TRAITANCE N° ST-2029-004 - ANNEXE 3']], size: 9, y: 44},
            {cells: [[50, "Donneur d'ordre :"], [130, "ALTEOS SYSTÈMES D'INFORMATION SA"]], size: 8, y: 86},
            {cells: [[130, 'SIRET 418 226 905 00047 - Tour Oxygène, 10-12 boulevard Vivier-Merle, 69003 LYON']], size: 7, y: 98},
            {cells: [[206, 'ATTESTATION DE VIGILANCE']], size: 12, y: 240},
            {cells: [[134, 'Raison sociale'], [235, 'PIXEL NOMADE']], size: 7, y: 294},
            {cells: [[134, 'Forme juridique'], [235, 'SARL']], size: 7, y: 310},
            {cells: [[siretLabelX, 'SIRET'], [siretLabelX + 101, '896 208 519 00042']], size: 7, y: 327},
          ]),
        ])
      expect(annex(134).siret?.value).to.equal('89620851900042')
      // (A SIRET in another column is not the name's row's: the first one is read.)
      expect(annex(300).siret?.value).to.equal('41822690500047')
    })

    it('reads the activities a sentence announces mid-line ("du fait de ses activités déclarées, à savoir :"), the colon lost or not, over an indented paragraph', () => {
      const certificate = (announce: string, first: string, second: string) =>
        extract('attestation_rc_pro', [
          page([
            {cells: [[183, "ATTESTATION D'ASSURANCE"]], size: 14, y: 101},
            {cells: [[50, "LUGDUNUM ASSURANCES atteste que l'assuré désigné ci-dessus est titulaire du contrat d'assurance n°"]], size: 9, y: 283},
            {cells: [[50, "LA-RCP-2509449, garantissant les conséquences pécuniaires de la responsabilité civile professionnelle qu'il peut"]], size: 9, y: 295},
            {cells: [[50, announce]], size: 9, y: 308},
            {cells: [[62, first]], size: 9, y: 329},
            {cells: [[62, second]], size: 9, y: 342},
            {cells: [[50, 'La présente attestation est valable pour la période du 1er janvier 2029 au 31 décembre 2029 inclus, sous réserve du']], size: 9, y: 369},
          ]),
        ])
      const first = 'Actions de formation professionnelle continue en management, gestion de projet et communication (article L.'
      const second = '6313-1 du code du travail), bilans de compétences, conseil en organisation'
      const activities = 'Actions de formation professionnelle continue en management, gestion de projet et communication (article L. 6313-1 du code du travail), bilans de compétences, conseil en organisation'
      expect(certificate('encourir du fait de ses activités déclarées, à savoir :', first, second).activites?.value).to.equal(activities)
      expect(certificate('encourir du fait de ses activités déclarées, àsavoir', first, second).activites?.value).to.equal(activities)
      // (A semicolon that ends a line stays as printed.)
      expect(certificate('activités déclarées, à savoir :', 'Formations en bureautique, en présentiel et à distance ;', "accompagnement à la validation des acquis de l'expérience").activites?.value).to.equal(
        "Formations en bureautique, en présentiel et à distance ; accompagnement à la validation des acquis de l'expérience",
      )
      // (After a noun, the label qualifies it: no activities.)
      expect(certificate('encourir du fait des contrats activités déclarées, à savoir :', first, second).activites).to.equal(undefined)
    })

    it("makes the IBAN no label gave, or whose check digits fail, of the account's national details when their RIB key holds", () => {
      const form = (iban: [number, string][], national = ['30912', '91449', '18755902152', '82'], again?: string[]) =>
        extract('rib', [
          page(
            [
              {cells: [[153, 'FICHE DE RENSEIGNEMENTS FOURNISSEUR']], size: 11, y: 125},
              {cells: [[59, 'Titulaire du compte'], [204, 'LA FOURNÉE DORÉE']], size: 7, y: 327},
              {cells: [[79, 'Code banque'], [179, 'Code guichet'], [324, 'N° de compte'], [486, 'Clé RIB']], size: 7, y: 376},
              {cells: national.map((part, i): [number, string] => [[87, 187, 313, 494][i], part]), size: 8, y: 394},
              {cells: iban, size: 11, y: 428},
              ...(again ? [{cells: again.map((part, i): [number, string] => [[87, 187, 313, 494][i], part]), size: 8, y: 600}] : []),
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      const boxes: [number, string][] = [[60, 'IBAN'], [123, 'FR76'], [161, 'IR 3001'], [239, '2914'], [297, '4918'], [355, '7559'], [413, '0215'], [474, '282']]
      const made = form(boxes).iban
      expect(made?.value).to.equal('FR7630912914491875590215282')
      expect(made?.extractor).to.equal('rib')
      // (One read with its check digits failing gives way, kept as the conflict.)
      const misread = form([[60, 'IBAN FR76 3001 2914 4928 7559 0215 282']]).iban
      expect(misread?.value).to.equal('FR7630912914491875590215282')
      expect(misread?.conflict?.value).to.equal('FR7630012914492875590215282')
      // A valid IBAN read at its label stays; national details whose key fails, or two rows that
      // disagree, make none.
      expect(form([[60, 'IBAN FR76 1562 9268 7120 7928 7563 965']]).iban?.value).to.equal('FR7615629268712079287563965')
      expect(form(boxes, ['30912', '91449', '18755902153', '82']).iban?.valid).to.not.equal(true)
      expect(form(boxes, undefined, ['15629', '26871', '20792875639', '65']).iban?.valid).to.not.equal(true)
      // (A Monegasque account's: its IBAN's country as printed, OCR's specks between its groups.)
      const monaco = form([[60, 'IBAN MC58 3091.2914 4918 7559 0215. 282']]).iban
      expect(monaco?.value).to.equal(ibanOfRib('30912', '91449', '18755902152', '82', 'MC'))
      expect(monaco?.value.startsWith('MC')).to.equal(true)
      // (Nor is one made where another country's IBAN stands.)
      expect(form([[60, 'IBAN DE89 3704 0044 0532 0130 01']]).iban?.extractor).to.not.equal('rib')
    })

    it("reads a name under a signatory's caption (\"Le représentant légal\" over a signature) only when no other label gives one", () => {
      const kbis = (manager: boolean) =>
        extract('kbis', [
          page(
            [
              {cells: [[165, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"]], size: 8, y: 112},
              {cells: [[123, 'Dénomination ou raison sociale'], [267, "O'KAFÉ"]], size: 6, y: 203},
              {cells: [[123, 'GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES']], size: 7, y: 300},
              ...(manager
                ? [
                    {cells: [[123, 'Gérant']] as [number, string][], size: 6, y: 320},
                    {cells: [[122, 'Nom, prénoms'], [271, 'ROUSSEAU Mathieu']] as [number, string][], size: 7, y: 332},
                  ]
                : []),
              {cells: [[107, "COPIE CERTIFIÉE CONFORME À L'ORIGINAL"]], size: 10, y: 714},
              {cells: [[179, 'Le représentant légal']], size: 10, y: 745},
              {cells: [[381, 'MANN']], size: 21, y: 740},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(kbis(true).representant_legal?.value).to.equal('ROUSSEAU Mathieu')
      expect(kbis(false).representant_legal?.value).to.equal('MANN')
    })

    it("takes no value of another field's label on the row above for a label whose own value OCR lost", () => {
      const kbis = extract('kbis', [
        page(
          [
            {cells: [[158, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS"]], size: 8, y: 114},
            {cells: [[116, 'Immatriculation au RCS, numéro'], [260, '782 749 782 R.C.S. Le Mans']], size: 8, y: 166},
            {cells: [[116, 'Dénomination ou raison sociale'], [260, "L'ATELIER DES BOUCLES"]], size: 6, y: 198},
            {cells: [[116, 'Forme juridique']], size: 8, y: 211},
            {cells: [[116, 'Capital social'], [261, '1 000,00 Euros']], size: 8, y: 224},
          ],
          {ocrConfidence: 0.9},
        ),
      ])
      expect(kbis.denomination?.value).to.equal("L'ATELIER DES BOUCLES")
      expect(kbis.forme_juridique).to.equal(undefined)
    })

    it('takes no date whose year OCR cut to two digits for the issue date a whole number of years before the expiry, where the same dates print four', () => {
      const passport = (birth: string, issue: string, expiry: string) =>
        extract('passeport', [
          page(
            [
              {cells: [[219, birth]], y: 545},
              {cells: [[220, issue], [375, 'United States']], y: 590},
              {cells: [[95, 'SEE PAGE 17'], [220, expiry]], y: 616},
              {cells: [[98, 'P<USAANDERSON<<MICHAEL<JAMES<<<<<<<<<<<<<<<<']], size: 11, y: 657},
              {cells: [[97, '5891094862USA7710193M2903161<<<<<<<<<<<<<<<8']], size: 11, y: 677},
              {cells: [[256, 'Copie réalisée le 06/03/2026']], size: 6, y: 500},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      // (The expiry's "2029" cut to "20" is no issue date of 2020; one of 2019 is read whole.)
      expect(passport('19 Oct 1977', '1 Mar 2019', '16 Mar 20').date_delivrance).to.equal(undefined)
      expect(passport('19 Oct 1977', '16 Mar 2019', '16 Mar 20').date_delivrance?.value).to.equal('2019-03-16')
      // (Dates printed with two-digit years throughout, a British passport's, are read so.)
      expect(passport('19 Oct 77', '17 Mar 19', '16 Mar 29').date_delivrance?.value).to.equal('2019-03-17')
    })

    it("reads the month's amount a little lower than its label when a side panel's year-to-date heading stands right of it, and never the panel's", () => {
      const payslip = (month: boolean) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[28, 'BULLETIN DE PAIE']], size: 12, y: 16},
              {cells: [[21, 'SALAIRE BRUT'], [256, '3776,27']], size: 6, y: 348},
              {cells: [[21, 'NET IMPOSABLE'], [298, 'Cumuls 2029']], size: 5, y: 357},
              ...(month ? [{cells: [[256, '3015,62']] as [number, string][], size: 6, y: 362}] : []),
              {cells: [[299, 'Brut: 18 881,35']], size: 4, y: 366},
              {cells: [[21, 'NET À PAYER AVANT IMPÔT SUR LE REVENU'], [256, '2.908,02']], size: 5, y: 369},
              {cells: [[299, 'Net imposable : 15 078,10']], size: 4, y: 375},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip(true).net_imposable?.value).to.equal('3015.62')
      expect(payslip(false).net_imposable).to.equal(undefined)
    })

    it("joins no title in larger type that OCR cut after a link word (\"BULLETIN DE\") to the employer's name under it", () => {
      const payslip = (titleSize: number) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[28, 'BULLETIN DE']], size: titleSize, y: 16},
              {cells: [[149, 'Période du 01/05/2029 au 31/05/2029']], size: 8, y: 24},
              {cells: [[21, 'HÔTEL LES FILAOS SARL']], size: 6, y: 39},
              {cells: [[21, '133 ter boulevard Haussmann'], [231, 'Mme FONTAINE Inès']], size: 5, y: 47},
              {cells: [[21, '97434 SAINT-GILLES-LES-BAINS'], [231, '119 BOULEVARD VOLTAIRE']], size: 5, y: 56},
              {cells: [[230, '97434 SAINT-GILLES-LES-BAINS']], size: 5, y: 64},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      // (A name wrapped after a link word in its own type stays whole: "CENTRE SOCIAL ET CULTUREL
      // LES" over "COQUELICOTS", above.)
      expect(payslip(12).employeur?.value).to.equal('HÔTEL LES FILAOS SARL')
    })

    it('takes no figure\'s party label for the party\'s ("Coût employeur : 6 ess", the amount garbled by OCR)', () => {
      const payslip = (cost: string) =>
        extract('bulletin_paie', [
          page(
            [
              {cells: [[46, 'BULLETIN DE PAIE'], [225, 'Période du 01/08/2029 au 31/08/2029']], size: 9, y: 37},
              {cells: [[36, 'Impôt sur le revenu prélevé à la source - taux personnalisé 9,10 %'], [380, '-384,83'], [440, cost]], size: 6, y: 600},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(payslip('Coût employeur : 6 ess').employeur).to.equal(undefined)
      expect(payslip('COÛT EMPLOYEUR : 6 ess').employeur).to.equal(undefined)
    })

    it('takes no negative amount for the declared salaries (a leader\'s dash OCR read as a minus: "1AJ ┃ -36 371")', () => {
      const notice = (amount: string) =>
        extract('avis_imposition', [
          page(
            [
              {cells: [[52, "AVIS D'IMPÔT 2029 SUR LES REVENUS DE L'ANNÉE 2028"]], size: 10, y: 60},
              {cells: [[52, "Salaires, gains de droits d'auteur - déclarant 1"], [427, '1AJ'], [533, amount]], size: 7, y: 305},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(notice('36 371').salaires_declares?.value).to.equal('36371.00')
      expect(notice('-36 371').salaires_declares).to.equal(undefined)
    })

    it('reads a window\'s holder and address as OCR garbled them: "M] ulien" for "M. Julien", "Batment B" a building\'s line', () => {
      const bill = (civility: string, building: string) =>
        extract('facture_domicile', [
          page(
            [
              {cells: [[187, 'MADININA FIBRE TÉLÉCOM']], size: 12, y: 123},
              {cells: [[332, `${civility} ROUSSEAU`]], size: 5, y: 176},
              {cells: [[332, 'Appartement 38']], size: 6, y: 184},
              {cells: [[333, building]], size: 5, y: 192},
              {cells: [[333, '65 rue du Faubourg Saint-Antoine']], size: 5, y: 200},
              {cells: [[333, '97232 Le Lamentin']], size: 5, y: 208},
              {cells: [[151, 'Votre facture de mars 2029']], size: 11, y: 223},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      const read = bill('M] ulien', 'Batment B')
      expect(read.titulaire?.value).to.equal('M. Julien ROUSSEAU')
      expect(read.adresse?.value).to.equal('Appartement 38, Batment B, 65 rue du Faubourg Saint-Antoine, 97232 Le Lamentin')
    })

    it("takes no words in lower case after a link word for a party's name, an issuer's either (a legal mention's \"Fournisseur\" / \"d'électricité verte\")", () => {
      const bill = extract('facture_domicile', [
        page([
          {cells: [[44, 'VOLTÉA ÉLECTRICITÉ']], size: 22, y: 45},
          {cells: [[62, 'Facture du 20 avril 2030']], size: 20, y: 268},
          {cells: [[44, 'VOLTÉA ÉLECTRICITÉ - SAS au capital de 6 000 000 € - 40 rue de la Liberté, 35000 Rennes - RCS Rennes 841 227 306 - Fournisseur']], size: 7, y: 798},
          {cells: [[44, "d'électricité verte"]], size: 7, y: 808},
        ]),
      ])
      expect(bill.emetteur?.value).to.equal('VOLTÉA ÉLECTRICITÉ')
    })

    it('keeps on its line a word in x-height letters on the baseline of its cell, after a word with a descender ("Extrait à jour" then "au :")', () => {
      expect(
        ocrCells([
          ['Greffe', 48.96, 37.92, 6.72, 24.96],
          ['du', 76.08, 37.92, 6.72, 10.08],
          ['Tribunal', 88.32, 37.92, 6.72, 33.12],
          ['Bobigny', 194.64, 37.92, 8.4, 33.36],
          ['Extrait', 382.56, 40.56, 6, 22.32],
          ['à', 407.04, 40.32, 6.24, 3.84],
          ['jour', 413.28, 40.56, 7.68, 13.92],
          ['au', 429.36, 42.24, 4.32, 8.16],
          [':', 440.88, 42.72, 3.84, 0.72],
          ['27/01/2030', 503.28, 38.64, 12.24, 50.16],
          ['Palais', 49.2, 48.48, 6.96, 23.76],
        ]),
      ).to.deep.equal([['Greffe du Tribunal', 'Bobigny', 'Extrait à jour au :', '27/01/2030'], ['Palais']])
    })

    it("reads a document number of eight letters and digits, and a passport's number only on a passport (a visa's sticker names its passport)", () => {
      const read = (type: string, label: string) =>
        extract(type, [
          page([
            {cells: [[129, label], [257, 'Gildir til / Date of expiry']], size: 4, y: 205},
            {cells: [[129, 'L7200611'], [257, '26.08.2037']], size: 9, y: 212},
          ]),
        ]).numero_document?.value
      expect(read('cni', 'Skírteinisnúmer / Document No.')).to.equal('L7200611')
      expect(read('passeport', 'NUMÉRO DE PASSEPORT / PASSPORT NUMBER')).to.equal('L7200611')
      expect(read('titre_sejour', 'NUMÉRO DE PASSEPORT / PASSPORT NUMBER')).to.equal(undefined)
      expect(read('cni', 'Numéro de passeport')).to.equal(undefined)
    })

    it("keeps on its label's line the label's end OCR boxed lower, a row of its own going on from a word of that line (\"Extrait à\" then \"jour au\")", () => {
      expect(
        ocrCells([
          ['Greffe', 48.96, 37.92, 6.96, 24.96],
          ['du', 76.08, 37.92, 6.96, 10.08],
          ['Tribunal', 88.56, 37.92, 6.96, 32.88],
          ['Extrait', 382.56, 41.28, 6, 21.84],
          ['à', 407.28, 42.72, 4.32, 3.6],
          ['jour', 413.76, 42.96, 5.28, 12],
          ['au', 429.6, 43.2, 3.84, 8.16],
          ['14/04/2030', 505.2, 38.4, 8.4, 48],
          ['Palais', 49.2, 50.48, 6.96, 23.76],
        ]),
      ).to.deep.equal([['Greffe du Tribunal', 'Extrait à jour au', '14/04/2030'], ['Palais']])
    })

    it("takes no person's block under another party's heading for the tenant (\"Bailleur\" over the landlord)", () => {
      const receipt = (heading: string) =>
        extract('quittance_loyer', [
          page(
            [
              {cells: [[164, heading]], size: 8, y: 185},
              {cells: [[163, 'Mme Martine BRUNEAU']], size: 5, y: 194},
              {cells: [[163, '12 rue des Lilas']], size: 5, y: 202},
              {cells: [[163, '75011 Paris'], [368, 'QUITTANCE DE LOYER']], size: 5, y: 210},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(receipt('Bailleur').titulaire).to.equal(undefined)
      expect(receipt('Locataire').titulaire?.value).to.equal('Mme Martine BRUNEAU')
    })
  })

  describe('rules from the twenty-ninth held-out set (2026-11-25)', () => {
    /** Page 1 of a non-resident's tax notice: the window's lines at the right of the references, the summary's values over their captions. */
    const notice = (window: string[], summary: {values: [number, string][]; captions: [number, string][]} | undefined, salaries = 'Salaires de source française') =>
      extract('avis_imposition', [
        page([
          {cells: [[50, "AVIS D'IMPÔT 2030"]], size: 12, y: 40},
          {cells: [[50, 'DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES'], [400, "Revenus de l'année 2029"]], size: 8, y: 70},
          {cells: [[50, 'Service des impôts des particuliers non-résidents']], size: 8, y: 82},
          {cells: [[50, 'Numéro fiscal :'], [150, '35 44 735 344 406']], size: 8, y: 120},
          ...window.map((text, k): Row => ({cells: [[330, text]], size: 9, y: 132 + 12 * k})),
          {cells: [[50, "Date d'établissement :"], [150, '09/08/2030']], size: 8, y: 138},
          {cells: [[50, 'Votre service'], [150, 'SIP NON-RÉSIDENTS']], size: 8, y: 200},
          {cells: [[150, '10 RUE DU CENTRE - TSA 10010']], size: 8, y: 210},
          {cells: [[150, '93465 NOISY-LE-GRAND CEDEX']], size: 8, y: 220},
          ...(summary ? [{cells: summary.values, size: 12, y: 300}, {cells: summary.captions, size: 7, y: 316}] : []),
          {cells: [[50, 'Nature des revenus'], [400, 'Case'], [500, 'Montant']], size: 8, y: 380},
          {cells: [[50, salaries], [400, '1AJ'], [500, '35 647']], size: 8, y: 394},
          {cells: [[50, 'Revenus mondiaux du foyer (pour le calcul du taux moyen)'], [400, '8TM'], [500, '85 955']], size: 8, y: 406},
        ]),
      ])
    const london = ['M LE ROUX THOMAS', 'FLAT 4', '21 BAKER STREET', 'LONDON NW1 6XE', 'ROYAUME-UNI']
    const boxes = {
      captions: [[60, 'Revenu fiscal de référence'], [250, 'Nombre de parts'], [420, 'Impôt sur le revenu net']] as [number, string][],
      values: [[95, '32 082 €'], [270, '1,00'], [445, '6 693 €']] as [number, string][],
    }

    it("reads an addressee abroad: the window's lines down to the country's name, the name with its civility", () => {
      const fields = notice(london, boxes)
      expect(fields.declarant?.value).to.equal('M LE ROUX THOMAS')
      expect(fields.adresse?.value).to.equal('FLAT 4, 21 BAKER STREET, LONDON NW1 6XE, ROYAUME-UNI')
      // (A town with no postcode, a country of several words.)
      expect(notice(['MME DUPRE NOEMIE', 'VILLA 12 STREET 27', 'AL BARSHA 2', 'DUBAI', 'EMIRATS ARABES UNIS'], boxes).adresse?.value).to.equal('VILLA 12 STREET 27, AL BARSHA 2, DUBAI, EMIRATS ARABES UNIS')
      // Lines OCR merged ("FLA BAKER" over "21 STREET"), a name cut after its particle: no addressee rather than a wrong one.
      const merged = notice(['M LE ROUX THOMAS', 'FLA BAKER', '21 STREET', 'LONDON NW1 6XE', 'ROYAUME-UNI'], boxes)
      expect(merged.declarant?.value).to.not.equal('FLA BAKER')
      expect(merged.adresse?.value ?? '').to.not.match(/^21, LONDON/u)
      expect(notice(['M LE', '38 RIVER VALLEY ROAD', 'SINGAPORE 238366', 'SINGAPOUR'], boxes).declarant).to.equal(undefined)
      // A country's name under a name and a town, no street's line with a number (a nationality
      // under its holder in a list): no address, no addressee.
      expect(notice(['M LE ROUX THOMAS', 'LONDON', 'ROYAUME-UNI'], boxes).adresse).to.equal(undefined)
      expect(notice(['M LE ROUX THOMAS', 'ROYAUME-UNI'], boxes).declarant).to.equal(undefined)
    })

    it("reads a bill's issuer from its legal mention whose second line starts with the legal form (\"SAS au capital de ...\")", () => {
      const bill = (second: string) =>
        extract('facture_domicile', [
          page([
            {cells: [[50, 'ARMOR FIOUL SERVICES'], [420, 'FACTURE']], size: 14, y: 40},
            {cells: [[50, 'ZI de la Tourelle'], [330, 'Date de facture :'], [430, '12/03/2031']], size: 8, y: 62},
            {cells: [[50, '22400 Lamballe-Armor']], size: 8, y: 72},
            {cells: [[330, 'Mme Hélène MOULIN']], size: 9, y: 150},
            {cells: [[330, '46 bis route de Lorient']], size: 9, y: 161},
            {cells: [[330, '22400 Lamballe-Armor']], size: 9, y: 172},
            {cells: [[50, 'Fioul domestique standard (FOD)'], [300, '1 000'], [450, '1 021,26']], size: 8, y: 300},
            {cells: [[146, 'ARMOR FIOUL SERVICES - ZI de la Tourelle 22400 Lamballe-Armor - SIRET 389 047 721 00031']], size: 6, y: 793},
            {cells: [[153, second]], size: 6, y: 801},
          ]),
        ])
      expect(bill("SAS au capital de 150 000 € - RCS Saint-Brieuc - N° d'entrepositaire agréé FR022004E0341").emetteur?.value).to.equal('ARMOR FIOUL SERVICES')
    })

    it("reads the insured at \"Nom ou raison sociale de l'assuré\" whose colon OCR lost, not the insurer of the sentence above, and no key's line under its label", () => {
      const form = (rows: Row[]) =>
        extract('attestation_rc_pro', [
          page(
            [
              {cells: [[200, "ATTESTATION D'ASSURANCE"]], size: 14, y: 60},
              {cells: [[50, 'Je soussigné(e), agent général de la société MUTUELLE DU BASSIN ATLANTIQUE, certifie que']], size: 8, y: 120},
              ...rows,
              {cells: [[50, 'N° SIREN'], [200, '783 634 207']], size: 8, y: 160},
            ],
            {ocrConfidence: 0.9},
          ),
        ])
      expect(form([{cells: [[50, "Nom ou raison sociale de l'assuré"], [200, "SA O'KAFE"]], size: 8, y: 140}]).assure?.value).to.equal("SA O'KAFE")
      // The name lost by OCR, the address's line under the label: no insured rather than a wrong one.
      const lost = form([
        {cells: [[50, 'Assuré']], size: 8, y: 140},
        {cells: [[50, "Adresse : Parc d'activités du Moulin, Bâtiment C, 67000 Strasbourg"]], size: 8, y: 150},
      ])
      expect(lost.assure?.value ?? '').to.not.match(/^Adresse/u)
    })

    it("reads a value printed over its caption in a row of boxes, and the salaries of French source on their row", () => {
      const fields = notice(london, boxes)
      expect(fields.rfr?.value).to.equal('32082.00')
      expect(fields.salaires_declares?.value).to.equal('35647.00')
      // (Not when the row above is not the captions' values, one cell over each: a title over them.)
      const title = {captions: boxes.captions, values: [[60, 'RÉSUMÉ DE VOTRE SITUATION 32 082 €']] as [number, string][]}
      expect(notice(london, title).rfr).to.equal(undefined)
      // (Nor when each value is not over its caption.)
      expect(notice(london, {captions: boxes.captions, values: [[300, '32 082 €'], [400, '1,00'], [500, '6 693 €']]}).rfr).to.equal(undefined)
      // (Nor when something stands under the caption: the captions are over their values, the row
      // above another's, whatever is under them.)
      const under = extract('avis_imposition', [
        page([
          {cells: [[50, "AVIS D'IMPÔT 2030"]], size: 12, y: 40},
          {cells: boxes.values, size: 12, y: 300},
          {cells: boxes.captions, size: 7, y: 316},
          {cells: [[95, 'néant'], [270, '2,00'], [445, '1 200 €']], size: 12, y: 326},
        ]),
      ])
      expect(under.rfr).to.equal(undefined)
    })
  })
})
