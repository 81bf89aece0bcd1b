import { ContactPageSection } from "#app/components/contact/contact-page-sections"
import { getContactFormData } from "#app/content/forms.server"
import { getCatalog, labelledSocialLinks } from "#app/content/queries.server"
import { menuCrumb, pageSeo } from "#app/content/seo.server"
import { metaTags } from "#app/lib/seo"
import type { Route } from "./+types/contact"

export function loader() {
  const { pages, site } = getCatalog()
  const page = pages.contact
  return {
    page,
    contact: site.contact,
    socialLinks: labelledSocialLinks(site.socialLinks),
    form: getContactFormData(),
    seo: pageSeo({
      ...page.seo,
      path: "/contact-us",
      subject: { kind: "business" },
      trail: [menuCrumb("/contact-us")],
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo)

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...props } = loaderData
  return <ContactPageSection {...props} />
}
