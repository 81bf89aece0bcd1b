/**
 * Blog covers in treatments other than the illustrated scene of scenes/blog.ts, so the listing is not one
 * picture style repeated: typographic covers (the article's own number or question set large in Inter, the
 * letters drawn as outlines by satori, since a cover may carry no text element) and chart covers (a shape of
 * the idea, with no figures on it: the articles' figures are in their text, with their sources). The third
 * treatment, a crop of a client's site, is made from the case-study pictures by tools/showcase
 * (`npm run showcase -- --covers`).
 */

import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import satori from "satori"
import { backdrop, dotPatch } from "../lib/backdrop.ts"
import { checkCircle, glow } from "../lib/components.ts"
import { iconAt } from "../lib/icons.ts"
import { brand, neutral, shade, themes, tint } from "../lib/palette.ts"
import type { Scene } from "../lib/scene.ts"
import { circle, line, path, rect } from "../lib/svg.ts"

const W = 1600
const H = 900
const blue = themes.blue

const require = createRequire(import.meta.url)
const interFont = (weight: 500 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
let fonts: { name: string; data: Buffer; weight: 500 | 800; style: "normal" }[] | undefined

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } }
const h = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
})

/**
 * A whole cover laid out by satori, its letters turned to outlines. Satori names its clip paths and
 * gradients by position; a prefix per file keeps them apart from any other picture on the same page.
 */
async function typeset(file: string, tree: Node) {
  fonts ??= [
    { name: "Inter", data: interFont(500), weight: 500, style: "normal" },
    { name: "Inter", data: interFont(800), weight: 800, style: "normal" },
  ]
  const svg = await satori(tree as never, { width: W, height: H, fonts })
  // Starts with a letter: an XML name may not start with a digit ("5-common-…").
  const [, slug] = file.split("/")
  if (slug === undefined) throw new Error(`${file}: a blog cover's file is blog/<slug>/…`)
  const prefix = `t${slug.slice(0, 6).replace(/[^a-z0-9]/g, "")}`
  return svg.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
}

/** A row of a typographic cover's list: a mark and a bar of text-like grey, never words. */
const listRow = (mark: Node, barWidth: number, tone: string) =>
  h({ alignItems: "center", gap: 28 }, [
    mark,
    h({ width: barWidth, height: 22, borderRadius: 11, backgroundColor: tone }),
  ])
/** A round mark: a cross (two bars) or a tick (two sides of a turned box), drawn, not set, so no glyph is needed. */
const markDot = (fill: string, kind: "cross" | "tick", colour: string) =>
  h(
    { width: 64, height: 64, borderRadius: 32, backgroundColor: fill, alignItems: "center", justifyContent: "center" },
    kind === "tick"
      ? h({
          width: 16,
          height: 30,
          marginTop: -6,
          borderRight: `6px solid ${colour}`,
          borderBottom: `6px solid ${colour}`,
          transform: "rotate(45deg)",
        })
      : h(
          { width: 30, height: 30, alignItems: "center", justifyContent: "center" },
          // A cross: two bars, one turned each way.
          [45, -45].map((angle) =>
            h({
              position: "absolute",
              width: 32,
              height: 6,
              borderRadius: 3,
              backgroundColor: colour,
              transform: `rotate(${angle}deg)`,
            }),
          ),
        ),
  )

