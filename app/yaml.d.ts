// Content files imported into a bundle (vite.config.ts: @rollup/plugin-yaml); the build checks their shape with zod.
declare module "*.yaml" {
  const data: unknown
  export default data
}
