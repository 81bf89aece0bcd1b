/** Team portraits (800×800) and testimonial portraits (400×400) and logos (480×160). */

import { renderLogo } from "../lib/logos.ts"
import { type PortraitSpec, portraitPalettes, renderPortrait } from "../lib/portrait.ts"
import type { Scene } from "../lib/scene.ts"

type Look = PortraitSpec["avatar"]

// biome-ignore lint/suspicious/noExplicitAny: variant names are checked by DiceBear at run time
const v = (n: number) => `variant${String(n).padStart(2, "0")}` as any

/** A fixed face (features chosen for a friendly expression) with optional beard and glasses. */
export function face(
  hair: number,
  o: { beard?: number; glasses?: number; eyes: number; brows: number; lips: number; nose: number },
): Look {
  return {
    hair: [v(hair)],
    eyes: [v(o.eyes)],
    brows: [v(o.brows)],
    lips: [v(o.lips)],
    nose: [v(o.nose)],
    beard: o.beard ? [v(o.beard)] : undefined,
    beardProbability: o.beard ? 100 : 0,
    glasses: o.glasses ? [v(o.glasses)] : undefined,
    glassesProbability: o.glasses ? 100 : 0,
  }
}

/**
 * Looks chosen by hand so the six read as different, plausible people.
 * Hair/beard/glasses variant numbers refer to the Notionists style.
 */
export const teamLooks: { id: string; look: Look; palette: number }[] = [
  // Marcus Bell, CEO: short neat hair, easy smile
  { id: "marcus-bell", palette: 0, look: face(21, { eyes: 5, brows: 4, lips: 3, nose: 3 }) },
  // Priya Raman, CTO: long straight hair, clear glasses
  { id: "priya-raman", palette: 1, look: face(41, { glasses: 8, eyes: 4, brows: 10, lips: 3, nose: 12 }) },
  // Dana Kowalski, Senior Marketing Strategist: ponytail, open smile
  { id: "dana-kowalski", palette: 2, look: face(47, { eyes: 5, brows: 1, lips: 25, nose: 7 }) },
  // Andre Whitfield, Head of SEO: curly hair, full beard
  { id: "andre-whitfield", palette: 3, look: face(22, { beard: 2, eyes: 4, brows: 8, lips: 17, nose: 15 }) },
  // Sofia Haddad, PPC Specialist: wavy shoulder-length hair
  { id: "sofia-haddad", palette: 4, look: face(36, { eyes: 5, brows: 12, lips: 30, nose: 5 }) },
  // Kevin Tran, Data Analyst: short side-swept hair, round glasses
  { id: "kevin-tran", palette: 5, look: face(15, { glasses: 11, eyes: 4, brows: 5, lips: 14, nose: 9 }) },
]

export const teamScenes: Scene[] = teamLooks.map(({ id, look, palette }) => {
  const file = `team/${id}/image/src.svg`
  return {
    file,
    width: 800,
    height: 800,
    render: () => renderPortrait(file, 800, { seed: `catalysty-${id}`, ...portraitPalettes[palette]!, avatar: look }),
  }
})

/** Testimonials are read from content/testimonials/ so a new one gets its portrait and logo. */
export interface TestimonialLike {
  id: string
  name: string
  title: string
  logo: { src: string; alt: string }
  image: { src: string }
}

/** Looks for the known testimonial authors; anyone else gets a look derived from their id. */
const testimonialLooks: Record<string, Look> = {
  // Danielle LeHost: voluminous long hair, open smile
  "danielle-lehost": face(28, { eyes: 5, brows: 1, lips: 25, nose: 6 }),
  // Tasha Greene: hair up in a bun
  "tasha-greene": face(48, { eyes: 5, brows: 4, lips: 22, nose: 11 }),
}

export function testimonialScenes(items: TestimonialLike[]): Scene[] {
  return items.flatMap((t, i) => {
    const portrait = t.image.src
    const logo = t.logo.src
    const business = t.logo.alt.replace(/\s+logo$/i, "").trim() || t.title.replace(/^.*?,\s*/, "")
    const look = testimonialLooks[t.id] ?? face(10 + ((i * 7) % 50), { eyes: 4 + (i % 2), brows: 1, lips: 3, nose: 4 })
    return [
      {
        file: portrait,
        width: 400,
        height: 400,
        render: () =>
          renderPortrait(portrait, 400, {
            seed: `catalysty-${t.id}`,
            ...portraitPalettes[(i * 2 + 1) % portraitPalettes.length]!,
            avatar: look,
          }),
      },
      { file: logo, width: 480, height: 160, allowText: true, render: () => renderLogo(logo, business) },
    ]
  })
}
