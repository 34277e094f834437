import {expect} from 'chai'

import {runEngine, type EngineDocument, type EngineOutcome, type EngineState} from '../../src/validation/engine.js'
import {recorder, type Captured} from './helpers.js'

const REF = new Date('2026-10-15T12:00:00Z')

/** A 1988 identity card as its text layer reads (server/corpus, cni/1988): the front, then the back. */
const FRONT = [
  'RÉPUBLIQUE FRANÇAISE',
  "CARTE NATIONALE D'IDENTITÉ N° : 151059607096",
  'Nationalité Française',
  'Nom :   ROUSSEAU',
  'Prénom(s) :   Thomas',
  'Sexe :   M',
  'Né(e) le :   12.03.1996',
  'à :   QUIMPER (29)',
  'Taille :   1,71m',
  'Signature du titulaire :',
  'IDFRAROUSSEAU<<<<<<<<<<<<<<<<<596863',
  '1510596070969THOMAS<<<<<<<<9603127M3',
].join('\n')
const BACK = ["Adresse :   125 rue de l'Église", '59000 LILLE', "Carte valable jusqu'au :   20.10.2030", 'délivrée le :   21.10.2015', 'par :   PRÉFECTURE DU NORD', 'RF', "Signature de l'autorité :"].join('\n')

function document(id: number, fileName: string, text: string): EngineDocument {
  return {created_at: '2026-10-01T10:00:00.000Z', file_name: fileName, id, mime_type: 'image/jpeg', pages: [text]}
}

/** Runs level 1, answering "identity card" to any classification question, until the run asks for another thematic's document. */
async function identityVerdicts(documents: EngineDocument[]): Promise<Record<string, Record<string, unknown>>> {
  const events: Captured[] = []
  let state: EngineState | null = null
  let answer: Record<string, unknown> | undefined
  for (let round = 0; round < 5; round++) {
    const {emit, events: these} = recorder()
    const outcome: EngineOutcome = await runEngine({documents, hitlResponse: answer, language: 'en', level: '1', refDate: REF, state}, emit)
    events.push(...these)
    state = outcome.state
    if (outcome.status !== 'paused' || outcome.prompt.waiting_for !== 'classification_correction') break
    answer = {document_type: 'cni'}
  }

  const verdicts = events.filter((e) => e.event === 'validate:verdict_n1' && e.data.thematic === 'identite').map((e) => e.data)
  return Object.fromEntries(verdicts.map((v) => [v.requirement_id as string, v]))
}

describe('validation: a document sent as two files', () => {
  it('reads the front and the back of an identity card as one card: names on one, expiry on the other', async () => {
    const verdicts = await identityVerdicts([document(1, 'cni-recto.jpg', FRONT), document(2, 'cni-verso.jpg', BACK)])
    expect(verdicts['ID-02'].verdict, String(verdicts['ID-02'].reason)).to.equal('pass')
    expect(verdicts['ID-03'].verdict, String(verdicts['ID-03'].reason)).to.equal('pass')
    // Each value's evidence names the file it was read on.
    const evidence = (id: string) => verdicts[id].evidence as {document_id: number; field: string}[]
    expect(evidence('ID-02').map((e) => [e.document_id, e.field])).to.deep.include.members([
      [2, 'date_expiration'],
    ])
    expect(evidence('ID-03').filter((e) => e.field === 'nom').map((e) => e.document_id)).to.include(1)
  })

  it('asks a human to confirm a pairing that nothing but the lack of another document supports', async () => {
    // Photos named by the phone: nothing says front and back, and the two sides share no value.
    const verdicts = await identityVerdicts([document(1, 'IMG_20261003_101522.jpg', FRONT), document(2, 'IMG_20261003_101547.jpg', BACK)])
    for (const id of ['ID-02', 'ID-03']) {
      expect(verdicts[id].verdict, String(verdicts[id].reason)).to.equal('warning')
      expect(String(verdicts[id].reason)).to.include('IMG_20261003_101547.jpg').and.include('not blocking')
    }
  })

  it('does not pair a back with one of two fronts, nor two cards that disagree', async () => {
    const other = FRONT.replace('ROUSSEAU', 'MARTIN').replace('Thomas', 'Julie').replace('IDFRAROUSSEAU<<<', 'IDFRAMARTIN<<<<<').replace('THOMAS<<', 'JULIE<<<')
    const two = await identityVerdicts([document(1, 'cni-recto.jpg', FRONT), document(2, 'cni-verso.jpg', BACK), document(3, 'cni-2.jpg', other)])
    // Which front the back goes with cannot be told: each front lacks its expiry, as before.
    expect(two['ID-02'].verdict).to.not.equal('pass')
    const disagree = BACK.replace('20.10.2030', '20.10.2031')
    const withExpiry = `${FRONT}\nCarte valable jusqu'au :   20.10.2030`
    const pair = await identityVerdicts([document(1, 'cni-recto.jpg', withExpiry), document(2, 'cni-verso.jpg', disagree)])
    // The back disagrees on the expiry: not the same card, and its names stay missing.
    expect(pair['ID-03'].verdict).to.not.equal('pass')
  })
})
