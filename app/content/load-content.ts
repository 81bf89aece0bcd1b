/**
 * Reads, validates and cross-checks all content from the source files, at build time (and in
 * development). The build writes the result to app/generated/content.json; the running site reads
 * only that (./content.server.ts), never the sources.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import type { RouteConfigEntry } from "@react-router/dev/routes"
import { imageSize } from "image-size"
import { readYaml } from "./article-source"
import { buildCatalog, type ContentSources, type Sourced } from "./catalog"
import { GENERATED_CONTENT_FILE } from "./generated-content"
import {
  articles,
  type CollectionName,
  collections,
  type PageName,
  pages,
  type SingletonName,
  singletons,
} from "./model"
import { redirects, sitePaths } from "./paths"
import { checkReferences } from "./references"

const root = process.cwd()
const contentDir = join(root, "content")

/** Reads every content file named by the content model (./model.ts); a file that cannot be read is reported, not thrown. */
export function readContentSources(): ContentSources {
  const unreadable: string[] = []

  function readDataFile(file: string, kind: string, fromFileName: Record<string, string> = {}): Sourced {
    let text: string
    try {
      text = readFileSync(join(root, file), "utf8")
    } catch {
      unreadable.push(`${file}: the file is missing`)
      return { file, data: undefined, kind, isUnreadable: true }
    }
    const yaml = readYaml(text)
    if (yaml.problem) unreadable.push(`${file}:${yaml.problem.line}: ${yaml.problem.message}`)
    else if (yaml.data !== null && typeof yaml.data === "object" && !Array.isArray(yaml.data)) {
      const written = Object.keys(fromFileName).filter((key) => key in (yaml.data as object))
      for (const key of written)
        unreadable.push(`${file}:${yaml.lineOf([key])}: ${key}: is the file's name; remove it from the file`)
    }
    const data = yaml.data && typeof yaml.data === "object" ? { ...yaml.data, ...fromFileName } : yaml.data
    // A field the file name gives is written on no line.
    const lineOf = (path: PropertyKey[]) => (String(path[0]) in fromFileName ? undefined : yaml.lineOf(path))
    return { file, data, lineOf, kind, isUnreadable: yaml.problem !== undefined }
  }

  /** The files of a content folder with the given extension; any other file there is a mistake worth naming. */
  function listFolder(folder: string, extension: string) {
    const names = existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : []
    for (const name of names.filter((candidate) => !candidate.endsWith(extension) && !candidate.startsWith(".")))
      unreadable.push(`${folder}/${name}: not read (entries here are ${extension} files)`)
    return names.filter((name) => name.endsWith(extension))
  }

  function readCollection(name: CollectionName) {
    const { folder, fileNameIs } = collections[name]
    return listFolder(folder, ".yaml").map((fileName) => {
      const slug = fileName.slice(0, -".yaml".length)
      return readDataFile(`${folder}/${fileName}`, name, Object.fromEntries(fileNameIs.map((key) => [key, slug])))
    })
  }
  const mapValues = <K extends string, V, R>(record: Record<K, V>, change: (value: V, key: K) => R) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value as V, key as K)])) as Record<
      K,
      R
    >

  return {
    collections: mapValues(collections as Record<CollectionName, { folder: string }>, (_, name) =>
      readCollection(name),
    ),
    singletons: mapValues(singletons as Record<SingletonName, { file: string }>, ({ file }, name) =>
      readDataFile(file, name),
    ),
    pages: mapValues(pages as Record<PageName, { file: string }>, ({ file }, name) =>
      readDataFile(file, `pages.${name}`),
    ),
    articles: listFolder(articles.folder, articles.extension).map((name) => {
      const file = `${articles.folder}/${name}`
      return { file, source: readFileSync(join(root, file), "utf8") }
    }),
    unreadable,
  }
}

/** The checked content without its routes: for unit tests of code that reads content. */
export const loadCatalog = () => buildCatalog(readContentSources())

export const imageExists = (src: string) => existsSync(join(contentDir, "images", src))

/** A raster picture's size from its header (vector art scales, so it has none). */
export function pixelSizeOf(src: string) {
  if (src.toLowerCase().endsWith(".svg")) return undefined
  const { width, height } = imageSize(readFileSync(join(contentDir, "images", src)))
  return { width, height }
}

/**
 * Loads, validates and cross-checks all content against the site's routes (app/routes.ts, passed in by
 * the caller so that the content model depends on no route module); throws a ContentError listing
 * every problem.
 */
export function loadContent(routes: RouteConfigEntry[]) {
  const sources = readContentSources()
  const catalog = buildCatalog(sources)
  const paths = sitePaths(routes, catalog)
  const { imageWidths, portraitFocus } = checkReferences(catalog, sources, {
    paths: new Set(paths),
    imageExists,
    pixelSizeOf,
  })
  return { catalog, paths, redirects: redirects(catalog), imageWidths, portraitFocus }
}

export type LoadedContent = ReturnType<typeof loadContent>

/** Checks all content and writes it for the build; throws a ContentError listing every problem. */
export function writeGeneratedContent(routes: RouteConfigEntry[], file = GENERATED_CONTENT_FILE) {
  const content = loadContent(routes)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(content)}\n`)
  return content
}
