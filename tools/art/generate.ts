/**
 * Generates the site's original artwork as SVG files in content/images/.
 *
 *   npm run art                 # write every file
 *   npm run art -- blog/        # only files whose path contains "blog/"
 *
 * The case-study pictures are not drawn here: they are the clients' sites, rendered by
 * tools/showcase (`npm run showcase`).
 *
 * Output is deterministic: each image draws its variations from a pseudo-random generator seeded
 * with its own file name, so regenerating gives identical files.
 */
import { readdirSync, readFileSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parse as parseYaml } from "yaml"
import { renderScene, type Scene } from "./lib/scene.ts"
import { aboutScenes } from "./scenes/about.ts"
import { blogScenes } from "./scenes/blog.ts"
import { blogCoverScenes } from "./scenes/blog-covers.ts"
import { clientLogoScenes, type TestimonialLike } from "./scenes/client-logos.ts"
import { homeScenes } from "./scenes/home.ts"
import { officesMapScene } from "./scenes/map.ts"
import { shareScenes } from "./scenes/share.ts"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const outDir = join(root, "content/images")
const MAX_BYTES = 40 * 1024

/** Testimonials come from their content files: each one's client logo is drawn. */
function loadTestimonials(): TestimonialLike[] {
  const folder = join(root, "content/testimonials")
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ ...(parseYaml(readFileSync(join(folder, name), "utf8")) as object), id: name.slice(0, -5) }))
    .map((testimonial) => testimonial as TestimonialLike)
}

export async function allScenes(): Promise<Scene[]> {
  return [
    ...homeScenes,
    ...aboutScenes,
    ...blogScenes,
    ...blogCoverScenes,
    ...clientLogoScenes(loadTestimonials()),
    ...shareScenes,
    officesMapScene,
  ]
}

/** Checks the rules the raster pipeline relies on. */
export function validate(scene: Scene, svg: string): string[] {
  const problems: string[] = []
  const open = svg.match(/^<svg[^>]*>/)?.[0] ?? ""
  if (!open.includes(`width="${scene.width}"`) || !open.includes(`height="${scene.height}"`))
    problems.push("missing or wrong width/height")
  if (!open.includes(`viewBox="0 0 ${scene.width} ${scene.height}"`)) problems.push("missing or wrong viewBox")
  if (/\shref=|xlink:href|<image|<foreignObject|@import|url\((?!#)/i.test(svg)) problems.push("external reference")
  if (/mix-blend-mode|<style/i.test(svg)) problems.push("CSS styling")
  if (!scene.allowText && /<text[\s>]/.test(svg)) problems.push("text element outside a logo")
  if (/NaN|undefined|Infinity/.test(svg)) problems.push("invalid number")
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES) problems.push(`too large (${(bytes / 1024).toFixed(1)} KB)`)
  return problems
}

async function main() {
  const filter = process.argv[2]
  const scenes = (await allScenes()).filter((s) => !filter || s.file.includes(filter))
  const seen = new Set<string>()
  let failed = false
  for (const scene of scenes) {
    if (seen.has(scene.file)) throw new Error(`Duplicate output ${scene.file}`)
    seen.add(scene.file)
    const svg = await renderScene(scene)
    const problems = validate(scene, svg)
    const target = join(outDir, scene.file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, svg)
    const kb = (Buffer.byteLength(svg) / 1024).toFixed(1)
    console.log(
      `${problems.length ? "✗" : "✓"} ${scene.file.padEnd(100)} ${kb.padStart(5)} KB${problems.length ? `  ${problems.join("; ")}` : ""}`,
    )
    if (problems.length) failed = true
  }
  if (failed) {
    console.error("Some images break the rules above.")
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
