import { createRng, type Rng } from "./random.ts"
import { Canvas } from "./svg.ts"

/** One output file. Either `draw` onto a canvas, or `render` a complete SVG string. */
export interface Scene {
  /** Path relative to content/images/. */
  file: string
  width: number
  height: number
  /** Text elements are only allowed in logos. */
  allowText?: boolean
  draw?: (c: Canvas, rng: Rng) => void
  render?: () => string | Promise<string>
}

export async function renderScene(scene: Scene): Promise<string> {
  if (scene.render) return scene.render()
  if (!scene.draw) throw new Error(`Scene ${scene.file} has nothing to draw`)
  const c = new Canvas(scene.width, scene.height, scene.file)
  scene.draw(c, createRng(scene.file))
  return c.toString()
}
