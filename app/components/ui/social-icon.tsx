import type { SocialLink } from "#app/content/shared"
import { cn } from "#app/lib/cn"

/** Simple monochrome marks for the four networks, drawn for this site on a 24-unit grid. */
const paths: Record<SocialLink["network"], string> = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z",
  instagram:
    "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5Zm4.5 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.6-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  twitter: "M4 4h4.6l3.9 5.4L17.3 4H20l-6.3 7.1L20.5 20h-4.6l-4.2-5.8L6.6 20H4l6.5-7.3z",
  linkedin:
    "M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3.3 9h3.4v11H3.3zm5.6 0h3.3v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.1 2.3 4.1 5.3v6h-3.4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H8.9z",
}

export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  )
}

/** A social profile ready to show: its network, its address, the name shown and the name read out. */
export type LabelledSocialLink = SocialLink & { name: string; label: string }

const socialListStyles = {
  /** Round icon buttons on a dark background (footer). */
  "icons-on-dark": {
    list: "flex gap-2",
    link: "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-lime hover:text-ink",
  },
  /** Named buttons on a dark background (contact page). */
  "named-on-dark": {
    list: "grid grid-cols-2 gap-3 md:max-lg:grid-cols-4",
    link: "flex min-h-12 items-center gap-2 rounded-full bg-white/10 px-3.5 py-2.5 font-semibold whitespace-nowrap text-white transition-colors hover:bg-lime hover:text-ink sm:gap-3 sm:px-4",
  },
  /** Round icon buttons on a light background (team member pages). */
  "icons-on-light": {
    list: "flex flex-wrap gap-2",
    link: "inline-flex size-12 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:border-brand hover:bg-brand hover:text-white",
  },
} as const

/** The one list of social profile links, each opening in a new tab, in the style of where it sits. */
export function SocialLinks({
  links,
  variant,
  className,
}: {
  links: LabelledSocialLink[]
  variant: keyof typeof socialListStyles
  className?: string
}) {
  const styles = socialListStyles[variant]
  return (
    <ul className={cn(styles.list, className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} className={styles.link}>
            <SocialIcon network={link.network} className="size-5 shrink-0" />
            {variant === "named-on-dark" ? link.name : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
