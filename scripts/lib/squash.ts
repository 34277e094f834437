/** Lower case, no accents, letters and digits only, words one space apart: how the accuracy benches compare a reading with the truth. */
export const squash = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
