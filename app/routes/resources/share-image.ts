import { data } from "react-router"
import { renderShareCard, shareCardFor } from "#app/lib/share-card.server"
import type { Route } from "./+types/share-image"

/** /og/<page path>.png: the page's 1200×630 share image, prerendered for every page. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = (params["*"] ?? "").replace(/\.png$/, "")
  const card = shareCardFor(name === "home" ? "/" : `/${name}`)
  if (!card) throw data(null, { status: 404 })
  const png = await renderShareCard(card)
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } })
}
