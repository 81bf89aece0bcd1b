import { ConfigError } from "#config/values"

/** The problems a settings parse names (ConfigError's lines), or none when it succeeds; any other error is thrown. */
export function configProblems(parse: () => unknown): string[] {
  try {
    parse()
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}
