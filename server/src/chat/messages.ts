/**
 * Every sentence the chat says, in French and English. Kept apart from the logic so that a
 * translation is one edit and the tests can name the exact text.
 */
import type {Language} from './text.js'

const q = (language: Language, text: string) => (language === 'fr' ? `« ${text} »` : `"${text}"`)

export const MESSAGES = {
  answerIntro: (l: Language) => (l === 'fr' ? "D'après vos documents :" : 'From your documents:'),
  nothingFound: (l: Language) =>
    l === 'fr'
      ? "Je n'ai rien trouvé à ce sujet dans les documents auxquels vous avez accès."
      : 'I found nothing about this in the documents you can read.',
  summaryIntro: (l: Language, name: string) => (l === 'fr' ? `Résumé de ${name} :` : `Summary of ${name}:`),
  summaryEmpty: (l: Language, name: string) =>
    l === 'fr' ? `${name} ne contient pas de texte extrait à résumer.` : `${name} has no extracted text to summarise.`,
  noSuchDocument: (l: Language, target: string) =>
    l === 'fr'
      ? `Aucun document nommé ${q(l, target)} parmi les documents auxquels vous avez accès.`
      : `No document named ${q(l, target)} among the documents you can read.`,
  documentGone: (l: Language, name: string, id: number) =>
    l === 'fr' ? `${name} (document ${id}) n'existe plus ou ne vous est plus accessible.` : `${name} (document ${id}) no longer exists or is no longer visible to you.`,
  notAllowedToDelete: (l: Language, name: string, id: number) =>
    l === 'fr'
      ? `Vous n'avez pas le droit de supprimer ${name} (document ${id}) ; rien n'a été supprimé.`
      : `You may not delete ${name} (document ${id}); nothing was deleted.`,
  confirmDelete: (l: Language, name: string, id: number, space: null | string) =>
    l === 'fr'
      ? `Supprimer ${name} (document ${id}${space ? `, espace ${space}` : ''}) ? Cette action est irréversible.`
      : `Delete ${name} (document ${id}${space ? `, space ${space}` : ''})? This cannot be undone.`,
  approveLabel: (l: Language) => (l === 'fr' ? 'Oui, supprimer' : 'Yes, delete it'),
  rejectLabel: (l: Language) => (l === 'fr' ? 'Non, conserver' : 'No, keep it'),
  deleted: (l: Language, name: string, id: number) =>
    l === 'fr' ? `${name} (document ${id}) a été supprimé.` : `Deleted ${name} (document ${id}).`,
  nothingDeleted: (l: Language, name: string, id: number) =>
    l === 'fr' ? `Rien n'a été supprimé : ${name} (document ${id}) est conservé.` : `Nothing was deleted: ${name} (document ${id}) is kept.`,
  whichSpace: (l: Language) =>
    l === 'fr'
      ? 'Votre demande concerne des documents de plusieurs espaces. Dans quel espace dois-je chercher ?'
      : 'Your request matches documents in several spaces. Which space should I look in?',
  whichDocument: (l: Language, target: string) =>
    l === 'fr' ? `Plusieurs documents correspondent à ${q(l, target)}. Lequel ?` : `Several documents match ${q(l, target)}. Which one?`,
  personalSpace: (l: Language) => (l === 'fr' ? 'Mes documents (hors espace)' : 'My documents (no space)'),
  matchCount: (l: Language, n: number) => (l === 'fr' ? `${n} passage${n > 1 ? 's' : ''} pertinent${n > 1 ? 's' : ''}` : `${n} relevant passage${n > 1 ? 's' : ''}`),
  documentCount: (l: Language, n: number) => (l === 'fr' ? `${n} document${n > 1 ? 's' : ''} correspondant${n > 1 ? 's' : ''}` : `${n} matching document${n > 1 ? 's' : ''}`),
  documentDescription: (l: Language, id: number, space: null | string, pages: null | number) =>
    [`document ${id}`, space ?? (l === 'fr' ? 'hors espace' : 'no space'), pages ? (l === 'fr' ? `${pages} p.` : `${pages} p.`) : undefined]
      .filter(Boolean)
      .join(' · '),
  internalError: (l: Language) =>
    l === 'fr' ? 'Le service a échoué pendant la réponse ; réessayez.' : 'The service failed while answering; try again.',
}
