/**
 * Honest attribution (docs/requirements/DESIGN.md decision 8), checked in one place:
 *
 * - A case study of a client whose name may belong to a real business (`realBusiness`) keeps to the
 *   spec's facts and what we did: no history of the client ("before" faults, years in business), no
 *   website or web address, no owners or staff and nobody named, and nobody's words (no testimonial
 *   speaks for it, no quotation). No study needs a testimonial: a new client's study is complete without
 *   one. (Every result figure saying what it is compared with, and over which period, is checked for all
 *   copy in ./facts.ts and ./case-study.ts.)
 * - No two people the site names (the team, the clients' people it quotes, the freelance partners)
 *   share a first name, and a person named in any text is the site's one person of that first name.
 * - A project has one lead, text that names a lead agrees with it, and a service page shows work its
 *   owner had a part in (led it, or is named in it).
 */
import { invariant } from "@epic-web/invariant"
import type { CaseStudy } from "./case-study"
import type { Sourced } from "./catalog"
import { literally, textsOf } from "./facts"
import type { Service } from "./service"
import type { Site } from "./site"
import type { TeamMember } from "./team-member"
import type { Testimonial } from "./testimonial"

type Entry<T> = { source: Sourced; entry: T }
type Report = (source: Pick<Sourced, "file" | "lineOf">, path: PropertyKey[], message: string) => void

/** The fields a study of a client that may be a real business may not carry, and why. */
const notForRealBusiness = {
  challenges: "is the client's situation before our work; a business that may be real gets no invented history",
  website: "shows the client's address; a business that may be real gets none we cannot link to",
} as const

/** Words about the client's people: a business that may be real gets no owners or staff invented. */
const CLIENT_PEOPLE =
  /\b(?:owners?|founders?|co-founders?|managers?|staff|employees|crew|workers|designers|husband|wife|family-(?:owned|run))\b/i
/** Words about the client's past: how long it has traded, when it began. */
const CLIENT_HISTORY =
  /\b(?:founded|established|opened its doors|since (?:19|20)\d\d|\d+ years (?:in business|old)|years in business|for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|many) years)\b/i
/** Someone's words, in quotation marks. */
const QUOTATION = /[“"‘][^”"’]{12,}[”"’]/
/** A person named with a role or with words of their own: "owner Jane Doe", "Jane Doe, the founder", "Jane Doe says". */
const NAMED_PERSON =
  /\b(?:[Oo]wner|[Ff]ounder|[Cc]o-founder|[Mm]anager|[Dd]irector|[Pp]resident|CEO)s?,?\s+(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+)|\b(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+),?\s+(?:the |its |their |our )?(?:owner|founder|co-founder|manager|director|president|CEO)\b|\b(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+)\s+(?:says|said|told|explains|explained|owns|runs|founded|started)\b/u

/** A web address or a domain name written as text ("lehost.com", "www.…", "https://…"). */
const WEB_ADDRESS =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|biz|info|shop|store|co|io|us|ca|uk|ie)\b/i

/**
 * A capitalised word followed by another ("Dana Kowalski"); the second is looked ahead at, so that it
 * can start the next match ("Ask Dana Kowalski"). A possessive "'s" is not part of it.
 */
const FULL_NAME = /\b(\p{Lu}\p{Ll}+)(?=\s+(\p{Lu}[\p{L}-]+))/gu

