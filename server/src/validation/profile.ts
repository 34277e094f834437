/**
 * Validation profiles: declarative YAML files (server/profiles/*.yaml) that say which thematics a
 * dossier has, how to recognise each document type, which fields to extract, and which N1
 * requirements and N2 rules to check. Durations and thresholds live here, never in code.
 *
 * Loading parses with `yaml` (keeping source positions) and validates with zod, then checks
 * cross-references (fields named by requirements and rules exist). Any problem throws a
 * ProfileError whose message starts with `<file>:<line>: `.
 */
import {readFileSync, readdirSync} from 'node:fs'
import {basename, dirname, join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'

import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Document} from 'yaml'
import {z} from 'zod'

const Text = z.string().min(1)
/** A label in both languages of the service (French is the default, English required too). */
const Label = z.object({en: Text, fr: Text}).strict()
const Weighted = z.object({t: Text, w: z.number().positive()}).strict()
const WeightedPattern = z.object({re: Text, w: z.number().positive()}).strict()

export const FIELD_TYPES = [
  'address',
  'amount',
  'bic',
  'code',
  'company',
  'date',
  'iban',
  'month',
  'name',
  'postcode',
  'siren',
  'siret',
  'text',
  'tva',
  'year',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

const FieldSpec = z
  .object({
    /** Derived field: the listed fields' values joined with a space (e.g. prenoms + nom). */
    compose: z.array(Text).min(1).optional(),
    /** Fallback: the first value of this type anywhere in the text (lower confidence). */
    anywhere: z.boolean().default(false),
    /**
     * Fallback for names and addresses printed without a label: the addressee block (a name line,
     * street lines, a postcode and city) of a person (civility, no legal form) or of a company;
     * `issuer`: the organisation that issued the document (its legal mentions, or its letterhead).
     */
    block: z.enum(['person', 'company', 'issuer']).optional(),
    /**
     * For a company's block: the party is also the document's issuer, whose letterhead names it
     * when no block does (a payslip's employer: a letterhead over an address on one line).
     */
    orIssuer: z.boolean().default(false),
    /**
     * For dates: how a two-digit year is read ("04 MAR /MARS 81"): `past` (a birth date: not after
     * the reference date), `future` (an expiry date: may lie ahead), `near` (an issue date: the
     * closest to the reference date, the default).
     */
    dateKind: z.enum(['past', 'future', 'near']).default('near'),
    /** The value may be read from the file name when the text has none (dates, months). */
    filename: z.boolean().default(false),
    id: Text,
    /** How reasons name the field ("date d'émission" / "issue date"); default: the id with spaces. */
    label: Label.optional(),
    /** Labels that precede the value ("Date d'expiration", "SIREN"), matched accent- and case-insensitively. */
    labels: z
      .array(
        z.union([
          Text.transform((t): {t: string; occurrence?: number} => ({t})),
          /** A label whose value is its n-th one ("Période de validité : du X au Y", occurrence 2 for the end). */
          z.object({occurrence: z.number().int().min(1).optional(), t: Text}).strict(),
        ]),
      )
      .default([]),
    /**
     * For an identifier (a SIRET, a SIREN): the field naming the party it identifies, listed
     * before it. A label printed more than once (a payroll bureau's SIRET in its header line, the
     * employer's under its name and address) is read first where it stands under that party's
     * name, then in the document's order; never on the line the document's issuer (`block:
     * issuer`) was read from, its own legal mention ("... régie par le code des assurances - SIREN
     * 775 661 904" at an insurer's foot), when the party is another.
     */
    of: Text.optional(),
    /** Take the n-th value after the label ("Période du 01/01/2025 au 31/12/2025": 2 → the end date). */
    occurrence: z.number().int().min(1).default(1),
    /**
     * For identity documents: the field of the machine-readable zone that carries this value.
     * When the MRZ's check digits hold, it wins over the visual zone (a disagreement is recorded).
     */
    mrz: z.enum(['surname', 'given_names', 'birth_date', 'expiry_date', 'issue_date', 'document_number', 'nationality']).optional(),
    /** For `text`/`code` fields: the value's own pattern, searched after the label. */
    pattern: Text.optional(),
    /**
     * A usage (married) name ("Nom d'usage : ép. DUBOIS"): optional in a composed name, where it
     * reads as an alternative surname ("épouse DUBOIS"), so that documents in either name agree.
     */
    usageName: z.boolean().default(false),
    /**
     * For names: the part of a name this field is when a cell holds both, the surname written in
     * capitals first (`Nom et prénom(s)` : `FAURE Maxime`): `surname` (FAURE) or `given_names`
     * (Maxime). A name whose case tells no parts apart is kept whole.
     */
    namePart: z.enum(['surname', 'given_names']).optional(),
    /**
     * For `text` fields: the address printed under the value, down to its postcode and town, is
     * part of it (a bank's branch: "CAISSE ANNECY RÉPUBLIQUE" / "1 place du Marché" / "74000
     * ANNECY"); a line that is no address (a phone number) ends it at the value.
     */
    withAddress: z.boolean().default(false),
    /**
     * For amounts: never zero nor negative (a salary): a reading of zero or less is another
     * figure's (a deduction's "- 101,29", an empty column's "0,00"), and the search goes on.
     */
    positive: z.boolean().default(false),
    /**
     * For dates: the id of a date field of the same document this one never precedes (a Kbis is
     * extracted after the company's registration): a reading before that field's value is OCR's
     * misreading of a year ("2008" for "2028") or another date, and the search goes on.
     */
    notBefore: Text.optional(),
    /** Masked (all but the last 4 characters) in events and reports. */
    sensitive: z.boolean().default(false),
    type: z.enum(FIELD_TYPES),
  })
  .strict()
export type FieldSpec = z.infer<typeof FieldSpec>

const DocumentType = z
  .object({
    fields: z.array(FieldSpec).default([]),
    hints: z
      .object({
        filename: z.array(Text).default([]),
        keywords: z.array(Weighted).default([]),
        /**
         * Document codes of a machine-readable zone whose check digits all hold (`ID`, `P`, `IR`:
         * the start of the code, `P` for `P<`, `PO`...) and the weight that zone adds: the zone says
         * what the document is when OCR lost its printed title.
         */
        mrz: z.object({codes: z.array(Text).min(1), w: z.number().positive()}).strict().optional(),
        negative: z.array(Weighted).default([]),
        patterns: z.array(WeightedPattern).default([]),
      })
      .strict(),
    id: Text,
    label: Label,
  })
  .strict()
export type DocumentTypeSpec = z.infer<typeof DocumentType>

const Severity = z.enum(['blocking', 'warn'])
const Duration = {days: z.number().int().positive().optional(), months: z.number().int().positive().optional(), years: z.number().int().positive().optional()}
const reqBase = {
  /** Only documents of this type are considered (default: every document of the thematic). */
  documentType: Text.optional(),
  id: Text,
  label: Label,
  /** Appended to the reason, e.g. "non vérifié en ligne" for what cannot be checked offline. */
  note: Label.optional(),
  severity: Severity.default('blocking'),
}

const Requirement = z.discriminatedUnion('kind', [
  z.object({...reqBase, kind: z.literal('document_present'), min: z.number().int().positive().default(1), onMissing: z.enum(['ask', 'fail']).default('ask')}).strict(),
  z.object({...reqBase, kind: z.literal('min_count'), min: z.number().int().positive()}).strict(),
  z
    .object({...reqBase, ...Duration, field: Text, kind: z.literal('max_age'), pick: z.enum(['all', 'latest']).default('all')})
    .strict()
    .refine((r) => r.days ?? r.months ?? r.years, {message: 'max_age needs days, months or years', path: ['months']}),
  z
    .object({
      ...reqBase,
      field: Text,
      /**
       * A legal extension of validity that a human must confirm: an expired date still within
       * `days`/`months`/`years` after expiry, for documents whose `issuedField` lies between
       * `issuedFrom` and `issuedTo` (French identity cards issued 2004-2013: +5 years), pauses with
       * rule_clarification instead of failing.
       */
      grace: z
        .object({
          ...Duration,
          /** Only documents of this type get the extension (e.g. identity cards, not passports). */
          documentType: Text.optional(),
          issuedField: Text.optional(),
          issuedFrom: z.iso.date().optional(),
          issuedTo: z.iso.date().optional(),
        })
        .strict()
        .refine((g) => g.days ?? g.months ?? g.years, {message: 'grace needs days, months or years', path: ['years']})
        .optional(),
      kind: z.literal('not_expired'),
    })
    .strict(),
  z.object({...reqBase, end: Text, kind: z.literal('date_in_range'), start: Text}).strict(),
  z.object({...reqBase, fields: z.array(Text).min(1), kind: z.literal('field_present')}).strict(),
  z.object({...reqBase, field: Text.optional(), kind: z.literal('regex_match'), pattern: Text}).strict(),
  z.object({...reqBase, kind: z.literal('text_absent'), pattern: Text}).strict(),
  z
    .object({
      ...reqBase,
      algo: z.enum(['luhn_siren', 'luhn_siret', 'iban', 'tva_key', 'bic']),
      field: Text,
      /** When the field is absent: not_applicable instead of a failure (an optional identifier). */
      ifPresent: z.boolean().default(false),
      kind: z.literal('checksum'),
    })
    .strict(),
  z.object({...reqBase, kind: z.literal('signed'), markers: z.array(Text).min(1)}).strict(),
  z.object({...reqBase, kind: z.literal('field_compare'), left: Text, op: z.enum(['lt', 'lte', 'eq', 'gte', 'gt']), right: Text}).strict(),
])
export type Requirement = z.infer<typeof Requirement>
export type RequirementKind = Requirement['kind']

/** A value reference `<thematic or document type>.<field>`, optionally sliced: `social.siret[0:9]`. */
const Ref = Text.regex(/^(\$refDate|[\w-]+\.[\w-]+(\[\d+:\d+\])?)$/, 'a reference is "<thematic or document type>.<field>", optionally followed by [start:end], or $refDate')
const ruleBase = {id: Text, label: Label, severity: Severity.default('blocking')}
const BandVerdict = z.enum(['pass', 'warning', 'fail', 'clarify'])

const Rule = z.discriminatedUnion('kind', [
  z.object({...ruleBase, kind: z.literal('same_value'), minValues: z.number().int().min(2).default(2), normalize: z.enum(['digits', 'text']).default('text'), values: z.array(Ref).min(2)}).strict(),
  z
    .object({
      ...ruleBase,
      as: z.enum(['person', 'company']),
      clarifyMin: z.number().min(0).max(1),
      kind: z.literal('fuzzy_equal'),
      minValues: z.number().int().min(2).default(2),
      passMin: z.number().min(0).max(1),
      values: z.array(Ref).min(2),
    })
    .strict()
    .refine((r) => r.clarifyMin <= r.passMin, {message: 'clarifyMin must not exceed passMin', path: ['clarifyMin']}),
  z
    .object({
      ...ruleBase,
      aggregate: z.enum(['mean', 'sum', 'min', 'max', 'latest']).default('mean'),
      bands: z.array(z.object({lte: z.number().min(0).optional(), verdict: BandVerdict}).strict()).min(1),
      kind: z.literal('ratio_band'),
      multiply: z.number().positive().default(1),
      reference: Ref,
      value: Ref,
    })
    .strict()
    .refine((r) => r.bands.at(-1)!.lte === undefined, {message: 'the last band must have no lte (it catches everything above)', path: ['bands']}),
  z
    .object({
      ...ruleBase,
      kind: z.literal('date_order'),
      pairs: z.array(z.object({after: Ref, before: Ref, offsetMonths: z.number().int().optional(), offsetYears: z.number().int().optional()}).strict()).min(1),
    })
    .strict(),
  z
    .object({
      ...ruleBase,
      kind: z.literal('address_match'),
      onPostcodeMismatch: z.enum(['fail', 'warning']).default('fail'),
      onStreetMismatch: z.enum(['fail', 'warning']).default('warning'),
      streetMin: z.number().min(0).max(1),
      values: z.array(Ref).min(2),
    })
    .strict(),
  z
    .object({
      ...ruleBase,
      count: z.number().int().min(2),
      field: Ref,
      kind: z.literal('consecutive_months'),
      onSameValueMismatch: z.enum(['fail', 'warning']).default('warning'),
      sameValue: Ref.optional(),
    })
    .strict(),
])
export type Rule = z.infer<typeof Rule>
export type RuleKind = Rule['kind']

const Thematic = z
  .object({
    documentTypes: z.array(DocumentType).min(1),
    id: Text,
    label: Label,
    requirements: z.array(Requirement).default([]),
    /** A required thematic with no document pauses the run (missing_document); an optional one is not_applicable. */
    required: z.boolean().default(true),
  })
  .strict()
export type Thematic = z.infer<typeof Thematic>

const ProfileSchema = z
  .object({
    classification: z
      .object({
        /** Top probability needed to accept a classification without asking. */
        autoAcceptMin: z.number().min(0).max(1),
        /** Weight of one file-name hint. */
        filenameWeight: z.number().min(0).default(1),
        /** Top probability minus the runner-up's needed to accept without asking. */
        marginMin: z.number().min(0).max(1),
        /** Score of the "other" class: a document must score above it to be recognised at all. */
        otherScore: z.number().min(0).default(2),
        /** Softmax temperature, in score units. */
        temperature: z.number().positive(),
        /** Keyword hits in the first N characters (the title zone) count `titleBoost` times. */
        titleBoost: z.number().min(1).default(2),
        titleZone: z.number().int().min(0).default(600),
      })
      .strict(),
    defaultLanguage: z.enum(['fr', 'en']).default('fr'),
    /**
     * Readings by OCR: an N1 failure resting on an OCR value below `trustMin` (0..1), or on a field
     * not found on a document read by OCR, is a warning to check by hand, not a rejection.
     */
    ocr: z.object({trustMin: z.number().min(0).max(1).default(0.8)}).strict().default({trustMin: 0.8}),
    description: Label.optional(),
    id: Text.regex(/^[\w-]+$/),
    label: Label,
    rules: z.array(Rule).default([]),
    thematics: z.array(Thematic).min(1),
    version: z.number().int().positive(),
  })
  .strict()

export type Profile = z.infer<typeof ProfileSchema> & {
  /** Where it was loaded from (for messages). */
  source: string
}

export class ProfileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`)
    this.name = 'ProfileError'
  }
}

/** The directory of the shipped profiles: server/profiles, from src/validation (tsx) or dist/validation. */
export const PROFILES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'profiles')
export const DEFAULT_PROFILE_ID = 'financement-pro-tpe'

type Path = (string | number)[]

function lineOf(doc: Document, counter: LineCounter, path: Path): number {
  // The deepest node that exists on the path (a missing key points at its parent map).
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true)
    if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)) {
      // For a map entry, point at the key rather than the (possibly multi-line) value.
      if (depth > 0 && (isMap(node) || isSeq(node))) {
        const parent = depth === 1 ? doc.contents : doc.getIn(path.slice(0, depth - 1), true)
        if (isMap(parent)) {
          const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === path[depth - 1])
          if (pair && isScalar(pair.key) && pair.key.range) return counter.linePos(pair.key.range[0]).line
        }
      }

      return counter.linePos(node.range[0]).line
    }
  }

  return 1
}

function describePath(path: Path): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '')
}

/** Parses and validates profile text; `file` names it in error messages. */
export function parseProfile(text: string, file: string): Profile {
  const counter = new LineCounter()
  const doc = parseDocument(text, {lineCounter: counter, prettyErrors: false, uniqueKeys: true})
  if (doc.errors.length > 0) {
    const error = doc.errors[0]
    const line = error.linePos?.[0]?.line ?? 1
    throw new ProfileError(file, line, `invalid YAML: ${error.message.split('\n')[0]}`)
  }

  const parsed = ProfileSchema.safeParse(doc.toJS())
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // An unknown key is reported on its object: point at the key itself.
    const path = [...(issue.path as Path), ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])]
    const where = path.length > 0 ? `${describePath(path)}: ` : ''
    throw new ProfileError(file, lineOf(doc, counter, path), `${where}${issue.message}`)
  }

  const profile = {...parsed.data, source: file}
  const problem = crossCheck(profile)
  if (problem) throw new ProfileError(file, lineOf(doc, counter, problem.path), `${describePath(problem.path)}: ${problem.message}`)
  return profile
}

/** Loads one profile file. */
export function loadProfile(path: string): Profile {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ProfileError(displayPath(path), 1, `cannot read the profile: ${(error as Error).message}`)
  }

  return parseProfile(text, displayPath(path))
}

function displayPath(path: string): string {
  const rel = relative(join(PROFILES_DIR, '..'), path)
  return rel.startsWith('..') ? path : rel
}

const cache = new Map<string, Profile>()

/** A shipped profile by id (cached): `server/profiles/<id>.yaml`. */
export function getProfile(id: string = DEFAULT_PROFILE_ID): Profile {
  let profile = cache.get(id)
  if (!profile) {
    if (!/^[\w-]+$/.test(id)) throw new Error(`Invalid profile id: ${id}`)
    profile = loadProfile(join(PROFILES_DIR, `${id}.yaml`))
    cache.set(id, profile)
  }

  return profile
}

/** The ids of the shipped profiles. */
export function listProfiles(): string[] {
  return readdirSync(PROFILES_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => basename(f, '.yaml'))
    .sort()
}

export function defaultProfile(): Profile {
  return getProfile(DEFAULT_PROFILE_ID)
}

// ---------------------------------------------------------------------------------------------
// Cross-references

/** A parsed reference: which documents (by thematic or document type) and which field. */
export interface ParsedRef {
  scope: string
  field: string
  slice?: [number, number]
}

export function parseRef(ref: string): ParsedRef | '$refDate' {
  if (ref === '$refDate') return '$refDate'
  const match = /^([\w-]+)\.([\w-]+)(?:\[(\d+):(\d+)\])?$/.exec(ref)
  if (!match) throw new Error(`invalid reference ${ref}`)
  return {field: match[2], scope: match[1], slice: match[3] === undefined ? undefined : [Number(match[3]), Number(match[4])]}
}

/** The document types a scope (thematic id or document type id) covers. */
export function typesOfScope(profile: Profile, scope: string): DocumentTypeSpec[] {
  const thematic = profile.thematics.find((t) => t.id === scope)
  if (thematic) return thematic.documentTypes
  for (const t of profile.thematics) {
    const type = t.documentTypes.find((d) => d.id === scope)
    if (type) return [type]
  }

  return []
}

function fieldOf(types: DocumentTypeSpec[], field: string): FieldSpec | undefined {
  for (const type of types) {
    const spec = type.fields.find((f) => f.id === field)
    if (spec) return spec
  }

  return undefined
}

/** The display name of a field in a language: its `label`, else its id with spaces. */
export function fieldName(types: DocumentTypeSpec[], field: string, language: 'en' | 'fr'): string {
  const spec = fieldOf(types, field)
  return spec?.label ? (language === 'en' ? spec.label.en : spec.label.fr) : field.replace(/_/g, ' ')
}

const DATE_TYPES: FieldType[] = ['date', 'month', 'year']

function crossCheck(profile: Profile): {message: string; path: Path} | undefined {
  const ids = new Set<string>()
  for (const [ti, thematic] of profile.thematics.entries()) {
    for (const id of [thematic.id, ...thematic.documentTypes.map((d) => d.id)]) {
      if (ids.has(id)) return {message: `duplicate thematic or document type id "${id}"`, path: ['thematics', ti, 'id']}
      ids.add(id)
    }
  }

  const requirementIds = new Set<string>()
  for (const [ti, thematic] of profile.thematics.entries()) {
    for (const [di, type] of thematic.documentTypes.entries()) {
      for (const [pi, pattern] of type.hints.patterns.entries()) {
        const bad = regexProblem(pattern.re)
        if (bad) return {message: bad, path: ['thematics', ti, 'documentTypes', di, 'hints', 'patterns', pi, 're']}
      }

      const fieldIds = new Set<string>()
      for (const [fi, field] of type.fields.entries()) {
        const path = ['thematics', ti, 'documentTypes', di, 'fields', fi]
        if (fieldIds.has(field.id)) return {message: `duplicate field id "${field.id}"`, path: [...path, 'id']}
        fieldIds.add(field.id)
        if (field.pattern) {
          const bad = regexProblem(field.pattern)
          if (bad) return {message: bad, path: [...path, 'pattern']}
        }

        for (const part of field.compose ?? []) {
          if (!type.fields.some((f) => f.id === part && !f.compose)) return {message: `compose names unknown field "${part}"`, path: [...path, 'compose']}
        }

        if (field.of !== undefined && !type.fields.slice(0, fi).some((f) => f.id === field.of)) {
          return {message: `of names "${field.of}", which is not a field listed before "${field.id}"`, path: [...path, 'of']}
        }

        if (!field.compose && field.labels.length === 0 && !field.anywhere && !field.filename && !field.block && !field.mrz) {
          return {message: `field "${field.id}" has no labels, compose, anywhere or filename: it can never be extracted`, path}
        }
      }
    }

    const types = thematic.documentTypes
    for (const [ri, requirement] of thematic.requirements.entries()) {
      const path: Path = ['thematics', ti, 'requirements', ri]
      if (requirementIds.has(requirement.id)) return {message: `duplicate requirement id "${requirement.id}"`, path: [...path, 'id']}
      requirementIds.add(requirement.id)
      let scoped = types
      if (requirement.documentType) {
        scoped = types.filter((d) => d.id === requirement.documentType)
        if (scoped.length === 0) return {message: `unknown document type "${requirement.documentType}" in thematic "${thematic.id}"`, path: [...path, 'documentType']}
      }

      const need = (field: string, key: string, types?: FieldType[]) => {
        const spec = fieldOf(scoped, field)
        if (!spec) return {message: `unknown field "${field}" for thematic "${thematic.id}"`, path: [...path, key]}
        if (types && !types.includes(spec.type)) return {message: `field "${field}" is a ${spec.type}, expected ${types.join(' or ')}`, path: [...path, key]}
        return undefined
      }

      let problem: {message: string; path: Path} | undefined
      switch (requirement.kind) {
        case 'max_age': {
          problem = need(requirement.field, 'field', DATE_TYPES)
          break
        }

        case 'not_expired': {
          problem = need(requirement.field, 'field', DATE_TYPES)
          if (requirement.grace?.documentType && !scoped.some((d) => d.id === requirement.grace!.documentType)) {
            problem ??= {message: `unknown document type "${requirement.grace.documentType}" in thematic "${thematic.id}"`, path: [...path, 'grace', 'documentType']}
          }

          if (requirement.grace?.issuedField) {
            const spec = fieldOf(scoped, requirement.grace.issuedField)
            if (!spec || spec.type !== 'date') problem ??= {message: `grace.issuedField "${requirement.grace.issuedField}" is not a date field`, path: [...path, 'grace', 'issuedField']}
          }

          break
        }

        case 'date_in_range': {
          problem = need(requirement.start, 'start', ['date']) ?? need(requirement.end, 'end', ['date'])
          break
        }

        case 'field_present': {
          for (const f of requirement.fields) problem ??= need(f, 'fields')
          break
        }

        case 'regex_match':
        case 'text_absent': {
          problem = regexProblem(requirement.pattern) ? {message: regexProblem(requirement.pattern)!, path: [...path, 'pattern']} : undefined
          if (requirement.kind === 'regex_match' && requirement.field) problem ??= need(requirement.field, 'field')
          break
        }

        case 'checksum': {
          problem = need(requirement.field, 'field')
          break
        }

        case 'field_compare': {
          problem = need(requirement.left, 'left', ['amount']) ?? need(requirement.right, 'right', ['amount'])
          break
        }

        default:
      }

      if (problem) return problem
    }
  }

  const ruleIds = new Set<string>()
  for (const [ri, rule] of profile.rules.entries()) {
    const path: Path = ['rules', ri]
    if (ruleIds.has(rule.id) || requirementIds.has(rule.id)) return {message: `duplicate rule id "${rule.id}"`, path: [...path, 'id']}
    ruleIds.add(rule.id)
    const check = (ref: string, key: Path, types?: FieldType[]): {message: string; path: Path} | undefined => {
      const parsed = parseRef(ref)
      if (parsed === '$refDate') return types && !types.includes('date') ? {message: '$refDate is a date', path: [...path, ...key]} : undefined
      const scoped = typesOfScope(profile, parsed.scope)
      if (scoped.length === 0) return {message: `unknown thematic or document type "${parsed.scope}"`, path: [...path, ...key]}
      const spec = fieldOf(scoped, parsed.field)
      if (!spec) return {message: `unknown field "${parsed.field}" in "${parsed.scope}"`, path: [...path, ...key]}
      if (types && !types.includes(spec.type)) return {message: `"${ref}" is a ${spec.type}, expected ${types.join(' or ')}`, path: [...path, ...key]}
      return undefined
    }

    let problem: {message: string; path: Path} | undefined
    switch (rule.kind) {
      case 'same_value':
      case 'fuzzy_equal':
      case 'address_match': {
        for (const [vi, ref] of rule.values.entries()) problem ??= check(ref, ['values', vi], rule.kind === 'address_match' ? ['address'] : undefined)
        break
      }

      case 'ratio_band': {
        problem = check(rule.value, ['value'], ['amount']) ?? check(rule.reference, ['reference'], ['amount'])
        break
      }

      case 'date_order': {
        for (const [pi, pair] of rule.pairs.entries()) {
          problem ??= check(pair.before, ['pairs', pi, 'before'], DATE_TYPES) ?? check(pair.after, ['pairs', pi, 'after'], DATE_TYPES)
        }

        break
      }

      case 'consecutive_months': {
        problem = check(rule.field, ['field'], ['month']) ?? (rule.sameValue ? check(rule.sameValue, ['sameValue']) : undefined)
        break
      }
    }

    if (problem) return problem
  }

  return undefined
}

function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source, 'iu')
    return undefined
  } catch (error) {
    return `invalid regular expression: ${(error as Error).message}`
  }
}
