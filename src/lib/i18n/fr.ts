/** The CLI's own words in French: the same keys as en.ts (see there). */
import type {Messages} from './en.js'

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

export const fr: Messages = {
  colon: ' :',

  validate: {
    answeredByHuman: 'réponse humaine',
    asOf: 'au',
    classification: 'Classification',
    classified: (n: number) => `${plural(n, 'document classé', 'documents classés')}`,
    documents: (n: number) => plural(n, 'document', 'documents'),
    failed: 'Échec de la validation',
    global: 'Verdict global',
    level: 'niveau',
    levels: {'1': 'N1', '2': 'N2', both: 'N1 + N2'},
    n1: 'N1 : exigences par thématique',
    n2: 'N2 : règles inter-documents',
    nextSteps: 'Et ensuite',
    paused: 'En pause',
    processing: (n: number) => `${n} document${n > 1 ? 's sont' : ' est'} encore en cours de traitement : attente avant la classification`,
    recap: 'Bilan N1',
    report: 'Rapport',
    resumed: 'reprise',
    run: 'run',
    unclassified: 'hors dossier',
    validating: 'Validation du dossier',
    verdicts: {fail: 'non conforme', not_applicable: 'non applicable', pass: 'conforme', warning: 'avertissement'},
  },

  run: {
    failed: (runId: string, reason: string) => `Échec du run de validation ${runId}${reason ? ` : ${reason}` : '.'}`,
    failedNext: (command: string) => `Pour reprendre là où il s'est arrêté : ${command}`,
    paused: (what: string, message: string) => `Le run est en pause : ${message || 'le service attend une réponse humaine'} (${what}).`,
    pausedNext: (command: string) => `Pour répondre : ${command} (dans un terminal), ou ajoutez --on-ambiguous dump pour voir le formulaire.`,
    pausedJson: (what: string) => `Le run est en pause (${what}) ; code de sortie neutralisé par --json.`,
    resumeWith: (command: string) => `Pour reprendre : ${command}`,
    tokenIsLastLine: '(le jeton est la dernière ligne de la sortie standard)',
    uploading: (path: string, dossier: string) => `Envoi de ${path} dans le dossier ${dossier}...`,
  },

  form: {
    answerRequired: 'Une réponse est requise.',
    doesNotExist: (path: string) => `${path} n'existe pas.`,
    notAFile: (path: string) => `${path} n'est pas un fichier.`,
    notReadable: (path: string) => `${path} n'est pas lisible.`,
    optional: 'facultatif',
    pathOrDecline: '[chemin, ou « skip » / « abandon »]',
    typePath: 'Tapez le chemin du fichier.',
  },

  chat: {
    ask: 'Question',
    cancelled: '(réponse annulée ; Ctrl-C à nouveau sur une ligne vide pour quitter)',
    document: 'document',
    page: 'page',
    pressAgain: '(Ctrl-C à nouveau pour quitter, ou tapez une question)',
    serviceNeedsAnswer: 'Le service attend une réponse.',
    sources: 'Sources :',
  },

  waiting: 'En attente du service',

  morePages: (shown: number, total: number, next: number) => `${shown} sur ${total} affichés ; utilisez --all ou --offset ${next}`,
}
