import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'

import {expect} from 'chai'

import {defaultProfile, getProfile, listProfiles, loadProfile, parseProfile, ProfileError} from '../../src/validation/profile.js'
import {MINI_PROFILE} from './mini-profile.js'

/** The error a profile text raises (fails the test when it loads). */
function errorOf(text: string, file = 'profiles/x.yaml'): ProfileError {
  try {
    parseProfile(text, file)
  } catch (error) {
    expect(error).to.be.instanceOf(ProfileError)
    return error as ProfileError
  }

  expect.fail('the profile loaded')
}

/** The line (1-based) of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1

describe('validation profile loader', () => {
  it('loads the shipped default profile with its 8 thematics and 8 rules', () => {
    const profile = defaultProfile()
    expect(profile.id).to.equal('financement-pro-tpe')
    expect(profile.thematics.map((t) => t.id)).to.deep.equal(['identite', 'domicile', 'revenus', 'immatriculation', 'social', 'fiscal', 'assurance', 'banque'])
    expect(profile.rules.map((r) => r.id)).to.deep.equal(['X-01', 'X-02', 'X-03', 'X-04', 'X-05', 'X-06', 'X-07', 'X-08'])
    expect(profile.source).to.equal('profiles/financement-pro-tpe.yaml')
    expect(listProfiles()).to.include('financement-pro-tpe')
    // Every label exists in both languages.
    for (const thematic of profile.thematics) {
      expect(thematic.label.fr).to.be.a('string').and.not.empty
      expect(thematic.label.en).to.be.a('string').and.not.empty
      for (const req of thematic.requirements) expect(req.label.en, req.id).to.be.a('string').and.not.empty
    }
  })

  it('applies defaults (severity blocking, required thematics, document_present asks)', () => {
    const profile = parseProfile(MINI_PROFILE, 'mini.yaml')
    const thematic = profile.thematics[0]
    expect(thematic.required).to.equal(true)
    const presence = thematic.requirements.find((r) => r.kind === 'document_present')!
    expect(presence).to.include({min: 1, onMissing: 'ask', severity: 'blocking'})
  })

  it('reports invalid YAML with the file and line', () => {
    const error = errorOf('id: x\nversion: 1\nlabel: {fr: a, en: b\nthematics: []\n')
    expect(error.message).to.match(/^profiles\/x\.yaml:\d+: invalid YAML: /)
    expect(error.file).to.equal('profiles/x.yaml')
  })

  it('reports a schema violation at the line of the offending value', () => {
    const text = MINI_PROFILE.replace('autoAcceptMin: 0.75', 'autoAcceptMin: 1.75')
    const error = errorOf(text)
    expect(error.line).to.equal(lineOf(text, 'autoAcceptMin'))
    expect(error.message).to.match(/^profiles\/x\.yaml:\d+: classification\.autoAcceptMin: /)
  })

  it('reports an unknown requirement kind at its line', () => {
    const text = MINI_PROFILE.replace('kind: not_expired', 'kind: not_expired_ever')
    const error = errorOf(text)
    expect(error.line).to.equal(lineOf(text, 'not_expired_ever'))
    expect(error.message).to.include('kind')
  })

  it('reports a missing required key at its parent', () => {
    const text = MINI_PROFILE.replace(/\n {8}label: \{fr: Pièce présente, en: Document present\}/, '')
    const error = errorOf(text)
    expect(error.problem).to.match(/requirements\[0\]\.label/)
    expect(error.line).to.equal(lineOf(text, 'id: R-01'))
  })

  it('reports a requirement that names an unknown field, with its line', () => {
    const text = MINI_PROFILE.replace('field: expiry', 'field: expiry_date')
    const error = errorOf(text)
    expect(error.problem).to.include('unknown field "expiry_date"')
    expect(error.line).to.equal(lineOf(text, 'field: expiry_date'))
  })

  it('reports a field of the wrong type for a requirement kind', () => {
    const text = MINI_PROFILE.replace('field: expiry', 'field: number')
    expect(errorOf(text).problem).to.include('"number" is a code, expected date or month or year')
  })

  it('reports a rule reference to an unknown thematic or field', () => {
    const text = MINI_PROFILE.replace('values: [doc.holder, other_doc.holder]', 'values: [doc.holder, nowhere.holder]')
    const error = errorOf(text)
    expect(error.problem).to.include('unknown thematic or document type "nowhere"')
    expect(error.line).to.equal(lineOf(text, 'nowhere.holder'))
  })

  it('reports an invalid regular expression', () => {
    const text = MINI_PROFILE.replace('pattern: "faillite"', 'pattern: "faillite("')
    expect(errorOf(text).problem).to.match(/invalid regular expression/)
  })

  it('reports duplicate ids and unknown keys', () => {
    expect(errorOf(MINI_PROFILE.replace('id: R-02', 'id: R-01')).problem).to.include('duplicate requirement id "R-01"')
    const text = MINI_PROFILE.replace('temperature: 2', 'temperature: 2\n  temprature: 3')
    const error = errorOf(text)
    expect(error.line).to.equal(lineOf(text, 'temprature'))
    expect(error.problem).to.match(/temprature/)
  })

  it('reports a field that can never be extracted', () => {
    const text = MINI_PROFILE.replace('{id: number, type: code, labels: ["Numéro"], pattern: "[A-Z0-9]{6,}"}', '{id: number, type: code}')
    expect(errorOf(text).problem).to.include('can never be extracted')
  })

  it("reports an identifier's party (`of`) that is not a field listed before it", () => {
    const field = '{id: siret, type: siret, labels: ["SIRET"]}'
    expect(() => parseProfile(MINI_PROFILE.replace(field, '{id: siret, type: siret, labels: ["SIRET"], of: holder}'), 'mini.yaml')).to.not.throw()
    expect(errorOf(MINI_PROFILE.replace(field, '{id: siret, type: siret, labels: ["SIRET"], of: employer}')).problem).to.include('of names "employer", which is not a field listed before "siret"')
    // The party is read first: listed after the identifier, it would not be there yet.
    const before = MINI_PROFILE.replace('{id: holder, type: name, labels: ["Titulaire"]}', '{id: holder, type: name, labels: ["Titulaire"], of: siret}')
    expect(errorOf(before).problem).to.include('of names "siret", which is not a field listed before "holder"')
  })

  it('names the file path when loading from disk, and fails on an unknown profile id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-profile-'))
    const file = join(dir, 'broken.yaml')
    writeFileSync(file, MINI_PROFILE.replace('version: 1', 'version: one'))
    expect(() => loadProfile(file)).to.throw(ProfileError, new RegExp(`^${file.replace(/[/.]/g, '\\$&')}:2: version: `))
    expect(() => getProfile('no-such-profile')).to.throw(ProfileError, /no-such-profile\.yaml:1: cannot read the profile/)
    expect(() => getProfile('../etc/passwd')).to.throw(/Invalid profile id/)
  })
})
