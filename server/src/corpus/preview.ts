/**
 * Renders one layout (or one corpus file) to PNG files, to look at what the generator draws:
 *   npx tsx server/src/corpus/preview.ts kbis/greffe-2p /tmp/preview [dpi]
 *   npx tsx server/src/corpus/preview.ts --file server/corpus/files/d01/scan_0012.pdf /tmp/preview
 * The sample facts are those of the first corpus dossier's seed stream.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'

import {makeFacts} from './facts.js'
import {allLayouts} from './layouts/index.js'
import {onWhite, renderPages} from './raster.js'
import {streamOf} from './rng.js'

async function main(): Promise<void> {
  const [first, second, third] = process.argv.slice(2)
  if (!first || !second) throw new Error('usage: preview.ts <type/layout> <out dir> [dpi] | --file <pdf> <out dir>')
  let pdf: Uint8Array
  let name: string
  let out: string
  let dpi = 110
  if (first === '--file') {
    pdf = new Uint8Array(readFileSync(second))
    name = second.split('/').pop()!.replace(/\.\w+$/, '')
    out = third ?? '/tmp/preview'
  } else {
    const layouts = await allLayouts()
    const generate = layouts[first]
    if (!generate) throw new Error(`unknown layout ${first}; known: ${Object.keys(layouts).join(', ')}`)
    const facts = makeFacts(streamOf(1, 'preview'), '2026-10-12')
    const doc = await generate(facts, {}, streamOf(1, `preview:${first}`))
    console.log(JSON.stringify(doc.fields, null, 2))
    pdf = doc.pdf
    name = first.replace('/', '_')
    out = second
    if (third) dpi = Number(third)
  }

  mkdirSync(out, {recursive: true})
  const pages = await renderPages(pdf, dpi)
  for (const [i, page] of pages.entries()) {
    const file = join(out, `${name}_p${i + 1}.png`)
    writeFileSync(file, await onWhite(page.image).encode('png'))
    console.log(file)
  }
}

await main()
