import { HOSTILE_JSON, HOSTILE_NUMBERS, HOSTILE_TEXTS } from './hostile-values';
import type { JsonSchema } from './openapi-operations';
import type { Prng } from './prng';

/** Strings tried against a `pattern`, in order: the first that matches is the valid value. */
const PATTERN_CANDIDATES = [
  '1',
  '2027-06-15',
  '10:30',
  '6.5,3.38',
  'FUZZ-ref-0001',
  'fuzz.member@example.ng',
  'ada_fuzz',
  'Text',
  'https://example.ng/fuzz',
  '08031234567',
];

/**
 * Values for fields whose rule the document cannot say (a zod refine or transform), so the valid-ish requests get
 * past validation and reach the services. The caller adds the ids it knows (a second member, say).
 */
export const VALID_BY_NAME: Readonly<Record<string, unknown>> = {
  q: 'suya',
  search: 'suya',
  bbox: '3.2,6.3,3.6,6.7',
  zoom: 12,
  lat: 6.5,
  lng: 3.38,
  latitude: 6.5,
  longitude: 3.38,
  websiteUrl: 'example.ng',
  contactPhone: '08031234567',
  newPassword: 'Strong-pass-123',
  confirmPassword: 'Strong-pass-123',
  startDate: '2020-01',
  endDate: '2021-01',
  url: 'https://example.ng/fuzz',
  date: '2027-06-15',
  time: '10:30',
  days: 7,
};

/**
 * Body fields always sent with these values: a place left to its pin (an id alone is refused without its parent's), no
 * listing type (the fuzzer does not know their ids), an ad's link and a plan to pay for.
 */
const BODY_FIELDS: Readonly<Record<string, unknown>> = {
  countryId: null,
  stateId: null,
  cityId: null,
  neighborhoodId: null,
  businessTypeId: null,
  professionTypeId: null,
  link: { kind: 'url', url: 'https://example.ng/fuzz' },
  planId: 'premium',
};

const withoutNull = (options: JsonSchema[]) => options.filter((option) => option.type !== 'null');

function uuid(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function lowest(schema: JsonSchema, step: number): number {
  if (schema.minimum === undefined) return step === 1 ? 1 : 0.5;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

/** A value the schema accepts (as far as the schema says), chosen with the generator. */
export function validValue(schema: JsonSchema, rng: Prng, name = '', named: Record<string, unknown> = {}): unknown {
  if (name in named) return named[name];
  if (name in VALID_BY_NAME) return VALID_BY_NAME[name];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(rng.pick(withoutNull(options).length ? withoutNull(options) : options), rng, name, named);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return `fuzz.${rng.int(1, 999_999)}@example.ng`;
      if (schema.format === 'uuid') return uuid(rng);
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'Text';
      }
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 24, rng.int(4, 24)));
      return 'Fuzz text '.repeat(3).padEnd(length, 'x').slice(0, length);
    }
    case 'integer': {
      const low = lowest(schema, 1);
      return rng.int(low, Math.min(schema.maximum ?? low + 100, low + 100));
    }
    case 'number': {
      const low = lowest(schema, 0.001);
      const high = Math.min(schema.maximum ?? low + 100, low + 100);
      const step = schema.multipleOf ?? 0.001;
      return Number((Math.round((low + rng.next() * (high - low)) / step) * step).toFixed(3));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const count = rng.int(0, Math.min(schema.maxItems ?? 2, 2));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, rng, '', named));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (key in BODY_FIELDS) value[key] = BODY_FIELDS[key];
        else if (key in named || key in VALID_BY_NAME) value[key] = validValue(property, rng, key, named);
        else if (schema.required?.includes(key) || rng.chance(0.6)) {
          value[key] = property.nullable && rng.chance(0.15) ? null : validValue(property, rng, key, named);
        }
      }
      return value;
    }
    default:
      return 'Text';
  }
}

/** A value at or just past the schema's bounds (some accepted, most not). */
function boundaryValue(schema: JsonSchema, rng: Prng): unknown {
  if (schema.enum?.length) {
    const value = String(rng.pick(schema.enum));
    return rng.pick([value.toUpperCase(), `${value} `, `${value}x`, '']);
  }
  switch (schema.type) {
    case 'string': {
      const choices: unknown[] = [];
      if (schema.maxLength !== undefined)
        choices.push('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1), '😀'.repeat(schema.maxLength));
      if (schema.minLength) choices.push('x'.repeat(schema.minLength - 1));
      if (schema.pattern) {
        const valid = String(validValue(schema, rng));
        choices.push(`${valid}\n`, ` ${valid}`, `${valid}0`, valid.replace(/\d/g, '٣'));
      }
      return choices.length ? rng.pick(choices) : rng.pick(HOSTILE_TEXTS);
    }
    case 'integer':
    case 'number': {
      const choices: number[] = [];
      if (schema.maximum !== undefined) choices.push(schema.maximum, schema.maximum + 1);
      if (schema.minimum !== undefined) choices.push(schema.minimum, schema.minimum - 1);
      if (schema.type === 'integer') choices.push(lowest(schema, 1) + 0.5);
      return choices.length ? rng.pick(choices) : rng.pick(HOSTILE_NUMBERS);
    }
    case 'array':
      return Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => validValue(schema.items ?? {}, rng));
    default:
      return rng.pick(HOSTILE_JSON);
  }
}

/** A value of the schema's own type that breaks its rules, or one of another type. */
function sameTypeHostile(schema: JsonSchema, rng: Prng): unknown {
  switch (schema.type) {
    case 'string':
      return rng.pick(HOSTILE_TEXTS);
    case 'integer':
    case 'number':
      return rng.pick(HOSTILE_NUMBERS);
    case 'boolean':
      return rng.pick(['true', 1, 0, 'yes', null]);
    case 'array':
      return rng.pick([[null], [[]], HOSTILE_TEXTS, HOSTILE_NUMBERS, Array.from({ length: 5000 }, (_, index) => index)]);
    case 'object':
      return rng.pick([
        {},
        { unknownField: 1 },
        JSON.parse('{"__proto__":{"admin":true}}'),
        { ...(validValue(schema, rng) as object), extra: 'x'.repeat(5000) },
      ]);
    default:
      return rng.pick(HOSTILE_JSON);
  }
}

/** A hostile value for a field: a bound, a rule-breaking value of its type, or a value of another type. */
export function hostileValue(schema: JsonSchema, rng: Prng): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  const own = options ? rng.pick(options) : schema;
  const roll = rng.next();
  if (roll < 0.35) return boundaryValue(own, rng);
  if (roll < 0.7) return sameTypeHostile(own, rng);
  return rng.pick<unknown>([...HOSTILE_JSON, ...HOSTILE_NUMBERS, ...HOSTILE_TEXTS]);
}
