/**
 * A sentence of the copy with its "{name}" placeholders replaced by values, as parts: the text between them
 * and the values themselves, so a value may be markup (a link, a number kept on one line). A placeholder
 * with no value is left as it is written.
 */
export function fillIn<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== "")
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      const entry = Object.entries(values).find(([key]) => key === name)
      return entry ? entry[1] : part
    })
}

/** The same, as one string. */
export const fillInText = (template: string, values: Record<string, string | number>) =>
  fillIn(template, values).join("")
