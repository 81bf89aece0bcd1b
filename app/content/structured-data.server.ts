import { invariant } from "@epic-web/invariant"
import { href } from "react-router"
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
import { resolveImage } from "#app/lib/images.server"
import { effectiveDate } from "./article-dates"
import type { Article } from "./catalog"
import { authorOf } from "./checked-references"
import { getCatalog } from "./content.server"
import type { Service as SiteService } from "./service"
import type { TeamMember } from "./team-member"

type Json = WithContext<
  BlogPosting | BreadcrumbList | FAQPage | Organization | Person | ProfessionalService | Service | WebSite
>

/** What a page is about, as its route knows it: the structured data describes that. */
export type PageSubject =
  | { kind: "home" }
  /** About and contact pages: the business itself. */
  | { kind: "business" }
  /** The pricing page: its questions and answers. */
  | { kind: "faqs" }
  | { kind: "service"; service: SiteService }
  | { kind: "article"; article: Article }
  | { kind: "person"; member: TeamMember }
  | { kind: "page" }

export type Crumb = { name: string; path: string }

type StructuredDataInput = {
  path: string
  subject: PageSubject
  /** The pages between the home page and this one, this one last. */
  trail: Crumb[]
  siteUrl: string
  absoluteUrl: (path: string) => string
}

/** JSON-LD for a page: the business on the home page, the subject of every other page, and breadcrumbs. */
export function structuredData({ path, subject, trail, siteUrl, absoluteUrl }: StructuredDataInput): Json[] {
  const { site, team, faqs } = getCatalog()
  const organizationId = `${siteUrl}/#organization`
  const imageUrl = (src: string, alt: string) => `${siteUrl}${resolveImage({ src, alt }).src}`
  const [firstOffice] = site.offices
  invariant(firstOffice, "content/site.yaml has no office, where its schema asks for three")

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
      longitude: firstOffice.coordinates.longitude,
      latitude: firstOffice.coordinates.latitude,
    },
    areaServed: { "@type": "City", name: "Detroit" },
    sameAs: site.socialLinks.map((social) => social.url),
  }
  const publisher = { "@id": organizationId }

  if (subject.kind === "home") {
    const website: WithContext<WebSite> = {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl("/"),
      publisher,
    }
    return [business, website]
  }

  const breadcrumbs: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: site.name, path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }

  switch (subject.kind) {
    case "business":
      return [business, breadcrumbs]
    case "faqs":
      return [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqs.map((faq) => ({
            "@type": "Question",
            name: faq.question,
            acceptedAnswer: { "@type": "Answer", text: faq.answer },
          })),
        },
        breadcrumbs,
      ]
    case "service": {
      const { service } = subject
      return [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          serviceType: service.title,
          description: service.description,
          url: absoluteUrl(path),
          provider: publisher,
          areaServed: { "@type": "City", name: "Detroit" },
        },
        breadcrumbs,
      ]
    }
    case "article": {
      const { article } = subject
      const author = authorOf(team, article)
      return [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          image: imageUrl(article.image.src, article.image.alt),
          datePublished: article.publishedAt,
          dateModified: effectiveDate(article),
          wordCount: article.wordCount,
          articleSection: article.categoryName,
          mainEntityOfPage: absoluteUrl(path),
          author: {
            "@type": "Person",
            name: author.name,
            jobTitle: author.position,
            url: absoluteUrl(href("/team/:memberName", { memberName: author.slug })),
          },
          publisher,
        },
        breadcrumbs,
      ]
    }
    case "person": {
      const { member } = subject
      return [
        {
          "@context": "https://schema.org",
          "@type": "Person",
          name: member.name,
          jobTitle: member.position,
          description: member.bio,
          url: absoluteUrl(path),
          ...(member.socialLinks.length > 0 ? { sameAs: member.socialLinks.map((social) => social.url) } : {}),
          worksFor: publisher,
        },
        breadcrumbs,
      ]
    }
    case "page":
      return [breadcrumbs]
  }
}
