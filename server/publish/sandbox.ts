/**
 * Every command of a publish (git, npm, the content check, the build) runs in a bubblewrap sandbox
 * (docs/decisions/019-a-pushed-commit-runs-in-a-sandbox.md, R-B1, R-B2): a user, mount, PID, IPC and UTS
 * namespace of its own, every capability dropped, a fresh /proc that shows only its own processes, an empty
 * /tmp, and of the machine's files only the system's programs and libraries, a few files of /etc, Node.js,
 * and the folders the command is given. Nothing else of the machine exists inside: not DATA_DIR, not
 * PUBLISH_DIR's state, builds or control socket, not the server's /proc entries, not /home, /root, /srv or
 * /var. Its environment is the one given, nothing inherited. Only fetching (git fetch, npm ci) shares the
 * machine's network; the content check and the build run without one.
 */
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs"
import { dirname } from "node:path"

/** What one command may reach besides the system. */
export type SandboxSpec = {
  /** Folders it may write (its checkout, its home), at the same paths as outside. */
  writable: readonly string[]
  /** Files and folders it may only read (a repository on this machine, the deploy key). */
  readable?: readonly string[]
  /** Fetching needs the network (the registry, the repository's host); nothing else gets it. */
  network: boolean
}

const SANDBOX_PROGRAM = "bwrap"

/** Programs and libraries, at their own paths: on a merged-/usr system the top-level ones are links into /usr. */
const SYSTEM_PATHS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]

/**
 * The files of /etc a command needs: name resolution, certificates (not /etc/ssl/private), the accounts'
 * names, time zone, the dynamic linker's cache, Debian's alternatives, ssh's client settings (not the host
 * keys) and fontconfig's, for pictures drawn with text.
 */
const ETC_PATHS = [
  "/etc/alternatives",
  "/etc/ssl/certs",
  "/etc/ca-certificates",
  "/etc/resolv.conf",
  "/etc/hosts",
  "/etc/host.conf",
  "/etc/gai.conf",
  "/etc/nsswitch.conf",
  "/etc/passwd",
  "/etc/group",
  "/etc/localtime",
  "/etc/ld.so.cache",
  "/etc/ld.so.conf",
  "/etc/ld.so.conf.d",
  "/etc/ssh/ssh_config",
  "/etc/ssh/ssh_config.d",
  "/etc/fonts",
  "/etc/os-release",
]

/** The folder Node.js is installed in (its bin/ holds node and npm), when it is not under /usr. */
function nodeInstallation() {
  const prefix = dirname(dirname(realpathSync(process.execPath)))
  return prefix === "/usr" || prefix.startsWith("/usr/") ? undefined : prefix
}

/** The PATH inside: Node's own bin first (npm beside it), then the system's. */
export const sandboxPath = () =>
  [dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin", "/usr/local/sbin", "/usr/sbin", "/sbin"].join(":")

/** A path of the system as it is: a link stays a link (so /bin → usr/bin resolves inside), a folder is bound read-only. */
function systemPath(path: string): string[] {
  const stat = lstatSync(path, { throwIfNoEntry: false })
  if (!stat) return []
  if (stat.isSymbolicLink()) return ["--symlink", readlinkSync(path), path]
  return ["--ro-bind", path, path]
}

/**
 * bwrap's arguments for running a command with `env` in `cwd` (one of the writable folders), reaching only
 * what `spec` names. Mounts apply in order: each given folder comes after the empty /tmp, so one under /tmp
 * (a test's) is still there.
 */
export function sandboxArgs(spec: SandboxSpec, env: Readonly<Record<string, string>>, cwd: string): string[] {
  const node = nodeInstallation()
  return [
    "--die-with-parent",
    "--unshare-user",
    "--unshare-ipc",
    "--unshare-pid",
    "--unshare-uts",
    "--unshare-cgroup-try",
    ...(spec.network ? [] : ["--unshare-net"]),
    // Without a capability, a root inside is no root outside: run by root, the command still cannot mount,
    // trace or read past a file's permissions.
    "--cap-drop",
    "ALL",
    // No new session: the service's command already leads one, whose autogroup weight it lowered
    // (commands.ts); a new one inside would weigh as much as the server again.
    "--clearenv",
    ...Object.entries(env).flatMap(([name, value]) => ["--setenv", name, value]),
    ...SYSTEM_PATHS.flatMap(systemPath),
    ...ETC_PATHS.filter((path) => existsSync(path)).flatMap((path) => ["--ro-bind", path, path]),
    ...(node ? ["--ro-bind", node, node] : []),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--tmpfs",
    "/tmp",
    ...(spec.readable ?? []).flatMap((path) => ["--ro-bind", path, path]),
    ...spec.writable.flatMap((path) => ["--bind", path, path]),
    // The folders made to hold those mounts (DATA_DIR/publish above a checkout, say) are empty and stay so.
    "--remount-ro",
    "/",
    "--chdir",
    cwd,
  ]
}

/** The command line that runs `program` with `args` inside the sandbox. */
export const sandboxed = (
  program: string,
  args: readonly string[],
  spec: SandboxSpec,
  env: Readonly<Record<string, string>>,
  cwd: string,
) => ({ program: SANDBOX_PROGRAM, args: [...sandboxArgs(spec, env, cwd), "--", program, ...args] })

/** Where bubblewrap is looked for when the sandbox cannot start, for the message that says so. */
export const SANDBOX_REMEDY =
  "install bubblewrap (apt-get install bubblewrap) and let the service create user namespaces (deploy/catalysty-publish.conf)"
