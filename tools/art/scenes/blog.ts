/** One illustration per article (1600×900) plus the inline images (1200×700). Key content stays centred. */
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
  checkCircle,
  connector,
  cursor,
  dotField,
  iconTile,
  magnifier,
  phone,
  type photo,
  pin,
  ratingChip,
  ring,
  sparkle,
  statChip,
  textLines,
  upTrend,
} from "../lib/components.ts"
import { type IconName, iconAt } from "../lib/icons.ts"
import { brand, makeTheme, neutral, shade, type Theme, themes, tint } from "../lib/palette.ts"
import { cycled, type Rng } from "../lib/random.ts"
import type { Scene } from "../lib/scene.ts"
import { desktopSite, mobileSite } from "../lib/sites.ts"
import { type Canvas, circle, d, line, path, rect } from "../lib/svg.ts"
import {
  calendarCard,
  checklist,
  feedPost,
  gauge,
  listingCard,
  rankGlyph,
  resultRow,
  searchBar,
  skyline,
  streetMap,
  toast,
} from "../lib/widgets.ts"

const W = 1600
const H = 900
const blue = themes.blue
const deep = themes.deepBlue

/** A map card with pins; the first pin is the highlighted business. */
function mapWithPins(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  pins: [number, number][],
  o: { numbered?: boolean } = {},
): string {
  let out = card(c, b, { r: 26, shadow: { dy: 28, blur: 32, opacity: 0.18 } })
  out += streetMap(c, { x: b.x + 10, y: b.y + 10, w: b.w - 20, h: b.h - 20 }, rng, { r: 18 })
  pins.forEach(([px, py], i) => {
    const x = b.x + px * b.w
    const y = b.y + py * b.h
    if (i === 0) {
      out += ring(x, y, 46, theme.primary, 3, 0.35)
      out += circle(x, y, 46, { fill: theme.primary, opacity: 0.12 })
      out += pin(c, x, y, 84, theme.primary, { icon: "store", iconColor: brand.white })
    } else {
      const size = 52
      out += pin(c, x, y, size, o.numbered ? brand.ink : tint(theme.primary, 0.35))
      if (o.numbered) {
        out += circle(x, y - size * 0.95, size * 0.3, { fill: brand.ink })
        out += rankGlyph(x, y - size * 0.95, size * 0.34, i + 1, brand.white)
      }
    }
  })
  return out
}

/** A small phone-friendly local business page with a tap-to-call button. */
function localPhone(
  c: Canvas,
  b: Box,
  theme: Theme,
  rng: Rng,
  photoKind: Parameters<typeof mobileSite>[4] = {},
): string {
  return phone(c, b, { content: (s) => mobileSite(c, s, theme, rng, { below: "contact", ...photoKind }) })
}

function gaugeCard(c: Canvas, b: Box, theme: Theme, value = 0.92): string {
  let out = card(c, b, { r: 24 })
  const r = Math.min(b.w, b.h) * 0.3
  out += gauge(b.x + b.w / 2, b.y + b.h * 0.52, r, value, theme.primary, neutral.soft, 18)
  out += circle(b.x + b.w / 2 + r * 0.95, b.y + b.h * 0.52 - r * 0.95, 20, { fill: brand.lime })
  out += iconAt("zap", b.x + b.w / 2 + r * 0.95, b.y + b.h * 0.52 - r * 0.95, 22, {
    color: brand.ink,
    strokeWidth: 2.4,
  })
  out += bar(b.x + b.w / 2 - 50, b.y + b.h - 50, 100, 12, brand.ink)
  return out
}

// ─────────── social media and content marketing pieces ───────────

