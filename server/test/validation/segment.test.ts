import {expect} from 'chai'

import {makeDossier} from '../../src/fixtures/dossier.js'
import {runEngine, type EngineDocument, type EngineOutcome} from '../../src/validation/engine.js'
import {defaultProfile} from '../../src/validation/profile.js'
import {splitDocument} from '../../src/validation/segment.js'
import {recorder, toEngineDocuments, type Captured} from './helpers.js'

const REF = new Date('2025-06-30T12:00:00Z')
const profile = defaultProfile()

/** The fixture dossier's files as engine documents (text as drawn), ids from 1. */
async function dossierDocuments(): Promise<EngineDocument[]> {
  const {files} = await makeDossier({pdf: false, refDate: REF})
  return toEngineDocuments(files)
}

/** One file made of the pages of `parts`, in order, under `name` and the first one's id. */
function combined(parts: EngineDocument[], name: string): EngineDocument {
  return {...parts[0], file_name: name, pages: parts.flatMap((p) => p.pages)}
}

const payslips = (docs: EngineDocument[]) => docs.filter((d) => d.file_name.startsWith('bulletin-paie-'))
const ofType = (events: Captured[], name: string) => events.filter((e) => e.event === name).map((e) => e.data)

async function run(documents: EngineDocument[]): Promise<{outcome: EngineOutcome; events: Captured[]}> {
  const {emit, events} = recorder()
  const outcome = await runEngine({documents, language: 'fr', level: 'both', refDate: REF, state: null}, emit)
  return {events, outcome}
}

