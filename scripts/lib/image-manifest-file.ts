/** The pictures' manifest as the image build wrote it (app/generated/images.json), read and checked. */
import { IMAGE_MANIFEST_PATH, type ImageManifest, imageManifestSchema } from "../../app/lib/image-manifest.ts"
import { readJsonFile } from "../../server/json-file.ts"

export const readImageManifest = (): ImageManifest => readJsonFile(IMAGE_MANIFEST_PATH, imageManifestSchema)
