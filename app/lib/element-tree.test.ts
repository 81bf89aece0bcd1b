import { createElement, Fragment, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { expect, test } from "vitest"
import { elementTree, renderElementTree } from "./element-tree"

function Callout({ title, children }: { title: string; children?: ReactNode }) {
  return createElement("aside", { className: "callout" }, createElement("p", null, title), children)
}

const article = createElement(
  Fragment,
  null,
  createElement("h2", { id: "start" }, "Start ", createElement("em", null, "here")),
  createElement(Callout, { title: "Tip" }, createElement("a", { href: "/services" }, "Services")),
  createElement("img", { src: "/img/a.webp", alt: "", width: 10, height: 10 }),
  "<script>alert(1)</script>",
)

test("renders back to the same markup the components give, through JSON", () => {
  const tree = JSON.parse(JSON.stringify(elementTree(article)))
  expect(renderToStaticMarkup(createElement(Fragment, null, ...renderElementTree(tree)))).toBe(
    renderToStaticMarkup(article),
  )
})

test("keeps text as text: markup in it is escaped, never parsed", () => {
  const markup = renderToStaticMarkup(createElement("div", null, ...renderElementTree(elementTree(article))))
  expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
  expect(markup).not.toContain("<script>")
})

test("refuses what plain data cannot carry: handlers and object-valued attributes", () => {
  expect(() => elementTree(createElement("button", { type: "button", onClick: () => {} }, "Go"))).toThrow(/onClick/)
  expect(() => elementTree(createElement("div", { data: { markup: "<b>x</b>" } }))).toThrow(/data/)
})
