// A refused field as a person reads it (docs/api/errors.md#messages): one sentence that names the
// field as the caller spelled it and states its rule in the words and units the caller sees, never
// a pattern, a schema's type name or the validation library's own wording. One mapping from zod's
// issues serves every operation's schemas, those added later included; a field whose rule needs
// the domain's words (an account number, an amount in cents) states it once, with `withRule`.
import { z } from "zod";

const fieldRules = z.registry<{ rule: string }>();

/**
 * `schema`, every refusal of which (but a missing value's, "is required") reads `<field> <rule>`:
 * `withRule(z.string().regex(…), "must be 6 to 34 letters or digits")`. Attach it to the field's
 * own schema, before `.optional()`: the rule is found on the schema that refused the value.
 */
export function withRule<S extends z.ZodType>(schema: S, rule: string): S {
  fieldRules.add(schema, { rule });
  return schema;
}

type Issue = z.core.$ZodRawIssue;
type Check = { check?: string; value?: unknown; inclusive?: boolean; minimum?: number; maximum?: number; length?: number };

/** The bounds a schema's own checks set: a number's value, a string's length or a list's size. */
function boundsOf(schema: z.core.$ZodType | undefined): { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean } {
  const bounds: { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean } = {};
  for (const check of schema?._zod.def.checks ?? []) {
    const def = check._zod.def as Check;
    if (def.check === "greater_than" && typeof def.value === "number") Object.assign(bounds, { min: def.value, minExclusive: !def.inclusive });
    if (def.check === "less_than" && typeof def.value === "number") Object.assign(bounds, { max: def.value, maxExclusive: !def.inclusive });
    if (def.check === "min_length" || def.check === "min_size") bounds.min = def.minimum;
    if (def.check === "max_length" || def.check === "max_size") bounds.max = def.maximum;
    if (def.check === "length_equals") Object.assign(bounds, { min: def.length, max: def.length });
  }
  return bounds;
}

function isWholeNumber(schema: z.core.$ZodType | undefined): boolean {
  const def = schema?._zod.def as { type?: string; format?: string } | undefined;
  return def?.type === "bigint" || (def?.format !== undefined && /int/.test(def.format));
}

/** A number's range in words: "between 1 and 100", "at least 0", "greater than 0". */
function numberRange(schema: z.core.$ZodType | undefined): string | undefined {
  const whole = isWholeNumber(schema);
  const { minExclusive, maxExclusive, ...bounds } = boundsOf(schema);
  let { min, max } = bounds;
  // A whole number above 0 is at least 1: said so, it needs no "greater than".
  if (whole && min !== undefined && minExclusive) min += 1;
  if (whole && max !== undefined && maxExclusive) max -= 1;
  const above = min === undefined ? undefined : !whole && minExclusive ? `greater than ${min}` : `at least ${min}`;
  const below = max === undefined ? undefined : !whole && maxExclusive ? `less than ${max}` : `at most ${max}`;
  if (min !== undefined && max !== undefined && (whole || (!minExclusive && !maxExclusive))) return `between ${min} and ${max}`;
  return [above, below].filter(Boolean).join(" and ") || undefined;
}

/** A size in words, for `unit` (characters, items): "1 to 50 characters", "at most 255 characters". */
function sizeRange(schema: z.core.$ZodType | undefined, unit: string): string | undefined {
  const { min, max } = boundsOf(schema);
  if (min !== undefined && min === max) return `exactly ${min} ${min === 1 ? unit.replace(/s$/, "") : unit}`;
  if (min && max !== undefined) return `${min} to ${max} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  if (min) return `at least ${min} ${min === 1 ? unit.replace(/s$/, "") : unit}`;
  return undefined;
}

function textRule(schema: z.core.$ZodType | undefined): string {
  const { min, max } = boundsOf(schema);
  if (min === 1 && max === undefined) return "must not be empty";
  const size = sizeRange(schema, "characters");
  return size ? `must be ${size}` : "must be text";
}

function valueWords(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function oneOf(values: readonly unknown[]): string {
  return values.length === 1 ? `must be ${valueWords(values[0])}` : `must be one of ${values.map(valueWords).join(", ")}`;
}

const characterKinds: Array<[RegExp, string]> = [
  [/^A-Za-z|^a-zA-Z|^\\p\{L\}/, "letters"],
  [/^A-Z/, "capital letters"],
  [/^a-z/, "lowercase letters"],
  [/^0-9|^\\d/, "digits"],
  [/^_/, "underscores"],
  [/^\\?-/, "hyphens"],
  [/^\\?\./, "periods"],
  [/^ /, "spaces"],
  [/^'/, "apostrophes"],
  [/^\\p\{M\}/, ""],
];

/** A character class in words ("A-Za-z0-9_-": "letters, digits, underscores or hyphens"), if each of its parts is known. */
function characterClassWords(characterClass: string): string | undefined {
  const kinds: string[] = [];
  let rest = characterClass;
  while (rest.length > 0) {
    const known = characterKinds.find(([start]) => start.test(rest));
    if (!known) return undefined;
    if (known[1] && !kinds.includes(known[1])) kinds.push(known[1]);
    rest = rest.replace(known[0], "");
  }
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}` : kinds[0];
}

