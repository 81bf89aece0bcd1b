import { PageOpening } from "#app/components/sections/page-opening"
import { ButtonPair } from "#app/components/ui/button"
import type { ServicesPage } from "#app/content/pages"

/** The services page's opening: the promise and two ways forward; the services themselves follow at once. */
export function ServicesIntroSection({ intro }: { intro: ServicesPage["intro"] }) {
  return (
    <PageOpening
      id="services-intro-title"
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      actions={<ButtonPair primary={intro.primaryButton} secondary={intro.secondaryButton} />}
    />
  )
}
