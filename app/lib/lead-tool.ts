/** The name the lead tool's erase command answers to (server/leads/commands.ts). */
export const ERASE_COMMAND = "erase"