export function checkHonestAttribution(
  content: {
    caseStudies: Entry<CaseStudy>[]
    testimonials: Entry<Testimonial>[]
    team: Entry<TeamMember>[]
    services: Entry<Service>[]
    site: Entry<Site>
    /** Every data file, and every article's source, whose text may name a person. */
    dataSources: Sourced[]
    articles: { file: string; source: string }[]
  },
  report: Report,
) {
  const { caseStudies, testimonials, team, services, site } = content
  const studyOf = (slug: string) => caseStudies.find(({ entry }) => entry.slug === slug)

  // A client that may be a real business: the spec's facts and our work, nothing else.
  const staff = new Set([...team.map(({ entry }) => entry.name), ...site.entry.partners.map(({ name }) => name)])
  for (const { source, entry } of caseStudies) {
    if (!entry.realBusiness) continue
    if (entry.challenges) report(source, ["challenges"], `${notForRealBusiness.challenges} (realBusiness: true)`)
    if (entry.website) report(source, ["website", "name"], `${notForRealBusiness.website} (realBusiness: true)`)
    for (const { path, text } of textsOf(source.data)) {
      if (path[0] === "website") continue
      const problem = realBusinessProblem(text, staff)
      if (problem) report(source, path, `${problem} (realBusiness: true)`)
    }
  }
  for (const { source, entry } of testimonials)
    if (entry.caseStudy && studyOf(entry.caseStudy)?.entry.realBusiness)
      report(
        source,
        ["caseStudy"],
        `"${entry.caseStudy}" may be a real business: nobody there is quoted (its realBusiness is true)`,
      )

  // One lead per project.
  const leads = new Map<string, Entry<TeamMember>>()
  for (const member of team) {
    const project = member.entry.ledProject
    if (!project) continue
    const earlier = leads.get(project)
    if (earlier)
      report(
        member.source,
        ["ledProject"],
        `"${project}" is led by ${earlier.entry.name} (${earlier.source.file}): a project has one lead`,
      )
    else leads.set(project, member)
  }

  // Text that names a project's lead agrees with it: "Dana Kowalski led the project" in a study, "led the
  // Sequins & Slate project" on a profile.
  for (const study of caseStudies)
    for (const member of team) {
      if (member.entry.ledProject === study.entry.slug) continue
      const saysLed = new RegExp(`${literally(member.entry.name)} led\\b`)
      const claimsLead = new RegExp(`\\bled the ${literally(study.entry.client)} project`, "i")
      for (const { path, text } of textsOf(study.source.data))
        if (saysLed.test(text))
          report(study.source, path, `says ${member.entry.name} led it, but their ledProject is not this study`)
      for (const { path, text } of textsOf(member.source.data))
        if (claimsLead.test(text))
          report(
            member.source,
            path,
            `says they led the ${study.entry.client} project, but ledProject names ${member.entry.ledProject ? `"${member.entry.ledProject}"` : "none"}`,
          )
    }

  // A service page's proof: work its owner had a part in, quoting nobody at a client that may be real.
  for (const { source, entry } of services) {
    const study = studyOf(entry.proof.caseStudy)
    const owner = team.find((member) => member.entry.id === entry.owner)
    if (!study || !owner) continue
    const isNamed = textsOf(study.source.data).some(({ text }) => text.includes(owner.entry.name))
    if (owner.entry.ledProject !== study.entry.slug && !isNamed)
      report(
        source,
        ["proof", "caseStudy"],
        `${owner.entry.name} leads this service but neither led "${study.entry.slug}" nor is named in it: a service page shows work its owner had a part in`,
      )
    if (study.entry.realBusiness && entry.proof.testimonial)
      report(
        source,
        ["proof", "testimonial"],
        `"${study.entry.slug}" may be a real business: the page quotes nobody there; leave the testimonial empty`,
      )
  }

  // Everyone the site names has a first name of their own.
  const people = [
    ...team.map(({ source, entry }) => ({ name: entry.name, source, path: ["name"] as PropertyKey[] })),
    ...testimonials.map(({ source, entry }) => ({ name: entry.name, source, path: ["name"] as PropertyKey[] })),
    ...site.entry.partners.map((partner, index) => ({
      name: partner.name,
      source: site.source,
      path: ["partners", index, "name"] as PropertyKey[],
    })),
  ]
  const firstName = (name: string) => {
    const [first = ""] = name.trim().split(/\s+/)
    return first
  }
  const byFirstName = new Map<string, (typeof people)[number]>()
  for (const person of people) {
    const first = firstName(person.name)
    const earlier = byFirstName.get(first.toLowerCase())
    if (earlier)
      report(
        person.source,
        person.path,
        `${person.name} shares the first name ${first} with ${earlier.name} (${earlier.source.file}): give each person the site names a first name of their own`,
      )
    else byFirstName.set(first.toLowerCase(), person)
  }
  const known = new Set(people.map((person) => person.name))
  const nameProblem = (text: string) => {
    for (const [, first, family] of text.matchAll(FULL_NAME)) {
      invariant(first !== undefined, "FULL_NAME matched without a first name")
      const person = byFirstName.get(first.toLowerCase())
      const named = `${first} ${family}`
      if (person && !known.has(named))
        return `names "${named}", but the site's ${first} is ${person.name} (${person.source.file}): give each person a first name of their own, and list a freelancer in content/site.yaml's partners`
    }
    return undefined
  }
  for (const source of content.dataSources)
    for (const { path, text } of textsOf(source.data)) {
      const problem = nameProblem(text)
      if (problem) report(source, path, problem)
    }
  for (const { file, source } of content.articles)
    for (const [index, line] of source.split("\n").entries()) {
      const problem = nameProblem(line)
      if (problem) report({ file, lineOf: () => index + 1 }, ["text"], problem)
    }
}

/** What a text of a study of a client that may be a real business says that it may not, if anything. */
function realBusinessProblem(text: string, staff: Set<string>) {
  const address = WEB_ADDRESS.exec(text)?.[0]
  if (address) return `"${address}" is a web address; a business that may be real gets none`
  const named = NAMED_PERSON.exec(text)
  const person = named?.slice(1).find(Boolean)
  if (person && !staff.has(person))
    return `names "${person}"; a business that may be real gets no named owners or staff`
  const people = CLIENT_PEOPLE.exec(text)?.[0]
  if (people)
    return `writes about the client's "${people}"; a business that may be real gets no owners or staff invented: say what we did`
  const history = CLIENT_HISTORY.exec(text)?.[0]
  if (history) return `"${history}" tells the client's history; a business that may be real gets no years in business`
  const quotation = QUOTATION.exec(text)?.[0]
  if (quotation) return `quotes someone (${quotation}); nobody at a business that may be real is quoted`
  return undefined
}
