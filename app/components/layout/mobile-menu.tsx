import { Link } from "react-router"
import { buttonClasses } from "#app/components/ui/button"
import { Icon } from "#app/components/ui/icon"
import type { Navigation } from "#app/content/site"
import { Logo } from "./logo"
import { PrimaryNavLink } from "./primary-nav-link"

export const MOBILE_MENU_ID = "site-menu"

/**
 * The small-screen menu is a native popover, with no script at all: it opens, closes on Escape and on a
 * click on the backdrop, moves focus to its close button as it opens (`autofocus` inside a popover) and
 * gives it back to the menu button as it closes, and locks page scrolling (see app.css). Following one
 * of its links loads the next page, which starts with the menu closed.
 */
export function MobileMenu({ navigation, siteName }: { navigation: Navigation; siteName: string }) {
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={navigation.menu.title}
      className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(100%-3rem,26rem)] overflow-y-auto border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 motion-safe:backdrop:backdrop-blur-soft lg:hidden"
    >
      <div className="flex min-h-full flex-col px-6 pt-4 pb-8">
        <div className="flex h-14 items-center justify-between">
          <Link to="/" aria-label={navigation.homeLabel} className="rounded-lg">
            <Logo name={siteName} />
          </Link>
          <button
            // biome-ignore lint/a11y/noAutofocus: focus moves in as the menu opens (popover focusing steps), never on page load
            autoFocus
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            aria-label={navigation.menu.close}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-ink/40"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-8">
          <ul className="space-y-1">
            {navigation.primary.map((item) => (
              <li key={item.href}>
                <PrimaryNavLink
                  item={item}
                  className="block rounded-xl px-3 py-3 text-2xl font-semibold tracking-tight"
                  idleClassName="text-ink hover:bg-pale"
                />
              </li>
            ))}
          </ul>
        </nav>
        <Link to={navigation.contactButton.href} className={buttonClasses("primary", "mt-auto w-full")}>
          {navigation.contactButton.label}
        </Link>
      </div>
    </div>
  )
}
