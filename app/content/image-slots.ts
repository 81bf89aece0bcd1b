/**
 * Where each picture field of the content is shown (app/lib/image-sizes.ts), so the content check can
 * ask a photograph for twice its largest shown width. Keyed by the content model's name for the file
 * (app/content/model.ts; a page's as "pages.<name>") and the field's path, list items written as "[]".
 */
import { type ImageSlotName, imageSlots, sharpPixelWidth } from "#app/lib/image-sizes"

const avatars: ImageSlotName[] = ["avatarSmall", "avatarMedium", "avatarLarge", "avatarExtraLarge"]
const postCards: ImageSlotName[] = [
  "postFeaturedLead",
  "postFeatured",
  "postCardWide",
  "postCardThird",
  "postCardQuarter",
  "postCardRelated",
  "postCardTeaser",
  "postNext",
  "postCardRow",
]

export const imageFields: Record<string, ImageSlotName[]> = {
  "site:defaultShareImage": ["shareCard"],
  "pages.home:about.image": ["homeAbout"],
  "pages.about:mission.image": ["aboutMission"],
  "caseStudies:logo": ["clientStrip"],
  "caseStudies:scrollImage": ["serviceRowWork"],
  "caseStudies:heroImage": ["caseStudyWide"],
  "caseStudies:cardImage": [
    "homeHero",
    "serviceHero",
    "caseStudyNarrow",
    "caseStudyFeatured",
    "caseStudyCard",
    "caseStudyThumb",
    "serviceRowWork",
    "caseStudyTeaserNarrow",
    "aboutWorkLead",
    "aboutWork",
  ],
  "caseStudies:teaserImage": ["caseStudyTeaser"],
  "team:portrait": avatars,
  "testimonials:portrait": avatars,
  "testimonials:logo": ["clientLogo"],
  "articles:image": ["articleHeader", ...postCards],
  "articles:body": ["articleInline"],
}

/** The width in pixels a photograph for this field needs: twice the widest it is shown. */
export function requiredPixelWidth(field: string) {
  const slots = imageFields[field]
  if (!slots) return undefined
  return Math.max(...slots.map((name) => sharpPixelWidth(imageSlots[name])))
}
