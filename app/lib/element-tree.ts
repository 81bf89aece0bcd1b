import { createElement, Fragment, isValidElement, type ReactNode } from "react"

/**
 * Presentational markup as plain data: elements with their attributes, and text. It travels in loader
 * data (JSON) and becomes React elements again in the browser, so text stays text (React escapes it)
 * and no raw HTML is ever written (docs/requirements/RELIABILITY.md R-S9).
 */
export type ElementTree = (string | { tag: string; props: Record<string, unknown>; children: ElementTree })[]

/**
 * The tree a React node renders to, calling its function components. Only for components without
 * state or effects (an article's MDX components): anything else is refused.
 */
export function elementTree(node: ReactNode): ElementTree {
  if (node === null || node === undefined || typeof node === "boolean") return []
  if (typeof node === "string" || typeof node === "number") return [String(node)]
  if (Array.isArray(node)) return node.flatMap((child) => elementTree(child))
  if (isValidElement<Record<string, unknown>>(node)) {
    const { type, props } = node
    const { children, ...attributes } = props
    if (type === Fragment) return elementTree(children as ReactNode)
    if (typeof type === "function") return elementTree((type as (props: unknown) => ReactNode)(props))
    if (typeof type === "string") {
      // Attributes are text, numbers and booleans; a style is an object of those. A handler cannot be
      // data, and an object anywhere else would be raw markup for React to write.
      for (const [name, value] of Object.entries(attributes)) {
        if (typeof value === "function" || (typeof value === "object" && value !== null && name !== "style")) {
          throw new Error(`elementTree: <${type}> has ${name}, which plain data cannot carry`)
        }
      }
      return [{ tag: type, props: attributes, children: elementTree(children as ReactNode) }]
    }
  }
  throw new Error("elementTree: only text, elements and function components without state are supported")
}

/** React elements from a tree; keys are positions (the tree never reorders), the same on the server and in the browser. */
export function renderElementTree(tree: ElementTree): ReactNode[] {
  return tree.map((node, index) =>
    typeof node === "string"
      ? node
      : createElement(
          node.tag,
          { key: index, ...node.props },
          ...(node.children.length > 0 ? renderElementTree(node.children) : []),
        ),
  )
}
