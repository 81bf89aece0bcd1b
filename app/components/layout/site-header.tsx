import { Link } from "react-router"
import { buttonClasses } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import { Container } from "#app/components/ui/layout"
import type { Navigation } from "#app/content/site"
import { Logo } from "./logo"
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu"
import { PrimaryNavLink } from "./primary-nav-link"

type SiteHeaderProps = { navigation: Navigation; siteName: string }

export function SiteHeader({ navigation, siteName }: SiteHeaderProps) {
  return (
    // Opaque: a translucent bar lets the headline scrolling under it show through.
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      {/* Nothing here is placed by what comes after it, so a header painted half-read does not move. */}
      <Container className="flex h-18 items-center gap-3 xs:gap-4 sm:gap-6 lg:gap-10">
        <Link to="/" aria-label={navigation.homeLabel} className="rounded-lg">
          <Logo name={siteName} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.primary.map((item) => (
              <li key={item.href}>
                <PrimaryNavLink
                  item={item}
                  className="inline-flex min-h-10 items-center rounded-full px-4 font-medium transition-colors"
                  idleClassName="text-ink/80 hover:text-brand"
                />
              </li>
            ))}
          </ul>
        </nav>
        {/* The menu button's column is there before the button is: the quote button never slides over. On
            phones too, so every page's first screen asks for the work. */}
        <div className="ml-auto grid grid-flow-col grid-cols-[auto_2.75rem] items-center gap-2 xs:gap-3 lg:grid-cols-[auto]">
          <Link to={navigation.contactButton.href} className={buttonClasses({ size: "header" })}>
            {navigation.contactButton.label}
          </Link>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={navigation.menu.open}
            aria-controls={MOBILE_MENU_ID}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:border-ink/40 lg:hidden"
          >
            <Icon name="menu" className="size-5" />
          </button>
        </div>
      </Container>
      <MobileMenu navigation={navigation} siteName={siteName} />
    </header>
  )
}
