import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { type EntryContext, ServerRouter } from "react-router"

export const streamTimeout = 5_000

/**
 * Every page is rendered whole before the first byte is sent (onAllReady), for people and crawlers
 * alike: pages are prerendered, so nothing is gained by streaming, and the HTML must be complete without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    // Cleared once the page is whole, so a finished render holds nothing open (the build exits at once).
    const deadline = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Large Suspense boundaries (an article body) stay in document order instead of being moved by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(deadline)
        const body = new PassThrough()
        responseHeaders.set("Content-Type", "text/html; charset=utf-8")
        pipe(body)
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
      },
      onShellError(error: unknown) {
        clearTimeout(deadline)
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        console.error(error)
      },
    })
  })
}