/** A phone screen showing a local business profile: name, follow button, one post and a caption. */
function profileFeed(c: Canvas, s: Box, theme: Theme, rng: Rng, kind: Parameters<typeof photo>[4]): string {
  let out = rect(s.x, s.y, s.w, s.h, { fill: brand.white })
  const top = s.y + s.w * 0.16
  const pad = s.w * 0.07
  out += avatar(c, s.x + pad + 24, top + 30, 24, theme.primary)
  out += bar(s.x + pad + 60, top + 18, s.w * 0.34, 11, brand.ink)
  out += bar(s.x + pad + 60, top + 36, s.w * 0.22, 7, neutral.muted)
  out += rect(s.x + s.w - pad - 74, top + 16, 74, 30, { rx: 15, fill: theme.primary })
  out += bar(s.x + s.w - pad - 56, top + 28, 38, 7, brand.white)
  out += line(s.x, top + 72, s.x + s.w, top + 72, { stroke: neutral.line, strokeWidth: 1.2 })
  const postH = s.w * 1.12
  out += feedPost(c, { x: s.x + pad, y: top + 88, w: s.w - 2 * pad, h: postH }, theme, rng, kind)
  const cy = top + 88 + postH + 18
  out += bar(s.x + pad, cy, s.w * 0.36, 9, brand.ink)
  out += textLines(s.x + pad, cy + 20, s.w - 2 * pad, [0.95, 0.8, 0.5], { h: 7, gap: 8 })
  return out
}

/** A month grid where each scheduled post is a chip in the colour of its content pillar. */
function pillarCalendar(c: Canvas, b: Box, theme: Theme, pillars: string[]): string {
  let out = card(c, b, { r: 26, shadow: { dy: 26, blur: 30, opacity: 0.18 } })
  const pad = 30
  out += iconAt("calendar-days", b.x + pad + 12, b.y + pad + 14, 26, { color: theme.primary, strokeWidth: 2.4 })
  out += bar(b.x + pad + 40, b.y + pad + 8, 150, 14, brand.ink)
  pillars.forEach((col, i) => {
    const lx = b.x + b.w - pad - (pillars.length - i) * 74
    out += rect(lx, b.y + pad + 6, 62, 18, { rx: 9, fill: col })
  })
  const cols = 7
  const rows = 5
  const gx = b.x + pad
  const gy = b.y + pad + 62
  const cw = (b.w - 2 * pad) / cols
  const ch = (b.h - pad - 62 - pad) / rows
  // Three posts a week, on the same days, rotating through the pillars.
  const postDays = [0, 2, 4]
  let n = 0
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const x = gx + k * cw + 4
      const y = gy + r * ch + 4
      const today = r === 2 && k === 2
      out += rect(x, y, cw - 8, ch - 8, {
        rx: 12,
        fill: today ? brand.white : brand.pale,
        stroke: today ? theme.primary : undefined,
        strokeWidth: today ? 3 : undefined,
      })
      out += circle(x + 14, y + 14, 3.5, { fill: neutral.muted })
      if (postDays.includes(k)) {
        const col = cycled(pillars, n)
        out += rect(x + 10, y + ch - 8 - 30, cw - 28, 16, { rx: 8, fill: col })
        n++
      }
    }
  }
  return out
}

