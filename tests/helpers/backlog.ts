/** A lead database with a backlog: leads stored, their notification emails not yet sent. */
import { randomUUID } from "node:crypto"
import { openLeadStore } from "../../server/contact/sqlite-store.ts"
import type { NewLead } from "../../server/contact/store.ts"

const waitingLead = (index: number): NewLead => ({
  status: "new",
  channel: "fetch",
  name: `Waiting ${index}`,
  email: `waiting-${index}@example.com`,
  company: "Backlog Co.",
  services: ["Website Design & Development", "Email Marketing"],
  budget: "$5,000",
  message: `Lead ${index} waiting for its email. ${"It says what a real request would say. ".repeat(10)}`,
  submissionId: randomUUID(),
  payloadHash: `backlog-${index}`,
})

/** Stores `count` leads in `file`, each with a pending email job, a thousand to a transaction. */
export async function fillBacklog(file: string, count: number) {
  const store = openLeadStore(file)
  for (let start = 0; start < count; start += 1_000) {
    await store.insertMany(
      Array.from({ length: Math.min(1_000, count - start) }, (_, offset) => waitingLead(start + offset)),
      ["email"],
    )
  }
  await store.close()
}
