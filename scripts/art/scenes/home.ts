/** Home page artwork. */
import { backdrop, dotPatch, stageDisc } from "../lib/backdrop.ts"
import { browser, phone, ratingChip, sparkle, statChip } from "../lib/components.ts"
import { brand, themes } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { desktopSite, mobileSite } from "../lib/sites.ts"

const t = themes.blue

export const homeScenes: Scene[] = [
  {
    file: "home/hero.svg",
    width: 1200,
    height: 1000,
    draw(c, rng) {
      backdrop(c, "pale", t, rng)
      stageDisc(c, 700, 500, 400, t, { accentAngle: -48 })
      dotPatch(c, { x: 30, y: 760, w: 230, h: 200 }, brand.blue, 0.3)
      c.add(
        browser(c, { x: 80, y: 190, w: 860, h: 600 }, {
          content: (b) => desktopSite(c, b, t, rng, { hero: { photo: "storefront" }, features: ["map-pin", "star", "phone"] }),
        }),
      )
      c.add(phone(c, { x: 850, y: 400, w: 260, h: 530 }, { content: (s) => mobileSite(c, s, t, rng, { photo: "landscape" }) }))
      c.add(statChip(c, 40, 720, { icon: "trending-up", tileFill: brand.lime, tileColor: brand.ink, w: 320, trend: brand.blue }))
      c.add(ratingChip(c, 760, 110, { w: 290 }))
      c.add(sparkle(150, 120, 26, brand.blue))
      c.add(sparkle(196, 96, 12, brand.lime, { stroke: brand.ink, strokeWidth: 0 }))
    },
  },
]
