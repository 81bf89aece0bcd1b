/**
 * The build's first and last word on where the quote form posts. `npm run build` ends by saying so: a
 * build whose form posts to /api/contact needs this site's own server (npm start), and uploaded to a
 * static host its form would fail; its privacy notice names the hosts the server passes leads to, which the
 * server must then run with. `npm run build:static` starts by requiring a hosted endpoint, which
 * stops a build that has no hosted form endpoint (WEB3FORMS_ACCESS_KEY) before anything is built.
 */
import { buildConfig } from "../../config/environment.server.ts"
import { ConfigError } from "../../config/values.ts"

/** Says where the form posts; false, with the reason printed, when the build cannot go on. */
export function checkFormTarget({ requireHosted }: { requireHosted: boolean }): boolean {
  let form: ReturnType<typeof buildConfig>["form"]
  let notifications: ReturnType<typeof buildConfig>["notifications"]
  try {
    ;({ form, notifications } = buildConfig())
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    return false
  }
  if (requireHosted) {
    if (form.mode !== "hosted") {
      console.error(
        [
          "npm run build:static needs WEB3FORMS_ACCESS_KEY: a static host has no server to receive the quote form,",
          "so the form must post to the hosted form service. Set the key from web3forms.com and build again,",
          "or build with npm run build and run the site's own server (npm start).",
        ].join("\n"),
      )
      return false
    }
    console.log(
      `build: static build; the quote form posts to the hosted form service (${new URL(form.endpoint).origin})`,
    )
  } else if (form.mode === "embedded") {
    console.log(
      [
        `build: the quote form posts to ${form.endpoint} on this site's own server, so build/ must run with npm start`,
        "       (or node build/server/main.js). On a static host that form would fail: for one, build with",
        "       npm run build:static and WEB3FORMS_ACCESS_KEY.",
        `build: the privacy notice names ${notifications.smtpHost ?? "no email service"} for lead emails and ${notifications.webhookHost ?? "no business tool"} for the webhook;`,
        "       the server must run with SMTP_URL and LEADS_WEBHOOK_URL at these hosts, and unset where none is named.",
      ].join("\n"),
    )
  } else {
    console.log(
      `build: the quote form posts to the hosted form service (${new URL(form.endpoint).origin}); build/client also works on a static host`,
    )
  }
  return true
}