/** A pattern of one character class and a count, in words: /^[A-Za-z0-9]{6,34}$/ "must be 6 to 34 letters or digits". */
function describePattern(pattern: unknown): string | undefined {
  const match = /^\/\^\[([^\]]+)\](?:\{(\d+)(,(\d*))?\}|(\+))\$\/[a-z]*$/.exec(String(pattern));
  if (!match) return undefined;
  const [, characterClass, least, range, most, oneOrMore] = match;
  const words = characterClassWords(characterClass);
  if (!words) return undefined;
  const count = oneOrMore ? "one or more" : !range ? least : most ? `${least} to ${most}` : `at least ${least}`;
  return `must be ${count} ${words}`;
}

const formats: Record<string, string> = {
  email: "must be an email address (like ada@example.com)",
  url: "must be a URL (like https://example.com/webhooks)",
  datetime: "must be a date and time in ISO 8601 (like 2025-01-31T12:00:00Z)",
  date: "must be a date in ISO 8601 (like 2025-01-31)",
  time: "must be a time of day (like 12:00:00)",
  uuid: "must be a UUID (like 123e4567-e89b-12d3-a456-426614174000)",
  guid: "must be a UUID (like 123e4567-e89b-12d3-a456-426614174000)",
  lowercase: "must be in lowercase",
  uppercase: "must be in capitals",
};

/** A number's range after its kind: "a whole number between 1 and 100", "a whole number, at least 0". */
function rangeAfterKind(schema: z.core.$ZodType | undefined): string {
  const range = numberRange(schema);
  return range === undefined ? "" : range.startsWith("between") ? ` ${range}` : `, ${range}`;
}

const kinds: Record<string, (schema: z.core.$ZodType | undefined) => string> = {
  string: (schema) => {
    const { min, max } = boundsOf(schema);
    if (min === 1 && max === undefined) return "must be text, not empty";
    const size = sizeRange(schema, "characters");
    return `must be text${size ? ` of ${size}` : ""}`;
  },
  number: (schema) => `must be a ${isWholeNumber(schema) ? "whole" : "decimal"} number${rangeAfterKind(schema)}`,
  int: (schema) => `must be a whole number${rangeAfterKind(schema)}`,
  bigint: (schema) => `must be a whole number${rangeAfterKind(schema)}`,
  boolean: () => "must be true or false",
  date: () => formats.datetime,
  array: (schema) => `must be a list ([…])${sizeRange(schema, "items") ? ` of ${sizeRange(schema, "items")}` : ""}`,
  object: () => "must be a set of named fields in braces ({…})",
  record: () => "must be a set of named fields in braces ({…})",
  never: () => "must be left out",
};

/** The rule a value broke, as the words after its field's name: "must be at most 255 characters". */
function ruleOf(issue: Issue): string {
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && issue.input === undefined) return "is required";
  if (issue.code === "invalid_union" && issue.discriminator !== undefined) {
    const chosen = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
    return chosen === undefined ? "is required" : oneOf((issue.options as readonly unknown[] | undefined) ?? []);
  }
  if (issue.code === "unrecognized_keys") return "is not a field of this request";
  // The key's own refusal was worded already (its issue went through this map first).
  if (issue.code === "invalid_key") return `is not an accepted key: a key ${issue.issues[0]?.message ?? "must be text"}`;
  const rule = issue.schema ? fieldRules.get(issue.schema)?.rule : undefined;
  if (rule) return rule;
  const schema = issue.schema;
  switch (issue.code) {
    case "invalid_type":
      return kinds[issue.expected]?.(schema) ?? "has the wrong kind of value";
    case "too_small":
    case "too_big":
      if (issue.origin === "string") return textRule(schema);
      if (issue.origin === "array" || issue.origin === "set") {
        const size = sizeRange(schema, "items") ?? (issue.code === "too_small" ? `at least ${issue.minimum} items` : `at most ${issue.maximum} items`);
        return `must have ${size}`;
      }
      if (issue.origin === "date") {
        const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
        return `must be ${issue.code === "too_small" ? "on or after" : "on or before"} ${new Date(Number(bound)).toISOString()}`;
      }
      return `must be ${numberRange(schema) ?? (issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`)}`;
    case "invalid_format": {
      if (issue.format === "regex") return describePattern(issue.pattern) ?? "is not in the accepted format";
      if (issue.format === "starts_with") return `must start with ${valueWords(issue.prefix)}`;
      if (issue.format === "ends_with") return `must end with ${valueWords(issue.suffix)}`;
      if (issue.format === "includes") return `must include ${valueWords(issue.includes)}`;
      return formats[issue.format] ?? `is not a valid ${issue.format}`;
    }
    case "not_multiple_of":
      return `must be a multiple of ${issue.divisor}`;
    case "invalid_value":
      return oneOf(issue.values);
    case "invalid_union":
      return "is none of the accepted forms";
    case "invalid_element":
      return "has an item that is not accepted";
    default:
      return "is not accepted";
  }
}

/**
 * zod's error map for a parse (`safeParse(value, { error: plainRules })`). A schema's own message
 * outranks it: written as a rule ("must be after from"), it reads after the field's name like
 * these; written as a sentence (a capital first), it is the message as it is.
 */
export const plainRules: z.core.$ZodErrorMap = (issue) => ruleOf(issue);

/** The message naming `field` (undefined: the request as a whole) for a rule or a whole sentence. */
export function plainSentence(field: string | undefined, rule: string): string {
  const text = /^[a-z]/.test(rule) ? `${field ?? "The request"} ${rule}` : rule;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
