/**
 * The dossiers of the corpus: for each, the facts, the documents (which issuer layout, what
 * params, how it is captured, under which file name) and what a human answers when the engine
 * asks. Valid dossiers mix hard-but-acceptable cases (married name, identity card in its legal
 * grace period, recent move, pay rise, foreign manager, duplicates, unrelated documents);
 * defective ones plant one or two defects each, described in words in `defects`.
 *
 * Layouts are dealt round-robin per document slot so that every layout is used; captures are
 * drawn from each dossier's seeded stream (about a quarter scans and photos), some forced where a
 * case needs them. File names are often uninformative, as people upload them.
 */
import {addDays, addMonths} from '../validation/dates.js'
import {ALL_CITIES, LANDSCAPING_ACTIVITY, BANKS, makeFacts, makeSiren, wrongIbanCheck, wrongLuhnSiren, type FactsOptions} from './facts.js'
import {int, pick, streamOf, type Rng} from './rng.js'
import type {Facts, PostalAddress} from './types.js'

export type CaptureKind = 'photo' | 'scan' | 'text' | 'unreadable'

/** Who or what a document's names and addresses refer to, for the oracle's fuzzy rules. */
export interface Tags {
  /** The manager ("self"), a near-miss spelling ("near") or someone else ("other"). */
  person?: 'near' | 'other' | 'self'
  company?: 'other' | 'self'
  /** Which postal address the document prints: "home", "previous-home", "office". */
  address?: string
}

export interface DocumentPlan {
  /** "<type>/<layout>". */
  layout: string
  params: Record<string, unknown>
  capture: CaptureKind
  rotation?: 0 | 90 | 180 | 270
  photoFormat?: 'jpeg' | 'png'
  unreadableKind?: 'black' | 'blank'
  /** File name inside the dossier's folder. */
  name: string
  /** ISO day the scan or photo was taken (its metadata and, often, its file name). */
  captureDate: string
  tags: Tags
  /** Index of an earlier document of the dossier this one is a second capture of (same PDF). */
  duplicateOf?: number
}

export interface DossierPlan {
  id: string
  description: string
  asOf: string
  valid: boolean
  defects: string[]
  facts: Facts
  documents: DocumentPlan[]
  /**
   * What the human answers: rule or requirement id → decision; thematic → missing-document
   * decision; `mayAsk`: rules the engine may ask about in a hard but acceptable case.
   */
  decisions: {rules: Record<string, 'accept' | 'reject'>; missing: Record<string, 'abandon' | 'skip'>; mayAsk: Record<string, 'accept' | 'reject'>}
}

type Slot = 'avis' | 'domicile' | 'fiscal' | 'identity' | 'kbis' | 'payslip' | 'rcpro' | 'rib' | 'urssaf'

type Defect =
  | 'collective-procedure'
  | 'expired-identity'
  | 'iban-check-digits'
  | 'kbis-stale'
  | 'missing-rcpro'
  | 'near-miss-name'
  | 'net-above-gross'
  | 'other-person-payslip'
  | 'payslip-gap'
  | 'rcpro-expired'
  | 'siren-luhn'
  | 'siren-other-company'
  | 'two-payslips'
  | 'unreadable-scan'
  | 'urssaf-stale'

type Special = 'blank-page' | 'cni-grace' | 'duplicate-kbis' | 'moved' | 'pay-rise'

/** The layout of a page scanned by mistake: nothing on it (type "other", unreadable). */
export const BLANK_PAGE = 'other/blank-page'

interface DossierSpec {
  id: string
  valid: boolean
  description: string
  asOf: string
  facts: FactsOptions
  /** Forced layouts per slot (otherwise dealt round-robin). */
  layouts?: Partial<Record<Slot, string>>
  /** Forced captures per slot. */
  captures?: Partial<Record<Slot, CaptureKind>>
  defects?: Defect[]
  specials?: Special[]
  /** Unrelated documents to add (indexes into the "other" layouts, dealt round-robin). */
  unrelated?: number
  /** Probability that a document is scanned or photographed (default about a quarter). */
  imageShare?: number
  /** Rules the engine may ask about here without being wrong, with the human's answer. */
  mayAsk?: Record<string, 'accept' | 'reject'>
  /** The first phone photo is saved as PNG (a phone set to PNG; heavy, so only once in the corpus). */
  pngPhoto?: boolean
}

// ---------------------------------------------------------------------------------------------
// The specs. Dates of reference spread over the autumn of 2026.

