/**
 * The lead tool's erase command (server/leads/commands.ts): the command name it answers to, and the line an
 * operator types, which the privacy notice quotes as what the agency runs for an erasure request.
 */
export const ERASE_COMMAND = "erase"
export const ERASE_COMMAND_LINE = `npm run leads -- ${ERASE_COMMAND} --email`
