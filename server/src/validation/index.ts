/**
 * The dossier validation engine as a library (for the runs orchestrator, the demo, benchmarks and
 * third-party tools). See docs/protocol.md ("Validation") and docs/validation-profile.md.
 */
export {
  HitlResponseError,
  pendingPrompt,
  runEngine,
  type Emit,
  type EngineDocument,
  type EngineInput,
  type EngineOutcome,
  type EngineState,
  type FormField,
  type Language,
  type Level,
  type PausePrompt,
  type Report,
  type ReportBody,
  type Verdict,
  type WaitingFor,
} from './engine.js'
export {classify, OTHER, type Classification, type Candidate} from './classify.js'
export {extractFields, type ExtractedField} from './extract.js'
export {defaultProfile, getProfile, listProfiles, loadProfile, parseProfile, ProfileError, PROFILES_DIR, DEFAULT_PROFILE_ID, type Profile} from './profile.js'
export {reportToMarkdown} from './report.js'
export {pdfHasSignature} from './pdf-signature.js'
export {maskSensitive} from './checks.js'
