import contentMarketing from "./content-creation-marketing"
import webDesign from "./detroit-website-design-and-development"
import emailMarketing from "./email-marketing"
import ppc from "./pay-per-click-advertising"
import seo from "./search-engine-optimization"
import socialMedia from "./social-media-management"

/** The six services in display order: services page, footer, service pages and the quote form's dropdown. */
export const services = [webDesign, socialMedia, contentMarketing, seo, ppc, emailMarketing]
