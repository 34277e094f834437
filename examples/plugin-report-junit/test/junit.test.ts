import {expect} from 'chai'

import {failsThreshold, reportToJunit, xmlEscape} from '../src/junit.js'
import {assertWellFormed, sampleReport} from './fixtures.js'

/** The XML of one <testsuite> by its id. */
function suite(xml: string, id: string): string {
  const match = new RegExp(`<testsuite [^>]*id="${id}"[^>]*>[\\s\\S]*?</testsuite>`).exec(xml)
  if (!match) throw new Error(`no suite ${id} in\n${xml}`)
  return match[0]
}

describe('report junit: reportToJunit', () => {
  it('writes well-formed JUnit with one suite per thematic and one for N2, and the right counts', () => {
    const {counts, xml} = reportToJunit(sampleReport())
    assertWellFormed(xml)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="svc validation run-42"')).to.equal(true)
    expect(counts).to.deep.equal({errors: 0, failures: 1, skipped: 1, tests: 6, warnings: 2})
    expect(xml).to.match(/<testsuites [^>]*tests="6" failures="1" errors="0" skipped="1"/)
    expect(xml.match(/<testsuite /g)).to.have.length(4)
    expect(suite(xml, 'identity')).to.match(/name="N1 Identity" id="identity" tests="2" failures="1" errors="0" skipped="0"/)
    expect(suite(xml, 'n2')).to.match(/name="N2 cross-document rules" id="n2" tests="2" failures="0"/)
  })

  it('maps fail to <failure> with the reason and the evidence, and the severity as type', () => {
    const identity = suite(reportToJunit(sampleReport()).xml, 'identity')
    expect(identity).to.include('<testcase classname="svc.n1.identity" name="ID-EXPIRY: ID document not expired" time="0">')
    expect(identity).to.include('<failure message="Expired on 2024-01-31 &amp; not renewed." type="blocking">')
    expect(identity).to.include('- id.pdf p.1: expiry_date=2024-01-31 (regex, confidence 0.98)</failure>')
    // The passing requirement has no failure element.
    const passing = /<testcase [^>]*name="ID-NAME[^"]*"[^>]*>([\s\S]*?)<\/testcase>/.exec(identity)![1]
    expect(passing).not.to.include('<failure')
    expect(passing).to.include('<property name="verdict" value="pass"/>')
  })

  it('maps warning to a passing case marked verdict=warning with the reason in system-out', () => {
    const n2 = suite(reportToJunit(sampleReport()).xml, 'n2')
    const warning = /<testcase [^>]*name="N2-ADDR[^"]*"[^>]*>([\s\S]*?)<\/testcase>/.exec(n2)![1]
    expect(warning).to.include('<property name="verdict" value="warning"/>')
    expect(warning).to.include('<system-out>WARNING: Postcode differs by one digit &lt;75011 vs 75012&gt;.</system-out>')
    expect(warning).not.to.match(/<failure|<skipped/)
  })

  it('maps not_applicable to <skipped> with the reason', () => {
    const tax = suite(reportToJunit(sampleReport()).xml, 'tax')
    expect(tax).to.include('<skipped message="No tax notice required for this profile."/>')
    expect(tax).to.match(/skipped="1"/)
  })

  it('keeps a thematic that has no requirement verdicts as one case with the thematic verdict', () => {
    const address = suite(reportToJunit(sampleReport()).xml, 'address')
    expect(address).to.match(/tests="1"/)
    expect(address).to.include('name="Proof of address"')
    expect(address).to.include('<system-out>WARNING: No document for this thematic.</system-out>')
  })

  it('carries run_id, dossier_id and the global verdict as suite properties', () => {
    const identity = suite(reportToJunit(sampleReport()).xml, 'identity')
    expect(identity).to.include('<property name="run_id" value="run-42"/>')
    expect(identity).to.include('<property name="dossier_id" value="3f2b8c1e-0a4d-4e8f-9c6b-2d7e5a1f0b93"/>')
    expect(identity).to.include('<property name="global_verdict" value="fail"/>')
    expect(identity).to.include('<property name="verdict" value="fail"/>')
  })

  it('turns a failed run into an <error> case, so CI never shows it green', () => {
    const report = sampleReport({failure: {reason: 'Document 3 cannot be read.', step: 'classification'}, global_verdict: undefined, status: 'failed', verdicts: {thematics: []}})
    const {counts, xml} = reportToJunit(report)
    assertWellFormed(xml)
    expect(counts.errors).to.equal(1)
    expect(xml).to.include('<error message="Document 3 cannot be read." type="run_failed">Document 3 cannot be read.\nstep: classification</error>')
    expect(failsThreshold(report, counts, 'fail')).to.equal(true)
  })

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlEscape(`a<b>&"c'\u0001d`)).to.equal('a&lt;b&gt;&amp;&quot;c&apos;d')
    const report = sampleReport()
    report.verdicts!.thematics![0].label = 'Identité <&> "quoted"\u0007'
    const {xml} = reportToJunit(report)
    assertWellFormed(xml)
    expect(xml).to.include('name="N1 Identité &lt;&amp;&gt; &quot;quoted&quot;"')
  })

  it('has a well-formedness check that rejects broken XML', () => {
    expect(() => assertWellFormed('<a><b></a>')).to.throw(/closes/)
    expect(() => assertWellFormed('<a>x & y</a>')).to.throw(/bare &/)
    expect(() => assertWellFormed('<a x=1></a>')).to.throw(/not well-formed/)
    expect(() => assertWellFormed('<a></a><b/>')).to.throw(/one root/)
    expect(() => assertWellFormed('<a><b>')).to.throw(/unclosed/)
  })

  it('handles an empty complete report', () => {
    const {counts, xml} = reportToJunit({global_verdict: 'pass', run_id: 'r', status: 'complete', verdicts: {n2: [], thematics: []}})
    assertWellFormed(xml)
    expect(counts.tests).to.equal(0)
    expect(xml).to.equal('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="svc validation r" tests="0" failures="0" errors="0" skipped="0" time="0">\n</testsuites>\n')
  })

  it('fails the threshold on failures (fail), and on warnings too (warning)', () => {
    const failing = sampleReport()
    expect(failsThreshold(failing, reportToJunit(failing).counts, 'fail')).to.equal(true)
    const warningOnly = sampleReport({global_verdict: 'warning'})
    warningOnly.verdicts!.thematics = warningOnly.verdicts!.thematics!.slice(1)
    const counts = reportToJunit(warningOnly).counts
    expect(failsThreshold(warningOnly, counts, 'fail')).to.equal(false)
    expect(failsThreshold(warningOnly, counts, 'warning')).to.equal(true)
    const passing = sampleReport({global_verdict: 'pass', verdicts: {n2: [], thematics: []}})
    expect(failsThreshold(passing, reportToJunit(passing).counts, 'warning')).to.equal(false)
  })
})
