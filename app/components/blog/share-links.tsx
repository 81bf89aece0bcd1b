import { Icon } from "#app/components/ui/icon"
import { SocialIcon } from "#app/components/ui/social-icon"
import { cn } from "#app/lib/cn"

type ShareLabels = { heading: string; copy: string; copied: string; linkedin: string; facebook: string; x: string }

/** Share addresses of the networks: plain links, so no third-party script ever loads on the page. */
function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url)
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
  }
}

const itemClasses =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-white text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:border-brand hover:text-brand"

export function ShareLinks({
  url,
  title,
  labels,
  newTabLabel,
}: {
  url: string
  title: string
  labels: ShareLabels
  newTabLabel: string
}) {
  const urls = shareUrls(url, title)
  const networks = [
    { key: "linkedin", network: "linkedin", label: labels.linkedin, href: urls.linkedin },
    { key: "facebook", network: "facebook", label: labels.facebook, href: urls.facebook },
    { key: "x", network: "twitter", label: labels.x, href: urls.x },
  ] as const

  return (
    <section aria-labelledby="share-title" className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <h2 id="share-title" className="text-base font-bold">
        {labels.heading}
      </h2>
      <ul className="flex flex-wrap gap-2.5">
        <li>
          {/* app/browser/copy-link.ts copies the address and marks the button data-copied for a moment. */}
          <button type="button" data-copy-link={url} className={cn(itemClasses, "group px-4")}>
            <Icon name="link-2" className="size-4 group-data-copied:hidden" />
            <Icon name="check" className="hidden size-4 text-success group-data-copied:block" />
            <span className="group-data-copied:hidden">{labels.copy}</span>
            <span data-copied-label="" className="hidden group-data-copied:inline">
              {labels.copied}
            </span>
          </button>
          <span role="status" className="sr-only" />
        </li>
        {networks.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              title={item.label}
              className={cn(itemClasses, "w-11")}
            >
              <SocialIcon network={item.network} className="size-4.5 shrink-0" />
              <span className="sr-only">
                {item.label} ({newTabLabel})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
