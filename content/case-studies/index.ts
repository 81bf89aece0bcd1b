import lehost from "./lehost-hair-wig-shop-boosting-online-presence-and-sales"
import lisburn from "./lisburn-web-design-crafting-a-strong-online-presence-for-local-businesses"
import mopAndGlow from "./mop-and-glow-cleaning-company-building-trust-and-driving-local-leads"
import nutrivita from "./nutrivita-shop-boosting-e-commerce-sales-with-a-streamlined-online-store"
import sequinsAndSlate from "./sequins-and-slate-interior-design-company"

export const caseStudies = [lehost, mopAndGlow, nutrivita, sequinsAndSlate, lisburn]
