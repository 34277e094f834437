import {expect} from 'chai'

import {GLYPHS, measureRenderThroughput, renderValidateEvents, syntheticValidateStream, ValidateRenderer, type ValidateEvent} from '../../src/lib/validate-render.js'

const RUN = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const DOSSIER = '3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93'

const ev = (event: string, data: Record<string, unknown>): ValidateEvent => ({data, event, run_id: RUN})
const start = (language: 'en' | 'fr' = 'en', extra: Record<string, unknown> = {}) =>
  ev('validate:start', {document_count: 3, dossier_id: DOSSIER, language, level: 'both', profile: {id: 'p', label: 'Financing'}, resumed: false, run_id: RUN, ...extra})
const classification = (id: number, thematic: null | string, method = 'auto') =>
  ev('validate:classification', {confidence: 0.91, document_id: id, document_type: 'kbis', document_type_label: 'Kbis extract', file_name: `doc${id}.pdf`, method, thematic})

const STREAM: ValidateEvent[] = [
  start(),
  classification(1, 'identity'),
  classification(2, 'identity', 'human'),
  classification(3, null),
  ev('validate:thematic_start', {index: 1, label: 'Identity', thematic: 'identity', total: 2}),
  ev('validate:extraction', {document_id: 1, fields: [{confidence: 0.95, field: 'surname', method: 'pdf-text', page: 1, raw: 'MARTIN', value: 'MARTIN'}], thematic: 'identity'}),
  ev('validate:verdict_n1', {label: 'ID card valid', reason: 'Expires in 2030.', requirement_id: 'id.valid', severity: 'blocking', thematic: 'identity', verdict: 'pass'}),
  ev('validate:thematic_complete', {index: 1, label: 'Identity', summary: '1/1 met.', thematic: 'identity', total: 2, verdict: 'pass'}),
  ev('validate:thematic_start', {index: 2, label: 'Income', thematic: 'income', total: 2}),
  ev('validate:thematic_complete', {index: 2, label: 'Income', summary: 'Payslip too old.', thematic: 'income', total: 2, verdict: 'fail'}),
  ev('validate:n1_complete', {counts: {fail: 1, not_applicable: 0, pass: 1, warning: 0}, hint: 'N2 rules start.', next: 'n2', verdict: 'fail'}),
  ev('validate:n2_rule_verdict', {label: 'Same SIREN', reason: 'Same value.', rule_id: 'siren', verdict: 'warning'}),
  ev('validate:n2_rule_verdict', {label: 'Names', reason: 'No names.', rule_id: 'names', verdict: 'not_applicable'}),
  ev('validate:complete', {global_verdict: 'fail', run_id: RUN, status: 'complete', summary: '1 failure.'}),
]

