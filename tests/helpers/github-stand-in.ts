/**
 * A stand-in for the parts of GitHub the editor and the site use, backed by a real bare repository on this
 * machine (tests/helpers/publish-repo.ts makes one):
 * - what Keystatic's GitHub mode asks from the browser: the GraphQL queries of its app shell (the repository,
 *   its branches and their commits, the viewer), the REST trees and blobs it reads entries from, and the
 *   createCommitOnBranch mutation it saves with, which becomes a real commit on the branch (as GitHub makes
 *   it: authored by the signed-in account), after which GitHub's push webhook is delivered;
 * - what the site's server asks: GET /user and GET /repos/{owner}/{name} with a user's token (who they are,
 *   whether they can push).
 * Accounts are tokens given by the test. The GraphQL schema is GitHub's, cut down to the fields Keystatic
 * reads (queries outside it fail validation, so a Keystatic upgrade asking for more shows here).
 * Browser tests route https://api.github.com to `answer` (Playwright's page.route); the site's server reaches
 * it on a loopback port (GITHUB_API_URL).
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildSchema, graphql } from "graphql"

export type GitHubAccount = { token: string; login: string; name: string; id: number; canPush: boolean }

export type StandInRequest = { method: string; url: string; headers: Record<string, string>; body?: Buffer | string }
export type StandInAnswer = { status: number; headers: Record<string, string>; body: Buffer | string }

export type GitHubStandInOptions = {
  /** `owner/name`, as KEYSTATIC_GITHUB_REPO names it. */
  repository: string
  /** The bare repository behind it, and its default branch. */
  gitDir: string
  defaultBranch?: string
  accounts: GitHubAccount[]
  /** GitHub's push webhook, after a commit made through the API: `after` is the branch's new commit. */
  onPush?: (ref: string, after: string) => Promise<void>
}

const schema = buildSchema(`
  interface Node { id: ID! }
  interface GitObject { id: ID! oid: String! }
  type Query {
    repository(owner: String!, name: String!): Repository
    viewer: User!
    node(id: ID!): Node
  }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
  type User implements Node { id: ID! name: String login: String! avatarUrl: String! databaseId: Int }
  type Organization implements Node { id: ID! login: String! }
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  enum PullRequestState { OPEN CLOSED MERGED }
  type Repository implements Node {
    id: ID!
    isPrivate: Boolean!
    owner: Organization!
    name: String!
    defaultBranchRef: Ref
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    ref(qualifiedName: String!): Ref
    viewerPermission: RepositoryPermission
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  type RepositoryConnection { nodes: [Repository] }
  type RefConnection { nodes: [Ref] pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Ref implements Node {
    id: ID!
    name: String!
    target: GitObject
    associatedPullRequests(states: [PullRequestState], first: Int): PullRequestConnection!
  }
  type PullRequestConnection { nodes: [PullRequest] }
  type PullRequest { id: ID! number: Int! }
  type Commit implements GitObject & Node { id: ID! oid: String! tree: Tree! }
  type Tree implements GitObject & Node { id: ID! oid: String! }
  input CommittableBranch { id: ID repositoryNameWithOwner: String branchName: String }
  input CommitMessage { headline: String! body: String }
  input FileAddition { path: String! contents: String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: String!
    message: CommitMessage!
    fileChanges: FileChanges
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { ref: Ref commit: Commit clientMutationId: String }
`)

type CommitInput = {
  branch: { branchName?: string; repositoryNameWithOwner?: string }
  expectedHeadOid: string
  message: { headline: string; body?: string }
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
}

/** An error as GitHub's GraphQL API gives it: a type beside the message. */
class GitHubGraphQLError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message)
  }
}

const json = (status: number, body: unknown): StandInAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify(body),
})

