import type {ApiClient} from './http.js'
import {cell, humanSize, type Column} from './output.js'

/** A document as returned by the list call (spec: Resources, Document). */
export interface Document {
  id: number
  file_name: string
  mime_type: string
  size: number
  doc_type: 'connector' | 'document'
  doc_status: 'completed' | 'failed' | 'processing' | 'ready'
  num_pages: null | number
  space_id: null | string
  folder_id: string
  created_at: string
  [key: string]: unknown
}

/** The single-document read: the list fields plus storage location, connector config and access. */
export interface DocumentDetail extends Document {
  s3_path?: string
  bucket_name?: string
  bucket_path?: string
  file_infos?: Record<string, unknown>
  /** Its type is not given by the spec: a boolean here, a string or a number elsewhere (see flag()). */
  search_enabled?: unknown
  _access?: {type: string; can_edit: boolean; can_delete: boolean}
}

/** Output of `files check`: always these seven keys, null where the service does not say. */
export interface CheckSummary {
  id: null | number
  file_name: null | string
  doc_status: null | string
  search_enabled: boolean | null
  num_pages: null | number
  mime_type: null | string
  size: null | number
}

export interface ListParams {
  space?: string
  limit?: number
  offset?: number
}

export interface DocumentPage {
  documents: Document[]
  /** Total number of documents when the service says so. */
  total?: number
}

/**
 * GET /api/v1/documents. Accepts a bare array or a wrapped response
 * (`{data: [...]}`, `{documents: [...]}`, `{items: [...]}`, with an optional total).
 */
export async function listDocuments(api: ApiClient, params: ListParams, signal?: AbortSignal): Promise<DocumentPage> {
  const body = await api.get<unknown>('/api/v1/documents', {
    searchParams: {limit: params.limit, offset: params.offset, space: params.space},
    signal,
  })
  return unwrapPage(body)
}

export function unwrapPage(body: unknown): DocumentPage {
  if (Array.isArray(body)) return {documents: body as Document[]}
  if (body && typeof body === 'object') {
    const wrapped = body as Record<string, unknown>
    for (const key of ['data', 'documents', 'items', 'results']) {
      if (Array.isArray(wrapped[key])) {
        const pagination = wrapped.pagination as {total?: number} | undefined
        const total = typeof wrapped.total === 'number' ? wrapped.total : pagination?.total
        return {documents: wrapped[key] as Document[], total}
      }
    }
  }

  throw new Error('Unexpected response from GET /api/v1/documents: expected an array of documents.')
}

/** Follows pages from `offset` until a short page (or the total) says there are no more. */
export async function listAllDocuments(api: ApiClient, params: ListParams, pageSize = 200): Promise<Document[]> {
  const all: Document[] = []
  let offset = params.offset ?? 0
  for (;;) {
    const page = await listDocuments(api, {...params, limit: pageSize, offset})
    all.push(...page.documents)
    offset += page.documents.length
    if (page.documents.length < pageSize || (page.total !== undefined && offset >= page.total)) return all
  }
}

export async function getDocument(api: ApiClient, id: number): Promise<DocumentDetail> {
  return api.get<DocumentDetail>(`/api/v1/documents/${id}`)
}

export async function deleteDocument(api: ApiClient, id: number): Promise<unknown> {
  return api.delete<unknown>(`/api/v1/documents/${id}`)
}

/** The check summary, built from the single-document read; keys in the spec's order (JSON and table rows). */
export function toCheckSummary(doc: DocumentDetail): CheckSummary {
  return {
    id: doc.id ?? null,
    file_name: doc.file_name ?? null,
    doc_status: doc.doc_status ?? null,
    search_enabled: flag(doc.search_enabled),
    num_pages: doc.num_pages ?? null,
    mime_type: doc.mime_type ?? null,
    size: doc.size ?? null,
  }
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'on', 'enabled'])
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n', 'off', 'disabled', ''])

/**
 * search_enabled, whose type the spec does not give: a boolean, a number, or a word ("false" is
 * false, not a non-empty string); null when absent or unreadable.
 */
export function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase()
    if (TRUE_WORDS.has(word)) return true
    if (FALSE_WORDS.has(word)) return false
  }

  return null
}

/**
 * Columns of `files list` in table and markdown output. Markdown (written to files, no width limit)
 * has every Document field, as JSON does; the terminal table leaves folder_id out so that space_id
 * stays readable at the usual widths. Sizes are human-readable in tables only.
 */
export function documentColumns(humanSizes: boolean, withFolder = !humanSizes): Column<Document>[] {
  const columns: Column<Document>[] = [
    // keep: on a narrow terminal the lowest are cut first; the file name last (see renderTable).
    {alignRight: true, get: (d) => cell(d.id), header: 'id', keep: 9},
    {get: (d) => cell(d.file_name), header: 'file_name', keep: 10},
    {get: (d) => cell(d.mime_type), header: 'mime_type', keep: 1},
    {alignRight: true, get: (d) => (humanSizes ? humanSize(d.size) : cell(d.size)), header: 'size', keep: 6},
    {get: (d) => cell(d.doc_type), header: 'doc_type', keep: 1},
    {get: (d) => cell(d.doc_status), header: 'doc_status', keep: 7},
    {alignRight: true, get: (d) => cell(d.num_pages), header: 'num_pages', keep: 5},
    {get: (d) => cell(d.space_id), header: 'space_id', keep: 4},
    {get: (d) => cell(d.folder_id), header: 'folder_id', keep: 2},
    {get: (d) => cell(d.created_at), header: 'created_at', keep: 3},
  ]
  return withFolder ? columns : columns.filter((column) => column.header !== 'folder_id')
}