const MARRIED: FactsOptions['person'] = {civility: 'Mme', givenNames: ['Claire', 'Marie'], surname: 'MARTIN', usageName: 'DUBOIS'}

const SPECS: DossierSpec[] = [
  {
    asOf: '2026-09-15',
    description: 'Valid: SAS with a one-line head office address, 2021 identity card, electricity bill, text PDFs throughout.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Thomas'], surname: 'ROUSSEAU'}},
    id: 'v01-sas-baseline',
    imageShare: 0,
    valid: true,
  },
  {
    asOf: '2026-09-18',
    description: 'Valid, hard: the manager uses her married name (DUBOIS) on every document but the identity card, which prints her birth name MARTIN with "ép. DUBOIS" as usage name; the Kbis prints "MARTIN épouse DUBOIS".',
    facts: {company: {legalForm: 'SARL'}, person: MARRIED},
    id: 'v02-married-name',
    layouts: {identity: 'cni/2021'},
    mayAsk: {'X-01': 'accept'},
    valid: true,
  },
  {
    asOf: '2026-09-22',
    description: 'Valid, hard: identity card of the 1988-2021 model issued in 2012, printed expiry 2022 but legally valid 5 more years (cards issued 2004-2013): the engine must ask, the human accepts.',
    facts: {company: {legalForm: 'EURL'}, person: {civility: 'M.', givenNames: ['Hervé', 'Jacques'], surname: 'LEFÈVRE', birthDate: '1968-03-09'}},
    id: 'v03-cni-grace-period',
    layouts: {identity: 'cni/1988'},
    specials: ['cni-grace'],
    valid: true,
  },
  {
    asOf: '2026-09-25',
    description: 'Valid: British manager (United Kingdom passport, two-digit years in dates), SASU, neobank account.',
    facts: {company: {legalForm: 'SASU'}, person: {birthPlace: 'MANCHESTER (ROYAUME-UNI)', civility: 'M.', givenNames: ['Oliver', 'James'], nationality: 'Britannique', surname: 'HUGHES'}},
    id: 'v04-british-manager',
    layouts: {identity: 'passeport/uk', rib: 'rib/neobank'},
    valid: true,
  },
  {
    asOf: '2026-09-29',
    description: 'Valid: German manager (German passport, trilingual labels, MÜLLER spelled MUELLER in the MRZ), payslips from another employer.',
    facts: {
      company: {legalForm: 'SAS'},
      employer: {name: 'GROUPE HEXAGONE SERVICES SAS'},
      person: {birthPlace: 'MÜNCHEN (ALLEMAGNE)', civility: 'Mme', givenNames: ['Katharina'], nationality: 'Allemande', surname: 'MÜLLER'},
    },
    id: 'v05-german-manager',
    layouts: {identity: 'passeport/de'},
    valid: true,
  },
  {
    asOf: '2026-10-02',
    description: 'Valid with a warning: the manager moved this year; the tax notice still shows the previous address (X-08 warning, not a failure).',
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'Mme', givenNames: ['Élodie'], surname: 'GIRAUD', addressLines: 2}},
    id: 'v06-recent-move',
    specials: ['moved'],
    valid: true,
  },
  {
    asOf: '2026-10-06',
    description: 'Valid with a warning: the manager got a raise; last year\'s declared salaries are about 21 % below 12 months of current taxable pay (X-05 warning band).',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Mathieu'], surname: 'PERRIN'}},
    id: 'v07-pay-rise',
    specials: ['pay-rise'],
    valid: true,
  },
  {
    asOf: '2026-10-09',
    description: 'Valid: the Kbis uploaded twice (the downloaded PDF and a scan of a printout), plus an unrelated document.',
    facts: {company: {legalForm: 'SARL', addressLines: 2}, person: {civility: 'M.', givenNames: ['Yannick'], surname: 'LE GALL'}},
    id: 'v08-duplicate-kbis',
    specials: ['duplicate-kbis'],
    unrelated: 1,
    valid: true,
  },
  {
    asOf: '2026-10-13',
    description: 'Valid: two unrelated documents mixed in with the dossier.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'Mme', givenNames: ['Anne-Sophie', 'Louise'], surname: 'CHEVALIER'}},
    id: 'v09-unrelated-documents',
    unrelated: 2,
    valid: true,
  },
  {
    asOf: '2026-10-16',
    description: 'Valid: a landscaping company, affiliated to the agricultural scheme: its social certificate comes from the MSA, not an Urssaf.',
    facts: {company: {activityIndex: LANDSCAPING_ACTIVITY, legalForm: 'EURL'}, person: {civility: 'M.', givenNames: ['Benoît'], surname: 'VASSEUR'}},
    id: 'v10-msa-landscaper',
    layouts: {urssaf: 'attestation_vigilance/msa'},
    valid: true,
  },
  {
    asOf: '2026-10-20',
    description: 'Valid: English insurance certificate, neobank account details, two-line head office address.',
    facts: {company: {addressLines: 2, legalForm: 'SASU'}, person: {civility: 'Mme', givenNames: ['Inès'], surname: 'HAMIDI'}},
    id: 'v11-english-certificate',
    layouts: {rcpro: 'attestation_rc_pro/english', rib: 'rib/neobank'},
    valid: true,
  },
  {
    asOf: '2026-10-23',
    description: 'Valid, hard: almost everything scanned or photographed with a phone, and a blank page scanned by mistake (the engine must ask what it is; it is nothing).',
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'M.', givenNames: ['Julien', 'André'], surname: 'FAURE'}},
    id: 'v12-mostly-images',
    imageShare: 0.85,
    pngPhoto: true,
    specials: ['blank-page'],
    valid: true,
  },
  {
    asOf: '2026-10-27',
    description: 'Valid: compound given name and particle surname (Jean-Baptiste DE LA FONTAINE), SA with a board, three-line addresses, an unrelated document.',
    facts: {company: {addressLines: 3, legalForm: 'SA'}, person: {addressLines: 3, civility: 'M.', givenNames: ['Jean-Baptiste', 'Pierre'], surname: 'DE LA FONTAINE'}},
    id: 'v13-compound-names',
    unrelated: 1,
    valid: true,
  },
  {
    asOf: '2026-10-30',
    description: "Valid: apostrophe in the surname (Marie-Hélène N'DIAYE), EURL, rent receipt as proof of address.",
    facts: {company: {legalForm: 'EURL'}, person: {civility: 'Mme', givenNames: ['Marie-Hélène', 'Awa'], surname: "N'DIAYE"}},
    id: 'v14-apostrophe-rent-receipt',
    layouts: {domicile: 'quittance_loyer'},
    valid: true,
  },
  // -------------------------------------------------------------------------------------------
  {
    asOf: '2026-11-03',
    defects: ['expired-identity'],
    description: 'Defective: the French passport expired last year.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Sébastien'], surname: 'BOURGEOIS'}},
    id: 'x01-expired-passport',
    layouts: {identity: 'passeport/fr'},
    valid: false,
  },
  {
    asOf: '2026-11-05',
    defects: ['kbis-stale', 'urssaf-stale'],
    description: 'Defective: an old Kbis (over 3 months) and an old Urssaf certificate (over 6 months).',
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'Mme', givenNames: ['Nathalie'], surname: 'MERCIER'}},
    id: 'x02-stale-certificates',
    valid: false,
  },
  {
    asOf: '2026-11-09',
    defects: ['rcpro-expired'],
    description: 'Defective: the insurance certificate covers last year only.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Cédric'], surname: 'COLLIN'}},
    id: 'x03-insurance-expired',
    valid: false,
  },
  {
    asOf: '2026-11-12',
    defects: ['siren-other-company'],
    description: "Defective: the tax certificate is another company's (a valid SIREN, but not this company's).",
    facts: {company: {legalForm: 'SASU'}, person: {civility: 'Mme', givenNames: ['Chloé'], surname: 'BRETON'}},
    id: 'x04-siren-of-another-company',
    unrelated: 1,
    valid: false,
  },
  {
    asOf: '2026-11-16',
    defects: ['siren-luhn'],
    description: 'Defective: the SIREN on the Kbis has a wrong check digit (Luhn fails), so it also differs from the other certificates.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Rémi'], surname: 'GUÉRIN'}},
    id: 'x05-siren-luhn',
    valid: false,
  },
  {
    asOf: '2026-11-18',
    defects: ['iban-check-digits', 'net-above-gross'],
    description: 'Defective: the IBAN has wrong check digits, and one payslip shows a net pay above its gross pay.',
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'Mme', givenNames: ['Aurélie'], surname: 'DUPRÉ'}},
    id: 'x06-iban-and-net-above-gross',
    valid: false,
  },
  {
    asOf: '2026-11-20',
    defects: ['payslip-gap'],
    description: 'Defective: the three payslips are not consecutive (a month is missing between them).',
    facts: {company: {legalForm: 'EURL'}, person: {birthPlace: 'BRISTOL (ROYAUME-UNI)', civility: 'M.', givenNames: ['Thomas', 'Edward'], nationality: 'Britannique', surname: "O'CONNOR"}},
    id: 'x07-payslip-gap',
    layouts: {identity: 'passeport/uk'},
    valid: false,
  },
  {
    asOf: '2026-11-23',
    defects: ['two-payslips'],
    description: 'Defective: only two payslips.',
    facts: {company: {activityIndex: LANDSCAPING_ACTIVITY, legalForm: 'SARL'}, person: {civility: 'Mme', givenNames: ['Agnès'], surname: 'BENOÎT'}},
    id: 'x08-two-payslips',
    layouts: {urssaf: 'attestation_vigilance/msa'},
    valid: false,
  },
  {
    asOf: '2026-11-24',
    defects: ['other-person-payslip'],
    description: "Defective: one of the payslips is someone else's (a clearly different name).",
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'M.', givenNames: ['Gaël'], surname: 'LE ROUX'}},
    id: 'x09-payslip-of-another-person',
    valid: false,
  },
  {
    asOf: '2026-11-25',
    defects: ['near-miss-name'],
    description: 'Defective after review: the payslips spell the surname GAUTHIER where the identity document says GAUTIER; the engine must ask, the human rejects.',
    facts: {company: {legalForm: 'SAS'}, person: {civility: 'M.', givenNames: ['Jérôme'], surname: 'GAUTIER'}},
    id: 'x10-near-miss-surname',
    valid: false,
  },
  {
    asOf: '2026-11-26',
    defects: ['missing-rcpro'],
    description: 'Defective: no insurance certificate; the engine must ask for it, the human skips.',
    facts: {company: {legalForm: 'SASU'}, person: {civility: 'Mme', givenNames: ['Noémie'], surname: "D'ALMEIDA"}},
    id: 'x11-missing-insurance',
    unrelated: 1,
    valid: false,
  },
  {
    asOf: '2026-11-27',
    defects: ['unreadable-scan'],
    description: 'Defective: the Urssaf certificate was scanned with the lid open (a black page); the engine must ask what it is; nothing can be checked on it.',
    facts: {company: {legalForm: 'SARL'}, person: {civility: 'M.', givenNames: ['François'], surname: 'NGUYEN'}},
    id: 'x12-unreadable-scan',
    valid: false,
  },
  {
    asOf: '2026-11-30',
    defects: ['collective-procedure'],
    description: 'Defective: the Kbis mentions a judgment opening a redressement judiciaire (collective insolvency proceedings).',
    facts: {company: {legalForm: 'SAS'}, person: {birthPlace: 'KÖLN (ALLEMAGNE)', civility: 'M.', givenNames: ['Jörg', 'Stefan'], nationality: 'Allemande', surname: 'SCHÄFER'}},
    id: 'x13-collective-procedure',
    layouts: {identity: 'passeport/de'},
    valid: false,
  },
]

