/**
 * The pieces every settings schema of config/ is made of: how an environment variable is read (an empty one
 * counts as unset), the value types several settings share, and the one error a bad value gives, naming the
 * variable and never repeating its value.
 */
import { z } from "zod"

/** An environment, as process.env holds it or a test writes it. */
export type Env = Record<string, string | undefined>

/** An unset variable and an empty one mean the same: use the default. */
export const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional())

export const httpUrl = (example: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: `must be an http:// or https:// URL, for example ${example}`,
    })

/** A configuration value that cannot be used; the message names the variable and never repeats its value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Configuration problem${problems.length > 1 ? "s" : ""}:\n${problems.map((line) => `  - ${line}`).join("\n")}`,
    )
  }
}

/** `env` read with `schema`, or a ConfigError naming each variable that is wrong and why. */
export function parse<T extends z.ZodType>(schema: T, env: Env): z.infer<T> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`))
}
