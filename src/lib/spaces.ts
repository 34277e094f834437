/**
 * Spaces (workspaces that hold dossiers): `GET /api/v1/spaces` and `POST /api/v1/spaces`
 * (docs/protocol.md, "Spaces"). The spec does not show a space's fields; we use
 * {id, name, role, document_count, created_at} and keep whatever else the service sends.
 */
import {usageError} from './errors.js'
import type {ApiClient} from './http.js'
import {cell, type Column} from './output.js'

export interface Space {
  id: string
  name: string
  role?: string
  document_count?: number
  created_at?: string
  [key: string]: unknown
}

/** Accepts `{data: [...]}` (the reference service), `{spaces: [...]}`, `{items: [...]}` or a bare array. */
export function unwrapSpaces(body: unknown): Space[] {
  if (Array.isArray(body)) return body as Space[]
  if (body && typeof body === 'object') {
    for (const key of ['data', 'spaces', 'items', 'results']) {
      const value = (body as Record<string, unknown>)[key]
      if (Array.isArray(value)) return value as Space[]
    }
  }

  throw new Error('Unexpected response from GET /api/v1/spaces: expected a list of spaces.')
}

export async function listSpaces(api: ApiClient): Promise<Space[]> {
  return unwrapSpaces(await api.get<unknown>('/api/v1/spaces'))
}

/** The longest space name we send; the service may have its own limit. */
export const MAX_SPACE_NAME = 200

/** Creates a space; the caller becomes its owner. Accepts the space itself or `{data: space}`. */
export async function createSpace(api: ApiClient, name: string): Promise<Space> {
  const trimmed = name.trim()
  if (!trimmed) throw usageError('The space name must not be empty.')
  if (trimmed.length > MAX_SPACE_NAME) throw usageError(`The space name is too long (${trimmed.length} characters; at most ${MAX_SPACE_NAME}).`)
  const body = await api.post<Record<string, unknown>>('/api/v1/spaces', {body: {name: trimmed}})
  const space = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Space
  return space
}

export function spaceColumns(): Column<Space>[] {
  return [
    {get: (s) => cell(s.id), header: 'id'},
    {get: (s) => cell(s.name), header: 'name'},
    {get: (s) => cell(s.role), header: 'role'},
    {alignRight: true, get: (s) => cell(s.document_count), header: 'documents'},
    {get: (s) => cell(s.created_at), header: 'created_at'},
  ]
}
