/**
 * Simple device frames drawn with sharp around Chromium captures: a browser window (toolbar and
 * page), a phone (body, status bar, screen), a print sheet, and the soft shadows under them.
 * Captures come in at 2× density and are only ever scaled down here.
 */
import sharp from "sharp"

export type Layer = { input: Buffer; left: number; top: number }
export type Placed = Layer & { width: number; height: number; radius: number }

/** CSS size of the phone screen: an iPhone-sized 390 × 844, of which the status bar takes 47. */
export const PHONE = { width: 390, height: 844, statusBar: 47 }

const round = (value: number) => Math.round(value)

function roundedMask(width: number, height: number, radius: number) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}"/></svg>`,
  )
}

async function fit(image: Buffer, width: number, height?: number) {
  return sharp(image).resize({ width, height, fit: "fill", kernel: "lanczos3" }).png().toBuffer()
}

/** Cuts an image to a rounded rectangle. */
async function roundCorners(image: Buffer, width: number, height: number, radius: number) {
  return sharp(image)
    .composite([{ input: roundedMask(width, height, radius), blend: "dest-in" }])
    .png()
    .toBuffer()
}

/** A browser window `width` px wide: the toolbar capture above the page capture, both scaled to fit. */
export async function browserWindow(
  { toolbar, page }: { toolbar: Buffer; page: Buffer },
  { left, top, width }: { left: number; top: number; width: number },
): Promise<Placed> {
  const toolbarMeta = await sharp(toolbar).metadata()
  const pageMeta = await sharp(page).metadata()
  const scale = width / pageMeta.width
  const toolbarHeight = round(toolbarMeta.height * scale)
  const pageHeight = round(pageMeta.height * scale)
  const height = toolbarHeight + pageHeight
  const radius = round(width * 0.011)
  const stacked = await sharp({ create: { width, height, channels: 4, background: "#ffffff" } })
    .composite([
      { input: await fit(toolbar, width, toolbarHeight), left: 0, top: 0 },
      { input: await fit(page, width, pageHeight), left: 0, top: toolbarHeight },
      // A hairline under the toolbar and around the window, as a real window has.
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${toolbarHeight - 1}" width="${width}" height="1" fill="rgba(10,13,20,0.10)"/><rect x="0.75" y="0.75" width="${width - 1.5}" height="${height - 1.5}" rx="${radius}" fill="none" stroke="rgba(10,13,20,0.16)" stroke-width="1.5"/></svg>`,
        ),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer()
  return { input: await roundCorners(stacked, width, height, radius), left, top, width, height, radius }
}

/** A sheet of paper or a slide: the capture with rounded corners and a hairline, no browser around it. */
export async function sheet(page: Buffer, { left, top, width }: { left: number; top: number; width: number }) {
  const meta = await sharp(page).metadata()
  const height = round((meta.height * width) / meta.width)
  const radius = round(width * 0.008)
  const framed = await sharp(await fit(page, width, height))
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0.75" y="0.75" width="${width - 1.5}" height="${height - 1.5}" rx="${radius}" fill="none" stroke="rgba(10,13,20,0.12)" stroke-width="1.5"/></svg>`,
        ),
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer()
  return { input: await roundCorners(framed, width, height, radius), left, top, width, height, radius } as Placed
}

/** A phone `height` px tall: dark body, status bar and page on a rounded screen, the camera pill on top. */
export async function phone(
  { statusBar, page }: { statusBar: Buffer; page: Buffer },
  { left, top, height }: { left: number; top: number; height: number },
): Promise<Placed> {
  const bezel = round(height * 0.017)
  const screenHeight = height - 2 * bezel
  const screenWidth = round((screenHeight * PHONE.width) / PHONE.height)
  const width = screenWidth + 2 * bezel
  const statusHeight = round((screenHeight * PHONE.statusBar) / PHONE.height)
  const screenRadius = round(screenWidth * 0.13)
  const screen = await sharp({
    create: { width: screenWidth, height: screenHeight, channels: 4, background: "#ffffff" },
  })
    .composite([
      { input: await fit(statusBar, screenWidth, statusHeight), left: 0, top: 0 },
      { input: await fit(page, screenWidth, screenHeight - statusHeight), left: 0, top: statusHeight },
    ])
    .png()
    .toBuffer()
  const islandWidth = round(screenWidth * 0.3)
  const islandHeight = round(screenWidth * 0.085)
  const body = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" rx="${screenRadius + bezel}" fill="#16171b"/>
      <rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="${screenRadius + bezel - 1.5}" fill="none" stroke="#4b4d55" stroke-width="2.5"/>
    </svg>`,
  )
  const island = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect x="${(width - islandWidth) / 2}" y="${bezel + round(screenWidth * 0.03)}" width="${islandWidth}" height="${islandHeight}" rx="${islandHeight / 2}" fill="#050507"/>
      <rect x="${(width - screenWidth * 0.36) / 2}" y="${height - bezel - round(screenWidth * 0.03)}" width="${screenWidth * 0.36}" height="${Math.max(3, round(screenWidth * 0.013))}" rx="3" fill="rgba(10,13,20,0.55)"/>
    </svg>`,
  )
  const image = await sharp(body)
    .composite([
      { input: await roundCorners(screen, screenWidth, screenHeight, screenRadius), left: bezel, top: bezel },
      { input: island, left: 0, top: 0 },
    ])
    .png()
    .toBuffer()
  return { input: image, left, top, width, height, radius: screenRadius + bezel }
}

/** Soft two-layer shadows under every placed device, drawn on one canvas-sized layer. */
export function shadows(canvas: { width: number; height: number }, placed: Placed[], tint = "10,13,20"): Layer {
  const blur = (item: Placed, offset: number, spread: number, opacity: number) =>
    `<rect x="${item.left + spread}" y="${item.top + offset}" width="${item.width - 2 * spread}" height="${item.height - offset}" rx="${item.radius}" fill="rgba(${tint},${opacity})" filter="url(#b${spread > 0 ? "w" : "t"})"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}">
    <defs>
      <filter id="bw" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(canvas.width * 0.016)}"/></filter>
      <filter id="bt" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(canvas.width * 0.004)}"/></filter>
    </defs>
    ${placed.map((item) => blur(item, round(canvas.width * 0.02), round(canvas.width * 0.01), 0.28)).join("")}
    ${placed.map((item) => blur(item, round(canvas.width * 0.003), 0, 0.16)).join("")}
  </svg>`
  return { input: Buffer.from(svg), left: 0, top: 0 }
}