describe('validation: a file that holds several documents', () => {
  it('cuts three payslips scanned into one file into three parts, a page each', async () => {
    const three = payslips(await dossierDocuments())
    expect(three).to.have.length(3)
    const parts = splitDocument(profile, combined(three, 'bulletins.pdf'), '2025-06-30')
    expect(parts.map((p) => p.part)).to.deep.equal([
      {first_page: 1, last_page: 1},
      {first_page: 2, last_page: 2},
      {first_page: 3, last_page: 3},
    ])
    expect(parts.every((p) => p.file_name === 'bulletins.pdf' && p.id === three[0].id)).to.equal(true)
    // Each part's layout keeps the page numbers of the file.
    expect(parts.map((p) => p.layout!.map((l) => l.page))).to.deep.equal([[1], [2], [3]])
  })

  it('keeps a document whose second page repeats its period, or is not a document on its own, whole', async () => {
    const [slip] = payslips(await dossierDocuments())
    const period = slip.pages[0].split('\n').find((l) => l.startsWith('Période du'))!
    const continued = {...slip, pages: [slip.pages[0], `BULLETIN DE PAIE (suite)\n${period}\nCumuls annuels\nSalaire brut 30 000,00\nNet imposable 24 000,00`]}
    expect(splitDocument(profile, continued)).to.deep.equal([continued])
    const annex = {...slip, pages: [slip.pages[0], 'Annexe\nInformations complémentaires sur vos droits.']}
    expect(splitDocument(profile, annex)).to.deep.equal([annex])
  })

  it('cuts a dossier in one file at each change of document type; a first page that is no document goes with the first part', async () => {
    const docs = await dossierDocuments()
    const kbis = docs.find((d) => d.file_name.toLowerCase().includes('kbis'))!
    const rib = docs.find((d) => d.file_name.toLowerCase().includes('rib'))!
    expect(kbis && rib, docs.map((d) => d.file_name).join(', ')).to.not.equal(undefined)
    const file = combined([kbis, rib], 'dossier.pdf')
    const parts = splitDocument(profile, file)
    expect(parts.map((p) => p.part)).to.deep.equal([
      {first_page: 1, last_page: kbis.pages.length},
      {first_page: kbis.pages.length + 1, last_page: kbis.pages.length + rib.pages.length},
    ])
    const covered = {...file, pages: ['Madame, Monsieur,\nVeuillez trouver ci-joint les pièces demandées.\nCordialement.', ...file.pages]}
    expect(splitDocument(profile, covered).map((p) => p.part)).to.deep.equal([
      {first_page: 1, last_page: kbis.pages.length + 1},
      {first_page: kbis.pages.length + 2, last_page: kbis.pages.length + rib.pages.length + 1},
    ])
    // No page that is a document on its own: nothing to cut on.
    const letters = {...file, pages: [covered.pages[0], 'Annexe\nInformations complémentaires sur vos droits.']}
    expect(splitDocument(profile, letters)).to.deep.equal([letters])
  })

  it('keeps a page that looks like another document, though not surely, apart to ask about, rather than adding it to the one before', async () => {
    const docs = await dossierDocuments()
    const kbis = docs.find((d) => d.file_name.toLowerCase().includes('kbis'))!
    const rib = docs.find((d) => d.file_name.toLowerCase().includes('rib'))!
    // An identity card OCR read poorly: its title, a name; no type takes it without asking.
    const card = "CARTE D'IDENTITÉ\nNom : DUPONT\nPrénom : Marie"
    const file = {...kbis, pages: [...kbis.pages, card, ...rib.pages]}
    const parts = splitDocument(profile, file)
    const cardPage = kbis.pages.length + 1
    expect(parts.map((p) => p.part)).to.deep.equal([
      {first_page: 1, last_page: kbis.pages.length},
      {first_page: cardPage, last_page: cardPage},
      {first_page: cardPage + 1, last_page: cardPage + rib.pages.length},
    ])
  })

  it('asks about a part it cannot recognise, naming its pages, and remembers the answer for that part', async () => {
    const docs = await dossierDocuments()
    const three = payslips(docs)
    // The first payslip's title and labels unreadable (a poor scan): its part is asked about.
    const blurred = {...three[0], pages: [three[0].pages[0].replace(/BULLETIN DE PAIE|Salaire|Net|Cotisations|Employeur|Salarié|Bulletin/gi, 'x')]}
    const file = combined([blurred, three[1], three[2]], 'bulletins.pdf')
    const documents = [...docs.filter((d) => !three.includes(d)), file]
    const {emit} = recorder()
    const first = await runEngine({documents, language: 'en', level: 'both', refDate: REF, state: null}, emit)
    expect(first.status).to.equal('paused')
    if (first.status !== 'paused') return
    expect(first.prompt).to.include({document_id: file.id, waiting_for: 'classification_correction'})
    expect(first.prompt.pages).to.deep.equal([1, 1])
    expect(first.prompt.message).to.include('bulletins.pdf (p. 1)')
    const {emit: emit2, events} = recorder()
    const second = await runEngine({documents, hitlResponse: {document_type: 'bulletin_paie'}, language: 'en', level: 'both', refDate: REF, state: first.state}, emit2)
    expect(second.status).to.equal('complete')
    if (second.status !== 'complete') return
    const parts = ofType(events, 'validate:classification').filter((c) => c.document_id === file.id)
    expect(parts.map((c) => [c.pages, c.method])).to.deep.equal([
      [[1, 1], 'human'],
      [[2, 2], 'auto'],
      [[3, 3], 'auto'],
    ])
    expect(second.report.hitl[0].answer).to.deep.include({document_id: file.id, document_type: 'bulletin_paie', pages: [1, 1]})
  })

  it('resumes a run as it began: a file classified whole stays whole, cut points are kept in the state', async () => {
    const docs = await dossierDocuments()
    const three = payslips(docs)
    const file = combined(three, 'bulletins.pdf')
    const rib = docs.find((d) => d.file_name.toLowerCase().includes('rib'))!
    const others = docs.filter((d) => !three.includes(d) && d !== rib)
    // A state as a run saved before parts existed: the file classified whole (here: while it had one page).
    const {emit} = recorder()
    const before = await runEngine({documents: [...others, {...file, pages: file.pages.slice(0, 1)}], language: 'en', level: 'both', refDate: REF, state: null}, emit)
    expect(before.status).to.equal('paused')
    const old = structuredClone(before.state) as Record<string, unknown>
    delete old.parts
    const {emit: emit2, events} = recorder()
    const after = await runEngine({documents: [...others, file, rib], language: 'en', level: 'both', refDate: REF, state: old}, emit2)
    expect(after.status).to.equal('complete')
    // Only the RIB is classified on resume; the file is not read again as parts.
    expect(ofType(events, 'validate:classification').map((c) => c.document_id)).to.deep.equal([rib.id])
    if (after.status !== 'complete') return
    expect(after.report.documents.filter((d) => d.document_id === file.id).map((d) => d.pages)).to.deep.equal([undefined])
    // A new run keeps where it cut the file in its state.
    const {emit: emit3} = recorder()
    const fresh = await runEngine({documents: [...others, file], language: 'en', level: 'both', refDate: REF, state: null}, emit3)
    expect((fresh.state as {parts?: Record<string, number[]>}).parts).to.deep.include({[String(file.id)]: [1, 2, 3]})
  })

  it('does not cut before a page marked as a later page, nor at a page of year-to-date totals or an annex', async () => {
    const [slip] = payslips(await dossierDocuments())
    const head = slip.pages[0].split('\n').slice(0, 7).join('\n')
    const period = slip.pages[0].split('\n').find((l) => l.startsWith('Période du'))!
    const totals = `${head.replace(period, 'Cumuls annuels')}\nDu 01/01/2025 au 31/05/2025\nSalaire brut 16 000,00 €\nNet imposable 12 600,00 €`
    const marked = `${slip.pages[0].replace(period, 'Période du 01/04/2025 au 30/04/2025')}\nPage 2/2`
    for (const pages of [[slip.pages[0], totals], [slip.pages[0], marked]]) {
      const file = {...slip, pages}
      expect(splitDocument(profile, file), pages[1].slice(0, 60)).to.deep.equal([file])
    }
  })

  it('validates a dossier whose three payslips are one file: three payslips, their evidence on their pages', async () => {
    const docs = await dossierDocuments()
    const three = payslips(docs)
    const file = combined(three, 'bulletins.pdf')
    const {events, outcome} = await run([...docs.filter((d) => !three.includes(d)), file])
    expect(outcome.status).to.equal('complete')
    if (outcome.status === 'paused') return
    // The three parts classified as payslips, each named by its pages.
    const classified = ofType(events, 'validate:classification').filter((c) => c.document_id === file.id)
    expect(classified.map((c) => [c.document_type, c.pages])).to.deep.equal([
      ['bulletin_paie', [1, 1]],
      ['bulletin_paie', [2, 2]],
      ['bulletin_paie', [3, 3]],
    ])
    const revenus = outcome.report.verdicts.thematics.find((th) => th.thematic === 'revenus')!
    const count = revenus.requirements.find((r) => r.requirement_id === 'REV-02')!
    expect(count.verdict, count.reason).to.equal('pass')
    expect(count.evidence.map((e) => e.page)).to.deep.equal([1, 2, 3])
    // The periods, one per part, and the consecutive-payslips rule sees all three.
    const periods = ofType(events, 'validate:extraction')
      .filter((e) => e.document_id === file.id)
      .map((e) => (e.fields as {field: string; page: number; value: string}[]).find((f) => f.field === 'periode'))
    expect(periods.map((p) => p?.page)).to.deep.equal([1, 2, 3])
    expect(new Set(periods.map((p) => p?.value)).size).to.equal(3)
    const consecutive = outcome.report.verdicts.n2.find((r) => r.rule_id === 'X-06')!
    expect(consecutive.verdict, consecutive.reason).to.equal('pass')
    expect(outcome.report.global_verdict).to.equal('pass')
    expect(outcome.report.documents.filter((d) => d.document_id === file.id).map((d) => d.pages)).to.deep.equal([
      [1, 1],
      [2, 2],
      [3, 3],
    ])
    expect(revenus.document_ids.filter((id) => id === file.id)).to.have.length(1)
  })
})
