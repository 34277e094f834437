/** Whether a value read is the truth's, as the accuracy benches count it (bench:accuracy, bench:rescans). */
import {compareAddresses, companyForm, companySimilarity, personSimilarity} from '../../server/src/validation/names.js'
import {squash} from './squash.js'

export function sameValue(type: string, got: string, truth: string): boolean {
  switch (type) {
    case 'name': {
      return personSimilarity(got, truth) >= 0.9
    }

    case 'company': {
      // A reading is right with its legal form or case aside, or a letter off in a word, but not
      // with a word missing: the comparison rules may take "ATELIER CHÊNE" for "ATELIER DU CHÊNE"
      // (the same company), the reading still dropped a word.
      const sameWords = companyForm(got).split(' ').length === companyForm(truth).split(' ').length
      return (sameWords && companySimilarity(got, truth) >= 0.9) || squash(got) === squash(truth)
    }

    case 'address': {
      const c = compareAddresses(got, truth)
      return c.postcodeMatch && c.streetSimilarity >= 0.85
    }

    case 'text':
    case 'code': {
      return squash(got) === squash(truth) || squash(got).replace(/ /g, '') === squash(truth).replace(/ /g, '')
    }

    default: {
      return got.replace(/\s/g, '').toUpperCase() === truth.replace(/\s/g, '').toUpperCase()
    }
  }
}
