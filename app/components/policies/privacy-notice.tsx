import type { ReactNode } from "react"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether, KeepWords } from "#app/components/ui/keep-together"
import type { PrivacyNotice } from "#app/content/privacy.server"
import { formatWholeNumber } from "#app/lib/numbers"
import { Figure, Filled, PolicyBody, PolicyCard, PolicyOpening, PolicySection, textLinkClass } from "./policy-layout"

/**
 * The privacy notice: what the quote form asks for, where a request goes, how long it is kept, cookies and
 * analytics, how to get a copy, a correction or erasure, and who answers for it. Which sentences it says
 * depends on the build (the site's own server or a form service, analytics or none); every fact in them
 * comes from the notice's data (app/content/privacy.server.ts).
 */
export function PrivacyNoticePage({ notice }: { notice: PrivacyNotice }) {
  const { page, fields, requiredLabel, optionalLabel, facts, analytics, agency, eraseCommand } = notice
  const hosted = facts.form.receiver === "hosted" ? facts.form : undefined
  const days = (count: number) => <Figure>{formatWholeNumber(count)}</Figure>
  const email = (
    <a href={`mailto:${agency.email}`} className={textLinkClass}>
      {agency.email}
    </a>
  )
  const service = hosted ? hosted.service : ""
  const hostedOrigin = hosted ? new URL(hosted.origin).host : ""
  const { lastChanged, lastChangedLabel, summary } = page

  return (
    <>
      <PolicyOpening id="privacy-title" {...page.intro} dateLabel={lastChangedLabel} date={lastChanged} />
      <PolicyBody
        isAsideFirst
        aside={
          <PolicyCard id="privacy-summary" title={summary.title}>
            <ul className="mt-5 space-y-4">
              <SummaryLine>{summary.cookies}</SummaryLine>
              <SummaryLine>
                {analytics ? (
                  <Filled text={summary.analyticsOn} values={{ provider: analytics.name }} />
                ) : (
                  summary.analyticsNone
                )}
              </SummaryLine>
              <SummaryLine>
                {hosted ? (
                  <Filled text={summary.keptHosted} values={{ service }} />
                ) : (
                  <Filled text={summary.keptSite} values={{ leadDays: days(facts.retention.leadDays) }} />
                )}
              </SummaryLine>
              <SummaryLine>{summary.ask}</SummaryLine>
            </ul>
          </PolicyCard>
        }
      >
        <PolicySection id="privacy-collected" title={page.collected.title}>
          <p>{page.collected.intro}</p>
          <ul className="divide-y divide-line rounded-card bg-white ring-1 ring-line">
            {fields.map(({ field, label, isRequired }) => (
              <li key={field} data-field={field} className="flex items-baseline justify-between gap-4 px-5 py-3">
                <span className="font-semibold text-ink">{label}</span>
                <span className={isRequired ? "text-base text-ink" : "text-base text-slate"}>
                  {isRequired ? requiredLabel : optionalLabel}
                </span>
              </li>
            ))}
          </ul>
          <p>{page.collected.context}</p>
          <p>{page.collected.browser}</p>
        </PolicySection>

        <PolicySection id="privacy-destination" title={page.destination.title}>
          <p>
            {hosted ? (
              <Filled text={page.destination.hosted} values={{ service, origin: hostedOrigin }} />
            ) : (
              page.destination.site
            )}
          </p>
          <p>
            <Filled text={page.destination.email} values={{ email }} />
          </p>
          <p>{page.destination.tools}</p>
          <p>{page.destination.nobodyElse}</p>
        </PolicySection>

        <PolicySection id="privacy-retention" title={page.retention.title}>
          <p>
            {hosted ? (
              <Filled text={page.retention.hosted} values={{ service }} />
            ) : (
              <Filled
                text={page.retention.site}
                values={{ leadDays: days(facts.retention.leadDays), spamDays: days(facts.retention.spamDays) }}
              />
            )}
          </p>
          <p>{page.retention.mailbox}</p>
        </PolicySection>

        <PolicySection id="privacy-analytics" title={page.analytics.title}>
          <p>
            {analytics ? (
              <>
                <Filled
                  text={page.analytics.on}
                  values={{ provider: analytics.name, origin: new URL(analytics.origin).host }}
                />{" "}
                {analytics.records}
              </>
            ) : (
              page.analytics.none
            )}
          </p>
          <p>{page.analytics.noCookies}</p>
        </PolicySection>

        <PolicySection id="privacy-rights" title={page.rights.title}>
          <p>
            <Filled text={page.rights.ask} values={{ email }} />
          </p>
          {hosted ? (
            <p>
              <Filled text={page.rights.hosted} values={{ service }} />
            </p>
          ) : (
            <>
              <p>
                <Filled
                  text={page.rights.site}
                  values={{
                    command: (
                      <code className="rounded-md bg-pale box-decoration-clone px-1 py-0.5 font-mono text-sm text-ink">
                        <KeepWords text={eraseCommand} />
                      </code>
                    ),
                  }}
                />
              </p>
              <p>{page.rights.backups}</p>
            </>
          )}
          <p>
            <Filled text={page.rights.answer} values={{ days: days(page.rights.responseDays) }} />
          </p>
        </PolicySection>

        <PolicySection id="privacy-responsible" title={page.responsible.title}>
          <p>
            <Filled text={page.responsible.text} values={{ legalName: agency.legalName, name: agency.name }} />
          </p>
          <address className="rounded-card bg-white p-5 not-italic ring-1 ring-line">
            <span className="block font-semibold text-ink">{agency.legalName}</span>
            <KeepTogether text={agency.address.street} />
            <br />
            <KeepTogether text={`${agency.address.city}, ${agency.address.region} ${agency.address.postalCode}`} />
            <br />
            {email}
            <br />
            <a href={`tel:${agency.phoneE164}`} className={textLinkClass}>
              <KeepTogether text={agency.phone} />
            </a>
          </address>
        </PolicySection>

        <PolicySection id="privacy-changes" title={page.changes.title}>
          {page.changes.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PolicySection>
      </PolicyBody>
    </>
  )
}

function SummaryLine({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3 text-pretty text-ink">
      <Icon name="check" className="mt-1 size-5 shrink-0 text-brand" />
      <span>{children}</span>
    </li>
  )
}
