import { request } from "node:http"

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

/**
 * One request with node:http on a connection of its own (any method, raw bytes, optional chunked body),
 * to the lead endpoint unless `path` says otherwise, answered or failed within `timeoutMs`.
 */
export function send(
  port: number,
  {
    path = "/api/contact",
    method = "POST",
    headers = {},
    body,
    chunked = false,
    timeoutMs = 5_000,
  }: {
    path?: string
    method?: string
    headers?: Record<string, string>
    body?: Buffer | string
    chunked?: boolean
    timeoutMs?: number
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body)
    const allHeaders: Record<string, string | number> = { ...headers }
    if (payload && !chunked) allHeaders["Content-Length"] = payload.length
    const req = request({ host: "127.0.0.1", port, path, method, headers: allHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }),
      )
      res.on("error", reject)
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on("error", reject)
    if (payload && chunked) {
      const size = 8 * 1024
      for (let offset = 0; offset < payload.length; offset += size) req.write(payload.subarray(offset, offset + size))
    } else if (payload) req.write(payload)
    req.end()
  })
}
