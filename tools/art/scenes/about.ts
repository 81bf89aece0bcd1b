/** About page artwork. */
import { backdrop, dotPatch } from "../lib/backdrop.ts"
import { type Box, bar, card, iconCircle, smoothPath, sparkle, statChip } from "../lib/components.ts"
import { brand, neutral, themes } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { circle, d, line, path } from "../lib/svg.ts"

const t = themes.blue
type Point = [x: number, y: number]

export const aboutScenes: Scene[] = [
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
      const pts: [Point, Point, Point, Point, Point] = [
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
        { p: pts[1], icon: "lightbulb", fill: brand.white, color: t.primary, up: true },
        { p: pts[2], icon: "layout-template", fill: t.primary, color: brand.white, up: false },
        { p: pts[3], icon: "trending-up", fill: brand.white, color: t.primary, up: true },
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
      const [fx, fy] = pts[4]
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
