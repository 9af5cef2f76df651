import type { DetailedHTMLProps, HTMLAttributes } from "react";
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

/** A property's attribute name: `widthOf` is `width-of`. */
type Dashed<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Dashed<Rest>}`
  : S;

/** An attribute's value in JSX: text, a number, or, for a boolean, present ("") or left out. */
type JsxValue<T> = T extends "boolean" ? "" : T extends "number" ? number | string : string;

/**
 * A tag drawn inside another widget's JSX (the exam page's <lp-exam-runner>): its attributes by
 * their dashed names, with what any element takes (a ref, a class). Each `.api.ts` adds its tag to
 * React's intrinsic elements with it, so no widget types another's tag by hand.
 */
export type TagJsx<T extends TagDeclaration> = {
  [K in T["tag"]]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
    [A in keyof T["attributes"] & string as Dashed<A>]?: JsxValue<T["attributes"][A]>;
  };
};

/** The root component's props: the attributes, and the shadow root it renders in. */
export type RootProps<T extends TagDeclaration> = TagProps<T> & WidgetProps;

/** Parts many tags have, each described once for all of them by the manifest build. */
export type CommonPart = "buttons" | "link-buttons" | "fields" | "sections" | "hero" | "breadcrumb" | "course-card";

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
  /** Part name: what it is. Every widget's root box, `base`, is described for all of them. */
  parts: Record<string, string>;
  /** The parts it shares with other tags, described once for all (scripts/common-parts.ts). */
  commonParts?: readonly CommonPart[];
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
