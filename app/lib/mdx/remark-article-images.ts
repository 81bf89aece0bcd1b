import { readFileSync } from "node:fs"
import { join } from "node:path"
import { IMAGE_MANIFEST_PATH, imageManifestSchema, resolveFromManifest } from "../image-manifest.ts"

type Node = { type: string; children?: Node[]; url?: string; alt?: string; [key: string]: unknown }

/**
 * An article's `![alt](blog/x.svg)` on its own line becomes `<Figure …/>` with the encoded
 * AVIF/WebP variants written into the compiled article, so the page needs no lookup at run time.
 */
export function remarkArticleImages() {
  return (tree: Node) => {
    const manifest = imageManifestSchema.parse(
      JSON.parse(readFileSync(join(process.cwd(), IMAGE_MANIFEST_PATH), "utf8")),
    )
    const visit = (node: Node) => {
      node.children = node.children?.map((child) => {
        const only = child.type === "paragraph" && child.children?.length === 1 ? child.children[0] : undefined
        if (only?.type !== "image") {
          visit(child)
          return child
        }
        const image = resolveFromManifest(manifest, { src: only.url ?? "", alt: only.alt ?? "" })
        return {
          type: "mdxJsxFlowElement",
          name: "Figure",
          attributes: Object.entries(image).map(([name, value]) => ({
            type: "mdxJsxAttribute",
            name,
            value:
              typeof value === "number"
                ? {
                    type: "mdxJsxAttributeValueExpression",
                    value: String(value),
                    data: { estree: numberExpression(value) },
                  }
                : value,
          })),
          children: [],
        }
      })
    }
    visit(tree)
  }
}

function numberExpression(value: number) {
  return {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ExpressionStatement", expression: { type: "Literal", value, raw: String(value) } }],
  }
}
