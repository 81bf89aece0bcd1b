import type { IncomingMessage, ServerResponse } from "node:http"
import { noteBytes } from "../log"
import type { StaticFile } from "../static-files"
import { chooseEncoding, type Encoding, ifNoneMatchMatches } from "./negotiation"

/** A file kept in memory, in the encoding the client takes best, or 304 when it already has it. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status = 200) {
  const variants: [Encoding, Buffer][] = []
  if (file.brotli) variants.push(["br", file.brotli])
  if (file.gzip) variants.push(["gzip", file.gzip])
  const available = variants.map(([encoding]) => encoding)
  if (status === 200 && ifNoneMatchMatches(req.headers["if-none-match"], file.headers.ETag)) {
    // The headers of the 200 it stands for, Vary included (RFC 9110 §15.4.5), without those of a body.
    const { "Content-Type": _type, ...headers } = file.headers
    res.writeHead(304, available.length > 0 ? { ...headers, Vary: "Accept-Encoding" } : headers)
    res.end()
    return
  }
  const chosen = chooseEncoding(req.headers["accept-encoding"], available)
  const [encoding, body] = variants.find(([candidate]) => candidate === chosen) ?? [undefined, file.body]
  const headers: Record<string, string | number> = { ...file.headers, "Content-Length": body.length }
  if (status !== 200) delete headers.ETag
  if (available.length > 0) headers.Vary = "Accept-Encoding"
  if (encoding) headers["Content-Encoding"] = encoding
  res.writeHead(status, headers)
  noteBytes(res, body.length)
  res.end(req.method === "HEAD" ? undefined : body)
}
