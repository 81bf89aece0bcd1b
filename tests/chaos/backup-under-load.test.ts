/**
 * docs/requirements/RELIABILITY.md R-O3: `npm run leads -- backup FILE` while the server stores leads as fast
 * as clients send them. The copy passes SQLite's integrity check and holds every lead acknowledged before
 * the backup began.
 */
import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { Agent } from "node:http"
import { join } from "node:path"
import Database from "better-sqlite3"
import { describe, expect, it } from "vitest"
import { postLead } from "#tests/helpers/processes"
import { builtAccessKey, builtServer, startSite } from "#tests/helpers/site"

const CLIENTS = 6

describe("R-O3 a backup while leads keep arriving", () => {
  it("is intact and holds every lead acknowledged before it began", async () => {
    const site = await startSite({ CONTACT_RATE_LIMIT: "off" })
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
    const acknowledged: string[] = []
    let isLoading = true
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (isLoading) {
        const id = randomUUID()
        if (await postLead(site.port, id, agent, 5_000, builtAccessKey())) acknowledged.push(id)
      }
    })
    try {
      while (acknowledged.length < 200) await new Promise((done) => setTimeout(done, 20))
      const before = [...acknowledged]
      const file = join(site.dataDir, "backup.db")
      const backup = spawn(process.execPath, [join(builtServer(), "..", "leads.js"), "backup", file], {
        env: { ...process.env, DATA_DIR: site.dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      })
      let output = ""
      backup.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString()
      })
      backup.stderr!.on("data", (chunk: Buffer) => {
        output += chunk.toString()
      })
      const code = await new Promise((done) => backup.on("exit", done))
      const during = acknowledged.length - before.length
      isLoading = false
      await Promise.all(clients)
      expect(code, output).toBe(0)
      expect(output).toMatch(/^Backed up \d+ leads and \d+ notification jobs to .*\(\d+ KB, integrity ok\)\.\n$/)

      const copy = new Database(file, { readonly: true })
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok")
      const kept = new Set(
        (copy.prepare("SELECT submission_id FROM leads").all() as { submission_id: string }[]).map(
          (row) => row.submission_id,
        ),
      )
      copy.close()
      expect(before.filter((id) => !kept.has(id))).toEqual([])
      console.log(
        `R-O3: ${before.length} leads acknowledged before the backup, ${during} while it ran; the copy holds ${kept.size}`,
      )
    } finally {
      isLoading = false
      agent.destroy()
      await site.stop()
    }
  }, 120_000)
})
