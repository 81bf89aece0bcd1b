import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Person,
  ProfessionalService,
  Service,
  WebSite,
  WithContext,
} from "schema-dts"
import { getCatalog } from "#app/content/content.server"
import { resolveImage } from "./images.server"

type Json = WithContext<
  BlogPosting | BreadcrumbList | FAQPage | Organization | Person | ProfessionalService | Service | WebSite
>

/** JSON-LD for a page, chosen by its path: the business on the home page, the subject of every other page, and breadcrumbs. */
export function structuredDataFor(path: string, siteUrl: string, absoluteUrl: (path: string) => string): Json[] {
  const { site, navigation, services, articles, team, caseStudies, faqs, blogCategories } = getCatalog()
  const organizationId = `${siteUrl}/#organization`
  const [, section, slug] = path.split("/")
  const imageUrl = (src: string, alt: string) => `${siteUrl}${resolveImage({ src, alt }).src}`

  const business: WithContext<ProfessionalService> = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    description: site.description,
    url: absoluteUrl("/"),
    logo: `${siteUrl}/favicon.svg`,
    image: imageUrl(site.defaultShareImage.src, site.defaultShareImage.alt),
    telephone: site.contact.phoneE164,
    email: site.contact.email,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.contact.address.street,
      addressLocality: site.contact.address.city,
      addressRegion: site.contact.address.region,
      postalCode: site.contact.address.postalCode,
      addressCountry: site.contact.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      longitude: site.offices[0]!.coordinates[0],
      latitude: site.offices[0]!.coordinates[1],
    },
    areaServed: { "@type": "City", name: "Detroit" },
    sameAs: site.socialLinks.map((social) => social.url),
    department: site.offices
      .filter((office) => !office.isHeadquarters)
      .map((office) => ({
        "@type": "ProfessionalService",
        name: `${site.name} ${office.city}`,
        address: {
          "@type": "PostalAddress",
          streetAddress: office.address,
          addressLocality: office.city,
          addressCountry: office.country,
        },
      })),
  }
  const publisher = { "@id": organizationId }

  // Breadcrumb names: the menu's label for a section, the page's own title for a page inside it.
  const sectionLabels: Record<string, { name: string; path: string }> = {
    services: { name: "Services", path: "/services" },
    "case-study": { name: "Case Studies", path: "/case-studies" },
    blog: { name: "Blog", path: "/blogs" },
    "blog-category": { name: "Blog", path: "/blogs" },
    team: { name: "Team", path: "/team" },
  }
  for (const item of navigation.primary) sectionLabels[item.href.slice(1)] ??= { name: item.label, path: item.href }
  const leafName = (): string | undefined => {
    if (section === "services") return services.find((service) => service.slug === slug)?.title
    if (section === "case-study") return caseStudies.find((study) => study.slug === slug)?.client
    if (section === "blog") return articles.find((article) => article.slug === slug)?.title
    if (section === "blog-category") return blogCategories.find((category) => category.slug === slug)?.name
    if (section === "team") return team.find((member) => member.slug === slug)?.name
    return undefined
  }
  const crumbs = [{ name: site.name, path: "/" }]
  const sectionCrumb = section ? sectionLabels[section] : undefined
  if (sectionCrumb) crumbs.push(sectionCrumb)
  const leaf = slug ? leafName() : undefined
  if (leaf) crumbs.push({ name: leaf, path })
  const breadcrumbs: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }

  if (path === "/") {
    const website: WithContext<WebSite> = {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl("/"),
      publisher,
    }
    return [business, website]
  }
  const extra: Json[] = []
  if (section === "about-us" || section === "contact-us") extra.push(business)
  if (section === "pricing") {
    extra.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    })
  }
  const service = section === "services" && services.find((candidate) => candidate.slug === slug)
  if (service) {
    extra.push({
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.title,
      serviceType: service.title,
      description: service.description,
      url: absoluteUrl(path),
      provider: publisher,
      areaServed: { "@type": "City", name: "Detroit" },
    })
  }
  const article = section === "blog" && articles.find((candidate) => candidate.slug === slug)
  if (article) {
    const author = team.find((member) => member.id === article.author)!
    extra.push({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      image: imageUrl(article.image.src, article.image.alt),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt ?? article.publishedAt,
      wordCount: article.wordCount,
      articleSection: article.category,
      mainEntityOfPage: absoluteUrl(path),
      author: {
        "@type": "Person",
        name: author.name,
        jobTitle: author.position,
        url: absoluteUrl(`/team/${author.slug}`),
      },
      publisher,
    })
  }
  const member = section === "team" && team.find((candidate) => candidate.slug === slug)
  if (member) {
    extra.push({
      "@context": "https://schema.org",
      "@type": "Person",
      name: member.name,
      jobTitle: member.position,
      description: member.bio,
      image: imageUrl(member.image.src, member.image.alt),
      url: absoluteUrl(path),
      sameAs: member.socialLinks.map((social) => social.url),
      worksFor: publisher,
    })
  }
  return [...extra, breadcrumbs]
}