describe('validate renderer (pure: events in, lines out)', () => {
  it('renders the default view: header, banners, classification summary, [N1/i/total], glyphs, recap and hint, N2, verdict and run_id', () => {
    expect(renderValidateEvents(STREAM)).to.deep.equal([
      `Validating dossier ${DOSSIER}: run ${RUN}, level N1 + N2, 3 documents (Financing)`,
      '── Classification ──',
      '  3 documents classified: identity 2, not part of the dossier 1 (1 answered by a human)',
      '── N1: per-thematic requirements ──',
      '[N1/1/2] Identity',
      '  ✓ Identity: 1/1 met.',
      '[N1/2/2] Income',
      '  ✗ Income: Payslip too old.',
      'N1 recap: ✓ 1  ✗ 1  ⚠ 0  — 0 → ✗ fail',
      'N2 rules start.',
      '── N2: cross-document rules ──',
      '  ⚠ Same SIREN: Same value.',
      '  — Names: No names.',
      'Global verdict: ✗ fail',
      '  1 failure.',
      `run_id: ${RUN}`,
      `Report: svc reports get ${RUN}`,
    ])
  })

  it('--verbose adds per-document classification, extraction provenance and per-requirement verdicts', () => {
    const lines = renderValidateEvents(STREAM, {verbose: true})
    expect(lines).to.include('  • doc1.pdf → Kbis extract (identity) 91%')
    expect(lines).to.include('  • doc2.pdf → Kbis extract (identity) 91%, answered by a human')
    expect(lines).to.include('    ↳ surname = MARTIN (#1 p.1, pdf-text, 95%)')
    expect(lines).to.include('    ✓ ID card valid: Expires in 2030.')
  })

  it('--verbose names a part of a file that holds several documents by its pages, and ignores pages that are not two page numbers', () => {
    const part = (pages: unknown) => ev('validate:classification', {confidence: 0.93, document_id: 7, document_type: 'bulletin_paie', document_type_label: 'Payslip', file_name: 'bulletins.pdf', method: 'auto', pages, thematic: null})
    const lines = renderValidateEvents([part([1, 2]), part([3, 3]), part(['1', '2']), part([0, 1]), part([1, 2, 3])], {verbose: true})
    expect(lines.filter((l) => l.startsWith('  •'))).to.deep.equal([
      '  • bulletins.pdf (p. 1-2) → Payslip 93%',
      '  • bulletins.pdf (p. 3) → Payslip 93%',
      '  • bulletins.pdf → Payslip 93%',
      '  • bulletins.pdf → Payslip 93%',
      '  • bulletins.pdf → Payslip 93%',
    ])
  })

  it('validate:start: the reference date in the header, and a line when documents are still being processed', () => {
    expect(new ValidateRenderer().render(start('en', {as_of: '2026-03-31', documents_processing: 2}))).to.deep.equal([
      `Validating dossier ${DOSSIER}: run ${RUN}, level N1 + N2, 3 documents (Financing, as of 2026-03-31)`,
      '  2 documents are still being processed: waiting for them before classification',
    ])
    expect(new ValidateRenderer().render(start('fr', {documents_processing: 1}))[1]).to.equal('  1 document est encore en cours de traitement : attente avant la classification')
  })

  it('uses the run language from validate:start (French by default for the service)', () => {
    const lines = renderValidateEvents([start('fr'), ev('validate:complete', {global_verdict: 'pass', run_id: RUN})])
    // The level in the CLI's words too ("niveau both" mixed the languages: issue 11, C7).
    expect(lines[0]).to.equal(`Validation du dossier ${DOSSIER} : run ${RUN}, niveau N1 + N2, 3 documents (Financing)`)
    expect(lines).to.include('Verdict global : ✓ conforme')
    expect(renderValidateEvents([start('fr')], {language: 'en'})[0]).to.match(/^Validating dossier/)
  })

  it('without --verbose, a thematic that did not pass lists each failed (or warning) requirement with its reason, one line each', () => {
    const lines = renderValidateEvents([
      start(),
      ev('validate:thematic_start', {index: 1, label: 'Identity', thematic: 'identite', total: 1}),
      ev('validate:verdict_n1', {label: 'ID card valid', reason: 'Expires in 2030.', requirement_id: 'ID-01', severity: 'blocking', thematic: 'identite', verdict: 'pass'}),
      ev('validate:verdict_n1', {label: 'Name matches', reason: 'MARTIN on the card, MARTINEZ on the form.', requirement_id: 'ID-02', severity: 'blocking', thematic: 'identite', verdict: 'fail'}),
      ev('validate:verdict_n1', {label: 'Photo', reason: 'Low resolution.', requirement_id: 'ID-03', severity: 'warn', thematic: 'identite', verdict: 'warning'}),
      ev('validate:thematic_complete', {index: 1, label: 'Identity', summary: '1 blocking requirement(s) failed: ID-02', thematic: 'identite', total: 1, verdict: 'fail'}),
    ])
    expect(lines.slice(-4)).to.deep.equal([
      '[N1/1/1] Identity',
      '  ✗ Identity: 1 blocking requirement(s) failed: ID-02',
      '    ✗ Name matches: MARTIN on the card, MARTINEZ on the form.',
      '    ⚠ Photo: Low resolution.',
    ])
    expect(lines.join('\n')).to.not.include('ID card valid')
    // --verbose shows them all where they come, not twice.
    const verbose = renderValidateEvents([start(), ev('validate:thematic_start', {index: 1, label: 'Identity', thematic: 'identite', total: 1}), ev('validate:verdict_n1', {label: 'Name matches', reason: 'Differ.', verdict: 'fail'}), ev('validate:thematic_complete', {label: 'Identity', summary: 's', verdict: 'fail'})], {verbose: true})
    expect(verbose.filter((line) => line.includes('Name matches'))).to.have.length(1)
  })

  it('the classification summary names thematics by their label (thematic_label), in the run language, not their slug', () => {
    const labelled = (id: number, thematic: string, label: string) =>
      ev('validate:classification', {confidence: 0.9, document_id: id, document_type: 'x', file_name: `d${id}.pdf`, method: 'auto', thematic, thematic_label: label})
    const lines = renderValidateEvents([start(), labelled(1, 'identite', 'Identity'), labelled(2, 'domicile', 'Proof of address'), ev('validate:thematic_start', {index: 1, label: 'Identity', thematic: 'identite', total: 2})])
    expect(lines).to.include('  2 documents classified: Identity 1, Proof of address 1')
    expect(lines.join('\n')).to.not.match(/identite \d|domicile \d/)
  })

  it('the CLI words follow --language, else the run language, else the fallback (the locale)', () => {
    const complete = ev('validate:complete', {global_verdict: 'pass', run_id: RUN})
    expect(renderValidateEvents([complete], {fallbackLanguage: 'fr'})[0]).to.equal('Verdict global : ✓ conforme')
    expect(renderValidateEvents([complete], {fallbackLanguage: 'en'})[0]).to.equal('Global verdict: ✓ pass')
    expect(renderValidateEvents([start('en'), complete], {fallbackLanguage: 'fr'})).to.include('Global verdict: ✓ pass')
    expect(renderValidateEvents([start('fr'), complete], {fallbackLanguage: 'en', language: 'en'})).to.include('Global verdict: ✓ pass')
  })

  it('endMessages: false leaves the pause and the failure to the command (said once), still closing the phase', () => {
    const renderer = new ValidateRenderer({endMessages: false})
    renderer.render(start())
    expect(renderer.render(classification(1, 'identity'))).to.deep.equal(['── Classification ──'])
    expect(renderer.render(ev('chat_prompt', {correlation_id: 'c', message: 'Upload it.', waiting_for: 'missing_document'}))).to.deep.equal(['  1 document classified: identity 1'])
    expect(renderer.render(ev('validate:failed', {hint: 're-call the tool with run_id', reason: 'Empty.', run_id: RUN}))).to.deep.equal([])
  })

  it('one glyph per verdict: ✓ pass, ✗ fail, ⚠ warning, — not applicable', () => {
    expect(GLYPHS).to.deep.equal({fail: '✗', not_applicable: '—', pass: '✓', warning: '⚠'})
    for (const [verdict, glyph] of Object.entries(GLYPHS)) {
      const [line] = new ValidateRenderer().render(ev('validate:thematic_complete', {label: 'T', summary: 's', verdict}))
      expect(line).to.equal(`  ${glyph} T: s`)
    }
  })

  it('sums up the documents classified before a run starts again mid-classification (a takeover)', () => {
    const renderer = new ValidateRenderer()
    renderer.render(start())
    renderer.render(classification(1, 'identity'))
    const lines = renderer.render(start('en', {resumed: true}))
    expect(lines[0]).to.equal('  1 document classified: identity 1')
    expect(lines[1]).to.match(/\(Financing, resumed\)$/)
  })

  it('pauses, failures, resumed runs and errors', () => {
    const renderer = new ValidateRenderer()
    expect(renderer.render(start('en', {resumed: true}))[0]).to.match(/\(Financing, resumed\)$/)
    expect(renderer.render(ev('chat_prompt', {correlation_id: `${RUN}:1`, message: 'Upload it.', waiting_for: 'missing_document'}))).to.deep.equal([
      `⏸ Paused (missing_document, correlation_id ${RUN}:1): Upload it.`,
    ])
    expect(renderer.render(ev('validate:failed', {hint: 'Resume with --run-id.', reason: 'Empty.', run_id: RUN}))).to.deep.equal([
      'Validation failed: Empty.',
      `run_id: ${RUN}`,
      'Resume with --run-id.',
    ])
    expect(renderer.render(ev('error', {code: 'x', message: 'Oops'}))).to.deep.equal(['⚠ Oops'])
    expect(renderer.render(ev('done', {}))).to.deep.equal([])
    expect(renderer.render(ev('validate:extraction', {fields: []}))).to.deep.equal([])
  })

  it('colours only when asked (the command asks on a TTY without NO_COLOR)', () => {
    const plain = renderValidateEvents(STREAM).join('\n')
    expect(plain).to.not.include('\u001B[')
    const colour = renderValidateEvents(STREAM, {color: true}).join('\n')
    expect(colour).to.include('\u001B[32m✓\u001B[39m').and.include('\u001B[31m✗\u001B[39m')
  })

  it('renders at least 20 000 events per second (the benchmark entry point)', () => {
    const stream = syntheticValidateStream(100)
    expect(stream[0].event).to.equal('validate:start')
    expect(stream.at(-1)!.event).to.equal('validate:complete')
    const result = measureRenderThroughput(50_000)
    expect(result.events).to.be.greaterThan(40_000)
    expect(result.eventsPerSecond).to.be.greaterThan(20_000)
  })
})
