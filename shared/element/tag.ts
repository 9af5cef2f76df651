import type { WidgetProps } from "./define-widget.tsx";

/** How an attribute's text becomes its property: text, a number, or a boolean by presence. */
export type AttributeType = "string" | "number" | "boolean";

/**
 * What the page needs to know of a tag at definition time: its name and its attributes, by
 * property name (the attribute is the dashed form: `widthOf` is `width-of`). Each tag's
 * `<name>.api.ts` exports one as `tag`, beside its documentation (`docs`).
 */
export interface TagDeclaration {
  readonly tag: `lp-${string}`;
  readonly attributes: Readonly<Record<string, AttributeType>>;
}

type PropValue<T> = T extends "string" ? string : T extends "number" ? number : T extends "boolean" ? boolean : never;

/** The properties a tag's attributes give its element and its root component. */
export type TagProps<T extends TagDeclaration> = { -readonly [K in keyof T["attributes"]]?: PropValue<T["attributes"][K]> };

/** The element of a tag, for HTMLElementTagNameMap: its attributes as typed properties. */
export type TagElement<T extends TagDeclaration> = { [K in T["tag"]]: HTMLElement & TagProps<T> };

/** The root component's props: the attributes, and the shadow root it renders in. */
export type RootProps<T extends TagDeclaration> = TagProps<T> & WidgetProps;

/**
 * A tag's public API as the Custom Elements Manifest documents it. Every attribute of the
 * declaration is described (the type says so); the manifest build checks that the events and
 * parts listed are the ones the tag's code emits and renders, no more and no fewer.
 */
export interface TagDocs<T extends TagDeclaration> {
  description: string;
  attributes: { [K in keyof T["attributes"]]: { description: string /** The values it takes, when it is a choice. */; values?: readonly string[] } };
  /** Event name: what it means (its detail is the event class's). */
  events: Record<`lp-${string}`, string>;
  /** Part name: what it is (`base` is every widget's root box). */
  parts: Record<string, string>;
  /** Slot name ("" for the default slot): what goes there. */
  slots?: Record<string, string>;
  /** The same texts in French (the French manifest, for French-speaking embedders), by the same keys. */
  fr: TagDocsFr<T>;
}

/** A tag's documentation in French: every text of its English docs, by the same keys. */
export interface TagDocsFr<T extends TagDeclaration> {
  description: string;
  attributes: { [K in keyof T["attributes"]]: string };
  events: Record<`lp-${string}`, string>;
  parts: Record<string, string>;
  slots?: Record<string, string>;
}
