import { Ajv, type ErrorObject, type SchemaObject } from 'ajv';
import { WEEK_DAYS } from '../settings/opening-hours';

/**
 * The rules of Google's structured-data documentation that apply to this site's schema.org blocks,
 * written as one small JSON Schema per type and checked with ajv (issue 24;
 * docs/decisions/0067-structured-data.md): vehicle listing (`Car`), local business (`AutoDealer`),
 * breadcrumbs (`BreadcrumbList`) and the summary-page list (`ItemList`). Required properties are
 * required; recommended ones, when present, must have the right shape. The schemas check what the
 * documentation states in words; schema-dts checks the builders' types at compile time.
 */

const absoluteUrl = { type: 'string', pattern: '^https?://[^\\s/]+(/[^\\s]*)?$' };
const text = { type: 'string', minLength: 1 };
const SCHEMA = 'https://schema.org/';
const enumOf = (...names: string[]) => ({ enum: names.map((name) => `${SCHEMA}${name}`) });
const quantity = (units: string[]) => ({
  type: 'object',
  required: ['@type', 'value', 'unitCode'],
  properties: {
    '@type': { const: 'QuantitativeValue' },
    value: { type: 'number', minimum: 0 },
    unitCode: { enum: units },
  },
});
const typed = (type: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { '@context': { const: 'https://schema.org' }, '@type': { const: type }, ...extra },
});

const itemCondition = enumOf('NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition');

