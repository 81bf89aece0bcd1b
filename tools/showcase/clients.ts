/**
 * The five clients whose work the case studies show: which of their pages go on which device, the
 * address in the browser bar, and the backdrop each picture is composed on, in the client's colours.
 */

export type Shot = {
  /** Page under sites/<client>/. */
  path: string
  /** CSS pixels to scroll before the capture, to show the part of the page the story is about. */
  scrollTo?: number
}

export type Client = {
  /** Folder under sites/. */
  id: string
  /** The case study these pictures illustrate: its slug, the folder under content/images/case-studies/. */
  caseStudy: string
  /** What the browser's address bar shows; empty for a client whose real address is not ours to show. */
  domain: string
  /** "browser": the desktop page in a browser window; "sheet": a print or slide page without one. */
  surface: "browser" | "sheet"
  desktop: Shot
  /** The client's logo as its own site shows it: the element that holds it on the desktop page. */
  logo: string
  /** Articles whose example this client is: their covers are a crop of this client's wide picture. */
  covers?: string[]
  /** Two phone pages: the first is in every picture, the second only in the wide opening picture. */
  phones: [Shot, Shot]
  /** SVG drawn behind the devices. */
  backdrop: (width: number, height: number) => string
  /** RGB of the shadows, tinted towards the backdrop so they do not look grey. */
  shadowTint?: string
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** Scattered copies of a small shape, placed by a fixed sequence so every run draws the same picture. */
function scatter(width: number, height: number, count: number, draw: (x: number, y: number, i: number) => string) {
  let seed = 7
  const next = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  return Array.from({ length: count }, (_, i) => draw(next() * width, next() * height, i)).join("")
}

export const clients: Client[] = [
  {
    id: "lehost",
    caseStudy: "lehost-hair-wig-shop-boosting-online-presence-and-sales",
    // No address: the spec names the shop, whose real site, if it has one, is not ours to show.
    domain: "",
    surface: "browser",
    desktop: { path: "index.html" },
    logo: ".brand",
    covers: ["which-social-media-platforms-are-worth-it-for-a-detroit-small-business"],
    phones: [{ path: "product.html" }, { path: "fitting.html" }],
    shadowTint: "60,15,60",
    backdrop: (w, h) =>
      svg(
        w,
        h,
        `<defs>
          <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7e7ea"/><stop offset="1" stop-color="#ead1da"/></linearGradient>
        </defs>
        <rect width="${w}" height="${h}" fill="url(#g)"/>
        <!-- The shop's arch, high enough that its curve shows beside the window in every slot shape: drawn
             lower, only its straight sides showed under the phone, a hard-edged block that read as a fault. -->
        <path d="M${w * 0.62} ${h} V${h * 0.28} a${w * 0.18} ${w * 0.18} 0 0 1 ${w * 0.36} 0 V${h}Z" fill="#4a1450" opacity="0.9"/>
        <circle cx="${w * 0.08}" cy="${h * 0.1}" r="${h * 0.3}" fill="#fff" opacity="0.45"/>
        ${scatter(w, h, 14, (x, y, i) => `<path transform="translate(${x} ${y}) scale(${(h / 1000) * (0.6 + (i % 3) * 0.3)})" d="M0-14l3.5 10.5L14 0 3.5 3.5 0 14-3.5 3.5-14 0-3.5-3.5Z" fill="#c89b4c" opacity="0.55"/>`)}`,
      ),
  },
  {
    id: "mop-and-glow",
    caseStudy: "mop-and-glow-cleaning-company-building-trust-and-driving-local-leads",
    // No address: a name in use elsewhere, whose real site, if it has one, is not ours to show.
    domain: "",
    surface: "browser",
    desktop: { path: "index.html" },
    logo: "header .logo",
    covers: ["email-newsletters-that-get-read-a-guide-for-detroit-businesses"],
    phones: [{ path: "quote.html" }, { path: "royal-oak.html" }],
    shadowTint: "10,70,80",
    backdrop: (w, h) =>
      svg(
        w,
        h,
        `<defs>
          <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2ec4b6"/><stop offset="1" stop-color="#0e5e6f"/></linearGradient>
        </defs>
        <rect width="${w}" height="${h}" fill="url(#g)"/>
        ${scatter(w, h, 22, (x, y, i) => `<circle cx="${x}" cy="${y}" r="${(h / 1000) * (18 + (i % 5) * 16)}" fill="#fff" fill-opacity="0.07" stroke="#fff" stroke-opacity="0.28" stroke-width="${h / 500}"/>`)}
        ${scatter(h, w, 6, (y, x) => `<path transform="translate(${x} ${y}) scale(${h / 700})" d="M0-16l4 12 12 4-12 4-4 12-4-12-12-4 12-4Z" fill="#ffd166" opacity="0.9"/>`)}`,
      ),
  },
  {
    id: "sequins-and-slate",
    caseStudy: "sequins-and-slate-interior-design-company",
    // The brand board we made, and its social profile and inquiry form: its own site, which the original
    // linked, is not ours to show.
    domain: "",
    surface: "sheet",
    desktop: { path: "index.html" },
    logo: ".wordmark",
    phones: [{ path: "profile.html" }, { path: "inquiry.html" }],
    shadowTint: "35,40,43",
    backdrop: (w, h) =>
      svg(
        w,
        h,
        `<defs>
          <linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9dfd0"/><stop offset="1" stop-color="#d8c3a5"/></linearGradient>
        </defs>
        <rect width="${w}" height="${h}" fill="url(#g)"/>
        <rect x="${w * 0.62}" y="0" width="${w * 0.38}" height="${h}" fill="#3e4a52"/>
        <path d="M${w * 0.7} ${h} V${h * 0.42} a${w * 0.11} ${w * 0.11} 0 0 1 ${w * 0.22} 0 V${h}Z" fill="#2b3338"/>
        <path d="M${w * 0.7} ${h} V${h * 0.42} a${w * 0.11} ${w * 0.11} 0 0 1 ${w * 0.22} 0 V${h}" fill="none" stroke="#b08d57" stroke-width="${h / 400}"/>`,
      ),
  },
  {
    id: "nutrivita",
    caseStudy: "nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store",
    // No address: the original site linked the shop to a domain of its own, which is not ours to show.
    domain: "",
    surface: "browser",
    desktop: { path: "index.html" },
    logo: "header .logo",
    covers: ["content-marketing-for-detroit-small-businesses-start-with-customer-questions"],
    phones: [{ path: "checkout.html" }, { path: "shop.html" }],
    shadowTint: "15,60,35",
    backdrop: (w, h) =>
      svg(
        w,
        h,
        `<defs>
          <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4e6"/><stop offset="1" stop-color="#e4f4e6"/></linearGradient>
        </defs>
        <rect width="${w}" height="${h}" fill="url(#g)"/>
        <circle cx="${w * 0.92}" cy="${h * 0.08}" r="${h * 0.42}" fill="#ffd9b3" opacity="0.55"/>
        <circle cx="${w * 0.04}" cy="${h * 0.98}" r="${h * 0.5}" fill="#bfe8c9" opacity="0.6"/>
        ${scatter(w, h, 26, (x, y) => `<circle cx="${x}" cy="${y}" r="${h * 0.006}" fill="#1f9d57" opacity="0.18"/>`)}`,
      ),
  },
  {
    id: "lisburn",
    caseStudy: "lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses",
    // No address: firms use this name, and a real one's site is not ours to show.
    domain: "",
    surface: "browser",
    desktop: { path: "index.html" },
    logo: "header .logo",
    phones: [{ path: "start.html" }, { path: "roofers.html" }],
    shadowTint: "0,0,0",
    backdrop: (w, h) =>
      svg(
        w,
        h,
        `<defs>
          <pattern id="grid" width="${h / 20}" height="${h / 20}" patternUnits="userSpaceOnUse"><path d="M${h / 20} 0H0V${h / 20}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="${h / 1000}"/></pattern>
        </defs>
        <rect width="${w}" height="${h}" fill="#23262e"/>
        <rect width="${w}" height="${h}" fill="url(#grid)"/>
        <path d="M${w * 0.58} ${h} L${w * 0.78} 0 H${w * 0.86} L${w * 0.66} ${h}Z" fill="#ffd23f" opacity="0.92"/>
        <path d="M${w * 0.7} ${h} L${w * 0.9} 0 H${w * 0.93} L${w * 0.73} ${h}Z" fill="#ffd23f" opacity="0.35"/>`,
      ),
  },
]
