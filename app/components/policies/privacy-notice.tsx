import { Fragment, type ReactNode } from "react"
import { Icon } from "#app/components/ui/icon"
import { KeepTogether } from "#app/components/ui/keep-together"
import type { PrivacyNotice } from "#app/content/privacy.server"
import { Figure, Filled, PolicyBody, PolicyCard, PolicyOpening, PolicySection, textLinkClass } from "./policy-layout"

/**
 * The privacy notice: what the quote form asks for, where a request goes and who else handles it, how long
 * it is kept, what the servers log, cookies, analytics and browser signals, how to get a copy, a correction
 * or erasure, and who answers for it. Which sentences it says depends on the build (the site's own server or
 * a form service, the email service and business tool the server passes requests to, analytics or none);
 * every fact in them comes from the notice's data (app/content/privacy.server.ts).
 */
export function PrivacyNoticePage({ notice }: { notice: PrivacyNotice }) {
  const { page, fields, requiredLabel, optionalLabel, receiver, periods, analytics, agency } = notice
  const site = receiver.kind === "site" ? receiver : undefined
  const hosted = receiver.kind === "hosted" ? receiver : undefined
  // The site's own server with no email service outside it keeps the message about a request itself: no
  // sentence may then speak of an email or a mailbox.
  const keepsMessages = site !== undefined && site.smtpHost === undefined
  const service = hosted?.service ?? ""
  const email = (
    <a href={`mailto:${agency.email}`} className={textLinkClass}>
      {agency.email}
    </a>
  )
  const { lastChanged, lastChangedLabel, summary, services } = page
  const helpers: { id: string; label: string; text: ReactNode }[] = [
    { id: "hosting", label: services.hosting.label, text: site ? services.hosting.site : services.hosting.hosted },
    ...(hosted
      ? [
          {
            id: "form",
            label: services.form.label,
            text: <Filled text={services.form.text} values={{ service, origin: hosted.host }} />,
          },
        ]
      : []),
    ...(site
      ? [
          {
            id: "email",
            label: services.email.label,
            text: site.smtpHost ? (
              <Filled text={services.email.service} values={{ host: <Host name={site.smtpHost} /> }} />
            ) : (
              services.email.none
            ),
          },
        ]
      : []),
    ...(site?.webhookHost
      ? [
          {
            id: "business-tool",
            label: services.businessTool.label,
            text: <Filled text={services.businessTool.text} values={{ host: <Host name={site.webhookHost} /> }} />,
          },
        ]
      : []),
    ...(analytics
      ? [
          {
            id: "analytics",
            label: services.analytics.label,
            text: (
              <Filled text={services.analytics.text} values={{ provider: analytics.name, origin: analytics.host }} />
            ),
          },
        ]
      : []),
  ]

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
                  <Filled text={summary.keptSite} values={{ leadPeriod: <Figure>{periods.lead}</Figure> }} />
                )}
              </SummaryLine>
              {site ? (
                <SummaryLine>
                  <Filled text={summary.logs} values={{ logPeriod: <Figure>{periods.log}</Figure> }} />
                </SummaryLine>
              ) : null}
              <SummaryLine>
                <Filled text={summary.ask} values={{ email }} />
              </SummaryLine>
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
              <Filled text={page.destination.hosted} values={{ service, origin: hosted.host }} />
            ) : (
              page.destination.site
            )}
          </p>
          <p>
            {hosted
              ? page.destination.hostedReply
              : keepsMessages
                ? page.destination.onServer
                : page.destination.emailSent}
          </p>
          <p>{page.destination.nobodyElse}</p>
        </PolicySection>

        <PolicySection id="privacy-services" title={services.title}>
          <p>{services.intro}</p>
          <dl className="divide-y divide-line rounded-card bg-white ring-1 ring-line">
            {helpers.map(({ id, label, text }) => (
              <div key={id} data-service={id} className="px-5 py-4">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="mt-1 text-base">{text}</dd>
              </div>
            ))}
          </dl>
        </PolicySection>

        <PolicySection id="privacy-retention" title={page.retention.title}>
          {hosted ? (
            <p>
              <Filled text={page.retention.hosted} values={{ service }} />
            </p>
          ) : (
            <>
              <p>
                <Filled
                  text={page.retention.site}
                  values={{
                    leadPeriod: <Figure>{periods.lead}</Figure>,
                    spamPeriod: <Figure>{periods.spam}</Figure>,
                  }}
                />
              </p>
              <p>
                <Filled text={page.retention.backups} values={{ backupPeriod: <Figure>{periods.backup}</Figure> }} />
              </p>
            </>
          )}
          <p>{keepsMessages ? page.retention.onServer : page.retention.mailbox}</p>
        </PolicySection>

        <PolicySection id="privacy-logs" title={page.logs.title}>
          {hosted ? (
            <p>
              <Filled text={page.logs.hosted} values={{ service }} />
            </p>
          ) : (
            <>
              <p>{page.logs.server}</p>
              <p>
                <Filled text={page.logs.proxy} values={{ logPeriod: <Figure>{periods.log}</Figure> }} />
              </p>
              <p>
                <Filled
                  text={page.logs.floodGuard}
                  values={{ floodGuardPeriod: <Figure>{periods.floodGuard}</Figure> }}
                />
              </p>
            </>
          )}
        </PolicySection>

        <PolicySection id="privacy-analytics" title={page.analytics.title}>
          <p>
            {analytics ? (
              <>
                <Filled text={page.analytics.on} values={{ provider: analytics.name, origin: analytics.host }} />{" "}
                {analytics.records}
              </>
            ) : (
              page.analytics.none
            )}
          </p>
          <p>{page.analytics.noCookies}</p>
          <p>
            {page.analytics.signals}
            {analytics ? (
              <>
                {" "}
                <Filled text={page.analytics.signalsWithAnalytics} values={{ provider: analytics.name }} />
              </>
            ) : null}
          </p>
        </PolicySection>

        <PolicySection id="privacy-rights" title={page.rights.title}>
          <p>
            <Filled text={page.rights.ask} values={{ email }} />
          </p>
          <p>
            {hosted ? (
              <Filled text={page.rights.hosted} values={{ service }} />
            ) : (
              <>
                {page.rights.site} {keepsMessages ? page.rights.onServer : page.rights.mailbox}
                {site?.webhookHost ? (
                  <>
                    {" "}
                    <Filled text={page.rights.businessTool} values={{ host: <Host name={site.webhookHost} /> }} />
                  </>
                ) : null}
              </>
            )}
          </p>
          <p>
            <Filled text={page.rights.answer} values={{ period: <Figure>{periods.answer}</Figure> }} />
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

/** A service's host name (smtp.example.com): on a narrow phone it may break after a dot, never elsewhere. */
function Host({ name }: { name: string }) {
  const labels = name.split(".")
  return (
    <span className="font-medium text-ink">
      {labels.map((label, index) => (
        // A host name's labels never move, so their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {label}
          {index < labels.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
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
