const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
