/**
 * The dossier as the checks see it: each classified document with its type, thematic, text lines
 * and extracted fields (computed lazily, once per document and engine call).
 */
import {maskSensitive} from './checks.js'
import {documentTypeSpec, OTHER} from './classify.js'
import {documentLines, extractFields, sheetPage, type DocumentLines, type ExtractedField} from './extract.js'
import type {Profile} from './profile.js'
import type {PageLayout} from './layout.js'
import {fold, foldLoose, type TextLine} from './text.js'

export interface EngineDocument {
  id: number
  file_name: string
  mime_type: string
  created_at: string
  /** Text of each page (from document_pages), page 1 first. */
  pages: string[]
  /**
   * Positioned words of each page (from document_pages.layout), page 1 first. Absent for
   * documents stored before layouts existed: the engine then lays out `pages` itself.
   */
  layout?: PageLayout[]
  /**
   * Optional: whether the stored PDF carries a signature dictionary (/Type /Sig, /ByteRange).
   * The text layer cannot show it; see pdfHasSignature() to compute it from the file's bytes.
   */
  pdf_signed?: boolean
  /**
   * Set by the engine on a part of a file that holds several documents (segment.ts): its pages in
   * the file (1-based, inclusive). `pages` and `layout` are then that range's only.
   */
  part?: {first_page: number; last_page: number}
}

/** What names a document in the run's state and answers: the file's id, with its pages for a part (`"7:1-2"`). */
export function documentKey(doc: EngineDocument): string {
  return doc.part ? `${doc.id}:${doc.part.first_page}-${doc.part.last_page}` : String(doc.id)
}

/** A document as reasons and questions name it: its file name, with its pages for a part ("bulletins.pdf (p. 3-4)"). */
export function documentName(doc: EngineDocument): string {
  if (!doc.part) return doc.file_name
  const {first_page: first, last_page: last} = doc.part
  return `${doc.file_name} (p. ${first === last ? first : `${first}-${last}`})`
}

export interface ClassifiedDocument {
  doc: EngineDocument
  document_type: string
  thematic: string | null
  confidence: number
  method: 'auto' | 'human'
}

/** One evidence item of a verdict (contract: {document_id, file_name, page, field, value, method, confidence}). */
export interface Evidence {
  document_id: number
  file_name: string
  page: number | null
  field: string | null
  value: string | null
  method: string
  confidence: number
  /** Where on the page (points, top-left origin), when known. */
  bbox?: [number, number, number, number] | null
  ocr_confidence?: number
  /** A disagreeing reading of the same field (visual zone against MRZ). */
  conflict?: {value: string; method: string; page: number | null}
}

/** File names that say a front or a back side (recto, verso; front, back; face, dos). */
const FRONT = /(?:^|[^a-z])(?:recto|front|face|avant)(?:[^a-z]|$)/
const BACK = /(?:^|[^a-z])(?:verso|back|dos|arriere)(?:[^a-z]|$)/

/** Above this many documents of one type, none is taken for another's other half (DossierView.companion). */
const MAX_HALVES_OF_A_TYPE = 6

/** A field as the checks see it: read on the document, or on its other half (DossierView.companion), which `from` names. */
export type ViewField = ExtractedField & {from?: ClassifiedDocument}

export class DossierView {
  // Per document object: the parts of one file share its id.
  private readonly extracted = new WeakMap<EngineDocument, ExtractedField[]>()
  private readonly layoutCache = new WeakMap<EngineDocument, DocumentLines>()
  private readonly lineCache = new WeakMap<EngineDocument, TextLine[]>()
  private readonly companions = new WeakMap<EngineDocument, ClassifiedDocument | null>()
  private byType: Map<string, ClassifiedDocument[]> | undefined

  constructor(
    readonly profile: Profile,
    readonly documents: ClassifiedDocument[],
    /** The run's reference date (ISO): reads two-digit years in dates. */
    readonly refDate?: string,
  ) {}

  /** Documents of a thematic (optionally of one document type), in dossier order. */
  ofThematic(thematic: string, documentType?: string): ClassifiedDocument[] {
    return this.documents.filter((d) => d.thematic === thematic && (!documentType || d.document_type === documentType))
  }

