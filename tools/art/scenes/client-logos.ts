/** The clients' logos (480×160) that lead their testimonials. People get no drawn portraits: the site draws no faces. */

import { renderLogo } from "../lib/logos.ts"
import type { Scene } from "../lib/scene.ts"

/** Testimonials are read from content/testimonials/ so a new one gets its client's logo. */
export interface TestimonialLike {
  id: string
  title: string
  logo: { src: string; alt: string }
}

export function clientLogoScenes(items: TestimonialLike[]): Scene[] {
  return items.map((t) => {
    const logo = t.logo.src
    const business = t.logo.alt.replace(/\s+logo$/i, "").trim() || t.title.replace(/^.*?,\s*/, "")
    return { file: logo, width: 480, height: 160, allowText: true, render: () => renderLogo(logo, business) }
  })
}