export function createGitHubStandIn({
  repository,
  gitDir,
  defaultBranch: mainBranch = "main",
  accounts,
  onPush,
}: GitHubStandInOptions) {
  const [owner = "", name = ""] = repository.split("/")
  const git = (args: string[], { input, env = {} }: { input?: Buffer; env?: Record<string, string> } = {}) =>
    execFileSync("git", args, { input, env: { ...process.env, GIT_DIR: gitDir, ...env }, maxBuffer: 256 * 1024 * 1024 })
  const text = (args: string[]) => git(args).toString("utf8").trim()
  const branches = () =>
    text(["for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads/"])
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(" ") as [string, string])
  const defaultBranch = () => mainBranch
  const commitObject = (oid: string) => {
    const tree = text(["rev-parse", `${oid}^{tree}`])
    return { __typename: "Commit", id: `C_${oid}`, oid, tree: { __typename: "Tree", id: `T_${tree}`, oid: tree } }
  }
  const refObject = (branch: string, oid: string) => ({
    __typename: "Ref",
    id: `REF_${branch}`,
    name: branch,
    target: commitObject(oid),
    associatedPullRequests: { nodes: [] },
  })
  const commits: { oid: string; message: string; author: string; files: string[] }[] = []

  function repositoryObject(account: GitHubAccount) {
    const repo = {
      __typename: "Repository",
      id: `R_${repository}`,
      isPrivate: true,
      owner: { __typename: "Organization", id: `O_${owner}`, login: owner },
      name,
      defaultBranchRef: { __typename: "Ref", id: `REF_${defaultBranch()}`, name: defaultBranch() },
      refs: () => ({
        nodes: branches().map(([branch, oid]) => refObject(branch, oid)),
        pageInfo: { hasNextPage: false, endCursor: null },
      }),
      ref: ({ qualifiedName }: { qualifiedName: string }) => {
        const found = branches().find(
          ([branch]) => `refs/heads/${branch}` === qualifiedName || branch === qualifiedName,
        )
        return found ? refObject(...found) : null
      },
      viewerPermission: account.canPush ? "WRITE" : "READ",
      forks: { nodes: [] },
    }
    return repo
  }

  /** createCommitOnBranch: the files given, on the branch's commit, if it is still the one expected. */
  async function commitOnBranch(input: CommitInput, account: GitHubAccount) {
    if (!account.canPush) throw new GitHubGraphQLError("FORBIDDEN", "Resource not accessible by integration")
    const branch = input.branch.branchName ?? defaultBranch()
    const head = branches().find(([name]) => name === branch)?.[1]
    if (!head) throw new GitHubGraphQLError("NOT_FOUND", `Could not resolve to a ref named ${branch}`)
    if (head !== input.expectedHeadOid)
      throw new GitHubGraphQLError(
        "STALE_DATA",
        `Expected branch to point to "${input.expectedHeadOid}" but it did not`,
      )
    const work = mkdtempSync(join(tmpdir(), "github-stand-in-"))
    try {
      const env = { GIT_INDEX_FILE: join(work, "index"), GIT_WORK_TREE: work }
      git(["read-tree", head], { env })
      for (const { path, contents } of input.fileChanges?.additions ?? []) {
        const blob = git(["hash-object", "-w", "--stdin"], { input: Buffer.from(contents, "base64") })
          .toString()
          .trim()
        git(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], { env })
      }
      for (const { path } of input.fileChanges?.deletions ?? [])
        git(["update-index", "--force-remove", "--", path], { env })
      const tree = git(["write-tree"], { env }).toString().trim()
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n")
      const oid = git(["commit-tree", tree, "-p", head, "-m", message], {
        env: {
          GIT_AUTHOR_NAME: account.name,
          GIT_AUTHOR_EMAIL: `${account.id}+${account.login}@users.noreply.github.com`,
          GIT_COMMITTER_NAME: "GitHub",
          GIT_COMMITTER_EMAIL: "noreply@github.com",
        },
      })
        .toString()
        .trim()
      git(["update-ref", `refs/heads/${branch}`, oid, head])
      commits.push({
        oid,
        message: input.message.headline,
        author: account.name,
        files: [
          ...(input.fileChanges?.additions ?? []).map((addition) => addition.path),
          ...(input.fileChanges?.deletions ?? []).map((deletion) => deletion.path),
        ],
      })
      await onPush?.(`refs/heads/${branch}`, oid)
      return { ref: refObject(branch, oid), commit: commitObject(oid) }
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  }

  async function answerGraphQL(body: string, account: GitHubAccount): Promise<StandInAnswer> {
    const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> }
    const rootValue = {
      repository: (args: { owner: string; name: string }) =>
        `${args.owner}/${args.name}` === repository ? repositoryObject(account) : null,
      viewer: {
        __typename: "User",
        id: `U_${account.id}`,
        name: account.name,
        login: account.login,
        // A picture in the page itself: the test reaches no other host.
        avatarUrl: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E",
        databaseId: account.id,
      },
      node: () => null,
      createCommitOnBranch: ({ input }: { input: CommitInput }) => commitOnBranch(input, account),
    }
    const result = await graphql({ schema, source: query, rootValue, variableValues: variables })
    if (result.errors?.some((error) => !(error.originalError instanceof GitHubGraphQLError)))
      throw new Error(`The GitHub stand-in does not answer this query: ${result.errors.map(String).join("; ")}`)
    return json(200, {
      ...(result.data ? { data: result.data } : {}),
      ...(result.errors
        ? {
            errors: result.errors.map((error) => ({
              type: (error.originalError as GitHubGraphQLError).type,
              path: error.path,
              message: error.message,
            })),
          }
        : {}),
    })
  }

  function answerTree(sha: string): StandInAnswer {
    const entries = git(["ls-tree", "-r", "-t", "-l", "--full-tree", "-z", sha])
      .toString("utf8")
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const [info = "", path = ""] = line.split("\t")
        const [mode = "", type = "", object = "", size = "-"] = info.split(/\s+/)
        return { path, mode, type, sha: object, ...(type === "blob" ? { size: Number(size) } : {}) }
      })
    return json(200, { sha, tree: entries, truncated: false })
  }

  /** Answers one request to https://api.github.com (its path and query; any origin). */
  async function answer(request: StandInRequest): Promise<StandInAnswer> {
    const { pathname } = new URL(request.url)
    const token = (request.headers.authorization ?? "").replace(/^(Bearer|token) /i, "")
    const account = accounts.find((candidate) => candidate.token === token)
    if (!account) return json(401, { message: "Bad credentials" })
    const repoPath = `/repos/${repository}`
    if (request.method === "POST" && pathname === "/graphql") return answerGraphQL(String(request.body ?? ""), account)
    if (request.method !== "GET") return json(404, { message: "Not Found" })
    if (pathname === "/user") return json(200, { login: account.login, id: account.id, name: account.name })
    if (pathname === repoPath)
      return json(200, {
        full_name: repository,
        private: true,
        default_branch: defaultBranch(),
        permissions: { admin: false, maintain: false, push: account.canPush, triage: account.canPush, pull: true },
      })
    const tree = new RegExp(`^${repoPath}/git/trees/([0-9a-f]{40})$`).exec(pathname)?.[1]
    if (tree) return answerTree(tree)
    const blob = new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`).exec(pathname)?.[1]
    if (blob)
      return {
        status: 200,
        headers: { "content-type": "application/vnd.github.raw" },
        body: git(["cat-file", "blob", blob]),
      }
    return json(404, { message: "Not Found" })
  }

  let server: Server | undefined
  return {
    answer,
    /** The commits made through the API, oldest first. */
    commits,
    /** Serves `answer` on a loopback port, for the site's own calls (GITHUB_API_URL); resolves with its origin. */
    async listen() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on("data", (chunk: Buffer) => chunks.push(chunk))
        req.on("end", async () => {
          const result = await answer({
            method: req.method ?? "GET",
            url: `http://stand-in${req.url ?? "/"}`,
            headers: Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, String(value)])),
            body: Buffer.concat(chunks),
          }).catch((error: Error) => json(500, { message: error.message }))
          res.writeHead(result.status, result.headers).end(result.body)
        })
      })
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}
