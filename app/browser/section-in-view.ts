/**
 * The attribute this behaviour looks for (a table of contents). Post-build leaves the site's script off a
 * page where no behaviour finds its attribute.
 */
export const MARKER = "data-section-links"

/**
 * Marks the link of the section being read in a table of contents (`data-section-links`): the last
 * heading that has risen into the top third of the screen (below the sticky header, whatever its height).
 * The observer's band reaches from far above the page down to that line, so a heading is "in" it exactly
 * when it has been scrolled to, and a jump (a table-of-contents link, Home, End) is reported like a slow
 * scroll. Nothing is measured while scrolling; until a heading gets there, nothing is marked.
 */
export function markSectionInView() {
  const list = document.querySelector(`[${MARKER}]`)
  if (!list) return
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading) => heading !== null)
  if (headings.length === 0) return
  const hasReached = new Map<Element, boolean>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) hasReached.set(entry.target, entry.isIntersecting)
      const currentId = headings.filter((heading) => hasReached.get(heading)).at(-1)?.id
      for (const link of links) {
        if (link.hash === `#${currentId}`) link.setAttribute("aria-current", "location")
        else link.removeAttribute("aria-current")
      }
    },
    { rootMargin: "1000000px 0px -66% 0px" },
  )
  for (const heading of headings) observer.observe(heading)
}
