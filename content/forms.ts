import type { z } from "zod"
import type { formsSchema } from "#app/content/forms"

/** The quote form, its popups, the lead endpoint's answers and the thank-you page. */
export const forms = {
  contact: {
    fields: {
      name: { label: "Your name", placeholder: "e.g. Jordan Rivera" },
      email: { label: "Email address", placeholder: "e.g. jordan@yourbusiness.com", hint: "We reply to this address." },
      company: { label: "Company", placeholder: "e.g. Corktown Bakery" },
      services: { label: "Service you're interested in", placeholder: "Choose One" },
      budget: { label: "Budget", placeholder: "e.g. $500-$5,000" },
      message: {
        label: "How can we help?",
        placeholder: "e.g. We run a bakery in Corktown and need a site that takes online orders before the holidays.",
      },
      botcheck: { label: "Leave this field empty" },
    },
    optionalLabel: "Optional",
    requiredLabel: "Required",
    characterCount: "{count} of {max} characters",
    submit: "Send Message",
    sending: "Sending…",
    retry: "Try again",
    summaryTitle: "Please fix {count} problems before sending:",
    summaryTitleOne: "Please fix this problem before sending:",
    errors: {
      name: {
        required: "Please enter your name.",
        tooLong: "Please shorten your name to 200 characters or fewer.",
        invalid: "Your name can't contain line breaks or control characters.",
      },
      email: {
        required: "Please enter your email address.",
        tooLong: "That email address is too long. Please check it.",
        invalid: "Please enter a valid email address, like name@example.com.",
      },
      company: {
        tooLong: "Please shorten the company name to 200 characters or fewer.",
        invalid: "The company name can't contain line breaks or control characters.",
      },
      services: {
        required: "Please choose the service you're interested in.",
        invalid: "Please choose a service from the list.",
      },
      budget: {
        tooLong: "Please shorten the budget to 100 characters or fewer.",
        invalid: "The budget can't contain line breaks or control characters.",
      },
      message: {
        required: "Please tell us a little about your project.",
        tooLong: "Please shorten your message to 5,000 characters or fewer.",
        invalid: "Your message contains characters we can't accept. Please retype it.",
      },
    },
    popup: {
      successTitle: "Good job!",
      successText: "Message sent successfully!",
      failureTitle: "Oops!",
      failureFallback: "Something went wrong!",
      malformedAnswer: "Submission failed.",
      close: "Close",
    },
    status: {
      sending: "Sending your message…",
      sent: "Your message was sent. We'll reply within one business day.",
      offline:
        "You're offline. Your message is saved on this device but hasn't been sent yet. Press Send Message again once you're back online.",
      network:
        "We couldn't reach our server. Your message is saved on this device but hasn't been sent yet. Please try again.",
      timeout:
        "Our server took too long to answer, so your message may not have been sent. It's saved here: please try again.",
      draftRestored: "We kept what you typed earlier. It hasn't been sent yet.",
    },
  },
  endpoint: {
    success: "Message sent successfully!",
    method: "This address only accepts form submissions sent with POST.",
    contentType: "Please send the form as multipart form data, URL-encoded form data or JSON.",
    tooLarge: "The form is too large to send. Please shorten your message.",
    tooManyParts: "The form has too many fields.",
    malformed: "The form data could not be read. Please try again.",
    encoding: "The form contains text that isn't valid UTF-8.",
    fieldName: "The form contains a field name that is too long.",
    accessKeyMissing: "The form is missing its access key.",
    accessKeyUnknown: "The form's access key is not recognized.",
    origin: "Forms from other websites can't be sent here.",
    invalid: "Please check the highlighted fields and try again.",
    unknownField: "The form contains a field we don't accept.",
    duplicateField: "The form contains the field {field} more than once.",
    notSupported: "The field {field} is not supported here.",
    redirect: "The redirect address must be a page on this website.",
    submissionId: "The submission id must be a UUID.",
    idempotencyMismatch: "This submission id was already used for a different message.",
    idempotencyInFlight: "This message is already being sent. Please wait a moment.",
    rateLimited: "You've sent several messages in a short time. Please wait a few minutes and try again.",
    unavailable: "We couldn't save your message just now. Please try again in a minute.",
    unexpected: "Something went wrong on our side. Please try again.",
    problemPage: {
      title: "Your message hasn't been sent yet",
      description: "Please fix the problems below. What you typed is still in the form.",
      resend: "Send Message",
      backLink: "Back to the contact page",
    },
  },
  notification: {
    subject: "New quote request: {name} ({services})",
    heading: "New quote request from {name}",
    intro: "Someone asked for a quote through the website. Reply to this email and your answer goes straight to them.",
    replyButton: "Reply to {name}",
    footer: "Sent by the Catalysty website about lead {id}, which is kept in the site's lead database.",
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      services: "Services",
      budget: "Budget",
      message: "Message",
      received: "Received",
      sourcePage: "Sent from",
      landingPage: "Visit started on",
      utm_source: "UTM source",
      utm_medium: "UTM medium",
      utm_campaign: "UTM campaign",
      utm_term: "UTM term",
      utm_content: "UTM content",
      leadNumber: "Lead number",
    },
  },
  thanks: {
    seo: {
      title: "Thanks for your message | Catalysty",
      description:
        "Your quote request reached Catalysty's Detroit team. We reply within one business day with ideas and a clear, no-pressure quote.",
    },
    tag: "Message sent",
    title: "Thanks, we've got your message",
    description:
      "Your quote request is safely with our Detroit team. Here's what happens next, so you know exactly what to expect.",
    nextSteps: [
      "We read every request ourselves and reply within one business day.",
      "If it helps, we'll suggest a short call to understand your goals.",
      "You get a clear, fixed quote with no pressure and no jargon.",
    ],
    homeLink: { label: "Back to the homepage", href: "/" },
    secondaryLink: { label: "See our case studies", href: "/case-studies" },
  },
} satisfies z.input<typeof formsSchema>
