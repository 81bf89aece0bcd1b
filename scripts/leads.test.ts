import { describe, expect, it } from "vitest"
import { csvCell, toCsv, toText } from "./leads"

const lead = {
  id: 7,
  createdAt: "2025-05-01T10:00:00.000Z",
  status: "new" as const,
  channel: "fetch" as const,
  name: '<img src=x onerror="alert(1)">',
  email: "o'brien@example.ie",
  company: '=HYPERLINK("http://evil.example")',
  services: ["SEO (Search Engine Optimization)", "Website Design & Development"],
  budget: "-500",
  message: 'Line one, "quoted"\nLine two',
  submissionId: "0b8e4a40-1c1e-4b8e-9f1f-3e1f0c0b0a01",
}

describe("npm run leads", () => {
  it("escapes CSV cells and neutralises spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain")
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"')
    expect(csvCell("=1+2")).toBe("'=1+2")
    expect(csvCell("+1")).toBe("'+1")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("\tx")).toBe("'\tx")
  })

  it("exports a lead with markup as literal text, one record per lead", () => {
    const csv = toCsv([lead])
    const [header, record] = csv.split("\r\n")
    expect(header).toBe("id,created_at,status,channel,name,email,company,services,budget,message,submission_id")
    expect(record).toContain('"<img src=x onerror=""alert(1)"">"')
    expect(record).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(record).toContain("'-500")
    expect(record).toContain("SEO (Search Engine Optimization); Website Design & Development")
    expect(csv).toContain('"Line one, ""quoted""\nLine two"')
  })

  it("lists leads as readable text", () => {
    const text = toText([lead])
    expect(text).toContain("#7  2025-05-01T10:00:00.000Z  new  (fetch)")
    expect(text).toContain('Name:     <img src=x onerror="alert(1)">')
    expect(text).toContain("1 lead")
    expect(toText([])).toBe("No leads yet.\n")
  })
})
