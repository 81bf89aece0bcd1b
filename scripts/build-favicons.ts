/**
 * Raster forms of public/favicon.svg for the clients that do not take the SVG: /favicon.ico (16, 32 and
 * 48 px), which browsers, feed readers and crawlers ask for by that name, and /apple-touch-icon.png (180 px),
 * which iOS puts on the home screen. iOS rounds the corners itself, so that icon is a full square.
 */
import { readFileSync, writeFileSync } from "node:fs"
import pngToIco from "png-to-ico"
import sharp from "sharp"

const source = readFileSync("public/favicon.svg")
/** The fill of the icon's rounded square, its first shape. */
const squareColor = /<rect[^>]*\sfill="(#[0-9a-f]{6})"/i.exec(source.toString("utf8"))?.[1]
if (!squareColor) throw new Error("favicons: public/favicon.svg has no filled rect to take the background from")
const { width = 32 } = await sharp(source).metadata()

/** The icon drawn at `size` px, rasterised at that size so small forms stay sharp. */
const rendered = (size: number) =>
  sharp(source, { density: (72 * size) / width })
    .resize(size, size)
    .png()

const icoSizes = [16, 32, 48]
const ico = await pngToIco(await Promise.all(icoSizes.map((size) => rendered(size).toBuffer())))
writeFileSync("public/favicon.ico", ico)

// The rounded square's corners are filled with its own colour: a full-bleed square for iOS to mask.
const touchIcon = await rendered(180).flatten({ background: squareColor }).png({ compressionLevel: 9 }).toBuffer()
writeFileSync("public/apple-touch-icon.png", touchIcon)

console.log(`favicons: favicon.ico (${icoSizes.join(", ")} px, ${ico.length} bytes), apple-touch-icon.png (180 px)`)
