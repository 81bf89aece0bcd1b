import { spawn } from "node:child_process"
import { writeFileSync } from "node:fs"
import autocannon from "autocannon"
import { startSite } from "../tests/helpers/site.ts"
import { median } from "./lib/median.ts"

const site = await startSite({}, 60_000)
const slice = async () =>
  (await autocannon({ url: `${site.origin}/pricing`, connections: 10, duration: 2 })).requests.average
const measure = async (n: number) => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push(await slice())
  return median(out)
}
const variants: Record<string, string> = {
  spin: "for(;;){}",
  memory:
    "const a=new Float64Array(64*1024*1024/8);let s=0;for(;;){for(let i=0;i<a.length;i+=8)s+=a[(i*2654435761)%a.length]++}",
}
try {
  await slice()
  const base = await measure(8)
  console.log(`idle ${base.toFixed(0)}`)
  for (const [name, code] of Object.entries(variants)) {
    for (const policy of ["idle", "idle-setsid", "idle-setsid-nice19", "normal"]) {
      const spinners = [0, 1].map(() => {
        if (policy === "normal") return spawn(process.execPath, ["-e", code], { stdio: "ignore" })
        const child = spawn("chrt", ["--idle", "0", process.execPath, "-e", code], {
          stdio: "ignore",
          detached: policy.includes("setsid"),
        })
        if (policy.endsWith("nice19")) writeFileSync(`/proc/${child.pid}/autogroup`, "19")
        return child
      })
      await new Promise((d) => setTimeout(d, 500))
      const rate = await measure(8)
      for (const s of spinners) s.kill("SIGKILL")
      await new Promise((d) => setTimeout(d, 500))
      const again = await measure(4)
      console.log(`${name} ${policy}: ${rate.toFixed(0)} (${(rate / base).toFixed(2)}); idle after ${again.toFixed(0)}`)
    }
  }
} finally {
  await site.stop()
}
