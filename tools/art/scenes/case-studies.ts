/**
 * Case-study artwork (1600×900). Shown cropped to a wide band (about 1600×500, centred) and to 4:3 cards
 * (about 1200×900, centred), so the key content sits in the middle 1200×500.
 * Each client gets its own accents; a client's own brand colour appears only inside its site mock-up.
 */
import { backdrop, dotPatch, stageDisc } from "../lib/backdrop.ts"
import {
  type Box,
  bar,
  browser,
  button,
  card,
  dotField,
  glow,
  iconTile,
  phone,
  phoneTop,
  photo,
  ratingChip,
  ring,
  siteNav,
  sparkle,
  statChip,
  textLines,
} from "../lib/components.ts"
import { iconAt } from "../lib/icons.ts"
import { brand, makeTheme, mix, neutral, shade, tint } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { desktopSite, mobileSite } from "../lib/sites.ts"
import { circle, line, rect } from "../lib/svg.ts"
import { cartCard, formCard, miniSite, productTile, swatch, toast } from "../lib/widgets.ts"

const W = 1600
const H = 900

/** LeHost's own boutique colour: a rich plum (only used inside their site mock-up and its glow). */
const plum = "#5A1A5E"
const lehost = makeTheme(plum, brand.lime, {
  primarySoft: tint(plum, 0.92),
  primaryMid: tint(plum, 0.55),
  primaryDeep: shade(plum, 0.4),
})
const fresh = makeTheme(mix(brand.blue, brand.white, 0.12), brand.lime)
const nutri = makeTheme(shade(brand.lime, 0.55), brand.lime, { onPrimary: brand.white })
const _slateTheme = makeTheme(brand.slate, brand.lime, { primaryDeep: shade(brand.slate, 0.5) })
const agency = makeTheme(brand.blue, brand.lime)

