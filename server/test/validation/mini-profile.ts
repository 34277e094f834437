/**
 * A small profile for unit tests: two thematics ("t" with documents of type "doc", "u" with
 * "other_doc"), every field type, and hooks to swap in the requirements or rules under test.
 */
import type {EngineDocument} from '../../src/validation/engine.js'
import {parseProfile, type Profile} from '../../src/validation/profile.js'

const FIELDS = `
          - {id: holder, type: name, labels: ["Titulaire"]}
          - {id: number, type: code, labels: ["Numéro"], pattern: "[A-Z0-9]{6,}"}
          - {id: issued, type: date, labels: ["Émis le"], filename: true}
          - {id: expiry, type: date, labels: ["Expire le"]}
          - {id: start, type: date, labels: ["Période"]}
          - {id: end, type: date, labels: ["Période"], occurrence: 2}
          - {id: month, type: month, labels: ["Mois"], filename: true}
          - {id: year, type: year, labels: ["Année"]}
          - {id: siren, type: siren, labels: ["SIREN"], anywhere: true}
          - {id: siret, type: siret, labels: ["SIRET"]}
          - {id: iban, type: iban, labels: ["IBAN"], sensitive: true}
          - {id: bic, type: bic, labels: ["BIC"]}
          - {id: tva, type: tva, labels: ["TVA"]}
          - {id: gross, type: amount, labels: ["Brut"]}
          - {id: net, type: amount, labels: ["Net"]}
          - {id: address, type: address, labels: ["Adresse"]}
          - {id: company, type: company, labels: ["Société"]}
          - {id: employer, type: siret, labels: ["Employeur"]}`

export const MINI_REQUIREMENTS = `
      - id: R-01
        kind: document_present
        label: {fr: Pièce présente, en: Document present}
      - id: R-02
        kind: not_expired
        field: expiry
        label: {fr: Pièce valide, en: Document valid}
      - id: R-03
        kind: text_absent
        pattern: "faillite"
        label: {fr: Pas de faillite, en: No bankruptcy}`

export const MINI_RULES = `
  - id: X-01
    kind: fuzzy_equal
    as: person
    label: {fr: Même titulaire, en: Same holder}
    values: [doc.holder, other_doc.holder]
    passMin: 0.92
    clarifyMin: 0.75`

export function miniProfileText(options: {requirements?: string; rules?: string; uRequired?: boolean} = {}): string {
  return `id: mini
version: 1
label: {fr: Mini, en: Mini}
classification:
  autoAcceptMin: 0.75
  marginMin: 0.2
  temperature: 2
  otherScore: 3
thematics:
  - id: t
    label: {fr: Thème T, en: Theme T}
    documentTypes:
      - id: doc
        label: {fr: Pièce, en: Document}
        hints:
          keywords: [{t: "piece officielle", w: 6}]
          negative: [{t: "autre piece", w: 6}]
          filename: [piece]
        fields:${FIELDS}
    requirements:${options.requirements ?? MINI_REQUIREMENTS}
  - id: u
    label: {fr: Thème U, en: Theme U}
    required: ${options.uRequired ?? true}
    documentTypes:
      - id: other_doc
        label: {fr: Autre pièce, en: Other document}
        hints:
          keywords: [{t: "autre piece", w: 6}]
        fields:${FIELDS}
    requirements:
      - id: U-01
        kind: document_present
        label: {fr: Autre pièce présente, en: Other document present}
rules:${options.rules ?? MINI_RULES}
`
}

export const MINI_PROFILE = miniProfileText()

export function miniProfile(options: {requirements?: string; rules?: string; uRequired?: boolean} = {}): Profile {
  return parseProfile(miniProfileText(options), 'mini.yaml')
}

let nextId = 1

/** An in-memory document: "Pièce officielle" (type doc) or "Autre pièce" (type other_doc), then the lines. */
export function doc(kind: 'doc' | 'other' | 'none', lines: string[], fileName?: string): EngineDocument {
  const title = kind === 'doc' ? 'PIÈCE OFFICIELLE' : kind === 'other' ? 'AUTRE PIÈCE' : 'Lettre'
  const id = nextId++
  return {created_at: '2025-06-01T00:00:00.000Z', file_name: fileName ?? `${kind}-${id}.pdf`, id, mime_type: 'application/pdf', pages: [[title, ...lines].join('\n')]}
}
