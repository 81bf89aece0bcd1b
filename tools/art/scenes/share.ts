/** Default social share image (1200×630): brand art on the right, room for a title on the left. */
import { backdrop, dotPatch, stageDisc } from "../lib/backdrop.ts"
import { browser, phone, ratingChip, sparkle, statChip } from "../lib/components.ts"
import { brand, themes } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { desktopSite, mobileSite } from "../lib/sites.ts"

const t = themes.blue

export const shareScenes: Scene[] = [
  {
    file: "share/defaultShareImage/src.svg",
    width: 1200,
    height: 630,
    draw(c, rng) {
      backdrop(c, "pale", t, rng)
      stageDisc(c, 930, 330, 270, t, { accent: false })
      dotPatch(c, { x: 40, y: 470, w: 200, h: 130 }, brand.blue, 0.22)
      c.add(
        browser(
          c,
          { x: 680, y: 150, w: 500, h: 350 },
          {
            content: (b) =>
              desktopSite(c, b, t, rng, {
                hero: { photo: "storefront" },
                scale: 0.6,
                features: ["map-pin", "star", "phone"],
              }),
          },
        ),
      )
      c.add(
        phone(
          c,
          { x: 1040, y: 250, w: 150, h: 310 },
          { content: (s) => mobileSite(c, s, t, rng, { photo: "landscape" }) },
        ),
      )
      c.add(statChip(c, 620, 440, { icon: "trending-up", tile: brand.lime, w: 270, h: 80, trend: brand.blue }))
      c.add(ratingChip(c, 840, 70, { w: 250 }))
      c.add(sparkle(700, 90, 20, brand.blue))
      c.add(sparkle(728, 66, 10, brand.lime))
    },
  },
]
