/**
 * Every message, reason, hint and form label the engine produces, in French (default) and
 * English. Templates use `{name}` placeholders; `t(lang, key, params)` renders one.
 */
export type Language = 'fr' | 'en'

const MESSAGES = {
  // Requirement reasons (N1)
  'req.present.pass': ['{count} document(s) présent(s).', '{count} document(s) present.'],
  'req.present.fail': ['Aucun document pour « {thematic} ».', 'No document for "{thematic}".'],
  'req.present.skipped': ['Document manquant (signalé comme non fourni).', 'Missing document (reported as not provided).'],
  'req.count.pass': ['{count} document(s) « {type} » présent(s) (minimum {min}).', '{count} "{type}" document(s) present (minimum {min}).'],
  'req.count.fail': ['{count} document(s) « {type} » présent(s), {min} attendu(s).', '{count} "{type}" document(s) present, {min} expected.'],
  'req.na.no_document': ['Non applicable : aucun document concerné.', 'Not applicable: no document concerned.'],
  'req.na.thematic_optional': ['Non applicable : thématique facultative sans document.', 'Not applicable: optional thematic with no document.'],
  'req.na.no_value': ['Non applicable : « {field} » absent (facultatif).', 'Not applicable: "{field}" absent (optional).'],
  'req.field.missing': ['Champ « {field} » introuvable dans {file}.', 'Field "{field}" not found in {file}.'],
  'companion.unlinked': [
    "(Lu sur {other}, pris pour l'autre face de {file} faute d'autre pièce : à vérifier ; non bloquant.)",
    '(Read on {other}, taken for the other side of {file} for want of another document: check it; not blocking.)',
  ],
  'doubt.ocr': [
    '(Lecture OCR incertaine de {file} : à vérifier sur le document ; non bloquant.)',
    '(Uncertain OCR reading of {file}: check it on the document; not blocking.)',
  ],
  'req.field.unreadable': [
    'Champ « {field} » illisible : {file} ne contient aucun texte lisible (document illisible, à vérifier à la main).',
    'Field "{field}" unreadable: {file} has no readable text (unreadable document, check it by hand).',
  ],
  'req.fields.unreadable': [
    'Champs illisibles : {fields} ({file} ne contient aucun texte lisible : document illisible, à vérifier à la main).',
    'Fields unreadable: {fields} ({file} has no readable text: unreadable document, check it by hand).',
  ],
  'req.max_age.pass': ['{field} {date} : au plus {limit} avant le {ref}.', '{field} {date}: within {limit} of {ref}.'],
  'req.max_age.fail': ['{field} {date} : plus ancien que {limit} avant le {ref} (limite {min}).', '{field} {date}: older than {limit} before {ref} (limit {min}).'],
  'req.not_expired.pass': ['Valable jusqu’au {date} (référence {ref}).', 'Valid until {date} (reference {ref}).'],
  'req.not_expired.fail': ['Expiré le {date} (référence {ref}).', 'Expired on {date} (reference {ref}).'],
  'req.not_expired.grace': [
    'Date de fin de validité dépassée ({date}), mais le document délivré le {issued} peut bénéficier d’une prolongation de {grace} (jusqu’au {until}).',
    'Expiry date passed ({date}), but the document issued on {issued} may benefit from a {grace} extension (until {until}).',
  ],
  'req.range.pass': ['Période du {start} au {end} couvre le {ref}.', 'Period {start} to {end} covers {ref}.'],
  'req.range.fail': ['Période du {start} au {end} ne couvre pas le {ref}.', 'Period {start} to {end} does not cover {ref}.'],
  'req.fields.pass': ['Champs extraits : {fields}.', 'Fields extracted: {fields}.'],
  'req.fields.fail': ['Champs introuvables : {fields} ({file}).', 'Fields not found: {fields} ({file}).'],
  'req.regex.pass': ['Mention trouvée : « {match} » ({file}, p. {page}).', 'Statement found: "{match}" ({file}, p. {page}).'],
  'req.regex.fail': ['Mention attendue introuvable ({file}).', 'Expected statement not found ({file}).'],
  'req.absent.pass': ['Aucune mention interdite.', 'No forbidden statement.'],
  'req.absent.fail': ['Mention interdite trouvée : « {match} » ({file}, p. {page}).', 'Forbidden statement found: "{match}" ({file}, p. {page}).'],
  'req.checksum.pass': ['{field} {value} : clé de contrôle valide ({algo}).', '{field} {value}: check digits valid ({algo}).'],
  'req.checksum.fail': ['{field} {value} : clé de contrôle invalide ({algo}).', '{field} {value}: invalid check digits ({algo}).'],
  'req.signed.pass': ['Signature détectée ({how}).', 'Signature found ({how}).'],
  'req.signed.fail': ['Aucune signature ni cachet détecté ({file}).', 'No signature or stamp found ({file}).'],
  'req.compare.pass': ['{left} {lv} {op} {right} {rv}.', '{left} {lv} {op} {right} {rv}.'],
  'req.compare.fail': ['{left} {lv} n’est pas {op} {right} {rv}.', '{left} {lv} is not {op} {right} {rv}.'],

  // Rule reasons (N2)
  'rule.na.missing': ['Non applicable : « {field} » introuvable dans le dossier.', 'Not applicable: "{field}" not found in the dossier.'],
  'rule.na.values': ['Non applicable : {count} valeur(s) trouvée(s), {min} nécessaire(s).', 'Not applicable: {count} value(s) found, {min} needed.'],
  'rule.same.pass': ['Valeur identique sur {count} pièces : {value}.', 'Same value on {count} documents: {value}.'],
  'rule.same.fail': ['Valeurs différentes : {values}.', 'Different values: {values}.'],
  'rule.fuzzy.pass': ['Concordance {score} (seuil {min}) sur {count} pièces.', 'Match {score} (threshold {min}) across {count} documents.'],
  'rule.fuzzy.fail': ['« {a} » et « {b} » diffèrent (similarité {score}, minimum {min}).', '"{a}" and "{b}" differ (similarity {score}, minimum {min}).'],
  'rule.fuzzy.grey': ['« {a} » et « {b} » se ressemblent sans être identiques (similarité {score}).', '"{a}" and "{b}" are similar but not identical (similarity {score}).'],
  'rule.ratio': ['Écart relatif {ratio} ({value} × {multiply} contre {reference}).', 'Relative gap {ratio} ({value} × {multiply} against {reference}).'],
  'rule.ratio.grey': ['Écart relatif {ratio} trop important pour conclure seul ({value} × {multiply} contre {reference}).', 'Relative gap {ratio} too large to decide alone ({value} × {multiply} against {reference}).'],
  'rule.dates.pass': ['Chronologie cohérente ({count} contrôle(s)).', 'Consistent timeline ({count} check(s)).'],
  'rule.dates.fail': ['{before} ({bv}) devrait précéder {after} ({av}).', '{before} ({bv}) should come before {after} ({av}).'],
  'rule.address.pass': ['Adresses concordantes ({count}).', 'Addresses match ({count}).'],
  'rule.address.postcode': ['Codes postaux différents : {a} / {b}.', 'Different postcodes: {a} / {b}.'],
  'rule.address.street': ['Rue différente : « {a} » / « {b} » (similarité {score}).', 'Different street: "{a}" / "{b}" (similarity {score}).'],
  'rule.months.pass': ['{count} mois consécutifs jusqu’à {last}.', '{count} consecutive months up to {last}.'],
  'rule.months.gap': ['Mois non consécutifs : {months}.', 'Months not consecutive: {months}.'],
  'rule.months.few': ['{count} mois trouvés, {min} attendus.', '{count} months found, {min} expected.'],
  'rule.months.same': ['{field} change d’une pièce à l’autre : {values}.', '{field} changes between documents: {values}.'],
  'rule.human.accept': ['Accepté par un humain{note}.', 'Accepted by a human{note}.'],
  'rule.human.reject': ['Refusé par un humain{note}.', 'Rejected by a human{note}.'],

  // Thematic and run summaries
  'thematic.summary.pass': ['{pass}/{total} exigences satisfaites.', '{pass}/{total} requirements met.'],
  'thematic.summary.fail': ['{fail} exigence(s) bloquante(s) en échec : {ids}.', '{fail} blocking requirement(s) failed: {ids}.'],
  'thematic.summary.warning': ['{warning} point(s) d’attention : {ids}.', '{warning} warning(s): {ids}.'],
  'thematic.summary.na': ['Non applicable.', 'Not applicable.'],
  'n1.hint.next': ['Contrôles N1 terminés ; les règles croisées N2 commencent.', 'N1 checks done; N2 cross-document rules start.'],
  'n1.hint.end': ['Contrôles N1 terminés.', 'N1 checks done.'],
  // The verdict itself is global_verdict, shown next to this line by the CLI and the Markdown report.
  'global.summary': ['{thematics} thématique(s) et {rules} règle(s) N2 vérifiées : {fail} échec(s), {warning} avertissement(s).', '{thematics} thematic(s) and {rules} N2 rule(s) checked: {fail} failure(s), {warning} warning(s).'],
  'verdict.pass': ['conforme', 'pass'],
  'verdict.fail': ['non conforme', 'fail'],
  'verdict.warning': ['conforme avec réserves', 'warning'],
  'verdict.not_applicable': ['non applicable', 'not applicable'],

  // Failures
  'fail.empty': ['Le dossier ne contient aucun document.', 'The dossier holds no document.'],
  'fail.abandoned': ['Validation abandonnée : document manquant pour « {thematic} ».', 'Validation abandoned: missing document for "{thematic}".'],
  'fail.internal': ['Erreur interne du moteur de validation : {message}', 'Internal error of the validation engine: {message}'],
  'fail.hint': ['Corrigez le dossier puis relancez avec --run-id {run_id}.', 'Fix the dossier, then resume with --run-id {run_id}.'],

  // Pauses
  'prompt.missing.title': ['Document manquant : {thematic}', 'Missing document: {thematic}'],
  'prompt.missing.message': [
    'Aucun document pour la thématique « {thematic} » ({types}). Ajoutez-le à l’espace du dossier puis relancez la validation avec le même run_id.',
    'No document for the "{thematic}" thematic ({types}). Add it to the dossier’s space, then resume the validation with the same run_id.',
  ],
  'prompt.missing.file': ['Fichier à ajouter ({types})', 'File to add ({types})'],
  'prompt.missing.file.description': ['Le fichier est téléversé dans l’espace du dossier, puis la thématique reprend.', 'The file is uploaded to the dossier’s space, then the thematic resumes.'],
  'prompt.class.title': ['Type du document {file} ?', 'Type of document {file}?'],
  'prompt.class.message': [
    'Classement incertain de {file} (confiance {confidence}, seuil {min}). Choisissez son type.',
    'Uncertain classification of {file} (confidence {confidence}, threshold {min}). Choose its type.',
  ],
  'prompt.class.field': ['Type de document', 'Document type'],
  'prompt.class.unreadable': [
    "Le document {file} est illisible (aucun texte, même par OCR) : quel est son type ? Choisissez « Autre » s'il ne fait pas partie du dossier.",
    'Document {file} cannot be read (no text, even by OCR): what type is it? Choose "Other" if it is not part of the dossier.',
  ],
  'prompt.class.other': ['Autre (ne fait pas partie du dossier)', 'Other (not part of the dossier)'],
  'prompt.rule.title': ['Clarification : {rule}', 'Clarification: {rule}'],
  'prompt.rule.message': ['{reason} Acceptez-vous ?', '{reason} Do you accept?'],
  'prompt.rule.decision': ['Décision', 'Decision'],
  'prompt.rule.accept': ['Accepter', 'Accept'],
  'prompt.rule.reject': ['Refuser', 'Reject'],
  'prompt.rule.note': ['Commentaire (facultatif)', 'Note (optional)'],

  // Answers that do not fit the pause
  'hitl.not_paused': ['Ce run n’attend aucune réponse.', 'This run is not waiting for an answer.'],
  'hitl.missing_expected': [
    'Le run attend un document manquant : téléversez-le puis relancez sans hitl_response (ou envoyez {"missing_document": "skip"} ou {"missing_document": "abandon"}).',
    'The run is waiting for a missing document: upload it and re-call without hitl_response (or send {"missing_document": "skip"} or {"missing_document": "abandon"}).',
  ],
  'hitl.class_expected': ['Le run attend {"document_type": "<type>"} ; valeurs possibles : {values}.', 'The run is waiting for {"document_type": "<type>"}; allowed values: {values}.'],
  'hitl.rule_expected': ['Le run attend {"decision": "accept" | "reject", "note"?}.', 'The run is waiting for {"decision": "accept" | "reject", "note"?}.'],
  'hitl.answer_needed': ['Le run attend une réponse (hitl_response) pour {waiting_for}.', 'The run is waiting for an answer (hitl_response) to {waiting_for}.'],
} satisfies Record<string, [string, string]>