// ---------------------------------------------------------------------------------------------
// Planning

const SLOT_TYPES: Record<Slot, string[]> = {
  avis: ['avis_imposition'],
  domicile: ['facture_domicile', 'quittance_loyer'],
  fiscal: ['attestation_fiscale'],
  identity: ['cni', 'passeport'],
  kbis: ['kbis'],
  payslip: ['bulletin_paie'],
  rcpro: ['attestation_rc_pro'],
  rib: ['rib'],
  urssaf: ['attestation_vigilance'],
}

/** Layouts dealt per slot; passports of foreign countries and the MSA only where a spec asks. */
function slotLayouts(layouts: string[], slot: Slot): string[] {
  const excluded = new Set(['passeport/uk', 'passeport/de', 'attestation_vigilance/msa'])
  return layouts.filter((l) => SLOT_TYPES[slot].includes(l.split('/')[0]) && !excluded.has(l)).sort()
}

/** Deals layouts round-robin per slot across dossiers, so that every layout gets used. */
class Dealer {
  private readonly counters = new Map<Slot, number>()

  constructor(private readonly layouts: string[]) {}

  next(slot: Slot, forced?: string): string | undefined {
    if (forced?.includes('/')) return this.layouts.includes(forced) ? forced : undefined
    const candidates = slotLayouts(this.layouts, slot).filter((l) => !forced || l.startsWith(`${forced}/`))
    if (candidates.length === 0) return undefined
    const n = this.counters.get(slot) ?? 0
    this.counters.set(slot, n + 1)
    return candidates[n % candidates.length]
  }
}

