/**
 * A PDF of many pages, written by hand (pdf-lib takes seconds for 20,000 pages): one shared
 * font and one shared content stream with a line of text, a flat page tree, a correct xref.
 * About 3 MB for 20,000 pages.
 */
export function manyPagesPdf(pages: number): Buffer {
  const objects: string[] = []
  // 1: catalog, 2: page tree, 3: font, 4: content, then the pages from 5.
  const kids = Array.from({length: pages}, (_, i) => `${i + 5} 0 R`).join(' ')
  objects.push('<< /Type /Catalog /Pages 2 0 R >>')
  objects.push(`<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`)
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  const content = 'BT /F1 12 Tf 72 720 Td (A page of a hostile document, one of very many.) Tj ET'
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)
  for (let i = 0; i < pages; i++) {
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>')
  }

  let body = '%PDF-1.4\n%\u00E2\u00E3\u00CF\u00D3\n'
  const offsets: number[] = []
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  }

  const xrefAt = Buffer.byteLength(body, 'latin1')
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('')
  body += `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