  /** Documents of a scope: a thematic id or a document type id. */
  ofScope(scope: string): ClassifiedDocument[] {
    return this.documents.filter((d) => d.thematic === scope || d.document_type === scope)
  }

  /** Positioned lines of a document (its layout, or its text laid out), computed once. */
  layout(doc: ClassifiedDocument): DocumentLines {
    let lines = this.layoutCache.get(doc.doc)
    if (!lines) {
      lines = documentLines(doc.doc)
      this.layoutCache.set(doc.doc, lines)
    }

    return lines
  }

  /** Text lines in reading order, each with its page (for text searches: regex and markers). */
  lines(doc: ClassifiedDocument): TextLine[] {
    let lines = this.lineCache.get(doc.doc)
    if (!lines) {
      const layout = this.layout(doc)
      lines = layout.lines.map((line) => ({folded: fold(line.text), page: sheetPage(layout, line.page), text: line.text}))
      this.lineCache.set(doc.doc, lines)
    }

    return lines
  }

  fields(doc: ClassifiedDocument): ExtractedField[] {
    let fields = this.extracted.get(doc.doc)
    if (!fields) {
      const spec = doc.document_type === OTHER ? undefined : documentTypeSpec(this.profile, doc.document_type)
      fields = spec ? extractFields(spec, doc.doc, {refDate: this.refDate}, this.layout(doc)) : []
      this.extracted.set(doc.doc, fields)
    }

    return fields
  }

  /** A field of the document, or of its other half when it has none (companion). */
  field(doc: ClassifiedDocument, id: string): undefined | ViewField {
    const own = this.fields(doc).find((f) => f.field === id)
    if (own) return own
    const other = this.companion(doc)
    const theirs = other && this.fields(other).find((f) => f.field === id)
    return theirs ? {...theirs, from: other} : undefined
  }

  /**
   * The other half of a document sent as two files (the front and the back of an identity card
   * photographed one after the other: the names on one side, the expiry date on the other): the
   * only other document of the same type whose fields agree with this one's wherever both have
   * a value, and that has a field this one lacks. Not for types that carry a period (a month or a
   * year: payslips, tax notices), where documents of the same type are meant to be several and a
   * period that was not read must not be taken from another one.
   */
  companion(doc: ClassifiedDocument): ClassifiedDocument | undefined {
    const known = this.companions.get(doc.doc)
    if (known !== undefined) return known ?? undefined
    // Each the other's only candidate: a back that two fronts would take goes with neither.
    const [other, ...more] = this.halves(doc)
    const mutual = other !== undefined && more.length === 0 && this.halves(other).length === 1 && this.halves(other)[0] === doc
    this.companions.set(doc.doc, mutual ? other : null)
    return mutual ? other : undefined
  }

  /**
   * Whether two halves are tied by more than the lack of another candidate: a value in common (the
   * document number on both sides, the holder's name), or file names that say front and back.
   */
  linked(a: ClassifiedDocument, b: ClassifiedDocument): boolean {
    const theirs = new Map(this.fields(b).map((f) => [f.field, foldLoose(f.value)]))
    if (this.fields(a).some((f) => theirs.get(f.field) === foldLoose(f.value))) return true
    const side = (name: string) => FRONT.test(foldLoose(name)) ? 'front' : BACK.test(foldLoose(name)) ? 'back' : undefined
    const sides = [side(a.doc.file_name), side(b.doc.file_name)]
    return sides.includes('front') && sides.includes('back')
  }

