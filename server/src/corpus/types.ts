/**
 * The realistic corpus (server/corpus/): documents as real issuers print them, scans and phone
 * photos, unrelated documents, and dossiers with planted defects, each with its ground truth.
 * `npm run corpus` regenerates it (deterministic: a seeded generator); `npm run bench:accuracy`
 * measures the engine on it. This file is the contract between the generator and the benchmark.
 *
 * Values in ground truth are normalised the way the engine reports them (docs/protocol.md,
 * validate:extraction): dates `YYYY-MM-DD`, months `YYYY-MM`, years `YYYY`, amounts a decimal
 * string with two decimals (`"2480.00"`), SIREN/SIRET digits only, IBAN electronic format (no
 * spaces), BIC as printed, names and addresses as printed on the document (compared fuzzily).
 */

/** How the document reaches the service. */
export type Capture =
  /** A PDF with a text layer, as issued. */
  | 'text'
  /** A PDF whose pages are images only (a scanner's output): straight, clean or noisy. */
  | 'scan'
  /** A JPEG or PNG from a phone: perspective-free but skewed a few degrees, noisy, uneven light. */
  | 'photo'

export interface CorpusDocument {
  /** Path under server/corpus/files/ (uninformative names for many: scan_0012.pdf, IMG_2291.jpg). */
  file: string
  mime: 'application/pdf' | 'image/jpeg' | 'image/png' | 'text/plain'
  /** The profile's document type id (server/profiles/financement-pro-tpe.yaml), or "other". */
  type: string
  /** Which issuer layout produced it, e.g. "kbis/greffe-2p", "rib/neobank", "other/cv". */
  layout: string
  capture: Capture
  /** Pages of the document. */
  pages: number
  /** Clockwise rotation of the page image as captured (0, 90, 180, 270): scans only. */
  rotation?: number
  /**
   * Every profile field of `type` that is printed on the document, normalised (see above).
   * A field that is absent from the document is absent here (the engine must not invent it).
   */
  fields: Record<string, string>
  /** Nothing on it can be read (blank page, black scan): the engine must ask what it is. */
  unreadable?: boolean
  /** Free notes on what makes this document hard (bilingual labels, values below labels, ...). */
  notes?: string[]
}

export type Verdict = 'fail' | 'not_applicable' | 'pass' | 'warning'

export interface ExpectedPause {
  waiting_for: 'classification_correction' | 'missing_document' | 'rule_clarification'
  /** classification_correction: the document (CorpusDocument.file) the question is about. */
  file?: string
  /** rule_clarification: the rule or requirement id. */
  rule_id?: string
  /** missing_document: the thematic. */
  thematic?: string
  /** What the human answers (the hitl_response), e.g. {document_type: "kbis"} or {decision: "reject"}. */
  answer: Record<string, unknown>
  /** false: the engine may ask (a hard case) but need not; true: it must ask. */
  required: boolean
}

export interface CorpusDossier {
  id: string
  description: string
  /** The reference date of the run (validate_dossier `as_of`). */
  asOf: string
  /** CorpusDocument.file of each document in the dossier. */
  files: string[]
  /** A dossier that a careful clerk accepts: its global verdict must not be `fail`. */
  valid: boolean
  /** The defects planted (empty for a valid dossier), in words. */
  defects: string[]
  expected: {
    /** Global verdict after every expected pause is answered as written. */
    global: Verdict
    /** Every N1 requirement id of the profile -> its verdict. */
    requirements: Record<string, Verdict>
    /** Every N2 rule id of the profile -> its verdict. */
    rules: Record<string, Verdict>
    pauses: ExpectedPause[]
  }
}

export interface CorpusManifest {
  version: 1
  /** The profile the truth is written for. */
  profile: string
  /** The seed of the generator. */
  seed: number
  documents: CorpusDocument[]
  dossiers: CorpusDossier[]
}

// ---------------------------------------------------------------------------------------------
// Generator side: the facts a dossier is made of, and one issuer layout as a function.

export interface PostalAddress {
  /** Street lines, 1 to 3 ("Appartement 12", "Bâtiment B", "14 rue des Lilas"). */
  lines: string[]
  postcode: string
  city: string
}

export interface Person {
  civility: 'M.' | 'Mme'
  /** Given names in order ("Claire", "Marie"). */
  givenNames: string[]
  /** Surname as on the identity document (birth name). */
  surname: string
  /** Married name used in daily life, when there is one ("Mme Claire DUBOIS née MARTIN"). */
  usageName?: string
  /** ISO date. */
  birthDate: string
  birthPlace: string
  nationality: string
  address: PostalAddress
}

export interface Company {
  /** Name without legal form ("ATELIER MARTIN"). */
  name: string
  /** Short legal form ("SAS", "SARL", "EURL", "SASU"). */
  legalForm: string
  siren: string
  /** Head office SIRET (SIREN + NIC). */
  siret: string
  /** Intra-community VAT number, electronic form ("FR32812345676"). */
  tva: string
  address: PostalAddress
  /** ISO date of registration. */
  registeredOn: string
  /** City of the registry (greffe) that keeps it. */
  registry: string
  activity: string
  /** NAF/APE code ("6201Z"). */
  naf: string
  capitalCents: number
  /** The manager (président, gérant): the dossier's person. */
  manager: Person
}

export interface BankAccount {
  holder: string
  iban: string
  bic: string
  bankName: string
  branch: string
}

/** Everything a dossier's documents say, decided once; layouts print (parts of) it. */
export interface Facts {
  /** The reference date of the dossier (ISO). Documents are dated relative to it. */
  asOf: string
  person: Person
  company: Company
  /** The person's employer (payslips): often the company itself. */
  employer: {name: string; siret: string; address: PostalAddress}
  account: BankAccount
  /** Monthly gross and net amounts in cents for payslips; yearly declared salaries on the tax notice. */
  pay: {grossCents: number; netTaxableCents: number; netBeforeTaxCents: number}
  declaredSalariesCents: number
  referenceIncomeCents: number
}

/** What one generated document is. */
export interface GeneratedDocument {
  /** The PDF as issued (text layer); the corpus builder derives scans and photos from it. */
  pdf: Uint8Array
  /** The profile's document type id, or "other". */
  type: string
  /** "<type>/<issuer layout>", e.g. "bulletin_paie/silae". */
  layout: string
  /** Ground truth: every profile field of `type` printed on it, normalised (see top of file). */
  fields: Record<string, string>
  notes?: string[]
}

/**
 * One issuer's layout. `params` says what varies per document (the issue date, the payslip's
 * month, an override that plants a defect); `rng` is seeded (deterministic output).
 */
export type LayoutGenerator = (facts: Facts, params: Record<string, unknown>, rng: () => number) => Promise<GeneratedDocument>