const monthOf = (iso: string) => iso.slice(0, 7)

/** File names as people upload them: informative for some, scanner or phone names for others. */
class Namer {
  private readonly used = new Set<string>()

  constructor(
    private readonly rng: Rng,
    private readonly asOf: string,
  ) {}

  private unique(name: string): string {
    let candidate = name
    for (let k = 2; this.used.has(candidate); k++) candidate = name.replace(/(\.\w+)$/, ` (${k})$1`)
    this.used.add(candidate)
    return candidate
  }

  /** `date`: the document's own date (day or month), for the names of downloaded PDFs; `captured`: the day of the scan or photo. */
  name(type: string, capture: CaptureKind, date: string | undefined, captured: string, company: string, format: 'jpeg' | 'png' = 'jpeg'): string {
    const rng = this.rng
    const day = (capture === 'text' ? (date && date.length === 10 ? date : captured) : captured).replace(/-/g, '')
    const stamp = `${String(int(rng, 8, 19)).padStart(2, '0')}${String(int(rng, 0, 59)).padStart(2, '0')}${String(int(rng, 0, 59)).padStart(2, '0')}`
    if (capture === 'photo') {
      const ext = format === 'png' ? 'png' : pick(rng, ['jpg', 'jpg', 'jpeg'])
      return this.unique(
        pick(rng, [
          `IMG_${day}_${stamp}.${ext}`,
          `PXL_${day}_${stamp}${int(rng, 100, 999)}.${ext}`,
          `WhatsApp Image ${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)} at ${stamp.slice(0, 2)}.${stamp.slice(2, 4)}.${stamp.slice(4)}.${ext}`,
          `photo_${int(rng, 1, 40)}.${ext}`,
        ]),
      )
    }

    if (capture !== 'text' || rng() < 0.45) {
      const generic = capture === 'text'
        ? [`document(${int(rng, 1, 9)}).pdf`, 'téléchargement.pdf', `${(date ?? this.asOf).slice(0, 10)}.pdf`, `doc${String(int(rng, 1, 99_999)).padStart(5, '0')}.pdf`]
        : [`scan_${String(int(rng, 1, 9999)).padStart(4, '0')}.pdf`, `SCAN_${day}_${stamp.slice(0, 4)}.pdf`, `Numérisation_${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}.pdf`, `${pick(rng, ['Canon', 'RICOH', 'HP'])}_${day}${stamp}.pdf`]
      return this.unique(pick(rng, generic))
    }

    const short = company.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')
    const informative: Record<string, string[]> = {
      attestation_fiscale: ['attestation_regularite_fiscale.pdf', `3666_${short}.pdf`, 'attestation fiscale.pdf'],
      attestation_rc_pro: ['attestation-rc-pro.pdf', `Attestation_assurance_${day.slice(0, 4)}.pdf`, 'assurance.pdf'],
      attestation_vigilance: ['attestation-vigilance-urssaf.pdf', `Attestation_vigilance_${short}.pdf`, 'urssaf.pdf'],
      avis_imposition: [`avis_impot_${day.slice(0, 4)}.pdf`, 'Avis d\'imposition.pdf', 'avisIR.pdf'],
      bulletin_paie: [`bulletin_${(date ?? '').slice(0, 7).replace('-', '_')}.pdf`, `Bulletin de paie ${(date ?? '').slice(0, 7)}.pdf`, `BS_${(date ?? '').slice(0, 7).replace('-', '')}.pdf`],
      cni: ['CNI.pdf', 'carte_identite_recto_verso.pdf', 'CNI dirigeant.pdf'],
      facture_domicile: ['facture.pdf', `Facture_${day.slice(0, 6)}.pdf`, 'justificatif_domicile.pdf'],
      kbis: [`Kbis_${short}.pdf`, 'extrait-kbis.pdf', `KBIS ${day.slice(0, 6)}.pdf`],
      other: ['document.pdf', 'annexe.pdf', 'pièce jointe.pdf'],
      passeport: ['passeport.pdf', 'Passport.pdf', 'passeport_dirigeant.pdf'],
      quittance_loyer: ['quittance.pdf', `quittance_loyer_${day.slice(0, 6)}.pdf`, 'justificatif_domicile.pdf'],
      rib: ['RIB.pdf', `RIB_${short}.pdf`, 'releve_identite_bancaire.pdf'],
    }
    return this.unique(pick(rng, informative[type] ?? informative.other))
  }
}

