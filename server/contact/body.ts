import type { IncomingMessage } from "node:http"
import busboy from "busboy"
import { z } from "zod"
import { parseJson as parseJsonText } from "../json-file"

/** Hard limits of the lead endpoint (docs/requirements/RELIABILITY.md B1). */
const BODY_LIMITS = {
  /** Largest body accepted, in bytes. */
  bytes: 64 * 1024,
  /** A body up to this size is read to its end before the 413; a larger one is answered at once (respond.ts). */
  drainBytes: 1024 * 1024,
  /** Fields (or parts) in one submission. */
  parts: 40,
  /** Bytes of one field name. */
  fieldNameBytes: 100,
} as const

export type BodyKind = "multipart" | "urlencoded" | "json"

/** Why a body could not be read; each maps to a status and a sentence of the endpoint copy. */
export type BodyProblem =
  | { kind: "contentType" }
  | { kind: "tooLarge" }
  | { kind: "tooManyParts" }
  | { kind: "malformed" }
  | { kind: "encoding" }
  | { kind: "fieldName" }
  | { kind: "notSupported"; field: string }
  | { kind: "duplicateField"; field: string }

export type Fields = Map<string, string[]>
export type ParsedBody = { ok: true; fields: Fields } | { ok: false; problem: BodyProblem }

export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const [mediaType = ""] = (contentType ?? "").split(";")
  const type = mediaType.trim().toLowerCase()
  if (type === "multipart/form-data") return "multipart"
  if (type === "application/x-www-form-urlencoded") return "urlencoded"
  if (type === "application/json") return "json"
  return undefined
}

/** Any charset other than UTF-8 declared on the body. */
function declaresOtherCharset(contentType: string) {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase()
  return charset !== undefined && charset !== "utf-8" && charset !== "utf8"
}

export type ReadResult = { ok: true; body: Buffer } | { ok: false; problem: BodyProblem }

/**
 * Reads the request body into memory, at most BODY_LIMITS.bytes. A larger body is read to its end, up to
 * BODY_LIMITS.drainBytes, so the client gets to read the 413; beyond that the answer comes first.
 */
export function readBody(req: IncomingMessage): Promise<ReadResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers["content-length"])
    if (Number.isFinite(declared) && declared > BODY_LIMITS.drainBytes) {
      resolve({ ok: false, problem: { kind: "tooLarge" } })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let isOver = Number.isFinite(declared) && declared > BODY_LIMITS.bytes
    let settled = false
    const settle = (result: ReadResult) => {
      if (settled) return
      settled = true
      req.off("data", onData)
      resolve(result)
    }
    function onData(chunk: Buffer) {
      size += chunk.length
      if (size > BODY_LIMITS.drainBytes) {
        settle({ ok: false, problem: { kind: "tooLarge" } })
        return
      }
      if (size > BODY_LIMITS.bytes) isOver = true
      if (!isOver) chunks.push(chunk)
    }
    req.on("data", onData)
    req.on("end", () =>
      settle(isOver ? { ok: false, problem: { kind: "tooLarge" } } : { ok: true, body: Buffer.concat(chunks) }),
    )
    req.on("error", () => settle({ ok: false, problem: { kind: "malformed" } }))
    req.on("aborted", () => settle({ ok: false, problem: { kind: "malformed" } }))
  })
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true })

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return undefined
  }
}

function add(fields: Fields, name: string, value: string) {
  const values = fields.get(name)
  if (values) values.push(value)
  else fields.set(name, [value])
}

/** application/x-www-form-urlencoded, decoded strictly: bytes that are not UTF-8 are refused, not replaced. */
function parseUrlencoded(body: Buffer): ParsedBody {
  const text = body.toString("latin1")
  const fields: Fields = new Map()
  if (text.trim() === "") return { ok: true, fields }
  const pairs = text.split("&").filter((pair) => pair !== "")
  if (pairs.length > BODY_LIMITS.parts) return { ok: false, problem: { kind: "tooManyParts" } }
  const decode = (part: string) => {
    const bytes: number[] = []
    for (let index = 0; index < part.length; index++) {
      const char = part.charAt(index)
      if (char === "+") bytes.push(0x20)
      else if (char === "%" && /^[0-9a-f]{2}$/i.test(part.slice(index + 1, index + 3))) {
        bytes.push(Number.parseInt(part.slice(index + 1, index + 3), 16))
        index += 2
      } else bytes.push(char.charCodeAt(0))
    }
    return { text: decodeUtf8(Uint8Array.from(bytes)), bytes: bytes.length }
  }
  for (const pair of pairs) {
    const equals = pair.indexOf("=")
    const name = decode(equals === -1 ? pair : pair.slice(0, equals))
    const value = decode(equals === -1 ? "" : pair.slice(equals + 1))
    if (name.text === undefined || value.text === undefined) return { ok: false, problem: { kind: "encoding" } }
    if (name.bytes > BODY_LIMITS.fieldNameBytes) return { ok: false, problem: { kind: "fieldName" } }
    add(fields, name.text, value.text)
  }
  return { ok: true, fields }
}

/**
 * The keys of a JSON object text, in order and with repeats (JSON.parse keeps only the last of a repeated
 * key). Only called on text JSON.parse accepted as an object.
 */