/** Google's vehicle listing (Car): required and recommended properties. */
const carRules: SchemaObject = {
  ...typed('Car'),
  required: ['@context', '@type', 'name', 'image', 'brand', 'model', 'vehicleModelDate', 'offers'],
  properties: {
    ...typed('Car').properties,
    name: text,
    url: absoluteUrl,
    image: { type: 'array', minItems: 1, items: absoluteUrl },
    brand: {
      type: 'object',
      required: ['@type', 'name'],
      properties: { '@type': { const: 'Brand' }, name: text },
    },
    model: text,
    vehicleModelDate: { type: 'string', pattern: '^\\d{4}$' },
    vehicleIdentificationNumber: { type: 'string', pattern: '^[A-HJ-NPR-Z0-9]{17}$' },
    itemCondition,
    mileageFromOdometer: quantity(['KMT', 'SMI']),
    bodyType: text,
    color: text,
    vehicleConfiguration: text,
    vehicleTransmission: text,
    driveWheelConfiguration: {
      anyOf: [
        enumOf(
          'AllWheelDriveConfiguration',
          'FourWheelDriveConfiguration',
          'FrontWheelDriveConfiguration',
          'RearWheelDriveConfiguration',
        ),
        { type: 'string', minLength: 1, not: { pattern: '^https?:' } },
      ],
    },
    numberOfDoors: { type: 'integer', minimum: 1 },
    vehicleEngine: {
      type: 'object',
      required: ['@type'],
      properties: { '@type': { const: 'EngineSpecification' }, engineDisplacement: quantity(['CMQ', 'LTR']) },
    },
    offers: {
      type: 'object',
      required: ['@type', 'price', 'priceCurrency'],
      properties: {
        '@type': { const: 'Offer' },
        price: { type: 'number', exclusiveMinimum: 0 },
        priceCurrency: { type: 'string', pattern: '^[A-Z]{3}$' },
        availability: enumOf('InStock', 'SoldOut', 'OutOfStock', 'PreOrder', 'LimitedAvailability'),
        itemCondition,
        url: absoluteUrl,
        seller: { type: 'object', required: ['@type', 'name'], properties: { name: text } },
      },
    },
  },
  // A used car says how far it has gone.
  if: { required: ['itemCondition'], properties: { itemCondition: { const: `${SCHEMA}UsedCondition` } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a thenable
  then: { required: ['mileageFromOdometer'] },
};

const localBusinessProperties = {
  name: text,
  url: absoluteUrl,
  image: absoluteUrl,
  logo: absoluteUrl,
  telephone: { type: 'string', pattern: '^[+()0-9][0-9 ()+-]{5,}$' },
  address: {
    type: 'object',
    required: ['@type', 'streetAddress', 'addressLocality', 'addressCountry'],
    properties: {
      '@type': { const: 'PostalAddress' },
      streetAddress: text,
      addressLocality: text,
      addressRegion: text,
      addressCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
    },
  },
  geo: {
    type: 'object',
    required: ['@type', 'latitude', 'longitude'],
    properties: {
      '@type': { const: 'GeoCoordinates' },
      latitude: { type: 'number', minimum: -90, maximum: 90 },
      longitude: { type: 'number', minimum: -180, maximum: 180 },
    },
  },
  openingHoursSpecification: {
    type: 'array',
    items: {
      type: 'object',
      required: ['@type', 'dayOfWeek', 'opens', 'closes'],
      properties: {
        '@type': { const: 'OpeningHoursSpecification' },
        dayOfWeek: {
          type: 'array',
          minItems: 1,
          items: { enum: [...WEEK_DAYS, 'PublicHolidays'] },
        },
        opens: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' },
        closes: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' },
      },
    },
  },
  sameAs: { type: 'array', items: absoluteUrl },
};

/** Google's local business (an AutoDealer): name and address required; each department is one too. */
const localBusinessRules: SchemaObject = {
  $id: 'local-business',
  type: 'object',
  required: ['@type', 'name', 'address'],
  properties: {
    '@type': { const: 'AutoDealer' },
    ...localBusinessProperties,
    department: { type: 'array', items: { $ref: 'local-business' } },
  },
};
const dealerRules: SchemaObject = {
  type: 'object',
  allOf: [{ $ref: 'local-business' }],
  required: ['@context', 'url', 'telephone'],
  properties: { '@context': { const: 'https://schema.org' } },
};

const listItem = (required: string[]) => ({
  type: 'object',
  required: ['@type', 'position', ...required],
  properties: {
    '@type': { const: 'ListItem' },
    position: { type: 'integer', minimum: 1 },
    name: text,
    item: absoluteUrl,
    url: absoluteUrl,
  },
});

/** Google's breadcrumbs: at least two items, each with position and name, and the page's URL as item. */
const breadcrumbRules: SchemaObject = {
  ...typed('BreadcrumbList'),
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    ...typed('BreadcrumbList').properties,
    itemListElement: { type: 'array', minItems: 2, items: listItem(['name', 'item']) },
  },
};

/** Google's summary-page list: each ListItem has its position and the URL of a page of the site. */
const itemListRules: SchemaObject = {
  ...typed('ItemList'),
  required: ['@context', '@type', 'itemListElement'],
  properties: {
    ...typed('ItemList').properties,
    itemListElement: { type: 'array', minItems: 1, items: listItem(['url']) },
  },
};

// `required` inside if/then and allOf names properties declared beside them, which strict mode would refuse.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
ajv.addSchema(localBusinessRules);
const RULES: Record<string, ReturnType<typeof ajv.compile>> = {
  Car: ajv.compile(carRules),
  AutoDealer: ajv.compile(dealerRules),
  BreadcrumbList: ajv.compile(breadcrumbRules),
  ItemList: ajv.compile(itemListRules),
};

function describe(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}

/** Positions 1, 2, 3… in order, and (for a summary list) every URL on one origin: what a schema cannot say. */
function listProblems(block: Record<string, unknown>, origin: string | undefined): string[] {
  const items = Array.isArray(block.itemListElement)
    ? (block.itemListElement as Record<string, unknown>[])
    : [];
  const problems: string[] = [];
  const first = Number(items[0]?.position);
  items.forEach((item, index) => {
    if (item.position !== first + index) problems.push(`/itemListElement/${index}/position is out of order`);
    const url = String(item.url ?? item.item ?? '');
    if (origin && !url.startsWith(`${origin}/`))
      problems.push(`/itemListElement/${index} points off ${origin}`);
  });
  if (block['@type'] === 'BreadcrumbList' && first !== 1) problems.push('/itemListElement starts past 1');
  return problems;
}

/**
 * What Google's rules find wrong in one schema.org block (empty when it passes). `origin` is the
 * site's: the lists' URLs must all be on it.
 */
export function structuredDataProblems(block: unknown, origin?: string): string[] {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return ['/ is not an object'];
  const record = block as Record<string, unknown>;
  const type = String(record['@type']);
  const validate = RULES[type];
  if (!validate) return [`/@type ${type} has no rule here`];
  const problems = validate(block) ? [] : describe(validate.errors);
  return type === 'BreadcrumbList' || type === 'ItemList'
    ? [...problems, ...listProblems(record, origin)]
    : problems;
}
