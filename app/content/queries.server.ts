import { invariant } from "@epic-web/invariant"
import { data, href } from "react-router"
import { fillInText } from "#app/lib/fill-in"
import { withImages } from "#app/lib/images.server"
import type { Article } from "./catalog"
import { authorOf, caseStudyNamed, referenced } from "./checked-references"
import { getCatalog } from "./content.server"
import { relatedArticles, relatedCaseStudies } from "./related"
import type { Service } from "./service"
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

/**
 * How a result figure's period and baseline read beside it ("in 6 months, vs. the 6 months before"),
 * from the one template of the case-study labels.
 */
function measuredNote(figure: { period: string; comparedWith: string }) {
  const { figureNote } = getCatalog().pages.caseStudyLabels
  return fillInText(figureNote, { period: figure.period, comparedWith: figure.comparedWith })
}

/**
 * A study's figures as shown: each with its period and baseline in words, and that note once for all of
 * them when they share it (a list need not repeat it).
 */
export function shownFigures(figures: { value: string; label: string; period: string; comparedWith: string }[]) {
  const shown = figures.map((figure) => ({ value: figure.value, label: figure.label, measured: measuredNote(figure) }))
  const notes = new Set(shown.map((figure) => figure.measured))
  return { figures: shown, measured: notes.size === 1 ? [...notes][0] : undefined }
}

/** The home page's results in figures: the specification ties them to no client, so no client stands beside them. */
export function getCaseStudyTeaser() {
  const { period, comparedWith, ...teaser } = getCatalog().pages.home.caseStudyTeaser
  return { ...teaser, measured: measuredNote({ period, comparedWith }) }
}

/**
 * A service page's proof, near its end: the case study its content names (one that used the service),
 * told in its own figures when it has them, the one the page opens with first, and that client's words
 * (none for a client that may be a real business). No picture: the page's opening already shows the
 * client's site.
 */
export function getServiceProof(proof: { caseStudy: string; result?: string; testimonial?: string }) {
  const { pages, caseStudies } = getCatalog()
  const labels = pages.services.servicePage
  const study = caseStudyNamed(caseStudies, proof.caseStudy)
  // The page's opening quotes `proof.result`; the teaser gives the study's other figures, so none is said twice.
  const figures = study.overview.resultsData.filter(({ label }) => label !== proof.result)
  const [testimonial] = proof.testimonial ? getTestimonials([proof.testimonial]) : []
  return {
    teaser: {
      caseStudy: study.slug,
      eyebrow: labels.teaserEyebrow,
      title: study.title,
      description: study.excerpt,
      stats: figures.slice(0, 3).map(({ value, label }) => ({ value, label })),
      // Each figure's period and baseline; the figures of one study are measured alike, so the first says it for all.
      measured: figures[0] ? measuredNote(figures[0]) : study.timeline,
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
  return {
    article,
    author: authorOf(team, article),
    related: article.showRelatedArticles ? relatedArticles(articles, article) : [],
  }
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

/** What a list of services shows of each (the home page's accordion, the services page's rows). */
export const serviceSummary = ({ id, slug, title, description, features, icon }: Service) => ({
  id,
  slug,
  title,
  description,
  features,
  icon,
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
 * A case study's result as quoted elsewhere: the figure and its label, the period it was measured over
 * and what it is compared with, the client it was for and the page that tells the story. The catalog
 * has checked that the study and the result exist.
 */
function getQuotedResult({ caseStudy, result }: { caseStudy: string; result: string }) {
  const study = caseStudyNamed(getCatalog().caseStudies, caseStudy)
  const figure = referenced(
    study.overview.resultsData,
    (candidate) => candidate.label === result,
    `result "${result}" of the case study "${caseStudy}"`,
  )
  return {
    value: figure.value,
    label: figure.label,
    measured: measuredNote(figure),
    client: study.client,
    href: href("/case-study/:slug", { slug: study.slug }),
  }
}

/**
 * The work a service page or row points to: the client, what we did, the study's page, and the result
 * figure named, when the study has figures.
 */
export function getQuotedWork({ caseStudy, result }: { caseStudy: string; result?: string }) {
  const study = caseStudyNamed(getCatalog().caseStudies, caseStudy)
  return {
    client: study.client,
    tag: study.tag,
    href: href("/case-study/:slug", { slug: study.slug }),
    result: result === undefined ? undefined : getQuotedResult({ caseStudy, result }),
  }
}

/** The client site the home page opens with: its picture, the result quoted under it and the way to its story. */
export function getHomeWork() {
  const { work } = getCatalog().pages.home.hero
  const study = caseStudyNamed(getCatalog().caseStudies, work.caseStudy)
  return withImages({ image: study.cardImage, linkLabel: work.linkLabel, result: getQuotedResult(work) })
}

/** Every client, newest project first, with what we did for them and the way to its case study. */
export function getClientStories() {
  return withImages(
    getCatalog().caseStudies.map(({ client, tag, slug, logo }) => ({
      client,
      tag,
      href: href("/case-study/:slug", { slug }),
      logo,
    })),
  )
}

/**
 * Testimonials by id, in the order given (the catalog has checked each exists), each led by its
 * client's name, logo and business, and the result figure it names, if its client has a case study.
 */
export function getTestimonials(ids: string[]) {
  const { testimonials, caseStudies } = getCatalog()
  return withImages(
    ids.map((id) => {
      const { caseStudy, result, client, ...testimonial } = referenced(
        testimonials,
        (candidate) => candidate.id === id,
        `testimonial "${id}"`,
      )
      const study = caseStudy ? caseStudyNamed(caseStudies, caseStudy) : undefined
      const clientName = study?.client ?? client
      // The testimonial schema asks for one of the two.
      invariant(clientName, `the testimonial "${id}" names neither its client nor its case study`)
      return {
        ...testimonial,
        client: clientName,
        href: study ? href("/case-study/:slug", { slug: study.slug }) : undefined,
        result: study && result ? getQuotedResult({ caseStudy: study.slug, result }) : undefined,
      }
    }),
  )
}

export { getCatalog, withImages }
