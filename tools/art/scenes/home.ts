/** Home page artwork. */
import { backdrop, dotPatch, stageDisc } from "../lib/backdrop.ts"
import { avatar, type Box, bar, card, donut, laptop, sparkle, statChip } from "../lib/components.ts"
import { brand, neutral, themes, tint } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { circle, rect } from "../lib/svg.ts"
import { dashboard, stickyNote } from "../lib/widgets.ts"

const t = themes.blue

export const homeScenes: Scene[] = [
  {
    file: "home/about/image/src.svg",
    width: 1200,
    height: 900,
    draw(c, rng) {
      backdrop(c, "pale", t, rng)
      stageDisc(c, 330, 330, 270, t, { accentAngle: 200, rings: true })
      dotPatch(c, { x: 930, y: 60, w: 220, h: 170 }, brand.blue, 0.28)
      // planning board
      const board: Box = { x: 120, y: 110, w: 720, h: 520 }
      c.add(card(c, board, { r: 26, shadow: { dy: 26, blur: 30, opacity: 0.18 } }))
      c.add(bar(board.x + 34, board.y + 34, 200, 18, brand.ink))
      c.add(bar(board.x + 34, board.y + 64, 130, 9, neutral.muted))
      ;[t.primary, brand.lime, tint(t.primary, 0.5), brand.ink].forEach((col, i) => {
        const cx = board.x + board.w - 52 - i * 30
        c.add(circle(cx, board.y + 50, 19, { fill: brand.white }))
        c.add(avatar(c, cx, board.y + 50, 16, col, col === brand.lime ? brand.ink : brand.white))
      })
      const colW = (board.w - 34 * 2 - 24 * 2) / 3
      const notes = [
        [tint(brand.lime, 0.35), tint(t.primary, 0.86)],
        [tint(t.primary, 0.86), brand.pale, tint(brand.lime, 0.55)],
        [brand.pale, tint(brand.lime, 0.35)],
      ]
      notes.forEach((col, i) => {
        const x = board.x + 34 + i * (colW + 24)
        const y0 = board.y + 110
        c.add(rect(x, y0, colW, board.h - 140, { rx: 16, fill: "#F7F9FC" }))
        c.add(circle(x + 20, y0 + 22, 6, { fill: [brand.ink, t.primary, brand.lime][i] }))
        c.add(bar(x + 34, y0 + 18, colW * 0.4, 9, brand.slate))
        col.forEach((fill, k) => {
          c.add(
            stickyNote(c, x + 12, y0 + 48 + k * 118, colW - 24, 104, fill, rng, {
              rotate: rng.range(-2.2, 2.2),
              tag: k === 0 ? (i === 1 ? t.primary : brand.ink) : undefined,
              check: i === 2 && k === 0,
              ink: fill === brand.pale ? neutral.muted : undefined,
            }),
          )
        })
      })
      // laptop with analytics
      c.add(laptop(c, { x: 700, y: 480, w: 420, h: 268 }, { content: (s) => dashboard(c, s, t, rng) }))
      // donut card
      const dc: Box = { x: 70, y: 570, w: 280, h: 220 }
      c.add(card(c, dc, { r: 22 }))
      c.add(donut(dc.x + 80, dc.y + 110, 50, 20, [0.46, 0.3, 0.16], [t.primary, brand.lime, brand.ink]))
      const legend = [
        [t.primary, 66],
        [brand.lime, 50],
        [brand.ink, 40],
      ] as const
      for (const [i, [col, width]] of legend.entries()) {
        c.add(circle(dc.x + 166, dc.y + 78 + i * 32, 6, { fill: col }))
        c.add(bar(dc.x + 180, dc.y + 74 + i * 32, width, 8, neutral.muted))
      }
      c.add(sparkle(1120, 190, 22, t.primary))
      c.add(sparkle(1150, 232, 11, brand.lime))
      c.add(statChip(c, 860, 250, { icon: "check", tile: t.primary, w: 270 }))
    },
  },
]
