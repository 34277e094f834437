import type {Report} from '../src/junit.js'

/** A complete report in the shape of the validation contract (docs/protocol.md, "Validation"). */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    dossier_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
    generated_at: '2026-04-27T10:00:00.000Z',
    global_verdict: 'fail',
    language: 'en',
    level: 'both',
    profile: {id: 'default', label: 'Default profile', version: '1'},
    run_id: 'run-42',
    status: 'complete',
    summary: '1 blocking failure',
    verdicts: {
      global: 'fail',
      n2: [
        {evidence: [], label: 'Same holder name on ID and bank details', reason: 'Names match.', rule_id: 'N2-NAME', verdict: 'pass'},
        {evidence: [], label: 'Address consistent', reason: 'Postcode differs by one digit <75011 vs 75012>.', rule_id: 'N2-ADDR', verdict: 'warning'},
      ],
      thematics: [
        {
          document_ids: [1],
          label: 'Identity',
          requirements: [
            {
              evidence: [{confidence: 0.98, document_id: 1, field: 'expiry_date', file_name: 'id.pdf', method: 'regex', page: 1, value: '2024-01-31'}],
              label: 'ID document not expired',
              reason: 'Expired on 2024-01-31 & not renewed.',
              requirement_id: 'ID-EXPIRY',
              severity: 'blocking',
              verdict: 'fail',
            },
            {evidence: [], label: 'Holder name present', reason: 'Found "Jane Doe".', requirement_id: 'ID-NAME', severity: 'blocking', verdict: 'pass'},
          ],
          summary: '1 of 2 requirements failed',
          thematic: 'identity',
          verdict: 'fail',
        },
        {
          document_ids: [],
          label: 'Tax notice',
          requirements: [{evidence: [], label: 'Tax notice under a year old', reason: 'No tax notice required for this profile.', requirement_id: 'TAX-AGE', severity: 'warn', verdict: 'not_applicable'}],
          summary: 'not applicable',
          thematic: 'tax',
          verdict: 'not_applicable',
        },
        {document_ids: [], label: 'Proof of address', requirements: [], summary: 'No document for this thematic.', thematic: 'address', verdict: 'warning'},
      ],
    },
    ...overrides,
  }
}

/**
 * A small XML 1.0 well-formedness check (no XML parser is installed): one root element, every
 * tag closed in order, attributes quoted, no raw '<' or '&' outside markup and entities.
 */
export function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '')
  const stack: string[] = []
  let roots = 0
  const token = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let match: RegExpExecArray | null
  let consumed = 0
  while ((match = token.exec(body)) !== null) {
    consumed = token.lastIndex
    const [, closing, name, , selfClosing, text] = match
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error(`text outside the root element: ${text.slice(0, 40)}`)
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(text)) throw new Error(`bare & in ${text.slice(0, 40)}`)
      continue
    }

    if (closing) {
      const open = stack.pop()
      if (open !== name) throw new Error(`</${name}> closes <${open}>`)
    } else if (!selfClosing) {
      if (stack.length === 0) roots++
      stack.push(name)
    } else if (stack.length === 0) roots++
  }

  if (consumed !== body.length) throw new Error(`not well-formed near: ${body.slice(consumed, consumed + 60)}`)
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(' > ')}`)
  if (roots !== 1) throw new Error(`expected one root element, got ${roots}`)
}
