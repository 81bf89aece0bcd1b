/** Debian tools some tests run (nginx, systemd-analyze, caddy), installed when missing and the test runs as root. */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"

/**
 * Returns `binary`, installing `debianPackage` with apt-get first when it is missing and this process is
 * root (as scripts/test.sh does for a fresh CI machine); otherwise fails with what to install. A test that
 * needs the tool never passes without it.
 */
export function ensureDebianTool(binary: string, debianPackage: string) {
  if (existsSync(binary)) return binary
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `${binary} is missing: install Debian's ${debianPackage} package (apt-get install ${debianPackage})`,
    )
  }
  const apt = (...args: string[]) =>
    execFileSync("apt-get", args, { stdio: "pipe", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
  apt("update", "-qq")
  apt("install", "-y", "-qq", "--no-install-recommends", debianPackage)
  if (!existsSync(binary)) throw new Error(`${debianPackage} was installed but ${binary} is still missing`)
  return binary
}

/** Writes a throw-away self-signed certificate for `names` into `dir`: cert.pem and key.pem. */
export function selfSignedCertificate(dir: string, names: string[]) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${names[0]}`,
      "-addext",
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(",")}`,
      "-keyout",
      "key.pem",
      "-out",
      "cert.pem",
    ],
    { cwd: dir, stdio: "pipe" },
  )
  return { cert: `${dir}/cert.pem`, key: `${dir}/key.pem` }
}
