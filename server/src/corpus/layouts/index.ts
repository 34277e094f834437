/**
 * Every issuer layout of the corpus, keyed "<type>/<layout>": the company and identity layouts
 * written here, and the personal and unrelated documents of `layouts/personal` and
 * `layouts/other` (imported dynamically, so that a missing module is reported and skipped
 * rather than breaking the build).
 */
import type {LayoutGenerator} from '../types.js'
import {fiscaleForm, fiscaleLetter, fiscaleOnline} from './company/fiscale.js'
import {kbisCompact, kbisGreffe, kbisRne} from './company/kbis.js'
import {kbisSections} from './company/kbis-sections.js'
import {rcproSentence} from './company/rcpro-insurers.js'
import {rcproEnglish, rcproLetter, rcproTable} from './company/rcpro.js'
import {ribOnlineBusiness, ribPostal} from './company/rib-banks.js'
import {ribHighStreet, ribMutualist, ribNeobank} from './company/rib.js'
import {vigilance2015} from './company/vigilance-2015.js'
import {vigilanceGrid, vigilanceLetter, vigilanceMsa} from './company/vigilance.js'
import {cni1988, cni2021, cni2021Certified} from './identity/cni.js'
import {passportFrance, passportGermany, passportUnitedKingdom} from './identity/passeport.js'

export const COMPANY_LAYOUTS: Record<string, LayoutGenerator> = {
  'attestation_fiscale/form-3666': fiscaleForm,
  'attestation_fiscale/online': fiscaleOnline,
  'attestation_fiscale/sie-letter': fiscaleLetter,
  'attestation_rc_pro/english': rcproEnglish,
  'attestation_rc_pro/letter': rcproLetter,
  'attestation_rc_pro/mutual-table': rcproTable,
  'attestation_rc_pro/sentence': rcproSentence,
  'attestation_vigilance/msa': vigilanceMsa,
  'attestation_vigilance/urssaf-2015': vigilance2015,
  'attestation_vigilance/urssaf-grid': vigilanceGrid,
  'attestation_vigilance/urssaf-letter': vigilanceLetter,
  'kbis/compact': kbisCompact,
  'kbis/greffe-2p': kbisGreffe,
  'kbis/rne': kbisRne,
  'kbis/sections': kbisSections,
  'rib/high-street': ribHighStreet,
  'rib/mutualist': ribMutualist,
  'rib/neobank': ribNeobank,
  'rib/online-business': ribOnlineBusiness,
  'rib/postal': ribPostal,
}

export const IDENTITY_LAYOUTS: Record<string, LayoutGenerator> = {
  'cni/1988': cni1988,
  'cni/2021': cni2021,
  'cni/2021-certified-copy': cni2021Certified,
  'passeport/de': passportGermany,
  'passeport/fr': passportFrance,
  'passeport/uk': passportUnitedKingdom,
}

export interface LoadedLayouts {
  layouts: Record<string, LayoutGenerator>
  /** Modules that could not be loaded, with why. */
  missing: string[]
}

async function optionalModule(path: string, exportName: string): Promise<{layouts: Record<string, LayoutGenerator>; problem?: string}> {
  try {
    const module = (await import(path)) as Record<string, unknown>
    const layouts = module[exportName]
    if (!layouts || typeof layouts !== 'object') return {layouts: {}, problem: `${path} has no export ${exportName}`}
    return {layouts: layouts as Record<string, LayoutGenerator>}
  } catch (error) {
    return {layouts: {}, problem: `${path}: ${(error as Error).message.split('\n')[0]}`}
  }
}

/** Every layout, with the problems of the modules that could not be loaded. */
export async function loadLayouts(): Promise<LoadedLayouts> {
  const personal = await optionalModule('./personal/index.js', 'PERSONAL_LAYOUTS')
  const other = await optionalModule('./other/index.js', 'OTHER_LAYOUTS')
  return {
    layouts: {...COMPANY_LAYOUTS, ...IDENTITY_LAYOUTS, ...personal.layouts, ...other.layouts},
    missing: [personal.problem, other.problem].filter((p): p is string => p !== undefined),
  }
}

export async function allLayouts(): Promise<Record<string, LayoutGenerator>> {
  return (await loadLayouts()).layouts
}
