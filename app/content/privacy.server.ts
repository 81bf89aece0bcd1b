/**
 * What the privacy notice (/privacy) states, each fact taken from where it is decided: the quote form's
 * fields and which of them are optional from the form's own rules (app/lib/contact-schema.ts) and labels
 * (content/forms.yaml); where a request goes, how long it is kept and which analytics count visits from the
 * build settings (privacyFacts in app/config.server.ts); the agency's name, address and email from the site
 * settings; the erase command from the lead tool. The page's words come from content/pages/privacy.yaml.
 */
import { type BuildConfig, buildConfig, privacyFacts } from "#app/config.server"
import { contactFieldInputs, contactFields } from "#app/lib/contact-schema"
import { ERASE_COMMAND_LINE } from "#app/lib/lead-tool"
import { getCatalog } from "./content.server"

export function getPrivacyNotice(config: BuildConfig = buildConfig()) {
  const { pages, forms, site } = getCatalog()
  const { fields, requiredLabel, optionalLabel } = forms.contact
  const facts = privacyFacts(config)
  const { analytics } = facts
  return {
    page: pages.privacy,
    /** The form's fields in the order it shows them, each with its label and whether it must be filled in. */
    fields: contactFields.map((field) => ({
      field,
      label: fields[field].label,
      isRequired: contactFieldInputs[field].isRequired,
    })),
    requiredLabel,
    optionalLabel,
    facts,
    /** The analytics service by the name and description of the notice's copy, when one counts visits. */
    analytics:
      analytics.provider === "none"
        ? undefined
        : { ...pages.privacy.analytics.providers[analytics.provider], origin: analytics.scriptOrigin },
    agency: { name: site.name, legalName: site.legalName, ...site.contact },
    eraseCommand: ERASE_COMMAND_LINE,
  }
}

export type PrivacyNotice = ReturnType<typeof getPrivacyNotice>
