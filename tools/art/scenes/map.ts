/** The offices map and its pin positions (JSON next to the SVG, for accessible labels). */
import { mkdir, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { Scene } from "../lib/scene.ts"
import { MAP_FILE, MAP_HEIGHT, MAP_WIDTH, officePinPositions, renderOfficesMap } from "../offices-map.ts"

const jsonPath = join(
  resolve(dirname(fileURLToPath(import.meta.url)), "../../.."),
  "content/images/about/offices-map.json",
)

export const officesMapScene: Scene = {
  file: MAP_FILE,
  width: MAP_WIDTH,
  height: MAP_HEIGHT,
  async render() {
    await mkdir(dirname(jsonPath), { recursive: true })
    await writeFile(jsonPath, `${JSON.stringify(officePinPositions(), null, 2)}\n`)
    return renderOfficesMap()
  },
}
