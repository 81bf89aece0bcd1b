/** The pictures' manifest as the image build wrote it (app/generated/images.json), read and checked. */
import { z } from "zod"
import { IMAGE_MANIFEST_PATH, type ImageManifest } from "../../app/lib/image-manifest.ts"
import { readJsonFile } from "../../server/json-file.ts"

const variants = z.array(z.tuple([z.number().int().positive(), z.string().startsWith("/img/")]))
const imageManifestSchema = z.record(
  z.string(),
  z.object({ width: z.number().positive(), height: z.number().positive(), avif: variants, webp: variants }),
) satisfies z.ZodType<ImageManifest>

export const readImageManifest = (): ImageManifest => readJsonFile(IMAGE_MANIFEST_PATH, imageManifestSchema)