  /** The documents that could be the other half of this one (companion): same type, no disagreement, something it lacks. */
  private halves(doc: ClassifiedDocument): ClassifiedDocument[] {
    const spec = documentTypeSpec(this.profile, doc.document_type)
    if (!spec || spec.fields.some((f) => f.type === 'month' || f.type === 'year')) return []
    if (!this.byType) {
      this.byType = new Map()
      for (const d of this.documents) {
        const list = this.byType.get(d.document_type)
        if (list) list.push(d)
        else this.byType.set(d.document_type, [d])
      }
    }

    const sameType = this.byType.get(doc.document_type) ?? []
    // A front and a back are a few documents of their type: a type with many is not that case (and
    // comparing each with each would cost the square of a large dossier).
    if (sameType.length > MAX_HALVES_OF_A_TYPE) return []
    const mine = this.fields(doc)
    return sameType.filter((other) => {
      if (other === doc) return false
      const theirs = new Map(this.fields(other).map((f) => [f.field, f.value]))
      const complements = [...theirs.keys()].some((id) => !mine.some((f) => f.field === id))
      return complements && mine.every((f) => !theirs.has(f.field) || foldLoose(theirs.get(f.field)!) === foldLoose(f.value))
    })
  }

  /** The document an evidence item is about: its file, and the part that holds its page. */
  documentOf(evidence: Pick<Evidence, 'document_id' | 'page'>): ClassifiedDocument | undefined {
    const {document_id: id, page} = evidence
    return this.documents.find((d) => d.doc.id === id && (page === null || !d.doc.part || (page >= d.doc.part.first_page && page <= d.doc.part.last_page)))
  }

  /** How reasons name the document of an evidence item (documentName: a part with its pages). */
  nameOf(evidence: Pick<Evidence, 'document_id' | 'file_name' | 'page'>): string {
    const doc = this.documentOf(evidence)
    return doc ? documentName(doc.doc) : evidence.file_name
  }

  /** Whether nothing could be read from the document (no text layer, OCR found nothing). */
  unreadable(doc: ClassifiedDocument): boolean {
    return isUnreadable(doc.doc)
  }
}

/** A document with no readable text at all. */
export function isUnreadable(doc: EngineDocument): boolean {
  return doc.pages.every((p) => !p.trim())
}

/** The value as shown in events and reports: sensitive values (IBAN, NIR) keep only their last 4 characters. */
export function shownValue(field: ExtractedField): string {
  return field.sensitive ? maskSensitive(field.value) : field.value
}

/** Evidence of a value a document took from its other half (companion): the document, and the half. */
const BORROWED = new WeakMap<Evidence, {doc: ClassifiedDocument; from: ClassifiedDocument}>()

/**
 * The first evidence item of a value taken from another document that nothing ties to it (no
 * value in common, no front/back file names): a pairing made for want of another document, which
 * a human confirms (requirements.ts turns such a verdict into a warning).
 */
export function unlinkedBorrowing(view: DossierView, evidence: readonly Evidence[]): undefined | {file: string; other: string} {
  for (const item of evidence) {
    const borrowed = BORROWED.get(item)
    if (borrowed && !view.linked(borrowed.doc, borrowed.from)) return {file: documentName(borrowed.doc.doc), other: documentName(borrowed.from.doc)}
  }

  return undefined
}

export function fieldEvidence(doc: ClassifiedDocument, field: ViewField): Evidence {
  // A value read on the document's other half is that document's evidence.
  const evidence = fieldEvidenceOf(field.from ?? doc, field)
  if (field.from) BORROWED.set(evidence, {doc, from: field.from})
  return evidence
}

function fieldEvidenceOf(doc: ClassifiedDocument, field: ViewField): Evidence {
  return {
    confidence: field.confidence,
    document_id: doc.doc.id,
    field: field.field,
    file_name: doc.doc.file_name,
    method: field.method,
    page: field.page,
    value: shownValue(field),
    ...(field.bbox ? {bbox: field.bbox} : {}),
    ...(field.ocr_confidence === undefined ? {} : {ocr_confidence: field.ocr_confidence}),
    ...(field.conflict ? {conflict: {method: field.conflict.method, page: field.conflict.page, value: field.sensitive ? maskSensitive(field.conflict.value) : field.conflict.value}} : {}),
  }
}

/** Evidence that a document is there (no particular field); a part of a file is named by its first page. */
export function documentEvidence(doc: ClassifiedDocument, page: number | null = null): Evidence {
  return {
    confidence: doc.confidence,
    document_id: doc.doc.id,
    field: null,
    file_name: doc.doc.file_name,
    method: doc.method,
    page: page ?? doc.doc.part?.first_page ?? null,
    value: doc.document_type,
  }
}
