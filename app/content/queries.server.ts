import { data, href } from "react-router"
import { withImages } from "#app/lib/images.server"
import type { Article } from "./catalog"
import { getCatalog } from "./content.server"
import { relatedArticles, relatedCaseStudies } from "./related"
import type { SocialLink } from "./shared"

const notFound = () => data(null, { status: 404 })

/**
 * Social profiles ready to show: each network's name, and the name read out with "opens in a new tab";
 * `readAs` words it differently (a team member's own profiles).
 */
export function labelledSocialLinks(links: SocialLink[], readAs?: (network: string) => string) {
  const { navigation } = getCatalog()
  return links.map((link) => {
    const name = navigation.socialLabels[link.network]
    return { ...link, name, label: `${readAs ? readAs(name) : name} (${navigation.footer.newTab})` }
  })
}

/** The header and footer of every page. */
export function getLayoutData() {
  const { site, navigation, services, articles } = getCatalog()
  return {
    site,
    navigation,
    footer: {
      services: services.map((service) => ({
        title: service.shortTitle,
        href: href("/services/:slug", { slug: service.slug }),
      })),
      recentPosts: articles
        .slice(0, 4)
        .map((article) => ({ title: article.title, href: href("/blog/:slug", { slug: article.slug }) })),
      socialLinks: labelledSocialLinks(site.socialLinks),
      year: new Date().getFullYear(),
    },
  }
}

export function getService(slug: string | undefined) {
  const service = getCatalog().services.find((candidate) => candidate.slug === slug)
  if (!service) throw notFound()
  return service
}

/** The featured client story of the home page, with its picture. */
export function getCaseStudyTeaser() {
  const { pages, caseStudies } = getCatalog()
  const teaser = pages.home.caseStudyTeaser
  const caseStudy = caseStudies.find((candidate) => candidate.slug === teaser.caseStudy)!
  return { ...teaser, pictures: { image: caseStudy.teaserImage, narrowImage: caseStudy.cardImage } }
}

/**
 * A service page's proof, near its end: the case study its content names (one that used the service),
 * told in its own figures, the one the page opens with first, and that client's words (none for a
 * client that may be a real business). No picture: the page's opening already shows the client's site.
 */
export function getServiceProof(proof: { caseStudy: string; result: string; testimonial?: string }) {
  const { pages, caseStudies } = getCatalog()
  const labels = pages.services.servicePage
  const study = caseStudies.find((candidate) => candidate.slug === proof.caseStudy)!
  const figures = [...study.overview.resultsData].sort(
    (a, b) => Number(b.label === proof.result) - Number(a.label === proof.result),
  )
  const [testimonial] = proof.testimonial ? getTestimonials([proof.testimonial]) : []
  return {
    teaser: {
      caseStudy: study.slug,
      eyebrow: labels.teaserEyebrow,
      title: study.title,
      description: study.excerpt,
      stats: figures.slice(0, 3),
      // The figures were measured over different spans; the project's own dates stand for them all.
      period: study.timeline,
      link: { label: labels.teaserLink, href: href("/case-study/:slug", { slug: study.slug }) },
    },
    testimonial,
  }
}

export function getCaseStudy(slug: string | undefined) {
  const { caseStudies } = getCatalog()
  const caseStudy = caseStudies.find((candidate) => candidate.slug === slug)
  if (!caseStudy) throw notFound()
  return { caseStudy, related: relatedCaseStudies(caseStudies, caseStudy) }
}

export function getArticle(slug: string | undefined) {
  const { articles, team } = getCatalog()
  const article = articles.find((candidate) => candidate.slug === slug)
  if (!article) throw notFound()
  const author = team.find((member) => member.id === article.author)!
  return { article, author, related: article.showRelatedArticles ? relatedArticles(articles, article) : [] }
}

/** What a post card shows of an article (cards on the blog, the home page and under an article). */
export const postCard = ({ slug, title, description, categoryName, publishedAt, image }: Article) => ({
  slug,
  title,
  description,
  categoryName,
  publishedAt,
  image,
})

export function getBlogCategory(slug: string | undefined) {
  const category = getCatalog().blogCategories.find((candidate) => candidate.slug === slug)
  if (!category) throw notFound()
  return category
}

export function getTeamMember(slug: string | undefined) {
  return getCatalog().team.find((member) => member.slug === slug)
}

/**
 * A case study's result as quoted elsewhere: the figure and its label, the period it was measured over,
 * the client it was for and the page that tells the story. The catalog has checked that the study and
 * the result exist.
 */
export function getQuotedResult({ caseStudy, result }: { caseStudy: string; result: string }) {
  const study = getCatalog().caseStudies.find((candidate) => candidate.slug === caseStudy)!
  const stat = study.overview.resultsData.find((candidate) => candidate.label === result)!
  return {
    value: stat.value,
    label: stat.label,
    // The results repeat the overview's figures in order (the schema checks it), each with its period.
    period: study.results.items.find((item) => item.label === stat.label)!.growth,
    client: study.client,
    href: href("/case-study/:slug", { slug: study.slug }),
  }
}

/** The client site the home page opens with: its picture, the result quoted under it and the way to its story. */
export function getHomeWork() {
  const { work } = getCatalog().pages.home.hero
  const study = getCatalog().caseStudies.find((candidate) => candidate.slug === work.caseStudy)!
  return withImages({ image: study.cardImage, linkLabel: work.linkLabel, result: getQuotedResult(work) })
}

/** Every client, newest project first, with what we did for them and the way to its case study. */
export function getClientStories() {
  return getCatalog().caseStudies.map(({ client, tag, slug }) => ({
    client,
    tag,
    href: href("/case-study/:slug", { slug }),
  }))
}

/**
 * Testimonials by id, in the order given (the catalog has checked each exists), each led by its
 * client's name, logo and result figure.
 */
export function getTestimonials(ids: string[]) {
  const { testimonials } = getCatalog()
  return withImages(
    ids.map((id) => {
      const { caseStudy, result, ...testimonial } = testimonials.find((candidate) => candidate.id === id)!
      return { ...testimonial, result: getQuotedResult({ caseStudy, result }) }
    }),
  )
}

export { getCatalog, withImages }