export const caseStudyScenes: Scene[] = [
  {
    file: "case-studies/lehost-hair-wig-shop-boosting-online-presence-and-sales.svg",
    width: W,
    height: H,
    draw(c, rng) {
      c.add(rect(0, 0, W, H, { fill: tint(plum, 0.94) }))
      c.add(glow(c, 1350, 150, 380, tint(plum, 0.7), 0.5))
      c.add(glow(c, 200, 820, 300, tint(brand.lime, 0.5), 0.5))
      stageDisc(c, 800, 470, 380, lehost, { accentAngle: -150 })
      dotPatch(c, { x: 1290, y: 640, w: 240, h: 190 }, plum, 0.25)
      c.add(
        browser(
          c,
          { x: 340, y: 130, w: 900, h: 620 },
          {
            content: (b) => {
              let out = rect(b.x, b.y, b.w, b.h, { fill: brand.white })
              out += siteNav(b.x, b.y, b.w, 66, {
                logoColor: plum,
                ctaColor: brand.lime,
                ctaLabel: plum,
                shape: "diamond",
              })
              out += line(b.x, b.y + 66, b.x + b.w, b.y + 66, { stroke: neutral.line, strokeWidth: 1.2 })
              // hero band in plum
              const hy = b.y + 66
              out += rect(b.x, hy, b.w, 280, { fill: plum })
              out += rect(b.x + 48, hy + 50, 130, 26, { rx: 13, fill: brand.lime })
              out += bar(b.x + 66, hy + 59, 94, 8, plum)
              out += bar(b.x + 48, hy + 100, 380, 26, brand.white)
              out += bar(b.x + 48, hy + 140, 220, 26, brand.white) + bar(b.x + 280, hy + 140, 120, 26, brand.lime)
              out += textLines(b.x + 48, hy + 190, 340, [1, 0.7], { h: 8, gap: 9, color: tint(plum, 0.45) })
              out += button(b.x + 48, hy + 226, 150, 40, brand.lime, plum, { icon: "calendar-days" })
              out += photo(
                c,
                { x: b.x + b.w - 48 - 330, y: hy + 28, w: 330, h: 224 },
                18,
                makeTheme(tint(plum, 0.2), brand.lime),
                "hair",
                rng,
              )
              // product grid
              const gy = hy + 306
              const tw = (b.w - 96 - 3 * 20) / 4
              for (let i = 0; i < 4; i++) {
                out += productTile(c, { x: b.x + 48 + i * (tw + 20), y: gy, w: tw, h: 200 }, lehost, rng, "hair", {
                  added: i === 1,
                  photoTheme: makeTheme(tint(plum, 0.15 + i * 0.12), brand.lime),
                })
              }
              return out
            },
          },
        ),
      )
      c.add(
        phone(
          c,
          { x: 1150, y: 300, w: 250, h: 510 },
          {
            content: (s) =>
              mobileSite(c, s, makeTheme(plum, brand.lime), rng, {
                photo: "hair",
                accentButton: true,
                below: "contact",
              }),
          },
        ),
      )
      c.add(statChip(c, 190, 560, { icon: "shopping-bag", tileFill: brand.lime, tileColor: plum, w: 330, trend: plum }))
      c.add(toast(c, 150, 196, 290, { icon: "heart", fill: plum, color: brand.white }))
      c.add(sparkle(250, 140, 22, plum))
      c.add(sparkle(1300, 220, 20, brand.lime, { stroke: plum, strokeWidth: 0 }))
    },
  },
  {
    file: "case-studies/mop-and-glow-cleaning-company-building-trust-and-driving-local-leads.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "white", fresh, rng)
      stageDisc(c, 760, 470, 370, fresh, { accentAngle: 200 })
      // soap bubbles
      for (let i = 0, placed = 0; i < 60 && placed < 8; i++) {
        const x = rng.range(60, 1540)
        const y = rng.range(60, 840)
        if (x > 170 && x < 1430 && y > 70 && y < 830) continue
        placed++
        const r = rng.range(14, 40)
        c.add(ring(x, y, r, tint(brand.blue, 0.5), 3, 0.6))
        c.add(circle(x - r * 0.35, y - r * 0.35, r * 0.18, { fill: brand.white }))
      }
      c.add(
        browser(
          c,
          { x: 280, y: 140, w: 820, h: 600 },
          {
            content: (b) =>
              desktopSite(c, b, fresh, rng, {
                hero: { photo: "sparkle" },
                features: ["shield-check", "star", "calendar-days"],
                scale: 0.95,
              }),
          },
        ),
      )
      c.add(
        formCard(c, { x: 1000, y: 220, w: 360, h: 514 }, fresh, {
          fields: 3,
          chips: true,
          textarea: true,
          buttonFill: brand.lime,
          buttonText: brand.ink,
        }),
      )
      c.add(ratingChip(c, 200, 600, { w: 320 }))
      c.add(toast(c, 1060, 110, 300, { icon: "check", fill: brand.lime, color: brand.ink }))
      c.add(iconTile(190, 230, 84, brand.blue, "spray-can", brand.white, { r: 26, strokeWidth: 2 }))
      c.add(sparkle(1430, 660, 26, brand.blue))
      c.add(sparkle(1462, 628, 12, brand.lime))
    },
  },
  {
    file: "case-studies/nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", makeTheme(brand.lime), rng)
      c.add(glow(c, 1300, 200, 360, tint(brand.lime, 0.45), 0.55))
      stageDisc(c, 760, 470, 370, makeTheme(shade(brand.lime, 0.45), brand.blue), { accentAngle: -30, accent: true })
      dotPatch(c, { x: 70, y: 70, w: 230, h: 170 }, shade(brand.lime, 0.5), 0.35)
      c.add(
        browser(
          c,
          { x: 240, y: 120, w: 880, h: 640 },
          {
            content: (b) => {
              let out = rect(b.x, b.y, b.w, b.h, { fill: brand.white })
              out += siteNav(b.x, b.y, b.w, 62, { logoColor: nutri.primary, ctaColor: brand.ink, shape: "circle" })
              out += line(b.x, b.y + 62, b.x + b.w, b.y + 62, { stroke: neutral.line, strokeWidth: 1.2 })
              // category filters
              let fx = b.x + 40
              ;[90, 70, 110, 80].forEach((fw, i) => {
                out += rect(fx, b.y + 88, fw, 32, { rx: 16, fill: i === 0 ? brand.ink : brand.pale })
                out += bar(fx + 18, b.y + 100, fw - 36, 8, i === 0 ? brand.lime : neutral.muted)
                fx += fw + 10
              })
              out += rect(b.x + b.w - 40 - 200, b.y + 86, 200, 36, {
                rx: 18,
                fill: brand.white,
                stroke: neutral.border,
                strokeWidth: 1.3,
              })
              out += iconAt("search", b.x + b.w - 40 - 178, b.y + 104, 16, { color: brand.slate })
              // product grid 4×2
              const cols = 4
              const gap = 18
              const tw = (b.w - 80 - gap * (cols - 1)) / cols
              const th = 236
              const kinds = ["bottle", "product", "plant", "bottle", "product", "bottle", "plant", "product"] as const
              kinds.forEach((k, i) => {
                const x = b.x + 40 + (i % cols) * (tw + gap)
                const y = b.y + 146 + Math.floor(i / cols) * (th + gap)
                const pt = makeTheme(
                  i % 3 === 0 ? brand.lime : i % 3 === 1 ? shade(brand.lime, 0.45) : tint(brand.blue, 0.2),
                  brand.lime,
                )
                out += productTile(c, { x, y, w: tw, h: th }, nutri, rng, k, {
                  added: i === 1 || i === 5,
                  photoTheme: pt,
                })
              })
              return out
            },
          },
        ),
      )
      c.add(
        cartCard(
          c,
          { x: 1010, y: 250, w: 360, h: 480 },
          makeTheme(brand.ink, brand.lime),
          rng,
          ["bottle", "product", "plant"],
          { photoTheme: makeTheme(brand.lime) },
        ),
      )
      c.add(
        statChip(c, 150, 600, {
          icon: "trending-up",
          tileFill: brand.ink,
          tileColor: brand.lime,
          w: 340,
          trend: shade(brand.lime, 0.4),
        }),
      )
      c.add(iconTile(190, 240, 84, brand.lime, "leaf", brand.ink, { r: 26, strokeWidth: 2 }))
      c.add(sparkle(1420, 190, 24, brand.ink))
      c.add(sparkle(1452, 160, 12, brand.lime))
    },
  },
  {
    file: "case-studies/sequins-and-slate-interior-design-company.svg",
    width: W,
    height: H,
    draw(c, rng) {
      // dark slate backdrop with sequin sparkles
      c.add(
        rect(0, 0, W, H, {
          fill: c.linear(
            [
              [0, shade(brand.slate, 0.35)],
              [1, brand.ink],
            ],
            0,
            0,
            0.9,
            1,
          ),
        }),
      )
      c.add(glow(c, 1250, 180, 380, brand.slate, 0.6))
      c.add(glow(c, 300, 820, 300, shade(brand.blue, 0.4), 0.5))
      c.add(dotField(c, 60, 60, 260, 200, brand.white, { opacity: 0.12 }))
      for (let i = 0; i < 16; i++) {
        const x = rng.range(40, 1560)
        const y = rng.range(30, 870)
        if (x > 260 && x < 1340 && y > 100 && y < 800) continue
        c.add(
          sparkle(x, y, rng.range(5, 14), rng.bool(0.6) ? brand.lime : brand.white, { opacity: rng.range(0.5, 0.95) }),
        )
      }
      // mood board
      const mb: Box = { x: 290, y: 130, w: 780, h: 620 }
      c.add(
        card(c, mb, {
          r: 28,
          fill: "#F3F4F6",
          stroke: false,
          shadow: { dy: 30, blur: 36, opacity: 0.45, color: "#000000" },
        }),
      )
      c.add(bar(mb.x + 36, mb.y + 36, 200, 18, brand.ink))
      c.add(bar(mb.x + 36, mb.y + 66, 130, 9, neutral.muted))
      c.add(
        photo(
          c,
          { x: mb.x + 36, y: mb.y + 104, w: 420, h: 300 },
          18,
          makeTheme(brand.slate, brand.lime),
          "interior",
          rng,
        ),
      )
      const sw = [brand.slate, brand.ink, tint(brand.slate, 0.7), brand.lime]
      sw.forEach((col, i) => {
        c.add(
          swatch(c, { x: mb.x + 488 + (i % 2) * 134, y: mb.y + 104 + Math.floor(i / 2) * 158, w: 118, h: 142 }, col, {
            rotate: rng.range(-3, 3),
          }),
        )
      })
      // fabric and sequin samples
      const fab: Box = { x: mb.x + 36, y: mb.y + 428, w: 200, h: 160 }
      c.add(rect(fab.x, fab.y, fab.w, fab.h, { rx: 16, fill: tint(brand.slate, 0.2) }))
      c.add(
        dotField(c, fab.x + 10, fab.y + 10, fab.w - 20, fab.h - 20, brand.white, {
          spacing: 12,
          r: 1.6,
          opacity: 0.35,
        }),
      )
      const seq: Box = { x: mb.x + 256, y: mb.y + 428, w: 200, h: 160 }
      c.add(rect(seq.x, seq.y, seq.w, seq.h, { rx: 16, fill: brand.ink }))
      for (let yy = 0; yy < 6; yy++) {
        for (let xx = 0; xx < 8; xx++) {
          const cx = seq.x + 22 + xx * 22 + (yy % 2) * 11
          const cy = seq.y + 24 + yy * 22
          if (cx > seq.x + seq.w - 12) continue
          c.add(circle(cx, cy, 8, { fill: rng.bool(0.3) ? brand.lime : tint(brand.slate, rng.range(0.2, 0.6)) }))
        }
      }
      c.add(rect(mb.x + 488, mb.y + 428, 256, 160, { rx: 16, fill: brand.white }))
      c.add(textLines(mb.x + 512, mb.y + 456, 200, [0.8, 1, 0.9, 0.5], { h: 8, gap: 14 }))
      c.add(sparkle(mb.x + 700, mb.y + 550, 16, brand.lime, { stroke: brand.ink, strokeWidth: 0 }))
      // phone with social grid
      c.add(
        phone(
          c,
          { x: 1020, y: 200, w: 270, h: 560 },
          {
            content: (s) => {
              let out = rect(s.x, s.y, s.w, s.h, { fill: brand.white })
              const top = phoneTop(s)
              const pad = 16
              out += circle(s.x + pad + 30, top + 36, 30, { fill: brand.ink, stroke: brand.lime, strokeWidth: 3 })
              out += sparkle(s.x + pad + 30, top + 36, 12, brand.lime)
              out += bar(s.x + pad + 76, top + 22, 90, 10, brand.ink)
              out += bar(s.x + pad + 76, top + 42, 120, 7, neutral.muted)
              out += rect(s.x + pad, top + 84, s.w - 2 * pad, 30, { rx: 10, fill: brand.ink })
              out += bar(s.x + s.w / 2 - 30, top + 95, 60, 8, brand.white)
              const cell = (s.w - 2 * pad - 8) / 3
              const kinds = [
                "interior",
                "sparkle",
                "plant",
                "interior",
                "landscape",
                "sparkle",
                "plant",
                "interior",
                "sparkle",
              ] as const
              kinds.forEach((k, i) => {
                const th = makeTheme(
                  [brand.slate, shade(brand.slate, 0.3), tint(brand.slate, 0.35)][i % 3]!,
                  brand.lime,
                )
                out += photo(
                  c,
                  {
                    x: s.x + pad + (i % 3) * (cell + 4),
                    y: top + 130 + Math.floor(i / 3) * (cell + 4),
                    w: cell,
                    h: cell,
                  },
                  4,
                  th,
                  k,
                  rng,
                )
              })
              return out
            },
          },
        ),
      )
      c.add(toast(c, 1170, 640, 300, { icon: "heart", fill: brand.lime, color: brand.ink }))
      c.add(
        statChip(c, 150, 560, {
          icon: "users",
          tileFill: brand.lime,
          tileColor: brand.ink,
          w: 300,
          trend: brand.lime,
          dark: false,
        }),
      )
    },
  },
  {
    file: "case-studies/lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "blue", agency, rng)
      c.add(ring(800, 450, 420, brand.white, 1.5, 0.12))
      c.add(ring(800, 450, 560, brand.white, 1.5, 0.08))
      c.add(dotField(c, 60, 620, 260, 220, brand.white, { opacity: 0.18 }))
      c.add(circle(1380, 160, 70, { fill: brand.lime }))
      c.add(
        browser(
          c,
          { x: 290, y: 120, w: 1020, h: 660 },
          {
            shadow: { dy: 30, blur: 40, opacity: 0.45, color: "#05031F" },
            content: (b) => {
              let out = rect(b.x, b.y, b.w, b.h, { fill: brand.white })
              out += siteNav(b.x, b.y, b.w, 66, { logoColor: brand.ink, ctaColor: brand.ink, shape: "square" })
              out += line(b.x, b.y + 66, b.x + b.w, b.y + 66, { stroke: neutral.line, strokeWidth: 1.2 })
              out += rect(b.x + 50, b.y + 100, 120, 26, { rx: 13, fill: tint(brand.blue, 0.88) })
              out += bar(b.x + 68, b.y + 109, 84, 8, brand.blue)
              out += bar(b.x + 50, b.y + 146, 360, 24, brand.ink)
              out += bar(b.x + 50, b.y + 182, 200, 24, brand.ink) + bar(b.x + 262, b.y + 182, 110, 24, brand.blue)
              out += textLines(b.x + b.w - 50 - 320, b.y + 150, 320, [1, 0.9, 0.6], { h: 8, gap: 10 })
              out += button(b.x + b.w - 50 - 320, b.y + 208, 140, 40, brand.blue, brand.white, {
                icon: "arrow-up-right",
              })
              // portfolio grid 3×2
              const cols = 3
              const gap = 20
              const tw = (b.w - 100 - gap * (cols - 1)) / cols
              const th = tw * 0.56
              const themes = [
                makeTheme(shade(brand.lime, 0.45), brand.lime),
                makeTheme(brand.blue, brand.lime),
                makeTheme(brand.slate, brand.lime),
                makeTheme("#5A1A5E", brand.lime),
                makeTheme(tint(brand.blue, 0.3), brand.lime),
                makeTheme(brand.ink, brand.lime),
              ]
              const kinds = ["plant", "storefront", "interior", "hair", "sparkle", "skyline"] as const
              kinds.forEach((k, i) => {
                const x = b.x + 50 + (i % cols) * (tw + gap)
                const y = b.y + 280 + Math.floor(i / cols) * (th + gap)
                out += miniSite(c, { x, y, w: tw, h: th }, themes[i]!, rng, k, { dark: i === 5 })
              })
              return out
            },
          },
        ),
      )
      c.add(ratingChip(c, 150, 230, { w: 310, dark: false }))
      c.add(statChip(c, 1180, 560, { icon: "layout-template", tileFill: brand.lime, tileColor: brand.ink, w: 300 }))
      c.add(sparkle(230, 520, 24, brand.lime))
      c.add(sparkle(1480, 470, 18, brand.white))
    },
  },
]
