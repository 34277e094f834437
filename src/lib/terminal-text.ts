/**
 * Makes text from the service or from a document safe to print on a terminal.
 *
 * A document's text, a file name, a problem `detail` or a validation reason is written by someone
 * else (another member of a shared space, a hostile or compromised service). Printed raw, control
 * characters in it can retitle the window (`ESC ] 0;... BEL`), clear the screen (`ESC [2J`), move
 * the cursor to rewrite lines already printed, or, on some terminals, write to the clipboard (OSC
 * 52). So every string that comes from outside goes through {@link terminalSafe} before it reaches
 * a terminal, in every output except exact JSON (`--format json`, `--json`), which keeps the
 * service's values as they are (JSON escapes C0 characters itself; see `renderJson`).
 *
 * What is removed: whole escape sequences (CSI `ESC [`, OSC `ESC ]` up to BEL or ST, DCS/SOS/PM/APC
 * `ESC P|X|^|_` up to ST, and the short `ESC <intermediate>* <final>` forms), the same sequences
 * introduced by their 8-bit C1 forms (`\x9b` CSI, `\x9d` OSC, ...), then every remaining C0 control
 * character except newline and tab, DEL, and every C1 control character. Whole sequences go, not
 * only their ESC, so that `ESC [2J` does not leave a stray `[2J` behind.
 */

/** Any character that could start or be part of a control sequence: C0 except tab and newline, DEL, C1. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/

/*
 * One alternation, tried left to right at each ESC or C1 introducer:
 * - CSI: ESC [ or \x9b, parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one final byte 0x40-0x7E;
 * - OSC: ESC ] or \x9d, anything up to BEL, ESC \ or \x9c (ST), or to the end of the text when unterminated;
 * - DCS, SOS, PM, APC: ESC P/X/^/_ or \x90/\x98/\x9e/\x9f, up to ST (or BEL, which some terminals accept);
 * - other escape sequences: ESC, intermediate bytes 0x20-0x2F, one final byte 0x30-0x7E (ESC c, ESC ( B...).
 * A lone ESC or C1 left over is removed by CONTROL_ALL afterwards.
 */
const SEQUENCES = new RegExp(
  [
    String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`,
    String.raw`(?:\u001B\]|\u009D)[^\u0007\u001B\u009C]*(?:\u0007|\u001B\\|\u009C)?`,
    String.raw`(?:\u001B[PX^_]|[\u0090\u0098\u009E\u009F])[^\u0007\u001B\u009C]*(?:\u0007|\u001B\\|\u009C)?`,
    String.raw`\u001B[\u0020-\u002F]*[\u0030-\u007E]`,
  ].join('|'),
  'g',
)

const CONTROL_ALL = new RegExp(CONTROL.source, 'g')

/**
 * `text` without control characters or escape sequences (newlines and tabs kept). Text without
 * any control character is returned as is (the common case costs one regular-expression test).
 *
 * @example
 * terminalSafe('report\u001B]0;pwned\u0007.pdf') // 'report.pdf'
 * terminalSafe('a\u001B[2Jb\r\n')               // 'ab\n'
 */
export function terminalSafe(text: string): string {
  if (!CONTROL.test(text)) return text
  return text.replaceAll(SEQUENCES, '').replaceAll(CONTROL_ALL, '')
}

/** Whether `text` holds anything {@link terminalSafe} would remove. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text)
}

/** {@link terminalSafe} for any value that is printed as text: null and undefined become ''. */
export function safeText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return terminalSafe(typeof value === 'string' ? value : String(value))
}
