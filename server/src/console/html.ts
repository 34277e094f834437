/**
 * HTML by tagged template, escaped by default: every interpolated value is text unless it is
 * itself an `Html` fragment built by this template (or `raw()` for the few trusted constants).
 * Document names, labels and reasons come from users and files: they are hostile.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = {'"': '&quot;', '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;'}

export function escapeHtml(text: string): string {
  return text.replaceAll(/["&'<>]/g, (c) => ESCAPES[c])
}

/** A fragment that is already HTML (a constant of the console, never user data). */
export function raw(text: string): Html {
  return new Html(text)
}

type Value = Html | Value[] | boolean | null | number | string | undefined

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map((v) => render(v)).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]
  return new Html(out)
}