function objectKeys(text: string): string[] {
  const keys: string[] = []
  let depth = 0
  let index = 0
  let expectKey = false
  while (index < text.length) {
    const char = text.charAt(index)
    if (char === '"') {
      let end = index + 1
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1
      if (depth === 1 && expectKey)
        keys.push(parseJsonText(text.slice(index, end + 1), z.string(), "a key of the body"))
      expectKey = false
      index = end + 1
      continue
    }
    if (char === "{" || char === "[") depth++
    else if (char === "}" || char === "]") depth--
    if ((char === "{" && depth === 1) || (char === "," && depth === 1)) expectKey = true
    index++
  }
  return keys
}

function parseJson(body: Buffer): ParsedBody {
  const text = decodeUtf8(body)
  if (text === undefined) return { ok: false, problem: { kind: "encoding" } }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, problem: { kind: "malformed" } }
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { ok: false, problem: { kind: "malformed" } }
  const keys = objectKeys(text)
  const repeated = keys.find((key, position) => keys.indexOf(key) !== position)
  if (repeated !== undefined) return { ok: false, problem: { kind: "duplicateField", field: repeated } }
  const entries = Object.entries(data)
  if (entries.length > BODY_LIMITS.parts) return { ok: false, problem: { kind: "tooManyParts" } }
  const fields: Fields = new Map()
  for (const [name, value] of entries) {
    if (Buffer.byteLength(name) > BODY_LIMITS.fieldNameBytes) return { ok: false, problem: { kind: "fieldName" } }
    const values = Array.isArray(value) ? value : [value]
    if (values.length > BODY_LIMITS.parts) return { ok: false, problem: { kind: "tooManyParts" } }
    for (const item of values) {
      // Web3Forms clients send the honeypot checkbox as a boolean.
      if (typeof item === "boolean" && name === "botcheck") add(fields, name, item ? "true" : "")
      else if (typeof item === "string") add(fields, name, item)
      else return { ok: false, problem: { kind: "malformed" } }
    }
  }
  return { ok: true, fields }
}

function parseMultipart(body: Buffer, contentType: string): Promise<ParsedBody> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        defParamCharset: "utf8",
        limits: {
          fieldNameSize: BODY_LIMITS.fieldNameBytes,
          fieldSize: BODY_LIMITS.bytes,
          fields: BODY_LIMITS.parts,
          files: 1,
          parts: BODY_LIMITS.parts,
        },
      })
    } catch {
      resolve({ ok: false, problem: { kind: "malformed" } })
      return
    }
    const fields: Fields = new Map()
    let problem: BodyProblem | undefined
    const note = (found: BodyProblem) => {
      problem ??= found
    }
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || Buffer.byteLength(name) > BODY_LIMITS.fieldNameBytes) note({ kind: "fieldName" })
      else if (info.valueTruncated) note({ kind: "tooLarge" })
      else add(fields, name, value)
    })
    parser.on("file", (name, stream) => {
      note({ kind: "notSupported", field: Buffer.byteLength(name) <= BODY_LIMITS.fieldNameBytes ? name : "file" })
      stream.resume()
    })
    parser.on("partsLimit", () => note({ kind: "tooManyParts" }))
    parser.on("fieldsLimit", () => note({ kind: "tooManyParts" }))
    parser.on("filesLimit", () => note({ kind: "notSupported", field: "file" }))
    parser.on("error", () => resolve({ ok: false, problem: problem ?? { kind: "malformed" } }))
    parser.on("close", () => resolve(problem ? { ok: false, problem } : { ok: true, fields }))
    parser.end(body)
  })
}

/** Whether any part of a multipart body declares a charset other than UTF-8 (busboy would honour it). */
function partDeclaresOtherCharset(body: Buffer, contentType: string) {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (!boundary) return false
  const delimiter = Buffer.from(`--${boundary}`)
  let offset = body.indexOf(delimiter)
  while (offset !== -1) {
    const headStart = offset + delimiter.length
    const headEnd = body.indexOf("\r\n\r\n", headStart)
    if (headEnd === -1) return false
    const head = body.subarray(headStart, headEnd).toString("latin1")
    if (head.split("\r\n").some((line) => /^content-type:/i.test(line) && declaresOtherCharset(line))) return true
    offset = body.indexOf(delimiter, headEnd)
  }
  return false
}

/** Turns a body of one of the three accepted types into fields, refusing anything not valid UTF-8. */
export async function parseBody(body: Buffer, contentType: string): Promise<ParsedBody> {
  const kind = bodyKind(contentType)
  if (!kind) return { ok: false, problem: { kind: "contentType" } }
  if (declaresOtherCharset(contentType)) return { ok: false, problem: { kind: "encoding" } }
  if (kind === "urlencoded") return parseUrlencoded(body)
  if (kind === "json") return parseJson(body)
  if (partDeclaresOtherCharset(body, contentType)) return { ok: false, problem: { kind: "encoding" } }
  const parsed = await parseMultipart(body, contentType)
  if (!parsed.ok) return parsed
  // Field values must be UTF-8 text; busboy would replace bad bytes, so the body is checked as a whole.
  if (decodeUtf8(body) === undefined) return { ok: false, problem: { kind: "encoding" } }
  return parsed
}