export type MessageKey = keyof typeof MESSAGES

/**
 * Renders one message, as a sentence (first letter upper-cased: a template may start with a field
 * name). Missing parameters are left as `{name}` so that gaps are visible in tests.
 */
export function t(language: Language, key: MessageKey, params: Record<string, unknown> = {}): string {
  const text = word(language, key, params)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Renders a message fragment as written (no capital added): for words inside other messages. */
export function word(language: Language, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = MESSAGES[key][language === 'en' ? 1 : 0]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** A profile label in the run's language (French when English is missing). */
export function label(value: {fr: string; en?: string} | undefined, language: Language): string {
  if (!value) return ''
  return language === 'en' ? (value.en ?? value.fr) : value.fr
}

/** Formats an ISO date for messages: `12/03/2025` in French, `2025-03-12` in English. */
export function formatDate(iso: string, language: Language): string {
  if (language === 'en') return iso
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso)
  if (!m) return iso
  return m[3] ? `${m[3]}/${m[2]}/${m[1]}` : `${m[2]}/${m[1]}`
}

/** "3 mois" / "3 months", for max_age reasons. */
export function formatDuration(d: {days?: number; months?: number; years?: number}, language: Language): string {
  const parts: string[] = []
  if (d.years) parts.push(language === 'en' ? `${d.years} year${d.years > 1 ? 's' : ''}` : `${d.years} an${d.years > 1 ? 's' : ''}`)
  if (d.months) parts.push(language === 'en' ? `${d.months} month${d.months > 1 ? 's' : ''}` : `${d.months} mois`)
  if (d.days) parts.push(language === 'en' ? `${d.days} day${d.days > 1 ? 's' : ''}` : `${d.days} jour${d.days > 1 ? 's' : ''}`)
  return parts.join(' ')
}
