import { describe, expect, it } from "vitest"
import { loadCatalog } from "#app/content/load-content"
import { navCurrent } from "./nav-section"

const { navigation } = loadCatalog()

/** The header link marked on a page, and how. */
const marked = (pathname: string) =>
  navigation.primary.flatMap((item) => {
    const current = navCurrent(item.href, pathname)
    return current ? [[item.label, current]] : []
  })

describe("which header link a page marks", () => {
  it("marks a top-level page's own link as the page", () => {
    for (const item of navigation.primary) expect(marked(item.href)).toEqual([[item.label, "page"]])
    expect(marked("/pricing/")).toEqual([["Pricing", "page"]])
  })

  it("marks the section of an inner page", () => {
    expect(marked("/blog/any-article")).toEqual([["Blog", "true"]])
    expect(marked("/blog-category/website-design")).toEqual([["Blog", "true"]])
    expect(marked("/case-study/any-study")).toEqual([["Case Studies", "true"]])
    expect(marked("/team")).toEqual([["About", "true"]])
    expect(marked("/team/any-member")).toEqual([["About", "true"]])
    expect(marked("/services/email-marketing")).toEqual([["Services", "true"]])
  })

  it("marks nothing on pages outside the sections", () => {
    expect(marked("/")).toEqual([])
    expect(marked("/thanks")).toEqual([])
    expect(marked("/does-not-exist")).toEqual([])
    expect(marked("/blog/feed.xml/extra")).toEqual([])
    expect(marked("/services-extra")).toEqual([])
  })
})
