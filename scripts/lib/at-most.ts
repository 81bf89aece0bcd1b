/** Runs `work` on every item, at most `limit` at a time, in order of the items; resolves when all are done. */
export async function forEachAtMost<Item>(items: readonly Item[], limit: number, work: (item: Item) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next)
    }),
  )
}