/** A different address for the "recent move" case: same region, another street and city. */
function previousAddress(rng: Rng, current: PostalAddress): PostalAddress {
  const others = ALL_CITIES.filter((c) => c.postcode !== current.postcode)
  const city = pick(rng, others)
  return {city: city.city, lines: [`${int(rng, 2, 90)} rue des Acacias`], postcode: city.postcode}
}

interface Draft {
  slot: Slot | 'other'
  layout: string
  params: Record<string, unknown>
  capture?: CaptureKind
  tags: Tags
  date?: string
  duplicateOf?: number
  rotation?: 0 | 90 | 180 | 270
  unreadableKind?: 'black' | 'blank'
}

/** Plans every dossier; `layouts` are the available "<type>/<layout>" keys (missing ones are skipped). */
export function planDossiers(seed: number, layouts: string[], only?: string[]): {plans: DossierPlan[]; skipped: string[]} {
  const dealer = new Dealer(layouts)
  const others = layouts.filter((l) => l.startsWith('other/')).sort()
  let otherCounter = 0
  const skipped: string[] = []
  const plans: DossierPlan[] = []
  for (const spec of SPECS) {
    const rng = streamOf(seed, `dossier:${spec.id}`)
    const bank = spec.layouts?.rib === 'rib/neobank' ? BANKS.find((b) => b.kind === 'neobank') : undefined
    const ribLayout = dealer.next('rib', spec.layouts?.rib)
    const bankKind = ribLayout?.split('/')[1]
    const facts = makeFacts(rng, spec.asOf, {...spec.facts, bank: bank ?? pick(rng, BANKS.filter((b) => b.kind === bankKind))})
    const drafts: Draft[] = []
    const decisions: DossierPlan['decisions'] = {mayAsk: {...spec.mayAsk}, missing: {}, rules: {}}
    const defects: string[] = []
    const add = (slot: Slot, params: Record<string, unknown>, tags: Tags, date?: string): Draft | undefined => {
      const layout = slot === 'rib' ? ribLayout : dealer.next(slot, spec.layouts?.[slot])
      if (!layout) {
        skipped.push(`${spec.id}: no layout for ${slot}`)
        return undefined
      }

      const draft: Draft = {capture: spec.captures?.[slot], date, layout, params, slot, tags}
      drafts.push(draft)
      return draft
    }

    const asOf = spec.asOf
    const year = Number(asOf.slice(0, 4))
    const has = (d: Defect) => spec.defects?.includes(d) ?? false
    const special = (s: Special) => spec.specials?.includes(s) ?? false

    // Identity.
    const identityParams: Record<string, unknown> = {}
    if (special('cni-grace')) {
      identityParams.issueDate = `2012-0${int(rng, 3, 9)}-${String(int(rng, 10, 28))}`
      decisions.rules['ID-02'] = 'accept'
    }

    if (has('expired-identity')) {
      const expiry = addDays(asOf, -int(rng, 60, 300))
      identityParams.issueDate = addDays(addMonths(expiry, -120), 1)
      identityParams.expiryDate = expiry
      defects.push(`Identity document expired on ${expiry} (before the reference date ${asOf}).`)
    }

    add('identity', identityParams, {person: 'self'})

    // Proof of address.
    const domicileDate = addDays(asOf, -int(rng, 5, 55))
    add('domicile', {issueDate: domicileDate, month: monthOf(addMonths(asOf, -1))}, {address: 'home', person: 'self'}, domicileDate)

    // Payslips: three consecutive months, the latest one or two months before the reference date.
    const latest = monthOf(addMonths(asOf, rng() < 0.7 ? -1 : -2))
    let months = [addMonths(`${latest}-01`, -2), addMonths(`${latest}-01`, -1), `${latest}-01`].map(monthOf)
    if (has('payslip-gap')) {
      months = [addMonths(`${latest}-01`, -3), addMonths(`${latest}-01`, -1), `${latest}-01`].map(monthOf)
      defects.push(`Payslips of ${months.join(', ')}: ${monthOf(addMonths(`${latest}-01`, -2))} is missing, the months are not consecutive.`)
    }

    if (has('two-payslips')) {
      months = months.slice(1)
      defects.push(`Only two payslips (${months.join(', ')}) where three are required.`)
    }

    const payslipLayout = dealer.next('payslip', spec.layouts?.payslip)
    months.forEach((month, i) => {
      const params: Record<string, unknown> = {month}
      const tags: Tags = {person: 'self'}
      if (has('near-miss-name')) {
        params.nameOverride = {surname: 'GAUTHIER'}
        tags.person = 'near'
      }

      if (has('other-person-payslip') && i === 1) {
        params.nameOverride = {givenNames: ['Sylvain'], surname: 'BERTRAND'}
        tags.person = 'other'
      }

      if (has('net-above-gross') && i === 2) {
        params.amountsOverride = {netBeforeTaxCents: Math.round(facts.pay.grossCents * 1.12)}
      }

      if (payslipLayout) drafts.push({date: month, layout: payslipLayout, params, slot: 'payslip', tags})
      else skipped.push(`${spec.id}: no layout for payslip`)
    })
    if (has('near-miss-name')) {
      decisions.rules['X-01'] = 'reject'
      defects.push(`The payslips name the employee ${facts.person.givenNames[0]} GAUTHIER; the identity document says ${facts.person.surname} (one letter apart).`)
    }

    if (has('other-person-payslip')) defects.push(`The payslip of ${months[1]} is Sylvain BERTRAND's, not the manager's.`)
    if (has('net-above-gross')) defects.push(`The payslip of ${months[2]} shows a net pay before tax above its gross pay.`)

    // Tax notice for last year's income.
    const avisParams: Record<string, unknown> = {incomeYear: year - 1, issueDate: `${year}-0${int(rng, 7, 8)}-${String(int(rng, 10, 28))}`}
    const avisTags: Tags = {address: 'home', person: 'self'}
    if (special('moved')) {
      avisParams.addressOverride = previousAddress(rng, facts.person.address)
      avisTags.address = 'previous-home'
    }

    if (special('pay-rise')) avisParams.amountsOverride = {declaredSalariesCents: Math.round(12 * facts.pay.netTaxableCents * 0.79)}
    add('avis', avisParams, avisTags, avisParams.issueDate as string)

    // Company documents.
    const kbisParams: Record<string, unknown> = {issueDate: addDays(asOf, -int(rng, 3, 70))}
    if (has('kbis-stale')) {
      kbisParams.issueDate = addDays(asOf, -int(rng, 105, 150))
      defects.push(`Kbis extract dated ${kbisParams.issueDate as string}, more than 3 months before ${asOf}.`)
    }

    if (has('siren-luhn')) {
      kbisParams.sirenOverride = wrongLuhnSiren(facts.company.siren)
      defects.push(`The Kbis prints SIREN ${kbisParams.sirenOverride as string} (wrong Luhn digit; the company's is ${facts.company.siren}).`)
    }

    if (has('collective-procedure')) {
      kbisParams.collectiveProcedure = true
      defects.push('The Kbis mentions a judgment opening a redressement judiciaire.')
    }

    const kbis = add('kbis', kbisParams, {address: 'office', company: 'self', person: 'self'}, kbisParams.issueDate as string)

    const urssafParams: Record<string, unknown> = {issueDate: addDays(asOf, -int(rng, 5, 140))}
    if (has('urssaf-stale')) {
      urssafParams.issueDate = addDays(asOf, -int(rng, 200, 260))
      defects.push(`Urssaf certificate dated ${urssafParams.issueDate as string}, more than 6 months before ${asOf}.`)
    }

    const urssaf = add('urssaf', urssafParams, {address: 'office', company: 'self'}, urssafParams.issueDate as string)
    if (has('unreadable-scan') && urssaf) {
      urssaf.capture = 'unreadable'
      urssaf.unreadableKind = 'black'
      defects.push('The Urssaf certificate is an unreadable scan (black page): its date, statement and security code cannot be checked.')
    }

    const fiscalParams: Record<string, unknown> = {issueDate: addDays(asOf, -int(rng, 5, 140))}
    if (has('siren-other-company')) {
      fiscalParams.sirenOverride = makeSiren(rng)
      defects.push(`The tax certificate carries SIREN ${fiscalParams.sirenOverride as string}, another company's (this one is ${facts.company.siren}).`)
    }

    add('fiscal', fiscalParams, {company: 'self'}, fiscalParams.issueDate as string)

    if (has('missing-rcpro')) {
      decisions.missing.assurance = 'skip'
      defects.push('No insurance certificate in the dossier.')
    } else {
      const rcParams: Record<string, unknown> = {}
      if (has('rcpro-expired')) {
        rcParams.periodStart = `${year - 1}-01-01`
        rcParams.periodEnd = `${year - 1}-12-31`
        rcParams.issueDate = `${year - 2}-12-${String(int(rng, 10, 20))}`
        defects.push(`The insurance certificate covers ${year - 1} only (period ended before ${asOf}).`)
      }

      add('rcpro', rcParams, {company: 'self'})
    }

    add('rib', {issueDate: addDays(asOf, -int(rng, 10, 400)), ...(has('iban-check-digits') ? {ibanOverride: wrongIbanCheck(facts.account.iban)} : {})}, {company: 'self'})
    if (has('iban-check-digits')) defects.push(`The RIB prints IBAN ${wrongIbanCheck(facts.account.iban)}: its check digits are wrong (the account's is ${facts.account.iban}).`)

    if (special('duplicate-kbis') && kbis) drafts.push({...kbis, capture: 'scan', duplicateOf: drafts.indexOf(kbis)})

    if (special('blank-page')) drafts.push({capture: 'unreadable', layout: BLANK_PAGE, params: {}, slot: 'other', tags: {}, unreadableKind: 'blank'})

    for (let k = 0; k < (spec.unrelated ?? 0); k++) {
      if (others.length === 0) {
        skipped.push(`${spec.id}: no unrelated layout`)
        break
      }

      drafts.push({date: addDays(asOf, -int(rng, 5, 200)), layout: others[otherCounter++ % others.length], params: {issueDate: addDays(asOf, -int(rng, 5, 200))}, slot: 'other', tags: {}})
    }

    plans.push(finishPlan(spec, facts, drafts, decisions, defects, rng))
  }

  return {plans: only ? plans.filter((p) => only.includes(p.id)) : plans, skipped}
}

