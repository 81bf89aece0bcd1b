declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"
      /** Pins an axis to one value, or narrows it to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
      /** Leaves out glyphs reachable only through OpenType substitutions. */
      noLayoutClosure?: boolean
    },
  ): Promise<Buffer>
}