export const blogScenes: Scene[] = [
  {
    file: "blog/top-seo-strategies-for-detroit-businesses-to-gain-local-visibility/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      dotPatch(c, { x: 60, y: 600, w: 240, h: 230 }, brand.blue, 0.28)
      c.add(
        mapWithPins(c, { x: 330, y: 170, w: 940, h: 600 }, blue, rng, [
          [0.5, 0.56],
          [0.22, 0.36],
          [0.78, 0.3],
          [0.68, 0.76],
          [0.3, 0.8],
        ]),
      )
      c.add(searchBar(c, { x: 480, y: 110, w: 640, h: 84 }, blue, { queryW: 0.45 }))
      c.add(listingCard(c, { x: 1000, y: 560, w: 440, h: 128 }, blue, rng, { highlight: true, rank: 1 }))
      c.add(statChip(c, 160, 300, { icon: "map-pin", tile: brand.lime, w: 300, trend: blue.primary }))
      c.add(sparkle(1370, 180, 26, blue.primary))
      c.add(sparkle(1404, 148, 12, brand.lime))
    },
  },
  {
    file: "blog/the-importance-of-mobile-first-design-for-local-businesses-in-2025/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "blue", blue, rng)
      c.add(ring(800, 470, 360, brand.white, 1.5, 0.14))
      c.add(ring(800, 470, 480, brand.white, 1.5, 0.08))
      c.add(dotField(c, 1300, 620, 240, 220, brand.white, { opacity: 0.16 }))
      // breakpoint ruler
      const ry = 120
      c.add(line(330, ry, 1270, ry, { stroke: brand.white, strokeWidth: 2, opacity: 0.5 }))
      for (let x = 330; x <= 1270; x += 47)
        c.add(
          line(x, ry - (((x - 330) / 47) % 5 === 0 ? 12 : 6), x, ry, {
            stroke: brand.white,
            strokeWidth: 2,
            opacity: 0.5,
          }),
        )
      ;[
        [620, brand.lime, "smartphone"],
        [850, brand.white, "layout-template"],
        [1080, brand.white, "monitor"],
      ].forEach(([x, col, ic]) => {
        c.add(circle(x as number, ry, 24, { fill: col as string }))
        c.add(
          iconAt(ic as "monitor", x as number, ry, 24, {
            color: col === brand.lime ? brand.ink : brand.blue,
            strokeWidth: 2.2,
          }),
        )
      })
      c.add(
        browser(
          c,
          { x: 780, y: 230, w: 600, h: 440 },
          {
            shadow: { dy: 30, blur: 36, opacity: 0.4, color: "#05031F" },
            content: (b) =>
              desktopSite(c, b, blue, rng, {
                hero: { photo: "storefront" },
                scale: 0.7,
                features: ["map-pin", "star", "phone"],
              }),
          },
        ),
      )
      c.add(
        phone(
          c,
          { x: 470, y: 200, w: 300, h: 620 },
          {
            shadow: { dy: 30, blur: 34, opacity: 0.5, color: "#05031F" },
            content: (s) => mobileSite(c, s, blue, rng, { photo: "storefront", accentButton: true }),
          },
        ),
      )
      c.add(
        line(620, 150, 620, 190, {
          stroke: brand.lime,
          strokeWidth: 3,
          strokeDasharray: "2 7",
          strokeLinecap: "round",
        }),
      )
      c.add(statChip(c, 170, 520, { icon: "smartphone", tile: brand.lime, w: 300, trend: blue.primary }))
      c.add(sparkle(250, 300, 24, brand.lime))
      c.add(sparkle(1400, 200, 16, brand.white))
    },
  },
  {
    file: "blog/why-choose-a-nearby-web-design-business-in-detroit/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      c.add(
        skyline(
          c,
          { x: 0, y: 560, w: 1600, h: 280 },
          makeTheme(tint(brand.blue, 0.55), brand.lime, { primaryDeep: tint(brand.blue, 0.42) }),
          rng,
          { centre: 0.16 },
        ),
      )
      // map with two pins and a short route
      const m: Box = { x: 300, y: 160, w: 600, h: 480 }
      c.add(card(c, m, { r: 26, shadow: { dy: 28, blur: 32, opacity: 0.18 } }))
      c.add(streetMap(c, { x: m.x + 10, y: m.y + 10, w: m.w - 20, h: m.h - 20 }, rng, { r: 18, hub: [0.6, 0.92] }))
      const a: [number, number] = [m.x + 190, m.y + 330]
      const bpt: [number, number] = [m.x + 420, m.y + 170]
      c.add(
        path(
          d`M${a[0]} ${a[1] - 6} C${a[0] + 40} ${a[1] - 120} ${bpt[0] - 120} ${bpt[1] + 60} ${bpt[0]} ${bpt[1] - 6}`,
          { stroke: blue.primary, strokeWidth: 6, strokeDasharray: "2 12", strokeLinecap: "round" },
        ),
      )
      c.add(pin(c, a[0], a[1], 70, brand.ink, { icon: "store", iconColor: brand.lime }))
      c.add(pin(c, bpt[0], bpt[1], 80, blue.primary, { icon: "users", iconColor: brand.white }))
      c.add(rect(m.x + 250, m.y + 232, 92, 34, { rx: 17, fill: brand.white }))
      c.add(iconAt("clock", m.x + 272, m.y + 249, 18, { color: blue.primary, strokeWidth: 2.4 }))
      c.add(bar(m.x + 288, m.y + 245, 40, 8, brand.ink))
      // conversation and meeting
      const chat: Box = { x: 860, y: 170, w: 380, h: 220 }
      c.add(card(c, chat, { r: 24 }))
      c.add(avatar(c, chat.x + 44, chat.y + 52, 20, brand.lime, brand.ink))
      c.add(chatBubble(chat.x + 80, chat.y + 28, 250, 52, brand.pale, neutral.muted))
      c.add(avatar(c, chat.x + chat.w - 44, chat.y + 156, 20, blue.primary))
      c.add(chatBubble(chat.x + 40, chat.y + 130, 250, 52, blue.primary, tint(blue.primary, 0.55), { tail: "right" }))
      c.add(calendarCard(c, { x: 940, y: 430, w: 320, h: 280 }, blue, rng))
      c.add(iconTile(1290, 380, 84, brand.lime, "handshake", brand.ink, { r: 26, strokeWidth: 2 }))
      c.add(sparkle(240, 140, 24, blue.primary))
      c.add(sparkle(272, 112, 12, brand.lime))
    },
  },
  {
    file: "blog/the-role-of-search-engine-optimisation-in-web-design-why-it-matters-in-2025/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "ink", blue, rng)
      c.add(dotField(c, 60, 600, 260, 240, brand.white, { opacity: 0.1 }))
      const br: Box = { x: 200, y: 150, w: 760, h: 600 }
      c.add(
        browser(
          c,
          { ...br },
          {
            shadow: { dy: 30, blur: 40, opacity: 0.6, color: "#000000" },
            content: (b) =>
              desktopSite(c, b, blue, rng, {
                hero: { photo: "landscape" },
                features: ["search", "link", "gauge"],
                scale: 0.9,
              }),
          },
        ),
      )
      // structure annotations: heading, image alt text, internal links
      const tags: [number, number, string, "type" | "image" | "link"][] = [
        [br.x + 380, br.y + 212, brand.lime, "type"],
        [br.x + 640, br.y + 300, tint(brand.blue, 0.35), "image"],
        [br.x + 560, br.y + 500, brand.white, "link"],
      ]
      tags.forEach(([x0, y, col, ic]) => {
        const tx = br.x + br.w + 50
        c.add(line(x0, y, tx, y, { stroke: col, strokeWidth: 2.5, strokeDasharray: "2 8", strokeLinecap: "round" }))
        c.add(circle(x0, y, 9, { fill: col, stroke: brand.ink, strokeWidth: 3 }))
        c.add(rect(tx, y - 26, 170, 52, { rx: 26, fill: col }))
        c.add(iconAt(ic, tx + 30, y, 24, { color: brand.ink, strokeWidth: 2.4 }))
        c.add(bar(tx + 56, y - 5, 88, 10, brand.ink))
      })
      c.add(resultRow(c, { x: 1010, y: 120, w: 440, h: 124 }, blue, rng, { highlight: true, rank: 1 }))
      c.add(magnifier(1300, 640, 70, brand.lime, { handle: brand.white, glass: brand.ink }))
      c.add(sparkle(220, 120, 22, brand.lime))
    },
  },
  {
    file: "blog/why-every-detroit-business-needs-a-mobile-friendly-website-in-2025/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 800, 470, 340, blue, { accentAngle: -140 })
      dotPatch(c, { x: 1290, y: 620, w: 240, h: 220 }, brand.blue, 0.28)
      c.add(localPhone(c, { x: 645, y: 90, w: 320, h: 700 }, blue, rng, { photo: "food" }))
      c.add(gaugeCard(c, { x: 300, y: 200, w: 300, h: 270 }, blue))
      c.add(toast(c, 1000, 230, 320, { icon: "phone", fill: brand.lime, color: brand.ink }))
      const mini: Box = { x: 1010, y: 360, w: 300, h: 230 }
      c.add(card(c, mini, { r: 24 }))
      c.add(
        streetMap(c, { x: mini.x + 10, y: mini.y + 10, w: mini.w - 20, h: mini.h - 20 }, rng, { r: 16, river: false }),
      )
      c.add(
        pin(c, mini.x + mini.w / 2, mini.y + mini.h / 2 + 30, 64, blue.primary, {
          icon: "store",
          iconColor: brand.white,
        }),
      )
      c.add(statChip(c, 270, 540, { icon: "trending-up", tile: blue.primary, w: 320, trend: brand.lime }))
      c.add(sparkle(560, 130, 22, blue.primary))
    },
  },
  {
    file: "blog/should-you-boost-that-post-paid-social-for-detroit-small-businesses/image/src.svg",
    width: W,
    height: H,
    draw(c, rng) {
      backdrop(c, "blue", deep, rng)
      c.add(ring(820, 450, 430, brand.white, 1.5, 0.1))
      c.add(dotField(c, 1310, 660, 230, 200, brand.white, { opacity: 0.14 }))
      // the post, with its boost button
      const post: Box = { x: 210, y: 130, w: 420, h: 640 }
      c.add(card(c, post, { r: 28, shadow: { dy: 30, blur: 36, opacity: 0.4, color: "#05031F" } }))
      c.add(feedPost(c, { x: post.x + 28, y: post.y + 28, w: post.w - 56, h: 450 }, blue, rng, "storefront"))
      c.add(textLines(post.x + 28, post.y + 500, post.w - 56, [0.9, 0.6], { h: 8, gap: 10 }))
      c.add(button(post.x + 28, post.y + post.h - 84, post.w - 56, 56, brand.lime, brand.ink, { icon: "rocket" }))
      c.add(cursor(post.x + post.w - 120, post.y + post.h - 50, 42))
      // the local audience: a radius around the shop
      const map: Box = { x: 760, y: 150, w: 600, h: 420 }
      c.add(card(c, map, { r: 26, shadow: { dy: 28, blur: 34, opacity: 0.4, color: "#05031F" } }))
      c.add(streetMap(c, { x: map.x + 10, y: map.y + 10, w: map.w - 20, h: map.h - 20 }, rng, { r: 18 }))
      const cx = map.x + map.w * 0.5
      const cy = map.y + map.h * 0.52
      c.add(circle(cx, cy, 150, { fill: blue.primary, opacity: 0.12 }))
      c.add(
        circle(cx, cy, 150, { stroke: blue.primary, strokeWidth: 4, strokeDasharray: "3 12", strokeLinecap: "round" }),
      )
      c.add(pin(c, cx, cy + 24, 76, blue.primary, { icon: "store", iconColor: brand.white }))
      c.add(connector(post.x + post.w - 20, post.y + post.h - 140, map.x + 60, map.y + map.h - 40, brand.lime, -0.25))
      // the budget
      const budget: Box = { x: 800, y: 620, w: 520, h: 150 }
      c.add(card(c, budget, { r: 26, shadow: { dy: 24, blur: 30, opacity: 0.4, color: "#05031F" } }))
      c.add(iconTile(budget.x + 28, budget.y + 40, 70, brand.lime, "circle-dollar-sign", brand.ink, { r: 22 }))
      const tx = budget.x + 130
      const tw = budget.w - 170
      c.add(bar(tx, budget.y + 42, 140, 12, brand.ink))
      c.add(rect(tx, budget.y + 88, tw, 12, { rx: 6, fill: neutral.soft }))
      c.add(rect(tx, budget.y + 88, tw * 0.38, 12, { rx: 6, fill: blue.primary }))
      c.add(circle(tx + tw * 0.38, budget.y + 94, 17, { fill: brand.white, stroke: blue.primary, strokeWidth: 5 }))
      for (let i = 0; i <= 4; i++)
        c.add(rect(tx + (tw * i) / 4 - 1.5, budget.y + 114, 3, 10, { rx: 1.5, fill: neutral.muted }))
      c.add(sparkle(190, 90, 22, brand.lime))
      c.add(sparkle(1440, 120, 16, brand.white))
    },
  },
  {
    file: "blog/top-seo-strategies-for-detroit-businesses-to-gain-local-visibility/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      c.add(
        mapWithPins(
          c,
          { x: 70, y: 70, w: 640, h: 560 },
          blue,
          rng,
          [
            [0.5, 0.5],
            [0.25, 0.3],
            [0.78, 0.72],
          ],
          { numbered: true },
        ),
      )
      const kinds = ["storefront", "food", "interior"] as const
      kinds.forEach((k, i) => {
        c.add(
          listingCard(c, { x: 600, y: 130 + i * 160, w: 520, h: 136 }, blue, rng, {
            highlight: i === 0,
            rank: i + 1,
            thumb: k,
          }),
        )
      })
      c.add(sparkle(1120, 80, 22, blue.primary))
      c.add(sparkle(1150, 54, 11, brand.lime))
    },
  },
  {
    file: "blog/how-to-choose-the-right-web-design-agency-in-detroit/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "soft", blue, rng)
      dotPatch(c, { x: 60, y: 440, w: 200, h: 200 }, brand.blue, 0.25)
      c.add(checklist(c, { x: 340, y: 60, w: 520, h: 580 }, blue, rng, { rows: 6, done: 4 }))
      c.add(iconTile(170, 150, 96, brand.lime, "clipboard-check", brand.ink, { r: 28, strokeWidth: 2 }))
      c.add(ratingChip(c, 820, 140, { w: 300 }))
      c.add(statChip(c, 860, 480, { icon: "badge-check", tile: blue.primary, w: 280 }))
      c.add(sparkle(1080, 380, 22, blue.primary))
    },
  },
  {
    file: "blog/why-every-detroit-business-needs-a-mobile-friendly-website-in-2025/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      stageDisc(c, 600, 370, 280, blue, { accentAngle: -30 })
      c.add(localPhone(c, { x: 455, y: 40, w: 290, h: 620 }, blue, rng, { photo: "storefront", accentButton: true }))
      c.add(gaugeCard(c, { x: 140, y: 160, w: 280, h: 250 }, blue, 0.94))
      c.add(toast(c, 790, 170, 300, { icon: "zap", fill: brand.lime, color: brand.ink }))
      c.add(toast(c, 810, 270, 280, { icon: "phone", fill: blue.primary, color: brand.white }))
      c.add(ratingChip(c, 790, 460, { w: 300, dark: true }))
      c.add(sparkle(160, 520, 22, blue.primary))
    },
  },
  {
    file: "blog/which-social-media-platforms-are-worth-it-for-a-detroit-small-business/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      dotPatch(c, { x: 1000, y: 520, w: 180, h: 160 }, brand.blue, 0.25)
      c.add(
        pillarCalendar(c, { x: 60, y: 70, w: 720, h: 560 }, blue, [
          blue.primary,
          brand.lime,
          tint(blue.primary, 0.5),
          brand.ink,
        ]),
      )
      c.add(
        phone(
          c,
          { x: 840, y: 60, w: 270, h: 580 },
          { content: (screen) => profileFeed(c, screen, blue, rng, "interior") },
        ),
      )
      c.add(toast(c, 700, 560, 300, { icon: "clock", fill: brand.lime, color: brand.ink }))
      c.add(sparkle(820, 60, 20, blue.primary))
    },
  },
  {
    file: "blog/should-you-boost-that-post-paid-social-for-detroit-small-businesses/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "soft", blue, rng)
      dotPatch(c, { x: 40, y: 500, w: 180, h: 160 }, brand.blue, 0.25)
      const rep: Box = { x: 120, y: 90, w: 640, h: 520 }
      c.add(card(c, rep, { r: 26, shadow: { dy: 26, blur: 30, opacity: 0.18 } }))
      c.add(bar(rep.x + 36, rep.y + 40, 200, 16, brand.ink))
      c.add(bar(rep.x + 36, rep.y + 68, 130, 9, neutral.muted))
      // two campaigns, compared on what a quote request cost
      const rows: { icon: IconName; cost: number; best: boolean }[] = [
        { icon: "image", cost: 0.86, best: false },
        { icon: "play", cost: 0.42, best: true },
      ]
      rows.forEach((row, i) => {
        const y = rep.y + 120 + i * 190
        const box: Box = { x: rep.x + 24, y, w: rep.w - 48, h: 160 }
        c.add(rect(box.x, box.y, box.w, box.h, { rx: 20, fill: row.best ? tint(brand.lime, 0.72) : brand.pale }))
        c.add(
          iconTile(
            box.x + 22,
            box.y + 22,
            58,
            row.best ? brand.ink : brand.white,
            row.icon,
            row.best ? brand.lime : blue.primary,
            { r: 18 },
          ),
        )
        c.add(bar(box.x + 100, box.y + 32, 150, 12, brand.ink))
        c.add(bar(box.x + 100, box.y + 54, 100, 8, row.best ? shade(brand.lime, 0.45) : neutral.muted))
        const tx = box.x + 22
        const tw = box.w - 44
        c.add(rect(tx, box.y + 104, tw, 22, { rx: 11, fill: brand.white }))
        c.add(
          rect(tx, box.y + 104, tw * row.cost, 22, { rx: 11, fill: row.best ? brand.ink : tint(blue.primary, 0.45) }),
        )
        if (row.best) c.add(checkCircle(box.x + box.w - 40, box.y + 46, 22, brand.ink, brand.lime))
      })
      const weekly: Box = { x: 800, y: 170, w: 300, h: 300 }
      c.add(card(c, weekly, { r: 24 }))
      c.add(bar(weekly.x + 26, weekly.y + 30, 120, 12, brand.ink))
      c.add(
        barChart(
          { x: weekly.x + 30, y: weekly.y + 80, w: weekly.w - 60, h: weekly.h - 120 },
          upTrend(rng, 6, 0.25, 0.92, 0.08),
          { color: blue.primary, baseline: true },
        ),
      )
      c.add(sparkle(1110, 110, 20, blue.primary))
      c.add(sparkle(1138, 86, 10, brand.lime))
    },
  },
  {
    file: "blog/content-marketing-for-detroit-small-businesses-start-with-customer-questions/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "pale", blue, rng)
      dotPatch(c, { x: 1000, y: 40, w: 180, h: 150 }, brand.blue, 0.25)
      const sheet: Box = { x: 90, y: 70, w: 1020, h: 560 }
      c.add(card(c, sheet, { r: 26, shadow: { dy: 26, blur: 30, opacity: 0.16 } }))
      const pad = 36
      c.add(iconAt("list-checks", sheet.x + pad + 12, sheet.y + 46, 26, { color: blue.primary, strokeWidth: 2.4 }))
      c.add(bar(sheet.x + pad + 40, sheet.y + 40, 190, 14, brand.ink))
      // where each answer belongs: service page, FAQ, guide, video
      const homes: { icon: IconName; fill: string; color: string }[] = [
        { icon: "layout-template", fill: blue.primary, color: brand.white },
        { icon: "circle-question-mark", fill: brand.lime, color: brand.ink },
        { icon: "file-text", fill: tint(blue.primary, 0.55), color: brand.ink },
        { icon: "play", fill: brand.ink, color: brand.lime },
      ]
      const rowsTop = sheet.y + 96
      const rh = 88
      const often = [5, 4, 4, 3, 2]
      for (const [i, stars] of often.entries()) {
        const y = rowsTop + i * rh
        if (i === 0) c.add(rect(sheet.x + 14, y + 4, sheet.w - 28, rh - 8, { rx: 18, fill: blue.primarySoft }))
        else c.add(line(sheet.x + pad, y, sheet.x + sheet.w - pad, y, { stroke: neutral.soft, strokeWidth: 1.5 }))
        c.add(
          iconAt("circle-question-mark", sheet.x + pad + 14, y + rh / 2, 24, {
            color: i === 0 ? blue.primary : tint(brand.slate, 0.4),
            strokeWidth: 2.2,
          }),
        )
        c.add(
          textLines(sheet.x + pad + 44, y + rh / 2 - 12, 420, [rng.range(0.75, 1), rng.range(0.4, 0.6)], {
            h: 9,
            gap: 8,
            color: i === 0 ? brand.ink : neutral.muted,
          }),
        )
        for (let k = 0; k < 5; k++)
          c.add(circle(sheet.x + 590 + k * 28, y + rh / 2, 9, { fill: k < stars ? blue.primary : neutral.soft }))
        const home = cycled(homes, i)
        c.add(rect(sheet.x + 780, y + rh / 2 - 22, 200, 44, { rx: 22, fill: home.fill }))
        c.add(iconAt(home.icon, sheet.x + 808, y + rh / 2, 22, { color: home.color, strokeWidth: 2.4 }))
        c.add(bar(sheet.x + 832, y + rh / 2 - 5, 110, 10, home.color))
      }
      c.add(sparkle(1120, 650, 22, blue.primary))
    },
  },
  {
    file: "blog/email-newsletters-that-get-read-a-guide-for-detroit-businesses/inline.svg",
    width: 1200,
    height: 700,
    draw(c, rng) {
      backdrop(c, "soft", blue, rng)
      const rep: Box = { x: 90, y: 70, w: 1020, h: 560 }
      c.add(card(c, rep, { r: 26, shadow: { dy: 26, blur: 30, opacity: 0.16 } }))
      c.add(iconAt("mail-open", rep.x + 48, rep.y + 48, 28, { color: blue.primary, strokeWidth: 2.2 }))
      c.add(bar(rep.x + 76, rep.y + 42, 200, 14, brand.ink))
      // clicks, replies, bookings and unsubscribes
      const tiles: { icon: IconName; fill: string; color: string }[] = [
        { icon: "mouse-pointer-click", fill: blue.primary, color: brand.white },
        { icon: "message-circle", fill: brand.lime, color: brand.ink },
        { icon: "calendar-days", fill: tint(blue.primary, 0.55), color: brand.ink },
        { icon: "circle-x", fill: brand.pale, color: tint(brand.slate, 0.3) },
      ]
      const tw = (rep.w - 72 - 3 * 20) / 4
      tiles.forEach((tile, i) => {
        const x = rep.x + 36 + i * (tw + 20)
        const y = rep.y + 96
        c.add(rect(x, y, tw, 130, { rx: 20, fill: brand.pale }))
        c.add(iconTile(x + 20, y + 20, 50, tile.fill, tile.icon, tile.color, { r: 16 }))
        c.add(bar(x + 20, y + 88, tw * 0.45, 16, brand.ink))
        c.add(bar(x + 86, y + 36, tw * 0.35, 8, neutral.muted))
      })
      // the last six sends
      const chart: Box = { x: rep.x + 60, y: rep.y + 270, w: rep.w - 120, h: 230 }
      c.add(barChart(chart, upTrend(rng, 6, 0.3, 0.9, 0.06), { color: blue.primary, baseline: true, highlight: [5] }))
      const fall = [0.62, 0.5, 0.44, 0.3, 0.24, 0.18]
      const pts = fall.map(
        (v, i) => [chart.x + 40 + (i * (chart.w - 80)) / 5, chart.y + chart.h - v * chart.h] as const,
      )
      c.add(
        path(pts.map(([x, y], i) => `${i ? "L" : "M"}${Math.round(x)} ${Math.round(y)}`).join(" "), {
          stroke: brand.lime,
          strokeWidth: 6,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        }),
      )
      for (const [x, y] of pts) c.add(circle(x, y, 7, { fill: brand.ink, stroke: brand.lime, strokeWidth: 4 }))
      c.add(sparkle(1130, 80, 20, blue.primary))
    },
  },
]
