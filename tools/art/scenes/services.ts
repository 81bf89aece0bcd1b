/** One illustration per service (1200×900). */
import { backdrop, dotPatch, stageDisc } from "../lib/backdrop.ts"
import {
  avatar,
  type Box,
  bar,
  barChart,
  browser,
  button,
  card,
  chatBubble,
  connector,
  cursor,
  donut,
  envelope,
  heart,
  iconTile,
  magnifier,
  paragraph,
  pen,
  phone,
  phoneTop,
  photo,
  ring,
  sparkle,
  squiggle,
  statChip,
  textLines,
  upTrend,
} from "../lib/components.ts"
import { iconAt } from "../lib/icons.ts"
import { brand, makeTheme, neutral, shade, themes, tint } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { desktopSite } from "../lib/sites.ts"
import { circle, line, rect } from "../lib/svg.ts"
import { calendarCard, codeEditor, feedPost, inboxList, resultRow, searchBar, toast } from "../lib/widgets.ts"

const W = 1200
const H = 900
const blue = themes.blue

export const serviceScenes: Scene[] = [
  {
    file: "services/detroit-website-design-and-development/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 660, 430, 340, blue, { accentAngle: -130 })
      dotPatch(c, { x: 960, y: 700, w: 200, h: 160 }, brand.blue, 0.28)
      c.add(
        browser(
          c,
          { x: 170, y: 130, w: 760, h: 520 },
          {
            content: (b) =>
              desktopSite(c, b, blue, rng, {
                hero: { photo: "landscape" },
                features: ["layout-template", "gauge", "shield-check"],
                scale: 0.9,
              }),
          },
        ),
      )
      c.add(codeEditor(c, { x: 650, y: 470, w: 470, h: 320 }, rng))
      // builder toolbar
      const tb: Box = { x: 70, y: 250, w: 76, h: 330 }
      c.add(card(c, tb, { r: 24 }))
      ;(["layout-template", "type", "palette", "image", "code"] as const).forEach((name, i) => {
        const active = i === 2
        c.add(
          iconTile(
            tb.x + 14,
            tb.y + 16 + i * 62,
            48,
            active ? blue.primary : brand.white,
            name,
            active ? brand.white : brand.slate,
            { r: 14, strokeWidth: 2 },
          ),
        )
      })
      c.add(cursor(452, 552, 34))
      c.add(statChip(c, 860, 90, { icon: "zap", tile: brand.lime, w: 270 }))
    },
  },
  {
    file: "services/social-media-management/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 600, 460, 330, blue, { accentAngle: -35 })
      dotPatch(c, { x: 40, y: 60, w: 200, h: 160 }, brand.blue, 0.28)
      c.add(
        phone(
          c,
          { x: 440, y: 90, w: 320, h: 690 },
          {
            content: (s) => {
              let out = rect(s.x, s.y, s.w, s.h, { fill: brand.white })
              const top = phoneTop(s)
              const pad = 20
              out += bar(s.x + pad, top + 8, 90, 14, brand.ink)
              out += iconAt("heart", s.x + s.w - pad - 50, top + 15, 22, { color: brand.ink })
              out += iconAt("send", s.x + s.w - pad - 12, top + 15, 21, { color: brand.ink })
              // stories
              const ring = [brand.lime, blue.primary, brand.lime, tint(blue.primary, 0.4), blue.primary]
              ring.forEach((col, i) => {
                const cx = s.x + pad + 26 + i * 62
                out += circle(cx, top + 74, 27, { stroke: col, strokeWidth: 3.5 })
                out += avatar(c, cx, top + 74, 21, i % 2 ? tint(blue.primary, 0.3) : shade(blue.primary, 0.2))
              })
              out += line(s.x, top + 118, s.x + s.w, top + 118, { stroke: neutral.line, strokeWidth: 1.2 })
              out += feedPost(c, { x: s.x + pad, y: top + 134, w: s.w - 2 * pad, h: 400 }, blue, rng, "plant")
              out += bar(s.x + pad, top + 552, 120, 9, brand.ink)
              out += textLines(s.x + pad, top + 572, s.w - 2 * pad, [0.95, 0.7], { h: 7, gap: 8 })
              return out
            },
          },
        ),
      )
      c.add(toast(c, 110, 250, 320, { icon: "heart", fill: blue.primary, color: brand.white }))
      c.add(toast(c, 160, 350, 270, { icon: "user", fill: brand.lime, color: brand.ink }))
      const chat: Box = { x: 800, y: 250, w: 300, h: 150 }
      c.add(card(c, chat, { r: 24 }))
      c.add(chatBubble(chat.x + 24, chat.y + 24, 210, 44, brand.pale, neutral.muted))
      c.add(chatBubble(chat.x + 66, chat.y + 84, 210, 44, blue.primary, tint(blue.primary, 0.55), { tail: "right" }))
      // floating hearts
      c.add(heart(860, 520, 64, brand.lime))
      c.add(heart(960, 460, 40, blue.primary))
      c.add(heart(1010, 560, 28, tint(blue.primary, 0.4)))
      c.add(statChip(c, 780, 640, { icon: "trending-up", tile: blue.primary, w: 330, trend: brand.lime }))
      c.add(sparkle(300, 560, 20, blue.primary))
    },
  },
  {
    file: "services/content-creation-marketing/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 560, 450, 320, blue, { accentAngle: 215 })
      dotPatch(c, { x: 960, y: 50, w: 200, h: 150 }, brand.blue, 0.28)
      const a: Box = { x: 210, y: 100, w: 600, h: 700 }
      c.add(card(c, a, { r: 26, shadow: { dy: 28, blur: 32, opacity: 0.18 } }))
      const px = a.x + 46
      const pw = a.w - 92
      c.add(rect(px, a.y + 44, 110, 26, { rx: 13, fill: tint(brand.lime, 0.45) }))
      c.add(bar(px + 16, a.y + 53, 78, 8, shade(brand.lime, 0.55)))
      c.add(textLines(px, a.y + 92, pw, [0.95, 0.62], { h: 24, gap: 12, color: brand.ink }))
      c.add(avatar(c, px + 18, a.y + 194, 18, blue.primary))
      c.add(bar(px + 46, a.y + 186, 100, 9, brand.ink))
      c.add(bar(px + 46, a.y + 200, 70, 7, neutral.muted))
      c.add(photo(c, { x: px, y: a.y + 232, w: pw, h: 190 }, 18, blue, "interior", rng))
      c.add(textLines(px, a.y + 448, pw, paragraph(rng, 3), { h: 8, gap: 10 }))
      // pull quote
      c.add(rect(px, a.y + 520, 6, 74, { rx: 3, fill: brand.lime }))
      c.add(iconAt("quote", px + 36, a.y + 536, 24, { color: blue.primary, strokeWidth: 2.4 }))
      c.add(textLines(px + 62, a.y + 530, pw - 62, [0.9, 0.6], { h: 12, gap: 10, color: brand.ink }))
      c.add(textLines(px, a.y + 620, pw * 0.7, [1, 0.8], { h: 8, gap: 10 }))
      // pen writing a line
      c.add(squiggle(px + pw * 0.72, a.y + 646, 140, 5, 4, blue.primary, 4))
      c.add(pen(px + pw * 0.72 + 140, a.y + 648, 330, 38, blue.primary, brand.lime))
      c.add(calendarCard(c, { x: 830, y: 470, w: 300, h: 270 }, blue, rng))
      c.add(iconTile(110, 240, 80, brand.lime, "bookmark", brand.ink, { r: 24, strokeWidth: 2.2 }))
      c.add(statChip(c, 60, 620, { icon: "eye", tile: blue.primary, w: 280 }))
      c.add(sparkle(900, 300, 22, blue.primary))
      c.add(sparkle(934, 272, 11, brand.lime))
    },
  },
  {
    file: "services/search-engine-optimization/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 560, 500, 330, blue, { accentAngle: -25 })
      dotPatch(c, { x: 40, y: 680, w: 200, h: 170 }, brand.blue, 0.28)
      const list: Box = { x: 150, y: 250, w: 720, h: 540 }
      c.add(card(c, list, { r: 28, shadow: { dy: 28, blur: 32, opacity: 0.18 } }))
      const rh = 112
      for (let i = 0; i < 4; i++) {
        const hi = i === 0
        const inset = hi ? 10 : 26
        c.add(
          resultRow(
            c,
            {
              x: list.x + inset,
              y: list.y + 30 + i * (rh + 16) - (hi ? 6 : 0),
              w: list.w - 2 * inset,
              h: rh + (hi ? 12 : 0),
            },
            blue,
            rng,
            { highlight: hi, rank: i + 1 },
          ),
        )
      }
      c.add(searchBar(c, { x: 210, y: 120, w: 780, h: 86 }, blue))
      c.add(magnifier(900, 520, 100, brand.lime, { handle: brand.ink }))
      c.add(statChip(c, 860, 720, { icon: "trending-up", tile: brand.lime, w: 300, trend: blue.primary }))
      c.add(sparkle(1070, 250, 24, blue.primary))
      c.add(sparkle(1104, 222, 12, brand.lime))
    },
  },
  {
    file: "services/pay-per-click-advertising/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 620, 450, 330, blue, { accentAngle: 150 })
      dotPatch(c, { x: 960, y: 60, w: 200, h: 150 }, brand.blue, 0.28)
      const ad: Box = { x: 160, y: 140, w: 500, h: 580 }
      c.add(card(c, ad, { r: 26, shadow: { dy: 28, blur: 32, opacity: 0.18 } }))
      c.add(photo(c, { x: ad.x + 20, y: ad.y + 20, w: ad.w - 40, h: 250 }, 18, makeTheme(brand.blue), "bottle", rng))
      c.add(rect(ad.x + 36, ad.y + 36, 92, 30, { rx: 15, fill: brand.lime }))
      c.add(bar(ad.x + 54, ad.y + 47, 56, 8, brand.ink))
      c.add(bar(ad.x + 36, ad.y + 300, 300, 20, brand.ink))
      c.add(textLines(ad.x + 36, ad.y + 340, ad.w - 72, paragraph(rng, 2), { h: 8, gap: 10 }))
      c.add(bar(ad.x + 36, ad.y + 392, 80, 14, blue.primary))
      c.add(bar(ad.x + 128, ad.y + 395, 54, 9, neutral.muted, { opacity: 0.8 }))
      const btn: Box = { x: ad.x + 36, y: ad.y + 470, w: ad.w - 72, h: 64 }
      c.add(button(btn.x, btn.y, btn.w, btn.h, blue.primary, brand.white, { icon: "arrow-up-right" }))
      // click
      const cx = btn.x + btn.w * 0.72
      const cy = btn.y + btn.h * 0.55
      c.add(ring(cx, cy, 30, brand.lime, 4, 0.9))
      c.add(ring(cx, cy, 52, brand.lime, 3, 0.5))
      c.add(cursor(cx, cy, 46))
      // performance chart
      const ch: Box = { x: 700, y: 400, w: 400, h: 330 }
      c.add(card(c, ch, { r: 24 }))
      c.add(bar(ch.x + 28, ch.y + 30, 120, 12, brand.ink))
      c.add(bar(ch.x + 28, ch.y + 52, 80, 8, neutral.muted))
      c.add(
        barChart({ x: ch.x + 28, y: ch.y + 96, w: ch.w - 56, h: ch.h - 130 }, upTrend(rng, 7, 0.25, 0.95, 0.08), {
          color: blue.primary,
          baseline: true,
        }),
      )
      c.add(statChip(c, 760, 200, { icon: "target", tile: brand.lime, w: 290 }))
      c.add(iconTile(1020, 330, 70, brand.ink, "dollar-sign", brand.lime, { r: 35, strokeWidth: 2.4 }))
      c.add(sparkle(110, 120, 22, blue.primary))
    },
  },
  {
    file: "services/email-marketing/hero/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 560, 460, 330, blue, { accentAngle: 60 })
      dotPatch(c, { x: 40, y: 60, w: 200, h: 150 }, brand.blue, 0.28)
      c.add(inboxList(c, { x: 610, y: 130, w: 480, h: 460 }, blue, rng, { rows: 5 }))
      // envelope with letter
      const ex = 170
      const ey = 430
      c.add(
        rect(ex + 10, ey + 40, 440, 280, {
          rx: 26,
          fill: shade(brand.blue, 0.6),
          opacity: 0.25,
          filter: c.blur(26, 440, 280),
        }),
      )
      c.add(envelope(ex, ey, 460, 290, brand.lime, brand.lime, { open: true }))
      c.add(donutCard(c, { x: 820, y: 630, w: 290, h: 150 }))
      // paper plane
      c.add(connector(420, 330, 556, 190, blue.primary, -0.2))
      c.add(iconTile(560, 120, 76, blue.primary, "send", brand.white, { r: 38, strokeWidth: 2.2 }))
      c.add(toast(c, 90, 210, 300, { icon: "bell", fill: brand.ink, color: brand.lime }))
      c.add(sparkle(120, 360, 20, blue.primary))
    },
  },
]

function donutCard(c: Parameters<typeof card>[0], b: Box): string {
  let out = card(c, b, { r: 24 })
  out += donut(b.x + 75, b.y + b.h / 2, 40, 16, [0.62], [blue.primary])
  out += iconAt("mail", b.x + 75, b.y + b.h / 2, 26, { color: blue.primary, strokeWidth: 2.2 })
  out += bar(b.x + 140, b.y + 52, 90, 16, brand.ink)
  out += bar(b.x + 140, b.y + 82, 120, 8, neutral.muted)
  return out
}
