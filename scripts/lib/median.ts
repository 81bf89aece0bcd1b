/** The middle of the values, or the mean of the middle two when their count is even; NaN for none. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const [lower, upper] = [sorted[middle - 1], sorted[middle]]
  if (upper === undefined) return Number.NaN
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2
}
