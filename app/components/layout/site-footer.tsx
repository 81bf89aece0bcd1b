import { href, Link } from "react-router"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether } from "#app/components/ui/keep-together"
import { Container } from "#app/components/ui/layout"
import { type LabelledSocialLink, SocialLinks } from "#app/components/ui/social-icon"
import type { Navigation, Site } from "#app/content/site"
import { Logo } from "./logo"

export type FooterData = {
  navigation: Navigation
  site: Site
  services: { title: string; href: string }[]
  recentPosts: { title: string; href: string }[]
  socialLinks: LabelledSocialLink[]
  year: number
}

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase md:leading-6"
const linkClass = "text-white/70 transition-colors hover:text-lime"

export function SiteFooter({ navigation, site, services, recentPosts, socialLinks, year }: FooterData) {
  const { footer } = navigation
  const { address } = site.contact
  return (
    <footer className="bg-ink text-white">
      {/*
        Two columns on phones (pages beside services, the recent posts folded away), so the footer stays short; the
        brand beside the links only from 1280 px, where an article's title still fits its column in three lines.
      */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:gap-12 md:py-16 lg:grid-cols-[1fr_1fr_1.5fr_1.3fr] lg:gap-10 xl:grid-cols-[1.4fr_1fr_1fr_1.4fr_1.3fr]">
        <div className="col-span-2 space-y-4 lg:col-span-4 xl:col-span-1">
          {/* The social links beside the logo (under it where the column is narrow), so phones save a row. */}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Link to="/" aria-label={navigation.homeLabel} className="inline-block rounded-lg">
              <Logo name={site.name} tone="light" />
            </Link>
            <div>
              <p className="sr-only">{footer.socialHeading}</p>
              <SocialLinks links={socialLinks} variant="icons-on-dark" />
            </div>
          </div>
          <p className="max-w-xs text-lg font-semibold text-balance text-lime">{site.slogan}</p>
          <p className="max-w-xs text-sm text-white/70">{site.tagline}</p>
        </div>
        <FooterLinks
          heading={footer.pagesHeading}
          links={footer.pages.map(({ label, href }) => ({ title: label, href }))}
        />
        <FooterLinks heading={footer.servicesHeading} links={services} />
        <FooterLinks heading={footer.recentPostsHeading} links={recentPosts} isFoldedOnPhones />
        <div className="col-span-2 md:col-span-1">
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <ul className="mt-4 space-y-3 text-white/70">
            <li>
              <a href={`tel:${site.contact.phoneE164}`} className={`inline-flex items-center gap-3 ${linkClass}`}>
                <Icon name="phone" className="size-4 shrink-0 text-lime" />
                <KeepTogether text={site.contact.phone} />
              </a>
            </li>
            <li>
              <a href={`mailto:${site.contact.email}`} className={`inline-flex items-center gap-3 ${linkClass}`}>
                <Icon name="mail" className="size-4 shrink-0 text-lime" />
                {site.contact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-lime" />
              <address className="not-italic">
                <KeepTogether text={address.street} />
                <br />
                <KeepTogether text={`${address.city}, ${address.region} ${address.postalCode}`} />
              </address>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/*
          The copyright of the agency's legal name, and the privacy notice and the accessibility statement on every
          page, their links the 24 px tall their targets must be. One line each on phones, so the footer stays short;
          only classes the footer already uses, as every page carries these rules within its first round trip.
        */}
        <Container className="flex flex-col gap-1 py-6 text-sm text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}. {footer.copyright}
          </p>
          <nav aria-label={footer.policiesLabel} className="flex gap-6">
            <Link to={href("/privacy")} className={`inline-block ${linkClass} py-1`}>
              {footer.privacyLink}
            </Link>
            <Link to={href("/accessibility")} className={`inline-block ${linkClass} py-1`}>
              {footer.accessibilityLink}
            </Link>
          </nav>
        </Container>
      </div>
    </footer>
  )
}

type FooterLinksProps = {
  heading: string
  links: { title: string; href: string }[]
  /** Below 768 px the group is a closed `<details>` its heading opens; from 768 px it is always open. */
  isFoldedOnPhones?: boolean
}

function FooterLinks({ heading, links, isFoldedOnPhones = false }: FooterLinksProps) {
  const list = (
    <ul className="mt-4 space-y-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={`inline-block ${linkClass}`}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  )
  if (!isFoldedOnPhones)
    return (
      <nav aria-label={heading}>
        <h2 className={headingClass}>{heading}</h2>
        {list}
      </nav>
    )
  // From 768 px the content is shown whatever the state (::details-content), and the summary is only a heading.
  return (
    <nav aria-label={heading} className="col-span-2 md:col-span-1">
      <details className="border-t border-white/10 md:border-0 md:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-12 list-none items-center justify-between md:min-h-6 [&::-webkit-details-marker]:hidden">
          <h2 className={headingClass}>{heading}</h2>
          <Icon name="chevron-down" className="size-5 text-lime md:hidden" />
        </summary>
        {list}
      </details>
    </nav>
  )
}
