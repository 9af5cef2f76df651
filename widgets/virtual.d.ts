/** Which family defines each tag, made by the build from the widget folders (scripts/widget-tags.ts). */
declare module "virtual:lp-tag-families" {
  const families: Readonly<Record<string, string>>;
  export default families;
}
