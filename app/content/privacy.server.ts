/**
 * What the privacy notice (/privacy) states, each fact taken from where it is decided: the quote form's
 * fields and which of them are optional from the form's own rules (shared/contact-schema.ts) and labels
 * (content/forms.yaml); where a request goes, who else handles it, how long it is kept and which analytics
 * count visits from the build settings (privacyFacts in config/privacy.ts); how long logs and backups last
 * and how soon the form's flood guard forgets an address from the shipped deploy files (RECORD_KEEPING); the
 * agency's name, address and email from the site settings. Periods are said in words, as a person would say
 * them. The page's words come from content/pages/privacy.yaml.
 */
import { daysInWords, minutesInWords } from "#app/lib/durations"
import type { BuildConfig } from "#config/build"
import { buildConfig } from "#config/environment.server"
import { privacyFacts, RECORD_KEEPING } from "#config/privacy"
import { contactFieldInputs, contactFields } from "#shared/contact-schema"
import { getCatalog } from "./content.server"

export function getPrivacyNotice(config: BuildConfig = buildConfig()) {
  const { pages, forms, site } = getCatalog()
  const { fields, requiredLabel, optionalLabel } = forms.contact
  const facts = privacyFacts(config)
  const { analytics, form, retention } = facts
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
    /** Where the form sends a request: this site's own server and the hosts it passes it on to, or the form service. */
    receiver:
      form.receiver === "site"
        ? { kind: "site" as const, ...form.notifications }
        : { kind: "hosted" as const, service: form.service, host: new URL(form.origin).host },
    /** Each period the notice states, in words. */
    periods: {
      lead: daysInWords(retention.leadDays),
      spam: daysInWords(retention.spamDays),
      backup: daysInWords(RECORD_KEEPING.backupDays),
      log: daysInWords(RECORD_KEEPING.logDays),
      floodGuard: minutesInWords(RECORD_KEEPING.floodGuardMinutes),
      answer: daysInWords(pages.privacy.rights.responseDays),
    },
    /** The analytics service by the name and description of the notice's copy, when one counts visits. */
    analytics:
      analytics.provider === "none"
        ? undefined
        : {
            ...pages.privacy.analytics.providers[analytics.provider],
            host: new URL(analytics.scriptOrigin).host,
          },
    agency: { name: site.name, legalName: site.legalName, ...site.contact },
  }
}

export type PrivacyNotice = ReturnType<typeof getPrivacyNotice>
