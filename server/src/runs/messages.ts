/**
 * The orchestrator's own messages (tool errors, failure hints), in French (default) and English.
 * The engine localises its labels and reasons itself; these are the transport's.
 */
import type {RunLanguage} from './store.js'

type Params = Record<string, number | string>
type Template = (p: Params) => string

const MESSAGES = {
  dossier_not_found: {
    en: (p) => `Dossier ${p.dossier_id} does not exist (no space with this id).`,
    fr: (p) => `Le dossier ${p.dossier_id} n'existe pas (aucun espace avec cet identifiant).`,
  },
  dossier_forbidden: {
    en: (p) => `You are not a member of space ${p.dossier_id}; you cannot validate this dossier.`,
    fr: (p) => `Vous n'êtes pas membre de l'espace ${p.dossier_id} ; vous ne pouvez pas valider ce dossier.`,
  },
  run_not_found: {
    en: (p) => `Run ${p.run_id} does not exist.`,
    fr: (p) => `Le run ${p.run_id} n'existe pas.`,
  },
  run_other_dossier: {
    en: (p) => `Run ${p.run_id} belongs to dossier ${p.run_dossier}, not ${p.dossier_id}.`,
    fr: (p) => `Le run ${p.run_id} appartient au dossier ${p.run_dossier}, pas à ${p.dossier_id}.`,
  },
  resume_conflict: {
    en: (p) => `Run ${p.run_id} is being resumed by another call; this call lost the race. Its result comes to that call; re-call with run_id ${p.run_id} once it has finished or paused.`,
    fr: (p) => `Le run ${p.run_id} est repris par un autre appel ; cet appel a perdu la course. Le résultat revient à cet autre appel ; rappelez avec run_id ${p.run_id} une fois le run terminé ou en pause.`,
  },
  running_with_answer: {
    en: (p) => `Run ${p.run_id} is already running (not paused): hitl_response cannot be applied. Re-call without hitl_response to follow it.`,
    fr: (p) => `Le run ${p.run_id} est déjà en cours (pas en pause) : hitl_response ne peut pas être appliqué. Rappelez sans hitl_response pour le suivre.`,
  },
  answer_too_late: {
    en: (p) => `Run ${p.run_id} is already complete: this hitl_response was not applied (another call answered first).`,
    fr: (p) => `Le run ${p.run_id} est déjà terminé : cette hitl_response n'a pas été appliquée (un autre appel a répondu avant).`,
  },
  running_elsewhere: {
    en: (p) => `Run ${p.run_id} is being executed by another service process. Retry in a few seconds.`,
    fr: (p) => `Le run ${p.run_id} est exécuté par un autre processus du service. Réessayez dans quelques secondes.`,
  },
  answer_not_paused: {
    en: (p) => `Run ${p.run_id} is ${p.status}, not paused: hitl_response applies only to a paused run. Re-call without it.`,
    fr: (p) => `Le run ${p.run_id} est ${p.status}, pas en pause : hitl_response ne s'applique qu'à un run en pause. Rappelez sans.`,
  },
  answer_mismatch: {
    en: (p) => `This hitl_response does not answer the pending prompt (${p.waiting_for}, correlation_id ${p.correlation_id}): ${p.expected}. The run stays paused.`,
    fr: (p) => `Cette hitl_response ne répond pas à la question en attente (${p.waiting_for}, correlation_id ${p.correlation_id}) : ${p.expected}. Le run reste en pause.`,
  },
  expect_mode_a: {
    en: () =>
      'a missing document is answered by uploading it to the dossier and re-calling without hitl_response (Mode A), or with {"missing_document": "skip"} or {"missing_document": "abandon"}',
    fr: () =>
      'un document manquant se fournit en le téléversant dans le dossier puis en rappelant sans hitl_response (mode A), ou avec {"missing_document": "skip"} ou {"missing_document": "abandon"}',
  },
  expect_keys: {
    en: (p) => `expected an object with the key "${p.key}"${p.values ? ` (one of: ${p.values})` : ''}`,
    fr: (p) => `un objet avec la clé "${p.key}" était attendu${p.values ? ` (parmi : ${p.values})` : ''}`,
  },
  failed_hint: {
    en: (p) => `The run can be resumed: svc validate ${p.dossier_id} --run-id ${p.run_id} (or re-call the tool with run_id ${p.run_id}).`,
    fr: (p) => `Le run peut être repris : svc validate ${p.dossier_id} --run-id ${p.run_id} (ou rappelez l'outil avec run_id ${p.run_id}).`,
  },
  internal_error: {
    en: (p) => `Internal error during the validation: ${p.message}`,
    fr: (p) => `Erreur interne pendant la validation : ${p.message}`,
  },
  stopping: {
    en: () => 'The service is stopping; re-call in a moment.',
    fr: () => "Le service s'arrête ; rappelez dans un instant.",
  },
  interrupted: {
    en: (p) => `The service stopped while run ${p.run_id} was in progress; re-call with run_id ${p.run_id} to resume it.`,
    fr: (p) => `Le service s'est arrêté pendant le run ${p.run_id} ; rappelez avec run_id ${p.run_id} pour le reprendre.`,
  },
  waiting_documents: {
    en: (p) =>
      `Waiting for ${p.remaining} document${p.remaining === 1 ? '' : 's'} to finish processing (${p.done}/${p.total} done)`,
    fr: (p) =>
      `En attente de ${p.remaining} document${Number(p.remaining) > 1 ? 's' : ''} en cours de traitement (${p.done}/${p.total} terminé${Number(p.done) > 1 ? 's' : ''})`,
  },
  documents_still_processing: {
    en: (p) =>
      `${p.count} document${p.count === 1 ? ' of the dossier is' : 's of the dossier are'} still being processed after ${p.seconds} s (${p.ids}); resume the run once ${p.count === 1 ? 'it is' : 'they are'} ready.`,
    fr: (p) =>
      `${p.count} document${Number(p.count) > 1 ? 's du dossier sont' : ' du dossier est'} encore en cours de traitement après ${p.seconds} s (${p.ids}) ; reprenez le run une fois ${Number(p.count) > 1 ? 'qu’ils seront prêts' : 'qu’il sera prêt'}.`,
  },
  disk_full: {
    en: (p) =>
      `The service's disk is full: run ${p.run_id} stopped at its last checkpoint and is failed, resumable. Free space (delete documents you no longer need, or ask the operator), then resume it with run_id ${p.run_id}.`,
    fr: (p) =>
      `Le disque du service est plein : le run ${p.run_id} s'est arrêté à son dernier point de reprise et est en échec, reprenable. Libérez de l'espace (supprimez des documents inutiles, ou demandez à l'exploitant), puis reprenez-le avec run_id ${p.run_id}.`,
  },
  disk_full_call: {
    en: () => "The service's disk is full: the run was not started or resumed. Free space (delete documents you no longer need, or ask the operator), then call again.",
    fr: () => "Le disque du service est plein : le run n'a été ni lancé ni repris. Libérez de l'espace (supprimez des documents inutiles, ou demandez à l'exploitant), puis rappelez.",
  },
  answer_forbidden: {
    en: (p) =>
      `Only the person who started run ${p.run_id} or an owner or editor of space ${p.dossier_id} may answer its question; your role there is ${p.role}. Ask one of them to answer.`,
    fr: (p) =>
      `Seuls la personne qui a lancé le run ${p.run_id} et les propriétaires ou éditeurs de l'espace ${p.dossier_id} peuvent répondre à sa question ; votre rôle y est ${p.role}. Demandez à l'un d'eux de répondre.`,
  },
  not_admin: {
    en: () => 'update_spaces is admin-only: your API key belongs to a non-admin user.',
    fr: () => "update_spaces est réservé aux administrateurs : votre clé d'API appartient à un utilisateur non administrateur.",
  },
} satisfies Record<string, Record<RunLanguage, Template>>

export type MessageKey = keyof typeof MESSAGES

export function message(key: MessageKey, language: RunLanguage, params: Params = {}): string {
  const entry = MESSAGES[key] as Record<RunLanguage, Template>
  return (entry[language] ?? entry.fr)(params)
}

/** A refusal the tool returns as `isError: true` (never an exception for the client to decode). */
export class ToolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ToolError'
  }
}

export function toolError(code: string, key: MessageKey, language: RunLanguage, params: Params = {}): ToolError {
  return new ToolError(code, message(key, language, params))
}
