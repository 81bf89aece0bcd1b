/** About page artwork. */
import { backdrop, dotPatch } from "../lib/backdrop.ts"
import {
  avatar,
  type Box,
  bar,
  browser,
  card,
  chatBubble,
  iconCircle,
  pin,
  ratingChip,
  ring,
  smoothPath,
  sparkle,
  statChip,
  textLines,
} from "../lib/components.ts"
import { brand, neutral, shade, themes, tint } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { circle, d, line, path, rect } from "../lib/svg.ts"
import { skyline } from "../lib/widgets.ts"

const t = themes.blue

export const aboutScenes: Scene[] = [
  {
    file: "about/hero/image/src.svg",
    width: 1600,
    height: 900,
    draw(c, rng) {
      backdrop(c, "soft", t, rng)
      c.add(skyline(c, { x: 0, y: 450, w: 1600, h: 390 }, t, rng, { centre: 0.74 }))
      // browser: "about us" page with a centred hero and a team row
      c.add(
        browser(
          c,
          { x: 330, y: 120, w: 760, h: 470 },
          {
            content: (b) => {
              let out = rect(b.x, b.y, b.w, b.h, { fill: brand.white })
              out += rect(b.x, b.y, b.w, 200, { fill: t.primarySoft })
              out += bar(b.x + b.w / 2 - 60, b.y + 36, 120, 24, tint(brand.lime, 0.35), { rx: 12 })
              out += bar(b.x + (b.w - 420) / 2, b.y + 78, 420, 24, brand.ink)
              out +=
                bar(b.x + (b.w - 300) / 2, b.y + 114, 190, 24, brand.ink) +
                bar(b.x + (b.w - 300) / 2 + 202, b.y + 114, 98, 24, t.primary)
              out += textLines(b.x + (b.w - 360) / 2, b.y + 158, 360, [1], { h: 8, align: "center" })
              const cw = 150
              const gap = 22
              const x0 = b.x + (b.w - (cw * 4 + gap * 3)) / 2
              const cols = [t.primary, brand.lime, shade(t.primary, 0.3), tint(t.primary, 0.4)]
              cols.forEach((col, i) => {
                const x = x0 + i * (cw + gap)
                out += rect(x, b.y + 226, cw, 176, {
                  rx: 16,
                  fill: brand.white,
                  stroke: neutral.line,
                  strokeWidth: 1.4,
                })
                out += avatar(c, x + cw / 2, b.y + 286, 40, col, col === brand.lime ? brand.ink : brand.white)
                out += bar(x + 30, b.y + 344, cw - 60, 10, brand.ink)
                out += bar(x + 44, b.y + 364, cw - 88, 7, neutral.muted)
              })
              return out
            },
          },
        ),
      )
      // left: a conversation with a local client
      const chat: Box = { x: 80, y: 450, w: 300, h: 190 }
      c.add(card(c, chat, { r: 24 }))
      c.add(avatar(c, chat.x + 40, chat.y + 44, 18, brand.lime, brand.ink))
      c.add(chatBubble(chat.x + 72, chat.y + 24, 200, 46, brand.pale, neutral.muted))
      c.add(avatar(c, chat.x + chat.w - 40, chat.y + 132, 18, t.primary))
      c.add(chatBubble(chat.x + 28, chat.y + 110, 200, 46, t.primary, tint(t.primary, 0.55), { tail: "right" }))
      // right: pin over the city and rating
      const px = 1184
      const py = 380
      c.add(ring(px, py, 60, t.primary, 2.5, 0.35))
      c.add(ring(px, py, 100, t.primary, 2, 0.18))
      c.add(circle(px, py, 9, { fill: t.primary }))
      c.add(pin(c, px, py - 6, 92, brand.lime, { icon: "map-pin", iconColor: brand.ink }))
      c.add(ratingChip(c, 1160, 124, { w: 300 }))
      c.add(sparkle(250, 200, 22, t.primary))
      c.add(sparkle(286, 174, 11, brand.lime))
      dotPatch(c, { x: 1380, y: 320, w: 180, h: 130 }, brand.blue, 0.25)
    },
  },
  {
    file: "about/mission/image/src.svg",
    width: 1200,
    height: 900,
    draw(c, rng) {
      backdrop(c, "pale", t, rng)
      dotPatch(c, { x: 40, y: 640, w: 200, h: 200 }, brand.blue, 0.25)
      const b: Box = { x: 140, y: 150, w: 920, h: 600 }
      c.add(card(c, b, { r: 30, shadow: { dy: 28, blur: 32, opacity: 0.16 } }))
      c.add(bar(b.x + 44, b.y + 44, 240, 18, brand.ink))
      c.add(bar(b.x + 44, b.y + 76, 160, 9, neutral.muted))
      // grid
      for (let i = 0; i < 5; i++)
        c.add(
          line(b.x + 44, b.y + 150 + i * 94, b.x + b.w - 44, b.y + 150 + i * 94, {
            stroke: neutral.soft,
            strokeWidth: 1.5,
          }),
        )
      // growth path through three milestones
      const pts: [number, number][] = [
        [b.x + 60, b.y + 520],
        [b.x + 250, b.y + 470],
        [b.x + 450, b.y + 380],
        [b.x + 640, b.y + 300],
        [b.x + 820, b.y + 170],
      ]
      const curve = smoothPath(pts)
      const area = c.linear(
        [
          [0, t.primary, 0.22],
          [1, t.primary, 0],
        ],
        0,
        0,
        0,
        1,
      )
      c.add(path(`${curve} L${b.x + 820} ${b.y + 560} L${b.x + 60} ${b.y + 560} Z`, { fill: area }))
      c.add(path(curve, { stroke: t.primary, strokeWidth: 8, strokeLinecap: "round" }))
      const milestones = [
        { p: pts[1]!, icon: "lightbulb", fill: brand.white, color: t.primary, up: true },
        { p: pts[2]!, icon: "layout-template", fill: t.primary, color: brand.white, up: false },
        { p: pts[3]!, icon: "trending-up", fill: brand.white, color: t.primary, up: true },
      ] as const
      for (const m of milestones) {
        const [mx, my] = m.p
        c.add(circle(mx, my, 34, { fill: m.fill, stroke: t.primary, strokeWidth: 5 }))
        c.add(iconCircle(mx, my, 28, m.fill, m.icon, m.color, 2.2))
        const ly = m.up ? my - 112 : my + 52
        c.add(card(c, { x: mx - 70, y: ly, w: 140, h: 60 }, { r: 14, shadow: { dy: 8, blur: 12, opacity: 0.1 } }))
        c.add(bar(mx - 50, ly + 18, 80, 9, brand.ink))
        c.add(bar(mx - 50, ly + 36, 100, 7, neutral.muted))
        c.add(
          line(mx, m.up ? ly + 60 : ly, mx, m.up ? my - 38 : my + 38, {
            stroke: neutral.muted,
            strokeWidth: 2,
            strokeDasharray: "3 5",
          }),
        )
      }
      // flag at the summit
      const [fx, fy] = pts[4]!
      c.add(circle(fx, fy, 16, { fill: brand.lime, stroke: brand.ink, strokeWidth: 5 }))
      c.add(line(fx, fy - 10, fx, fy - 120, { stroke: brand.ink, strokeWidth: 6, strokeLinecap: "round" }))
      c.add(
        path(d`M${fx + 3} ${fy - 120} H${fx + 80} L${fx + 64} ${fy - 98} L${fx + 80} ${fy - 76} H${fx + 3} Z`, {
          fill: brand.lime,
          stroke: brand.ink,
          strokeWidth: 4,
          strokeLinejoin: "round",
        }),
      )
      c.add(sparkle(fx - 56, fy - 96, 16, t.primary))
      // chips outside the card
      c.add(statChip(c, 790, 690, { icon: "users", tile: brand.lime, w: 300 }))
      c.add(sparkle(1110, 120, 24, t.primary))
      c.add(sparkle(1140, 160, 12, brand.lime))
      void rng
    },
  },
]
