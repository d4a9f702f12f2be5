/** The part of sanitize-html's options that Haat uses (the package ships no types). */
declare module 'sanitize-html' {
  export interface Attributes {
    [name: string]: string;
  }
  export interface Frame {
    tag: string;
    attribs: Attributes;
    text: string;
  }
  export interface Tag {
    tagName: string;
    attribs: Attributes;
  }
  export type AllowedAttribute = string | { name: string; multiple?: boolean; values: string[] };
  export interface Options {
    allowedTags?: string[] | false;
    allowedAttributes?: Record<string, AllowedAttribute[]> | false;
    allowedClasses?: Record<string, string[]>;
    allowedStyles?: Record<string, Record<string, RegExp[]>>;
    allowedSchemes?: string[];
    allowedSchemesByTag?: Record<string, string[]>;
    allowedSchemesAppliedToAttributes?: string[];
    allowProtocolRelative?: boolean;
    allowedIframeHostnames?: string[];
    allowIframeRelativeUrls?: boolean;
    disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard';
    nonTextTags?: string[];
    exclusiveFilter?: (frame: Frame) => boolean;
    transformTags?: Record<string, (tagName: string, attribs: Attributes) => Tag>;
  }
  function sanitizeHtml(dirty: string, options?: Options): string;
  export default sanitizeHtml;
}
