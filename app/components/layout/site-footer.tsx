import { Link } from "react-router"
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

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase"
const linkClass = "text-white/70 transition-colors hover:text-lime"

export function SiteFooter({ navigation, site, services, recentPosts, socialLinks, year }: FooterData) {
  const { footer } = navigation
  const { address } = site.contact
  return (
    <footer className="bg-ink text-white">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr_1.3fr] lg:gap-10">
        <div className="space-y-5">
          <Link to="/" aria-label={navigation.homeLabel} className="inline-block rounded-lg">
            <Logo name={site.name} tone="light" />
          </Link>
          <p className="max-w-xs text-lg font-semibold text-balance text-lime">{site.slogan}</p>
          <p className="max-w-xs text-sm text-white/70">{site.tagline}</p>
          <div>
            <p className="sr-only">{footer.socialHeading}</p>
            <SocialLinks links={socialLinks} variant="icons-on-dark" />
          </div>
        </div>
        <FooterLinks
          heading={footer.pagesHeading}
          links={footer.pages.map(({ label, href }) => ({ title: label, href }))}
        />
        <FooterLinks heading={footer.servicesHeading} links={services} />
        <FooterLinks heading={footer.recentPostsHeading} links={recentPosts} />
        <div>
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <ul className="mt-5 space-y-4 text-white/70">
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
        <Container className="flex flex-col gap-2 py-6 text-sm text-white/60 sm:flex-row sm:justify-between">
          <p>
            © {year} {site.name}. {footer.copyright}
          </p>
          <p>{site.legalName}</p>
        </Container>
      </div>
    </footer>
  )
}

function FooterLinks({ heading, links }: { heading: string; links: { title: string; href: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className={headingClass}>{heading}</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={`inline-block ${linkClass}`}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
