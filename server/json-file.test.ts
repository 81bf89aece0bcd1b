import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, expect, test } from "vitest"
import { z } from "zod"
import { JsonFileError, parseJson, readJsonFile } from "./json-file"

const dir = mkdtempSync(join(tmpdir(), "catalysty-json-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const schema = z.object({ url: z.string(), sources: z.array(z.string()) })

test("a file that holds what the schema describes is read as that", () => {
  const file = join(dir, "modules.json")
  writeFileSync(file, JSON.stringify({ url: "/assets/site.js", sources: ["app/browser/site.ts"], extra: 1 }))
  expect(readJsonFile(file, schema)).toEqual({ url: "/assets/site.js", sources: ["app/browser/site.ts"] })
})

test("one that does not parse, or does not fit, is refused naming the file and each wrong field", () => {
  const broken = join(dir, "broken.json")
  writeFileSync(broken, '{"url": ')
  expect(() => readJsonFile(broken, schema)).toThrow(JsonFileError)
  expect(() => readJsonFile(broken, schema)).toThrow(new RegExp(`^${broken} is not JSON \\(`))
  expect(() => parseJson('{"url": 3, "sources": [1]}', schema, "the build's record")).toThrow(
    /^the build's record does not hold what it should: url Invalid input: expected string, received number; sources\.0 Invalid input/,
  )
})
