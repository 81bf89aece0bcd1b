/**
 * The quote form, its server's answers, the lead email and the thank-you page: content/forms.yaml
 * (checked by app/content/forms.ts).
 */
import { fields } from "@keystatic/core"
import { singletons } from "../model"
import { lines, link, optionalText, paragraph, seo, text, yamlSingleton } from "./fields"

const fieldCopy = (label: string, extra: Parameters<typeof fields.object>[0] = {}) =>
  fields.object(
    {
      label: text("Label"),
      placeholder: optionalText("Example shown inside the empty field"),
      hint: optionalText("Help line under the field"),
      ...extra,
    },
    { label },
  )
const errorLabels = { required: "When it is empty", tooLong: "When it is too long", invalid: "When it is not valid" }
const errorMessages = (label: string, keys: (keyof typeof errorLabels)[]) =>
  fields.object(Object.fromEntries(keys.map((key) => [key, text(errorLabels[key])])), { label })

export const forms = yamlSingleton("Quote form and emails", singletons.forms.file, {
  contact: fields.object(
    {
      fields: fields.object(
        {
          name: fieldCopy("Name"),
          email: fieldCopy("Email"),
          company: fieldCopy("Company"),
          services: fieldCopy("Service", { placeholder: text("First option (nothing chosen)") }),
          budget: fieldCopy("Budget", { placeholder: text("Example shown inside the empty field") }),
          message: fieldCopy("Message"),
          botcheck: fields.object({ label: text("Label") }, { label: "Hidden field that catches bots" }),
        },
        { label: "Fields" },
      ),
      optionalLabel: text("Said of optional fields"),
      requiredLabel: text("Said of required fields"),
      characterCount: text("Character count", { description: "Must contain {count} and {max}." }),
      submit: text("Send button"),
      privacyNote: fields.object(
        {
          text: text("Sentence", { description: "What the details are used for, in one short sentence." }),
          link: text("Link to the privacy notice"),
        },
        { label: "Beside the send button" },
      ),
      sending: text("Send button while sending"),
      retry: text("Try again button"),
      summaryTitle: text("Problems heading", { description: "Must contain {count}." }),
      summaryTitleOne: text("Problem heading (one problem)"),
      errors: fields.object(
        {
          name: errorMessages("Name", ["required", "tooLong", "invalid"]),
          email: errorMessages("Email", ["required", "tooLong", "invalid"]),
          company: errorMessages("Company", ["tooLong", "invalid"]),
          services: errorMessages("Service", ["required", "invalid"]),
          budget: errorMessages("Budget", ["tooLong", "invalid"]),
          message: errorMessages("Message", ["required", "tooLong", "invalid"]),
        },
        { label: "Error messages" },
      ),
      popup: fields.object(
        {
          successTitle: text("Sent: title"),
          successText: paragraph("Sent: text"),
          failureTitle: text("Not sent: title"),
          failureFallback: paragraph("Not sent: text"),
          malformedAnswer: paragraph("Unreadable answer"),
          close: text("Close button"),
        },
        { label: "Popup after sending" },
      ),
      status: fields.object(
        {
          sending: text("Sending"),
          sent: text("Sent"),
          offline: text("Offline"),
          network: text("Network problem"),
          timeout: text("No answer in time"),
          draftRestored: text("Draft restored"),
        },
        { label: "Status lines (read aloud)" },
      ),
    },
    { label: "Quote form" },
  ),
  endpoint: fields.object(
    {
      ...Object.fromEntries(
        (
          [
            ["success", "Received"],
            ["method", "Wrong method"],
            ["contentType", "Wrong content type"],
            ["tooLarge", "Too large"],
            ["tooManyParts", "Too many parts"],
            ["malformed", "Unreadable"],
            ["encoding", "Wrong encoding"],
            ["fieldName", "Bad field name"],
            ["accessKeyMissing", "Key missing"],
            ["accessKeyUnknown", "Key unknown"],
            ["origin", "Other website"],
            ["invalid", "Fields not valid"],
            ["unknownField", "Unknown field (never name it)"],
            ["duplicateField", "Field sent twice (may contain {field})"],
            ["notSupported", "Not supported"],
            ["redirect", "Redirect refused"],
            ["submissionId", "Bad submission id"],
            ["idempotencyMismatch", "Same id, other content"],
            ["idempotencyInFlight", "Same id, still in progress"],
            ["rateLimited", "Too many requests"],
            ["unavailable", "Cannot store now"],
            ["unexpected", "Unexpected problem"],
          ] as const
        ).map(([key, label]) => [key, text(label)]),
      ),
      problemPage: fields.object(
        {
          title: text("Title"),
          description: paragraph("Text"),
          resend: text("Send again button"),
          backLink: text("Back link"),
        },
        { label: "Page shown without JavaScript when sending fails" },
      ),
    },
    { label: "Answers of the form's server" },
  ),
  notification: fields.object(
    {
      subject: text("Subject", { description: "Must contain {name} and {services}." }),
      heading: text("Heading"),
      intro: paragraph("Introduction"),
      replyButton: text("Reply button"),
      footer: paragraph("Footer"),
      labels: fields.object(
        Object.fromEntries(
          (
            [
              ["name", "Name"],
              ["email", "Email"],
              ["company", "Company"],
              ["services", "Service"],
              ["budget", "Budget"],
              ["message", "Message"],
              ["received", "Received"],
              ["sourcePage", "Sent from page"],
              ["landingPage", "Visit started on"],
              ["utm_source", "Campaign source"],
              ["utm_medium", "Campaign medium"],
              ["utm_campaign", "Campaign name"],
              ["utm_term", "Campaign term"],
              ["utm_content", "Campaign content"],
              ["leadNumber", "Lead number"],
            ] as const
          ).map(([key, label]) => [key, text(label)]),
        ),
        { label: "Labels" },
      ),
    },
    { label: "Email to the agency about a new lead" },
  ),
  thanks: fields.object(
    {
      seo: seo(),
      tag: text("Small heading above"),
      title: text("Title"),
      description: paragraph("Text"),
      nextSteps: lines("What happens next", { min: 1, max: 4 }),
      homeLink: link("Main button"),
      secondaryLink: link("Second button"),
    },
    { label: "Thank-you page (/thanks)" },
  ),
})
