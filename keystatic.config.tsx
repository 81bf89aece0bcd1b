/**
 * The content editor at /keystatic: one collection or singleton per kind of content, writing the same
 * files the site is built from (app/content/model.ts). Each one's fields are in app/content/editor/, beside
 * the zod schemas that stay the check; they give an editor labels, help and the right control for each
 * field, and app/content/editor-fields.test.ts fails when the two disagree.
 */
import { type Config, config } from "@keystatic/core"
import { articles } from "#app/content/editor/articles"
import { blogCategories } from "#app/content/editor/blog-categories"
import { caseStudies } from "#app/content/editor/case-studies"
import { forms } from "#app/content/editor/forms"
import { navigation } from "#app/content/editor/navigation"
import { pageSingletons } from "#app/content/editor/pages"
import { pricing } from "#app/content/editor/pricing"
import { services } from "#app/content/editor/services"
import { site } from "#app/content/editor/site"
import { team } from "#app/content/editor/team"
import { testimonials } from "#app/content/editor/testimonials"
import type { EditorStorage } from "#config/build"

/** The site's content as the editor shows it. */
export function makeKeystaticConfig(storage: EditorStorage): Config {
  const made = config({
    storage,
    ui: {
      brand: { name: "Catalysty website" },
      navigation: {
        Pages: [
          "home",
          "about",
          "servicesPage",
          "pricingPage",
          "caseStudiesPage",
          "blogPage",
          "teamPage",
          "contactPage",
          "privacyPage",
          "accessibilityPage",
          "notFound",
        ],
        "Work and people": ["services", "caseStudies", "team", "testimonials", "pricing"],
        Blog: ["articles", "blogCategories", "articleLabels"],
        "Site-wide": ["site", "navigation", "banner", "caseStudyLabels", "forms", "error"],
      },
    },
    collections: { services, caseStudies, team, testimonials, blogCategories, articles },
    singletons: { site, navigation, pricing, forms, ...pageSingletons },
  })
  // Keystatic types each config by its own collection names; its app and API take the general type.
  return made as unknown as Config
}
