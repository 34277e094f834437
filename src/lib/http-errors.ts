import {terminalSafe} from './terminal-text.js'

/**
 * Turns whatever the service (or a proxy in front of it) sent back with an error status into
 * one readable line: problem+json, other JSON, HTML or an empty body. The service's words are
 * stripped of control characters and escape sequences (a `detail` may quote a file name).
 */
export function describeErrorBody(status: number, statusText: string | undefined, contentType: string | undefined, body: string): string {
  const text = body.trim()
  const fallback = `${statusText || 'Request failed'} (HTTP ${status})`
  if (!text) return fallback
  if ((contentType ?? '').includes('json') || text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>
      const detail = pickString(parsed, ['detail', 'message', 'error_description', 'error', 'title'])
      if (detail) return `${oneLine(detail)} (HTTP ${status})`
    } catch {
      // fall through to the text form
    }
  }

  if ((contentType ?? '').includes('html') || /^<!doctype|^<html/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1] ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(text)?.[1]
    return title ? `${oneLine(title)} (HTTP ${status})` : fallback
  }

  return `${oneLine(text).slice(0, 200)} (HTTP ${status})`
}

function pickString(object: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = object[key]
    if (typeof value === 'string' && value.trim()) return value
    if (value && typeof value === 'object' && typeof (value as {message?: unknown}).message === 'string') {
      return (value as {message: string}).message
    }
  }

  return undefined
}

function oneLine(text: string): string {
  return terminalSafe(text).replaceAll(/\s+/g, ' ').trim()
}

/** The problem+json `code` member, when the service sent one. */
export function problemCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as {code?: unknown}
    return typeof parsed.code === 'string' ? parsed.code : undefined
  } catch {
    return undefined
  }
}

/**
 * Why a request never got an answer, in words, for "Cannot reach the service at <origin> (<why>)":
 * the REST client and the MCP transport say it the same way.
 */
export function unreachableReason(cause: {code?: string; message?: string} | undefined): string {
  if (cause?.code === 'ECONNREFUSED') return 'connection refused'
  if (cause?.code === 'ENOTFOUND') return 'host not found'
  return cause?.code ?? cause?.message ?? 'network error'
}