export const blogCoverScenes: Scene[] = [
  {
    // Five mistakes, four struck out and the fifth being fixed: the article's list as a number and its rows.
    file: "blog/5-common-web-design-mistakes-and-how-to-avoid-them-in-2025/image/src.svg",
    width: W,
    height: H,
    render: () =>
      typeset(
        "blog/5-common-web-design-mistakes-and-how-to-avoid-them-in-2025",
        h(
          {
            width: W,
            height: H,
            backgroundColor: brand.ink,
            backgroundImage: `radial-gradient(circle at 85% 10%, ${shade(brand.blue, 0.2)} 0%, ${brand.ink} 55%)`,
            fontFamily: "Inter",
            alignItems: "center",
            padding: "0 140px 0 120px",
            gap: 90,
          },
          [
            h(
              { fontSize: 860, fontWeight: 800, color: brand.lime, letterSpacing: -40, lineHeight: 1, marginTop: -40 },
              "5",
            ),
            h({ flexDirection: "column", gap: 34, flexGrow: 1 }, [
              ...[420, 340, 460, 300].map((width) => listRow(markDot("#3A1C22", "cross", "#FF8A7A"), width, "#2A2F3A")),
              listRow(markDot(brand.lime, "tick", brand.ink), 380, tint(brand.blue, 0.35)),
            ]),
          ],
        ),
      ),
  },
  {
    // The year the trends are for, set across the cover, with the trends' swatches and a type specimen.
    file: "blog/top-web-design-trends-in-2025-what-every-business-needs-to-know/image/src.svg",
    width: W,
    height: H,
    render: () =>
      typeset(
        "blog/top-web-design-trends-in-2025-what-every-business-needs-to-know",
        h(
          {
            width: W,
            height: H,
            backgroundColor: brand.blue,
            backgroundImage: `linear-gradient(135deg, ${tint(brand.blue, 0.12)} 0%, ${shade(brand.blue, 0.35)} 100%)`,
            fontFamily: "Inter",
            flexDirection: "column",
            justifyContent: "center",
            padding: "0 110px",
            gap: 30,
          },
          [
            h({ gap: 18 }, [
              ...[brand.lime, brand.white, brand.ink, "#FF7A59", tint(brand.blue, 0.6)].map((colour) =>
                h({
                  width: 84,
                  height: 84,
                  borderRadius: 42,
                  backgroundColor: colour,
                  border: `4px solid ${tint(brand.blue, 0.25)}`,
                }),
              ),
              h(
                {
                  marginLeft: 24,
                  height: 84,
                  padding: "0 36px",
                  borderRadius: 42,
                  backgroundColor: "rgba(255,255,255,0.12)",
                  color: brand.white,
                  fontSize: 46,
                  fontWeight: 500,
                  alignItems: "center",
                },
                "Aa",
              ),
            ]),
            h({ fontSize: 470, fontWeight: 800, color: brand.white, letterSpacing: -30, lineHeight: 0.9 }, "2025"),
            h({ gap: 18 }, [
              h({ width: 320, height: 22, borderRadius: 11, backgroundColor: brand.lime }),
              h({ width: 200, height: 22, borderRadius: 11, backgroundColor: "rgba(255,255,255,0.35)" }),
            ]),
          ],
        ),
      ),
  },
  {
    // The reader's question, set large, beside the three things to ask an agency, each ticked.
    file: "blog/how-to-choose-the-right-web-design-agency-in-detroit/image/src.svg",
    width: W,
    height: H,
    render: () =>
      typeset(
        "blog/how-to-choose-the-right-web-design-agency-in-detroit",
        h(
          {
            width: W,
            height: H,
            backgroundColor: brand.lime,
            fontFamily: "Inter",
            alignItems: "center",
            justifyContent: "center",
            gap: 110,
          },
          [
            h({ fontSize: 820, fontWeight: 800, color: brand.ink, lineHeight: 1, marginTop: -60 }, "?"),
            h(
              {
                flexDirection: "column",
                gap: 30,
                padding: "56px 60px",
                borderRadius: 40,
                backgroundColor: brand.white,
                boxShadow: "0 30px 60px rgba(10,13,20,0.18)",
              },
              [560, 470, 520].map((width) =>
                listRow(markDot(brand.blue, "tick", brand.white), width - 120, neutral.muted),
              ),
            ),
          ],
        ),
      ),
  },
  {
    // A funnel of visits narrowing to bookings, and the wider one a smoother path gives: shapes, no figures.
    file: "blog/understanding-user-experience-ux-and-its-impact-on-conversion-rates/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "white", blue, rng)
      c.add(rect(0, 0, W, H, { fill: brand.pale }))
      c.add(glow(c, 1320, 140, 420, tint(brand.blue, 0.82), 0.9))
      dotPatch(c, { x: 90, y: 620, w: 230, h: 200 }, brand.blue, 0.25)
      const left = 260
      // Each row's bar before and after, as fractions of the full width.
      const rows = [
        [1, 1],
        [0.72, 0.82],
        [0.5, 0.66],
        [0.33, 0.52],
        [0.2, 0.41],
      ] as const
      const full = 1080
      for (const [i, [before, after]] of rows.entries()) {
        const y = 180 + i * 118
        c.add(rect(left, y, full, 78, { rx: 39, fill: neutral.soft }))
        c.add(rect(left, y, full * after, 78, { rx: 39, fill: tint(brand.lime, 0.35) }))
        c.add(
          rect(left, y, full * before, 78, {
            rx: 39,
            fill: i === rows.length - 1 ? brand.blue : tint(brand.blue, 0.2 + i * 0.12),
          }),
        )
      }
      // The gain at the narrow end, marked by a lime arrow from the old width to the new one.
      const endY = 180 + 4 * 118 + 39
      const [lastBefore, lastAfter] = rows[4]
      c.add(
        line(left + full * lastBefore + 30, endY, left + full * lastAfter - 36, endY, {
          stroke: brand.ink,
          strokeWidth: 5,
          strokeLinecap: "round",
        }),
      )
      c.add(iconAt("arrow-right", left + full * lastAfter - 22, endY, 40, { color: brand.ink, strokeWidth: 3 }))
      c.add(checkCircle(left + full + 90, endY, 46, brand.lime, brand.ink))
      c.add(circle(left - 70, 219, 30, { fill: brand.white, stroke: neutral.border, strokeWidth: 3 }))
      c.add(iconAt("mouse-pointer-click", left - 70, 219, 30, { color: brand.blue, strokeWidth: 2.4 }))
    },
  },
  {
    // A ranking climbing month by month to the top of the page of results: a line chart without numbers.
    file: "blog/seo-best-practices-optimizing-for-search-engines-in-2024/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "ink", themes.ink, rng)
      const box = { x: 220, y: 150, w: 1160, h: 600 }
      for (let i = 0; i <= 5; i++) {
        const y = box.y + (box.h / 5) * i
        c.add(line(box.x, y, box.x + box.w, y, { stroke: "#FFFFFF", strokeOpacity: 0.08, strokeWidth: 2 }))
      }
      const points = [0.92, 0.86, 0.88, 0.7, 0.62, 0.5, 0.44, 0.3, 0.22, 0.12, 0.06].map(
        (v, i, all) => [box.x + (box.w / (all.length - 1)) * i, box.y + box.h * v] as const,
      )
      const curve = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ")
      const fill = c.linear(
        [
          [0, tint(brand.blue, 0.1)],
          [1, shade(brand.blue, 0.8)],
        ],
        0,
        0,
        0,
        1,
      )
      c.add(path(`${curve} L${box.x + box.w} ${box.y + box.h} L${box.x} ${box.y + box.h} Z`, { fill, opacity: 0.55 }))
      c.add(path(curve, { stroke: brand.lime, strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" }))
      for (const [x, y] of points.slice(0, -1))
        c.add(circle(x, y, 9, { fill: brand.ink, stroke: brand.lime, strokeWidth: 4 }))
      const top = points.at(-1)
      if (!top) throw new Error("the ranking chart has no points")
      const [topX, topY] = top
      c.add(circle(topX, topY, 44, { fill: brand.lime }))
      c.add(iconAt("star", topX, topY, 44, { color: brand.ink, fill: brand.ink, strokeWidth: 2 }))
    },
  },
]
