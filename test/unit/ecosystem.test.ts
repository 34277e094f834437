import {expect} from 'chai'

import {bold, renderTable, type Column, terminalWidth} from '../../src/lib/output.js'
import {colorEnabled} from '../../src/lib/tty.js'

const tty = {isTTY: true} as NodeJS.WriteStream
const pipe = {isTTY: false} as NodeJS.WriteStream

/** Runs fn with some environment variables set (undefined = unset), then restores them. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]))
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }

  try {
    return fn()
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

describe('ecosystem: colour rules', () => {
  const clean = {FORCE_COLOR: undefined, NO_COLOR: undefined, TERM: 'xterm-256color'}

  it('colours a terminal, never a pipe', () => {
    withEnv(clean, () => {
      expect(colorEnabled(tty)).to.equal(true)
      expect(colorEnabled(pipe)).to.equal(false)
      expect(bold('x', pipe)).to.equal('x')
      expect(bold('x', tty)).to.equal('\u001B[1mx\u001B[22m')
    })
  })

  it('honours NO_COLOR (any non-empty value) and TERM=dumb on a terminal', () => {
    withEnv({...clean, NO_COLOR: '1'}, () => expect(colorEnabled(tty)).to.equal(false))
    withEnv({...clean, NO_COLOR: ''}, () => expect(colorEnabled(tty)).to.equal(true))
    withEnv({...clean, TERM: 'dumb'}, () => expect(colorEnabled(tty)).to.equal(false))
  })

  it('FORCE_COLOR colours a pipe, but NO_COLOR still wins', () => {
    withEnv({...clean, FORCE_COLOR: '1'}, () => expect(colorEnabled(pipe)).to.equal(true))
    withEnv({...clean, FORCE_COLOR: '1', NO_COLOR: '1'}, () => expect(colorEnabled(pipe)).to.equal(false))
  })
})

describe('ecosystem: tables fit the terminal', () => {
  const columns: Column<Record<string, string>>[] = ['id', 'file_name', 'mime_type', 'size', 'doc_type', 'doc_status', 'num_pages', 'space_id', 'created_at'].map(
    (header) => ({get: (row) => row[header], header}),
  )
  const rows = [1, 2, 3].map((i) => ({
    created_at: '2026-04-25T10:00:00.000Z',
    doc_status: 'completed',
    doc_type: 'document',
    file_name: `a-rather-long-file-name-for-document-number-${i}.pdf`,
    id: String(i),
    mime_type: 'application/pdf',
    num_pages: '12',
    size: '1.2 MB',
    space_id: '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93',
  }))

  it('never exceeds the width, from 50 to 200 columns, truncating with an ellipsis', () => {
    withEnv({NO_COLOR: '1'}, () => {
      for (let width = 50; width <= 200; width += 5) {
        const lines = renderTable(rows, columns, width).split('\n')
        for (const line of lines) expect([...line].length, `width ${width}: ${line}`).to.be.at.most(width)
      }

      expect(renderTable(rows, columns, 60)).to.include('…')
    })
  })

  it('keeps every column and the full values when there is room', () => {
    withEnv({NO_COLOR: '1'}, () => {
      const table = renderTable(rows, columns, 300)
      expect(table).not.to.include('…')
      expect(table).to.include('a-rather-long-file-name-for-document-number-3.pdf')
      expect(table.split('\n')[0].split(/\s{2,}/)).to.have.length(9)
    })
  })

  it('stops at three characters a column when even that cannot fit (no endless loop)', () => {
    withEnv({NO_COLOR: '1'}, () => {
      const lines = renderTable(rows, columns, 10).split('\n')
      expect(lines[1].split(/\s{2,}/)).to.have.length(9)
    })
  })

  it('reads the width from COLUMNS, else the terminal, else 160 for a pipe', () => {
    withEnv({COLUMNS: '60'}, () => expect(terminalWidth()).to.equal(60))
    if (!process.stdout.isTTY) withEnv({COLUMNS: undefined}, () => expect(terminalWidth()).to.equal(160))
  })
})
