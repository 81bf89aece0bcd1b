import { describe, expect, it } from "vitest"
import type { Delivery, Lead } from "#server/contact/store"
import { csvCell, describeDelivery, toCsv, toText, undeliveredText } from "./format"

const lead: Lead = {
  id: 7,
  createdAt: "2025-05-01T10:00:00.000Z",
  status: "new",
  channel: "fetch",
  name: '<img src=x onerror="alert(1)">',
  email: "o'brien@example.ie",
  company: '=HYPERLINK("http://evil.example")',
  services: ["SEO (Search Engine Optimization)", "Website Design & Development"],
  budget: "-500",
  message: 'Line one, "quoted"\nLine two',
  submissionId: "0b8e4a40-1c1e-4b8e-9f1f-3e1f0c0b0a01",
  attribution: { source_page: "/services/search-engine-optimization", utm_source: "newsletter" },
}

const job = (overrides: Partial<Delivery>): Delivery => ({
  id: 3,
  leadId: 7,
  channel: "email",
  status: "pending",
  attempts: 0,
  createdAt: "2025-05-01T10:00:00.000Z",
  nextAttemptAt: "2025-05-01T10:00:00.000Z",
  ...overrides,
})

describe("npm run leads", () => {
  it("quotes every CSV cell and neutralises formulas at the start and after any separator", () => {
    expect(csvCell("plain")).toBe('"plain"')
    expect(csvCell(12)).toBe('"12"')
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"')
    expect(csvCell("=1+2")).toBe(`"'=1+2"`)
    expect(csvCell("+1")).toBe(`"'+1"`)
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`)
    expect(csvCell("\tx")).toBe(`"'\tx"`)
    expect(csvCell("Acme;=cmd|' /C calc'!A0")).toBe(`"Acme;'=cmd|' /C calc'!A0"`)
    expect(csvCell("a,+1\n-2|@x")).toBe(`"a,'+1\n'-2|'@x"`)
  })

  it("R-F2: neutralises a trigger behind a quote, a space or an apostrophe after a separator", () => {
    expect(csvCell(';"=HYPERLINK("http://evil.example","x")')).toBe(`";""'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csvCell('Acme, "=1+2"')).toBe(`"Acme, ""'=1+2"""`)
    expect(csvCell(" =1+2")).toBe(`" '=1+2"`)
    expect(csvCell("x;'@SUM(A1)")).toBe(`"x;''@SUM(A1)"`)
    expect(csvCell('x| "+1')).toBe(`"x| ""'+1"`)
    // Text that merely holds a sign stays as it was.
    expect(csvCell("Budget 500 - 1000, about")).toBe(`"Budget 500 - 1000, about"`)
  })

  it("exports a lead with markup as literal text, one record per lead", () => {
    const csv = toCsv([lead])
    const [header, record] = csv.split("\r\n")
    expect(header).toBe(
      "id,created_at,status,channel,name,email,company,services,budget,message,source_page,landing_page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,submission_id",
    )
    expect(record).toContain('"<img src=x onerror=""alert(1)"">"')
    expect(record).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(record).toContain(`"'-500"`)
    expect(record).toContain('"SEO (Search Engine Optimization); Website Design & Development"')
    expect(record).toContain('"/services/search-engine-optimization","","newsletter"')
    expect(csv).toContain('"Line one, ""quoted""\nLine two"')
  })

  it("lists leads as readable text with where they came from and whether staff were told", () => {
    const text = toText([lead], [job({ status: "delivered", attempts: 1, deliveredAt: "2025-05-01T10:00:02.000Z" })])
    expect(text).toContain("#7  2025-05-01T10:00:00.000Z  new  (fetch)")
    expect(text).toContain('Name:     <img src=x onerror="alert(1)">')
    expect(text).toContain("Sent from: /services/search-engine-optimization")
    expect(text).toContain("UTM:      source=newsletter")
    expect(text).toContain("Notified: email delivered 2025-05-01T10:00:02.000Z")
    expect(text).toContain("1 lead")
    expect(toText([{ ...lead, status: "spam" }])).toContain("Notified: never (spam)")
    expect(toText([])).toBe("No leads yet.\n")
  })

  it("describes pending and failed notifications with what to do", () => {
    expect(describeDelivery(job({}))).toBe("email pending (due now) (job 3)")
    expect(
      describeDelivery(job({ attempts: 2, nextAttemptAt: "2025-05-01T10:03:00.000Z", lastError: "SMTP 421" })),
    ).toBe("email pending (2 attempts, next 2025-05-01T10:03:00.000Z: SMTP 421) (job 3)")
    expect(describeDelivery(job({ status: "failed", attempts: 14, lastError: "SMTP 550" }))).toBe(
      "email FAILED after 14 attempts: SMTP 550 (job 3)",
    )
    expect(undeliveredText([])).toBe("Every notification has been delivered.\n")
    expect(undeliveredText([job({ channel: "webhook" })])).toBe("job 3  lead #7  webhook pending (due now) (job 3)\n")
  })
})