/** Captures, rotations, order and file names. */
function finishPlan(spec: DossierSpec, facts: Facts, drafts: Draft[], decisions: DossierPlan['decisions'], defects: string[], rng: Rng): DossierPlan {
  const share = spec.imageShare ?? 0.24
  const namer = new Namer(rng, spec.asOf)
  // Upload order: people rarely sort their files; keep identity first half of the time.
  const order = drafts.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }

  const indexOf = new Map(order.map((original, position) => [original, position]))
  const documents: DocumentPlan[] = []
  let pngPending = spec.pngPhoto === true
  for (const original of order) {
    const draft = drafts[original]
    const type = draft.layout.split('/')[0]
    let capture = draft.capture
    if (!capture) {
      // Identity documents are mostly copies: scanned or photographed more often.
      const p = type === 'cni' || type === 'passeport' ? Math.min(1, share * 2.2) : share
      const roll = rng()
      capture = roll < p * 0.6 ? 'scan' : roll < p ? 'photo' : 'text'
    }

    const rotation = capture === 'scan' ? pick(rng, [0, 0, 0, 0, 0, 90, 180, 270] as const) : undefined
    const captureDate = addDays(spec.asOf, -int(rng, 1, 6))
    const photoFormat = capture === 'photo' && pngPending ? 'png' : 'jpeg'
    if (photoFormat === 'png') pngPending = false
    documents.push({
      capture,
      duplicateOf: draft.duplicateOf === undefined ? undefined : indexOf.get(draft.duplicateOf),
      layout: draft.layout,
      captureDate,
      name: namer.name(type, capture, draft.date, captureDate, facts.company.name, photoFormat),
      params: draft.params,
      photoFormat: capture === 'photo' ? photoFormat : undefined,
      rotation,
      tags: draft.tags,
      unreadableKind: draft.unreadableKind,
    })
  }

  // A duplicate must come after the document it copies (it reuses its PDF).
  documents.forEach((doc, i) => {
    if (doc.duplicateOf !== undefined && doc.duplicateOf > i) {
      const source = documents[doc.duplicateOf]
      documents[doc.duplicateOf] = {...doc, duplicateOf: undefined}
      documents[i] = {...source, duplicateOf: undefined}
      documents[doc.duplicateOf].duplicateOf = i
    }
  })

  return {asOf: spec.asOf, decisions, defects, description: spec.description, documents, facts, id: spec.id, valid: spec.valid}
}

export const DOSSIER_IDS: readonly string[] = SPECS.map((s) => s.id)
