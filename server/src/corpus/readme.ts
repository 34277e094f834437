/**
 * server/corpus/README.md, written by the build from the manifest, so that its statistics are
 * always those of the committed corpus.
 */
import type {CorpusManifest} from './types.js'

function count<T>(items: T[], key: (item: T) => string): [string, number][] {
  const out = new Map<string, number>()
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1)
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** A Markdown table; columns whose values are all numbers are right-aligned. */
function table(headers: string[], rows: (number | string)[][]): string {
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'))
  return [`| ${headers.join(' | ')} |`, `|${numeric.map((n) => (n ? ' ---: ' : ' --- ')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
}

/** The README text; `bytes` maps each file (path under files/) to its size. */
export function corpusReadme(manifest: CorpusManifest, bytes: Map<string, number>): string {
  const docs = manifest.documents
  const total = [...bytes.values()].reduce((a, b) => a + b, 0)
  const captures = (type: string) => {
    const of = docs.filter((d) => d.type === type)
    return ['text', 'scan', 'photo'].map((c) => of.filter((d) => d.capture === c).length)
  }

  const types = count(docs, (d) => d.type).map(([type, n]) => [type, n, ...captures(type)])
  const layouts = count(docs, (d) => d.layout).map(([layout, n]) => [`\`${layout}\``, n])
  const byCapture = count(docs, (d) => (d.unreadable ? 'scan (unreadable)' : d.capture)).map(([capture, n]) => {
    const size = docs.filter((d) => (d.unreadable ? 'scan (unreadable)' : d.capture) === capture).reduce((a, d) => a + (bytes.get(d.file) ?? 0), 0)
    return [capture, n, `${(size / 1e6).toFixed(1)} MB`]
  })
  const valid = manifest.dossiers.filter((d) => d.valid)
  const dossiers = manifest.dossiers.map((d) => {
    const failing = [...Object.entries(d.expected.requirements), ...Object.entries(d.expected.rules)].filter(([, v]) => v === 'fail' || v === 'warning').map(([id, v]) => `${id} ${v}`)
    const pauses = d.expected.pauses.filter((p) => p.required).map((p) => `${p.waiting_for}${p.rule_id ? ` ${p.rule_id}` : ''}${p.thematic ? ` ${p.thematic}` : ''}`)
    return [`\`${d.id}\``, d.asOf, d.files.length, d.expected.global, failing.join(', ') || '—', pauses.join(', ') || '—']
  })

  return `# Realistic validation corpus

Documents as real issuers print them, scans and phone photos of them, unrelated documents mixed
in, and dossiers with planted defects, each with its ground truth: what a careful clerk concludes
when validating it with the \`${manifest.profile}\` profile. \`npm run bench:accuracy\` measures the
engine on it (classification, field extraction, N1 and N2 verdicts, pauses).

**Generated, do not edit**: \`npm run corpus\` (\`server/src/corpus/build.ts\`) rewrites
\`manifest.json\`, \`files/\` and this README. It is deterministic (seed ${manifest.seed}: every
value, layout choice and capture comes from seeded streams, PDFs carry fixed dates and no random
ID), so regenerating without a code change gives byte-identical files.
\`npx tsx server/src/corpus/preview.ts <type/layout> <dir>\` renders one layout to PNG to look at it.

## What is in it

- \`files/<dossier>/\`: the files as a person would upload them, often with uninformative names
  (\`scan_0012.pdf\`, \`IMG_20261003_101522.jpg\`, \`document(3).pdf\`, \`2026-10-06.pdf\`).
- Captures: \`text\` (the PDF as issued, with its text layer), \`scan\` (an image-only PDF: 150-200
  dpi, grey or colour, skewed up to 1.5°, some pages turned 90/180/270°, dust, washed-out contrast,
  JPEG artefacts), \`photo\` (a JPEG, once a PNG, of page 1 or of the identity card on a table,
  1600-2200 px, skewed 2-7°, uneven light, sensor noise). One scan is unreadable (a black page).
  A multi-page document "photographed" becomes a phone-app scan (image-only PDF).
- Issuer layouts (at least three per type): company and identity documents in
  \`server/src/corpus/layouts/{company,identity}\`, personal and unrelated documents in
  \`layouts/{personal,other}\`. Layouts print what real issuers print (headers, legal mentions,
  stamps, signatures, 2D codes, decoy dates and amounts) in their own wording: labels beside,
  above or below values, values inside sentences, tables, dotted leaders, bilingual and
  trilingual labels, English documents, unlabelled address blocks.
- Facts (\`facts.ts\`): French and foreign managers (accents, compound given names, particles,
  apostrophes, a married name), SAS/SASU/SARL/EURL/SA companies with valid SIREN/SIRET (Luhn), VAT
  keys, IBAN with its RIB key, BIC; pay consistent with the tax notice. Identity documents carry
  valid machine-readable zones (1988 card 2 × 36, 2021 card TD1, passports TD3).

## Ground truth

\`manifest.json\` is a \`CorpusManifest\` (\`server/src/corpus/types.ts\`):

- \`documents[]\`: each file with its true \`type\` (a profile document type or \`other\`), \`layout\`,
  \`capture\`, \`pages\`, \`rotation\` (scans), \`unreadable\`, \`notes\` on what makes it hard, and
  \`fields\`: every profile field printed on it, normalised (dates \`YYYY-MM-DD\`, months \`YYYY-MM\`,
  amounts \`"2480.00"\`, identifiers digits only, IBAN without spaces, names and addresses as
  printed). A field absent from the document is absent from \`fields\`.
- \`dossiers[]\`: \`asOf\` (the run's reference date), \`files\` in upload order, \`valid\`,
  \`defects\` in words, and \`expected\`: the verdict of every N1 requirement and N2 rule, the global
  verdict, and the \`pauses\` with the human's answer (\`required: false\` marks a question the engine
  may ask but need not: unrelated documents, phone photos, a married name).

The expectations come from an oracle (\`oracle.ts\`) that reads the profile and evaluates each
requirement and rule by kind on the truth fields, independently of the engine; where the engine
compares names and addresses fuzzily, the oracle knows who and where they are (a married name is
the same person, GAUTHIER for GAUTIER is a near miss a human settles, a different person fails).
A valid dossier has no failing blocking requirement and no failing rule (\`warning\` is allowed).

## Statistics

${manifest.dossiers.length} dossiers (${valid.length} valid, ${manifest.dossiers.length - valid.length} defective), ${docs.length} documents, ${(total / 1e6).toFixed(1)} MB.

${table(['Capture', 'Documents', 'Size'], byCapture)}

${table(['Type', 'Documents', 'text', 'scan', 'photo'], types)}

${table(['Layout', 'Documents'], layouts)}

### Dossiers

${table(['Dossier', 'As of', 'Files', 'Global', 'Failures and warnings', 'Required pauses'], dossiers)}

${manifest.dossiers.map((d) => `- \`${d.id}\`: ${d.description}${d.defects.length > 0 ? ` Defects: ${d.defects.join(' ')}` : ''}`).join('\n')}
`
}
